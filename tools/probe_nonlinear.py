"""Would a non-linear value predict games better than the learned multipliers? A measurement.

    .venv/bin/python tools/probe_features.py --seed 11 --games 1500 --jobs 2 --save-rows ROWS
    .venv/bin/python tools/probe_nonlinear.py ROWS

Issue #33 suggested a small learned value function in place of the evaluation's linear
multipliers. tools/probe_features.py showed that ten more features, fitted linearly, lower
the held-out error by 1%; this script asks the other question: whether the same features,
combined non-linearly, do better. It reads the rows probe_features saved (every recorded
player's seven terms and ten raw features, each minus the opponent's, the rounds left and the
target: how the player's margin moved to the end of the game) and compares, on the held-out
games (every fifth, as train_eval holds them out):

1. the seven multipliers per stage (what the shipped table is), and all seventeen features
   per stage, both fitted as probe_features fits them;
2. the seventeen-feature linear fit plus a one-hidden-layer network (tanh) on the seventeen
   features and the rounds left, trained by Adam on what the linear fit leaves over in the
   training games (so it can only add what is not linear). The network is antisymmetric by construction,
   `value(x) = g(x, r) - g(-x, r)`: with two players the rows come in pairs, one player's
   features and target the negatives of the other's, so a product of two differences is
   the same for both players and says nothing about who gains (such even terms are exactly
   orthogonal to the target); only an odd function of the differences can.

numpy is needed (the `test` extra installs it); the game never imports it. The same rows and
seed print the same figures.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from probe_features import Moments, Row, fit_columns, held_out_error, stage_moments
from train_eval import PHASES

from steamworks.ai.learned import FITTED_TERMS, stage_of


def load_rows(path: Path) -> tuple[list[str], list[Row], list[bool]]:
    """The columns, the rows and whether each row's game is held out, from a rows file of
    probe_features.py's `--save-rows`."""
    with path.open(encoding="utf-8") as src:
        head = json.loads(src.readline())
        rows: list[Row] = []
        held: list[bool] = []
        for line in src:
            game, is_held, rounds, x, target = json.loads(line)
            rows.append((game, rounds, x, target))
            held.append(bool(is_held))
    return list(head["columns"]), rows, held


def linear_predictions(
    rows: list[Row], stages: dict[int, tuple[Moments, Moments]], columns: list[int], ridge: float
) -> list[float]:
    """Every row's prediction by the per-stage fit on `columns` of the training moments
    (`stages`, probe_features.stage_moments): the fit whose held-out error it prints."""
    betas = {stage: fit_columns(train, columns, ridge) for stage, (train, _held) in stages.items()}
    return [
        sum(b * x[c] for b, c in zip(betas[stage_of(rounds, PHASES)], columns))
        for _game, rounds, x, _target in rows
    ]


class OddNetwork:
    """value(x, r) = g(x, r) - g(-x, r), g a one-hidden-layer tanh network: antisymmetric in
    the feature differences `x`, whatever the rounds left `r`."""

    def __init__(self, inputs: int, hidden: int, rng: np.random.Generator):
        self.w1 = rng.normal(0.0, 1.0 / math.sqrt(inputs + 1), (inputs + 1, hidden))
        self.b1 = np.zeros(hidden)
        self.w2 = rng.normal(0.0, 1.0 / math.sqrt(hidden), hidden)

    def params(self) -> list[np.ndarray]:
        return [self.w1, self.b1, self.w2]

    def _half(self, x: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        z = np.hstack([x, r[:, None]])
        h = np.tanh(z @ self.w1 + self.b1)
        return z, h

    def predict(self, x: np.ndarray, r: np.ndarray) -> np.ndarray:
        _z, hp = self._half(x, r)
        _z, hn = self._half(-x, r)
        return np.asarray((hp - hn) @ self.w2)

    def gradients(self, x: np.ndarray, r: np.ndarray, y: np.ndarray) -> list[np.ndarray]:
        """Gradients of the mean squared error over the batch, in `params()` order."""
        zp, hp = self._half(x, r)
        zn, hn = self._half(-x, r)
        err = 2.0 * ((hp - hn) @ self.w2 - y) / len(y)
        g_w2 = (hp - hn).T @ err
        dp = np.outer(err, self.w2) * (1.0 - hp**2)
        dn = -np.outer(err, self.w2) * (1.0 - hn**2)
        return [zp.T @ dp + zn.T @ dn, dp.sum(0) + dn.sum(0), g_w2]


def train_network(
    x: np.ndarray,
    r: np.ndarray,
    y: np.ndarray,
    hidden: int,
    epochs: int,
    seed: int,
    rate: float = 1e-3,
    batch: int = 256,
    decay: float = 1e-4,
) -> OddNetwork:
    """An OddNetwork fitted by Adam (with weight decay) to the training rows."""
    rng = np.random.default_rng(seed)
    net = OddNetwork(x.shape[1], hidden, rng)
    params = net.params()
    first = [np.zeros_like(p) for p in params]
    second = [np.zeros_like(p) for p in params]
    step = 0
    for _epoch in range(epochs):
        order = rng.permutation(len(y))
        for start in range(0, len(order), batch):
            picked = order[start : start + batch]
            grads = net.gradients(x[picked], r[picked], y[picked])
            step += 1
            for i, (p, g) in enumerate(zip(params, grads)):
                g = g + decay * p
                first[i] = 0.9 * first[i] + 0.1 * g
                second[i] = 0.999 * second[i] + 0.001 * g * g
                m_hat = first[i] / (1.0 - 0.9**step)
                v_hat = second[i] / (1.0 - 0.999**step)
                p -= rate * m_hat / (np.sqrt(v_hat) + 1e-8)
    return net


def network_error(
    rows: list[Row], held: list[bool], base: list[float], hidden: int, epochs: int, seed: int
) -> tuple[float, float]:
    """(held-out, training) error of the linear predictions `base` plus an OddNetwork trained
    on what they leave over in the training games. Features are scaled by their spread on the
    training rows (not centred: that would break the symmetry)."""
    x = np.array([row[2] for row in rows], dtype=float)
    r = np.array([row[1] for row in rows], dtype=float)
    y = np.array([row[3] for row in rows], dtype=float)
    linear = np.array(base, dtype=float)
    test = np.array(held, dtype=bool)
    train = ~test
    scale = np.sqrt((x[train] ** 2).mean(0)) + 1e-9
    x = x / scale
    r = r / (r[train].max() or 1.0)
    net = train_network(x[train], r[train], (y - linear)[train], hidden, epochs, seed)
    pred = linear + net.predict(x, r)
    return (
        float(np.sqrt(((pred[test] - y[test]) ** 2).mean())),
        float(np.sqrt(((pred[train] - y[train]) ** 2).mean())),
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rows", type=Path, help="a rows file of probe_features.py --save-rows")
    ap.add_argument("--hidden", default="8,16,32", help="hidden units of the networks tried")
    ap.add_argument("--epochs", type=int, default=20, help="passes over the training rows")
    ap.add_argument("--seed", type=int, default=1, help="seeds the networks' weights and order")
    ap.add_argument("--ridge", type=float, default=0.1, help="as tools/train_eval.py's")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    columns, rows, held = load_rows(args.rows)
    print(f"rows {len(rows)}, held out {sum(held)}, features {len(columns)}")
    stages = stage_moments(rows, held)
    every_column = list(range(len(columns)))
    seven = held_out_error(stages, list(range(len(FITTED_TERMS))), args.ridge)
    every = held_out_error(stages, every_column, args.ridge)
    print(f"held-out error: seven multipliers {seven:.4f}, all {len(columns)} linear {every:.4f}")
    base = linear_predictions(rows, stages, every_column, args.ridge)
    for hidden in (int(h) for h in args.hidden.split(",")):
        test, train = network_error(rows, held, base, hidden, args.epochs, args.seed)
        print(
            f"  network, {hidden} hidden: {test:.4f} ({test - every:+.4f} against linear;"
            f" training rows {train:.4f})"
        )
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
