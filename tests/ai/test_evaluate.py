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
from tests.support.positions import builder_game as positions


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_fast_estimates_equal_the_plain_definition_to_the_bit(players):
    weights = [ev.DEFAULT_WEIGHTS, WEIGHTS_V1, ev.Weights(money=0.4, device_use=0.5, tile=0.9)]
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
