"""Pending decisions: the frames on the game state's decision stack.

A frame says who decides and about what. Engine code pushes frames when an effect needs a
choice and pops them when the choice is made; the frame on top decides who acts and what is
legal. `StepsFrame` is the only automatic frame: it carries on a persona space's remaining
steps once the decision above it is settled.
"""

from __future__ import annotations

import attrs

from .connectors import Layout, Pos


@attrs.frozen(slots=True)
class DraftFrame:
    """Setup draft: `player` takes one of `offered` persona boards and chooses a side."""

    player: int
    offered: tuple[str, ...]


@attrs.frozen(slots=True)
class StepsFrame:
    """The remaining steps of a persona space (automatic)."""

    player: int
    steps: tuple[str, ...]


# modes of TakeFrame
TAKE_RIGHTMOST = "rightmost"  # the rightmost tile of any belt
TAKE_ANY = "any"  # any tile on any belt
TAKE_SCROLL = "scroll"  # any belt tile, paying by column (Scroll Rack)
TAKE_LIBRARIFIER = "librarifier"  # any tile of the belt(s) of the age given by the power
TAKE_RESONATOR = "resonator"  # any belt tile with a connector of the power's type
TAKE_STACK_TOP = "stack_top"  # the top tile of an unlocked stack
TAKE_TURBINE = "turbine"  # Innovation Turbine: top tile, or pay 1 to reveal two and keep one


@attrs.frozen(slots=True)
class TakeFrame:
    """Take a tile from the belts or stacks, in the way `mode` allows."""

    player: int
    mode: str
    power: str = ""
    count: int = 1  # tiles still to take in this frame (Ubiquity Conveyor's paid option: 2)


@attrs.frozen(slots=True)
class RevealFrame:
    """Innovation Turbine: keep one of the revealed tiles; the other goes to the bottom."""

    player: int
    stack: int
    tiles: tuple[str, ...]


@attrs.frozen(slots=True)
class SourceFrame:
    """Take any one basic source."""

    player: int


@attrs.frozen(slots=True)
class BuildFrame:
    """Build a device of one of `sizes` from the supply, paying `cost` when building."""

    player: int
    sizes: tuple[int, ...]
    cost: int = 0
    then_activate: bool = False  # Insta-factor: activate a source of the new device


ADD_FROM_SUPPLY = "supply"  # a component or source from the player's supply
ADD_BASIC = "basic"  # a basic source from the general supply (Sourcer)


@attrs.frozen(slots=True)
class AddFrame:
    """Add one tile to a device (Upgrader, Expander, Sourcer, Lucius B)."""

    player: int
    mode: str
    sizes: tuple[int, ...] | None = None  # Upgrader: only devices of this current size
    owner: int | None = None  # Sourcer: the device owner who earns 1 pound (an opponent)


@attrs.frozen(slots=True)
class OwnSourceFrame:
    """Activate one source of your own devices (no mechanic placed)."""

    player: int
    cost: int = 0
    alice: bool = False  # Alice B: the clockwork option with its bonus is offered too
    device: int | None = None  # Insta-factor: only the device just built


@attrs.frozen(slots=True)
class ActivationFrame:
    """A source is sending power: choose components to activate, their power, their order."""

    player: int
    device: int
    source: Pos
    layout: Layout  # the device as it was when the source was activated (F.A.Q.)
    owner: int | None  # the device's owner when that is an opponent (owner bonuses)
    done: frozenset[Pos] = frozenset()
    gears_pass: int = 0  # Iteration Gears: 1 during its first pass, 2 during the repeat; else 0


@attrs.frozen(slots=True)
class EffectFrame:
    """Choose an option of a component's effect (or decline it)."""

    player: int
    effect: str
    power: str
    owner: int | None = None


@attrs.frozen(slots=True)
class RepeatFrame:
    """An Iterator may repeat the component just activated (same power)."""

    player: int
    pos: Pos
    effect: str
    power: str
    owner: int | None
    remaining: int


# any frame of the decision stack (every one has the `player` who decides)
Frame = (
    DraftFrame
    | StepsFrame
    | TakeFrame
    | RevealFrame
    | SourceFrame
    | BuildFrame
    | AddFrame
    | OwnSourceFrame
    | ActivationFrame
    | EffectFrame
    | RepeatFrame
)
