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
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.focus import Focusable, KeyboardFocus
from steamworks.ui.game import target_keys as K
from steamworks.ui.game import views as V
from steamworks.ui.game.keyboard import button_key, focus_order
from steamworks.ui.geometry import Rect
from steamworks.ui.scene import mouse_in_use, ring_key
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
    """A card of rows; subclasses give `title`, `intro`, `rows` and `errors`."""

    intro = ""
    button_share = 0.62  # of a row's width; the note takes the rest

    def __init__(self, app) -> None:
        super().__init__(app)
        self.selected = 0
        self._rows: list[Row] = []
        self._rects: list[pygame.Rect] = []
        self._button_ids: list[str] = []  # the rows' buttons, then the bottom ones: Tab's order
        self.key_focus = KeyboardFocus()
        self.clock = 0.0  # for the focus ring's pulse
        self.mouse = (0, 0)

    def rows(self) -> list[Row]:
        raise NotImplementedError

    def errors(self) -> list[ScenarioError]:
        return []

    def extra_buttons(self) -> list[tuple[str, str, Callable[[], None]]]:
        """(object id, text, action) of buttons beside Back at the bottom."""
        return []

    # --- building ------------------------------------------------------------------------------

    def row_rects(self, count: int) -> list[pygame.Rect]:
        card = self.card_rect()
        pad = self.px(40)
        top = self.content_top() + self.px(40 if self.intro else 0)
        col_w = (card.w - 3 * pad) // 2
        per_col = max(1, (count + 1) // 2)
        out = []
        for i in range(count):
            col, row = divmod(i, per_col)
            x = card.x + pad + col * (col_w + pad)
            out.append(pygame.Rect(x, top + row * self.px(ROW_H + ROW_GAP), col_w, self.px(ROW_H)))
        return out

    def build(self) -> None:
        self._rows = self.rows()
        self.selected = min(self.selected, max(0, len(self._rows) - 1))
        self._rects = self.row_rects(len(self._rows))
        for rect, row in zip(self._rects, self._rows):
            button = pygame.Rect(rect.x, rect.y, round(rect.w * self.button_share), rect.h)
            self.add_button(button, row.label, row.open, object_id=row.object_id, tooltip=row.tip)
        card = self.card_rect()
        bottom = [("back", tr("Back"), self.on_back), *self.extra_buttons()]
        w, h, gap = self.px(220), self.px(52), self.px(20)
        left = card.centerx - (len(bottom) * w + (len(bottom) - 1) * gap) // 2
        for i, (oid, text, action) in enumerate(bottom):
            rect = pygame.Rect(left + i * (w + gap), card.bottom - self.px(34) - h, w, h)
            self.add_button(rect, text, action, object_id=oid)
        self._button_ids = [row.object_id for row in self._rows] + [oid for oid, *_ in bottom]
        if self._rows and not self._ring_below_rows():
            self.select(self.selected)  # `rows` may have chosen another row: the focus follows

    def select(self, index: int) -> None:
        """Select a row; the focus goes with it (the ring too, while it shows)."""
        self.selected = index
        self.key_focus.focus_on(button_key(self._rows[index].object_id))

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
        self.clock += dt
        self.key_focus.update(dt)

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        s = self.app.scale
        card = self.card_rect()
        if self.intro:
            drawing.blit_text(
                surface,
                readable("serif_italic", 21, s),
                tr(self.intro),
                P.INK_SOFT,
                (card.centerx, self.content_top() - self.px(6)),
                "midtop",
            )
        note_font = readable("ui_medium", 18, s)
        star_font = readable("ui_bold", 22, s)
        focused = self.focused()
        for i, (rect, row) in enumerate(zip(self._rects, self._rows)):
            if i == self.selected and focused is None:  # the ring, when it shows, is the highlight
                pygame.draw.rect(
                    surface,
                    P.BRASS_DARK,
                    rect.inflate(self.px(12), self.px(8)),
                    max(2, self.px(2)),
                    border_radius=self.px(8),
                )
            x = rect.x + round(rect.w * self.button_share) + self.px(14)
            if row.stars is not None:
                img = star_font.render(stars_text(row.stars), True, P.GOLD_DARK)
                surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
                x += img.get_width() + self.px(10)
            if row.note:
                room = rect.right - x
                note = row.note
                while note and note_font.size(note)[0] > room:
                    note = note[:-1]
                img = note_font.render(note, True, P.INK_SOFT)
                surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
        if not self._ring_below_rows():
            self._draw_selected_tip(surface, card)
        self._draw_errors(surface, card)
        if focused is not None:
            V.draw_focus_ring(surface, focused.rect, self.clock, s, pad=4)

    def _draw_selected_tip(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        """The selected row's words (a lesson's summary, a puzzle's goal) under the rows."""
        if not self._rows or not self._rects or not self._rows[self.selected].tip:
            return
        top = max(r.bottom for r in self._rects) + self.px(22)
        rect = pygame.Rect(card.x + self.px(40), top, card.w - self.px(80), self.px(60))
        tip = self._rows[self.selected].tip or ""
        drawing.blit_paragraph(
            surface, readable("ui", 19, self.app.scale), tip, P.INK, rect, align="center"
        )

    def _draw_errors(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        lines = error_lines(self.errors())
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
            max(r.bottom for r in self._rects) + self.px(90) if self._rects else self.content_top()
        )
        rect = pygame.Rect(card.x + self.px(40), top, card.w - self.px(80), max(0, bottom - top))
        y = rect.y
        for line in drawing.wrap_text(f, text, rect.w):
            if y + f.get_linesize() > rect.bottom:
                break
            surface.blit(f.render(line, True, P.OXIDE_RED), (rect.x, y))
            y += f.get_linesize()
