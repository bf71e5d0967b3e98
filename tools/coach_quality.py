#!/usr/bin/env python3
"""How good the coach's first choice is: on positions of real games, the hint's first choice
against the best move of Hard's search given twenty times the hint's time.

    nice -n 5 .venv/bin/python tools/coach_quality.py --label before   # samples, references, hints
    .venv/bin/python tools/coach_quality.py --markdown                 # the runs kept, as a table

    # the same against today's Hard (the frozen hard-v2 by default), in a cache of its own
    nice -n 5 .venv/bin/python tools/coach_quality.py --reference hard \
        --cache tools/data/coach_quality_hard.json.gz --label LABEL

    # a change of the coach's weights measured before it is made (--coach names it in the table)
    nice -n 5 .venv/bin/python tools/coach_quality.py --label LABEL \
        --coach-weights holdings_many=0 --coach "Hard's weights without the four-player table"

Positions (`sample_positions`): seeded games between Medium agents at one sample a decision
(`medium@1`, the policy the learned table was fitted on), 34 two-player, 24 three-, 24 four-
and 20 five-player games; from each game one decision of Age I, one of Age II and one of Age
III, drawn with the game's own seeded stream among the decisions where the player to move has
a real choice (two candidates or more, `ai/candidates.py`): 305 positions (one game has no
such decision in Age III). They are written to the cache (`--cache`, gzipped JSON: every
position's whole state, in the save format's converter) the first time and read from it
afterwards, so that every run is on the same positions.

Reference (`reference`): Hard's search (`REFERENCE_LEVEL`, or `--reference`'s level: a cache
says which level searched it and is refused to any other; one process) from each
position for `--ratio` times the hint's budget (default 20 x 0.1 s), on the thread's CPU
clock (`time.thread_time`), so that the load of the shared machine does not shorten it. Its
best move is the root child visited most, the move Hard would play. The search is kept in the
cache with the positions (every root child's visits and summed utility): it is made once, and
every later run is measured against the same.

Values (`move_value`): what a move is worth is Hard's search *of that move alone* (the root
given the one move, so every iteration goes through it and Hard's tree below it: the
opponents' replies, the player's answers) for a quarter of the reference's budget, its mean
utility: the margin over the opponents in prestige (with two players exactly; with three or
more Hard adds its chance of finishing first on a prestige-sized scale, `winprob.WIN_SCALE`:
one point of margin at an even position with three rounds left is one point of utility,
docs/ai.md). Why not the reference's own root statistics: UCB1 stops visiting a move whose
first leaves looked poor, so the reference's mean of a move it did not like is one or a few
noisy leaves (a move scored once at -2.9 was never looked at again in 1,000 iterations). The
best move and the hint's are valued alike, each by its own search of equal budget; values are
cached per position and move.

Hints (`measure`): `coach.hints.suggest` at `--seconds` of the thread's CPU clock (its other
settings the game's), and its first choice. The loss is the value of the reference's best move
less the value of the hint's (0 when they are the same move; never below 0: a hint's move
valued above Hard's choice counts as no loss). The summary: mean loss with a 95% bootstrap
interval, the share within 0.5 prestige with its Wilson interval, and the share where the hint
is the reference's own move. Each run is kept in the cache under its `--label` with every
hint's move, so `--rescore LABEL` values a kept run again without asking the coach;
`--markdown` prints every kept run, and each against the first.
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs

from steamworks.ai import make_agent
from steamworks.ai.agent import Stop
from steamworks.ai.candidates import candidate_actions
from steamworks.ai.evaluate import WEIGHT_NAMES, Weights
from steamworks.ai.mcts import HardAgent, _most_visited
from steamworks.ai.observe import observe, public_key
from steamworks.coach.evaluation import COACH_WEIGHTS
from steamworks.coach.hints import suggest
from steamworks.matches.tournament import option_value, wilson
from steamworks.persistence.convert import converter
from steamworks.rules import engine
from steamworks.rules.actions import Action
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import GameState

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CACHE = ROOT / "tools" / "data" / "coach_quality.json.gz"
# (players, games): up to three positions a game (one an age), 305 in all
PLAN: tuple[tuple[int, int], ...] = ((2, 34), (3, 24), (4, 24), (5, 20))
HINT_SECONDS = 0.1  # the hint's budget, CPU seconds of its thread
RATIO = 20.0  # the reference searches this many times the hint's budget
VALUE_SHARE = 0.25  # a move's own search takes this share of the reference's budget
WITHIN = 0.5  # prestige: "within" the reference's best
REFERENCE_SEED = 33  # Hard's seed for the reference and the values
# The player of the reference and the values: Hard as it was when the cached reference was made
# (2026-11-28), frozen as hard-v2 (same decisions at fixed budgets on 53 of 53 positions), so that
# values searched later, for moves a new coach offers, come from the same player as the cache.
# Today's Hard differs with two and four players (the holdings tables, sessions 29 and 31):
# `--reference hard --cache OTHER` measures the hints against today's Hard in a cache of its own.
REFERENCE_LEVEL = "hard-v2"
BOOTSTRAP = 2000  # resamples for the mean loss's interval


@attrs.frozen
class Position:
    """A decision of a seeded game: the state before it and where it came from."""

    id: str  # "p3-g1007-s41": players, game seed, step
    players: int
    game_seed: int
    step: int  # actions played before it
    age: int
    round: int
    seat: int
    state: GameState


# ------------------------------------------------------------------ positions


def game_seed(players: int, game: int) -> int:
    return 1000 * players + game


def play_game(players: int, seed: int) -> list[GameState]:
    """Every state before an action of a seeded game between medium@1 agents, in order."""
    state = engine.start(quick_setup(players, seed))
    agents = [make_agent("medium", seed * 10 + i, budget=1) for i in range(players)]
    states = []
    while not engine.is_over(state):
        states.append(state)
        seat = engine.to_act(state)
        assert seat is not None  # the game is not over
        state = engine.apply(state, agents[seat].choose(state), check=False)
    return states


def positions_of_game(players: int, seed: int) -> list[Position]:
    """One decision with a real choice from each age of the game, drawn with a stream seeded
    by the game (the same game always gives the same positions)."""
    by_age: dict[int, list[int]] = {}
    states = play_game(players, seed)
    for step, state in enumerate(states):
        if len(candidate_actions(state)) > 1:
            by_age.setdefault(state.age, []).append(step)
    rng = random.Random(f"coach-quality {players} {seed}")
    out = []
    for age in sorted(by_age):
        step = rng.choice(by_age[age])
        state = states[step]
        seat = engine.to_act(state)
        assert seat is not None
        out.append(
            Position(
                f"p{players}-g{seed}-s{step}", players, seed, step, age, state.round, seat, state
            )
        )
    return out


def sample_positions(
    plan: Sequence[tuple[int, int]] = PLAN, progress: Callable[[str], None] = lambda _m: None
) -> list[Position]:
    """The positions of `plan` ((players, games) pairs), deterministic: every call the same."""
    out = []
    for players, games in plan:
        for game in range(1, games + 1):
            out.extend(positions_of_game(players, game_seed(players, game)))
        progress(f"{players} players: {games} games, {len(out)} positions so far")
    return out


def position_to_json(p: Position) -> dict[str, Any]:
    doc = {k: v for k, v in attrs.asdict(p, recurse=False).items() if k != "state"}
    doc["state"] = converter.unstructure(p.state, GameState)
    return doc


def position_from_json(doc: dict[str, Any]) -> Position:
    state = converter.structure(doc["state"], GameState)
    if engine.to_act(state) != doc["seat"] or len(candidate_actions(state)) < 2:
        raise ValueError(f"position {doc['id']} is no longer a choice for seat {doc['seat']}")
    fields = {k: doc[k] for k in attrs.fields_dict(Position) if k != "state"}
    return Position(state=state, **fields)


def action_json(action: Action) -> Any:
    return converter.unstructure(action, Action)


def action_from_json(doc: Any) -> Action:
    return converter.structure(doc, Action)  # type: ignore[no-any-return]


# ------------------------------------------------------------------ the reference search


class CpuStop(Stop):
    """A search's stop after `seconds` of this thread's CPU time (not the wall clock)."""

    def __init__(self, seconds: float):
        super().__init__()
        self.cpu_deadline = time.thread_time() + seconds

    def should_stop(self, done: int) -> bool:
        return time.thread_time() >= self.cpu_deadline


def hard_search(
    state: GameState, legal: list[Action], seconds: float, level: str = REFERENCE_LEVEL
) -> tuple[list[tuple[Action, int, float]], int, float]:
    """The search of `level` (Hard or a frozen Hard) from `state` among `legal` for `seconds`
    of CPU: ((action, visits, summed utility) per root child, iterations, CPU seconds)."""
    agent = make_agent(level, seed=REFERENCE_SEED)
    assert isinstance(agent, HardAgent)
    seat = engine.to_act(state)
    assert seat is not None
    view = observe(state)
    rng = random.Random((REFERENCE_SEED << 64) ^ public_key(view))  # as Agent.choose seeds it
    started = time.thread_time()
    stats, iterations = agent.root_statistics(view, seat, legal, rng, CpuStop(seconds))
    took = time.thread_time() - started
    return [(legal[i], visits, total) for i, visits, total in stats], iterations, took


def most_visited(children: Sequence[tuple[Any, int, float]]) -> int:
    """The index of the child Hard plays (mcts.py: visited most, then best on average)."""
    return _most_visited([(i, visits, total) for i, (_a, visits, total) in enumerate(children)])


def reference(p: Position, seconds: float, level: str = REFERENCE_LEVEL) -> dict[str, Any]:
    """The reference search of a position, as kept in the cache."""
    children, iterations, took = hard_search(p.state, candidate_actions(p.state), seconds, level)
    return {
        "seconds": seconds,
        "iterations": iterations,
        "cpu": round(took, 3),
        "children": [[action_json(a), v, t] for a, v, t in children],
        "best": most_visited(children),
    }


def move_value(
    p: Position, action: Action, seconds: float, level: str = REFERENCE_LEVEL
) -> dict[str, Any]:
    """Hard's search of `action` alone from the position: its mean utility for the player
    deciding (prestige), with the visits and CPU it took. (The root is given the move twice:
    a root of one candidate is never searched, and the second copy's turn, ending where the
    first's did, merges into it; a turn that drew hidden tiles keeps two edges, both the
    move, summed.)"""
    children, iterations, took = hard_search(p.state, [action, action], seconds, level)
    visits = sum(v for _a, v, _t in children)
    total = sum(t for _a, _v, t in children)
    return {
        "value": total / visits if visits else None,
        "visits": visits,
        "iterations": iterations,
        "cpu": round(took, 3),
    }


# ------------------------------------------------------------------ losses and figures


def loss_from_values(best_value: float, hint_value: float) -> float:
    """The loss: the value of the reference's best move less the value of the hint's, >= 0."""
    return max(0.0, best_value - hint_value)


def bootstrap_mean(values: Sequence[float], resamples: int = BOOTSTRAP) -> tuple[float, float]:
    """A 95% percentile bootstrap interval of the mean (seeded: the same values, the same
    interval)."""
    rng = random.Random(1)
    n = len(values)
    means = sorted(sum(rng.choices(values, k=n)) / n for _ in range(resamples))
    return means[int(0.025 * resamples)], means[int(0.975 * resamples) - 1]


def summary(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The figures of a run's rows: mean loss and its interval, the share within WITHIN and
    its interval, how often the hint was the reference's move or valued above it."""
    losses = [float(r["loss"]) for r in rows]
    n = len(losses)
    within = sum(1 for x in losses if x <= WITHIN)
    low, high = bootstrap_mean(losses)
    w_low, w_high = wilson(within, n)
    return {
        "positions": n,
        "mean_loss": statistics.fmean(losses),
        "mean_loss_interval": [low, high],
        "within": within,
        "within_share": within / n,
        "within_interval": [w_low, w_high],
        "same": sum(1 for r in rows if r["same"]),
        "hint_better": sum(1 for r in rows if not r["same"] and r["hint_value"] > r["best_value"]),
    }


def summary_line(label: str, run: dict[str, Any]) -> str:
    s = run["summary"]
    return (
        f"{label}: {s['positions']} positions, mean loss {s['mean_loss']:.3f} "
        f"[{s['mean_loss_interval'][0]:.3f}, {s['mean_loss_interval'][1]:.3f}] prestige, "
        f"within {WITHIN}: {100 * s['within_share']:.1f}% "
        f"[{100 * s['within_interval'][0]:.1f}%, {100 * s['within_interval'][1]:.1f}%], "
        f"the reference's move {s['same']}, the hint's valued higher {s['hint_better']}"
    )


# ------------------------------------------------------------------ the cache


def read_cache(path: Path, level: str = REFERENCE_LEVEL) -> dict[str, Any]:
    """The cache at `path` (a new one if there is none) whose references and values are
    searched by `level`; a cache made by another level is refused (its figures would mix two
    players' judgements)."""
    if not path.exists():
        return {
            "positions": [],
            "references": {},
            "values": {},
            "runs": {},
            "reference_level": level,
        }
    with gzip.open(path, "rt", encoding="utf-8") as f:
        cache: dict[str, Any] = json.load(f)
    made_by = reference_level(cache)
    if made_by != level:
        raise SystemExit(
            f"{path}: its references and values were searched by {made_by}, not {level}: "
            "give --reference to match it, or another --cache"
        )
    return cache


def reference_level(cache: dict[str, Any]) -> str:
    """Who searched a cache's references and values (the first cache, made before caches said
    so, by the Hard frozen as hard-v2)."""
    return str(cache.get("reference_level", REFERENCE_LEVEL))


def write_cache(path: Path, cache: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_suffix(".tmp")
    with gzip.GzipFile(temp, "wb", mtime=0) as raw:
        raw.write(json.dumps(cache, separators=(",", ":"), sort_keys=True).encode("utf-8"))
    os.replace(temp, path)


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def ensure_positions(cache: dict[str, Any], path: Path) -> list[Position]:
    if not cache["positions"]:
        started = time.perf_counter()
        found = sample_positions(progress=say)
        cache["positions"] = [position_to_json(p) for p in found]
        cache["sampled"] = {
            "plan": [list(x) for x in PLAN],
            "seconds": round(time.perf_counter() - started, 1),
        }
        write_cache(path, cache)
        say(f"{len(found)} positions sampled and cached")
    return [position_from_json(doc) for doc in cache["positions"]]


def ensure_references(
    cache: dict[str, Any], path: Path, positions: Sequence[Position], seconds: float
) -> None:
    refs = cache["references"]
    todo = [p for p in positions if p.id not in refs]
    for i, p in enumerate(todo):
        refs[p.id] = reference(p, seconds, reference_level(cache))
        if (i + 1) % 10 == 0 or i + 1 == len(todo):
            write_cache(path, cache)
            say(f"references: {len(refs)} of {len(positions)} (load {os.getloadavg()[0]:.1f})")
    for p in positions:
        if refs[p.id]["seconds"] != seconds:
            raise SystemExit(
                f"the cached reference of {p.id} searched {refs[p.id]['seconds']} s, not "
                f"{seconds} s: use the hint budget it was made for, or another --cache"
            )


def value_of(
    cache: dict[str, Any], path: Path, p: Position, action: Action, seconds: float
) -> float:
    """The cached value of `action` in `p` (searched now when it is not cached yet)."""
    key = json.dumps(action_json(action), sort_keys=True)
    known = cache["values"].setdefault(p.id, {})
    if key not in known:
        known[key] = move_value(p, action, seconds, reference_level(cache))
        write_cache(path, cache)
    value = known[key]["value"]
    assert value is not None  # a search of a position with a choice visits its move
    return float(value)


def score(cache: dict[str, Any], path: Path, p: Position, hint: Action) -> dict[str, Any]:
    """A hint's row: its move, whether it is the reference's, their values and the loss."""
    ref = cache["references"][p.id]
    best = action_from_json(ref["children"][ref["best"]][0])
    visits = {json.dumps(a, sort_keys=True): v for a, v, _t in ref["children"]}
    hint_key = json.dumps(action_json(hint), sort_keys=True)
    row: dict[str, Any] = {
        "id": p.id,
        "players": p.players,
        "age": p.age,
        "hint": action_json(hint),
        "same": hint == best,
        # how often the reference's root visited the hint's move (0: never widened to it)
        "ref_visits": visits.get(hint_key, 0),
    }
    if hint == best:
        row.update(loss=0.0, best_value=None, hint_value=None)
        return row
    seconds = ref["seconds"] * VALUE_SHARE
    best_value = value_of(cache, path, p, best, seconds)
    hint_value = value_of(cache, path, p, hint, seconds)
    row.update(
        loss=round(loss_from_values(best_value, hint_value), 4),
        best_value=round(best_value, 4),
        hint_value=round(hint_value, 4),
    )
    return row


def measure(
    cache: dict[str, Any],
    path: Path,
    positions: Sequence[Position],
    hint_seconds: float,
    weights: Weights = COACH_WEIGHTS,
) -> list[dict[str, Any]]:
    """Every position's hint (its first choice, valued with `weights`) and its row (`score`)."""
    rows = []
    for i, p in enumerate(positions):
        started = time.thread_time()
        first = suggest(
            p.state, p.seat, seconds=hint_seconds, count=1, clock=time.thread_time, weights=weights
        )[0]
        took = time.thread_time() - started
        row = score(cache, path, p, first.action)
        row["cpu"] = round(took, 3)
        rows.append(row)
        if (i + 1) % 25 == 0:
            say(f"hints: {i + 1} of {len(positions)}")
    return rows


def rescore(
    cache: dict[str, Any], path: Path, positions: Sequence[Position], rows: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """A kept run's rows valued again from the hints' moves it kept (no hint asked)."""
    by_id = {p.id: p for p in positions}
    out = []
    for row in rows:
        again = score(cache, path, by_id[row["id"]], action_from_json(row["hint"]))
        again["cpu"] = row["cpu"]
        out.append(again)
    return out


# ------------------------------------------------------------------ output


def run_line(label: str, run: dict[str, Any]) -> str:
    s = run["summary"]
    low, high = s["mean_loss_interval"]
    w_low, w_high = s["within_interval"]
    return (
        f"| {label} | {run['date']} | {run['coach']} | {s['positions']} | "
        f"**{s['mean_loss']:.2f}** [{low:.2f}, {high:.2f}] | "
        f"{100 * s['within_share']:.1f}% [{100 * w_low:.1f}%, {100 * w_high:.1f}%] | "
        f"{100 * s['same'] / s['positions']:.1f}% | {s['hint_better']} | "
        f"{run['median_hint_cpu']:.3f} s | {run['load']} |"
    )


def breakdown_lines(label: str, rows: Sequence[dict[str, Any]]) -> list[str]:
    out = []
    for key in ("players", "age"):
        for value in sorted({r[key] for r in rows}):
            part = [r["loss"] for r in rows if r[key] == value]
            within = sum(1 for x in part if x <= WITHIN)
            out.append(
                f"| {label} | {key} {value} | {len(part)} | {statistics.fmean(part):.2f} | "
                f"{100 * within / len(part):.1f}% |"
            )
    return out


def paired_lines(runs: Sequence[tuple[str, dict[str, Any]]]) -> list[str]:
    """Each run against the first (the same positions): the mean of the losses' differences
    with its bootstrap interval, and on how many positions each run lost less."""
    if len(runs) < 2:
        return []
    base_label, base = runs[0]
    base_loss = {r["id"]: r["loss"] for r in base["rows"]}
    out = [
        "",
        f"| run | against {base_label}: mean difference of the loss [95%] | loses less | loses more |",
        "|---|---|---|---|",
    ]
    for label, run in runs[1:]:
        diffs = [r["loss"] - base_loss[r["id"]] for r in run["rows"] if r["id"] in base_loss]
        low, high = bootstrap_mean(diffs)
        out.append(
            f"| {label} | {statistics.fmean(diffs):+.2f} [{low:+.2f}, {high:+.2f}] | "
            f"{sum(1 for d in diffs if d < 0)} | {sum(1 for d in diffs if d > 0)} |"
        )
    return out


def markdown(cache: dict[str, Any]) -> str:
    refs = list(cache["references"].values())
    iterations = statistics.median(r["iterations"] for r in refs) if refs else 0
    lines = [
        f"{len(cache['positions'])} positions; the reference: {reference_level(cache)}'s search for "
        f"{refs[0]['seconds'] if refs else '?'} s of CPU a position "
        f"(median {iterations:.0f} iterations)",
        "",
        "| run | date | coach's evaluation | positions | mean loss (prestige) [95%] | "
        "within 0.5 [95%] | the reference's move | hint valued higher | median hint CPU | "
        "load |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    # "before" first, then the others as they were measured
    runs = sorted(cache["runs"].items(), key=lambda kv: kv[0] != "before")
    for label, run in runs:
        lines.append(run_line(label, run))
    lines += [
        "",
        "| run | positions of | count | mean loss | within 0.5 |",
        "|---|---|---|---|---|",
    ]
    for label, run in runs:
        lines += breakdown_lines(label, run["rows"])
    lines += paired_lines(runs)
    return "\n".join(lines)


def coach_evaluation() -> str:
    """Which evaluation the coach values positions with, in a few words (for the table)."""
    if COACH_WEIGHTS.learned is None:
        return "hand-set prices"
    tables = [t for t in (COACH_WEIGHTS.holdings, *COACH_WEIGHTS.holdings_many) if t is not None]
    if not tables:
        return "Hard's weights (learned table)"
    *most, last = [str(n) for n in sorted({n for t in tables for n in t.players})]
    sizes = f"{', '.join(most)} and {last}" if most else last
    return f"Hard's weights (learned table, holdings tables for {sizes} players)"


def coach_weights(changes: str) -> Weights:
    """The coach's weights with `changes` ("holdings_many=0,first_place=1"): each a field of
    `Weights` and a number (or a table's .json file, for the tables); ValueError otherwise."""
    tweaks: dict[str, Any] = {}
    for change in changes.split(","):
        name, sep, text = change.partition("=")
        name = name.strip()
        if not sep or name not in WEIGHT_NAMES:
            raise ValueError(f"{change!r} is not NAME=VALUE with a name of the weights")
        tweaks[name] = option_value(text)  # as a tournament's agent options are read
    return attrs.evolve(COACH_WEIGHTS, **tweaks)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    ap.add_argument(
        "--reference",
        default=REFERENCE_LEVEL,
        help="the level whose search is the reference and values the moves (its own --cache)",
    )
    ap.add_argument("--seconds", type=float, default=HINT_SECONDS, help="hint budget, CPU s")
    ap.add_argument("--ratio", type=float, default=RATIO)
    ap.add_argument("--label", help="measure the hints now and keep the run under this name")
    ap.add_argument("--limit", type=int, help="only the first N positions (a quick look)")
    ap.add_argument("--rescore", metavar="LABEL", help="value a kept run's hints again")
    ap.add_argument("--coach", help="what the coach measured is, for the table")
    ap.add_argument(
        "--coach-weights",
        metavar="NAME=VALUE,...",
        help="the coach's weights changed (e.g. holdings_many=0), to measure a change",
    )
    ap.add_argument("--markdown", action="store_true", help="print the kept runs as Markdown")
    args = ap.parse_args(argv)
    if args.seconds <= 0 or args.ratio <= 0:
        ap.error("--seconds and --ratio must be above 0")
    weights = COACH_WEIGHTS
    if args.coach_weights:
        try:
            weights = coach_weights(args.coach_weights)
        except ValueError as e:
            ap.error(f"--coach-weights: {e}")
        if not args.coach:
            ap.error("--coach-weights needs --coach, the words saying what the coach is")
    cache = read_cache(args.cache, args.reference)
    if args.label or args.rescore:
        positions = ensure_positions(cache, args.cache)[: args.limit]
        ensure_references(cache, args.cache, positions, args.seconds * args.ratio)
    if args.label:
        load = os.getloadavg()[0]
        started = time.perf_counter()
        rows = measure(cache, args.cache, positions, args.seconds, weights)
        cache["runs"][args.label] = {
            "date": datetime.date.today().isoformat(),
            "coach": args.coach or coach_evaluation(),
            "hint_seconds": args.seconds,
            "summary": summary(rows),
            "median_hint_cpu": statistics.median(r["cpu"] for r in rows),
            "load": f"{load:.1f} to {os.getloadavg()[0]:.1f}",
            "wall_seconds": round(time.perf_counter() - started),
            "rows": rows,
        }
        write_cache(args.cache, cache)
        print(summary_line(args.label, cache["runs"][args.label]))
    if args.rescore:
        run = cache["runs"][args.rescore]
        run["rows"] = rescore(cache, args.cache, positions, run["rows"])
        run["summary"] = summary(run["rows"])
        write_cache(args.cache, cache)
        print(summary_line(args.rescore, run))
    if args.markdown:
        print(markdown(cache))
    elif not (args.label or args.rescore):
        ap.error("nothing to do: give --label NAME to measure, --rescore LABEL or --markdown")
    return 0


if __name__ == "__main__":
    sys.exit(main())
