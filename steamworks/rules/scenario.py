"""Scenario files: a position of the game written by hand in TOML, and written back out.

A scenario describes one moment of a game: every player's persona, money, prestige, clocks,
basic sources, supply tiles and devices; the belts, the stacks, the clock stacks; the age, the
round, the start player and whose turn it is. Rule tests, tutorials, puzzles and bug reports
all describe positions this way. The format is documented in docs/scenarios.md.

    state = load_scenario(Path("tests/rules/scenarios/ex8_amplicondenser.toml"))
    state = load_scenario('''
        [[player]]
        persona = "alice"
        [[player]]
        persona = "tobias"
        ''')
    text = dump_scenario(state)          # loads back to an equal state

`load_scenario` checks the whole file and raises one `ScenarioError` listing every problem it
found, each with where it is (and the line, when it can tell). Anything not written takes a
default (see the docs). Pure: standard library and attrs only.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import textwrap
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import attrs

from . import frames as F
from . import rng as rng_mod
from .connectors import problems as layout_problems
from .data import POWER_TYPES, load
from .state import (
    AT_NOWHERE,
    AUTO_BOARD,
    AUTO_READY,
    AUTO_USED,
    Device,
    GameState,
    Player,
    device_spot,
    persona_spot,
)

__all__ = ["ScenarioError", "ScenarioProblem", "load_scenario", "dump_scenario", "belt_keys"]

AUTOMATON_NAMES = {"board": AUTO_BOARD, "ready": AUTO_READY, "used": AUTO_USED}
AUTOMATON_OF = {v: k for k, v in AUTOMATON_NAMES.items()}
REST = "..."  # in a stack list: every tile of that stack not placed anywhere else
STACK_KEYS = ("age1", "age2", "age3")
STACK_NAMES = ("Age I", "Age II", "Age III")
TOP_KEYS = ("title", "description", "game", "player", "device", "belts", "stacks", "pending")
GAME_KEYS = (
    "age",
    "round",
    "turn",
    "start_player",
    "to_act",
    "locks",
    "clock_supply",
    "clocks_removed",
    "seed",
    "rng",
    "progress",
    "game_over",
    "end_reason",
    "variant_end_of_age",
    "next_device_id",
    "removed",
    "absent",
    "revealed",
)
PLAYER_KEYS = (
    "name",
    "persona",
    "side",
    "money",
    "prestige",
    "clocks",
    "sources",
    "supply",
    "used",
    "occupied_spaces",
    "automaton",
    "automaton_space",
)
DEVICE_KEYS = ("id", "owner", "tiles", "mechanics")
TILE_KEYS = ("at", "tile", "rotation")
MECHANIC_KEYS = ("at", "player", "slot", "automaton")

FRAME_TYPES: dict[str, type] = {
    name: cls
    for name, cls in vars(F).items()
    if isinstance(cls, type)
    and attrs.has(cls)
    and cls.__module__ == F.__name__
    and name.endswith("Frame")
}


# --------------------------------------------------------------------------- errors


@attrs.frozen(slots=True)
class ScenarioProblem:
    """One thing wrong with a scenario: where it is, what is wrong, and the line if known."""

    where: str
    message: str
    line: int | None = None

    def __str__(self) -> str:
        place = f"line {self.line}: " if self.line else ""
        return f"{place}{self.where}: {self.message}" if self.where else f"{place}{self.message}"


class ScenarioError(ValueError):
    """A scenario that cannot be loaded; `problems` lists every reason found."""

    def __init__(self, problems: Iterable[ScenarioProblem], source: str = ""):
        # in reading order: by line, problems without a line last
        self.problems: tuple[ScenarioProblem, ...] = tuple(
            sorted(problems, key=lambda p: (p.line is None, p.line or 0))
        )
        self.source = source
        n = len(self.problems)
        name = f"The scenario {source}" if source else "The scenario"
        head = f"{name} has a problem:" if n == 1 else f"{name} has {n} problems:"
        super().__init__("\n".join([head] + [f"  - {p}" for p in self.problems]))


# --------------------------------------------------------------------------- names


def belt_keys() -> tuple[str, ...]:
    """The key of each belt in a scenario's [belts] table: its colour, numbered when shared."""
    belts = load().board.belts
    out = []
    for b in belts:
        same = [x for x in belts if x.colour == b.colour]
        out.append(b.colour if len(same) == 1 else f"{b.colour}{same.index(b) + 1}")
    return tuple(out)


def _suggest(word: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(str(word), list(choices), n=1, cutoff=0.6)
    return f' (did you mean "{close[0]}"?)' if close else ""


def _stack_index(tile_stack: str) -> int | None:
    """Which stack (0-2) a tile of this data `stack` belongs to; None for basic/persona tiles."""
    return {"start": 0, "age1": 0, "age2": 1, "age3": 2}.get(tile_stack)


def _mechanics_for_age(age: int) -> int:
    board = load().board
    return min(board.mechanics_at_start + age - 1, board.mechanics_per_player)


# --------------------------------------------------------------------------- line finder


class _Lines:
    """Best-effort line numbers: finds table headers and keys in the original text."""

    HEADER = re.compile(r"^\s*\[(\[)?\s*([A-Za-z_][\w.]*)\s*\]?\]\s*(#.*)?$")

    def __init__(self, text: str):
        self.lines = text.splitlines()
        self.tables: list[tuple[int, str, int]] = []  # (line index, table name, occurrence)
        counts: dict[str, int] = {}
        for i, line in enumerate(self.lines):
            m = self.HEADER.match(line)
            if m:
                name = m.group(2)
                k = counts.get(name, 0)
                counts[name] = k + 1
                self.tables.append((i, name, k))

    def _range(self, table: str | None, index: int) -> tuple[int, int]:
        if table is None:
            end = self.tables[0][0] if self.tables else len(self.lines)
            return 0, end
        for n, (i, name, k) in enumerate(self.tables):
            if name == table and k == index:
                end = self.tables[n + 1][0] if n + 1 < len(self.tables) else len(self.lines)
                return i, end
        return 0, 0

    def key(self, table: str | None, index: int, key: str) -> int | None:
        start, end = self._range(table, index)
        pat = re.compile(r"(^|[{,\s])" + re.escape(key) + r"\s*=")
        for i in range(start, end):
            if pat.search(self.lines[i].split("#", 1)[0]):
                return i + 1
        return start + 1 if end > start else None

    def header(self, table: str, index: int) -> int | None:
        start, end = self._range(table, index)
        return start + 1 if end > start else None

    def everywhere(self, needle: str) -> list[int]:
        """Every line holding `needle` in quotes."""
        quoted = (json.dumps(needle), f"'{needle}'")
        return [i + 1 for i, line in enumerate(self.lines) if any(q in line for q in quoted)]

    def value(self, table: str | None, index: int, needle: str) -> int | None:
        start, end = self._range(table, index)
        for quoted in (json.dumps(needle), f"'{needle}'"):
            for i in range(start, end):
                if quoted in self.lines[i]:
                    return i + 1
        return start + 1 if end > start else None


# --------------------------------------------------------------------------- loading


@attrs.define
class _Ref:
    """Where in the file a value came from, for messages and line numbers."""

    where: str
    table: str | None = None
    index: int = 0
    key: str | None = None

    def sub(self, label: str, key: str | None = None) -> _Ref:
        return _Ref(
            f"{self.where}, {label}" if self.where else label,
            self.table,
            self.index,
            key or self.key,
        )


class _Loader:
    def __init__(self, text: str):
        self.text = text
        self.lines = _Lines(text)
        self.problems: list[ScenarioProblem] = []
        self.data = load()
        # (seat, automaton_at, where) of each device mechanic marked `automaton = true`
        self.automaton_marks: list[tuple[int, tuple[int, ...], _Ref]] = []

    # ---------------------------------------------------------------- reporting

    def err(self, ref: _Ref, message: str, needle: str | None = None) -> None:
        line = None
        if needle is not None:
            line = self.lines.value(ref.table, ref.index, needle)
        elif ref.key is not None:
            line = self.lines.key(ref.table, ref.index, ref.key)
        elif ref.table is not None:
            line = self.lines.header(ref.table, ref.index)
        self.problems.append(ScenarioProblem(ref.where, message, line))

    # ---------------------------------------------------------------- typed values

    def table(self, value: Any, ref: _Ref, allowed: tuple[str, ...]) -> dict:
        if not isinstance(value, dict):
            self.err(ref, "should be a table of keys and values.")
            return {}
        for key in value:
            if key not in allowed:
                self.err(
                    ref.sub(f"key {key!r}", key),
                    f"is not a key this table knows{_suggest(key, allowed)}; "
                    f"the keys are: {', '.join(allowed)}.",
                )
        return value

    def int_(
        self, value: Any, ref: _Ref, low: int | None = None, high: int | None = None, what: str = ""
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

    def str_(self, value: Any, ref: _Ref) -> str | None:
        if not isinstance(value, str):
            self.err(ref, f"should be text in quotes, not {value!r}.")
            return None
        return value

    def bool_(self, value: Any, ref: _Ref) -> bool | None:
        if not isinstance(value, bool):
            self.err(ref, f"should be true or false, not {value!r}.")
            return None
        return value

    def list_(self, value: Any, ref: _Ref) -> list | None:
        if not isinstance(value, list):
            self.err(ref, f"should be a list in square brackets, not {value!r}.")
            return None
        return value

    def pos(self, value: Any, ref: _Ref) -> tuple[int, int] | None:
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

    def tile_id(self, value: Any, ref: _Ref, basic_ok: bool) -> str | None:
        tid = self.str_(value, ref)
        if tid is None:
            return None
        tiles = self.data.tiles
        if tid not in tiles:
            self.err(ref, f'there is no tile called "{tid}"{_suggest(tid, tiles)}.', needle=tid)
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

    def seat(self, value: Any, ref: _Ref) -> int | None:
        """A player reference: a seat number (from 0) or a player's `name`."""
        if isinstance(value, str):
            if value in self.names:
                return self.names[value]
            self.err(
                ref, f'no player is named "{value}"{_suggest(value, self.names)}.', needle=value
            )
            return None
        n = len(self.raw_players)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
            self.err(
                ref, f"should be a seat number from 0 to {n - 1} or a player's name, not {value!r}."
            )
            return None
        return value

    # ---------------------------------------------------------------- the whole file

    def load(self, doc: dict) -> GameState | None:
        root = _Ref("")
        for key in doc:
            if key not in TOP_KEYS:
                self.err(
                    _Ref(f"{key!r}", None, 0, key),
                    f"is not part of a scenario{_suggest(key, TOP_KEYS)}; the parts are: {', '.join(TOP_KEYS)}.",
                )
        for key in ("title", "description"):
            if key in doc:
                self.str_(doc[key], root.sub(key, key))

        game = self.table(doc.get("game", {}), _Ref("[game]", "game"), GAME_KEYS)
        self.game = game
        g = _Ref("[game]", "game")

        age = self.int_(game.get("age", 1), g.sub("age", "age"), 1, 3) or 1
        self.age = age

        raw_players = doc.get("player", [])
        if not isinstance(raw_players, list) or not all(isinstance(p, dict) for p in raw_players):
            self.err(_Ref("player"), "players are written as [[player]] tables, one for each seat.")
            raw_players = []
        self.raw_players = raw_players
        n = len(raw_players)
        if not 2 <= n <= 5:
            self.err(
                _Ref(""),
                f"Steam Works is for 2 to 5 players, and the scenario has {n} [[player]] table"
                f"{'' if n == 1 else 's'}.",
            )
        self.names: dict[str, int] = {}
        for i, p in enumerate(raw_players):
            name = p.get("name")
            if name is None:
                continue
            ref = _Ref(f"player {i}", "player", i, "name")
            if self.str_(name, ref) is None:
                continue
            if name in self.names:
                self.err(ref, f'two players are named "{name}"; names must differ.')
            else:
                self.names[name] = i

        # personas written explicitly; players without one get the first persona left over
        self.personas_taken = set()
        for p in raw_players:
            pid = self._quiet_persona(p.get("persona"))
            if pid:
                self.personas_taken.add(pid)

        # where every physical tile is: tile id -> list of place descriptions
        self.places: dict[str, list[str]] = {}

        players = [self.player(i, p) for i, p in enumerate(raw_players)]
        self.check_personas(players)
        devices = self.devices(doc.get("device", []))
        for who, at, ref in self.automaton_marks:
            if players[who] is not None:
                self.set_automaton_at(players[who], at, ref)
        belts = self.belts(doc.get("belts", {}))
        stacks_raw, hidden_raw = self.stacks(doc.get("stacks", {}))
        pending = self.pending(doc.get("pending", []), devices)
        removed = self.tile_list(
            game.get("removed", []), g.sub("removed", "removed"), "removed from the game"
        )
        # read only to check it: a scenario's absent tiles are those not listed anywhere else
        self.tile_list(game.get("absent", []), g.sub("absent", "absent"), "absent from the game")
        revealed = self.tile_list(game.get("revealed", []), g.sub("revealed", "revealed"), None)

        for tid, where in self.places.items():
            if len(where) > 1:
                lines = self.lines.everywhere(tid)
                self.problems.append(
                    ScenarioProblem(
                        f'tile "{tid}"',
                        f"is in {len(where)} places at once: {'; '.join(where)}. Each tile exists "
                        "once (only basic sources are unlimited).",
                        lines[0] if lines else None,
                    )
                )

        for tid in self.places:
            if self.data.tiles[tid].stack == "persona" and tid not in self.persona_tiles:
                owner = next(
                    f"{self.data.persona_names[pid]}'s side {side}"
                    for pid, sides in self.data.personas.items()
                    for side, ps in sides.items()
                    if ps.tile == tid
                )
                lines = self.lines.everywhere(tid)
                self.problems.append(
                    ScenarioProblem(
                        f'tile "{tid}"',
                        f"comes with {owner}, which nobody plays in this scenario.",
                        lines[0] if lines else None,
                    )
                )

        # tiles written nowhere: to their stacks (or the supply, or out of the game)
        removed = list(removed)
        for i, pl in enumerate(players):
            if pl is None:
                continue
            ps = self.persona_side(pl)
            if ps is not None and ps.tile and ps.tile not in self.places:
                if "supply" in raw_players[i]:
                    removed.append(ps.tile)
                else:
                    pl["supply"].append(ps.tile)
                self.places[ps.tile] = ["(default)"]
        stacks = []
        for s in range(3):
            rest = [t for t in self._stack_tiles(s) if t not in self.places]
            given = stacks_raw[s]
            if given is None:
                stacks.append(tuple(rest))
            elif REST in given:
                k = given.index(REST)
                stacks.append(tuple(given[:k]) + tuple(rest) + tuple(given[k + 1 :]))
            else:
                stacks.append(tuple(given))
                removed.extend(rest)
        hidden = []
        for s in range(3):
            h = hidden_raw[s] if hidden_raw is not None else None
            if h is None:
                hidden.append(len(stacks[s]))
            elif h > len(stacks[s]):
                self.err(
                    _Ref("[stacks], hidden", "stacks", 0, "hidden"),
                    f"says {h} tiles of the {STACK_NAMES[s]} stack are unseen, but it holds only {len(stacks[s])}.",
                )
                hidden.append(len(stacks[s]))
            else:
                hidden.append(h)

        locks, clock_supply, clocks_removed = self.counters(players)
        start_player = self.int_(
            game.get("start_player", 0),
            g.sub("start_player", "start_player"),
            0,
            max(n - 1, 0),
            what=" (seats count from 0)",
        )
        to_act = self.int_(
            game.get("to_act", start_player or 0),
            g.sub("to_act", "to_act"),
            0,
            max(n - 1, 0),
            what=" (seats count from 0)",
        )
        rnd = self.int_(game.get("round", 1), g.sub("round", "round"), 1)
        turn = self.int_(game.get("turn", 1), g.sub("turn", "turn"), 1)
        progress = self.bool_(game.get("progress", False), g.sub("progress", "progress"))
        game_over = self.bool_(game.get("game_over", False), g.sub("game_over", "game_over"))
        variant = self.bool_(
            game.get("variant_end_of_age", False), g.sub("variant_end_of_age", "variant_end_of_age")
        )
        end_reason = self.str_(game.get("end_reason", ""), g.sub("end_reason", "end_reason"))
        state_rng = self.rng()
        max_id = max((d.id for d in devices), default=0)
        next_id = self.int_(
            game.get("next_device_id", max_id + 1),
            g.sub("next_device_id", "next_device_id"),
            max_id + 1,
            what=" (it must be above every device id)",
        )

        self.resolve_used(players, devices)
        if (
            not pending
            and not game_over
            and to_act is not None
            and to_act < n
            and players[to_act] is not None
        ):
            p = players[to_act]
            if (
                p["used"] is not None
                and p["used"] >= _mechanics_for_age(age)
                and p["automaton"] != AUTO_READY
            ):
                self.err(
                    g.sub("to_act", "to_act"),
                    f"player {to_act} is to act but has no mechanic (or Automaton) "
                    "left this round.",
                )
        if self.problems:
            return None
        return GameState(
            players=tuple(self.make_player(p) for p in players),
            belts=belts,
            stacks=tuple(stacks),
            hidden=tuple(hidden),
            locks=locks,
            clock_supply=clock_supply,
            clocks_removed=clocks_removed,
            age=age,
            round=rnd,
            turn=turn,
            start_player=start_player,
            current=to_act,
            devices=tuple(devices),
            next_device_id=next_id,
            removed=tuple(removed),
            pending=tuple(pending),
            rng=state_rng,
            progress=progress,
            game_over=game_over,
            variant_end_of_age=variant,
            revealed=tuple(revealed),
            end_reason=end_reason,
        )

    def _stack_tiles(self, s: int) -> list[str]:
        if s == 0:
            return list(self.data.stack_tiles("age1")) + list(self.data.stack_tiles("start"))
        return list(self.data.stack_tiles(STACK_KEYS[s]))

    def place(self, tid: str, where: str) -> None:
        if not self.data.tiles[tid].is_basic:
            self.places.setdefault(tid, []).append(where)

    def tile_list(self, value: Any, ref: _Ref, where: str | None) -> list[str]:
        items = self.list_(value, ref)
        out = []
        for k, item in enumerate(items or []):
            tid = self.tile_id(item, ref.sub(f"item {k}"), basic_ok=False)
            if tid is not None:
                out.append(tid)
                if where is not None:
                    self.place(tid, where)
        return out

    # ---------------------------------------------------------------- players

    def player(self, i: int, raw: dict) -> dict | None:
        label = f"player {i}" + (f" ({raw['name']})" if isinstance(raw.get("name"), str) else "")
        ref = _Ref(label, "player", i)
        self.table(raw, ref, PLAYER_KEYS)
        out: dict[str, Any] = {"index": i, "label": label}
        persona = raw.get("persona")
        if persona is None:
            persona = next(pid for pid in self.data.personas if pid not in self.personas_taken)
            self.personas_taken.add(persona)
        else:
            persona = self.persona_id(persona, ref.sub("persona", "persona"))
        side = raw.get("side", "A")
        if side not in ("A", "B"):
            self.err(ref.sub("side", "side"), f'should be "A" or "B", not {side!r}.')
            side = None
        out["persona"], out["side"] = persona, side
        ps = self.data.personas[persona][side] if persona and side else None
        out["money"] = self.int_(
            raw.get("money", ps.money if ps else 0), ref.sub("money", "money"), 0
        )
        out["prestige"] = self.int_(raw.get("prestige", 0), ref.sub("prestige", "prestige"), 0)
        out["clocks"] = self.int_(raw.get("clocks", 0), ref.sub("clocks", "clocks"), 0)
        out["sources"] = (
            self.sources(raw["sources"], ref.sub("sources", "sources"))
            if "sources" in raw
            else (ps.sources if ps else (0, 0, 0))
        )
        supply = []
        if "supply" in raw:
            items = self.list_(raw["supply"], ref.sub("supply", "supply"))
            for k, item in enumerate(items or []):
                tid = self.tile_id(item, ref.sub(f"supply item {k}", "supply"), basic_ok=False)
                if tid is not None:
                    supply.append(tid)
                    self.place(tid, f"{label}'s supply")
        out["supply"] = supply
        n_spaces = len(ps.spaces) if ps else 4
        occupied = [False] * n_spaces
        if "occupied_spaces" in raw:
            sref = ref.sub("occupied_spaces", "occupied_spaces")
            for k in self.list_(raw["occupied_spaces"], sref) or []:
                space = self.int_(
                    k,
                    sref,
                    0,
                    n_spaces - 1,
                    what=f" (this persona side has spaces 0 to {n_spaces - 1})",
                )
                if space is None:
                    continue
                if occupied[space]:
                    self.err(sref, f"lists persona space {space} twice.")
                occupied[space] = True
        out["spaces"] = tuple(occupied)
        auto_default = "ready" if ps is not None and ps.butler else "board"
        auto = raw.get("automaton", auto_default)
        if not isinstance(auto, str) or auto not in AUTOMATON_NAMES:
            self.err(
                ref.sub("automaton", "automaton"),
                f'should be "board", "ready" or "used", not {auto!r}.',
            )
            auto = auto_default
        elif ps is not None and ps.butler and auto == "board":
            self.err(
                ref.sub("automaton", "automaton"),
                "Augustus's butler (side B) never goes to the central "
                'board: use "ready" or "used".',
            )
        out["automaton"] = AUTOMATON_NAMES[auto]
        out["automaton_at"] = AT_NOWHERE
        if "automaton_space" in raw:
            aref = ref.sub("automaton_space", "automaton_space")
            space = self.int_(
                raw["automaton_space"],
                aref,
                0,
                n_spaces - 1,
                what=f" (this persona side has spaces 0 to {n_spaces - 1})",
            )
            if space is not None:
                if not occupied[space]:
                    self.err(
                        aref,
                        f"the Automaton stands on persona space {space}, so `occupied_spaces` must "
                        "list it too.",
                    )
                self.set_automaton_at(out, persona_spot(space), aref)
        out["used"] = raw.get("used")
        if out["used"] is not None:
            out["used"] = self.int_(out["used"], ref.sub("used", "used"), 0)
        out["ref"] = ref
        # a bad value has been reported; carry on with a neutral one so later checks still run
        for key, neutral in (("money", 0), ("prestige", 0), ("clocks", 0), ("sources", (0, 0, 0))):
            if out[key] is None:
                out[key] = neutral
        return out

    def _quiet_persona(self, text: Any) -> str | None:
        if not isinstance(text, str):
            return None
        for pid, name in self.data.persona_names.items():
            if text.lower() in (pid.lower(), name.lower()):
                return pid
        return None

    def persona_id(self, value: Any, ref: _Ref) -> str | None:
        text = self.str_(value, ref)
        if text is None:
            return None
        if text in self.data.personas:
            return text
        for pid, name in self.data.persona_names.items():
            if text.lower() in (pid.lower(), name.lower()):
                return pid
        choices = list(self.data.personas) + list(self.data.persona_names.values())
        self.err(
            ref,
            f'there is no persona "{text}"{_suggest(text, choices)}; the personas are: '
            f"{', '.join(self.data.personas)}.",
            needle=text,
        )
        return None

    def persona_side(self, pl: dict):
        if pl.get("persona") and pl.get("side"):
            return self.data.persona_side(pl["persona"], pl["side"])
        return None

    def sources(self, value: Any, ref: _Ref) -> tuple[int, int, int] | None:
        if isinstance(value, list):
            if len(value) != 3:
                self.err(ref, "as a list, give three numbers: clockwork, steam, electrickal.")
                return None
            vals = [self.int_(v, ref, 0) for v in value]
        elif isinstance(value, dict):
            for key in value:
                if key not in POWER_TYPES:
                    self.err(
                        ref,
                        f"has an unknown source type {key!r}: use C (clockwork), S (steam) and E (electrickal).",
                    )
            vals = [self.int_(value.get(t, 0), ref.sub(t), 0) for t in POWER_TYPES]
        else:
            self.err(ref, "should be a table like { C = 1, S = 0, E = 2 }.")
            return None
        if any(v is None for v in vals):
            return None
        return (vals[0], vals[1], vals[2])

    def check_personas(self, players: list) -> None:
        seen: dict[str, int] = {}
        for pl in players:
            if pl is None or not pl.get("persona"):
                continue
            if pl["persona"] in seen:
                self.err(
                    pl["ref"].sub("persona", "persona"),
                    f"player {seen[pl['persona']]} already plays {self.data.persona_names[pl['persona']]}; "
                    "each persona board exists once.",
                )
            else:
                seen[pl["persona"]] = pl["index"]
        self.persona_tiles = {}
        for pl in players:
            ps = self.persona_side(pl) if pl else None
            if ps is not None and ps.tile:
                self.persona_tiles[ps.tile] = pl["index"]

    def make_player(self, pl: dict) -> Player:
        return Player(
            persona=pl["persona"],
            side=pl["side"],
            money=pl["money"],
            prestige=pl["prestige"],
            clocks=pl["clocks"],
            sources=pl["sources"],
            supply=tuple(sorted(pl["supply"])),
            mechanics=_mechanics_for_age(self.age),
            used=pl["used"],
            spaces=pl["spaces"],
            automaton=pl["automaton"],
            automaton_at=pl["automaton_at"],
        )

    def set_automaton_at(self, pl: dict, at: tuple[int, ...], ref: _Ref) -> None:
        """Record that player `pl`'s Automaton stands at `at` (at most one place, and only
        when the Automaton is "used" this round)."""
        if pl["automaton_at"]:
            self.err(
                ref,
                f"{pl['label']}'s Automaton already stands elsewhere: a player has one Automaton.",
            )
            return
        if pl["automaton"] != AUTO_USED:
            self.err(
                ref,
                f'{pl["label"]}\'s Automaton stands here, so their `automaton` must be "used", '
                f'not "{AUTOMATON_OF[pl["automaton"]]}".',
            )
        pl["automaton_at"] = at

    # ---------------------------------------------------------------- devices

    def devices(self, raw: Any) -> list[Device]:
        if not isinstance(raw, list) or not all(isinstance(d, dict) for d in raw):
            self.err(_Ref("device"), "devices are written as [[device]] tables.")
            return []
        out: list[Device] = []
        ids: set[int] = set()
        next_id = 1
        self.device_workers: list[tuple[Device, list]] = []
        for k, d in enumerate(raw):
            ref = _Ref(f"device {k + 1} of the file", "device", k)
            self.table(d, ref, DEVICE_KEYS)
            did = d.get("id", next_id)
            did = self.int_(did, ref.sub("id", "id"), 1)
            if did is not None:
                if did in ids:
                    self.err(ref.sub("id", "id"), f"device id {did} is used twice.")
                ids.add(did)
                next_id = did + 1
                ref = _Ref(f"device {did}", "device", k)
            owner = None
            if "owner" not in d:
                self.err(
                    ref,
                    "needs an `owner`: the seat number (from 0) or name of the player who built it.",
                )
            else:
                owner = self.seat(d["owner"], ref.sub("owner", "owner"))
            layout = self.layout(d.get("tiles"), ref, ref.where)
            if layout is None or owner is None or did is None:
                continue
            device = Device(id=did, owner=owner, layout=layout)
            device = attrs.evolve(device, workers=self.workers(d.get("mechanics", []), device, ref))
            out.append(device)
        return out

    def layout(self, raw: Any, ref: _Ref, where: str, place: bool = True):
        tref = ref.sub("tiles", "tiles")
        if raw is None:
            self.err(
                ref,
                'needs `tiles`, e.g. tiles = [ {at=[0,0], tile="clockwork_source"}, '
                '{at=[0,1], tile="monetiser_1"} ].',
            )
            return None
        items = self.list_(raw, tref)
        if items is None:
            return None
        cells = []
        ok = True
        for k, item in enumerate(items):
            iref = tref.sub(f"tile {k}")
            if not isinstance(item, dict):
                self.err(
                    iref,
                    'each tile is written { at = [row, column], tile = "id" } (rotation optional).',
                )
                ok = False
                continue
            self.table(item, iref, TILE_KEYS)
            if "at" not in item or "tile" not in item:
                self.err(iref, "needs both `at` (its grid position) and `tile` (its id).")
                ok = False
                continue
            pos = self.pos(item["at"], iref.sub("at"))
            tid = self.tile_id(item["tile"], iref.sub("tile"), basic_ok=True)
            rot = self.int_(
                item.get("rotation", 0),
                iref.sub("rotation", "rotation"),
                0,
                3,
                what=" (rotation counts clockwise quarter turns, 0 to 3)",
            )
            if pos is None or tid is None or rot is None:
                ok = False
                continue
            if place:
                self.place(tid, where)
            cells.append((pos, tid, rot))
        if not ok:
            return None
        if not cells:
            self.err(tref, "a device needs at least one source and one component.")
            return None
        layout = tuple(sorted(cells))
        for problem in layout_problems(layout):
            at = ", ".join(f"[{r}, {c}]" for r, c in problem.cells)
            self.err(
                tref,
                f"this is not a legal device: {problem.message}" + (f" (at {at})" if at else ""),
            )
        return layout

    def workers(self, raw: Any, device: Device, ref: _Ref) -> tuple:
        mref = ref.sub("mechanics", "mechanics")
        items = self.list_(raw, mref) or []
        tiles = {p: self.data.tiles[t] for p, t, _r in device.layout}
        parsed = []
        for k, item in enumerate(items):
            iref = mref.sub(f"mechanic {k}")
            if not isinstance(item, dict):
                self.err(
                    iref,
                    "each mechanic is written { at = [row, column], player = 0 } (slot optional).",
                )
                continue
            self.table(item, iref, MECHANIC_KEYS)
            if "at" not in item or "player" not in item:
                self.err(
                    iref,
                    "needs `at` (the source it stands on) and `player` (whose mechanic it is).",
                )
                continue
            pos = self.pos(item["at"], iref.sub("at"))
            who = self.seat(item["player"], iref.sub("player", "player"))
            slot = None
            if "slot" in item:
                slot = self.int_(item["slot"], iref.sub("slot", "slot"), 0)
                if slot is None:
                    continue
            automaton = self.bool_(item.get("automaton", False), iref.sub("automaton", "automaton"))
            if pos is None or who is None or automaton is None:
                continue
            tile = tiles.get(pos)
            if tile is None:
                self.err(
                    iref.sub("at"), f"there is no tile at [{pos[0]}, {pos[1]}] in this device."
                )
                continue
            if not tile.is_source:
                self.err(
                    iref.sub("at"),
                    f"the {tile.name} at [{pos[0]}, {pos[1]}] is a component: mechanics "
                    "stand only on sources.",
                )
                continue
            if slot is not None and slot >= tile.spaces:
                self.err(
                    iref.sub("slot"),
                    f"the {tile.name} has {tile.spaces} mechanic space"
                    f"{'s' if tile.spaces > 1 else ''} (slots 0 to {tile.spaces - 1}).",
                )
                continue
            parsed.append([pos, slot, who, iref, automaton])
        taken: set = set()
        for entry in parsed:  # explicit slots first, then the free ones in order
            if entry[1] is not None:
                if (entry[0], entry[1]) in taken:
                    self.err(
                        entry[3],
                        f"two mechanics stand on the same space of the source at {list(entry[0])}.",
                    )
                taken.add((entry[0], entry[1]))
        for entry in parsed:
            if entry[1] is None:
                spaces = tiles[entry[0]].spaces
                free = [s for s in range(spaces) if (entry[0], s) not in taken]
                if not free:
                    self.err(
                        entry[3],
                        f"the {tiles[entry[0]].name} at {list(entry[0])} has no free mechanic space "
                        "left.",
                    )
                    continue
                entry[1] = free[0]
                taken.add((entry[0], free[0]))
        for pos, slot, who, iref, automaton in parsed:
            if automaton and slot is not None:
                self.automaton_marks.append(
                    (who, device_spot(device.id, pos, slot), iref.sub("automaton", "automaton"))
                )
        return tuple((pos, slot, who) for pos, slot, who, _r, _auto in parsed if slot is not None)

    # ---------------------------------------------------------------- belts and stacks

    def belts(self, raw: Any) -> tuple:
        keys = belt_keys()
        bref = _Ref("[belts]", "belts")
        raw = self.table(raw, bref, keys)
        out = []
        for b, bdef in enumerate(self.data.board.belts):
            row: list[str | None] = [None] * bdef.spaces
            if keys[b] in raw:
                ref = bref.sub(keys[b], keys[b])
                items = self.list_(raw[keys[b]], ref) or []
                if len(items) > bdef.spaces:
                    self.err(
                        ref,
                        f"the {bdef.name.lower()} has {bdef.spaces} spaces, but {len(items)} are listed.",
                    )
                    items = items[: bdef.spaces]
                for col, item in enumerate(items):
                    if item in ("", "-"):
                        continue
                    tid = self.tile_id(item, ref.sub(f"column {col}"), basic_ok=False)
                    if tid is None:
                        continue
                    tile = self.data.tiles[tid]
                    allowed = {f"age{bdef.age}"} | ({"start"} if bdef.age == 1 else set())
                    if tile.stack not in allowed:
                        self.err(
                            ref.sub(f"column {col}"),
                            f'"{tid}" cannot be on the {bdef.name.lower()}: it only '
                            f"carries {STACK_NAMES[bdef.age - 1]} tiles"
                            f"{' (and start tiles)' if bdef.age == 1 else ''}.",
                            needle=tid,
                        )
                        continue
                    if bdef.age > self.age:
                        self.err(
                            ref.sub(f"column {col}"),
                            f"the {bdef.name.lower()} stays empty until "
                            f"{STACK_NAMES[bdef.age - 1]} begins (the game is in "
                            f"{STACK_NAMES[self.age - 1]}).",
                            needle=tid,
                        )
                        continue
                    self.place(tid, f"the {bdef.name.lower()}, column {col}")
                    row[col] = tid
            out.append(tuple(row))
        return tuple(out)

    def stacks(self, raw: Any):
        sref = _Ref("[stacks]", "stacks")
        raw = self.table(raw, sref, STACK_KEYS + ("hidden",))
        out: list[list[str] | None] = []
        for s, key in enumerate(STACK_KEYS):
            if key not in raw:
                out.append(None)
                continue
            ref = sref.sub(key, key)
            items = self.list_(raw[key], ref) or []
            if items.count(REST) > 1:
                self.err(ref, f'"{REST}" (the rest of the stack) may appear only once.')
            tiles: list[str] = []
            for k, item in enumerate(items):
                if item == REST:
                    tiles.append(REST)
                    continue
                tid = self.tile_id(item, ref.sub(f"item {k}"), basic_ok=False)
                if tid is None:
                    continue
                if _stack_index(self.data.tiles[tid].stack) != s:
                    self.err(
                        ref.sub(f"item {k}"),
                        f'"{tid}" does not belong in the {STACK_NAMES[s]} stack.',
                        needle=tid,
                    )
                    continue
                self.place(tid, f"the {STACK_NAMES[s]} stack")
                tiles.append(tid)
            out.append(tiles)
        hidden = None
        if "hidden" in raw:
            ref = sref.sub("hidden", "hidden")
            items = self.list_(raw["hidden"], ref)
            if items is not None and len(items) != 3:
                self.err(ref, "should give three numbers, for the Age I, II and III stacks.")
            elif items is not None:
                hidden = [self.int_(v, ref, 0) for v in items]
                if None in hidden:
                    hidden = None
        return out, hidden

    # ---------------------------------------------------------------- counters

    def counters(self, players: list):
        g = _Ref("[game]", "game")
        game = self.game
        board = self.data.board
        n = len(self.raw_players)
        default = list(board.clocks_by_players.get(n, (0, 0, 0)))
        for i in range(self.age - 1):
            default[i] = 0
        locks = tuple(default)
        if "locks" in game:
            ref = g.sub("locks", "locks")
            items = self.list_(game["locks"], ref)
            if items is not None and len(items) != 3:
                self.err(
                    ref,
                    "should give three numbers: the Age II lock, the Age III lock and Game End.",
                )
            elif items is not None:
                vals = [self.int_(v, ref, 0) for v in items]
                if None not in vals:
                    locks = tuple(vals)
        removed = (
            self.int_(game.get("clocks_removed", 0), g.sub("clocks_removed", "clocks_removed"), 0)
            or 0
        )
        held = sum(p["clocks"] for p in players if p is not None)
        if n == 2:
            supply = (
                self.int_(game.get("clock_supply", 0), g.sub("clock_supply", "clock_supply"), 0)
                or 0
            )
            if supply:
                self.err(
                    g.sub("clock_supply", "clock_supply"),
                    "a two-player game uses coins instead of clock "
                    "counters, so the clock supply stays at 0.",
                )
            for p in players:
                if p is not None and p["clocks"]:
                    self.err(
                        p["ref"].sub("clocks", "clocks"),
                        "in a two-player game coins replace clock counters, "
                        "so players hold no clock counters.",
                    )
            placed = sum(board.clocks_by_players[2])
            if sum(locks) + removed > placed:
                self.err(
                    g.sub("locks", "locks"),
                    f"a two-player game starts with {placed} coins on the locks; "
                    f"{sum(locks) + removed} are accounted for.",
                )
            return locks, supply, removed
        box = board.clocks_in_box
        if "clock_supply" in game:
            supply = self.int_(game["clock_supply"], g.sub("clock_supply", "clock_supply"), 0) or 0
        else:
            supply = box - sum(locks) - held - removed
        total = sum(locks) + supply + held + removed
        if total != box:
            self.err(
                g,
                f"the box holds {box} clock counters, but the scenario accounts for {total}: "
                f"{sum(locks)} on the locks, {supply} in the general supply, {held} held by players and "
                f"{removed} removed from the game.",
            )
        return locks, supply, removed

    def rng(self) -> int:
        game = self.game
        g = _Ref("[game]", "game")
        if "seed" in game and "rng" in game:
            self.err(g.sub("rng", "rng"), "give either `seed` or `rng`, not both.")
        if "rng" in game:
            text = self.str_(game["rng"], g.sub("rng", "rng"))
            try:
                value = int(text, 0) if text is not None else 0
            except ValueError:
                self.err(
                    g.sub("rng", "rng"),
                    f'should be a number in quotes such as "0x1f2e", not {text!r}.',
                )
                return 0
            if not 0 <= value < 1 << 64:
                self.err(g.sub("rng", "rng"), "should be between 0 and 2**64 - 1.")
                return 0
            return value
        seed = self.int_(game.get("seed", 0), g.sub("seed", "seed"))
        return rng_mod.seed_state(seed or 0)

    # ---------------------------------------------------------------- workers and turn

    def resolve_used(self, players: list[dict], devices: list[Device]) -> None:
        """Check (or, when not written, work out) how many mechanics each player has used."""
        mechanics = _mechanics_for_age(self.age)
        on_devices = [0] * len(players)
        for d in devices:
            for _pos, _slot, who in d.workers:
                on_devices[who] += 1
        for i, pl in enumerate(players):
            if pl is None:
                continue
            placed = on_devices[i] + sum(pl["spaces"])
            auto = 1 if pl["automaton"] == AUTO_USED else 0
            ref = pl["ref"].sub("used", "used")
            if pl["used"] is None:
                pl["used"] = min(max(0, placed - auto), mechanics)
            used = pl["used"]
            if used > mechanics:
                self.err(
                    ref,
                    f"has used {used} mechanics, but only {mechanics} are unlocked in "
                    f"{STACK_NAMES[self.age - 1]}.",
                )
            elif placed > used + auto:
                self.err(
                    ref,
                    f"has {placed} workers on the board (on devices and persona spaces) but has used "
                    f"only {used} mechanic{'s' if used != 1 else ''}"
                    f"{' and the Automaton' if auto else ''} this round.",
                )

    # ---------------------------------------------------------------- pending decisions

    def pending(self, raw: Any, devices: list[Device]) -> list:
        if not isinstance(raw, list) or not all(isinstance(f, dict) for f in raw):
            self.err(_Ref("pending"), "pending decisions are written as [[pending]] tables.")
            return []
        out = []
        n = len(self.raw_players)
        ids = {d.id for d in devices}
        for k, entry in enumerate(raw):
            ref = _Ref(f"pending decision {k}", "pending", k)
            kind = entry.get("kind")
            cls = FRAME_TYPES.get(kind) if isinstance(kind, str) else None
            if cls is None:
                self.err(
                    ref.sub("kind", "kind"),
                    f"should name a kind of decision{_suggest(kind, FRAME_TYPES)}: "
                    f"{', '.join(sorted(FRAME_TYPES))}.",
                )
                continue
            fields = attrs.fields(cls)
            self.table(entry, ref, ("kind",) + tuple(f.name for f in fields))
            values = {}
            ok = True
            for f in fields:
                fref = ref.sub(f.name, f.name)
                if f.name not in entry:
                    if f.default is attrs.NOTHING and "None" not in str(f.type):
                        self.err(fref, f"a {kind} needs `{f.name}`.")
                        ok = False
                    continue
                value = self.frame_value(entry[f.name], str(f.type), fref)
                if value is _BAD:
                    ok = False
                    continue
                values[f.name] = value
            if not ok:
                continue
            if not 0 <= values.get("player", 0) < n:
                self.err(ref.sub("player", "player"), f"should be a seat number from 0 to {n - 1}.")
                continue
            owner = values.get("owner")
            if isinstance(owner, int) and not 0 <= owner < n:
                self.err(ref.sub("owner", "owner"), f"should be a seat number from 0 to {n - 1}.")
                continue
            if isinstance(values.get("device"), int) and values["device"] not in ids:
                self.err(ref.sub("device", "device"), f"there is no device {values['device']}.")
                continue
            for f in fields:
                if f.name not in values and f.default is attrs.NOTHING:
                    values[f.name] = None
            if cls is F.RevealFrame:
                for t in values.get("tiles", ()):
                    self.place(t, f"{ref.where} (revealed by the Innovation Turbine)")
            out.append(cls(**values))
        return out

    def frame_value(self, value: Any, ftype: str, ref: _Ref):
        base = ftype.replace(" | None", "")
        if base == "bool":
            v = self.bool_(value, ref)
        elif base == "int":
            v = self.int_(value, ref)
        elif base == "str":
            v = self.str_(value, ref)
        elif base == "Pos":
            v = self.pos(value, ref)
        elif base.startswith("frozenset"):
            items = self.list_(value, ref)
            if items is None:
                return _BAD
            cells = [self.pos(x, ref) for x in items]
            v = None if None in cells else frozenset(cells)
        elif base == "Layout":
            v = self.layout(value, ref, ref.where, place=False)
        elif base.startswith("tuple[str"):
            items = self.list_(value, ref)
            v = (
                None
                if items is None or any(not isinstance(x, str) for x in items)
                else tuple(items)
            )
            if items is not None and v is None:
                self.err(ref, "should be a list of texts in quotes.")
            if v is not None and "tiles" in ref.where:
                for t in v:
                    if t not in self.data.tiles:
                        self.err(
                            ref,
                            f'there is no tile called "{t}"{_suggest(t, self.data.tiles)}.',
                            needle=t,
                        )
                        v = None
                        break
        elif base.startswith("tuple[int"):
            items = self.list_(value, ref)
            v = None if items is None else tuple(self.int_(x, ref) for x in items)
            if v is not None and None in v:
                v = None
        else:
            v = _to_tuple(value)
        return _BAD if v is None else v


_BAD = object()


def _to_tuple(value):
    if isinstance(value, list):
        return tuple(_to_tuple(v) for v in value)
    return value


def _read(text_or_path: str | os.PathLike) -> tuple[str, str]:
    if isinstance(text_or_path, os.PathLike) or (
        isinstance(text_or_path, str)
        and "\n" not in text_or_path
        and text_or_path.strip().endswith(".toml")
    ):
        path = Path(text_or_path)
        try:
            return path.read_text(encoding="utf-8"), str(path)
        except OSError as exc:
            raise ScenarioError(
                [ScenarioProblem("", f"the file cannot be read ({exc.strerror}).")], str(path)
            ) from exc
    return str(text_or_path), ""


def load_scenario(text_or_path: str | os.PathLike) -> GameState:
    """The position a scenario describes. `text_or_path` is TOML text, or a path to a .toml file.

    Raises ScenarioError listing every problem found."""
    text, path = _read(text_or_path)
    text = _dedent(text)
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(
            [ScenarioProblem("", f"this is not valid TOML: {exc}.")], path
        ) from None
    loader = _Loader(text)
    state = loader.load(doc)
    if loader.problems:
        raise ScenarioError(loader.problems, path)
    assert state is not None
    return state


def _dedent(text: str) -> str:
    """Scenarios written inside Python strings are often indented: remove the common indent."""
    return textwrap.dedent(text)


# --------------------------------------------------------------------------- dumping


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _list(items: Iterable[str], indent: str = "", width: int = 96) -> str:
    items = list(items)
    one = "[" + ", ".join(items) + "]"
    if len(indent) + len(one) <= width:
        return one
    lines = ["["]
    cur = indent + "  "
    for it in items:
        if len(cur) + len(it) + 2 > width and cur.strip():
            lines.append(cur.rstrip())
            cur = indent + "  "
        cur += it + ", "
    if cur.strip():
        lines.append(cur.rstrip())
    lines.append(indent + "]")
    return "\n".join(lines)


def _tiles_toml(layout, indent: str = "") -> str:
    rows = []
    for (r, c), tid, rot in layout:
        extra = f", rotation = {rot}" if rot else ""
        rows.append(f"{indent}  {{ at = [{r}, {c}], tile = {_q(tid)}{extra} }},")
    return "[\n" + "\n".join(rows) + f"\n{indent}]"


def _expected_tiles(state: GameState) -> list[str]:
    data = load()
    out = [t.id for t in data.tiles.values() if t.stack in ("start", "age1", "age2", "age3")]
    for p in state.players:
        if p.persona and p.side:
            tile = data.persona_side(p.persona, p.side).tile
            if tile:
                out.append(tile)
    return out


def dump_scenario(state: GameState, title: str | None = None) -> str:
    """A scenario text that loads back to a state equal to `state` (for bug reports and saves).

    Everything is written out explicitly, so the text does not depend on the loader's defaults."""
    out: list[str] = [
        "# Steam Works scenario written by dump_scenario; load_scenario reads it back exactly."
    ]
    if title:
        out.append(f"title = {_q(title)}")
    out += ["", "[game]"]
    out.append(f"age = {state.age}")
    out.append(f"round = {state.round}")
    out.append(f"turn = {state.turn}")
    out.append(f"start_player = {state.start_player}")
    out.append(f"to_act = {state.current}")
    out.append(f"locks = [{', '.join(str(x) for x in state.locks)}]")
    out.append(f"clock_supply = {state.clock_supply}")
    out.append(f"clocks_removed = {state.clocks_removed}")
    out.append(f"next_device_id = {state.next_device_id}")
    out.append(f'rng = "{state.rng:#x}"')
    out.append(f"progress = {_bool(state.progress)}")
    out.append(f"game_over = {_bool(state.game_over)}")
    if state.end_reason:
        out.append(f"end_reason = {_q(state.end_reason)}")
    out.append(f"variant_end_of_age = {_bool(state.variant_end_of_age)}")
    placed: set[str] = set()
    for p in state.players:
        placed.update(p.supply)
    for d in state.devices:
        placed.update(t for _p, t, _r in d.layout)
    for row in state.belts:
        placed.update(t for t in row if t)
    for pile in state.stacks:
        placed.update(pile)
    placed.update(state.removed)
    for f in state.pending:
        if isinstance(f, F.RevealFrame):
            placed.update(f.tiles)
    absent = [t for t in _expected_tiles(state) if t not in placed]
    for key, items in (
        ("removed", state.removed),
        ("absent", absent),
        ("revealed", state.revealed),
    ):
        if items:
            out.append(f"{key} = {_list(_q(t) for t in items)}")

    for i, p in enumerate(state.players):
        out += ["", f"[[player]]  # seat {i}"]
        out.append(f"persona = {_q(p.persona)}")
        out.append(f"side = {_q(p.side)}")
        out.append(f"money = {p.money}")
        out.append(f"prestige = {p.prestige}")
        out.append(f"clocks = {p.clocks}")
        out.append(
            "sources = { " + ", ".join(f"{t} = {n}" for t, n in zip(POWER_TYPES, p.sources)) + " }"
        )
        out.append(f"supply = {_list(_q(t) for t in p.supply)}")
        out.append(f"used = {p.used}")
        out.append(
            f"occupied_spaces = [{', '.join(str(k) for k, busy in enumerate(p.spaces) if busy)}]"
        )
        out.append(f"automaton = {_q(AUTOMATON_OF[p.automaton])}")
        if p.automaton_space is not None:
            out.append(f"automaton_space = {p.automaton_space}")

    for d in state.devices:
        out += ["", "[[device]]"]
        out.append(f"id = {d.id}")
        out.append(f"owner = {d.owner}")
        out.append(f"tiles = {_tiles_toml(d.layout)}")
        if d.workers:
            ws = []
            for (r, c), slot, who in d.workers:
                extra = f", slot = {slot}" if slot else ""
                if state.players[who].automaton_device_spot == (d.id, (r, c), slot):
                    extra += ", automaton = true"
                ws.append(f"{{ at = [{r}, {c}], player = {who}{extra} }}")
            out.append(f"mechanics = [{', '.join(ws)}]")

    out += [
        "",
        '[belts]  # each belt from its rightmost space (column 0) leftwards; "" = empty space',
    ]
    for key, row in zip(belt_keys(), state.belts):
        items = list(row)
        while items and items[-1] is None:
            items.pop()
        out.append(f"{key} = {_list(_q(t or '') for t in items)}")

    out += ["", "[stacks]  # top tile first; exactly these tiles"]
    for key, pile in zip(STACK_KEYS, state.stacks):
        out.append(f"{key} = {_list(_q(t) for t in pile)}")
    out.append(f"hidden = [{', '.join(str(h) for h in state.hidden)}]")

    for frame in state.pending:
        out += ["", "[[pending]]", f"kind = {_q(type(frame).__name__)}"]
        for f in attrs.fields(type(frame)):
            value = getattr(frame, f.name)
            if value is None:
                continue
            out.append(f"{f.name} = {_frame_toml(value, str(f.type))}")
    return "\n".join(out) + "\n"


def _bool(b: bool) -> str:
    return "true" if b else "false"


def _frame_toml(value: Any, ftype: str) -> str:
    base = ftype.replace(" | None", "")
    if base == "Layout":
        return _tiles_toml(value)
    if base.startswith("frozenset"):
        return "[" + ", ".join(f"[{r}, {c}]" for r, c in sorted(value)) + "]"
    return _toml_value(value)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return _bool(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _q(value)
    if isinstance(value, (tuple, list, frozenset)):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {value!r} to a scenario")
