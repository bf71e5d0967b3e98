"""Fit the holdings table: what a two-player seat's persona and tiles add to Hard's evaluation.

    .venv/bin/python tools/probe_value.py --seed 11 --games 12000 --jobs 2 --save-data DATA ...
    .venv/bin/python tools/fit_holdings.py --data DATA [--pull 0.3] [--out FILE]

tools/probe_value.py plays two-player self-play games (medium@1, every third decision) and saves
each recorded position's columns for both players and seat 0's margin to come. This script fits,
per stage of the game (the learned table's stages), one value for each persona, each persona
times the rounds left, each tile in a player's devices and each tile in their supply, on the
players' differences, to what Hard's evaluation (the seven terms at the learned table's
multipliers) leaves of the margin to come: a ridge fit pulling each value towards 0 by `--pull`
times its column's own sum of squares.

It prints the held-out error (every fifth game) of the evaluation alone and with the table
fitted on the other games, overall and per stage; then fits on every game and writes the table
(steamworks/ai/holdings.py reads and checks it) with the command, the games and the held-out
error, by default to the package's file. The same data and pull write the same file.
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

from probe_bag import IDENTITY, PERSONAS, TILES, fit_stages, predict_stages
from train_eval import held_out

from steamworks.ai.holdings import DATA_FILE, PARTS, load_table
from steamworks.ai.learned import FITTED_TERMS, LEARNED, data_path, stage_of

# IDENTITY's columns in order: the personas, the personas times the rounds left, then the
# tiles in devices and the tiles in supply (probe_bag.GROUPS)
PART_NAMES = {
    "persona": PERSONAS,
    "persona_rounds": PERSONAS,
    "devices": TILES,
    "supply": TILES,
}


def document(
    betas: dict[int, np.ndarray], command: str, games: int, errors: dict[str, float]
) -> dict[str, object]:
    """The table's file: its stages' values by name, and how it was made."""
    stages = []
    for s in range(len(LEARNED.phases) + 1):
        values, at = {}, 0
        for part in PARTS:
            names = PART_NAMES[part]
            chunk = betas[s][at : at + len(names)]
            values[part] = {name: round(float(v), 5) for name, v in zip(names, chunk)}
            at += len(names)
        stages.append(values)
    return {
        "command": command,
        "games": games,
        "held_out_error": errors,
        "phases": list(LEARNED.phases),
        "stages": stages,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, required=True, help="probe_value's --save-data file")
    ap.add_argument("--pull", type=float, default=0.3, help="the ridge's pull towards 0")
    ap.add_argument("--out", type=Path, default=None, help="where to write (the package's file)")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    data = np.load(args.data)
    y, game, rounds = data["target"], data["game"], data["rounds"]
    diff = (data["me"] - data["other"]).astype(float)
    held = np.array([held_out(int(g)) for g in game])
    # Hard's evaluation of the margin to come: the seven terms at the learned multipliers
    multipliers = np.array([LEARNED.multipliers(2, r) for r in rounds])
    evaluation = (multipliers * diff[:, : len(FITTED_TERMS)]).sum(axis=1)
    stage = np.array([stage_of(r, LEARNED.phases) for r in rounds])
    columns = np.array(IDENTITY)
    residual = y - evaluation

    def fit(rows: np.ndarray) -> dict[int, np.ndarray]:
        # no multiplier among the columns: each value pulled towards 0 by --pull
        return fit_stages(diff, residual, stage, rows, columns, 0.0, args.pull)

    corrected = evaluation + predict_stages(diff, stage, columns, fit(~held))

    def error(predicted: np.ndarray, rows: np.ndarray) -> float:
        return math.sqrt(float(np.mean((y[rows] - predicted[rows]) ** 2)))

    games = len(np.unique(game))
    print(f"positions {len(y)} of {games} games, held out {int(held.sum())}; pull {args.pull:g}")
    errors = {"evaluation": round(error(evaluation, held), 4)}
    errors["with the table"] = round(error(corrected, held), 4)
    print(
        f"  held-out error: evaluation {errors['evaluation']:.4f}, with the table "
        f"{errors['with the table']:.4f} ({errors['with the table'] - errors['evaluation']:+.4f})"
    )
    for s in range(len(LEARNED.phases) + 1):
        rows = held & (stage == s)
        print(f"    stage {s}: {error(evaluation, rows):.4f} -> {error(corrected, rows):.4f}")
    command = f"tools/fit_holdings.py --data DATA --pull {args.pull:g}"
    doc = document(fit(np.ones(len(y), dtype=bool)), command, games, errors)
    out = args.out if args.out is not None else data_path(DATA_FILE)
    out.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    load_table(out)  # what was written reads back as a checked table
    print(f"wrote {out} ({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
