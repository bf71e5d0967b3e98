"""Positions and games for the coach's tests: seeded games played (part way) by Easy agents,
and the same position with the face-down stack tops in another order."""

from __future__ import annotations

import random

import attrs

from steamworks.ai import make_agent
from steamworks.persistence.record import GameRecord
from steamworks.rules import engine
from steamworks.rules.setup import GameSetup, SeatSetup, quick_setup
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


def played_record(seed: int, players: int = 2, max_actions: int | None = None) -> GameRecord:
    """A game (or its first `max_actions` actions) between Easy agents, seat 0 marked as the
    human player and the others as AI players, as a record a save is written from."""
    seats = tuple(
        SeatSetup(f"P{i}", controller="human" if i == 0 else "ai:easy", colour=i)
        for i in range(players)
    )
    record = GameRecord.new(GameSetup(seats=seats, seed=seed))
    agents = [make_agent("easy", seed + i) for i in range(players)]
    while not engine.is_over(record.state) and (
        max_actions is None or len(record.log) < max_actions
    ):
        record = record.play(agents[engine.to_act(record.state)].choose(record.state), check=False)
    return record
