"""A scenario's device tiles and mechanics are tables in a list: one that is not a table, or
lacks a key it needs, is reported with how to write it (rules/scenario/reader.py, Reader.entry),
and an unknown key beside a missing one is reported too."""

from __future__ import annotations

import pytest

from steamworks.rules.scenario import ScenarioError, load_scenario

PLAYERS = """
[[player]]
name = "Seth"
persona = "tobias"
[[player]]
name = "Michelle"
persona = "permelia"
[[device]]
owner = 0
"""
DEVICE = 'tiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"}]\n'


def problems_of(text: str) -> list[str]:
    with pytest.raises(ScenarioError) as caught:
        load_scenario(text)
    return [str(p) for p in caught.value.problems]


def test_a_tile_that_is_not_a_table_says_how_a_tile_is_written():
    found = problems_of(PLAYERS + 'tiles = [3, {at=[0,1], tile="monetiser_1"}]\n')
    assert any(
        "device 1, tiles, tile 0: each tile is written { at = [row, column], tile = " in p
        for p in found
    ), found


def test_a_tile_without_its_position_says_what_it_needs_and_names_an_unknown_key():
    found = problems_of(PLAYERS + 'tiles = [{tyle="clockwork_source", rotation=1}]\n')
    assert any(
        "tile 0: needs both `at` (its grid position) and `tile` (its id)." in p for p in found
    ), found
    assert any("'tyle'" in p and "is not a key this table knows" in p for p in found), found
    assert len(found) == 2, found  # the optional rotation is no problem


def test_a_mechanic_that_is_not_a_table_or_lacks_its_player_is_reported():
    found = problems_of(PLAYERS + DEVICE + "mechanics = [7, {at=[0,0]}]\n")
    assert any(
        "mechanic 0: each mechanic is written { at = [row, column], player = 0 }" in p
        for p in found
    ), found
    assert any(
        "mechanic 1: needs `at` (the source it stands on) and `player` (whose mechanic it is)." in p
        for p in found
    ), found


def test_well_written_tiles_and_mechanics_load():
    state = load_scenario(PLAYERS + DEVICE + 'mechanics = [{at=[0,0], player="Michelle"}]\n')
    assert state.devices[0].layout[0][1] == "clockwork_source"
