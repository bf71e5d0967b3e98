"""What a seat's persona and tiles are worth beyond the evaluation's sums.

The evaluation (evaluate.py) values a player's holdings by sums: prestige printed on devices,
money, sources, tiles in supply at a price per printed point... blind to *which* persona and
which tiles. Session 28 found (tools/probe_value.py) that, learned from enough games, which
ones does predict the margin to come: about 9,600 training games were needed where the earlier
probes had used 1,200 and saw nothing. `tools/fit_holdings.py` fits, for each stage of the game,
one value per persona (and per persona and round left), per tile in the player's devices and
per tile in their supply, on what the learned evaluation leaves of the margin to come in
self-play games; this module reads that table and adds a seat's values to its estimate.

A table is fitted on games of its table sizes, and added only at those (its file's "players"):
one fitted on four-player games adds nothing at three or five. One table a table size is
packaged, `holdings_{n}p.json`, and Hard and Expert play with each (levels.py): the two-player
one is `Weights.holdings` (since session 29); those of more players are `Weights.holdings_many`,
a table for each size (four players since session 31, three and five since session 32).
`Weights()`, the default and the frozen references', adds nothing. `holdings=1` and
`holdings_many=1` take the packaged tables, a path ending in `.json` another table (a candidate
from the tool: `hard:holdings_many=FILE` in a tournament measures one, alone).

The file is checked when read, as learned.py checks its table: a damaged file stops with the
file's name and the fault (`HoldingsDataError`), never silently other values.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import attrs

from steamworks.rules.data import load
from steamworks.rules.state import GameState

from .learned import checked_phases, is_number, read_json, stage_of

PARTS = ("persona", "persona_rounds", "devices", "supply")  # each stage's tables, in order
MAX_VALUE = 5.0  # a persona's or a tile's value beyond this many prestige is a damaged file
MANY_SIZES = (3, 4, 5)  # the table sizes of Weights.holdings_many


def size_file(players: int) -> str:
    """The package's file of the table fitted on games of `players` players."""
    return f"holdings_{players}p.json"


DATA_FILE = size_file(2)  # the two-player table (Weights.holdings)
# the packaged tables of more players (Weights.holdings_many), one file a table size
MANY_FILES = tuple(size_file(n) for n in MANY_SIZES)


class HoldingsDataError(ValueError):
    """The holdings file is missing a part or holds a value no fit could produce."""


Values = dict[str, float]


@attrs.frozen(slots=True)
class HoldingsTable:
    """Per stage of the game (`phases`: rounds left, the upper bounds of every stage but the
    last, as learned.LearnedTable's): a value per persona, per persona and round left, per tile
    in a player's devices and per tile in their supply. A name not in a table is worth 0."""

    phases: tuple[float, ...]
    persona: tuple[Values, ...]
    persona_rounds: tuple[Values, ...]
    devices: tuple[Values, ...]
    supply: tuple[Values, ...]
    # the table sizes whose games it was fitted on, and the only ones it is added at (a table
    # of four-player games says nothing of three or five). Kept out of the repr, which the
    # ladder's digests hash: the packaged table's digest was recorded before this field existed
    players: tuple[int, ...] = attrs.field(default=(2,), repr=False)

    def serves(self, players: int) -> bool:
        """Whether the table is added at a table of `players`."""
        return players in self.players

    def values(self, state: GameState, rounds_left: float) -> list[float]:
        """What each seat's persona and tiles add to its estimate. (Which table a table size
        takes is the weights' choice: `evaluate.Weights.holdings_for`.)"""
        out = [0.0] * state.num_players
        stage = stage_of(rounds_left, self.phases)
        persona, per_round = self.persona[stage], self.persona_rounds[stage]
        devices, supply = self.devices[stage], self.supply[stage]
        for d in state.devices:
            out[d.owner] += sum(devices.get(tile, 0.0) for _pos, tile, _rot in d.layout)
        for i, p in enumerate(state.players):
            worth = persona.get(p.persona, 0.0) + per_round.get(p.persona, 0.0) * rounds_left
            out[i] += worth + sum(supply.get(tile, 0.0) for tile in p.supply)
        return out


def _fail(where: str, problem: str) -> HoldingsDataError:
    return HoldingsDataError(f"{where}: {problem} (rewrite it with tools/fit_holdings.py)")


def table_from_document(doc: Any, where: str) -> HoldingsTable:
    """Check a parsed holdings document and build its table; HoldingsDataError if it is wrong."""
    if not isinstance(doc, dict):
        raise _fail(where, "the file is not a JSON object")
    phases = checked_phases(doc.get("phases"), where, _fail)
    stages = doc.get("stages")
    if not isinstance(stages, list) or len(stages) != len(phases) + 1:
        raise _fail(where, f"'stages' must have {len(phases) + 1} entries, one per stage")
    sizes = doc.get("players")
    if (
        not isinstance(sizes, list)
        or not sizes
        or not all(type(n) is int and 2 <= n <= 5 for n in sizes)
        or len(set(sizes)) != len(sizes)
    ):
        raise _fail(
            where, "'players' must list the table sizes it was fitted on, 2 to 5, once each"
        )
    data = load()
    personas, tiles = set(data.personas), set(data.tiles)
    names = {"persona": personas, "persona_rounds": personas, "devices": tiles, "supply": tiles}
    parts: dict[str, list[Values]] = {part: [] for part in PARTS}
    for at, stage in enumerate(stages):
        if not isinstance(stage, dict) or sorted(stage) != sorted(PARTS):
            raise _fail(where, f"stage {at} must have exactly {', '.join(PARTS)}")
        for part in PARTS:
            values = stage[part]
            if not isinstance(values, dict):
                raise _fail(where, f"stage {at} {part!r} must map names to values")
            for name, value in values.items():
                if name not in names[part]:
                    raise _fail(
                        where, f"stage {at} {part!r} names {name!r}, which the game has not"
                    )
                if not is_number(value) or abs(value) > MAX_VALUE:
                    raise _fail(
                        where,
                        f"stage {at} {part!r} {name!r} must be a number within +-{MAX_VALUE:g}",
                    )
            parts[part].append({name: float(v) for name, v in values.items()})
    return HoldingsTable(
        phases=tuple(float(p) for p in phases),
        persona=tuple(parts["persona"]),
        persona_rounds=tuple(parts["persona_rounds"]),
        devices=tuple(parts["devices"]),
        supply=tuple(parts["supply"]),
        players=tuple(sorted(sizes)),
    )


def load_table(path: Path | None = None, packaged: str = DATA_FILE) -> HoldingsTable:
    """The table in `path` (default: the package's file named `packaged`), checked;
    HoldingsDataError if the file is missing, is not JSON, or holds anything a fit could not
    have written."""
    doc, where = read_json(path, packaged, _fail)
    return table_from_document(doc, where)


def table_at(path: str | None, packaged: str = DATA_FILE) -> HoldingsTable:
    """The table at `path` (None: the package's file named `packaged`), read and checked once
    per process: the same object however it is asked for."""
    return _table_read_once(path, packaged if path is None else DATA_FILE)


@functools.lru_cache(maxsize=16)
def _table_read_once(path: str | None, packaged: str) -> HoldingsTable:
    # keyed on both arguments, always given (lru_cache tells f(x) from f(x, default) apart);
    # `packaged` is the same for every path, which does not read it
    return load_table(None if path is None else Path(path), packaged)


def as_holdings(value: object) -> HoldingsTable | None:
    """`Weights.holdings` from what a caller gave: a table, a switch (1/True: the packaged
    two-player table, 0/False/None: none) or the path of a table's file, so a tournament can say
    `hard:holdings=1` or `hard:holdings=/tmp/candidate.json`."""
    tables = _as_tables(value, "holdings", (DATA_FILE,), sizes=(2,))
    return tables[0] if tables else None


def as_holdings_many(value: object) -> tuple[HoldingsTable, ...]:
    """`Weights.holdings_many` from what a caller gave: its tables for three to five players,
    at most one for each size. 1/True takes the packaged ones (MANY_FILES), 0/False/None none;
    a table or a table's .json file (`tools/fit_holdings.py --players 5 --out FILE`) is that
    table alone, and a list or tuple of them those tables."""
    return _as_tables(value, "holdings_many", MANY_FILES, sizes=MANY_SIZES)


def _as_tables(
    value: object, option: str, packaged: tuple[str, ...], *, sizes: tuple[int, ...]
) -> tuple[HoldingsTable, ...]:
    """Tables from a table, None, a table's .json file, a switch (0/False: none; 1/True: the
    package's files named `packaged`) or a list or tuple of those; anything else refused,
    naming the tuning `option` (worded only then: a converter runs whenever weights are
    evolved, and a table's repr is long). A table fitted on none of `sizes` (the table sizes
    this weight is added at) is refused, since it would silently add nothing, and so are two
    tables for one size, since which of them played would be an accident of their order."""
    tables: list[HoldingsTable] = []
    for item in value if isinstance(value, (list, tuple)) else [value]:
        if isinstance(item, HoldingsTable):
            tables.append(item)
        elif isinstance(item, str) and item.endswith(".json"):
            tables.append(table_at(item))
        elif item is None or item == 0:  # also False
            pass
        elif item == 1:  # also True
            tables += [table_at(None, name) for name in packaged]
        else:
            raise ValueError(
                f"{option}= takes 1 (the packaged table), 0 (none) or a table's .json file, "
                f"not {item!r}"
            )
    for table in tables:
        if not any(table.serves(n) for n in sizes):
            raise ValueError(
                f"a table fitted on {list(table.players)}-player games adds nothing where this "
                f"one is used ({', '.join(map(str, sizes))} players)"
            )
    for n in sizes:
        if sum(t.serves(n) for t in tables) > 1:
            raise ValueError(f"two holdings tables were given for {n} players; one a size")
    return tuple(tables)
