"""`AddModel`: add one tile to an existing device (answers an `AddFrame` with `AddTile`).

The device's tiles are fixed; exactly one new tile from the candidates goes next to it. With
several devices to choose from (Upgrader, Expander, Sourcer, Lucius B may add to any device of
any owner), the player picks one first, from a list grouped by owner with their own first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from steamworks.language import ptr, tr
from steamworks.rules import connectors
from steamworks.rules.actions import AddTile
from steamworks.rules.connectors import Contact, Layout, Problem
from steamworks.rules.data import load
from steamworks.ui.build.model.common import (
    BASIC_IDS,
    Cell,
    LayoutModel,
    frontier,
    is_rotatable,
    tile_name,
)
from steamworks.ui.build.model.status import GOOD, ILLEGAL, INCOMPLETE, READY


@dataclass(frozen=True)
class DeviceChoice:
    """A device a tile may be added to."""

    device_id: int
    layout: Layout
    owner: int | None = None  # seat, for the owner's colour and mark
    label: str = ""  # e.g. "Your device #3", "Ada's #5"
    group: str = ""  # the heading of its owner's devices in the list, e.g. "Ada's devices"

    @property
    def contents(self) -> str:
        """Its tiles in reading order, e.g. "Steam Source, Monetiser"."""
        return ", ".join(tile_name(tid) for _p, tid, _r in sorted(self.layout))

    @property
    def short_contents(self) -> str:
        """The same with the tiles' short names ("Steam, Money"), for a narrow list."""
        tiles = load().tiles
        return ", ".join(ptr("tile label", tiles[tid].short) for _p, tid, _r in sorted(self.layout))


def device_choices(
    state, player: int, names: Sequence[str] | None, sizes=None
) -> list[DeviceChoice]:
    """The devices on the table `player` may add a tile to (of `sizes`, when given), named by
    owner ("Your device #3", "Ada's #5": short, for a player's name may be long) and listed the
    player's own first, then each other player's in turn order from the player, each owner's
    by id."""
    seats = state.num_players

    def order(device) -> tuple[int, int]:
        return ((device.owner - player) % seats, device.id)

    out = []
    for device in sorted(state.devices, key=order):
        if sizes is not None and device.size not in sizes:
            continue
        if names is not None and device.owner < len(names):
            if device.owner == player:
                label = tr("Your device #{device}", device=device.id)
                group = tr("Your devices")
            else:
                owner = names[device.owner]
                # translators: a device in a short list, "Ada's #5"
                label = tr("{owner}'s #{device}", owner=owner, device=device.id)
                group = tr("{owner}'s devices", owner=owner)
        else:
            label, group = tr("Device #{device}", device=device.id), ""
        out.append(DeviceChoice(device.id, device.layout, device.owner, label, group))
    return out


def or_listed(sizes: Sequence[int]) -> str:
    """'2 or 3': every allowed number of tiles, each an alternative."""
    text = str(sizes[0])
    for n in sizes[1:]:
        # translators: {sizes} is a number or numbers already listed, {next} one more
        text = tr("{sizes} or {next}", sizes=text, next=n)
    return text


class AddModel(LayoutModel):
    """Add exactly one tile to one of a few devices (answers an AddFrame)."""

    def __init__(
        self,
        devices: Sequence[DeviceChoice],
        candidates: Mapping[str, int | None],
        basic: bool = False,
        sizes: Sequence[int] | None = None,
        title: str | None = None,
    ) -> None:
        super().__init__(candidates)
        if not devices:
            raise ValueError("there is no device to add a tile to")
        self.devices: list[DeviceChoice] = list(devices)
        self.basic = basic  # the tile comes from the general supply (Sourcer)
        self.sizes = tuple(sizes) if sizes else None  # Upgrader: only devices of these sizes
        self.title = title or (
            tr("Add a basic source to a device") if basic else tr("Add a tile to a device")
        )
        self.device_index = 0
        # start on the first device that can take a tile at all
        for index in range(len(self.devices)):
            if self.device_fits(index):
                self.device_index = index
                break
        self.fixed = self._device_tiles()

    @classmethod
    def from_frame(cls, state, frame, names: Sequence[str] | None = None) -> AddModel:
        """The model for the engine's pending `AddFrame` in `state`; `names` labels the owners."""
        from steamworks.rules.building import available_tiles
        from steamworks.rules.frames import ADD_BASIC

        basic = frame.mode == ADD_BASIC
        if basic:
            candidates: dict[str, int | None] = {t: None for t in BASIC_IDS}
        else:
            candidates = dict(available_tiles(state.players[frame.player]))
        devices = device_choices(state, frame.player, names, frame.sizes)
        return cls(devices, candidates, basic=basic, sizes=frame.sizes)

    # --- the device ----------------------------------------------------------------------------

    @property
    def device(self) -> DeviceChoice:
        return self.devices[self.device_index]

    def _device_tiles(self) -> dict[Cell, tuple[str, int]]:
        """The chosen device's tiles, as the grid holds them (fixed: the player cannot move them)."""
        return {p: (t, r) for p, t, r in self.device.layout}

    def device_fits(self, index: int) -> bool:
        """Whether any tile the player has left could legally join device `index`."""
        layout = self.devices[index].layout
        return any(self.has_left(t) and connectors.legal_additions(layout, t) for t in self.stock)

    def select_device(self, index: int) -> bool:
        """Work on another device; a tile placed on the previous one goes back to the tray."""
        if not 0 <= index < len(self.devices) or index == self.device_index:
            return False
        self.device_index = index
        self.fixed = self._device_tiles()
        self.placed.clear()
        self.selected = None
        self._changed()
        return True

    def snapshot(self) -> tuple:
        return super().snapshot() + (self.device_index,)

    def restore(self, snapshot: tuple) -> None:
        index = snapshot[2]
        if index != self.device_index:
            self.device_index = index
            self.fixed = self._device_tiles()
        super().restore(snapshot)

    def requirement_chips(self) -> list[tuple[str, str | None]]:
        out: list[tuple[str, str | None]] = [(tr("One tile, touching the device"), "tiles")]
        if self.sizes:
            sizes = self.sizes[0] if len(self.sizes) == 1 else or_listed(self.sizes)
            # translators: {sizes} is a number of tiles, "3", or "2 or 3"
            out.append((tr("Devices of exactly {sizes} tiles", sizes=sizes), "tiles"))
        if self.basic:
            out.append((tr("From the general supply"), None))
        return out

    # --- reading -----------------------------------------------------------------------------

    def new_tile(self) -> tuple[Cell, str, int] | None:
        for cell, (tid, rot) in self.placed.items():
            return cell, tid, rot
        return None

    def _hints(
        self, tile_id: str, rotation: int | None, moving_from: Cell | None, among: set[Cell] | None
    ) -> dict[Cell, str]:
        """The cells `legal_additions` allows for `tile_id` (with `rotation`, if given), all GOOD."""
        if tile_id not in self.stock:
            return {}
        found = connectors.legal_additions(self.device.layout, tile_id)
        if rotation is not None and is_rotatable(tile_id):
            found = tuple((p, r) for p, r in found if r == rotation % 4)
        return {p: GOOD for p, _r in found if among is None or p in among}

    def shown_contacts(self) -> tuple[Contact, ...]:
        """Only the new tile's contacts: the device's own ones are not the player's doing."""
        new = self.new_tile()
        if new is None:
            return ()
        cell = new[0]
        return tuple(c for c in self.contacts() if cell in (c.a, c.b))

    def problems(self) -> tuple[Problem, ...]:
        if not self.placed:
            return ()
        return connectors.problems(self.layout())

    def _is_legal(self) -> bool:
        new = self.new_tile()
        if new is None:
            return False
        cell, tid, rot = new
        return (cell, rot) in connectors.legal_additions(self.device.layout, tid)

    @property
    def status(self) -> str:
        if not self.placed:
            return INCOMPLETE
        return READY if self._is_legal() else ILLEGAL

    @property
    def reason(self) -> str | None:
        new = self.new_tile()
        if new is None:
            if not self.device_fits(self.device_index):
                return tr(
                    "None of your tiles can join this device: choose another device, or decline."
                )
            return tr("Place one tile next to the device, where it makes a valid connection.")
        if self._is_legal():
            return None
        cell, tid, _rot = new
        if not frontier(self.fixed) & {cell}:
            return tr("The new tile must touch the device.")
        found = self.problems()
        if found:
            return found[0].message
        return tr("The {tile} cannot go there.", tile=tile_name(tid))  # pragma: no cover

    def problem_cells(self) -> frozenset[Cell]:
        if self.status != ILLEGAL:
            return frozenset()
        new = self.new_tile()
        cells = {c for p in self.problems() for c in p.cells}
        if new is not None and not cells:
            cells.add(new[0])
        return frozenset(cells)

    def focus_cells(self) -> set[Cell]:
        return set(self.fixed) | set(self.placed)

    def view_span(self) -> tuple[int, int]:
        rows = [r for r, _c in self.fixed]
        cols = [c for _r, c in self.fixed]
        # the device, a ring of cells where the new tile may go, and a little air
        return (max(5, max(rows) - min(rows) + 3), max(5, max(cols) - min(cols) + 3))

    def action(self) -> AddTile:
        if not self.confirm_enabled:
            raise ValueError(f"the addition is not ready: {self.reason}")
        cell, tid, rot = self.new_tile()  # type: ignore[misc]
        return AddTile(self.device.device_id, tid, cell, rot)

    # --- operations --------------------------------------------------------------------------

    @property
    def ready_text(self) -> str:
        new = self.new_tile()
        name = tile_name(new[1]) if new else ptr("a tile to add", "tile")
        return tr(
            "The {tile} joins the device with a valid connection: Add attaches it.", tile=name
        )

    def placement_rotation(
        self, tile_id: str, cell: Cell, rotation: int | None = None, moving_from: Cell | None = None
    ) -> int:
        if moving_from is not None and moving_from in self.placed and rotation is None:
            return (
                self._keep_or_fit(tile_id, cell, self.placed[moving_from][1])
                if is_rotatable(tile_id)
                else 0
            )
        return self._rotation_for(tile_id, cell, rotation)

    def _rotation_for(self, tile_id: str, cell: Cell, rotation: int | None) -> int:
        if not is_rotatable(tile_id):
            return 0
        if rotation is not None:
            return rotation % 4
        legal = self._legal_rotations(tile_id, cell)
        preferred = self.tray_rotation.get(tile_id)
        if preferred is not None and (preferred in legal or not legal):
            return preferred
        return legal[0] if legal else 0

    def place(self, tile_id: str, cell: Cell, rotation: int | None = None) -> bool:
        """Put the new tile on a free cell; a new tile placed before goes back to the tray."""
        if cell in self.fixed:
            return False
        already_placed = any(t == tile_id for t, _r in self.placed.values())
        if not self.has_left(tile_id) and not already_placed:  # replacing it frees one first
            return False
        rot = self._rotation_for(tile_id, cell, rotation)
        self.placed.clear()
        self.placed[cell] = (tile_id, rot)
        self.selected = None
        self._changed()
        return True

    def move(self, src: Cell, dst: Cell, rotation: int | None = None) -> bool:
        if src not in self.placed or dst in self.fixed:
            return False
        tid, rot = self.placed.pop(src)
        if is_rotatable(tid):
            rot = rotation % 4 if rotation is not None else self._keep_or_fit(tid, dst, rot)
        self.placed[dst] = (tid, rot)
        self.selected = None
        self._changed()
        return True

    def _legal_rotations(self, tile_id: str, cell: Cell) -> list[int]:
        """The ways `tile_id` may face on `cell` to join the device (none: it cannot go there)."""
        return [r for p, r in connectors.legal_additions(self.device.layout, tile_id) if p == cell]

    def _keep_or_fit(self, tile_id: str, cell: Cell, rot: int) -> int:
        # a moved Converter keeps its facing if that is legal at the new cell, else it turns to fit
        legal = self._legal_rotations(tile_id, cell)
        return rot if rot in legal or not legal else legal[0]

    def auto_cell(self, tile_id: str) -> Cell | None:
        """The first legal cell for the tile (reading order), else the first free neighbour."""
        legal = sorted(self.hints(tile_id))
        if legal:
            return legal[0]
        around = sorted(frontier(self.fixed))
        return around[0] if around else None
