"""The learned part of the evaluation: how much each of its "later" terms is really worth.

The evaluation (evaluate.py) estimates a player's final prestige as their score now plus
terms for what their position should still bring: money, basic sources, tiles in supply,
workers still to place, visits to their devices, their own use of them, and the decisions on
the stack. Its prices were set by hand. `tools/train_eval.py` plays self-play games with a
decent policy and fits, for each table size (two players; three or more) and each stage of
the game (rounds left), one multiplier per term, so that the terms predict how the final
margin over the opponents moved from the margin on the table. The fitted multipliers are
package data (`ai/data/learned_eval.json`), read and checked once at import: a damaged file
stops the import with a message naming the file and the fault, rather than letting an agent
play on silently different values.

A multiplier of 1 keeps the hand-set price; `Weights(learned=None)` (the default, and the
frozen references') uses no table at all. A candidate table in another file can be played
without replacing the package's (`learned=<path>.json`, `as_table`).
"""

from __future__ import annotations

import functools
import json
import math
from bisect import bisect_right
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

import attrs

DATA_FILE = "learned_eval.json"
# the table hard-v2 was frozen with (references.py): a copy, so refitting DATA_FILE moves it not
FROZEN_V2_FILE = "learned_eval_hard_v2.json"

# the evaluation's terms a table scales, in the order of each row (evaluate.TERMS' names)
FITTED_TERMS = ("money", "sources", "tiles", "workers", "visits", "own_use", "pending")
# table sizes fitted apart: two players (devices' visitors pay coins) and three or more (clocks)
GROUPS = ("2", "3+")
MAX_MULTIPLIER = 5.0  # a fitted price above five times the hand-set one is a damaged file
ONES = (1.0,) * len(FITTED_TERMS)


class LearnedDataError(ValueError):
    """The learned weights file is missing a part or holds a value no fit could produce."""


Row = tuple[float, ...]


@attrs.frozen(slots=True)
class LearnedTable:
    """Multipliers of FITTED_TERMS by table size and by rounds left.

    `phases` are the upper bounds (rounds left, exclusive) of every stage but the last:
    (1.0, 2.0) means "under 1 round left", "1 to 2", "2 or more". `two` and `many` hold one
    row per stage for two players and for three or more."""

    phases: tuple[float, ...]
    two: tuple[Row, ...]
    many: tuple[Row, ...]

    def multipliers(self, players: int, rounds_left: float) -> Row:
        """The row for a table of `players` with `rounds_left` rounds still to play."""
        rows = self.two if players == 2 else self.many
        return rows[stage_of(rounds_left, self.phases)]


def stage_of(rounds_left: float, phases: tuple[float, ...]) -> int:
    """The stage of the game `rounds_left` fall in: the first whose bound (`phases`, rising)
    lies above them; past every bound, the last stage."""
    return bisect_right(phases, rounds_left)


def _fail(where: str, problem: str) -> LearnedDataError:
    return LearnedDataError(f"{where}: {problem} (rewrite it with tools/train_eval.py)")


def table_from_document(doc: Any, where: str) -> LearnedTable:
    """Check a parsed weights document and build its table; LearnedDataError if it is wrong."""
    if not isinstance(doc, dict):
        raise _fail(where, "the file is not a JSON object")
    if doc.get("terms") != list(FITTED_TERMS):
        raise _fail(where, f"'terms' must list {', '.join(FITTED_TERMS)} in that order")
    phases = checked_phases(doc.get("phases"), where, _fail)
    tables = doc.get("tables")
    if not isinstance(tables, dict) or sorted(tables) != sorted(GROUPS):
        raise _fail(where, f"'tables' must have exactly the groups {', '.join(GROUPS)}")
    rows: dict[str, tuple[Row, ...]] = {}
    for group in GROUPS:
        stages = tables[group]
        if not isinstance(stages, list) or len(stages) != len(phases) + 1:
            raise _fail(where, f"table {group!r} must have {len(phases) + 1} rows, one per stage")
        for stage, row in enumerate(stages):
            if (
                not isinstance(row, list)
                or len(row) != len(FITTED_TERMS)
                or not all(is_number(m) and 0.0 <= m <= MAX_MULTIPLIER for m in row)
            ):
                raise _fail(
                    where,
                    f"table {group!r} row {stage} must be {len(FITTED_TERMS)} numbers "
                    f"from 0 to {MAX_MULTIPLIER:g}",
                )
        rows[group] = tuple(tuple(float(m) for m in row) for row in stages)
    return LearnedTable(tuple(float(p) for p in phases), rows["2"], rows["3+"])


def checked_phases(phases: Any, where: str, fail: Callable[[str, str], ValueError]) -> list[float]:
    """A fitted file's `phases` (the stages' bounds in rounds left), or `fail(where, problem)`
    raised unless they are positive numbers, rising."""
    if (
        not isinstance(phases, list)
        or not all(is_number(p) and p > 0 for p in phases)
        or any(b <= a for a, b in zip(phases, phases[1:]))
    ):
        raise fail(where, "'phases' must be positive numbers of rounds, rising")
    return phases


def is_number(value: object) -> bool:
    """A finite int or float (not a bool): what a fitted file's numbers must be."""
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(float(value))
    )


def data_path(packaged: str = DATA_FILE) -> Path:
    """Where the package keeps the data file `packaged` (the weights by default), for the
    script that fits it to write."""
    return Path(str(resources.files("steamworks.ai").joinpath("data", packaged)))


def load_table(path: Path | None = None, packaged: str = DATA_FILE) -> LearnedTable:
    """The table in `path` (default: the package's file named `packaged`), checked;
    LearnedDataError if the file is missing, is not JSON, or holds anything a fit could not
    have written."""
    return load_document(path, packaged)[1]


def load_document(
    path: Path | None = None, packaged: str = DATA_FILE
) -> tuple[dict[str, Any], LearnedTable]:
    """The whole weights document in `path` (default: the package's file named `packaged`: its
    command, games and held-out error too, for the training script) and its checked table."""
    doc, where = read_json(path, packaged, _fail)
    table = table_from_document(doc, where)  # a table that passes is a JSON object
    return doc, table


def read_json(
    path: Path | None, packaged: str, fail: Callable[[str, str], ValueError]
) -> tuple[Any, str]:
    """The parsed JSON in `path` (None: the package's data file named `packaged`) and the name
    to report it by; `fail(where, problem)` is the error raised when it cannot be read or is
    not JSON (each data file's own error, naming the tool that rewrites it)."""
    where = str(path) if path is not None else f"steamworks/ai/data/{packaged}"
    try:
        if path is None:
            text = resources.files("steamworks.ai").joinpath("data", packaged).read_text("utf-8")
        else:
            text = path.read_text("utf-8")
    except OSError as e:
        raise fail(where, f"cannot be read ({e.strerror or e})") from e
    try:
        return json.loads(text), where
    except ValueError as e:
        raise fail(where, f"is not valid JSON ({e})") from e


# read once, at import: every agent with learned weights shares this table
LEARNED = load_table()


@functools.lru_cache(maxsize=16)
def table_at(path: str) -> LearnedTable:
    """The table in the file at `path`, read and checked once per process (agents share it)."""
    return load_table(Path(path))


def as_table(value: object) -> LearnedTable | None:
    """`Weights.learned` from what a caller gave: a table, a switch (1/True: the packaged
    table, 0/False/None: none) or the path of a table's file (a candidate from
    tools/train_eval.py --out), so a tournament can say `hard@100:learned=1` or
    `hard@100:learned=/tmp/candidate.json`."""
    if value is None or isinstance(value, LearnedTable):
        return value
    if isinstance(value, str) and value.endswith(".json"):
        return table_at(value)
    if value in (0, 1):  # also False and True
        return LEARNED if value else None
    raise ValueError(
        f"learned= takes 1 (the packaged table), 0 (none) or a table's .json file, not {value!r}"
    )
