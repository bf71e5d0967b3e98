"""How much of the learned evaluation's error could any evaluation remove? A measurement.

    .venv/bin/python tools/probe_noise.py --seed 11 --games 500 --every 8 --continuations 8 \
        --jobs 2 [--rows ROWS]

The learned table (steamworks/ai/learned.py) predicts how a player's margin will move from a
position to the end of the game; tools/probe_features.py and tools/probe_nonlinear.py measured
that richer features, the player's options and a non-linear fit take little off its held-out
error. This script measures the floor under that error: the part of the margin's move that
depends on what happens after the position (the hidden tiles' order, the game's draws), which no
evaluation of the position can know.

1. Replays the self-play games of tools/train_eval.py and tools/probe_features.py (same policy,
   deals and thinning, so the same positions), and of their held-out games (every fifth; with
   `--training`, the others) takes every `--every`-th recorded position.
2. Plays each such position to the end `--continuations` times, each time in another world that
   agrees with everything public (the face-down stack tops shuffled as a searching agent
   shuffles them, `observe.determinize`, and a fresh game generator), with fresh agents of the
   same policy; each continuation's target is the one train_eval records: how seat 0's margin
   over seat 1 moved from the position to the final scores.
3. Prints the noise floor: the root of the mean within-position variance of those targets (the
   error of the best possible prediction from the public position, for this policy), per stage
   and overall, with a standard error over positions; and a check that the continuations are
   drawn as the real game was: the real game's target misses the continuations' mean by about
   floor * sqrt(1 + 1 / continuations).
4. Given `--rows` (probe_features' `--save-rows` file of the same seed and policy), splits each
   fit's error on these positions into that floor and its distance from the best prediction:
   the seven multipliers and all the features, fitted per stage on the training games.

The same arguments print the same figures.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parent))

from probe_features import add_game_arguments, stage_moments
from probe_nonlinear import linear_predictions, load_rows
from train_eval import (
    PHASES,
    deal_seed,
    held_out,
    parse_policy,
    self_play,
)

from steamworks.ai import make_agent
from steamworks.ai.evaluate import DEFAULT_WEIGHTS, current_scores, rounds_left
from steamworks.ai.learned import FITTED_TERMS, stage_of
from steamworks.ai.observe import determinize
from steamworks.matches.spread import play_all
from steamworks.rules import engine
from steamworks.rules.scoring import score_lines
from steamworks.rules.state import GameState

# one sampled position: (game, its index among the game's recorded positions, rounds left,
# the real game's target, the continuations' targets)
Sample = tuple[int, int, float, float, list[float]]
MAX_CONTINUATIONS = 8


def margin(scores: list[float]) -> float:
    """Seat 0's margin over seat 1 (two players: the other players' mean is seat 1)."""
    return scores[0] - scores[1]


def final_margin(state: GameState) -> float:
    """Seat 0's margin over seat 1 in the final scores of a finished game."""
    return margin([float(line.total) for line in score_lines(state)])


def play_out(state: GameState, policy: str, budget: int | None, seed: int) -> float:
    """The final margin of one continuation from `state`, in a world drawn with `seed`."""
    rng = random.Random(seed)
    # the hidden tops shuffled as a searching agent does, and a fresh game generator (the
    # real one would tell the order of tiles revealed later)
    world = attrs.evolve(determinize(state, rng), rng=rng.getrandbits(64))
    agents = [make_agent(policy, seed * 8 + seat, budget=budget) for seat in range(2)]
    while (seat := engine.to_act(world)) is not None:
        world = engine.apply(world, agents[seat].choose(world, seat), check=False)
    return final_margin(world)


def probe_game(job: tuple[str, int | None, int, int, int, int, int]) -> list[Sample]:
    """One held-out game's sampled positions, each with its continuations' targets."""
    level, budget, game, deal, thin, every, continuations = job
    recorded, final = self_play(
        level, budget, 2, deal, thin, lambda s: (s, rounds_left(s, DEFAULT_WEIGHTS))
    )
    real = final_margin(final)
    out: list[Sample] = []
    for index in range(every // 2, len(recorded), every):
        state, rounds = recorded[index]
        now = margin(current_scores(state))
        # world seeds: games' deals differ by 1 a game, so two positions' seeds meet only if
        # 16 * (index - index') + (k - k') is a multiple of 1,000: never while k < 8 and the
        # indices are less than 125 apart (the measured runs' indices stayed under 61)
        targets = [
            play_out(state, level, budget, deal * 1_000 + index * 16 + k) - now
            for k in range(continuations)
        ]
        out.append((game, index, rounds, real - now, targets))
    return out


def floor_of(samples: list[Sample]) -> tuple[float, float]:
    """(the noise floor: root mean within-position variance, its standard error over positions
    by the delta method)."""
    variances = [statistics.variance(t) for *_rest, t in samples]
    mean = statistics.fmean(variances)
    if mean <= 0.0:
        return 0.0, 0.0
    spread = statistics.stdev(variances) / math.sqrt(len(variances)) if len(variances) > 1 else 0.0
    return math.sqrt(mean), spread / (2.0 * math.sqrt(mean))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_game_arguments(ap, 500, "games replayed (every fifth probed, or the others)")
    ap.add_argument("--skip", type=int, default=0, help="games before these (not replayed)")
    ap.add_argument(
        "--training",
        action="store_true",
        help="probe the training games instead of the held-out ones (targets for a fit)",
    )
    ap.add_argument("--every", type=int, default=8, help="probe every N-th recorded position")
    ap.add_argument("--continuations", type=int, default=8, help="worlds played out a position")
    ap.add_argument("--rows", type=Path, help="probe_features' saved rows of the same games")
    ap.add_argument("--save-samples", type=Path, help="write the probed targets as JSON lines")
    args = ap.parse_args(argv)
    if not 2 <= args.continuations <= MAX_CONTINUATIONS:
        # two to make a variance; at most eight keeps the worlds' seeds apart (probe_game)
        ap.error(f"--continuations must be 2 to {MAX_CONTINUATIONS}")
    if args.training and args.rows is not None:
        ap.error("--rows splits the fits' error on held-out positions: not with --training")
    started = time.perf_counter()
    level, budget = parse_policy(args.policy)
    jobs = [
        (level, budget, g, deal_seed(args.seed, 2, g), args.thin, args.every, args.continuations)
        for g in range(args.skip, args.skip + args.games)
        if held_out(g) != args.training
    ]
    samples = [s for game in play_all(probe_game, jobs, args.jobs, None, None) for s in game]
    if args.save_samples is not None:
        save_samples(args.save_samples, samples)
    print(
        f"games {len(jobs)} {'in training' if args.training else 'held out'} of {args.games} "
        f"from game {args.skip} "
        f"({args.policy}, seed {args.seed}), "
        f"positions {len(samples)}, continuations {args.continuations} each"
    )
    floor, error = floor_of(samples)
    print(f"noise floor {floor:.4f} (standard error {error:.4f})")
    for stage in range(len(PHASES) + 1):
        mine = [s for s in samples if stage_of(s[2], PHASES) == stage]
        if len(mine) > 1:
            f, e = floor_of(mine)
            print(f"  stage {stage}: {f:.4f} ({e:.4f}), {len(mine)} positions")
    miss = math.sqrt(
        statistics.fmean((real - statistics.fmean(t)) ** 2 for *_r, real, t in samples)
    )
    expected = floor * math.sqrt(1.0 + 1.0 / args.continuations)
    print(
        f"the real game against the continuations' mean: {miss:.4f} (drawn alike: about {expected:.4f})"
    )
    if args.rows is not None:
        print_fits(samples, args.rows, args.ridge, args.continuations)
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


def print_fits(samples: list[Sample], path: Path, ridge: float, continuations: int) -> None:
    """The seven multipliers' and all the features' error on the sampled positions, split
    (`print_split`), each fitted per stage on the training games of probe_features' rows."""
    columns, rows, held = load_rows(path)
    stages = stage_moments(rows, held)
    first = first_rows([row[0] for row in rows])
    targets = [row[3] for row in rows]
    fits = {
        "seven multipliers": list(range(len(FITTED_TERMS))),
        f"all {len(columns) - len(FITTED_TERMS)} features": list(range(len(columns))),
    }
    for name, chosen in fits.items():
        predicted = linear_predictions(rows, stages, chosen, ridge)
        print_split(name, samples, first, targets, predicted, continuations)


def first_rows(games: Iterable[int]) -> dict[int, int]:
    """Where each game's rows begin, given every row's game in order (the rows of a game come
    together, position by position)."""
    first: dict[int, int] = {}
    for at, game in enumerate(games):
        first.setdefault(int(game), at)
    return first


def print_split(
    name: str,
    samples: list[Sample],
    first: dict[int, int],
    targets: Sequence[float],
    predicted: Sequence[float],
    continuations: int,
    per_position: int = 2,
) -> None:
    """A fit's error on the sampled positions, overall and per stage, split into the floor and
    its distance from the best prediction (the continuations' mean, less the mean's own noise).
    The fit's rows are the recorder's: a game's rows begin at `first[game]` and come position by
    position, `per_position` rows each, seat 0 first (position i's seat-0 row is the game's row
    2i when each player has a row, as train_eval records; i with one row a position)."""
    parts: list[tuple[int, float, float, float]] = []  # (stage, error², floor², distance²)
    for game, index, rounds, real, outcomes in samples:
        at = first[game] + per_position * index
        if abs(targets[at] - real) > 1e-6:
            raise SystemExit(f"the fit's rows are of other games than the samples (game {game})")
        spread = statistics.variance(outcomes)
        parts.append(
            (
                stage_of(rounds, PHASES),
                (real - predicted[at]) ** 2,
                spread,
                (predicted[at] - statistics.fmean(outcomes)) ** 2 - spread / continuations,
            )
        )
    print(f"{name}: error = floor and distance from the best prediction (root mean squares)")
    for stage in [None, *range(len(PHASES) + 1)]:
        mine = [p for p in parts if stage is None or p[0] == stage]
        if len(mine) < 2:
            continue
        error, spread, distance = (
            math.sqrt(max(0.0, statistics.fmean(p[k] for p in mine))) for k in (1, 2, 3)
        )
        label = "all stages" if stage is None else f"stage {stage}"
        print(f"  {label:<10} {error:.4f} = {spread:.4f} and {distance:.4f}")


def save_samples(path: Path, samples: list[Sample]) -> None:
    """The sampled positions as JSON lines: game, index, rounds left, real target, targets."""
    with path.open("w", encoding="utf-8") as out:
        for sample in samples:
            out.write(json.dumps(sample) + "\n")


def load_samples(path: Path) -> list[Sample]:
    """The samples `save_samples` wrote."""
    with path.open(encoding="utf-8") as src:
        return [
            (int(g), int(i), float(r), float(real), [float(t) for t in outcomes])
            for g, i, r, real, outcomes in map(json.loads, src)
        ]


if __name__ == "__main__":
    raise SystemExit(main())
