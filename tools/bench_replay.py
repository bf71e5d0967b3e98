"""Benchmark of the replay viewer on the longest of several finished 5-player games.

    .venv/bin/python tools/bench_replay.py [--games 8] [--runs 11] [--size 1600x900]

It saves the game, then times (medians, wall clock and CPU):

1. reading it for the viewer: the load with every check, and the second replay that tells
   each step (`ReplayGame.of_save`);
2. opening the viewer: that, plus building the screen and drawing its first frame;
3. one step forward, drawn (the Right key: the table's still layer is redrawn for the new
   position, the log gets its new line), over every position of the game;
4. a jump to the last step and back to the first, drawn (End, then Home).

Headless (SDL's dummy video driver). Run it pinned to one core for comparable figures:
`taskset -c 0 .venv/bin/python tools/bench_replay.py`.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("STEAMWORKS_DATA_DIR", tempfile.mkdtemp(prefix="steamworks-bench-replay-"))

from bench_timing import timed  # tools/, this script's folder

from steamworks.persistence import saves
from steamworks.persistence.record import GameRecord
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup


def long_game(games: int) -> GameRecord:
    """The longest of `games` finished 5-player games played by seeded random legal agents."""
    best: GameRecord | None = None
    for seed in range(games):
        chooser = random.Random(seed)
        record = GameRecord.new(quick_setup(5, seed=seed))
        while not engine.is_over(record.state):
            record = record.play(chooser.choice(engine.legal_actions(record.state)), check=False)
        if best is None or len(record.log) > len(best.log):
            best = record
    assert best is not None
    return best


def row(name: str, times: tuple[list[float], list[float]]) -> str:
    wall, cpu = times
    return f"{name:<44} {statistics.median(wall):9.1f} {statistics.median(cpu):9.1f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8, help="games played to pick the longest")
    parser.add_argument("--runs", type=int, default=11, help="timed runs of each opening")
    parser.add_argument("--size", default="1600x900", help="window size, WxH")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))

    import pygame

    from steamworks.ui.app import App, LaunchOptions
    from steamworks.ui.replay.model import ReplayGame
    from steamworks.ui.replay.screen import ReplayScene

    record = long_game(args.games)
    path = saves.save_slot("Bench replay", record.setup, record.log, record.state)
    app = App(LaunchOptions(window_size=size, fullscreen=False, scene="title"))
    app.open()
    try:
        app.change_settings(animation_speed=0.0)
        app.nav.open_title()

        def open_viewer() -> None:
            app.nav.open_replay(path)
            app.frame(1 / 60)
            app.pop()

        opening = timed(lambda: ReplayGame.of_save(path), args.runs)
        viewer = timed(open_viewer, args.runs)
        app.nav.open_replay(path)
        app.frame(1 / 60)
        scene = app.stack.top
        assert isinstance(scene, ReplayScene)

        def key(code: int) -> None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
            app.frame(1 / 60)

        length = len(record.log)
        steps = timed(lambda: key(pygame.K_RIGHT), length - 1)  # the warm-up is the first step
        assert scene.index == length
        jumps = timed(lambda: (key(pygame.K_HOME), key(pygame.K_END)), args.runs)
    finally:
        app.close()

    print(f"{len(record.log)} actions, 5 players, window {args.size}")
    print(f"{'':<44} {'wall ms':>9} {'CPU ms':>9}   (medians)")
    print(row("read the save for the viewer (load + tell)", opening))
    print(row("open the viewer and draw its first frame", viewer))
    print(row("one step forward, drawn", steps))
    print(row("Home then End, each drawn", jumps))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
