"""Benchmark of the game at rest: the CPU an idle title and an idle game table cost.

    .venv/bin/python tools/bench_idle.py [--runs 3] [--seconds 10] [--size 1600x900]
                                         [--settle 4] [--shots DIR] [--before REV] [--json]

The game runs as a real process (`python -m steamworks`) in a real window on a virtual X
server (Xvfb, started here on a free display). For each screen it waits until the window is
up and has settled (banners faded, first frames drawn), then reads the process's CPU time
(user + system, all threads, from /proc/PID/stat) over `--seconds` of wall time while nobody
touches anything, and reports it as a share of one core. Two screens:

1. the title, as a first-time player sees it (a fresh data folder);
2. a game table where it is a person's turn and nothing moves: a three-player game (you and
   two Easy AIs) played a few rounds in by seeded legal moves, saved with the project's own
   save code and opened with `--load`.

Each screen is measured `--runs` times in fresh processes; the medians are printed. The target
(issue 30) is at most 5% of a core for both. `--before REV` measures the game as it was at
git revision REV too (exported with `git archive` to a temporary folder and run from there,
with the same interpreter), for a before-and-after on one machine in one sitting. `--shots DIR` also saves a picture of the virtual
screen at the end of each screen's first run (ImageMagick's `import`, when installed).

Needs Linux (/proc) and Xvfb (`apt-get install xvfb`).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TARGET_SHARE = 0.05  # of one core


def free_display() -> int:
    """A display number no X server uses yet."""
    for number in range(91, 200):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            return number
    raise SystemExit("no free X display number between :91 and :199")


def start_xvfb(size: tuple[int, int]) -> tuple[subprocess.Popen, str]:
    if shutil.which("Xvfb") is None:
        raise SystemExit("Xvfb is not installed (apt-get install xvfb)")
    number = free_display()
    display = f":{number}"
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            return server, display
        time.sleep(0.05)
    server.kill()
    raise SystemExit(f"Xvfb did not start on {display}")


def make_idle_save(folder: Path, seed: int = 7) -> Path:
    """A saved three-player game where it is the person's (seat 0's) turn to place, with no
    decision half made: what an idle table looks like."""
    from steamworks.persistence.saves import save_game
    from steamworks.rules.setup import GameSetup, SeatSetup
    from steamworks.session import GameSession

    seats = (
        SeatSetup("Ada", controller="human", colour=0),
        SeatSetup("Brunel", controller="ai:easy", colour=1),
        SeatSetup("Clementine", controller="ai:easy", colour=2),
    )
    session = GameSession(GameSetup(seats=seats, seed=seed))
    rng = random.Random(seed)
    while True:
        state = session.state
        if state.round >= 3 and not state.pending and session.to_act() == 0:
            break
        session.submit(rng.choice(session.legal_actions()))
    return save_game(folder / "idle-table.sav", session.setup, session.log, session.state)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of the process so far (every thread), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
    return ticks / os.sysconf("SC_CLK_TCK")


def screenshot(display: str, path: Path) -> bool:
    """A PNG of the whole virtual screen (ImageMagick's `import`); False when it is missing."""
    if shutil.which("import") is None:
        return False
    env = dict(os.environ, DISPLAY=display)
    subprocess.run(["import", "-window", "root", str(path)], env=env, check=False)
    return path.exists()


def export_revision(revision: str, folder: Path) -> Path:
    """The package and its assets as they were at git revision `revision`, unpacked into
    `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    archive = subprocess.run(
        ["git", "archive", "--format=tar", revision, "steamworks", "assets"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    )
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    return folder


def measure(
    code: Path,
    display: str,
    extra_args: list[str],
    size: tuple[int, int],
    settle: float,
    seconds: float,
    shot: Path | None,
) -> float:
    """One fresh game process: wait for its window, let it settle, then its CPU share over
    `seconds` of wall time."""
    data = Path(tempfile.mkdtemp(prefix="steamworks-bench-idle-"))
    env = dict(
        os.environ,
        DISPLAY=display,
        SDL_VIDEODRIVER="x11",
        SDL_AUDIODRIVER="dummy",
        STEAMWORKS_DATA_DIR=str(data),
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PYTHONPATH=str(code),  # (the package of the revision measured comes first)
    )
    log_path = data / "game.log"
    with log_path.open("w") as log:
        game = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "steamworks",
                "--windowed",
                "--window",
                f"{size[0]}x{size[1]}",
                *extra_args,
            ],
            cwd=code,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            deadline = time.monotonic() + 60
            while "title ready" not in log_path.read_text():
                if game.poll() is not None or time.monotonic() > deadline:
                    raise SystemExit(f"the game did not start:\n{log_path.read_text()}")
                time.sleep(0.1)
            time.sleep(settle)
            before_cpu, before_wall = cpu_seconds(game.pid), time.monotonic()
            time.sleep(seconds)
            after_cpu, after_wall = cpu_seconds(game.pid), time.monotonic()
            if game.poll() is not None:
                raise SystemExit(f"the game ended while measured:\n{log_path.read_text()}")
            if shot is not None:
                screenshot(display, shot)
        finally:
            game.terminate()
            try:
                game.wait(10)
            except subprocess.TimeoutExpired:
                game.kill()
    shutil.rmtree(data, ignore_errors=True)
    return (after_cpu - before_cpu) / (after_wall - before_wall)


def measure_screens(
    code: Path, display: str, save: Path, args: argparse.Namespace, label: str
) -> dict[str, list[float]]:
    """Every screen `args.runs` times (in turn, fresh processes), the code in `code`."""
    screens = {"title": [], "table": ["--load", str(save)]}
    shares: dict[str, list[float]] = {name: [] for name in screens}
    for run in range(args.runs):
        for name, extra in screens.items():
            shot = args.shots / f"idle-{name}{label}.png" if args.shots and run == 0 else None
            shares[name].append(
                measure(code, display, extra, args.size, args.settle, args.seconds, shot)
            )
    return shares


def summary(shares: dict[str, list[float]]) -> dict[str, dict]:
    return {
        name: {
            "median_share_of_a_core": round(statistics.median(values), 4),
            "runs": [round(v, 4) for v in values],
        }
        for name, values in shares.items()
    }


def print_rows(title: str, result: dict[str, dict]) -> None:
    print(title)
    for name, row in result.items():
        runs = ", ".join(f"{v:.1%}" for v in row["runs"])
        verdict = "ok" if row["median_share_of_a_core"] <= TARGET_SHARE else "OVER"
        print(
            f"  idle {name}: {row['median_share_of_a_core']:.1%} of a core (runs: {runs}) {verdict}"
        )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=10.0, help="idle time measured per run")
    ap.add_argument("--settle", type=float, default=4.0, help="seconds left to settle first")
    ap.add_argument("--size", default="1600x900", help="the game window's size")
    ap.add_argument("--shots", type=Path, help="save a picture of each screen in this folder")
    ap.add_argument("--before", metavar="REV", help="measure git revision REV as well")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    w, _, h = args.size.lower().partition("x")
    args.size = (int(w), int(h))
    work = Path(tempfile.mkdtemp(prefix="steamworks-bench-idle-"))
    save = make_idle_save(work)
    before_code = export_revision(args.before, work / "before") if args.before else None
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
    server, display = start_xvfb((args.size[0] + 64, args.size[1] + 64))
    results: dict[str, dict] = {}
    try:
        if before_code is not None:
            results["before"] = summary(
                measure_screens(before_code, display, save, args, "-before")
            )
        results["now"] = summary(measure_screens(ROOT, display, save, args, ""))
    finally:
        server.terminate()
        server.wait(10)
        shutil.rmtree(work, ignore_errors=True)
    if args.json:
        print(json.dumps(results if before_code else results["now"], indent=2))
        return 0
    size = f"{args.size[0]}x{args.size[1]}"
    print(
        f"idle CPU over {args.seconds:g} s in a {size} window on Xvfb, median of {args.runs} "
        f"runs (target at most {TARGET_SHARE:.0%} of a core):"
    )
    if before_code is not None:
        print_rows(f"before (git {args.before}):", results["before"])
        print_rows("now (this checkout):", results["now"])
    else:
        print_rows("now:", results["now"])
    if args.shots:
        print(f"screenshots in {args.shots}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
