"""Count cut text on every smoke-test screen over a grid of languages, text sizes and window
sizes: the measure of issue #34's and #35's bars ("0 overflows on every smoke-test screen at
every offered text size, in every language and the pseudo-locale, at 1280x720, 1600x900 and
1920x1080").

Each cell of the grid is one smoke test (`python -m steamworks --smoke-test DIR --window WxH
--text-size P --language L`) in a process of its own, run from this checkout; the overflow
watcher's lines on its stderr are counted. The grid is printed as a table, one row for each
language and window, one column for each size; `--screens` adds the count for each screen
and each kind of cut, `--json FILE` writes every cut found.

    .venv/bin/python tools/overflow_sweep.py                       # the offered sizes, all
    .venv/bin/python tools/overflow_sweep.py --sizes 175,200 --languages de,pseudo --screens

Exit status 1 when a cell has an overflow or a screen failed to render, so the sweep can gate.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "de", "fr", "es", "pseudo")
WINDOWS = ("1280x720", "1600x900", "1920x1080")

# "smoke test: overflow: build at 1280x720: clock lock: 'Spielende' needs 59x20 px in a 58x51 box"
CUT = re.compile(r"^smoke test: overflow: (?P<screen>\S+) at \d+x\d+: (?P<what>[^:]+?):")
TOTAL = re.compile(r"^smoke test: (?P<count>\d+) overflows in ")


@dataclass
class Cell:
    """One smoke test of the grid and what it found."""

    language: str
    window: str
    size: int  # percent
    cuts: list[str] = field(default_factory=list)  # the watcher's lines, as printed
    failed: bool = False  # a screen did not render (or the run did not finish)

    @property
    def count(self) -> int:
        return len(self.cuts)


def offered_sizes() -> tuple[int, ...]:
    """The text sizes Settings offers, in percent (steamworks/ui/settings.py)."""
    sys.path.insert(0, str(ROOT))
    from steamworks.ui.settings import UI_SCALES

    return tuple(round(value * 100) for _label, value in UI_SCALES)


def read_smoke(cell: Cell, returncode: int, stderr: str) -> Cell:
    """Fill `cell` from a smoke test's exit status and stderr."""
    lines = stderr.splitlines()
    cell.cuts = [line for line in lines if CUT.match(line)]
    totals = [int(m["count"]) for line in lines if (m := TOTAL.match(line))]
    # a run that did not reach its last line, or that says a screen failed, is not a count
    cell.failed = returncode != 0 or not totals or totals[-1] != len(cell.cuts)
    return cell


def run_smoke(cell: Cell, python: str = sys.executable) -> Cell:
    """Run one smoke test of the grid in a process of its own, headless, from this checkout."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    with tempfile.TemporaryDirectory(prefix="overflow-sweep-") as shots:
        command = [python, "-m", "steamworks", "--smoke-test", shots, "--window", cell.window]
        command += ["--text-size", str(cell.size), "--language", cell.language]
        done = subprocess.run(
            command, cwd=ROOT, env=env, capture_output=True, text=True, check=False
        )
    return read_smoke(cell, done.returncode, done.stderr)


def sweep(
    languages: Sequence[str],
    windows: Sequence[str],
    sizes: Sequence[int],
    jobs: int,
    runner: Callable[[Cell], Cell] = run_smoke,
) -> list[Cell]:
    """Every cell of the grid, run `jobs` at a time (each is a process of its own)."""
    cells = [Cell(lang, win, size) for lang in languages for win in windows for size in sizes]
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(runner, cells))


def grid_table(cells: Sequence[Cell], sizes: Sequence[int]) -> str:
    """The counts as a Markdown table: a row for each language and window, a column for each
    size ("!" after a count whose run failed)."""
    rows: dict[tuple[str, str], dict[int, Cell]] = {}
    for cell in cells:
        rows.setdefault((cell.language, cell.window), {})[cell.size] = cell
    head = "| language | window | " + " | ".join(f"{s}%" for s in sizes) + " |"
    out = [head, "|" + "---|" * (len(sizes) + 2)]
    for (language, window), by_size in rows.items():
        counts = [
            f"{by_size[s].count}{'!' if by_size[s].failed else ''}" if s in by_size else ""
            for s in sizes
        ]
        out.append(f"| {language} | {window} | " + " | ".join(counts) + " |")
    return "\n".join(out)


def by_screen(cells: Iterable[Cell]) -> list[tuple[str, str, int]]:
    """How many cuts each (screen, kind of text) has over the whole grid, most first."""
    seen: Counter[tuple[str, str]] = Counter()
    for cell in cells:
        for line in cell.cuts:
            match = CUT.match(line)
            assert match is not None  # (kept only when it matched)
            seen[(match["screen"], match["what"].strip())] += 1
    return [(screen, what, n) for (screen, what), n in seen.most_common()]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    parser.add_argument("--windows", default=",".join(WINDOWS))
    parser.add_argument(
        "--sizes", default="", help="text sizes in percent (default: the ones Settings offers)"
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--screens", action="store_true", help="also count by screen and kind")
    parser.add_argument("--json", type=Path, help="write every cell's cuts to this file")
    args = parser.parse_args(argv)
    sizes = tuple(int(s) for s in args.sizes.split(",") if s) or offered_sizes()
    languages = tuple(s for s in args.languages.split(",") if s)
    windows = tuple(s for s in args.windows.split(",") if s)
    cells = sweep(languages, windows, sizes, args.jobs)
    print(grid_table(cells, sizes))
    total, failed = sum(c.count for c in cells), sum(c.failed for c in cells)
    print(f"\n{total} overflows in {len(cells)} smoke tests; {failed} runs failed")
    if args.screens:
        print("\n| screen | text | cuts |\n|---|---|---|")
        for screen, what, n in by_screen(cells):
            print(f"| {screen} | {what} | {n} |")
    if args.json:
        plain = [vars(c) | {"count": c.count} for c in cells]
        args.json.write_text(json.dumps(plain, indent=1, ensure_ascii=False), encoding="utf-8")
    return 1 if total or failed else 0


if __name__ == "__main__":
    sys.exit(main())
