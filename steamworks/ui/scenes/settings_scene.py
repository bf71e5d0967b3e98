"""The Settings screen: every setting on one card, applied and saved the moment it changes.

Rows: the language (those `steamworks.language.LANGUAGES` offers, each named in its own words;
a choice is spoken at once: ui/language_choice.py), window size, full screen, interface scale, animation speed, AI pace, the cores the AI may
think with, confirming moves that cannot be undone, asking before a placement that gains
nothing, colour-blind palette (with a preview of the five player colours and marks) and sound.
"Restore defaults" puts back everything except the remembered New game table.
"Accessibility…" opens the high-contrast and calm-motion settings (scenes/access_settings.py).

The window size row shows the window as it really is (a size given on the command line, or one
the player dragged, need not be one of the offered sizes nor the saved setting). Every stepper's
arrows stop at both ends of its choices (the arrow there is disabled); clicking the value itself
steps forward and comes round to the first choice after the last.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from steamworks.language import mark, tr
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import get_font, text_gain
from steamworks.ui.art.tile_art import draw_player_mark
from steamworks.ui.language_choice import language_choices, shown_choice
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import CardScene, nearest_choice
from steamworks.ui.settings import (
    AI_PACES,
    ANIMATION_SPEEDS,
    UI_SCALES,
    WINDOW_SIZES,
    Settings,
    ai_core_choices,
)
from steamworks.ui.style import font


class Stepper(Protocol):
    """One setting's step: `direction` -1 or 1; `cycle` wraps past either end (the value's
    own button) where the arrows stop."""

    def __call__(self, direction: int, cycle: bool = False) -> None: ...


# (key, label, explanation)
ROWS = (
    (
        "language",
        mark("Language"),
        mark("The language of every word in the game."),
    ),
    ("window_size", mark("Window size"), mark("The size of the window when not in full screen.")),
    ("fullscreen", mark("Full screen"), mark("Fill the whole screen (F11 switches at any time).")),
    (
        "ui_scale",
        mark("Interface scale"),
        mark("Larger or smaller text and buttons, on top of the window's own size."),
    ),
    (
        "animation_speed",
        mark("Animation speed"),
        mark("How quickly tiles, mechanics and coins move about."),
    ),
    (
        "ai_delay",
        mark("AI pace"),
        mark("How long each move of an automatic player stays in view before the next."),
    ),
    (
        "ai_cores",
        mark("AI may use"),
        mark("How many of this computer's cores the Hard AI thinks with."),
    ),
    (
        "confirm_no_undo",
        mark("Confirm moves that can't be undone"),
        mark("Ask first when a move would end the round or turn up a face-down tile."),
    ),
    (
        "ask_idle_placement",
        mark("Ask before a placement that gains nothing"),
        mark("Ask first when a worker would go where nothing is of use to you now."),
    ),
    (
        "colour_blind",
        mark("Colour-blind palette"),
        mark("Player colours chosen to stay distinct for every kind of colour vision."),
    ),
    ("sound", mark("Sound effects"), mark("Clicks, clanks and the odd whistle of steam.")),
)


TOGGLES = ("fullscreen", "confirm_no_undo", "ask_idle_placement", "colour_blind", "sound")


def position(choices: Sequence[tuple[str, Any]], current: Any) -> tuple[int, bool]:
    """(index of the choice nearest `current`, whether `current` is exactly that choice)."""
    index = nearest_choice(choices, current)
    return index, choices[index][1] == current


def value_label(choices: Sequence[tuple[str, Any]], current: Any) -> str:
    """The words for `current`: its choice's label, or for a window size offered by none of
    them, the size itself."""
    index, exact = position(choices, current)
    if not exact and isinstance(current, tuple):
        return f"{current[0]} × {current[1]}"
    return choices[index][0]


def _worded(choices: Sequence[tuple[str, Any]]) -> tuple[tuple[str, Any], ...]:
    """A table of marked labels (settings.py) with each label in the language spoken now."""
    return tuple((tr(label), value) for label, value in choices)


def stepped(
    choices: Sequence[tuple[str, Any]], current: Any, direction: int, cycle: bool = False
) -> Any:
    """The value one step along `choices` from `current`. The arrows stop at both ends;
    `cycle` (a click on the value) comes round from the last choice to the first. A value
    between two choices steps to the nearest one first, if that one lies that way."""
    index, exact = position(choices, current)
    if not exact:
        nearest = choices[index][1]
        ahead = (
            nearest > current
            if not isinstance(current, tuple)
            else nearest[0] * nearest[1] > current[0] * current[1]
        )
        if ahead == (direction > 0):
            return nearest
    target = index + direction
    if cycle and target >= len(choices):
        target = 0
    return choices[max(0, min(len(choices) - 1, target))][1]


class SettingsScene(CardScene):
    name = "settings"
    title = mark("Settings")
    card_size = (1080, 840)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.row_rects: dict[str, pygame.Rect] = {}
        # the first row shown: at a large text size the rows outgrow the card and scroll
        # (the wheel, Page Up and Page Down, the arrows beside them), a row at a time
        self.first_row = 0
        self.rows_shown = len(ROWS)

    def _row_geometry(self) -> tuple[pygame.Rect, int, int]:
        card = self.card_rect()
        pad = self.px(56)
        area = pygame.Rect(card.left + pad, self.content_top() + self.px(4), card.w - 2 * pad, 0)
        # the rows share the card down to the buttons (eleven of them fit the smallest window at
        # the largest interface scale), at most 64 design pixels each
        room = self._buttons_top() - self.px(8) - area.top
        row_h = min(self.px(64), room // len(ROWS))
        return area, row_h, self.px(0)

    def _rows_room(self) -> int:
        area, _, _ = self._row_geometry()
        return self._buttons_top() - self.px(8) - area.top

    def _row_heights(self, area: pygame.Rect, row_h: int) -> list[int]:
        """Each row's height: the design's, or taller when its words wrap (a large text size)."""
        s = self.app.scale
        label_font, hint_font = font("heading", 26, s), font("ui", 16, s)
        heights = []
        for key, label, explanation in ROWS:
            room_w = self.words_room(key, pygame.Rect(area.left, 0, area.w, row_h))
            words = room.label_height(label_font, tr(label), room_w) + room.label_height(
                hint_font, tr(explanation), room_w
            )
            if text_gain() <= 1.0 and self._fit_one_line(tr(label), tr(explanation), room_w):
                # the design's row (up to 110% a longer language's words get smaller type)
                heights.append(row_h)
            else:
                heights.append(max(row_h, words + self.px(10)))
        return heights

    def _buttons_top(self) -> int:
        """The top of the buttons at the foot: one row of them, or two when a large text's
        words leave the three no room side by side."""
        bh = room.button_height(self.app, "@button", self.px(56))
        top = self.card_rect().bottom - self.px(40) - bh
        return top - (bh + self.px(8) if self._foot_on_two_rows() else 0)

    def _foot_widths(self) -> list[int]:
        """Restore Defaults', Accessibility…'s and Done's widths: the design's or their words'."""
        texts = (tr("Restore Defaults"), tr("Accessibility…"), tr("Done"))
        return [
            room.button_width(self.app, kind, (text,), self.px(least))
            for text, kind, least in zip(
                texts, ("@button", "@button", "@primary_button"), (260, 240, 220), strict=True
            )
        ]

    def _foot_on_two_rows(self) -> bool:
        """Whether the three foot buttons need two rows (never up to 110%: the design's row)."""
        card = self.card_rect()
        room_w = card.w - 2 * self.px(56)
        return sum(self._foot_widths()) + 2 * self.px(16) > room_w

    def scrolls(self) -> bool:
        return self.rows_shown < len(ROWS)

    def scroll_rows(self, step: int) -> None:
        """Show the rows from `step` rows further down (up when negative), if there are any."""
        last_first = len(ROWS) - self._fitting_from_end()
        first = max(0, min(last_first, self.first_row + step))
        if first != self.first_row:
            self.first_row = first
            self.rebuild()

    def _fitting_from_end(self) -> int:
        """How many of the last rows fit the room together."""
        area, row_h, _ = self._row_geometry()
        heights = self._row_heights(self._words_area(area), row_h)
        used, count = 0, 0
        for height in reversed(heights):
            if used + height > self._rows_room():
                break
            used += height
            count += 1
        return max(1, count)

    def _words_area(self, area: pygame.Rect) -> pygame.Rect:
        """The rows' area, narrowed for the scroll arrows beside it when the rows scroll."""
        area, row_h, _ = self._row_geometry()
        heights = self._row_heights(area, row_h)
        if sum(heights) <= self._rows_room():
            return area
        return pygame.Rect(area.left, area.top, area.w - self.px(56), area.h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        scrolls = self.scrolls() or self.first_row
        if scrolls and room.scroll_event(event, self.rows_shown, self.scroll_rows):
            return True
        return super().handle_event(event)

    def spoken_row(self, object_id: str) -> str:
        """The setting a row's control belongs to, as the spoken mode names it ("" for none)."""
        rows = {key: label for key, label, _ in ROWS}
        return tr(rows[object_id]) if object_id in rows else ""

    def build(self) -> None:
        settings = self.app.settings
        card = self.card_rect()
        area, row_h, _ = self._row_geometry()
        area = self._words_area(area)
        heights = self._row_heights(area, row_h)
        self.first_row = max(0, min(self.first_row, len(ROWS) - self._fitting_from_end()))
        control_w = self.px(330)
        control_h = room.button_height(self.app, "@stepper_value", self.px(46))
        control_x = area.right - control_w
        self.row_rects = {}
        y = area.top
        self.rows_shown = 0
        for i, (key, _, _) in enumerate(ROWS):
            if i < self.first_row:
                continue
            if y + heights[i] > area.top + self._rows_room():
                break
            row = pygame.Rect(area.left, y, area.w, heights[i])
            y += heights[i]
            self.rows_shown += 1
            self.row_rects[key] = row
            control = pygame.Rect(
                control_x, row.top + (row.h - control_h) // 2, control_w, control_h
            )
            if key in TOGGLES:
                box = pygame.Rect(control.right - control_h, control.top, control_h, control_h)
                self.add_toggle(box, getattr(settings, key), self._toggler(key), object_id=key)
            else:
                choices, current = self._choices(key, settings)
                index, exact = position(choices, current)
                self.add_stepper(
                    control,
                    value_label(choices, current),
                    self._stepper(key),
                    object_id=key,
                    enabled=not (key == "window_size" and settings.fullscreen),
                    tooltip=tr("In full screen the window fills the screen")
                    if key == "window_size" and settings.fullscreen
                    else None,
                    at_first=exact and index == 0,
                    at_last=exact and index == len(choices) - 1,
                    on_value=self._cycler(key),
                )
        if self.scrolls() or self.first_row:
            # the arrows that scroll the rows, right of them
            arrow = self.px(44)
            x = area.right + self.px(12)
            room.add_scroll_arrows(
                self,
                x,
                area.top,
                area.top + self._rows_room(),
                arrow,
                self.scroll_rows,
                self.first_row > 0,
                self.first_row + self.rows_shown < len(ROWS),
            )
        bh = room.button_height(self.app, "@button", self.px(56))
        top = self._buttons_top()
        texts = (tr("Restore Defaults"), tr("Accessibility…"), tr("Done"))
        widths = self._foot_widths()
        left, right = card.left + self.px(56), card.right - self.px(56)
        if self._foot_on_two_rows():
            # Restore Defaults alone above, Accessibility… and Done below (a large text: the
            # three side by side would overlap)
            restore_y, bottom, middle = top, top + bh + self.px(8), left
        else:
            restore_y = bottom = top
            middle = card.centerx - self.px(130)
            # the middle button where the design has it, unless its neighbours' words push it
            middle = max(middle, left + widths[0] + self.px(16))
            middle = min(middle, right - widths[2] - self.px(16) - widths[1])
        self.add_button(
            pygame.Rect(left, restore_y, widths[0], bh),
            texts[0],
            self.restore_defaults,
            object_id="restore_defaults",
        )
        self.add_button(
            pygame.Rect(middle, bottom, widths[1], bh),
            texts[1],
            self.app.nav.open_access_settings,
            object_id="accessibility",
        )
        self.add_button(
            pygame.Rect(right - widths[2], bottom, widths[2], bh),
            texts[2],
            self.on_back,
            kind="@primary_button",
            object_id="done",
            default=True,
        )

    def _choices(self, key: str, settings: Settings) -> tuple[Any, Any]:
        # in a window, the size shown is the window's own: a size given on the command line
        # (--window) or dragged by the player is not the saved setting
        window = settings.window_size if settings.fullscreen else tuple(self.app.window_size)
        return {
            "language": (language_choices(), shown_choice(settings.language)),
            "window_size": (WINDOW_SIZES, window),
            "ui_scale": (UI_SCALES, settings.ui_scale),
            "animation_speed": (_worded(ANIMATION_SPEEDS), settings.animation_speed),
            "ai_delay": (_worded(AI_PACES), settings.ai_delay),
            "ai_cores": (ai_core_choices(), settings.ai_cores),
        }[key]

    def _stepper(self, key: str) -> Stepper:
        def step(direction: int, cycle: bool = False) -> None:
            choices, current = self._choices(key, self.app.settings)
            value = stepped(choices, current, direction, cycle)
            self.change(**{key: value})
            if (
                key == "window_size"
                and not self.app.settings.fullscreen
                and tuple(self.app.window_size) != value
            ):
                # the saved size was already this one (the window had been given another size
                # for this run): the setting did not change, so open the window at it here
                self.app.resize_window(value)

        return step

    def _cycler(self, key: str) -> Callable[[], None]:
        step = self._stepper(key)
        return lambda: step(1, cycle=True)

    def _toggler(self, key: str) -> Callable[[], None]:
        return lambda: self.change(**{key: not getattr(self.app.settings, key)})

    def change(self, **changes: Any) -> None:
        before = self.app.settings
        after = self.app.change_settings(**changes)
        # a new window or scale rebuilds every scene already; otherwise refresh the labels here
        if (
            after.ui_scale == before.ui_scale
            and after.window_size == before.window_size
            and after.fullscreen == before.fullscreen
            and after.colour_blind == before.colour_blind
            and after.language == before.language
        ):
            self.rebuild()

    def restore_defaults(self) -> None:
        defaults = Settings()
        # the language stays the player's (the defaults' "not chosen" would mean the system's)
        self.change(**{key: getattr(defaults, key) for key, _, _ in ROWS if key != "language"})
        if not self.app.settings.fullscreen:
            self.app.resize_window(defaults.window_size)  # a window sized for this run too

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.draw_card(surface)
        settings = self.app.settings
        s = self.app.scale
        label_font = font("heading", 26, s)
        hint_font = font("ui", 16, s)
        for i, (key, label, explanation) in enumerate(ROWS):
            row = self.row_rects.get(key)
            if row is None:
                continue
            if i % 2 == 0:
                band = pygame.Rect(row.left - self.px(12), row.top, row.w + self.px(24), row.h)
                drawing.veil(surface, band, (*P.PARCHMENT_SHADE, 70))
            # the label and its explanation, centred in the row together, in the room left of
            # the row's control (a longer language's words get smaller type, then an ellipsis)
            top = row.top + max(
                self.px(2), (row.h - label_font.get_linesize() - hint_font.get_linesize()) // 2
            )
            words_w = self.words_room(key, row)
            if text_gain() > 1.0 or not self._fit_one_line(tr(label), tr(explanation), words_w):
                # a row grown for its words: wrapped, whole
                box = pygame.Rect(row.left, row.top + self.px(5), words_w, 0)
                box.y += room.blit_label(surface, label_font, tr(label), P.INK, box, where=key)
                room.blit_label(surface, hint_font, tr(explanation), P.INK_SOFT, box, where=key)
            else:
                self._draw_one_line_words(
                    surface, row, top, words_w, key, (tr(label), tr(explanation))
                )
            if key == "colour_blind":
                self._draw_player_preview(surface, row, settings.colour_blind)

    def _fit_one_line(self, label: str, explanation: str, width: int) -> bool:
        """Whether a row's label and explanation each fit a line of `width` at the smallest
        type `_draw_one_line_words` may take; else the row wraps them, as at larger text."""
        s = self.app.scale
        # measured at the size drawn: never below the smallest type (at 80% in the smallest
        # window 13 design px are 8, drawn at 9, and a sentence that fitted at 8 was cut)
        return (
            get_font("heading", TF.legible_px(20 * s)).size(label)[0] <= width
            and get_font("ui", TF.legible_px(13 * s)).size(explanation)[0] <= width
        )

    def _draw_one_line_words(
        self,
        surface: pygame.Surface,
        row: pygame.Rect,
        top: int,
        width: int,
        key: str,
        words: tuple[str, str],
    ) -> None:
        """A row's label and explanation on a line each (a longer language's words get smaller
        type, then an ellipsis)."""
        s = self.app.scale
        label, hint = words
        title = TF.fit_line("heading", 26 * s, label, width, min_px=20 * s, where=key)
        drawing.blit_text(
            surface, get_font("heading", title.px), title.text, P.INK, (row.left, top)
        )
        fitted = TF.fit_line("ui", 16 * s, hint, width, min_px=13 * s, where=key)
        drawing.blit_text(
            surface,
            get_font("ui", fitted.px),
            fitted.text,
            P.INK_SOFT,
            (row.left, top + font("heading", 26, s).get_linesize()),
        )

    def words_room(self, key: str, row: pygame.Rect) -> int:
        """How wide a row's label and explanation may be: up to its control (the stepper, the
        tick box, or the colour-blind row's preview of the players' marks)."""
        if key == "colour_blind":
            return row.w - self.px(46 + 36 + 4 * 40 + 15 + 16)
        if key in TOGGLES:
            return row.w - self.px(46 + 16)
        return row.w - self.px(330 + 16)

    def _draw_player_preview(
        self, surface: pygame.Surface, row: pygame.Rect, colour_blind: bool
    ) -> None:
        # the five seats as they will look: colour disc with its shape mark
        r = self.px(15)
        gap = self.px(40)
        right = row.right - self.px(46) - self.px(36)
        for i, style in enumerate(reversed(P.player_styles(colour_blind))):
            cx = right - i * gap
            cy = row.centery
            pygame.draw.circle(surface, P.darker(style.colour, 0.5), (cx + 1, cy + 2), r + 2)
            pygame.draw.circle(surface, style.colour, (cx, cy), r + 1)
            draw_player_mark(surface, style.mark, (cx, cy), r * 0.55, style.ink)
