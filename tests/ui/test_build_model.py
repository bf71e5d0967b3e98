"""The build panel's model (steamworks.ui.build.model), without a display: placing, moving,
turning and double-clicking tiles, the reasons in words, when Confirm is allowed, and that the
actions it produces are the ones the engine accepts."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from steamworks.rules import connectors, engine
from steamworks.rules.actions import AddTile, BuildDevice
from steamworks.rules.connectors import MISMATCH, legal_additions, problems
from steamworks.rules.scenario import load_scenario
from steamworks.ui.build.model import (
    GOOD,
    ILLEGAL,
    INCOMPLETE,
    OPEN,
    READY,
    AddModel,
    BuildModel,
    DeviceChoice,
    frontier,
    model_for,
)
from tests.support.positions import inventors

KIT = {
    "start_monetiser": 1,
    "start_manufacturer": 1,
    "monetiser_3": 1,
    "power_converter_1": 1,
    "iterator_1": 1,
    "clockwork_source": 2,
    "steam_source": 1,
}


def kit(size: int = 3, **extra) -> BuildModel:
    return BuildModel(KIT, size, **extra)


def legal_three(model: BuildModel) -> None:
    """Manufacturer - clockwork source - Monetiser, left to right."""
    assert model.place("start_manufacturer", (0, 0))
    assert model.place("clockwork_source", (0, 1))
    assert model.place("start_monetiser", (0, 2))


# --- the tray ------------------------------------------------------------------------------------


def test_tray_lists_components_then_modifiers_then_basic_sources_with_counts():
    model = kit()
    ids = [e.tile_id for e in model.tray()]
    assert ids[-2:] == ["clockwork_source", "steam_source"]
    assert set(ids[:3]) == {"start_monetiser", "start_manufacturer", "monetiser_3"}
    source = model.tray()[-2]
    assert source.basic and source.counted and source.total == 2 and source.remaining == 2
    assert not model.tray()[0].counted  # a single component shows no count


def test_placing_uses_up_the_supply_and_refuses_what_is_left_over():
    model = kit()
    assert model.place("clockwork_source", (0, 0))
    assert model.place("clockwork_source", (0, 1))
    assert model.remaining("clockwork_source") == 0
    assert not model.place("clockwork_source", (0, 2)), "only two clockwork sources in the supply"
    assert not model.place("chrome_1", (0, 2)), "a tile the player does not have"
    entry = next(e for e in model.tray() if e.tile_id == "clockwork_source")
    assert not entry.available


def test_placing_on_a_taken_cell_sends_the_old_tile_back():
    model = kit()
    model.place("start_monetiser", (0, 0))
    assert model.place("monetiser_3", (0, 0))
    assert model.tile_at((0, 0)) == ("monetiser_3", 0)
    assert model.remaining("start_monetiser") == 1


def test_move_and_swap_and_return_to_supply():
    model = kit()
    model.place("start_monetiser", (0, 0))
    model.place("clockwork_source", (0, 1))
    assert model.move((0, 0), (1, 1))
    assert model.tile_at((1, 1)) == ("start_monetiser", 0) and model.tile_at((0, 0)) is None
    assert model.move((1, 1), (0, 1)), "dropping on a placed tile swaps them"
    assert model.tile_at((0, 1)) == ("start_monetiser", 0) and model.tile_at((1, 1)) == (
        "clockwork_source",
        0,
    )
    assert not model.move((5, 5), (0, 0)), "nothing to move there"
    assert model.return_to_supply((0, 1))
    assert model.remaining("start_monetiser") == 1 and not model.return_to_supply((0, 1))
    model.clear()
    assert not model.placed and model.remaining("clockwork_source") == 2


def test_every_change_bumps_the_revision():
    model = kit()
    before = model.revision
    model.place("start_monetiser", (0, 0))
    assert model.revision > before
    before = model.revision
    assert not model.rotate((0, 0))
    assert model.revision == before, "a refused operation changes nothing"


# --- turning -------------------------------------------------------------------------------------


def test_ordinary_tiles_never_turn():
    model = kit()
    model.place("start_monetiser", (0, 0))
    assert not model.can_rotate((0, 0))
    assert not model.rotate((0, 0)) and model.tile_at((0, 0)) == ("start_monetiser", 0)
    assert (
        not model.rotate("start_manufacturer") and "start_manufacturer" not in model.tray_rotation
    )
    assert model.place("start_manufacturer", (1, 1), rotation=2)
    assert model.tile_at((1, 1)) == ("start_manufacturer", 0), (
        "a rotation given for an ordinary tile is ignored"
    )


def test_converter_and_iterator_turn_a_quarter_at_a_time():
    model = kit()
    model.place("power_converter_1", (0, 0), rotation=0)
    assert model.rotate((0, 0)) and model.tile_at((0, 0)) == ("power_converter_1", 1)
    assert model.rotate((0, 0), -1) and model.tile_at((0, 0)) == ("power_converter_1", 0)
    assert model.rotate((0, 0), -1) and model.tile_at((0, 0)) == ("power_converter_1", 3)
    # turned in the tray, a tile is placed turned that way
    assert model.rotate("iterator_1") and model.rotate("iterator_1")
    model.place("iterator_1", (3, 3))
    assert model.tile_at((3, 3)) == ("iterator_1", 2)


def test_a_dropped_converter_faces_its_input_towards_the_source():
    model = kit()
    model.place("clockwork_source", (0, 0))
    model.place("power_converter_1", (1, 0))  # below the source: the input must face north
    tid, rot = model.tile_at((1, 0))
    sides = ["N", "E", "S", "W"]
    assert sides[(3 + rot) % 4] == "N"  # upright, the input is on W
    assert not [c for c in model.contacts() if c.status == MISMATCH]


# --- double-click --------------------------------------------------------------------------------


def test_double_click_sends_a_tile_next_to_the_layout_where_it_connects_and_back():
    model = kit()
    assert model.toggle("clockwork_source") == (0, 0), "the first tile goes to the middle"
    cell = model.toggle("start_monetiser")
    assert cell in frontier({(0, 0)})
    assert [c.status for c in model.contacts()] == ["valid"]
    cell2 = model.toggle("start_manufacturer")
    assert cell2 in frontier(model.placed) | set(model.placed)
    assert model.status == READY, model.reason
    assert model.toggle(cell2) == "start_manufacturer" and model.tile_at(cell2) is None
    assert model.toggle("chrome_1") is None


# --- where a tile could go -----------------------------------------------------------------------


def _new_mismatches(model: BuildModel, cell, tile_id, rot) -> int:
    cells = dict(model.placed)
    cells[cell] = (tile_id, rot)
    return sum(
        1
        for c in connectors.contacts(connectors.make_layout(cells))
        if c.status == MISMATCH and cell in (c.a, c.b)
    )


@pytest.mark.parametrize(
    "tile_id",
    [
        "start_monetiser",
        "monetiser_3",
        "start_manufacturer",
        "steam_source",
        "power_converter_1",
        "iterator_1",
    ],
)
def test_hints_are_the_touching_cells_without_a_new_mismatch(tile_id):
    model = kit(4)
    model.place("clockwork_source", (0, 0))
    model.place("start_monetiser", (0, 1))
    hints = model.hints(tile_id)
    rotations = range(4) if tile_id in ("power_converter_1", "iterator_1") else (0,)
    for cell in frontier(model.placed):
        ok = any(_new_mismatches(model, cell, tile_id, r) == 0 for r in rotations)
        assert (cell in hints) == ok, (cell, hints)
    assert all(c in frontier(model.placed) for c in hints), "every hint touches the layout"


def test_hints_tell_a_valid_contact_from_a_merely_harmless_cell():
    model = kit()
    model.place("clockwork_source", (0, 0))
    hints = model.hints("start_monetiser")  # - C - C: connects east or west only
    assert hints[(0, 1)] == GOOD and hints[(0, -1)] == GOOD
    assert hints[(-1, 0)] == OPEN and hints[(1, 0)] == OPEN
    assert (0, 1) not in model.hints("monetiser_3"), "E - - E: its W wire would face clockwork"


def test_hints_for_a_tile_being_moved_leave_it_out():
    model = kit()
    model.place("clockwork_source", (0, 0))
    model.place("start_monetiser", (0, 1))
    hints = model.hints("start_monetiser", moving_from=(0, 1))
    assert (0, 1) in hints and (0, -1) in hints and hints[(0, -1)] == GOOD


def test_the_first_tile_may_go_anywhere_shown():
    model = kit()
    shown = [(r, c) for r in range(-1, 2) for c in range(-2, 3)]
    assert model.legal_cells("start_monetiser", among=shown) == frozenset(shown)


# --- reasons and Confirm ---------------------------------------------------------------------------


def test_reasons_in_words_as_the_device_grows():
    model = kit()
    assert model.status == INCOMPLETE and not model.confirm_enabled
    assert model.reason == "Place 3 tiles from your supply (the device needs exactly 3)."
    model.place("clockwork_source", (0, 0))
    model.place("start_monetiser", (0, -1))
    assert model.reason == "Place 1 more tile (the device needs exactly 3)."
    assert model.problem_cells() == frozenset(), "nothing is marked wrong while tiles are missing"
    model.place("monetiser_3", (0, 1))  # E - - E: its west wire faces a clockwork source
    assert model.status == ILLEGAL and not model.confirm_enabled
    assert model.reason == problems(model.layout(), 3)[0].message
    assert "electrickal" in model.reason
    assert [c.status for c in model.contacts() if (0, 1) in (c.a, c.b)] == [MISMATCH]
    assert model.problem_cells() == frozenset({(0, 1)})
    model.place("steam_source", (1, 0))
    assert model.reason == "Take 1 tile back (the device needs exactly 3)."


def test_confirm_only_for_a_legal_layout_of_the_exact_size():
    model = kit()
    legal_three(model)
    assert model.status == READY and model.confirm_enabled and model.reason is None
    assert "Build makes it" in model.summary
    action = model.action()
    assert isinstance(action, BuildDevice)
    assert not problems(action.layout, 3)
    assert (
        min(p[0] for p, _t, _r in action.layout) == 0
        and min(p[1] for p, _t, _r in action.layout) == 0
    )
    model.place("steam_source", (1, 1))
    assert not model.confirm_enabled
    with pytest.raises(ValueError):
        model.action()


def test_a_device_that_needs_two_or_three_tiles():
    model = BuildModel(KIT, (2, 3))
    assert model.reason == "Place 2 tiles from your supply (the device needs exactly 2 or 3)."
    model.place("clockwork_source", (0, 0))
    model.place("start_monetiser", (0, 1))
    assert model.confirm_enabled
    model.place("start_manufacturer", (0, -1))
    assert model.confirm_enabled
    model.place("steam_source", (1, 0))
    assert model.reason == "Take 1 tile back (the device needs exactly 2 or 3)."


def test_a_build_that_costs_more_than_the_purse():
    model = kit(cost=2, money=1)
    legal_three(model)
    assert not model.confirm_enabled
    assert model.reason == "Building costs £2 and you have £1."
    assert "Costs £2 (you have £1)" in model.requirements()


# --- a random walk keeps the model honest -----------------------------------------------------------

OPS = st.lists(
    st.tuples(
        st.sampled_from(["place", "move", "back", "rotate", "toggle_tile", "toggle_cell"]),
        st.sampled_from(sorted(KIT)),
        st.tuples(st.integers(-2, 2), st.integers(-2, 2)),
        st.tuples(st.integers(-2, 2), st.integers(-2, 2)),
    ),
    max_size=25,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OPS)
def test_any_sequence_of_gestures_keeps_counts_and_verdicts_right(ops):
    model = kit()
    for op, tile_id, a, b in ops:
        if op == "place":
            model.place(tile_id, a)
        elif op == "move":
            model.move(a, b)
        elif op == "back":
            model.return_to_supply(a)
        elif op == "rotate":
            model.rotate(a)
        elif op == "toggle_tile":
            model.toggle(tile_id)
        else:
            model.toggle(a)
        for tid, total in KIT.items():
            used = sum(1 for t, _r in model.placed.values() if t == tid)
            assert used <= total and model.remaining(tid) == total - used
        for _cell, (tid, rot) in model.placed.items():
            assert rot == 0 or tid in ("power_converter_1", "iterator_1")
        layout = model.layout()
        assert model.confirm_enabled == (len(layout) == 3 and not problems(layout, 3))
        if model.confirm_enabled:
            assert not problems(model.action().layout, 3)


# --- add mode --------------------------------------------------------------------------------------

DEVICES = (
    DeviceChoice(
        1, (((0, 0), "clockwork_source", 0), ((0, 1), "start_monetiser", 0)), 0, "Ada's device"
    ),
    DeviceChoice(
        2,
        (((0, 0), "steam_source", 0), ((0, 1), "start_distiller", 0), ((1, 0), "monetiser_2", 0)),
        1,
    ),
)
CANDIDATES = {
    "start_manufacturer": 1,
    "power_converter_2": 1,
    "condenser_3": 1,
    "clockwork_source": 1,
}


def test_add_mode_legal_cells_are_exactly_legal_additions():
    model = AddModel(DEVICES, CANDIDATES)
    for index, device in enumerate(DEVICES):
        model.select_device(index)
        for tile_id in CANDIDATES:
            expected = {pos for pos, _rot in legal_additions(device.layout, tile_id)}
            assert model.legal_cells(tile_id) == expected, (device.device_id, tile_id)
            for rot in range(4):
                by_rot = {pos for pos, r in legal_additions(device.layout, tile_id) if r == rot}
                if tile_id == "power_converter_2":
                    assert model.legal_cells(tile_id, rotation=rot) == by_rot


def test_add_mode_places_exactly_one_new_tile_and_confirms_only_a_legal_one():
    model = AddModel(DEVICES, CANDIDATES)
    assert model.status == INCOMPLETE and not model.confirm_enabled
    assert not model.place("start_manufacturer", (0, 0)), "the device's own cells are taken"
    assert not model.move((0, 0), (3, 3)), "the device's tiles are fixed"
    assert not model.can_rotate((0, 0))
    assert model.place(
        "start_manufacturer", (-1, 0)
    )  # above the source: blank contact, unconnected
    assert model.status == ILLEGAL and model.reason and "Manufacturer" in model.reason
    assert model.place("condenser_3", (5, 5))
    assert len(model.placed) == 1 and model.remaining("start_manufacturer") == 1
    assert model.reason == "The new tile must touch the device."
    pos, rot = legal_additions(DEVICES[0].layout, "start_manufacturer")[0]
    assert model.place("start_manufacturer", pos)
    assert model.confirm_enabled
    assert model.action() == AddTile(1, "start_manufacturer", pos, rot)
    assert model.shown_contacts() and all(pos in (c.a, c.b) for c in model.shown_contacts())


def test_add_mode_turns_a_converter_to_fit_and_lets_the_player_turn_it():
    model = AddModel(DEVICES, CANDIDATES)
    legal = legal_additions(DEVICES[0].layout, "power_converter_2")
    pos, rot = legal[0]
    model.place("power_converter_2", pos)
    assert model.tile_at(pos) == ("power_converter_2", rot) and model.confirm_enabled
    assert model.rotate(pos)
    assert model.confirm_enabled == ((pos, (rot + 1) % 4) in legal)


def test_add_mode_device_selector_and_a_device_without_room():
    tight = DeviceChoice(9, (((0, 0), "electrickal_source", 0), ((0, 1), "monetiser_3", 0)), 2)
    model = AddModel(
        (tight,) + DEVICES, {"start_monetiser": 1}
    )  # - C - C cannot join an electrickal source
    assert model.device_index == 1, "it opens on the first device a tile can join"
    assert not model.device_fits(0)
    model.place("start_monetiser", sorted(model.legal_cells("start_monetiser"))[0])
    assert model.placed
    assert model.select_device(0)
    assert not model.placed and model.fixed == {
        (0, 0): ("electrickal_source", 0),
        (0, 1): ("monetiser_3", 0),
    }
    assert "choose another device" in model.reason
    assert not model.select_device(7)


def test_sourcer_offers_unlimited_basic_sources():
    model = AddModel(
        DEVICES,
        {"clockwork_source": None, "steam_source": None, "electrickal_source": None},
        basic=True,
    )
    assert all(e.remaining is None and e.available and not e.counted for e in model.tray())
    assert model.title == "Add a basic source to a device"
    cell = model.toggle("clockwork_source")
    assert cell is not None and model.confirm_enabled


# --- from the engine's decision, back to the engine ----------------------------------------------------

BUILD_TEXT = (
    inventors(ada={"supply": ["start_monetiser", "start_manufacturer"], "sources": (2, 1, 0)})
    + """
[[pending]]
kind = "BuildFrame"
player = 0
sizes = [3]
"""
)

ADD_TEXT = (
    inventors(ada={"supply": ["start_manufacturer", "power_converter_1"]})
    + """
[[device]]
owner = "Bram"
tiles = [ {at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"} ]

[[device]]
owner = "Ada"
tiles = [ {at=[0,0], tile="steam_source"}, {at=[0,1], tile="start_distiller"} ]

[[pending]]
kind = "AddFrame"
player = 0
mode = "supply"
"""
)


def test_a_build_decision_becomes_a_model_whose_action_the_engine_accepts():
    state = load_scenario(BUILD_TEXT)
    model = model_for(state, engine.current_decision(state))
    assert isinstance(model, BuildModel) and model.sizes == (3,) and model.money == 10
    assert model.stock == {
        "start_monetiser": 1,
        "start_manufacturer": 1,
        "clockwork_source": 2,
        "steam_source": 1,
    }
    model.place("start_manufacturer", (4, 4))  # any grid offset: the action is normalised
    model.place("clockwork_source", (4, 5))
    model.place("start_monetiser", (4, 6))
    action = model.action()
    assert engine.explain_illegal(state, action) is None
    after = engine.apply(state, action)
    assert after.devices[-1].layout == action.layout


def test_an_add_decision_becomes_a_model_whose_action_the_engine_accepts():
    state = load_scenario(ADD_TEXT)
    frame = engine.current_decision(state)
    model = model_for(state, frame, names=["Ada", "Bram", "Cora"])
    assert isinstance(model, AddModel)
    # named by owner, the player's own first
    assert [d.label for d in model.devices] == ["Your device #2", "Bram's #1"]
    assert [d.group for d in model.devices] == ["Your devices", "Bram's devices"]
    assert [d.owner for d in model.devices] == [0, 1]
    assert model.devices[1].contents == "Clockwork Source, Monetiser"
    for index in range(len(model.devices)):
        model.select_device(index)
        for tile_id in ("start_manufacturer", "power_converter_1"):
            for cell in sorted(model.legal_cells(tile_id)):
                model.place(tile_id, cell)
                assert model.confirm_enabled
                assert engine.explain_illegal(state, model.action()) is None
    with pytest.raises(TypeError):
        model_for(state, object())


def test_the_model_module_needs_no_pygame():
    code = (
        "import sys; import steamworks.ui.build.model, steamworks.ui.build.regions, steamworks.ui.build; "
        "bad = [m for m in ('pygame', 'pygame_gui') if m in sys.modules]; assert not bad, bad"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_snapshot_and_restore_undo_any_change():
    model = kit()
    before = model.snapshot()
    legal_three(model)
    model.rotate("power_converter_1")
    model.restore(before)
    assert not model.placed and not model.tray_rotation
    add = AddModel(DEVICES, CANDIDATES)
    before = add.snapshot()
    add.select_device(1)
    add.toggle("clockwork_source")
    add.restore(before)
    assert (
        add.device_index == 0
        and not add.placed
        and add.fixed == dict(((p, (t, r)) for p, t, r in DEVICES[0].layout))
    )
