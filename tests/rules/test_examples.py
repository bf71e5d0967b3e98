"""The rulebook's worked examples (Ex. 5 to Ex. 12) and its F.A.Q., as scenario files.

The rulebook lost its pictures, so the devices in tests/rules/scenarios/ex*.toml are ours, built
from the tile data to match each example's text (quoted at the top of each file). Seth, Michelle
and Alex are the rulebook's players.
"""

from __future__ import annotations

import pytest

from steamworks.rules import engine
from steamworks.rules.actions import (
    Activate,
    AddTile,
    BuildDevice,
    Choose,
    ChooseSource,
    Decline,
    KeepRevealed,
    Pass,
    PlaceDevice,
    PlacePersona,
    Repeat,
    Reveal,
    TakeTile,
    TakeTop,
)
from steamworks.rules.frames import BuildFrame, RepeatFrame, TakeFrame
from tests.support.moves import activations, apply_all, changes, legal, refuse, step
from tests.support.positions import SCENARIOS, scenario, scenario_file

SETH, MICHELLE, ALEX = 0, 1, 2


def test_every_scenario_file_loads():
    files = sorted(SCENARIOS.glob("*.toml"))
    assert len(files) >= 11
    for path in files:
        scenario_file(path.name)


# ============================================================== Ex. 5: wages


def test_ex5_wages_are_0_then_1_then_2():
    state = scenario_file("ex5_wages")
    money = [state.players[SETH].money]
    state = apply_all(state, PlacePersona(1), ChooseSource("C"), Pass(), Pass())
    money.append(state.players[SETH].money)
    state = apply_all(
        state, PlacePersona(0), Pass(), Pass()
    )  # the belts are empty: nothing to take
    money.append(state.players[SETH].money)
    state = apply_all(state, PlacePersona(3))  # no devices to activate
    money.append(state.players[SETH].money)
    assert money == [5, 5, 4, 2]


def test_ex5_passing_collects_the_wage_instead():
    state = scenario_file("ex5_wages")
    start = [p.money for p in state.players]
    state = apply_all(state, *[Pass()] * 7)
    # each has passed with £0 and £1; Seth with £2 as well
    assert [p.money - m for p, m in zip(state.players, start)] == [3, 1, 1]


def test_ex5_a_mechanic_you_cannot_pay_for_must_pass():
    state = scenario("""
        [game]
        age = 2
        [[player]]
        persona = "tobias"
        money = 1
        used = 2
        [[player]]
        persona = "permelia"
        """)
    assert legal(state) == [Pass()]
    refuse(state, PlacePersona(1), match="wage is 2 pounds")
    after = step(state, Pass())
    assert after.players[SETH].money == 3


# ============================================================== Ex. 6: clock counters


def test_ex6_clock_from_the_lock_then_the_supply_then_a_prestige_chip():
    state = scenario_file("ex6_clock_counters")
    # 6a: Michelle uses Seth's device; Seth takes the last counter from the Age II lock
    a = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert changes(state, a) == {"p1.money": 10, "p0.clocks": 13, "locks": (0, 9, 9)}
    # 6b: Alex uses Michelle's device; her counter comes from the supply, not the Age III lock
    b = apply_all(a, PlaceDevice(2, (0, 0)), Activate((0, 1), "S"))
    assert changes(a, b) == {"p2.sources": (0, 2, 1), "p1.clocks": 14, "clock_supply": 0}
    # the supply is empty too: Seth's use of Michelle's device earns her a prestige chip
    c = apply_all(b, PlaceDevice(2, (0, 2)), Activate((0, 1), "C"))
    assert changes(b, c) == {"p0.sources": (2, 1, 0), "p1.prestige": 1}


def test_ex6_no_clock_for_using_your_own_device():
    state = scenario_file("ex6_clock_counters")
    state = apply_all(state, Pass(), Pass())  # Michelle and Alex; Seth's turn
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert changes(state, after) == {"p0.money": 8}


# ============================================================== Ex. 7: Monetiser


def test_ex7_seth_gains_three_pounds():
    state = scenario_file("ex7_monetiser")
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert changes(state, after) == {"p0.money": 8}
    assert after.pending == () and engine.to_act(after) == MICHELLE


# ============================================================== Ex. 8: Amplicondenser and Manufacturer


def test_ex8_amplicondenser_then_a_size_three_build():
    state = scenario_file("ex8_amplicondenser_manufacturer")
    after = step(state, PlaceDevice(1, (0, 1)))
    # Michelle has no sources yet, so the Manufacturer could build nothing: only the
    # Amplicondenser is offered, and only steam reaches it
    assert activations(after) == [Activate((0, 0), "S")]
    after = step(after, Activate((0, 0), "S"))
    assert activations(after) == [Activate((0, 2), "S")]
    after = step(after, Activate((0, 2), "S"))
    frame = engine.current_decision(after)
    assert isinstance(frame, BuildFrame) and frame.sizes == (3,)
    layout = (
        ((0, 0), "start_distiller", 0),
        ((0, 1), "steam_source", 0),
        ((0, 2), "start_condenser", 0),
    )
    after = step(after, BuildDevice(layout))
    assert changes(state, after) == {
        "p1.sources": (0, 2, 0),  # three from the Amplicondenser, one built into the device
        "p1.supply": (),
        "p0.sources": (0, 1, 0),  # Seth's owner bonus: a steam source
        "p0.clocks": 1,
        "locks": (0, 8, 9),
        "devices": ((1, SETH, state.devices[0].layout), (2, MICHELLE, layout)),
        "next_device_id": 3,
    }


# ============================================================== Ex. 9: owner bonuses


def test_ex9a_inflator_gives_both_players_prestige_and_the_condenser_a_choice():
    state = scenario_file("ex9_inflator_condenser")
    after = step(state, PlaceDevice(1, (0, 0)))
    assert activations(after) == [
        Activate((0, 1), "S"),
        Activate((1, 0), "S"),
        Activate((1, 0), "E"),
    ]
    after = apply_all(after, Activate((0, 1), "S"), Activate((1, 0), "E"))
    assert changes(state, after) == {
        "p0.prestige": 1,
        "p0.sources": (0, 0, 2),
        "p1.prestige": 1,  # Michelle's owner bonus
        "p1.clocks": 1,
        "locks": (0, 8, 9),
    }


def test_ex9b_a_clockwork_source_cannot_power_the_inflator():
    state = apply_all(scenario_file("ex9_inflator_condenser"), Pass(), Pass())  # Seth, Michelle
    assert engine.to_act(state) == ALEX
    after = step(state, PlaceDevice(1, (1, 1)))
    assert activations(after) == [Activate((1, 0), "C")]
    refuse(after, Activate((0, 1), "S"))
    after = step(after, Activate((1, 0), "C"))
    assert changes(state, after) == {"p2.sources": (2, 0, 0), "p1.clocks": 1, "locks": (0, 8, 9)}


# ============================================================== Ex. 10: legal devices


LEGAL_10A = [
    (
        ((0, 0), "start_condenser", 0),
        ((0, 1), "clockwork_source", 0),
        ((0, 2), "start_monetiser", 0),
        ((0, 3), "clockwork_source", 0),
    ),
    # the Monetiser's clockwork connector faces the steam source: a mismatch, which is allowed
    (
        ((0, 0), "clockwork_source", 0),
        ((0, 1), "start_monetiser", 0),
        ((0, 2), "steam_source", 0),
        ((0, 3), "start_distiller", 0),
    ),
]
ILLEGAL_10B = [
    (
        "A device needs at least one source",
        (
            ((0, 0), "start_condenser", 0),
            ((0, 1), "start_monetiser", 0),
            ((0, 2), "start_distiller", 0),
            ((0, 3), "chrome_2", 0),
        ),
    ),
    (
        "A device needs at least one component",
        (
            ((0, 0), "clockwork_source", 0),
            ((0, 1), "clockwork_source", 0),
            ((0, 2), "steam_source", 0),
            ((0, 3), "electrickal_source", 0),
        ),
    ),
    (
        "The Electrickal Source is not connected to any component",
        (
            ((0, 0), "start_condenser", 0),
            ((0, 1), "clockwork_source", 0),
            ((0, 2), "start_monetiser", 0),
            ((1, 1), "electrickal_source", 0),
        ),
    ),
    (
        "The Condenser has no source it can draw power from",
        (
            ((0, 0), "clockwork_source", 0),
            ((0, 1), "start_monetiser", 0),
            ((0, 2), "start_condenser", 0),
            ((0, 3), "start_distiller", 0),
        ),
    ),
    (
        "Every tile must touch",
        (
            ((0, 0), "clockwork_source", 0),
            ((0, 1), "start_monetiser", 0),
            ((2, 0), "electrickal_source", 0),
            ((3, 0), "chrome_2", 0),
        ),
    ),
]


def _building():
    state = scenario_file("ex10_legal_devices")
    return state, apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "E"))


@pytest.mark.parametrize("layout", LEGAL_10A)
def test_ex10a_legal_devices_can_be_built(layout):
    state, building = _building()
    assert BuildDevice(layout) in legal(building)
    after = step(building, BuildDevice(layout))
    assert after.devices[-1].layout == layout and after.devices[-1].owner == ALEX


@pytest.mark.parametrize("why,layout", ILLEGAL_10B, ids=[w for w, _l in ILLEGAL_10B])
def test_ex10b_illegal_devices_are_refused_with_the_reason(why, layout):
    _state, building = _building()
    refuse(building, BuildDevice(layout), match=why)


# ============================================================== Ex. 11: Iterator on a Librarifier


def test_ex11_two_tiles_from_the_age_one_belts():
    state = scenario_file("ex11_iterator_librarifier")
    after = step(state, PlaceDevice(1, (0, 0)))
    assert activations(after) == [Activate((0, 1), "C"), Activate((0, 1), "S")]
    after = apply_all(after, Activate((0, 1), "C"), TakeTile(0, 3))
    assert isinstance(engine.current_decision(after), RepeatFrame)
    after = step(after, Repeat())
    # the repeat uses the same (clockwork) power: the Age II belt is still out of reach
    assert isinstance(engine.current_decision(after), TakeFrame)
    refuse(after, TakeTile(2, 0))
    after = step(after, TakeTile(1, 2))
    assert changes(state, after) == {
        "p1.supply": ("manufacturer_1", "upgrader_1"),
        "belts": after.belts,
        "p0.clocks": 1,
        "locks": (0, 8, 9),
    }
    assert after.belts[:2] == (
        ("monetiser_1", "condenser_1", "sourcer_1", None),
        ("distiller_1", None, None, None),
    )


def test_ex11_two_tiles_from_the_age_two_belt():
    state = scenario_file("ex11_iterator_librarifier")
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "S"))
    assert legal(after) == [TakeTile(2, 0), TakeTile(2, 1), TakeTile(2, 2), Decline()]
    after = apply_all(after, TakeTile(2, 0), Repeat(), TakeTile(2, 2))
    assert after.players[MICHELLE].supply == ("automaton_1", "power_converter_1")
    assert after.belts[2] == (None, "resonator_1", None, None, None)


# ============================================================== Ex. 12: Power Converter


def test_ex12_power_converter_feeds_clockwork_one_way_and_electrickal_the_other():
    state = scenario_file("ex12_power_converter")
    after = step(state, PlaceDevice(1, (0, 1)))
    assert activations(after) == [Activate((1, 0), "C"), Activate((1, 2), "E")]
    refuse(after, Activate((1, 0), "E"))  # the Monetiser has clockwork connectors only
    after = apply_all(after, Activate((1, 0), "C"), Activate((1, 2), "E"), Choose("pay:1"))
    assert changes(state, after) == {"p0.money": 7, "p0.prestige": 1}


# ============================================================== F.A.Q.


def test_faq_an_upgrade_during_activation_does_not_activate_the_new_tile():
    state = scenario_file("faq_upgrade_during_activation")
    after = apply_all(state, PlaceDevice(1, (0, 0), 0), Activate((0, 1), "C"))
    assert AddTile(1, "monetiser_1", (0, -1), 0) in legal(after)
    after = step(after, AddTile(1, "monetiser_1", (0, -1), 0))
    # the Monetiser now touches the source, but it was not there when the mechanic was placed
    assert after.pending == () and engine.to_act(after) == MICHELLE
    assert changes(state, after) == {
        "p0.supply": (),
        "devices": ((1, SETH, (((0, -1), "monetiser_1", 0),) + state.devices[0].layout),),
    }
    # the next activation of the device does include it
    later = step(after, PlaceDevice(1, (0, 0), 1))
    assert Activate((0, -1), "C") in activations(later)


def test_faq_innovation_turbine_takes_the_only_tile_of_a_stack():
    state = scenario_file("faq_turbine_one_tile_stack")
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert legal(after) == [TakeTop(1), TakeTop(2), Reveal(1), Reveal(2), Decline()]
    taken = step(after, TakeTop(2))
    assert changes(state, taken) == {
        "p0.supply": ("amplicondenser_2",),
        "stacks": (state.stacks[0], (), state.stacks[2]),
        "hidden": (state.hidden[0], 0, state.hidden[2]),
        "p1.money": 8,  # two players: a coin instead of a clock counter
        "locks": (0, 5, 6),
    }
    # paying to look at two shows the single tile; Seth keeps it and is £1 poorer
    looked = apply_all(after, Reveal(2), KeepRevealed("amplicondenser_2"))
    assert changes(taken, looked) == {"p0.money": 4}


@pytest.mark.parametrize(
    "layout",
    [
        (((0, 0), "electrickal_source", 0), ((1, 0), "chrome_2", 0)),
        (((0, 0), "clockwork_source", 0), ((0, 1), "power_converter_2", 0)),
    ],
)
def test_faq_a_device_with_no_effect_is_legal(layout):
    state = apply_all(scenario_file("faq_no_effect_devices"), PlacePersona(2))
    assert BuildDevice(layout) in legal(state)
    state = step(state, BuildDevice(layout))
    assert state.devices[0].layout == layout
    # using it does nothing, but its owner is still paid (two players: a coin)
    after = step(state, PlaceDevice(1, layout[0][0]))
    assert after.pending == () and changes(state, after) == {"p0.money": 6, "locks": (0, 5, 6)}
