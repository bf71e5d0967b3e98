"""One-step policies: Random (the baseline) and Easy (greedy evaluation with noise).

The greedy policy applies each legal action and keeps the one whose resulting state evaluates
best for the player. Pending decisions are valued by `evaluate.frame_value`, so placing a
mechanic on a Manufacturer is already worth the build it promises. The same function is the
building block of the stronger levels (their rollouts and their candidate pruning).
"""

from __future__ import annotations

import random

from steamworks.rules.actions import Action
from steamworks.rules.state import GameState

from .agent import Agent, Stop
from .evaluate import DEFAULT_WEIGHTS, Weights, evaluate
from .sim import advance


def action_values(
    state: GameState, seat: int, legal: list[Action], w: Weights = DEFAULT_WEIGHTS
) -> list[float]:
    """The evaluation for `seat` after each action of `legal`."""
    return [evaluate(advance(state, a), seat, w) for a in legal]


def greedy_action(
    state: GameState,
    seat: int,
    legal: list[Action],
    rng: random.Random | None = None,
    noise: float = 0.0,
    w: Weights = DEFAULT_WEIGHTS,
) -> Action:
    """The best action by one-step evaluation; `noise` (VP, Gaussian) blurs the values."""
    values = action_values(state, seat, legal, w)
    if noise and rng is not None:
        values = [v + rng.gauss(0.0, noise) for v in values]
    best = max(range(len(legal)), key=values.__getitem__)
    return legal[best]


class RandomAgent(Agent):
    """Uniformly random legal actions: the baseline the other levels are measured against."""

    level = "random"

    def decide(
        self, view: GameState, seat: int, legal: list[Action], rng: random.Random, stop: Stop
    ) -> tuple[Action, int]:
        return rng.choice(legal), 0


class EasyAgent(Agent):
    """Greedy one-step evaluation with some noise: sensible, short-sighted, a few ms a move."""

    level = "easy"

    def __init__(
        self,
        seed: int = 0,
        seconds: float | None = None,
        budget: int | None = None,
        noise: float = 0.35,
        weights: Weights = DEFAULT_WEIGHTS,
    ):
        super().__init__(seed, seconds, budget)
        self.noise = noise
        self.weights = weights

    def decide(
        self, view: GameState, seat: int, legal: list[Action], rng: random.Random, stop: Stop
    ) -> tuple[Action, int]:
        return greedy_action(view, seat, legal, rng, self.noise, self.weights), 0
