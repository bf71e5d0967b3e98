"""Static game data (tiles, personas, board, effects) loaded from the TOML files in `rules/data/`.

The numbers live in data files, not in code, so corrected figures can be dropped in without
touching the engine. Everything here is immutable and loaded once per process.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping
from importlib import resources
from typing import Any

import attrs

from ..language import mark

# Side indices, clockwise from north. Rotations are quarter turns clockwise.
N, E, S, W = 0, 1, 2, 3
SIDE_NAMES = ("N", "E", "S", "W")
POWER_TYPES = ("C", "S", "E")
# the powers as players read them, in English: translated where shown, with
# `tr(POWER_NAMES[power])` (or `words.power_name(power)`)
POWER_NAMES = {"C": mark("clockwork"), "S": mark("steam"), "E": mark("electrickal")}
BASIC_SOURCE_IDS = {"C": "clockwork_source", "S": "steam_source", "E": "electrickal_source"}
BASIC_SOURCE_TYPE = {v: k for k, v in BASIC_SOURCE_IDS.items()}

SOURCE = "source"
COMPONENT = "component"
ITERATOR = "iterator"
CONVERTER = "converter"
MODIFIER_KINDS = (ITERATOR, CONVERTER)


@attrs.frozen(slots=True)
class TileDef:
    """One physical tile (or a basic source type): its connectors upright and its effect."""

    id: str
    name: str
    kind: str  # source | component | iterator | converter
    stack: str  # basic | start | age1 | age2 | age3 | persona
    effect: str
    sides: tuple[str, str, str, str] = ("-", "-", "-", "-")
    supplies: frozenset[str] = frozenset()
    vp: int = 1
    spaces: int = 1  # mechanic placement spaces (sources only)
    input_side: int = W  # Power Converter: the side that takes power in, upright
    short: str = ""  # the label printed where the tile is too small for its name

    @property
    def is_source(self) -> bool:
        return self.kind == SOURCE

    @property
    def is_basic(self) -> bool:
        return self.stack == "basic"

    @property
    def rotatable(self) -> bool:
        return self.kind in MODIFIER_KINDS

    def rotated_sides(self, rotation: int) -> tuple[str, str, str, str]:
        """Connector codes on N, E, S, W after `rotation` clockwise quarter turns."""
        r = rotation % 4
        if r == 0:
            return self.sides
        s = self.sides
        return (s[(0 - r) % 4], s[(1 - r) % 4], s[(2 - r) % 4], s[(3 - r) % 4])

    def connector_types(self) -> frozenset[str]:
        """Power types this tile has a connector for (sources: what they supply)."""
        if self.is_source:
            return self.supplies
        out: set[str] = set()
        for code in self.sides:
            if code == "A":
                out.update(POWER_TYPES)
            elif code in POWER_TYPES:
                out.add(code)
        return frozenset(out)


@attrs.frozen(slots=True)
class PersonaSide:
    """One side (A or B) of a persona board."""

    persona: str
    side: str
    name: str
    money: int
    sources: tuple[int, int, int]  # C, S, E
    tile: str | None
    wages: tuple[int, ...]
    wage_resource: str  # "money" or "electrickal"
    spaces: tuple[tuple[str, ...], ...]
    butler: bool = False

    @property
    def key(self) -> str:
        return f"{self.persona}:{self.side}"


@attrs.frozen(slots=True)
class BeltDef:
    name: str
    colour: str
    age: int
    spaces: int


@attrs.frozen(slots=True)
class BoardDef:
    belts: tuple[BeltDef, ...]
    scroll_rack_cost: tuple[int, ...]
    clocks_by_players: Mapping[int, tuple[int, int, int]]
    clocks_in_box: int
    mechanics_per_player: int
    mechanics_at_start: int
    wages: tuple[int, ...]


@attrs.frozen(slots=True)
class EffectDef:
    """The figures and words of one effect (effects.toml; what it does is in rules/effects.py)."""

    id: str
    preview: str  # what it does, whatever the power
    preview_powered: str = ""  # the same for a known power: {kind} {a_kind} {size} {belt}
    glossary: str = ""
    prompt: str = ""  # the question it asks, for effects that offer options
    button_verb: str = ""  # "Take" a source, "Give up" a source: options naming one source
    on_placement: str = ""  # a source's extra line in the placement preview
    icon: tuple[str, str, str | None] | None = None  # tile art: (family, glyph, badge)
    appeal: float = 0.0  # one activation's worth to a typical visitor (AI)
    appeal_by_power: Mapping[str, float] = attrs.field(factory=dict)
    source_trades: tuple[tuple[str, int, int], ...] = ()  # (option, sources, prestige)
    trade_pounds: int = 0  # source trades that pay pounds instead of prestige
    pair_trade: int = 0  # prestige for a steam and an electrickal source, if offered
    money_trades: tuple[tuple[int, int], ...] = ()  # (pounds, prestige)
    passes: int = (
        1  # how often a source with this effect powers its components (Iteration Gears: 2)
    )
    # what one activation is worth to the AI using it (read by steamworks/ai/effect_values.py)
    ai_value: Mapping[str, str | int | float] = attrs.field(factory=dict)

    def appeal_for(self, power: str) -> float:
        return self.appeal_by_power.get(power, self.appeal)


@attrs.frozen(slots=True)
class GameData:
    tiles: Mapping[str, TileDef]
    personas: Mapping[str, Mapping[str, PersonaSide]]  # persona id -> side -> PersonaSide
    persona_names: Mapping[str, str]
    board: BoardDef
    effects: Mapping[str, EffectDef]  # effect name -> its figures and words

    def tile(self, tile_id: str) -> TileDef:
        return self.tiles[tile_id]

    def effect(self, name: str) -> EffectDef:
        return self.effects[name]

    def persona_side(self, persona: str, side: str) -> PersonaSide:
        return self.personas[persona][side]

    def stack_tiles(self, stack: str) -> tuple[str, ...]:
        """Ids of the tiles that start in a stack (start, age1, age2, age3), in file order."""
        return tuple(t.id for t in self.tiles.values() if t.stack == stack)


class DataError(ValueError):
    """A data file is malformed."""


def _parse_sides(text: str, where: str) -> tuple[str, str, str, str]:
    if len(text) != 4 or any(c not in "-CSEA" for c in text):
        raise DataError(f"{where}: sides must be four of - C S E A, got {text!r}")
    return (text[0], text[1], text[2], text[3])


def _tile_from(
    entry: Mapping[str, Any], short_names: Mapping[str, str], stack_override: str | None = None
) -> TileDef:
    where = f"tile {entry.get('id', '?')}"
    if entry.get("name") not in short_names:
        raise DataError(
            f"{where}: no short name for {entry.get('name')!r} in tiles.toml [short_names]"
        )
    kind = entry.get("kind", COMPONENT)
    if kind not in (SOURCE, COMPONENT, ITERATOR, CONVERTER):
        raise DataError(f"{where}: unknown kind {kind!r}")
    supplies = frozenset(entry.get("supplies", ""))
    if kind == SOURCE and (not supplies or not supplies <= set(POWER_TYPES)):
        raise DataError(f"{where}: a source must supply some of C S E")
    sides = _parse_sides(entry["sides"], where) if "sides" in entry else ("-", "-", "-", "-")
    return TileDef(
        id=entry["id"],
        name=entry["name"],
        kind=kind,
        stack=stack_override or entry["stack"],
        effect=entry.get("effect", "source" if kind == SOURCE else entry["id"]),
        sides=sides,
        supplies=supplies,
        vp=int(entry.get("vp", 1)),
        spaces=int(entry.get("spaces", 1)),
        input_side=SIDE_NAMES.index(entry.get("input_side", "W")),
        short=short_names[entry["name"]],
    )


def _load_toml(name: str) -> dict[str, Any]:
    with resources.files("steamworks.rules").joinpath("data", name).open("rb") as fh:
        return tomllib.load(fh)


EFFECT_KEYS = frozenset(f.name for f in attrs.fields(EffectDef)) - {"id"}


def _effect_from(name: str, entry: Mapping[str, Any]) -> EffectDef:
    where = f"effect {name}"
    unknown = set(entry) - EFFECT_KEYS
    if unknown:
        raise DataError(f"{where}: unknown keys {sorted(unknown)}")
    if not isinstance(entry.get("preview"), str) or not entry["preview"]:
        raise DataError(f"{where}: needs a `preview` text")
    icon = entry.get("icon")
    if icon is not None and not (2 <= len(icon) <= 3):
        raise DataError(f"{where}: icon is [family, glyph] or [family, glyph, badge]")
    passes = entry.get("passes", 1)
    if passes not in (1, 2):  # the activation frame knows a first pass and one repeat
        raise DataError(f"{where}: passes is 1 or 2")
    return EffectDef(
        id=name,
        preview=entry["preview"],
        preview_powered=entry.get("preview_powered", ""),
        glossary=entry.get("glossary", ""),
        prompt=entry.get("prompt", ""),
        button_verb=entry.get("button_verb", ""),
        on_placement=entry.get("on_placement", ""),
        icon=(icon[0], icon[1], icon[2] if len(icon) == 3 else None) if icon else None,
        appeal=float(entry.get("appeal", 0.0)),
        appeal_by_power={k: float(v) for k, v in entry.get("appeal_by_power", {}).items()},
        source_trades=tuple((str(n), int(c), int(g)) for n, c, g in entry.get("source_trades", ())),
        trade_pounds=int(entry.get("trade_pounds", 0)),
        pair_trade=int(entry.get("pair_trade", 0)),
        money_trades=tuple((int(c), int(g)) for c, g in entry.get("money_trades", ())),
        passes=passes,
        ai_value=dict(entry.get("ai_value", {})),
    )


SHORT_NAME_MAX = 7


def _short_names(table: Mapping[str, str]) -> dict[str, str]:
    """Tile name -> short label, checked: short enough to print on a small tile, and no two
    tile names sharing a label (a label must say which tile it is)."""
    seen: dict[str, str] = {}
    for name, short in table.items():
        if not isinstance(short, str) or not 0 < len(short) <= SHORT_NAME_MAX:
            raise DataError(
                f"short name of {name!r} must be 1 to {SHORT_NAME_MAX} characters, got {short!r}"
            )
        if short.casefold() in seen:
            raise DataError(
                f"short name {short!r} is used by both {seen[short.casefold()]!r} and {name!r}"
            )
        seen[short.casefold()] = name
    return dict(table)


@functools.cache
def load() -> GameData:
    """Load and check all game data (cached: the data is immutable)."""
    tiles: dict[str, TileDef] = {}
    tiles_raw = _load_toml("tiles.toml")
    short_names = _short_names(tiles_raw.get("short_names", {}))
    for entry in tiles_raw["tile"]:
        tile = _tile_from(entry, short_names)
        if tile.id in tiles:
            raise DataError(f"duplicate tile id {tile.id}")
        tiles[tile.id] = tile

    raw = _load_toml("personas.toml")
    side_a_spaces = tuple(tuple(s) for s in raw["side_a_spaces"]["spaces"])
    board_raw = _load_toml("board.toml")
    default_wages = tuple(board_raw["mechanics"]["wages"])
    personas: dict[str, dict[str, PersonaSide]] = {}
    names: dict[str, str] = {}
    for p in raw["persona"]:
        names[p["id"]] = p["name"]
        sides: dict[str, PersonaSide] = {}
        for side in ("A", "B"):
            s = p[side]
            tile_id = None
            if "tile" in s:
                t = dict(s["tile"], kind=COMPONENT)
                tile = _tile_from(t, short_names, stack_override="persona")
                tiles[tile.id] = tile
                tile_id = tile.id
            src = s.get("sources", {})
            sides[side] = PersonaSide(
                persona=p["id"],
                side=side,
                name=p["name"],
                money=int(s["money"]),
                sources=(int(src.get("C", 0)), int(src.get("S", 0)), int(src.get("E", 0))),
                tile=tile_id,
                wages=tuple(s.get("wages", default_wages)),
                wage_resource=s.get("wage_resource", "money"),
                spaces=tuple(tuple(x) for x in s["spaces"]) if "spaces" in s else side_a_spaces,
                butler=bool(s.get("butler", False)),
            )
        personas[p["id"]] = sides

    belts = tuple(
        BeltDef(name=b["name"], colour=b["colour"], age=int(b["age"]), spaces=int(b["spaces"]))
        for b in board_raw["belt"]
    )
    clocks = {int(k): tuple(v) for k, v in board_raw["clocks"]["by_players"].items()}
    board = BoardDef(
        belts=belts,
        scroll_rack_cost=tuple(board_raw["scroll_rack"]["cost_by_column"]),
        clocks_by_players=clocks,
        clocks_in_box=int(board_raw["clocks"]["box_total"]),
        mechanics_per_player=int(board_raw["mechanics"]["per_player"]),
        mechanics_at_start=int(board_raw["mechanics"]["at_start"]),
        wages=default_wages,
    )
    effects = {name: _effect_from(name, e) for name, e in _load_toml("effects.toml").items()}
    for tile in tiles.values():
        if tile.effect not in effects:
            raise DataError(f"tile {tile.id}: effect {tile.effect!r} has no table in effects.toml")
    return GameData(
        tiles=tiles, personas=personas, persona_names=names, board=board, effects=effects
    )


def article(word: str) -> str:
    """'a' or 'an' for a word, by its first letter (enough for our tile and power names)."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def a_power(power: str) -> str:
    """'a clockwork', 'a steam', 'an electrickal'."""
    name = POWER_NAMES[power]
    return f"{article(name)} {name}"
