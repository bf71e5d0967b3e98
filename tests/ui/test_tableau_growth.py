"""A device that grows keeps its place on the table (docs/playing.md: "Each player's devices keep
their place as new ones are built"), and so do the devices around it where the table has room.

The play test's table: three players, seventeen two-tile devices; an Upgrader adds a tile to a
device in the first row. Before, the three-tile device no longer fitted its row, wrapped to the
second and pushed every later device along. Now a row holds a set number of devices: the grown
device stays, the devices after it in its row step right, and when the row has no room the
whole table shrinks a step with every device in its row.
"""

from __future__ import annotations

import attrs
import pytest

from steamworks.rules.connectors import make_layout, normalise
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.rules.state import Device, GameState
from steamworks.session import GameSession
from steamworks.ui.game import layout as L
from steamworks.ui.game import tableau_layout as T

TWO = (((0, 0), "clockwork_source", 0), ((0, 1), "start_monetiser", 0))
# the same device after an Upgrader: a third tile at the end of the row, or under the source
GROWN_ALONG = TWO + (((0, 2), "start_monetiser", 0),)
GROWN_DOWN = TWO + (((1, 0), "start_monetiser", 0),)


def _table(players: int, devices: int) -> GameState:
    names = ("Ada", "Brunel", "Clementine", "Darwin", "Edison")
    seats = tuple(SeatSetup(names[i], controller="human", colour=i) for i in range(players))
    state = GameSession(GameSetup(seats=seats, seed=1)).state
    built = tuple(
        Device(id=k + 1, owner=k % players, layout=normalise(make_layout(TWO)))
        for k in range(devices)
    )
    return attrs.evolve(state, devices=built, next_device_id=devices + 1)


def _grow(state: GameState, device_id: int, cells) -> GameState:
    devices = tuple(
        attrs.evolve(d, layout=normalise(make_layout(cells))) if d.id == device_id else d
        for d in state.devices
    )
    return attrs.evolve(state, devices=devices)


def _where(lay: T.TableauLayout, device_id: int) -> tuple:
    box = lay.device_box(device_id)
    assert box is not None
    return box.frame, tuple(sorted(box.cells.items()))


def _apart(a, b) -> bool:
    return a.right <= b.x or b.right <= a.x or a.bottom <= b.y or b.bottom <= a.y


def _rows(lay: T.TableauLayout, seat: int) -> list[list[int]]:
    """The seat's devices row by row (top to bottom), each row left to right."""
    boxes = lay.areas[seat].devices
    tops = sorted({round(b.frame.y) for b in boxes})
    return [
        [b.device for b in sorted(boxes, key=lambda b: b.frame.x) if round(b.frame.y) == top]
        for top in tops
    ]


SIZES = [(1280, 720), (1600, 900), (1920, 1080)]
TABLES = [(3, 17), (3, 9), (2, 8), (4, 12), (5, 15)]


def _grow_each(size, players: int, devices: int, cells):
    """(device, layout before, layout after it grew into `cells`) for every device of a table
    of `devices` two-tile devices, owners in turn."""
    reg = L.regions(size)
    state = _table(players, devices)
    before = T.tableau_layout(reg.tableau, state, reg.scale)
    for device in state.devices:
        after = T.tableau_layout(reg.tableau, _grow(state, device.id, cells), reg.scale)
        yield device, before, after


@pytest.mark.parametrize("cells", [GROWN_ALONG, GROWN_DOWN], ids=["along", "down"])
@pytest.mark.parametrize("size", SIZES)
def test_on_the_play_tests_table_a_grown_device_and_every_other_keep_row_and_place(size, cells):
    """Three players, seventeen two-tile devices: whichever device grows, along its row or
    down, every device of every player stays in the same row at the same place in it, even
    when the table shrinks a step for the larger device."""
    for device, before, after in _grow_each(size, 3, 17, cells):
        for seat in range(3):
            assert _rows(after, seat) == _rows(before, seat), (
                f"growing device {device.id} changed the rows of seat {seat}"
            )


@pytest.mark.parametrize("cells", [GROWN_ALONG, GROWN_DOWN], ids=["along", "down"])
@pytest.mark.parametrize("players,devices", TABLES)
@pytest.mark.parametrize("size", SIZES)
def test_rows_hold_while_a_row_holds_as_many_devices(size, players, devices, cells):
    """On any table, a growth changes nobody's row while rows hold as many devices as before
    (when the table shrinks a step, rows may take one more device, as on any shrink); the
    grown device always stays inside its owner's area, clear of the others."""
    for device, before, after in _grow_each(size, players, devices, cells):
        for seat in range(players):
            if after.areas[seat].places_per_row == before.areas[seat].places_per_row:
                assert _rows(after, seat) == _rows(before, seat), (
                    f"growing device {device.id} changed the rows of seat {seat}"
                )
        area = after.areas[device.owner]
        grown = after.device_box(device.id)
        assert grown is not None
        assert area.body.x - 0.5 <= grown.frame.x and grown.frame.right <= area.body.right + 0.5
        for box in area.devices:
            if box.device != device.id:
                assert _apart(grown.frame, box.frame)


@pytest.mark.parametrize("cells", [GROWN_ALONG, GROWN_DOWN], ids=["along", "down"])
@pytest.mark.parametrize("players,devices", TABLES)
@pytest.mark.parametrize("size", SIZES)
def test_when_the_table_keeps_its_size_only_the_devices_after_it_in_its_row_step_aside(
    size, players, devices, cells
):
    """At the same tile size the grown device keeps its corner; the devices before it, and
    those in other rows, do not move at all (but rows below a row grown taller step down by
    that much); those after it in its row step right by the tile it gained, or not at all."""
    kept = 0
    for device, before, after in _grow_each(size, players, devices, cells):
        if after.tile != before.tile:
            continue
        kept += 1
        old, grown = before.device_box(device.id), after.device_box(device.id)
        assert old is not None and grown is not None
        assert (grown.frame.x, grown.frame.y) == (old.frame.x, old.frame.y)
        taller = grown.frame.h - old.frame.h
        wider = grown.frame.w - old.frame.w
        for box in before.areas[device.owner].devices:
            if box.device == device.id:
                continue
            was, now = box.frame, after.device_box(box.device).frame
            if was.y == old.frame.y and was.x > old.frame.x:  # after it, in its row
                assert now.y == was.y and now.x - was.x == pytest.approx(wider)
            elif was.y > old.frame.y:  # a row below
                assert now.x == was.x and now.y - was.y == pytest.approx(taller)
            else:
                assert _where(after, box.device) == _where(before, box.device)
        for seat, area in enumerate(before.areas):
            if seat != device.owner:
                for box in area.devices:
                    assert _where(after, box.device) == _where(before, box.device)
    if (players, devices) == (2, 8):  # a table with room: the tile size holds
        assert kept == devices
