"""A place where a worker would gain nothing now (rules/idle.py), on the table, driven headless
through real events: drawn as idle yet still playable, its tooltip says why, and choosing it
asks "Place here anyway?" first (Esc cancels with nothing changed, Enter places), by click or
by keyboard, unless the "Ask before a placement that gains nothing" setting is off.

The table is `sample_games.idle_session`: Brunel (a human, as every seat) is to act, and Ada's
Electrickal Source powers a Manufacturer that would build nothing for him.
"""

from __future__ import annotations

import pygame

from steamworks.rules import actions as A
from steamworks.rules import engine, idle
from steamworks.ui.art.theme import TOOLTIP_DELAY
from steamworks.ui.game import target_keys as K
from steamworks.ui.game.confirm import IDLE_QUESTION, WARNING_MARK
from steamworks.ui.game.sample_games import idle_session
from steamworks.ui.game.targets import idle_keys
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.message import MessageScene
from tests.support.driver import Driver, open_game


def idle_target(scene: GameScene):
    """The idle Manufacturer's source, as the table offers it."""
    idle_places = idle_keys(scene.session.state, scene.targets)
    return next(
        t for t in scene.targets if t.key in idle_places and isinstance(t.key, K.SourceSlot)
    )


def click(d: Driver, target) -> None:
    d.click_at(tuple(int(v) for v in target.centre))


def test_the_idle_place_is_drawn_as_idle_and_a_useful_one_is_not(make_app):
    d = open_game(make_app, idle_session())
    scene = d.top
    state = scene.session.state
    target = idle_target(scene)
    (action,) = target.actions
    assert idle.is_idle(state, action)
    useful = [t for t in scene.targets if t.key not in idle_keys(state, scene.targets)]
    assert useful, "the player has places that do something too"
    assert all(not all(idle.is_idle(state, a) for a in t.actions) for t in useful)


def test_its_tooltip_says_why_as_a_warning(make_app):
    d = open_game(make_app, idle_session())
    scene = d.top
    target = idle_target(scene)
    d.post(pygame.MOUSEMOTION, pos=target.centre, rel=(1, 1), buttons=(0, 0, 0))
    d.frames(int(TOOLTIP_DELAY * 60) + 4)
    assert scene.hover_key == target.key
    tip = scene._tip(target.key, scene.mouse)
    reason = idle.idle_reason(scene.session.state, target.actions[0])
    assert reason is not None and "nothing to build" in reason
    assert f"{WARNING_MARK} {reason}" in tip.lines


def test_a_click_asks_first_and_esc_cancels_with_nothing_changed(make_app):
    d = open_game(make_app, idle_session())
    scene = d.top
    before, moves = scene.session.state, len(scene.session.log)
    click(d, idle_target(scene))
    assert isinstance(d.top, MessageScene) and d.top.title == IDLE_QUESTION
    assert "It gains you nothing now." in d.top.text and "nothing to build" in d.top.text
    d.key(pygame.K_ESCAPE)
    assert d.top is scene
    assert len(scene.session.log) == moves and scene.session.state is before


def test_enter_places_the_worker_anyway(make_app):
    d = open_game(make_app, idle_session())
    scene = d.top
    target = idle_target(scene)
    moves = len(scene.session.log)
    click(d, target)
    assert isinstance(d.top, MessageScene)
    d.key(pygame.K_RETURN)  # "Place here"
    assert d.top is scene
    assert len(scene.session.log) == moves + 1
    assert scene.session.log[-1].action == target.actions[0]
    story = scene.session.log[-1].story
    assert any("does nothing for Brunel: nothing to build" in e.text for e in story)


def test_with_the_setting_off_a_click_places_at_once(make_app):
    d = open_game(make_app, idle_session())
    d.app.change_settings(ask_idle_placement=False)
    scene = d.top
    target = idle_target(scene)
    moves = len(scene.session.log)
    click(d, target)
    assert d.top is scene
    assert len(scene.session.log) == moves + 1 and scene.session.log[-1].action == target.actions[0]


def test_the_keyboard_asks_the_same_question(make_app):
    d = open_game(make_app, idle_session())
    scene = d.top
    target = idle_target(scene)
    keys = [item.key for item in scene.focus_items()]
    assert target.key in keys
    d.key(pygame.K_TAB)
    for _ in range(keys.index(target.key)):
        d.key(pygame.K_TAB)
    assert scene.focused() is not None and scene.focused().key == target.key
    moves = len(scene.session.log)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, MessageScene) and d.top.title == IDLE_QUESTION
    d.key(pygame.K_ESCAPE)
    assert len(scene.session.log) == moves
    assert scene.focused().key == target.key  # the ring is where it was
    d.key(pygame.K_RETURN)
    d.key(pygame.K_RETURN)  # "Place here"
    assert scene.session.log[-1].action == target.actions[0]


def test_a_useful_place_is_played_without_a_question(make_app):
    d = open_game(make_app, idle_session())
    scene = d.top
    state = scene.session.state
    useful = next(
        t
        for t in scene.targets
        if len(t.actions) == 1
        and t.key not in idle_keys(state, scene.targets)
        and isinstance(t.actions[0], (A.PlacePersona, A.PlaceDevice))
        and engine.apply(state, t.actions[0]).round == state.round
    )
    moves = len(scene.session.log)
    click(d, useful)
    assert d.top is scene and len(scene.session.log) == moves + 1
