"""Thousands of seeded random games with every invariant checked after every action.

2,000 games across 2 to 5 players, random and drafted personas (so every persona side is
played), the "end of age" variant on and off. Plus exact replay from the seed, and a check that
earlier states are never changed by later transitions.
"""

from __future__ import annotations

import random

import pytest

from steamworks.rules import engine, invariants
from steamworks.rules.actions import ChoosePersona
from steamworks.rules.setup import PERSONAS_DRAFT, PERSONAS_RANDOM, quick_setup

GAMES = 2000
CHUNK = 50


def game_params(index: int):
    players = 2 + index % 4
    personas = PERSONAS_DRAFT if (index // 4) % 2 else PERSONAS_RANDOM
    variant = (index // 8) % 2 == 1
    return players, personas, variant


def play(index: int, check_every_step: bool = True):
    players, personas, variant = game_params(index)
    setup = quick_setup(players, seed=10_000 + index, personas=personas, variant=variant)
    rng = random.Random(index)
    state = engine.start(setup)
    actions = []
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        assert legal, "a live game always offers an action"
        action = rng.choice(legal)
        state = engine.apply(state, action)
        actions.append(action)
        if check_every_step:
            problems = invariants.check(state)
            assert not problems, f"game {index} after {len(actions)} actions: {problems}"
        assert len(actions) < 20_000, "game did not end"
    return setup, actions, state


@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_random_games_keep_invariants(chunk):
    sides = set()
    for index in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        _setup, actions, final = play(index)
        assert final.game_over and final.round <= invariants.MAX_ROUNDS
        sides.update((p.persona, p.side) for p in final.players)
    assert len(sides) >= 8


def test_every_persona_side_is_played_by_the_random_games():
    sides = set()
    for index in range(0, 400):
        players, personas, variant = game_params(index)
        if personas != PERSONAS_DRAFT:
            continue
        setup = quick_setup(players, seed=10_000 + index, personas=personas, variant=variant)
        state = engine.start(setup)
        rng = random.Random(index)
        while state.pending and isinstance(engine.legal_actions(state)[0], ChoosePersona):
            state = engine.apply(state, rng.choice(engine.legal_actions(state)))
        sides.update((p.persona, p.side) for p in state.players)
    assert len(sides) == 16


@pytest.mark.parametrize("index", [0, 1, 2, 3, 17, 42])
def test_replay_from_seed_reproduces_final_state(index):
    setup, actions, final = play(index, check_every_step=False)
    state = engine.start(setup)
    for action in actions:
        state = engine.apply(state, action)
    assert state == final


def test_same_seed_same_game_and_different_seeds_differ():
    a = play(5, check_every_step=False)
    b = play(5, check_every_step=False)
    assert a[1] == b[1] and a[2] == b[2]
    s1 = engine.start(quick_setup(4, seed=1))
    s2 = engine.start(quick_setup(4, seed=2))
    assert s1.stacks != s2.stacks


def test_earlier_states_are_never_changed():
    setup = quick_setup(4, seed=99)
    rng = random.Random(99)
    state = engine.start(setup)
    kept = []
    while not engine.is_over(state):
        if len(kept) < 400:
            kept.append((state, repr(state)))
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    assert all(repr(s) == r for s, r in kept)


def test_legal_actions_are_stable_and_each_one_applies():
    rng = random.Random(7)
    state = engine.start(quick_setup(3, seed=7))
    for _ in range(300):
        if engine.is_over(state):
            break
        legal = engine.legal_actions(state)
        assert legal == engine.legal_actions(state)
        assert len(set(legal)) == len(legal), "no duplicate actions"
        for action in legal[:25]:
            assert engine.explain_illegal(state, action) is None
            engine.apply(state, action)
        state = engine.apply(state, rng.choice(legal))
