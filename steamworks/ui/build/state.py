"""What the build panel remembers between frames, besides its model: no drawing, no events.

`PanelState` holds the pointer, the press or drag in progress, the tile hovered and for how
long, the animations still running (tiles gliding into place, rings pulsing where one landed),
the refusal shown in the status line, the keyboard's ring and the panel's own undo history.
The input handler (`steamworks.ui.build.input`) and the editor (`steamworks.ui.build.editing`)
change it; the renderer (`steamworks.ui.build.render`) only reads it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from steamworks.ui.build.model import Cell, LayoutModel, Pick, is_cell, is_rotatable
from steamworks.ui.build.positions import Box, PanelPositions, Point
from steamworks.ui.focus import KeyboardFocus

PULSE_TIME = 0.38  # seconds a landing ring grows and fades
FLASH_TIME = 2.6  # seconds a refusal message stays in the status line


class Spot(Enum):
    """What was under a press of the left button."""

    TRAY = "tray"  # a tray tile that is left
    TRAY_BACKGROUND = "tray_bg"  # the tray, but no tile left there
    CELL = "cell"  # a tile the player placed
    FREE = "free"  # an empty cell
    FIXED = "fixed"  # a tile of the device (add mode): it stays
    OUTSIDE = "outside"  # anywhere else in the panel


@dataclass
class Press:
    """The left button went down on something; it becomes a click or a drag."""

    pick: Pick | None  # a pickable tile (tray tile id or movable cell), or None
    pos: Point
    double: bool  # the second press on the same tile within DOUBLE_CLICK
    spot: Spot
    cell: Cell | None  # the grid cell under the press, if any


@dataclass
class Drag:
    """A tile held under the mouse."""

    tile_id: str
    rotation: int
    explicit: bool  # the player chose its rotation (or it is a placed tile keeping its own)
    source: Pick  # the tray tile id or the cell it came from
    grab: Point  # where it was held, as fractions of its width and height
    hints: dict[Cell, str] = field(default_factory=dict)

    @property
    def from_cell(self) -> Cell | None:
        """The cell it was lifted from (None: it came from the tray)."""
        return self.source if is_cell(self.source) else None


@dataclass
class Flight:
    """A tile gliding from where it was let go to where it belongs (drawing only)."""

    tile_id: str
    rotation: int
    start: Box
    end: Box
    cell: Cell | None  # the grid cell it lands in (that tile is not drawn until it lands)
    duration: float
    elapsed: float = 0.0

    def now(self) -> Box:
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        ease = 1 - (1 - t) ** 3  # ease-out: fast start, soft landing
        return tuple(a + (b - a) * ease for a, b in zip(self.start, self.end))  # type: ignore[return-value]


@dataclass
class Pulse:
    """A ring that grows and fades around a cell where a tile landed."""

    cell: Cell
    good: bool  # the tile made a valid contact there
    age: float = 0.0


@dataclass(frozen=True)
class Hand:
    """The tile in hand (held, else selected) and where it could go."""

    tile_id: str
    rotation: int | None  # the way the player made it face; None: the panel chooses
    from_cell: Cell | None  # the cell it is being moved from (None: from the tray)
    hints: dict[Cell, str]  # cells it could go to, GOOD or OPEN


class PanelState:
    """The panel's memory besides the model; see the module docstring."""

    def __init__(self, model: LayoutModel, animation_speed: float = 1.0) -> None:
        self.model = model
        self.animation_speed = animation_speed
        self.done = False  # confirmed or declined: input is ignored until refuse() reopens it
        self.press: Press | None = None
        self.drag: Drag | None = None
        self.pressed_button: str | None = None
        self.mouse: Point = (-1.0, -1.0)
        self.hover: Pick | None = None
        self.hover_time = 0.0
        self.last_click: tuple[Pick, float] | None = None
        self.flights: list[Flight] = []
        self.pulses: list[Pulse] = []
        self.flash: tuple[str, float] | None = None  # a refusal and how long it has shown
        self.keys = KeyboardFocus()  # the keyboard's focus ring, a pointer that snaps to things
        self.time = 0.0
        self.undo: list[tuple] = []  # model snapshots before each change, newest last
        self.undoing = False
        # hints and device fits, remembered per model revision (asked for every frame)
        self._memo: dict[Any, Any] = {}
        self._memo_revision = -1

    def duration(self, seconds: float) -> float:
        """An animation's length at the player's animation speed (0: no animation)."""
        if self.animation_speed <= 0:
            return 0.0
        return seconds / self.animation_speed

    def tick(self, dt: float) -> None:
        """Time passes: hover rests, animations run on, a refusal fades."""
        self.hover_time += dt
        self.time += dt
        for flight in self.flights:
            flight.elapsed += dt
        self.flights = [f for f in self.flights if f.elapsed < f.duration]
        for pulse in self.pulses:
            pulse.age += dt
        self.pulses = [p for p in self.pulses if p.age < self.duration(PULSE_TIME)]
        if self.flash is not None:
            text, age = self.flash
            self.flash = (text, age + dt) if age + dt < FLASH_TIME else None

    # --- what follows from it -----------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """A tile is held or selected: Esc (and Ctrl+Z) should go to the panel first, since
        there Esc drops the tile rather than leaving."""
        return self.drag is not None or self.model.selected is not None

    @property
    def status_text(self) -> str:
        """What the status line says now."""
        if self.flash is not None:
            return self.flash[0]
        return self.model.summary

    @property
    def detail(self) -> str | None:
        """The status line's quieter second line (hidden while a refusal shows)."""
        return None if self.flash is not None else self.model.detail

    def landing_cells(self) -> set[Cell]:
        """Cells a gliding tile is on its way to (drawn when it lands)."""
        return {f.cell for f in self.flights if f.cell is not None}

    def held_from(self) -> Cell | None:
        """The cell the held tile was lifted from, left empty while it is held."""
        return self.drag.from_cell if self.drag is not None else None

    def memoised(self, key: Any, compute: Callable[[], Any]) -> Any:
        """`compute()`, remembered until the model changes (hints are asked for every frame)."""
        if self._memo_revision != self.model.revision:
            self._memo.clear()
            self._memo_revision = self.model.revision
        if key not in self._memo:
            self._memo[key] = compute()
        return self._memo[key]

    def hand(self, positions: PanelPositions) -> Hand | None:
        """The tile in hand (held, else selected), or None."""
        if self.drag is not None:
            drag = self.drag
            rotation = drag.rotation if drag.explicit else None
            return Hand(drag.tile_id, rotation, drag.from_cell, drag.hints)
        model = self.model
        selected = model.selected
        if selected is None:
            return None
        tile = model.tile_of(selected)
        if tile is None:
            return None
        moving_from: Cell | None = selected if is_cell(selected) else None
        explicit = tile[1] if (moving_from is not None or tile[0] in model.tray_rotation) else None
        if not is_rotatable(tile[0]):
            explicit = None
        hints = self.memoised(
            ("hints", tile[0], explicit, moving_from, positions.extent),
            lambda: model.hints(tile[0], explicit, moving_from, positions.visible_cells()),
        )
        return Hand(tile[0], explicit, moving_from, hints)
