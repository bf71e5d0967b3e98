"""`BuildModel`: manufacture a new device (answers a `BuildFrame` with `BuildDevice`).

The player places tiles from a supply (tile id -> count) on an unbounded grid of cells; the
device must have one of the required sizes and be legal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from steamworks.language import money, ntr, tr
from steamworks.rules import connectors
from steamworks.rules.actions import BuildDevice
from steamworks.rules.connectors import MISMATCH, VALID, Problem
from steamworks.ui.build.model.common import (
    Cell,
    LayoutModel,
    frontier,
    is_rotatable,
)
from steamworks.ui.build.model.status import GOOD, ILLEGAL, INCOMPLETE, OPEN, READY


def sizes_text(sizes: Sequence[int]) -> str:
    """'3', or '2 or 3' (a device's allowed numbers of tiles)."""
    if len(sizes) == 1:
        return str(sizes[0])
    # translators: {sizes} lists numbers, "2, 3"; {last} is the last number
    return tr("{sizes} or {last}", sizes=", ".join(str(n) for n in sizes[:-1]), last=sizes[-1])


class BuildModel(LayoutModel):
    """Assemble a new device from a supply (answers a BuildFrame)."""

    @property
    def title(self) -> str:  # type: ignore[override]
        return tr("Manufacture a device")

    def __init__(
        self,
        available: Mapping[str, int],
        sizes: int | Sequence[int],
        cost: int = 0,
        money: int | None = None,
        then_activate: bool = False,
    ) -> None:
        super().__init__(available)
        self.sizes: tuple[int, ...] = (
            (sizes,) if isinstance(sizes, int) else tuple(sorted(set(sizes)))
        )
        if not self.sizes or min(self.sizes) < 1:
            raise ValueError(f"a device needs a positive size, not {sizes!r}")
        self.cost = cost
        self.money = money
        self.then_activate = then_activate

    @classmethod
    def from_frame(cls, state, frame) -> BuildModel:
        """The model for the engine's pending `BuildFrame` in `state`."""
        from steamworks.rules.building import available_tiles

        player = state.players[frame.player]
        return cls(
            available_tiles(player), frame.sizes, frame.cost, player.money, frame.then_activate
        )

    # --- reading -----------------------------------------------------------------------------

    @property
    def count(self) -> int:
        return len(self.placed)

    def sizes_text(self) -> str:
        """'3', or '2 or 3'."""
        return sizes_text(self.sizes)

    def requirement_chips(self) -> list[tuple[str, str | None]]:
        out: list[tuple[str, str | None]] = [
            # translators: {sizes} is a number of tiles, "3", or "2 or 3"
            (tr("Exactly {sizes} tiles", sizes=self.sizes_text()), "tiles")
        ]
        if self.cost:
            cost = (
                tr(
                    "Costs {amount} (you have {money})",
                    amount=money(self.cost),
                    money=money(self.money),
                )
                if self.money is not None
                else tr("Costs {amount}", amount=money(self.cost))
            )
            out.append((cost, "coin"))
        if self.then_activate:
            out.append((tr("Then fire one of its sources"), "bolt"))
        return out

    def problems(self) -> tuple[Problem, ...]:
        layout = self.layout()
        if len(self.sizes) == 1:
            return connectors.problems(layout, self.sizes[0])
        found = connectors.problems(layout)
        if layout and len(layout) not in self.sizes:
            found = (
                Problem(
                    "wrong_size",
                    # translators: {sizes} is "3", or "2 or 3"; {count} the tiles placed
                    tr(
                        "This device must have exactly {sizes} tiles, not {count}.",
                        sizes=self.sizes_text(),
                        count=len(layout),
                    ),
                ),
            ) + found
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
        sizes = self.sizes_text()
        if n == 0:
            # translators: {sizes} is "3", or "2 or 3"
            return ntr(
                "Place {count} tile from your supply (the device needs exactly {sizes}).",
                "Place {count} tiles from your supply (the device needs exactly {sizes}).",
                min(self.sizes),
                sizes=sizes,
            )
        if n < min(self.sizes):
            return ntr(
                "Place {count} more tile (the device needs exactly {sizes}).",
                "Place {count} more tiles (the device needs exactly {sizes}).",
                min(self.sizes) - n,
                sizes=sizes,
            )
        if n > max(self.sizes):
            return ntr(
                "Take {count} tile back (the device needs exactly {sizes}).",
                "Take {count} tiles back (the device needs exactly {sizes}).",
                n - max(self.sizes),
                sizes=sizes,
            )
        if n not in self.sizes:  # between two allowed sizes: cannot happen with 2 or 3
            return tr(
                "This device must have exactly {sizes} tiles, not {count}.", sizes=sizes, count=n
            )
        structural = self._structural_problems()
        if structural:
            return structural[0].message
        if not self.affordable:
            return tr(
                "Building costs {amount} and you have {money}.",
                amount=money(self.cost),
                money=money(self.money or 0),
            )
        return None

    @property
    def detail(self) -> str | None:
        """While tiles are still missing: what would still be wrong with the tiles so far."""
        if self.status != INCOMPLETE or not self.placed:
            return None
        structural = self._structural_problems()
        # translators: {problem} is what is wrong with the tiles placed so far
        return tr("So far: {problem}", problem=structural[0].message) if structural else None

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
    def _judge(
        rest: Mapping[Cell, tuple[str, int]], cell: Cell, tile_id: str, rotation: int
    ) -> tuple[int, int]:
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

    def _hints(
        self, tile_id: str, rotation: int | None, moving_from: Cell | None, among: set[Cell] | None
    ) -> dict[Cell, str]:
        """Free cells where `tile_id` would make no new mismatch and touch the layout, each
        GOOD (it would make a valid contact) or OPEN (nothing wrong, nothing made yet).

        `moving_from`: the tile is being moved from that cell (it is left out of the layout).
        `rotation`: only that rotation (default: any, for tiles that turn, unless the player
        turned it in the tray). `among`: only these cells (and, for an empty layout, all of
        them, since the first tile may go anywhere). Final legality is `problems`' business.
        """
        rest = self._rest(moving_from)
        if not rest:
            if among is not None:
                return {c: OPEN for c in among}
            return {moving_from or (0, 0): OPEN}
        candidates = frontier(rest)
        if among is not None:
            candidates &= among
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

    def placement_rotation(
        self, tile_id: str, cell: Cell, rotation: int | None = None, moving_from: Cell | None = None
    ) -> int:
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
        if self.cost:
            return tr(
                "A legal device of {count} tiles: Build makes it for {amount}.",
                count=self.count,
                amount=money(self.cost),
            )
        return tr("A legal device of {count} tiles: Build makes it.", count=self.count)

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
            return (
                rank.get(hints.get(cell, ""), 2),
                abs(cell[0] - mid[0]) + abs(cell[1] - mid[1]),
                cell,
            )

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
