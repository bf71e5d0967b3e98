"""Saving and loading from the Game scene: Ctrl+S and the pause menu's Save to a named slot,
the autosave after every action, Continue and Load from the title, and bad files."""

from __future__ import annotations

import random

import attrs
import pygame

from steamworks.persistence import saves
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.session import GameSession
from steamworks.ui.game.saving import SaveDialog
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks
from steamworks.ui.scenes.load import LoadScene
from steamworks.ui.scenes.message import MessageScene
from steamworks.ui.scenes.pause import PauseScene
from steamworks.ui.scenes.title import TitleScene
from tests.support.driver import (
    Driver,
    fast,
    open_game,
    play_by_clicks,
    play_one_turn_step,
    table_setup,
)


def _a_few_moves(d: Driver, count: int = 5) -> None:
    rng = random.Random(4)
    for _ in range(count):
        play_one_turn_step(d, rng)


def test_ctrl_s_saves_to_a_named_slot_and_load_resumes_it(make_app, data_dir):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    _a_few_moves(d)
    saved_state = scene.session.state
    d.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    dialog = d.top
    assert isinstance(dialog, SaveDialog)
    d.replace_text("save_name", "Tuesday evening")
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, MessageScene) and d.top.title == "Game saved"
    assert (data_dir / "Tuesday evening.json").is_file()
    d.key(pygame.K_RETURN)
    assert d.top is scene
    # play on, then load the save from the title's Load screen
    _a_few_moves(d, 2)
    assert scene.session.state != saved_state
    d.key(pygame.K_ESCAPE)
    d.click("quit_to_title")
    assert isinstance(d.top, TitleScene)
    d.click("load")
    assert isinstance(d.top, LoadScene)
    d.click("save_0")
    d.click("load")
    loaded = d.top
    assert isinstance(loaded, GameScene) and loaded is not scene
    assert loaded.session.state == saved_state
    assert loaded.session.actions == [
        e.action for e in saves.load_game(data_dir / "Tuesday evening.json").log
    ]


def test_the_pause_menus_save_asks_for_a_name(make_app, data_dir):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    play_by_clicks(d, A.PlacePersona(0))
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, PauseScene)
    d.click("save")
    assert isinstance(d.top, SaveDialog)
    d.replace_text("save_name", "From the menu")
    d.click("save")
    assert isinstance(d.top, MessageScene)
    assert saves.load_game(data_dir / "From the menu.json").state == scene.session.state
    # saving again under the same name asks before replacing
    d.key(pygame.K_RETURN)  # close the confirmation: back to the pause menu
    assert isinstance(d.top, PauseScene)
    d.click("save")
    d.replace_text("save_name", "From the menu")
    d.click("save")
    assert isinstance(d.top, MessageScene) and "Replace" in d.top.title
    d.click("choice_1")  # Replace
    assert isinstance(d.top, MessageScene) and d.top.title == "Game saved"


def test_the_suggested_name_sets_the_players_and_the_round_apart(make_app, data_dir):
    """'Ada, Lady Cogsworth & Dr Tinkerton — Age I, round 1', not the run-together
    'Ada Lady Cogsworth Dr Tinkerton - Age I round 1'; saved under exactly that name."""
    setup = table_setup()
    names = ("Ada", "Lady Cogsworth", "Dr Tinkerton")
    setup = attrs.evolve(
        setup, seats=tuple(attrs.evolve(s, name=n) for s, n in zip(setup.seats, names))
    )
    d = open_game(make_app, GameSession(setup))
    d.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    dialog = d.top
    assert isinstance(dialog, SaveDialog)
    expected = "Ada, Lady Cogsworth & Dr Tinkerton — Age I, round 1"
    assert dialog.text == expected
    assert dialog.widget("save_name").get_text() == expected
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, MessageScene) and d.top.title == "Game saved"
    assert (data_dir / f"{expected}.json").is_file()


def test_autosave_after_every_action_and_continue(make_app, data_dir):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    _a_few_moves(d, 4)
    scene.controller.autosaver.flush()
    auto = saves.load_autosave()
    assert auto is not None and auto.state == scene.session.state
    state = scene.session.state
    # quit to the title: Continue is offered and resumes the game exactly
    d.key(pygame.K_ESCAPE)
    d.click("quit_to_title")
    assert isinstance(d.top, TitleScene)
    assert d.top.widget("continue").is_enabled
    d.click("continue")
    assert isinstance(d.top, GameScene)
    assert d.top.session.state == state
    assert engine.to_act(d.top.session.state) == engine.to_act(state)


def test_a_bad_file_shows_the_problem_and_changes_nothing(make_app, data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "broken.json").write_text(
        '{"format": "steamworks-save", "format_version": 1, "log": ['
    )
    app = make_app(hooks=make_hooks())
    fast(app)
    d = Driver(app)
    d.frames(1)
    d.click("load")
    d.click("save_0")
    d.click("load")
    assert isinstance(d.top, MessageScene)
    assert d.top.text  # the save module's sentence, shown as it is
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, LoadScene)
    assert app.stack.find(GameScene) is None
    # and a bad file loaded from within a game leaves that game as it was
    session = GameSession(table_setup())
    app.reset_to(GameScene(app, session))
    d.frames(2)
    game = d.top
    play_by_clicks(d, A.PlacePersona(0))
    state = game.session.state
    d.key(pygame.K_ESCAPE)
    d.click("load")
    d.click("save_0")
    d.click("load")
    assert isinstance(d.top, MessageScene)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert d.top is game and game.session.state == state
