"""The replay's slider over the whole log: a groove with a tick where each round starts (a
taller one where an age starts), and a brass thumb on the position shown.

A press anywhere on the slider jumps there and keeps dragging until the button is released;
the wheel over it steps one position. `handle_event` answers with the position asked for, so
the screen moves its `Stepper` (the model) and the slider only ever draws what it is given.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from steamworks.ui.art import palette as P
from steamworks.ui.geometry import Rect

from ..game.views import pg_rect


class ReplaySlider:
    """Where the slider lies, and whether its thumb is held (see the module docstring)."""

    def __init__(self) -> None:
        self.rect = Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.dragging = False
        self.hover = False

    def relayout(self, rect: Rect, scale: float) -> None:
        self.rect, self.scale = rect, scale

    @property
    def groove(self) -> Rect:
        """The line positions lie along: inset by the thumb's half width at each end."""
        inset = 9 * self.scale
        return Rect(self.rect.x + inset, self.rect.centre[1], max(1.0, self.rect.w - 2 * inset), 0)

    def x_of(self, index: int, length: int) -> float:
        groove = self.groove
        return groove.x + (groove.w * index / length if length else 0.0)

    def index_at(self, x: float, length: int) -> int:
        groove = self.groove
        share = (x - groove.x) / groove.w
        return max(0, min(length, round(share * length)))

    def handle_event(self, event: pygame.event.Event, index: int, length: int) -> int | None:
        """The position the event asks for (the same one when it only holds the slider), or
        None when the event is not the slider's."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.contains(event.pos):
                self.dragging = True
                return self.index_at(event.pos[0], length)
            return None
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.contains(event.pos)
            if self.dragging:
                return self.index_at(event.pos[0], length)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return self.index_at(event.pos[0], length)
        if event.type == pygame.MOUSEWHEEL and self.hover:
            return index - int(
                event.y
            )  # the wheel away from the player goes back, as a list scrolls
        return None

    def draw(
        self,
        surface: pygame.Surface,
        index: int,
        length: int,
        starts: Sequence[int],
        age_starts: Sequence[int],
    ) -> None:
        s = self.scale
        groove = self.groove
        y = round(groove.y)
        left, right = round(groove.x), round(groove.right)
        done = round(self.x_of(index, length))
        thick = max(3, round(5 * s))
        pygame.draw.line(
            surface, P.mix(P.PARCHMENT_SHADE, P.INK_SOFT, 0.35), (left, y), (right, y), thick
        )
        if done > left:
            pygame.draw.line(surface, P.COPPER, (left, y), (done, y), thick)
        for start in starts:
            x = round(self.x_of(start, length))
            tall = (8 if start in age_starts else 5) * s
            pygame.draw.line(
                surface, P.INK_SOFT, (x, round(y - tall)), (x, round(y + tall)), max(1, round(s))
            )
        thumb = pg_rect(Rect(done - 7 * s, self.rect.y + 2 * s, 14 * s, self.rect.h - 4 * s))
        lit = self.hover or self.dragging
        pygame.draw.rect(
            surface, P.BRASS_LIGHT if lit else P.BRASS, thumb, border_radius=round(4 * s)
        )
        pygame.draw.rect(
            surface, P.BRASS_DARK, thumb, max(1, round(1.5 * s)), border_radius=round(4 * s)
        )
