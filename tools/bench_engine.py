#!/usr/bin/env python3
"""Engine benchmark: complete random 4-player games per second and microseconds per action.

Runs on one core (the process is pinned when the OS allows it), plays the same seeded random
games several times and reports the median run. CPU time of this process is measured, so other
load on a shared machine disturbs the figures less than wall-clock time would.

    .venv/bin/python tools/bench_engine.py [--games 200] [--runs 5] [--players 4] [--checked]

`--checked` also validates every action (engine.apply with check=True), which is what the UI
does; the default applies actions picked from legal_actions without re-validating them, which
is what agents and simulations do.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from steamworks.rules import engine  # noqa: E402
from steamworks.rules.setup import quick_setup  # noqa: E402


def play_all(games: int, players: int, checked: bool) -> int:
    actions = 0
    for seed in range(games):
        state = engine.start(quick_setup(players, seed))
        rng = random.Random(seed)
        while not state.game_over:
            state = engine.apply(state, rng.choice(engine.legal_actions(state)), check=checked)
            actions += 1
    return actions


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--checked", action="store_true")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    play_all(min(args.games, 20), args.players, args.checked)  # warm caches and imports
    times = []
    actions = 0
    for _ in range(args.runs):
        t0 = time.process_time()
        actions = play_all(args.games, args.players, args.checked)
        times.append(time.process_time() - t0)
    med = statistics.median(times)
    print(f"players={args.players} games={args.games} runs={args.runs} checked={args.checked}")
    print(f"games per second (median): {args.games / med:8.1f}")
    print(f"microseconds per action  : {med / actions * 1e6:8.1f}")
    print(f"actions per game         : {actions / args.games:8.1f}")
    print(f"run times (s)            : {', '.join(f'{t:.2f}' for t in times)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
