"""Actions: immutable values, compared by value, holding ids and positions only.

Every choice a player makes is one of these, from placing a mechanic to choosing which
source an Anthem Organ should consume. `engine.legal_actions` lists the ones allowed now;
`engine.apply` performs one. The class name is the stable tag used in save files.
"""

from __future__ import annotations

import attrs

from .connectors import Layout, Pos


@attrs.frozen(slots=True)
class PlacePersona:
    """Place your next mechanic (or your Automaton) on a space of your persona board."""

    space: int
    automaton: bool = False


@attrs.frozen(slots=True)
class PlaceDevice:
    """Place your next mechanic (or Automaton) on a source of any device, activating it."""

    device: int
    pos: Pos
    slot: int = 0
    automaton: bool = False


@attrs.frozen(slots=True)
class Pass:
    """Pass with your leftmost mechanic and collect its wage (or give up your Automaton)."""

    automaton: bool = False


@attrs.frozen(slots=True)
class ChoosePersona:
    """Draft: take one of the dealt persona boards and choose its side."""

    persona: str
    side: str


@attrs.frozen(slots=True)
class TakeTile:
    """Take the tile in column `col` (0 = rightmost) of belt `belt`."""

    belt: int
    col: int


@attrs.frozen(slots=True)
class TakeTop:
    """Take the top tile of the tile stack of age `stack` (1, 2 or 3)."""

    stack: int


@attrs.frozen(slots=True)
class Reveal:
    """Innovation Turbine: pay 1 pound to reveal the top two tiles of a stack."""

    stack: int


@attrs.frozen(slots=True)
class KeepRevealed:
    """Innovation Turbine: keep this revealed tile; the other goes to the bottom."""

    tile: str


@attrs.frozen(slots=True)
class ChooseSource:
    """Take a basic source of this type ("C", "S" or "E")."""

    type: str


@attrs.frozen(slots=True)
class BuildDevice:
    """Build a device with this layout from tiles and basic sources in your supply."""

    layout: Layout


@attrs.frozen(slots=True)
class AddTile:
    """Add a tile (from your supply, or a basic source from the general supply) to a device."""

    device: int
    tile: str
    pos: Pos
    rotation: int = 0


@attrs.frozen(slots=True)
class ActivateOwn:
    """Activate a source of one of your devices without placing a mechanic on it.

    `bonus`: Alice B's option (a source that can supply clockwork, plus a clockwork source and
    one pound).
    """

    device: int
    pos: Pos
    bonus: bool = False


@attrs.frozen(slots=True)
class Activate:
    """Send power of type `power` to the component at `pos`, activating it."""

    pos: Pos
    power: str


@attrs.frozen(slots=True)
class Repeat:
    """Use an Iterator's repeat of the component just activated."""


@attrs.frozen(slots=True)
class EndActivation:
    """Stop sending power: the remaining connected components are not activated."""


@attrs.frozen(slots=True)
class Choose:
    """Choose one option of a component's effect; `key` names it (see effects.py)."""

    key: str


@attrs.frozen(slots=True)
class Decline:
    """Do not use this (optional) effect."""


Action = (
    PlacePersona
    | PlaceDevice
    | Pass
    | ChoosePersona
    | TakeTile
    | TakeTop
    | Reveal
    | KeepRevealed
    | ChooseSource
    | BuildDevice
    | AddTile
    | ActivateOwn
    | Activate
    | Repeat
    | EndActivation
    | Choose
    | Decline
)

ACTION_TYPES: tuple[type, ...] = (
    PlacePersona,
    PlaceDevice,
    Pass,
    ChoosePersona,
    TakeTile,
    TakeTop,
    Reveal,
    KeepRevealed,
    ChooseSource,
    BuildDevice,
    AddTile,
    ActivateOwn,
    Activate,
    Repeat,
    EndActivation,
    Choose,
    Decline,
)


class IllegalAction(ValueError):
    """An action that is not allowed now; the message says why, in words a player understands."""
