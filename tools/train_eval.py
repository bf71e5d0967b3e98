"""Fit the evaluation's learned multipliers (steamworks/ai/learned.py) to self-play games.

    .venv/bin/python tools/train_eval.py --seed 1

1. Plays self-play games with a decent policy (Medium with one sample a decision by default:
   it looks to the end of its turn and the replies, so its resources are used about as well
   as a good player uses them, at half a second a two-player game).
2. At every `--thin`-th decision, records each player's terms of the evaluation that stand for
   "what the position will still bring" (learned.FITTED_TERMS, computed by
   `evaluate.estimate_terms` at the hand-set prices) and their score now.
3. When the game is over, the target of each recorded player is how their margin over the
   mean of the other players moved from then to the final scores. The features are the
   same terms, each minus the other players' mean. Both sides are differences between
   players, so what every player gains alike (the rounds still to play) cancels, and what is
   fitted is what the search uses: one player's estimate against the others'.
4. Fits one multiplier per term for each table size (two players; three or more) and each
   stage of the game (rounds left, learned PHASES) by least squares, pulled towards the
   hand-set price (multiplier 1) by a ridge (`--ridge`, a share of each term's own sum of
   squares): where the games say little, the hand-set price stands.
5. Writes the table (default: the package's learned_eval.json) with the command, the games,
   the positions and the held-out error, and prints games, positions, data size and time.

Playing the games is nearly all of the time; `--jobs N` shares them among N processes, and
`--cluster ADDRESS` among the workers of a Dask scheduler (the file is the same, byte for byte,
either way). `--save-rows PATH` keeps what they gave (every
recorded player's rounds left, features and target, and which games were held out) as JSON
lines; `--from-rows PATH` refits from such a file without playing, in seconds, for trying
another ridge or other stages (`--phases`: the stages' bounds in rounds left). The rows keep
the rounds left, not the stage, so that finer stages can be tried on the same games.
`--others-from TABLE` lets a run of one table size keep another table's multipliers for the
other sizes (instead of ones; the file's "kept" says whose, from how many games), and
`--compare TABLE` also measures a table (the shipped one, say) on the same held-out rows.

Everything is seeded: the same command writes the same file, byte for byte. The games are
split in five by their index; the fifth part is held out to measure how much the fitted table
predicts better than the hand-set prices before the final fit uses every game.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from steamworks.ai import make_agent
from steamworks.ai.evaluate import DEFAULT_WEIGHTS, estimate_terms, rounds_left
from steamworks.ai.learned import (
    FITTED_TERMS,
    GROUPS,
    MAX_MULTIPLIER,
    LearnedTable,
    data_path,
    load_document,
    load_table,
    stage_of,
    table_from_document,
)
from steamworks.matches.spread import ClusterError, play_all
from steamworks.matches.tournament import parse_entries
from steamworks.rules import engine
from steamworks.rules.scoring import score_lines
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import GameState

# stages of the game by rounds still to play (upper bounds; the last stage is open)
PHASES = (1.0, 2.0, 3.0, 4.5)
HELD_OUT = 5  # every fifth game is held out to measure the fit


def held_out(game: int) -> bool:
    """Whether the game of this index is held out (the last of every HELD_OUT)."""
    return game % HELD_OUT == HELD_OUT - 1


Sample = tuple[str, int, list[float], float]  # (group, stage, features, target)
Row = tuple[str, float, list[float], float]  # (group, rounds left, features, target): as saved
Recorded = TypeVar("Recorded")  # what a game's recorder keeps of a position


def group_of(players: int) -> str:
    return "2" if players == 2 else "3+"


def players_of(group: str) -> int:
    """A table size of the group (the learned table picks its rows by players)."""
    return 2 if group == "2" else 3


def deal_seed(seed: int, players: int, game: int) -> int:
    return seed * 1_000_003 + players * 10_007 + game


def self_play(
    policy: str,
    budget: int | None,
    players: int,
    deal: int,
    thin: int,
    record: Callable[[GameState], Recorded],
) -> tuple[list[Recorded], GameState]:
    """One seeded game of `policy` against itself on deal `deal`: what `record` makes of every
    `thin`-th position before its decision, and the finished game (also tools/winprob_sigma.py)."""
    agents = [make_agent(policy, deal * 8 + seat, budget=budget) for seat in range(players)]
    state = engine.start(quick_setup(players, deal))
    recorded: list[Recorded] = []
    decision = 0
    while (seat := engine.to_act(state)) is not None:
        if decision % thin == 0:
            recorded.append(record(state))
        state = engine.apply(state, agents[seat].choose(state, seat), check=False)
        decision += 1
    return recorded, state


def parse_policy(text: str) -> tuple[str, int | None]:
    """`medium@1` -> ("medium", 1); a level without `@` keeps its own budget. Read as the
    tournament reads an agent (an unknown level is refused there); tuning options are not taken."""
    entries = parse_entries(text, None)
    if len(entries) != 1 or entries[0].options:
        raise SystemExit(f"--policy {text!r} must be one level[@budget], e.g. medium@1")
    return entries[0].level, entries[0].budget


def seven_terms(state: GameState) -> tuple[list[list[float]], list[float]]:
    """Every player's FITTED_TERMS at the hand-set prices, and their score now."""
    terms = estimate_terms(state, DEFAULT_WEIGHTS)
    now = [t["chips"] + t["clocks"] + t["devices"] for t in terms]
    return [[t[name] for name in FITTED_TERMS] for t in terms], now


def play_and_record(
    policy: str,
    budget: int | None,
    players: int,
    deal: int,
    thin: int,
    features: Callable[[GameState], tuple[list[list[float]], list[float]]] = seven_terms,
) -> tuple[list[Row], int]:
    """One self-play game: the samples of its recorded positions and how many were recorded.
    `features` gives every player's features and score now (tools/probe_features.py asks for
    more than the seven terms); each sample holds them minus the other players' mean."""

    def record(state: GameState) -> tuple[float, list[list[float]], list[float]]:
        return rounds_left(state, DEFAULT_WEIGHTS), *features(state)

    recorded, state = self_play(policy, budget, players, deal, thin, record)
    final = [float(line.total) for line in score_lines(state)]
    group = group_of(players)
    samples: list[Row] = []
    for rounds, rows, now in recorded:
        for i in range(players):
            others = [j for j in range(players) if j != i]

            def margin(values: list[float], i: int = i, others: list[int] = others) -> float:
                return values[i] - sum(values[j] for j in others) / len(others)

            x = [
                rows[i][k] - sum(rows[j][k] for j in others) / len(others)
                for k in range(len(rows[i]))
            ]
            samples.append((group, rounds, x, margin(final) - margin(now)))
    return samples, len(recorded)


def staged(rows: list[Row], phases: tuple[float, ...] = PHASES) -> list[Sample]:
    """Rows with their rounds left turned into the stage of the game (`phases`)."""
    return [(group, stage_of(rounds, phases), x, y) for group, rounds, x, y in rows]


def save_rows(path: Path, play: dict[str, Any], train: list[Row], held: list[Row]) -> None:
    """The rows the games gave, as JSON lines: first how they were played, then one row a line
    (`held`: whether its game was held out). JSON keeps every float exactly."""
    with path.open("w", encoding="utf-8") as out:
        out.write(json.dumps({"rows_of": play}) + "\n")
        for part, is_held in ((train, False), (held, True)):
            for group, rounds, x, y in part:
                out.write(json.dumps([group, rounds, x, y, is_held]) + "\n")


def load_rows(path: Path) -> tuple[dict[str, Any], list[Row], list[Row]]:
    """What `save_rows` wrote: how the games were played, the training rows, the held-out rows."""
    train: list[Row] = []
    held: list[Row] = []
    with path.open(encoding="utf-8") as lines:
        play = json.loads(next(lines))["rows_of"]
        for line in lines:
            group, rounds, x, y, is_held = json.loads(line)
            (held if is_held else train).append((group, rounds, x, y))
    return play, train, held


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is square and, with the ridge, regular)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    out = [0.0] * n
    for r in range(n - 1, -1, -1):
        out[r] = (m[r][n] - sum(m[r][c] * out[c] for c in range(r + 1, n))) / m[r][r]
    return out


def ridge_solve(
    xtx: list[list[float]], xty: list[float], prior: list[float], ridge: float
) -> list[float]:
    """Least squares from the moments X'X and X'y, each coefficient pulled towards its `prior`
    by `ridge` times its own sum of squares (and a hair more, so an unseen one stays there)."""
    a = [row[:] for row in xtx]
    b = xty[:]
    for p, toward in enumerate(prior):
        pull = ridge * a[p][p] + 1e-6
        a[p][p] += pull
        b[p] += pull * toward
    return solve(a, b)


def fit(
    samples: list[Sample], ridge: float, stages: int = len(PHASES) + 1
) -> dict[str, list[list[float]]]:
    """Multipliers per group and stage: least squares pulled towards 1 by the ridge."""
    k = len(FITTED_TERMS)
    tables = {g: [[1.0] * k for _ in range(stages)] for g in GROUPS}
    cells: dict[tuple[str, int], list[Sample]] = {}
    for s in samples:
        cells.setdefault((s[0], s[1]), []).append(s)
    for (group, stage), rows in cells.items():
        xtx = [[0.0] * k for _ in range(k)]
        xty = [0.0] * k
        for _g, _s, x, y in rows:
            for p in range(k):
                xty[p] += x[p] * y
                for q in range(k):
                    xtx[p][q] += x[p] * x[q]
        # pulled towards the hand-set price; a term never seen here keeps multiplier 1
        beta = ridge_solve(xtx, xty, [1.0] * k, ridge)
        tables[group][stage] = [round(min(MAX_MULTIPLIER, max(0.0, b)), 4) for b in beta]
    return tables


def rms_error(samples: list[Sample], tables: dict[str, list[list[float]]] | None) -> float:
    """Root mean square error of the target predicted by the table (None: all multipliers 1)."""
    if not samples:
        return 0.0
    total = 0.0
    for group, stage, x, y in samples:
        row = tables[group][stage] if tables is not None else [1.0] * len(x)
        total += (y - sum(m * v for m, v in zip(row, x))) ** 2
    return math.sqrt(total / len(samples))


def table_rms(rows: list[Row], table: LearnedTable) -> float:
    """Root mean square error of the target predicted by a table as the game reads it (its own
    stages), for measuring another table on the same held-out rows."""
    if not rows:
        return 0.0
    total = 0.0
    for group, rounds, x, y in rows:
        row = table.multipliers(players_of(group), rounds)
        total += (y - sum(m * v for m, v in zip(row, x))) ** 2
    return math.sqrt(total / len(rows))


def rows_from(table: LearnedTable, group: str, phases: tuple[float, ...]) -> list[list[float]]:
    """`table`'s multipliers for `group` at the stages `phases` make: the same values at every
    number of rounds left, as long as `phases` keeps every bound of the table's own stages."""
    if not set(table.phases) <= set(phases):
        raise SystemExit(
            f"--phases must keep the stage bounds {', '.join(f'{b:g}' for b in table.phases)} "
            "of the --others-from table, so that its rows stay what they are"
        )
    starts = (0.0, *phases)  # each stage's lowest number of rounds left
    return [list(table.multipliers(players_of(group), start)) for start in starts]


def parse_phases(text: str) -> tuple[float, ...]:
    """`1,2,3,4.5`: the stages' upper bounds in rounds left, positive and rising."""
    try:
        phases = tuple(float(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"--phases wants numbers of rounds, not {text!r}"
        ) from None
    if not all(math.isfinite(p) and p > 0 for p in phases) or any(
        b <= a for a, b in zip(phases, phases[1:])
    ):
        raise argparse.ArgumentTypeError(f"--phases must be positive and rising, not {text!r}")
    return phases


def _one_line(match: re.Match[str]) -> str:
    return "[" + ", ".join(part.strip() for part in match.group(1).split(",")) + "]"


def parse_games(text: str) -> dict[int, int]:
    """`2=1000,3=150`: games to play at each table size."""
    out: dict[int, int] = {}
    for part in text.split(","):
        players, _, games = part.partition("=")
        if not players.strip().isdigit() or not games.strip().isdigit():
            raise argparse.ArgumentTypeError(f"--games wants players=games pairs, not {part!r}")
        n = int(players)
        if not 2 <= n <= 5:
            raise argparse.ArgumentTypeError(f"a table has 2 to 5 players, not {n}")
        out[n] = int(games)
    return out


def _play_one(job: tuple[str, int | None, int, int, int]) -> tuple[list[Row], int]:
    """One game of `play_games`, by itself so that worker processes can play it."""
    return play_and_record(*job)


def play_games(args: argparse.Namespace) -> tuple[list[Row], list[Row], int]:
    """Play the self-play games: (training rows, held-out rows, positions recorded).

    With `--jobs` above 1 the games are shared among that many processes (with `--cluster`, the
    workers of a Dask scheduler: matches/spread.py); each game is
    seeded by its deal alone and the results are taken in game order, so the rows (and the
    file) are the same whatever the number of jobs."""
    level, budget = parse_policy(args.policy)
    order = [
        (players, game) for players, games in sorted(args.games.items()) for game in range(games)
    ]
    jobs = [
        (level, budget, players, deal_seed(args.seed, players, game), args.thin)
        for players, game in order
    ]
    train: list[Row] = []
    held: list[Row] = []
    positions = 0

    def progress(played: int, total: int) -> None:
        if played % 50 == 0:
            print(f"  {played} of {total} games", file=sys.stderr, flush=True)

    try:
        results = play_all(_play_one, jobs, args.jobs, args.cluster, progress)
    except ClusterError as exc:
        raise SystemExit(f"train_eval: {exc}") from None
    for (_players, game), (samples, recorded) in zip(order, results):
        (held if held_out(game) else train).extend(samples)
        positions += recorded
    return train, held, positions


def parse_jobs(text: str) -> int:
    """`--jobs`: a whole number of processes, at least 1."""
    if not text.strip().isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"--jobs wants a whole number of processes, not {text!r}")
    return int(text)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=None, help="seeds the games (not with --from-rows)")
    ap.add_argument("--games", type=parse_games, default=parse_games("2=1000,3=150,4=100"))
    ap.add_argument("--policy", default="medium@1", help="level[@budget] that plays the games")
    ap.add_argument(
        "--jobs", type=parse_jobs, default=1, help="processes playing the games (same file)"
    )
    ap.add_argument(
        "--cluster",
        metavar="ADDRESS",
        default=None,
        help="play the games on the Dask scheduler at ADDRESS instead (same file; 'cluster' extra)",
    )
    ap.add_argument("--thin", type=int, default=3, help="record every N-th decision")
    ap.add_argument("--ridge", type=float, default=0.1, help="pull towards the hand-set prices")
    ap.add_argument(
        "--phases",
        type=parse_phases,
        default=PHASES,
        help="stage bounds in rounds left (default: %(default)s)",
    )
    ap.add_argument(
        "--others-from",
        type=Path,
        default=None,
        help="table sizes without games keep this table's multipliers (not ones)",
    )
    ap.add_argument(
        "--compare",
        type=Path,
        default=None,
        help="also measure this table's error on the held-out rows",
    )
    ap.add_argument("--out", type=Path, default=None, help="default: the package's weights file")
    ap.add_argument("--save-rows", type=Path, default=None, help="keep the games' rows here")
    ap.add_argument(
        "--from-rows", type=Path, default=None, help="refit from saved rows, playing nothing"
    )
    args = ap.parse_args(argv)
    started = time.perf_counter()
    play: dict[str, Any]
    if args.from_rows is not None:
        play, train_rows, held_rows = load_rows(args.from_rows)
    else:
        if args.seed is None:
            ap.error("--seed is needed to play the games (or --from-rows to refit saved rows)")
        play = {
            "seed": args.seed,
            "games": {str(n): g for n, g in sorted(args.games.items())},
            "policy": args.policy,
            "thin": args.thin,
        }
        train_rows, held_rows, play["positions"] = play_games(args)
        if args.save_rows is not None:
            save_rows(args.save_rows, play, train_rows, held_rows)
    phases: tuple[float, ...] = args.phases
    train, held = staged(train_rows, phases), staged(held_rows, phases)
    games = {int(n): int(g) for n, g in play["games"].items()}
    positions = int(play["positions"])
    played = sum(games.values())
    stages = len(phases) + 1
    measured = fit(train, args.ridge, stages)
    tables = fit(train + held, args.ridge, stages)
    kept: dict[str, dict[str, Any]] = {}
    if args.others_from is not None:
        # table sizes without games here keep the other table's rows, and the file says where
        # they came from (its command, its games and its held-out error for them)
        other_doc, others = load_document(args.others_from)
        for group in sorted(set(GROUPS) - {s[0] for s in train + held}):
            tables[group] = measured[group] = rows_from(others, group, phases)
            # (rows the other table kept in turn name their own origin)
            kept[group] = other_doc.get("kept", {}).get(group) or {
                "command": other_doc.get("command"),
                "games": {
                    n: g for n, g in other_doc.get("games", {}).items() if group_of(int(n)) == group
                },
                "held_out": other_doc.get("held_out", {}).get(group),
            }
    compared = load_table(args.compare) if args.compare is not None else None
    quality: dict[str, dict[str, float | int]] = {}
    for group in GROUPS:
        if group in kept:  # no rows of this size here: its error is in "kept"
            continue
        rows = [s for s in held if s[0] == group]
        quality[group] = {
            "held_out_rows": len(rows),
            "rms_hand_set": round(rms_error(rows, None), 4),
            "rms_learned": round(rms_error(rows, measured), 4),
        }
        if compared is not None:
            raw = [r for r in held_rows if r[0] == group]
            quality[group]["rms_compared"] = round(table_rms(raw, compared), 4)
    command = (
        f"tools/train_eval.py --seed {play['seed']} --games "
        + ",".join(f"{n}={g}" for n, g in sorted(games.items()))
        + f" --policy {play['policy']} --thin {play['thin']} --ridge {args.ridge:g}"
    )
    # (options left at their defaults are not spelt out: older files keep their bytes)
    if phases != PHASES:
        command += " --phases " + ",".join(f"{b:g}" for b in phases)
    if args.others_from is not None:
        command += f" --others-from {args.others_from}"
    if args.compare is not None:
        command += f" --compare {args.compare}"
    doc = {
        "about": "Multipliers of the evaluation's terms fitted to self-play games "
        "(steamworks/ai/learned.py). Written by tools/train_eval.py; do not edit by hand.",
        "command": command,
        "games": {str(n): g for n, g in sorted(games.items())},
        "positions": positions,
        "rows": len(train) + len(held),
        "held_out": quality,
        **({"kept": kept} if kept else {}),
        "terms": list(FITTED_TERMS),
        "phases": list(phases),
        "tables": tables,
    }
    table_from_document(doc, "the fitted table")  # never write what the game would refuse
    # one line per row of numbers, so a reader sees each table as a table
    text = re.sub(r"\[\s+([-0-9., \n]+?)\s+\]", _one_line, json.dumps(doc, indent=1)) + "\n"
    out = args.out or data_path()
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    seconds = time.perf_counter() - started
    print(f"games {played}, positions {positions}, rows {len(train) + len(held)}")
    print(f"wrote {out} ({len(text.encode())} bytes) in {seconds:.1f} s")
    for group, q in quality.items():
        print(
            f"  {group} players: held-out error {q['rms_hand_set']} with the hand-set prices, "
            f"{q['rms_learned']} learned ({q['held_out_rows']} rows)"
            + (f", {q['rms_compared']} with {args.compare}" if "rms_compared" in q else "")
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
