"""Where the build panel's parts go inside the rect it is given: pure arithmetic, no pygame.

    +--------------------------------------------------------------+
    | Title            [Exactly 3 tiles] [Costs £2]                |  header
    |--------------------------------------------------------------|
    | Supply  |                                   | Devices      |
    |  tray   |                                   |  (add mode:  |
    |  tiles  |            snapping grid          |   a list by  |
    |         |                                   |   owner that |
    |         |  help line                        |   scrolls)   |
    |--------------------------------------------------------------|
    | (!) reason in words                   [Clear] [Decline] [Confirm] |  footer
    +--------------------------------------------------------------+

Sizes are design pixels (the 1600x900 layout) times the scale. The grid's cells are sized by the
panel from `grid` and the model's span; everything else is fixed here.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from steamworks.ui.geometry import Extent, Grid, Rect, fit_grid

FRAME = 9  # the brass frame is drawn outside the card: keep it inside the rect we were given
PAD = 18
HEADER = 58
FOOTER = 70
HELP = 24
CHIPS_LINE = 34  # larger text: the requirement chips on a line of their own under the title
DEVICE_LIST_WIDTH = 270  # the add panel's device list, right of the grid
TRAY_WIDTH = 236
GAP = 14
MAX_PITCH = 124  # cells never larger than this (design px): a 2-tile device is not a poster
GAP_RATIO = 0.1  # the seam between tiles, where contact marks sit
BENCH_PAD = 10  # room between the workbench's rim and its outer cells


class PanelRegions(NamedTuple):
    card: Rect  # the parchment card (its frame is drawn just outside)
    header: Rect
    tray: Rect  # the supply tray, with its heading
    devices: Rect | None  # the device list (add mode with several devices)
    grid: Rect  # the grid area (the workbench inset)
    help: Rect  # a line of how-to under the grid
    footer: Rect
    status: Rect  # the reason text, left of the buttons
    confirm: Rect
    cancel: Rect
    clear: Rect
    scale: float
    chip_rows: int = 0  # rows of requirement chips under the title (0: beside it)
    chip_line: float = 0.0  # the height of one such row


def panel_regions(
    rect: Rect,
    scale: float,
    with_devices: bool = False,
    grow: float = 1.0,
    chip_rows: int | None = None,
    chip_line: float | None = None,
    help_lines: int | None = None,
) -> PanelRegions:
    """The panel's parts for a panel occupying `rect` at `scale`. `grow`: how much larger than
    the layout the text is drawn (geometry.text_gain); beyond 1 the header has a second line for
    the requirements and the help two lines. The words' own measure (`words_room`) may ask for
    more: `chip_rows` rows of requirements under the title (0: beside it), each `chip_line`
    high, and `help_lines` lines of help."""

    def s(v: float) -> float:
        return v * scale

    if chip_rows is None:
        chip_rows = 0 if grow <= 1.0 else 1
    if chip_line is None:
        chip_line = s(CHIPS_LINE)
    if help_lines is None:
        help_lines = 1 if grow <= 1.0 else 2
    card = rect.inset(s(FRAME))
    inner = card.inset(s(PAD))
    header_h = s(HEADER) * max(1.0, grow) + chip_rows * chip_line if chip_rows else s(HEADER)
    # larger text: the footer grows with it, so the status's reason keeps its lines
    header, body, footer = inner.split_rows([header_h, 0, s(FOOTER) * max(1.0, grow)], s(GAP) * 0.6)
    tray_width = min(s(TRAY_WIDTH), body.w * 0.3)
    tray, work = body.split_columns([tray_width, 0], s(GAP))
    devices = None
    if with_devices:
        work, devices = work.split_columns([0, min(s(DEVICE_LIST_WIDTH), work.w * 0.34)], s(GAP))
    grid, help_line = work.split_rows([0, s(HELP) * help_lines * max(1.0, grow)], s(4))
    button_w, button_h = s(150), s(50)
    clear_w = s(116)
    by = footer.y + (footer.h - button_h) / 2 + s(4)
    confirm = Rect(footer.right - button_w, by, button_w, button_h)
    cancel = Rect(confirm.x - s(12) - button_w, by, button_w, button_h)
    clear = Rect(cancel.x - s(12) - clear_w, by, clear_w, button_h)
    status = Rect(footer.x, footer.y + s(4), max(0.0, clear.x - s(18) - footer.x), footer.h - s(4))
    return PanelRegions(
        card,
        header,
        tray,
        devices,
        grid,
        help_line,
        footer,
        status,
        confirm,
        cancel,
        clear,
        scale,
        chip_rows,
        chip_line,
    )


def grid_pitch(area: Rect, span: tuple[int, int], scale: float) -> float:
    """Cell pitch that shows `span` (rows, cols) in `area`, at most MAX_PITCH design px."""
    rows, cols = span
    return max(8.0, min(MAX_PITCH * scale, area.w / max(1, cols), area.h / max(1, rows)))


def grid_window(area: Rect, pitch: float) -> tuple[int, int]:
    """How many whole rows and columns of `pitch` fit in `area`."""
    return (max(1, math.floor(area.h / pitch)), max(1, math.floor(area.w / pitch)))


def place_grid(area: Rect, extent: Extent, pitch: float) -> Grid:
    """The grid showing `extent` centred in `area` at exactly `pitch`."""
    return fit_grid(area, extent, max_pitch=pitch, gap_ratio=GAP_RATIO)


class TrayLayout(NamedTuple):
    heading: Rect
    slots: list[Rect]  # one square per tray entry, in order
    size: float  # tile size in the tray


def tray_layout(tray: Rect, count: int, scale: float, largest: float) -> TrayLayout:
    """Tiles of the tray in rows of two or three, as large as fit (never larger than `largest`)."""
    heading, body = tray.split_rows([scale * 40, 0], 0)
    body = body.inset(scale * 12, scale * 8)
    count = max(1, count)
    gap = scale * 12

    def fitted(columns: int) -> float:
        """The largest tile size with `columns` tiles to a row."""
        rows = math.ceil(count / columns)
        return min(
            (body.w - gap * (columns - 1)) / columns, (body.h - gap * (rows - 1)) / rows, largest
        )

    best: tuple[float, int] = (0.0, 2)
    for columns in (1, 2, 3):
        # prefer two columns: a single column of huge tiles looks empty, three looks cramped
        bonus = 1.08 if columns == 2 else 1.0
        if fitted(columns) * bonus > best[0]:
            best = (fitted(columns) * bonus, columns)
    columns = best[1]
    size = max(8.0, fitted(columns))
    # a label under each tile needs a little room: rows step by size plus the gap
    width = columns * size + (columns - 1) * gap
    left = body.x + (body.w - width) / 2
    slots = []
    for index in range(count):
        row, col = divmod(index, columns)
        slots.append(Rect(left + col * (size + gap), body.y + row * (size + gap), size, size))
    return TrayLayout(heading, slots, size)
