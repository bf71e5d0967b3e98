"""Where a hint's number sits on the table: on the quietest spot of the place it marks.

A number badge on the top edge of a place covered what lies just above it: a belt tile's
label, "START PLAYER", a player's header. The badge now sits on its own place (or across one
of its lower corners), wherever the table drawn under it shows the least detail: text, numbers,
connectors and pictures are all edges, a plain stretch of tile or parchment has none. Detail
is measured as the mean of the Laplacian (edges) of the picture under the badge, before any
hint mark is drawn. Pure drawing arithmetic on a surface: no game state.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

# a badge is never smaller than this (its number keeps the panel's smallest type), and on a
# small place never more than this part of the place's width
SMALLEST_BADGE = 20
MOST_OF_PLACE = 0.5
# a spot on the place itself hides part of what the badge points at: a spot across its edge
# must be this much busier before the badge goes on the place (a tile's plain grey and the
# table's grain measure alike; a persona space's blank corner is far quieter than either)
ON_PLACE = 1.3
ACROSS = 2  # candidates across the place's edge, the last in `candidates`


def badge_size(size: int, box: pygame.Rect) -> int:
    """The badge's diameter on a place of `box`: `size`, less on a small place."""
    return max(SMALLEST_BADGE, min(size, round(box.w * MOST_OF_PLACE)))


def detail(surface: pygame.Surface, area: pygame.Rect) -> float:
    """How much is drawn in `area` of `surface`: the mean edge strength (0 for a flat
    colour). Outside the surface counts as flat."""
    clipped = area.clip(surface.get_rect())
    if clipped.w < 3 or clipped.h < 3:
        return 0.0
    edges = pygame.transform.laplacian(surface.subsurface(clipped))
    r, g, b, _a = pygame.transform.average_color(edges)
    return (r + g + b) * clipped.w * clipped.h / max(1, area.w * area.h)


def candidates(box: pygame.Rect, size: int) -> list[tuple[int, int]]:
    """Where a badge of `size` may be centred on `box`: inside it at its corners, the middle
    of its edges and its centre, then across its lower corners (never its upper ones: above
    a place lie a header, a belt's prices or another row's labels, whose plain stretches
    would look quiet)."""
    r = size // 2 + 2
    xs = (box.right - r, box.left + r, box.centerx)
    ys = (box.top + r, box.bottom - r, box.centery)
    inside = [(x, y) for y in ys for x in xs]
    return inside + [box.bottomright, box.bottomleft]  # the last ACROSS


def badge_spot(
    surface: pygame.Surface,
    box: pygame.Rect,
    size: int,
    taken: Sequence[pygame.Rect] = (),
) -> tuple[int, int]:
    """The centre for a badge of `size` marking the place `box`: the candidate over the least
    detail of `surface` that overlaps no badge in `taken` (the first such, on a tie)."""
    best: tuple[float, int, tuple[int, int]] | None = None
    spots = candidates(box, size)
    for order, centre in enumerate(spots):
        disc = pygame.Rect(0, 0, size, size)
        disc.center = centre
        if disc.collidelist(list(taken)) != -1:
            continue
        on_place = ON_PLACE if order < len(spots) - ACROSS else 1.0
        score = (detail(surface, disc) * on_place, order, centre)
        if best is None or score < best:
            best = score
    if best is None:  # every spot holds another badge: beside the last of them
        last = taken[-1]
        return (last.right + size // 2 + 2, last.centery)
    return best[2]
