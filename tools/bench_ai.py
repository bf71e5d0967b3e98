"""Measure and tune the AI: decision-speed calibration (alone and inside the desktop game) and
evaluation-weight sweeps.

    # how many iterations/samples each search level reaches in its time budget on this machine
    .venv/bin/python tools/bench_ai.py calibrate --levels medium,hard --decisions 60

    # Hard's decision times inside the desktop game: the real Game scene (headless), drawing
    # its frames at 60 per second while the agent thinks on the worker thread; pin it to one
    # core for the issue's figure
    taskset -c 0 .venv/bin/python tools/bench_ai.py ingame --seats hard,hard --decisions 60

    # one weight at a time, scaled down and up, each variant against the unchanged agent
    .venv/bin/python tools/bench_ai.py sweep --level easy:noise=0 --players 2 --games 200 \\
        --weights money,tile,source --factors 0.6,1.5 --jobs 2

Sweeps play seat-balanced games (tournament.run) between `level:weight=value` and `level`, so
a variant's win rate above 50% (with its interval clear of it) says the change helps.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import attrs  # noqa: E402

from steamworks.ai.evaluate import DEFAULT_WEIGHTS, Weights  # noqa: E402
from steamworks.ai.levels import make_agent  # noqa: E402
from steamworks.ai.tournament import parse_entries, run, summarise  # noqa: E402
from steamworks.rules import engine  # noqa: E402
from steamworks.rules.setup import quick_setup  # noqa: E402


def calibrate(levels: list[str], decisions: int, players: int, seed: int) -> None:
    """Play games with Easy agents and, at sampled positions, let each level decide with its
    default time budget; report the iterations reached and the time taken."""
    rng = random.Random(seed)
    positions = []
    game = 0
    while len(positions) < decisions:
        state = engine.start(quick_setup(players, seed * 1000 + game))
        walkers = [make_agent("easy", game * 10 + i) for i in range(players)]
        while not engine.is_over(state):
            if len(engine.legal_actions(state)) > 1 and rng.random() < 0.08:
                positions.append(state)
            seat = engine.to_act(state)
            state = engine.apply(state, walkers[seat].choose(state, seat), check=False)
        game += 1
    positions = positions[:decisions]
    for level in levels:
        agent = make_agent(level, seed)
        iters, times = [], []
        for state in positions:
            d = agent.choose_with_info(state)
            iters.append(d.iterations)
            times.append(d.seconds)
        times.sort()
        print(
            f"{level:<8} budget {agent.seconds}s: iterations median {statistics.median(iters):.0f} "
            f"(p10 {sorted(iters)[len(iters) // 10]}, p90 {sorted(iters)[len(iters) * 9 // 10]}); "
            f"seconds median {statistics.median(times):.3f} p95 {times[int(len(times) * 0.95) - 1]:.3f} "
            f"max {times[-1]:.3f}"
        )


def ingame(seats: list[str], decisions: int, seed: int) -> None:
    """Play AI seats in the Game scene, as the desktop game does, and time every answer the
    scene receives from its worker thread (forced answers, with one legal action, apart)."""
    import os
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("STEAMWORKS_DATA_DIR", tempfile.mkdtemp(prefix="steamworks-bench-ai-"))
    import pygame

    from steamworks.rules.setup import GameSetup, SeatSetup
    from steamworks.ui.app import App, LaunchOptions
    from steamworks.ui.scenes.game import GameScene
    from steamworks.ui.scenes.game_hooks import make_hooks
    from steamworks.ui.settings import SettingsStore

    store = SettingsStore(Path(os.environ["STEAMWORKS_DATA_DIR"]) / "settings.json")
    app = App(
        LaunchOptions(window_size=(1600, 900), fullscreen=False, scene="title"),
        hooks=make_hooks(),
        store=store,
    )
    app.open()
    app.change_settings(ai_delay=0.0)  # animations stay on: the UI thread draws as it would
    names = ("Ada", "Brunel", "Clementine", "Darwin", "Edison")
    answers = []  # (level, AIAnswer)
    clock = pygame.time.Clock()
    game = 0
    while len(answers) < decisions:
        setup = GameSetup(
            seats=tuple(
                SeatSetup(names[i], controller=f"ai:{lvl}", colour=i) for i, lvl in enumerate(seats)
            ),
            seed=seed + game,
        )
        app.hooks.start_game(app, setup)
        scene = app.stack.top
        assert isinstance(scene, GameScene)
        poll = scene.controller.ai.poll

        def recording_poll(poll=poll, scene=scene):
            answer = poll()
            if answer is not None:
                answers.append((seats[answer.seat], answer))
                if len(answers) % 10 == 0:
                    print(f"  {len(answers)} answers", file=sys.stderr, flush=True)
            return answer

        scene.controller.ai.poll = recording_poll
        while (
            len(answers) < decisions
            and app.stack.top is scene
            and not scene.session.state.game_over
        ):
            app.frame(clock.tick(60) / 1000)
        scene.controller.ai.shutdown()
        game += 1
    app.close()
    for level in dict.fromkeys(seats):
        mine = [a for lvl, a in answers if lvl == level]
        thought = sorted(a.seconds for a in mine if not a.forced)
        forced = sorted(a.seconds for a in mine if a.forced)
        iters = sorted(a.iterations for a in mine if not a.forced)
        if thought:
            print(
                f"{level:<8} {len(thought)} decisions: seconds median {statistics.median(thought):.3f} "
                f"p95 {thought[max(0, int(len(thought) * 0.95) - 1)]:.3f} max {thought[-1]:.3f}; "
                f"iterations median {statistics.median(iters):.0f} (p10 {iters[len(iters) // 10]}, "
                f"p90 {iters[len(iters) * 9 // 10]})"
            )
        if forced:
            print(f"{level:<8} {len(forced)} forced answers: seconds max {forced[-1]:.4f}")


def sweep(
    level: str,
    players: int,
    games: int,
    seed: int,
    jobs: int,
    names: list[str],
    factors: list[float],
) -> None:
    base = parse_entries(level, None)[0]
    for name in names:
        if not hasattr(DEFAULT_WEIGHTS, name):
            raise SystemExit(
                f"no weight called {name}; weights: {[a.name for a in attrs.fields(Weights)]}"
            )
        default = getattr(DEFAULT_WEIGHTS, name)
        for f in factors:
            value = (
                type(default)(round(default * f, 4))
                if isinstance(default, float)
                else max(0, round(default * f))
            )
            variant = attrs.evolve(
                base, options=base.options + ((name, value),), text=f"{name}={value}"
            )
            lineup = [variant] + [base] * (players - 1)
            started = time.perf_counter()
            s = summarise(run(lineup, players, games, seed, jobs))[variant.label]
            print(
                f"{name}={value:<8} (default {default}): win {s['win_rate']:.1%} "
                f"[{s['win_low']:.1%}, {s['win_high']:.1%}] margin {s['mean_margin']:+.2f} "
                f"({time.perf_counter() - started:.0f} s)",
                flush=True,
            )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("calibrate")
    c.add_argument("--levels", default="medium,hard")
    c.add_argument("--decisions", type=int, default=60)
    c.add_argument("--players", type=int, default=2)
    c.add_argument("--seed", type=int, default=1)
    g = sub.add_parser("ingame")
    g.add_argument("--seats", default="hard,hard", help="AI level of each seat")
    g.add_argument(
        "--decisions", type=int, default=60, help="answers to time (forced ones included)"
    )
    g.add_argument("--seed", type=int, default=1)
    s = sub.add_parser("sweep")
    s.add_argument("--level", default="easy:noise=0")
    s.add_argument("--players", type=int, default=2)
    s.add_argument("--games", type=int, default=200)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--jobs", type=int, default=2)
    s.add_argument("--weights", required=True)
    s.add_argument("--factors", default="0.6,1.5")
    args = parser.parse_args(argv)
    if args.command == "calibrate":
        calibrate(args.levels.split(","), args.decisions, args.players, args.seed)
    elif args.command == "ingame":
        ingame(args.seats.split(","), args.decisions, args.seed)
    else:
        sweep(
            args.level,
            args.players,
            args.games,
            args.seed,
            args.jobs,
            args.weights.split(","),
            [float(x) for x in args.factors.split(",")],
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
