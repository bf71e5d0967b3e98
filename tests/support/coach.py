"""Positions for the coach's tests: seeded games played part way by Easy agents, and the same
position with the face-down stack tops in another order."""

from __future__ import annotations

import random

import attrs

from steamworks.ai import make_agent
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import GameState


def midgame(players: int, seed: int, steps: int) -> GameState:
    """A position `steps` actions into a game between Easy agents, at a real choice."""
    state = engine.start(quick_setup(players, seed))
    agents = [make_agent("easy", seed + i) for i in range(players)]
    for _ in range(steps):
        state = engine.apply(state, agents[engine.to_act(state)].choose(state), check=False)
    while len(engine.legal_actions(state)) < 2:
        state = engine.apply(state, agents[engine.to_act(state)].choose(state), check=False)
    return state


def reorder_hidden(state: GameState, rng: random.Random) -> GameState:
    """The same position with every stack's face-down top in another order (where it has two
    or more such tiles) and another game generator."""
    stacks = []
    for pile, n in zip(state.stacks, state.hidden):
        top = list(pile[:n])
        while n > 1 and top == list(pile[:n]):
            rng.shuffle(top)
        stacks.append(tuple(top) + pile[n:])
    return attrs.evolve(state, stacks=tuple(stacks), rng=rng.getrandbits(64))
