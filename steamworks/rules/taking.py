"""Taking tiles: from the conveyor belts (rightmost, any, Scroll Rack, Librarifier, Resonator)
and from the stacks (top tile, Innovation Turbine's reveal-two).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from . import ops
from .actions import Action, Decline, KeepRevealed, Reveal, TakeTile, TakeTop
from .data import load
from .fastevolve import evolve
from .frames import (
    TAKE_ANY,
    TAKE_LIBRARIFIER,
    TAKE_RESONATOR,
    TAKE_RIGHTMOST,
    TAKE_SCROLL,
    TAKE_STACK_TOP,
    TAKE_TURBINE,
    RevealFrame,
    TakeFrame,
)
from .state import GameState

# Librarifier: clockwork reaches the Age I (blue) belts, steam the Age II, electrickal the Age III
LIBRARIFIER_AGE = {"C": 1, "S": 2, "E": 3}


def scroll_cost(col: int) -> int:
    return load().board.scroll_rack_cost[col]


def rightmost_col(row: tuple[str | None, ...]) -> int | None:
    for col, tile in enumerate(row):
        if tile is not None:
            return col
    return None


def resonates(tile_id: str, power: str) -> bool:
    """Ruling 15: a connector of the power's type or an any-power connector; a source that can
    supply that type. An Iterator's clamp is not a power connector."""
    tile = load().tiles[tile_id]
    if tile.kind == "iterator":
        return False
    return power in tile.connector_types()


def unlocked_stacks(state: GameState) -> list[int]:
    """Indices (0-2) of the tile stacks of the current and earlier ages that still hold tiles."""
    return [i for i in range(state.age) if state.stacks[i]]


@functools.cache
def _takes(belt: int, length: int) -> tuple[TakeTile, ...]:
    """A `TakeTile` for each space of a belt, by column: actions are immutable values, and
    listing the tiles one may take is asked very often (the AI asks whether a belt-taking
    effect would find a tile), so the same actions are handed out instead of rebuilt."""
    return tuple(TakeTile(belt, col) for col in range(length))


def _belt_takes(state: GameState, player: int, mode: str, power: str) -> Iterator[TakeTile]:
    """The belt tiles a TakeFrame of `mode` (and `power`) lets `player` take, in board order."""
    if mode == TAKE_RIGHTMOST:
        for b, row in enumerate(state.belts):
            col = rightmost_col(row)
            if col is not None:
                yield _takes(b, len(row))[col]
        return
    belts_def = load().board.belts
    money = state.players[player].money
    for b, row in enumerate(state.belts):
        if mode == TAKE_LIBRARIFIER and belts_def[b].age != LIBRARIFIER_AGE[power]:
            continue
        takes = _takes(b, len(row))
        for col, tile in enumerate(row):
            if tile is None:
                continue
            if mode == TAKE_SCROLL and scroll_cost(col) > money:
                continue
            if mode == TAKE_RESONATOR and not resonates(tile, power):
                continue
            yield takes[col]


def belt_choices(state: GameState, frame: TakeFrame) -> list[TakeTile]:
    return list(_belt_takes(state, frame.player, frame.mode, frame.power))


def has_belt_choice(state: GameState, player: int, mode: str, power: str = "") -> bool:
    """Whether `belt_choices` of a TakeFrame(player, mode, power) would offer anything (without
    listing them all, or making the frame)."""
    return next(_belt_takes(state, player, mode, power), None) is not None


def take_legal(state: GameState, frame: TakeFrame) -> list[TakeTop | Reveal] | list[TakeTile]:
    if frame.mode in (TAKE_STACK_TOP, TAKE_TURBINE):
        stacks = unlocked_stacks(state)
        out: list[TakeTop | Reveal] = [TakeTop(s + 1) for s in stacks]
        if frame.mode == TAKE_TURBINE and state.players[frame.player].money >= 1:
            out.extend(Reveal(s + 1) for s in stacks)
        return out
    if frame.mode not in (TAKE_RIGHTMOST, TAKE_ANY, TAKE_SCROLL, TAKE_LIBRARIFIER, TAKE_RESONATOR):
        raise ValueError(f"unknown take mode {frame.mode}")
    return belt_choices(state, frame)


def take_apply(state: GameState, frame: TakeFrame, action: Action) -> GameState:
    if isinstance(action, Decline):
        return ops.pop(state)
    if isinstance(action, TakeTile):
        if frame.mode == TAKE_SCROLL:
            state = ops.gain_money(state, frame.player, -scroll_cost(action.col))
        state = ops.take_from_belt(state, action.belt, action.col, frame.player)
    elif isinstance(action, TakeTop):
        state, tile = ops.draw_from_stack(state, action.stack - 1)
        state = ops.add_to_supply(state, frame.player, tile)
    elif isinstance(action, Reveal):
        state = ops.gain_money(state, frame.player, -1)
        revealed = []
        for _ in range(min(2, len(state.stacks[action.stack - 1]))):
            state, tile = ops.draw_from_stack(state, action.stack - 1)
            revealed.append(tile)
        return ops.replace_top(state, RevealFrame(frame.player, action.stack, tuple(revealed)))
    else:
        raise TypeError(action)
    if frame.count > 1:
        return ops.replace_top(state, evolve(frame, count=frame.count - 1))
    return ops.pop(state)


def reveal_legal(state: GameState, frame: RevealFrame) -> list[KeepRevealed]:
    return [KeepRevealed(t) for t in frame.tiles]


def reveal_apply(state: GameState, frame: RevealFrame, action: KeepRevealed) -> GameState:
    state = ops.add_to_supply(state, frame.player, action.tile)
    for t in frame.tiles:
        if t != action.tile:
            state = ops.put_on_bottom(state, t)
    return ops.pop(state)
