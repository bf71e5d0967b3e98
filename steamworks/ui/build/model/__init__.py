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

Modules: ``common`` (`LayoutModel`, what both share), ``status`` (the status and hint words),
``building`` (`BuildModel`), ``adding`` (`AddModel`, `DeviceChoice`); `model_for` picks one.
Cells are `(row, col)` as in the rules (north is row - 1); a *pick* (`Pick`) is what a player
can pick up or point at: a tile id (a tile in the supply tray) or a cell (a tile on the grid).
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.ui.build.model.adding import AddModel, DeviceChoice
from steamworks.ui.build.model.building import BuildModel
from steamworks.ui.build.model.common import (
    Cell,
    LayoutModel,
    Pick,
    PlacedTile,
    TrayEntry,
    frontier,
    is_cell,
    is_rotatable,
    tile_name,
)
from steamworks.ui.build.model.status import GOOD, ILLEGAL, INCOMPLETE, OPEN, READY

__all__ = [
    "GOOD",
    "ILLEGAL",
    "INCOMPLETE",
    "OPEN",
    "READY",
    "AddModel",
    "BuildModel",
    "Cell",
    "DeviceChoice",
    "LayoutModel",
    "Pick",
    "PlacedTile",
    "TrayEntry",
    "frontier",
    "is_cell",
    "is_rotatable",
    "model_for",
    "tile_name",
]


def model_for(state, frame, names: Sequence[str] | None = None) -> LayoutModel:
    """The model for the engine's pending BuildFrame or AddFrame."""
    from steamworks.rules.frames import AddFrame, BuildFrame

    if isinstance(frame, BuildFrame):
        return BuildModel.from_frame(state, frame)
    if isinstance(frame, AddFrame):
        return AddModel.from_frame(state, frame, names)
    raise TypeError(f"the build panel answers BuildFrame and AddFrame, not {type(frame).__name__}")
