"""Building test positions, in one vocabulary: every position a test starts from is a state
the engine itself produced, from a real game start (`game`) or from a scenario (`scenario`,
`scenario_file`: the rules' own loader, docs/scenarios.md; `inventors`, `THREE`, `TWO` and
`device` write its text), then changed only where the test says (`with_*`, `in_age`,
`last_turn`, `busy`). Both ways write a device's tiles as the same cells, (row, column, tile)
or (row, column, tile, rotation) as in a scenario file, so the named devices below serve both.
Tests then drive the position with `moves.apply_all`, the one way to apply actions in a test.

    state = game(("eva", "B"), ("alice", "A"))          # seat 0 starts, seed 0
    state = with_player(state, 0, money=3, sources=(0, 0, 2))
    state, dev = with_device(state, 1, CLOCK_MONETISER)
    state = scenario(THREE + device("Bram", *CLOCK_MONETISER))

Hand-made positions are only as tidy as they need to be: a tile put on a belt or in a supply is
not taken out of its stack, and counters set on the locks are not balanced elsewhere. So
`moves.apply_all` checks that an action adds no invariant breach, not that there is none; a scenario
is checked to break none when it is loaded.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Sequence
from pathlib import Path

import attrs

from steamworks.rules import engine, invariants
from steamworks.rules.connectors import make_layout, normalise, problems
from steamworks.rules.data import load
from steamworks.rules.scenario import load_scenario
from steamworks.rules.setup import PERSONAS_FIXED, GameSetup, SeatSetup
from steamworks.rules.state import AUTO_READY, AUTO_USED, Device, GameState

# the scenario files of the rules tests (docs/scenarios.md's examples and FAQ cases)
SCENARIOS = Path(__file__).resolve().parents[1] / "rules" / "scenarios"

# a device's tile: (row, column, tile id), or with a fourth item, its rotation (0-3)
Cell = tuple[int, int, str] | tuple[int, int, str, int]

# A few small legal devices
CLOCK_MONETISER = ((0, 0, "clockwork_source"), (0, 1, "start_monetiser"))
CLOCK_MONETISER_1 = ((0, 0, "clockwork_source"), (0, 1, "monetiser_1"))
STEAM_CONDENSER = ((0, 0, "steam_source"), (0, 1, "start_condenser"))
CLOCK_AUTOMATON = ((0, 0, "clockwork_source"), (0, 1, "automaton_1"))
CLOCK_CHROME = ((0, 0, "clockwork_source"), (0, 1, "chrome_1"))


def fixed_setup(
    *personas: tuple[str, str],
    seed: int = 0,
    start: int = 0,
    variant: bool = False,
    names: Sequence[str] = (),
) -> GameSetup:
    """Seat i plays personas[i] (persona, side), in colour i, named names[i] (else "P<i>")."""
    seats = tuple(
        SeatSetup(name=names[i] if names else f"P{i}", colour=i, persona=persona, side=side)
        for i, (persona, side) in enumerate(personas)
    )
    return GameSetup(
        seats=seats,
        seed=seed,
        personas=PERSONAS_FIXED,
        variant_end_of_age=variant,
        start_player=start,
    )


def game(
    *personas: tuple[str, str], seed: int = 0, start: int = 0, variant: bool = False
) -> GameState:
    """A fresh game with fixed personas (seat i plays personas[i]); `start` is the start player."""
    return engine.start(fixed_setup(*personas, seed=seed, start=start, variant=variant))


def with_player(state: GameState, index: int, **changes) -> GameState:
    players = list(state.players)
    players[index] = attrs.evolve(players[index], **changes)
    return attrs.evolve(state, players=tuple(players))


def with_state(state: GameState, **changes) -> GameState:
    return attrs.evolve(state, **changes)


def with_device(state: GameState, owner: int, cells: Iterable[Cell]) -> tuple[GameState, int]:
    """Add an already built device (a legal layout) owned by `owner`; returns (state, device id)."""
    layout = normalise(
        make_layout(tuple(((c[0], c[1]), c[2], c[3] if len(c) > 3 else 0) for c in cells))
    )
    assert not problems(layout), problems(layout)
    device = Device(id=state.next_device_id, owner=owner, layout=layout)
    state = attrs.evolve(
        state, devices=state.devices + (device,), next_device_id=state.next_device_id + 1
    )
    return state, device.id


def with_belts(state: GameState, *rows: Sequence[str | None]) -> GameState:
    """Set the belts; each row lists tiles from column 0 (rightmost), padded with empty spaces."""
    belts_def = load().board.belts
    belts = []
    for b, bdef in enumerate(belts_def):
        row = list(rows[b]) if b < len(rows) else []
        assert len(row) <= bdef.spaces
        belts.append(tuple(row) + (None,) * (bdef.spaces - len(row)))
    return attrs.evolve(state, belts=tuple(belts))


def with_stack(state: GameState, age: int, tiles: Sequence[str]) -> GameState:
    stacks = list(state.stacks)
    stacks[age - 1] = tuple(tiles)
    hidden = list(state.hidden)
    hidden[age - 1] = min(hidden[age - 1], len(tiles))
    return attrs.evolve(state, stacks=tuple(stacks), hidden=tuple(hidden))


def in_age(state: GameState, age: int) -> GameState:
    """The same position in a later age: mechanics unlocked as on entering it, belts filled."""
    assert age in (1, 2, 3)
    players = tuple(attrs.evolve(p, mechanics=1 + age) for p in state.players)
    state = attrs.evolve(state, age=age, players=players)
    locks = list(state.locks)
    for i in range(age - 1):
        locks[i] = 0
    state = attrs.evolve(state, locks=tuple(locks))
    belts = list(state.belts)
    stacks = list(state.stacks)
    hidden = list(state.hidden)
    for b, bdef in enumerate(load().board.belts):
        if 1 < bdef.age <= age and all(t is None for t in belts[b]):
            i = bdef.age - 1
            belts[b] = tuple(stacks[i][: bdef.spaces])
            stacks[i] = stacks[i][bdef.spaces :]
            hidden[i] = max(0, hidden[i] - bdef.spaces)
    return attrs.evolve(state, belts=tuple(belts), stacks=tuple(stacks), hidden=tuple(hidden))


def last_turn(state: GameState, player: int = 0) -> GameState:
    """The same position with every worker used this round except one mechanic of `player`,
    whose turn it is: one more action by `player` ends the round."""
    players = []
    for i, p in enumerate(state.players):
        auto = AUTO_USED if p.automaton == AUTO_READY else p.automaton
        used = p.mechanics - 1 if i == player else p.mechanics
        players.append(attrs.evolve(p, used=used, automaton=auto))
    return attrs.evolve(state, players=tuple(players), current=player, pending=())


def busy(state: GameState) -> GameState:
    """Mark the round as one where something happened, so ruling 14 does not drop a counter."""
    return attrs.evolve(state, progress=True)


def scenario(text: str, **values) -> GameState:
    """Load a scenario from TOML text; `$name` placeholders are filled from `values` first."""
    if values:
        text = string.Template(text).substitute({k: str(v) for k, v in values.items()})
    state = load_scenario(text)
    problems = invariants.check(state)
    assert not problems, f"the scenario breaks an invariant: {problems}"
    return state


def scenario_file(name: str) -> GameState:
    """Load tests/rules/scenarios/<name>.toml (SCENARIOS)."""
    path = SCENARIOS / (name if name.endswith(".toml") else f"{name}.toml")
    state = load_scenario(path)
    assert not invariants.check(state), invariants.check(state)
    return state


# --- scenario text ---------------------------------------------------------------------------

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


def device(owner: str | int, *cells: Cell, mechanics: tuple = (), id: int | None = None) -> str:
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


def builder_game(players: int, seed: int) -> list[GameState]:
    """Every position of a seeded whole game played by `simulate.builder_move` (a policy that
    builds often, so the positions have devices, pending builds and activations)."""
    import random

    from steamworks.matches.selfplay import builder_move
    from steamworks.rules.setup import quick_setup

    state = engine.start(quick_setup(players, seed))
    rng = random.Random(seed)
    out = [state]
    while not state.game_over:
        state = engine.apply(state, builder_move(engine.legal_actions(state), rng))
        out.append(state)
    return out
