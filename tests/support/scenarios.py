"""Writing scenarios (docs/scenarios.md) in tests: the standard cast of three inventors, and
[[device]] tables, as TOML text that `positions.scenario` loads.

    state = scenario(THREE + device("Bram", (0, 0, "clockwork_source"), (0, 1, "monetiser_1")))
    after = play(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert changes(state, after) == {"p0.money": 13, "p1.clocks": 1, "locks": (0, 8, 9)}

(`scenario` is in positions.py, `play` and `changes` in moves.py.)
"""

from __future__ import annotations

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
