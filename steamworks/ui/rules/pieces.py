"""A piece of the Rules page, what it is drawn with, and how one is drawn.

The page layout (`page_layout`, `glossary_layout`) turns a chapter into pieces once; the scene
draws the ones inside its window every frame. A piece holds shapes (boxes, circles,
diamonds, tile pictures) and pre-rendered text images, all placed relative to the piece's
top-left corner; its shapes are drawn first, its text over them.
"""

from __future__ import annotations

import attrs
import pygame

from steamworks.ui import draw as drawing
from steamworks.ui.art.palette import RGB
from steamworks.ui.geometry import scaled
from steamworks.ui.overflow import report_overflow
from steamworks.ui.style import tile_image


@attrs.frozen
class Box:
    """A rectangle: filled (`width` 0) or its outline `width` pixels thick."""

    colour: RGB
    rect: pygame.Rect
    width: int = 0
    radius: int = 0

    def draw(self, surface: pygame.Surface, x: int, y: int, scale: float) -> None:
        pygame.draw.rect(
            surface, self.colour, self.rect.move(x, y), self.width, border_radius=self.radius
        )


@attrs.frozen
class Circle:
    """A circle: filled (`outline` 0), or its outline `outline` design pixels thick (a numbered
    step's disc and the ring round it)."""

    colour: RGB
    centre: tuple[int, int]
    radius: int
    outline: int = 0

    def draw(self, surface: pygame.Surface, x: int, y: int, scale: float) -> None:
        cx, cy = self.centre
        width = scaled(self.outline, scale) if self.outline else 0
        pygame.draw.circle(surface, self.colour, (x + cx, y + cy), self.radius, width)


@attrs.frozen
class Diamond:
    """A filled diamond `radius` pixels from its centre to each corner (a bullet)."""

    colour: RGB
    centre: tuple[int, int]
    radius: int

    def draw(self, surface: pygame.Surface, x: int, y: int, scale: float) -> None:
        cx, cy, r = x + self.centre[0], y + self.centre[1], self.radius
        pygame.draw.polygon(
            surface, self.colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        )


@attrs.frozen
class TilePicture:
    """A tile as drawn in the game, upright, with a soft shadow under it."""

    tile_id: str
    rect: pygame.Rect

    def draw(self, surface: pygame.Surface, x: int, y: int, scale: float) -> None:
        where = self.rect.move(x, y)
        drawing.drop_shadow(surface, where, scaled(6, scale), scaled(4, scale), alpha=90)
        surface.blit(tile_image(self.tile_id, 0, self.rect.w), where)


Shape = Box | Circle | Diamond | TilePicture


@attrs.define
class Piece:
    """Something drawn on the page at (0, y) relative to the page's top-left, `h` tall."""

    y: float
    h: float
    blits: list[tuple[pygame.Surface, tuple[int, int]]] = attrs.Factory(list)
    shapes: list[Shape] = attrs.Factory(list)

    def add_lines(
        self,
        text: str,
        f: pygame.font.Font,
        width: int,
        colour: RGB,
        x: int,
        *,
        y: float,
        spacing: float = 1.18,
    ) -> float:
        """Wrap `text` to `width` into this piece at (x, y); returns the y under the last line (the
        chapter's paragraphs and the glossary's entries are laid with it alike)."""
        step = round(f.get_linesize() * spacing)
        for wrapped in drawing.wrap_text(f, text, width):
            for line in broken_line(f, wrapped, width):
                if f.size(line)[0] > width:  # not even a letter fits: cut by the edge, tell
                    report_overflow("rules page", line, (width, step), (f.size(line)[0], step))
                self.blits.append((f.render(line, True, colour), (x, round(y))))
                y += step
        return y


def draw_piece(surface: pygame.Surface, piece: Piece, x: int, y: int, scale: float) -> None:
    """Draw `piece` with its top-left corner at (x, y): its shapes first, then its text."""
    for shape in piece.shapes:
        shape.draw(surface, x, y, scale)
    for image, (dx, dy) in piece.blits:
        surface.blit(image, (x + dx, y + dy))


def broken_line(f: pygame.font.Font, line: str, width: int) -> list[str]:
    """`line` as it is when it fits `width`; a word wider than the page (a long compound at a
    large text size) broken between letters onto the lines it needs, never cut by the edge."""
    if f.size(line)[0] <= width:
        return [line]
    out, current = [], ""
    for letter in line:
        if current and f.size(current + letter)[0] > width:
            out.append(current)
            current = letter.lstrip()
        else:
            current += letter
    return [*out, current] if current else out
