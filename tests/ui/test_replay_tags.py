"""In the replay, the "Played" and "Better" tags beside a compared move's places cover no tile.

A mechanic placed on a source answers to a slot, a part of the tile: the tag went beside the
slot and so lay on the tile's own name (or on the next tile of the device). The tags now stand
beside the whole tile, off every device and off the other tag's place.
"""

from __future__ import annotations

import pygame
import pytest

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.ui.game import views as V
from steamworks.ui.game.sample_games import finished_session
from steamworks.ui.replay.screen import ReplayScene


def _compared_placements(count: int):
    """Steps of a seeded game where a mechanic went on a source and another source was open:
    (step, the move played, another placement on a source to call better)."""
    record = finished_session().record
    found = []
    for index, entry in enumerate(record.log):
        legal = engine.legal_actions(entry.before)
        sources = [a for a in legal if isinstance(a, A.PlaceDevice)]
        if isinstance(entry.action, A.PlaceDevice) and len(sources) > 3:
            other = next((a for a in sources if a.device != entry.action.device), None)
            if other is not None and entry.before.age >= 2:
                found.append((index, entry.action, other))
        if len(found) == count:
            break
    return record, found


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_the_tags_stand_off_every_tile(make_app, monkeypatch, size):
    record, cases = _compared_placements(3)
    assert len(cases) == 3
    app = make_app(size=size)
    boxes: list[tuple[str, pygame.Rect]] = []
    draw = V.draw_callout

    def recording(surface, text, *args, **kwargs):
        box = draw(surface, text, *args, **kwargs)
        boxes.append((text, box))
        return box

    monkeypatch.setattr(V, "draw_callout", recording)
    for index, chosen, better in cases:
        app.nav.open_title()
        app.nav.open_replay(record, index=index, chosen=chosen, better=better)
        scene = app.stack.top
        assert isinstance(scene, ReplayScene)
        boxes.clear()
        app.frame(1 / 60)
        assert {text for text, _ in boxes} == {"Played", "Better"}
        cells = [
            V.pg_rect(cell)
            for area in scene.layout.tableau.areas
            for device in area.devices
            for cell in device.cells.values()
        ]
        for text, box in boxes:
            assert box is not None
            hidden = [cell for cell in cells if box.colliderect(cell)]
            assert not hidden, f"step {index}: the {text} tag lies on a tile at {hidden[0]}"
