"""`python -m steamworks puzzles --verify`: recompute every puzzle's best result.

For each puzzle the solver searches the whole turn again; the puzzle passes when the best it
finds equals the stored one and the stored line, played through the engine, reaches it. One
line per puzzle, then `N puzzles verified`; the exit status is 1 on any mismatch or any file
that does not load. A mismatch prints the solver's line as TOML, ready to paste.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from steamworks.teach import actionspec
from steamworks.teach.puzzles import LEVELS, PUZZLES_DIR, load_puzzles, verify
from steamworks.teach.solver import ChanceError, SolveError


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="steamworks puzzles",
        description="The one-turn puzzles. --verify recomputes every puzzle's best result.",
    )
    ap.add_argument(
        "--verify", action="store_true", help="solve every puzzle again; exit 1 on any mismatch"
    )
    ap.add_argument(
        "--puzzles", metavar="DIR", type=Path, default=PUZZLES_DIR, help=argparse.SUPPRESS
    )
    args = ap.parse_args(argv)
    puzzles, errors = load_puzzles(args.puzzles)
    for err in errors:
        print(f"FAIL {err}")
    if not args.verify:
        for p in puzzles:
            print(f"{p.id}: {p.title} ({LEVELS[p.level]}), best {p.best} {p.goal.label}")
        return 1 if errors else 0
    failed = len(errors)
    verified = 0
    for p in puzzles:
        began = time.perf_counter()
        try:
            problems, solution = verify(p)
        except (ChanceError, SolveError) as exc:
            failed += 1
            print(f"FAIL {p.id}: {exc}")
            continue
        seconds = time.perf_counter() - began
        if problems:
            failed += 1
            print(f"FAIL {p.id}: " + "; ".join(problems))
            print(f"     the solver's best = {solution.best}, line:")
            print(
                "line = [\n" + "".join(f"  {actionspec.to_toml(a)},\n" for a in solution.line) + "]"
            )
            continue
        verified += 1
        print(
            f"ok   {p.id}: best {solution.best} {p.goal.label} in {len(p.line)} actions "
            f"({solution.positions} positions, {seconds:.2f} s)"
        )
    print(f"{verified} puzzles verified")
    if failed:
        print(f"{failed} failed", file=sys.stderr)
    return 1 if failed else 0
