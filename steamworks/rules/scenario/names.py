"""The scenario format's names for things: belt keys, stack keys, Automaton places.

Shared by the readers and by `dump_scenario`, so a name is spelled the same both ways.
"""

from __future__ import annotations

from ..data import load
from ..state import AUTO_BOARD, AUTO_READY, AUTO_USED

AUTOMATON_NAMES = {"board": AUTO_BOARD, "ready": AUTO_READY, "used": AUTO_USED}


AUTOMATON_OF = {v: k for k, v in AUTOMATON_NAMES.items()}


REST = "..."  # in a stack list: every tile of that stack not placed anywhere else


STACK_KEYS = ("age1", "age2", "age3")


STACK_NAMES = ("Age I", "Age II", "Age III")


def belt_keys() -> tuple[str, ...]:
    """The key of each belt in a scenario's [belts] table: its colour, numbered when shared."""
    belts = load().board.belts
    out = []
    for b in belts:
        same = [x for x in belts if x.colour == b.colour]
        out.append(b.colour if len(same) == 1 else f"{b.colour}{same.index(b) + 1}")
    return tuple(out)


def stack_index(tile_stack: str) -> int | None:
    """Which stack (0-2) a tile of this data `stack` belongs to; None for basic/persona tiles."""
    return {"start": 0, "age1": 0, "age2": 1, "age3": 2}.get(tile_stack)


def mechanics_for_age(age: int) -> int:
    board = load().board
    return min(board.mechanics_at_start + age - 1, board.mechanics_per_player)
