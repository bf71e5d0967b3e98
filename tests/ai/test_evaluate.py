"""The evaluation's fast path gives exactly what its plain definition gives.

`evaluate.estimates` is computed in one pass with per-player and per-layout parts remembered
by identity (search calls it hundreds of thousands of times a decision); `plain_estimates`
spells it out from its named parts. They must agree to the last bit on every kind of position,
or the search's decisions (and the frozen references') would drift.
"""

from __future__ import annotations

import random

import pytest

from steamworks.ai import evaluate as ev
from steamworks.ai.identity import ByIdentity
from steamworks.ai.references import WEIGHTS_V1
from steamworks.rules.scoring import score_lines
from steamworks.rules.state import GameState
from tests.support.positions import builder_game as positions
from tests.support.positions import game, with_player, with_state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_fast_estimates_equal_the_plain_definition_to_the_bit(players):
    weights = [
        ev.DEFAULT_WEIGHTS,
        WEIGHTS_V1,
        ev.Weights(money=0.4, device_use=0.5, tile=0.9, tiebreak=0.05),
        ev.Weights(holdings=1),  # persona and tiles valued (two players; else nothing added)
        ev.Weights(holdings_many=1),  # the same at four players (else nothing added)
    ]
    states = positions(players, 40 + players)
    assert any(s.devices for s in states) and any(s.pending for s in states)
    for i, state in enumerate(states):
        w = weights[i % len(weights)]
        assert ev.estimates(state, w) == ev.plain_estimates(state, w)


def test_identity_tables_never_answer_for_another_object():
    calls = []
    table = ByIdentity(lambda t: calls.append(t) or sum(t), limit=2)
    a, b, c = (1, 2), (3, 4), (5, 6)
    assert [table(a), table(a), table(b), table(c), table(a)] == [3, 3, 7, 11, 3]
    assert calls == [a, b, c, a]  # remembered until the table filled and was emptied
    # an entry keeps its object alive, so an id seen again is the same object or a miss
    for _ in range(50):
        fresh = tuple(random.random() for _ in range(3))
        assert table(fresh) == sum(fresh)


QUARTET = (("broderick", "A"), ("rowena", "A"), ("tobias", "A"), ("eva", "A"))


def _finished(*players: dict) -> GameState:
    """A game over, each player with the given prestige and leftovers (money)."""
    state = game(*QUARTET[: len(players)])
    for i, values in enumerate(players):
        state = with_player(state, i, sources=(0, 0, 0), supply=(), **values)
    return with_state(state, game_over=True, locks=(0, 0, 0))


def test_a_finished_games_values_order_equal_scores_as_the_rules_tie_break_does():
    # seats 0 and 1 tie on 5 prestige; seat 1 has more leftovers and wins the tie
    state = _finished(
        {"prestige": 5, "money": 2}, {"prestige": 5, "money": 4}, {"prestige": 3, "money": 9}
    )
    assert [line.rank for line in score_lines(state)] == [2, 1, 3]
    values = ev.final_values(state, ev.DEFAULT_WEIGHTS)
    assert values == [5 + 0.01 * 2, 5 + 0.01 * 4, 3 + 0.01 * 9]
    assert values[1] > values[0] > values[2]


def test_the_terms_of_a_finished_game_add_up_to_its_values():
    state = _finished({"prestige": 5, "money": 2}, {"prestige": 5, "money": 4})
    terms = ev.estimate_terms(state, ev.DEFAULT_WEIGHTS)
    assert [t["leftovers"] for t in terms] == [0.01 * 2, 0.01 * 4]
    assert [sum(t.values()) for t in terms] == pytest.approx(ev.estimates(state))


def test_best_opponent_many_weighs_three_or_more_opponents_and_leaves_two_alone():
    four = [10.0, 14.0, 6.0, 8.0]  # seat 0's opponents: best 14, mean 28 / 3
    many = ev.Weights(best_opponent_many=0.4)
    assert ev.utility(four, 0, many) == 10.0 - (0.4 * 14.0 + 0.6 * (28.0 / 3.0))
    assert ev.utility(four, 0, ev.DEFAULT_WEIGHTS) == 10.0 - (0.7 * 14.0 + 0.3 * (28.0 / 3.0))
    assert ev.utility(four, 0, ev.Weights(best_opponent=0.4)) == ev.utility(four, 0, many)
    # two players: one opponent, whatever the table of four weighs
    two = [10.3, 12.7]
    assert ev.utility(two, 0, many) == ev.utility(two, 0, ev.DEFAULT_WEIGHTS)
    assert ev.DEFAULT_WEIGHTS.best_opponent_many is None and WEIGHTS_V1.best_opponent_many is None
