"""What Hard's search maximises when `Weights.winprob` or `first_place` is on: the chance of
winning.

Games are won, not margins. A search that averages the estimated margin (evaluate.utility)
gambles for points when far ahead and settles for a small loss when far behind. With
`winprob` above 0 and two players, a leaf's utility for a seat is instead its chance of
winning, read off a normal curve: the final margin is taken to stray from the evaluation's
estimate by a normal error, the wider the more rounds are still to play,

    chance = Phi(margin / spread(rounds left))

where the spread by rounds left (SPREADS) is measured by tools/winprob_sigma.py on self-play
games: 1 prestige at the last turns, 1.55 in the last round, 2.7 with six rounds or more to
go. A finished game is a win (1), a loss (0), or a tie shared (1/2); its values carry the
tie-break (evaluate.final_values), so a tie on prestige is decided as the rule decides it.

The chance is put on a prestige-sized scale so that the search's exploration constant, tuned
on margins, keeps its balance: WIN_SCALE makes one point of margin at an even position with
REFERENCE_ROUNDS left move the utility by one point, as the margin does. A small share of the
margin is added (MARGIN_SHARE) so that the search still prefers more points where the chance
has saturated. `winprob` multiplies the chance's scale (1: as measured).

With three or more players `winprob` does nothing: the utility stays the margin against the
opponents. `Weights.first_place` (three or more players) adds to that margin the seat's chance
of finishing first, on the same scale: each seat beats each other seat with the chance the
curve gives their difference, the product over its opponents is its chance of coming first,
and the chances are shared out so that they add up to one (`first_place_chances`). Once the
game is over the values carry the tie-break, so first place is decided as the rule decides it
and a tie on prestige won on leftovers counts as a win. With `winprob` and `first_place` 0, the
default for every level, each seat's utility is exactly evaluate.utility.

Before the end, the duels of `first_place` know nothing of ties: a seat level on prestige with
more leftovers is as likely to come first as one with fewer, so the search has no reason to keep
money, sources or tiles for the tie-break until the last moves. `Weights.tie_band` (above 0)
lets each duel end in three ways: ahead by more than half the band, behind by more, or level
within it, and a level duel goes to the seat with more leftovers now with a chance that is surer
the larger their lead and the fewer rounds remain to change it (`tie_share`).
"""

from __future__ import annotations

import math

from steamworks.rules.scoring import leftovers
from steamworks.rules.state import GameState

from .evaluate import Weights, rounds_left, utility

# how far the final margin strays from the evaluation's estimate, two players: (mean rounds
# left, root mean square error in prestige) of bins of positions, fewest rounds first
# (tools/winprob_sigma.py --seed 1 --games 600: medium@1 self-play, the shipped Hard's weights)
SPREADS: tuple[tuple[float, float], ...] = (
    (0.08, 0.99),
    (0.31, 1.36),
    (0.69, 1.55),
    (1.27, 1.93),
    (1.81, 1.97),
    (2.52, 2.29),
    (3.75, 2.42),
    (5.23, 2.53),
    (7.33, 2.7),
)
REFERENCE_ROUNDS = 3.0  # where the chance's slope at an even position is one utility point
MARGIN_SHARE = 0.1  # utility per point of margin kept beside the chance


def spread(rounds: float) -> float:
    """How far (one standard deviation, prestige) the final margin strays from its estimate
    with `rounds` still to play: SPREADS joined by straight lines, flat beyond both ends."""
    low_rounds, low = SPREADS[0]
    if rounds <= low_rounds:
        return low
    for high_rounds, high in SPREADS[1:]:
        if rounds < high_rounds:
            return low + (high - low) * (rounds - low_rounds) / (high_rounds - low_rounds)
        low_rounds, low = high_rounds, high
    return low


# the chance's scale: Phi(m / s)'s slope at m = 0 is 1 / (s * sqrt(2 pi))
WIN_SCALE = math.sqrt(2.0 * math.pi) * spread(REFERENCE_ROUNDS)


def win_chance(margin: float, rounds: float, finished: bool) -> float:
    """The chance that a seat ahead by `margin` (estimated final prestige, tie-break included)
    wins, with `rounds` still to play; exact once the game is `finished`."""
    if finished:
        return 1.0 if margin > 0.0 else 0.0 if margin < 0.0 else 0.5
    return 0.5 * (1.0 + math.erf(margin / (spread(rounds) * math.sqrt(2.0))))


def tie_share(lead: float, rounds: float) -> float:
    """The chance that a seat with `lead` more leftover items than another now still has more
    once the game ends, `rounds` from now: even with no lead, surer with a larger one, less sure
    the more rounds remain (a logistic curve whose width grows by one item a round)."""
    return 1.0 / (1.0 + math.exp(-lead / (1.0 + rounds)))


def duel_chance(margin: float, scale: float, band: float, share: float) -> float:
    """The chance that a seat estimated `margin` ahead of another ends ahead of it: the chance
    of ending more than half the `band` ahead on the normal curve (`scale`: one over the spread
    times root two), plus the chance of ending level within the band times `share`, the seat's
    chance of winning the tie-break. With no band it is the plain curve at the margin."""
    half = 0.5 * band
    ahead = 0.5 * (1.0 + math.erf((margin - half) * scale))
    not_behind = 0.5 * (1.0 + math.erf((margin + half) * scale))
    return ahead + (not_behind - ahead) * share


def first_place_chances(
    values: list[float],
    rounds: float,
    finished: bool,
    band: float = 0.0,
    held: list[int] | None = None,
) -> list[float]:
    """Every seat's chance of finishing first (they add up to one) when its final prestige
    is estimated at `values` (tie-break included) with `rounds` still to play; once the game
    is `finished`, the seats with the top value share first place. With a `band` and the
    leftover items each seat `held` now, a duel that ends level goes to the seat likelier to
    have more leftovers at the end (`duel_chance`, `tie_share`)."""
    if finished:
        top = max(values)
        winners = sum(1 for v in values if v == top)
        return [1.0 / winners if v == top else 0.0 for v in values]
    scale = 1.0 / (spread(rounds) * math.sqrt(2.0))
    # no band, or no leftovers known: duels without ties, written out in the loop because the
    # shipped Hard scores every leaf of a three- or four-player search through it
    tied = held if band else None
    raw = []
    for seat, mine in enumerate(values):
        chance = 1.0
        for other, theirs in enumerate(values):
            if other == seat:
                continue
            if tied is None:
                chance *= 0.5 * (1.0 + math.erf((mine - theirs) * scale))
            else:
                share = tie_share(tied[seat] - tied[other], rounds)
                chance *= duel_chance(mine - theirs, scale, band, share)
        raw.append(chance)
    # the product treats the duels as independent, which they are not (they share the seat's
    # own error): shared out, the chances are a distribution over who comes first
    total = sum(raw)
    return [c / total for c in raw]


def seat_utilities(state: GameState, values: list[float], w: Weights) -> list[float]:
    """Every seat's utility at a scored leaf: `values` are the estimates of `state`."""
    if len(values) > 2 and w.first_place:
        held = [leftovers(p) for p in state.players] if w.tie_band else None
        chances = first_place_chances(
            values, rounds_left(state, w), state.game_over, w.tie_band, held
        )
        scale = w.first_place * WIN_SCALE
        even = 1.0 / len(values)
        return [
            utility(values, seat, w) + scale * (chances[seat] - even) for seat in range(len(values))
        ]
    if not w.winprob or len(values) != 2:
        return [utility(values, seat, w) for seat in range(len(values))]
    margin = values[0] - values[1]
    chance = win_chance(margin, rounds_left(state, w), state.game_over)
    scale = w.winprob * WIN_SCALE
    first = scale * (chance - 0.5) + MARGIN_SHARE * margin
    return [first, -first]  # the chances add up to one, the margins to nothing
