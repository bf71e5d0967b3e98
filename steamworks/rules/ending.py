"""Whether the round being played can be the game's last, for the table's "Last round" marker.

The game ends only at the end of a round (turns.end_round): when the Game End counters have
run out, or when a tile stack cannot refill its belt in Age III. `last_round` answers, for a
state before or during a round, whether that round's end will end the game whatever the
players do (CERTAIN), could end it depending on what they do (POSSIBLE: the counters their
placements take, the tiles they take off the belts), or cannot (None).

The answer comes from the engine itself: the round's end is played on two made-up copies of
the state, the mildest (every player passes from now on, yet something happened this round,
so the counter for an idle round stays) and the harshest (every mechanic still to place takes
a counter, nothing else counts as happening, and every belt is emptied). Hidden tiles are
never looked at: only how many tiles each stack holds, which every player can count.
Pure: no pygame. The answer is remembered for the last state asked about, as a table asks
about the same state on every frame.
"""

from __future__ import annotations

import attrs

from ..language import tr
from .about_state import AboutState
from .state import AUTO_READY, GameState
from .turns import end_round, free_device_spaces

CERTAIN = "certain"
POSSIBLE = "possible"


@attrs.frozen
class LastRound:
    """The round being played will (CERTAIN) or may (POSSIBLE) end the game."""

    kind: str
    marker: str  # a few words for the table ("Last round", "May be the last round")
    text: str  # a sentence for the prompt or a tooltip

    @property
    def certain(self) -> bool:
        return self.kind == CERTAIN


def _counters_at_most(state: GameState) -> int:
    """The most counters placements can still take this round: one for each mechanic (or
    ready Automaton) still to be placed, all players together, as long as there are free
    spaces on devices to place them on (only a placement on another's device takes one)."""
    workers = sum(
        max(0, p.mechanics - p.used) + (1 if p.automaton == AUTO_READY else 0)
        for p in state.players
    )
    return min(workers, sum(1 for _ in free_device_spaces(state)))


def _mild(state: GameState) -> GameState:
    return attrs.evolve(state, progress=True)


def _harsh(state: GameState, empty_belts: bool) -> GameState:
    cur = state.current_stack
    locks = list(state.locks)
    locks[cur] = max(0, locks[cur] - _counters_at_most(state))
    belts = tuple((None,) * len(row) for row in state.belts) if empty_belts else state.belts
    return attrs.evolve(state, progress=False, locks=(locks[0], locks[1], locks[2]), belts=belts)


def _answer(state: GameState) -> LastRound | None:
    if state.game_over or not state.players or not all(p.persona for p in state.players):
        return None  # over, or still drafting personas: no round is being played
    if end_round(_mild(state)).game_over:
        return LastRound(
            CERTAIN,
            tr("Last round"),
            tr("This is the last round: when it ends, the game ends and the prestige is counted."),
        )
    if end_round(_harsh(state, empty_belts=False)).game_over:
        why = tr(
            "This may be the last round: the game ends with it if the last Game End counters are taken."
        )
    elif end_round(_harsh(state, empty_belts=True)).game_over:
        why = tr(
            "This may be the last round: the game ends with it if so many tiles are taken "
            "that a stack cannot refill its belt."
        )
    else:
        return None
    return LastRound(POSSIBLE, tr("May be the last round"), why)


def _answer_once(state: GameState, _key: None) -> LastRound | None:
    return _answer(state)


_answers = AboutState(_answer_once)


def last_round(state: GameState) -> LastRound | None:
    """Whether the round being played will or may be the game's last; see the module
    docstring. None when it cannot be (or no round is being played)."""
    return _answers(state, None)
