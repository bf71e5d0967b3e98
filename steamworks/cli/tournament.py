"""Seat-balanced tournaments between agents, spread over worker processes.

    python -m steamworks tournament --agents hard,medium --players 2 --games 200 --seed 1 --jobs 2

The agent list is the table: one entry per seat; a list shorter than --players is completed
with its last entry, so `--agents hard,medium --players 4` is Hard against three Medium
agents. An entry may carry its own budget: `hard@400` (iterations or samples per decision);
`--budget N` gives every search agent without one that budget, `--budget hard=400,medium=4`
one per level. Without a budget, agents think for their level's time per decision.
`--seconds S` gives every search agent (Medium, Hard and the references) the same S seconds
per decision instead, overriding level defaults and `@N`: comparisons at equal time.
`--workers W` lets each agent search with up to W processes (Hard's root-parallel search;
the other levels use one); with --jobs J that is up to J * W search processes.

The games themselves are played by steamworks/matches/tournament.py.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

import attrs

from steamworks.matches.tournament import (
    at_equal_time,
    format_table,
    parse_budgets,
    parse_entries,
    run,
    summarise,
)


class UsageError(Exception):
    """A bad command-line value: reported on one line, exit status 2."""


MAX_SECONDS = 600.0  # a longer think per decision is a typo, not an experiment
MAX_WORKERS = 256  # more search processes for one agent than any machine has cores for


def parse_seconds(text: str | None) -> float | None:
    """--seconds: a finite number of seconds above 0 and at most MAX_SECONDS."""
    if text is None:
        return None
    try:
        value = float(text)
    except ValueError:
        raise UsageError(f"--seconds {text!r} is not a number of seconds") from None
    if not (math.isfinite(value) and 0 < value <= MAX_SECONDS):
        raise UsageError(
            f"--seconds {text!r} must be more than 0 and at most {MAX_SECONDS:g} seconds"
        )
    return value


def parse_workers(text: str | None) -> int:
    """--workers: a whole number of processes, 1 to MAX_WORKERS (default 1)."""
    if text is None:
        return 1
    try:
        value = int(text)
    except ValueError:
        raise UsageError(f"--workers {text!r} is not a whole number of processes") from None
    if not 1 <= value <= MAX_WORKERS:
        raise UsageError(f"--workers {text!r} must be between 1 and {MAX_WORKERS}")
    return value


# options whose values may start with "-" (a bad "-inf" or "-2" must get our one-line message)
NUMBER_OPTIONS = ("--seconds", "--workers", "--budget")


def attach_values(argv: list[str], options: tuple[str, ...] = NUMBER_OPTIONS) -> list[str]:
    """`--seconds -inf` as `--seconds=-inf`: argparse takes a separate "-inf" for an option and
    prints its usage text instead of letting the value be judged."""
    out: list[str] = []
    i = 0
    while i < len(argv):
        if argv[i] in options and i + 1 < len(argv) and argv[i + 1].startswith("-"):
            out.append(f"{argv[i]}={argv[i + 1]}")
            i += 2
        else:
            out.append(argv[i])
            i += 1
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="steamworks tournament", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument(
        "--agents",
        required=True,
        help="comma-separated levels, one per seat, e.g. hard,medium "
        "(the last repeats to fill the table; name@N gives that agent N iterations)",
    )
    parser.add_argument("--players", type=int, default=2, help="players per game (2-5)")
    parser.add_argument(
        "--games", type=int, default=200, help="games to play (rounded up to whole rotations)"
    )
    parser.add_argument(
        "--seed", type=int, default=1, help="tournament seed: deals and agent seeds"
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument(
        "--budget",
        default=None,
        help="fixed iterations (hard) or samples (medium) per decision instead of the time budget: "
        "one number for every search agent, or per level, e.g. hard=300,medium=4",
    )
    parser.add_argument(
        "--seconds",
        default=None,
        help="the same time per decision (seconds) for every search agent, "
        "instead of level defaults and @N",
    )
    parser.add_argument(
        "--workers",
        default=None,
        help="processes each agent may search with (Hard searches root-parallel; default 1)",
    )
    parser.add_argument(
        "--json", metavar="PATH", default=None, help="also write the summary and every game as JSON"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress line")
    args = parser.parse_args(attach_values(sys.argv[1:] if argv is None else argv))
    if not 2 <= args.players <= 5:
        parser.error("--players must be between 2 and 5")
    try:
        seconds = parse_seconds(args.seconds)
        workers = parse_workers(args.workers)
        if seconds is not None and args.budget is not None:
            raise UsageError("--seconds and --budget exclude each other: choose time or iterations")
    except UsageError as exc:
        print(f"steamworks tournament: {exc}", file=sys.stderr)
        return 2
    entries = parse_entries(args.agents, parse_budgets(args.budget))
    if len(entries) > args.players:
        parser.error(f"{len(entries)} agents do not fit at a table of {args.players}")
    lineup = entries + [entries[-1]] * (args.players - len(entries))
    if seconds is not None:
        lineup = at_equal_time(lineup, seconds)
    lineup = [attrs.evolve(e, workers=workers) for e in lineup]

    def progress(done: int, total: int) -> None:
        if not args.quiet:
            print(f"\r{done}/{total} games", end="", file=sys.stderr, flush=True)

    started = time.perf_counter()
    results = run(lineup, args.players, args.games, args.seed, max(1, args.jobs), progress)
    wall = time.perf_counter() - started
    if not args.quiet:
        print(file=sys.stderr)
    summary = summarise(results)
    print(format_table(summary, len(results), args.players, wall, seconds, workers))
    if args.json:
        payload = {
            "command": {
                "agents": args.agents,
                "players": args.players,
                "games": args.games,
                "seed": args.seed,
                "jobs": args.jobs,
                "budget": args.budget,
                "seconds": seconds,
                "workers": workers,
            },
            "wall_seconds": wall,
            "summary": summary,
            "games": [attrs.asdict(r) for r in results],
        }
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(payload, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
