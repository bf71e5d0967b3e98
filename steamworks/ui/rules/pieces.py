"""A piece of the Rules page, and how one is drawn.

The page layout (`page_layout`, `glossary_layout`) turns a chapter into pieces once; the scene
draws the ones inside its window every frame. A piece holds pre-rendered text images and
simple shapes, all placed relative to the piece's top-left corner.
"""

from __future__ import annotations

from typing import Any

import attrs
import pygame

from steamworks.ui import draw as drawing
from steamworks.ui.geometry import scaled
from steamworks.ui.style import tile_image


@attrs.define
class Piece:
    """Something drawn on the page at (x, y) relative to the page's top-left."""

    y: float
    h: float
    blits: list[tuple[pygame.Surface, tuple[int, int]]] = attrs.Factory(list)
    # ("rect", colour, rect, width, radius) / ("circle", colour, centre, radius) /
    # ("circle_line", colour, centre, radius) / ("diamond", colour, centre, radius) /
    # ("tile", id, rect)
    shapes: list[tuple] = attrs.Factory(list)


def draw_piece(surface: pygame.Surface, piece: Piece, x: int, y: int, scale: float) -> None:
    """Draw `piece` with its top-left corner at (x, y): its shapes first, then its text."""
    for shape in piece.shapes:
        _draw_shape(surface, shape, x, y, scale)
    for image, (dx, dy) in piece.blits:
        surface.blit(image, (x + dx, y + dy))


def _draw_shape(
    surface: pygame.Surface, shape: tuple[Any, ...], px: int, py: int, scale: float
) -> None:
    kind = shape[0]
    if kind == "rect":
        _, colour, rect, width, radius = shape
        pygame.draw.rect(surface, colour, rect.move(px, py), width, border_radius=radius)
    elif kind == "circle":
        _, colour, (cx, cy), r = shape
        pygame.draw.circle(surface, colour, (px + cx, py + cy), r)
    elif kind == "circle_line":
        _, colour, (cx, cy), r = shape
        pygame.draw.circle(surface, colour, (px + cx, py + cy), r, scaled(2, scale))
    elif kind == "diamond":
        _, colour, (cx, cy), r = shape
        cx, cy = px + cx, py + cy
        pygame.draw.polygon(
            surface, colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        )
    elif kind == "tile":
        _, tile_id, rect = shape
        where = rect.move(px, py)
        drawing.drop_shadow(surface, where, scaled(6, scale), scaled(4, scale), alpha=90)
        surface.blit(tile_image(tile_id, 0, rect.w), where)
