"""Where each player's devices go on the tableau, as plain rectangles (no pygame).

Each player's area is fixed by the number of players; devices are packed into it in id order
(a new device takes the next free slot and never moves the old ones), at the largest of a few
tile sizes that lets every player's devices fit. A row has a set number of places, as many as
two-tile devices in a line fit across the area, one per device (two for a device four to six
tiles wide). So a device that gains a tile (Upgrader, Expander, Sourcer) keeps its row and its
place in it: the devices after it in its row step aside, or, when the row has no room for
the wider device, the whole table shrinks a step and every device keeps its row (unless the
smaller rows take one device more). `mechanic_spot` and `source_slot_rect` place a source
tile's mechanic spaces inside its cell, for drawing and for clicking.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import attrs

from steamworks.rules.state import GameState
from steamworks.ui.geometry import Rect


@attrs.frozen(eq=False)
class DeviceBox:
    """One device on the table: its frame and the rect of each of its tiles."""

    device: int
    owner: int
    tile: float
    frame: Rect
    cells: dict  # pos -> Rect
    pad: float = 2.0  # the frame's margin around each tile


@attrs.frozen
class PlayerArea:
    seat: int
    rect: Rect
    header: Rect
    body: Rect
    devices: tuple[DeviceBox, ...]
    places_per_row: int = 1  # how many places a row of this area has (`places_per_row`)


@attrs.frozen
class TableauLayout:
    rect: Rect
    tile: float
    areas: tuple[PlayerArea, ...]  # in seat order

    def device_box(self, device_id: int) -> DeviceBox | None:
        for area in self.areas:
            for box in area.devices:
                if box.device == device_id:
                    return box
        return None


def _extent(layout) -> tuple[int, int, int, int]:
    """(first row, first col, rows, cols) of a device layout."""
    rows = [p[0] for p, _t, _r in layout]
    cols = [p[1] for p, _t, _r in layout]
    return min(rows), min(cols), max(rows) - min(rows) + 1, max(cols) - min(cols) + 1


def _box_size(rows: int, cols: int, tile: float, gap: float, pad: float) -> tuple[float, float]:
    return cols * tile + (cols - 1) * gap + 2 * pad, rows * tile + (rows - 1) * gap + 2 * pad


def row_places(cols: int) -> int:
    """The places in a row a device `cols` wide takes: one up to three columns (so a device
    grown from two tiles in a line to three takes what it took before), two up to six."""
    return max(1, math.ceil(cols / 3))


def _row_pack(
    sizes: Sequence[tuple[float, float]],
    places: Sequence[int],
    width: float,
    height: float,
    spacing: float,
    per_row: int,
) -> list[tuple[float, float]] | None:
    """Top-left offsets placing boxes left to right in rows of `per_row` places (box i takes
    `places[i]`), or None if a row is too wide or the rows too tall. Which row a box is in
    depends on the places of the boxes before it and its own, never on their sizes."""
    rows: list[list[tuple[float, float]]] = []
    taken = per_row
    for size, place in zip(sizes, places):
        if taken + place > per_row:  # a new row (a box wider than a row gets one of its own)
            rows.append([])
            taken = 0
        rows[-1].append(size)
        taken += place
    out = []
    y = 0.0
    for row in rows:
        x = 0.0
        for w, _h in row:
            out.append((x, y))
            x += w + spacing
        if x - spacing > width + 0.01:
            return None
        y += max(h for _w, h in row) + spacing
    if y - spacing > height + 0.01:
        return None
    return out


def _shelf_pack(
    sizes: Sequence[tuple[float, float]], width: float, height: float, spacing: float
) -> list[tuple[float, float]] | None:
    """Top-left offsets placing boxes left to right in rows (shelves), or None if they do not fit."""
    out = []
    x = y = shelf_h = 0.0
    for w, h in sizes:
        if w > width + 0.01:
            return None
        if x > 0 and x + w > width + 0.01:
            x = 0.0
            y += shelf_h + spacing
            shelf_h = 0.0
        out.append((x, y))
        x += w + spacing
        shelf_h = max(shelf_h, h)
    if y + shelf_h > height + 0.01:
        return None
    return out


# The tile sizes the tableau may use, largest first (design pixels). The size only changes
# when a device no longer fits at the current one, so a few steps far apart keep the devices
# still for most of the game.
DEVICE_TILE_STEPS = (96, 84, 72, 62, 54, 46, 40, 34, 28, 22, 18)
# A row of an area has as many places as two-tile devices in a line fit across it (the
# smallest and commonest device): which row a device is in never depends on sizes that
# change when a device grows by a tile.
ROW_MEASURE_COLUMNS = 2


def tableau_rows(players: int) -> int:
    """How many rows of player areas: one for up to three players, two beyond."""
    return 1 if players <= 3 else 2


def tableau_areas(rect: Rect, players: int, scale: float) -> list[Rect]:
    """Each seat's area, in seat order: equal shares of the tableau that depend only on the
    number of players, so an area never moves as devices are built (two rows: the first
    holds the odd seat)."""
    gap = 8 * scale
    rows = tableau_rows(players)
    per_row = [math.ceil(players / rows)] + [players - math.ceil(players / rows)] * (rows - 1)
    out: list[Rect] = []
    for row_rect, count in zip(rect.split_rows([0] * rows, gap), per_row):
        out.extend(row_rect.split_columns([0] * count, gap))
    return out


def places_per_row(width: float, tile: int, spacing: float) -> int:
    """How many places a row `width` wide has at `tile`: as many as two-tile devices in a line
    fit (wider devices may make a row too wide: then the table shrinks a step)."""
    tile_gap = max(1.0, round(tile * 0.05))
    pad = max(2.0, round(tile * 0.07))
    measure = _box_size(1, ROW_MEASURE_COLUMNS, tile, tile_gap, pad)[0]
    return max(1, math.floor((width + spacing + 0.01) / (measure + spacing)))


def tableau_layout(rect: Rect, state: GameState, scale: float) -> TableauLayout:
    """Every player's devices in their own area. Areas are fixed by the number of players;
    devices go in id order (a new device takes the next free slot, after the others), in rows
    of a set number of places (`places_per_row`, `row_places`); every area uses the same tile
    size, the largest step of DEVICE_TILE_STEPS at which every player's devices fit. So
    building a device moves nothing already on the table, and a device that grows keeps its
    row and its place in the row, unless the table has to shrink a step to make room."""
    s = scale
    n = state.num_players
    header_h = 24 * s
    area_pad = 7 * s
    spacing = 9 * s
    by_owner: list[list] = [[] for _ in range(n)]
    for device in sorted(state.devices, key=lambda d: d.id):
        by_owner[device.owner].append(device)
    extents = [[_extent(d.layout) for d in devices] for devices in by_owner]
    areas = tableau_areas(rect, n, s)
    bodies = [
        Rect(a.x + area_pad, a.y + header_h, a.w - 2 * area_pad, a.h - header_h - area_pad)
        for a in areas
    ]

    def frame_sizes(seat: int, tile: int) -> list[tuple[float, float]]:
        tile_gap = max(1.0, round(tile * 0.05))
        pad = max(2.0, round(tile * 0.07))
        return [
            _box_size(rows, cols, tile, tile_gap, pad) for _r0, _c0, rows, cols in extents[seat]
        ]

    def packed(seat: int, tile: int) -> list[tuple[float, float]] | None:
        body = bodies[seat]
        per_row = places_per_row(body.w, tile, spacing)
        places = [row_places(cols) for _r0, _c0, _rows, cols in extents[seat]]
        return _row_pack(frame_sizes(seat, tile), places, body.w, body.h, spacing, per_row)

    steps = [max(8, round(step * s)) for step in DEVICE_TILE_STEPS]
    tile = steps[-1]  # nothing fits even at the smallest: draw small and let it clip
    for candidate in steps:
        if all(packed(seat, candidate) is not None for seat in range(n)):
            tile = candidate
            break
    tile_gap = max(1.0, round(tile * 0.05))
    pad = max(2.0, round(tile * 0.07))
    out_areas = []
    for seat, (area, body) in enumerate(zip(areas, bodies)):
        header = Rect(area.x, area.y, area.w, header_h)
        sizes = frame_sizes(seat, tile)
        spots = packed(seat, tile)
        if spots is None:  # only when nothing fits at all
            spots = _shelf_pack(sizes, body.w, math.inf, spacing) or [(0.0, 0.0)] * len(sizes)
        boxes = []
        for device, (r0, c0, _rows, _cols), (ox, oy), (w, h) in zip(
            by_owner[seat], extents[seat], spots, sizes
        ):
            frame = Rect(round(body.x + ox), round(body.y + oy), w, h)
            cells = {}
            for pos, _tid, _rot in device.layout:
                r, c = pos[0] - r0, pos[1] - c0
                cells[pos] = Rect(
                    frame.x + pad + c * (tile + tile_gap),
                    frame.y + pad + r * (tile + tile_gap),
                    tile,
                    tile,
                )
            boxes.append(DeviceBox(device.id, seat, tile, frame, cells, pad))
        per_row = places_per_row(body.w, tile, spacing)
        out_areas.append(PlayerArea(seat, area, header, body, tuple(boxes), per_row))
    return TableauLayout(rect, tile, tuple(out_areas))


def mechanic_spot(cell: Rect, spaces: int, slot: int) -> tuple[float, float, float]:
    """(x, y, radius) of mechanic space `slot` on a source tile drawn in `cell` (the tile art
    puts the boiler's spaces at 50 %, 34 % of the tile, or at 50 %, 36 % above the short-name
    plate when small: see tile_art.tile._layout)."""
    t = cell.w
    small = t < 72
    cx, cy = cell.x + t * 0.5, cell.y + t * (0.36 if small else 0.34)
    r = (17.0 if small else 14.5) * t / 100
    if spaces <= 1:
        return cx, cy, r * 0.62
    dx = r * 0.52 * (1 if slot else -1)
    return cx + dx, cy, r * 0.44


def source_slot_rect(cell: Rect, spaces: int, slot: int) -> Rect:
    """The clickable part of a source tile for mechanic space `slot` (its half for two spaces)."""
    if spaces <= 1:
        return cell
    half = cell.w / 2
    return Rect(cell.x + half * slot, cell.y, half, cell.h)
