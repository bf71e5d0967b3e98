#!/usr/bin/env python3
"""Engine benchmark: complete random 4-player games per second and microseconds per action.

Runs on one core (the process is pinned when the OS allows it), plays the same seeded random
games several times and reports the median run. CPU time of this process is measured, so other
load on a shared machine disturbs the figures less than wall-clock time would.

    .venv/bin/python tools/bench_engine.py [--games 200] [--runs 5] [--players 4] [--checked]
                                           [--update-readme]

`--checked` also validates every action (engine.apply with check=True), which is what the UI
does; the default applies actions picked from legal_actions without re-validating them, which
is what agents and simulations do.
"""

from __future__ import annotations

import argparse
import os
import random
import re
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


README = Path(__file__).resolve().parents[1] / "README.md"


def update_readme(games_per_second: float, micros_per_action: float) -> None:
    """Write the figures into the README's performance table (the rows this script owns)."""
    text = README.read_text(encoding="utf-8")
    rows = {
        "random 4-player games per second (one core, CPU time)": f"{games_per_second:.0f}",
        "microseconds per applied action": f"{micros_per_action:.1f}",
    }
    for label, value in rows.items():
        pattern = re.compile(rf"^(\| {re.escape(label)} \| )[^|]*( \|)", re.M)
        if not pattern.search(text):
            raise SystemExit(f"README has no performance row {label!r}")
        text = pattern.sub(lambda m: f"{m.group(1)}{value}{m.group(2)}", text)
    README.write_text(text, encoding="utf-8")
    print("README performance table updated")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--checked", action="store_true")
    ap.add_argument("--update-readme", action="store_true", help="write the figures into README.md")
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
    if args.update_readme:
        if args.players != 4 or args.checked:
            raise SystemExit("the README reports unchecked 4-player games: run without --players/--checked")
        update_readme(args.games / med, med / actions * 1e6)
    return 0


if __name__ == "__main__":
    sys.exit(main())
