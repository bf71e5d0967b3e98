"""The rated ladder of the AI levels: plays the seat-balanced round robin and writes
`steamworks/ai/data/ladder.json` (the ratings the new-game screen and the player's rating use).

    # play one table of the round robin, at the shipped budgets (each level's own time a
    # decision, one search process), appending every finished game to a file of JSON lines;
    # run it again with more --games and it plays only the games not yet in the file
    nice -n 5 .venv/bin/python tools/ladder.py play --levels hard,medium --players 2 \\
        --games 60 --seed 1 --out ladder_games.jsonl

    # fit the ratings from every game played and write the data file
    .venv/bin/python tools/ladder.py fit ladder_games.jsonl

    # add new games to those the shipped file was fitted from (the rows `play` wrote for
    # them are not in the repository: the file keeps its games, and a fit can start from it)
    .venv/bin/python tools/ladder.py fit steamworks/ai/data/ladder.json more_games.jsonl

Games are played through the tournament's library (`make_tasks`, `play_game`), so every deal
is played once per seating rotation and each game's agents are seeded from the tournament
seed, the deal and the seat. `fit` uses only whole rotations (a run stopped between the two
seatings of a deal leaves that deal out), fits one rating per level (steamworks/ai/ratings.py:
a Bradley-Terry fit of every pair of seats at each table, Random fixed at 0) and records, with
the ratings, every game's result (so the file's integrity check can fit them again), the
commands that played them, the code revision, the date, the machine, and a digest of each
level's decisions on fixed positions (steamworks/ai/decision_digest.py), which a test
recomputes: a level whose play changed after it was rated fails it.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import datetime
import functools
import json
import multiprocessing
import os
import platform
import shlex
import subprocess
import sys
from pathlib import Path

import attrs

from steamworks.ai.decision_digest import level_digest
from steamworks.ai.levels import LEVELS
from steamworks.matches.tournament import (
    Entry,
    GameResult,
    format_table,
    make_tasks,
    play_game,
    summarise,
)

ROOT = Path(__file__).resolve().parent.parent


def _lineup(levels: list[str], players: int, scale: float = 1.0) -> list[Entry]:
    for name in levels:
        if name not in LEVELS or LEVELS[name].reference:
            raise SystemExit(f"unknown or frozen level {name!r}; the ladder rates shipped levels")
    if len(levels) > players:
        raise SystemExit(f"{len(levels)} levels do not fit at a table of {players}")
    # the last level fills the table, as in the tournament; shipped budgets, one process each
    names = levels + [levels[-1]] * (players - len(levels))
    if scale == 1.0:
        return [Entry(name) for name in names]
    # every search level's own time scaled by the same factor (a measurement, not the ladder)
    return [Entry(name, text=f"{name}x{scale:g}", seconds=_scaled(name, scale)) for name in names]


def _scaled(level: str, scale: float) -> float | None:
    seconds = LEVELS[level].seconds
    return None if seconds is None else round(seconds * scale, 4)


def _table_key(levels: list[str], players: int, seed: int, scale: float = 1.0) -> str:
    at = "" if scale == 1.0 else f"/time x{scale:g}"
    return f"{','.join(levels)}/{players}p/seed{seed}{at}"


def _done(path: Path) -> set[tuple[str, int]]:
    """(table key, task index) of every game already in the file."""
    return {(row["table"], row["index"]) for row in _rows([path])} if path.exists() else set()


def _command(argv: list[str] | None) -> str:
    """The command line that ran this tool (the arguments `main` was given)."""
    return ".venv/bin/python tools/ladder.py " + shlex.join(sys.argv[1:] if argv is None else argv)


def play(args: argparse.Namespace, argv: list[str] | None = None) -> int:
    levels = [s.strip().lower() for s in args.levels.split(",") if s.strip()]
    lineup = _lineup(levels, args.players, args.scale)
    key = _table_key(levels, args.players, args.seed, args.scale)
    out = Path(args.out)
    # made before the first game, not when it ends: the commands docs/ai.md gives (and the
    # ladder file records) write under ladder_runs/, which a fresh checkout does not have
    out.parent.mkdir(parents=True, exist_ok=True)
    done = _done(out)
    tasks = [
        t
        for t in make_tasks(lineup, args.players, args.games, args.seed)
        if (key, t.index) not in done
    ]
    niceness = os.nice(0) if hasattr(os, "nice") else 0
    command = (f"nice -n {niceness} " if niceness else "") + _command(argv)
    # how each level played at this table size when its games were played: fit refuses games
    # of other play
    digests = {name: level_digest(name, args.players) for name in sorted(set(levels))}
    revision = _revision()
    print(f"{key}: {len(tasks)} games to play", file=sys.stderr, flush=True)

    def write(result: GameResult) -> None:
        row = {
            "table": key,
            "command": command,
            "players": args.players,
            "digests_for": args.players,
            "digests": digests,
            "revision": revision,
            "scale": args.scale,
        }
        row.update(attrs.asdict(result))
        with out.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(row) + "\n")
        print(
            f"{key} game {result.index}: {result.labels} ranks {result.ranks} "
            f"{result.seconds:.0f} s",
            file=sys.stderr,
            flush=True,
        )

    if args.jobs <= 1:
        for task in tasks:
            write(play_game(task))
    else:
        ctx = multiprocessing.get_context("spawn")  # as the tournament: Hard's pool needs it
        with concurrent.futures.ProcessPoolExecutor(args.jobs, mp_context=ctx) as pool:
            for future in concurrent.futures.as_completed(
                [pool.submit(play_game, t) for t in tasks]
            ):
                write(future.result())
    return 0


def _revision() -> str:
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=ROOT,
            capture_output=True,
            text=True,
        ).stdout.strip()
    except OSError:
        return "unknown"
    return head + (" with uncommitted changes" if dirty else "") if head else "unknown"


def _rows(files: list[str] | list[Path]) -> list[dict]:
    """Every game of the files written by `play`."""
    rows: list[dict] = []
    for name in files:
        for line in Path(name).read_text("utf-8").splitlines():
            if line.strip():
                rows.append(json.loads(line))
    return rows


def summary(args: argparse.Namespace) -> int:
    """Each table's tournament summary (win rates with Wilson intervals, decision times),
    over whole rotations only, scaled tables included."""
    by_table: dict[str, dict[int, list[GameResult]]] = {}
    players: dict[str, int] = {}
    fields = {f.name for f in attrs.fields(GameResult)}
    for row in _rows(args.games):
        result = GameResult(
            **{
                k: tuple(tuple(x) if isinstance(x, list) else x for x in v)
                if isinstance(v, list)
                else v
                for k, v in row.items()
                if k in fields
            }
        )
        by_table.setdefault(row["table"], {}).setdefault(result.deal_seed, []).append(result)
        players[row["table"]] = row["players"]
    for table, deals in by_table.items():
        results = [r for rs in deals.values() if len(rs) >= players[table] for r in rs]
        if not results:
            continue
        wall = sum(r.seconds for r in results)
        print(f"== {table}")
        print(format_table(summarise(results), len(results), players[table], wall))
    return 0


@functools.cache
def digest_now(level: str, size: int) -> str:
    """A level's decision digest now at a table size (ladder_file.ALL_SIZES, 0: the first form,
    every size together), taken once per run."""
    return level_digest(level, size or None)


def _fit_rows(files: list[str], leave_out_changed: bool = False) -> list[dict]:
    """The games to fit: rows of `play` files (JSON lines), and the games kept in ladder files
    (`.json`, such as steamworks/ai/data/ladder.json: what earlier runs rated, whose rows are
    not in the repository). A table may come from one kind of source only: a table both kept
    and played again would count its deals twice (play new deals with another --seed).
    `leave_out_changed`: a kept table with a level that plays differently now (a new Hard) at
    its table size is left out, and named, rather than refusing the fit: its games rated
    another player. Games recorded with the first form of digest (every table size together:
    a ladder file of version 1, rows played before session 30) take their size's digest when
    that form is still the level's now, so a file converts before its levels change."""
    from steamworks.ai import ladder_file  # noqa: PLC0415 (play does not need it)

    kept: list[dict] = []
    for name in [f for f in files if f.endswith(".json")]:
        try:
            kept += ladder_file.kept_rows(ladder_file.load(Path(name)))
        except ladder_file.LadderDataError as exc:  # unreadable, not a ladder, or its check failed
            raise SystemExit(str(exc)) from None
    played = _rows([f for f in files if not f.endswith(".json")])
    changed: dict[str, set[str]] = {}  # table -> its levels that play differently now
    for r in kept + played:
        size = r.get("digests_for", ladder_file.ALL_SIZES)
        differ = {level for level, d in r["digests"].items() if digest_now(level, size) != d}
        if differ:
            changed.setdefault(r["table"], set()).update(differ)
        elif size == ladder_file.ALL_SIZES:  # the first form holds: the size's digest now
            r["digests"] = {level: digest_now(level, r["players"]) for level in r["digests"]}
            r["digests_for"] = r["players"]
    if leave_out_changed:  # kept tables only: played games of other play are refused
        kept_tables = {r["table"] for r in kept}
        changed = {t: levels for t, levels in changed.items() if t in kept_tables}
        for table, levels in sorted(changed.items()):
            who = " and ".join(sorted(levels))
            verb = "plays" if len(levels) == 1 else "play"
            print(f"left out {table}: {who} {verb} differently since rated")
        kept = [r for r in kept if r["table"] not in changed]
    both = sorted({r["table"] for r in kept} & {r["table"] for r in played})
    if both:
        raise SystemExit(
            f"table {both[0]} is both in a ladder file and in played games: its deals would "
            "count twice; play new deals with another --seed"
        )
    return kept + played


def fit(args: argparse.Namespace, argv: list[str] | None = None) -> int:
    from steamworks.ai import ladder_file  # noqa: PLC0415 (play does not need it)

    rows = _fit_rows(args.games, args.leave_out_changed)
    try:
        load = "load average " + ", ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        load = "load average unknown"
    try:  # games of two versions of a level, or of a level changed since: refused, said plainly
        games, commands = ladder_file.whole_rotations(rows)
        levels = sorted({label for g in games for label in g["seats"]}, key=ladder_file.level_order)
        doc = ladder_file.build(
            games=games,
            commands=commands,
            digests={
                level: {
                    size: digest_now(level, size) for size in commands["digests"].get(level, {})
                }
                for level in levels
            },
            revision=_revision(),
            command=_command(argv),
            measured=datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
            machine=f"{platform.machine()}, {os.cpu_count()} cores, {platform.system()}; {load} "
            "while fitting (the games' conditions are in notes)",
            notes=args.notes or "",
        )
    except ladder_file.LadderDataError as exc:
        raise SystemExit(str(exc)) from None
    path = Path(args.out) if args.out else ladder_file.data_path()
    ladder_file.write(doc, path)
    for level in doc["ratings"]:
        r = doc["ratings"][level]
        print(
            f"{level:<8}{r['rating']:>8.0f}  [{r['low']:.0f}, {r['high']:.0f}]  {r['games']} games"
        )
    print(f"wrote {path}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/ladder.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play one table of the round robin at the shipped budgets")
    p.add_argument("--levels", required=True, help="levels at the table, e.g. hard,medium")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=40, help="games (rounded up to whole rotations)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", required=True, help="file of JSON lines the games are appended to")
    p.add_argument(
        "--scale",
        type=float,
        default=1.0,
        help="every search level thinks its own time times this (not rated: a measurement "
        "at budgets scaled down in the same proportion)",
    )
    f = sub.add_parser("fit", help="fit the ratings and write the data file")
    f.add_argument(
        "games",
        nargs="+",
        help="files written by play, and ladder files (.json) whose games to keep",
    )
    f.add_argument("--out", default=None, help="instead of steamworks/ai/data/ladder.json")
    f.add_argument("--notes", default=None, help="conditions of the games (load, what is missing)")
    f.add_argument(
        "--leave-out-changed",
        action="store_true",
        help="leave out the kept tables of a level that plays differently now (they rated "
        "its old play) instead of refusing the fit",
    )
    m = sub.add_parser("summary", help="each table's win rates and decision times")
    m.add_argument("games", nargs="+", help="files written by play")
    args = parser.parse_args(argv)
    if args.command == "summary":
        return summary(args)
    if args.command == "play":
        if not 2 <= args.players <= 5:
            parser.error("--players must be between 2 and 5")
        return play(args, argv)
    return fit(args, argv)


if __name__ == "__main__":
    sys.exit(main())
