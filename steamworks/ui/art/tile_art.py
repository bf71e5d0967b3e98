"""Procedural art for Steam Works tiles, tile backs and tokens, drawn with pygame only.

Everything here is a pure function of its arguments that returns a new ``pygame.Surface``
with per-pixel alpha; nothing needs a display mode, so it runs headless
(``SDL_VIDEODRIVER=dummy``) in tests and in ``tools/make_tile_art.py``.

How a tile is drawn (``draw_tile``):

1. The shapes are drawn at a supersampled size (2-6x, at least ~240 px) and smooth-scaled
   down, because ``pygame.draw`` does not antialias polygons; scaling down does.
2. Text (name, prestige, age) is drawn *after* scaling, at the final size, so that it stays
   crisp and hinted at small sizes.
3. Geometry is written in "tile units": a tile is 100 x 100 units whatever its pixel size.

Conventions that the game relies on:

- Sides are indexed N=0, E=1, S=2, W=3 and rotations are clockwise quarter turns, exactly as
  in ``steamworks.rules.data``; connectors are placed from ``TileDef.rotated_sides``, so the
  picture always agrees with the rules.
- A connector is told apart by its *shape* first and its colour second: gear teeth for
  clockwork (C), a flanged pipe for steam (S), a zig-zag wire for electrickal (E), a round
  socket with three notches for any power (A). A plain edge has no connector.
- Components are parchment cards; sources are dark iron plates with a boiler and outlets on
  all four sides, so the two kinds differ even at 48 px.
- Only the Iterator and the Power Converter rotate; other tiles ignore ``rotation``.

The UI should call the cached accessors (``tile_surface``, ``tile_back_surface``,
``mechanic_surface``, ...) every frame: each distinct picture is drawn once. The returned
surfaces are shared: blit them, never draw on them.
"""

from __future__ import annotations

import functools
import math
import random
import zlib
from collections.abc import Iterable, Sequence

import pygame

from steamworks.rules import data as rules_data
from steamworks.rules.data import TileDef

from . import palette as pal
from .fonts import get_font
from .palette import RGB, PlayerStyle

Point = tuple[float, float]

N, E, S, W = 0, 1, 2, 3

# Below this size a tile's name cannot be read, so it is left off and the emblem grows.
MIN_SIZE_FOR_NAME = 72
# Glyph "light" colour: engraved parchment on coloured medallions.
GLYPH_LIGHT: RGB = (246, 238, 216)
GLYPH_LINE: RGB = (38, 28, 20)


# =============================================================================================
# Small geometry helpers (all in pixel space of the surface being drawn on)
# =============================================================================================
class _Pen:
    """Maps tile units (0-100) to pixels on one square surface, and draws common shapes."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.px = surface.get_width()
        self.unit = self.px / 100.0

    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round(x * self.unit), round(y * self.unit))

    def n(self, v: float) -> int:
        """A length in units to whole pixels (never 0, so thin lines do not vanish)."""
        return max(1, round(v * self.unit))

    def pts(self, points: Iterable[Point]) -> list[tuple[int, int]]:
        return [self.p(x, y) for x, y in points]

    def poly(
        self,
        points: Sequence[Point],
        fill: RGB | None,
        outline: RGB | None = None,
        width: float = 1.5,
    ) -> None:
        pp = self.pts(points)
        if fill is not None:
            pygame.draw.polygon(self.surface, fill, pp)
        if outline is not None:
            pygame.draw.polygon(self.surface, outline, pp, self.n(width))

    def circle(
        self,
        x: float,
        y: float,
        r: float,
        fill: RGB | None,
        outline: RGB | None = None,
        width: float = 1.5,
    ) -> None:
        if fill is not None:
            pygame.draw.circle(self.surface, fill, self.p(x, y), self.n(r))
        if outline is not None:
            pygame.draw.circle(self.surface, outline, self.p(x, y), self.n(r), self.n(width))

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        fill: RGB | None,
        outline: RGB | None = None,
        width: float = 1.5,
        radius: float = 0,
    ) -> None:
        r = pygame.Rect(self.p(x, y), (self.n(w), self.n(h)))
        rad = self.n(radius) if radius else 0
        if fill is not None:
            pygame.draw.rect(self.surface, fill, r, border_radius=rad)
        if outline is not None:
            pygame.draw.rect(self.surface, outline, r, self.n(width), border_radius=rad)

    def line(self, a: Point, b: Point, colour: RGB, width: float = 1.5) -> None:
        pygame.draw.line(self.surface, colour, self.p(*a), self.p(*b), self.n(width))
        # Round the ends so thick strokes join cleanly.
        if width * self.unit >= 3:
            for x, y in (a, b):
                pygame.draw.circle(self.surface, colour, self.p(x, y), self.n(width) // 2)

    def polyline(self, points: Sequence[Point], colour: RGB, width: float = 1.5) -> None:
        for a, b in zip(points, points[1:]):
            self.line(a, b, colour, width)


def _polar(cx: float, cy: float, r: float, angle_deg: float) -> Point:
    a = math.radians(angle_deg)
    return (cx + r * math.cos(a), cy + r * math.sin(a))


def _gear_points(
    cx: float, cy: float, r_tip: float, r_root: float, teeth: int, phase_deg: float = 0.0
) -> list[Point]:
    """Outline of a spur gear with trapezoid teeth."""
    pts: list[Point] = []
    period = 360.0 / teeth
    for i in range(teeth):
        a0 = phase_deg + i * period
        pts.append(_polar(cx, cy, r_root, a0 - 0.30 * period))
        pts.append(_polar(cx, cy, r_tip, a0 - 0.17 * period))
        pts.append(_polar(cx, cy, r_tip, a0 + 0.17 * period))
        pts.append(_polar(cx, cy, r_root, a0 + 0.30 * period))
    return pts


def _star_points(
    cx: float, cy: float, r_out: float, r_in: float, points: int = 5, phase_deg: float = -90.0
) -> list[Point]:
    pts: list[Point] = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        pts.append(_polar(cx, cy, r, phase_deg + i * 180.0 / points))
    return pts


def _arc_band(
    cx: float,
    cy: float,
    r_out: float,
    r_in: float,
    start_deg: float,
    end_deg: float,
    steps: int = 24,
) -> list[Point]:
    """A thick arc as a polygon (pygame.draw.arc leaves gaps in wide strokes)."""
    outer = [
        _polar(cx, cy, r_out, start_deg + (end_deg - start_deg) * i / steps)
        for i in range(steps + 1)
    ]
    inner = [
        _polar(cx, cy, r_in, end_deg - (end_deg - start_deg) * i / steps) for i in range(steps + 1)
    ]
    return outer + inner


def _regular_polygon(
    cx: float, cy: float, r: float, sides: int, phase_deg: float = -90.0
) -> list[Point]:
    return [_polar(cx, cy, r, phase_deg + i * 360.0 / sides) for i in range(sides)]


def _supersample_factor(size: int) -> int:
    """Draw at least ~240 px wide (smooth edges after scaling) but no more than 6x."""
    return max(2, min(6, math.ceil(240 / max(1, size))))


def _finish(big: pygame.Surface, size: int | tuple[int, int]) -> pygame.Surface:
    """Scale a supersampled drawing to its final size with filtering (the antialiasing)."""
    wh = (size, size) if isinstance(size, int) else size
    return pygame.transform.smoothscale(big, wh)


def _new_surface(w: int, h: int | None = None) -> pygame.Surface:
    """A transparent per-pixel-alpha surface; needs no display mode."""
    return pygame.Surface((w, w if h is None else h), pygame.SRCALPHA, 32)


def _seed(text: str) -> int:
    # Deterministic across runs (unlike hash()), so generated PNGs do not churn in git.
    return zlib.crc32(text.encode("utf-8"))


# =============================================================================================
# Card bodies
# =============================================================================================
def _vertical_gradient(w: int, h: int, top: RGB, bottom: RGB) -> pygame.Surface:
    surf = _new_surface(w, h)
    for y in range(h):
        pygame.draw.line(surf, pal.mix(top, bottom, y / max(1, h - 1)), (0, y), (w - 1, y))
    return surf


def _rounded_mask_apply(surf: pygame.Surface, radius: int, inset: int = 0) -> None:
    """Make everything outside a rounded rectangle transparent (in place)."""
    w, h = surf.get_size()
    mask = _new_surface(w, h)
    pygame.draw.rect(
        mask,
        (255, 255, 255, 255),
        pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset),
        border_radius=radius,
    )
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def _seal_card(surf: pygame.Surface, radius: int, inset: int = 0) -> None:
    """Force the card's rounded rectangle fully opaque. Blending many layers, and
    smoothscale's rounding, leave alpha at 253-254 inside the card, which would let the table
    show through a tile by a hair. ``inset`` keeps the antialiased rim as it is."""
    w, h = surf.get_size()
    opaque = _new_surface(w, h)
    pygame.draw.rect(
        opaque,
        (0, 0, 0, 255),
        pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset),
        border_radius=max(0, radius - inset),
    )
    surf.blit(opaque, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)


def _speckle(
    pen: _Pen,
    seed: int,
    colour: RGB,
    count: int,
    area: tuple[float, float, float, float],
    alpha: int = 40,
) -> None:
    """Faint fibres/flecks so parchment and metal do not look like flat vector fills."""
    rng = random.Random(seed)
    x0, y0, x1, y1 = area
    layer = _new_surface(pen.px)
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


def _draw_frame(
    pen: _Pen, field_top: RGB, field_bottom: RGB, seed: int, fleck: RGB, frame: RGB = pal.BRASS
) -> None:
    """A brass-framed card with a rounded outline, bevel highlights and corner rivets."""
    px = pen.px
    radius = pen.n(7)
    # Outer brass frame with a bevel: light top-left, dark bottom-right.
    body = _vertical_gradient(px, px, pal.lighter(frame, 0.25), pal.darker(frame, 0.25))
    _rounded_mask_apply(body, radius)
    pen.surface.blit(body, (0, 0))
    pygame.draw.rect(
        pen.surface, pal.BRASS_DARK, pygame.Rect(0, 0, px, px), pen.n(1.2), border_radius=radius
    )
    # Inner field.
    inset = pen.n(4.2)
    field = _vertical_gradient(px - 2 * inset, px - 2 * inset, field_top, field_bottom)
    _rounded_mask_apply(field, pen.n(4))
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


def _rivet(pen: _Pen, x: float, y: float, r: float = 1.6) -> None:
    pen.circle(x, y, r, pal.BRASS_DARK)
    pen.circle(x - r * 0.25, y - r * 0.25, r * 0.65, pal.BRASS_LIGHT)


# =============================================================================================
# Connectors, drawn in the frame of the north side (edge at y=0, tile interior below)
# and rotated into place
# =============================================================================================
# Every connector stays within CONNECTOR_DEPTH units of its edge, so the square 14..86 in
# the middle of a tile is always free for the emblem and the name.
CONNECTOR_DEPTH = 14.0


def _connector_gear(pen: _Pen, cx: float, scale: float) -> None:
    """Clockwork: half a brass gear rising out of the edge, teeth clearly visible."""
    r_tip, r_root = 15.5 * scale, 11.0 * scale
    cy = -1.5 * scale
    pen.poly(_gear_points(cx, cy, r_tip, r_root, 10, phase_deg=90), pal.BRASS, pal.BRASS_DARK, 1.3)
    pen.poly(_arc_band(cx, cy, r_root - 1.2 * scale, r_root * 0.45, 0, 180, 12), pal.BRASS_LIGHT)
    pen.circle(cx, cy, r_root * 0.45, pal.BRASS_DARK)
    pen.circle(cx, cy, r_root * 0.2, pal.BRASS_LIGHT)


def _connector_pipe(pen: _Pen, cx: float, scale: float) -> None:
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


def _connector_wire(pen: _Pen, cx: float, scale: float) -> None:
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


def _connector_socket(
    pen: _Pen, cx: float, scale: float, hole: RGB = pal.INK, ring: RGB = pal.BRASS_LIGHT
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
    pen.poly(_arc_band(cx, cy, r, r * 0.7, 90, 200, 10), pal.darker(ring, 0.25))  # shading
    pen.circle(cx, cy, r * 0.42, hole)
    # Three notches cut into the outer rim at 120 degrees.
    for ang in (-90, 30, 150):
        a = _polar(cx, cy, r * 0.66, ang)
        b = _polar(cx, cy, r * 1.05, ang)
        pen.line(a, b, pal.INK, 2.6 * scale)
    return cy


def _connector_clamp(pen: _Pen, cx: float, scale: float) -> None:
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


def _arrowhead(
    pen: _Pen,
    tip: Point,
    direction_deg: float,
    length: float,
    width: float,
    fill: RGB,
    outline: RGB | None = None,
) -> None:
    back = _polar(tip[0], tip[1], -length, direction_deg)
    left = _polar(back[0], back[1], width / 2, direction_deg - 90)
    right = _polar(back[0], back[1], width / 2, direction_deg + 90)
    pen.poly([tip, left, right], fill, outline, 0.9)


def _connector_converter(pen: _Pen, cx: float, scale: float, is_input: bool) -> None:
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
        _arrowhead(pen, (cx, cy + r * 0.55), 90, r * 1.05, r * 1.1, pal.COPPER_LIGHT)
    else:
        _arrowhead(pen, (cx, cy - r * 0.55), -90, r * 1.05, r * 1.1, pal.BRASS_LIGHT)


_CONNECTOR_DRAWERS = {
    "C": _connector_gear,
    "S": _connector_pipe,
    "E": _connector_wire,
    "A": _connector_socket,
}


def _draw_on_side(target: pygame.Surface, side: int, paint) -> None:
    """Run ``paint(pen)`` in the north-side frame, then rotate the result onto ``side``."""
    layer = _new_surface(target.get_width())
    paint(_Pen(layer))
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
    _draw_on_side(surface, side, lambda pen: drawer(pen, 50.0, scale))


def _draw_source_outlets(
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

        def paint(pen: _Pen) -> None:
            for power, (cx, s) in zip(types, layout):
                _CONNECTOR_DRAWERS[power](pen, cx, s * scale)

        _draw_on_side(surface, side, paint)


# =============================================================================================
# Effect glyphs (drawn in a circle of radius r around cx, cy, in tile units)
# =============================================================================================
def _g_gear(pen: _Pen, cx: float, cy: float, r: float, fill: RGB = GLYPH_LIGHT) -> None:
    pen.poly(_gear_points(cx, cy, r, r * 0.74, 9, phase_deg=10), fill, GLYPH_LINE, 1.2)
    pen.circle(cx, cy, r * 0.36, None, GLYPH_LINE, 1.2)
    pen.circle(cx, cy, r * 0.14, GLYPH_LINE)


def _g_plus(pen: _Pen, cx: float, cy: float, r: float) -> None:
    pen.circle(cx, cy, r, pal.VERDIGRIS, GLYPH_LINE, 1.0)
    t = r * 0.28
    pen.rect(cx - r * 0.6, cy - t, r * 1.2, 2 * t, GLYPH_LIGHT)
    pen.rect(cx - t, cy - r * 0.6, 2 * t, r * 1.2, GLYPH_LIGHT)


def _g_up(pen: _Pen, cx: float, cy: float, r: float) -> None:
    pen.circle(cx, cy, r, pal.VERDIGRIS, GLYPH_LINE, 1.0)
    pen.poly(
        [
            (cx, cy - r * 0.7),
            (cx + r * 0.6, cy),
            (cx + r * 0.25, cy),
            (cx + r * 0.25, cy + r * 0.6),
            (cx - r * 0.25, cy + r * 0.6),
            (cx - r * 0.25, cy),
            (cx - r * 0.6, cy),
        ],
        GLYPH_LIGHT,
    )


def _g_bolt(pen: _Pen, cx: float, cy: float, r: float) -> None:
    pen.poly(
        [
            (cx + 0.15 * r, cy - r),
            (cx - 0.55 * r, cy + 0.15 * r),
            (cx - 0.05 * r, cy + 0.15 * r),
            (cx - 0.2 * r, cy + r),
            (cx + 0.55 * r, cy - 0.2 * r),
            (cx + 0.05 * r, cy - 0.2 * r),
        ],
        pal.BRASS_LIGHT,
        GLYPH_LINE,
        1.0,
    )


def _g_flask(pen: _Pen, cx: float, cy: float, r: float, liquid: RGB = pal.ELECTRICKAL) -> None:
    neck = 0.2 * r
    top = cy - 0.95 * r
    shoulder = cy - 0.25 * r
    base = cy + 0.85 * r
    body = [
        (cx - neck, top),
        (cx + neck, top),
        (cx + neck, shoulder),
        (cx + 0.8 * r, base - 0.1 * r),
        (cx + 0.7 * r, base),
        (cx - 0.7 * r, base),
        (cx - 0.8 * r, base - 0.1 * r),
        (cx - neck, shoulder),
    ]
    pen.poly(body, GLYPH_LIGHT)
    # Liquid: the lower part of the body, level line at 40%.
    level = cy + 0.2 * r
    frac = (level - shoulder) / (base - 0.1 * r - shoulder)
    lx = neck + (0.8 * r - neck) * frac
    pen.poly(
        [
            (cx - lx, level),
            (cx + lx, level),
            (cx + 0.8 * r, base - 0.1 * r),
            (cx + 0.7 * r, base),
            (cx - 0.7 * r, base),
            (cx - 0.8 * r, base - 0.1 * r),
        ],
        liquid,
    )
    pen.poly(body, None, GLYPH_LINE, 1.2)
    pen.rect(cx - neck * 1.5, top - 0.12 * r, neck * 3, 0.18 * r, GLYPH_LIGHT, GLYPH_LINE, 0.9)


def _g_coin(pen: _Pen, cx: float, cy: float, r: float, label: str = "£") -> None:
    pen.circle(cx, cy, r, pal.GOLD, GLYPH_LINE, 1.2)
    pen.circle(cx, cy, r * 0.78, None, pal.GOLD_DARK, 0.8)
    font = get_font("numbers", max(6, pen.n(r * 1.15)))
    text = font.render(label, True, GLYPH_LINE)
    pen.surface.blit(text, text.get_rect(center=pen.p(cx, cy + r * 0.04)))


def _g_coins(pen: _Pen, cx: float, cy: float, r: float) -> None:
    # A short stack under a face-up coin: "money".
    for k in range(3):
        y = cy + r * 0.55 - k * r * 0.22
        pen.rect(
            cx - r * 0.95, y, r * 1.9, r * 0.42, pal.GOLD_DARK, GLYPH_LINE, 0.9, radius=r * 0.2
        )
    _g_coin(pen, cx, cy - r * 0.2, r * 0.72)


def _g_droplet(pen: _Pen, cx: float, cy: float, r: float) -> None:
    # A teardrop: a point at the top and a round belly (a source being distilled).
    pts = [(cx, cy - r)] + [_polar(cx, cy + r * 0.3, r * 0.62, a) for a in range(-20, 201, 15)]
    pen.poly(pts, pal.ELECTRICKAL, GLYPH_LINE, 1.1)


def _g_scroll(pen: _Pen, cx: float, cy: float, r: float) -> None:
    w, h = r * 1.2, r * 1.35
    pen.rect(cx - w / 2, cy - h / 2, w, h, GLYPH_LIGHT, GLYPH_LINE, 1.1)
    for y in (cy - h / 2, cy + h / 2):  # rolled ends
        pen.rect(
            cx - w / 2 - r * 0.18,
            y - r * 0.16,
            w + r * 0.36,
            r * 0.32,
            pal.PARCHMENT_SHADE,
            GLYPH_LINE,
            1.0,
            radius=r * 0.16,
        )
    for k in range(4):
        y = cy - h / 2 + r * (0.42 + 0.28 * k)
        pen.line((cx - w * 0.32, y), (cx + w * (0.32 if k < 3 else 0.05), y), GLYPH_LINE, 0.8)


def _g_book(pen: _Pen, cx: float, cy: float, r: float) -> None:
    top, bot = cy - r * 0.6, cy + r * 0.6
    left = [(cx, top + r * 0.1), (cx - r * 0.95, top), (cx - r * 0.95, bot), (cx, bot + r * 0.12)]
    right = [(cx, top + r * 0.1), (cx + r * 0.95, top), (cx + r * 0.95, bot), (cx, bot + r * 0.12)]
    pen.poly(left, GLYPH_LIGHT, GLYPH_LINE, 1.1)
    pen.poly(right, GLYPH_LIGHT, GLYPH_LINE, 1.1)
    for k in range(3):
        y = top + r * (0.35 + 0.28 * k)
        pen.line((cx - r * 0.75, y), (cx - r * 0.2, y + r * 0.05), GLYPH_LINE, 0.7)
        pen.line((cx + r * 0.2, y + r * 0.05), (cx + r * 0.75, y), GLYPH_LINE, 0.7)
    pen.poly(
        [
            (cx + r * 0.45, top + 0.02),
            (cx + r * 0.62, top),
            (cx + r * 0.62, top + r * 0.55),
            (cx + r * 0.535, top + r * 0.45),
            (cx + r * 0.45, top + r * 0.55),
        ],
        pal.OXIDE_RED,
    )


def _g_tuning_fork(pen: _Pen, cx: float, cy: float, r: float) -> None:
    pen.poly(_arc_band(cx, cy - r * 0.05, r * 0.5, r * 0.28, 0, 180), GLYPH_LIGHT, GLYPH_LINE, 1.0)
    for sx in (-1, 1):
        pen.rect(
            cx + sx * r * 0.39 - r * 0.11,
            cy - r * 0.85,
            r * 0.22,
            r * 0.8,
            GLYPH_LIGHT,
            GLYPH_LINE,
            1.0,
        )
    pen.rect(cx - r * 0.1, cy + r * 0.42, r * 0.2, r * 0.55, GLYPH_LIGHT, GLYPH_LINE, 1.0)
    for rr in (0.75, 0.95):  # sound waves
        for sx in (-1, 1):
            a0 = -45 if sx > 0 else 135
            pen.poly(
                _arc_band(cx, cy - r * 0.45, r * rr, r * (rr - 0.08), a0, a0 + 90, 8), GLYPH_LIGHT
            )


def _g_conveyor(pen: _Pen, cx: float, cy: float, r: float) -> None:
    w, h = r * 1.8, r * 0.62
    pen.rect(cx - w / 2, cy, w, h, GLYPH_LIGHT, GLYPH_LINE, 1.1, radius=h / 2)
    for k in range(4):
        x = cx - w / 2 + h / 2 + k * (w - h) / 3
        pen.circle(x, cy + h / 2, h * 0.3, pal.IRON_LIGHT, GLYPH_LINE, 0.8)
    # Two tiles riding on the belt.
    for x in (cx - r * 0.62, cx + r * 0.08):
        pen.rect(
            x,
            cy - r * 0.62,
            r * 0.55,
            r * 0.55,
            pal.PARCHMENT_SHADE,
            GLYPH_LINE,
            1.0,
            radius=r * 0.08,
        )
    _arrowhead(pen, (cx + r * 0.98, cy - r * 0.35), 0, r * 0.3, r * 0.4, GLYPH_LIGHT, GLYPH_LINE)


def _g_turbine(pen: _Pen, cx: float, cy: float, r: float) -> None:
    pen.circle(cx, cy, r, pal.IRON_LIGHT, GLYPH_LINE, 1.1)
    for k in range(6):
        a = k * 60
        p0 = _polar(cx, cy, r * 0.22, a - 20)
        p1 = _polar(cx, cy, r * 0.92, a - 5)
        p2 = _polar(cx, cy, r * 0.92, a + 28)
        p3 = _polar(cx, cy, r * 0.22, a + 20)
        pen.poly([p0, p1, p2, p3], GLYPH_LIGHT, GLYPH_LINE, 0.8)
    pen.circle(cx, cy, r * 0.24, pal.BRASS, GLYPH_LINE, 0.9)


def _g_clock(pen: _Pen, cx: float, cy: float, r: float, bells: bool = True) -> None:
    if bells:
        for sx in (-1, 1):
            pen.poly(
                _arc_band(cx + sx * r * 0.55, cy - r * 0.62, r * 0.36, 0.01, 180, 360, 10),
                pal.BRASS_LIGHT,
                GLYPH_LINE,
                1.0,
            )
        for sx in (-1, 1):
            pen.line(
                (cx + sx * r * 0.45, cy + r * 0.65),
                (cx + sx * r * 0.7, cy + r * 0.98),
                GLYPH_LINE,
                1.6,
            )
    pen.circle(cx, cy + r * 0.05, r * 0.78, GLYPH_LIGHT, GLYPH_LINE, 1.3)
    for k in range(12):
        a = k * 30
        pen.line(
            _polar(cx, cy + r * 0.05, r * 0.6, a),
            _polar(cx, cy + r * 0.05, r * 0.7, a),
            GLYPH_LINE,
            0.8 if k % 3 else 1.3,
        )
    pen.line((cx, cy + r * 0.05), _polar(cx, cy + r * 0.05, r * 0.5, -90), GLYPH_LINE, 1.4)
    pen.line((cx, cy + r * 0.05), _polar(cx, cy + r * 0.05, r * 0.38, 20), GLYPH_LINE, 1.4)


def _g_robot(pen: _Pen, cx: float, cy: float, r: float) -> None:
    pen.line((cx, cy - r * 0.95), (cx, cy - r * 0.6), GLYPH_LINE, 1.2)
    pen.circle(cx, cy - r * 0.95, r * 0.13, pal.OXIDE_RED, GLYPH_LINE, 0.8)
    pen.rect(
        cx - r * 0.75, cy - r * 0.6, r * 1.5, r * 1.15, GLYPH_LIGHT, GLYPH_LINE, 1.2, radius=r * 0.2
    )
    for sx in (-1, 1):
        pen.circle(cx + sx * r * 0.35, cy - r * 0.15, r * 0.2, pal.BRASS_LIGHT, GLYPH_LINE, 1.0)
        pen.rect(
            cx + sx * r * 0.75 - (r * 0.2 if sx < 0 else 0),
            cy - r * 0.25,
            r * 0.2,
            r * 0.4,
            pal.IRON_LIGHT,
            GLYPH_LINE,
            0.8,
        )
    pen.rect(cx - r * 0.38, cy + r * 0.22, r * 0.76, r * 0.2, GLYPH_LINE)
    for k in range(3):
        x = cx - r * 0.19 + k * r * 0.19
        pen.line((x, cy + r * 0.22), (x, cy + r * 0.42), GLYPH_LIGHT, 0.6)
    pen.rect(
        cx - r * 0.5, cy + r * 0.6, r * 1.0, r * 0.35, GLYPH_LIGHT, GLYPH_LINE, 1.1, radius=r * 0.1
    )


def _g_star(pen: _Pen, cx: float, cy: float, r: float, fill: RGB = pal.BRASS_LIGHT) -> None:
    pen.poly(_star_points(cx, cy, r, r * 0.45), fill, GLYPH_LINE, 1.1)


def _g_quill(pen: _Pen, cx: float, cy: float, r: float) -> None:
    # Feather: a leaf shape along a diagonal, with a shaft and a nib in an inkpot.
    pen.rect(cx - r * 0.75, cy + r * 0.45, r * 0.7, r * 0.5, GLYPH_LINE, radius=r * 0.12)
    pen.rect(cx - r * 0.8, cy + r * 0.38, r * 0.8, r * 0.14, GLYPH_LIGHT, GLYPH_LINE, 0.7)
    pts = []
    tip, end = (cx - r * 0.35, cy + r * 0.42), (cx + r * 0.85, cy - r * 0.95)
    for i in range(11):
        t = i / 10
        x = tip[0] + (end[0] - tip[0]) * t
        y = tip[1] + (end[1] - tip[1]) * t
        w = math.sin(math.pi * t) ** 0.8 * r * 0.32
        pts.append((x + w * 0.8, y + w * 0.6))
    for i in range(10, -1, -1):
        t = i / 10
        x = tip[0] + (end[0] - tip[0]) * t
        y = tip[1] + (end[1] - tip[1]) * t
        w = math.sin(math.pi * t) ** 0.8 * r * 0.32
        pts.append((x - w * 0.8, y - w * 0.6))
    pen.poly(pts, GLYPH_LIGHT, GLYPH_LINE, 1.1)
    pen.line(tip, (end[0] - r * 0.15, end[1] + r * 0.18), GLYPH_LINE, 0.8)


def _g_organ(pen: _Pen, cx: float, cy: float, r: float) -> None:
    heights = (0.9, 1.25, 1.6, 1.25, 0.9)
    w = r * 0.34
    base = cy + r * 0.8
    for k, h in enumerate(heights):
        x = cx - 2.5 * w + k * w
        pen.rect(x, base - h * r, w * 0.86, h * r, GLYPH_LIGHT, GLYPH_LINE, 0.9)
        pen.poly(
            [
                (x + w * 0.1, base - h * r * 0.35),
                (x + w * 0.76, base - h * r * 0.35),
                (x + w * 0.43, base - h * r * 0.25),
            ],
            GLYPH_LINE,
        )
    pen.rect(cx - 2.7 * w, base, 5.4 * w, r * 0.2, pal.BRASS, GLYPH_LINE, 0.9)


def _g_laurel(pen: _Pen, cx: float, cy: float, r: float) -> None:
    for sx in (-1, 1):
        for k in range(6):
            ang = 110 + k * 22 if sx < 0 else 70 - k * 22
            px, py = _polar(cx, cy, r * 0.78, ang)
            leaf = [_polar(px, py, r * 0.3, ang + sx * 90 + d) for d in (-20, 0, 20)]
            pts = [
                (px, py),
                _polar(px, py, r * 0.22, ang + sx * 60),
                leaf[1],
                _polar(px, py, r * 0.22, ang + sx * 120),
            ]
            pen.poly(pts, pal.VERDIGRIS, GLYPH_LINE, 0.7)
    _g_star(pen, cx, cy - r * 0.05, r * 0.42)


def _g_gem(pen: _Pen, cx: float, cy: float, r: float) -> None:
    top, mid, bot = cy - r * 0.55, cy - r * 0.15, cy + r * 0.85
    outline = [
        (cx - r * 0.45, top),
        (cx + r * 0.45, top),
        (cx + r * 0.9, mid),
        (cx, bot),
        (cx - r * 0.9, mid),
    ]
    pen.poly(outline, pal.PRESTIGE_LIGHT, GLYPH_LINE, 1.1)
    pen.poly(
        [(cx - r * 0.45, top), (cx + r * 0.45, top), (cx + r * 0.25, mid), (cx - r * 0.25, mid)],
        pal.lighter(pal.PRESTIGE_LIGHT, 0.35),
    )
    pen.line((cx - r * 0.9, mid), (cx + r * 0.9, mid), GLYPH_LINE, 0.8)
    pen.line((cx - r * 0.25, mid), (cx, bot), GLYPH_LINE, 0.7)
    pen.line((cx + r * 0.25, mid), (cx, bot), GLYPH_LINE, 0.7)
    pen.poly(outline, None, GLYPH_LINE, 1.1)


def _g_sparkle(pen: _Pen, cx: float, cy: float, r: float) -> None:
    pen.poly(_star_points(cx, cy, r, r * 0.22, 4, -90), (236, 240, 244), GLYPH_LINE, 1.0)
    pen.poly(
        _star_points(cx + r * 0.62, cy - r * 0.6, r * 0.35, r * 0.08, 4, -90),
        (236, 240, 244),
        GLYPH_LINE,
        0.7,
    )
    pen.poly(
        _star_points(cx - r * 0.6, cy + r * 0.62, r * 0.28, r * 0.07, 4, -90),
        (236, 240, 244),
        GLYPH_LINE,
        0.7,
    )


def _g_loop(pen: _Pen, cx: float, cy: float, r: float, fill: RGB = GLYPH_LIGHT) -> None:
    """Two chasing arrows: 'once more' (Iterator, Iteration Gears)."""
    for start in (20, 200):
        pen.poly(
            _arc_band(cx, cy, r * 0.85, r * 0.55, start, start + 130, 16), fill, GLYPH_LINE, 1.0
        )
        tip_ang = start + 130
        base_mid = _polar(cx, cy, r * 0.7, tip_ang)
        tip = _polar(base_mid[0], base_mid[1], r * 0.42, tip_ang + 90)
        a = _polar(cx, cy, r * 1.02, tip_ang - 4)
        b = _polar(cx, cy, r * 0.38, tip_ang - 4)
        pen.poly([a, tip, b], fill, GLYPH_LINE, 1.0)


def _g_converter(pen: _Pen, cx: float, cy: float, r: float, turn_deg: float = 0.0) -> None:
    """A manifold hub: one pipe in (from the west, upright) and three arrows out, one per
    power type. ``turn_deg`` turns it clockwise with the tile, so it always agrees with the
    input and output sockets on the edges."""
    back = _polar(cx, cy, r * 1.0, 180 + turn_deg)
    pen.line(back, (cx, cy), GLYPH_LINE, r * 0.42)
    pen.line(back, (cx, cy), pal.COPPER_LIGHT, r * 0.24)
    for ang, colour in ((-90, pal.BRASS_LIGHT), (0, pal.ELECTRICKAL), (90, pal.COPPER_LIGHT)):
        end = _polar(cx, cy, r * 1.02, ang + turn_deg)
        mid = _polar(cx, cy, r * 0.5, ang + turn_deg)
        pen.line((cx, cy), mid, GLYPH_LINE, r * 0.42)
        pen.line((cx, cy), mid, colour, r * 0.24)
        _arrowhead(pen, end, ang + turn_deg, r * 0.55, r * 0.72, colour, GLYPH_LINE)
    pen.circle(cx, cy, r * 0.34, pal.BRASS, GLYPH_LINE, 1.0)
    pen.circle(cx, cy, r * 0.12, GLYPH_LINE)


# Effect -> (family, primary glyph, optional secondary badge glyph).
_GLYPHS = {
    "gear": _g_gear,
    "flask": _g_flask,
    "coins": _g_coins,
    "coin": _g_coin,
    "droplet": _g_droplet,
    "scroll": _g_scroll,
    "book": _g_book,
    "fork": _g_tuning_fork,
    "conveyor": _g_conveyor,
    "turbine": _g_turbine,
    "clock": _g_clock,
    "robot": _g_robot,
    "star": _g_star,
    "quill": _g_quill,
    "organ": _g_organ,
    "laurel": _g_laurel,
    "gem": _g_gem,
    "sparkle": _g_sparkle,
    "loop": _g_loop,
    "converter": _g_converter,
    "plus": _g_plus,
    "up": _g_up,
    "bolt": _g_bolt,
}

_DEFAULT_ICON = ("build", "gear", None)


def effect_icon(effect: str) -> tuple[str, str, str | None]:
    """(family, glyph, badge) used for ``effect`` (its ``icon`` in the rules' effects.toml);
    effects without one get a plain gear."""
    words = rules_data.load().effects.get(effect)
    return words.icon if words is not None and words.icon else _DEFAULT_ICON


def _draw_medallion(
    pen: _Pen, cx: float, cy: float, r: float, effect: str, rotation: int = 0
) -> None:
    """The tile's emblem: a brass-ringed medallion tinted by effect family, with its glyph."""
    family, glyph, badge = effect_icon(effect)
    tint = pal.FAMILY_TINTS[family]
    pen.circle(cx + 0.8, cy + 1.2, r + 1.2, pal.darker(pal.PARCHMENT_SHADE, 0.25))  # drop shadow
    pen.circle(cx, cy, r + 1.4, pal.BRASS, pal.BRASS_DARK, 1.0)
    pen.circle(cx, cy, r, tint)
    pen.circle(cx - r * 0.15, cy - r * 0.2, r * 0.78, pal.lighter(tint, 0.12))
    pen.circle(cx, cy, r, None, pal.darker(tint, 0.4), 0.9)
    if glyph == "converter":
        # The only directional glyph: it turns with the tile.
        _g_converter(pen, cx, cy, r * 0.7, turn_deg=90.0 * rotation)
    elif badge is None:
        _GLYPHS[glyph](pen, cx, cy, r * 0.7)
    else:
        _GLYPHS[glyph](pen, cx - r * 0.12, cy - r * 0.08, r * 0.62)
        _GLYPHS[badge](pen, cx + r * 0.5, cy + r * 0.48, r * 0.38)


# =============================================================================================
# Text
# =============================================================================================
def _split_lines(name: str, count: int) -> list[list[str]]:
    """Every way to break ``name`` into exactly ``count`` lines at spaces."""
    words = name.split()
    if count == 1:
        return [[name]]
    if count > len(words):
        return []
    out = []
    for k in range(1, len(words) - count + 2):
        for rest in _split_lines(" ".join(words[k:]), count - 1):
            out.append([" ".join(words[:k]), *rest])
    return out


def render_text_block(
    lines: Sequence[str], role: str, size: int, colour: RGB, leading: float = 0.92
) -> pygame.Surface:
    """Render centred lines into one surface cropped to the ink, so that small labels can use
    all of their box; ``leading`` is the baseline step as a fraction of the font's size."""
    font = get_font(role, size)
    rendered = [font.render(line, True, colour) for line in lines]
    step = max(1, round(font.get_ascent() * leading))
    width = max(s.get_width() for s in rendered)
    height = step * (len(rendered) - 1) + rendered[-1].get_height()
    block = _new_surface(width, height)
    for i, s in enumerate(rendered):
        block.blit(s, ((width - s.get_width()) // 2, i * step))
    ink = block.get_bounding_rect()
    if ink.width and ink.height:
        block = block.subsurface(ink).copy()
    return block


def fit_text(
    text: str,
    role: str,
    max_w: int,
    max_h: int,
    colour: RGB,
    max_size: int,
    min_size: int = 8,
    max_lines: int = 2,
) -> pygame.Surface:
    """The largest rendering of ``text`` (one line, or wrapped to ``max_lines``) fitting the box.

    At each size from ``max_size`` down, one line is preferred, then the most balanced wrap;
    if nothing fits at ``min_size`` the narrowest attempt is scaled down rather than clipped.
    """
    options = [o for n in range(1, max_lines + 1) for o in _split_lines(text, n)]
    best: pygame.Surface | None = None
    for size in range(max_size, min_size - 1, -1):
        candidates = [render_text_block(o, role, size, colour) for o in options]
        fitting = [c for c in candidates if c.get_width() <= max_w and c.get_height() <= max_h]
        if fitting:
            if fitting[0] is candidates[0]:
                return fitting[0]  # one line fits: always the best choice
            return min(fitting, key=lambda c: c.get_width())
        best = min(candidates, key=lambda c: c.get_width())
    assert best is not None
    ratio = min(max_w / best.get_width(), max_h / best.get_height(), 1.0)
    return pygame.transform.smoothscale(
        best, (max(1, int(best.get_width() * ratio)), max(1, int(best.get_height() * ratio)))
    )


# Where a tile's name goes, in tile units. The name sits under the emblem; a first line of a
# two-line name is beside the E and W connectors, so it is kept narrower when they exist.
NAME_ROLE = "heading"
NAME_FULL_WIDTH = 84.0  # x 8..92: clear of the frame
NAME_NARROW_WIDTH = 72.0  # x 14..86: clear of E/W connectors but for a sliver
NAME_SINGLE_BASELINE = 77.0
NAME_TWO_BASELINES = (68.0, 81.0)
NAME_MAX_FONT = 16.0
NAME_MIN_FONT = 10.0
# Long names may be condensed horizontally down to this ratio before the font shrinks:
# a slightly narrow serif reads better than a smaller one.
NAME_MIN_SQUEEZE = 0.84
# Sources carry their name on a plate between the outlets.
PLATE_RECT = (14.0, 56.5, 72.0, 29.0)
PLATE_TEXT_WIDTH = 68.0
PLATE_SINGLE_BASELINE = 75.0
PLATE_TWO_BASELINES = (68.5, 81.0)


def _blit_baseline(
    target: pygame.Surface,
    line: pygame.Surface,
    font: pygame.font.Font,
    centre_x: int,
    baseline_y: int,
    max_width: int,
) -> None:
    """Blit ``line`` centred with its baseline at ``baseline_y``, condensed to ``max_width``."""
    if line.get_width() > max_width:
        line = pygame.transform.smoothscale(line, (max(1, max_width), line.get_height()))
    target.blit(line, (centre_x - line.get_width() // 2, baseline_y - font.get_ascent()))


class _NamePlan:
    """Where and how big a tile's name is drawn (decided before the emblem, which moves up
    for three-line names)."""

    def __init__(
        self, lines: list[str], px: int, baselines: Sequence[float], widths: Sequence[float]
    ) -> None:
        self.lines = lines
        self.px = px
        self.baselines = baselines  # tile units
        self.widths = widths  # tile units, per line

    def draw(self, out: pygame.Surface, size: int) -> None:
        unit = size / 100.0
        font = get_font(NAME_ROLE, self.px)
        for text, base, width in zip(self.lines, self.baselines, self.widths):
            _blit_baseline(
                out,
                font.render(text, True, pal.INK),
                font,
                size // 2,
                round(base * unit),
                round(width * unit),
            )


# Three-line names (only the longest, e.g. Patriotic Haiku Generator) push the emblem up.
NAME_THREE_BASELINES = (58.5, 70.5, 82.5)
EMBLEM_FOR_THREE_LINES = (29.5, 12.5)  # centre y, radius


def _plan_tile_name(tile: TileDef, rotation: int, size: int) -> _NamePlan:
    """Choose lines and font size: at each size from the largest, try one line, two lines,
    then three, each plain and then slightly condensed; take the first that fits."""
    unit = size / 100.0
    if tile.is_source:
        layouts = {
            1: ((PLATE_SINGLE_BASELINE,), (PLATE_TEXT_WIDTH,)),
            2: (PLATE_TWO_BASELINES, (PLATE_TEXT_WIDTH, PLATE_TEXT_WIDTH)),
        }
    else:
        sides = tile.rotated_sides(rotation)
        side_connectors = sides[E] != "-" or sides[W] != "-"
        narrow = NAME_NARROW_WIDTH if side_connectors else NAME_FULL_WIDTH
        layouts = {
            1: ((NAME_SINGLE_BASELINE,), (NAME_FULL_WIDTH,)),
            2: (NAME_TWO_BASELINES, (narrow, NAME_FULL_WIDTH)),
            3: (NAME_THREE_BASELINES, (narrow, narrow, NAME_FULL_WIDTH)),
        }
    max_px = max(6, round(NAME_MAX_FONT * unit))
    min_px = max(6, round(NAME_MIN_FONT * unit))
    for px in range(max_px, min_px - 1, -1):
        font = get_font(NAME_ROLE, px)
        for count, (baselines, widths) in layouts.items():
            for squeeze in (1.0, NAME_MIN_SQUEEZE):
                fits = [
                    lines
                    for lines in _split_lines(tile.name, count)
                    if all(font.size(t)[0] * squeeze <= w * unit for t, w in zip(lines, widths))
                ]
                if fits:
                    # The most balanced break: the one whose longest line is shortest.
                    best = min(fits, key=lambda ls: max(font.size(t)[0] for t in ls))
                    return _NamePlan(best, px, baselines, widths)
    # Nothing fits even condensed at the smallest size: use the most lines, squeezed.
    count = max(c for c in layouts if _split_lines(tile.name, c))
    baselines, widths = layouts[count]
    return _NamePlan(_split_lines(tile.name, count)[-1], min_px, baselines, widths)


# Small tiles (below MIN_SIZE_FOR_NAME) carry their short name (``TileDef.short``) on a plate
# under the emblem, so that tiles with similar emblems (the money family, the sources) can be
# told apart at a glance on the belts and supply rows. In tile units:
SMALL_EMBLEM_CY = 36.0
SHORT_PLATE_RECT = (7.0, 62.0, 86.0, 26.0)
SHORT_ROLE = "ui_bold"
SHORT_MIN_SQUEEZE = 0.78  # a condensed label reads better than a smaller one
SHORT_MIN_TILE = 24  # below this even a short label is a smudge: the emblem alone is drawn


def short_label_font_px(text: str, size: int) -> tuple[int, float]:
    """(font pixels, horizontal squeeze) of the short label ``text`` on a ``size`` px tile:
    the largest font whose cap height fills the plate and whose width, condensed by at most
    SHORT_MIN_SQUEEZE, fits it."""
    unit = size / 100.0
    _x, _y, w, h = SHORT_PLATE_RECT
    room_w = (w - 6.0) * unit
    px = max(6, round(h * unit * 0.92))
    while px > 6:
        font = get_font(SHORT_ROLE, px)
        if font.size(text)[0] * SHORT_MIN_SQUEEZE <= room_w:
            break
        px -= 1
    font = get_font(SHORT_ROLE, px)
    squeeze = min(1.0, room_w / max(1, font.size(text)[0]))
    return px, squeeze


def _draw_short_label(surface: pygame.Surface, tile: TileDef, size: int) -> None:
    """The short-name plate of a small tile, at final resolution (crisp text)."""
    unit = size / 100.0
    x, y, w, h = SHORT_PLATE_RECT
    plate = pygame.Rect(round(x * unit), round(y * unit), round(w * unit), round(h * unit))
    radius = max(1, round(3 * unit))
    pygame.draw.rect(surface, pal.lighter(pal.PARCHMENT, 0.45), plate, border_radius=radius)
    pygame.draw.rect(
        surface, pal.BRASS_DARK, plate, max(1, round(1.2 * unit)), border_radius=radius
    )
    px, squeeze = short_label_font_px(tile.short, size)
    font = get_font(SHORT_ROLE, px)
    text = font.render(tile.short, True, pal.INK)
    ink = text.get_bounding_rect()
    if ink.width and ink.height:
        text = text.subsurface(ink).copy()
    if squeeze < 1.0:
        text = pygame.transform.smoothscale(
            text, (max(1, round(text.get_width() * squeeze)), text.get_height())
        )
    surface.blit(text, text.get_rect(center=plate.center))


# =============================================================================================
# Tiles
# =============================================================================================
def _layout(size: int, is_source: bool) -> dict[str, float]:
    """Emblem placement in tile units; the name is dropped below MIN_SIZE_FOR_NAME, where
    the emblem and the connectors grow instead so the tile stays recognisable."""
    if size < MIN_SIZE_FOR_NAME:
        # the short name's plate takes the lower part; the emblem sits above it
        return {
            "cx": 50.0,
            "cy": SMALL_EMBLEM_CY,
            "r": 17.0 if is_source else 19.0,
            "name": 0.0,
            "connector_scale": 1.3,
        }
    return {
        "cx": 50.0,
        "cy": 34.0,
        "r": 16.5 if not is_source else 14.5,
        "name": 1.0,
        "connector_scale": 1.05,
    }


def mechanic_space_centres(tile: TileDef, size: int) -> list[tuple[int, int]]:
    """Pixel centres of a source tile's mechanic placement spaces (empty for components),
    so the UI can stand mechanic tokens exactly on the painted spots."""
    if not tile.is_source:
        return []
    lay = _layout(size, True)
    unit = size / 100.0
    offsets = [0.0] if tile.spaces <= 1 else [-lay["r"] * 0.52, lay["r"] * 0.52]
    return [(round((lay["cx"] + dx) * unit), round(lay["cy"] * unit)) for dx in offsets]


def mechanic_space_radius(tile: TileDef, size: int) -> int:
    """Pixel radius of one mechanic space on ``tile`` at ``size``."""
    lay = _layout(size, True)
    r = lay["r"] * (0.62 if tile.spaces <= 1 else 0.44)
    return max(2, round(r * size / 100.0))


def _draw_boiler(pen: _Pen, tile: TileDef, cx: float, cy: float, r: float) -> None:
    """A source's emblem: a riveted copper boiler with its mechanic space(s) in the middle."""
    pen.circle(cx + 1.0, cy + 1.4, r + 2.5, (20, 16, 12))  # shadow on the plate
    pen.circle(cx, cy, r + 2.5, pal.BRASS, pal.BRASS_DARK, 1.0)
    pen.circle(cx, cy, r, pal.COPPER, pal.COPPER_DARK, 1.0)
    pen.circle(cx - r * 0.2, cy - r * 0.25, r * 0.7, pal.COPPER_LIGHT)
    pen.circle(cx, cy, r * 0.92, None, pal.COPPER_DARK, 0.8)
    for k in range(12):
        x, y = _polar(cx, cy, r + 1.25, k * 30 + 15)
        pen.circle(x, y, 0.9, pal.BRASS_DARK)
    if tile.effect == "iteration_gears":
        # The boiler's face is a gear train with chasing arrows: it supplies power twice.
        _g_gear(pen, cx - r * 0.62, cy + r * 0.62, r * 0.42, pal.BRASS_LIGHT)
    spaces = 1 if tile.spaces <= 1 else 2
    offsets = [0.0] if spaces == 1 else [-r * 0.52, r * 0.52]
    rs = r * (0.62 if spaces == 1 else 0.44)
    for dx in offsets:
        # A recessed ring on which a mechanic stands.
        pen.circle(cx + dx, cy, rs, pal.PARCHMENT, pal.BRASS_DARK, 1.1)
        pen.circle(cx + dx, cy, rs * 0.8, None, pal.PARCHMENT_SHADE, 0.9)
        pen.circle(cx + dx, cy + rs * 0.05, rs * 0.22, pal.PARCHMENT_SHADE)
    if tile.effect == "iteration_gears":
        _g_loop(pen, cx + r * 0.66, cy - r * 0.66, r * 0.42, pal.BRASS_LIGHT)


def _stack_marker_text(tile: TileDef) -> str:
    return pal.STACK_LABELS.get(tile.stack, "")


def _draw_corner_marks(surface: pygame.Surface, tile: TileDef, size: int) -> None:
    """Prestige badge (top left) and stack mark (top right), at final resolution."""
    unit = size / 100.0
    small = size < MIN_SIZE_FOR_NAME
    if small and tile.vp < 2:
        # Too small to read a digit: only the unusual value (Chrome's 2) is worth a badge.
        return
    r = max(4, round((11.0 if small else 8.2) * unit))
    cx, cy = round(11.5 * unit), round(11.5 * unit)
    if small:
        cx, cy = r + 1, r + 1
    pygame.draw.circle(surface, pal.BRASS_DARK, (cx, cy), r + max(1, round(unit)))
    pygame.draw.circle(surface, pal.PRESTIGE if tile.vp else pal.IRON, (cx, cy), r)
    pygame.draw.circle(surface, pal.BRASS_LIGHT, (cx, cy), r, max(1, round(0.8 * unit)))
    label = get_font("numbers", max(7, round(r * 1.45))).render(str(tile.vp), True, GLYPH_LIGHT)
    surface.blit(label, label.get_rect(center=(cx, cy + 1)))

    if small:
        return
    mark = _stack_marker_text(tile)
    mx, my = round(88.5 * unit), round(11.5 * unit)
    if tile.stack == "start":
        # A green seal: the start tiles have green backs.
        pygame.draw.circle(surface, pal.START_GREEN, (mx, my), round(r * 0.8))
        pygame.draw.circle(
            surface, pal.BRASS_LIGHT, (mx, my), round(r * 0.8), max(1, round(0.7 * unit))
        )
    elif tile.stack == "persona":
        # A small cameo: the tile came with a persona board.
        pygame.draw.ellipse(
            surface,
            pal.BRASS_DARK,
            pygame.Rect(0, 0, round(r * 1.3), round(r * 1.6)).move(
                mx - round(r * 0.65), my - round(r * 0.8)
            ),
        )
        pygame.draw.ellipse(
            surface,
            pal.PARCHMENT,
            pygame.Rect(0, 0, round(r * 1.0), round(r * 1.3)).move(
                mx - round(r * 0.5), my - round(r * 0.65)
            ),
        )
        pygame.draw.circle(
            surface, pal.INK_SOFT, (mx, my - round(r * 0.2)), max(1, round(r * 0.22))
        )
        pygame.draw.ellipse(
            surface,
            pal.INK_SOFT,
            pygame.Rect(mx - round(r * 0.35), my, round(r * 0.7), max(1, round(r * 0.5))),
        )
    elif mark:
        colour = pal.INK if not tile.is_source else pal.BRASS_LIGHT
        text = get_font("display", max(7, round(r * 1.35))).render(mark, True, colour)
        surface.blit(text, text.get_rect(center=(mx, my)))


def draw_tile(tile: TileDef, rotation: int = 0, size: int = 96) -> pygame.Surface:
    """Render ``tile`` turned ``rotation`` quarter turns clockwise to a ``size`` x ``size``
    Surface with per-pixel alpha. Components ignore ``rotation`` (they never rotate)."""
    size = max(8, int(size))
    rotation = rotation % 4 if tile.rotatable else 0
    factor = _supersample_factor(size)
    big = _new_surface(size * factor)
    pen = _Pen(big)
    seed = _seed(tile.id)
    lay = _layout(size, tile.is_source)

    cscale = lay["connector_scale"]
    name_plan = _plan_tile_name(tile, rotation, size) if lay["name"] else None
    if name_plan is not None and len(name_plan.lines) == 3:
        lay["cy"], lay["r"] = EMBLEM_FOR_THREE_LINES
    if tile.is_source:
        _draw_frame(pen, pal.IRON_LIGHT, pal.IRON, seed, (20, 16, 12))
        for x, y in ((9.5, 9.5), (90.5, 9.5), (9.5, 90.5), (90.5, 90.5)):
            _rivet(pen, x, y, 1.8)
        _draw_source_outlets(big, tile.supplies, cscale)
        _draw_boiler(pen, tile, lay["cx"], lay["cy"], lay["r"])
        if lay["name"]:
            # Parchment name plate riveted to the iron.
            x, y, w, h = PLATE_RECT
            pen.rect(x, y, w, h, pal.PARCHMENT, pal.BRASS_DARK, 1.0, radius=2.5)
            pen.rect(x + 1.5, y + 1.5, w - 3, h - 3, None, pal.PARCHMENT_SHADE, 0.7, radius=2)
    else:
        _draw_frame(pen, pal.lighter(pal.PARCHMENT, 0.25), pal.PARCHMENT_SHADE, seed, pal.INK_SOFT)
        sides = tile.rotated_sides(rotation)
        for side, code in enumerate(sides):
            if code == "-":
                continue
            if tile.kind == rules_data.CONVERTER:
                is_input = side == (tile.input_side + rotation) % 4
                _draw_on_side(
                    big, side, lambda p, i=is_input: _connector_converter(p, 50.0, cscale, i)
                )
            elif tile.kind == rules_data.ITERATOR:
                _draw_on_side(big, side, lambda p: _connector_clamp(p, 50.0, cscale))
            else:
                draw_connector(big, code, side, cscale)
        _draw_medallion(pen, lay["cx"], lay["cy"], lay["r"], tile.effect, rotation)

    out = _finish(big, size)
    _seal_card(out, round(7 * size / 100), inset=1)
    _draw_corner_marks(out, tile, size)
    if name_plan is not None:
        name_plan.draw(out, size)
    elif tile.short and size >= SHORT_MIN_TILE:
        _draw_short_label(out, tile, size)
    return out


# =============================================================================================
# Tile backs
# =============================================================================================
def draw_tile_back(stack: str, size: int = 96) -> pygame.Surface:
    """The face-down side of a tile from ``stack`` (start, age1, age2, age3)."""
    size = max(8, int(size))
    colour = pal.STACK_BACK_COLOURS.get(stack, pal.IRON)
    factor = _supersample_factor(size)
    big = _new_surface(size * factor)
    pen = _Pen(big)
    _draw_frame(
        pen,
        pal.lighter(colour, 0.12),
        pal.darker(colour, 0.18),
        _seed(stack),
        pal.darker(colour, 0.4),
    )
    is_light = pal.luminance(colour) > 0.4
    engrave = pal.darker(colour, 0.22) if is_light else pal.lighter(colour, 0.14)
    # Engraved diagonal hatching, on its own layer clipped to the inner field.
    inset = pen.n(4.2)
    field_px = big.get_width() - 2 * inset
    hatch = _new_surface(field_px)
    hatch_pen = _Pen(hatch)
    for k in range(-100, 200, 6):
        hatch_pen.line((k, 0), (k + 100, 100), engrave, 0.6)
    _rounded_mask_apply(hatch, pen.n(4))
    big.blit(hatch, (inset, inset))
    pygame.draw.rect(
        big,
        pal.BRASS_DARK,
        pygame.Rect(inset, inset, field_px, field_px),
        pen.n(0.9),
        border_radius=pen.n(4),
    )
    # Central emblem: a brass gear ring carrying the age numeral.
    pen.poly(_gear_points(50, 50, 31, 26.5, 16, 0), pal.BRASS, pal.BRASS_DARK, 1.2)
    pen.circle(
        50,
        50,
        23,
        pal.darker(colour, 0.1) if not is_light else pal.lighter(colour, 0.2),
        pal.BRASS_DARK,
        1.2,
    )
    pen.circle(50, 50, 20, None, pal.BRASS_LIGHT, 0.7)
    for x, y in ((12, 12), (88, 12), (12, 88), (88, 88)):
        _rivet(pen, x, y, 2.2)
    out = _finish(big, size)
    _seal_card(out, round(7 * size / 100), inset=1)
    label = pal.STACK_LABELS.get(stack, "")
    text_colour = pal.INK if is_light else pal.PARCHMENT
    unit = size / 100.0
    if stack == "start":
        text = fit_text(
            "Start",
            "display",
            round(38 * unit),
            round(24 * unit),
            text_colour,
            max_size=max(6, round(16 * unit)),
            min_size=5,
        )
    else:
        text = get_font("display", max(6, round(26 * unit))).render(label, True, text_colour)
    out.blit(text, text.get_rect(center=(size // 2, round(size * 0.5))))
    return out


# =============================================================================================
# Tokens
# =============================================================================================
def _mark_points(mark: str, cx: float, cy: float, r: float) -> list[Point] | None:
    if mark == "square":
        return _regular_polygon(cx, cy, r * 1.05, 4, -45)
    if mark == "triangle":
        return _regular_polygon(cx, cy + r * 0.15, r * 1.15, 3, -90)
    if mark == "diamond":
        return [(cx, cy - r * 1.15), (cx + r * 0.85, cy), (cx, cy + r * 1.15), (cx - r * 0.85, cy)]
    if mark == "hexagon":
        return _regular_polygon(cx, cy, r * 1.02, 6, 0)
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
    pen: _Pen, mark: str, cx: float, cy: float, r: float, fill: RGB, outline: RGB, width: float
) -> None:
    pts = _mark_points(mark, cx, cy, r)
    if pts is None:
        pen.circle(cx, cy, r, fill, outline, width)
    else:
        pen.poly(pts, fill, outline, width)


def draw_mechanic(style: PlayerStyle, size: int = 40) -> pygame.Surface:
    """A mechanic: a brass-rimmed disc in the player's colour carrying their shape mark."""
    size = max(8, int(size))
    big = _new_surface(size * _supersample_factor(size))
    pen = _Pen(big)
    pen.circle(51.5, 53, 46, (0, 0, 0))  # cast shadow keeps it readable on any background
    pen.circle(50, 50, 46, pal.BRASS, pal.BRASS_DARK, 2.0)
    pen.circle(50, 50, 39, style.colour, pal.darker(style.colour, 0.5), 1.6)
    pen.circle(44, 42, 26, style.light)
    pen.circle(50, 50, 30, style.colour)
    _pen_mark(pen, style.mark, 50, 50, 21, style.ink, pal.darker(style.colour, 0.6), 1.5)
    return _finish(big, size)


def draw_automaton(style: PlayerStyle, size: int = 40) -> pygame.Surface:
    """An Automaton worker: a riveted iron plate with a clockwork face, in the player's colour,
    with the player's mark on its chest."""
    size = max(8, int(size))
    big = _new_surface(size * _supersample_factor(size))
    pen = _Pen(big)
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
    return _finish(big, size)


def draw_clock_counter(size: int = 32) -> pygame.Surface:
    """A clock counter: a brass pocket-watch face (the age timer)."""
    size = max(8, int(size))
    big = _new_surface(size * _supersample_factor(size))
    pen = _Pen(big)
    pen.circle(51.5, 53, 45, (0, 0, 0))
    pen.rect(43, 0, 14, 10, pal.BRASS, pal.BRASS_DARK, 1.5, radius=3)  # crown
    pen.circle(50, 52, 45, pal.BRASS, pal.BRASS_DARK, 2.0)
    pen.circle(50, 52, 37, pal.PARCHMENT, pal.BRASS_DARK, 1.5)
    for k in range(12):
        a = k * 30
        pen.line(_polar(50, 52, 29, a), _polar(50, 52, 34, a), pal.INK, 2.6 if k % 3 == 0 else 1.3)
    pen.line((50, 52), _polar(50, 52, 22, -90), pal.INK, 4)
    pen.line((50, 52), _polar(50, 52, 16, 30), pal.INK, 4)
    pen.circle(50, 52, 4, pal.OXIDE_RED)
    return _finish(big, size)


def draw_coin(size: int = 32, value: int = 1) -> pygame.Surface:
    """A gold coin with a milled edge and its value in pounds."""
    size = max(8, int(size))
    big = _new_surface(size * _supersample_factor(size))
    pen = _Pen(big)
    pen.circle(51.5, 53, 46, (0, 0, 0))
    pen.poly(_gear_points(50, 50, 47, 44.5, 36), pal.GOLD_DARK)  # milled rim
    pen.circle(50, 50, 44, pal.GOLD, pal.GOLD_DARK, 1.5)
    pen.circle(46, 45, 30, pal.lighter(pal.GOLD, 0.2))
    pen.circle(50, 50, 36, None, pal.GOLD_DARK, 1.6)
    out = _finish(big, size)
    label = f"£{value}"
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
    big = _new_surface(size * _supersample_factor(size))
    pen = _Pen(big)
    ring = pal.CONNECTOR_COLOURS.get(power, pal.BRASS)
    pen.circle(51.5, 53, 46, (0, 0, 0))
    pen.circle(50, 50, 46, ring, pal.INK, 2.0)
    pen.circle(50, 50, 37, pal.IRON, pal.darker(ring, 0.4), 1.5)
    pen.circle(45, 44, 26, pal.IRON_LIGHT)
    pen.circle(50, 50, 33, pal.IRON)
    if power == "C":
        pen.poly(_gear_points(50, 50, 28, 21, 10), pal.BRASS, pal.BRASS_DARK, 1.8)
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
        _connector_socket(pen, 50, 2.6)
    return _finish(big, size)


# =============================================================================================
# Cached accessors for the UI
# =============================================================================================
def _maybe_convert(surface: pygame.Surface) -> pygame.Surface:
    """convert_alpha() speeds up blits but needs a display mode; skip it when there is none."""
    try:
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            return surface.convert_alpha()
    except pygame.error:
        pass
    return surface


def normalise_rotation(tile: TileDef, rotation: int) -> int:
    """Rotation used for drawing: 0-3 for rotatable tiles, always 0 for the rest."""
    return rotation % 4 if tile.rotatable else 0


def tile_surface(tile_id: str, rotation: int = 0, size: int = 96) -> pygame.Surface:
    """The picture of tile ``tile_id`` turned ``rotation`` clockwise quarter turns, cached.

    Cheap to call every frame. Do not draw on the returned surface: it is shared.
    """
    tile = rules_data.load().tile(tile_id)
    return _tile_surface_cached(tile_id, normalise_rotation(tile, rotation), int(size))


@functools.lru_cache(maxsize=1024)
def _tile_surface_cached(tile_id: str, rotation: int, size: int) -> pygame.Surface:
    return _maybe_convert(draw_tile(rules_data.load().tile(tile_id), rotation, size))


@functools.lru_cache(maxsize=64)
def tile_back_surface(stack: str, size: int = 96) -> pygame.Surface:
    """Cached face-down tile of ``stack``."""
    return _maybe_convert(draw_tile_back(stack, size))


@functools.lru_cache(maxsize=128)
def mechanic_surface(
    seat: int, size: int = 40, colour_blind: bool = False, automaton: bool = False
) -> pygame.Surface:
    """Cached mechanic (or Automaton) token of player ``seat``."""
    style = pal.player_style(seat, colour_blind)
    drawn = draw_automaton(style, size) if automaton else draw_mechanic(style, size)
    return _maybe_convert(drawn)


@functools.lru_cache(maxsize=64)
def token_surface(kind: str, size: int = 32, value: int = 1) -> pygame.Surface:
    """Cached small token: ``clock``, ``coin`` (with ``value``), or a basic source ``C``/``S``/``E``."""
    if kind == "clock":
        drawn = draw_clock_counter(size)
    elif kind == "coin":
        drawn = draw_coin(size, value)
    else:
        drawn = draw_source_token(kind, size)
    return _maybe_convert(drawn)


def clear_caches() -> None:
    """Drop every cached picture (after a display mode change, or to free memory)."""
    _tile_surface_cached.cache_clear()
    tile_back_surface.cache_clear()
    mechanic_surface.cache_clear()
    token_surface.cache_clear()
