"""Exhaustive search over one turn: the best result a goal allows, and a line that reaches it.

From a position where the solver's player is to act with no decision pending, every legal
action is tried, then every answer to every decision it raises, until the engine's turn
counter moves on (the turn is over) or the game ends. Positions met twice are searched once.
Building layouts are taken from `legal_actions`, which lists every legal device.

Chance: a line of play that shows a tile nobody had seen (a hidden stack tile drawn or
revealed) would make the best result depend on luck, so the search refuses it with
`ChanceError`. A puzzle whose stacks matter writes `hidden = [0, 0, 0]` in its position:
the stacks are then known to everyone, and drawing from them is no gamble.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from ..rules import engine
from ..rules.state import GameState


class ChanceError(ValueError):
    """A line of play within the turn reveals a tile nobody had seen."""


class SolveError(ValueError):
    """The position is not one where the player starts a turn."""


@attrs.frozen
class Solution:
    best: int
    line: tuple  # actions, from the start of the turn to its end
    positions: int  # distinct positions searched


def turn_over(start: GameState, state: GameState) -> bool:
    return state.game_over or state.turn != start.turn


def solve(start: GameState, player: int, measure: Callable[[GameState], int]) -> Solution:
    """The best `measure(end)` over every way `player` can play this turn, with a line to it.
    Of equally good lines, the first in the engine's action order is kept."""
    if start.pending or engine.to_act(start) != player:
        raise SolveError(f"player {player} is not starting a turn in this position")
    memo: dict[GameState, tuple[int, tuple]] = {}

    def search(state: GameState) -> tuple[int, tuple]:
        if turn_over(start, state):
            return measure(state), ()
        known = memo.get(state)
        if known is not None:
            return known
        best: tuple[int, tuple] | None = None
        for action in engine.legal_actions(state):
            after = engine.apply(state, action, check=False)
            if after.hidden != start.hidden:  # a draw from the unseen top of a stack
                raise ChanceError(
                    f"playing {action} here shows a tile nobody had seen; "
                    "make the stacks known (hidden = [0, 0, 0]) or avoid drawing"
                )
            value, rest = search(after)
            if best is None or value > best[0]:
                best = (value, (action, *rest))
        assert best is not None, "a turn in progress always has a legal action"
        memo[state] = best
        return best

    value, line = search(start)
    return Solution(value, line, len(memo))


def play_line(start: GameState, line) -> GameState:
    """The position after playing `line`; raises IllegalAction at the first illegal action,
    and ValueError if the turn ends before the line does or the line stops before it ends."""
    state = start
    for n, action in enumerate(line):
        if turn_over(start, state):
            raise ValueError(f"the turn is over before action {n + 1}")
        state = engine.apply(state, action)
    if not turn_over(start, state):
        raise ValueError("the line stops before the turn is over")
    return state
