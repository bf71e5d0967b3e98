"""Where everything in the build panel is on screen, and what lies under a point.

`PanelPositions` fits the panel's parts into its rect (`regions`), sizes the workbench's cells
for the model's span and chooses which of them show (`extent`, `grid`), places the tray's
slots and the device list (add mode, `steamworks.ui.build.device_list`), and answers the
questions input and drawing both ask: where is this cell, this tray tile, this device's row,
this button; what is under the pointer; where would the tile in hand snap. It reads the model
and never changes it (the list's scroll is the view's, like the grid's `extent`). `FocusKey`
names what the keyboard's ring can stand on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, NamedTuple

import pygame

from steamworks.forwarding import Forwarded
from steamworks.ui import geometry
from steamworks.ui.art import fonts
from steamworks.ui.build import regions as R
from steamworks.ui.build import words_room
from steamworks.ui.build.device_list import DeviceList
from steamworks.ui.build.model import AddModel, Cell, LayoutModel, Pick, is_cell
from steamworks.ui.focus import Focusable
from steamworks.ui.geometry import Extent, Grid, Rect

Point = tuple[float, float]
Box = tuple[float, float, float]  # centre x, centre y, size: where a tile is drawn
BUTTON_NAMES = ("confirm", "cancel", "clear")


class FocusKey(NamedTuple):
    """What the keyboard's ring stands on: ("device", device index), ("tray", tile id),
    ("cell", cell) or ("button", "confirm" | "cancel" | "clear"). A tuple, as every ring's
    key is (`steamworks.ui.focus`), so it compares equal to the plain pair."""

    kind: Literal["device", "tray", "cell", "button"]
    value: int | str | Cell


class PanelPositions:
    """The panel's layout over `rect` at `scale`, kept in step with the model's grid."""

    def __init__(
        self,
        model: LayoutModel,
        rect: Rect | pygame.Rect | tuple[float, float, float, float],
        scale: float,
        help_words: Callable[[LayoutModel, float, float], str] | None = None,
    ) -> None:
        self.model = model
        self.scale = scale
        # the help line's words in a width at a scale (the renderer's), measured for its lines
        self.help_words = help_words
        self._extent: Extent | None = None
        self._span: tuple[int, int] | None = None
        self.device_list: DeviceList | None = None
        self.seen_revision = -1  # the model revision the grid view was last fitted to
        self.relayout(rect, scale)

    def relayout(
        self,
        rect: Rect | pygame.Rect | tuple[float, float, float, float],
        scale: float | None = None,
    ) -> None:
        """Fit the panel to a new rect (window resized, UI scale changed)."""
        if scale is not None:
            self.scale = scale
        x, y, w, h = rect if not isinstance(rect, pygame.Rect) else (rect.x, rect.y, rect.w, rect.h)
        self.rect = Rect(x, y, w, h)
        model = self.model
        with_devices = isinstance(model, AddModel) and len(model.devices) > 1
        self.regions = self._regions(with_devices)
        before = self.device_list
        self.device_list = None
        if isinstance(model, AddModel) and self.regions.devices is not None:
            self.device_list = DeviceList(
                model.devices, self.regions.devices, self.scale, fonts.text_gain()
            )
            if before is not None:  # a resize keeps the list where the player left it
                self.device_list.scroll_to(before.scroll * self.scale / before.scale)
            self.device_list.reveal(model.device_index)
        self._span = None
        self._extent = None
        self.refit()

    def _regions(self, with_devices: bool) -> R.PanelRegions:
        """The panel's parts with the room its words need (`words_room`): the design's, the
        header taller for rows of requirements under the title and the help for more lines
        only where the words ask for them."""
        grow = fonts.text_gain()
        plain = R.panel_regions(self.rect, self.scale, with_devices, grow)
        chip_rows = words_room.header_chip_rows(self.model, plain.header.w, self.scale)
        help_lines = None
        if self.help_words is not None:
            help_text = self.help_words(self.model, plain.help.w, self.scale)
            least = 1 if grow <= 1.0 else 2
            help_lines = words_room.help_lines(
                help_text, plain.help.w, R.HELP * self.scale * max(1.0, grow), self.scale, least
            )
        return R.panel_regions(
            self.rect,
            self.scale,
            with_devices,
            grow,
            chip_rows=chip_rows,
            chip_line=words_room.chip_line(self.scale),
            help_lines=help_lines,
        )

    def refit(self) -> None:
        """Cell size and which cells show, after the model changed (the view moves only when the
        layout would leave it)."""
        cells_area = self.regions.grid.inset(R.BENCH_PAD * self.scale)
        span = self.model.view_span()
        if span != self._span:
            self._span = span
            self.pitch = R.grid_pitch(cells_area, span, self.scale)
            self._extent = None
        rows, cols = R.grid_window(cells_area, self.pitch)
        self.extent = geometry.follow_extent(self._extent, self.model.focus_cells(), rows, cols)
        self._extent = self.extent
        self.grid: Grid = R.place_grid(cells_area, self.extent, self.pitch)
        largest = min(self.grid.cell_size, 104 * self.scale)
        self.tray = R.tray_layout(self.regions.tray, len(self.model.order), self.scale, largest)
        self.seen_revision = self.model.revision

    def px(self, value: float) -> int:
        return geometry.scaled(value, self.scale)

    # --- where things are (also for tests and tutorials) ------------------------------------------

    def visible_cells(self) -> list[Cell]:
        return self.extent.cells()

    def cell_centre(self, cell: Cell) -> tuple[int, int]:
        x, y = self.grid.cell_centre(cell)
        return (round(x), round(y))

    def tray_slot(self, tile_id: str) -> Rect:
        return self.tray.slots[self.model.order.index(tile_id)]

    def tray_slot_centre(self, tile_id: str) -> tuple[int, int]:
        x, y = self.tray_slot(tile_id).centre
        return (round(x), round(y))

    def button_rect(self, name: str) -> Rect:
        """'confirm', 'cancel' or 'clear'."""
        return getattr(self.regions, name)

    def tab_rects(self) -> list[Rect]:
        """Each device's row in the device list (add mode with several devices), in the
        model's device order, where the list's scroll puts it: a row scrolled away lies
        outside the list (`device_list.reveal` brings it back)."""
        return self.device_list.row_rects() if self.device_list is not None else []

    def focus_items(self) -> list[Focusable]:
        """What the keyboard's ring moves between, in reading order: the tray's tiles, the
        workbench's cells row by row, the device list's rows that show whole (adding to one of
        several devices), then the buttons left to right."""
        items = [
            Focusable(FocusKey("tray", tid), slot)
            for tid, slot in zip(self.model.order, self.tray.slots)
        ]
        items += [
            Focusable(FocusKey("cell", cell), self.grid.cell_rect(cell))
            for cell in sorted(self.visible_cells())
        ]
        if self.device_list is not None:
            items += [
                Focusable(FocusKey("device", index), rect)
                for index, rect in self.device_list.whole_rows()
            ]
        names = sorted(BUTTON_NAMES, key=lambda name: self.button_rect(name).x)
        items += [Focusable(FocusKey("button", name), self.button_rect(name)) for name in names]
        return items

    def cell_box(self, cell: Cell) -> Box:
        x, y = self.grid.cell_centre(cell)
        return (x, y, self.grid.cell_size)

    def slot_box(self, tile_id: str) -> Box:
        slot = self.tray_slot(tile_id)
        return (slot.centre[0], slot.centre[1], slot.w)

    def home_box(self, pick: Pick) -> Box:
        """Where a picked tile goes back to: its cell, or its tray slot."""
        return self.cell_box(pick) if is_cell(pick) else self.slot_box(pick)

    # --- what is under a point --------------------------------------------------------------------

    def inside(self, point: Point) -> bool:
        return self.rect.contains(point)

    def tray_tile_at(self, point: Point) -> str | None:
        for tile_id, slot in zip(self.model.order, self.tray.slots):
            if slot.contains(point):
                return tile_id
        return None

    def cell_at(self, point: Point) -> Cell | None:
        if not self.regions.grid.contains(point):
            return None
        cell = self.grid.cell_at(point)
        return cell if cell in self.extent else None

    def button_at(self, point: Point) -> str | None:
        for name in BUTTON_NAMES:
            if self.button_rect(name).contains(point):
                return name
        return None

    def device_at(self, point: Point) -> int | None:
        """The device whose row in the list is under `point`."""
        return self.device_list.device_at(point) if self.device_list is not None else None

    def in_device_list(self, point: Point) -> bool:
        return self.device_list is not None and self.device_list.area.contains(point)

    def pick_under(self, point: Point) -> Pick | None:
        """The tile under the pointer (tray tile, or any tile on the grid), for hover and
        tooltips."""
        tile_id = self.tray_tile_at(point)
        if tile_id is not None:
            return tile_id
        cell = self.cell_at(point)
        if cell is not None and self.model.tile_at(cell) is not None:
            return cell
        return None

    # --- the tile in hand -------------------------------------------------------------------------

    def held_box(self, grab: Point, mouse: Point) -> Box:
        """Centre and size of the tile in hand, where it is drawn now; `grab` is where it is
        held, as fractions of its width and height."""
        size = self.grid.cell_size * 1.04
        mx, my = mouse
        return (mx + (0.5 - grab[0]) * size, my + (0.5 - grab[1]) * size, size)

    def drop_cell(self, grab: Point, mouse: Point) -> Cell | None:
        """The cell the tile in hand (held at `grab`) would snap to now, or None (outside the
        grid)."""
        cx, cy, _size = self.held_box(grab, mouse)
        area = self.regions.grid
        if not (area.contains(mouse) or area.contains((cx, cy))):
            return None
        cell = self.grid.snap((cx, cy), radius=self.pitch * 0.75)
        if cell is None or cell not in self.extent:
            cell = self.grid.cell_at((cx, cy))
        if cell not in self.extent:
            r0, c0 = self.extent.first_row, self.extent.first_col
            cell = (
                min(max(cell[0], r0), r0 + self.extent.rows - 1),
                min(max(cell[1], c0), c0 + self.extent.cols - 1),
            )
        return cell


class ReadsPositions:
    """For the painters: the positions they read most, by their short names."""

    positions: PanelPositions

    scale: Forwarded[float] = Forwarded("positions")
    regions: Forwarded[R.PanelRegions] = Forwarded("positions")
    grid: Forwarded[Grid] = Forwarded("positions")
    extent: Forwarded[Extent] = Forwarded("positions")
    tray: Forwarded[R.TrayLayout] = Forwarded("positions")

    def px(self, value: float) -> int:
        return self.positions.px(value)
