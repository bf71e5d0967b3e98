"""Benchmark saving and loading a late-game 5-player save; prints a small table.

    .venv/bin/python tools/bench_saves.py [--runs 21] [--games 12] [--dir FOLDER] [--strict]

The game is the longest of several 5-player games played by seeded random legal agents,
taken one action before its end (a game still in progress, with its whole log). Each
operation is timed over several runs and the median reported, with the targets from the
saves issue: save and load each under 50 ms, the file under 200 KB. Opening a loaded game also
builds the session the game scene holds from its log (GameSession): timed too, to the same
target. Files are written to a
temporary folder inside the real save folder by default, so the fsyncs hit the same disk the
game uses; --dir picks another folder. With --strict the exit status is 1 when a target is
missed (for CI).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_timing import timed  # tools/, this script's folder

from steamworks.persistence import paths, savefile, saves
from steamworks.persistence.log_check import final_state
from steamworks.persistence.record import GameRecord
from steamworks.persistence.validate import check_log, check_setup, check_state
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup
from steamworks.session import GameSession

SAVE_TARGET_MS = 50.0
LOAD_TARGET_MS = 50.0
SIZE_TARGET_BYTES = 200_000


def late_game(games: int) -> tuple[int, GameRecord]:
    """(seed, record) of the longest of `games` random 5-player games, one action before its end."""
    best: tuple[int, GameRecord] | None = None
    for seed in range(games):
        chooser = random.Random(seed)
        record = previous = GameRecord.new(
            quick_setup(5, seed=seed, personas="draft" if seed % 2 else "random")
        )
        while not engine.is_over(record.state):
            previous = record
            record = record.play(chooser.choice(engine.legal_actions(record.state)), check=False)
        if best is None or len(previous.log) > len(best[1].log):
            best = (seed, previous)
    assert best is not None
    return best


COLD_LOAD = """
import sys, time
from steamworks.persistence import saves
start = time.perf_counter()
saves.load_game(sys.argv[1])
print((time.perf_counter() - start) * 1000)
"""


def cold_load_ms(path: Path) -> float:
    """Milliseconds of the first load in a fresh process (imports excluded, caches empty):
    what a player waits for when choosing Continue at start-up."""
    result = subprocess.run(
        [sys.executable, "-c", COLD_LOAD, str(path)], capture_output=True, text=True, check=True
    )
    return float(result.stdout.strip())


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--runs", type=int, default=21, help="timed runs per operation (default 21)"
    )
    parser.add_argument(
        "--games", type=int, default=12, help="games played to pick the longest (default 12)"
    )
    parser.add_argument("--dir", type=Path, default=None, help="folder to write the files in")
    parser.add_argument(
        "--strict", action="store_true", help="exit with status 1 when a target is missed"
    )
    args = parser.parse_args(argv)

    seed, record = late_game(args.games)
    state = record.state
    parent = args.dir if args.dir is not None else paths.data_dir()
    with tempfile.TemporaryDirectory(prefix=".bench-", dir=parent) as folder_name:
        folder = Path(folder_name)
        path = folder / "late.json"
        setup, log = record.setup, record.log
        rows: list[tuple[str, tuple[list[float], list[float]], float | None]] = []
        rows.append(
            (
                "save_game (encode + atomic write)",
                timed(lambda: saves.save_game(path, setup, log, state), args.runs),
                SAVE_TARGET_MS,
            )
        )

        # the autosave writes into the data folder: point it at the benchmark folder meanwhile
        previous = os.environ.get(paths.DATA_DIR_ENV)
        os.environ[paths.DATA_DIR_ENV] = str(folder)
        try:
            rows.append(
                (
                    "autosave (+ rotating 3 backups)",
                    timed(lambda: saves.autosave(setup, log, state), args.runs),
                    SAVE_TARGET_MS,
                )
            )
        finally:
            if previous is None:
                del os.environ[paths.DATA_DIR_ENV]
            else:
                os.environ[paths.DATA_DIR_ENV] = previous

        loaded = saves.load_game(path)
        assert (loaded.setup, loaded.log, loaded.state) == (setup, log, state)
        rows.append(
            (
                "load_game (read, check, replay)",
                timed(lambda: saves.load_game(path), args.runs),
                LOAD_TARGET_MS,
            )
        )

        data = path.read_bytes()
        doc = savefile.parse_document(data)
        saved = savefile.structure_document(doc)
        rows.append(
            (
                "  encode only",
                timed(lambda: savefile.encode_save(setup, log, state), args.runs),
                None,
            )
        )
        rows.append(
            (
                "  read + parse JSON",
                timed(lambda: savefile.parse_document(savefile.read_file(path)), args.runs),
                None,
            )
        )
        rows.append(
            (
                "  structure (cattrs)",
                timed(lambda: savefile.structure_document(doc), args.runs),
                None,
            )
        )

        def checks() -> None:
            check_setup(saved.setup)
            check_state(saved.snapshot, saved.setup)
            check_log(saved.log, saved.setup)

        rows.append(("  impossible-value checks", timed(checks, args.runs), None))
        rows.append(
            (
                "  replay log + compare",
                timed(lambda: final_state(saved.setup, saved.log, saved.snapshot), args.runs),
                None,
            )
        )
        # Continue then plays the log once more into the session the game scene holds
        actions = [entry.action for entry in loaded.log]
        rows.append(
            (
                "GameSession from the loaded log",
                timed(lambda: GameSession(loaded.setup, actions), args.runs),
                LOAD_TARGET_MS,
            )
        )
        size = len(data)
        cold = cold_load_ms(path)

    print(
        f"Late-game 5-player save: seed {seed}, {len(log)} actions, Age {state.age} round {state.round}, "
        f"{len(state.devices)} devices"
    )
    # other programs competing for the processor inflate wall-clock times: say how busy it was
    load = f"; system load average {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""
    print(f"{args.runs} timed runs per operation, in {parent}{load}")
    print()
    print(f"{'operation':36} {'median':>9} {'min':>9} {'max':>9} {'CPU med.':>9}   target")
    missed = False
    for name, (times, cpu_times), target in rows:
        median = statistics.median(times)
        verdict = ""
        if target is not None:
            ok = median < target
            missed |= not ok
            verdict = f"< {target:.0f} ms {'ok' if ok else 'MISSED'}"
        print(
            f"{name:36} {median:6.2f} ms {min(times):6.2f} ms {max(times):6.2f} ms "
            f"{statistics.median(cpu_times):6.2f} ms   {verdict}"
        )
    size_ok = size < SIZE_TARGET_BYTES
    missed |= not size_ok
    print(
        f"{'file size':36} {size / 1000:6.1f} KB {'':>29}   < {SIZE_TARGET_BYTES // 1000} KB {'ok' if size_ok else 'MISSED'}"
    )
    print()
    replay_median = statistics.median(
        next(times[0] for name, times, _t in rows if name.strip().startswith("replay"))
    )
    per_action = replay_median / max(1, len(log))
    print(f"first load in a fresh process (cold caches): {cold:.1f} ms")
    print(
        f"replay costs {per_action * 1000:.0f} µs per action and the file {size / max(1, len(log)):.0f} bytes per action: "
        f"a 1000-action game would load in about {statistics.median(rows[2][1][0]) + per_action * (1000 - len(log)):.0f} ms "
        f"from a {size / 1000 + (1000 - len(log)) * size / max(1, len(log)) / 1000:.0f} KB file"
    )
    return 1 if (missed and args.strict) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
