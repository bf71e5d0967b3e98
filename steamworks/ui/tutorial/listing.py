"""The list screens of the tutorial and the puzzles: one framed card of numbered rows in two
columns, each a button that opens its lesson or puzzle with a note beside it (done, stars...),
and under them the files that could not be read, with the scenario loader's words.

Up and Down (or the mouse) move the selection, whose words show under the rows; Enter
opens it, Esc goes back. Tab and Shift+Tab move the game's keyboard focus ring over the rows'
buttons and the buttons at the bottom (`ui.focus`, in the order `game.keyboard.focus_order`
builds, drawn by the game's views); Enter or Space then does what a click on the focused
button does. The mouse hides the ring until the next key.

The selection and the ring are one highlight: the brass box round the selected row while the
mouse is in use, the ring while the keyboard is. The selection follows the ring onto a row,
the focus follows the selection wherever it moves (Up, Down, the mouse, the rows read again),
so a Tab shows the ring where the box was; and while the ring is on a bottom button, no row
is highlighted and no row's words show. The rows are read again each time the screen shows
(`rows`), so a lesson just finished shows as done on return.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs
import pygame
import pygame_gui

from steamworks.language import ntr, tr
from steamworks.rules.scenario import ScenarioError
from steamworks.teach.progress import Progress, load_progress
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.focus import Focusable, KeyboardFocus
from steamworks.ui.game import target_keys as K
from steamworks.ui.game import views as V
from steamworks.ui.game.keyboard import button_key, focus_order
from steamworks.ui.geometry import Rect
from steamworks.ui.overflow import report_overflow
from steamworks.ui.scene import mouse_in_use, ring_key
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import CardScene
from steamworks.ui.tutorial.card import NO_STAR, STAR, readable

ROW_H, ROW_GAP = 48, 10  # design pixels
MAX_ERROR_LINES = 3


@attrs.frozen
class Row:
    object_id: str
    label: str
    note: str
    open: Callable[[], None]
    stars: int | None = None  # 0-3 stars drawn in the note, None for none
    tip: str | None = None


def stars_text(stars: int) -> str:
    return STAR * stars + NO_STAR * (3 - stars)


def error_lines(errors: Sequence[ScenarioError]) -> list[str]:
    """One line per file left out: its name and the loader's first problem."""
    out = []
    for err in errors:
        text = str(err).strip().splitlines()
        out.append(" ".join(line.strip() for line in text[:2]))
    return out


class ListScene(CardScene):
    """A card of rows, one for each lesson or puzzle its files hold; subclasses give `title`,
    `intro`, `load` and `rows_for`."""

    intro = ""
    button_share = 0.62  # of a row's width; the note takes the rest

    def __init__(self, app) -> None:
        super().__init__(app)
        self.selected = 0
        self._rows: list[Row] = []
        self._rects: list[pygame.Rect] = []
        self._button_ids: list[str] = []  # the rows' buttons, then the bottom ones: Tab's order
        self.key_focus = KeyboardFocus()
        self.mouse = (0, 0)
        # at a large text size the rows may stand in one column that scrolls: the first row
        # shown and how many fit (set by build)
        self.one_column = False
        self.first_row = 0
        self.rows_fit = 0
        self._scrolling = False  # a rebuild to scroll keeps the selection where it is
        self.bad: list[ScenarioError] = []  # the files `load` left out, listed under the rows
        self.load()

    def load(self) -> None:
        """Read the screen's files, once as it opens: keep what they hold, and put the files
        that could not be read in `bad`."""
        raise NotImplementedError

    def rows(self) -> list[Row]:
        """The rows as they stand now: read again each time the screen shows, with the player's
        progress as it is then (a lesson just finished shows as done)."""
        return self.rows_for(load_progress())

    def rows_for(self, progress: Progress) -> list[Row]:
        raise NotImplementedError

    def extra_buttons(self) -> list[tuple[str, str, Callable[[], None]]]:
        """(object id, text, action) of buttons beside Back at the bottom."""
        return []

    # --- building ------------------------------------------------------------------------------

    def row_rects(self, count: int) -> list[pygame.Rect]:
        """Where each row goes: two columns as designed, or at a large text size one column
        (`one_column`), from `first_row`, as many as fit above the selected row's words; a row
        scrolled out of sight gets an empty rect."""
        card = self.card_rect()
        pad = self.px(40)
        top = self.content_top() + self._intro_height()
        row_h, gap = self._row_height(), self.px(ROW_GAP)
        if not self.one_column:
            col_w = (card.w - 3 * pad) // 2
            per_col = max(1, (count + 1) // 2)
            out = []
            for i in range(count):
                col, row = divmod(i, per_col)
                x = card.x + pad + col * (col_w + pad)
                out.append(pygame.Rect(x, top + row * (row_h + gap), col_w, row_h))
            return out
        bottom = self._rows_bottom()
        fit = max(1, (bottom - top + gap) // (row_h + gap))
        self.first_row = max(0, min(self.first_row, count - fit))
        self.rows_fit = fit
        width = card.w - 2 * pad - (self.px(60) if fit < count else 0)
        out = []
        for i in range(count):
            shown = self.first_row <= i < self.first_row + fit
            y = top + (i - self.first_row) * (row_h + gap)
            out.append(
                pygame.Rect(card.x + pad, y, width, row_h) if shown else pygame.Rect(0, 0, 0, 0)
            )
        return out

    def _intro_height(self) -> int:
        """The room the line under the title takes (on two lines at a large text size)."""
        if not self.intro:
            return 0
        f = readable("serif_italic", 21, self.app.scale)
        lines = len(drawing.wrap_text(f, tr(self.intro), self.card_rect().w - self.px(80)))
        return max(self.px(40), lines * f.get_linesize() + self.px(4))

    def _row_height(self) -> int:
        return room.button_height(self.app, "@button", self.px(ROW_H))

    def _tip_height(self) -> int:
        """Room for the selected row's words under the rows: three lines at a large text size."""
        if text_gain() <= 1.0:
            return self.px(60)
        return round(3 * readable("ui", 19, self.app.scale).get_linesize() * 1.15)

    def _rows_bottom(self) -> int:
        """The lowest the rows may reach: above the selected row's words and the buttons."""
        bottom = self.card_rect().bottom - self.px(34) - self._bottom_height()
        return bottom - self.px(14) - self._tip_height() - self.px(22)

    def _bottom_height(self) -> int:
        return room.button_height(self.app, "@button", self.px(52))

    def _note_width(self, row: Row) -> int:
        s = self.app.scale
        width = readable("ui_medium", 18, s).size(row.note)[0] if row.note else 0
        if row.stars is not None:
            width += readable("ui_bold", 22, s).size(stars_text(row.stars))[0] + self.px(10)
        return width

    def _choose_columns(self, rows: list[Row]) -> bool:
        """One column when two leave a row's words no room, or the rows no room under each
        other (at a large text size, or a longer language's title at any size)."""
        if not rows:
            return False
        card = self.card_rect()
        pad = self.px(40)
        col_w = (card.w - 3 * pad) // 2
        button_w = round(col_w * self.button_share)
        labels = room.button_width(self.app, "@button", (r.label for r in rows), 0)
        notes = max(self._note_width(r) for r in rows) + self.px(14)
        too_narrow = labels > button_w or notes > col_w - button_w
        if text_gain() <= 1.0:
            return too_narrow  # the design's columns hold their rows up to 110%
        per_col = (len(rows) + 1) // 2
        tall = (
            self.content_top()
            + self._intro_height()
            + per_col * (self._row_height() + self.px(ROW_GAP))
        )
        return too_narrow or tall > self._rows_bottom()

    def _button_width(self, rect: pygame.Rect) -> int:
        """A row's button: its share of a column, or in the one column as wide as the longest
        label (at least that share), leaving the notes their room."""
        share = round(rect.w * self.button_share)
        if not self.one_column:
            return share
        labels = room.button_width(self.app, "@button", (r.label for r in self._rows), 0)
        notes = max((self._note_width(r) for r in self._rows), default=0) + self.px(14)
        return max(min(share, rect.w - notes), min(labels, rect.w - notes))

    def scroll_rows(self, step: int) -> None:
        """Show the rows from `step` further down (up when negative) in the one column."""
        first = max(0, min(len(self._rows) - self.rows_fit, self.first_row + step))
        if self.one_column and first != self.first_row:
            self.first_row = first
            self._scrolling = True
            try:
                self.rebuild()
            finally:
                self._scrolling = False

    def _show_selected(self) -> None:
        """Scroll the one column so that the selected row shows."""
        if not self.one_column:
            return
        if self.selected < self.first_row:
            self.scroll_rows(self.selected - self.first_row)
        elif self.selected >= self.first_row + self.rows_fit:
            self.scroll_rows(self.selected - self.first_row - self.rows_fit + 1)

    def build(self) -> None:
        chosen = self.selected
        self._rows = self.rows()
        if self._scrolling:
            self.selected = chosen  # `rows` chooses a row for a fresh visit, not for a scroll
        self.selected = min(self.selected, max(0, len(self._rows) - 1))
        self.one_column = self._choose_columns(self._rows)
        self._rects = self.row_rects(len(self._rows))
        for rect, row in zip(self._rects, self._rows):
            if not rect.w:
                continue  # scrolled out of sight
            button = pygame.Rect(rect.x, rect.y, self._button_width(rect), rect.h)
            self.add_button(button, row.label, row.open, object_id=row.object_id, tooltip=row.tip)
        card = self.card_rect()
        if self.one_column and self.rows_fit < len(self._rows):
            shown = [r for r in self._rects if r.w]
            arrow = self.px(44)
            x = card.right - self.px(40) - arrow
            room.add_scroll_arrows(
                self,
                x,
                shown[0].top,
                shown[-1].bottom,
                arrow,
                self.scroll_rows,
                self.first_row > 0,
                self.first_row + self.rows_fit < len(self._rows),
            )
        bottom = [("back", tr("Back"), self.on_back), *self.extra_buttons()]
        h, gap = self._bottom_height(), self.px(20)
        w = room.button_width(self.app, "@button", (text for _, text, _ in bottom), self.px(220))
        left = card.centerx - (len(bottom) * w + (len(bottom) - 1) * gap) // 2
        for i, (oid, text, action) in enumerate(bottom):
            rect = pygame.Rect(left + i * (w + gap), card.bottom - self.px(34) - h, w, h)
            self.add_button(rect, text, action, object_id=oid)
        self._button_ids = [row.object_id for row in self._rows] + [oid for oid, *_ in bottom]
        if self._rows and not self._ring_below_rows():
            self.select(self.selected)  # `rows` may have chosen another row: the focus follows

    def select(self, index: int) -> None:
        """Select a row; the focus goes with it (the ring too, while it shows), and the one
        column scrolls to show it."""
        self.selected = index
        self.key_focus.focus_on(button_key(self._rows[index].object_id))
        self._show_selected()

    # --- the keyboard focus --------------------------------------------------------------------

    def focus_items(self) -> list[Focusable]:
        """What Tab moves between, in order: the rows' buttons, then the bottom buttons."""
        buttons = []
        for oid in self._button_ids:
            widget = self.widget_or_none(oid)
            if widget is not None and widget.visible:
                r = widget.rect
                buttons.append((oid, Rect(r.x, r.y, r.w, r.h)))
        return focus_order((), None, buttons)

    def focused(self) -> Focusable | None:
        """What the focus ring is on, or None when no ring shows."""
        return self.key_focus.visible(self.focus_items())

    def _ring_below_rows(self) -> bool:
        """Whether the ring shows on one of the buttons at the bottom rather than on a row."""
        item = self.focused()
        rows = {row.object_id for row in self._rows}
        return item is not None and not (
            isinstance(item.key, K.Button) and item.key.object_id in rows
        )

    def _follow_focus(self) -> None:
        """The selection (and the words under the rows) follows the ring onto a row."""
        item = self.focused()
        ids = [row.object_id for row in self._rows]
        if item is not None and isinstance(item.key, K.Button) and item.key.object_id in ids:
            self.selected = ids.index(item.key.object_id)

    def activate_focused(self) -> bool:
        """Enter or Space: what a click on the focused button does."""
        item = self.key_focus.current(self.focus_items())
        if item is None or not isinstance(item.key, K.Button):
            return False
        button = self.widget_or_none(item.key.object_id)
        if button is not None and button.is_enabled:
            self.trigger(button)
        return True

    def _focus_key(self, event: pygame.event.Event) -> bool:
        """Tab, Shift+Tab, and Enter or Space while the ring shows (True when used); the
        selection follows the ring onto a row."""
        used = ring_key(event, self.key_focus, self.focus_items, self.activate_focused)
        if event.key == pygame.K_TAB:
            self._follow_focus()
        return used

    # --- events --------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.key_focus.hide()  # only the mouse presses a widget (the keyboard calls trigger)
        if mouse_in_use(event, self.mouse):
            self.key_focus.hide()  # no focus ring while the mouse is in use
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for i, rect in enumerate(self._rects):
                if rect.collidepoint(event.pos):
                    self.select(i)  # the words under the rows follow the mouse
        if event.type == pygame.KEYDOWN and self._focus_key(event):
            return True
        scrolls = self.one_column and self.rows_fit < len(self._rows)
        if scrolls and room.scroll_event(event, self.rows_fit, self.scroll_rows):
            return True
        if event.type == pygame.KEYDOWN and self._rows:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                step = -1 if event.key == pygame.K_UP else 1
                self.select((self.selected + step) % len(self._rows))
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._rows[self.selected].open()
                return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        self.key_focus.update(dt)

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        s = self.app.scale
        card = self.card_rect()
        if self.intro:
            intro_font = readable("serif_italic", 21, s)
            if intro_font.size(tr(self.intro))[0] <= card.w - self.px(80):
                drawing.blit_text(
                    surface,
                    intro_font,
                    tr(self.intro),
                    P.INK_SOFT,
                    (card.centerx, self.content_top() - self.px(6)),
                    "midtop",
                )
            else:  # on two lines (a large text size)
                box = pygame.Rect(
                    card.x + self.px(40), self.content_top() - self.px(6), card.w - self.px(80), 0
                )
                room.blit_label(
                    surface, intro_font, tr(self.intro), P.INK_SOFT, box, "intro", "center"
                )
        note_font = readable("ui_medium", 18, s)
        star_font = readable("ui_bold", 22, s)
        focused = self.focused()
        for i, (rect, row) in enumerate(zip(self._rects, self._rows)):
            if not rect.w:
                continue  # scrolled out of sight
            if i == self.selected and focused is None:  # the ring, when it shows, is the highlight
                pygame.draw.rect(
                    surface,
                    P.BRASS_DARK,
                    rect.inflate(self.px(12), self.px(8)),
                    max(2, self.px(2)),
                    border_radius=self.px(8),
                )
            x = rect.x + self._button_width(rect) + self.px(14)
            if row.stars is not None:
                img = star_font.render(stars_text(row.stars), True, P.GOLD_DARK)
                surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
                x += img.get_width() + self.px(10)
            if row.note:
                note = row.note
                shown_font = note_font
                for size in (16, 14):  # a smaller type before a word is cut (a longer language)
                    if shown_font.size(note)[0] <= rect.right - x:
                        break
                    shown_font = readable("ui_medium", size, s)
                if shown_font.size(note)[0] > rect.right - x:
                    # cut to fit, as it always was, but no longer unseen
                    report_overflow(
                        "list note",
                        note,
                        (rect.right - x, rect.h),
                        (shown_font.size(note)[0], rect.h),
                    )
                while note and shown_font.size(note)[0] > rect.right - x:
                    note = note[:-1]
                img = shown_font.render(note, True, P.INK_SOFT)
                surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
        if not self._ring_below_rows():
            self._draw_selected_tip(surface, card)
        self._draw_errors(surface, card)
        if focused is not None:
            V.draw_focus_ring(surface, focused.rect, self.key_focus.age, s, pad=4)

    def _draw_selected_tip(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        """The selected row's words (a lesson's summary, a puzzle's goal) under the rows."""
        if not self._rows or not self._rects or not self._rows[self.selected].tip:
            return
        top = max(r.bottom for r in self._rects if r.w) + self.px(22)
        rect = pygame.Rect(card.x + self.px(40), top, card.w - self.px(80), self._tip_height())
        tip = self._rows[self.selected].tip or ""
        room.blit_paragraph(
            surface, readable("ui", 19, self.app.scale), tip, P.INK, rect, align="center"
        )

    def _draw_errors(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        lines = error_lines(self.bad)
        if not lines:
            return
        s = self.app.scale
        f = readable("ui", 16, s)
        shown = lines[:MAX_ERROR_LINES]
        if len(lines) > len(shown):
            shown.append(
                ntr("... and {count} more.", "... and {count} more.", len(lines) - len(shown))
            )
        text = tr("Left out, because their files could not be read:") + "\n" + "\n".join(shown)
        bottom = card.bottom - self.px(34 + 52 + 14)
        top = (
            max(r.bottom for r in self._rects if r.w) + self.px(90)
            if self._rects
            else self.content_top()
        )
        rect = pygame.Rect(card.x + self.px(40), top, card.w - self.px(80), max(0, bottom - top))
        y = rect.y
        for line in drawing.wrap_text(f, text, rect.w):
            if y + f.get_linesize() > rect.bottom:
                break
            surface.blit(f.render(line, True, P.OXIDE_RED), (rect.x, y))
            y += f.get_linesize()
