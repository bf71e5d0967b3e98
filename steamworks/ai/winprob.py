"""What the shipped Hard's search adds, with three or more players, to the margin it
maximises: the chance of finishing first (`Weights.first_place`).

Games are won, not margins. A search that averages the estimated margin (evaluate.utility)
gambles for points when far ahead and settles for second place when far behind. With
`first_place` above 0 and three or more players, a leaf's utility for a seat is its margin plus
its chance of finishing first, put on a prestige-sized scale. Each seat beats each other seat
with the chance a normal curve gives their difference: the final margin is taken to stray from
the evaluation's estimate by a normal error, the wider the more rounds are still to play,

    chance of ending ahead = Phi(difference / (spread(rounds left) * sqrt 2))

where the spread by rounds left (SPREADS) is measured by tools/winprob_sigma.py on self-play
games: 1 prestige at the last turns, 1.55 in the last round, 2.7 with six rounds or more to
go. The product over its opponents is a seat's chance of coming first, and the chances are
shared out so that they add up to one (`first_place_chances`). Once the game is over the values
carry the tie-break (evaluate.final_values), so first place is decided as the rule decides it.

The chance is put on a prestige-sized scale so that the search's exploration constant, tuned
on margins, keeps its balance: WIN_SCALE makes one point of margin at an even position with
REFERENCE_ROUNDS left move the chance's utility by one point, as the margin does. With
`first_place` 0 (every level but Hard) and always with two players, each seat's utility is
exactly evaluate.utility.

Measured and not shipped (docs/ai.md keeps the figures; git history the code): the chance of
winning instead of the margin with two players, a bonus for a tie won on leftovers, and a band
of final margins counted as ties before the end.
"""

from __future__ import annotations

import math

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


def first_place_chances(values: list[float], rounds: float, finished: bool) -> list[float]:
    """Every seat's chance of finishing first (they add up to one) when its final prestige
    is estimated at `values` (tie-break included) with `rounds` still to play; once the game
    is `finished`, the seats with the top value share first place."""
    if finished:
        top = max(values)
        winners = sum(1 for v in values if v == top)
        return [1.0 / winners if v == top else 0.0 for v in values]
    scale = 1.0 / (spread(rounds) * math.sqrt(2.0))
    raw = []
    for seat, mine in enumerate(values):
        chance = 1.0
        for other, theirs in enumerate(values):
            if other != seat:
                chance *= 0.5 * (1.0 + math.erf((mine - theirs) * scale))
        raw.append(chance)
    # the product treats the duels as independent, which they are not (they share the seat's
    # own error): shared out, the chances are a distribution over who comes first
    total = sum(raw)
    return [c / total for c in raw]


def seat_utilities(state: GameState, values: list[float], w: Weights) -> list[float]:
    """Every seat's utility at a scored leaf: `values` are the estimates of `state`."""
    if len(values) > 2 and w.first_place:
        chances = first_place_chances(values, rounds_left(state, w), state.game_over)
        scale = w.first_place * WIN_SCALE
        even = 1.0 / len(values)
        return [
            utility(values, seat, w) + scale * (chances[seat] - even) for seat in range(len(values))
        ]
    return [utility(values, seat, w) for seat in range(len(values))]
