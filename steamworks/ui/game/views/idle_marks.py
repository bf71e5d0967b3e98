"""The look of an idle place: one the player may still choose, where a worker would gain them
nothing now (rules/idle.py). It is drawn quieter than a useful place's pulsing verdigris glow:
a grey veil, a still dashed outline and a small "idle" tag; under the mouse or the keyboard's
focus the outline turns solid, so it still reads as a place that can be clicked.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import pygame

from steamworks.language import mark, tr
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P

from ..targets import Target
from .context import pg_rect
from .pictures import tag
from .text import text_image

# translators: the small tag on a place where a worker would gain nothing now
IDLE_TAG = mark("idle")


@functools.lru_cache(maxsize=64)
def _veil(size: tuple[int, int], alpha: int, radius: int) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*P.IRON, alpha), surf.get_rect(), border_radius=radius)
    return surf


def _dashed_rect(surface: pygame.Surface, colour, rect: pygame.Rect, width: int, dash: int) -> None:
    """A rectangle's outline in dashes of `dash` pixels with gaps as long."""
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:]):
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, 2 * dash):
            end = min(start + dash, length)
            a = (x0 + (x1 - x0) * start / length, y0 + (y1 - y0) * start / length)
            b = (x0 + (x1 - x0) * end / length, y0 + (y1 - y0) * end / length)
            pygame.draw.line(surface, colour, a, b, width)


def tag_rect(place: pygame.Rect, scale: float, words_width: int = 0) -> pygame.Rect:
    """Where an idle place's "idle" tag sits: on its top right corner, over the edge; as wide
    as its word needs ("untätig" is longer than "idle")."""
    w, h = max(24, round(30 * scale), words_width + round(8 * scale)), max(12, round(15 * scale))
    return pygame.Rect(place.right - w + round(4 * scale), place.top - h // 2, w, h)


def draw_idle_places(
    surface: pygame.Surface,
    targets: Sequence[Target],
    hover_key,
    selected_key,
    scale: float,
) -> None:
    """The idle places among the places that answer the decision (see the module docstring)."""
    s = scale
    width = max(2, round(2 * s))
    radius = round(6 * s)
    for target in targets:
        rect = pg_rect(target.rect).inflate(round(4 * s), round(4 * s))
        lit = target.key in (hover_key, selected_key)
        surface.blit(_veil(rect.size, 60 if lit else 95, radius), rect.topleft)
        if lit:
            pygame.draw.rect(
                surface, P.lighter(P.IRON_LIGHT, 0.4), rect, width + 1, border_radius=radius
            )
        else:
            _dashed_rect(surface, P.IRON_LIGHT, rect, width, max(4, round(6 * s)))
        words = text_image("ui_bold", TF.legible_px(11 * s), tr(IDLE_TAG), P.PARCHMENT)
        box = tag_rect(rect, s, words.get_width())
        tag(surface, box, words, P.IRON, P.IRON_LIGHT, max(1, round(s)), box.h // 2)
