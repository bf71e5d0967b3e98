"""The device areas stay put: building a device never moves what is already on the table.

Whole games are played by seeded random moves that favour building (as the smoke table is
made), and the tableau's layout is taken after every action. Whenever a device is added, every
device that was already there keeps exactly its frame and tile rects, unless the whole table had
to shrink a tile step to make room (which the test counts, and which must stay rare). Each
seat's area depends only on the number of players.
"""

from __future__ import annotations

import random

import attrs
import pytest

from steamworks.matches.selfplay import builder_move
from steamworks.rules.connectors import make_layout, normalise
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.rules.state import Device
from steamworks.session import GameSession
from steamworks.ui.game import layout as L
from steamworks.ui.game import tableau_layout as T

SIZES = [(1280, 720), (1600, 900), (1920, 1080)]


def _snapshot(lay: T.TableauLayout) -> dict[int, tuple]:
    out = {}
    for area in lay.areas:
        for box in area.devices:
            out[box.device] = (box.frame, tuple(sorted(box.cells.items())))
    return out


def _builder_game(players: int, seed: int):
    """Yield the state after every action of a random game that builds whenever it can."""
    names = ("Ada", "Brunel", "Clementine", "Darwin", "Edison")
    seats = tuple(SeatSetup(names[i], controller="human", colour=i) for i in range(players))
    session = GameSession(GameSetup(seats=seats, seed=seed))
    rng = random.Random(seed)
    while not session.over:
        session.submit(builder_move(session.legal_actions(), rng))
        yield session.state


@pytest.mark.parametrize("players,seed", [(2, 5), (3, 4), (4, 11), (5, 7)])
@pytest.mark.parametrize("size", SIZES)
def test_existing_devices_do_not_move_when_one_is_built(players, seed, size):
    reg = L.regions(size)
    before_state = None
    before = {}
    before_tile = 0.0
    areas = None
    added = moved = shrinks = 0
    for state in _builder_game(players, seed):
        lay = T.tableau_layout(reg.tableau, state, reg.scale)
        now = _snapshot(lay)
        area_rects = [a.rect for a in lay.areas]
        if areas is None:
            areas = area_rects
        assert area_rects == areas, "a player's area moved"
        if before_state is not None and len(now) > len(before):
            added += 1
            if lay.tile != before_tile:
                assert lay.tile < before_tile  # the table only ever shrinks to make room
                shrinks += 1
            else:
                for device, rects in before.items():
                    if now.get(device) != rects:
                        moved += 1
        before_state, before, before_tile = state, now, lay.tile
    assert added >= 4, "the game built too few devices to test anything"
    assert moved == 0
    # the tile shrinks a step now and then as areas fill, never at every new device
    assert shrinks <= max(3, added // 3), (shrinks, added)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_areas_depend_only_on_the_number_of_players(players):
    reg = L.regions((1600, 900))
    areas = T.tableau_areas(reg.tableau, players, reg.scale)
    assert len(areas) == players
    widths = {round(a.w, 3) for a in areas[: (players + 1) // 2 if players > 3 else players]}
    assert len(widths) == 1  # equal shares in a row
    for i, a in enumerate(areas):
        for b in areas[i + 1 :]:
            assert (
                a.right <= b.x + 0.01
                or b.right <= a.x + 0.01
                or a.bottom <= b.y + 0.01
                or b.bottom <= a.y + 0.01
            )


# devices of two to four tiles, in one row or bent (as players build them)
DEVICE_SHAPES = (
    (((0, 0), "clockwork_source", 0), ((0, 1), "start_monetiser", 0)),
    (((0, 0), "steam_source", 0), ((0, 1), "start_condenser", 0), ((0, 2), "steam_source", 0)),
    (
        ((0, 0), "clockwork_source", 0),
        ((0, 1), "manufacturer_3", 0),
        ((1, 1), "electrickal_source", 0),
    ),
    (
        ((0, 0), "steam_source", 0),
        ((0, 1), "start_condenser", 0),
        ((0, 2), "steam_source", 0),
        ((0, 3), "start_librarifier", 0),
    ),
)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES)
def test_a_full_table_moves_old_devices_only_when_it_shrinks(players, size):
    """Eight devices each (more than most games see), built round the table: a device added
    never moves another unless the tile size steps down, and that is the exception."""
    names = ("Ada", "Brunel", "Clementine", "Darwin", "Edison")
    seats = tuple(SeatSetup(names[i], controller="human", colour=i) for i in range(players))
    state = GameSession(GameSetup(seats=seats, seed=1)).state
    reg = L.regions(size)
    lay = T.tableau_layout(reg.tableau, state, reg.scale)
    before, before_tile = _snapshot(lay), lay.tile
    shrinks = 0
    for k in range(8 * players):
        cells = DEVICE_SHAPES[(k * 7 + k // players) % len(DEVICE_SHAPES)]
        device = Device(
            id=state.next_device_id, owner=k % players, layout=normalise(make_layout(cells))
        )
        state = attrs.evolve(
            state, devices=state.devices + (device,), next_device_id=state.next_device_id + 1
        )
        lay = T.tableau_layout(reg.tableau, state, reg.scale)
        now = _snapshot(lay)
        if lay.tile == before_tile:
            assert all(now[d] == rects for d, rects in before.items()), f"device {k} moved others"
        else:
            assert lay.tile < before_tile
            shrinks += 1
        for area in lay.areas:  # and everything is still inside its owner's area
            for box in area.devices:
                assert area.body.x - 0.5 <= box.frame.x and box.frame.right <= area.body.right + 0.5
                assert (
                    area.body.y - 0.5 <= box.frame.y and box.frame.bottom <= area.body.bottom + 0.5
                )
        before, before_tile = now, lay.tile
    # at most one device in four makes the table step down (the other three move nothing)
    assert shrinks <= 8 * players // 4, shrinks
