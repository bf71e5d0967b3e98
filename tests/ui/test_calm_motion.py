"""Calm motion (Settings, Accessibility): after an AI move the table shows the end position at
once (no frame in between), the decorative clocks stand still, banners show without fading;
and what the sound says when a key is refused is said in words too."""

from __future__ import annotations

import pygame

from steamworks.rules.setup import GameSetup
from steamworks.session import GameSession
from steamworks.ui import motion
from steamworks.ui.game import announce
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks
from tests.support.driver import Driver, seats
from tests.support.workers import InstantWorker

DT = 1 / 60


def ai_first_game(make_app, calm: bool):
    app = make_app(hooks=make_hooks())
    app.change_settings(animation_speed=1.0, ai_delay=1.0, reduced_motion=calm)
    setup = GameSetup(seats=seats("ai:easy", "human"), seed=3, start_player=0)
    scene = GameScene(app, GameSession(setup), autosave=False)
    scene.controller.ai = InstantWorker()
    app.reset_to(scene)
    scene.controller.announce = None
    return app, scene


def frames_after_the_first_ai_move(app, scene, count: int) -> list[tuple[bool, bytes]]:
    """(animator idle, the window's pixels) for `count` frames from the one the move lands in."""
    seen = []
    while len(scene.session.log) == 0:
        app.frame(DT)
    seen.append((scene.animator.idle and not scene.animator.hidden(), _pixels(app)))
    for _ in range(count - 1):
        app.frame(DT)
        seen.append((scene.animator.idle and not scene.animator.hidden(), _pixels(app)))
    assert len(scene.session.log) == 1  # still the same move on show (the AI pace holds it)
    return seen


def _pixels(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def test_with_calm_motion_the_end_position_shows_at_once(make_app):
    app, scene = ai_first_game(make_app, calm=True)
    seen = frames_after_the_first_ai_move(app, scene, 20)
    assert all(idle for idle, _ in seen)  # no tween in flight in any frame
    assert len({picture for _, picture in seen}) == 1  # every frame the same still picture


def test_without_it_the_move_is_animated(make_app):
    # the same frames with the setting off do move: the test above can fail
    app, scene = ai_first_game(make_app, calm=False)
    seen = frames_after_the_first_ai_move(app, scene, 20)
    assert not seen[0][0]
    assert len({picture for _, picture in seen}) > 1


def test_the_setting_is_on_the_accessibility_screen_and_kept(make_app, data_dir):
    from steamworks.ui.settings import SettingsStore

    d = Driver(make_app())
    d.frames(1)
    d.app.nav.open_access_settings()
    d.frames(1)
    d.click("reduced_motion")
    assert d.app.settings.reduced_motion and motion.calm()
    assert SettingsStore(data_dir / "settings.json").settings.reduced_motion
    assert d.app.settings.animation_duration(0.5) == 0.0
    d.click("reduced_motion")
    assert not motion.calm() and d.app.settings.animation_duration(0.5) == 0.5


def test_clocks_stand_still_and_banners_do_not_fade():
    motion.set_calm(True)
    try:
        assert motion.phase(12.3) == 0.0
        # a banner a moment after it appeared, and a moment before it goes: fully there
        assert motion.opacity(announce.fade(0.01, 2.0)) == 1.0
        assert motion.opacity(announce.fade(1.99, 2.0)) == 1.0
        assert motion.moving_speed(2.0) == 0.0
    finally:
        motion.set_calm(False)
    assert motion.phase(12.3) == 12.3 and 0 < announce.fade(0.01, 2.0) < 1


def test_a_refused_undo_is_said_in_words_not_only_by_sound(make_app):
    from tests.support.driver import open_game, table_setup

    d = open_game(make_app, GameSession(table_setup()))
    controller = d.top.controller
    assert controller.undo_reason() is not None  # nothing to undo yet
    controller.toast = None
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert controller.toast is not None and controller.toast[0] == controller.undo_reason()
