"""Appraising actions: the estimated final prestige each choice leads to, on the public view.

This is the coach's one search, shared by the hints and the post-game analysis. Each action
is played out as Medium plays out its candidates (ai/lookahead.py): the action, the rest of
the player's turn played greedily, then one greedy turn by each other player up to the end
of the round, and the evaluation (ai/evaluate.py) of where that leads. The play-outs run on
worlds sampled from the public view (ai/observe.py), never on the real state: the order of
the face-down stacks is unknown to a player, so it is unknown to the coach. The decision's
random stream is seeded from `seed` and a fingerprint of the public view, so the same
position gives the same appraisal whatever the hidden order is.

Every sampled world is used for all the actions at once (common random numbers), which makes
the differences between actions steadier than their values. A play-out that reveals no
face-down tile (nothing drawn from a stack, the round not over) cannot depend on the world,
so that action is appraised exactly by its first play-out and sampled no more: most
decisions are settled after one pass.

Stopping: the first pass over the actions always completes unless `should_stop` says so;
then passes repeat until the time is up, `samples` passes are done, or every action is
exact. `should_stop` is polled between play-outs (each a few milliseconds), so a cancelled
appraisal returns well within 100 ms; actions not yet played out then keep the one-step
evaluation as their value (`samples` 0).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

import attrs

from steamworks.ai.candidates import candidate_actions
from steamworks.ai.evaluate import (
    DEFAULT_WEIGHTS,
    TERMS,
    Weights,
    estimate_terms,
    estimates,
)
from steamworks.ai.lookahead import finish_turn, play_turns
from steamworks.ai.observe import determinize, observe, public_key
from steamworks.ai.sim import advance
from steamworks.rules import engine
from steamworks.rules.actions import Action
from steamworks.rules.state import GameState

Terms = dict[str, float]


@attrs.frozen
class Appraisal:
    """What one action is worth: averages over the worlds it was played out in."""

    action: Action
    estimates: tuple[float, ...]  # every seat's estimated final prestige after it
    terms: Terms  # the appraised seat's estimate split into named parts (evaluate.TERMS)
    samples: int  # play-outs averaged (0: not played out, the one-step evaluation)
    exact: bool  # the play-out revealed nothing: no other world could change it


def drew_hidden(before: GameState, after: GameState) -> bool:
    """Whether play from `before` to `after` turned up face-down tiles (or refilled the belts
    at a round's end), so that its result depends on the world sampled."""
    return after.hidden != before.hidden or after.round != before.round


def play_out(world: GameState, action: Action, w: Weights = DEFAULT_WEIGHTS) -> GameState:
    """`action`, the rest of its player's turn, then one turn by each other player (greedy,
    stopping at the end of the round): the look-ahead Medium gives its candidates."""
    after = finish_turn(advance(world, action), w)
    if not after.game_over:
        after = play_turns(after, after.num_players - 1, w, stop_at_round_end=True)
    return after


class _Tally:
    """Running sums for one action."""

    __slots__ = ("estimates", "terms", "samples", "exact")

    def __init__(self, first: GameState, seat: int, w: Weights):
        self.estimates = [0.0] * first.num_players
        self.terms = dict.fromkeys(TERMS, 0.0)
        self.samples = 0
        self.exact = False
        self._impression(first, seat, w)

    def _impression(self, after: GameState, seat: int, w: Weights) -> None:
        """The one-step evaluation, kept until a play-out replaces it."""
        self.estimates = estimates(after, w)
        self.terms = estimate_terms(after, w)[seat]

    def add(self, leaf: GameState, seat: int, w: Weights) -> None:
        values, terms = estimates(leaf, w), estimate_terms(leaf, w)[seat]
        if self.samples == 0:
            self.estimates, self.terms = list(values), dict(terms)
        else:
            self.estimates = [a + b for a, b in zip(self.estimates, values)]
            for name, value in terms.items():
                self.terms[name] += value
        self.samples += 1

    def result(self, action: Action) -> Appraisal:
        n = max(1, self.samples)
        return Appraisal(
            action=action,
            estimates=tuple(v / n for v in self.estimates),
            terms={name: v / n for name, v in self.terms.items()},
            samples=self.samples,
            exact=self.exact,
        )


def appraise(
    state: GameState,
    seat: int,
    actions: Sequence[Action] | None = None,
    *,
    seconds: float | None = 1.0,
    samples: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    seed: int = 0,
    weights: Weights = DEFAULT_WEIGHTS,
) -> list[Appraisal]:
    """An appraisal of each action (default: the candidates an agent considers, builds cut
    down to their best few layouts), in the order given. `state` must await a decision from
    `seat`. `seconds` bounds the time after the first pass (None: no limit), `samples` the
    number of sampled worlds (None: no limit; with neither, one pass)."""
    actor = engine.to_act(state)
    if actor is None:
        raise ValueError("the game is over: there is nothing to decide")
    if actor != seat:
        raise ValueError(f"seat {seat} is not the one to decide (seat {actor} is)")
    view = observe(state)
    listed = list(candidate_actions(view) if actions is None else actions)
    if not listed:
        raise ValueError("no actions to appraise")
    stopped = should_stop if should_stop is not None else (lambda: False)
    deadline = None if seconds is None else time.perf_counter() + seconds
    rng = random.Random((seed << 64) ^ public_key(view))
    tallies = [_Tally(advance(view, a), seat, weights) for a in listed]
    # play out the most promising first, so that a cut-short appraisal covers them
    order = sorted(range(len(listed)), key=lambda i: -tallies[i].estimates[seat])
    passes = 0
    while True:
        world = determinize(view, rng)
        for i in order:
            tally = tallies[i]
            if tally.exact:
                continue
            if stopped():
                return [t.result(a) for t, a in zip(tallies, listed)]
            leaf = play_out(world, listed[i], weights)
            tally.exact = not drew_hidden(world, leaf)
            tally.add(leaf, seat, weights)
        passes += 1
        if all(t.exact for t in tallies):
            break
        if samples is not None and passes >= samples:
            break
        if samples is None and deadline is None:
            break
        if deadline is not None and time.perf_counter() >= deadline:
            break
    return [t.result(a) for t, a in zip(tallies, listed)]
