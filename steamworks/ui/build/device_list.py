"""Where the add panel's device list puts its rows, and how it scrolls: pure arithmetic, no pygame.

When a tile may go on one of several devices (Upgrader, Expander, Sourcer), the panel lists
them in a column right of the grid: a heading, then each owner's devices under their name (the
player's own first, as `AddModel` orders them), one row per device naming it and its tiles:

    Choose a device
    (o) Your devices
    [o] Your device #3
        Steam Source, Monetiser
    (x) Ada's devices
    [x] Ada's #5             no room
        Clockwork Source, Scroll Rack

Rows that do not fit scroll (the wheel, the scrollbar's track, the keys; see
`steamworks.ui.build.input`); `DeviceList` keeps the scroll offset and answers where a row is,
which rows show whole, and which device is under a point. The painter is
`steamworks.ui.build.device_list_render`; both read the same rects, so what tests measure is
what is drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from steamworks.ui.build.model import DeviceChoice
from steamworks.ui.geometry import Rect

HEADING = 36  # design px: "Choose a device"
GROUP = 28  # an owner's heading
ROW = 52  # a device: its name, and its tiles under it on one line
ROW_INSET = 5  # above and below a row's text
NAME_LINE = 21  # the device's name
TILES_LINE = 16  # each further line of a large device's tiles
ROW_GAP = 4
GROUP_GAP = 6  # more room above an owner's heading than between rows
SCROLLBAR = 8  # the scrollbar's width, right of the rows
PAD = 8  # room between the list's inset and its rows
MARK = 24  # the owner's mark at the left of a row


@dataclass(frozen=True)
class ListEntry:
    """One line of the list: an owner's heading (`device` None) or a device's row."""

    top: float  # from the top of the list's content, design px times scale
    height: float
    device: int | None = None  # index into the model's devices
    heading: str = ""  # an owner's heading
    owner: int | None = None


@dataclass(frozen=True)
class RowParts:
    """Where a device row draws its parts."""

    mark: tuple[float, float]  # the owner's mark's centre
    label: Rect  # "Your device #3"
    note: Rect | None  # right of the label, when there is a note: "no room"
    contents: Rect  # its tiles, under the label


def tile_lines(tiles: int) -> int:
    """Lines for a device's tiles under its name: one, two from four tiles, three from seven
    (even short names of six tiles do not fit one line of a narrow list)."""
    return 1 + (tiles >= 4) + (tiles >= 7)


def row_height(tiles: int) -> float:
    """A device row's height (design px) for a device of `tiles` tiles."""
    return ROW + TILES_LINE * (tile_lines(tiles) - 1)


def list_entries(
    devices: Sequence[DeviceChoice], scale: float, grow: float = 1.0
) -> list[ListEntry]:
    """Headings and rows in order: a heading whenever the owner's group changes. `grow`: how
    much larger than the layout the text is drawn (geometry.text_gain): rows as tall as it."""
    out: list[ListEntry] = []
    y = 0.0
    group: str | None = None
    for index, device in enumerate(devices):
        if device.group and device.group != group:
            if out:
                y += GROUP_GAP * scale
            out.append(ListEntry(y, GROUP * scale * grow, heading=device.group, owner=device.owner))
            y += GROUP * scale * grow
        group = device.group
        height = row_height(len(device.layout)) * scale * grow
        out.append(ListEntry(y, height, device=index, owner=device.owner))
        y += height + ROW_GAP * scale
    return out


class DeviceList:
    """The device list over `area` (the column the panel's regions give it) at `scale`."""

    def __init__(
        self, devices: Sequence[DeviceChoice], area: Rect, scale: float, grow: float = 1.0
    ) -> None:
        self.scale = scale
        self.grow = grow  # larger text (geometry.text_gain): taller rows and heading
        self.area = area
        self.heading, body = area.split_rows([HEADING * scale * grow, 0], 0)
        self.view = body.inset(PAD * scale * 0.5, PAD * scale * 0.5)
        self.entries = list_entries(devices, scale, grow)
        last = self.entries[-1] if self.entries else None
        self.content_height = last.top + last.height if last is not None else 0.0
        self.scroll = 0.0

    # --- scrolling ------------------------------------------------------------------------------

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.content_height - self.view.h)

    @property
    def scrolls(self) -> bool:
        """More rows than show at once."""
        return self.max_scroll > 0.5

    def scroll_to(self, offset: float) -> bool:
        """Scroll so the content's `offset` is at the top (kept in range); True if it moved."""
        offset = min(max(0.0, offset), self.max_scroll)
        moved = abs(offset - self.scroll) > 0.01
        self.scroll = offset
        return moved

    def scroll_rows(self, rows: float) -> bool:
        """The wheel: `rows` rows down (negative: up)."""
        return self.scroll_to(self.scroll + rows * (ROW + ROW_GAP) * self.scale)

    def page(self, direction: int) -> bool:
        """Page Down (1) or Page Up (-1): a view's height less a row, so one row stays in sight."""
        step = max(self.view.h - (ROW + ROW_GAP) * self.scale, ROW * self.scale)
        return self.scroll_to(self.scroll + direction * step)

    def reveal(self, index: int) -> bool:
        """Scroll the least that shows device `index`'s row whole (with its owner's heading when
        it is the first of its group)."""
        position = self._position(index)
        if position is None:
            return False
        at = self.entries.index(position)
        top = position.top
        if at > 0 and self.entries[at - 1].device is None:
            top = self.entries[at - 1].top
        bottom = position.top + position.height
        if top < self.scroll:
            return self.scroll_to(top)
        if bottom > self.scroll + self.view.h:
            return self.scroll_to(bottom - self.view.h)
        return False

    # --- where things are -----------------------------------------------------------------------

    def _position(self, index: int) -> ListEntry | None:
        for entry in self.entries:
            if entry.device == index:
                return entry
        return None

    def entry_rect(self, entry: ListEntry) -> Rect:
        """Where `entry` is on screen now (it may lie outside the view when scrolled away)."""
        width = self.view.w - ((SCROLLBAR + 4) * self.scale if self.scrolls else 0.0)
        return Rect(self.view.x, self.view.y + entry.top - self.scroll, width, entry.height)

    def row_rect(self, index: int) -> Rect | None:
        entry = self._position(index)
        return self.entry_rect(entry) if entry is not None else None

    def row_rects(self) -> list[Rect]:
        """Every device's row, in device order, wherever the scroll puts it."""
        rows = [e for e in self.entries if e.device is not None]
        rows.sort(key=lambda e: e.device or 0)
        return [self.entry_rect(e) for e in rows]

    def shows_whole(self, rect: Rect) -> bool:
        return rect.y >= self.view.y - 0.5 and rect.bottom <= self.view.bottom + 0.5

    def shown(self) -> list[tuple[ListEntry, Rect]]:
        """The entries at least partly in view, with their rects (drawn clipped to the view)."""
        out = []
        for entry in self.entries:
            rect = self.entry_rect(entry)
            if rect.bottom > self.view.y and rect.y < self.view.bottom:
                out.append((entry, rect))
        return out

    def whole_rows(self) -> list[tuple[int, Rect]]:
        """The device rows shown whole: (device index, rect), top to bottom."""
        return [
            (entry.device, rect)
            for entry, rect in self.shown()
            if entry.device is not None and self.shows_whole(rect)
        ]

    def device_at(self, point: tuple[float, float]) -> int | None:
        """The device whose row is under `point` (only where the view shows it)."""
        if not self.view.contains(point):
            return None
        for entry, rect in self.shown():
            if entry.device is not None and rect.contains(point):
                return entry.device
        return None

    def row_parts(self, rect: Rect, with_note: bool = False) -> RowParts:
        """Where a row's mark, label, tiles and (`with_note`) note go inside its `rect`."""
        s = self.scale
        inner = rect.inset(10 * s, ROW_INSET * s)
        name_h = NAME_LINE * s * self.grow
        mark = (inner.x + 8 * s, inner.y + name_h / 2)
        text_x = inner.x + MARK * s
        text = Rect(text_x, inner.y, inner.right - text_x, inner.h)
        top, bottom = text.split_rows([name_h, 0], 0)
        if not with_note:
            return RowParts(mark, top, None, bottom)
        note_w = 58 * s
        label = Rect(top.x, top.y, top.w - note_w - 6 * s, top.h)
        return RowParts(mark, label, Rect(top.right - note_w, top.y, note_w, top.h), bottom)

    @property
    def track(self) -> Rect | None:
        """The scrollbar's track, right of the rows (None when everything shows)."""
        if not self.scrolls:
            return None
        w = SCROLLBAR * self.scale
        return Rect(self.view.right - w, self.view.y, w, self.view.h)

    @property
    def thumb(self) -> Rect | None:
        """The part of the track that stands for what shows."""
        track = self.track
        if track is None:
            return None
        share = self.view.h / self.content_height
        h = max(track.h * share, 24 * self.scale)
        y = track.y + (track.h - h) * (self.scroll / self.max_scroll)
        return Rect(track.x, y, track.w, h)

    def track_click(self, point: tuple[float, float]) -> bool:
        """A click on the track pages towards it (above the thumb: up); True if on the track."""
        track, thumb = self.track, self.thumb
        if track is None or thumb is None or not track.inset(-4 * self.scale, 0).contains(point):
            return False
        if point[1] < thumb.y:
            self.page(-1)
        elif point[1] > thumb.bottom:
            self.page(1)
        return True
