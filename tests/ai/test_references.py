"""The frozen references hard-v1, hard-v2 and medium-v1 make the decisions they made when they
were frozen.

Pinned at fixed iteration budgets (never a time budget: a faster engine fits more iterations
into the same seconds). If one of these fails, shared AI code changed under the references:
keep the old behaviour reachable for them (references.py) instead of re-recording the pins.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from steamworks.ai import LEVELS, make_agent
from steamworks.matches.selfplay import builder_move
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup

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

# hard-v2@150, agent seed 7, at PINNED's positions (frozen 2026-11-28)
PINNED_V2 = [
    "ChooseSource(type='S')",
    "PlaceDevice(device=1, pos=(0, 1), slot=0, automaton=False)",
    "TakeTile(belt=2, col=0)",
    "TakeTile(belt=0, col=0)",
    "PlaceDevice(device=5, pos=(0, 0), slot=0, automaton=False)",
]
# the first 80 decisions of hard-v2@40 (seat 0) against medium-v1@2
GAME_DIGESTS_V2 = {(2, 3): "0ae00d126462ec47", (4, 5): "3db3c8d2e99ed07f"}


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


@pytest.mark.parametrize(("where", "wanted"), list(zip([p[0] for p in PINNED], PINNED_V2)))
def test_hard_v2_decisions_are_pinned(where, wanted):
    assert repr(make_agent("hard-v2", 7, budget=150).choose(position(*where))) == wanted


@pytest.mark.parametrize(
    ("hard", "players", "seed", "digest"),
    [("hard-v1", *k, v) for k, v in sorted(GAME_DIGESTS.items())]
    + [("hard-v2", *k, v) for k, v in sorted(GAME_DIGESTS_V2.items())],
)
def test_reference_games_are_pinned(hard, players, seed, digest):
    state = engine.start(quick_setup(players, seed))
    agents = [
        make_agent(hard, 100, budget=40) if i == 0 else make_agent("medium-v1", 100 + i, budget=2)
        for i in range(players)
    ]
    played = []
    for _ in range(80):
        seat = engine.to_act(state)
        action = agents[seat].choose(state, seat)
        played.append(repr(action))
        state = engine.apply(state, action)
    assert hashlib.sha256("\n".join(played).encode()).hexdigest()[:16] == digest


def test_references_are_yardsticks_not_levels_for_players():
    for level in ("hard-v1", "hard-v2", "medium-v1"):
        assert not LEVELS[level].offered and LEVELS[level].reference
        with pytest.raises(ValueError, match="frozen"):
            make_agent(level, 1, money=0.5)
    assert make_agent("hard-v1", 1).seconds == 1.45
    assert make_agent("medium-v1", 1, seconds=0.1).seconds == 0.1


def test_hard_v2_keeps_its_own_copy_of_the_learned_table():
    """Refitting the shipped table must not move hard-v2: it reads a frozen copy."""
    from steamworks.ai import learned
    from steamworks.ai.references import WEIGHTS_V2

    assert learned.FROZEN_V2_FILE != learned.DATA_FILE
    assert WEIGHTS_V2.learned == learned.load_table(packaged=learned.FROZEN_V2_FILE)
    assert make_agent("hard-v2", 1).weights is WEIGHTS_V2
