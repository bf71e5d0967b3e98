#!/usr/bin/env python3
"""The coach measured on its own puzzles: its first choice in each puzzle position, beside the
solver's stored best.

    .venv/bin/python tools/coach_puzzles.py [--samples 8] [--markdown]

For each of the puzzles (steamworks/teach/puzzles/, easiest first) the coach's hint
(`coach.hints.suggest`, `--samples` sampled worlds and no clock, so the table is the same on
any machine) is asked in the puzzle's position. The table shows the solver's first move (the
puzzle's stored best line), the coach's first choice, whether they are the same move, and what
the coach reaches when its first choice is followed at every step until the turn is over,
against the stored best: "lost" is the best less that, in the puzzle's own unit (prestige,
pounds, sources...). The coach plays for estimated final prestige against the opponents, not
for a puzzle's goal, so a goal such as "end the turn with the most money" can part them.
"""

from __future__ import annotations

import argparse
import sys
import time

from steamworks.coach.addressed import order
from steamworks.coach.hints import suggest
from steamworks.rules import engine
from steamworks.teach.puzzles import Puzzle, load_puzzles
from steamworks.teach.solver import turn_over

# a turn never takes this many decisions: a safety net for following the coach
MAX_STEPS = 40


def coach_first(puzzle: Puzzle, state, samples: int):
    """The coach's first choice for the puzzle's player in `state`."""
    return suggest(state, puzzle.player, seconds=None, samples=samples, count=1)[0].action


def coach_line_result(puzzle: Puzzle, samples: int) -> int:
    """The puzzle's result when the coach's first choice is played at every step of the turn."""
    state = puzzle.start
    for _ in range(MAX_STEPS):
        if turn_over(puzzle.start, state):
            return puzzle.result(state)
        state = engine.apply(state, coach_first(puzzle, state, samples))
    raise RuntimeError(f"{puzzle.id}: the turn did not end within {MAX_STEPS} steps")


def rows(samples: int) -> list[tuple[str, ...]]:
    puzzles, broken = load_puzzles()
    for error in broken:
        print(f"left out: {error}", file=sys.stderr)
    out: list[tuple[str, ...]] = []
    for puzzle in puzzles:
        first = coach_first(puzzle, puzzle.start, samples)
        reached = coach_line_result(puzzle, samples)
        out.append(
            (
                puzzle.id,
                puzzle.goal.key,
                order(puzzle.start, puzzle.line[0]),
                order(puzzle.start, first),
                "yes" if first == puzzle.line[0] else "no",
                f"{reached} of {puzzle.best}",
                str(puzzle.best - reached),
            )
        )
    return out


HEADINGS = (
    "puzzle",
    "goal",
    "solver's first move",
    "coach's first choice",
    "same",
    "coach's line",
    "lost",
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=8, help="sampled worlds per hint")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    table = rows(args.samples)
    if args.markdown:
        print("| " + " | ".join(HEADINGS) + " |")
        print("|" + "---|" * len(HEADINGS))
        for row in table:
            print("| " + " | ".join(row) + " |")
    else:
        for row in table:
            print("  ".join(row))
    same = sum(row[4] == "yes" for row in table)
    best = sum(row[6] == "0" for row in table)
    print(
        f"\n{len(table)} puzzles: the coach's first choice is the solver's in {same}; "
        f"following the coach reaches the best in {best} "
        f"({time.perf_counter() - started:.0f} s, --samples {args.samples})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
