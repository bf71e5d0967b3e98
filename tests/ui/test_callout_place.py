"""The callout beside the places that answer a decision ("Choose components to power, and their
power") keeps off the devices around them.

It went to the right of the component by default and then covered the next tile of the same
device, or the next device. `draw_callout` now takes what to keep clear and picks the first
side (each also slid sideways) that covers none of it, else the one covering least; the table
passes every device's frame, and the players' header bars as a lesser thing to cover (on a
crowded table the label may lie across a header bar rather than over a device).
"""

from __future__ import annotations

import random

import pygame
import pytest

from steamworks.matches.selfplay import builder_move
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.session import GameSession
from steamworks.ui.game import views as V
from steamworks.ui.game.target_keys import Component
from steamworks.ui.game.targets import Target
from steamworks.ui.geometry import Rect
from steamworks.ui.scenes.game import GameScene
from tests.support.driver import Driver

NAMES = ("Ada", "Brunel", "Clementine", "Darwin", "Edison")


def _powering(players: int, seed: int, skip: int) -> GameSession:
    """A seeded game stopped at a choice of components to power, past its first rounds."""
    seats = tuple(SeatSetup(NAMES[i], controller="human", colour=i) for i in range(players))
    session = GameSession(GameSetup(seats=seats, seed=seed))
    rng = random.Random(seed)
    met = 0
    while not session.over:
        frame = engine.current_decision(session.state)
        if isinstance(frame, F.ActivationFrame) and len(session.log) > 60:
            met += 1
            if met > skip:
                return session
        session.submit(
            builder_move(
                session.legal_actions(),
                rng,
                place_chance=0.5,
                build_kinds=(A.BuildDevice, A.AddTile),
            )
        )
    raise AssertionError("the seeded game never asked which component to power")


def test_the_label_goes_where_it_hides_nothing_to_keep_clear():
    pygame.font.init()
    surface = pygame.Surface((1600, 900))
    place = Target(Component(0, (0, 1)), Rect(200, 300, 56, 56), ())
    neighbour = Rect(260, 300, 56, 56)  # the device's next tile, right of the place
    text = "Choose components to power, and their power"
    plain = V.draw_callout(surface, text, [place], 1.0)
    assert plain is not None and plain.colliderect(pygame.Rect(260, 300, 56, 56))
    kept = V.draw_callout(surface, text, [place], 1.0, avoid=[neighbour])
    assert kept is not None and not kept.colliderect(pygame.Rect(260, 300, 56, 56))
    assert not kept.colliderect(pygame.Rect(200, 300, 56, 56))
    # a header bar right above and the next device row right below: over the bar, not a device
    bar, row = Rect(0, 270, 700, 22), Rect(150, 366, 300, 60)
    squeezed = V.draw_callout(surface, text, [place], 1.0, avoid=[neighbour, row], mind=[bar])
    assert squeezed is not None
    assert not squeezed.colliderect(pygame.Rect(260, 300, 56, 56))
    assert not squeezed.colliderect(pygame.Rect(150, 366, 300, 60))


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
@pytest.mark.parametrize("players, seed, skip", [(5, 7, 3), (4, 3, 2), (3, 8, 4)])
def test_the_power_callout_covers_no_device(make_app, monkeypatch, size, players, seed, skip):
    app = make_app(size=size)
    app.change_settings(animation_speed=0.0, ai_delay=0.0)
    scene = GameScene(app, _powering(players, seed, skip), autosave=False)
    app.reset_to(scene)
    Driver(app).frames(1)
    scene.controller.announce = None
    placed = []
    draw = V.draw_callout

    def recording(*args, **kwargs):
        box = draw(*args, **kwargs)
        placed.append(box)
        return box

    monkeypatch.setattr(V, "draw_callout", recording)
    app.frame(1 / 60)
    assert placed and placed[0] is not None
    box = placed[0]
    tableau = scene.layout.tableau
    for area in tableau.areas:
        for device in area.devices:
            assert not box.colliderect(V.pg_rect(device.frame)), f"covers device {device.device}"
    for target in scene.targets:
        assert not box.colliderect(V.pg_rect(target.rect))
