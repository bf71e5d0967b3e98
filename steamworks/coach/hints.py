"""Hints: the best few choices for a player who must decide, with their worth and a reason.

    for s in suggest(state, seat, seconds=1.0):
        print(f"{s.words}: {s.prestige:.1f} ({s.behind_best:+.1f}) - {s.reason}")

`suggest` appraises every candidate (appraise.py: each played out on worlds sampled from
the public view, so no hint depends on the hidden order of a stack) and ranks them as the AI
does, by the seat's estimated final prestige against its opponents' (evaluate.utility): a
choice that brings the player 2 prestige and the opponent 3 is no gain. `prestige` is the
best choice's estimate for the best, and for the others that less what they give up against
it, so that `behind_best` is both the difference in `prestige` and in the race; two layouts of the same tiles (the same words) are shown
once, the better one. It answers every decision the engine asks: placing or
passing, belt and stack tiles, builds (layouts, cut down to the best few as agents do),
additions, which components to power with which power, effect options, repeats. Pure: the
game screen calls it on a worker thread and cancels it with `should_stop`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from steamworks.rules.actions import Action
from steamworks.rules.state import GameState

from .appraise import Appraisal, appraise
from .reasons import reason
from .words import order

# sampled worlds at most: beyond this the averages hardly move, and the hint comes sooner
MAX_SAMPLES = 64


@attrs.frozen
class Suggestion:
    """One choice the coach recommends, best first in `suggest`'s list."""

    action: Action  # legal in the state given
    # the seat's estimated final prestige if it takes this action, what its opponents gain
    # more (or less) than after the best action counted against it (`worth`)
    prestige: float
    behind_best: float  # best.prestige - self.prestige (0.0 for the best; never negative)
    reason: str  # one line in plain words from the evaluation's largest terms
    words: str  # the action in readable words, as advice ("Take the Monetiser ...")
    samples: int = 0  # play-outs behind the estimate (0: a first impression, cut short)


def rank(appraisals: Sequence[Appraisal]) -> list[Appraisal]:
    """Best first by the seat's utility, its estimate against its opponents'; actions that
    were played out before those that were not (a first impression is no match for a
    play-out: an appraisal cut short); ties keep the order given (the engine's order)."""
    return sorted(appraisals, key=lambda a: (a.samples == 0, -a.utility))


def worth(appraisal: Appraisal, best: Appraisal, seat: int) -> float:
    """What a choice is worth to `seat` in final prestige, its opponents' gains counted
    against it: the best choice's estimate less what this one gives up against the best
    (utility). For the best, exactly its estimate."""
    return best.estimates[seat] - (best.utility - appraisal.utility)


def suggest(
    state: GameState,
    seat: int,
    *,
    seconds: float | None = 1.0,
    count: int = 3,
    should_stop: Callable[[], bool] | None = None,
    seed: int = 0,
    samples: int | None = MAX_SAMPLES,
    names: Sequence[str] | None = None,
) -> list[Suggestion]:
    """The best `count` choices for `seat`, best first. `state` must await a decision from
    `seat` (ValueError otherwise). Thinks for about `seconds` or `samples` sampled worlds,
    whichever ends first (with `seconds=None`, exactly `samples`: reproducible on any
    machine); `should_stop()` returning True ends it early with what it has. `names` (one
    per seat) name the owners of devices in the words."""
    appraised = appraise(
        state, seat, seconds=seconds, samples=samples, should_stop=should_stop, seed=seed
    )
    ranked = rank(appraised)
    best = ranked[0]
    out: list[Suggestion] = []
    said: set[str] = set()
    for i, a in enumerate(ranked):
        words = order(state, a.action, names)
        if words in said:  # another layout of the same tiles: the player sees one choice
            continue
        said.add(words)
        others = [b.terms for j, b in enumerate(ranked) if j != i]
        out.append(
            Suggestion(
                action=a.action,
                prestige=worth(a, best, seat),
                behind_best=best.utility - a.utility,
                reason=reason(a.terms, others, state.two_player),
                words=words,
                samples=a.samples,
            )
        )
        if len(out) == count:
            break
    return out
