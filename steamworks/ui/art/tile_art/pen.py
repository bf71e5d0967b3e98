"""Drawing in tile units: `Pen` maps a tile's 0-100 units to the pixels of one supersampled
surface, plus the shape helpers (gears, stars, arcs, polygons) and the supersample-then-scale
surfaces every picture is drawn on."""

from __future__ import annotations

import math
import zlib
from collections.abc import Iterable, Sequence

import pygame

from ..palette import RGB

Point = tuple[float, float]

N, E, S, W = 0, 1, 2, 3


# =============================================================================================
# Small geometry helpers (all in pixel space of the surface being drawn on)
# =============================================================================================
class Pen:
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


def polar(cx: float, cy: float, r: float, angle_deg: float) -> Point:
    a = math.radians(angle_deg)
    return (cx + r * math.cos(a), cy + r * math.sin(a))


def gear_points(
    cx: float,
    cy: float,
    r_tip: float,
    r_root: float,
    teeth: int,
    phase_deg: float = 0.0,
    root_half: float = 0.30,
    tip_half: float = 0.17,
) -> list[Point]:
    """Outline of a spur gear with trapezoid teeth, the first tooth centred at `phase_deg`.

    Each tooth spans `root_half` of the tooth period either side of its centre at the root and
    `tip_half` at the tip. The one gear outline of the game: tiles, tokens, the title screen's
    gears and the icon (`steamworks.ui.draw.draw_gear`)."""
    pts: list[Point] = []
    period = 360.0 / teeth
    for i in range(teeth):
        a0 = phase_deg + i * period
        pts.append(polar(cx, cy, r_root, a0 - root_half * period))
        pts.append(polar(cx, cy, r_tip, a0 - tip_half * period))
        pts.append(polar(cx, cy, r_tip, a0 + tip_half * period))
        pts.append(polar(cx, cy, r_root, a0 + root_half * period))
    return pts


def star_points(
    cx: float, cy: float, r_out: float, r_in: float, points: int = 5, phase_deg: float = -90.0
) -> list[Point]:
    pts: list[Point] = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        pts.append(polar(cx, cy, r, phase_deg + i * 180.0 / points))
    return pts


def arc_band(
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
        polar(cx, cy, r_out, start_deg + (end_deg - start_deg) * i / steps)
        for i in range(steps + 1)
    ]
    inner = [
        polar(cx, cy, r_in, end_deg - (end_deg - start_deg) * i / steps) for i in range(steps + 1)
    ]
    return outer + inner


def regular_polygon(
    cx: float, cy: float, r: float, sides: int, phase_deg: float = -90.0
) -> list[Point]:
    return [polar(cx, cy, r, phase_deg + i * 360.0 / sides) for i in range(sides)]


def supersample_factor(size: int) -> int:
    """Draw at least ~240 px wide (smooth edges after scaling) but no more than 6x."""
    return max(2, min(6, math.ceil(240 / max(1, size))))


def scale_down(big: pygame.Surface, size: int | tuple[int, int]) -> pygame.Surface:
    """Scale a supersampled drawing to its final size with filtering (the antialiasing)."""
    wh = (size, size) if isinstance(size, int) else size
    return pygame.transform.smoothscale(big, wh)


def new_surface(w: int, h: int | None = None) -> pygame.Surface:
    """A transparent per-pixel-alpha surface; needs no display mode."""
    return pygame.Surface((w, w if h is None else h), pygame.SRCALPHA, 32)


def stable_seed(text: str) -> int:
    # Deterministic across runs (unlike hash()), so generated PNGs do not churn in git.
    return zlib.crc32(text.encode("utf-8"))


# =============================================================================================
