"""The rated ladder of the AI levels: `ai/data/ladder.json`, written by tools/ladder.py, read
and checked here.

The file holds, besides each level's rating and 95% interval (ratings.py, Random fixed at 0):
every game the ratings were fitted from (table, deal, the level in each seat, the places), the
command that played each table, the code revision, the date, the machine, and each level's
decision digests (decision_digest.py) from when its games were played: one for each table size
it was rated at, so a change to its play at another size leaves its rating standing. (Files of
version 1 kept one digest of every size together; tools/ladder.py converts their games.)

Its integrity check (`load`) fits the recorded games again and refuses the file when a
recorded rating, interval or gap is not what they give: a hand-edited figure cannot pass for
a measured one without inventing the games too. tests/ai/test_ladder.py checks the shipped
file and recomputes the digests: a level whose play changed since it was rated fails there.

The game reads the file through `shipped_ladder()`, which gives None for a missing or damaged
file (the new-game screen then shows no ratings; a broken screen would be worse).
"""

from __future__ import annotations

import functools
import json
import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from . import strength
from .ratings import Fit, comparisons, fit

DATA_FILE = "ladder.json"
FORMAT = "steamworks-ladder"
VERSION = 2
FIRST_VERSION = 1  # one digest of every table size together (ALL_SIZES); read, never written
ALL_SIZES = 0  # the table size a version 1 digest stands for: every size together
ANCHOR = "random"  # fixed at 0: every rating is points above a player moving at random
LADDER_LEVELS = ("random", "easy", "medium", "hard", "expert")  # bottom to top
TOLERANCE = 0.6  # points: ratings are written to one decimal


class LadderDataError(ValueError):
    """The ladder file is missing, malformed, or its figures are not what its games give."""


@attrs.frozen(slots=True)
class LevelRating:
    level: str
    rating: float
    low: float  # 95% interval
    high: float
    games: float  # games' worth of evidence (each seat of a game counts one)
    # decision_digest.level_digest at each table size its games were played at, when they
    # were played (ALL_SIZES: a version 1 file's one digest of every size together)
    digests: Mapping[int, str] = attrs.field(factory=dict)


@attrs.frozen(slots=True)
class Gap:
    """How far one level stands above the next one down the ladder."""

    upper: str
    lower: str
    points: float
    low: float  # 95% interval of the difference
    high: float


@attrs.frozen(slots=True)
class Ladder:
    ratings: dict[str, LevelRating]  # rated levels, bottom to top
    gaps: tuple[Gap, ...]  # each rated level above the one below it
    revision: str
    command: str
    measured: str
    machine: str
    notes: str
    tables: tuple[dict[str, Any], ...]  # table, players, command, games
    version: int = VERSION  # of the file it was read from


def level_order(level: str) -> int:
    return LADDER_LEVELS.index(level) if level in LADDER_LEVELS else len(LADDER_LEVELS)


def data_path() -> Path:
    return strength.data_path(DATA_FILE)


# ------------------------------------------------------------------ from the played games


def whole_rotations(
    rows: Iterable[Mapping[str, Any]],
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The games of `tools/ladder.py play` rows to rate: played at the shipped budgets
    (scale 1), deals whose every seating rotation was played (a run stopped between two
    seatings leaves that deal out), one game per (table, index). Also each table's command, and
    each level's digest at each table size (a row's `digests_for`: the size its digests are of;
    without it, ALL_SIZES). Raises LadderDataError when one level's games of one size were
    played by different play (digests)."""
    by_deal: dict[tuple[str, int], dict[int, Mapping[str, Any]]] = defaultdict(dict)
    commands: dict[str, str] = {}
    digests: dict[str, dict[int, str]] = defaultdict(dict)
    for row in rows:
        if row.get("scale", 1.0) != 1.0:
            continue
        size = row.get("digests_for", ALL_SIZES)
        for level, digest in row["digests"].items():
            if digests[level].setdefault(size, digest) != digest:
                raise LadderDataError(
                    f"the games of {level} were played by different versions of its play "
                    f"(digests {digests[level][size]} and {digest}): rate one version at a time"
                )
        by_deal[(row["table"], row["deal_seed"])][row["index"]] = row
        commands.setdefault(row["table"], row["command"])
    games = []
    for (table, deal), seatings in sorted(by_deal.items()):
        players = next(iter(seatings.values()))["players"]
        if len(seatings) < players:
            continue
        for index in sorted(seatings):
            row = seatings[index]
            games.append(
                {
                    "table": table,
                    "deal": deal,
                    "seats": list(row["labels"]),
                    "places": list(row["ranks"]),
                }
            )
    return games, {"commands": commands, "digests": dict(digests)}


def kept_rows(ladder: Ladder) -> list[dict[str, Any]]:
    """The games of a checked ladder file (`load`) as rows of `tools/ladder.py play`,
    so that a new fit keeps them: games accumulate from run to run and from clone to clone
    (the rows written by `play` live outside the repository). Each row carries the digests
    its levels had at its table size when the file was fitted (a version 1 file's: of every
    size together), so `whole_rotations` and `build` refuse the kept games of a level that
    plays differently now, as they refuse played ones."""
    rows = []
    for table in ladder.tables:
        seen: dict[int, int] = defaultdict(int)  # deal -> seatings of it so far
        players = table["players"]
        size = ALL_SIZES if ladder.version == FIRST_VERSION else players
        for deal, seats, places in table["games"]:
            rows.append(
                {
                    "table": table["table"],
                    "command": table["command"],
                    "players": players,
                    "digests_for": size,
                    "digests": {level: ladder.ratings[level].digests[size] for level in seats},
                    "scale": 1.0,
                    # the n-th seating of its deal: unique within a (table, deal)
                    "index": seen[deal],
                    "deal_seed": deal,
                    "labels": list(seats),
                    "ranks": list(places),
                }
            )
            seen[deal] += 1
    return rows


def fit_games(games: Sequence[Mapping[str, Any]]) -> Fit:
    evidence = []
    for game in games:
        evidence += comparisons(game["seats"], game["places"])
    return fit(evidence, {ANCHOR: 0.0})


def _gaps(fitted: Fit) -> list[Gap]:
    rated = sorted(fitted.ratings, key=level_order)
    out = []
    for lower, upper in zip(rated, rated[1:]):
        g = fitted.gap(upper, lower)
        out.append(Gap(upper, lower, round(g.rating, 1), round(g.low, 1), round(g.high, 1)))
    return out


def build(
    *,
    games: list[dict[str, Any]],
    commands: Mapping[str, Any],
    digests: Mapping[str, Mapping[int, str]],
    revision: str,
    command: str,
    measured: str,
    machine: str,
    notes: str,
) -> dict[str, Any]:
    """The file's document: ratings fitted from `games`, with everything they came from.
    `digests`: each level's digest now at each table size its games were played at (refused
    where it is not the one its games were played with)."""
    if not games:
        raise LadderDataError("no whole rotation of any table was played: nothing to rate")
    played: Mapping[str, Mapping[int, str]] = commands["digests"]
    for level, by_size in played.items():
        for size, was in sorted(by_size.items()):
            now = digests.get(level, {}).get(size)
            if now != was:
                where = "" if size == ALL_SIZES else f" at {size} players"
                raise LadderDataError(
                    f"{level} plays differently now{where} than when its games were played "
                    f"(digest {now}, its games {was}): play them again"
                )
    fitted = fit_games(games)
    tables: dict[str, dict[str, Any]] = {}
    for game in games:
        t = tables.setdefault(
            game["table"],
            {
                "table": game["table"],
                "players": len(game["seats"]),
                "command": commands["commands"][game["table"]],
                "games": [],
            },
        )
        t["games"].append([game["deal"], game["seats"], game["places"]])
    return {
        "format": FORMAT,
        "version": VERSION,
        "about": "Ratings of the AI levels, written by tools/ladder.py fit from the games below. "
        "Do not edit by hand: the file's check fits the games again, and a test recomputes "
        "each level's decision digest.",
        "revision": revision,
        "command": command,
        "measured": measured,
        "machine": machine,
        "notes": notes,
        "anchor": ANCHOR,
        "ratings": {
            level: {
                "rating": round(r.rating, 1),
                "low": round(r.low, 1),
                "high": round(r.high, 1),
                "games": round(r.games, 2),
                "digests": {str(size): d for size, d in sorted(played[level].items())},
            }
            for level, r in sorted(fitted.ratings.items(), key=lambda kv: level_order(kv[0]))
        },
        "gaps": [attrs.asdict(g) for g in _gaps(fitted)],
        "tables": list(tables.values()),
    }


def write(doc: Mapping[str, Any], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


# ------------------------------------------------------------------ reading and checking


def _close(a: Any, b: float) -> bool:
    return isinstance(a, (int, float)) and math.isfinite(a) and abs(a - b) <= TOLERANCE


def parse(doc: Any, where: str = DATA_FILE) -> Ladder:
    """The ladder a document holds, after checking its figures against its games.
    Raises LadderDataError naming the first fault (never another exception, whatever the
    document holds)."""
    try:
        return _parse(doc, where)
    except LadderDataError:
        raise
    except (AttributeError, IndexError, KeyError, TypeError, ValueError) as exc:
        raise LadderDataError(f"{where} is malformed ({exc!r})") from None


def _parse(doc: Any, where: str) -> Ladder:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise LadderDataError(f"{where} is not a ladder file")
    version = doc.get("version")
    if version not in (FIRST_VERSION, VERSION):
        raise LadderDataError(
            f"{where} is a ladder file of version {version!r}; this game reads versions "
            f"{FIRST_VERSION} and {VERSION}"
        )
    tables = tuple(doc["tables"])
    games = [
        {"table": t["table"], "deal": deal, "seats": list(seats), "places": list(places)}
        for t in tables
        for deal, seats, places in t["games"]
    ]
    recorded = doc["ratings"]
    recorded_gaps = doc["gaps"]
    fitted = fit_games(games)
    if set(recorded) != set(fitted.ratings):
        raise LadderDataError(
            f"{where} rates {sorted(recorded)}, its games {sorted(fitted.ratings)}"
        )
    ratings = {}
    for level in sorted(recorded, key=level_order):
        entry, r = recorded[level], fitted.ratings[level]
        for name, value in (("rating", r.rating), ("low", r.low), ("high", r.high)):
            if not _close(entry.get(name), value):
                raise LadderDataError(
                    f"{where}: {level}'s {name} is {entry.get(name)!r}, but its games give "
                    f"{value:.1f} (edited by hand, or the games were)"
                )
        ratings[level] = LevelRating(
            level,
            entry["rating"],
            entry["low"],
            entry["high"],
            entry["games"],
            _digests(entry, version, level, where),
        )
    gaps = _gaps(fitted)
    if len(recorded_gaps) != len(gaps) or not all(
        isinstance(rg, dict)
        and rg.get("upper") == g.upper
        and rg.get("lower") == g.lower
        and all(_close(rg.get(k), getattr(g, k)) for k in ("points", "low", "high"))
        for rg, g in zip(recorded_gaps, gaps)
    ):
        raise LadderDataError(f"{where}: the gaps between levels are not what its games give")
    return Ladder(
        ratings=ratings,
        gaps=tuple(gaps),
        revision=str(doc.get("revision", "")),
        command=str(doc.get("command", "")),
        measured=str(doc.get("measured", "")),
        machine=str(doc.get("machine", "")),
        notes=str(doc.get("notes", "")),
        tables=tables,
        version=version,
    )


def _digests(entry: Mapping[str, Any], version: int, level: str, where: str) -> dict[int, str]:
    """A rating's digests by table size (a version 1 file's one digest: ALL_SIZES)."""
    if version == FIRST_VERSION:
        recorded = {ALL_SIZES: entry["digest"]}
    else:
        recorded = {int(size): d for size, d in entry["digests"].items()}
        if not recorded or not all(2 <= size <= 5 for size in recorded):
            raise LadderDataError(f"{where}: {level}'s digests are not of table sizes 2 to 5")
    if not all(isinstance(d, str) and d for d in recorded.values()):
        raise LadderDataError(f"{where}: {level}'s digests are not digests")
    return recorded


def load(path: Path | None = None) -> Ladder:
    """The checked ladder from `path` (default: the package's file). Raises LadderDataError."""
    try:
        doc = json.loads(strength.data_text(DATA_FILE, path))
    except (OSError, ValueError) as exc:
        raise LadderDataError(f"{path or DATA_FILE} could not be read ({exc})") from None
    return parse(doc, str(path or DATA_FILE))


@functools.cache
def shipped_ladder() -> Ladder | None:
    """The package's ladder, checked once; None when it is missing or fails its check."""
    try:
        return load()
    except LadderDataError:
        return None
