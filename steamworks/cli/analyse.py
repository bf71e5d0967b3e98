"""`python -m steamworks analyse SAVE [--seat N] [--seconds S] [--json]`: a saved game's
analysis, headless.

The save is loaded and checked exactly as `replay` loads it (a bad save gets the same one-line
message and exit status 1), then the decisions of the chosen seats (default: the human
seats; `--seat N`, repeatable, counts seats from 0 in the order of the table) are reviewed
(analysis.py), thinking for at most `--seconds` a decision (default 0.25). The text
report gives the five costliest decisions in words, every reviewed decision's loss and the
curve of estimated final prestige; `--json` prints one object instead:

    {"save": "...", "names": [...], "seats": [0], "seconds": 0.25, "complete": true,
     "decisions": [{"index": 17, "seat": 0, "age": 1, "round": 3, "chosen": "...",
                    "best": "...", "loss": 1.3, "chosen_prestige": ..., "best_prestige": ...,
                    "reason": "...", "choices": 9}, ...],
     "costliest": ["Round 3: you ...", ...],
     "curve": [{"index": 0, "estimates": [3.85, 3.85]}, ...]}

Exit status: 0 when the analysis was printed, 1 when the save could not be loaded, 2 for a
wrong command line (an unknown flag, a seat the game does not have, seconds that are not a
number above 0 and at most 600).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from steamworks.coach.analysis import (
    DEFAULT_SECONDS,
    Analysis,
    analyse,
    decision_line,
    human_seats,
)
from steamworks.persistence.savefile import LoadedGame

from .common import load_for_command, parse_command_line, printable

PROG = "steamworks analyse"
MAX_SECONDS = 600.0
CURVE_ROWS = 12  # rows of the curve in the text report


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 0.0 < value <= MAX_SECONDS):
        raise argparse.ArgumentTypeError(
            f"must be a number of seconds above 0 and at most {MAX_SECONDS:g}, not {text!r}"
        )
    return value


def _seat(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(
            f"must be a seat number (0 for the first player), not {text!r}"
        )
    return value


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog=PROG,
        description="Review a saved game's decisions: what each cost against the best "
        "found, in estimated final prestige, and how every player's estimate went.",
    )
    ap.add_argument("save", metavar="SAVE", help="the save file (.json) to analyse")
    ap.add_argument(
        "--seat",
        type=_seat,
        action="append",
        metavar="N",
        help="review seat N's decisions (0 is the first player; repeatable); "
        "default: the human seats",
    )
    ap.add_argument(
        "--seconds",
        type=_seconds,
        default=DEFAULT_SECONDS,
        metavar="S",
        help=f"thinking time at most per decision (default {DEFAULT_SECONDS:g})",
    )
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    return ap


def _you(loaded: LoadedGame, seats: Sequence[int]) -> set[int]:
    """The seats a report calls "you": the one human seat reviewed, when there is one."""
    humans = [s for s in seats if loaded.setup.seats[s].controller == "human"]
    return set(humans) if len(humans) == 1 else set()


def as_json(analysis: Analysis, loaded: LoadedGame, seconds: float) -> dict[str, Any]:
    you = _you(loaded, analysis.seats)
    return {
        "save": loaded.path.name if loaded.path is not None else None,
        "names": list(analysis.names),
        "seats": list(analysis.seats),
        "seconds": seconds,
        "complete": analysis.complete,
        "decisions": [
            {
                "index": r.index,
                "seat": r.seat,
                "age": r.age,
                "round": r.round,
                "chosen": r.chosen_text,
                "best": r.best_text,
                "loss": round(r.loss, 3),
                "chosen_prestige": round(r.chosen_prestige, 3),
                "best_prestige": round(r.best_prestige, 3),
                "reason": r.reason,
                "idle": r.idle,
                "choices": r.choices,
            }
            for r in analysis.decisions
        ],
        "costliest": [decision_line(r, analysis.names, you) for r in analysis.costliest()],
        "curve": [
            {"index": p.index, "estimates": [round(v, 3) for v in p.estimates]}
            for p in analysis.curve
        ],
    }


def print_report(analysis: Analysis, loaded: LoadedGame, seconds: float, out: TextIO) -> None:
    names = [printable(n) for n in analysis.names]
    you = _you(loaded, analysis.seats)
    whose = ", ".join(f"{names[s]} (seat {s})" for s in analysis.seats)
    name = loaded.path.name if loaded.path is not None else "?"
    print(f"Steam Works save {printable(name)!r}: the decisions of {whose}", file=out)
    lost = sum(r.loss for r in analysis.decisions)
    print(
        f"{analysis.done} decisions reviewed, at most {seconds:g} s each; "
        f"{lost:.1f} prestige given up against the best found in all.",
        file=out,
    )
    costliest = analysis.costliest()
    print(
        "\nThe costliest decisions:" if costliest else "\nNo decision gave anything up.", file=out
    )
    for n, r in enumerate(costliest, 1):
        print(f"  {n}. {printable(decision_line(r, analysis.names, you))}", file=out)
        print(f"     ({printable(r.reason)})", file=out)
    print("\nEvery decision reviewed (log index, round, loss, what was played):", file=out)
    for r in analysis.decisions:
        print(
            f"  {r.index:5d}  round {r.round:2d}  {r.loss:5.1f}  {printable(r.chosen_text)}",
            file=out,
        )
    print("\nEstimated final prestige through the game:", file=out)
    print("  index  " + "  ".join(f"{n[:10]:>10s}" for n in names), file=out)
    step = max(1, math.ceil(len(analysis.curve) / CURVE_ROWS))
    points = list(analysis.curve[::step])
    if points[-1] is not analysis.curve[-1]:
        points.append(analysis.curve[-1])
    for p in points:
        print(f"  {p.index:5d}  " + "  ".join(f"{v:10.1f}" for v in p.estimates), file=out)


def main(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Entry point of the `analyse` subcommand; `argv` excludes the program and subcommand."""
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    args = parse_command_line(_parser(), argv, out, err)
    if isinstance(args, int):
        return args
    loaded = load_for_command(PROG, args.save, err)
    if loaded is None:
        return 1
    players = len(loaded.setup.seats)
    seats = human_seats(loaded.setup) if args.seat is None else tuple(sorted(set(args.seat)))
    for seat in seats:
        if seat >= players:
            print(
                f"{PROG}: there is no seat {seat} in this {players}-player game "
                f"(seats 0 to {players - 1})",
                file=err,
            )
            return 2
    show_progress = err.isatty()

    def progress(partial: Analysis) -> None:
        if show_progress:
            print(f"\ranalysing: {partial.done} of {partial.total} decisions", end="", file=err)

    result = analyse(loaded.setup, loaded.log, seats=seats, seconds=args.seconds, progress=progress)
    if show_progress:
        print(file=err)
    try:
        if args.json:
            json.dump(as_json(result, loaded, args.seconds), out, indent=1)
            print(file=out)
        else:
            print_report(result, loaded, args.seconds, out)
    except BrokenPipeError:  # `... | head`: the reader has seen enough
        if out is sys.stdout:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
