"""Fit the holdings table: what a seat's persona and tiles add to Hard's evaluation.

    # two players, from probe_value's games (the packaged table)
    .venv/bin/python tools/probe_value.py --seed 11 --games 12000 --jobs 2 --save-data DATA ...
    .venv/bin/python tools/fit_holdings.py --data DATA [--pull 0.3] [--out FILE]

    # any table sizes, playing its own games (keep them with --save-data, fit again with --data)
    .venv/bin/python tools/fit_holdings.py --players 3,4,5 --games 4000 --seed 12 --jobs 2 \
        --save-data DATA --out FILE

The rows: tools/probe_value.py saves, for each recorded position of its two-player self-play
games (medium@1, every third decision), both players' columns and seat 0's margin to come;
a row is seat 0's columns less seat 1's. Played here (`--players`), a row is one seat of a
recorded position, as tools/train_eval.py records them: the seat's columns less the other
players' mean, and its margin to come over their mean (with two players, the same rows and
their mirror images, which fit the same values). This script fits, per stage of the game (the
learned table's stages), one value for each persona, each persona times the rounds left, each
tile in a player's devices and each tile in their supply, to what Hard's evaluation (the seven
terms at the learned table's multipliers for the row's table size) leaves of the margin to
come: a ridge fit pulling each value towards 0 by `--pull` times its column's own sum of
squares.

It prints the held-out error (every fifth game) of the evaluation alone and with the table
fitted on the other games, overall and per stage; then fits on every game and writes the table
(steamworks/ai/holdings.py reads and checks it) with the command, the games, the table sizes
and the held-out error, by default to the package's file for its table size,
holdings_{n}p.json (a table of several sizes needs `--out`: the package keeps one file a size,
and which files Hard plays with is holdings.py's choice).
The same data and pull write the same file.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any, cast

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from probe_bag import IDENTITY, PERSONAS, TILES, fit_stages, predict_stages
from probe_bag import features as bag_columns
from train_eval import deal_seed, held_out, parse_jobs, parse_policy, play_and_record

from steamworks.ai.holdings import PARTS, load_table, size_file
from steamworks.ai.learned import FITTED_TERMS, LEARNED, data_path, stage_of
from steamworks.matches.spread import play_all

# IDENTITY's columns in order: the personas, the personas times the rounds left, then the
# tiles in devices and the tiles in supply (probe_bag.GROUPS)
PART_NAMES = {
    "persona": PERSONAS,
    "persona_rounds": PERSONAS,
    "devices": TILES,
    "supply": TILES,
}


# a played game's number: its table size times this, plus its index (a multiple of
# train_eval.HELD_OUT, so that the same games are held out whatever the table size)
GAME_NUMBERS = 1_000_000


def play_seats(job: tuple[str, int | None, int, int, int, int]) -> dict[str, np.ndarray]:
    """One self-play game's rows: one per recorded position and seat, that seat's columns less
    the other players' mean and its margin to come over their mean (train_eval's rows, with
    probe_bag's columns)."""
    level, budget, players, game, deal, thin = job
    samples, _recorded = play_and_record(level, budget, players, deal, thin, bag_columns)
    return {
        "game": np.full(len(samples), game, dtype=np.int64),
        "players": np.full(len(samples), players, dtype=np.int8),
        "rounds": np.array([rounds for _g, rounds, _x, _t in samples]),
        "target": np.array([target for _g, _r, _x, target in samples]),
        "x": np.array([x for _g, _r, x, _t in samples], dtype=np.float32),
    }


def play_data(args: argparse.Namespace) -> dict[str, np.ndarray]:
    level, budget = parse_policy(args.policy)
    jobs = [
        (level, budget, n, n * GAME_NUMBERS + g, deal_seed(args.seed, n, g), args.thin)
        for n in args.players
        for g in range(args.games)
    ]
    played = play_all(play_seats, jobs, args.jobs, None, None)
    return {key: np.concatenate([p[key] for p in played]) for key in played[0]}


def rows_of(data: dict[str, np.ndarray]) -> tuple[np.ndarray, ...]:
    """(columns, target, game, rounds left, table size) per row, from either kind of data."""
    if "x" in data:  # played here: a row a seat
        return (
            data["x"].astype(float),
            data["target"],
            data["game"],
            data["rounds"],
            data["players"].astype(int),
        )
    # probe_value's two-player data: a row a position, seat 0's columns less seat 1's
    y = data["target"]
    diff = (data["me"] - data["other"]).astype(float)
    return diff, y, data["game"], data["rounds"], np.full(len(y), 2)


def document(
    betas: dict[int, np.ndarray],
    command: str,
    games: int,
    players: list[int],
    errors: dict[str, float],
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
        "players": players,
        "held_out_error": errors,
        "phases": list(LEARNED.phases),
        "stages": stages,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, help="rows saved by --save-data, or probe_value's")
    ap.add_argument("--players", help="play games of these table sizes (e.g. 3,4,5) instead")
    ap.add_argument("--games", type=int, default=1000, help="games of each table size")
    ap.add_argument("--seed", type=int, default=12, help="seeds the deals, as train_eval's")
    ap.add_argument("--policy", default="medium@1", help="level[@budget] that plays the games")
    ap.add_argument("--thin", type=int, default=3, help="record every N-th decision")
    ap.add_argument("--jobs", type=parse_jobs, default=1, help="processes playing the games")
    ap.add_argument("--save-data", type=Path, help="keep the played rows here (numpy's .npz)")
    ap.add_argument("--pull", type=float, default=0.3, help="the ridge's pull towards 0")
    ap.add_argument(
        "--out", type=Path, default=None, help="where to write (the package's file for the sizes)"
    )
    args = ap.parse_args(argv)
    if (args.data is None) == (args.players is None):
        ap.error("give --data (rows to fit) or --players (games to play), one of them")

    def needs_out(sizes: list[int]) -> None:
        if len(sizes) > 1 and args.out is None:
            ap.error(
                f"a table for {sizes} players needs --out: the package keeps one file a table "
                "size (holdings_2p.json, holdings_3p.json, ...)"
            )

    started = time.perf_counter()
    if args.players is not None:
        try:
            args.players = sorted({int(n) for n in args.players.split(",")})
        except ValueError:
            ap.error(f"--players wants table sizes such as 3,4,5, not {args.players!r}")
        if not all(2 <= n <= 5 for n in args.players):
            ap.error("--players: table sizes are 2 to 5")
        needs_out(args.players)  # said before the games, not after
        data = play_data(args)
        if args.save_data is not None:
            np.savez(args.save_data, **cast(dict[str, Any], data))
    else:
        data = dict(np.load(args.data))
    x, y, game, rounds, players = rows_of(data)
    sizes = sorted({int(n) for n in players})
    needs_out(sizes)
    held = np.array([held_out(int(g)) for g in game])
    if not held.any():
        ap.error("no game is held out to judge the fit (every fifth is): give at least 5 games")
    # Hard's evaluation of the margin to come: the seven terms at the learned multipliers
    multipliers = np.array([LEARNED.multipliers(int(n), r) for n, r in zip(players, rounds)])
    evaluation = (multipliers * x[:, : len(FITTED_TERMS)]).sum(axis=1)
    stage = np.array([stage_of(r, LEARNED.phases) for r in rounds])
    columns = np.array(IDENTITY)
    residual = y - evaluation

    def fit(rows: np.ndarray) -> dict[int, np.ndarray]:
        # no multiplier among the columns: each value pulled towards 0 by --pull
        return fit_stages(x, residual, stage, rows, columns, 0.0, args.pull)

    corrected = evaluation + predict_stages(x, stage, columns, fit(~held))

    def error(predicted: np.ndarray, rows: np.ndarray) -> float:
        return math.sqrt(float(np.mean((y[rows] - predicted[rows]) ** 2)))

    games = len(np.unique(game))
    print(
        f"rows {len(y)} of {games} games of {sizes} players, held out {int(held.sum())}; "
        f"pull {args.pull:g}"
    )
    errors = {"evaluation": round(error(evaluation, held), 4)}
    errors["with the table"] = round(error(corrected, held), 4)
    print(
        f"  held-out error: evaluation {errors['evaluation']:.4f}, with the table "
        f"{errors['with the table']:.4f} ({errors['with the table'] - errors['evaluation']:+.4f})"
    )
    for s in range(len(LEARNED.phases) + 1):
        rows = held & (stage == s)
        print(f"    stage {s}: {error(evaluation, rows):.4f} -> {error(corrected, rows):.4f}")
    if args.players is not None:  # how the rows were played, so the fit can be made again
        command = (
            f"tools/fit_holdings.py --players {','.join(map(str, sizes))} --games {args.games} "
            f"--seed {args.seed} --policy {args.policy} --thin {args.thin} --pull {args.pull:g}"
        )
    else:
        command = f"tools/fit_holdings.py --data DATA --pull {args.pull:g}"
    doc = document(fit(np.ones(len(y), dtype=bool)), command, games, sizes, errors)
    out = args.out if args.out is not None else data_path(size_file(sizes[0]))
    out.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    load_table(out)  # what was written reads back as a checked table
    print(f"wrote {out} ({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
