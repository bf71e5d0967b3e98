"""The reading context every part of a scenario is read through: where a value sits in the
file (`Ref`), the problems found so far, typed checks of single values (whole numbers, text,
grid positions, tile ids, seats), and the record of where every physical tile has been put.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

from ..data import load
from .problems import Lines, ScenarioProblem, suggest


def all_numbers(values: list[int | None]) -> list[int] | None:
    """`values` when every one was read as a number (`Reader.int_`), else None: the reader
    has reported why."""
    numbers = [v for v in values if v is not None]
    return numbers if len(numbers) == len(values) else None


@attrs.define
class Ref:
    """Where in the file a value came from, for messages and line numbers."""

    where: str
    table: str | None = None
    index: int = 0
    key: str | None = None

    def sub(self, label: str, key: str | None = None) -> Ref:
        return Ref(
            f"{self.where}, {label}" if self.where else label,
            self.table,
            self.index,
            key or self.key,
        )


@attrs.frozen
class ListedTable:
    """One kind of table written in a list (a device's tile, a mechanic on it): its `name` where
    a problem is placed ("tile 2"), its `keys` (the first `needs` of them required), and the
    problems' words: `how` shows one written out, `missing` says which keys it needs."""

    name: str
    keys: tuple[str, ...]
    needs: int
    how: str
    missing: str


class Reader:
    """One scenario being read: the readers in this package share it and report through it."""

    def __init__(self, text: str):
        self.text = text
        self.lines = Lines(text)
        self.problems: list[ScenarioProblem] = []
        self.data = load()
        # (seat, automaton_at, where) of each device mechanic marked `automaton = true`
        self.automaton_marks: list[tuple[int, tuple[int, ...], Ref]] = []
        # filled in as the file is read (see loader.read_scenario)
        self.game: dict[str, Any] = {}  # the [game] table
        self.age = 1
        self.raw_players: list[dict[str, Any]] = []  # the [[player]] tables as written
        self.names: dict[str, int] = {}  # player name -> seat
        self.personas_taken: set[str] = set()
        self.persona_tiles: dict[str, int] = {}  # persona tile id -> the seat whose persona has it
        # where every physical tile is: tile id -> list of place descriptions
        self.places: dict[str, list[str]] = {}

    def err(self, ref: Ref, message: str, needle: str | None = None) -> None:
        line = None
        if needle is not None:
            line = self.lines.value(ref.table, ref.index, needle)
        elif ref.key is not None:
            line = self.lines.key(ref.table, ref.index, ref.key)
        elif ref.table is not None:
            line = self.lines.header(ref.table, ref.index)
        self.problems.append(ScenarioProblem(ref.where, message, line))

    def table(self, value: Any, ref: Ref, allowed: tuple[str, ...]) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.err(ref, "should be a table of keys and values.")
            return {}
        for key in value:
            if key not in allowed:
                self.err(
                    ref.sub(f"key {key!r}", key),
                    f"is not a key this table knows{suggest(key, allowed)}; "
                    f"the keys are: {', '.join(allowed)}.",
                )
        return value

    def int_(
        self, value: Any, ref: Ref, low: int | None = None, high: int | None = None, what: str = ""
    ) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int):
            self.err(ref, f"should be a whole number, not {value!r}.")
            return None
        if low is not None and value < low:
            self.err(ref, f"cannot be less than {low} (it is {value}){what}.")
            return None
        if high is not None and value > high:
            self.err(ref, f"cannot be more than {high} (it is {value}){what}.")
            return None
        return value

    def str_(self, value: Any, ref: Ref) -> str | None:
        if not isinstance(value, str):
            self.err(ref, f"should be text in quotes, not {value!r}.")
            return None
        return value

    def bool_(self, value: Any, ref: Ref) -> bool | None:
        if not isinstance(value, bool):
            self.err(ref, f"should be true or false, not {value!r}.")
            return None
        return value

    def entries(
        self, items: list[Any], ref: Ref, kind: ListedTable
    ) -> Iterator[tuple[Ref, dict[str, Any] | None]]:
        """Each table of a list, with where it is ("..., tile 2"): None, and a problem, when it
        is not a table (`kind.how`) or lacks one of its required keys (`kind.missing`); a key it
        does not know is reported and passed over."""
        for k, item in enumerate(items):
            item_ref = ref.sub(f"{kind.name} {k}")
            if not isinstance(item, dict):
                self.err(item_ref, kind.how)
                yield item_ref, None
                continue
            self.table(item, item_ref, kind.keys)
            if any(key not in item for key in kind.keys[: kind.needs]):
                self.err(item_ref, kind.missing)
                yield item_ref, None
                continue
            yield item_ref, item

    def list_(self, value: Any, ref: Ref) -> list[Any] | None:
        if not isinstance(value, list):
            self.err(ref, f"should be a list in square brackets, not {value!r}.")
            return None
        return value

    def pos(self, value: Any, ref: Ref) -> tuple[int, int] | None:
        if (
            not isinstance(value, list)
            or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)
        ):
            self.err(
                ref, f"should be a grid position [row, column] of two whole numbers, not {value!r}."
            )
            return None
        return (value[0], value[1])

    def tile_id(self, value: Any, ref: Ref, basic_ok: bool) -> str | None:
        tid = self.str_(value, ref)
        if tid is None:
            return None
        tiles = self.data.tiles
        if tid not in tiles:
            self.err(ref, f'there is no tile called "{tid}"{suggest(tid, tiles)}.', needle=tid)
            return None
        if not basic_ok and tiles[tid].is_basic:
            self.err(
                ref,
                f'"{tid}" is a basic source: basic sources are counted in a player\'s '
                f"`sources`, and never lie on belts, in stacks or in a supply list.",
                needle=tid,
            )
            return None
        return tid

    def seat(self, value: Any, ref: Ref) -> int | None:
        """A player reference: a seat number (from 0) or a player's `name`."""
        if isinstance(value, str):
            if value in self.names:
                return self.names[value]
            self.err(
                ref, f'no player is named "{value}"{suggest(value, self.names)}.', needle=value
            )
            return None
        n = len(self.raw_players)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
            self.err(
                ref, f"should be a seat number from 0 to {n - 1} or a player's name, not {value!r}."
            )
            return None
        return value

    def place(self, tid: str, where: str) -> None:
        if not self.data.tiles[tid].is_basic:
            self.places.setdefault(tid, []).append(where)

    def tile_list(self, value: Any, ref: Ref, where: str | None) -> list[str]:
        items = self.list_(value, ref)
        out = []
        for k, item in enumerate(items or []):
            tid = self.tile_id(item, ref.sub(f"item {k}"), basic_ok=False)
            if tid is not None:
                out.append(tid)
                if where is not None:
                    self.place(tid, where)
        return out
