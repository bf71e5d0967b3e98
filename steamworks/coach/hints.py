"""Hints: the best few choices for a player who must decide, with their worth and a reason.

    for s in suggest(state, seat, seconds=1.0):
        print(f"{s.words}: {s.prestige:.1f} ({s.behind_best:+.1f}) - {s.reason}")

`suggest` appraises every candidate (appraise.py: each played out on worlds sampled from
the public view, so no hint depends on the hidden order of a stack) and ranks them as the AI
does, by the seat's estimated final prestige against its opponents' (evaluate.utility): a
choice that brings the player 2 prestige and the opponent 3 is no gain. `prestige` is the
best choice's estimate for the best, and for the others that less what they give up against
it, so that `behind_best` is both the difference in `prestige` and in the race; the same
choice is shown once, the better of its forms (`choice_key`: every layout of a device's tiles
is one build). Each reason says what the move gains now (gains.py: the real change of the
player's turn) and how it stands against the next choice down (reasons.against); a place
that gains its player nothing is never offered for what it cannot do (`idle_words`,
`useless`). It answers every decision the engine asks: placing or passing, belt and stack
tiles, builds (layouts, cut down to the best few as agents do), additions, which components
to power with which power, effect options, repeats. Pure: the game screen calls it on a
worker thread and cancels it with `should_stop`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import attrs

from steamworks.ai.evaluate import Weights
from steamworks.language import tr
from steamworks.rules.actions import Action, BuildDevice, PlaceDevice, PlacePersona
from steamworks.rules.describe import tile_name
from steamworks.rules.idle import unused_effects
from steamworks.rules.state import GameState

from .addressed import order
from .appraise import Appraisal, appraise
from .evaluation import COACH_WEIGHTS
from .gains import TurnGains, gains_words, turn_gains
from .reasons import against, mean_terms

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
    # in plain words: what it gains now (gains.py), then how it compares with the next
    # choice down by the evaluation's largest term (reasons.against)
    reason: str
    words: str  # the action in readable words, as advice ("Take the Monetiser ...")
    samples: int = 0  # play-outs behind the estimate (0: a first impression, cut short)
    now: str = ""  # the reason's first sentence alone, what it gains now (a short reason)


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


def choice_key(action: Action, words: str) -> object:
    """What makes two choices the same choice to the player: a build is the device it makes,
    whatever the layout (mirror images and other arrangements of the same tiles, or of
    copies of a tile that read the same, are one choice, the better one shown: the build
    panel lays it out); anything else, its words."""
    if isinstance(action, BuildDevice):
        return ("build", tuple(sorted(tile_name(tile) for _pos, tile, _rot in action.layout)))
    return words


def distinct(
    state: GameState, ranked: Sequence[Appraisal], names: Sequence[str] | None
) -> list[tuple[Appraisal, str]]:
    """(appraisal, words) for each different choice, best first: of the same choice
    (`choice_key`) only the first, the better."""
    out: list[tuple[Appraisal, str]] = []
    seen: set[object] = set()
    for a in ranked:
        words = order(state, a.action, names)
        key = choice_key(a.action, words)
        if key not in seen:
            seen.add(key)
            out.append((a, words))
    return out


def idle_words(state: GameState, action: Action, gains: TurnGains) -> str | None:
    """For a placement that gains its player nothing they can use (the turn changes nothing
    for them: gains.py; rules/idle.py says why), what the reason says in place of what it
    gains: that it is no use, why, and (on a device) the one thing it does, take the space
    from the other players this round. None for anything else."""
    if not isinstance(action, (PlaceDevice, PlacePersona)) or not gains.nothing:
        return None
    whys = "; ".join(dict.fromkeys(u.why for u in unused_effects(state, action)))
    if isinstance(action, PlaceDevice):
        if whys:
            return tr(
                # translators: {whys} says why each effect of the place cannot be used now
                "No use to you now ({whys}): it only takes this space from the other players "
                "this round",
                whys=whys,
            )
        return tr(
            "Nothing you can use now: it only takes this space from the other players this round"
        )
    if whys:
        return tr("No use to you now ({whys})", whys=whys)
    return tr("Nothing you can use now")


def useless(action: Action, gains: TurnGains) -> bool:
    """A persona space that gains its player nothing: it pays the wage for nothing and, the
    player's own, blocks nobody. A hint never recommends it (unless nothing else is left)."""
    return isinstance(action, PlacePersona) and gains.nothing


def compared(choices: Sequence[Appraisal], i: int, shown: int, two_player: bool) -> str:
    """Why choice `i` (of `choices`, best first, the first `shown` of them on screen) stands
    where it does: against the next choice down, or the unshown rest, or (the last of all)
    the one above it."""
    here = choices[i].terms
    if i + 1 < shown:
        return against(here, choices[i + 1].terms, tr("choice {number}", number=i + 2), two_player)
    if i + 1 < len(choices):
        rest = mean_terms([c.terms for c in choices[i + 1 :]])
        return against(here, rest, tr("the other choices"), two_player)
    if i > 0:
        return against(here, choices[i - 1].terms, tr("choice {number}", number=i), two_player)
    return tr("The only choice worth considering here")


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
    clock: Callable[[], float] = time.perf_counter,
    weights: Weights = COACH_WEIGHTS,
) -> list[Suggestion]:
    """The best `count` choices for `seat`, best first. `state` must await a decision from
    `seat` (ValueError otherwise). Thinks for about `seconds` or `samples` sampled worlds,
    whichever ends first (with `seconds=None`, exactly `samples`: reproducible on any
    machine); `should_stop()` returning True ends it early with what it has. `names` (one
    per seat) name the owners of devices in the words; `clock` reads `seconds` (appraise.py).
    `weights` value the choices (the coach's own, Hard's; tools/coach_quality.py measures
    others)."""
    appraised = appraise(
        state,
        seat,
        seconds=seconds,
        samples=samples,
        should_stop=should_stop,
        seed=seed,
        clock=clock,
        weights=weights,
    )
    choices = distinct(state, rank(appraised), names)
    # what each choice looked at gains now (gains.py), the useless ones passed over
    gains: dict[Action, TurnGains] = {}
    shown: list[tuple[Appraisal, str]] = []
    looked = 0
    while looked < len(choices) and len(shown) < count:
        a, words = choices[looked]
        looked += 1
        gains[a.action] = turn_gains(state, a.action)
        if not useless(a.action, gains[a.action]):
            shown.append((a, words))
    if not shown:  # nothing but useless places: say so rather than nothing
        shown = choices[:count]
    # each shown choice against the next shown one, the last against the rest (any kind)
    ordered = [a for a, _w in shown] + [a for a, _w in choices[looked:]]
    best = shown[0][0]  # the best choice the hint recommends: "best", the others against it
    out: list[Suggestion] = []
    for i, (a, words) in enumerate(shown):
        now = gains_words(
            gains[a.action],
            names,
            name_built=not isinstance(a.action, BuildDevice),
            unusable=idle_words(state, a.action, gains[a.action]),
        )
        why = compared(ordered, i, len(shown), state.two_player)
        out.append(
            Suggestion(
                action=a.action,
                prestige=worth(a, best, seat),
                behind_best=best.utility - a.utility,
                # translators: {now} is what the move gains now; {why} how it compares
                reason=tr("{now}. {why}.", now=now, why=why),
                words=words,
                samples=a.samples,
                now=tr("{now}.", now=now),
            )
        )
    return out
