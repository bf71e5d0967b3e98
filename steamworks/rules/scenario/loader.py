"""Reading a whole scenario: the file or text, the [game] table, each part in turn (seats,
devices, board, pending decisions), the checks across parts (each tile in one place, persona
tiles with their personas, workers against mechanics), and the `GameState` they make.
"""

from __future__ import annotations

import os
import textwrap
import tomllib
from pathlib import Path
from typing import Any

from .. import rng as rng_mod
from ..state import AUTO_READY, GameState
from .board import read_belts, read_counters, read_stacks, stack_tiles
from .devices import read_devices
from .names import REST, STACK_NAMES, mechanics_for_age
from .pending import read_pending
from .problems import ScenarioError, ScenarioProblem, suggest
from .reader import Reader, Ref
from .seats import (
    check_personas,
    make_player,
    persona_side_of,
    quiet_persona,
    read_player,
    resolve_used,
    set_automaton_at,
)

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


def read_scenario(rd: Reader, doc: dict[str, Any]) -> GameState | None:
    """The position `doc` (the parsed TOML) describes, or None when `rd` has found problems."""
    root = Ref("")
    for key in doc:
        if key not in TOP_KEYS:
            rd.err(
                Ref(f"{key!r}", None, 0, key),
                f"is not part of a scenario{suggest(key, TOP_KEYS)}; the parts are: {', '.join(TOP_KEYS)}.",
            )
    for key in ("title", "description"):
        if key in doc:
            rd.str_(doc[key], root.sub(key, key))

    game = rd.table(doc.get("game", {}), Ref("[game]", "game"), GAME_KEYS)
    rd.game = game
    g = Ref("[game]", "game")

    age = rd.int_(game.get("age", 1), g.sub("age", "age"), 1, 3) or 1
    rd.age = age

    raw_players = doc.get("player", [])
    if not isinstance(raw_players, list) or not all(isinstance(p, dict) for p in raw_players):
        rd.err(Ref("player"), "players are written as [[player]] tables, one for each seat.")
        raw_players = []
    rd.raw_players = raw_players
    n = len(raw_players)
    if not 2 <= n <= 5:
        rd.err(
            Ref(""),
            f"Steam Works is for 2 to 5 players, and the scenario has {n} [[player]] table"
            f"{'' if n == 1 else 's'}.",
        )
    rd.names = {}
    for i, p in enumerate(raw_players):
        name = p.get("name")
        if name is None:
            continue
        ref = Ref(f"player {i}", "player", i, "name")
        if rd.str_(name, ref) is None:
            continue
        if name in rd.names:
            rd.err(ref, f'two players are named "{name}"; names must differ.')
        else:
            rd.names[name] = i

    # personas written explicitly; players without one get the first persona left over
    rd.personas_taken = set()
    for p in raw_players:
        pid = quiet_persona(rd, p.get("persona"))
        if pid:
            rd.personas_taken.add(pid)

    # where every physical tile is: tile id -> list of place descriptions
    rd.places = {}

    players = [read_player(rd, i, p) for i, p in enumerate(raw_players)]
    check_personas(rd, players)
    devices = read_devices(rd, doc.get("device", []))
    for who, at, ref in rd.automaton_marks:
        set_automaton_at(rd, players[who], at, ref)
    belts = read_belts(rd, doc.get("belts", {}))
    stacks_raw, hidden_raw = read_stacks(rd, doc.get("stacks", {}))
    pending = read_pending(rd, doc.get("pending", []), devices)
    removed = rd.tile_list(
        game.get("removed", []), g.sub("removed", "removed"), "removed from the game"
    )
    # read only to check it: a scenario's absent tiles are those not listed anywhere else
    rd.tile_list(game.get("absent", []), g.sub("absent", "absent"), "absent from the game")
    revealed = rd.tile_list(game.get("revealed", []), g.sub("revealed", "revealed"), None)

    for tid, where in rd.places.items():
        if len(where) > 1:
            lines = rd.lines.everywhere(tid)
            rd.problems.append(
                ScenarioProblem(
                    f'tile "{tid}"',
                    f"is in {len(where)} places at once: {'; '.join(where)}. Each tile exists "
                    "once (only basic sources are unlimited).",
                    lines[0] if lines else None,
                )
            )

    for tid in rd.places:
        if rd.data.tiles[tid].stack == "persona" and tid not in rd.persona_tiles:
            owner = next(
                f"{rd.data.persona_names[pid]}'s side {side}"
                for pid, sides in rd.data.personas.items()
                for side, ps in sides.items()
                if ps.tile == tid
            )
            lines = rd.lines.everywhere(tid)
            rd.problems.append(
                ScenarioProblem(
                    f'tile "{tid}"',
                    f"comes with {owner}, which nobody plays in this scenario.",
                    lines[0] if lines else None,
                )
            )

    # tiles written nowhere: to their stacks (or the supply, or out of the game)
    removed = list(removed)
    for i, pl in enumerate(players):
        ps = persona_side_of(rd, pl)
        if ps is not None and ps.tile and ps.tile not in rd.places:
            if "supply" in raw_players[i]:
                removed.append(ps.tile)
            else:
                pl["supply"].append(ps.tile)
            rd.places[ps.tile] = ["(default)"]
    stacks = []
    for s in range(3):
        rest = [t for t in stack_tiles(rd, s) if t not in rd.places]
        given = stacks_raw[s]
        if given is None:
            stacks.append(tuple(rest))
        elif REST in given:
            k = given.index(REST)
            stacks.append(tuple(given[:k]) + tuple(rest) + tuple(given[k + 1 :]))
        else:
            stacks.append(tuple(given))
            removed.extend(rest)
    hidden: list[int] = []
    for s in range(3):
        h = hidden_raw[s] if hidden_raw is not None else None
        if h is None:
            hidden.append(len(stacks[s]))
        elif h > len(stacks[s]):
            rd.err(
                Ref("[stacks], hidden", "stacks", 0, "hidden"),
                f"says {h} tiles of the {STACK_NAMES[s]} stack are unseen, but it holds only {len(stacks[s])}.",
            )
            hidden.append(len(stacks[s]))
        else:
            hidden.append(h)

    locks, clock_supply, clocks_removed = read_counters(rd, players)
    # A value that cannot be read is reported and read as None; a scenario with problems makes
    # no state, so the `or` defaults below only give the state's fields their types.
    start_player = (
        rd.int_(
            game.get("start_player", 0),
            g.sub("start_player", "start_player"),
            0,
            max(n - 1, 0),
            what=" (seats count from 0)",
        )
        or 0
    )
    to_act = rd.int_(
        game.get("to_act", start_player),
        g.sub("to_act", "to_act"),
        0,
        max(n - 1, 0),
        what=" (seats count from 0)",
    )
    rnd = rd.int_(game.get("round", 1), g.sub("round", "round"), 1) or 1
    turn = rd.int_(game.get("turn", 1), g.sub("turn", "turn"), 1) or 1
    progress = rd.bool_(game.get("progress", False), g.sub("progress", "progress")) or False
    game_over = rd.bool_(game.get("game_over", False), g.sub("game_over", "game_over")) or False
    variant = (
        rd.bool_(
            game.get("variant_end_of_age", False),
            g.sub("variant_end_of_age", "variant_end_of_age"),
        )
        or False
    )
    end_reason = rd.str_(game.get("end_reason", ""), g.sub("end_reason", "end_reason")) or ""
    state_rng = read_rng(rd)
    max_id = max((d.id for d in devices), default=0)
    next_id = (
        rd.int_(
            game.get("next_device_id", max_id + 1),
            g.sub("next_device_id", "next_device_id"),
            max_id + 1,
            what=" (it must be above every device id)",
        )
        or max_id + 1
    )

    resolve_used(rd, players, devices)
    if not pending and not game_over and to_act is not None and to_act < n:
        p = players[to_act]
        if (
            p["used"] is not None
            and p["used"] >= mechanics_for_age(age)
            and p["automaton"] != AUTO_READY
        ):
            rd.err(
                g.sub("to_act", "to_act"),
                f"player {to_act} is to act but has no mechanic (or Automaton) left this round.",
            )
    if rd.problems or to_act is None:  # (to_act is None only when a problem says why)
        return None
    return GameState(
        players=tuple(make_player(rd, p) for p in players),
        belts=belts,
        stacks=tuple(stacks),
        hidden=(hidden[0], hidden[1], hidden[2]),
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


def read_rng(rd: Reader) -> int:
    """The random generator's state: `rng` as written, or seeded from `seed` (default 0)."""
    game = rd.game
    g = Ref("[game]", "game")
    if "seed" in game and "rng" in game:
        rd.err(g.sub("rng", "rng"), "give either `seed` or `rng`, not both.")
    if "rng" in game:
        text = rd.str_(game["rng"], g.sub("rng", "rng"))
        try:
            value = int(text, 0) if text is not None else 0
        except ValueError:
            rd.err(
                g.sub("rng", "rng"),
                f'should be a number in quotes such as "0x1f2e", not {text!r}.',
            )
            return 0
        if not 0 <= value < 1 << 64:
            rd.err(g.sub("rng", "rng"), "should be between 0 and 2**64 - 1.")
            return 0
        return value
    seed = rd.int_(game.get("seed", 0), g.sub("seed", "seed"))
    return rng_mod.seed_state(seed or 0)


def _read(text_or_path: str | os.PathLike[str]) -> tuple[str, str]:
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


def load_scenario(text_or_path: str | os.PathLike[str]) -> GameState:
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
    reader = Reader(text)
    state = read_scenario(reader, doc)
    if reader.problems:
        raise ScenarioError(reader.problems, path)
    assert state is not None
    return state


def _dedent(text: str) -> str:
    """Scenarios written inside Python strings are often indented: remove the common indent."""
    return textwrap.dedent(text)
