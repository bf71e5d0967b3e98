"""rules/ending.py: whether the round being played will, may, or cannot be the game's last
(the table's "Last round" marker and the prompt's words), checked against the engine: a
certain last round ends the game whatever the players do; a round that is not marked never
ends it."""

from __future__ import annotations

import random

import pytest

from steamworks.matches.selfplay import builder_move
from steamworks.rules import engine
from steamworks.rules.ending import CERTAIN, POSSIBLE, last_round
from steamworks.rules.setup import quick_setup


def _round_starts(players: int, seed: int):
    """The state at the first turn of every round of a seeded builder game, with the state
    after that round (the first state of a later round, or the game's end)."""
    state = engine.start(quick_setup(players, seed))
    rng = random.Random(seed)
    starts = []
    while not state.game_over:
        if (
            not state.pending
            and all(p.used == 0 for p in state.players)
            and all(p.persona for p in state.players)
        ):
            if not starts or starts[-1][0].round != state.round or starts[-1][0].age != state.age:
                starts.append((state, None))
        state = engine.apply(state, builder_move(engine.legal_actions(state), rng))
        if (
            starts
            and starts[-1][1] is None
            and (
                state.game_over
                or (state.round, state.age) != (starts[-1][0].round, starts[-1][0].age)
            )
        ):
            starts[-1] = (starts[-1][0], state)
    return starts


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4), (2, 5), (3, 6)])
def test_the_marker_never_misses_the_games_last_round_and_never_lies(players, seed):
    starts = _round_starts(players, seed)
    assert starts[-1][1] is not None and starts[-1][1].game_over
    for start, after in starts:
        answer = last_round(start)
        if after.game_over:  # the round that ended the game was marked beforehand
            assert answer is not None, (start.age, start.round)
        if answer is not None and answer.kind == CERTAIN:
            assert after.game_over  # certain means certain
        if answer is None:
            assert not after.game_over
    # earlier rounds of the game are not all marked: it tells the last from the others
    assert last_round(starts[0][0]) is None


def test_the_words_say_last_or_may_be_last():
    seen = set()
    for players, seed in [(2, 1), (3, 2), (4, 3), (5, 4)]:
        for start, _after in _round_starts(players, seed):
            answer = last_round(start)
            if answer is not None:
                seen.add(answer.kind)
                assert answer.marker in ("Last round", "May be the last round")
                assert answer.text.startswith(
                    "This is the last round" if answer.certain else "This may be the last round"
                )
    assert CERTAIN in seen
    assert seen <= {CERTAIN, POSSIBLE}


def test_a_finished_game_has_no_last_round():
    state = engine.start(quick_setup(2, 9))
    rng = random.Random(9)
    while not state.game_over:
        state = engine.apply(state, builder_move(engine.legal_actions(state), rng))
    assert last_round(state) is None
