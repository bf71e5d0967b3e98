"""A monkey at the table: thousands of random clicks, drags, wheel turns and keys sent through
the app's event loop to the Game scene (and whatever it opens). Nothing may raise, and the game
must always be exactly what its logged engine actions make it."""

from __future__ import annotations

import random

import pygame

from steamworks.rules.setup import GameSetup
from steamworks.session import GameSession
from steamworks.ui.scenes.game import GameScene
from tests.support.driver import open_game, seats

KEYS = (
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_z,
    pygame.K_s,
    pygame.K_r,
    pygame.K_TAB,
    pygame.K_DELETE,
    pygame.K_a,
    pygame.K_SPACE,
)


def _random_event(
    rng: random.Random, scene: GameScene, size: tuple[int, int]
) -> list[pygame.event.Event]:
    w, h = size
    if (
        scene.targets and rng.random() < 0.45
    ):  # aim at the glowing places often, so the game moves on
        pos = rng.choice(scene.targets).centre
    elif scene.prompt_buttons.choices and rng.random() < 0.3:
        button = scene._named.get(rng.choice(list(scene.prompt_buttons.choices)))
        pos = button.rect.center if button is not None else (rng.randrange(w), rng.randrange(h))
    else:
        pos = (rng.randrange(w), rng.randrange(h))
    roll = rng.random()
    if roll < 0.55:
        button = 1 if rng.random() < 0.9 else 3
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]
    if roll < 0.7:  # a drag from one place to another
        end = (rng.randrange(w), rng.randrange(h))
        mid = ((pos[0] + end[0]) // 2, (pos[1] + end[1]) // 2)
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
        ]
    if roll < 0.8:
        return [
            pygame.event.Event(
                pygame.MOUSEWHEEL,
                x=0,
                y=rng.choice((-1, 1)),
                flipped=False,
                precise_x=0.0,
                precise_y=0.0,
            )
        ]
    if roll < 0.9:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    key = rng.choice(KEYS)
    mod = pygame.KMOD_CTRL if rng.random() < 0.25 else 0
    return [
        pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
        pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0),
    ]


def test_monkey_clicks_never_break_the_game(make_app):
    setup = GameSetup(seats=seats("human", "ai:random", "human"), seed=17, personas="draft")
    d = open_game(make_app, GameSession(setup))
    app = d.app
    scene = d.top
    rng = random.Random(17)
    sent = 0
    while sent < 3000:
        top = app.stack.top
        if top is not scene:
            # the monkey opened the pause menu, a dialog or a screen from it: Esc back to the table
            if scene not in app.stack.scenes:
                break
            pygame.event.post(
                pygame.event.Event(
                    pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0
                )
            )
            d.frames(1)
            continue
        for event in _random_event(rng, scene, app.window_size):
            pygame.event.post(event)
            sent += 1
        d.frames(1)
        if sent % 300 < 4:
            assert GameSession(setup, scene.session.actions).state == scene.session.state
    assert scene in app.stack.scenes or app.stack.top.name == "results"
    session = scene.session
    assert len(session.log) > 20, "the monkey should have moved the game on"
    assert GameSession(setup, session.actions).state == session.state
