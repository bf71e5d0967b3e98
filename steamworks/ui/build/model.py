"""What the build panel shows and lets a player do, without pygame: the state behind the panel.

Two models share one interface (`LayoutModel`), so the panel draws and drives either:

- `BuildModel`: manufacture a new device (answers a `BuildFrame` with `BuildDevice`). The
  player places tiles from a supply (tile id -> count) on an unbounded grid of cells; the
  device must have one of the required sizes and be legal.
- `AddModel`: add one tile to an existing device (answers an `AddFrame` with `AddTile`).
  The device's tiles are fixed; exactly one new tile from the candidates goes next to it.
  With several devices to choose from (Upgrader, Expander, Sourcer, Lucius B may add to any
  device of any owner), the player picks one first.

Legality is never decided here: every verdict comes from `steamworks.rules.connectors`
(`problems`, `contacts`, `legal_additions`), exactly as the engine decides it, so the panel can
never offer a device the engine refuses. The model only adds the conveniences of building by
hand: where a tile could sensibly go next (`hints`), which way a Power Converter should face
when it is dropped (`best_rotation`), and the reason in words why Confirm is not available yet.

Cells are `(row, col)` as in the rules (north is row - 1). A *target* is what a player can
pick up or point at: a tile id (a tile in the supply tray) or a cell (a tile on the grid).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence, Union

from steamworks.rules import connectors
from steamworks.rules.actions import AddTile, BuildDevice, Decline
from steamworks.rules.connectors import MISMATCH, STEPS, VALID, Contact, Layout, Problem
from steamworks.rules.data import BASIC_SOURCE_IDS, COMPONENT, CONVERTER, ITERATOR, SOURCE, load
from steamworks.rules.describe import tile_name
from steamworks.rules.words import plural

Cell = tuple[int, int]
Target = Union[str, Cell]  # a tile id in the supply tray, or a cell of the grid

# How good a free cell is for the tile in hand (see LayoutModel.hints).
GOOD = "good"  # it would make at least one valid contact and no mismatch
OPEN = "open"  # no mismatch, but no valid contact yet (a stepping stone)

# Status of the layout as a whole.
READY = "ready"  # Confirm is enabled
INCOMPLETE = "incomplete"  # too few tiles so far: nothing is wrong yet
ILLEGAL = "illegal"  # enough tiles (or too many), but the engine would refuse it

# Order of the tray: what a player builds around first.
_KIND_ORDER = {COMPONENT: 0, ITERATOR: 1, CONVERTER: 1, SOURCE: 2}
_BASIC_IDS = tuple(BASIC_SOURCE_IDS.values())


def is_cell(target: object) -> bool:
    return isinstance(target, tuple) and len(target) == 2 and all(isinstance(v, int) for v in target)


def is_rotatable(tile_id: str) -> bool:
    return load().tiles[tile_id].rotatable


_plural = plural  # the game's one counting helper (rules.words)


def _neighbours(cell: Cell) -> list[Cell]:
    return [(cell[0] + dr, cell[1] + dc) for dr, dc in STEPS]


def frontier(cells: Iterable[Cell]) -> set[Cell]:
    """Free cells orthogonally next to `cells`."""
    taken = set(cells)
    return {n for c in taken for n in _neighbours(c) if n not in taken}


@dataclass(frozen=True)
class TrayEntry:
    """One kind of tile in the supply tray."""

    tile_id: str
    total: int | None  # None: unlimited (basic sources from the general supply)
    remaining: int | None
    rotation: int  # as shown in the tray, and as placed if the player turned it there
    basic: bool  # a basic source (shown with its count)

    @property
    def available(self) -> bool:
        return self.remaining is None or self.remaining > 0

    @property
    def counted(self) -> bool:
        """Whether the tray shows a count on it (basic sources and duplicates)."""
        return self.total is not None and (self.basic or self.total > 1)


@dataclass(frozen=True)
class PlacedTile:
    """A tile on the grid."""

    cell: Cell
    tile_id: str
    rotation: int
    fixed: bool  # part of an existing device (add mode): cannot be moved or turned


@dataclass(frozen=True)
class DeviceChoice:
    """A device a tile may be added to."""

    device_id: int
    layout: Layout
    owner: int | None = None  # seat, for the owner's colour and mark
    label: str = ""  # e.g. "Ada's device"


class LayoutModel:
    """What both models share: a supply, tiles on a grid, a selection, and the operations.

    Every operation returns whether (or where) it did something, and leaves the model unchanged
    when it did not. `revision` grows with every change, so a view can cache what it derives.
    """

    def __init__(self, stock: Mapping[str, int | None]) -> None:
        tiles = load().tiles
        for tid in stock:
            if tid not in tiles:
                raise ValueError(f"unknown tile {tid!r}")
        # tile id -> how many the player has (None: as many as wanted)
        self.stock: dict[str, int | None] = {t: n for t, n in stock.items() if n is None or n > 0}
        self.order: list[str] = sorted(self.stock, key=self._tray_key)
        self.fixed: dict[Cell, tuple[str, int]] = {}
        self.placed: dict[Cell, tuple[str, int]] = {}
        # rotations the player gave tiles still in the tray; a tile turned there is placed so
        self.tray_rotation: dict[str, int] = {}
        self.selected: Target | None = None
        self.revision = 0

    @staticmethod
    def _tray_key(tile_id: str) -> tuple:
        tile = load().tiles[tile_id]
        basic = tile_id in _BASIC_IDS
        return (basic, _KIND_ORDER.get(tile.kind, 3), _BASIC_IDS.index(tile_id) if basic else 0, tile.name, tile_id)

    def _changed(self) -> None:
        self.revision += 1

    # --- reading -----------------------------------------------------------------------------

    def remaining(self, tile_id: str) -> int | None:
        """How many more of `tile_id` can be placed (None: unlimited; 0 for unknown tiles)."""
        if tile_id not in self.stock:
            return 0
        total = self.stock[tile_id]
        if total is None:
            return None
        used = sum(1 for t, _r in self.placed.values() if t == tile_id)
        return total - used

    def has_left(self, tile_id: str) -> bool:
        left = self.remaining(tile_id)
        return left is None or left > 0

    def tray(self) -> list[TrayEntry]:
        return [
            TrayEntry(t, self.stock[t], self.remaining(t), self.tray_rotation.get(t, 0), t in _BASIC_IDS)
            for t in self.order
        ]

    def tile_at(self, cell: Cell) -> tuple[str, int] | None:
        return self.placed.get(cell) or self.fixed.get(cell)

    def is_movable(self, cell: Cell) -> bool:
        return cell in self.placed

    def tiles(self) -> list[PlacedTile]:
        """Every tile on the grid, fixed ones first."""
        out = [PlacedTile(c, t, r, True) for c, (t, r) in sorted(self.fixed.items())]
        out += [PlacedTile(c, t, r, False) for c, (t, r) in sorted(self.placed.items())]
        return out

    def occupied(self) -> set[Cell]:
        return set(self.fixed) | set(self.placed)

    def layout(self) -> Layout:
        """Everything on the grid as a rules layout (fixed tiles and placed tiles)."""
        cells = dict(self.fixed)
        cells.update(self.placed)
        return connectors.make_layout(cells)

    def contacts(self) -> tuple[Contact, ...]:
        return connectors.contacts(self.layout())

    def shown_contacts(self) -> tuple[Contact, ...]:
        """The contacts worth marking on the grid (all of them by default)."""
        return self.contacts()

    def tile_of(self, target: Target | None) -> tuple[str, int] | None:
        """The tile a target stands for: (tile id, rotation), or None."""
        if target is None:
            return None
        if is_cell(target):
            return self.tile_at(target)  # type: ignore[arg-type]
        if isinstance(target, str) and target in self.stock:
            return (target, self.tray_rotation.get(target, 0))
        return None

    def can_rotate(self, target: Target | None) -> bool:
        """Whether the player may turn this tile (only Iterators and Power Converters turn)."""
        tile = self.tile_of(target)
        if tile is None or not is_rotatable(tile[0]):
            return False
        if is_cell(target):
            return self.is_movable(target)  # type: ignore[arg-type]
        return True

    # --- selection ---------------------------------------------------------------------------

    def select(self, target: Target | None) -> bool:
        """Pick up a tray tile that is left, or a movable tile on the grid (None: drop it)."""
        if target is None:
            self.selected = None
            return True
        if is_cell(target):
            if not self.is_movable(target):  # type: ignore[arg-type]
                return False
        elif not (isinstance(target, str) and self.has_left(target)):
            return False
        self.selected = target
        return True

    def deselect(self) -> None:
        self.selected = None

    # --- operations --------------------------------------------------------------------------

    def rotate(self, target: Target, turns: int = 1) -> bool:
        """Turn an Iterator or Power Converter a quarter clockwise (`turns` < 0: anticlockwise).

        Ordinary tiles never rotate: this refuses them, and returns False.
        """
        if not self.can_rotate(target):
            return False
        if is_cell(target):
            tid, rot = self.placed[target]  # type: ignore[index]
            self.placed[target] = (tid, (rot + turns) % 4)  # type: ignore[index]
        else:
            tid = target  # type: ignore[assignment]
            self.tray_rotation[tid] = (self.tray_rotation.get(tid, 0) + turns) % 4
        self._changed()
        return True

    def return_to_supply(self, cell: Cell) -> bool:
        """Send a placed tile back to the tray."""
        if cell not in self.placed:
            return False
        del self.placed[cell]
        if self.selected == cell:
            self.selected = None
        self._changed()
        return True

    def clear(self) -> None:
        """Every placed tile back to the tray (fixed tiles stay)."""
        if self.placed or self.selected is not None:
            self.placed.clear()
            self.selected = None
            self._changed()

    def toggle(self, target: Target) -> Target | None:
        """Double-click: a tray tile goes to the first sensible free cell next to the layout,
        a placed tile goes back to the tray. Returns where it went (a cell, or the tile id for
        the tray), or None when nothing happened."""
        if is_cell(target):
            tile = self.placed.get(target)  # type: ignore[arg-type]
            if tile is None:
                return None
            self.return_to_supply(target)  # type: ignore[arg-type]
            return tile[0]
        if not isinstance(target, str) or not self.has_left(target):
            return None
        cell = self.auto_cell(target)
        if cell is None or not self.place(target, cell):
            return None
        return cell

    # --- undo ----------------------------------------------------------------------------------

    def snapshot(self) -> tuple:
        """Everything the player has changed, to `restore` later (the panel's Ctrl+Z)."""
        return (dict(self.placed), dict(self.tray_rotation))

    def restore(self, snapshot: tuple) -> None:
        placed, tray_rotation = snapshot[:2]
        self.placed = dict(placed)
        self.tray_rotation = dict(tray_rotation)
        self.selected = None
        self._changed()

    # --- for subclasses ----------------------------------------------------------------------

    def place(self, tile_id: str, cell: Cell, rotation: int | None = None) -> bool:  # pragma: no cover
        raise NotImplementedError

    def move(self, src: Cell, dst: Cell, rotation: int | None = None) -> bool:  # pragma: no cover
        raise NotImplementedError

    def auto_cell(self, tile_id: str) -> Cell | None:  # pragma: no cover
        raise NotImplementedError

    def placement_rotation(self, tile_id: str, cell: Cell, rotation: int | None = None,
                           moving_from: Cell | None = None) -> int:  # pragma: no cover
        """The rotation `tile_id` would get if dropped on `cell` now (for the landing preview)."""
        raise NotImplementedError

    @property
    def ready_text(self) -> str:  # pragma: no cover
        """What the status line says when Confirm is available."""
        raise NotImplementedError

    @property
    def summary(self) -> str:
        """The status line: the reason Confirm is unavailable, or what Confirm will do."""
        return self.reason or self.ready_text

    def hints(self, tile_id: str, rotation: int | None = None, moving_from: Cell | None = None,
              among: Iterable[Cell] | None = None) -> dict[Cell, str]:  # pragma: no cover
        raise NotImplementedError

    def legal_cells(self, tile_id: str, rotation: int | None = None, moving_from: Cell | None = None,
                    among: Iterable[Cell] | None = None) -> frozenset[Cell]:
        """Cells where the tile in hand could go now (the cells the panel tints)."""
        return frozenset(self.hints(tile_id, rotation, moving_from, among))

    def problems(self) -> tuple[Problem, ...]:  # pragma: no cover
        raise NotImplementedError

    @property
    def status(self) -> str:  # pragma: no cover
        raise NotImplementedError

    @property
    def reason(self) -> str | None:  # pragma: no cover
        raise NotImplementedError

    @property
    def detail(self) -> str | None:
        """A second, quieter line under the reason (None by default)."""
        return None

    @property
    def confirm_enabled(self) -> bool:
        return self.status == READY

    def problem_cells(self) -> frozenset[Cell]:
        """Tiles to mark in oxide red: those the problems name, once the layout is judged."""
        if self.status != ILLEGAL:
            return frozenset()
        return frozenset(c for p in self.problems() for c in p.cells)

    def action(self):  # pragma: no cover
        raise NotImplementedError

    def decline_action(self) -> Decline:
        return Decline()

    # shown in the panel's header
    title = ""

    def requirements(self) -> list[str]:
        """Short requirement labels for the header ("Exactly 3 tiles", "Costs £2")."""
        return []

    def focus_cells(self) -> set[Cell]:
        """The cells the grid view must keep in sight."""
        return self.occupied()

    def view_span(self) -> tuple[int, int]:
        """(rows, cols) the grid should be able to show at once, margin included."""
        return (5, 5)


# =============================================================================================
# Building a new device
# =============================================================================================


class BuildModel(LayoutModel):
    """Assemble a new device from a supply (answers a BuildFrame)."""

    title = "Manufacture a device"

    def __init__(self, available: Mapping[str, int], sizes: int | Sequence[int], cost: int = 0,
                 money: int | None = None, then_activate: bool = False) -> None:
        super().__init__(available)
        self.sizes: tuple[int, ...] = (sizes,) if isinstance(sizes, int) else tuple(sorted(set(sizes)))
        if not self.sizes or min(self.sizes) < 1:
            raise ValueError(f"a device needs a positive size, not {sizes!r}")
        self.cost = cost
        self.money = money
        self.then_activate = then_activate

    @classmethod
    def from_frame(cls, state, frame) -> "BuildModel":
        """The model for the engine's pending `BuildFrame` in `state`."""
        from steamworks.rules.building import available_tiles

        player = state.players[frame.player]
        return cls(available_tiles(player), frame.sizes, frame.cost, player.money, frame.then_activate)

    # --- reading -----------------------------------------------------------------------------

    @property
    def count(self) -> int:
        return len(self.placed)

    def sizes_text(self) -> str:
        """'3', or '2 or 3'."""
        if len(self.sizes) == 1:
            return str(self.sizes[0])
        return ", ".join(str(n) for n in self.sizes[:-1]) + f" or {self.sizes[-1]}"

    def requirements(self) -> list[str]:
        out = [f"Exactly {self.sizes_text()} tiles"]
        if self.cost:
            out.append(f"Costs £{self.cost}" + (f" (you have £{self.money})" if self.money is not None else ""))
        if self.then_activate:
            out.append("Then fire one of its sources")
        return out

    def problems(self) -> tuple[Problem, ...]:
        layout = self.layout()
        if len(self.sizes) == 1:
            return connectors.problems(layout, self.sizes[0])
        found = connectors.problems(layout)
        if layout and len(layout) not in self.sizes:
            found = (Problem("wrong_size", f"This device must have exactly {self.sizes_text()} tiles, not {len(layout)}."),) + found
        return found

    def _structural_problems(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems() if p.code != "wrong_size")

    @property
    def affordable(self) -> bool:
        return self.money is None or self.money >= self.cost

    @property
    def status(self) -> str:
        n = self.count
        if n < min(self.sizes):
            return INCOMPLETE
        if n in self.sizes and not self._structural_problems() and self.affordable:
            return READY
        return ILLEGAL

    @property
    def reason(self) -> str | None:
        """Why Confirm is not available, in words; None when it is."""
        n = self.count
        need = f"the device needs exactly {self.sizes_text()}"
        if n == 0:
            return f"Place {_plural(min(self.sizes), 'tile')} from your supply ({need})."
        if n < min(self.sizes):
            return f"Place {_plural(min(self.sizes) - n, 'more tile')} ({need})."
        if n > max(self.sizes):
            return f"Take {_plural(n - max(self.sizes), 'tile')} back ({need})."
        if n not in self.sizes:  # between two allowed sizes: cannot happen with 2 or 3
            return f"This device must have exactly {self.sizes_text()} tiles, not {n}."
        structural = self._structural_problems()
        if structural:
            return structural[0].message
        if not self.affordable:
            return f"Building costs £{self.cost} and you have £{self.money}."
        return None

    @property
    def detail(self) -> str | None:
        """While tiles are still missing: what would still be wrong with the tiles so far."""
        if self.status != INCOMPLETE or not self.placed:
            return None
        structural = self._structural_problems()
        return f"So far: {structural[0].message}" if structural else None

    def view_span(self) -> tuple[int, int]:
        # a straight line of the largest size, with a free cell at each end
        span = max(self.sizes) + 2
        return (span, span)

    def action(self) -> BuildDevice:
        """The engine action for the finished device (its top-left corner moved to (0, 0))."""
        if not self.confirm_enabled:
            raise ValueError(f"the device is not ready: {self.reason}")
        return BuildDevice(connectors.normalise(self.layout()))

    # --- where a tile could go -----------------------------------------------------------------

    def _rest(self, moving_from: Cell | None) -> dict[Cell, tuple[str, int]]:
        rest = dict(self.placed)
        if moving_from is not None:
            rest.pop(moving_from, None)
        return rest

    @staticmethod
    def _judge(rest: Mapping[Cell, tuple[str, int]], cell: Cell, tile_id: str, rotation: int) -> tuple[int, int]:
        """(mismatches, valid contacts) the tile would make with its neighbours at `cell`."""
        cells = dict(rest)
        cells[cell] = (tile_id, rotation)
        mismatches = valid = 0
        for contact in connectors.contacts(connectors.make_layout(cells)):
            if cell not in (contact.a, contact.b):
                continue
            if contact.status == MISMATCH:
                mismatches += 1
            elif contact.status == VALID:
                valid += 1
        return mismatches, valid

    def _rotations(self, tile_id: str, rotation: int | None) -> Sequence[int]:
        if not is_rotatable(tile_id):
            return (0,)
        if rotation is not None:
            return (rotation % 4,)
        if tile_id in self.tray_rotation:
            return (self.tray_rotation[tile_id],)
        return (0, 1, 2, 3)

    def hints(self, tile_id: str, rotation: int | None = None, moving_from: Cell | None = None,
              among: Iterable[Cell] | None = None) -> dict[Cell, str]:
        """Free cells where `tile_id` would make no new mismatch and touch the layout, each
        GOOD (it would make a valid contact) or OPEN (nothing wrong, nothing made yet).

        `moving_from`: the tile is being moved from that cell (it is left out of the layout).
        `rotation`: only that rotation (default: any, for tiles that turn, unless the player
        turned it in the tray). `among`: only these cells (and, for an empty layout, all of
        them, since the first tile may go anywhere). Final legality is `problems`' business.
        """
        rest = self._rest(moving_from)
        allowed = None if among is None else set(among)
        if not rest:
            if allowed is not None:
                return {c: OPEN for c in allowed}
            return {moving_from or (0, 0): OPEN}
        candidates = frontier(rest)
        if allowed is not None:
            candidates &= allowed
        out: dict[Cell, str] = {}
        for cell in candidates:
            best: str | None = None
            for rot in self._rotations(tile_id, rotation):
                mismatches, valid = self._judge(rest, cell, tile_id, rot)
                if mismatches:
                    continue
                if valid:
                    best = GOOD
                    break
                best = OPEN
            if best is not None:
                out[cell] = best
        return out

    def best_rotation(self, tile_id: str, cell: Cell, moving_from: Cell | None = None) -> int:
        """The way a turning tile should face when dropped at `cell`: fewest mismatches, then
        most valid contacts, then fewest problems left in the layout, then upright."""
        if not is_rotatable(tile_id):
            return 0
        rest = self._rest(moving_from)
        rest.pop(cell, None)

        def score(rot: int) -> tuple[int, int, int, int]:
            mismatches, valid = self._judge(rest, cell, tile_id, rot)
            cells = dict(rest)
            cells[cell] = (tile_id, rot)
            left = len(connectors.problems(connectors.make_layout(cells)))
            return (mismatches, -valid, left, rot)

        return min(range(4), key=score)

    def placement_rotation(self, tile_id: str, cell: Cell, rotation: int | None = None,
                           moving_from: Cell | None = None) -> int:
        if not is_rotatable(tile_id):
            return 0
        if rotation is not None:
            return rotation % 4
        if moving_from is not None and moving_from in self.placed:
            return self.placed[moving_from][1]  # a moved tile keeps the way it faces
        if tile_id in self.tray_rotation:
            return self.tray_rotation[tile_id]
        return self.best_rotation(tile_id, cell, moving_from)

    @property
    def ready_text(self) -> str:
        cost = f" for £{self.cost}" if self.cost else ""
        return f"A legal device of {self.count} tiles: Build makes it{cost}."

    def auto_cell(self, tile_id: str) -> Cell | None:
        """Where a double-clicked tile goes: (0, 0) on an empty grid, else the free cell next to
        the layout that suits it best (a valid contact, then no mismatch, then any), nearest
        the layout's middle, then in reading order."""
        if not self.placed:
            return (0, 0)
        hints = self.hints(tile_id)
        rows = [r for r, _c in self.placed]
        cols = [c for _r, c in self.placed]
        mid = (sum(rows) / len(rows), sum(cols) / len(cols))
        rank = {GOOD: 0, OPEN: 1}

        def key(cell: Cell) -> tuple:
            return (rank.get(hints.get(cell, ""), 2), abs(cell[0] - mid[0]) + abs(cell[1] - mid[1]), cell)

        return min(frontier(self.placed), key=key)

    # --- operations --------------------------------------------------------------------------

    def place(self, tile_id: str, cell: Cell, rotation: int | None = None) -> bool:
        """Put a tile from the tray on `cell`. A tile already there goes back to the tray.

        Rotation: ordinary tiles are always upright. A turning tile keeps the rotation given,
        else the one the player gave it in the tray, else it faces the best way (best_rotation).
        """
        occupant = self.placed.get(cell)
        left = self.remaining(tile_id)
        if left is not None and occupant is not None and occupant[0] == tile_id:
            left += 1  # replacing a tile with one of the same kind frees one first
        if left is not None and left <= 0:
            return False
        rot = self.placement_rotation(tile_id, cell, rotation)
        self.placed[cell] = (tile_id, rot)
        self.selected = None
        self._changed()
        return True

    def move(self, src: Cell, dst: Cell, rotation: int | None = None) -> bool:
        """Move a placed tile to `dst`; a tile already at `dst` swaps places with it."""
        if src not in self.placed:
            return False
        tid, rot = self.placed[src]
        if rotation is not None and is_rotatable(tid):
            rot = rotation % 4
        if src != dst:
            other = self.placed.pop(dst, None)
            del self.placed[src]
            if other is not None:
                self.placed[src] = other
        self.placed[dst] = (tid, rot)
        self.selected = None
        self._changed()
        return True


# =============================================================================================
# Adding one tile to an existing device
# =============================================================================================


class AddModel(LayoutModel):
    """Add exactly one tile to one of a few devices (answers an AddFrame)."""

    def __init__(self, devices: Sequence[DeviceChoice], candidates: Mapping[str, int | None],
                 basic: bool = False, sizes: Sequence[int] | None = None, title: str | None = None) -> None:
        super().__init__(candidates)
        if not devices:
            raise ValueError("there is no device to add a tile to")
        self.devices: list[DeviceChoice] = list(devices)
        self.basic = basic  # the tile comes from the general supply (Sourcer)
        self.sizes = tuple(sizes) if sizes else None  # Upgrader: only devices of these sizes
        self.title = title or ("Add a basic source to a device" if basic else "Add a tile to a device")
        self.device_index = 0
        # start on the first device that can take a tile at all
        for index in range(len(self.devices)):
            if self.device_fits(index):
                self.device_index = index
                break
        self.fixed = dict(((p, (t, r)) for p, t, r in self.device.layout))

    @classmethod
    def from_frame(cls, state, frame, names: Sequence[str] | None = None) -> "AddModel":
        """The model for the engine's pending `AddFrame` in `state`; `names` labels the owners."""
        from steamworks.rules.building import available_tiles
        from steamworks.rules.frames import ADD_BASIC

        basic = frame.mode == ADD_BASIC
        if basic:
            candidates: dict[str, int | None] = {t: None for t in _BASIC_IDS}
        else:
            candidates = dict(available_tiles(state.players[frame.player]))
        devices = []
        for device in state.devices:
            if frame.sizes is not None and device.size not in frame.sizes:
                continue
            if names is not None and device.owner < len(names):
                owner = "your" if device.owner == frame.player else f"{names[device.owner]}'s"
                label = f"{owner[0].upper()}{owner[1:]} device {device.id}"
            else:
                label = f"Device {device.id}"
            devices.append(DeviceChoice(device.id, device.layout, device.owner, label))
        return cls(devices, candidates, basic=basic, sizes=frame.sizes)

    # --- the device ----------------------------------------------------------------------------

    @property
    def device(self) -> DeviceChoice:
        return self.devices[self.device_index]

    def device_fits(self, index: int) -> bool:
        """Whether any tile the player has left could legally join device `index`."""
        layout = self.devices[index].layout
        return any(self.has_left(t) and connectors.legal_additions(layout, t) for t in self.stock)

    def select_device(self, index: int) -> bool:
        """Work on another device; a tile placed on the previous one goes back to the tray."""
        if not 0 <= index < len(self.devices) or index == self.device_index:
            return False
        self.device_index = index
        self.fixed = dict(((p, (t, r)) for p, t, r in self.device.layout))
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
            self.fixed = dict(((p, (t, r)) for p, t, r in self.device.layout))
        super().restore(snapshot)

    def requirements(self) -> list[str]:
        out = ["One tile, touching the device"]
        if self.sizes:
            sizes = " or ".join(str(n) for n in self.sizes)
            out.append(f"Devices of exactly {sizes} tiles")
        if self.basic:
            out.append("From the general supply")
        return out

    # --- reading -----------------------------------------------------------------------------

    def new_tile(self) -> tuple[Cell, str, int] | None:
        for cell, (tid, rot) in self.placed.items():
            return cell, tid, rot
        return None

    def legal_cells(self, tile_id: str, rotation: int | None = None, moving_from: Cell | None = None,
                    among: Iterable[Cell] | None = None) -> frozenset[Cell]:
        cells = frozenset(self.hints(tile_id, rotation, moving_from, among))
        return cells

    def hints(self, tile_id: str, rotation: int | None = None, moving_from: Cell | None = None,
              among: Iterable[Cell] | None = None) -> dict[Cell, str]:
        """The cells `legal_additions` allows for `tile_id` (with `rotation`, if given), all GOOD."""
        if tile_id not in self.stock:
            return {}
        found = connectors.legal_additions(self.device.layout, tile_id)
        if rotation is not None and is_rotatable(tile_id):
            found = tuple((p, r) for p, r in found if r == rotation % 4)
        allowed = None if among is None else set(among)
        return {p: GOOD for p, _r in found if allowed is None or p in allowed}

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
                return "None of your tiles can join this device: choose another device, or decline."
            return "Place one tile next to the device, where it makes a valid connection."
        if self._is_legal():
            return None
        cell, tid, _rot = new
        if not frontier(self.fixed) & {cell}:
            return "The new tile must touch the device."
        found = self.problems()
        if found:
            return found[0].message
        return f"The {tile_name(tid)} cannot go there."  # pragma: no cover - problems explain

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
        name = tile_name(new[1]) if new else "tile"
        return f"The {name} joins the device with a valid connection: Add attaches it."

    def placement_rotation(self, tile_id: str, cell: Cell, rotation: int | None = None,
                           moving_from: Cell | None = None) -> int:
        if moving_from is not None and moving_from in self.placed and rotation is None:
            return self._keep_or_fit(tile_id, cell, self.placed[moving_from][1]) if is_rotatable(tile_id) else 0
        return self._rotation_for(tile_id, cell, rotation)

    def _rotation_for(self, tile_id: str, cell: Cell, rotation: int | None) -> int:
        if not is_rotatable(tile_id):
            return 0
        if rotation is not None:
            return rotation % 4
        legal = [r for p, r in connectors.legal_additions(self.device.layout, tile_id) if p == cell]
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

    def _keep_or_fit(self, tile_id: str, cell: Cell, rot: int) -> int:
        # a moved Converter keeps its facing if that is legal at the new cell, else it turns to fit
        legal = [r for p, r in connectors.legal_additions(self.device.layout, tile_id) if p == cell]
        return rot if rot in legal or not legal else legal[0]

    def auto_cell(self, tile_id: str) -> Cell | None:
        """The first legal cell for the tile (reading order), else the first free neighbour."""
        legal = sorted(self.hints(tile_id))
        if legal:
            return legal[0]
        around = sorted(frontier(self.fixed))
        return around[0] if around else None


def model_for(state, frame, names: Sequence[str] | None = None) -> LayoutModel:
    """The model for the engine's pending BuildFrame or AddFrame."""
    from steamworks.rules.frames import AddFrame, BuildFrame

    if isinstance(frame, BuildFrame):
        return BuildModel.from_frame(state, frame)
    if isinstance(frame, AddFrame):
        return AddModel.from_frame(state, frame, names)
    raise TypeError(f"the build panel answers BuildFrame and AddFrame, not {type(frame).__name__}")
