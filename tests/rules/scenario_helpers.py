"""Shared helpers for scenario-based rule tests (tests/rules/test_effect*.py, test_examples*.py,
and any other test that wants them).

A test writes a position as a scenario (docs/scenarios.md), drives the real engine with
actions that `legal_actions` offers, and checks the exact result:

    state = scenario(THREE + '''
        [[device]]
        owner = "Bram"
        tiles = [ {at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"} ]
        ''')
    after = play(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert changes(state, after) == {"p0.money": 13, "p1.clocks": 1, "locks": (0, 8, 9)}

Stable interface (other test files may import it): `scenario`, `scenario_file`, `SCENARIOS`,
`CAST`, `THREE`, `TWO`, `inventors`, `device`, `step`, `play`, `refuse`, `legal`,
`activations`, `choices`, `changes`, `finish_turn`. Every state these helpers load or produce
is also checked with the engine's invariant checker.
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from steamworks.rules import engine, invariants
from steamworks.rules.actions import (
    Activate,
    AddTile,
    BuildDevice,
    Choose,
    EndActivation,
    IllegalAction,
)
from steamworks.rules.scenario import load_scenario
from steamworks.rules.state import GameState

SCENARIOS = Path(__file__).parent / "scenarios"

# The standard cast: three inventors in Age II (3 mechanics each; the Age III lock is the
# current clock stack). Ada (seat 0) is to act with her first mechanic (wage £0). Supplies are
# empty (the persona tiles are out of the game), the belts are empty, the stacks hold every
# other tile.
CAST = (
    {"name": "Ada", "persona": "alice", "money": 10, "sources": (2, 2, 2), "supply": ()},
    {"name": "Bram", "persona": "broderick", "money": 10, "sources": (0, 0, 0), "supply": ()},
    {"name": "Cora", "persona": "rowena", "money": 10, "sources": (0, 0, 0), "supply": ()},
)


def _toml(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + " }"
    return "[" + ", ".join(_toml(v) for v in value) + "]"


def inventors(
    players: int = 3,
    age: int = 2,
    game: dict | None = None,
    ada: dict | None = None,
    bram: dict | None = None,
    cora: dict | None = None,
) -> str:
    """The start of a scenario text with the standard cast (2 or 3 of them) in `age`, to which
    tests append [[device]], [belts] and [stacks] tables. `game` adds keys to [game]; `ada`,
    `bram`, `cora` change or add keys of a player (sources as a (C, S, E) tuple)."""
    assert players in (2, 3)
    lines = ["[game]", f"age = {age}"]
    lines += [f"{k} = {_toml(v)}" for k, v in (game or {}).items()]
    for base, extra in list(zip(CAST, (ada, bram, cora)))[:players]:
        fields = dict(base, **(extra or {}))
        lines += ["", "[[player]]"]
        for key, value in fields.items():
            if key == "sources" and isinstance(value, tuple):
                value = dict(zip("CSE", value))
            lines.append(f"{key} = {_toml(value)}")
    return "\n".join(lines) + "\n"


THREE = inventors(3)
TWO = inventors(2)  # coins instead of clock counters


def device(owner: str | int, *cells, mechanics: tuple = (), id: int | None = None) -> str:
    """A [[device]] table in scenario TOML. Cells are (row, col, tile) or (row, col, tile,
    rotation); mechanics are (row, col, player) or (row, col, player, slot)."""

    def ref(who):
        return f'"{who}"' if isinstance(who, str) else str(who)

    tiles = []
    for cell in cells:
        r, c, tile = cell[:3]
        rot = f", rotation = {cell[3]}" if len(cell) > 3 else ""
        tiles.append(f'  {{ at = [{r}, {c}], tile = "{tile}"{rot} }},')
    lines = ["", "[[device]]"]
    if id is not None:
        lines.append(f"id = {id}")
    lines.append(f"owner = {ref(owner)}")
    lines.append("tiles = [")
    lines.extend(tiles)
    lines.append("]")
    if mechanics:
        ms = []
        for m in mechanics:
            slot = f", slot = {m[3]}" if len(m) > 3 else ""
            ms.append(f"{{ at = [{m[0]}, {m[1]}], player = {ref(m[2])}{slot} }}")
        lines.append(f"mechanics = [{', '.join(ms)}]")
    return "\n".join(lines) + "\n"


def scenario(text: str, **values) -> GameState:
    """Load a scenario from TOML text; `$name` placeholders are filled from `values` first."""
    if values:
        text = string.Template(text).substitute({k: str(v) for k, v in values.items()})
    state = load_scenario(text)
    problems = invariants.check(state)
    assert not problems, f"the scenario breaks an invariant: {problems}"
    return state


def scenario_file(name: str) -> GameState:
    """Load tests/rules/scenarios/<name>.toml."""
    path = SCENARIOS / (name if name.endswith(".toml") else f"{name}.toml")
    state = load_scenario(path)
    assert not invariants.check(state), invariants.check(state)
    return state


def legal(state: GameState) -> list:
    return engine.legal_actions(state)


def activations(state: GameState) -> list[Activate]:
    """The components the current activation may power, as Activate actions."""
    return [a for a in legal(state) if isinstance(a, Activate)]


def choices(state: GameState) -> list[str]:
    """The option keys of the effect decision now on top."""
    return [a.key for a in legal(state) if isinstance(a, Choose)]


def step(state: GameState, action) -> GameState:
    """Apply one action the engine allows now (and check the result's invariants)."""
    reason = engine.explain_illegal(state, action)
    assert reason is None, f"{action!r} was refused: {reason}"
    if not isinstance(action, (BuildDevice, AddTile)):  # these are also checked directly
        assert action in legal(state), f"{action!r} is not offered; legal: {legal(state)!r}"
    after = engine.apply(state, action)
    problems = invariants.check(after)
    assert not problems, f"after {action!r}: {problems}"
    return after


def play(state: GameState, *actions) -> GameState:
    for action in actions:
        state = step(state, action)
    return state


def finish_turn(state: GameState) -> GameState:
    """Settle every pending decision the cheapest way (EndActivation, or the opt-out offered
    last), so that the turn passes on."""
    while state.pending:
        options = legal(state)
        state = step(state, EndActivation() if EndActivation() in options else options[-1])
    return state


def refuse(state: GameState, action, match: str | None = None) -> str:
    """Check that `action` is refused now: not offered, explained in a sentence, and `apply`
    raises IllegalAction with that same sentence. Returns the sentence."""
    reason = engine.explain_illegal(state, action)
    assert isinstance(reason, str), f"{action!r} was allowed"
    assert reason[:1].isupper() and reason.rstrip().endswith((".", "!", "?")), (
        f"not a sentence: {reason!r}"
    )
    if not isinstance(action, (BuildDevice, AddTile)):
        assert action not in legal(state)
    with pytest.raises(IllegalAction) as caught:
        engine.apply(state, action)
    assert str(caught.value) == reason
    if match is not None:
        assert re.search(match, reason), f"{reason!r} does not match {match!r}"
    return reason


# bookkeeping that changes with every action and says nothing about an effect
BOOKKEEPING = ("turn", "current", "pending", "revealed", "progress", "rng")
PLAYER_BOOKKEEPING = ("used", "spaces")


def changes(before: GameState, after: GameState, bookkeeping: bool = False) -> dict:
    """What changed from `before` to `after`, as {path: new value}.

    Players appear as "p<seat>.<field>" (money, prestige, clocks, sources, supply, automaton);
    devices as "devices" (id, owner, layout) with mechanics ignored; everything else under its
    GameState field name (locks, clock_supply, belts, stacks, hidden, start_player, removed...).
    Unless `bookkeeping`, the turn counters, whose turn it is, pending decisions, mechanics used
    and occupied persona spaces are left out."""
    out: dict = {}
    for i, (p, q) in enumerate(zip(before.players, after.players)):
        for field in (
            "persona",
            "side",
            "money",
            "prestige",
            "clocks",
            "sources",
            "supply",
            "mechanics",
            "used",
            "spaces",
            "automaton",
        ):
            if not bookkeeping and field in PLAYER_BOOKKEEPING:
                continue
            if getattr(p, field) != getattr(q, field):
                out[f"p{i}.{field}"] = getattr(q, field)
    dev_b = tuple((d.id, d.owner, d.layout) for d in before.devices)
    dev_a = tuple((d.id, d.owner, d.layout) for d in after.devices)
    if dev_a != dev_b:
        out["devices"] = dev_a
    if bookkeeping:
        wb = tuple(d.workers for d in before.devices)
        wa = tuple(d.workers for d in after.devices)
        if wa != wb:
            out["workers"] = wa
    for field in (
        "belts",
        "stacks",
        "hidden",
        "locks",
        "clock_supply",
        "clocks_removed",
        "age",
        "round",
        "start_player",
        "next_device_id",
        "removed",
        "game_over",
    ) + BOOKKEEPING:
        if not bookkeeping and field in BOOKKEEPING:
            continue
        if getattr(before, field) != getattr(after, field):
            out[field] = getattr(after, field)
    return out
