"""Screen geometry without pygame: the build area's snapping grid, scale and dialog placement.

Everything here is plain arithmetic on tuples so it can be tested without a display and
reused by any scene:

- `Rect`: a small immutable rectangle (x, y, w, h) with the few operations layouts need;
- `ui_scale` / `scaled`: one scale factor from the window size and the player's UI-scale
  setting, so that the 1600x900 design grows to 2560x1440 and shrinks to 1280x720;
- `Grid`: the build area's cells: screen point -> cell, cell -> screen rect, snapping a
  dragged tile's centre to the nearest cell within a radius;
- `follow_extent` and `fit_grid`: which cells the build area shows around a layout, and how
  big they can be;
- `dialog_rect`: a dialog's rect, scaled and centred in the window.

The game screen's panels are `steamworks.ui.game.layout`'s (one layout for the game and the
build demo).

Cells are (row, col) like the rules' layouts: row grows downwards, north is row - 1.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import NamedTuple

Point = tuple[float, float]
Cell = tuple[int, int]

DESIGN_SIZE = (1600, 900)  # the size every layout is designed at (scale 1.0)
MIN_SCALE = 0.6
MAX_SCALE = 2.4
MAX_USER_GAIN = 1.1  # the largest text size the whole layout grows with
MAX_TEXT_SIZE = 2.0  # the largest text size a player may choose (200%)


class Rect(NamedTuple):
    """An axis-aligned rectangle; right and bottom edges are exclusive, as in pygame."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def centre(self) -> Point:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def contains(self, point: Point) -> bool:
        px, py = point
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def inset(self, dx: float, dy: float | None = None) -> Rect:
        """The rectangle shrunk by dx on the left and right and dy on top and bottom."""
        dy = dx if dy is None else dy
        return Rect(self.x + dx, self.y + dy, max(0.0, self.w - 2 * dx), max(0.0, self.h - 2 * dy))

    def rounded(self) -> tuple[int, int, int, int]:
        """Whole pixels, with the far edges rounded too so neighbouring rects do not gap."""
        x0, y0 = round(self.x), round(self.y)
        return (x0, y0, round(self.x + self.w) - x0, round(self.y + self.h) - y0)

    def split_columns(self, widths: Sequence[float], gap: float = 0.0) -> list[Rect]:
        """Side-by-side rects of the given widths; a width <= 0 takes an equal share of what is left."""
        return [Rect(x, self.y, w, self.h) for x, w in _spans(self.x, self.w, widths, gap)]

    def split_rows(self, heights: Sequence[float], gap: float = 0.0) -> list[Rect]:
        """Stacked rects of the given heights; a height <= 0 takes an equal share of what is left."""
        return [Rect(self.x, y, self.w, h) for y, h in _spans(self.y, self.h, heights, gap)]


def centred(width: float, height: float, within: Rect) -> Rect:
    """A width x height rect centred in `within`."""
    return Rect(
        within.x + (within.w - width) / 2, within.y + (within.h - height) / 2, width, height
    )


def ui_scale(window_size: tuple[int, int], user_scale: float = 1.0) -> float:
    """The factor from design pixels (1600x900) to window pixels.

    The window's smaller relative dimension decides, so a layout always fits; the player's
    text-size setting then multiplies it, up to MAX_USER_GAIN.
    """
    w, h = window_size
    base = min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1])
    # The whole layout grows with the setting only up to MAX_USER_GAIN: a larger table would
    # no longer fit the window. Beyond it only the text grows (`text_gain`), and the panels
    # make room for it (wrapping, scrolling) instead.
    gain = min(user_scale, MAX_USER_GAIN)
    return max(MIN_SCALE, min(MAX_SCALE, base * gain))


def text_gain(user_scale: float) -> float:
    """How much larger than its layout the text is drawn at text size `user_scale`: 1.0 up to
    MAX_USER_GAIN (the layout grows with the text), the rest beyond it (125% -> 1.25 / 1.1)."""
    return max(1.0, min(user_scale, MAX_TEXT_SIZE) / MAX_USER_GAIN)


def scaled(value: float, scale: float) -> int:
    """A design-pixel length in window pixels, never below one pixel."""
    return max(1, round(value * scale))


# --- the build area's grid ------------------------------------------------------------------


class Grid(NamedTuple):
    """Square cells on screen: cell (0, 0)'s top-left corner is at `origin`.

    `pitch` is the distance between neighbouring cells; tiles are drawn `cell_size` wide
    inside it, so `pitch - cell_size` is the visible gap between tiles.
    """

    origin_x: float
    origin_y: float
    pitch: float
    gap: float = 0.0

    @property
    def cell_size(self) -> float:
        return self.pitch - self.gap

    def cell_at(self, point: Point) -> Cell:
        """The cell whose pitch square holds `point` (a point in a gap belongs to the cell left/above)."""
        px, py = point
        col = math.floor((px - self.origin_x) / self.pitch)
        row = math.floor((py - self.origin_y) / self.pitch)
        return (row, col)

    def cell_rect(self, cell: Cell) -> Rect:
        """Where a tile in `cell` is drawn."""
        row, col = cell
        half_gap = self.gap / 2
        return Rect(
            self.origin_x + col * self.pitch + half_gap,
            self.origin_y + row * self.pitch + half_gap,
            self.cell_size,
            self.cell_size,
        )

    def cell_centre(self, cell: Cell) -> Point:
        row, col = cell
        return (self.origin_x + (col + 0.5) * self.pitch, self.origin_y + (row + 0.5) * self.pitch)

    def snap(
        self,
        point: Point,
        radius: float | None = None,
        allowed: Iterable[Cell] | None = None,
    ) -> Cell | None:
        """The cell a dragged tile whose centre is at `point` should drop into, or None.

        Only cells whose centre lies within `radius` of the point qualify (default: half a
        pitch times 1.2, so a drop near a corner still lands). With `allowed`, only those cells
        qualify (empty cells next to the device, say). Ties go to the upper-left cell so the
        answer never depends on iteration order.
        """
        limit = self.pitch * 0.6 if radius is None else radius
        if allowed is None:
            row, col = self.cell_at(point)
            candidates: Iterable[Cell] = [
                (row + dr, col + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            ]
        else:
            candidates = allowed
        best: tuple[float, Cell] | None = None
        for cell in candidates:
            cx, cy = self.cell_centre(cell)
            dist = math.hypot(point[0] - cx, point[1] - cy)
            if dist > limit:
                continue
            if best is None or (dist, cell) < best:
                best = (dist, cell)
        return None if best is None else best[1]


class Extent(NamedTuple):
    """A block of cells: rows first_row .. first_row + rows - 1, likewise columns."""

    first_row: int
    first_col: int
    rows: int
    cols: int

    def cells(self) -> list[Cell]:
        return [
            (r, c)
            for r in range(self.first_row, self.first_row + self.rows)
            for c in range(self.first_col, self.first_col + self.cols)
        ]

    def __contains__(self, cell: object) -> bool:  # type: ignore[override]
        if not (isinstance(cell, tuple) and len(cell) == 2):
            return False
        r, c = cell
        return (
            self.first_row <= r < self.first_row + self.rows
            and self.first_col <= c < self.first_col + self.cols
        )


def fit_grid(area: Rect, extent: Extent, max_pitch: float, gap_ratio: float = 0.06) -> Grid:
    """The largest grid (pitch at most `max_pitch`) that shows `extent` inside `area`, centred."""
    pitch = min(max_pitch, area.w / max(1, extent.cols), area.h / max(1, extent.rows))
    pitch = max(1.0, pitch)
    width, height = pitch * extent.cols, pitch * extent.rows
    left = area.x + (area.w - width) / 2
    top = area.y + (area.h - height) / 2
    return Grid(
        origin_x=left - extent.first_col * pitch,
        origin_y=top - extent.first_row * pitch,
        pitch=pitch,
        gap=pitch * gap_ratio,
    )


# --- dialogs -----------------------------------------------------------------------------


def dialog_rect(window_size: tuple[int, int], width: float, height: float, scale: float) -> Rect:
    """A dialog of design size width x height, scaled and centred, never larger than the window."""
    w, h = window_size
    dw = min(width * scale, w - 20 * scale)
    dh = min(height * scale, h - 20 * scale)
    return centred(dw, dh, Rect(0, 0, w, h))


# --- the build area's window of cells ---------------------------------------------------------


def follow_extent(
    current: Extent | None, cells: Iterable[Cell], rows: int, cols: int, margin: int = 1
) -> Extent:
    """A rows x cols window of cells that shows `cells` with `margin` free cells around them.

    The window only moves when it has to: if `current` (of the same size) already shows the
    cells with their margin it is kept, so tiles do not jump about while a player builds.
    Otherwise it shifts as little as possible, and when the cells cannot fit at all it is
    centred on them. With no cells, a window that is kept, or one centred on cell (0, 0).
    """
    cells = list(cells)
    rows, cols = max(1, rows), max(1, cols)
    if current is not None and (current.rows, current.cols) != (rows, cols):
        current = None
    if not cells:
        if current is not None:
            return current
        return Extent(-(rows // 2), -(cols // 2), rows, cols)
    r0 = min(r for r, _ in cells) - margin
    r1 = max(r for r, _ in cells) + margin
    c0 = min(c for _, c in cells) - margin
    c1 = max(c for _, c in cells) + margin
    if current is None:
        centre_r, centre_c = (r0 + r1) // 2, (c0 + c1) // 2
        return Extent(centre_r - (rows - 1) // 2, centre_c - (cols - 1) // 2, rows, cols)

    def shift(first: int, span: int, low: int, high: int) -> int:
        if high - low + 1 > span:  # cannot show it all: centre on it
            return (low + high) // 2 - (span - 1) // 2
        if low < first:
            return low
        if high > first + span - 1:
            return high - span + 1
        return first

    return Extent(
        shift(current.first_row, rows, r0, r1), shift(current.first_col, cols, c0, c1), rows, cols
    )


def shared_edge(grid: Grid, a: Cell, b: Cell) -> tuple[Point, Point]:
    """The two ends of the screen segment between orthogonally adjacent cells `a` and `b`,
    in the middle of the gap between their tiles (where a contact marker goes)."""
    (ra, ca), (rb, cb) = a, b
    if abs(ra - rb) + abs(ca - cb) != 1:
        raise ValueError(f"cells {a} and {b} are not orthogonal neighbours")
    ax, ay = grid.cell_centre(a)
    bx, by = grid.cell_centre(b)
    mx, my = (ax + bx) / 2, (ay + by) / 2
    half = grid.cell_size / 2
    if ra == rb:  # side by side: a vertical seam
        return ((mx, my - half), (mx, my + half))
    return ((mx - half, my), (mx + half, my))


def _spans(
    start: float, room: float, sizes: Sequence[float], gap: float
) -> list[tuple[float, float]]:
    """(start, size) of each span laid one after another from `start` with `gap` between: a
    size <= 0 takes an equal share of the room the fixed sizes and gaps leave."""
    fixed = sum(size for size in sizes if size > 0)
    flexible = sum(1 for size in sizes if size <= 0)
    left = max(0.0, room - fixed - gap * (len(sizes) - 1))
    share = left / flexible if flexible else 0.0
    out, at = [], start
    for size in sizes:
        span = size if size > 0 else share
        out.append((at, span))
        at += span + gap
    return out
