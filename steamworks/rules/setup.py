"""How a game is set up: the seats, how personas are chosen, the variant and the seed.

A `GameSetup` is everything needed (with the seed) to deal a game; the same setup always deals
the same game. The engine reads the seat names and personas; `controller` ("human", "ai:easy", ...) and
`hints` (whether the coach's hints may be asked for) are carried along for the UI and saves and
never affect the rules.
"""

from __future__ import annotations

import attrs

PERSONAS_RANDOM = "random"  # dealt at random, side A (the rulebook's first-game suggestion)
PERSONAS_DRAFT = "draft"  # players+1 boards dealt, taken in reverse turn order, side A or B
PERSONAS_FIXED = "fixed"  # every seat names its persona and side (tests, scenarios, rematches)
PERSONA_MODES = (PERSONAS_RANDOM, PERSONAS_DRAFT, PERSONAS_FIXED)


def _check_side(_inst: object, _attr: attrs.Attribute[str | None], value: str | None) -> None:
    if value not in (None, "A", "B"):
        raise ValueError(f"side must be 'A' or 'B', not {value!r}")


@attrs.frozen(slots=True)
class SeatSetup:
    """One player at the table."""

    name: str
    controller: str = "human"  # "human" or "ai:<level>"; not a rules matter
    colour: int = 0  # index into the UI's player colours
    persona: str | None = None  # persona id, with PERSONAS_FIXED
    side: str | None = attrs.field(default=None, validator=_check_side)


@attrs.frozen(slots=True)
class GameSetup:
    """A whole table: seats in clockwise order, persona mode, variant, seed."""

    seats: tuple[SeatSetup, ...]
    seed: int = 0
    personas: str = PERSONAS_RANDOM
    variant_end_of_age: bool = False
    # seat index of the start player; None draws one at random from the seed
    start_player: int | None = None
    # whether a human seat may ask the coach for hints in this game; not a rules matter
    hints: bool = True

    def __attrs_post_init__(self) -> None:
        if not 2 <= len(self.seats) <= 5:
            raise ValueError(f"Steam Works is for 2 to 5 players, not {len(self.seats)}")
        if self.personas not in PERSONA_MODES:
            raise ValueError(f"unknown persona mode {self.personas!r}")
        if self.start_player is not None and not 0 <= self.start_player < len(self.seats):
            raise ValueError("start_player must be a seat index")
        if self.personas == PERSONAS_FIXED:
            chosen = [s.persona for s in self.seats]
            if any(p is None or s.side is None for p, s in zip(chosen, self.seats)):
                raise ValueError("with fixed personas every seat needs a persona and a side")
            if len(set(chosen)) != len(chosen):
                raise ValueError("two seats cannot play the same persona")

    @property
    def players(self) -> int:
        return len(self.seats)


def quick_setup(
    players: int, seed: int = 0, personas: str = PERSONAS_RANDOM, variant: bool = False
) -> GameSetup:
    """A setup with default seat names, for tools and tests."""
    seats = tuple(SeatSetup(name=f"Player {i + 1}", colour=i) for i in range(players))
    return GameSetup(seats=seats, seed=seed, personas=personas, variant_end_of_age=variant)
