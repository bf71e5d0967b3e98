"""Would play-outs to the end of the game value a position better than the evaluation? A measurement.

    .venv/bin/python tools/probe_playouts.py --seed 11 --samples SAMPLES --playouts 16 --jobs 2

Hard scores its leaves with the learned evaluation. The classic alternative is to play the
position out to the end, here with the greedy policy that completes Hard's turns (Hard's weights), and score the
final margin; or to mix the two, as some strong programs do. tools/probe_noise.py's samples say
what the best prediction of a position is (the mean of several continuations, with its own
noise known), so this script asks, on those positions, how far each predictor of the margin to
come lies from it:

- the evaluation (`estimates` with Hard's weights: the shipped learned table), as Hard's
  leaves read it;
- the mean of k greedy play-outs to the end (k = 1, 2, 4, ... up to `--playouts`), each in
  another world that agrees with everything public (as probe_noise draws its continuations);
- each mix `lambda * evaluation + (1 - lambda) * play-outs`.

Each predictor's distance is printed raw and after one slope and intercept fitted on these same
positions (two numbers on hundreds of positions: a small optimism, the same for all), since
a play-out's margin can be right in order and wrong in scale. It also prints what a play-out
costs (median). The samples must come from the same `--seed`, `--policy` and `--thin`.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parent))

from probe_features import add_game_arguments
from probe_noise import Sample, final_margin, load_samples, margin
from train_eval import deal_seed, parse_policy, self_play

from steamworks.ai.evaluate import current_scores, estimates
from steamworks.ai.levels import HARD_WEIGHTS
from steamworks.ai.lookahead import play_turns
from steamworks.ai.observe import determinize
from steamworks.matches.spread import play_all
from steamworks.rules.state import GameState

MIXES = (0.25, 0.5, 0.75)  # the evaluation's share in each mix

# (the sample's continuations' mean and variance, the evaluation's prediction, the play-outs'
# targets, seconds a play-out)
Probed = tuple[float, float, float, list[float], float]


def play_out(state: GameState, seed: int) -> float:
    """Seat 0's final margin after greedy play to the end, in a world drawn with `seed`."""
    rng = random.Random(seed)
    world = attrs.evolve(determinize(state, rng), rng=rng.getrandbits(64))
    return final_margin(play_turns(world, 10_000, HARD_WEIGHTS, stop_at_round_end=False))


def probe_game(job: tuple[str, int | None, int, int, int, list[Sample]]) -> list[Probed]:
    """Replays one game and probes each of its sampled positions."""
    level, budget, deal, thin, playouts, samples = job
    recorded, final = self_play(level, budget, 2, deal, thin, lambda s: s)
    end = final_margin(final)
    out: list[Probed] = []
    for game, index, _rounds, real, outcomes in samples:
        state = recorded[index]
        now = margin(current_scores(state))
        if abs(end - now - real) > 1e-6:
            raise SystemExit(f"the samples are of other games than these (game {game})")
        evaluation = margin(estimates(state, HARD_WEIGHTS)) - now
        started = time.perf_counter()
        # world seeds apart from probe_noise's (deal * 1000 + index * 16 + k, k < 8)
        targets = [
            play_out(state, deal * 1_000 + index * 16 + 8 + k) - now for k in range(playouts)
        ]
        spent = (time.perf_counter() - started) / playouts
        mean = statistics.fmean(outcomes)
        out.append((mean, statistics.variance(outcomes), evaluation, targets, spent))
    return out


def distance(probed: list[Probed], predicted: list[float], continuations: int) -> float:
    """Root mean square distance of `predicted` from the best prediction (the continuations'
    mean, its own noise taken off)."""
    gaps = [(p - mean) ** 2 - var / continuations for p, (mean, var, *_r) in zip(predicted, probed)]
    return math.sqrt(max(0.0, statistics.fmean(gaps)))


def rescaled(probed: list[Probed], predicted: list[float]) -> tuple[list[float], float]:
    """`predicted` after the least-squares slope and intercept onto the continuations' means,
    and the slope."""
    means = [p[0] for p in probed]
    mx, my = statistics.fmean(predicted), statistics.fmean(means)
    spread = sum((p - mx) ** 2 for p in predicted)
    slope = sum((p - mx) * (m - my) for p, m in zip(predicted, means)) / spread if spread else 0.0
    return [my + slope * (p - mx) for p in predicted], slope


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_game_arguments(ap, 0, "(not used: the samples say which games)")
    ap.add_argument("--samples", type=Path, required=True, help="probe_noise's saved samples")
    ap.add_argument("--continuations", type=int, default=8, help="as the samples were played")
    ap.add_argument("--playouts", type=int, default=16, help="greedy play-outs a position")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    level, budget = parse_policy(args.policy)
    by_game: dict[int, list[Sample]] = {}
    for sample in load_samples(args.samples):
        by_game.setdefault(sample[0], []).append(sample)
    jobs = [
        (level, budget, deal_seed(args.seed, 2, g), args.thin, args.playouts, by_game[g])
        for g in sorted(by_game)
    ]
    probed = [p for part in play_all(probe_game, jobs, args.jobs, None, None) for p in part]
    floor = math.sqrt(statistics.fmean(p[1] for p in probed))
    cost = statistics.median(p[4] for p in probed)
    print(
        f"positions {len(probed)} of {len(by_game)} games ({args.policy}, seed {args.seed}); "
        f"floor {floor:.4f}"
    )
    print("distance from the best prediction: raw, then rescaled (slope)")

    def show(label: str, predicted: list[float]) -> None:
        fitted, slope = rescaled(probed, predicted)
        raw, scaled = (
            distance(probed, predicted, args.continuations),
            distance(probed, fitted, args.continuations),
        )
        print(f"  {label:<30} {raw:.4f}  {scaled:.4f} ({slope:.3f})")

    evaluation = [p[2] for p in probed]
    show("evaluation", evaluation)
    k = 1
    while k <= args.playouts:
        mean = [statistics.fmean(p[3][:k]) for p in probed]
        show(f"{k} play-out{'s' if k > 1 else ''}", mean)
        for share in MIXES:
            mixed = [share * e + (1.0 - share) * m for e, m in zip(evaluation, mean)]
            show(f"  mixed, evaluation {share:g}", mixed)
        k *= 2
    # the times last: the one line a repeated run may print otherwise
    print(f"({time.perf_counter() - started:.0f} s; a play-out took {cost * 1000:.1f} ms, median)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
