"""A device that grows keeps its place on the table (README: "Each player's devices keep their
place as new ones are built"), and so do the devices around it where the table has room.

The play test's table: three players, seventeen two-tile devices; an Upgrader adds a tile to a
device in the first row. Before, the three-tile device no longer fitted its row, wrapped to the
second and pushed every later device along.
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
    names = ("Ada", "Brunel", "Clementine", "Darwin")
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


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080)])
@pytest.mark.parametrize("players,devices", [(3, 17), (2, 8), (4, 12)])
def test_a_device_grown_along_its_row_moves_nothing(size, players, devices):
    reg = L.regions(size)
    state = _table(players, devices)
    before = T.tableau_layout(reg.tableau, state, reg.scale)
    for device in state.devices:
        after = T.tableau_layout(reg.tableau, _grow(state, device.id, GROWN_ALONG), reg.scale)
        assert after.tile == before.tile, "growing one device shrank the table"
        grown = after.device_box(device.id)
        old = before.device_box(device.id)
        assert grown is not None and old is not None
        # the same top-left corner, one tile wider
        assert (grown.frame.x, grown.frame.y) == (old.frame.x, old.frame.y)
        assert grown.frame.w > old.frame.w
        for other in state.devices:
            if other.id != device.id:
                assert _where(after, other.id) == _where(before, other.id), (
                    f"growing device {device.id} moved device {other.id}"
                )
        # and the grown device is still inside its owner's area, clear of its neighbours
        area = after.areas[device.owner]
        assert grown.frame.right <= area.body.right + 0.5
        for box in area.devices:
            if box.device != device.id:
                assert _apart(grown.frame, box.frame)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_a_device_grown_downwards_keeps_its_row_and_place_in_it(size):
    """A bent growth makes its row taller: the rows below may step down, but the device and
    its row keep their order."""
    reg = L.regions(size)
    state = _table(3, 17)
    before = T.tableau_layout(reg.tableau, state, reg.scale)
    for device in state.devices:
        after = T.tableau_layout(reg.tableau, _grow(state, device.id, GROWN_DOWN), reg.scale)
        old, grown = before.device_box(device.id), after.device_box(device.id)
        assert old is not None and grown is not None
        if after.tile == before.tile:
            assert (grown.frame.x, grown.frame.y) == (old.frame.x, old.frame.y)
        seat = device.owner
        assert _rows(after, seat) == _rows(before, seat), f"device {device.id} changed rows"
