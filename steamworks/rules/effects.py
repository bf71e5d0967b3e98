"""Component effects: one record per effect, saying what it does when a source powers it.

Each `Effect` says when it is `usable` (components that could do nothing now are not offered),
how it `start`s (performing the effect, or pushing the decision it needs) and, for effects that
ask their player something, its `options`, how a `choose`n option is performed and the words
for each option. The effect's figures and other words (preview, glossary, prompt, art icon, AI
appeal, trade tables) are its table in rules/data/effects.toml. A new effect is one record in
`EFFECTS` below plus that table.

Option keys are short stable strings ("pay:3", "three:CSE", "one:chrome_1") because they are
part of saved games.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import attrs

from ..language import money, ntr, tr
from . import building, ops
from .actions import Choose
from .data import POWER_TYPES, EffectDef, load
from .fastevolve import evolve
from .frames import (
    ADD_BASIC,
    ADD_FROM_SUPPLY,
    TAKE_ANY,
    TAKE_LIBRARIFIER,
    TAKE_RESONATOR,
    TAKE_SCROLL,
    TAKE_TURBINE,
    AddFrame,
    BuildFrame,
    EffectFrame,
    TakeFrame,
)
from .state import AUTO_BOARD, AUTO_READY, GameState, Player
from .taking import has_belt_choice, unlocked_stacks
from .words import all_of, power_name, source_count

SIZE_BY_POWER = {"C": 2, "S": 3, "E": 4}

Usable = Callable[[GameState, int, str], bool]  # (state, player, power)
Start = Callable[[GameState, int, str, "int | None"], GameState]  # (state, player, power, owner)
Options = Callable[[GameState, EffectFrame], list[str]]  # the option keys open now
Chosen = Callable[[GameState, EffectFrame, str], GameState]  # perform option key
OptionWords = Callable[[str], str]  # option key -> a phrase ("pay £3 for 2 prestige")


@attrs.frozen(slots=True)
class Effect:
    """What one effect does. Effects that ask (`asks`) start by pushing an `EffectFrame`."""

    name: str
    usable: Usable
    start: Start
    options: Options | None = None
    choose: Chosen | None = None
    option_words: OptionWords | None = None

    @property
    def asks(self) -> bool:
        return self.options is not None

    @property
    def data(self) -> EffectDef:
        return load().effect(self.name)


def is_butler(player: Player) -> bool:
    return load().persona_side(player.persona, player.side).butler


def _source_multisets(player: Player, n: int) -> list[str]:
    """Distinct multisets of n basic sources the player holds, as strings like 'CCS'."""
    out = []
    for combo in itertools.combinations_with_replacement(POWER_TYPES, n):
        if all(combo.count(t) <= player.sources[i] for i, t in enumerate(POWER_TYPES)):
            out.append("".join(combo))
    return out


def _belt_tile_count(state: GameState) -> int:
    return sum(1 for row in state.belts for t in row if t is not None)


def _always(state: GameState, player: int, power: str) -> bool:
    return True


def _never(state: GameState, player: int, power: str) -> bool:
    return False


def _nothing(state: GameState, player: int, power: str, owner: int | None) -> GameState:
    return state


def _inert(name: str) -> Effect:
    """Tiles that do nothing when powered (sources, chrome, modifiers)."""
    return Effect(name, _never, _nothing)


# --------------------------------------------------------------------------- immediate gains


def _condenser(state: GameState, player: int, power: str, owner: int | None) -> GameState:
    return ops.gain_sources(state, player, power, 2)


def _amplicondenser(state: GameState, player: int, power: str, owner: int | None) -> GameState:
    state = ops.gain_sources(state, player, power, 3)
    return ops.gain_sources(state, owner, power, 1) if owner is not None else state


def _monetiser(state: GameState, player: int, power: str, owner: int | None) -> GameState:
    return ops.gain_money(state, player, 3)


def _inflator(state: GameState, player: int, power: str, owner: int | None) -> GameState:
    state = ops.gain_prestige(state, player, 1)
    return ops.gain_prestige(state, owner, 1) if owner is not None else state


def _automaton_usable(state: GameState, player: int, power: str) -> bool:
    p = state.players[player]
    return p.automaton == AUTO_BOARD and not is_butler(p)


def _automaton(state: GameState, player: int, power: str, owner: int | None) -> GameState:
    return ops.update_player(state, player, automaton=AUTO_READY)


# --------------------------------------------------------------------------- taking tiles


def _belt_taker(name: str, mode: str) -> Effect:
    """Librarifier, Resonator, Scroll Rack: take a belt tile the power (or money) allows."""

    def usable(state: GameState, player: int, power: str) -> bool:
        return has_belt_choice(state, player, mode, power)

    def start(state: GameState, player: int, power: str, owner: int | None) -> GameState:
        return ops.push(state, TakeFrame(player, mode, power))

    return Effect(name, usable, start)


def _turbine_usable(state: GameState, player: int, power: str) -> bool:
    return bool(unlocked_stacks(state))


def _turbine(state: GameState, player: int, power: str, owner: int | None) -> GameState:
    return ops.push(state, TakeFrame(player, TAKE_TURBINE, power))


# --------------------------------------------------------------------------- building


def _builder(cost: int, then_activate: bool) -> tuple[Usable, Start]:
    """Manufacturer (free) and Insta-Factor (£2, then fire a source): a device of the power's size."""

    def usable(state: GameState, player: int, power: str) -> bool:
        return building.can_build(state, player, (SIZE_BY_POWER[power],), cost)

    def start(state: GameState, player: int, power: str, owner: int | None) -> GameState:
        size = (SIZE_BY_POWER[power],)
        return ops.push(state, BuildFrame(player, size, cost=cost, then_activate=then_activate))

    return usable, start


def _expander_usable(state: GameState, player: int, power: str) -> bool:
    return building.has_addition(state, AddFrame(player, ADD_FROM_SUPPLY))


def _expander(state: GameState, player: int, power: str, owner: int | None) -> GameState:
    return ops.push(state, AddFrame(player, ADD_FROM_SUPPLY))


def _upgrader_usable(state: GameState, player: int, power: str) -> bool:
    return building.has_addition(state, AddFrame(player, ADD_FROM_SUPPLY, (SIZE_BY_POWER[power],)))


def _upgrader(state: GameState, player: int, power: str, owner: int | None) -> GameState:
    return ops.push(state, AddFrame(player, ADD_FROM_SUPPLY, (SIZE_BY_POWER[power],)))


def _sourcer_usable(state: GameState, player: int, power: str) -> bool:
    return building.has_addition(state, AddFrame(player, ADD_BASIC))


def _sourcer(state: GameState, player: int, power: str, owner: int | None) -> GameState:
    # docs/rulings.md ruling 6: the owner's £1 is paid when the source is added (add_apply)
    return ops.push(state, AddFrame(player, ADD_BASIC, owner=owner))


# --------------------------------------------------------------------------- effects that ask


def _asking(
    name: str, usable: Usable, options: Options, choose: Chosen, words: OptionWords
) -> Effect:
    def start(state: GameState, player: int, power: str, owner: int | None) -> GameState:
        return ops.push(state, EffectFrame(player, name, power, owner))

    return Effect(name, usable, start, options, choose, words)


def _sources_text(letters: str) -> str:
    return ", ".join(power_name(t) for t in letters)


def _source_trade(name: str) -> Effect:
    """Give up basic sources for prestige (the organs, the Statue Sculptifier) or for pounds
    (the Distiller: `trade_pounds`); `pair_trade` offers a steam and an electrickal source for
    that much prestige as a further option."""
    data = load().effect(name)
    trades, pounds, pair = data.source_trades, data.trade_pounds, data.pair_trade

    def usable(state: GameState, player: int, power: str) -> bool:
        return state.players[player].source_count >= min(n for _k, n, _g in trades)

    def options(state: GameState, frame: EffectFrame) -> list[str]:
        p = state.players[frame.player]
        keys = [f"{option}:{m}" for option, n, _g in trades for m in _source_multisets(p, n)]
        if pair and p.sources[1] >= 1 and p.sources[2] >= 1:
            keys.append("steam_electrickal")
        return keys

    def choose(state: GameState, frame: EffectFrame, key: str) -> GameState:
        pl = frame.player
        if key == "steam_electrickal":
            return ops.gain_prestige(ops.pay_sources(state, pl, "SE"), pl, pair)
        option, _, letters = key.partition(":")
        state = ops.pay_sources(state, pl, letters)
        if pounds:
            return ops.gain_money(state, pl, pounds)
        return ops.gain_prestige(state, pl, _trade_gain(trades, option))

    def words(key: str) -> str:
        if key == "steam_electrickal":
            return ntr(
                "give up a steam and an electrickal source for {count} prestige",
                "give up a steam and an electrickal source for {count} prestige",
                pair,
            )
        option, _, letters = key.partition(":")
        if pounds:
            return tr(
                "give up {source} for {money}",
                source=source_count(letters, 1),
                money=money(pounds),
            )
        # translators: {sources} lists powers, one per source given up ("steam, electrickal")
        return ntr(
            "give up {sources} for {count} prestige",
            "give up {sources} for {count} prestige",
            _trade_gain(trades, option),
            sources=_sources_text(letters),
        )

    return _asking(name, usable, options, choose, words)


def _trade_gain(trades: tuple[tuple[str, int, int], ...], option: str) -> int:
    for n, _count, gain in trades:
        if n == option:
            return gain
    raise KeyError(option)


def _money_trade(name: str) -> Effect:
    """Pay pounds for prestige (the Patriotic generators)."""
    trades = load().effect(name).money_trades

    def usable(state: GameState, player: int, power: str) -> bool:
        return state.players[player].money >= trades[0][0]

    def options(state: GameState, frame: EffectFrame) -> list[str]:
        money = state.players[frame.player].money
        return [f"pay:{cost}" for cost, _gain in trades if money >= cost]

    def choose(state: GameState, frame: EffectFrame, key: str) -> GameState:
        cost = int(key.partition(":")[2])
        pl = frame.player
        return ops.gain_prestige(ops.gain_money(state, pl, -cost), pl, dict(trades)[cost])

    def words(key: str) -> str:
        cost = int(key.partition(":")[2])
        return ntr(
            "pay {money} for {count} prestige",
            "pay {money} for {count} prestige",
            dict(trades)[cost],
            money=money(cost),
        )

    return _asking(name, usable, options, choose, words)


def _chronometer_options(state: GameState, frame: EffectFrame) -> list[str]:
    money = state.players[frame.player].money
    # At most num_players - 1 advances in all (the free one and the paid ones): one more would
    # bring the marker back round the table for nothing (docs/rulings.md ruling 3).
    most_paid = max(0, state.num_players - 2)
    return [f"spend:{n}" for n in range(min(money, most_paid) + 1)]


def _chronometer(state: GameState, frame: EffectFrame, key: str) -> GameState:
    extra = int(key.partition(":")[2])
    state = ops.gain_money(state, frame.player, -extra)
    return evolve(state, start_player=(state.start_player + 1 + extra) % state.num_players)


def _chronometer_words(key: str) -> str:
    n = int(key.partition(":")[2])
    if n == 0:
        return tr("advance the start player once")
    return ntr(
        "pay {money} to advance the start player {count} time",
        "pay {money} to advance the start player {count} times",
        n + 1,
        money=money(n),
    )


def _miscellanerie_options(state: GameState, frame: EffectFrame) -> list[str]:
    return [f"take:{t}" for t in POWER_TYPES]


def _miscellanerie(state: GameState, frame: EffectFrame, key: str) -> GameState:
    power = key.partition(":")[2]
    state = ops.gain_sources(ops.gain_money(state, frame.player, 2), frame.player, power, 1)
    if frame.owner is None:
        return state
    return ops.gain_sources(state, frame.owner, power, 1)


def _miscellanerie_words(key: str) -> str:
    return tr(
        "take {money} and {source}", money=money(2), source=source_count(key.partition(":")[2], 1)
    )


def _grinder_usable(state: GameState, player: int, power: str) -> bool:
    return bool(state.players[player].supply)


def _grinder_options(state: GameState, frame: EffectFrame) -> list[str]:
    supply = state.players[frame.player].supply
    distinct = sorted(set(supply))
    keys = [f"one:{t}" for t in distinct]
    for a, b in itertools.combinations_with_replacement(distinct, 2):
        if a != b or supply.count(a) >= 2:
            keys.append(f"two:{a},{b}")
    return keys


def _grinder(state: GameState, frame: EffectFrame, key: str) -> GameState:
    kind, _, arg = key.partition(":")
    tiles = arg.split(",")
    for t in tiles:
        state = ops.remove_from_supply(state, frame.player, t)
    state = evolve(state, removed=state.removed + tuple(tiles))
    return ops.gain_prestige(state, frame.player, 1 if kind == "one" else 3)


def _grinder_words(key: str) -> str:
    kind, _, arg = key.partition(":")
    names = all_of([tr(load().tiles[t].name) for t in arg.split(",")])
    # translators: {tiles} are one or two tile names ("Monetiser and Condenser")
    return ntr(
        "grind {tiles} for {count} prestige",
        "grind {tiles} for {count} prestige",
        1 if kind == "one" else 3,
        tiles=names,
    )


def _conveyor_usable(state: GameState, player: int, power: str) -> bool:
    return _belt_tile_count(state) > 0


def _conveyor_options(state: GameState, frame: EffectFrame) -> list[str]:
    n = _belt_tile_count(state)
    keys = []
    if n >= 1:
        keys.append("one")
    if n >= 2 and state.players[frame.player].money >= 2:
        keys.append("two")
    return keys


def _conveyor(state: GameState, frame: EffectFrame, key: str) -> GameState:
    pl = frame.player
    if key == "two":
        return ops.push(ops.gain_money(state, pl, -2), TakeFrame(pl, TAKE_ANY, count=2))
    return ops.push(state, TakeFrame(pl, TAKE_ANY))


def _conveyor_words(key: str) -> str:
    return (
        tr("take one belt tile")
        if key == "one"
        else tr("pay {cost} to take two belt tiles", cost=money(2))
    )


# --------------------------------------------------------------------------- the registry


def _registry() -> dict[str, Effect]:
    manufacturer = _builder(cost=0, then_activate=False)
    insta_factor = _builder(cost=2, then_activate=True)
    records = [
        Effect("condenser", _always, _condenser),
        Effect("amplicondenser", _always, _amplicondenser),
        Effect("monetiser", _always, _monetiser),
        Effect("inflator", _always, _inflator),
        Effect("automaton", _automaton_usable, _automaton),
        Effect("innovation_turbine", _turbine_usable, _turbine),
        _belt_taker("librarifier", TAKE_LIBRARIFIER),
        _belt_taker("resonator", TAKE_RESONATOR),
        _belt_taker("scroll_rack", TAKE_SCROLL),
        Effect("manufacturer", *manufacturer),
        Effect("insta_factor", *insta_factor),
        Effect("expander", _expander_usable, _expander),
        Effect("upgrader", _upgrader_usable, _upgrader),
        Effect("sourcer", _sourcer_usable, _sourcer),
        _asking(
            "alarm_chronometer", _always, _chronometer_options, _chronometer, _chronometer_words
        ),
        _asking(
            "miscellanerie",
            _always,
            _miscellanerie_options,
            _miscellanerie,
            _miscellanerie_words,
        ),
        _asking("ornament_grinder", _grinder_usable, _grinder_options, _grinder, _grinder_words),
        _asking(
            "ubiquity_conveyor", _conveyor_usable, _conveyor_options, _conveyor, _conveyor_words
        ),
        _source_trade("anthem_organ"),
        _source_trade("crescendo_organ"),
        _source_trade("statue_sculptifier"),
        _source_trade("distiller"),
        _money_trade("patriotic_haiku_generator"),
        _money_trade("patriotic_sonnet_generator"),
    ]
    out = {e.name: e for e in records}
    for name in load().effects:  # sources, chrome and modifiers do nothing when powered
        out.setdefault(name, _inert(name))
    return out


EFFECTS: dict[str, Effect] = _registry()
_UNKNOWN = _inert("")

# the trade tables by effect, as the AI's valuations read them
SOURCE_TRADES = {n: e.source_trades for n, e in load().effects.items() if e.source_trades}
MONEY_TRADES = {n: e.money_trades for n, e in load().effects.items() if e.money_trades}


def effect_of(name: str) -> Effect:
    """The record of effect `name` (an inert one for a name no tile has)."""
    return EFFECTS.get(name, _UNKNOWN)


def usable(state: GameState, player: int, effect: str, power: str) -> bool:
    """Whether activating this component now could have any effect for `player`."""
    return effect_of(effect).usable(state, player, power)


def start(state: GameState, player: int, effect: str, power: str, owner: int | None) -> GameState:
    """Perform the effect, or push the decision it needs. `owner` is an opponent owner or None."""
    return effect_of(effect).start(state, player, power, owner)


def options(state: GameState, frame: EffectFrame) -> list[Choose]:
    asked = effect_of(frame.effect).options
    return [Choose(k) for k in asked(state, frame)] if asked is not None else []


def choose(state: GameState, frame: EffectFrame, key: str) -> GameState:
    """Perform option `key` (the frame has already been popped)."""
    chosen = effect_of(frame.effect).choose
    if chosen is None:
        raise ValueError(f"{frame.effect} has no option {key!r}")
    return chosen(state, frame, key)


def option_words(effect: str, key: str) -> str:
    """A phrase for option `key` of `effect` ("pay £3 for 2 prestige"); the key itself if the
    effect has no words for its options."""
    words = effect_of(effect).option_words
    return words(key) if words is not None else key
