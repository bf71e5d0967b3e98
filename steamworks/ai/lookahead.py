"""Medium: the evaluation plus a look-ahead to the end of the player's turn and the replies.

A turn in Steam Works is a chain of decisions: place a mechanic, then choose what the source
powers, in what order, with which power, which layout to build... One-step greedy values the
first link by a rough promise (evaluate.frame_value). Medium instead plays each candidate out:
the rest of its own turn with the greedy policy, then (time permitting) the opponents' next
turns with the same policy, on worlds sampled from what it cannot see, and scores the result
with the evaluation. Candidates are first ranked by the one-step evaluation, so the best few
get the look-ahead first and the time budget is spent where it matters.
"""

from __future__ import annotations

import random

from steamworks.rules import engine
from steamworks.rules.actions import Action
from steamworks.rules.state import GameState

from .agent import Agent, Stop
from .candidates import candidate_actions
from .evaluate import DEFAULT_WEIGHTS, Weights, estimates, evaluate, utility
from .greedy import action_values
from .observe import determinize
from .sim import advance


def greedy_step(state: GameState, w: Weights) -> Action:
    """The noise-free greedy choice for whoever acts now (a single answer costs nothing)."""
    return _greedy_successor(state, w)[0]


def weigh_candidates(
    state: GameState, w: Weights
) -> tuple[list[Action], list[float], list[GameState]]:
    """The candidates of whoever acts now, each one's one-step value for that player and the
    state after it (both empty when there is a single candidate: nothing to weigh)."""
    seat = engine.to_act(state)
    if seat is None:  # the same error as an empty candidate list gave before this check
        raise ValueError("the game is over: nobody is left to act")
    legal = candidate_actions(state)
    if len(legal) == 1:
        return legal, [], []
    after = [advance(state, a) for a in legal]
    return legal, [evaluate(s, seat, w) for s in after], after


def _greedy_successor(state: GameState, w: Weights) -> tuple[Action, GameState | None]:
    """`greedy_step`'s choice and, when it had to weigh candidates, the state after it (already
    computed to value it, so a play-out need not apply it again)."""
    legal, values, after = weigh_candidates(state, w)
    if not values:
        return legal[0], None
    best = max(range(len(legal)), key=values.__getitem__)
    return legal[best], after[best]


def finish_turn(state: GameState, w: Weights, max_steps: int = 40) -> GameState:
    """Play greedily until the player acting now has finished the turn (or the game ends)."""
    seat = engine.to_act(state)
    turn = state.turn
    for _ in range(max_steps):
        if state.game_over or state.turn != turn or engine.to_act(state) != seat:
            break
        action, after = _greedy_successor(state, w)
        state = advance(state, action) if after is None else after
    return state


def play_turns(
    state: GameState, turns: int, w: Weights, stop_at_round_end: bool = True
) -> GameState:
    """Play `turns` whole turns greedily (each player's turn finished with finish_turn)."""
    rnd = state.round
    for _ in range(turns):
        if state.game_over or (stop_at_round_end and state.round != rnd):
            break
        state = finish_turn(state, w)
    return state


class MediumAgent(Agent):
    """Looks to the end of its turn for every candidate, then at the opponents' replies."""

    level = "medium"

    def __init__(
        self,
        seed: int = 0,
        seconds: float | None = 0.2,
        budget: int | None = None,
        replies: bool = True,
        weights: Weights = DEFAULT_WEIGHTS,
        width: int = 8,
        depth: float = 1.0,
        round_end: bool = True,
    ):
        super().__init__(seed, seconds, budget)
        self.replies = replies
        self.weights = weights
        self.width = width  # candidates that get the look-ahead (best by one-step value)
        self.depth = depth  # turns played after the player's own, in rounds of the table
        self.round_end = round_end  # stop the look-ahead at the end of the round

    def decide(
        self, view: GameState, seat: int, legal: list[Action], rng: random.Random, stop: Stop
    ) -> tuple[Action, int]:
        w = self.weights
        first = action_values(view, seat, legal, w)
        order = sorted(range(len(legal)), key=lambda i: -first[i])[: self.width]
        best_i = order[0]
        # phase 1: finish own turn for each candidate (deterministic: no hidden tile is drawn
        # by the player's own choices except when taking a stack top, which is rare)
        totals = {i: 0.0 for i in order}
        counts = {i: 0 for i in order}
        samples = 0
        while True:
            world = determinize(view, rng)
            for i in order:
                # the time limit may cut a sample short, never the first one
                if samples and stop.deadline is not None and stop.should_stop(0):
                    break
                after = finish_turn(advance(world, legal[i]), w)
                if self.replies and not after.game_over:
                    turns = max(1, round(self.depth * after.num_players) - 1)
                    after = play_turns(after, turns, w, self.round_end)
                totals[i] += utility(estimates(after, w), seat, w)
                counts[i] += 1
            samples += 1
            if stop.should_stop(samples) or not self.replies:
                break
        scored = [i for i in order if counts[i]]
        if scored:
            best_i = max(scored, key=lambda i: (totals[i] / counts[i], -order.index(i)))
        return legal[best_i], samples
