"""Tokens: the players' shape marks, mechanics and Automatons, the clock counter, coins and
basic source tokens."""

from __future__ import annotations

import pygame

from steamworks.language import money

from .. import palette as pal
from ..palette import RGB, PlayerStyle
from .connectors import connector_socket
from .labels import fit_text
from .pen import (
    Pen,
    Point,
    gear_points,
    new_surface,
    polar,
    regular_polygon,
    scale_down,
    supersample_factor,
)


# Tokens
# =============================================================================================
def _mark_points(mark: str, cx: float, cy: float, r: float) -> list[Point] | None:
    if mark == "square":
        return regular_polygon(cx, cy, r * 1.05, 4, -45)
    if mark == "triangle":
        return regular_polygon(cx, cy + r * 0.15, r * 1.15, 3, -90)
    if mark == "diamond":
        return [(cx, cy - r * 1.15), (cx + r * 0.85, cy), (cx, cy + r * 1.15), (cx - r * 0.85, cy)]
    if mark == "hexagon":
        return regular_polygon(cx, cy, r * 1.02, 6, 0)
    return None  # circle


def draw_player_mark(
    surface: pygame.Surface,
    mark: str,
    center: tuple[float, float],
    radius: float,
    fill: RGB,
    outline: RGB | None = None,
    width: int = 0,
) -> None:
    """Draw one of the five player marks (circle, square, triangle, diamond, hexagon) directly
    on ``surface`` in pixels: for owner badges, score tracks and legends."""
    pts = _mark_points(mark, center[0], center[1], radius)
    if pts is None:
        pygame.draw.circle(surface, fill, (round(center[0]), round(center[1])), round(radius))
        if outline is not None and width:
            pygame.draw.circle(
                surface, outline, (round(center[0]), round(center[1])), round(radius), width
            )
        return
    ipts = [(round(x), round(y)) for x, y in pts]
    pygame.draw.polygon(surface, fill, ipts)
    if outline is not None and width:
        pygame.draw.polygon(surface, outline, ipts, width)


def _pen_mark(
    pen: Pen, mark: str, cx: float, cy: float, r: float, fill: RGB, outline: RGB, width: float
) -> None:
    pts = _mark_points(mark, cx, cy, r)
    if pts is None:
        pen.circle(cx, cy, r, fill, outline, width)
    else:
        pen.poly(pts, fill, outline, width)


def draw_mechanic(style: PlayerStyle, size: int = 40) -> pygame.Surface:
    """A mechanic: a brass-rimmed disc in the player's colour carrying their shape mark."""
    size = max(8, int(size))
    big = new_surface(size * supersample_factor(size))
    pen = Pen(big)
    pen.circle(51.5, 53, 46, (0, 0, 0))  # cast shadow keeps it readable on any background
    pen.circle(50, 50, 46, pal.BRASS, pal.BRASS_DARK, 2.0)
    pen.circle(50, 50, 39, style.colour, pal.darker(style.colour, 0.5), 1.6)
    pen.circle(44, 42, 26, style.light)
    pen.circle(50, 50, 30, style.colour)
    _pen_mark(pen, style.mark, 50, 50, 21, style.ink, pal.darker(style.colour, 0.6), 1.5)
    return scale_down(big, size)


def draw_automaton(style: PlayerStyle, size: int = 40) -> pygame.Surface:
    """An Automaton worker: a riveted iron plate with a clockwork face, in the player's colour,
    with the player's mark on its chest."""
    size = max(8, int(size))
    big = new_surface(size * supersample_factor(size))
    pen = Pen(big)
    pen.rect(6.5, 8, 88, 88, (0, 0, 0), radius=16)
    pen.rect(5, 5, 88, 88, pal.IRON_LIGHT, pal.INK, 2.0, radius=16)
    pen.rect(12, 12, 74, 74, style.colour, pal.darker(style.colour, 0.5), 1.6, radius=11)
    for x, y in ((11, 11), (87, 11), (11, 87), (87, 87)):
        pen.circle(x, y, 3.2, pal.BRASS, pal.BRASS_DARK, 0.8)
    # Eyes (brass lenses) and a grille mouth.
    for ex in (34, 64):
        pen.circle(ex, 33, 9, pal.BRASS_LIGHT, pal.INK, 1.6)
        pen.circle(ex, 33, 3.5, pal.INK)
    _pen_mark(pen, style.mark, 49, 66, 14, style.ink, pal.darker(style.colour, 0.6), 1.4)
    return scale_down(big, size)


def draw_clock_counter(size: int = 32) -> pygame.Surface:
    """A clock counter: a brass pocket-watch face (the age timer)."""
    size = max(8, int(size))
    big = new_surface(size * supersample_factor(size))
    pen = Pen(big)
    pen.circle(51.5, 53, 45, (0, 0, 0))
    pen.rect(43, 0, 14, 10, pal.BRASS, pal.BRASS_DARK, 1.5, radius=3)  # crown
    pen.circle(50, 52, 45, pal.BRASS, pal.BRASS_DARK, 2.0)
    pen.circle(50, 52, 37, pal.PARCHMENT, pal.BRASS_DARK, 1.5)
    for k in range(12):
        a = k * 30
        pen.line(polar(50, 52, 29, a), polar(50, 52, 34, a), pal.INK, 2.6 if k % 3 == 0 else 1.3)
    pen.line((50, 52), polar(50, 52, 22, -90), pal.INK, 4)
    pen.line((50, 52), polar(50, 52, 16, 30), pal.INK, 4)
    pen.circle(50, 52, 4, pal.OXIDE_RED)
    return scale_down(big, size)


def draw_coin(size: int = 32, value: int = 1) -> pygame.Surface:
    """A gold coin with a milled edge and its value in pounds."""
    size = max(8, int(size))
    big = new_surface(size * supersample_factor(size))
    pen = Pen(big)
    pen.circle(51.5, 53, 46, (0, 0, 0))
    pen.poly(gear_points(50, 50, 47, 44.5, 36), pal.GOLD_DARK)  # milled rim
    pen.circle(50, 50, 44, pal.GOLD, pal.GOLD_DARK, 1.5)
    pen.circle(46, 45, 30, pal.lighter(pal.GOLD, 0.2))
    pen.circle(50, 50, 36, None, pal.GOLD_DARK, 1.6)
    out = scale_down(big, size)
    label = money(value)  # the language's own format: "£5", "5 £"
    text = fit_text(
        label,
        "numbers",
        round(size * 0.62),
        round(size * 0.5),
        pal.darker(pal.GOLD_DARK, 0.3),
        max_size=max(6, round(size * 0.42)),
        min_size=5,
        max_lines=1,
    )
    out.blit(text, text.get_rect(center=(size // 2, size // 2 + 1)))
    return out


def draw_source_token(power: str, size: int = 32) -> pygame.Surface:
    """A basic source in a player's supply: an iron roundel showing the connector shape of
    its power type (gear, flanged pipe, zig-zag wire) in that type's colour."""
    size = max(8, int(size))
    big = new_surface(size * supersample_factor(size))
    pen = Pen(big)
    ring = pal.CONNECTOR_COLOURS.get(power, pal.BRASS)
    pen.circle(51.5, 53, 46, (0, 0, 0))
    pen.circle(50, 50, 46, ring, pal.INK, 2.0)
    pen.circle(50, 50, 37, pal.IRON, pal.darker(ring, 0.4), 1.5)
    pen.circle(45, 44, 26, pal.IRON_LIGHT)
    pen.circle(50, 50, 33, pal.IRON)
    if power == "C":
        pen.poly(gear_points(50, 50, 28, 21, 10), pal.BRASS, pal.BRASS_DARK, 1.8)
        pen.circle(50, 50, 13, pal.BRASS_LIGHT, pal.BRASS_DARK, 1.5)
        pen.circle(50, 50, 5, pal.BRASS_DARK)
    elif power == "S":
        pen.rect(40, 22, 20, 56, pal.COPPER, pal.COPPER_DARK, 1.5, radius=4)
        pen.rect(43, 24, 6, 52, pal.COPPER_LIGHT)
        for y in (22, 70):
            pen.rect(30, y, 40, 8, pal.COPPER, pal.COPPER_DARK, 1.5, radius=2)
            for bx in (35, 65):
                pen.circle(bx, y + 4, 2.2, pal.IRON_LIGHT)
    elif power == "E":
        pts: list[Point] = [(50, 20), (60, 30), (40, 42), (60, 54), (40, 66), (50, 80)]
        pen.polyline(pts, pal.ELECTRICKAL_DARK, 13)
        pen.polyline(pts, pal.ELECTRICKAL, 7)
    else:
        connector_socket(pen, 50, 2.6)
    return scale_down(big, size)


# =============================================================================================
