"""Measure how far a two-player game's final margin strays from the evaluation's estimate.

    .venv/bin/python tools/winprob_sigma.py --seed 1 --games 300

steamworks/ai/winprob.py turns an estimated margin into a chance of winning with a normal
curve whose width is the spread of the final margin around the estimate, given the rounds
still to play. This script measures that spread: it plays seeded two-player games (Medium
with one sample a decision by default, the policy tools/train_eval.py fits on), and at every
`--thin`-th decision records the rounds left and the margin the shipped Hard's evaluation
estimates (seat 0 less seat 1, `evaluate.estimates` with the level's weights). Once the game
is over, each record's error is the final margin (with the tie-break, `final_values`) less
the estimate.

It prints, for bins of rounds left, the number of positions, their mean rounds left, the
root mean square error and the mean error, and last the (mean rounds, rms) points as
winprob.SPREADS holds them. Everything is seeded: the same command prints the same figures.
"""

from __future__ import annotations

import argparse
import math
import time

from train_eval import parse_policy, self_play  # tools/, this script's folder

from steamworks.ai.evaluate import estimates, final_values, rounds_left
from steamworks.ai.levels import LEVELS
from steamworks.rules.state import GameState

# bins of rounds left (upper bounds; the last is open): finer near the end, where it matters
BINS = (0.25, 0.5, 1.0, 1.5, 2.0, 3.0, 4.5, 6.0)


def play_and_record(
    policy: str, budget: int | None, deal: int, thin: int
) -> list[tuple[float, float]]:
    """One seeded game: (rounds left, final margin less estimated margin) per recorded decision."""
    weights = LEVELS["hard"].weights

    def record(state: GameState) -> tuple[float, float]:
        values = estimates(state, weights)
        return rounds_left(state, weights), values[0] - values[1]

    recorded, state = self_play(policy, budget, 2, deal, thin, record)
    final = final_values(state, weights)
    margin = final[0] - final[1]
    return [(rounds, margin - estimate) for rounds, estimate in recorded]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--policy", default="medium@1", help="level[@budget] that plays the games")
    ap.add_argument("--thin", type=int, default=3, help="record every N-th decision")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    level, budget = parse_policy(args.policy)
    rows: list[tuple[float, float]] = []
    for game in range(args.games):
        rows.extend(play_and_record(level, budget, args.seed * 1_000_003 + game, args.thin))
    print(f"games {args.games}, positions {len(rows)}, {time.perf_counter() - started:.0f} s")
    bounds = (0.0, *BINS, math.inf)
    points = []
    for low, high in zip(bounds, bounds[1:]):
        cell = [(r, e) for r, e in rows if low <= r < high]
        if cell:
            rounds = sum(r for r, _ in cell) / len(cell)
            rms = math.sqrt(sum(e * e for _, e in cell) / len(cell))
            bias = sum(e for _, e in cell) / len(cell)
            points.append((round(rounds, 2), round(rms, 2)))
            print(
                f"rounds left {low:g} to {high:g}: {len(cell)} positions, mean rounds "
                f"{rounds:.2f}, rms {rms:.3f}, mean error {bias:+.3f}"
            )
    print(f"SPREADS = {tuple(points)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
