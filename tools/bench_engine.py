#!/usr/bin/env python3
"""Engine benchmark, cold: random games per second and microseconds per action, never the same game twice.

Every game of a run is dealt from a seed this process has not played before (the runs start at
a seed drawn from the clock unless `--seed` is given), so the engine's caches only know what a
player's own session would have taught them: this is the cold figure a player's games see. CPU
time of this process is measured, pinned to one core where the OS allows it; figures are
medians over runs because the machine is shared.

    taskset -c 1 .venv/bin/python tools/bench_engine.py [--games 150] [--runs 5] [--players 4]
                                                        [--checked] [--seed N] [--update-doc]

    # both engines in one run on one core, game by game in turn: Steam Works against
    # catanatron's RandomPlayer (pip install -e '.[bench]')
    taskset -c 1 .venv/bin/python tools/bench_engine.py --versus-catanatron [--games 150] [--runs 5]

    # the memory of one late 5-player state, every reachable object counted once
    .venv/bin/python tools/bench_engine.py --state-memory [--seed 5]

    # Hard's CPU time per iteration (200 iterations a decision, 30 of calibrate's positions)
    taskset -c 1 .venv/bin/python tools/bench_engine.py --hard-cpu 4 [--games 30]

`--checked` also validates every action (engine.apply with check=True), which is what the UI
does; the default applies actions picked from legal_actions without re-validating them, which
is what agents and simulations do. Each game's random player is seeded with the game's seed.
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

from steamworks.rules import engine
from steamworks.rules.setup import quick_setup


def play_steamworks(seed: int, players: int, checked: bool) -> int:
    """Play one random game of Steam Works; returns the number of actions applied."""
    state = engine.start(quick_setup(players, seed))
    chooser = random.Random(seed)
    actions = 0
    while not state.game_over:
        state = engine.apply(state, chooser.choice(engine.legal_actions(state)), check=checked)
        actions += 1
    return actions


def play_catanatron(seed: int) -> tuple[int, bool]:
    """Play one 4-player game of catanatron with its RandomPlayer, as its README shows; returns
    (actions applied, whether someone won before its turn limit)."""
    from catanatron import Color, Game, RandomPlayer  # imported once by versus(), cheap here

    players = [RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)]
    game = Game(players, seed=seed)  # seeds the global `random`, which RandomPlayer draws from
    winner = game.play()
    return len(game.state.actions), winner is not None


def timed(fn, *args):
    t0 = time.process_time()
    result = fn(*args)
    return time.process_time() - t0, result


class Seeds:
    """Hands out seeds this process has never dealt a game from."""

    def __init__(self, start: int):
        self.next = start

    def take(self, n: int) -> range:
        out = range(self.next, self.next + n)
        self.next += n
        return out


def solo(args, seeds: Seeds) -> tuple[float, float]:
    runs = []
    for _ in range(args.runs):
        seconds = actions = 0
        for seed in seeds.take(args.games):
            t, n = timed(play_steamworks, seed, args.players, args.checked)
            seconds += t
            actions += n
        runs.append((seconds, actions))
    per_game = [s / args.games for s, _ in runs]
    per_action = [s / a for s, a in runs]
    gps = 1 / statistics.median(per_game)
    upa = statistics.median(per_action) * 1e6
    print(
        f"players={args.players} games={args.games} per run, runs={args.runs}, checked={args.checked}, "
        f"seeds {seeds.next - args.games * args.runs}..{seeds.next - 1} (each played once)"
    )
    print(f"games per second (median, cold): {gps:8.1f}")
    print(f"microseconds per action        : {upa:8.1f}")
    print(
        f"actions per game               : {sum(a for _, a in runs) / (args.games * args.runs):8.1f}"
    )
    print(f"run times (s)                  : {', '.join(f'{s:.2f}' for s, _ in runs)}")
    return gps, upa


def versus(args, seeds: Seeds) -> tuple[float, float, float, float]:
    """Interleave the two engines game by game; per run, the ratios of games/s and of µs/action."""
    try:
        import catanatron  # noqa: F401
    except ImportError as exc:
        raise SystemExit(
            "catanatron is not installed: .venv/bin/pip install -e '.[bench]'"
        ) from exc
    if args.players != 4 or args.checked:
        raise SystemExit(
            "the comparison is of unchecked 4-player games: run without --players/--checked"
        )
    ratios_games, ratios_micros, ours, theirs = [], [], [], []
    truncated = catan_games = 0
    for run in range(args.runs):
        sw_s = sw_a = ct_s = ct_a = 0
        for seed in seeds.take(args.games):
            t, n = timed(play_steamworks, seed, 4, False)
            sw_s += t
            sw_a += n
            t, (n, won) = timed(play_catanatron, seed)
            ct_s += t
            ct_a += n
            catan_games += 1
            truncated += not won
        ours.append((args.games / sw_s, sw_s / sw_a * 1e6))
        theirs.append((args.games / ct_s, ct_s / ct_a * 1e6))
        ratios_games.append(ours[-1][0] / theirs[-1][0])
        ratios_micros.append(ours[-1][1] / theirs[-1][1])
        print(
            f"run {run + 1}: Steam Works {ours[-1][0]:6.1f} games/s {ours[-1][1]:5.1f} µs/action | "
            f"catanatron {theirs[-1][0]:6.1f} games/s {theirs[-1][1]:5.1f} µs/action | "
            f"ratios {ratios_games[-1]:.2f}x games/s, {ratios_micros[-1]:.2f}x µs/action"
        )
    med = statistics.median
    print(
        f"4 players, {args.games} games of each engine per run, {args.runs} runs, interleaved game by game, "
        f"fresh seeds; catanatron games cut by its {1000}-turn limit: {truncated} of {catan_games}"
    )
    print(
        f"Steam Works (median): {med(g for g, _ in ours):8.1f} games/s {med(u for _, u in ours):6.1f} µs/action"
    )
    print(
        f"catanatron  (median): {med(g for g, _ in theirs):8.1f} games/s {med(u for _, u in theirs):6.1f} µs/action"
    )
    print(f"ratio games/s   (Steam Works / catanatron, median of runs): {med(ratios_games):.2f}x")
    print(f"ratio µs/action (Steam Works / catanatron, median of runs): {med(ratios_micros):.2f}x")
    return med(g for g, _ in ours), med(u for _, u in ours), med(ratios_games), med(ratios_micros)


def deep_size(root) -> int:
    """Bytes of every object reachable from `root`, each counted once (sys.getsizeof of each:
    attrs instances through their slots, tuples, frozensets, dicts, strings, numbers)."""
    seen: set[int] = set()
    todo = [root]
    total = 0
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        if isinstance(obj, (tuple, list, frozenset, set)):
            todo.extend(obj)
        elif isinstance(obj, dict):
            todo.extend(obj.keys())
            todo.extend(obj.values())
        elif hasattr(type(obj), "__attrs_attrs__"):
            todo.extend(getattr(obj, a.name) for a in type(obj).__attrs_attrs__)
    return total


def state_memory(seed: int) -> None:
    """The deep size of a late 5-player state: the last state before the end of a seeded
    random game (all 5 seats, devices built, belts and stacks as they stand)."""
    state = engine.start(quick_setup(5, seed))
    chooser = random.Random(seed)
    last = state
    while not state.game_over:
        last = state
        state = engine.apply(state, chooser.choice(engine.legal_actions(state)), check=False)
    print(
        f"late 5-player state (seed {seed}, age {last.age}, round {last.round}, {len(last.devices)} devices): "
        f"{deep_size(last):,} bytes deep"
    )


def hard_cpu(players: int, decisions: int, iterations: int) -> None:
    """Hard's CPU time per search iteration on the positions `tools/bench_ai.py calibrate`
    samples (seed 1), at a fixed number of iterations: how much engine time an iteration costs,
    unaffected by how busy the machine is (calibrate's wall-clock budget is not)."""
    from steamworks.ai.levels import make_agent

    rng = random.Random(1)
    positions = []
    game = 0
    while len(positions) < decisions:
        state = engine.start(quick_setup(players, 1000 + game))
        walkers = [make_agent("easy", game * 10 + i) for i in range(players)]
        while not engine.is_over(state):
            if len(engine.legal_actions(state)) > 1 and rng.random() < 0.08:
                positions.append(state)
            seat = engine.to_act(state)
            state = engine.apply(state, walkers[seat].choose(state, seat), check=False)
        game += 1
    agent = make_agent("hard", 1, budget=iterations)
    per_iteration = []
    for state in positions[:decisions]:
        seconds, decision = timed(agent.choose_with_info, state)
        if decision.iterations:
            per_iteration.append(seconds / decision.iterations)
    med = statistics.median(per_iteration)
    print(
        f"Hard, {players} players, {len(per_iteration)} calibrate positions at {iterations} iterations: "
        f"median {med * 1e3:.3f} ms CPU per iteration, so {1.45 / med:,.0f} iterations in 1.45 s of CPU"
    )


PERFORMANCE_DOC = Path(__file__).resolve().parents[1] / "docs" / "performance.md"


def update_performance_doc(rows: dict[str, str]) -> None:
    """Write the figures into docs/performance.md's table (the rows this script owns)."""
    text = PERFORMANCE_DOC.read_text(encoding="utf-8")
    for label, value in rows.items():
        pattern = re.compile(rf"^(\| {re.escape(label)} \| )[^|]*( \|)", re.M)
        if not pattern.search(text):
            raise SystemExit(f"docs/performance.md has no row {label!r}")
        text = pattern.sub(lambda m, value=value: f"{m.group(1)}{value}{m.group(2)}", text)
    PERFORMANCE_DOC.write_text(text, encoding="utf-8")
    print("docs/performance.md updated")


ROW_GAMES = "random 4-player games per second (one core, CPU time, cold)"
ROW_MICROS = "microseconds per applied action (cold)"
ROW_RATIOS = "against catanatron, same run, one core: games/s ratio / µs-per-action ratio"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=150, help="games per run (each on a new seed)")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--checked", action="store_true")
    ap.add_argument("--seed", type=int, help="first seed (default: drawn from the clock)")
    ap.add_argument(
        "--versus-catanatron",
        action="store_true",
        help="interleave with catanatron's random 4-player games and print the ratios",
    )
    ap.add_argument(
        "--update-doc", action="store_true", help="write the figures into docs/performance.md"
    )
    ap.add_argument(
        "--state-memory",
        action="store_true",
        help="only print the deep size of a late 5-player state (seed from --seed, default 5)",
    )
    ap.add_argument(
        "--hard-cpu",
        type=int,
        metavar="PLAYERS",
        help="only print Hard's CPU time per iteration on calibrate's positions (--games decisions)",
    )
    args = ap.parse_args()
    if args.hard_cpu:
        if hasattr(os, "sched_setaffinity"):
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        hard_cpu(args.hard_cpu, min(args.games, 30), 200)
        return 0
    if args.state_memory:
        state_memory(5 if args.seed is None else args.seed)
        return 0
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    first = args.seed if args.seed is not None else time.time_ns() % 1_000_000_007
    seeds = Seeds(first)
    if args.versus_catanatron:
        gps, upa, r_games, r_micros = versus(args, seeds)
    else:
        gps, upa = solo(args, seeds)
        r_games = r_micros = None
    if args.update_doc:
        if args.players != 4 or args.checked:
            raise SystemExit(
                "docs/performance.md reports unchecked 4-player games: run without --players/--checked"
            )
        rows = {ROW_GAMES: f"{gps:.0f}", ROW_MICROS: f"{upa:.1f}"}
        if r_games is not None:
            rows[ROW_RATIOS] = f"{r_games:.2f}x / {r_micros:.2f}x"
        update_performance_doc(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
