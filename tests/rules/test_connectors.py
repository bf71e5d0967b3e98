"""Connector legality (steamworks.rules.connectors) against the rules.

Sources: rulebook.txt (TILES & DEVICES, LEGAL DEVICES, MODIFIER TILES, F.A.Q.), online-help.txt
and game-data.md (section 3 connectors, section 4 tiles, rulings 1, 2 and 6).

Layout coordinates are (row, col) with north at row - 1. Tiles used most below:

- clockwork_source / steam_source / electrickal_source: basic sources, power on all sides;
- start_monetiser and monetiser_1 `- C - C` (clockwork on E and W), start_manufacturer
  `- A - A` (any power on E and W), chrome_2 `E - E -` (electrickal on N and S);
- power_converter_1: input W upright, outputs N E S; iterator_1: attach side W upright.
  Rotations are clockwise quarter turns, so rotation r moves the upright W side to (W + r) % 4.

The first part is hand-made cases, each named for what it shows; the last part is hypothesis
property tests over random layouts (kept small so the file runs in a few seconds).
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from steamworks.rules import connectors
from steamworks.rules.connectors import (
    BLANK,
    MISMATCH,
    STEPS,
    VALID,
    Contact,
    contacts,
    is_legal,
    iterator_count,
    legal_additions,
    make_layout,
    normalise,
    power_targets,
    problems,
)
from steamworks.rules.data import COMPONENT, CONVERTER, ITERATOR, SOURCE, load

DATA = load()
N, E, S, W = 0, 1, 2, 3
C_, S_, E_ = frozenset("C"), frozenset("S"), frozenset("E")
ALL = frozenset("CSE")


def L(*items):
    """make_layout from (pos, tile_id) or (pos, tile_id, rotation) items."""
    return make_layout([(it[0], it[1], it[2] if len(it) > 2 else 0) for it in items])


def found(layout, size=None):
    """The problems as a sorted list of (code, cells)."""
    return sorted((p.code, p.cells) for p in problems(layout, size))


def codes(layout, size=None):
    return sorted(p.code for p in problems(layout, size))


def step(pos, side):
    dr, dc = STEPS[side]
    return (pos[0] + dr, pos[1] + dc)


def status_map(layout):
    return {(c.a, c.b): c.status for c in contacts(layout)}


# A minimal legal device used by several tests: clockwork source, then a clockwork component east.
PAIR = L(((0, 0), "clockwork_source"), ((0, 1), "start_monetiser"))


# =========================================================================== legal devices


@pytest.mark.parametrize(
    "source_row,chrome_row", [(0, 1), (1, 0)], ids=["source_above", "source_below"]
)
def test_faq_electrickal_source_and_chrome_is_legal(source_row, chrome_row):
    """F.A.Q.: 'A device consisting of just an Electrickal source and Chrome is legal'."""
    layout = L(((source_row, 0), "electrickal_source"), ((chrome_row, 0), "chrome_2"))
    assert problems(layout) == ()
    assert is_legal(layout) and is_legal(layout, size=2)
    assert power_targets(layout, (source_row, 0)) == (((chrome_row, 0), E_),)


def test_electrickal_source_beside_chrome_2_touches_only_a_blank_side():
    layout = L(((0, 0), "electrickal_source"), ((0, 1), "chrome_2"))
    assert found(layout) == [("component_unpowered", ((0, 1),)), ("source_unconnected", ((0, 0),))]


def test_faq_clockwork_source_and_power_converter_is_legal():
    """F.A.Q.: '... as is a device consisting of just a Clockwork source and a Power Converter'."""
    layout = L(
        ((0, 0), "clockwork_source"), ((0, 1), "power_converter_1", 0)
    )  # input W faces the source
    assert problems(layout) == ()
    assert power_targets(layout, (0, 0)) == ()  # the converter itself is not a target
    assert contacts(layout) == (Contact((0, 0), (0, 1), VALID),)


def test_source_with_two_components_on_either_side_is_legal():
    layout = L(((0, 0), "sourcer_2"), ((0, 1), "clockwork_source"), ((0, 2), "monetiser_1"))
    assert problems(layout) == ()
    assert power_targets(layout, (0, 1)) == (((0, 0), C_), ((0, 2), C_))


def test_rulebook_example_12_converter_feeds_monetiser_clockwork_and_haiku_electrickal():
    """Ex. 12: a Power Converter lets a Clockwork Source supply clockwork to a Monetiser and
    electrickal to a Patriotic Haiku Generator."""
    layout = L(
        ((0, 1), "clockwork_source"),
        ((1, 1), "power_converter_1", 1),  # input turned to N, facing the source
        ((1, 0), "patriotic_haiku_generator_1"),  # - E - E: its E side faces the converter
        ((1, 2), "monetiser_1"),  # - C - C: its W side faces the converter
    )
    assert problems(layout) == ()
    assert power_targets(layout, (0, 1)) == (((1, 0), E_), ((1, 2), C_))


def test_without_the_converter_a_clockwork_source_cannot_feed_the_haiku_generator():
    layout = L(((0, 1), "clockwork_source"), ((0, 0), "patriotic_haiku_generator_1"))
    assert found(layout) == [("component_unpowered", ((0, 0),)), ("source_unconnected", ((0, 1),))]
    (msg,) = [p.message for p in problems(layout) if p.code == "component_unpowered"]
    assert msg == "The Patriotic Haiku Generator has no source it can draw electrickal from."


@pytest.mark.parametrize("rotation", range(4))
def test_rotated_power_converter_is_legal_only_with_its_input_facing_the_source(rotation):
    conv = (0, 0)
    inp = (W + rotation) % 4
    out = (inp + 2) % 4  # the output straight across from the input
    src, comp = step(conv, inp), step(conv, out)
    comp_id = "manufacturer_1" if out in (E, W) else "manufacturer_2"  # A on E/W, or A on N/S
    for turn in range(4):
        layout = L((src, "steam_source"), (conv, "power_converter_1", turn), (comp, comp_id))
        if turn == rotation:
            assert problems(layout) == ()
            assert power_targets(layout, src) == ((comp, ALL),)
        else:
            assert found(layout) == sorted(
                [
                    ("source_unconnected", (src,)),
                    ("component_unpowered", (conv,)),
                    ("component_unpowered", (comp,)),
                ]
            ), turn


@pytest.mark.parametrize("rotation", range(4))
def test_iterator_attached_to_a_powered_component_in_each_rotation(rotation):
    comp = (0, 0)  # start_manufacturer: - A - A
    attach = (W + rotation) % 4
    it = step(comp, (attach + 2) % 4)  # the iterator sits on the side its attach side faces from
    src = (0, -1) if it != (0, -1) else (0, 1)
    for turn in range(4):
        layout = L(
            (src, "clockwork_source"), (comp, "start_manufacturer"), (it, "iterator_1", turn)
        )
        if turn == rotation:
            assert problems(layout) == ()
            assert iterator_count(layout, comp) == 1
            assert power_targets(layout, src) == ((comp, C_),)  # the Iterator is not a target
            assert status_map(layout)[tuple(sorted((comp, it)))] == VALID
        else:
            assert found(layout) == [("iterator_unattached", (it,))], turn
            assert iterator_count(layout, comp) == 0


def test_mismatched_contact_is_allowed_when_every_tile_is_otherwise_connected():
    """Online help: 'Invalid connections are allowed to exist in your device but every tile is
    required to have at least one valid connection.'"""
    layout = L(
        ((0, 0), "clockwork_source"),
        ((0, 1), "monetiser_1"),  # C on E faces the steam source: mismatch
        ((0, 2), "steam_source"),
        ((0, 3), "start_miscellanerie"),  # - S - S
    )
    assert problems(layout) == ()
    assert status_map(layout) == {
        ((0, 0), (0, 1)): VALID,
        ((0, 1), (0, 2)): MISMATCH,
        ((0, 2), (0, 3)): VALID,
    }


def test_two_sources_sharing_one_component_is_legal():
    layout = L(
        ((0, 0), "clockwork_source"), ((0, 1), "start_manufacturer"), ((0, 2), "steam_source")
    )
    assert problems(layout) == ()
    assert power_targets(layout, (0, 0)) == (((0, 1), C_),)
    assert power_targets(layout, (0, 2)) == (((0, 1), S_),)


def test_persona_tile_works_like_a_component():
    tid = DATA.persona_side("alice", "B").tile  # Manufacturer - C - C
    assert problems(L(((0, 0), "clockwork_source"), ((0, 1), tid))) == ()
    assert codes(L(((0, 0), "steam_source"), ((0, 1), tid))) == [
        "component_unpowered",
        "source_unconnected",
    ]


# =========================================================================== illegal devices


def test_empty_layout():
    for layout in ((), make_layout({}), make_layout([])):
        assert found(layout) == [("empty", ())]
        assert not is_legal(layout)


def test_no_source():
    layout = L(((0, 0), "monetiser_1"), ((0, 1), "sourcer_2"))
    assert found(layout) == [
        ("component_unpowered", ((0, 0),)),
        ("component_unpowered", ((0, 1),)),
        ("no_source", ()),
    ]


def test_no_component_two_sources():
    layout = L(((0, 0), "clockwork_source"), ((0, 1), "steam_source"))
    assert found(layout) == [
        ("no_component", ()),
        ("source_unconnected", ((0, 0),)),
        ("source_unconnected", ((0, 1),)),
    ]


def test_single_tile_is_never_a_device():
    assert codes(L(((0, 0), "universal_source_1"))) == ["no_component", "source_unconnected"]
    assert codes(L(((0, 0), "start_manufacturer"))) == ["component_unpowered", "no_source"]


@pytest.mark.parametrize(
    "source,component,power",
    [
        ("steam_source", "monetiser_1", "clockwork"),  # - C - C
        ("clockwork_source", "start_distiller", "steam"),  # - S - S
        ("steam_source", "start_scroll_rack", "electrickal"),  # - E - E
        ("electrosteam_source_1", "sourcer_2", "clockwork"),  # dual source, neither type fits
    ],
)
def test_component_no_adjacent_source_can_supply_names_the_power_type(source, component, power):
    layout = L(((0, 0), source), ((0, 1), component))
    assert found(layout) == [("component_unpowered", ((0, 1),)), ("source_unconnected", ((0, 0),))]
    (msg,) = [p.message for p in problems(layout) if p.code == "component_unpowered"]
    assert f"has no source it can draw {power} from" in msg
    assert DATA.tiles[component].name in msg


def test_source_touching_only_a_blank_side():
    layout = PAIR + (
        ((1, 1), "electrickal_source", 0),
    )  # under the Monetiser, whose S side is blank
    layout = make_layout(layout)
    assert found(layout) == [("source_unconnected", ((1, 1),))]
    assert status_map(layout)[((0, 1), (1, 1))] == BLANK


def test_source_touching_only_a_blank_side_of_any_power_component():
    layout = L(((0, 0), "universal_source_1"), ((1, 0), "start_manufacturer"))  # N side blank
    assert found(layout) == [("component_unpowered", ((1, 0),)), ("source_unconnected", ((0, 0),))]
    (msg,) = [p.message for p in problems(layout) if p.code == "component_unpowered"]
    assert "has no source it can draw power from" in msg


def test_disconnected_single_tile_is_reported_with_its_cell():
    layout = make_layout(PAIR + (((3, 3), "start_manufacturer", 0),))
    assert found(layout) == [("component_unpowered", ((3, 3),)), ("disconnected", ((3, 3),))]


def test_disconnected_legal_pair_beside_a_larger_legal_device():
    layout = L(
        ((0, 0), "sourcer_2"),
        ((0, 1), "clockwork_source"),
        ((0, 2), "monetiser_1"),
        ((2, 0), "clockwork_source"),
        ((2, 1), "start_monetiser"),
    )
    assert found(layout) == [("disconnected", ((2, 0), (2, 1)))]


def test_diagonal_touch_does_not_connect():
    layout = make_layout(PAIR + (((1, 2), "electrickal_source", 0),))  # diagonal to the Monetiser
    assert found(layout) == [("disconnected", ((1, 2),)), ("source_unconnected", ((1, 2),))]
    assert ((0, 1), (1, 2)) not in status_map(layout)


def test_two_equal_legal_devices_apart_are_disconnected():
    layout = L(
        ((0, 0), "clockwork_source"),
        ((0, 1), "start_monetiser"),
        ((2, 0), "clockwork_source"),
        ((2, 1), "start_monetiser"),
    )
    (prob,) = problems(layout)
    assert prob.code == "disconnected"
    assert prob.cells in (((0, 0), (0, 1)), ((2, 0), (2, 1)))


def test_disconnected_cells_move_with_the_layout_when_groups_tie():
    base = [
        ((0, 0), "clockwork_source"),
        ((0, 1), "start_monetiser"),
        ((2, 0), "clockwork_source"),
        ((2, 1), "start_monetiser"),
    ]
    flagged = set()
    for dc in range(8):
        layout = L(*[((r, c + dc), t) for (r, c), t in base])
        (prob,) = problems(layout)
        flagged.add(tuple((r, c - dc) for r, c in prob.cells))
    assert len(flagged) == 1, flagged


def test_iterator_attached_to_a_source():
    layout = make_layout(PAIR + (((1, 0), "iterator_1", 1),))  # attach side turned to N: the source
    assert found(layout) == [("iterator_unattached", ((1, 0),))]
    assert iterator_count(layout, (0, 0)) == 0
    assert status_map(layout)[((0, 0), (1, 0))] == MISMATCH


def test_iterator_attached_to_nothing():
    layout = make_layout(PAIR + (((1, 1), "iterator_1", 0),))  # attach side W faces an empty cell
    assert found(layout) == [("iterator_unattached", ((1, 1),))]
    assert iterator_count(layout, (0, 1)) == 0


def test_iterator_attached_to_another_iterator():
    layout = make_layout(PAIR + (((1, 1), "iterator_1", 1), ((2, 1), "iterator_2", 1)))
    assert found(layout) == [("iterator_unattached", ((2, 1),))]
    assert iterator_count(layout, (0, 1)) == 1


def test_iterator_attached_to_a_power_converter():
    layout = L(
        ((0, 0), "clockwork_source"), ((0, 1), "power_converter_1", 0), ((1, 1), "iterator_1", 1)
    )
    assert found(layout) == [("iterator_unattached", ((1, 1),))]


def test_source_and_iterator_only():
    """Modifiers count as components (ruling 2), so this is not 'no_component'."""
    layout = L(((0, 0), "clockwork_source"), ((0, 1), "iterator_1", 0))
    assert found(layout) == [("iterator_unattached", ((0, 1),)), ("source_unconnected", ((0, 0),))]


def test_power_converter_input_facing_away_from_the_source():
    layout = L(((0, 0), "clockwork_source"), ((0, 1), "power_converter_1", 2))  # input turned to E
    assert found(layout) == [("component_unpowered", ((0, 1),)), ("source_unconnected", ((0, 0),))]
    (msg,) = [p.message for p in problems(layout) if p.code == "component_unpowered"]
    assert "input" in msg


def test_power_converter_input_facing_away_leaves_its_outputs_unpowered():
    layout = L(
        ((0, 0), "clockwork_source"),
        (
            (0, 1),
            "power_converter_1",
            2,
        ),  # input faces the Manufacturer, an output faces the source
        ((0, 2), "start_manufacturer"),
    )
    assert found(layout) == [
        ("component_unpowered", ((0, 1),)),
        ("component_unpowered", ((0, 2),)),
        ("source_unconnected", ((0, 0),)),
    ]


def test_power_converter_output_does_not_power_a_blank_side():
    layout = L(
        ((0, 0), "clockwork_source"), ((0, 1), "power_converter_1", 0), ((1, 1), "monetiser_1")
    )
    assert found(layout) == [("component_unpowered", ((1, 1),))]
    assert status_map(layout)[((0, 1), (1, 1))] == MISMATCH


@pytest.mark.parametrize("rotation", [1, 2, 3])
@pytest.mark.parametrize("turned", [(0, 0), (0, 1)], ids=["source", "component"])
def test_non_rotatable_tile_given_a_rotation(turned, rotation):
    cells = {(0, 0): ("clockwork_source", 0), (0, 1): ("start_monetiser", 0)}
    cells[turned] = (cells[turned][0], rotation)
    layout = make_layout(cells)
    assert found(layout) == [("cannot_rotate", (turned,))]
    assert "cannot be turned" in problems(layout)[0].message


def test_wrong_size_when_size_is_given():
    assert problems(PAIR, size=2) == ()
    assert found(PAIR, size=3) == [("wrong_size", ())]
    assert found(PAIR, size=1) == [("wrong_size", ())]
    assert "exactly 3 tiles, not 2" in problems(PAIR, size=3)[0].message
    assert not is_legal(PAIR, 3) and is_legal(PAIR, 2)


def test_wrong_size_is_reported_with_the_other_problems():
    layout = L(((0, 0), "clockwork_source"), ((0, 1), "steam_source"))
    assert codes(layout, size=3) == [
        "no_component",
        "source_unconnected",
        "source_unconnected",
        "wrong_size",
    ]


def test_two_tiles_on_one_cell_overlap():
    layout = make_layout(
        [
            ((0, 0), "clockwork_source", 0),
            ((0, 1), "start_monetiser", 0),
            ((0, 1), "monetiser_1", 0),
        ]
    )
    assert found(layout) == [("overlap", ((0, 1),))]


def test_unknown_tile_id():
    layout = L(((0, 0), "clockwork_source"), ((0, 1), "flux_capacitor"))
    assert found(layout) == [("unknown_tile", ((0, 1),))]
    assert "flux_capacitor" in problems(layout)[0].message


def test_ring_of_power_converters_without_a_source_input_is_unpowered():
    """Converters feed each other round a 2x2 ring; no input faces the source, so nothing is
    powered (and the search does not loop)."""
    layout = L(
        ((-1, 0), "clockwork_source"),  # touches the first converter's N output
        ((0, 0), "power_converter_1", 3),  # input S, fed by the converter below
        ((0, 1), "power_converter_2", 0),  # input W
        ((1, 1), "power_converter_1", 1),  # input N
        ((1, 0), "power_converter_2", 2),  # input E
    )
    assert found(layout) == sorted(
        [("source_unconnected", ((-1, 0),))]
        + [("component_unpowered", (p,)) for p in [(0, 0), (0, 1), (1, 0), (1, 1)]]
    )
    assert power_targets(layout, (-1, 0)) == ()
    assert all(c.status == VALID for c in contacts(layout) if (-1, 0) not in (c.a, c.b))


# =========================================================================== contacts()


def test_contact_valid_between_source_and_matching_connector():
    assert contacts(PAIR) == (Contact((0, 0), (0, 1), VALID),)


def test_contact_mismatch_when_source_cannot_supply_the_connector():
    layout = L(((0, 0), "steam_source"), ((0, 1), "monetiser_1"))
    assert contacts(layout) == (Contact((0, 0), (0, 1), MISMATCH),)


def test_contact_blank_between_source_and_blank_side():
    layout = L(((0, 0), "clockwork_source"), ((1, 0), "monetiser_1"))
    assert contacts(layout) == (Contact((0, 0), (1, 0), BLANK),)


def test_contact_blank_between_two_sources():
    layout = L(((0, 0), "clockwork_source"), ((0, 1), "universal_source_1"))
    assert contacts(layout) == (Contact((0, 0), (0, 1), BLANK),)


def test_contact_between_two_components():
    facing = L(((0, 0), "start_monetiser"), ((0, 1), "monetiser_1"))  # C meets C: nothing flows
    assert contacts(facing) == (Contact((0, 0), (0, 1), MISMATCH),)
    blank = L(((0, 0), "monetiser_1"), ((1, 0), "monetiser_1"))  # S blank meets N blank
    assert contacts(blank) == (Contact((0, 0), (1, 0), BLANK),)


def test_contacts_of_a_two_by_two_block_each_pair_once():
    layout = L(
        ((0, 0), "clockwork_source"),
        ((0, 1), "start_monetiser"),  # W C: valid from the source
        ((1, 0), "chrome_2"),  # N E: clockwork cannot feed it
        ((1, 1), "steam_source"),  # under the Monetiser (blank) and beside Chrome's blank E side
    )
    assert status_map(layout) == {
        ((0, 0), (0, 1)): VALID,
        ((0, 0), (1, 0)): MISMATCH,
        ((0, 1), (1, 1)): BLANK,
        ((1, 0), (1, 1)): BLANK,
    }
    assert len(contacts(layout)) == 4


def test_contacts_with_a_power_converter():
    layout = L(
        ((0, 0), "clockwork_source"),
        ((0, 1), "power_converter_1", 0),
        ((0, 2), "start_manufacturer"),
        ((1, 1), "steam_source"),  # touches an output side: a source cannot use it
    )
    assert status_map(layout) == {
        ((0, 0), (0, 1)): VALID,
        ((0, 1), (0, 2)): VALID,
        ((0, 1), (1, 1)): MISMATCH,
    }


def test_contacts_of_an_empty_layout_and_a_single_tile():
    assert contacts(()) == ()
    assert contacts(L(((5, 5), "chrome_1"))) == ()


# =========================================================================== power_targets()


def test_power_targets_direct_are_the_intersection_of_supplied_and_accepted():
    layout = L(
        ((1, 1), "electroclock_source_1"),  # C or E
        ((0, 1), "monetiser_2"),  # S on its S side: nothing in common
        ((1, 2), "monetiser_1"),  # C on W
        ((2, 1), "chrome_2"),  # E on N
        ((1, 0), "start_manufacturer"),  # A on E
    )
    assert power_targets(layout, (1, 1)) == (((1, 0), frozenset("CE")), ((1, 2), C_), ((2, 1), E_))


@pytest.mark.parametrize(
    "source,expected",
    [
        ("clockwork_source", "C"),
        ("steam_source", "S"),
        ("electrickal_source", "E"),
        ("steamwork_source_1", "CS"),
        ("electrosteam_source_2", "SE"),
        ("electroclock_source_1", "CE"),
        ("iteration_gears_1", "C"),
        ("universal_source_1", "CSE"),
    ],
)
def test_any_connector_accepts_every_type_the_source_supplies(source, expected):
    layout = L(((0, 0), source), ((0, 1), "start_manufacturer"))
    assert power_targets(layout, (0, 0)) == (((0, 1), frozenset(expected)),)


def test_dual_source_offers_both_of_its_types():
    layout = L(((0, 0), "steamwork_source_1"), ((0, 1), "start_condenser"), ((1, 0), "monetiser_2"))
    assert power_targets(layout, (0, 0)) == (((0, 1), frozenset("CS")), ((1, 0), S_))
    assert problems(layout) == ()


def test_targets_through_a_converter_receive_any_type_their_connector_accepts():
    layout = L(
        ((0, 0), "clockwork_source"),
        ((0, 1), "power_converter_1", 0),
        ((-1, 1), "monetiser_2"),  # S on its S side
        ((0, 2), "start_manufacturer"),  # A on W
        ((1, 1), "chrome_2"),  # E on N
    )
    assert problems(layout) == ()
    assert power_targets(layout, (0, 0)) == (((-1, 1), S_), ((0, 2), ALL), ((1, 1), E_))


def test_chained_power_converters_pass_power_on():
    layout = L(
        ((0, 0), "clockwork_source"),
        ((0, 1), "power_converter_1", 0),
        ((0, 2), "power_converter_2", 0),  # input W faces the first converter's E output
        ((0, 3), "start_scroll_rack"),  # - E - E
    )
    assert problems(layout) == ()
    assert power_targets(layout, (0, 0)) == (((0, 3), E_),)
    broken = L(
        ((0, 0), "clockwork_source"),
        ((0, 1), "power_converter_1", 0),
        ((0, 2), "power_converter_2", 2),  # input turned away
        ((0, 3), "start_scroll_rack"),
    )
    assert found(broken) == [("component_unpowered", ((0, 2),)), ("component_unpowered", ((0, 3),))]
    assert power_targets(broken, (0, 0)) == ()


def test_iterators_and_converters_are_not_targets():
    layout = L(
        ((0, 0), "clockwork_source"),
        ((0, 1), "start_monetiser"),
        ((0, 2), "iterator_1", 0),  # attached to the Monetiser
        ((1, 0), "power_converter_1", 1),  # input N faces the source
        ((1, 1), "manufacturer_1"),  # A on W faces the converter's E output
    )
    assert problems(layout) == ()
    assert power_targets(layout, (0, 0)) == (((0, 1), C_), ((1, 1), ALL))


def test_power_targets_belong_to_the_source_asked_for():
    layout = L(
        ((0, 0), "clockwork_source"),
        ((0, 1), "start_monetiser"),
        ((1, 0), "steam_source"),  # under the clockwork source
        ((1, 1), "start_distiller"),  # - S - S
    )
    assert problems(layout) == ()
    assert power_targets(layout, (0, 0)) == (((0, 1), C_),)
    assert power_targets(layout, (1, 0)) == (((1, 1), S_),)


def test_power_targets_of_an_unconnected_source_is_empty():
    layout = L(((0, 0), "steam_source"), ((0, 1), "monetiser_1"))
    assert power_targets(layout, (0, 0)) == ()


# =========================================================================== iterator_count()


def test_iterator_count_one_and_two():
    one = make_layout(PAIR + (((0, 2), "iterator_1", 0),))
    assert problems(one) == ()
    assert iterator_count(one, (0, 1)) == 1
    two = make_layout(one + (((1, 1), "iterator_2", 1),))  # attach turned to N
    assert problems(two) == ()
    assert iterator_count(two, (0, 1)) == 2
    assert iterator_count(two, (0, 0)) == 0  # the source
    assert iterator_count(two, (0, 2)) == 0  # an Iterator
    assert iterator_count(PAIR, (0, 1)) == 0
    assert power_targets(two, (0, 0)) == (((0, 1), C_),)


# =========================================================================== legal_additions()


def frontier(layout):
    occupied = {p for p, _t, _r in layout}
    return sorted({step(p, s) for p in occupied for s in range(4)} - occupied)


def assert_additions_exact(layout, tile_id, additions):
    """Every returned placement is legal, and every other frontier cell/rotation is not."""
    rotations = range(4) if DATA.tiles[tile_id].rotatable else (0,)
    returned = set(additions)
    assert len(returned) == len(additions)
    for pos in frontier(layout):
        for rot in rotations:
            legal = is_legal(make_layout(layout + ((pos, tile_id, rot),)))
            assert legal == ((pos, rot) in returned), (tile_id, pos, rot)
    assert returned <= {(p, r) for p in frontier(layout) for r in rotations}


@pytest.mark.parametrize(
    "tile_id,expected",
    [
        (
            "monetiser_1",
            (((0, -1), 0),),
        ),  # C on E faces the source; on the east it would face the Monetiser
        ("start_manufacturer", (((0, -1), 0),)),
        ("chrome_2", ()),  # needs electrickal
        ("clockwork_source", (((0, 2), 0),)),  # feeds the Monetiser's E side
        ("universal_source_1", (((0, 2), 0),)),
        ("steam_source", ()),
        ("iterator_1", (((-1, 1), 3), ((0, 2), 0), ((1, 1), 1))),  # around the Monetiser only
        ("power_converter_1", (((-1, 0), 3), ((0, -1), 2), ((1, 0), 1))),  # input facing the source
    ],
)
def test_legal_additions_to_a_small_device(tile_id, expected):
    additions = legal_additions(PAIR, tile_id)
    assert additions == expected
    assert_additions_exact(PAIR, tile_id, additions)


def test_legal_additions_to_a_device_with_a_converter():
    layout = L(((0, 0), "clockwork_source"), ((0, 1), "power_converter_1", 0))
    # the converter's outputs N, E, S may feed any connector; chrome_2 has E on N and S
    assert legal_additions(layout, "chrome_2") == (((-1, 1), 0), ((1, 1), 0))
    assert legal_additions(layout, "start_scroll_rack") == (((0, 2), 0),)
    assert_additions_exact(layout, "chrome_2", legal_additions(layout, "chrome_2"))


def test_legal_additions_to_an_empty_layout_is_empty():
    assert legal_additions((), "clockwork_source") == ()


# =========================================================================== normalise / make_layout


def test_make_layout_from_mapping_and_items_agree_and_sort():
    items = [
        ((2, 0), "start_monetiser", 0),
        ((0, 1), "clockwork_source", 0),
        ((0, 0), "iterator_1", 3),
    ]
    mapping = {pos: (tid, rot) for pos, tid, rot in items}
    assert (
        make_layout(items)
        == make_layout(mapping)
        == (
            ((0, 0), "iterator_1", 3),
            ((0, 1), "clockwork_source", 0),
            ((2, 0), "start_monetiser", 0),
        )
    )
    assert isinstance(make_layout(items), tuple)


def test_make_layout_takes_rotations_modulo_four():
    layout = make_layout(
        {
            (0, 0): ("iterator_1", -1),
            (0, 1): ("power_converter_1", 5),
            (0, 2): ("clockwork_source", 4),
        }
    )
    assert [rot for _p, _t, rot in layout] == [3, 1, 0]


def test_make_layout_keeps_the_rotation_of_a_non_rotatable_tile():
    layout = make_layout({(0, 0): ("clockwork_source", 0), (0, 1): ("start_monetiser", 2)})
    assert layout[1] == ((0, 1), "start_monetiser", 2)
    assert codes(layout) == ["cannot_rotate"]


def test_normalise_moves_the_top_left_corner_to_the_origin():
    layout = L(((2, 5), "clockwork_source"), ((3, 4), "start_monetiser"), ((3, 5), "iterator_1", 2))
    assert normalise(layout) == (
        ((0, 1), "clockwork_source", 0),
        ((1, 0), "start_monetiser", 0),
        ((1, 1), "iterator_1", 2),
    )


def test_normalise_negative_coordinates_and_idempotence():
    layout = L(((-3, -1), "clockwork_source"), ((-3, 0), "start_monetiser"))
    norm = normalise(layout)
    assert norm == PAIR
    assert normalise(norm) == norm
    assert normalise(()) == ()


# =========================================================================== properties

ALL_IDS = sorted(DATA.tiles)
SOURCE_IDS = [t for t in ALL_IDS if DATA.tiles[t].kind == SOURCE]
MODIFIER_IDS = [t for t in ALL_IDS if DATA.tiles[t].kind in (ITERATOR, CONVERTER)]
ANY_POWER_IDS = [
    t for t in ALL_IDS if DATA.tiles[t].kind == COMPONENT and "A" in DATA.tiles[t].sides
]
TYPED_IDS = [
    t for t in ALL_IDS if DATA.tiles[t].kind == COMPONENT and "A" not in DATA.tiles[t].sides
]
PROPS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def tile_choice(draw):
    # about a third sources, and modifiers and any-power components far more often than their
    # share of the data, so that random layouts are legal often enough to test something
    group = draw(
        st.sampled_from([SOURCE_IDS, SOURCE_IDS, MODIFIER_IDS, ANY_POWER_IDS, TYPED_IDS, TYPED_IDS])
    )
    tid = draw(st.sampled_from(group))
    rot = draw(st.integers(0, 3)) if DATA.tiles[tid].rotatable else 0
    return tid, rot


@st.composite
def contiguous_items(draw, min_size=1, max_size=6):
    n = draw(st.integers(min_size, max_size))
    cells = [(draw(st.integers(-3, 3)), draw(st.integers(-3, 3)))]
    while len(cells) < n:
        occupied = set(cells)
        options = sorted({step(p, s) for p in cells for s in range(4)} - occupied)
        cells.append(draw(st.sampled_from(options)))
    return [(pos, *draw(tile_choice())) for pos in cells]


@st.composite
def scattered_items(draw, max_size=6):
    cells = draw(
        st.lists(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), max_size=max_size, unique=True)
    )
    return [(pos, *draw(tile_choice())) for pos in cells]


@st.composite
def legal_layouts(draw, max_size=5):
    """Legal devices grown one random tile at a time, each step checked with problems()."""
    layout = ()
    for _attempt in range(40):
        src = draw(st.sampled_from(SOURCE_IDS))
        comp, rot = draw(tile_choice().filter(lambda tr: DATA.tiles[tr[0]].kind != SOURCE))
        side = draw(st.integers(0, 3))
        cand = L(((0, 0), src), (step((0, 0), side), comp, rot))
        if is_legal(cand):
            layout = cand
            break
    assume(layout)
    target = draw(st.integers(2, max_size))
    for _attempt in range(30):
        if len(layout) >= target:
            break
        pos = draw(st.sampled_from(frontier(layout)))
        tid, rot = draw(tile_choice())
        cand = make_layout(layout + ((pos, tid, rot),))
        if is_legal(cand):
            layout = cand
    return layout


@st.composite
def near_legal_items(draw):
    """A legal device with one random tile added next to it, or one of its tiles removed."""
    layout = list(draw(legal_layouts()))
    if draw(st.booleans()):
        pos = draw(st.sampled_from(frontier(tuple(layout))))
        layout.append((pos, *draw(tile_choice())))
    else:
        del layout[draw(st.integers(0, len(layout) - 1))]
    return layout


any_items = st.one_of(
    contiguous_items(max_size=3),
    contiguous_items(),
    scattered_items(),
    legal_layouts().map(list),
    near_legal_items(),
)


def _groups(positions):
    left, out = set(positions), []
    while left:
        todo = [left.pop()]
        grp = set(todo)
        while todo:
            p = todo.pop()
            for s in range(4):
                q = step(p, s)
                if q in left:
                    left.remove(q)
                    grp.add(q)
                    todo.append(q)
        out.append(grp)
    return out


def _translate(layout, dr, dc):
    return make_layout([((r + dr, c + dc), t, rot) for (r, c), t, rot in layout])


def _feeds_a_converter(layout, src):
    for pos, tid, rot in layout:
        tile = DATA.tiles[tid]
        if tile.kind == CONVERTER and step(pos, (tile.input_side + rot) % 4) == src:
            return True
    return False


def _reference_problem_codes(layout):
    """An independent reading of rulings 1-2: the multiset of problem codes (with cells, except
    for 'disconnected' whose cells are checked elsewhere). Only for layouts without overlap,
    unknown tiles or forbidden rotations."""
    if not layout:
        return Counter({("empty", ()): 1})
    cells = {pos: (DATA.tiles[tid], rot) for pos, tid, rot in layout}
    out = Counter()
    if len(_groups(cells)) > 1:
        out[("disconnected", None)] += 1
    kinds = {pos: t.kind for pos, (t, _r) in cells.items()}
    if SOURCE not in kinds.values():
        out[("no_source", ())] += 1
    if all(k == SOURCE for k in kinds.values()):
        out[("no_component", ())] += 1

    def inputs(pos):
        t, r = cells[pos]
        return (t.input_side + r) % 4

    def fed(pos):
        """Neighbours that `pos` (a source or converter) passes power into."""
        t, r = cells[pos]
        for side in range(4):
            if t.kind == CONVERTER and side == inputs(pos):
                continue
            q = step(pos, side)
            if q not in cells:
                continue
            qt, _qr = cells[q]
            back = (side + 2) % 4
            if qt.kind == CONVERTER and inputs(q) == back:
                yield q
            elif qt.kind == COMPONENT:
                code = qt.sides[back]
                if (
                    code == "A"
                    and t.kind == SOURCE
                    or code != "-"
                    and (t.kind == CONVERTER or code in t.supplies)
                ):
                    yield q

    reached, todo = set(), [p for p, k in kinds.items() if k == SOURCE]
    for p in todo:
        if not any(True for _ in fed(p)):
            out[("source_unconnected", (p,))] += 1
    while todo:
        p = todo.pop()
        for q in fed(p):
            if q not in reached:
                reached.add(q)
                if kinds[q] == CONVERTER:
                    todo.append(q)
    for p, k in kinds.items():
        if k == ITERATOR:
            t, r = cells[p]
            q = step(p, (W + r) % 4)
            if q not in cells or kinds[q] != COMPONENT:
                out[("iterator_unattached", (p,))] += 1
        elif k != SOURCE and p not in reached:
            out[("component_unpowered", (p,))] += 1
    return out


def _actual_problem_codes(layout):
    return Counter(
        (p.code, None if p.code == "disconnected" else p.cells) for p in problems(layout)
    )


@PROPS
@given(items=any_items, data=st.data())
def test_problems_is_deterministic_and_order_independent(items, data):
    shuffled = data.draw(st.permutations(items))
    layout = make_layout(items)
    assert make_layout(shuffled) == layout
    assert make_layout({p: (t, r) for p, t, r in shuffled}) == layout
    first = problems(layout)
    # recomputed, not from the cache (kept by layout, size and language)
    assert connectors._problems.__wrapped__(layout, None, "en") == first
    assert problems(make_layout(shuffled)) == first
    assert contacts(make_layout(shuffled)) == contacts(layout)


@PROPS
@given(items=any_items)
def test_problems_agree_with_an_independent_reading_of_the_rulings(items):
    layout = make_layout(items)
    assert _actual_problem_codes(layout) == _reference_problem_codes(layout)


@PROPS
@given(items=any_items, dr=st.integers(-5, 5), dc=st.integers(-5, 5))
def test_translation_does_not_change_legality_or_problem_codes(items, dr, dc):
    layout = make_layout(items)
    moved = _translate(layout, dr, dc)
    assert normalise(moved) == normalise(layout)
    assert is_legal(moved) == is_legal(layout) == is_legal(normalise(layout))
    assert codes(moved) == codes(layout) == codes(normalise(layout))
    groups = sorted(len(g) for g in _groups(p for p, _t, _r in layout))
    tie = len(groups) > 1 and groups[-1] == groups[-2]
    for before, after in zip(problems(layout), problems(moved)):
        if before.code == "disconnected" and tie:
            continue  # see test_disconnected_cells_move_with_the_layout_when_groups_tie
        assert after.cells == tuple((r + dr, c + dc) for r, c in before.cells), before.code


@PROPS
@given(items=any_items, size=st.one_of(st.none(), st.integers(0, 7)))
def test_legal_iff_no_problems(items, size):
    layout = make_layout(items)
    assert is_legal(layout, size) == (problems(layout, size) == ())
    if layout and size is not None and len(layout) != size:
        assert "wrong_size" in codes(layout, size)
        assert not is_legal(layout, size)


@PROPS
@given(items=any_items)
def test_every_legal_layout_is_contiguous_with_a_source_and_a_component(items):
    layout = make_layout(items)
    if not is_legal(layout):
        return
    kinds = [DATA.tiles[t].kind for _p, t, _r in layout]
    assert len(_groups(p for p, _t, _r in layout)) == 1
    assert SOURCE in kinds and any(k != SOURCE for k in kinds)


@PROPS
@given(layout=legal_layouts())
def test_legal_device_sources_feed_something_and_components_are_reached(layout):
    assert is_legal(layout)
    assert len(_groups(p for p, _t, _r in layout)) == 1
    reached = set()
    for pos, tid, _rot in layout:
        if DATA.tiles[tid].kind == SOURCE:
            tg = power_targets(layout, pos)
            assert tg or _feeds_a_converter(layout, pos), pos
            for q, types in tg:
                assert types and types <= ALL
                assert DATA.tiles[dict((p, t) for p, t, _r in layout)[q]].kind == COMPONENT
            reached.update(q for q, _types in tg)
    for pos, tid, _rot in layout:
        kind = DATA.tiles[tid].kind
        if kind == COMPONENT:
            assert pos in reached, pos
        if kind == ITERATOR:
            assert sum(iterator_count(layout, step(pos, s)) for s in range(4)) >= 1


@PROPS
@given(layout=legal_layouts(max_size=4), tile=tile_choice())
def test_legal_additions_keep_the_device_legal_and_are_exhaustive(layout, tile):
    tid, _rot = tile
    additions = legal_additions(layout, tid)
    for pos, rot in additions:
        assert is_legal(make_layout(layout + ((pos, tid, rot),)))
    assert_additions_exact(layout, tid, additions)


@PROPS
@given(layout=legal_layouts(max_size=2))
def test_removing_a_tile_from_a_two_tile_device_is_never_legal(layout):
    assert len(layout) == 2
    for i in range(2):
        rest = layout[:i] + layout[i + 1 :]
        assert not is_legal(rest)
        assert codes(rest) in (
            ["no_component", "source_unconnected"],  # the source left alone
            ["component_unpowered", "no_source"],  # the component left alone
        )
