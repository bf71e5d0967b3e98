"""Does the evaluation miss *which* persona and tiles a player has? A measurement.

    .venv/bin/python tools/probe_bag.py --seed 11 --games 1500 --jobs 2 [--samples SAMPLES]

tools/probe_noise.py found that the learned evaluation's error on the margin to come is well
above the floor no evaluation can pass (the part of the future the position cannot know): the
position holds information the seven terms and probe_features' richer sums do not use. Those
are all sums (money, prestige printed, appeal...), blind to identity. This script measures
whether identity is what is missing:

1. Plays two-player self-play games exactly as tools/train_eval.py and tools/probe_features.py
   do (same policy, deals and thinning: the same positions) and records, for every recorded
   player, probe_features' columns (the seven terms, EXTRA and OPTIONS) and, each minus the
   other player's:
   - the player's persona (one column per persona, and the same times the rounds left: a
     persona's head start grows with the rounds it has to work);
   - how many of each tile they have in their devices, and in their supply.
2. Per stage of the game (train_eval.PHASES), fits by least squares with the same ridge as
   train_eval (the seven pulled towards 1, the rest towards 0, by each of `--identity-ridges`):
   the seven alone, with the personas, with the tiles, with all of those, with probe_features'
   columns, with everything; and prints each fit's error on the held-out games (every fifth).
3. Given `--samples` (probe_noise's `--save-samples` of the same seed and policy), splits each
   fit's error on those positions into the floor and the distance from the best prediction, as
   probe_noise does for probe_features' fits (the seven, all the identity and everything, each
   at its best ridge).
4. Given `--denoised` too (probe_noise's `--training` samples), fits every family again on
   those training positions' continuation means, a target eight times less noisy than one
   game's margin, and prints each fit's distance from the best prediction on `--samples`:
   whether identity, given a clean target, says what the holdings do not.

numpy does the fits (from the `test` extra; the game never imports it). The same seed prints
the same figures.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from probe_features import COLUMNS, add_game_arguments
from probe_features import features as position_features
from probe_noise import Sample, first_rows, load_samples, print_split
from train_eval import (
    PHASES,
    deal_seed,
    held_out,
    parse_policy,
    play_and_record,
)

from steamworks.ai.evaluate import DEFAULT_WEIGHTS, rounds_left
from steamworks.ai.learned import FITTED_TERMS, MAX_MULTIPLIER, stage_of
from steamworks.matches.spread import play_all
from steamworks.rules.data import load
from steamworks.rules.state import GameState

PERSONAS = tuple(sorted(load().personas))
TILES = tuple(sorted(load().tiles))
# the column groups after the seven terms, in row order
GROUPS = {
    "position and options": len(COLUMNS),  # probe_features' EXTRA and OPTIONS
    "personas": 2 * len(PERSONAS),  # one-hot, then one-hot times the rounds left
    "device tiles": len(TILES),
    "supply tiles": len(TILES),
}
SPANS: dict[str, list[int]] = {}  # each group's columns
_at = len(FITTED_TERMS)
for _name, _width in GROUPS.items():
    SPANS[_name] = list(range(_at, _at + _width))
    _at += _width
SEVEN = list(range(len(FITTED_TERMS)))
IDENTITY = SPANS["personas"] + SPANS["device tiles"] + SPANS["supply tiles"]
# the fits compared: the seven, each kind of identity beside them, all identity, then the
# position and options (probe_features' figures again), then everything
FITS = {
    "seven multipliers": SEVEN,
    "+ personas": SEVEN + SPANS["personas"],
    "+ device tiles": SEVEN + SPANS["device tiles"],
    "+ supply tiles": SEVEN + SPANS["supply tiles"],
    "+ all of them": SEVEN + IDENTITY,
    "+ position and options": SEVEN + SPANS["position and options"],
    "+ everything": list(range(_at)),
}


def features(state: GameState) -> tuple[list[list[float]], list[float]]:
    """probe_features' rows (the seven terms at the hand-set prices, EXTRA and OPTIONS), then the
    persona and the tile counts of every player, and their score now (what
    `train_eval.play_and_record` asks of its `features`)."""
    rows, now = position_features(state)
    rounds = rounds_left(state, DEFAULT_WEIGHTS)
    width = len(PERSONAS)
    devices = [[0.0] * len(TILES) for _ in state.players]
    for d in state.devices:
        for _pos, tile, _rot in d.layout:
            devices[d.owner][TILES.index(tile)] += 1.0
    for i, (row, p) in enumerate(zip(rows, state.players)):
        persona = [0.0] * (2 * width)
        at = PERSONAS.index(p.persona)
        persona[at] = 1.0
        persona[width + at] = rounds
        supply = [0.0] * len(TILES)
        for tile in p.supply:
            supply[TILES.index(tile)] += 1.0
        row += persona + devices[i] + supply
    return rows, now


def play_one(job: tuple[str, int | None, int, int, int]) -> tuple[np.ndarray, np.ndarray]:
    """One two-player self-play game's rows: (game, rounds left, target) and the features."""
    level, budget, game, deal, thin = job
    samples, _recorded = play_and_record(level, budget, 2, deal, thin, features)
    head = np.array([(game, rounds, target) for _g, rounds, _x, target in samples], dtype=float)
    return head, np.array([x for _g, _r, x, _t in samples], dtype=np.float32)


def fit_stages(
    x: np.ndarray,
    y: np.ndarray,
    stage: np.ndarray,
    train: np.ndarray,
    columns: np.ndarray,
    ridge: float,
    identity_ridge: float | None = None,
) -> dict[int, np.ndarray]:
    """Each stage's coefficients on `columns`, fitted on the training rows (ridge as
    train_eval's: each coefficient pulled towards its prior by `ridge` times its own sum of
    squares, the seven towards 1 and kept within 0 to MAX_MULTIPLIER, the rest towards 0 and
    by `identity_ridge` when given: tile counts are sparse and a game's rows alike, so they
    may need a stronger pull)."""
    seven = len(FITTED_TERMS)
    prior = np.array([1.0 if c < seven else 0.0 for c in columns])
    pulls = np.array(
        [ridge if c < seven or identity_ridge is None else identity_ridge for c in columns]
    )
    betas = {}
    for s in np.unique(stage):
        fitted = (stage == s) & train
        xs = x[fitted][:, columns].astype(float)
        a = xs.T @ xs
        b = xs.T @ y[fitted]
        pull = pulls * np.diag(a) + 1e-6  # as train_eval.ridge_solve, a hair for unseen ones
        a[np.diag_indices_from(a)] += pull
        beta = np.linalg.solve(a, b + pull * prior)
        multipliers = columns < seven
        beta[multipliers] = np.clip(beta[multipliers], 0.0, MAX_MULTIPLIER)
        betas[int(s)] = beta
    return betas


def predict_stages(
    x: np.ndarray, stage: np.ndarray, columns: np.ndarray, betas: dict[int, np.ndarray]
) -> np.ndarray:
    """Every row's prediction by its stage's coefficients on `columns` (`fit_stages`)."""
    predicted = np.zeros(len(x))
    for s, beta in betas.items():
        here = stage == s
        predicted[here] = x[here][:, columns].astype(float) @ beta
    return predicted


def fit_predict(
    x: np.ndarray,
    y: np.ndarray,
    stage: np.ndarray,
    train: np.ndarray,
    columns: np.ndarray,
    ridge: float,
    identity_ridge: float | None = None,
) -> np.ndarray:
    """Every row's prediction by the per-stage fit on `columns` of the training rows
    (`fit_stages`, then `predict_stages`)."""
    betas = fit_stages(x, y, stage, train, columns, ridge, identity_ridge)
    return predict_stages(x, stage, columns, betas)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_game_arguments(ap, 1000, "two-player games to play")
    ap.add_argument(
        "--identity-ridges",
        type=lambda text: [float(v) for v in text.split(",")],
        default=[0.1],
        help="the pulls tried on the persona and tile columns, e.g. 0.1,1,10",
    )
    ap.add_argument("--samples", type=Path, help="probe_noise's saved samples of these games")
    ap.add_argument("--continuations", type=int, default=8, help="as the samples were played")
    ap.add_argument(
        "--denoised",
        type=Path,
        help="probe_noise --training samples: fit on their means, judged on --samples",
    )
    args = ap.parse_args(argv)
    if args.denoised is not None and args.samples is None:
        ap.error("--denoised fits are judged on --samples: give both")
    started = time.perf_counter()
    level, budget = parse_policy(args.policy)
    jobs = [(level, budget, g, deal_seed(args.seed, 2, g), args.thin) for g in range(args.games)]
    played = play_all(play_one, jobs, args.jobs, None, None)
    head = np.vstack([h for h, _x in played])
    x = np.vstack([f for _h, f in played])
    game, rounds, y = head[:, 0].astype(int), head[:, 1], head[:, 2]
    stage = np.array([stage_of(r, PHASES) for r in rounds])
    held = np.array([held_out(int(g)) for g in game])
    print(
        f"games {args.games} ({args.policy}, seed {args.seed}), rows {len(y)}, "
        f"held out {int(held.sum())}, features {x.shape[1]}"
    )
    predictions = {}
    base = 0.0
    best: dict[str, float] = {}  # each fit's lowest held-out error over the ridges tried
    for name, columns in FITS.items():
        for pull in pulls_for(name, args):
            predicted = fit_predict(x, y, stage, ~held, np.array(columns), args.ridge, pull)
            error = math.sqrt(float(np.mean((y[held] - predicted[held]) ** 2)))
            base = base or error
            label = name if name == "seven multipliers" else f"{name} [ridge {pull:g}]"
            print(f"  {label:<34} held-out error {error:.4f} ({error - base:+.4f})")
            if name not in best or error < best[name]:
                best[name], predictions[name] = error, predicted
    first = first_rows(game)  # position i's seat 0 is a game's row 2i
    if args.samples is not None:
        samples = load_samples(args.samples)
        for name in ("seven multipliers", "+ all of them", "+ everything"):
            print_split(
                name, samples, first, y.tolist(), predictions[name].tolist(), args.continuations
            )
        if args.denoised is not None:
            print_denoised(x, stage, first, load_samples(args.denoised), samples, args)
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


def pulls_for(name: str, args: argparse.Namespace) -> list[float]:
    """The pulls tried on a fit: the seven's own ridge alone, else each of --identity-ridges."""
    return [args.ridge] if name == "seven multipliers" else args.identity_ridges


def print_denoised(
    x: np.ndarray,
    stage: np.ndarray,
    first: dict[int, int],
    train: list[Sample],
    held: list[Sample],
    args: argparse.Namespace,
) -> None:
    """Every fit again, on the training positions' continuation means instead of their one real
    outcome (a target eight times less noisy), and each one's distance from the best prediction
    on the held-out samples (the mean's own noise taken off)."""
    taken = [first[g] + 2 * i for g, i, *_rest in train]
    judged = [first[g] + 2 * i for g, i, *_rest in held]
    rows = np.array(taken + judged)
    means = np.array([statistics.fmean(t) for *_rest, t in train + held])
    noise = np.array([statistics.variance(t) / args.continuations for *_rest, t in held])
    fitted = np.arange(len(rows)) < len(taken)
    print(
        f"fitted on the means of {len(taken)} training positions, "
        f"judged on {len(judged)} held-out ones (distance from the best prediction):"
    )
    for name, columns in FITS.items():
        for pull in pulls_for(name, args):
            predicted = fit_predict(
                x[rows], means, stage[rows], fitted, np.array(columns), args.ridge, pull
            )
            gap = (predicted[~fitted] - means[~fitted]) ** 2 - noise
            label = name if name == "seven multipliers" else f"{name} [ridge {pull:g}]"
            print(f"  {label:<34} {math.sqrt(max(0.0, float(np.mean(gap)))):.4f}")


if __name__ == "__main__":
    raise SystemExit(main())
