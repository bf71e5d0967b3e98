"""Playing turns on the Game scene through real mouse and keyboard events: starting from the
title, persona spaces, belt tiles, an opponent's device, passing, undo, and the prompts."""

from __future__ import annotations

import random

import pygame

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.session import GameSession
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks
from steamworks.ui.scenes.pause import PauseScene
from tests.support.driver import (
    EVA_DEVICE,
    Driver,
    build_by_clicks,
    fast,
    open_game,
    play_by_clicks,
    table_setup,
)


def test_start_a_new_game_from_the_title(make_app, data_dir):
    app = make_app(hooks=make_hooks())
    fast(app)
    d = Driver(app)
    d.frames(1)
    d.click("new_game")
    d.click("start")
    scene = d.top
    assert isinstance(scene, GameScene)
    assert (
        scene.controller.setup.seats[0].name == "Inventor"
        and scene.controller.setup.seats[0].controller == "human"
    )
    # an AI seat may already have moved during the frames above (moves land on this thread, in
    # the scene's update): the game is the setup's start followed by the moves logged so far
    replayed = engine.start(scene.controller.setup)
    for action in scene.session.actions:
        replayed = engine.apply(replayed, action)
    assert scene.session.state == replayed
    scene.controller.autosaver.flush()
    assert (data_dir / "autosave.json").is_file()  # Continue works from the first moment


def test_place_a_mechanic_on_a_persona_space_and_take_a_belt_tile(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    space = scene.layout.persona.spaces[0]  # "take the rightmost tile of a belt"
    d.click_at(tuple(int(v) for v in space.centre))
    state = scene.session.state
    assert scene.session.log[-1].action == A.PlacePersona(0)
    assert state.players[0].used == 1 and state.players[0].spaces[0]
    frame = engine.current_decision(state)
    assert isinstance(frame, F.TakeFrame) and frame.mode == F.TAKE_RIGHTMOST
    # exactly the rightmost tiles of the open belts glow, nothing else
    assert sorted(t.key for t in scene.targets) == [("belt", 0, 0), ("belt", 1, 0)]
    tile = state.belts[1][0]
    cell = scene.layout.board.cells[1][0]
    d.click_at(tuple(int(v) for v in cell.centre))
    after = scene.session.state
    assert scene.session.log[-1].action == A.TakeTile(1, 0)
    assert tile in after.players[0].supply
    assert engine.to_act(after) == 1  # the turn passed to Brunel


def test_place_on_an_opponents_device_pays_its_owner_a_clock(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    rng = random.Random(1)
    # Ada builds her Monetiser device with persona space 3, through the build panel
    play_by_clicks(d, A.PlacePersona(2))
    assert scene.build_panel is not None
    build_by_clicks(d, rng, A.BuildDevice(EVA_DEVICE))
    state = scene.session.state
    assert len(state.devices) == 1 and state.devices[0].owner == 0
    # Brunel places his mechanic on Ada's electrickal source by clicking it
    assert engine.to_act(state) == 1
    box = scene.layout.tableau.device_box(1)
    source = box.cells[(0, 0)]
    d.click_at(tuple(int(v) for v in source.centre))
    assert scene.session.log[-1].action == A.PlaceDevice(1, (0, 0))
    state = scene.session.state
    assert state.players[0].clocks == 1  # the owner's clock counter
    assert isinstance(engine.current_decision(state), F.ActivationFrame)
    # the Monetiser glows; Brunel powers it by clicking it
    monetiser = box.cells[(0, 1)]
    assert [t.key for t in scene.targets] == [("component", 1, (0, 1))]
    money = state.players[1].money
    d.click_at(tuple(int(v) for v in monetiser.centre))
    assert scene.session.state.players[1].money == money + 3


def test_pass_collects_the_wage(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    play_by_clicks(d, A.PlacePersona(1))  # Ada: take a basic source...
    play_by_clicks(d, A.ChooseSource("S"))
    # Brunel places, Clementine places, then Ada's second mechanic (wage £1) passes
    play_by_clicks(d, A.PlacePersona(1))
    play_by_clicks(d, A.ChooseSource("C"))
    play_by_clicks(d, A.PlacePersona(1))
    play_by_clicks(d, A.ChooseSource("E"))
    money = scene.session.state.players[0].money
    oid = scene.button_for(A.Pass())
    assert oid is not None and "collect £1" in scene.widget(oid).text
    d.click(oid)
    assert scene.session.log[-1].action == A.Pass()
    assert scene.session.state.players[0].money == money + 1


def test_undo_with_ctrl_z_and_the_button_and_its_reasons(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    undo = scene.widget("undo")
    assert not undo.is_enabled
    assert "Nothing has happened yet" in scene._tips[undo]
    start = scene.session.state
    play_by_clicks(d, A.PlacePersona(0))
    assert scene.widget("undo").is_enabled
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.session.state == start and not scene.session.log
    play_by_clicks(d, A.PlacePersona(0))
    d.click("undo")
    assert scene.session.state == start
    # once the turn has passed, undo is refused and says why
    play_by_clicks(d, A.PlacePersona(0))
    play_by_clicks(d, A.TakeTile(0, 0))
    undo = scene.widget("undo")
    assert not undo.is_enabled
    assert "turn has passed" in scene._tips[undo]
    before = scene.session.state
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.session.state == before


def test_escape_cancels_a_selection_first_then_opens_the_pause_menu(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, PauseScene)
    d.key(pygame.K_ESCAPE)
    assert d.top is scene


def test_prompt_offers_effect_options_and_decline(make_app):
    """A Distiller's options appear as buttons with the engine's words; Decline is there too."""
    setup = GameSetup(
        seats=(
            SeatSetup("Ada", persona="permelia", side="A"),
            SeatSetup("Brunel", colour=1, persona="tobias", side="A"),
        ),
        seed=2,
        personas="fixed",
        start_player=0,
    )
    session = GameSession(setup)
    # Ada builds Steam source + Distiller (her persona tile) after taking a steam source
    session.submit(A.PlacePersona(1))
    session.submit(A.ChooseSource("S"))
    session.submit(A.PlacePersona(1))
    session.submit(A.ChooseSource("S"))
    session.submit(A.PlacePersona(2))
    session.submit(A.BuildDevice((((0, 0), "steam_source", 0), ((0, 1), "persona_permelia_a", 0))))
    d = open_game(make_app, session)
    scene = d.top
    assert engine.to_act(scene.session.state) == 1
    play_by_clicks(d, A.PlaceDevice(1, (0, 0)))  # Brunel on Ada's steam source
    play_by_clicks(d, A.Activate((0, 1), "S"))  # power the Distiller
    frame = engine.current_decision(scene.session.state)
    assert isinstance(frame, F.EffectFrame) and frame.effect == "distiller"
    labels = [
        scene.widget(oid).text for oid in scene.prompt_buttons.choices if oid.startswith("choice_")
    ]
    # Brunel's was the round's last mechanic: either answer ends the round, and says so
    assert "⚠ Give up a steam source" in labels
    assert "⚠ Skip this effect" in labels
    assert scene.prompt.title.startswith("Give up a source")
    money = scene.session.state.players[1].money
    play_by_clicks(d, A.Choose("one:S"))
    assert scene.session.state.players[1].money == money + 5
