"""Connectors on a tile's edges, told apart by shape first and colour second: gear teeth
(clockwork), a flanged pipe (steam), a zig-zag wire (electrickal), a notched socket (any power),
plus a source's outlets and the converter's clamp and arrows."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from steamworks.rules import data as rules_data

from .. import palette as pal
from ..palette import RGB
from .pen import Pen, Point, arc_band, gear_points, new_surface, polar

# Connectors, drawn in the frame of the north side (edge at y=0, tile interior below)
# and rotated into place
# =============================================================================================
# Every connector stays within CONNECTOR_DEPTH units of its edge, so the square 14..86 in
# the middle of a tile is always free for the emblem and the name.
CONNECTOR_DEPTH = 14.0


def _connector_gear(pen: Pen, cx: float, scale: float) -> None:
    """Clockwork: half a brass gear rising out of the edge, teeth clearly visible."""
    r_tip, r_root = 15.5 * scale, 11.0 * scale
    cy = -1.5 * scale
    pen.poly(gear_points(cx, cy, r_tip, r_root, 10, phase_deg=90), pal.BRASS, pal.BRASS_DARK, 1.3)
    pen.poly(arc_band(cx, cy, r_root - 1.2 * scale, r_root * 0.45, 0, 180, 12), pal.BRASS_LIGHT)
    pen.circle(cx, cy, r_root * 0.45, pal.BRASS_DARK)
    pen.circle(cx, cy, r_root * 0.2, pal.BRASS_LIGHT)


def _connector_pipe(pen: Pen, cx: float, scale: float) -> None:
    """Steam: a copper pipe ending in a wide bolted flange at the edge."""
    half = 5.5 * scale
    depth = 13.5 * scale
    # Pipe body with a highlight stripe so it reads as a cylinder.
    pen.rect(cx - half, 0, 2 * half, depth, pal.COPPER, pal.COPPER_DARK, 1.1, radius=2 * scale)
    pen.rect(cx - half * 0.5, 0, half * 0.45, depth - 1.5 * scale, pal.COPPER_LIGHT)
    # Collar where the pipe meets the tile's works.
    pen.rect(
        cx - half * 1.3,
        depth - 3.6 * scale,
        2.6 * half,
        3.6 * scale,
        pal.COPPER_DARK,
        radius=1.0 * scale,
    )
    # Flange on the edge: wide, with two bolts.
    fw = 15.0 * scale
    pen.rect(cx - fw, 0, 2 * fw, 6.0 * scale, pal.COPPER, pal.COPPER_DARK, 1.2, radius=1.5 * scale)
    pen.rect(
        cx - fw + 1.0 * scale, 0.6 * scale, 2 * fw - 2.0 * scale, 1.6 * scale, pal.COPPER_LIGHT
    )
    for bx in (cx - fw * 0.74, cx + fw * 0.74):
        pen.circle(bx, 3.2 * scale, 1.7 * scale, pal.IRON, None)
        pen.circle(bx - 0.4 * scale, 2.8 * scale, 0.7 * scale, pal.IRON_LIGHT)


def _connector_wire(pen: Pen, cx: float, scale: float) -> None:
    """Electrickal: a terminal block on the edge and a pale-blue zig-zag wire (a spark)."""
    amp = 8.5 * scale
    ys = [0.0, 4.6, 9.2, 13.2]
    pts: list[Point] = [(cx - amp * 0.6, ys[0] * scale)]
    for i, y in enumerate(ys[1:]):
        pts.append((cx + (amp if i % 2 == 0 else -amp), y * scale))
    pen.polyline(pts, pal.ELECTRICKAL_DARK, 5.4 * scale)
    pen.polyline(pts, pal.ELECTRICKAL, 2.6 * scale)
    # Terminal block flush with the edge.
    pen.rect(cx - 13 * scale, 0, 26 * scale, 2.6 * scale, pal.ELECTRICKAL_DARK, radius=1.0 * scale)


def connector_socket(
    pen: Pen, cx: float, scale: float, hole: RGB = pal.INK, ring: RGB = pal.BRASS_LIGHT
) -> float:
    """Any power: a round brass socket with three notches (one per power type).
    Returns the socket's centre y so callers can draw inside it."""
    r = 7.0 * scale
    cy = CONNECTOR_DEPTH * scale - r
    # Mounting bar along the edge, then the socket with a dark rim so it separates from the
    # brass frame it overlaps.
    pen.rect(
        cx - 12 * scale, 0, 24 * scale, 3.4 * scale, pal.BRASS, pal.INK, 1.0, radius=1.0 * scale
    )
    pen.circle(cx, cy, r + 1.0 * scale, pal.INK)
    pen.circle(cx, cy, r, ring)
    pen.poly(arc_band(cx, cy, r, r * 0.7, 90, 200, 10), pal.darker(ring, 0.25))  # shading
    pen.circle(cx, cy, r * 0.42, hole)
    # Three notches cut into the outer rim at 120 degrees.
    for ang in (-90, 30, 150):
        a = polar(cx, cy, r * 0.66, ang)
        b = polar(cx, cy, r * 1.05, ang)
        pen.line(a, b, pal.INK, 2.6 * scale)
    return cy


def connector_clamp(pen: Pen, cx: float, scale: float) -> None:
    """Iterator attach side: an iron C-clamp gripping the edge, with its screw."""
    w, depth = 13.0 * scale, 12.0 * scale
    jaw = 4.0 * scale
    # Back bar along the edge and two jaws.
    pen.rect(cx - w, 0, 2 * w, jaw, pal.IRON_LIGHT, pal.INK, 1.0, radius=1.0 * scale)
    for jx in (cx - w, cx + w - jaw):
        pen.rect(jx, 0, jaw, depth, pal.IRON_LIGHT, pal.INK, 1.0, radius=1.0 * scale)
    # Screw with a T handle: the hook/clamp that says "attaches here".
    pen.rect(cx - 1.8 * scale, jaw, 3.6 * scale, depth - jaw, pal.BRASS, pal.INK, 0.8)
    for k in range(2):
        y = jaw + (2.2 + 3.0 * k) * scale
        pen.line((cx - 1.8 * scale, y), (cx + 1.8 * scale, y + 1.0 * scale), pal.BRASS_DARK, 0.7)
    pen.rect(
        cx - 7 * scale,
        depth - 1.0 * scale,
        14 * scale,
        3.2 * scale,
        pal.BRASS,
        pal.INK,
        0.9,
        radius=1.4 * scale,
    )


def arrowhead(
    pen: Pen,
    tip: Point,
    direction_deg: float,
    length: float,
    width: float,
    fill: RGB,
    outline: RGB | None = None,
) -> None:
    back = polar(tip[0], tip[1], -length, direction_deg)
    left = polar(back[0], back[1], width / 2, direction_deg - 90)
    right = polar(back[0], back[1], width / 2, direction_deg + 90)
    pen.poly([tip, left, right], fill, outline, 0.9)


def connector_converter(pen: Pen, cx: float, scale: float, is_input: bool) -> None:
    """Power Converter side. Input: a copper socket whose arrow points into the tile;
    outputs: brass sockets whose arrow points out across the edge."""
    ring = pal.COPPER_LIGHT if is_input else pal.BRASS_LIGHT
    r = 7.0 * scale
    cy = CONNECTOR_DEPTH * scale - r
    pen.rect(
        cx - 12 * scale,
        0,
        24 * scale,
        3.4 * scale,
        pal.COPPER if is_input else pal.BRASS,
        pal.INK,
        1.0,
        radius=1.0 * scale,
    )
    pen.circle(cx, cy, r + 1.0 * scale, pal.INK)
    pen.circle(cx, cy, r, ring)
    pen.circle(cx, cy, r * 0.72, pal.INK)
    if is_input:
        arrowhead(pen, (cx, cy + r * 0.55), 90, r * 1.05, r * 1.1, pal.COPPER_LIGHT)
    else:
        arrowhead(pen, (cx, cy - r * 0.55), -90, r * 1.05, r * 1.1, pal.BRASS_LIGHT)


# each draws one connector at `cx` along the north edge: (pen, cx, scale); what one returns is unused
_CONNECTOR_DRAWERS: dict[str, Callable[[Pen, float, float], object]] = {
    "C": _connector_gear,
    "S": _connector_pipe,
    "E": _connector_wire,
    "A": connector_socket,
}


def draw_on_side(target: pygame.Surface, side: int, paint) -> None:
    """Run ``paint(pen)`` in the north-side frame, then rotate the result onto ``side``."""
    layer = new_surface(target.get_width())
    paint(Pen(layer))
    if side % 4:
        # pygame rotates counter-clockwise for positive angles; sides go clockwise.
        layer = pygame.transform.rotate(layer, -90 * (side % 4))
    target.blit(layer, (0, 0))


def draw_connector(surface: pygame.Surface, code: str, side: int, scale: float = 1.0) -> None:
    """Draw connector ``code`` (C, S, E, A; '-' draws nothing) on ``side`` of a square
    tile-sized ``surface``. Exposed for legends and the build-area hints."""
    drawer = _CONNECTOR_DRAWERS.get(code)
    if drawer is None:
        return
    draw_on_side(surface, side, lambda pen: drawer(pen, 50.0, scale))


def draw_source_outlets(
    surface: pygame.Surface, supplies: frozenset[str], scale: float = 1.0
) -> None:
    """Sources supply on all four sides: each side shows one outlet per type supplied."""
    types = [t for t in rules_data.POWER_TYPES if t in supplies]  # stable C, S, E order
    if len(types) == 1:
        layout = [(50.0, 1.0)]
    elif len(types) == 2:
        layout = [(36.0, 0.74), (64.0, 0.74)]
    else:
        layout = [(28.0, 0.6), (50.0, 0.6), (72.0, 0.6)]
    for side in range(4):

        def paint(pen: Pen) -> None:
            for power, (cx, s) in zip(types, layout):
                _CONNECTOR_DRAWERS[power](pen, cx, s * scale)

        draw_on_side(surface, side, paint)


# =============================================================================================
