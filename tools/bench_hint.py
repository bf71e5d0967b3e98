"""Benchmark of the game screen's hints: how long the coach takes, and what thinking costs the
window's frames.

    .venv/bin/python tools/bench_hint.py [--positions 5] [--frames 120] [--json]

For a few seeded mid-game tables (two to five players, a human to decide), shown in the Game
scene headless (SDL's dummy video driver), it asks for a hint as the H key does, with the game's
own setting (the coach thinks for about a second), and steps frames until the choices come.
It reports, as medians over the positions: the time from H to the choices on screen, the
frame time while the coach thinks on its thread, and the frame time of the same table idle
(the coach is pure Python, so it shares the interpreter with the drawing: the ratio says how
much a frame slows while it thinks). Frames are stepped as fast as they go (no 60 Hz wait), so
a frame time is the work of one frame.

Run it pinned to one core for figures to quote: `taskset -c 0 tools/bench_hint.py`.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("STEAMWORKS_DATA_DIR", tempfile.mkdtemp(prefix="steamworks-bench-hint-"))

POSITIONS = ((4, 7, 80), (2, 7, 40), (3, 7, 40), (5, 7, 160), (4, 3, 120), (3, 11, 90))


def frame_ms(app, count: int) -> list[float]:
    times = []
    for _ in range(count):
        start = time.perf_counter()
        app.frame(1 / 60)
        times.append((time.perf_counter() - start) * 1000)
    return times


def measure(app, players: int, seed: int, steps: int, frames: int) -> dict[str, float]:
    from steamworks.rules import engine
    from steamworks.ui.game.sample_games import smoke_session
    from steamworks.ui.scenes.game import GameScene

    session = smoke_session(players, seed, steps)
    scene = GameScene(app, session, autosave=False)
    app.reset_to(scene)
    scene.controller.announce = None
    assert engine.to_act(session.state) is not None
    idle = frame_ms(app, frames)
    scene.toggle_hint()
    asked = time.perf_counter()
    thinking = []
    while scene.hint.thinking:
        thinking += frame_ms(app, 1)
        if time.perf_counter() - asked > 60:
            raise RuntimeError("the coach took over a minute")
    answered = (time.perf_counter() - asked) * 1000
    if not scene.hint.shown:
        raise RuntimeError("the coach gave no hint")
    return {
        "answer_ms": answered,
        "frames_while_thinking": len(thinking),
        "thinking_frame_ms": statistics.median(thinking),
        "thinking_frame_p95_ms": sorted(thinking)[int(0.95 * (len(thinking) - 1))],
        "idle_frame_ms": statistics.median(idle),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--frames", type=int, default=120, help="idle frames per table")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    from steamworks.ui.screenshots import headless_apps

    rows = []
    for _size, app in headless_apps([(1600, 900)]):
        for players, seed, steps in POSITIONS[: args.positions]:
            rows.append(measure(app, players, seed, steps, args.frames))
    summary = {
        key: statistics.median(row[key] for row in rows)
        for key in ("answer_ms", "thinking_frame_ms", "thinking_frame_p95_ms", "idle_frame_ms")
    }
    summary["ratio_thinking_to_idle"] = summary["thinking_frame_ms"] / summary["idle_frame_ms"]
    summary["positions"] = len(rows)
    if args.json:
        print(json.dumps({"summary": summary, "positions": rows}, indent=2))
    else:
        for row in rows:
            print(
                f"answer {row['answer_ms']:7.0f} ms  frames while thinking "
                f"{row['frames_while_thinking']:4d}  frame {row['thinking_frame_ms']:5.1f} ms "
                f"(p95 {row['thinking_frame_p95_ms']:5.1f})  idle {row['idle_frame_ms']:5.1f} ms"
            )
        print(
            f"median over {len(rows)} tables: answer {summary['answer_ms']:.0f} ms, frame while "
            f"thinking {summary['thinking_frame_ms']:.1f} ms (p95 "
            f"{summary['thinking_frame_p95_ms']:.1f}), idle {summary['idle_frame_ms']:.1f} ms, "
            f"ratio {summary['ratio_thinking_to_idle']:.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
