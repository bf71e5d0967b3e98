"""What the menu screens share: the parchment card in a brass frame, headings, steppers and
toggles, and the overlay variant that dims the screen below.

Sizes are given in design pixels (the 1600x900 layout) and multiplied by the app's scale.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui

from steamworks.language import tr
from steamworks.ui import draw as drawing
from steamworks.ui import geometry
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import get_font, text_gain
from steamworks.ui.overflow import report_overflow
from steamworks.ui.scene import Scene
from steamworks.ui.scenes import room
from steamworks.ui.style import font

CHECK = "✓"
RADIO = "●"
# How far below a titled card's top its content starts (the title and its ornament), design px.
TITLE_BAND = 112


class CardScene(Scene):
    """A full-screen menu: the walnut table with one framed parchment card on it."""

    title = ""  # marked with mark(): drawn translated
    card_size = (1200, 760)  # design pixels

    def px(self, value: float) -> int:
        """Design pixels to window pixels."""
        return geometry.scaled(value, self.app.scale)

    def card_rect(self) -> pygame.Rect:
        w, h = self.card_size
        return pygame.Rect(
            geometry.dialog_rect(self.app.window_size, w, h, self.app.scale).rounded()
        )

    def content_top(self) -> int:
        """The first y below the card's title and its ornament."""
        return self.card_rect().top + self.px(TITLE_BAND if self.title else 36)

    def content_area(self, side: float, foot: float) -> pygame.Rect:
        """The card below its title, `side` design px in from each edge and `foot` above its
        bottom: the window a screen's one scrolling column shows through."""
        card = self.card_rect()
        top = self.content_top()
        return pygame.Rect(
            card.x + self.px(side),
            top,
            card.w - self.px(2 * side),
            card.bottom - self.px(foot) - top,
        )

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(drawing.walnut_background(surface.get_size()), (0, 0))

    # the card's title: (font role, size, its top, the ornament's y and width) in design pixels
    CARD_TITLE = ("display", 46, 22, 92, 190)

    def shown_title(self) -> str:
        """The title in the language spoken (a screen's `title` is its English sentence)."""
        return tr(self.title)

    def draw_card(self, surface: pygame.Surface) -> pygame.Rect:
        """The parchment card in its frame, with the title engraved and an ornament under it."""
        card = drawing.parchment_card(surface, self.card_rect(), self.app.scale)
        if self.title:
            role, size, top, rule_y, rule_w = self.CARD_TITLE
            # a title wider than the card (a longer language at a large text size) set
            # smaller until it fits, down to half its size: its band over the card stays
            least = size / 2
            title = self.shown_title()
            # measured with the engraving's offsets each side (draw.engraved), as it is drawn
            # and checked below: the words alone fitted a 1 px narrower title than was drawn
            relief = 2 * max(1, round(1.5 * self.app.scale))
            while size > least and font(role, size, self.app.scale).size(title)[
                0
            ] + relief > card.w - self.px(24):
                size -= 1
            # a title taller than its band above the ornament (a large text size: the rule ran
            # through its letters, unseen by the watcher) set smaller, as far as the size the
            # layout grows with (the 110% one): the ornament stays under it
            band = self.px(rule_y - top - 6)
            least_tall = max(least, self.CARD_TITLE[1] / text_gain())
            while (
                size > least_tall and font(role, size, self.app.scale).get_height() + relief > band
            ):
                size -= 1
            img = drawing.engraved(
                font(role, size, self.app.scale),
                title,
                P.INK,
                self.app.scale,
                highlight=P.lighter(P.PARCHMENT, 0.6),
                shadow=P.PARCHMENT_SHADE,
            )
            surface.blit(img, img.get_rect(midtop=(card.centerx, card.top + self.px(top))))
            if img.get_width() > card.w - self.px(24):  # run over the card's frame: tell
                report_overflow("card title", title, (card.w, img.get_height()), img.get_size())
            drawing.ornament_rule(
                surface, card.centerx, card.top + self.px(rule_y), self.px(rule_w), self.app.scale
            )
        return card

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.draw_card(surface)

    # --- shared text helpers -------------------------------------------------------------------

    def section_heading(
        self, surface: pygame.Surface, text: str, pos: tuple[int, int], width: int
    ) -> int:
        """A small-caps style heading with a hairline under it; returns the y below it. A
        heading wider than the hairline is set smaller (beyond 110%, as far as the 110% size),
        then shortened and reported."""
        f = font("heading", 25, self.app.scale)
        if f.size(text)[0] > width:
            size = 25 * self.app.scale
            line = TF.fit_line(
                "heading", size, text, width, min_px=size / text_gain(), where="section heading"
            )
            f, text = get_font("heading", line.px), line.text
        img = f.render(text, True, P.INK)
        surface.blit(img, pos)
        y = pos[1] + img.get_height() + self.px(2)
        pygame.draw.line(
            surface,
            P.mix(P.BRASS_DARK, P.PARCHMENT, 0.35),
            (pos[0], y),
            (pos[0] + width, y),
            max(1, self.px(1)),
        )
        return y + self.px(8)

    def label(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[float, float],
        size: float = 19,
        role: str = "ui_medium",
        colour: tuple[int, int, int] = P.INK,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        return drawing.blit_text(
            surface, font(role, size, self.app.scale), text, colour, pos, anchor
        )

    def hint(
        self, surface: pygame.Surface, text: str, rect: pygame.Rect | tuple, size: float = 16
    ) -> int:
        """Secondary explanatory text, wrapped; returns the height used."""
        return room.blit_paragraph(
            surface, font("ui", size, self.app.scale), text, P.INK_SOFT, rect
        )

    # --- composite widgets ---------------------------------------------------------------------

    def add_stepper(
        self,
        rect: pygame.Rect,
        value_text: str,
        on_step: Callable[[int], None],
        object_id: str,
        enabled: bool = True,
        tooltip: str | None = None,
        at_first: bool = False,
        at_last: bool = False,
        on_value: Callable[[], None] | None = None,
        arrow: int | None = None,
    ) -> None:
        """◀ value ▶: the arrows step back and forth; clicking the value steps forward.

        `at_first` / `at_last`: the value is the first / last choice, so that arrow is shown
        disabled (the arrows stop at both ends alike). Object ids: `<id>_prev`, `<id>` (the
        value) and `<id>_next`. `on_value`: what a click on the value does (default: step forward).
        `arrow`: each arrow's width (default: square, as tall as `rect`).
        """
        arrow = rect.h if arrow is None else arrow
        prev_rect = pygame.Rect(rect.left, rect.top, arrow, rect.h)
        next_rect = pygame.Rect(rect.right - arrow, rect.top, arrow, rect.h)
        gap = self.px(4)
        value_rect = pygame.Rect(
            prev_rect.right + gap, rect.top, next_rect.left - prev_rect.right - 2 * gap, rect.h
        )
        self.add_button(
            prev_rect,
            "◀",
            lambda: on_step(-1),
            kind="@glyph_button",
            object_id=f"{object_id}_prev",
            enabled=enabled and not at_first,
        )
        self.add_button(
            value_rect,
            value_text,
            on_value or (lambda: on_step(1)),
            kind="@stepper_value",
            object_id=object_id,
            enabled=enabled,
            tooltip=tooltip,
        )
        self.add_button(
            next_rect,
            "▶",
            lambda: on_step(1),
            kind="@glyph_button",
            object_id=f"{object_id}_next",
            enabled=enabled and not at_last,
        )

    def add_toggle(
        self,
        rect: pygame.Rect,
        on: bool,
        on_click: Callable[[], None],
        object_id: str,
        glyph: str = CHECK,
        tooltip: str | None = None,
    ) -> Any:
        """A square box showing `glyph` when on."""
        return self.add_button(
            rect,
            glyph if on else "",
            on_click,
            kind="@toggle",
            object_id=object_id,
            tooltip=tooltip,
        )

    def add_foot_back(self, inset: float, *, default: bool = False) -> int:
        """ "Back" at the card's lower left, `inset` design px in from its edge (180 by 56, 40
        above the foot: where the analysis and the statistics have it). Returns the foot row's
        top, for the screen's other buttons there."""
        card = self.card_rect()
        bottom = card.bottom - self.px(40) - self.px(56)
        self.add_button(
            pygame.Rect(card.left + self.px(inset), bottom, self.px(180), self.px(56)),
            tr("Back"),
            self.on_back,
            object_id="back",
            default=default,
        )
        return bottom

    def add_page_buttons(
        self,
        left: int,
        top: int,
        gap: int,
        page: int,
        pages: int,
        turn: Callable[[int], None],
        right: int | None = None,
    ) -> None:
        """ "◀ Newer" and "Older ▶" side by side from (left, top), each greyed at its end of
        the pages: the pager of the lists of saves and of past games. `turn(step)` turns.
        Buttons grown for their words that would pass `right` start further left."""
        buttons = (
            (tr("◀ Newer"), "newer", -1, page > 0),
            (tr("Older ▶"), "older", 1, page < pages - 1),
        )
        # as wide as their words (a large text size)
        width = room.button_width(
            self.app, "@small_button", (text for text, *_ in buttons), self.px(110)
        )
        height = self.px(56)
        if right is not None:
            left = min(left, right - 2 * width - gap)
        for i, (text, object_id, step, enabled) in enumerate(buttons):
            self.add_button(
                pygame.Rect(left + i * (width + gap), top, width, height),
                text,
                functools.partial(turn, step),
                object_id=object_id,
                enabled=enabled,
                kind="@small_button",
            )


class ColumnCard(CardScene):
    """A card whose larger-text layout is one column of rows: `column` holds the rows shown,
    from `first_row` of `column_rows` in all (each screen lays them out in its rebuild). The
    wheel, the Page keys and the ▲ ▼ buttons (`scroll_column`) move it when they do not all fit;
    in the usual layout `column` is empty and nothing scrolls."""

    column: list[tuple[str, Any, pygame.Rect]]
    first_row: int
    column_rows: int

    def scroll_column(self, step: int) -> None:
        """Show the column from `step` rows further down (up when negative)."""
        first = max(0, self.first_row + step)
        if self.column and first != self.first_row:
            self.first_row = first
            self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        scrolls = self.column and (self.first_row or self.column_rows > len(self.column))
        if scrolls and room.scroll_event(event, len(self.column), self.scroll_column):
            return True
        return super().handle_event(event)


class OverlayScene(CardScene):
    """A dialog over the current screen: the screen below stays visible, dimmed."""

    opaque = False
    card_size = (560, 600)
    # the primary answer of `add_answer_buttons`: Enter in the dialog's text entry gives it too
    primary_answer: Callable[[], None] | None = None

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        drawing.dim(surface, 165)

    def answers_top(self) -> int:
        """Where the answer buttons (`add_answer_buttons`) stand at the card's foot: their top."""
        return self.card_rect().bottom - self.px(34) - self.px(52)

    def add_answer_buttons(
        self, back: tuple[str, Callable[[], None], str], go: tuple[str, Callable[[], None], str]
    ) -> None:
        """The dialog's two answers side by side at the card's foot, each (words, action, object
        id): the way back on the left, the primary answer on the right (Enter presses it)."""
        card = self.card_rect()
        bw, bh, gap = self.px(180), self.px(52), self.px(18)
        y = self.answers_top()
        (back_text, back_action, back_id), (go_text, go_action, go_id) = back, go
        self.primary_answer = go_action
        self.add_button(
            pygame.Rect(card.centerx - bw - gap // 2, y, bw, bh),
            back_text,
            back_action,
            object_id=back_id,
        )
        self.add_button(
            pygame.Rect(card.centerx + gap // 2, y, bw, bh),
            go_text,
            go_action,
            kind="@primary_button",
            object_id=go_id,
            default=True,
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and self.primary_answer is not None:
            self.primary_answer()
            return True
        return super().handle_event(event)


def nearest_choice(choices: Sequence[tuple[str, Any]], current: Any) -> int:
    """Index of the choice equal to (or, for numbers, nearest to) `current`."""
    for i, (_, value) in enumerate(choices):
        if value == current:
            return i
    try:
        if isinstance(current, tuple):
            return min(
                range(len(choices)),
                key=lambda i: (
                    abs(choices[i][1][0] - current[0]) + abs(choices[i][1][1] - current[1])
                ),
            )
        return min(range(len(choices)), key=lambda i: abs(choices[i][1] - current))
    except TypeError:
        return 0
