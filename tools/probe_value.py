"""Does a learned value over the whole position predict the margin to come better? A measurement.

    .venv/bin/python tools/probe_value.py --seed 11 --games 12000 --jobs 2 --save-data DATA \
        --samples SAMPLES --hidden 16 --epochs 1
    .venv/bin/python tools/probe_value.py --seed 11 --data DATA --samples SAMPLES \
        --shares 8,4,2 --hidden 16 --epochs 4 --decay 0.1

Session 27's probes found the learned evaluation's error on the margin to come well above the
floor no evaluation can pass (tools/probe_noise.py), yet no feature tried, alone or in a
linear fit, closed the gap: not the holdings, the options, the persona or the tiles
(tools/probe_features.py, tools/probe_bag.py), nor a small network on the holdings' sums
(tools/probe_nonlinear.py). What is left is a network that sees the whole position at once, so
that it can weigh one player's tiles against the other's and against what the belts offer.
This script measures that before anything is built into the game:

1. Plays two-player self-play games as tools/train_eval.py does (same policy, deals and
   thinning: the same positions as probe_noise's samples) and records, for every recorded
   position, each player's columns of probe_bag (the seven terms, probe_features' EXTRA and
   OPTIONS, the persona and its tiles in devices and in supply, *not* differenced), the shared
   context (rounds left, the locks' counters, the tiles on the belts) and seat 0's margin to
   come. `--save-data` keeps them (numpy's .npz) and `--data` fits them again without playing.
2. Fits, on the training games (four of every five), and prints each fit's error on the
   held-out games:
   - the seven multipliers per stage of the game (probe_bag's first figure again);
   - the seven with the persona and the tiles (probe_bag's identity columns), pulled by
     `--linear-ridge`;
   - a ridge fit on every column's difference between the players, and the same times the
     rounds left (the best a linear function of the position does);
   - that linear fit plus a one-hidden-layer tanh network on the whole position, both players'
     columns and the context, trained by Adam on what the linear fit leaves over. The network
     is antisymmetric by construction: `g(me, other, context) - g(other, me, context)`, so it
     says the same for both seats, as the margin does.
   With `--shares`, the linear fits are first fitted on a share of the training games too
   (the same held-out games judge them): whether what they find still grows with the games.
3. Given `--samples` (probe_noise's `--save-samples` of the same seed and policy), splits each
   fit's error on those positions into the floor and the distance from the best prediction.

numpy does the fits (from the `test` extra; the game never imports it). The same seed prints
the same figures.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from typing import Any, cast

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from probe_bag import IDENTITY, TILES, fit_predict
from probe_bag import features as player_columns
from probe_features import add_game_arguments
from probe_noise import final_margin, first_rows, load_samples, margin, print_split
from train_eval import PHASES, deal_seed, held_out, parse_policy, self_play

from steamworks.ai.evaluate import DEFAULT_WEIGHTS, rounds_left
from steamworks.ai.learned import FITTED_TERMS, stage_of
from steamworks.matches.spread import play_all
from steamworks.rules.state import GameState

CONTEXT = ("rounds left", "age", "Age II lock", "Age III lock", "game end lock") + tuple(
    f"belts: {tile}" for tile in TILES
)


def context(state: GameState) -> list[float]:
    """What both players share: the rounds left, the age and locks, and each tile's count on
    the belts (what either could take next)."""
    belts = [0.0] * len(TILES)
    for belt in state.belts:
        for tile in belt:
            if tile is not None:
                belts[TILES.index(tile)] += 1.0
    return [rounds_left(state, DEFAULT_WEIGHTS), float(state.age), *map(float, state.locks), *belts]


Recorded = tuple[list[list[float]], list[float], list[float]]


def record(state: GameState) -> Recorded:
    rows, now = player_columns(state)
    return rows, now, context(state)


def play_one(job: tuple[str, int | None, int, int, int]) -> dict[str, np.ndarray]:
    """One two-player game's positions: game, rounds left, seat 0's margin to come, and each
    player's columns and the context."""
    level, budget, game, deal, thin = job
    recorded, final = self_play(level, budget, 2, deal, thin, record)
    end = final_margin(final)
    return {
        "game": np.full(len(recorded), game, dtype=np.int32),
        "rounds": np.array([c[0] for _r, _n, c in recorded]),
        "target": np.array([end - margin(now) for _r, now, _c in recorded]),
        "me": np.array([rows[0] for rows, _n, _c in recorded], dtype=np.float32),
        "other": np.array([rows[1] for rows, _n, _c in recorded], dtype=np.float32),
        "context": np.array([c for _r, _n, c in recorded], dtype=np.float32),
    }


def play_data(args: argparse.Namespace) -> dict[str, np.ndarray]:
    level, budget = parse_policy(args.policy)
    jobs = [(level, budget, g, deal_seed(args.seed, 2, g), args.thin) for g in range(args.games)]
    played = play_all(play_one, jobs, args.jobs, None, None)
    return {key: np.concatenate([p[key] for p in played]) for key in played[0]}


class Network:
    """`g(me, other, c) - g(other, me, c)` with g a one-hidden-layer tanh network: the same
    weights see both players' columns, swapped, so the output changes sign with the seats."""

    def __init__(self, inputs: int, context: int, hidden: int, rng: np.random.Generator):
        scale = 1.0 / math.sqrt(2 * inputs + context)
        self.params = {
            "a": rng.normal(0.0, scale, (inputs, hidden)),  # own columns
            "b": rng.normal(0.0, scale, (inputs, hidden)),  # the other player's
            "c": rng.normal(0.0, scale, (context, hidden)),
            "bias": np.zeros(hidden),
            "out": rng.normal(0.0, 1.0 / math.sqrt(hidden), hidden) * 0.1,
        }

    def forward(
        self, me: np.ndarray, other: np.ndarray, ctx: np.ndarray
    ) -> tuple[np.ndarray, tuple[np.ndarray, ...]]:
        p = self.params
        shared = ctx @ p["c"] + p["bias"]
        h1 = np.tanh(me @ p["a"] + other @ p["b"] + shared)
        h2 = np.tanh(other @ p["a"] + me @ p["b"] + shared)
        return (h1 - h2) @ p["out"], (h1, h2)

    def gradients(
        self,
        me: np.ndarray,
        other: np.ndarray,
        ctx: np.ndarray,
        hidden: tuple[np.ndarray, ...],
        d_out: np.ndarray,
    ) -> dict[str, np.ndarray]:
        """The gradient of sum(d_out * output) by every parameter."""
        p = self.params
        h1, h2 = hidden
        g1 = np.outer(d_out, p["out"]) * (1.0 - h1 * h1)
        g2 = -np.outer(d_out, p["out"]) * (1.0 - h2 * h2)
        return {
            "a": me.T @ g1 + other.T @ g2,
            "b": other.T @ g1 + me.T @ g2,
            "c": ctx.T @ (g1 + g2),
            "bias": (g1 + g2).sum(axis=0),
            "out": d_out @ (h1 - h2),
        }


def train_network(
    data: dict[str, np.ndarray],
    train: np.ndarray,
    residual: np.ndarray,
    hidden: int,
    epochs: int,
    seed: int,
    decay: float,
    report: bool = True,
) -> np.ndarray:
    """Every row's prediction of `residual` by the network trained on the `train` rows (inputs
    standardised by the training rows; Adam, batches of 256, weight decay `decay`)."""
    both = np.concatenate([data["me"][train], data["other"][train]])
    mean, spread = both.mean(axis=0), both.std(axis=0) + 1e-3
    cmean, cspread = data["context"][train].mean(axis=0), data["context"][train].std(axis=0) + 1e-3
    me = ((data["me"] - mean) / spread).astype(np.float32)
    other = ((data["other"] - mean) / spread).astype(np.float32)
    ctx = ((data["context"] - cmean) / cspread).astype(np.float32)
    rng = np.random.default_rng(seed)
    net = Network(me.shape[1], ctx.shape[1], hidden, rng)
    moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in net.params.items()}
    rows = np.flatnonzero(train)
    step, rate, beta1, beta2 = 0, 1e-3, 0.9, 0.999
    for epoch in range(epochs):
        rng.shuffle(rows)
        for start in range(0, len(rows), 256):
            batch = rows[start : start + 256]
            out, h = net.forward(me[batch], other[batch], ctx[batch])
            d_out = 2.0 * (out - residual[batch]) / len(batch)
            grads = net.gradients(me[batch], other[batch], ctx[batch], h, d_out)
            step += 1
            for k, g in grads.items():
                if k != "bias" and k != "out":
                    g = g + decay * net.params[k]
                m, v = moments[k]
                m *= beta1
                m += (1 - beta1) * g
                v *= beta2
                v += (1 - beta2) * g * g
                corrected = (m / (1 - beta1**step)) / (np.sqrt(v / (1 - beta2**step)) + 1e-8)
                net.params[k] -= rate * corrected
        if report:
            fitted = predict(net, me, other, ctx)
            seen = math.sqrt(float(np.mean((fitted[train] - residual[train]) ** 2)))
            unseen = math.sqrt(float(np.mean((fitted[~train] - residual[~train]) ** 2)))
            print(f"    epoch {epoch + 1}: training {seen:.4f}, held out {unseen:.4f}", flush=True)
    return predict(net, me, other, ctx)


def predict(net: Network, me: np.ndarray, other: np.ndarray, ctx: np.ndarray) -> np.ndarray:
    out = np.empty(len(me))
    for start in range(0, len(me), 65536):
        part = slice(start, start + 65536)
        out[part] = net.forward(me[part], other[part], ctx[part])[0]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_game_arguments(ap, 8000, "two-player games to play")
    ap.add_argument("--save-data", type=Path, help="keep the played positions here (.npz)")
    ap.add_argument("--data", type=Path, help="fit these saved positions instead of playing")
    ap.add_argument(
        "--hidden",
        type=lambda t: [int(v) for v in t.split(",") if v],
        default=[64],
        help="the networks' hidden units, e.g. 16,64 ('' for none)",
    )
    ap.add_argument(
        "--shares",
        type=lambda t: [int(v) for v in t.split(",") if v],
        default=[],
        help="also fit the linear fits on 1/k of the training games, e.g. 8,4,2",
    )
    ap.add_argument("--epochs", type=int, default=20)
    ap.add_argument("--decay", type=float, default=1e-4, help="the network's weight decay")
    ap.add_argument("--linear-ridge", type=float, default=1.0, help="the whole-position fit's pull")
    ap.add_argument("--samples", type=Path, help="probe_noise's saved samples of these games")
    ap.add_argument("--continuations", type=int, default=8, help="as the samples were played")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    if args.data is not None:
        data = dict(np.load(args.data))
    else:
        data = play_data(args)
        if args.save_data is not None:
            np.savez(args.save_data, **cast(dict[str, Any], data))
    y = data["target"]
    game = data["game"]
    train = np.array([not held_out(int(g)) for g in game])
    print(
        f"positions {len(y)} of {len(np.unique(game))} games, held out {int((~train).sum())}, "
        f"columns {data['me'].shape[1]} a player and {data['context'].shape[1]} shared",
        flush=True,
    )
    diff = (data["me"] - data["other"]).astype(float)
    stage = np.array([stage_of(r, PHASES) for r in data["rounds"]])
    seven = np.arange(len(FITTED_TERMS))
    wide = np.hstack([diff, diff * data["rounds"][:, None]])

    def linear_fits(fitted: np.ndarray) -> dict[str, np.ndarray]:
        """The three linear fits' predictions, fitted on the `fitted` rows."""
        return {
            "seven multipliers": fit_predict(diff, y, stage, fitted, seven, args.ridge),
            "+ persona and tiles": fit_predict(
                diff, y, stage, fitted, np.array([*seven, *IDENTITY]), args.ridge, args.linear_ridge
            ),
            "linear, whole position": fit_predict(
                wide, y, stage, fitted, np.arange(wide.shape[1]), args.ridge, args.linear_ridge
            ),
        }

    def held_error(predicted: np.ndarray) -> float:
        return math.sqrt(float(np.mean((y[~train] - predicted[~train]) ** 2)))

    for share in args.shares:  # the learning curve: do the fits still gain from more games?
        games = len(np.unique(game[train & (game % share == 0)]))
        fits = linear_fits(train & (game % share == 0))
        base = held_error(fits.pop("seven multipliers"))
        gains = ", ".join(f"{name} {held_error(p) - base:+.4f}" for name, p in fits.items())
        print(f"  fitted on 1/{share} of the training games ({games}): seven {base:.4f}; {gains}")
    predictions = linear_fits(train)
    linear = predictions["linear, whole position"]
    for hidden in args.hidden:
        print(f"  network, {hidden} hidden, on what the linear fit leaves:", flush=True)
        predictions[f"+ network, {hidden} hidden"] = linear + train_network(
            data, train, y - linear, hidden, args.epochs, args.seed, args.decay
        )
    base = 0.0
    for name, predicted in predictions.items():
        error = held_error(predicted)
        base = base or error
        print(f"  {name:<34} held-out error {error:.4f} ({error - base:+.4f})")
    if args.samples is not None:
        first = first_rows(game)
        samples = load_samples(args.samples)
        for name, predicted in predictions.items():  # one row a position (seat 0's)
            print_split(name, samples, first, y.tolist(), predicted.tolist(), args.continuations, 1)
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
