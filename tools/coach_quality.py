#!/usr/bin/env python3
"""How good the coach's first choice is: on positions of real games, the hint's first choice
against the best move of Hard's search given twenty times the hint's time.

    nice -n 5 .venv/bin/python tools/coach_quality.py --label before   # samples, references, hints
    .venv/bin/python tools/coach_quality.py --markdown                 # the runs kept, as a table

Positions (`sample_positions`): seeded games between Medium agents at one sample a decision
(`medium@1`, the policy the learned table was fitted on), 34 two-player, 24 three-, 24 four-
and 20 five-player games; from each game one decision of Age I, one of Age II and one of Age
III, drawn with the game's own seeded stream among the decisions where the player to move has
a real choice (two candidates or more, `ai/candidates.py`): 306 positions. They are written
to the cache (`--cache`, gzipped JSON: every position's whole state, in the save format's
converter) the first time and read from it afterwards, so that every run is on the same
positions.

Reference (`reference`): Hard's search (the shipped level's settings, one process) from each
position for `--ratio` times the hint's budget (default 20 x 0.1 s), on the thread's CPU
clock (`time.thread_time`), so that the load of the shared machine does not shorten it. Its
root statistics (every root child's visits and summed utility) are kept in the cache with the
positions: the reference is searched once, and every later run is measured against the same.
The reference's value of a move is its root child's mean utility: the margin over the
opponents in prestige (with two players exactly; with three or more Hard adds its chance of
finishing first on a prestige-sized scale, `winprob.WIN_SCALE`: one point of margin at an even
position with three rounds left is one point of utility, docs/ai.md). Its best move is the child
visited most, the move Hard would play.

Hints (`measure`): `coach.hints.suggest` at `--seconds` of the thread's CPU clock (its other
settings the game's), and its first choice. The loss is the reference's value of its best
move less its value of the hint's (never below 0: a child visited less with a higher mean is
the search's noise, not a better move; 0 when they are the same move). When the hint's move
was visited fewer than MIN_VISITS times by the reference (or not at all: the search had not
widened to it), a second search of the two moves alone (a "duel", a quarter of the
reference's budget) gives their difference; duels are cached too. The summary: mean loss with
a 95% bootstrap interval, the share within 0.5 prestige with its Wilson interval, and the
share where the hint is the reference's own move; each run is kept in the cache under its
`--label`, and `--markdown` prints every kept run.
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import json
import math
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
from steamworks.ai.mcts import HardAgent
from steamworks.ai.observe import observe, public_key
from steamworks.coach.hints import suggest
from steamworks.persistence.convert import converter
from steamworks.rules import engine
from steamworks.rules.actions import Action
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import GameState

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CACHE = ROOT / "tools" / "data" / "coach_quality.json.gz"
# (players, games): three positions a game, 306 in all
PLAN: tuple[tuple[int, int], ...] = ((2, 34), (3, 24), (4, 24), (5, 20))
HINT_SECONDS = 0.1  # the hint's budget, CPU seconds of its thread
RATIO = 20.0  # the reference searches this many times the hint's budget
DUEL_SHARE = 0.25  # a duel searches this share of the reference's budget
MIN_VISITS = 10  # a root child visited less than this is valued by a duel
WITHIN = 0.5  # prestige: "within" the reference's best
REFERENCE_SEED = 33  # Hard's seed for the reference and the duels
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
    fields = {k: doc[k] for k in ("id", "players", "game_seed", "step", "age", "round", "seat")}
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
    state: GameState, legal: list[Action], seconds: float
) -> tuple[list[tuple[Action, int, float]], int, float]:
    """Hard's search from `state` among `legal` for `seconds` of CPU: ((action, visits,
    summed utility) per root child, iterations, CPU seconds)."""
    agent = make_agent("hard", seed=REFERENCE_SEED)
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
    """The index of the child Hard plays: visited most, then best on average (mcts.py)."""
    return max(
        range(len(children)),
        key=lambda i: (children[i][1], children[i][2] / children[i][1] if children[i][1] else -1e9),
    )


def reference(p: Position, seconds: float) -> dict[str, Any]:
    """The reference search of a position, as kept in the cache."""
    children, iterations, took = hard_search(p.state, candidate_actions(p.state), seconds)
    return {
        "seconds": seconds,
        "iterations": iterations,
        "cpu": round(took, 3),
        "children": [[action_json(a), v, t] for a, v, t in children],
        "best": most_visited(children),
    }


def duel(p: Position, best: Action, hint: Action, seconds: float) -> dict[str, Any]:
    """Hard's search among the two moves alone: the value of each (None for the hint's when
    its turn merged into the best's: the same public position, the same worth)."""
    children, iterations, took = hard_search(p.state, [best, hint], seconds)
    means = {json.dumps(action_json(a)): t / v for a, v, t in children if v}
    return {
        "hint": action_json(hint),
        "best_value": means.get(json.dumps(action_json(best))),
        "hint_value": means.get(json.dumps(action_json(hint))),
        "iterations": iterations,
        "cpu": round(took, 3),
    }


# ------------------------------------------------------------------ losses and figures


def loss_from_reference(
    children: Sequence[tuple[Action, int, float]], best: int, hint: Action
) -> float | None:
    """The reference's value of its best child less its value of `hint` (prestige, >= 0);
    None when the reference visited `hint` too little to say (a duel must)."""
    best_action, best_visits, best_total = children[best]
    if hint == best_action:
        return 0.0
    for action, visits, total in children:
        if action == hint and visits >= MIN_VISITS:
            return max(0.0, best_total / best_visits - total / visits)
    return None


def loss_from_duel(result: dict[str, Any]) -> float:
    """The loss a duel says: the best's value less the hint's, >= 0; 0 when they merged."""
    if result["hint_value"] is None or result["best_value"] is None:
        return 0.0
    return max(0.0, float(result["best_value"]) - float(result["hint_value"]))


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share."""
    if n == 0:
        return 0.0, 1.0
    share = successes / n
    denominator = 1 + z * z / n
    centre = (share + z * z / (2 * n)) / denominator
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / denominator
    return centre - half, centre + half


def bootstrap_mean(values: Sequence[float], resamples: int = BOOTSTRAP) -> tuple[float, float]:
    """A 95% percentile bootstrap interval of the mean (seeded: the same values, the same
    interval)."""
    rng = random.Random(1)
    n = len(values)
    means = sorted(sum(rng.choices(values, k=n)) / n for _ in range(resamples))
    return means[int(0.025 * resamples)], means[int(0.975 * resamples) - 1]


def summary(losses: Sequence[float], same: int) -> dict[str, Any]:
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
        "same": same,
    }


# ------------------------------------------------------------------ the cache


def read_cache(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {"positions": [], "references": {}, "duels": {}, "runs": {}}
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)  # type: ignore[no-any-return]


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
        refs[p.id] = reference(p, seconds)
        if (i + 1) % 10 == 0 or i + 1 == len(todo):
            write_cache(path, cache)
            say(f"references: {len(refs)} of {len(positions)} (load {os.getloadavg()[0]:.1f})")
    for p in positions:
        if refs[p.id]["seconds"] != seconds:
            raise SystemExit(
                f"the cached reference of {p.id} searched {refs[p.id]['seconds']} s, not "
                f"{seconds} s: use the hint budget it was made for, or another --cache"
            )


def measure(
    cache: dict[str, Any], path: Path, positions: Sequence[Position], hint_seconds: float
) -> list[dict[str, Any]]:
    """Every position's hint, its loss against the reference, and how it was found."""
    rows = []
    duels = cache["duels"]
    for i, p in enumerate(positions):
        ref = cache["references"][p.id]
        children = [(action_from_json(a), v, t) for a, v, t in ref["children"]]
        started = time.thread_time()
        first = suggest(p.state, p.seat, seconds=hint_seconds, count=1, clock=time.thread_time)[0]
        took = time.thread_time() - started
        hint = first.action
        loss = loss_from_reference(children, ref["best"], hint)
        how = "reference"
        if loss is None:
            key = json.dumps(action_json(hint), sort_keys=True)
            known = duels.setdefault(p.id, {})
            if key not in known:
                known[key] = duel(p, children[ref["best"]][0], hint, ref["seconds"] * DUEL_SHARE)
                write_cache(path, cache)
            loss = loss_from_duel(known[key])
            how = "duel"
        rows.append(
            {
                "id": p.id,
                "players": p.players,
                "age": p.age,
                "loss": round(loss, 4),
                "same": hint == children[ref["best"]][0],
                "how": how,
                "cpu": round(took, 3),
            }
        )
        if (i + 1) % 25 == 0:
            say(f"hints: {i + 1} of {len(positions)}")
    return rows


# ------------------------------------------------------------------ output


def run_line(label: str, run: dict[str, Any]) -> str:
    s = run["summary"]
    low, high = s["mean_loss_interval"]
    w_low, w_high = s["within_interval"]
    return (
        f"| {label} | {run['date']} | {run['coach']} | {s['positions']} | "
        f"**{s['mean_loss']:.2f}** [{low:.2f}, {high:.2f}] | "
        f"{100 * s['within_share']:.1f}% [{100 * w_low:.1f}%, {100 * w_high:.1f}%] | "
        f"{100 * s['same'] / s['positions']:.1f}% | {run['median_hint_cpu']:.3f} s | "
        f"{run['duels']} | {run['load']} |"
    )


def breakdown_lines(label: str, rows: Sequence[dict[str, Any]]) -> list[str]:
    out = []
    for name, key in (("players", "players"), ("age", "age")):
        for value in sorted({r[key] for r in rows}):
            part = [r["loss"] for r in rows if r[key] == value]
            within = sum(1 for x in part if x <= WITHIN)
            out.append(
                f"| {label} | {name} {value} | {len(part)} | {statistics.fmean(part):.2f} | "
                f"{100 * within / len(part):.1f}% |"
            )
    return out


def markdown(cache: dict[str, Any]) -> str:
    refs = list(cache["references"].values())
    iterations = statistics.median(r["iterations"] for r in refs) if refs else 0
    lines = [
        f"{len(cache['positions'])} positions; the reference: Hard's search for "
        f"{refs[0]['seconds'] if refs else '?'} s of CPU a position "
        f"(median {iterations:.0f} iterations)",
        "",
        "| run | date | coach's evaluation | positions | mean loss (prestige) [95%] | "
        "within 0.5 [95%] | the reference's move | median hint CPU | duels | load |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for label, run in cache["runs"].items():
        lines.append(run_line(label, run))
    lines += [
        "",
        "| run | positions of | count | mean loss | within 0.5 |",
        "|---|---|---|---|---|",
    ]
    for label, run in cache["runs"].items():
        lines += breakdown_lines(label, run["rows"])
    return "\n".join(lines)


def coach_evaluation() -> str:
    """Which evaluation the coach values positions with, in a few words (for the table)."""
    from steamworks.coach import appraise

    weights = getattr(appraise, "COACH_WEIGHTS", None)
    if weights is None or getattr(weights, "learned", None) is None:
        return "hand-set prices"
    return "Hard's (learned table)"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    ap.add_argument("--seconds", type=float, default=HINT_SECONDS, help="hint budget, CPU s")
    ap.add_argument("--ratio", type=float, default=RATIO)
    ap.add_argument("--label", help="measure the hints now and keep the run under this name")
    ap.add_argument("--limit", type=int, help="only the first N positions (a quick look)")
    ap.add_argument("--markdown", action="store_true", help="print the kept runs as Markdown")
    args = ap.parse_args(argv)
    if args.seconds <= 0 or args.ratio <= 0:
        ap.error("--seconds and --ratio must be above 0")
    cache = read_cache(args.cache)
    if args.label:
        positions = ensure_positions(cache, args.cache)[: args.limit]
        ensure_references(cache, args.cache, positions, args.seconds * args.ratio)
        load = os.getloadavg()[0]
        started = time.perf_counter()
        rows = measure(cache, args.cache, positions, args.seconds)
        losses = [r["loss"] for r in rows]
        run = {
            "date": datetime.date.today().isoformat(),
            "coach": coach_evaluation(),
            "hint_seconds": args.seconds,
            "summary": summary(losses, sum(r["same"] for r in rows)),
            "median_hint_cpu": statistics.median(r["cpu"] for r in rows),
            "duels": sum(r["how"] == "duel" for r in rows),
            "load": f"{load:.1f} to {os.getloadavg()[0]:.1f}",
            "wall_seconds": round(time.perf_counter() - started),
            "rows": rows,
        }
        cache["runs"][args.label] = run
        write_cache(args.cache, cache)
        s = run["summary"]
        print(
            f"{args.label}: {s['positions']} positions, mean loss {s['mean_loss']:.3f} "
            f"[{s['mean_loss_interval'][0]:.3f}, {s['mean_loss_interval'][1]:.3f}] prestige, "
            f"within {WITHIN}: {100 * s['within_share']:.1f}% "
            f"[{100 * s['within_interval'][0]:.1f}%, {100 * s['within_interval'][1]:.1f}%], "
            f"the reference's move {s['same']}"
        )
    if args.markdown:
        print(markdown(cache))
    elif not args.label:
        ap.error("nothing to do: give --label NAME to measure, or --markdown")
    return 0


if __name__ == "__main__":
    sys.exit(main())
