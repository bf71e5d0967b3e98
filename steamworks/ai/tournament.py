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

Every deal (game seed) is played once per seating rotation, so each agent sits in each seat,
and so on each persona and each turn position, equally often. --games is rounded up to a whole
number of rotations. Results are independent of --jobs: each game's agents are seeded from
the tournament seed, the deal and the seat.

Reported per agent (entries with the same name are pooled): games, win rate with a 95% Wilson
interval (a shared first place counts as 1/k of a win), mean rank, mean score margin (own score
minus the best other score at the table) and decision time median, p95 and max over decisions
that needed thinking (forced single-answer decisions are counted apart).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable
from typing import TypedDict

import attrs

from steamworks.rules import engine
from steamworks.rules.scoring import score_lines
from steamworks.rules.setup import quick_setup

from .levels import LEVELS, make_agent


@attrs.frozen(slots=True)
class Entry:
    """One seat's agent in the lineup."""

    level: str
    budget: int | None = None
    options: tuple[tuple[str, object], ...] = ()  # tuning options passed to make_agent
    text: str = ""  # as written on the command line
    seconds: float | None = None  # time per decision instead of the level's (--seconds)
    workers: int = 1  # processes the agent may search with (--workers)

    @property
    def label(self) -> str:
        if self.text:
            return self.text
        return self.level if self.budget is None else f"{self.level}@{self.budget}"


@attrs.frozen(slots=True)
class GameTask:
    index: int
    deal_seed: int
    tournament_seed: int
    lineup: tuple[Entry, ...]  # agent per seat, already rotated
    players: int


@attrs.frozen(slots=True)
class GameResult:
    index: int
    deal_seed: int
    labels: tuple[str, ...]  # agent label per seat
    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    decision_seconds: tuple[tuple[float, ...], ...]  # per seat, decisions that needed thinking
    forced: tuple[int, ...]  # per seat, single-answer decisions
    iterations: tuple[tuple[int, ...], ...]  # per seat, iterations per thinking decision
    rounds: int
    seconds: float


class _Tally(TypedDict):
    """One agent's results while `summarise` adds up the games (pooled over its seats)."""

    seats: int
    wins: float
    ranks: list[int]
    margins: list[int]
    scores: list[int]
    times: list[float]
    iterations: list[int]
    forced: int


class AgentSummary(TypedDict):
    """One agent's line of a tournament's results (see `summarise`)."""

    seats: int
    wins: float
    win_rate: float
    win_low: float
    win_high: float
    mean_rank: float
    mean_margin: float
    mean_score: float
    decisions: int
    forced_decisions: int
    time_median: float
    time_p95: float
    time_max: float
    iterations_median: float


def _option_value(text: str) -> int | float | str:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def parse_budgets(text: str | None) -> dict[str, int] | int | None:
    """--budget: one number for every search agent, or per level: `hard=300,medium=4`."""
    if text is None:
        return None
    if "=" not in text:
        if not text.strip().isdigit():
            raise SystemExit(
                f"--budget {text!r} must be a number of iterations, or level=number pairs"
            )
        return int(text)
    out = {}
    for part in text.split(","):
        name, _, value = part.partition("=")
        if not value.strip().isdigit():
            raise SystemExit(f"--budget {text!r}: {part!r} must be level=number, e.g. hard=300")
        out[name.strip().lower()] = int(value)
    return out


def parse_entries(text: str, budget: dict[str, int] | int | None) -> list[Entry]:
    """`level[@budget][:name=value...]`, comma-separated (options are for tuning experiments)."""
    out = []
    for part in text.split(","):
        part = part.strip().lower()
        if not part:
            continue
        head, *opts = part.split(":")
        name, _, own = head.partition("@")
        if name not in LEVELS:
            raise SystemExit(f"unknown agent {name!r}; choose from {', '.join(LEVELS)}")
        options = []
        for o in opts:
            key, eq, value = o.partition("=")
            if not eq:
                raise SystemExit(f"agent option {o!r} must be name=value")
            options.append((key, _option_value(value)))
        default = budget.get(name) if isinstance(budget, dict) else budget
        out.append(
            Entry(name, int(own) if own else default, tuple(options), part if options else "")
        )
    if not out:
        raise SystemExit("--agents needs at least one agent")
    return out


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


def at_equal_time(lineup: list[Entry], seconds: float) -> list[Entry]:
    """Every search agent thinks `seconds` a decision; their iteration budgets are dropped."""
    return [
        attrs.evolve(e, budget=None, seconds=seconds) if LEVELS[e.level].seconds else e
        for e in lineup
    ]


def agent_seed(tournament_seed: int, deal_seed: int, seat: int) -> int:
    return (tournament_seed * 1_000_003 + deal_seed) * 16 + seat


def play_game(task: GameTask) -> GameResult:
    """Play one whole game; every agent decides for its own seat."""
    started = time.perf_counter()
    agents = [
        make_agent(
            e.level,
            agent_seed(task.tournament_seed, task.deal_seed, seat),
            budget=e.budget,
            workers=e.workers,
            **dict(e.options),
            **({} if e.seconds is None else {"seconds": e.seconds}),
        )
        for seat, e in enumerate(task.lineup)
    ]
    state = engine.start(quick_setup(task.players, task.deal_seed))
    times: list[list[float]] = [[] for _ in agents]
    iters: list[list[int]] = [[] for _ in agents]
    forced = [0] * len(agents)
    while (seat := engine.to_act(state)) is not None:  # None once the game is over
        decision = agents[seat].choose_with_info(state, seat)
        if decision.forced:
            forced[seat] += 1
        else:
            times[seat].append(decision.seconds)
            iters[seat].append(decision.iterations)
        state = engine.apply(state, decision.action, check=False)
    lines = score_lines(state)
    return GameResult(
        index=task.index,
        deal_seed=task.deal_seed,
        labels=tuple(e.label for e in task.lineup),
        scores=tuple(sl.total for sl in lines),
        ranks=tuple(sl.rank for sl in lines),
        decision_seconds=tuple(tuple(t) for t in times),
        forced=tuple(forced),
        iterations=tuple(tuple(i) for i in iters),
        rounds=state.round,
        seconds=time.perf_counter() - started,
    )


def make_tasks(lineup: list[Entry], players: int, games: int, seed: int) -> list[GameTask]:
    rotations = players
    deals = max(1, math.ceil(games / rotations))
    tasks: list[GameTask] = []
    for d in range(deals):
        deal_seed = seed * 100_000 + d
        for r in range(rotations):
            rotated = tuple(lineup[(s - r) % players] for s in range(players))
            tasks.append(GameTask(len(tasks), deal_seed, seed, rotated, players))
    return tasks


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def summarise(results: list[GameResult]) -> dict[str, AgentSummary]:
    """Per-agent statistics (pooled over seats with the same label)."""
    stats: dict[str, _Tally] = {}
    for res in results:
        for seat, label in enumerate(res.labels):
            s = stats.setdefault(
                label,
                {
                    "seats": 0,
                    "wins": 0.0,
                    "ranks": [],
                    "margins": [],
                    "scores": [],
                    "times": [],
                    "iterations": [],
                    "forced": 0,
                },
            )
            s["seats"] += 1
            firsts = sum(1 for r in res.ranks if r == 1)
            if res.ranks[seat] == 1:
                s["wins"] += 1.0 / firsts
            s["ranks"].append(res.ranks[seat])
            best_other = max(sc for i, sc in enumerate(res.scores) if i != seat)
            s["margins"].append(res.scores[seat] - best_other)
            s["scores"].append(res.scores[seat])
            s["times"].extend(res.decision_seconds[seat])
            s["iterations"].extend(res.iterations[seat])
            s["forced"] += res.forced[seat]
    out: dict[str, AgentSummary] = {}
    for label, s in stats.items():
        n = s["seats"]
        lo, hi = wilson(s["wins"], n)
        times = s["times"]
        out[label] = {
            "seats": n,
            "wins": s["wins"],
            "win_rate": s["wins"] / n,
            "win_low": lo,
            "win_high": hi,
            "mean_rank": statistics.fmean(s["ranks"]),
            "mean_margin": statistics.fmean(s["margins"]),
            "mean_score": statistics.fmean(s["scores"]),
            "decisions": len(times),
            "forced_decisions": s["forced"],
            "time_median": statistics.median(times) if times else 0.0,
            "time_p95": percentile(times, 0.95),
            "time_max": max(times) if times else 0.0,
            "iterations_median": statistics.median(s["iterations"]) if s["iterations"] else 0,
        }
    return out


def format_table(
    summary: dict[str, AgentSummary],
    games: int,
    players: int,
    wall: float,
    seconds: float | None = None,
    workers: int = 1,
) -> str:
    thinking = (
        f"; every search agent {seconds:g} s a decision"
        if seconds is not None
        else "; agents at their own budgets"
    )
    thinking += f", up to {workers} search process{'es' if workers > 1 else ''} each"
    lines = [
        f"{games} games, {players} players, {wall:.0f} s{thinking}",
        f"{'agent':<14}{'seats':>6}{'win rate':>10}{'95% interval':>17}{'rank':>7}{'margin':>8}"
        f"{'score':>7}{'t median':>10}{'t p95':>8}{'t max':>8}{'iters':>7}",
    ]
    for label, s in sorted(summary.items(), key=lambda kv: -kv[1]["win_rate"]):
        lines.append(
            f"{label:<14}{s['seats']:>6}{s['win_rate']:>9.1%} [{s['win_low']:>6.1%}, {s['win_high']:>6.1%}]"
            f"{s['mean_rank']:>7.2f}{s['mean_margin']:>+8.2f}{s['mean_score']:>7.1f}"
            f"{s['time_median']:>9.3f}s{s['time_p95']:>7.3f}s{s['time_max']:>7.3f}s{s['iterations_median']:>7.0f}"
        )
    return "\n".join(lines)


def run(
    lineup: list[Entry],
    players: int,
    games: int,
    seed: int,
    jobs: int,
    progress: Callable[[int, int], None] | None = None,
) -> list[GameResult]:
    tasks = make_tasks(lineup, players, games, seed)
    results: list[GameResult] = []
    if jobs <= 1:
        for t in tasks:
            results.append(play_game(t))
            if progress:
                progress(len(results), len(tasks))
    else:
        # spawn, not fork: the parent may be a UI process with threads. Not multiprocessing's
        # Pool: its processes are daemons, which may not start Hard's search workers
        ctx = multiprocessing.get_context("spawn")
        with concurrent.futures.ProcessPoolExecutor(jobs, mp_context=ctx) as pool:
            for future in concurrent.futures.as_completed(
                [pool.submit(play_game, t) for t in tasks]
            ):
                results.append(future.result())
                if progress:
                    progress(len(results), len(tasks))
    results.sort(key=lambda r: r.index)
    return results


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
