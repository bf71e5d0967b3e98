"""Seat-balanced tournaments between agents, spread over worker processes.

The library behind `python -m steamworks tournament` (steamworks/cli/tournament.py), the ladder
and the measuring tools: a lineup of `Entry`s (one per seat; `parse_entries` reads the
`level[@budget][:name=value...]` text the command line and the tools share), one `GameTask`
per deal and seating rotation, each played by `play_game` in a worker process, and `summarise`
for the table the command prints.

Every deal (game seed) is played once per seating rotation, so each agent sits in each seat,
and so on each persona and each turn position, equally often. Results are independent of the
number of worker processes: each game's agents are seeded from the tournament seed, the deal
and the seat.

Reported per agent (entries with the same name are pooled): games, win rate with a 95% Wilson
interval (a shared first place counts as 1/k of a win), mean rank, mean score margin (own score
minus the best other score at the table) and decision time median, p95 and max over decisions
that needed thinking (forced single-answer decisions are counted apart).
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from typing import TypedDict

import attrs

from steamworks.ai.levels import LEVELS, make_agent
from steamworks.rules import engine
from steamworks.rules.scoring import score_lines
from steamworks.rules.setup import quick_setup

from .spread import play_all


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


def option_value(text: str) -> int | float | str:
    """A tuning option's value as written: a whole number, a number, or text (a file's path)."""
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
            options.append((key, option_value(value)))
        default = budget.get(name) if isinstance(budget, dict) else budget
        out.append(
            Entry(name, int(own) if own else default, tuple(options), part if options else "")
        )
    if not out:
        raise SystemExit("--agents needs at least one agent")
    return out


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
    cluster: str | None = None,
) -> list[GameResult]:
    """Every game of the tournament, in game order: in `jobs` local processes, or on the Dask
    scheduler at `cluster` (spread.py; the same games either way)."""
    tasks = make_tasks(lineup, players, games, seed)
    return play_all(play_game, tasks, jobs, cluster, progress)
