"""rules/idle.py: which effects of a place its player cannot use now, and why, in words.

Positions are scenarios with the standard cast (tests/support/positions.py): Ada (Alice, side
A: persona space 3 builds a device of 2 tiles) acts first with her first mechanic (wage £0).
"""

from __future__ import annotations

from steamworks.rules import engine, idle
from steamworks.rules.actions import Pass, PlaceDevice, PlacePersona
from steamworks.rules.narrate import ACTION, UNUSED, narrate
from steamworks.rules.preview import outcome_lines
from tests.support.moves import changes
from tests.support.positions import THREE, device, inventors, scenario

# Ada's own device: an electrickal source powering a Manufacturer (a device of 4 tiles)
E_MANUFACTURER = device("Ada", (0, 0, "electrickal_source"), (0, 1, "manufacturer_1"))
ON_MANUFACTURER = PlaceDevice(1, (0, 0))
BUILD_TWO = PlacePersona(2)  # Alice A's third space: build a device of 2 tiles


def ada(**fields) -> str:
    """The standard cast's scenario text with Ada's fields changed."""
    return inventors(3, ada=fields)


def test_manufacturer_with_only_three_tiles_is_idle_and_says_so():
    state = scenario(ada(sources=(1, 1, 0), supply=["monetiser_1"]) + E_MANUFACTURER)
    assert idle.is_idle(state, ON_MANUFACTURER)
    assert idle.unused_effects(state, ON_MANUFACTURER) == (
        idle.Unused(
            "Manufacturer (electrickal)",
            "nothing to build: you have only 3 tiles (supply and sources) for a device of 4",
        ),
    )
    reason = idle.idle_reason(state, ON_MANUFACTURER)
    assert reason is not None and "only 3 tiles" in reason and reason.endswith(".")


def test_manufacturer_with_four_tiles_that_make_no_device_is_idle_and_says_so():
    # an electrickal source and three components: only the electrickal Monetiser can take its
    # power, and no layout of the four joins them all into one legal device
    supply = ["monetiser_2", "monetiser_3", "condenser_1"]
    state = scenario(ada(sources=(0, 0, 1), supply=supply) + E_MANUFACTURER)
    assert idle.is_idle(state, ON_MANUFACTURER)
    assert idle.unused_effects(state, ON_MANUFACTURER) == (
        idle.Unused(
            "Manufacturer (electrickal)",
            "nothing to build: your 4 tiles make no legal device of 4 tiles",
        ),
    )


def test_persona_build_with_a_single_monetiser_that_needs_another_power():
    # the steam Monetiser, and sources that give clockwork and electrickal only
    state = scenario(ada(sources=(1, 0, 1), supply=["monetiser_2"]))
    assert idle.is_idle(state, BUILD_TWO)
    assert idle.unused_effects(state, BUILD_TWO) == (
        idle.Unused(
            "build a device of 2 tiles",
            "nothing to build: your sources give only clockwork and electrickal power, "
            "and none of your components takes it",
        ),
    )


def test_persona_build_with_only_a_monetiser_and_no_source():
    state = scenario(ada(sources=(0, 0, 0), supply=["monetiser_2"]))
    assert idle.unused_effects(state, BUILD_TWO) == (
        idle.Unused(
            "build a device of 2 tiles",
            "nothing to build: you have only 1 tile (supply and sources) for a device of 2",
        ),
    )


def test_a_useful_place_is_not_idle():
    state = scenario(ada(sources=(1, 0, 0), supply=["monetiser_1"]) + E_MANUFACTURER)
    # the clockwork source and the clockwork Monetiser make a device of 2 tiles
    assert not idle.is_idle(state, BUILD_TWO)
    assert idle.unused_effects(state, BUILD_TWO) == ()
    assert idle.idle_reason(state, BUILD_TWO) is None
    # taking a basic source always gains something
    assert not idle.is_idle(state, PlacePersona(1))


def test_a_pass_is_never_idle():
    state = scenario(THREE)
    for action in (Pass(), Pass(automaton=True)):
        assert idle.unused_effects(state, action) == ()
        assert not idle.is_idle(state, action)
        assert idle.idle_reason(state, action) is None


def test_a_place_with_some_usable_effects_lists_only_the_unusable_ones():
    # a clockwork source powering a Monetiser (always usable) and a Manufacturer (nothing to
    # build: Ada holds no tiles at all)
    cells = (
        (0, 0, "clockwork_source"),
        (0, 1, "monetiser_1"),
        (1, 0, "manufacturer_2"),
    )
    state = scenario(ada(sources=(0, 0, 0)) + device("Ada", *cells))
    action = PlaceDevice(1, (0, 0))
    assert not idle.is_idle(state, action)
    (unused,) = idle.unused_effects(state, action)
    assert unused.what == "Manufacturer (clockwork)"
    assert (
        unused.why == "nothing to build: you have no tiles (supply and sources) for a device of 2"
    )


def test_unpaid_pay_source_step_skips_the_rest_of_the_space():
    # Eva B's first space: pay an electrickal source, then take two rightmost belt tiles
    text = inventors(3, ada={"persona": "eva", "side": "B", "sources": (0, 0, 0)})
    text += '\n[belts]\nblue1 = ["monetiser_1"]\n'
    state = scenario(text)
    action = PlacePersona(0)
    assert action in engine.legal_actions(state)
    assert idle.is_idle(state, action)
    (unused,) = idle.unused_effects(state, action)
    assert unused.why == "you have no electrickal source to pay"
    assert unused.what.startswith("pay an electrickal source, then take the rightmost tile")


def test_the_preview_of_an_idle_place_says_why():
    state = scenario(ada(sources=(1, 1, 0), supply=["monetiser_1"]) + E_MANUFACTURER)
    reason = idle.idle_reason(state, ON_MANUFACTURER)
    assert reason is not None
    assert reason in outcome_lines(state, ON_MANUFACTURER)


NAMES = ("Ada", "Bram", "Cora")


def test_the_story_tells_a_skipped_component_in_a_line_of_its_own():
    state = scenario(ada(sources=(1, 1, 0), supply=["monetiser_1"]) + E_MANUFACTURER)
    after = engine.apply(state, ON_MANUFACTURER)
    entries = narrate(state, ON_MANUFACTURER, after, NAMES)
    assert [e.kind for e in entries] == [ACTION, UNUSED]
    assert entries[1].seat == 0
    assert entries[1].text == (
        "The Manufacturer (electrickal) does nothing for Ada: nothing to build: "
        "Ada has only 3 tiles (supply and sources) for a device of 4"
    )
    assert not entries[1].is_event  # no banner: it is Ada's doing


def test_the_story_tells_a_skipped_persona_step_about_the_player():
    state = scenario(ada(sources=(1, 0, 1), supply=["monetiser_2"]))
    after = engine.apply(state, BUILD_TWO)
    (_line, unused) = narrate(state, BUILD_TWO, after, NAMES)
    assert unused.text == (
        "Ada cannot build a device of 2 tiles: nothing to build: their sources give only "
        "clockwork and electrickal power, and none of their components takes it"
    )


def test_the_story_of_a_useful_move_has_no_such_line():
    state = scenario(ada(sources=(1, 0, 0), supply=["monetiser_1"]))
    after = engine.apply(state, BUILD_TWO)
    assert [e.kind for e in narrate(state, BUILD_TWO, after, NAMES)] == [ACTION]


def test_ruling_25_an_idle_place_may_be_taken_the_wage_is_paid_and_the_owner_still_earns():
    # Bram's device; Ada holds 3 tiles, so its Manufacturer can build nothing for her. Her
    # second mechanic costs £1 (Alice's wages are £0, £1, £2)
    bram_manufacturer = device("Bram", (0, 0, "electrickal_source"), (0, 1, "manufacturer_1"))
    text = inventors(3, ada={"sources": (1, 1, 0), "supply": ["monetiser_1"], "used": 1})
    state = scenario(text + bram_manufacturer)
    assert ON_MANUFACTURER in engine.legal_actions(state)  # not refused
    assert idle.is_idle(state, ON_MANUFACTURER)
    after = engine.apply(state, ON_MANUFACTURER)
    assert not after.pending  # nothing was asked
    assert changes(state, after) == {
        "p0.money": state.players[0].money - 1,  # the wage
        "p1.clocks": 1,  # the owner's clock counter
        "locks": (state.locks[0], state.locks[1] - 1, state.locks[2]),
    }
    assert narrate(state, ON_MANUFACTURER, after, NAMES)[1].kind == UNUSED
