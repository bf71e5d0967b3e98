"""Self-play: whole games between agents, with every invariant checked after every action.

`play_game` is what `python -m steamworks simulate` (steamworks/cli/simulate.py) runs game after
game; `builder_move` (a plain agent that builds whenever it can) also drives the sample games of
the UI's screenshots and many tests. Agents are "random" or any AI level that exists in
steamworks.ai.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from steamworks.rules import actions as A
from steamworks.rules import engine, invariants
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import GameState

if TYPE_CHECKING:
    from steamworks.ai.agent import Agent


class RandomAgent:
    """Uniform choice among legal actions, from its own seeded generator."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: int) -> A.Action:
        return self.rng.choice(engine.legal_actions(state))


def builder_move(
    legal: list[A.Action],
    rng: random.Random,
    place_chance: float = 0.6,
    build_kinds: tuple[type, ...] = (A.BuildDevice,),
) -> A.Action:
    """A random move that builds whenever it can and otherwise places on devices with
    `place_chance`, rarely declining: a random game whose table fills up like a real one
    (the smoke test's tables and the UI tests' busy positions)."""
    builds = [a for a in legal if isinstance(a, build_kinds)]
    if builds:
        return rng.choice(builds)
    placements = [a for a in legal if isinstance(a, A.PlaceDevice)]
    others = [a for a in legal if not isinstance(a, (A.Decline, A.EndActivation, A.Pass))]
    return (
        rng.choice(placements)
        if placements and rng.random() < place_chance
        else rng.choice(others or legal)
    )


def make_agent(name: str, seed: int) -> Agent | RandomAgent:
    if name == "random":
        return RandomAgent(seed)
    # imported here: the UI's sample games use builder_move alone, without the AI's search
    from steamworks.ai.levels import make_agent as make_ai

    return make_ai(name, seed)


def play_game(
    players: int,
    seed: int,
    agent_names: list[str],
    personas: str,
    variant: bool,
    check: bool = True,
) -> tuple[GameState, int, list[str]]:
    """Play one game; returns (final state, number of actions, violations)."""
    state = engine.start(quick_setup(players, seed, personas=personas, variant=variant))
    agents = [make_agent(agent_names[i % len(agent_names)], seed * 10 + i) for i in range(players)]
    actions = 0
    while (seat := engine.to_act(state)) is not None:  # None once the game is over
        action = agents[seat].choose(state, seat)
        state = engine.apply(state, action)
        actions += 1
        if check:
            problems = invariants.check(state)
            if problems:
                return state, actions, problems
        if actions > 50_000:
            return state, actions, ["the game did not end within 50,000 actions"]
    return state, actions, []
