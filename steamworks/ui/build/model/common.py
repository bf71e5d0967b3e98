"""What both build-panel models share: the supply, tiles on a grid, a selection, the
operations every model offers (`LayoutModel`); the words for how things stand are `status`.

Cells are `(row, col)` as in the rules (north is row - 1). A *pick* is what a player can
pick up or point at: a tile id (a tile in the supply tray) or a cell (a tile on the grid).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from steamworks.language import tr
from steamworks.rules import connectors
from steamworks.rules.connectors import STEPS, Contact, Layout, Problem
from steamworks.rules.data import BASIC_SOURCE_IDS, COMPONENT, CONVERTER, ITERATOR, SOURCE, load
from steamworks.ui.build.model.status import ILLEGAL, READY


def tile_name(tile_id: str) -> str:
    """A tile's name as the model's words say it (in the language spoken)."""
    return tr(load().tiles[tile_id].name)


Cell = tuple[int, int]
# what a player picks up or points at: a tile id in the supply tray, or a cell of the grid
# (called a pick, not a target: `steamworks.ui.game.targets.Target` is the table's hit area)
Pick = str | Cell

if TYPE_CHECKING:  # only the type checker reads it: narrowing a pick to a cell or a tile id
    from typing_extensions import TypeIs

# Order of the tray: what a player builds around first.
_KIND_ORDER = {COMPONENT: 0, ITERATOR: 1, CONVERTER: 1, SOURCE: 2}
BASIC_IDS = tuple(BASIC_SOURCE_IDS.values())


def is_cell(pick: object) -> TypeIs[Cell]:
    return isinstance(pick, tuple) and len(pick) == 2 and all(isinstance(v, int) for v in pick)


def is_rotatable(tile_id: str) -> bool:
    return load().tiles[tile_id].rotatable


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
        self.selected: Pick | None = None
        self.revision = 0

    @staticmethod
    def _tray_key(tile_id: str) -> tuple:
        tile = load().tiles[tile_id]
        basic = tile_id in BASIC_IDS
        return (
            basic,
            _KIND_ORDER.get(tile.kind, 3),
            BASIC_IDS.index(tile_id) if basic else 0,
            tile.name,
            tile_id,
        )

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
            TrayEntry(
                t, self.stock[t], self.remaining(t), self.tray_rotation.get(t, 0), t in BASIC_IDS
            )
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

    def tile_of(self, pick: Pick | None) -> tuple[str, int] | None:
        """The tile a pick stands for: (tile id, rotation), or None."""
        if pick is None:
            return None
        if is_cell(pick):
            return self.tile_at(pick)
        if isinstance(pick, str) and pick in self.stock:
            return (pick, self.tray_rotation.get(pick, 0))
        return None

    def can_rotate(self, pick: Pick | None) -> bool:
        """Whether the player may turn this tile (only Iterators and Power Converters turn)."""
        tile = self.tile_of(pick)
        if tile is None or not is_rotatable(tile[0]):
            return False
        if is_cell(pick):
            return self.is_movable(pick)
        return True

    # --- selection ---------------------------------------------------------------------------

    def select(self, pick: Pick | None) -> bool:
        """Pick up a tray tile that is left, or a movable tile on the grid (None: drop it)."""
        if pick is None:
            self.selected = None
            return True
        if is_cell(pick):
            if not self.is_movable(pick):
                return False
        elif not (isinstance(pick, str) and self.has_left(pick)):
            return False
        self.selected = pick
        return True

    def deselect(self) -> None:
        self.selected = None

    # --- operations --------------------------------------------------------------------------

    def rotate(self, pick: Pick, turns: int = 1) -> bool:
        """Turn an Iterator or Power Converter a quarter clockwise (`turns` < 0: anticlockwise).

        Ordinary tiles never rotate: this refuses them, and returns False.
        """
        if not self.can_rotate(pick):
            return False
        if is_cell(pick):
            tid, rot = self.placed[pick]
            self.placed[pick] = (tid, (rot + turns) % 4)
        else:
            tid = pick
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

    def toggle(self, pick: Pick) -> Pick | None:
        """Double-click: a tray tile goes to the first sensible free cell next to the layout,
        a placed tile goes back to the tray. Returns where it went (a cell, or the tile id for
        the tray), or None when nothing happened."""
        if is_cell(pick):
            tile = self.placed.get(pick)
            if tile is None:
                return None
            self.return_to_supply(pick)
            return tile[0]
        if not isinstance(pick, str) or not self.has_left(pick):
            return None
        cell = self.auto_cell(pick)
        if cell is None or not self.place(pick, cell):
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

    def place(
        self, tile_id: str, cell: Cell, rotation: int | None = None
    ) -> bool:  # pragma: no cover
        raise NotImplementedError

    def move(self, src: Cell, dst: Cell, rotation: int | None = None) -> bool:  # pragma: no cover
        raise NotImplementedError

    def auto_cell(self, tile_id: str) -> Cell | None:  # pragma: no cover
        raise NotImplementedError

    def placement_rotation(
        self, tile_id: str, cell: Cell, rotation: int | None = None, moving_from: Cell | None = None
    ) -> int:  # pragma: no cover
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

    def hints(
        self,
        tile_id: str,
        rotation: int | None = None,
        moving_from: Cell | None = None,
        among: Iterable[Cell] | None = None,
    ) -> dict[Cell, str]:
        """The cells where `tile_id` could go now, each GOOD or OPEN. `rotation`: only that
        rotation; `moving_from`: the tile is being moved from that cell; `among`: only these
        cells (the ones the panel shows). Each model says which cells in `_hints`."""
        return self._hints(tile_id, rotation, moving_from, None if among is None else set(among))

    def _hints(
        self, tile_id: str, rotation: int | None, moving_from: Cell | None, among: set[Cell] | None
    ) -> dict[Cell, str]:  # pragma: no cover
        """`hints`, with `among` made a set (None: any cell)."""
        raise NotImplementedError

    def legal_cells(
        self,
        tile_id: str,
        rotation: int | None = None,
        moving_from: Cell | None = None,
        among: Iterable[Cell] | None = None,
    ) -> frozenset[Cell]:
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

    # shown in the panel's header
    title = ""

    def requirement_chips(self) -> list[tuple[str, str | None]]:
        """Short requirement labels for the header ("Exactly 3 tiles", "Costs £2"), each with
        the icon drawn beside it ("tiles", "coin", "bolt"; None for none)."""
        return []

    def requirements(self) -> list[str]:
        """The requirement labels alone."""
        return [text for text, _icon in self.requirement_chips()]

    def focus_cells(self) -> set[Cell]:
        """The cells the grid view must keep in sight."""
        return self.occupied()

    def view_span(self) -> tuple[int, int]:
        """(rows, cols) the grid should be able to show at once, margin included."""
        return (5, 5)
