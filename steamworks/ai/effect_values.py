"""What activating an effect is worth to the AI player using it, read from the effect registry.

Each effect's table in rules/data/effects.toml may carry an `ai_value`: either a plain gain
(`money`, `source`, `tile` per printed prestige of a tile in supply, priced at the evaluation's
current `Prices`, plus a fixed `prestige`), or a `rule` named here for worth that depends on the
position (whether the player could build, whether a belt offers a tile...). An effect without
one is worth nothing to the AI. Adding an effect of a kind already known means a line in
effects.toml, not a change here; `value_of` is built once per effect from its table.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping

import attrs

from steamworks.rules.data import EffectDef, load
from steamworks.rules.effects import SIZE_BY_POWER, is_butler
from steamworks.rules.state import AUTO_BOARD, GameState, Player
from steamworks.rules.taking import has_belt_choice


@attrs.frozen(slots=True)
class Prices:
    """What one more of each thing is worth now (VP), for valuing pending decisions. Made by
    `evaluate.prices` from the evaluation's weights; defined here, where the valuers read it,
    so that this module need not import the evaluation that imports it."""

    money: float
    source: float
    tile: float  # per printed VP of a supply tile
    worker: float
    build_per_tile: float
    add_tile: float


# (state, player, power, prices) -> worth in prestige, >= 0 (effects are optional)
Valuer = Callable[[GameState, int, str, Prices], float]


def could_build(p: Player, size: int) -> bool:
    """Whether the player holds enough tiles, a source and a component among them, for a
    device of `size`. The engine's exact test enumerates layouts and is far too slow to run
    inside an evaluation; this one is rarely wrong, and only ever optimistic."""
    tiles = load().tiles
    has_source = p.source_count > 0
    components = 0
    for t in p.supply:
        if tiles[t].is_source:
            has_source = True
        else:
            components += 1
    return has_source and components > 0 and p.source_count + len(p.supply) >= size


def _gain(effect: EffectDef, spec: Mapping[str, str | int | float]) -> Valuer:
    money = spec.get("money", 0)
    source = spec.get("source", 0)
    tile = spec.get("tile", 0)
    prestige = float(spec.get("prestige", 0.0))
    assert isinstance(money, int | float) and isinstance(source, int | float)
    assert isinstance(tile, int | float)

    def value(state: GameState, player: int, power: str, pr: Prices) -> float:
        return 0.0 + money * pr.money + source * pr.source + tile * pr.tile + prestige

    return value


def _trade_sources(effect: EffectDef, spec: Mapping[str, str | int | float]) -> Valuer:
    """Give up basic sources for prestige (or for `trade_pounds`): the best trade held."""
    trades, pounds, pair = effect.source_trades, effect.trade_pounds, effect.pair_trade

    def value(state: GameState, player: int, power: str, pr: Prices) -> float:
        p = state.players[player]
        best = 0.0
        for _name, n, gain in trades:
            if p.source_count >= n:
                best = max(best, (pounds * pr.money if pounds else gain) - n * pr.source)
        if pair and p.sources[1] and p.sources[2]:
            best = max(best, pair - 2 * pr.source)
        return best

    return value


def _trade_money(effect: EffectDef, spec: Mapping[str, str | int | float]) -> Valuer:
    """Pay pounds for prestige: the best trade affordable."""
    trades = effect.money_trades

    def value(state: GameState, player: int, power: str, pr: Prices) -> float:
        money = state.players[player].money
        return max([0.0] + [gain - cost * pr.money for cost, gain in trades if money >= cost])

    return value


def _build(effect: EffectDef, spec: Mapping[str, str | int | float]) -> Valuer:
    """Build a device of the power's size, paying `cost` pounds."""
    cost = spec.get("cost", 0)
    assert isinstance(cost, int)

    def value(state: GameState, player: int, power: str, pr: Prices) -> float:
        p = state.players[player]
        size = SIZE_BY_POWER[power]
        if p.money < cost or not could_build(p, size):
            return 0.0
        return max(0.0, size * pr.build_per_tile - cost * pr.money)

    return value


def _take_from_belt(effect: EffectDef, spec: Mapping[str, str | int | float]) -> Valuer:
    """Take a tile from the belts in the way `take` (a TakeFrame mode) allows, if one is there."""
    mode = spec["take"]
    assert isinstance(mode, str)

    def value(state: GameState, player: int, power: str, pr: Prices) -> float:
        # whether there is a tile to take, not the list of them (asked in every evaluation)
        return pr.tile if has_belt_choice(state, player, mode, power) else 0.0

    return value


def _add_tile(effect: EffectDef, spec: Mapping[str, str | int | float]) -> Valuer:
    """Add a tile or a source from the supply to a device, if the player has one."""

    def value(state: GameState, player: int, power: str, pr: Prices) -> float:
        p = state.players[player]
        return pr.add_tile if p.supply or p.source_count else 0.0

    return value


def _automaton(effect: EffectDef, spec: Mapping[str, str | int | float]) -> Valuer:
    """Take the Automaton: one more worker, unless it is out already or the persona is the
    Butler's."""

    def value(state: GameState, player: int, power: str, pr: Prices) -> float:
        p = state.players[player]
        return pr.worker if p.automaton == AUTO_BOARD and not is_butler(p) else 0.0

    return value


def _grind(effect: EffectDef, spec: Mapping[str, str | int | float]) -> Valuer:
    """Turn one tile of the supply into a prestige, or two into three."""

    def value(state: GameState, player: int, power: str, pr: Prices) -> float:
        supply = state.players[player].supply
        if not supply:
            return 0.0
        wt = pr.tile
        return max(1 - wt, 3 - 2 * wt) if len(supply) >= 2 else 1 - wt

    return value


RULES: dict[str, Callable[[EffectDef, Mapping[str, str | int | float]], Valuer]] = {
    "build": _build,
    "take_from_belt": _take_from_belt,
    "trade_sources": _trade_sources,
    "trade_money": _trade_money,
    "add_tile": _add_tile,
    "automaton": _automaton,
    "grind": _grind,
}
GAIN_KEYS = frozenset({"money", "source", "tile", "prestige"})


def nothing(state: GameState, player: int, power: str, pr: Prices) -> float:
    """The worth of an effect without an `ai_value` (or unknown): none."""
    return 0.0


def valuer(effect: EffectDef) -> Valuer:
    """The function that values `effect`, from its `ai_value` (ValueError if it is malformed)."""
    spec = effect.ai_value
    if not spec:
        return nothing
    rule = spec.get("rule")
    if rule is None:
        unknown = set(spec) - GAIN_KEYS
        if unknown:
            raise ValueError(f"effect {effect.id}: ai_value has unknown keys {sorted(unknown)}")
        return _gain(effect, spec)
    if rule not in RULES:
        raise ValueError(
            f"effect {effect.id}: ai_value rule {rule!r} is not one of {sorted(RULES)}"
        )
    return RULES[str(rule)](effect, spec)


@functools.cache
def valuers() -> Mapping[str, Valuer]:
    """Every effect's valuer, by effect name (made once, from the loaded game data)."""
    return {name: valuer(effect) for name, effect in load().effects.items()}
