#!/usr/bin/env python3
"""Benchmark of the post-game analysis: a whole two-player game, one human seat, the default
setting, in a fresh process each run (cold), pinned to one core.

    .venv/bin/python tools/bench_analyse.py [--runs 3] [--seed 1] [--cpu 1] [--seconds S]

The game is played first (not timed): seat 0 is the human seat, both seats played by Medium at
a fixed budget, so every run of the benchmark analyses the same game. Then each run times
`taskset -c CPU python -m steamworks analyse SAVE --json` from start to exit (the interpreter
starting, the save loading and replaying, the curve and every review), exactly what a player's
machine does. The target (issue 13) is at most 60 s; the script prints the median, the
slowest run, the load average before and after (the machine is shared: a figure taken under
load overstates the time), and exits 1 when the median misses the target.
`--cpu none` runs without taskset (a machine without it).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from steamworks.ai import make_agent
from steamworks.persistence.record import GameRecord
from steamworks.persistence.saves import save_game
from steamworks.rules import engine
from steamworks.rules.setup import GameSetup, SeatSetup

TARGET_SECONDS = 60.0


def play_game(seed: int, max_actions: int | None = None) -> GameRecord:
    """A whole two-player game: seat 0 human, seat 1 the AI; both played by Medium@2."""
    setup = GameSetup(
        seats=(SeatSetup("Ada"), SeatSetup("Brunel", controller="ai:medium", colour=1)),
        seed=seed,
    )
    record = GameRecord.new(setup)
    agents = [make_agent("medium", seed * 10 + i, budget=2) for i in range(2)]
    while not engine.is_over(record.state) and (
        max_actions is None or len(record.log) < max_actions
    ):
        seat = engine.to_act(record.state)
        record = record.play(agents[seat].choose(record.state, seat), check=False)
    return record


def command(save: Path, cpu: str, seconds: float | None) -> list[str]:
    cmd = [sys.executable, "-m", "steamworks", "analyse", str(save), "--json"]
    if seconds is not None:
        cmd += ["--seconds", str(seconds)]
    if cpu != "none":
        cmd = ["taskset", "-c", cpu, *cmd]
    return cmd


def time_run(cmd: list[str]) -> tuple[float, dict]:
    started = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"the analysis failed ({done.returncode}): {done.stderr.strip()}")
    return elapsed, json.loads(done.stdout)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3, help="cold runs (default 3)")
    ap.add_argument("--seed", type=int, default=1, help="the game's seed (default 1)")
    ap.add_argument("--cpu", default="1", help="the core to pin to, or 'none' (default 1)")
    ap.add_argument("--seconds", type=float, help="--seconds for analyse (default: its own)")
    ap.add_argument("--max-actions", type=int, help="cut the game short (for a quick check)")
    args = ap.parse_args(argv)
    if args.cpu != "none" and shutil.which("taskset") is None:
        ap.error("taskset is not available here: use --cpu none")
    record = play_game(args.seed, args.max_actions)
    with tempfile.TemporaryDirectory() as folder:
        save = save_game(Path(folder) / "bench.json", record.setup, record.log, record.state)
        cmd = command(save, args.cpu, args.seconds)
        print(f"game: seed {args.seed}, {len(record.log)} actions; save {save.name}")
        print("command:", " ".join(cmd))
        load_before = os.getloadavg()[0]
        times = []
        doc: dict = {}
        for run in range(args.runs):
            elapsed, doc = time_run(cmd)
            times.append(elapsed)
            print(f"  run {run + 1}: {elapsed:.1f} s, {len(doc['decisions'])} decisions reviewed")
        load_after = os.getloadavg()[0]
    median = statistics.median(times)
    print(
        f"median {median:.1f} s, slowest {max(times):.1f} s over {args.runs} runs "
        f"(target <= {TARGET_SECONDS:g} s); load average {load_before:.1f} before, "
        f"{load_after:.1f} after; {len(doc['decisions'])} decisions, "
        f"{len(doc['curve'])} curve points"
    )
    return 0 if median <= TARGET_SECONDS else 1


if __name__ == "__main__":
    sys.exit(main())
