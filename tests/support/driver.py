"""The UI tests' one driver: synthetic input, and playing the game table by clicking.

`Driver` is the game's own `steamworks.ui.driver.InputDriver`: it posts real pygame events to
an opened app and steps its frames, so tests drive the game the way a player's mouse and
keyboard would. The game helpers below (`open_game`, `play_by_clicks`, `build_by_clicks`,
`play_one_turn_step`) play the Game scene the way a person does: they may choose an action
with the engine (the tests need a reproducible game), but they always deliver it as real mouse
events at the place the scene shows for it: a glowing target on the table, a prompt button, or
the build panel's tray, cells and buttons.

This module imports pygame: tests/ui/conftest.py sets SDL's dummy drivers before it does.
"""

from __future__ import annotations

import random

import pygame

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.session import GameSession
from steamworks.ui.driver import InputDriver
from steamworks.ui.game.confirm import IDLE_QUESTION
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks

from .positions import fixed_setup

NAMES = ("Ada", "Brunel", "Clementine", "Darwin", "Edison")
TABLE_PERSONAS = (("eva", "A"), ("alice", "A"), ("rowena", "A"), ("lucius", "A"))
# Eva A's Monetiser, which she can build at once in the `table_setup` game
EVA_DEVICE = (((0, 0), "electrickal_source", 0), ((0, 1), "persona_eva_a", 0))


# the one input driver, shared with the build panel's screenshots (3 frames to settle)
Driver = InputDriver


# --- the game table -----------------------------------------------------------------------------


def fast(app) -> None:
    """No animations and no AI delay: tests do not wait for people to follow."""
    app.change_settings(animation_speed=0.0, ai_delay=0.0)


def seats(*controllers: str) -> tuple[SeatSetup, ...]:
    """Seats for random personas, one per controller ("human", "ai:easy"...), named from Ada on."""
    return tuple(SeatSetup(NAMES[i], controller=c, colour=i) for i, c in enumerate(controllers))


def table_setup(players: int = 3) -> GameSetup:
    """Eva A (a Monetiser to build at once), Alice A and Rowena A (and Lucius A); Ada starts."""
    return fixed_setup(*TABLE_PERSONAS[:players], seed=21, start=0, names=NAMES[:players])


def open_title(make_app, size=(1600, 900)) -> Driver:
    """An app on the title screen with the desktop game's hooks (saves, loads and new games
    work as in the game), animations instant, one frame drawn."""
    app = make_app(size=size, hooks=make_hooks())
    fast(app)
    d = Driver(app)
    d.frames(1)
    return d


def open_game(make_app, session: GameSession, size=(1600, 900)) -> Driver:
    """An app showing `session` in the Game scene (autosaving into the test's data folder)."""
    app = make_app(size=size, hooks=make_hooks())
    fast(app)
    app.reset_to(GameScene(app, session))
    d = Driver(app)
    d.frames(2)
    d.top.controller.announce = None
    d.top.recap.hide()  # "since your last turn" lies over the log; the tests that want it open it again
    return d


def clickable(scene: GameScene) -> list:
    """Legal actions that one click (or a click on a selected place) can play now."""
    return [a for a in scene.legal if scene.click_plan(a) is not None]


def click_plan_point(d: Driver, plan) -> tuple[int, int]:
    kind, where = plan
    if kind == "widget":
        widget = d.top.widget(where)
        assert widget.visible and widget.is_enabled, where
        return widget.rect.center
    return where


def play_by_clicks(d: Driver, action, max_clicks: int = 6) -> None:
    """Play `action` by clicking what the scene offers for it (a target, then a button...)."""
    scene = d.top
    assert isinstance(scene, GameScene)
    before = len(scene.session.log)
    for _ in range(max_clicks):
        plan = scene.click_plan(action)
        if plan is None and scene.selection is not None:
            # selected, but its button is on another page: turn the pages
            d.click("page_next")
            continue
        assert plan is not None, f"nothing on screen plays {action}"
        d.click_at(click_plan_point(d, plan))
        if d.top is not scene and getattr(d.top, "title", None) == IDLE_QUESTION:
            d.key(pygame.K_RETURN)  # "Place here": a player may block a space that gains nothing
        if len(scene.session.log) > before:
            return
    raise AssertionError(f"{action} was not played after {max_clicks} clicks")


def build_by_clicks(d: Driver, rng: random.Random, action=None) -> None:
    """Answer a BuildFrame or AddFrame through the build panel: pick a legal layout, place its
    tiles by clicking the tray and the grid, turn modifiers by right clicks, confirm. When the
    panel cannot be brought to that layout, decline with its Decline button."""
    scene = d.top
    panel = scene.build_panel
    assert panel is not None
    state = scene.session.state
    frame = engine.current_decision(state)
    legal = [a for a in engine.legal_actions(state) if isinstance(a, (A.BuildDevice, A.AddTile))]
    before = len(scene.session.log)
    if action is None and legal and rng.random() < 0.85:
        action = rng.choice(legal)
    if action is not None:
        if isinstance(frame, F.BuildFrame):
            cells = panel.visible_cells()
            r0 = min(r for r, _ in cells) + 1
            c0 = min(c for _, c in cells) + 1
            placements = [((r + r0, c + c0), tid, rot) for (r, c), tid, rot in action.layout]
        else:
            index = [choice.device_id for choice in panel.model.devices].index(action.device)
            if index != panel.model.device_index:
                listed = panel.positions.device_list
                if listed is not None:  # a long list: the wheel brings the device's row in view
                    d.hover(tuple(int(v) for v in listed.view.centre))
                    for _ in range(len(panel.model.devices)):
                        row = panel.tab_rects()[index]
                        if listed.shows_whole(row):
                            break
                        d.wheel(1 if row.y < listed.view.y else -1)
                d.click_at(tuple(int(v) for v in panel.tab_rects()[index].centre))
            placements = [(action.pos, action.tile, action.rotation)]
        for cell, tid, rot in placements:
            d.click_at(panel.tray_slot_centre(tid))
            d.click_at(panel.cell_centre(cell))
            for _ in range(4):
                placed = panel.model.tile_at(cell)
                if placed is None or placed[1] == rot or not panel.model.can_rotate(cell):
                    break
                d.click_at(panel.cell_centre(cell), button=3)
        if panel.model.confirm_enabled:
            d.click_at(tuple(int(v) for v in panel.button_rect("confirm").centre))
            if len(scene.session.log) > before:
                return
    d.click_at(tuple(int(v) for v in panel.button_rect("cancel").centre))
    assert len(scene.session.log) > before, "the build panel's Decline did not answer the decision"


def play_one_turn_step(d: Driver, rng: random.Random) -> None:
    """One decision of whoever is to act (a human), chosen at random among what is on screen."""
    scene = d.top
    frame = engine.current_decision(scene.session.state)
    if isinstance(frame, (F.BuildFrame, F.AddFrame)):
        build_by_clicks(d, rng)
        return
    options = clickable(scene)
    assert options, f"nothing clickable for {frame}"
    # keep games moving: prefer real actions to declining or passing, as players do
    busy = [a for a in options if not isinstance(a, (A.Decline, A.EndActivation, A.Pass))]
    action = rng.choice(busy if busy and rng.random() < 0.8 else options)
    play_by_clicks(d, action)
