#!/usr/bin/env python3
"""Benchmark of the hints: how long `coach.hints.suggest` takes at its default setting, and
how soon it returns once cancelled, over decisions of seeded games.

    taskset -c 1 .venv/bin/python tools/bench_hints.py [--games 3] [--players 2] [--every 5]

Positions: every `--every`-th decision with a real choice in `--games` seeded games between
Easy agents. For each, `suggest(state, seat)` is timed at its defaults (at most about 1 s, or
64 sampled worlds, or less when every play-out is exact), then run again with a
`should_stop` that turns True after `--cancel-after` seconds; the time from that moment to
the return (the play-out under way finishes first) is the cancel latency (the issue asks for about 100 ms at most). Medians, 90th
percentiles and maxima are printed with the load average (the machine is shared).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

from steamworks.ai import make_agent
from steamworks.coach.hints import suggest
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import GameState


def positions(games: int, players: int, every: int) -> list[GameState]:
    """Every `every`-th decision with more than one legal answer, in seeded Easy games."""
    found = []
    for seed in range(1, games + 1):
        state = engine.start(quick_setup(players, seed))
        agents = [make_agent("easy", seed * 10 + i) for i in range(players)]
        choices = 0
        while not engine.is_over(state):
            if len(engine.legal_actions(state)) > 1:
                if choices % every == 0:
                    found.append(state)
                choices += 1
            state = engine.apply(state, agents[engine.to_act(state)].choose(state), check=False)
    return found


def cancel_latency(state: GameState, after: float) -> float:
    """Seconds from the moment the hint is cancelled (`after` seconds in, as a UI thread would
    set a flag) to `suggest` returning; 0 when it finished before that."""
    started = time.perf_counter()
    cancelled_at = started + after
    suggest(state, engine.to_act(state), should_stop=lambda: time.perf_counter() >= cancelled_at)
    return max(0.0, time.perf_counter() - cancelled_at)


def summary(name: str, values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return (
        f"{name}: median {statistics.median(ordered) * 1000:.0f} ms, "
        f"p90 {p90 * 1000:.0f} ms, max {ordered[-1] * 1000:.0f} ms over {len(ordered)}"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--every", type=int, default=5, help="every Nth decision (default 5)")
    ap.add_argument("--cancel-after", type=float, default=0.05, metavar="S")
    args = ap.parse_args(argv)
    states = positions(args.games, args.players, args.every)
    load_before = os.getloadavg()[0]
    took = []
    for state in states:
        started = time.perf_counter()
        suggest(state, engine.to_act(state))
        took.append(time.perf_counter() - started)
    latencies = [cancel_latency(state, args.cancel_after) for state in states]
    asked = [t for t in latencies if t > 0.0]
    print(f"{len(states)} decisions of {args.games} {args.players}-player games (Easy agents)")
    print(summary("suggest at its defaults", took))
    if asked:
        print(summary(f"return after a stop at {args.cancel_after:g} s", asked))
    print(f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after")
    return 0


if __name__ == "__main__":
    sys.exit(main())
