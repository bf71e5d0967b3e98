"""The AI's worth of each effect comes from the effect registry (effects.toml `ai_value`) and
is what the hand-written chain of cases in evaluate.py gave before it moved there."""

from __future__ import annotations

import random

import attrs
import pytest

from steamworks.ai import evaluate as ev
from steamworks.ai.effect_values import could_build, valuer, valuers
from steamworks.matches.selfplay import builder_move
from steamworks.rules import engine
from steamworks.rules.data import load
from steamworks.rules.effects import MONEY_TRADES, SIZE_BY_POWER, SOURCE_TRADES, is_butler
from steamworks.rules.frames import TAKE_LIBRARIFIER, TAKE_RESONATOR, TAKE_SCROLL, TakeFrame
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import AUTO_BOARD
from steamworks.rules.taking import belt_choices


def value_as_it_was(state, player, effect, power, pr):
    """evaluate.effect_value as it was written before the registry (kept to pin its values)."""
    p = state.players[player]
    wm, ws, wt = pr.money, pr.source, pr.tile
    if effect == "condenser":
        return 2 * ws
    if effect == "amplicondenser":
        return 3 * ws
    if effect == "monetiser":
        return 3 * wm
    if effect == "inflator":
        return 1.0
    if effect == "automaton":
        return pr.worker if p.automaton == AUTO_BOARD and not is_butler(p) else 0.0
    if effect == "miscellanerie":
        return 2 * wm + ws
    if effect in SOURCE_TRADES:
        trade = load().effect(effect)
        best = 0.0
        for _name, n, gain in SOURCE_TRADES[effect]:
            if p.source_count >= n:
                best = max(best, (trade.trade_pounds * wm if trade.trade_pounds else gain) - n * ws)
        if trade.pair_trade and p.sources[1] and p.sources[2]:
            best = max(best, trade.pair_trade - 2 * ws)
        return best
    if effect in MONEY_TRADES:
        return max(
            [0.0] + [gain - cost * wm for cost, gain in MONEY_TRADES[effect] if p.money >= cost]
        )
    if effect == "ornament_grinder":
        if not p.supply:
            return 0.0
        return max(1 - wt, 3 - 2 * wt) if len(p.supply) >= 2 else 1 - wt
    if effect in ("ubiquity_conveyor", "innovation_turbine"):
        return wt
    if effect == "librarifier":
        return wt if belt_choices(state, TakeFrame(player, TAKE_LIBRARIFIER, power)) else 0.0
    if effect == "resonator":
        return wt if belt_choices(state, TakeFrame(player, TAKE_RESONATOR, power)) else 0.0
    if effect == "scroll_rack":
        return wt if belt_choices(state, TakeFrame(player, TAKE_SCROLL, power)) else 0.0
    if effect in ("manufacturer", "insta_factor"):
        size = SIZE_BY_POWER[power]
        cost = 2 if effect == "insta_factor" else 0
        if p.money < cost or not could_build(p, size):
            return 0.0
        return max(0.0, size * pr.build_per_tile - cost * wm)
    if effect in ("expander", "upgrader"):
        return pr.add_tile if p.supply or p.source_count else 0.0
    if effect == "sourcer":
        return 0.2
    if effect == "alarm_chronometer":
        return 0.1
    return 0.0


def sampled_states(players: int, seed: int, every: int = 7):
    state = engine.start(quick_setup(players, seed))
    rng = random.Random(seed)
    out = []
    step = 0
    while not state.game_over:
        state = engine.apply(state, builder_move(engine.legal_actions(state), rng))
        step += 1
        if step % every == 0:
            out.append(state)
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_effect_is_worth_what_it_was_before_the_registry(players):
    effects = sorted(load().effects)
    weights = [ev.DEFAULT_WEIGHTS, ev.Weights(money=0.4, source=0.3, tile=0.9, worker=0.5)]
    checked = 0
    for i, state in enumerate(sampled_states(players, 60 + players)):
        w = weights[i % 2]
        pr = ev.prices(state, w, ev.rounds_left(state, w))
        for player in range(players):
            for effect in effects:
                for power in "CSE":
                    new = ev.effect_value(state, player, effect, power, pr)
                    assert new == value_as_it_was(state, player, effect, power, pr), (
                        effect,
                        power,
                    )
                    checked += new != 0.0
    assert checked > 100  # the states reach effects that are worth something


def test_the_registry_values_every_effect_the_ai_knows_and_refuses_nonsense():
    table = valuers()
    assert set(table) == set(load().effects)
    effect = load().effect("monetiser")
    with pytest.raises(ValueError, match="unknown keys"):
        valuer(attrs.evolve(effect, ai_value={"money": 3, "pounds": 1}))
    with pytest.raises(ValueError, match="rule"):
        valuer(attrs.evolve(effect, ai_value={"rule": "teleport"}))
    # an effect the registry gives no ai_value (or never heard of) is worth nothing
    state = engine.start(quick_setup(2, 1))
    pr = ev.prices(state, ev.DEFAULT_WEIGHTS, 5.0)
    assert ev.effect_value(state, 0, "chrome", "S", pr) == 0.0
    assert ev.effect_value(state, 0, "no_such_effect", "S", pr) == 0.0
