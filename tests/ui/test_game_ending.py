"""An ending the player sees: the round that will end the game says so on the board and in the
prompt from its first turn; after the last move the final table stays with "The game ends"
until the player goes on (a click or a key, or after a while); and "Since your last turn"
tells a round's end that the player's own move caused."""

from __future__ import annotations

import random

import pygame

from steamworks.matches.selfplay import builder_move
from steamworks.rules import engine
from steamworks.rules.ending import last_round
from steamworks.rules.setup import GameSetup
from steamworks.session import GameSession
from steamworks.ui.game.game_over_hold import wait_for
from steamworks.ui.game.log_lines import EVENT
from steamworks.ui.game.sample_games import before_the_end, last_round_session
from steamworks.ui.game.story_lines import since_last_turn
from steamworks.ui.game.table_events import EVENT_TIME
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.results import ResultsScene
from tests.support.driver import open_game, seats


def _prompt_text(scene: GameScene) -> str:
    model = scene._prompt_model(8)
    return f"{model.title} {model.detail}"


def test_the_last_round_is_said_from_its_first_turn(make_app):
    session = last_round_session()
    assert last_round(session.state) is not None and last_round(session.state).certain
    d = open_game(make_app, session)
    assert "This is the last round" in _prompt_text(d.top)


def test_an_earlier_round_says_nothing_of_the_end(make_app):
    session = GameSession(GameSetup(seats=seats("human", "human"), seed=1))
    assert last_round(session.state) is None
    d = open_game(make_app, session)
    assert "last round" not in _prompt_text(d.top).lower()


def _after_the_last_move(make_app):
    session, last_move = before_the_end()
    d = open_game(make_app, session)
    scene = d.top
    scene.submit(last_move)
    assert scene.session.state.game_over
    return d, scene


def test_the_final_table_waits_for_the_player_then_the_results(make_app):
    d, scene = _after_the_last_move(make_app)
    for _ in range(120):  # two seconds: the table, its round's end, then "The game ends"
        d.frames(1)
    assert d.top is scene
    # a key sends the round's end away (if still on show): "The game ends" shows, held
    d.key(pygame.K_SPACE)
    d.frames(2)
    banner = scene.controller.banners.current
    assert d.top is scene and banner is not None and "game ends" in banner.title.lower()
    d.key(pygame.K_SPACE)  # the player goes on
    d.frames(2)
    assert isinstance(d.top, ResultsScene)


def test_the_final_table_goes_on_by_itself_after_a_while(make_app):
    d, scene = _after_the_last_move(make_app)
    wait = wait_for(d.app.settings.ai_delay)
    # the round's end shows first (EVENT_TIME), then "The game ends" for `wait`
    frames = int(60 * (EVENT_TIME + wait + 2.0))
    for i in range(frames):  # noqa: B007 - how long it took is checked below
        d.frames(1)
        if d.top is not scene:
            break
    assert isinstance(d.top, ResultsScene)
    assert i > 60 * wait  # not at once: "The game ends" was on show for a while first


def test_since_your_last_turn_tells_the_round_your_own_move_ended():
    session = GameSession(GameSetup(seats=seats("human", "human", "human"), seed=4))
    rng = random.Random(4)
    while True:
        before = session.state.round
        seat = engine.to_act(session.state)
        session.submit(builder_move(session.legal_actions(), rng))
        if session.state.round != before and session.log[-1].seat == seat:
            break
    lines = since_last_turn(session, seat)
    assert any(line.kind == EVENT and "ends" in line.text for line in lines)
