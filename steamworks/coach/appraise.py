"""Appraising actions: the estimated final prestige each choice leads to, on the public view.

This is the coach's one search, shared by the hints and the post-game analysis. Each action
is played out: the action, then the rest of the round played by everyone with the greedy
policy (ai/lookahead.py), and the evaluation (ai/evaluate.py, with the weights Hard plays
with: evaluation.py) of the position at the start of the next round. Every play-out ends at
the same point of the game, so no choice looks better merely because its play-out stopped
before the players' workers were spent. In Age III the play-out goes on to the game's end,
and the final score is the value. The play-outs run on worlds sampled from the public view
(ai/observe.py), never on the real state: the order of the face-down stacks is unknown to a
player, so it is unknown to the coach. The decision's random stream is seeded from `seed`
and a fingerprint of the public view, so the same position gives the same appraisal whatever
the hidden order is.

Every sampled world is used for all the actions at once (common random numbers), which makes
the differences between actions steadier than their values. A play-out in which no
face-down tile reached anyone before the round's end (the belts' refill at the end changes
nothing the evaluation reads) cannot depend on the world, so that action is appraised
exactly by its first play-out and sampled no more: most decisions are settled in one pass.

Stopping: passes repeat until the time is up, `samples` passes are done, or every action is
exact; a first pass still running at twice the time is cut short (hints: an answer in good
time matters more than the last few, least promising, actions; the analysis does not cut it). `should_stop` is polled
before every step of a play-out, so a cancelled appraisal returns within milliseconds.
Actions not played out keep the one-step evaluation as their value (`samples` 0); rankings
put them after every action that was played out (hints.rank).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

import attrs

from steamworks.ai.candidates import candidate_actions
from steamworks.ai.evaluate import (
    Weights,
    estimate_terms,
    estimates,
    utility,
)
from steamworks.ai.lookahead import greedy_step
from steamworks.ai.observe import determinize, observe, public_key
from steamworks.ai.sim import advance
from steamworks.rules import engine
from steamworks.rules.actions import Action
from steamworks.rules.state import GameState

from .evaluation import COACH_WEIGHTS
from .reasons import OPPONENTS, Terms

# safety nets (greedy play always ends a round, and a game, well within them)
MAX_STEPS = 400  # decisions in a play-out to the end of a round
MAX_STEPS_TO_END = 4000  # decisions in a play-out to the end of the game
# a first pass over the actions may run this many times `seconds` before it is cut short
FIRST_PASS_GRACE = 2.0


@attrs.frozen
class Appraisal:
    """What one action is worth: averages over the worlds it was played out in."""

    action: Action
    estimates: tuple[float, ...]  # every seat's estimated final prestige after it
    # the appraised seat's estimate against its opponents' (evaluate.utility): what the AI
    # plays for, and what the coach ranks by
    utility: float
    # the utility split into named parts: the seat's estimate (evaluate.TERMS) and, as the
    # term OPPONENTS, what its opponents' estimates take off (evaluate.utility's blend)
    terms: Terms
    samples: int  # play-outs averaged (0: not played out, the one-step evaluation)
    exact: bool  # the play-out revealed nothing: no other world could change it


def _unseen_before_round_end(after: GameState) -> bool:
    """Whether the step that ended a round (giving `after`) turned up a face-down tile other
    than those refilling the belts: a refill only changes the belts, which no evaluation at
    the start of a round reads, while a tile drawn before the end went to someone."""
    on_belts = {tile for row in after.belts for tile in row if tile is not None}
    return any(tile not in on_belts for tile in after.revealed)


def last_stretch(state: GameState) -> bool:
    """Whether play-outs from `state` go on to the game's end: in Age III, the last age, the
    game may end at the end of any round (its counters run out, a stack cannot refill a
    belt), and a play-out that ended the game (scored exactly) must not be compared with one
    that did not (estimated: the evaluation's worth of tiles still to build, workers and money
    is least reliable when there is little time left to use them)."""
    return state.age == 3 and not state.game_over


def play_out(
    world: GameState,
    action: Action,
    w: Weights = COACH_WEIGHTS,
    stopped: Callable[[], bool] = lambda: False,
) -> tuple[GameState, bool] | None:
    """(leaf, whether it depends on the world): `action`, then the rest of the round played
    greedily by everyone, so that every leaf sits at the same point of the game, the start of
    the next round (comparing a leaf in mid-round with one after the workers came home would
    weigh workers not yet placed against workers placed). In the last stretch of the game
    (`last_stretch`) play goes on to the game's end, so that the final score is the value.
    None when `stopped()` (asked before every step) says stop first.

    The leaf depends on the world when a face-down tile was drawn before the round's end,
    or when play went on past it (the refilled belts are then played from)."""
    state, step = world, action
    depends = False
    for _ in range(MAX_STEPS):
        if stopped():
            return None
        after = advance(state, step)
        if after.game_over or after.round != state.round:
            depends = depends or _unseen_before_round_end(after)
            state = after
            break
        depends = depends or after.hidden != state.hidden
        state = after
        step = greedy_step(state, w)
    if last_stretch(state):
        depends = True
        for _ in range(MAX_STEPS_TO_END):
            if state.game_over:
                break
            if stopped():
                return None
            state = advance(state, greedy_step(state, w))
    return state, depends


class _Tally:
    """Running sums for one action: every seat's estimate, the appraised seat's terms (with
    what the opponents' estimates take off its utility as one more term)."""

    __slots__ = ("estimates", "terms", "samples", "exact")

    def __init__(self, first: GameState, seat: int, w: Weights):
        # the one-step evaluation, kept until a play-out replaces it
        self.estimates, self.terms = _measure(first, seat, w)
        self.samples = 0
        self.exact = False

    def add(self, leaf: GameState, seat: int, w: Weights) -> None:
        values, terms = _measure(leaf, seat, w)
        if self.samples == 0:
            self.estimates, self.terms = values, terms
        else:
            self.estimates = [a + b for a, b in zip(self.estimates, values)]
            for name, value in terms.items():
                self.terms[name] += value
        self.samples += 1

    def result(self, action: Action, seat: int) -> Appraisal:
        n = max(1, self.samples)
        terms = {name: v / n for name, v in self.terms.items()}
        return Appraisal(
            action=action,
            estimates=tuple(v / n for v in self.estimates),
            utility=sum(terms.values()),
            terms=terms,
            samples=self.samples,
            exact=self.exact,
        )


def _measure(state: GameState, seat: int, w: Weights) -> tuple[list[float], Terms]:
    """Every seat's estimate, and `seat`'s terms; the terms add up to its utility."""
    values = estimates(state, w)
    terms = estimate_terms(state, w)[seat]
    terms[OPPONENTS] = utility(values, seat, w) - values[seat]
    return values, terms


def appraise(
    state: GameState,
    seat: int,
    actions: Sequence[Action] | None = None,
    *,
    seconds: float | None = 1.0,
    samples: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    seed: int = 0,
    weights: Weights = COACH_WEIGHTS,
    keep: Action | None = None,
    grace: float | None = FIRST_PASS_GRACE,
    clock: Callable[[], float] = time.perf_counter,
) -> list[Appraisal]:
    """An appraisal of each action (default: the candidates an agent considers, builds cut
    down to their best few layouts), in the order given. `state` must await a decision from
    `seat`. `seconds` bounds the time: no new pass starts after it, and a first pass still
    running at `grace` times it is cut short (None: no limit; `grace=None`: the first pass
    always completes, every action played out at least once); `samples` bounds the
    sampled worlds (None: no limit; with neither, one pass). `keep` is played out first in
    every pass, so that a cut-short appraisal has played it out (the analysis's chosen move).
    `clock` is what `seconds` are read on: the wall clock, or `time.thread_time` for a
    measurement that must not depend on the machine's load (tools/coach_quality.py)."""
    actor = engine.to_act(state)
    if actor is None:
        raise ValueError("the game is over: there is nothing to decide")
    if actor != seat:
        raise ValueError(f"seat {seat} is not the one to decide (seat {actor} is)")
    view = observe(state)
    listed = list(candidate_actions(view) if actions is None else actions)
    if not listed:
        raise ValueError("no actions to appraise")
    asked = should_stop if should_stop is not None else (lambda: False)
    started = clock()
    deadline = None if seconds is None else started + seconds
    cutoff = None if seconds is None or grace is None else started + grace * seconds

    def stopped() -> bool:
        return asked() or (cutoff is not None and clock() >= cutoff)

    rng = random.Random((seed << 64) ^ public_key(view))
    tallies = [_Tally(advance(view, a), seat, weights) for a in listed]
    # play out the most promising first, so that a cut-short appraisal covers them (and
    # `keep` before them all)
    order = sorted(range(len(listed)), key=lambda i: -sum(tallies[i].terms.values()))
    if keep is not None and keep in listed:
        order.remove(listed.index(keep))
        order.insert(0, listed.index(keep))
    passes = 0
    while True:
        world = determinize(view, rng)
        for i in order:
            tally = tallies[i]
            if tally.exact:
                continue
            played = play_out(world, listed[i], weights, stopped)
            if played is None:
                return [t.result(a, seat) for t, a in zip(tallies, listed)]
            leaf, depends = played
            if tally.samples == 0:  # a play-out that needs no world is the same in every world
                tally.exact = not depends
            tally.add(leaf, seat, weights)
        passes += 1
        if all(t.exact for t in tallies):
            break
        if samples is not None and passes >= samples:
            break
        if samples is None and deadline is None:
            break
        if deadline is not None and clock() >= deadline:
            break
    return [t.result(a, seat) for t, a in zip(tallies, listed)]
