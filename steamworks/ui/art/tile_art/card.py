"""The bodies tiles are drawn on: a parchment card for components, an iron plate for sources,
their gradient, speckle, rounded corners, brass frame and rivets."""

from __future__ import annotations

import math
import random

import pygame

from .. import palette as pal
from ..palette import RGB
from .pen import Pen, new_surface


# Card bodies
# =============================================================================================
def _vertical_gradient(w: int, h: int, top: RGB, bottom: RGB) -> pygame.Surface:
    surf = new_surface(w, h)
    for y in range(h):
        pygame.draw.line(surf, pal.mix(top, bottom, y / max(1, h - 1)), (0, y), (w - 1, y))
    return surf


def _blend_rounded(
    surf: pygame.Surface, colour: tuple[int, int, int, int], radius: int, inset: int, flags: int
) -> None:
    """Blend a layer holding only a rounded rectangle (`inset` from the edges) of `colour` into
    `surf` with the blend `flags` (in place); outside the rectangle the layer is clear."""
    w, h = surf.get_size()
    layer = new_surface(w, h)
    pygame.draw.rect(
        layer,
        colour,
        pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset),
        border_radius=radius,
    )
    surf.blit(layer, (0, 0), special_flags=flags)


def rounded_mask_apply(surf: pygame.Surface, radius: int, inset: int = 0) -> None:
    """Make everything outside a rounded rectangle transparent (in place)."""
    _blend_rounded(surf, (255, 255, 255, 255), radius, inset, pygame.BLEND_RGBA_MULT)


def seal_card(surf: pygame.Surface, radius: int, inset: int = 0) -> None:
    """Force the card's rounded rectangle fully opaque. Blending many layers, and
    smoothscale's rounding, leave alpha at 253-254 inside the card, which would let the table
    show through a tile by a hair. ``inset`` keeps the antialiased rim as it is."""
    _blend_rounded(surf, (0, 0, 0, 255), max(0, radius - inset), inset, pygame.BLEND_RGBA_MAX)


def _speckle(
    pen: Pen,
    seed: int,
    colour: RGB,
    count: int,
    area: tuple[float, float, float, float],
    alpha: int = 40,
) -> None:
    """Faint fibres/flecks so parchment and metal do not look like flat vector fills."""
    rng = random.Random(seed)
    x0, y0, x1, y1 = area
    layer = new_surface(pen.px)
    for _ in range(count):
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        length = rng.uniform(0.8, 3.5)
        ang = rng.uniform(0, math.pi)
        a = pen.p(x, y)
        b = pen.p(x + length * math.cos(ang), y + length * math.sin(ang))
        pygame.draw.line(
            layer, (*colour, rng.randint(alpha // 2, alpha)), a, b, max(1, pen.n(0.35))
        )
    pen.surface.blit(layer, (0, 0))


def draw_frame(
    pen: Pen, field_top: RGB, field_bottom: RGB, seed: int, fleck: RGB, frame: RGB = pal.BRASS
) -> None:
    """A brass-framed card with a rounded outline, bevel highlights and corner rivets."""
    px = pen.px
    radius = pen.n(7)
    # Outer brass frame with a bevel: light top-left, dark bottom-right.
    body = _vertical_gradient(px, px, pal.lighter(frame, 0.25), pal.darker(frame, 0.25))
    rounded_mask_apply(body, radius)
    pen.surface.blit(body, (0, 0))
    pygame.draw.rect(
        pen.surface, pal.BRASS_DARK, pygame.Rect(0, 0, px, px), pen.n(1.2), border_radius=radius
    )
    # Inner field.
    inset = pen.n(4.2)
    field = _vertical_gradient(px - 2 * inset, px - 2 * inset, field_top, field_bottom)
    rounded_mask_apply(field, pen.n(4))
    pen.surface.blit(field, (inset, inset))
    _speckle(pen, seed, fleck, 140, (6, 6, 94, 94))
    # Engraved line around the field (dark below a light one: a recessed panel).
    pygame.draw.rect(
        pen.surface,
        pal.BRASS_DARK,
        pygame.Rect(inset, inset, px - 2 * inset, px - 2 * inset),
        pen.n(0.9),
        border_radius=pen.n(4),
    )
    pygame.draw.rect(
        pen.surface,
        pal.BRASS_LIGHT,
        pygame.Rect(pen.n(1.3), pen.n(1.3), px - 2 * pen.n(1.3), px - 2 * pen.n(1.3)),
        pen.n(0.6),
        border_radius=radius,
    )


def rivet(pen: Pen, x: float, y: float, r: float = 1.6) -> None:
    pen.circle(x, y, r, pal.BRASS_DARK)
    pen.circle(x - r * 0.25, y - r * 0.25, r * 0.65, pal.BRASS_LIGHT)


# =============================================================================================
