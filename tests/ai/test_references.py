"""The frozen references hard-v1 and medium-v1 make the decisions they made when they were frozen.

Pinned at fixed iteration budgets (never a time budget: a faster engine fits more iterations
into the same seconds). If one of these fails, shared AI code changed under the references:
keep the old behaviour reachable for them (references.py) instead of re-recording the pins.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from steamworks.ai import LEVELS, make_agent
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup
from steamworks.simulate import builder_move

# (players, deal seed, builder moves before the position): hard-v1@150, medium-v1@3, agent seed 7
PINNED = [
    ((2, 11, 6), "ChooseSource(type='S')", "ChooseSource(type='S')"),
    (
        (2, 12, 40),
        "PlaceDevice(device=3, pos=(0, 0), slot=0, automaton=False)",
        "PlaceDevice(device=3, pos=(0, 0), slot=0, automaton=False)",
    ),
    ((3, 13, 25), "TakeTile(belt=2, col=0)", "TakeTile(belt=2, col=0)"),
    ((4, 14, 60), "TakeTile(belt=0, col=0)", "TakeTile(belt=2, col=1)"),
    (
        (2, 15, 90),
        "PlaceDevice(device=5, pos=(0, 0), slot=0, automaton=False)",
        "PlacePersona(space=3, automaton=False)",
    ),
]

# (players, deal seed): the first 80 decisions of hard-v1@40 (seat 0) against medium-v1@2
GAME_DIGESTS = {(2, 3): "651381f31de57e74", (4, 5): "6ead1d532b29d204"}


def position(players: int, seed: int, steps: int):
    """A seeded mid-game position reached by builder-biased random moves (at least 3 choices)."""
    state = engine.start(quick_setup(players, seed))
    rng = random.Random(seed)
    for _ in range(steps):
        state = engine.apply(state, builder_move(engine.legal_actions(state), rng))
    while len(engine.legal_actions(state)) < 3:
        state = engine.apply(state, builder_move(engine.legal_actions(state), rng))
    return state


@pytest.mark.parametrize(("where", "hard", "medium"), PINNED)
def test_reference_decisions_are_pinned(where, hard, medium):
    state = position(*where)
    assert repr(make_agent("hard-v1", 7, budget=150).choose(state)) == hard
    assert repr(make_agent("medium-v1", 7, budget=3).choose(state)) == medium


@pytest.mark.parametrize(("players", "seed"), sorted(GAME_DIGESTS))
def test_reference_games_are_pinned(players, seed):
    state = engine.start(quick_setup(players, seed))
    agents = [
        make_agent("hard-v1", 100, budget=40)
        if i == 0
        else make_agent("medium-v1", 100 + i, budget=2)
        for i in range(players)
    ]
    played = []
    for _ in range(80):
        seat = engine.to_act(state)
        action = agents[seat].choose(state, seat)
        played.append(repr(action))
        state = engine.apply(state, action)
    digest = hashlib.sha256("\n".join(played).encode()).hexdigest()[:16]
    assert digest == GAME_DIGESTS[(players, seed)]


def test_references_are_yardsticks_not_levels_for_players():
    for level in ("hard-v1", "medium-v1"):
        assert not LEVELS[level].offered and LEVELS[level].reference
        with pytest.raises(ValueError, match="frozen"):
            make_agent(level, 1, money=0.5)
    assert make_agent("hard-v1", 1).seconds == 1.45
    assert make_agent("medium-v1", 1, seconds=0.1).seconds == 0.1
