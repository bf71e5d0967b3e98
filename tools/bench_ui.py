"""Benchmark of the desktop UI: frame time of the busiest game screen, and launch time.

    .venv/bin/python tools/bench_ui.py [--frames 300] [--size 1600x900] [--json]

1. The busiest table: five players late in the game (Age III, several devices each), reached
   by seeded play that favours building, shown in the Game scene headless (SDL's dummy video
   driver) with the mouse resting on a device so a tooltip is drawn too. It reports the median
   and 95th-percentile time of a whole frame (events, update, drawing the table, the widgets,
   the tooltip), the time of a frame right after a move (when the table's still layer is
   redrawn), and the time to lay the table out. Target: a median frame under 8 ms on one core.
2. Launch: the wall time from starting a fresh Python process to the first frame of an
   interactive title screen (median of three launches), for each language of `--languages`
   (default: English and every language with a catalogue), launches interleaved so the
   languages share the machine's moments alike. A language is loaded as the game does at
   start (`--language CODE`): its catalogue read as the app opens, the title drawn in it.

Run it pinned to one core for the figure in docs/performance.md: `taskset -c 0 tools/bench_ui.py`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("STEAMWORKS_DATA_DIR", tempfile.mkdtemp(prefix="steamworks-bench-ui-"))


def busy_session(seed: int = 11):
    """Five players, Age III, every player with devices: the most there is to draw."""
    from steamworks.rules import actions as A
    from steamworks.rules.setup import GameSetup, SeatSetup
    from steamworks.session import GameSession

    names = ("Ada", "Brunel", "Clementine", "Darwin", "Edison")
    best = None
    for attempt in range(12):
        seats = tuple(SeatSetup(names[i], controller="human", colour=i) for i in range(5))
        session = GameSession(GameSetup(seats=seats, seed=seed + attempt))
        rng = random.Random(seed + attempt)
        while not session.over:
            state = session.state
            legal = session.legal_actions()
            if (
                state.age == 3
                and not state.pending
                and len(state.devices) >= 14
                and sum(isinstance(a, A.PlaceDevice) for a in legal) >= 8
            ):
                break  # a late table with many free sources glowing
            builds = [a for a in legal if isinstance(a, (A.BuildDevice, A.AddTile))]
            if builds:
                action = rng.choice(builds)
            else:
                useful = [
                    a
                    for a in legal
                    if isinstance(
                        a,
                        (
                            A.PlacePersona,
                            A.PlaceDevice,
                            A.TakeTile,
                            A.ChooseSource,
                            A.Activate,
                            A.Choose,
                            A.TakeTop,
                            A.KeepRevealed,
                        ),
                    )
                ]
                action = rng.choice(useful or legal)
            session.submit(action)
        if session.over:
            continue
        if session.state.pending:
            continue
        owners = {d.owner for d in session.state.devices}
        score = (len(owners), len(session.state.devices))
        if best is None or score > best[0]:
            best = (score, session)
        if len(owners) == 5 and len(session.state.devices) >= 14:
            break
    return best[1]


def bench_frames(frames: int, size: tuple[int, int]) -> dict:
    import pygame

    from steamworks.ui.app import App, LaunchOptions
    from steamworks.ui.game import layout as L
    from steamworks.ui.game import target_keys as K
    from steamworks.ui.scenes.game import GameScene
    from steamworks.ui.settings import SettingsStore

    session = busy_session()
    store = SettingsStore(Path(tempfile.mkdtemp()) / "settings.json")
    app = App(LaunchOptions(window_size=size, fullscreen=False), store=store)
    app.open()
    scene = GameScene(app, session, autosave=False)
    app.reset_to(scene)
    scene.controller.announce = None
    # rest the mouse on a glowing source, so its tooltip (with the outcome preview) is drawn too
    places = [t for t in scene.targets if isinstance(t.key, K.SourceSlot)]
    point = places[0].centre if places else (size[0] // 2, size[1] // 2)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(int(point[0]), int(point[1])), rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    for _ in range(30):  # warm the caches, and let the tooltip appear
        app.frame(1 / 60)
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        app.frame(1 / 60)
        times.append((time.perf_counter() - start) * 1000)
    # a frame right after a move: the still layer is redrawn
    redraws = []
    for _ in range(20):
        scene.static.invalidate()
        start = time.perf_counter()
        app.frame(1 / 60)
        redraws.append((time.perf_counter() - start) * 1000)
    layouts = []
    for _ in range(20):
        start = time.perf_counter()
        L.table_layout(size, 1.0, session.state, scene.focus)
        layouts.append((time.perf_counter() - start) * 1000)
    state = session.state
    info = {
        "players": state.num_players,
        "age": state.age,
        "round": state.round,
        "devices": len(state.devices),
        "glowing_places": len(scene.targets),
        "device_tiles": sum(d.size for d in state.devices),
        "frame_ms_median": round(statistics.median(times), 2),
        "frame_ms_p95": round(sorted(times)[int(len(times) * 0.95) - 1], 2),
        "redraw_frame_ms_median": round(statistics.median(redraws), 2),
        "layout_ms_median": round(statistics.median(layouts), 2),
    }
    shot = Path(tempfile.gettempdir()) / "bench_ui_busiest.png"
    pygame.image.save(app.screen, str(shot))
    info["screenshot"] = str(shot)
    app.close()
    return info


LAUNCH_CHILD = r"""
import os, sys, time, tempfile
from pathlib import Path
from steamworks.ui.app import App, LaunchOptions, installed_hooks
from steamworks.ui.settings import SettingsStore
from steamworks.language import current_language
# as `python -m steamworks --language CODE` does: the game's hooks are installed before the window opens
app = App(LaunchOptions(window_size=(1600, 900), fullscreen=False, language=sys.argv[1]),
          hooks=installed_hooks(),
          store=SettingsStore(Path(tempfile.mkdtemp()) / "settings.json"))
app.open()
app.frame(1 / 60)
assert current_language() == sys.argv[1], "no catalogue for " + sys.argv[1]
print("ready", flush=True)
app.close()
"""


def catalogued_languages() -> list[str]:
    """English and every language whose compiled catalogue exists."""
    from steamworks.language import KNOWN
    from steamworks.language.catalogue import DOMAIN, LOCALE_DIR

    return ["en"] + [
        language.code
        for language in KNOWN
        if (LOCALE_DIR / language.code / "LC_MESSAGES" / f"{DOMAIN}.mo").exists()
    ]


def bench_launch(languages: list[str], runs: int = 3) -> dict:
    times: dict[str, list[float]] = {code: [] for code in languages}
    for _ in range(runs):
        for code in languages:
            start = time.perf_counter()
            out = subprocess.run(
                [sys.executable, "-c", LAUNCH_CHILD, code],
                capture_output=True,
                text=True,
                env=os.environ.copy(),
            )
            if "ready" not in out.stdout:
                raise SystemExit(f"the title did not open in {code}:\n{out.stderr}")
            times[code].append(time.perf_counter() - start)
    result = {
        "launch_to_title_s_median": round(
            statistics.median(times["en"] if "en" in times else times[languages[0]]), 3
        )
    }
    for code, measured in times.items():
        result[f"launch_to_title_s_median_{code}"] = round(statistics.median(measured), 3)
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=300)
    ap.add_argument("--size", default="1600x900")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-launch", action="store_true", help="skip the launch-time measurement")
    ap.add_argument(
        "--languages", help="comma-separated codes to launch in (default: all catalogued)"
    )
    args = ap.parse_args(argv)
    w, _, h = args.size.partition("x")
    result = bench_frames(args.frames, (int(w), int(h)))
    if not args.no_launch:
        languages = args.languages.split(",") if args.languages else catalogued_languages()
        result.update(bench_launch(languages))
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(
            f"busiest table: {result['players']} players, Age {result['age']}, round {result['round']}, "
            f"{result['devices']} devices ({result['device_tiles']} tiles), {result['glowing_places']} places to click"
        )
        print(
            f"frame time: median {result['frame_ms_median']} ms, 95th percentile {result['frame_ms_p95']} ms "
            f"(target < 8 ms)"
        )
        print(f"frame after a move (table redrawn): median {result['redraw_frame_ms_median']} ms")
        print(f"table layout: median {result['layout_ms_median']} ms")
        for key, value in result.items():
            if key.startswith("launch_to_title_s_median_"):
                code = key.rsplit("_", 1)[1]
                print(f"launch to an interactive title in {code}: median {value} s")
        print(f"screenshot: {result['screenshot']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
