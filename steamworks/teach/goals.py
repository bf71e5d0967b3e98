"""Puzzle goals: what a puzzle measures at the end of the solver's turn, as a whole number.

Each goal compares the position where the turn began with the one where it ended, for the
player solving the puzzle; bigger is better. The solver maximises it; stars compare the
learner's result with the best.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from ..rules.connectors import power_targets
from ..rules.data import load
from ..rules.scoring import score_lines
from ..rules.state import GameState


@attrs.frozen
class Goal:
    key: str
    label: str  # the result's unit, for "best: 7 prestige"
    measure: Callable[[GameState, GameState, int, str], int]  # (start, end, player, tile)


def _prestige(start: GameState, end: GameState, player: int, _tile: str) -> int:
    # the final-score total: chips, clocks and the prestige printed on device tiles
    return score_lines(end)[player].total - score_lines(start)[player].total


def _money(_start: GameState, end: GameState, player: int, _tile: str) -> int:
    return end.players[player].money


def _sources(_start: GameState, end: GameState, player: int, _tile: str) -> int:
    return end.players[player].source_count


def _reach(_start: GameState, end: GameState, player: int, _tile: str) -> int:
    """The most components one source of the player's devices can power."""
    tiles = load().tiles
    best = 0
    for device in end.devices:
        if device.owner != player:
            continue
        for pos, tid, _rot in device.layout:
            if tiles[tid].is_source:
                best = max(best, len(power_targets(device.layout, pos)))
    return best


def _deny(_start: GameState, end: GameState, _player: int, tile: str) -> int:
    """1 when the tile is no longer on a belt, where the opponent could take it."""
    return 0 if any(tile in row for row in end.belts) else 1


GOALS = {
    g.key: g
    for g in (
        Goal("prestige", "prestige gained", _prestige),
        Goal("money", "pounds at the end of the turn", _money),
        Goal("sources", "basic sources at the end of the turn", _sources),
        Goal("reach", "components one source can power", _reach),
        Goal("deny", "(1 = the tile is off the belts)", _deny),
    )
}
