"""Component effects: what each tile does when a source powers it, and the options it offers.

`usable` says whether activating a component could do anything now (components that cannot
are not offered); `start` performs an effect or pushes the decision it needs; `options` lists
the choices of an `EffectFrame`, and `choose` performs one. Option keys are short stable strings
("pay:3", "three:CSE", "one:chrome_1") because they are part of saved games.
"""

from __future__ import annotations

import itertools

from . import building, ops
from .actions import Choose
from .data import POWER_TYPES, load
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
from .taking import belt_choices, unlocked_stacks

SIZE_BY_POWER = {"C": 2, "S": 3, "E": 4}

# discard-sources effects: option name -> (how many sources, prestige gained)
SOURCE_TRADES = {
    "anthem_organ": (("one", 1, 1), ("three", 3, 2)),
    "crescendo_organ": (("two", 2, 2), ("three", 3, 3)),
    "statue_sculptifier": (("two", 2, 1),),
    "distiller": (("one", 1, 0),),
}
# pay-money-for-prestige effects: (pounds, prestige)
MONEY_TRADES = {
    "patriotic_haiku_generator": ((1, 1), (3, 2)),
    "patriotic_sonnet_generator": ((2, 2), (4, 3)),
}
CHOICE_EFFECTS = frozenset(
    {
        "alarm_chronometer",
        "miscellanerie",
        "ornament_grinder",
        "ubiquity_conveyor",
        *SOURCE_TRADES,
        *MONEY_TRADES,
    }
)


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


def usable(state: GameState, player: int, effect: str, power: str) -> bool:
    """Whether activating this component now could have any effect for `player`."""
    p = state.players[player]
    if effect in (
        "condenser",
        "amplicondenser",
        "monetiser",
        "inflator",
        "alarm_chronometer",
        "miscellanerie",
    ):
        return True
    if effect == "automaton":
        return p.automaton == AUTO_BOARD and not is_butler(p)
    if effect in SOURCE_TRADES:
        return p.source_count >= min(n for _k, n, _g in SOURCE_TRADES[effect])
    if effect in MONEY_TRADES:
        return p.money >= MONEY_TRADES[effect][0][0]
    if effect == "ornament_grinder":
        return bool(p.supply)
    if effect == "ubiquity_conveyor":
        return _belt_tile_count(state) > 0
    if effect == "innovation_turbine":
        return bool(unlocked_stacks(state))
    if effect == "librarifier":
        return bool(belt_choices(state, TakeFrame(player, TAKE_LIBRARIFIER, power)))
    if effect == "resonator":
        return bool(belt_choices(state, TakeFrame(player, TAKE_RESONATOR, power)))
    if effect == "scroll_rack":
        return bool(belt_choices(state, TakeFrame(player, TAKE_SCROLL, power)))
    if effect == "manufacturer":
        return building.can_build(state, player, (SIZE_BY_POWER[power],), 0)
    if effect == "insta_factor":
        return building.can_build(state, player, (SIZE_BY_POWER[power],), 2)
    if effect == "expander":
        return building.has_addition(state, AddFrame(player, ADD_FROM_SUPPLY))
    if effect == "upgrader":
        return building.has_addition(
            state, AddFrame(player, ADD_FROM_SUPPLY, (SIZE_BY_POWER[power],))
        )
    if effect == "sourcer":
        return building.has_addition(state, AddFrame(player, ADD_BASIC))
    return False  # chrome (no effect) and anything without an activation effect


def start(state: GameState, player: int, effect: str, power: str, owner: int | None) -> GameState:
    """Perform the effect, or push the decision it needs. `owner` is an opponent owner or None."""
    if effect == "condenser":
        return ops.gain_sources(state, player, power, 2)
    if effect == "amplicondenser":
        state = ops.gain_sources(state, player, power, 3)
        return ops.gain_sources(state, owner, power, 1) if owner is not None else state
    if effect == "monetiser":
        return ops.gain_money(state, player, 3)
    if effect == "inflator":
        state = ops.gain_prestige(state, player, 1)
        return ops.gain_prestige(state, owner, 1) if owner is not None else state
    if effect == "automaton":
        return ops.update_player(state, player, automaton=AUTO_READY)
    if effect in CHOICE_EFFECTS:
        return ops.push(state, EffectFrame(player, effect, power, owner))
    if effect == "innovation_turbine":
        return ops.push(state, TakeFrame(player, TAKE_TURBINE, power))
    if effect == "librarifier":
        return ops.push(state, TakeFrame(player, TAKE_LIBRARIFIER, power))
    if effect == "resonator":
        return ops.push(state, TakeFrame(player, TAKE_RESONATOR, power))
    if effect == "scroll_rack":
        return ops.push(state, TakeFrame(player, TAKE_SCROLL, power))
    if effect == "manufacturer":
        return ops.push(state, BuildFrame(player, (SIZE_BY_POWER[power],)))
    if effect == "insta_factor":
        return ops.push(
            state, BuildFrame(player, (SIZE_BY_POWER[power],), cost=2, then_activate=True)
        )
    if effect == "expander":
        return ops.push(state, AddFrame(player, ADD_FROM_SUPPLY))
    if effect == "upgrader":
        return ops.push(state, AddFrame(player, ADD_FROM_SUPPLY, (SIZE_BY_POWER[power],)))
    if effect == "sourcer":
        # docs/rulings.md ruling 6: the owner's £1 is paid when the source is added (add_apply)
        return ops.push(state, AddFrame(player, ADD_BASIC, owner=owner))
    return state


def options(state: GameState, frame: EffectFrame) -> list[Choose]:
    p = state.players[frame.player]
    e = frame.effect
    keys: list[str] = []
    if e == "alarm_chronometer":
        keys = [f"spend:{n}" for n in range(min(p.money, state.num_players - 1) + 1)]
    elif e in SOURCE_TRADES:
        for name, n, _gain in SOURCE_TRADES[e]:
            keys.extend(f"{name}:{m}" for m in _source_multisets(p, n))
        if e == "statue_sculptifier" and p.sources[1] >= 1 and p.sources[2] >= 1:
            keys.append("steam_electrickal")
    elif e in MONEY_TRADES:
        keys = [f"pay:{cost}" for cost, _gain in MONEY_TRADES[e] if p.money >= cost]
    elif e == "miscellanerie":
        keys = [f"take:{t}" for t in POWER_TYPES]
    elif e == "ornament_grinder":
        distinct = sorted(set(p.supply))
        keys = [f"one:{t}" for t in distinct]
        for a, b in itertools.combinations_with_replacement(distinct, 2):
            if a != b or p.supply.count(a) >= 2:
                keys.append(f"two:{a},{b}")
    elif e == "ubiquity_conveyor":
        n = _belt_tile_count(state)
        if n >= 1:
            keys.append("one")
        if n >= 2 and p.money >= 2:
            keys.append("two")
    return [Choose(k) for k in keys]


def _trade_gain(effect: str, name: str) -> int:
    for n, _count, gain in SOURCE_TRADES[effect]:
        if n == name:
            return gain
    raise KeyError(name)


def choose(state: GameState, frame: EffectFrame, key: str) -> GameState:
    """Perform option `key` (the frame has already been popped)."""
    pl = frame.player
    e = frame.effect
    kind, _, arg = key.partition(":")
    if e == "alarm_chronometer":
        extra = int(arg)
        state = ops.gain_money(state, pl, -extra)
        return evolve(state, start_player=(state.start_player + 1 + extra) % state.num_players)
    if e in SOURCE_TRADES:
        if key == "steam_electrickal":
            return ops.gain_prestige(ops.pay_sources(state, pl, "SE"), pl, 2)
        state = ops.pay_sources(state, pl, arg)
        if e == "distiller":
            return ops.gain_money(state, pl, 5)
        return ops.gain_prestige(state, pl, _trade_gain(e, kind))
    if e in MONEY_TRADES:
        cost = int(arg)
        gain = dict(MONEY_TRADES[e])[cost]
        return ops.gain_prestige(ops.gain_money(state, pl, -cost), pl, gain)
    if e == "miscellanerie":
        state = ops.gain_sources(ops.gain_money(state, pl, 2), pl, arg, 1)
        return ops.gain_sources(state, frame.owner, arg, 1) if frame.owner is not None else state
    if e == "ornament_grinder":
        tiles = arg.split(",")
        for t in tiles:
            state = ops.remove_from_supply(state, pl, t)
        state = evolve(state, removed=state.removed + tuple(tiles))
        return ops.gain_prestige(state, pl, 1 if kind == "one" else 3)
    if e == "ubiquity_conveyor":
        if key == "two":
            return ops.push(ops.gain_money(state, pl, -2), TakeFrame(pl, TAKE_ANY, count=2))
        return ops.push(state, TakeFrame(pl, TAKE_ANY))
    raise ValueError(f"{e} has no option {key!r}")
