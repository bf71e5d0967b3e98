"""Writing a position out as a scenario text that loads back to an equal state
(`dump_scenario`): everything explicit, so the text does not depend on the loader's defaults.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import attrs

from .. import frames as F
from ..connectors import Layout
from ..data import POWER_TYPES, load
from ..state import GameState
from .names import AUTOMATON_OF, STACK_KEYS, belt_keys


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


def _tiles_toml(layout: Layout, indent: str = "") -> str:
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
        spaces: list[str | None] = list(row)
        while spaces and spaces[-1] is None:
            spaces.pop()
        out.append(f"{key} = {_list(_q(t or '') for t in spaces)}")

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
