"""Every component effect of the tile glossary (rulebook pages 12-15), driven through the engine.

Each test writes a position as a scenario (tests/rules/scenario_helpers.py: the standard cast is
Ada, Bram and Cora in Age II; Ada acts first with £10 and two basic sources of each type), takes
actions that `legal_actions` offers and checks the exact change with `changes(before, after)`,
which lists every field that changed (turn bookkeeping aside). Refused actions are checked with
`refuse`: not offered, explained in a sentence, and `apply` raises IllegalAction.

Devices below are owned by Ada herself unless the test is about owner rewards, so that no clock
counter or owner bonus muddies the effect. Sources: game-data.md section 4 (tiles and
connectors) and section 6 (rulings).
"""

from __future__ import annotations

import pytest

from steamworks.rules import engine
from steamworks.rules.actions import (
    Activate,
    ActivateOwn,
    AddTile,
    BuildDevice,
    Choose,
    Decline,
    EndActivation,
    KeepRevealed,
    Pass,
    PlaceDevice,
    PlacePersona,
    Repeat,
    Reveal,
    TakeTile,
    TakeTop,
)
from steamworks.rules.frames import (
    ActivationFrame,
    AddFrame,
    BuildFrame,
    EffectFrame,
    OwnSourceFrame,
    RepeatFrame,
    RevealFrame,
    TakeFrame,
)
from steamworks.rules.scoring import score_lines
from steamworks.rules.state import AUTO_BOARD, AUTO_READY, AUTO_USED
from tests.support.moves import activations, apply_all, changes, choices, legal, refuse, step
from tests.support.positions import CLOCK_MONETISER_1, THREE, device, inventors, scenario

PLUS = {"C": (1, 0, 0), "S": (0, 1, 0), "E": (0, 0, 1)}


def plus(base, power, n):
    """Basic-source counts `base` with `n` more of `power`."""
    return tuple(b + n * d for b, d in zip(base, PLUS[power]))


def placed(text: str, power: str | None = None, pos=(0, 1), source=(0, 0), device_id: int = 1):
    """(position, state after Ada places her first mechanic on the source and, if `power`,
    powers the component at `pos` with it)."""
    state = scenario(text)
    after = step(state, PlaceDevice(device_id, source))
    if power is not None:
        after = step(after, Activate(pos, power))
    return state, after


# ============================================================== Alarm Chronometer


ALARM = device("Ada", (0, 0, "clockwork_source"), (0, 1, "alarm_chronometer_1"))


def test_alarm_chronometer_offers_one_free_advance_and_one_more_per_pound():
    _s, after = placed(THREE + ALARM, "C")
    assert isinstance(engine.current_decision(after), EffectFrame)
    # three players: advancing once or twice reaches every other seat; a third advance would
    # bring the marker back for nothing (docs/rulings.md ruling 3, tests/rules/test_alarm_chronometer.py)
    assert choices(after) == ["spend:0", "spend:1"]
    assert legal(after)[-1] == Decline()


@pytest.mark.parametrize("spend,start", [(0, 1), (1, 2)])
def test_alarm_chronometer_advances_the_start_player(spend, start):
    state, after = placed(THREE + ALARM, "C")
    after = step(after, Choose(f"spend:{spend}"))
    expected = {"p0.money": 10 - spend} if spend else {}
    if start != 0:
        expected["start_player"] = start
    assert changes(state, after) == expected
    assert engine.to_act(after) == 1  # the turn order of this round is unchanged


def test_alarm_chronometer_spending_is_limited_by_money():
    _s, after = placed(inventors(ada={"money": 0}) + ALARM, "C")
    assert choices(after) == ["spend:0"]
    refuse(after, Choose("spend:1"))


def test_alarm_chronometer_then_the_marker_still_passes_at_the_end_of_the_round():
    # Ada's mechanic is the last of the round (Bram and Cora are done; she has used two of three)
    text = inventors(ada={"used": 2}, bram={"used": 3}, cora={"used": 3}) + ALARM
    state, after = placed(text, "C")
    after = step(after, Choose("spend:0"))  # marker 0 -> 1, then the round ends: 1 -> 2
    assert after.round == 2 and after.start_player == 2 and engine.to_act(after) == 2


# ============================================================== Amplicondenser


AMPLI = (0, 0, "universal_source_1"), (0, 1, "amplicondenser_1")


@pytest.mark.parametrize("power", "CSE")
def test_amplicondenser_gives_three_sources_of_the_power_and_the_owner_one(power):
    state, after = placed(THREE + device("Bram", *AMPLI), power)
    assert changes(state, after) == {
        "p0.sources": plus((2, 2, 2), power, 3),
        "p1.sources": plus((0, 0, 0), power, 1),  # owner bonus: one of the same type
        "p1.clocks": 1,
        "locks": (0, 8, 9),
    }


@pytest.mark.parametrize("power", "CSE")
def test_amplicondenser_in_your_own_device_has_no_owner_bonus(power):
    state, after = placed(THREE + device("Ada", *AMPLI), power)
    assert changes(state, after) == {"p0.sources": plus((2, 2, 2), power, 3)}


# ============================================================== Anthem Organ


ANTHEM = device("Ada", (0, 0, "steam_source"), (0, 1, "anthem_organ_1"))


def test_anthem_organ_offers_every_source_to_give_up():
    _s, after = placed(THREE + ANTHEM, "S")
    assert choices(after) == [
        "one:C",
        "one:S",
        "one:E",
        "three:CCS",
        "three:CCE",
        "three:CSS",
        "three:CSE",
        "three:CEE",
        "three:SSE",
        "three:SEE",
    ]


@pytest.mark.parametrize(
    "key,sources,prestige",
    [
        ("one:E", (2, 2, 1), 1),
        ("three:CSE", (1, 1, 1), 2),
        ("three:SSE", (2, 0, 1), 2),
    ],
)
def test_anthem_organ_trades_sources_for_prestige(key, sources, prestige):
    state, after = placed(THREE + ANTHEM, "S")
    after = step(after, Choose(key))
    assert changes(state, after) == {"p0.sources": sources, "p0.prestige": prestige}


def test_anthem_organ_with_two_sources_offers_only_the_one_source_trade():
    _s, after = placed(inventors(ada={"sources": (1, 1, 0)}) + ANTHEM, "S")
    assert choices(after) == ["one:C", "one:S"]
    refuse(after, Choose("three:CCS"))


def test_anthem_organ_without_sources_is_not_offered():
    state = scenario(inventors(ada={"sources": (0, 0, 0)}) + ANTHEM)
    after = step(state, PlaceDevice(1, (0, 0)))
    # nothing to power: the activation ends by itself and the turn passes
    assert after.pending == () and engine.to_act(after) == 1
    assert changes(state, after) == {}


# ============================================================== Automaton


AUTOMATON = (0, 0, "clockwork_source"), (0, 1, "automaton_1")


def test_automaton_takes_your_automaton_from_the_central_board():
    state, after = placed(THREE + device("Bram", *AUTOMATON), "C")
    assert changes(state, after) == {"p0.automaton": AUTO_READY, "p1.clocks": 1, "locks": (0, 8, 9)}


def test_the_automaton_is_an_extra_worker_with_no_wage():
    text = THREE + device("Ada", *AUTOMATON) + device("Bram", *CLOCK_MONETISER_1)
    state, after = placed(text, "C")
    after = apply_all(after, Pass(), Pass())  # Bram and Cora
    assert engine.to_act(after) == 0
    options = legal(after)
    assert PlaceDevice(2, (0, 0), automaton=True) in options
    assert PlacePersona(0, automaton=True) in options and Pass(automaton=True) in options
    before = after
    after = apply_all(after, PlaceDevice(2, (0, 0), automaton=True), Activate((0, 1), "C"))
    # no wage (her next mechanic would cost £1); Bram is paid a clock as for any worker
    assert changes(before, after) == {
        "p0.money": 13,
        "p0.automaton": AUTO_USED,
        "p1.clocks": 1,
        "locks": (0, 8, 9),
    }
    assert after.devices[1].workers == (((0, 0), 0, 0),)
    assert after.players[0].used == 1  # the automaton is not one of her mechanics
    assert engine.to_act(after) == 1


@pytest.mark.parametrize("where", ["ready", "used"])
def test_automaton_already_taken_this_round_is_not_offered(where):
    state = scenario(inventors(ada={"automaton": where}) + device("Ada", *AUTOMATON))
    after = step(state, PlaceDevice(1, (0, 0)))
    assert after.pending == () and changes(state, after) == {}


def test_augustus_b_cannot_use_an_automaton_component():
    text = inventors(ada={"persona": "augustus", "side": "B"}) + device("Ada", *AUTOMATON)
    state = scenario(text)
    assert state.players[0].automaton == AUTO_READY  # his butler, every round
    after = step(state, PlaceDevice(1, (0, 0)))
    assert after.pending == () and changes(state, after) == {}
    # the butler works only on his persona spaces
    after = apply_all(after, Pass(), Pass())
    assert PlaceDevice(1, (0, 0), automaton=True) not in legal(after)
    refuse(after, PlaceDevice(1, (0, 0), automaton=True))


def test_the_automaton_goes_back_to_the_central_board_at_the_end_of_the_round():
    text = inventors(ada={"used": 2}, bram={"used": 3}, cora={"used": 3}) + device(
        "Ada", *AUTOMATON
    )
    _s, after = placed(text, "C")
    assert after.players[0].automaton == AUTO_READY and engine.to_act(after) == 0
    after = step(after, Pass(automaton=True))  # the last worker of the round
    assert after.round == 2 and after.players[0].automaton == AUTO_BOARD


# ============================================================== Chrome


def test_chrome_has_no_effect_but_the_owner_still_earns_a_clock():
    state = scenario(THREE + device("Bram", (0, 0, "clockwork_source"), (0, 1, "chrome_1")))
    after = step(state, PlaceDevice(1, (0, 0)))
    assert after.pending == () and engine.to_act(after) == 1
    assert changes(state, after) == {"p1.clocks": 1, "locks": (0, 8, 9)}


def test_chrome_is_worth_two_prestige_in_a_device():
    text = (
        THREE
        + device("Bram", (0, 0, "clockwork_source"), (0, 1, "chrome_1"))
        + device("Bram", (0, 0, "electrickal_source"), (1, 0, "chrome_2"))
        + device("Cora", (0, 0, "clockwork_source"), (0, 1, "monetiser_1"))
    )
    lines = score_lines(scenario(text))
    assert lines[1].device_tiles == 4  # two Chromes; basic sources score nothing
    assert lines[2].device_tiles == 1


# ============================================================== Condenser


@pytest.mark.parametrize("tile", ["condenser_1", "start_condenser"])
@pytest.mark.parametrize("power", "CSE")
def test_condenser_gives_two_sources_of_the_power(tile, power):
    state, after = placed(THREE + device("Ada", (0, 0, "universal_source_1"), (0, 1, tile)), power)
    assert changes(state, after) == {"p0.sources": plus((2, 2, 2), power, 2)}


def test_condenser_takes_only_the_power_its_source_can_supply():
    state = scenario(THREE + device("Ada", (0, 0, "steam_source"), (0, 1, "condenser_1")))
    after = step(state, PlaceDevice(1, (0, 0)))
    assert activations(after) == [Activate((0, 1), "S")]
    refuse(after, Activate((0, 1), "C"))


# ============================================================== Crescendo Organ


CRESCENDO = device("Ada", (0, 0, "steam_source"), (1, 0, "crescendo_organ_2"))


def test_crescendo_organ_options():
    _s, after = placed(THREE + CRESCENDO, "S", pos=(1, 0))
    assert choices(after) == [
        "two:CC",
        "two:CS",
        "two:CE",
        "two:SS",
        "two:SE",
        "two:EE",
        "three:CCS",
        "three:CCE",
        "three:CSS",
        "three:CSE",
        "three:CEE",
        "three:SSE",
        "three:SEE",
    ]


@pytest.mark.parametrize(
    "key,sources,prestige", [("two:SS", (2, 0, 2), 2), ("three:CCE", (0, 2, 1), 3)]
)
def test_crescendo_organ_trades_sources_for_prestige(key, sources, prestige):
    state, after = placed(THREE + CRESCENDO, "S", pos=(1, 0))
    after = step(after, Choose(key))
    assert changes(state, after) == {"p0.sources": sources, "p0.prestige": prestige}


def test_crescendo_organ_needs_two_sources():
    _s, after = placed(inventors(ada={"sources": (0, 1, 1)}) + CRESCENDO, "S", pos=(1, 0))
    assert choices(after) == ["two:SE"]
    state = scenario(inventors(ada={"sources": (0, 0, 1)}) + CRESCENDO)
    assert step(state, PlaceDevice(1, (0, 0))).pending == ()


# ============================================================== Distiller


DISTILLER = device("Ada", (0, 0, "distiller_2"), (0, 1, "clockwork_source"))


@pytest.mark.parametrize("kind,sources", [("C", (1, 2, 2)), ("S", (2, 1, 2)), ("E", (2, 2, 1))])
def test_distiller_turns_any_source_into_five_pounds(kind, sources):
    state, after = placed(THREE + DISTILLER, "C", pos=(0, 0), source=(0, 1))
    assert choices(after) == ["one:C", "one:S", "one:E"]
    after = step(after, Choose(f"one:{kind}"))
    assert changes(state, after) == {"p0.sources": sources, "p0.money": 15}


def test_distiller_without_sources_is_not_offered():
    state = scenario(inventors(ada={"sources": (0, 0, 0)}) + DISTILLER)
    after = step(state, PlaceDevice(1, (0, 1)))
    assert after.pending == () and changes(state, after) == {}


# ============================================================== Expander


EXPANDER = device("Ada", (0, 0, "clockwork_source"), (0, 1, "expander_1"))
CORA_MONEY = device("Cora", *CLOCK_MONETISER_1)


def test_expander_adds_a_tile_from_your_supply_to_anyones_device():
    state, after = placed(
        inventors(ada={"supply": ["start_monetiser"]}) + EXPANDER + CORA_MONEY, "C"
    )
    assert isinstance(engine.current_decision(after), AddFrame)
    options = [a for a in legal(after) if isinstance(a, AddTile)]
    assert AddTile(2, "start_monetiser", (0, -1), 0) in options  # Cora's device
    assert AddTile(1, "clockwork_source", (-1, 1), 0) in options  # a basic source from her supply
    after = step(after, AddTile(2, "start_monetiser", (0, -1), 0))
    assert changes(state, after) == {
        "p0.supply": (),
        "devices": (
            (1, 0, state.devices[0].layout),
            # the device keeps its owner, who will score the new tile
            (
                2,
                2,
                (
                    ((0, -1), "start_monetiser", 0),
                    ((0, 0), "clockwork_source", 0),
                    ((0, 1), "monetiser_1", 0),
                ),
            ),
        ),
    }


def test_expander_can_add_a_basic_source_from_your_supply():
    state, after = placed(THREE + EXPANDER, "C")
    after = step(after, AddTile(1, "clockwork_source", (-1, 1), 0))
    assert changes(state, after)["p0.sources"] == (1, 2, 2)


def test_expander_refuses_a_tile_that_would_not_connect():
    _s, after = placed(inventors(ada={"supply": ["start_monetiser"]}) + EXPANDER + CORA_MONEY, "C")
    refuse(after, AddTile(2, "start_monetiser", (1, 0), 0), match="Monetiser has no source")
    refuse(after, AddTile(2, "chrome_1", (0, -1), 0), match="not one you can add")
    refuse(after, AddTile(2, "start_monetiser", (0, 1), 0), match="already taken")


# ============================================================== Inflator


INFLATOR = (0, 0, "steam_source"), (0, 1, "inflator_1")


def test_inflator_gives_a_prestige_chip_and_the_owner_one():
    state, after = placed(THREE + device("Bram", *INFLATOR), "S")
    assert changes(state, after) == {
        "p0.prestige": 1,
        "p1.prestige": 1,
        "p1.clocks": 1,
        "locks": (0, 8, 9),
    }


def test_inflator_in_your_own_device_has_no_owner_bonus():
    state, after = placed(THREE + device("Ada", *INFLATOR), "S")
    assert changes(state, after) == {"p0.prestige": 1}


# ============================================================== Innovation Turbine


TURBINE = device("Ada", (0, 0, "clockwork_source"), (1, 0, "innovation_turbine_2"))
TOPS = """
[stacks]
age1 = ["manufacturer_1", "condenser_1", "..."]
age2 = ["iterator_1", "power_converter_1", "..."]
"""


def test_innovation_turbine_offers_the_unlocked_stacks():
    _s, after = placed(THREE + TURBINE + TOPS, "C", pos=(1, 0))
    assert isinstance(engine.current_decision(after), TakeFrame)
    # Age II: the Age I and II stacks are unlocked, the Age III stack is not
    assert legal(after) == [TakeTop(1), TakeTop(2), Reveal(1), Reveal(2), Decline()]
    refuse(after, TakeTop(3))
    refuse(after, Reveal(3))


def test_innovation_turbine_takes_the_top_tile():
    state, after = placed(THREE + TURBINE + TOPS, "C", pos=(1, 0))
    after = step(after, TakeTop(2))
    assert changes(state, after) == {
        "p0.supply": ("iterator_1",),
        "stacks": (state.stacks[0], state.stacks[1][1:], state.stacks[2]),
        "hidden": (state.hidden[0], state.hidden[1] - 1, state.hidden[2]),
    }


def test_innovation_turbine_pays_to_see_two_and_puts_the_other_at_the_bottom():
    state, after = placed(THREE + TURBINE + TOPS, "C", pos=(1, 0))
    after = step(after, Reveal(1))
    frame = engine.current_decision(after)
    assert isinstance(frame, RevealFrame) and frame.tiles == ("manufacturer_1", "condenser_1")
    assert after.revealed == ("manufacturer_1", "condenser_1")
    assert legal(after) == [
        KeepRevealed("manufacturer_1"),
        KeepRevealed("condenser_1"),
    ]  # no opting out now
    refuse(after, Decline(), match="cannot be skipped")
    after = step(after, KeepRevealed("condenser_1"))
    assert changes(state, after) == {
        "p0.money": 9,
        "p0.supply": ("condenser_1",),
        "stacks": (state.stacks[0][2:] + ("manufacturer_1",), state.stacks[1], state.stacks[2]),
        "hidden": (state.hidden[0] - 2, state.hidden[1], state.hidden[2]),
    }


def test_innovation_turbine_reveal_needs_a_pound():
    _s, after = placed(inventors(ada={"money": 0}) + TURBINE + TOPS, "C", pos=(1, 0))
    assert legal(after) == [TakeTop(1), TakeTop(2), Decline()]
    refuse(after, Reveal(1))


def test_innovation_turbine_on_a_one_tile_stack():
    # F.A.Q.: a stack with one tile can be chosen; its top tile is simply taken
    text = THREE + TURBINE + '[stacks]\nage2 = ["iterator_1"]\n'
    state, after = placed(text, "C", pos=(1, 0))
    assert TakeTop(2) in legal(after)
    taken = step(after, TakeTop(2))
    assert changes(state, taken)["p0.supply"] == ("iterator_1",)
    assert taken.stacks[1] == ()
    # paying £1 to look at "two" of a one-tile stack shows just that tile (docs/rulings.md ruling 14)
    shown = step(after, Reveal(2))
    assert engine.current_decision(shown).tiles == ("iterator_1",)
    kept = step(shown, KeepRevealed("iterator_1"))
    assert changes(state, kept) == {
        "p0.money": 9,
        "p0.supply": ("iterator_1",),
        "stacks": (state.stacks[0], (), state.stacks[2]),
        "hidden": (state.hidden[0], 0, state.hidden[2]),
    }


def test_innovation_turbine_skips_an_empty_stack():
    text = THREE + TURBINE + "[stacks]\nage2 = []\n"
    _s, after = placed(text, "C", pos=(1, 0))
    assert legal(after) == [TakeTop(1), Reveal(1), Decline()]


# ============================================================== Insta-factor


INSTA = (0, 0, "universal_source_1"), (0, 1, "insta_factor_1")
# what Ada builds for each size (top-left at (0, 0), as the engine lists builds)
NEW_DEVICE = {
    "C": (((0, 0), "clockwork_source", 0), ((0, 1), "start_monetiser", 0)),
    "S": (
        ((0, 0), "start_condenser", 0),
        ((0, 1), "clockwork_source", 0),
        ((0, 2), "start_monetiser", 0),
    ),
    "E": (
        ((0, 0), "start_condenser", 0),
        ((0, 1), "clockwork_source", 0),
        ((0, 2), "start_monetiser", 0),
        ((0, 3), "clockwork_source", 0),
    ),
}
INSTA_SUPPLY = {"supply": ["start_condenser", "start_monetiser"], "sources": (2, 0, 0)}


# power -> (size, the new device's source Ada activates, its Monetiser, what is left after)
INSTA_CASES = {
    "C": (2, (0, 0), (0, 1), {"p0.sources": (1, 0, 0), "p0.supply": ("start_condenser",)}),
    "S": (3, (0, 1), (0, 2), {"p0.sources": (1, 0, 0), "p0.supply": ()}),
    "E": (4, (0, 1), (0, 2), {"p0.sources": (0, 0, 0), "p0.supply": ()}),
}


@pytest.mark.parametrize("power", "CSE")
def test_insta_factor_builds_a_device_of_the_size_then_activates_one_of_its_sources(power):
    size, source, monetiser, left = INSTA_CASES[power]
    layout = NEW_DEVICE[power]
    state, after = placed(inventors(ada=INSTA_SUPPLY) + device("Ada", *INSTA), power)
    frame = engine.current_decision(after)
    assert isinstance(frame, BuildFrame) and frame.sizes == (size,) and frame.cost == 2
    builds = [a for a in legal(after) if isinstance(a, BuildDevice)]
    assert BuildDevice(layout) in builds and all(len(b.layout) == size for b in builds)
    after = step(after, BuildDevice(layout))
    assert after.players[0].money == 8  # £2 paid on building
    # then any one source of the new device (and only of it) may be activated at once
    frame = engine.current_decision(after)
    assert isinstance(frame, OwnSourceFrame) and frame.device == 2
    assert [a for a in legal(after) if isinstance(a, ActivateOwn)] == [
        ActivateOwn(2, p) for p, t, _r in layout if t == "clockwork_source"
    ]
    after = apply_all(after, ActivateOwn(2, source), Activate(monetiser, "C"))
    if after.pending:  # the Condenser of the larger devices is still on offer
        after = step(after, EndActivation())
    assert after.pending == ()
    assert changes(state, after) == {
        "p0.money": 11,
        **left,
        "devices": ((1, 0, state.devices[0].layout), (2, 0, layout)),
        "next_device_id": 3,
    }


def test_insta_factor_needs_two_pounds():
    state = scenario(inventors(ada=dict(INSTA_SUPPLY, money=1)) + device("Ada", *INSTA))
    after = step(state, PlaceDevice(1, (0, 0)))
    assert after.pending == () and changes(state, after) == {}


def test_insta_factor_refuses_a_build_of_the_wrong_size():
    _s, after = placed(inventors(ada=INSTA_SUPPLY) + device("Ada", *INSTA), "C")
    refuse(after, BuildDevice(NEW_DEVICE["S"]), match="exactly 2 tiles")


def test_insta_factor_in_an_opponents_device_activates_your_own_new_device_without_rewards():
    state, after = placed(inventors(ada=INSTA_SUPPLY) + device("Bram", *INSTA), "C")
    after = apply_all(
        after, BuildDevice(NEW_DEVICE["C"]), ActivateOwn(2, (0, 0)), Activate((0, 1), "C")
    )
    assert changes(state, after) == {
        "p0.money": 11,
        "p0.sources": (1, 0, 0),
        "p0.supply": ("start_condenser",),
        "devices": ((1, 1, state.devices[0].layout), (2, 0, NEW_DEVICE["C"])),
        "next_device_id": 3,
        "p1.clocks": 1,  # for the mechanic on Bram's device; nothing for the new device
        "locks": (0, 8, 9),
    }


def test_insta_factor_may_skip_activating_the_new_device():
    state, after = placed(inventors(ada=INSTA_SUPPLY) + device("Ada", *INSTA), "C")
    after = apply_all(after, BuildDevice(NEW_DEVICE["C"]), Decline())
    assert after.pending == () and changes(state, after)["p0.money"] == 8


# ============================================================== Iteration Gears


def test_iteration_gears_powers_every_component_a_second_time():
    state = scenario(THREE + device("Ada", (0, 0, "iteration_gears_1"), (0, 1, "monetiser_1")))
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    frame = engine.current_decision(after)
    assert isinstance(frame, ActivationFrame) and frame.gears_pass == 2
    assert legal(after) == [Activate((0, 1), "C"), EndActivation()]
    after = step(after, Activate((0, 1), "C"))
    assert after.pending == () and changes(state, after) == {"p0.money": 16}


def test_iteration_gears_second_pass_follows_the_first_even_when_it_skipped_a_component():
    text = THREE + device(
        "Ada", (0, 0, "start_condenser"), (0, 1, "iteration_gears_1"), (0, 2, "monetiser_1")
    )
    state = scenario(text)
    after = apply_all(state, PlaceDevice(1, (0, 1)), Activate((0, 2), "C"), EndActivation())
    assert engine.current_decision(after).gears_pass == 2
    # the gears supply clockwork only: the Condenser (any power) may take clockwork alone
    assert activations(after) == [Activate((0, 0), "C"), Activate((0, 2), "C")]
    after = apply_all(after, Activate((0, 0), "C"), Activate((0, 2), "C"))
    assert changes(state, after) == {"p0.money": 16, "p0.sources": (4, 2, 2)}


def test_iteration_gears_with_an_iterator_activates_four_times():
    text = THREE + device(
        "Ada", (0, 0, "iteration_gears_1"), (0, 1, "monetiser_1"), (0, 2, "iterator_1")
    )
    state = scenario(text)
    after = apply_all(
        state,
        PlaceDevice(1, (0, 0)),
        Activate((0, 1), "C"),
        Repeat(),
        Activate((0, 1), "C"),
        Repeat(),
    )
    assert after.pending == () and changes(state, after) == {"p0.money": 22}


def test_iteration_gears_owner_bonus_on_each_pass():
    text = THREE + device("Bram", (0, 0, "iteration_gears_1"), (0, 1, "amplicondenser_1"))
    state = scenario(text)
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"), Activate((0, 1), "C"))
    assert changes(state, after) == {
        "p0.sources": (8, 2, 2),
        "p1.sources": (2, 0, 0),
        "p1.clocks": 1,
        "locks": (0, 8, 9),
    }


# ============================================================== Iterator


ITERATED = device("Ada", (0, 0, "clockwork_source"), (0, 1, "monetiser_1"), (0, 2, "iterator_1"))


def test_iterator_offers_to_repeat_the_component():
    _s, after = placed(THREE + ITERATED, "C")
    frame = engine.current_decision(after)
    assert isinstance(frame, RepeatFrame) and frame.pos == (0, 1) and frame.power == "C"
    assert legal(after) == [Repeat(), Decline()]


@pytest.mark.parametrize("action,money", [(Repeat(), 16), (Decline(), 13)])
def test_iterator_repeats_the_component(action, money):
    state, after = placed(THREE + ITERATED, "C")
    after = step(after, action)
    assert after.pending == () and changes(state, after) == {"p0.money": money}


@pytest.mark.parametrize("power", "CSE")
def test_iterator_repeats_with_the_same_power(power):
    text = THREE + device(
        "Ada", (0, 0, "universal_source_1"), (0, 1, "condenser_1"), (0, 2, "iterator_1")
    )
    state, after = placed(text, power)
    assert engine.current_decision(after).power == power
    after = step(after, Repeat())
    assert changes(state, after) == {"p0.sources": plus((2, 2, 2), power, 4)}


def test_iterator_may_be_rotated_to_attach():
    # below the Monetiser, turned a quarter turn so that its clamp faces north
    text = THREE + device(
        "Ada", (0, 0, "clockwork_source"), (0, 1, "monetiser_1"), (1, 1, "iterator_1", 1)
    )
    state, after = placed(text, "C")
    after = step(after, Repeat())
    assert changes(state, after) == {"p0.money": 16}


def test_iterator_repeat_pays_the_owner_bonus_again():
    text = THREE + device(
        "Bram", (0, 0, "universal_source_1"), (0, 1, "amplicondenser_1"), (0, 2, "iterator_1")
    )
    state, after = placed(text, "E")
    after = step(after, Repeat())
    assert changes(state, after) == {
        "p0.sources": (2, 2, 8),
        "p1.sources": (0, 0, 2),
        "p1.clocks": 1,
        "locks": (0, 8, 9),
    }


def test_two_iterators_on_one_component_repeat_it_twice():
    # docs/rulings.md ruling 7: each attached Iterator offers one repeat
    text = THREE + device(
        "Ada",
        (0, 0, "clockwork_source"),
        (0, 1, "monetiser_1"),
        (0, 2, "iterator_1"),
        (-1, 1, "iterator_2", 3),
    )
    state, after = placed(text, "C")
    after = apply_all(after, Repeat(), Repeat())
    assert after.pending == () and changes(state, after) == {"p0.money": 19}


def test_iterator_repeat_of_an_effect_with_a_choice_asks_again():
    # distiller_1 is `- - S S`; the Iterator east of it clamps on with its (upright) west side
    text = THREE + device(
        "Ada", (0, 0, "universal_source_1"), (0, 1, "distiller_1"), (0, 2, "iterator_1")
    )
    state, after = placed(text, "S")
    after = step(after, Choose("one:C"))
    assert legal(after) == [Repeat(), Decline()]
    after = apply_all(after, Repeat(), Choose("one:E"))
    assert changes(state, after) == {"p0.sources": (1, 2, 1), "p0.money": 20}


# ============================================================== Librarifier


LIBRARY_BELTS = """
[belts]
blue1 = ["monetiser_1", "condenser_1"]
blue2 = ["", "sourcer_1"]
white = ["iterator_1"]
red = ["chrome_1"]
"""
LIBRARIFIER = device("Ada", (0, 0, "universal_source_1"), (0, 1, "librarifier_1"))


@pytest.mark.parametrize(
    "power,offered",
    [
        ("C", [TakeTile(0, 0), TakeTile(0, 1), TakeTile(1, 1)]),  # both Age I (blue) belts
        ("S", [TakeTile(2, 0)]),  # the Age II (white) belt
        ("E", [TakeTile(3, 0)]),  # the Age III (red) belt
    ],
)
def test_librarifier_takes_from_the_belt_of_the_powers_age(power, offered):
    state, after = placed(inventors(age=3) + LIBRARIFIER + LIBRARY_BELTS, power)
    assert legal(after) == offered + [Decline()]
    belt, col = offered[-1].belt, offered[-1].col
    tile = state.belts[belt][col]
    after = step(after, offered[-1])
    assert changes(state, after) == {
        "p0.supply": (tile,),
        "belts": tuple(
            tuple(None if (b, c) == (belt, col) else t for c, t in enumerate(row))
            for b, row in enumerate(state.belts)
        ),
    }


def test_librarifier_refuses_a_tile_of_another_belt():
    _s, after = placed(inventors(age=3) + LIBRARIFIER + LIBRARY_BELTS, "S")
    refuse(after, TakeTile(0, 0))


def test_librarifier_is_not_offered_for_a_belt_not_yet_in_use():
    # Age II: the red belt is empty (ruling 16), so electrickal power has nothing to take
    belts = LIBRARY_BELTS.replace('red = ["chrome_1"]', "")
    state = scenario(THREE + LIBRARIFIER + belts)
    after = step(state, PlaceDevice(1, (0, 0)))
    assert activations(after) == [Activate((0, 1), "C"), Activate((0, 1), "S")]


# ============================================================== Manufacturer


MANUFACTURER = (0, 0, "universal_source_1"), (0, 1, "manufacturer_1")
KIT = {"supply": ["start_condenser", "start_monetiser", "start_distiller"]}


@pytest.mark.parametrize("power,size", [("C", 2), ("S", 3), ("E", 4)])
def test_manufacturer_builds_a_device_of_the_size_its_power_gives(power, size):
    _s, after = placed(inventors(ada=KIT) + device("Ada", *MANUFACTURER), power)
    frame = engine.current_decision(after)
    assert isinstance(frame, BuildFrame) and frame.sizes == (size,) and frame.cost == 0
    builds = [a for a in legal(after) if isinstance(a, BuildDevice)]
    assert builds and {len(b.layout) for b in builds} == {size}


def test_manufacturer_build_takes_the_tiles_from_the_supply():
    state, after = placed(inventors(ada=KIT) + device("Bram", *MANUFACTURER), "S")
    layout = (
        ((0, 0), "start_condenser", 0),
        ((0, 1), "steam_source", 0),
        ((0, 2), "start_distiller", 0),
    )
    after = step(after, BuildDevice(layout))
    assert changes(state, after) == {
        "p0.sources": (2, 1, 2),
        "p0.supply": ("start_monetiser",),
        "devices": ((1, 1, state.devices[0].layout), (2, 0, layout)),  # Ada owns what she builds
        "next_device_id": 3,
        "p1.clocks": 1,
        "locks": (0, 8, 9),
    }


def test_manufacturer_refuses_other_sizes_and_illegal_devices():
    _s, after = placed(inventors(ada=KIT) + device("Ada", *MANUFACTURER), "C")
    three = (
        ((0, 0), "start_condenser", 0),
        ((0, 1), "steam_source", 0),
        ((0, 2), "start_distiller", 0),
    )
    refuse(after, BuildDevice(three), match="exactly 2 tiles")
    no_source = (((0, 0), "start_condenser", 0), ((0, 1), "start_distiller", 0))
    refuse(after, BuildDevice(no_source), match="at least one source")
    mismatch = (((0, 0), "steam_source", 0), ((0, 1), "start_monetiser", 0))
    refuse(after, BuildDevice(mismatch))
    not_mine = (((0, 0), "clockwork_source", 0), ((0, 1), "monetiser_1", 0))
    refuse(after, BuildDevice(not_mine), match="do not have")


def test_manufacturer_may_build_anywhere_on_the_grid():
    # a layout at another offset is the same device: it is accepted and stored at (0, 0)
    state, after = placed(inventors(ada=KIT) + device("Ada", *MANUFACTURER), "C")
    shifted = (((5, 7), "clockwork_source", 0), ((5, 8), "start_monetiser", 0))
    after = step(after, BuildDevice(shifted))
    assert after.devices[1].layout == NEW_DEVICE["C"]


# ============================================================== Miscellanerie


MISC = (0, 0, "miscellanerie_1"), (0, 1, "clockwork_source")


@pytest.mark.parametrize("kind", "CSE")
def test_miscellanerie_gives_two_pounds_and_a_source_and_the_owner_the_same_type(kind):
    state, after = placed(THREE + device("Bram", *MISC), "C", pos=(0, 0), source=(0, 1))
    assert choices(after) == ["take:C", "take:S", "take:E"]
    after = step(after, Choose(f"take:{kind}"))
    assert changes(state, after) == {
        "p0.money": 12,
        "p0.sources": plus((2, 2, 2), kind, 1),
        "p1.sources": plus((0, 0, 0), kind, 1),
        "p1.clocks": 1,
        "locks": (0, 8, 9),
    }


def test_miscellanerie_in_your_own_device_has_no_owner_bonus():
    state, after = placed(THREE + device("Ada", *MISC), "C", pos=(0, 0), source=(0, 1))
    after = step(after, Choose("take:S"))
    assert changes(state, after) == {"p0.money": 12, "p0.sources": (2, 3, 2)}


# ============================================================== Monetiser


@pytest.mark.parametrize(
    "tile,source,power",
    [
        ("monetiser_1", "clockwork_source", "C"),
        ("monetiser_2", "steam_source", "S"),
        ("start_monetiser", "clockwork_source", "C"),
    ],
)
def test_monetiser_gives_three_pounds(tile, source, power):
    cells = (
        ((0, 0, source), (0, 1, tile)) if tile != "monetiser_2" else ((0, 0, source), (1, 0, tile))
    )
    state, after = placed(THREE + device("Ada", *cells), power, pos=cells[1][:2])
    assert changes(state, after) == {"p0.money": 13}


def test_monetiser_refuses_a_power_it_has_no_connector_for():
    state = scenario(THREE + device("Ada", (0, 0, "electroclock_source_1"), (0, 1, "monetiser_1")))
    after = step(state, PlaceDevice(1, (0, 0)))
    assert activations(after) == [Activate((0, 1), "C")]
    refuse(after, Activate((0, 1), "E"))


# ============================================================== Ornament Grinder


GRINDER = device("Ada", (0, 0, "clockwork_source"), (0, 1, "ornament_grinder_1"))
TRINKETS = {"supply": ["chrome_1", "iterator_1", "monetiser_2"]}


def test_ornament_grinder_offers_tiles_but_never_basic_sources():
    _s, after = placed(inventors(ada=TRINKETS) + GRINDER, "C")
    assert choices(after) == [
        "one:chrome_1",
        "one:iterator_1",
        "one:monetiser_2",
        "two:chrome_1,iterator_1",
        "two:chrome_1,monetiser_2",
        "two:iterator_1,monetiser_2",
    ]


@pytest.mark.parametrize(
    "key,left,gone,prestige",
    [
        ("one:iterator_1", ("chrome_1", "monetiser_2"), ("iterator_1",), 1),
        ("two:chrome_1,monetiser_2", ("iterator_1",), ("chrome_1", "monetiser_2"), 3),
    ],
)
def test_ornament_grinder_removes_tiles_from_the_game(key, left, gone, prestige):
    state, after = placed(inventors(ada=TRINKETS) + GRINDER, "C")
    after = step(after, Choose(key))
    # removed from the game: not back to their stacks
    assert changes(state, after) == {
        "p0.supply": left,
        "p0.prestige": prestige,
        "removed": state.removed + gone,
    }


def test_ornament_grinder_with_only_basic_sources_is_not_offered():
    state = scenario(THREE + GRINDER)  # Ada has six basic sources and no tiles
    after = step(state, PlaceDevice(1, (0, 0)))
    assert after.pending == () and changes(state, after) == {}


# ============================================================== Patriotic Haiku and Sonnet Generators


HAIKU = device("Ada", (0, 0, "electrickal_source"), (0, 1, "patriotic_haiku_generator_1"))
SONNET = device("Ada", (0, 0, "steam_source"), (0, 1, "patriotic_sonnet_generator_1"))


@pytest.mark.parametrize(
    "text,power,key,money,prestige",
    [
        (HAIKU, "E", "pay:1", 9, 1),
        (HAIKU, "E", "pay:3", 7, 2),
        (SONNET, "S", "pay:2", 8, 2),
        (SONNET, "S", "pay:4", 6, 3),
    ],
)
def test_patriotic_generators_trade_money_for_prestige(text, power, key, money, prestige):
    state, after = placed(THREE + text, power)
    after = step(after, Choose(key))
    assert changes(state, after) == {"p0.money": money, "p0.prestige": prestige}


@pytest.mark.parametrize(
    "text,power,money,offered,refused",
    [
        (HAIKU, "E", 10, ["pay:1", "pay:3"], None),
        (HAIKU, "E", 2, ["pay:1"], "pay:3"),
        (SONNET, "S", 10, ["pay:2", "pay:4"], None),
        (SONNET, "S", 3, ["pay:2"], "pay:4"),
    ],
)
def test_patriotic_generators_offer_what_you_can_afford(text, power, money, offered, refused):
    _s, after = placed(inventors(ada={"money": money}) + text, power)
    assert choices(after) == offered
    if refused:
        refuse(after, Choose(refused))


@pytest.mark.parametrize("text,money", [(HAIKU, 0), (SONNET, 1)])
def test_patriotic_generators_are_not_offered_when_you_cannot_pay(text, money):
    state = scenario(inventors(ada={"money": money}) + text)
    after = step(state, PlaceDevice(1, (0, 0)))
    assert after.pending == () and changes(state, after) == {}


def test_patriotic_haiku_generator_on_steam():
    text = THREE + device("Ada", (0, 0, "steam_source"), (1, 0, "patriotic_haiku_generator_2"))
    state, after = placed(text, "S", pos=(1, 0))
    assert choices(after) == ["pay:1", "pay:3"]
    after = step(after, Choose("pay:1"))
    assert changes(state, after) == {"p0.money": 9, "p0.prestige": 1}


# ============================================================== Power Converter


def test_power_converter_supplies_any_type_whatever_it_receives():
    text = THREE + device(
        "Ada", (0, 0, "clockwork_source"), (0, 1, "power_converter_1"), (0, 2, "condenser_1")
    )
    state = scenario(text)
    after = step(state, PlaceDevice(1, (0, 0)))
    # the converter itself is not activated; the Condenser behind it may take any power
    assert activations(after) == [
        Activate((0, 2), "C"),
        Activate((0, 2), "S"),
        Activate((0, 2), "E"),
    ]
    after = step(after, Activate((0, 2), "E"))
    assert changes(state, after) == {"p0.sources": (2, 2, 4)}


def test_power_converter_feeds_different_types_in_each_direction():
    # input on the west; outputs north, east and south (game-data.md section 3)
    text = THREE + device(
        "Ada",
        (1, 0, "steam_source"),
        (1, 1, "power_converter_1"),
        (0, 1, "monetiser_2"),  # `S - S -`: steam from the north output
        (1, 2, "monetiser_1"),  # `- C - C`: clockwork from the east output
        (2, 1, "anthem_organ_2"),  # `E - - -`: electrickal from the south output
    )
    state = scenario(text)
    after = step(state, PlaceDevice(1, (1, 0)))
    assert activations(after) == [
        Activate((0, 1), "S"),
        Activate((1, 2), "C"),
        Activate((2, 1), "E"),
    ]
    after = apply_all(
        after, Activate((1, 2), "C"), Activate((0, 1), "S"), Activate((2, 1), "E"), Choose("one:C")
    )
    assert changes(state, after) == {"p0.money": 16, "p0.sources": (1, 2, 2), "p0.prestige": 1}


# ============================================================== Resonator


RESONATOR = device("Ada", (0, 0, "universal_source_1"), (0, 1, "resonator_1"))
RESONANT_BELTS = """
[belts]
blue1 = ["monetiser_1", "miscellanerie_2", "monetiser_3", "manufacturer_1"]
blue2 = ["alarm_chronometer_2"]
white = ["electroclock_source_1", "steamwork_source_1", "power_converter_1", "iterator_1", "statue_sculptifier_1"]
"""


@pytest.mark.parametrize(
    "power,offered",
    [
        # monetiser_1 -C-C, manufacturer_1 (A), ElectroClock and SteamWork sources, Power Converter (A)
        ("C", [(0, 0), (0, 3), (2, 0), (2, 1), (2, 2)]),
        # miscellanerie_2 ---S, manufacturer_1, alarm_chronometer_2 SS--, SteamWork, converter, Statue -S-S
        ("S", [(0, 1), (0, 3), (1, 0), (2, 1), (2, 2), (2, 4)]),
        # monetiser_3 E--E, manufacturer_1, ElectroClock, converter
        ("E", [(0, 2), (0, 3), (2, 0), (2, 2)]),
    ],
)
def test_resonator_takes_a_belt_tile_with_a_connector_of_the_power(power, offered):
    state, after = placed(THREE + RESONATOR + RESONANT_BELTS, power)
    assert legal(after) == [TakeTile(b, c) for b, c in offered] + [Decline()]
    b, c = offered[-1]
    after = step(after, TakeTile(b, c))
    assert changes(state, after)["p0.supply"] == (state.belts[b][c],)


def test_resonator_iterator_clamp_is_not_a_power_connector():
    # docs/rulings.md ruling 13: the Iterator is never taken by a Resonator
    _s, after = placed(THREE + RESONATOR + RESONANT_BELTS, "S")
    refuse(after, TakeTile(2, 3))


# ============================================================== Scroll Rack


SCROLL = device("Ada", (0, 0, "clockwork_source"), (0, 1, "scroll_rack_1"))
FULL_BELTS = """
[belts]
blue1 = ["monetiser_1", "condenser_1", "sourcer_1", "upgrader_1"]
blue2 = ["distiller_1", "librarifier_1", "manufacturer_1", "scroll_rack_2"]
white = ["iterator_1", "power_converter_1", "resonator_1", "automaton_1", "insta_factor_1"]
red = ["chrome_1", "chrome_2", "expander_1", "inflator_1", "ornament_grinder_1", "ubiquity_conveyor_1"]
"""


@pytest.mark.parametrize(
    "belt,col,cost",
    [
        (0, 0, 0),
        (1, 0, 0),
        (3, 0, 0),  # rightmost column: free
        (0, 1, 1),
        (2, 2, 1),  # one or two spaces over: £1
        (1, 3, 2),
        (2, 4, 2),  # three or four over: £2
        (3, 5, 3),  # the leftmost column of the red belt: £3
    ],
)
def test_scroll_rack_price_by_column(belt, col, cost):
    state, after = placed(inventors(age=3) + SCROLL + FULL_BELTS, "C")
    assert len([a for a in legal(after) if isinstance(a, TakeTile)]) == 19
    after = step(after, TakeTile(belt, col))
    tile = state.belts[belt][col]
    expected = {"p0.supply": (tile,), "belts": after.belts}
    if cost:
        expected["p0.money"] = 10 - cost
    assert changes(state, after) == expected
    assert after.belts[belt][col] is None


def test_scroll_rack_offers_only_what_you_can_afford():
    _s, after = placed(inventors(age=3, ada={"money": 1}) + SCROLL + FULL_BELTS, "C")
    cols = sorted({a.col for a in legal(after) if isinstance(a, TakeTile)})
    assert cols == [0, 1, 2]
    refuse(after, TakeTile(3, 5))
    refuse(after, TakeTile(1, 3))


# ============================================================== Sourcer


SOURCER = (0, 0, "clockwork_source"), (0, 1, "sourcer_2")
CORA_STILL = device("Cora", (0, 0, "steam_source"), (0, 1, "start_distiller"))


def test_sourcer_adds_a_basic_source_from_the_general_supply_to_any_device():
    state, after = placed(THREE + device("Bram", *SOURCER) + CORA_STILL, "C")
    frame = engine.current_decision(after)
    assert isinstance(frame, AddFrame)
    options = [a for a in legal(after) if isinstance(a, AddTile)]
    assert options == [
        AddTile(1, "clockwork_source", (0, 2), 0),
        AddTile(2, "steam_source", (0, 2), 0),
    ]
    after = step(after, AddTile(2, "steam_source", (0, 2), 0))
    assert changes(state, after) == {
        # Ada's own sources are untouched; Cora keeps her device
        "devices": (
            (1, 1, state.devices[0].layout),
            (2, 2, state.devices[1].layout + (((0, 2), "steam_source", 0),)),
        ),
        "p1.money": 11,  # owner bonus
        "p1.clocks": 1,
        "locks": (0, 8, 9),
    }


def test_sourcer_refuses_a_source_that_would_not_connect():
    _s, after = placed(THREE + device("Bram", *SOURCER) + CORA_STILL, "C")
    refuse(after, AddTile(1, "steam_source", (0, 2), 0), match="Steam Source is not connected")


def test_sourcer_owner_bonus_is_paid_when_the_source_is_added():
    # docs/rulings.md ruling 6: owner bonuses are paid when the opponent actually uses the
    # effect; activating the Sourcer and then declining to add a source pays the owner nothing
    # (the rulebook says "when activated by an opponent": see the report to the lead)
    state, after = placed(THREE + device("Bram", *SOURCER), "C")
    assert after.players[1].money == 10
    after = step(after, Decline())
    assert changes(state, after) == {"p1.clocks": 1, "locks": (0, 8, 9)}


def test_sourcer_in_your_own_device_pays_no_owner_bonus():
    state, after = placed(THREE + device("Ada", *SOURCER), "C")
    after = step(after, AddTile(1, "clockwork_source", (0, 2), 0))
    assert set(changes(state, after)) == {"devices"}


# ============================================================== Statue Sculptifier


STATUE = device("Ada", (0, 0, "steam_source"), (0, 1, "statue_sculptifier_1"))


def test_statue_sculptifier_options():
    _s, after = placed(THREE + STATUE, "S")
    assert choices(after) == [
        "two:CC",
        "two:CS",
        "two:CE",
        "two:SS",
        "two:SE",
        "two:EE",
        "steam_electrickal",
    ]


@pytest.mark.parametrize(
    "key,sources,prestige",
    [
        ("two:CC", (0, 2, 2), 1),
        ("two:SE", (2, 1, 1), 1),  # any two sources, even a steam and an electrickal, for 1
        ("steam_electrickal", (2, 1, 1), 2),
    ],
)
def test_statue_sculptifier_trades(key, sources, prestige):
    state, after = placed(THREE + STATUE, "S")
    after = step(after, Choose(key))
    assert changes(state, after) == {"p0.sources": sources, "p0.prestige": prestige}


def test_statue_sculptifier_two_prestige_needs_a_steam_and_an_electrickal():
    _s, after = placed(inventors(ada={"sources": (2, 1, 0)}) + STATUE, "S")
    assert choices(after) == ["two:CC", "two:CS"]
    refuse(after, Choose("steam_electrickal"))


def test_statue_sculptifier_needs_two_sources():
    state = scenario(inventors(ada={"sources": (0, 1, 0)}) + STATUE)
    assert step(state, PlaceDevice(1, (0, 0))).pending == ()


# ============================================================== Ubiquity Conveyor


UBIQUITY = device("Ada", (0, 0, "ubiquity_conveyor_2"), (0, 1, "clockwork_source"))
TWO_BELTS = """
[belts]
blue1 = ["monetiser_1", "condenser_1"]
white = ["", "", "", "", "iterator_1"]
"""


def test_ubiquity_conveyor_takes_any_one_tile():
    state, after = placed(THREE + UBIQUITY + TWO_BELTS, "C", pos=(0, 0), source=(0, 1))
    assert choices(after) == ["one", "two"]
    after = step(after, Choose("one"))
    assert legal(after) == [TakeTile(0, 0), TakeTile(0, 1), TakeTile(2, 4), Decline()]
    after = step(after, TakeTile(2, 4))
    assert changes(state, after) == {"p0.supply": ("iterator_1",), "belts": after.belts}
    assert after.belts[2] == (None,) * 5


def test_ubiquity_conveyor_pays_two_pounds_for_two_tiles():
    state, after = placed(THREE + UBIQUITY + TWO_BELTS, "C", pos=(0, 0), source=(0, 1))
    after = step(after, Choose("two"))
    assert after.players[0].money == 8 and engine.current_decision(after).count == 2
    after = apply_all(after, TakeTile(0, 1), TakeTile(2, 4))
    assert changes(state, after) == {
        "p0.money": 8,
        "p0.supply": ("condenser_1", "iterator_1"),
        "belts": after.belts,
    }
    assert after.belts[0][:2] == ("monetiser_1", None)


@pytest.mark.parametrize(
    "money,belts", [(1, TWO_BELTS), (10, '[belts]\nblue1 = ["monetiser_1"]\n')]
)
def test_ubiquity_conveyor_two_needs_two_pounds_and_two_tiles(money, belts):
    _s, after = placed(
        inventors(ada={"money": money}) + UBIQUITY + belts, "C", pos=(0, 0), source=(0, 1)
    )
    assert choices(after) == ["one"]
    refuse(after, Choose("two"))


# ============================================================== Universal Source


UNIVERSAL = device("Bram", (0, 0, "universal_source_1"), (0, 1, "monetiser_1"))


def test_universal_source_has_two_mechanic_spaces_for_different_players():
    state = scenario(THREE + UNIVERSAL)
    assert PlaceDevice(1, (0, 0), 0) in legal(state) and PlaceDevice(1, (0, 0), 1) in legal(state)
    after = apply_all(state, PlaceDevice(1, (0, 0), 0), Activate((0, 1), "C"))
    # the second space is still free (for anyone, Bram included)
    assert PlaceDevice(1, (0, 0), 1) in legal(after) and PlaceDevice(1, (0, 0), 0) not in legal(
        after
    )
    after = apply_all(after, Pass())  # Bram
    after = apply_all(after, PlaceDevice(1, (0, 0), 1), Activate((0, 1), "C"))  # Cora
    assert changes(state, after) == {
        "p0.money": 13,
        "p2.money": 13,
        "p1.clocks": 2,
        "locks": (0, 7, 9),
    }
    refuse(after, PlaceDevice(1, (0, 0), 0), match="already standing")
    refuse(after, PlaceDevice(1, (0, 0), 1), match="already standing")


def test_universal_source_second_space_for_the_same_player_in_a_later_turn():
    state = scenario(THREE + UNIVERSAL)
    after = apply_all(state, PlaceDevice(1, (0, 0), 0), Activate((0, 1), "C"), Pass(), Pass())
    after = apply_all(after, PlaceDevice(1, (0, 0), 1), Activate((0, 1), "C"))  # wage £1
    # Ada: +3, then £1 wage for her second mechanic and +3 again
    assert changes(state, after) == {"p0.money": 15, "p1.clocks": 2, "locks": (0, 7, 9)}


@pytest.mark.parametrize("power", "CSE")
def test_universal_source_supplies_any_type(power):
    text = THREE + device("Ada", (0, 0, "universal_source_1"), (0, 1, "start_condenser"))
    state, after = placed(text, power)
    assert changes(state, after) == {"p0.sources": plus((2, 2, 2), power, 2)}


# ============================================================== dual sources


@pytest.mark.parametrize(
    "tile,types",
    [
        ("electroclock_source_1", "CE"),
        ("electrosteam_source_2", "SE"),
        ("steamwork_source_1", "CS"),
    ],
)
def test_dual_sources_supply_a_chosen_type_in_each_direction(tile, types):
    text = THREE + device("Ada", (0, 0, "condenser_1"), (0, 1, tile), (0, 2, "start_condenser"))
    state = scenario(text)
    after = step(state, PlaceDevice(1, (0, 1)))
    assert activations(after) == [Activate((0, 0), t) for t in types] + [
        Activate((0, 2), t) for t in types
    ]
    after = apply_all(after, Activate((0, 2), types[1]), Activate((0, 0), types[0]))
    expected = plus(plus((2, 2, 2), types[0], 2), types[1], 2)
    assert changes(state, after) == {"p0.sources": expected}
    assert after.pending == ()


TWO_SOURCES = device(
    "Ada",
    (0, 0, "clockwork_source"),
    (0, 1, "monetiser_1"),
    (1, 0, "steam_source"),
    (2, 0, "monetiser_2"),
)


def test_components_not_touching_the_source_are_not_powered():
    state = scenario(THREE + TWO_SOURCES)
    after = apply_all(state, PlaceDevice(1, (0, 0)))
    # the steam Monetiser below hangs off the other source: only the clockwork one is offered
    assert activations(after) == [Activate((0, 1), "C")]
    after = step(after, Activate((0, 1), "C"))
    assert after.pending == () and changes(state, after) == {"p0.money": 13}


# ============================================================== Upgrader


UPGRADE_WORLD = (
    device("Ada", (0, 0, "universal_source_1"), (0, 1, "upgrader_1"))  # size 2
    + device(
        "Bram", (0, 0, "start_condenser"), (0, 1, "clockwork_source"), (0, 2, "start_monetiser")
    )  # size 3
    + device(
        "Cora",
        (0, 0, "condenser_1"),
        (0, 1, "clockwork_source"),
        (0, 2, "monetiser_1"),
        (0, 3, "clockwork_source"),
    )  # size 4
)


@pytest.mark.parametrize("power,size,target", [("C", 2, 1), ("S", 3, 2), ("E", 4, 3)])
def test_upgrader_adds_to_devices_of_exactly_the_size(power, size, target):
    text = inventors(ada={"supply": ["monetiser_2"]}) + UPGRADE_WORLD
    state, after = placed(text, power)
    frame = engine.current_decision(after)
    assert isinstance(frame, AddFrame) and frame.sizes == (size,)
    options = [a for a in legal(after) if isinstance(a, AddTile)]
    assert options and {a.device for a in options} == {target}
    wrong = 1 + target % 3
    refuse(after, AddTile(wrong, "clockwork_source", (5, 5), 0), match=f"exactly {size}")


def test_upgrader_adds_a_tile_to_an_opponents_device_who_keeps_it():
    text = inventors(ada={"supply": ["monetiser_2"]}) + UPGRADE_WORLD
    state, after = placed(text, "S")
    after = step(after, AddTile(2, "steam_source", (0, -1), 0))
    assert changes(state, after) == {
        "p0.sources": (2, 1, 2),
        "devices": (
            (1, 0, state.devices[0].layout),
            (2, 1, (((0, -1), "steam_source", 0),) + state.devices[1].layout),
            (3, 2, state.devices[2].layout),
        ),
    }


def test_upgrader_size_is_the_size_before_adding():
    # a size-2 device upgraded with clockwork becomes size 3 (its own device, here)
    text = inventors(ada={"supply": ["monetiser_3"]}) + UPGRADE_WORLD
    state, after = placed(text, "C")
    after = step(after, AddTile(1, "monetiser_3", (1, 0), 0))
    assert after.devices[0].size == 3


def test_upgrader_repeat_checks_the_size_again():
    # with an Iterator, the second upgrade sees the device the first one grew: it no longer
    # qualifies, and only the other device of two tiles is offered
    text = (
        inventors(ada={"supply": ["start_monetiser"]})
        + device("Ada", (0, 0, "universal_source_1"), (0, 1, "upgrader_1"), (0, 2, "iterator_1"))
        + device("Bram", *CLOCK_MONETISER_1)
        + device("Cora", (0, 0, "steam_source"), (0, 1, "start_distiller"))
    )
    state, after = placed(text, "C")
    # Ada's own device has three tiles: not a target for clockwork
    assert {a.device for a in legal(after) if isinstance(a, AddTile)} == {2, 3}
    after = apply_all(after, AddTile(2, "start_monetiser", (0, -1), 0), Repeat())
    assert {a.device for a in legal(after) if isinstance(a, AddTile)} == {3}
    refuse(after, AddTile(2, "clockwork_source", (1, 0), 0), match="That device has 3 tiles")
    after = step(after, AddTile(3, "steam_source", (0, 2), 0))
    assert after.pending == ()
    assert [d.size for d in after.devices] == [3, 3, 3]
    assert changes(state, after)["p0.sources"] == (2, 1, 2)


# ============================================================== refusals during activation


def test_activation_refuses_components_that_are_not_offered():
    state = scenario(THREE + TWO_SOURCES)
    after = step(state, PlaceDevice(1, (0, 0)))
    refuse(after, Activate((2, 0), "S"))  # not touching this source
    refuse(after, Activate((0, 1), "S"))  # wrong power
    refuse(after, Activate((0, 0), "C"))  # the source itself
    refuse(after, Choose("pay:1"))
    after = step(after, Activate((0, 1), "C"))
    assert after.pending == ()


def test_refusing_a_wrong_activation_says_why():
    text = THREE + device("Ada", (0, 0, "clockwork_source"), (0, 1, "monetiser_1"))
    after = step(scenario(text), PlaceDevice(1, (0, 0)))
    reason = refuse(after, Activate((0, 1), "S"))
    assert "not an answer" not in reason


def test_refusing_the_wrong_opt_out_does_not_claim_the_decision_cannot_be_skipped():
    text = THREE + device(
        "Ada", (0, 0, "clockwork_source"), (0, 1, "monetiser_1"), (0, 2, "iterator_1")
    )
    after = step(scenario(text), PlaceDevice(1, (0, 0)))
    assert "cannot be skipped" not in refuse(after, Decline())
    after = step(after, Activate((0, 1), "C"))
    assert "cannot be skipped" not in refuse(after, EndActivation())
