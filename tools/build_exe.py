#!/usr/bin/env python3
"""Build the one-file Steam Works executable with PyInstaller, then smoke-test it.

    .venv/bin/python tools/build_exe.py            # build dist/steamworks (.exe on Windows)
    .venv/bin/python tools/build_exe.py --no-test  # build only

The same script works on Linux, Windows and macOS. Everything the game reads at run time is
bundled: the rules data files (package data), the assets folder (fonts, sounds, theme, art)
and pygame_gui's own data. After building, it runs the executable's `--smoke-test` headless
and fails if that does not exit 0; it prints the file size and the start-up time.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SEP = ";" if os.name == "nt" else ":"  # PyInstaller's --add-data separator is platform-specific


def build() -> Path:
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        sys.exit("PyInstaller is not installed: run `.venv/bin/pip install -e .[build]` first")
    args = [
        str(ROOT / "tools" / "exe_entry.py"),
        "--name", "steamworks",
        "--onefile",
        "--noconfirm",
        "--clean",
        "--log-level", "WARN",
        "--distpath", str(ROOT / "dist"),
        "--workpath", str(ROOT / "build" / "pyinstaller"),
        "--specpath", str(ROOT / "build"),
        "--paths", str(ROOT),
        "--add-data", f"{ROOT / 'assets'}{SEP}assets",
        "--collect-data", "steamworks",
        "--collect-data", "pygame_gui",
        "--collect-submodules", "steamworks",
        # not needed at run time; keeps the file small
        "--exclude-module", "tkinter",
        "--exclude-module", "pytest",
        "--exclude-module", "hypothesis",
    ]
    if sys.platform != "darwin" and os.name == "nt":
        args.append("--windowed")
    pyinstaller.run(args)
    exe = ROOT / "dist" / ("steamworks.exe" if os.name == "nt" else "steamworks")
    if not exe.exists():
        sys.exit("the build did not produce an executable")
    return exe


def smoke_test(exe: Path) -> float:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    with tempfile.TemporaryDirectory() as tmp:
        env["STEAMWORKS_DATA_DIR"] = str(Path(tmp) / "data")
        shots = Path(tmp) / "shots"
        t0 = time.perf_counter()
        result = subprocess.run([str(exe), "--smoke-test", str(shots)], env=env, capture_output=True, text=True,
                                timeout=600)
        elapsed = time.perf_counter() - t0
        if result.returncode != 0:
            print(result.stdout[-4000:], result.stderr[-4000:], sep="\n")
            sys.exit(f"smoke test of the executable failed with exit code {result.returncode}")
        count = len(list(shots.glob("*.png")))
        if count == 0:
            sys.exit("smoke test wrote no screenshots")
        print(f"smoke test passed: {count} screenshots in {elapsed:.1f} s")
        return elapsed


def launch_time(exe: Path, runs: int = 3) -> float:
    """Median seconds from starting the executable to its first interactive title frame."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", STEAMWORKS_EXIT_AFTER_TITLE="1")
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        env["STEAMWORKS_DATA_DIR"] = tmp
        for _ in range(runs):
            t0 = time.perf_counter()
            result = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=120)
            if "title interactive" not in result.stdout:
                print(result.stdout[-2000:], result.stderr[-2000:], sep="\n")
                sys.exit("the executable did not reach its title screen")
            times.append(time.perf_counter() - t0)
    return sorted(times)[len(times) // 2]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-test", action="store_true", help="skip the smoke test")
    args = ap.parse_args()
    t0 = time.perf_counter()
    exe = build()
    size_mb = exe.stat().st_size / 1e6
    print(f"built {exe.relative_to(ROOT)}: {size_mb:.1f} MB in {time.perf_counter() - t0:.0f} s")
    if not args.no_test:
        smoke_test(exe)
        print(f"launch to an interactive title: median {launch_time(exe):.2f} s (target < 3 s)")
    shutil.rmtree(ROOT / "build" / "pyinstaller", ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
