"""Benchmark the player's history: reading it, and adding a game to it, as it grows.

    .venv/bin/python tools/bench_history.py [--sizes 10,100,1000] [--runs 11] [--dir FOLDER]

For each size a history of that many 5-player games is written to a temporary folder (the
same line with a different game id each, every game's copy present), then timed, median of
`--runs` runs, wall clock with CPU time beside it (a busy machine inflates wall clock):

- `read_history`: read and check every line, and look for each game's copy (what the
  Statistics screen does when it opens);
- `record_game`: add one more game (its copy, then the whole file rewritten atomically with
  the new line), on the table's writer thread when a game ends. Each run adds a different
  game and the next run starts from the grown file, so the size drifts by `--runs` games.

The folder is a temporary one inside the real data folder by default, so the fsyncs hit the
disk the game uses; --dir picks another folder.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import statistics
import tempfile
from collections.abc import Callable
from pathlib import Path

import attrs
from bench_timing import timed  # tools/, this script's folder

from steamworks.persistence import history, paths, saves
from steamworks.persistence.record import GameRecord
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup


def finished_game(seed: int) -> GameRecord:
    """A 5-player game played to its end by a seeded random agent."""
    chooser = random.Random(seed)
    record = GameRecord.new(quick_setup(5, seed=seed))
    while not engine.is_over(record.state):
        record = record.play(chooser.choice(engine.legal_actions(record.state)), check=False)
    return record


def median_times(function: Callable[[], object], runs: int) -> tuple[float, float]:
    """(median wall-clock ms, median CPU ms) of `runs` calls, none of them a warm-up."""
    walls, cpus = timed(function, runs, warm_up=False)
    return statistics.median(walls), statistics.median(cpus)


def fill(folder: Path, game: GameRecord, size: int) -> None:
    """A history of `size` copies of `game`'s entry, each under its own id, with copies."""
    entry = history.make_entry(game.setup, game.log, game.state)
    games = history.games_folder(folder)
    games.mkdir(parents=True, exist_ok=True)
    copy = history.game_path(entry, folder)
    saves.save_game(copy, game.setup, game.log, game.state)
    lines = []
    for number in range(size):
        one = attrs.evolve(entry, game_id=f"{number:032x}")
        lines.append(history.encode_entry(one))
        os.link(copy, history.game_path(one, folder))
    history.history_path(folder).write_bytes(b"\n".join(lines) + b"\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,100,1000")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--dir", type=Path, default=None)
    args = parser.parse_args()
    base = args.dir if args.dir is not None else paths.data_dir()
    game = finished_game(1)
    # a different game for each run of record_game: the same deal, one fewer action kept
    # would not be finished, so the seats' names differ instead (another setup, another id)
    others = [
        attrs.evolve(
            game,
            setup=attrs.evolve(
                game.setup,
                seats=tuple(attrs.evolve(s, name=f"{s.name} {run}") for s in game.setup.seats),
            ),
        )
        for run in range(args.runs)
    ]
    line = history.encode_entry(history.make_entry(game.setup, game.log, game.state))
    print(f"5-player game of {len(game.log)} actions; its line is {len(line)} bytes")
    print(f"{'games':>6} {'file KB':>8} {'read ms (CPU)':>16} {'record ms (CPU)':>17}")
    for size in (int(s) for s in args.sizes.split(",")):
        with tempfile.TemporaryDirectory(prefix=".bench-history-", dir=base) as name:
            folder = Path(name)
            fill(folder, game, size)
            kb = history.history_path(folder).stat().st_size / 1024
            read, record = measure(folder, others, args.runs)
        print(
            f"{size:>6} {kb:>8.0f} {read[0]:>9.1f} ({read[1]:>4.1f}) {record[0]:>10.1f} ({record[1]:>4.1f})"
        )


def measure(
    folder: Path, others: list[GameRecord], runs: int
) -> tuple[tuple[float, float], tuple[float, float]]:
    """(read_history, record_game) timings on the history in `folder`."""
    read = median_times(lambda: history.read_history(folder), runs)
    pending = iter(others)

    def add() -> None:
        other = next(pending)
        history.record_game(other.setup, other.log, other.state, when=dt.datetime.now(dt.UTC))

    before = os.environ.get(paths.DATA_DIR_ENV)
    os.environ[paths.DATA_DIR_ENV] = str(folder)  # record_game writes to the data folder
    try:
        record = median_times(add, runs)
    finally:
        if before is None:
            del os.environ[paths.DATA_DIR_ENV]
        else:
            os.environ[paths.DATA_DIR_ENV] = before
    return read, record


if __name__ == "__main__":
    main()
