"""The Load screen: the named saves in the data folder, newest first; pick one and Load.

The autosave is not listed (Continue on the title is for that). Each row shows the save's
name and when it was saved, then what kind of save it is (a finished game and its winner, a
game kept for the player when another began, one played on from a replay, one they saved
by hand: several saves of one game are told apart at a glance), how far the game has got
(age, round, steps) and who is playing, read with the save module's quick summary. Loading itself is the game's
business: the Load button calls the `load_game(app, path)` hook, which shows the game or
raises an error the player then reads in a message dialog. A double click loads at once.
Replay opens the selected save in the replay viewer instead (`app.nav.open_replay`), which
only reads it.
Analyse (top right) opens the coach's review of the selected save (`app.nav.open_analysis`).

Delete (or the Delete key) asks first ("Delete" / "Cancel"; Enter deletes, Esc keeps it; the
rows stay drawn under the question), then
removes the selected save through `saves.delete_save`, which never touches the autosave; a file
that cannot be removed is reported. The list is read again and the selection stays on the
same row (the next save moves up into it). A finished game is marked so, with its winner.
Opening this screen retires the title's "kept in Load" line: the player has found the game.
"""

from __future__ import annotations

import datetime as dt
import functools
from pathlib import Path

import attrs
import pygame
import pygame_gui

from steamworks.language import current_language, date_time, listing, mark, ntr, ptr, tr
from steamworks.persistence import paths
from steamworks.rules.words import ROMAN
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import CardScene
from steamworks.ui.speech.spoken_screen import Watched
from steamworks.ui.style import font

ROWS_PER_PAGE = 6
# the colour of a row's kind of save: a finished game in copper, the others in dark ink
KIND_COLOURS = {"finished": P.COPPER_DARK, "other": P.INK}


def find_saves() -> list[Path]:
    """Named saves, newest first: the save module's list when it is there, else the folder's."""
    try:
        from steamworks.persistence import saves as save_api

        return [info.path for info in save_api.list_saves()]
    except ImportError:
        pass
    except Exception:  # noqa: BLE001 - an unreadable folder shows as an empty list
        return []
    return [p for p in paths.list_saves() if not p.name.lower().startswith("autosave")]


@attrs.frozen
class SaveLabel:
    """What a row says about a save."""

    name: str
    details: str  # what kind of save, how far the game has got, who plays; or why unreadable
    when: str
    readable: bool = True
    finished: bool = False  # a finished game (its results and final table open)
    kind: str = ""  # the words `details` starts with that say what kind of save it is


def save_kind(name: str, summary) -> str:
    """What kind of save this is, in the player's words: a finished game and its winner, a
    game the game kept for them, one played on from a replay, or one they saved by hand."""
    from steamworks.persistence import keep
    from steamworks.ui.replay.branch import branch_step

    if summary.game_over:
        winners = getattr(summary, "winners", ())
        if winners:
            # translators: {winners} are the winners' names, joined as a list
            return tr("Finished, won by {winners}", winners=listing(list(winners)))
        return tr("Finished")
    step = branch_step(name)
    if step is not None:
        return tr("Played on from a replay")
    if keep.is_kept_name(name):
        return tr("Kept for you when another game began")
    return tr("Saved by you")


def describe_save(path: Path) -> SaveLabel:
    """A save's name, its kind, the table and progress when readable, and its date."""
    details, readable, kind = "", True, ""
    try:
        from steamworks.persistence import saves as save_api

        summary = save_api.read_summary(path)
    except ImportError:
        summary = None
    except Exception as exc:  # noqa: BLE001 - SaveError and friends: say so; Load will explain
        summary, readable = None, False
        details = str(exc) or tr("This file cannot be read.")
    if summary is not None:
        kind = save_kind(path.stem, summary)
        steps = ntr("{count} step", "{count} steps", summary.actions)
        progress = (
            steps
            if summary.game_over
            # translators: {steps} is "12 steps"
            else tr(
                "Age {age}, round {round}, {steps}",
                age=ROMAN.get(summary.age, summary.age),
                round=summary.round,
                steps=steps,
            )
        )
        details = f"{kind}  ·  {progress}  ·  {', '.join(summary.players)}"
    try:
        when = date_time(dt.datetime.fromtimestamp(path.stat().st_mtime))
    except OSError:
        when = ""
    return SaveLabel(
        path.stem,
        details,
        when,
        readable,
        finished=bool(summary is not None and summary.game_over),
        kind=kind,
    )


# plain stand-ins for the dashes and quotes of kept saves' names, for faces that lack them
# (the heading face has no dashes)
_STAND_INS = {"—": "-", "–": "-", "‘": "'", "’": "'"}


def drawable(f: pygame.font.Font, text: str) -> str:
    """`text` with the characters `f` cannot draw (of _STAND_INS) replaced by plain ones."""
    missing = f.metrics("\U0010fffd")
    for ch, plain in _STAND_INS.items():
        if ch in text and f.metrics(ch) == missing:
            text = text.replace(ch, plain)
    return text


def fit_text(f: pygame.font.Font, text: str, width: int) -> str:
    """`text`, cut with an ellipsis if it is wider than `width`."""
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,·") + "…"


class LoadScene(CardScene):
    name = "load"
    title = mark("Load Game")
    card_size = (1100, 740)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.saves: list[Path] = find_saves()
        # read once per visit (summaries open the file) and worded in `_labels_language`
        self._labels: dict[Path, SaveLabel] = {}
        self._labels_language = current_language()
        self.row_rects: list[tuple[pygame.Rect, Path]] = []
        self.selected: int | None = 0 if self.saves else None
        self.page = 0
        self.rows_per_page = ROWS_PER_PAGE  # fewer, taller rows at a large text size
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        from steamworks.ui.scenes import keeping

        keeping.forget(app)

    def spoken_opening(self) -> str:
        """The spoken mode's words as Load opens: its name and how many saves it lists."""
        from steamworks.ui.speech import screens as spoken

        return spoken.screen_words(tr(self.title), spoken.saves_words(len(self.saves)))

    def spoken_save(self, index: int) -> str:
        """The save `index` of the list, read out: its place, name, contents and date."""
        from steamworks.ui.speech import screens as spoken

        path = self.saves[index]
        label = self._labels.get(path) or describe_save(path)
        return spoken.save_words(index + 1, len(self.saves), label.name, label.details, label.when)

    def spoken_stop(self, object_id: str) -> str:
        """A save's row, when the keyboard ring is on it, read as its line of the list."""
        if object_id.startswith("save_") and object_id[len("save_") :].isdigit():
            return self.spoken_save(int(object_id[len("save_") :]))
        return ""

    def spoken_watch(self) -> Watched:
        """The save chosen with Up or Down, read out as it changes."""
        chosen = self.selected
        return Watched(chosen, self.spoken_save(chosen) if chosen is not None else "", True)

    def refresh(self) -> None:
        """Read the folder again, keeping the selection on the same row (clamped to the list)."""
        self.saves = find_saves()
        self._labels.clear()
        if self.saves:
            self.selected = min(
                self.selected if self.selected is not None else 0, len(self.saves) - 1
            )
            self.page = self.selected // self.rows_per_page
        else:
            self.selected = None
        self.rebuild()

    def build(self) -> None:
        if self._labels_language != current_language():
            self._labels.clear()  # their words are the old language's
            self._labels_language = current_language()
        card = self.card_rect()
        pad = self.px(48)
        top = self.content_top() + self.px(16)
        row_h, gap = self.px(72), self.px(6)
        self.list_rect = pygame.Rect(
            card.left + pad, top, card.w - 2 * pad, ROWS_PER_PAGE * (row_h + gap) - gap
        )
        if text_gain() > 1.0:
            # a large text size: rows tall enough for a name and its details on two lines
            # each, and as many of them on a page as the list holds
            detail_h = font("ui", 16, self.app.scale).get_linesize()
            row_h = max(row_h, 2 * self._line_sizes() + detail_h + self.px(16))
            self.rows_per_page = max(1, (self.list_rect.h + gap) // (row_h + gap))
        else:
            self.rows_per_page = ROWS_PER_PAGE
        per_page = self.rows_per_page
        pages = max(1, (len(self.saves) + per_page - 1) // per_page)
        if (
            self.selected is not None
            and not self.page * per_page <= self.selected < (self.page + 1) * per_page
        ):
            self.page = self.selected // per_page  # the page that shows the chosen save
        self.page = min(self.page, pages - 1)
        first = self.page * per_page
        self.row_rects = []
        for row, index in enumerate(range(first, min(len(self.saves), first + per_page))):
            path = self.saves[index]
            if path not in self._labels:
                self._labels[path] = describe_save(path)
            rect = pygame.Rect(
                self.list_rect.left, top + row * (row_h + gap), self.list_rect.w, row_h
            )
            self.row_rects.append((rect, path))
            # the row's words are drawn over the button (draw_overlay), in two sizes
            button = self.add_button(
                rect,
                "",
                functools.partial(self.select, index),
                kind="@chapter_button",
                object_id=f"save_{index}",
            )
            button.allow_double_clicks = True
            if index == self.selected:
                button.select()
        bh = room.button_height(self.app, "@button", self.px(56))
        bottom = card.bottom - self.px(40) - bh
        left, right = card.left + pad, card.right - pad

        def width(text: str, least: int, kind: str = "@button") -> int:
            return room.button_width(self.app, kind, (text,), self.px(least))

        back_w, delete_w = width(tr("Back"), 180), width(tr("Delete"), 160)
        replay_w = width(ptr("button", "Replay"), 140)
        load_w = width(ptr("button", "Load"), 220, "@primary_button")
        self.add_button(
            pygame.Rect(left, bottom, back_w, bh),
            tr("Back"),
            self.on_back,
            object_id="back",
        )
        delete_x = max(left + self.px(196), left + back_w + self.px(16))
        self.add_button(
            pygame.Rect(delete_x, bottom, delete_w, bh),
            tr("Delete"),
            self.delete_selected,
            object_id="delete",
            enabled=self.selected is not None,
            tooltip=tr("Delete the selected save, after asking (Delete key)"),
        )
        load_x = right - load_w
        replay_x = min(right - self.px(370), load_x - self.px(10) - replay_w)
        analyse_w = width(tr("Analyse"), 180, "@small_button")
        if pages > 1:
            # between Delete and Replay where the design has them; in the card's top left
            # corner when a large text leaves them no room there
            turn_w = room.button_width(
                self.app, "@small_button", (tr("◀ Newer"), tr("Older ▶")), self.px(110)
            )
            gap_left, gap_right = delete_x + delete_w + self.px(16), replay_x - self.px(16)
            need = 2 * turn_w + self.px(20)
            page_x = max(gap_left, min(card.centerx - self.px(120), gap_right - need))
            if page_x + need <= gap_right:
                self.add_page_buttons(page_x, bottom, self.px(20), self.page, pages, self.turn)
            else:
                self.add_page_buttons(
                    left, card.top + self.px(34), self.px(12), self.page, pages, self.turn
                )
        # the coach's review of the selected game, in the card's top right corner
        self.add_button(
            pygame.Rect(right - analyse_w, card.top + self.px(34), analyse_w, self.px(46)),
            tr("Analyse"),
            self.analyse_selected,
            kind="@small_button",
            object_id="analyse",
            enabled=self.selected is not None,
            tooltip=tr("The coach reviews the selected game: what each decision cost"),
        )
        self.add_button(
            pygame.Rect(replay_x, bottom, replay_w, bh),
            ptr("button", "Replay"),
            self.replay_selected,
            object_id="replay",
            enabled=self.selected is not None,
            tooltip=tr(
                "Step through the selected game from its first move (the save is not changed)"
            ),
        )
        self.add_button(
            pygame.Rect(load_x, bottom, load_w, bh),
            ptr("button", "Load"),
            self.load_selected,
            kind="@primary_button",
            object_id="load",
            default=True,
            enabled=self.selected is not None,
        )

    def select(self, index: int) -> None:
        """Highlight a row in place (no rebuild, so a second click can still be a double click)."""
        old = self._named.get(f"save_{self.selected}")
        if old is not None:
            old.unselect()
        self.selected = index
        new = self._named.get(f"save_{index}")
        if new is not None:
            new.select()
        self._named["load"].enable()
        self._named["delete"].enable()
        self._named["replay"].enable()

    def turn(self, step: int) -> None:
        self.page += step
        self.selected = (
            self.page * self.rows_per_page if self.saves else None
        )  # keep the choice on screen
        self.rebuild()

    def load_selected(self) -> None:
        if self.selected is None:
            return
        self.app.call_hook("load_game", self.saves[self.selected])

    def replay_selected(self) -> None:
        """The selected save in the replay viewer (a save it cannot read gets Load's message)."""
        if self.selected is not None:
            self.app.nav.open_replay(self.saves[self.selected])

    def analyse_selected(self) -> None:
        """The coach's analysis of the selected save (one that cannot be read is explained)."""
        if self.selected is None:
            return
        from steamworks.persistence.errors import SaveError
        from steamworks.persistence.savefile import load_file

        try:
            loaded = load_file(self.saves[self.selected])
        except SaveError as exc:
            self.app.nav.show_message(lambda: tr("This save cannot be analysed"), str(exc))
            return
        self.app.nav.open_analysis(loaded.record())

    def delete_selected(self) -> None:
        """Ask, then delete the selected save."""
        if self.selected is None or not self.saves:
            return
        path = self.saves[self.selected]
        self.app.nav.show_message(
            lambda: tr("Delete this save?"),
            # translators: {name} is the save's name
            lambda: tr("‘{name}’ will be deleted for good. This cannot be undone.", name=path.stem),
            buttons=[
                (lambda: tr("Cancel"), None),
                (lambda: tr("Delete"), lambda: self._delete(path)),
            ],
        )

    def _delete(self, path: Path) -> None:
        from steamworks.persistence import saves as save_api
        from steamworks.persistence.errors import SaveError

        try:
            save_api.delete_save(path)
        except SaveError as exc:
            self.refresh()
            self.app.nav.show_message(lambda: tr("The save was not deleted"), str(exc))
            return
        self.refresh()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            self.delete_selected()
            return True
        if event.type == pygame_gui.UI_BUTTON_DOUBLE_CLICKED:
            for index in range(len(self.saves)):
                if self._named.get(f"save_{index}") is event.ui_element:
                    self.selected = index
                    self.load_selected()
                    return True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_UP, pygame.K_DOWN)
            and self.saves
        ):
            step = -1 if event.key == pygame.K_UP else 1
            current = 0 if self.selected is None else self.selected
            self.selected = max(0, min(len(self.saves) - 1, current + step))
            self.page = self.selected // self.rows_per_page
            self.rebuild()
            return True
        return super().handle_event(event)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self._draw_rows(surface)
        super().draw_overlay(surface)

    def draw_widget_picture(self, surface: pygame.Surface) -> None:
        """While a question (Delete?) is asked over the list, the rows stay readable under it."""
        super().draw_widget_picture(surface)
        self._draw_rows(surface)

    def _draw_rows(self, surface: pygame.Surface) -> None:
        """Each row's words over its button: the name and date, then the kind of save (in its
        colour), how far the game has got and who plays."""
        name_f = font("heading", 24, self.app.scale)
        detail_f = font("ui", 16, self.app.scale)
        kind_f = font("ui_medium", 16, self.app.scale)
        pad = self.px(16)
        for rect, path in self.row_rects:
            label = self._labels.get(path)
            if label is None:
                continue
            if text_gain() > 1.0:
                self._draw_row_wrapped(surface, rect, label)
                continue
            when = detail_f.render(label.when, True, P.INK_SOFT)
            surface.blit(when, when.get_rect(topright=(rect.right - pad, rect.top + self.px(14))))
            name_w = rect.w - 2 * pad - when.get_width() - self.px(20)
            drawing.blit_text(
                surface,
                name_f,
                fit_text(name_f, drawable(name_f, label.name), name_w),
                P.INK,
                (rect.left + pad, rect.top + self.px(8)),
            )
            x, y = rect.left + pad, rect.top + self.px(42)
            rest = label.details
            if not label.readable:
                colour = P.OXIDE_RED
            elif label.kind and rest.startswith(label.kind):
                # the kind first, in the medium face and its own colour
                kind = fit_text(kind_f, label.kind, rect.w - 2 * pad)
                shown = drawing.blit_text(
                    surface,
                    kind_f,
                    kind,
                    KIND_COLOURS["finished" if label.finished else "other"],
                    (x, y),
                )
                x = shown.right
                rest = rest[len(label.kind) :]
                colour = P.INK_SOFT
            else:
                colour = P.INK_SOFT
            room = rect.right - pad - x
            if rest and room > 0:
                drawing.blit_text(surface, detail_f, fit_text(detail_f, rest, room), colour, (x, y))

    def _line_sizes(self) -> int:
        """A line of a row's name and one of its details, together."""
        s = self.app.scale
        return font("heading", 24, s).get_linesize() + font("ui", 16, s).get_linesize()

    def _draw_row_wrapped(
        self, surface: pygame.Surface, rect: pygame.Rect, label: SaveLabel
    ) -> None:
        """A row at a large text size: its name on up to two lines beside the date, then the
        kind of save and, beside it (under it when long), the rest of its details (whatever does
        not fit is reported to the overflow watcher, never cut unseen)."""
        s = self.app.scale
        name_f, detail_f = font("heading", 24, s), font("ui", 16, s)
        kind_f = font("ui_medium", 16, s)
        pad = self.px(16)
        when = detail_f.render(label.when, True, P.INK_SOFT)
        surface.blit(when, when.get_rect(topright=(rect.right - pad, rect.top + self.px(8))))
        name_box = pygame.Rect(
            rect.left + pad,
            rect.top + self.px(6),
            rect.w - 2 * pad - when.get_width() - self.px(20),
            2 * name_f.get_linesize(),
        )
        used = room.blit_label(
            surface, name_f, drawable(name_f, label.name), P.INK, name_box, "save name"
        )
        x, y = rect.left + pad, rect.top + self.px(6) + used
        rest = label.details
        colour = P.INK_SOFT if label.readable else P.OXIDE_RED
        if label.readable and label.kind and rest.startswith(label.kind):
            kind = kind_f.render(
                label.kind, True, KIND_COLOURS["finished" if label.finished else "other"]
            )
            surface.blit(kind, (x, y))
            x += kind.get_width()
            rest = rest[len(label.kind) :].lstrip()
            if kind.get_width() > rect.w // 2:  # a long kind: the rest on the lines under it
                x, y = rect.left + pad, y + detail_f.get_linesize()
                rest = rest.lstrip("· ").lstrip()
        box = pygame.Rect(x + self.px(6), y, rect.right - pad - x - self.px(6), rect.bottom - y)
        if rest:
            room.blit_label(surface, detail_f, rest, colour, box, "save details")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.draw_card(surface)
        drawing.inset_panel(
            surface, self.list_rect.inflate(self.px(16), self.px(16)), self.app.scale
        )
        if not self.saves:
            f = font("serif_italic", 26, self.app.scale)
            drawing.blit_text(
                surface,
                f,
                tr("No saved games yet."),
                P.INK_SOFT,
                (self.list_rect.centerx, self.list_rect.centery - self.px(20)),
                "center",
            )
            # the lines it takes, down to the list's foot (a longer language at a large text
            # size: three lines where the design's 80 px hold two)
            top = self.list_rect.centery + self.px(14)
            self.hint(
                surface,
                tr("Games are saved automatically while you play, and from the pause menu (Esc)."),
                pygame.Rect(
                    self.list_rect.left + self.px(80),
                    top,
                    self.list_rect.w - self.px(160),
                    max(self.px(80), self.list_rect.bottom - top),
                ),
            )
