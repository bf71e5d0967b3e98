"""Hints on the Game scene, driven by real key and mouse events: H (or the Hint button) shows
the coach thinking, then its three choices over the log's card and numbered on the table; H,
Esc, an undo or a move put it away; an answer about a state the game has left is never shown;
hints switched off for a game leave the button disabled, saying why; the log says where a hint
was used, also after the game is saved and resumed; a suggested build is laid out in the build
panel, ready to confirm. The coach is a stand-in (tests/support/hints.py), so the choices are
known and the test decides when it has finished."""

from __future__ import annotations

import time

import attrs
import pygame

from steamworks.persistence import saves
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.session import GameSession
from steamworks.ui.game.hint_state import OFF
from steamworks.ui.game.hint_worker import HintWorker
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks
from steamworks.ui.scenes.title import TitleScene
from tests.support.driver import EVA_DEVICE, Driver, fast, open_game, play_by_clicks, table_setup
from tests.support.hints import HeldWorker, MadeUpSuggestion, made_up_suggest


def hinted_game(make_app, session: GameSession | None = None) -> tuple[Driver, HeldWorker]:
    d = open_game(make_app, session or GameSession(table_setup()))
    worker = HeldWorker()
    d.top.hint.worker = worker
    return d, worker


def point(rect) -> tuple[int, int]:
    x, y = rect.centre
    return round(x), round(y)


def log_texts(scene: GameScene) -> list[str]:
    return [line.text for line in scene.log_panel.lines]


def test_h_shows_the_coach_thinking_then_its_three_best_choices(make_app):
    d, worker = hinted_game(make_app)
    scene = d.top
    button = scene.widget("hint")
    assert button.is_enabled and button.text == "Hint"
    d.key(pygame.K_h)
    assert scene.hint.thinking and worker.request is not None
    assert scene.widget("hint").text == "Stop"  # pressing it again stops the coach
    first = scene.hint.thinking_text()
    d.frames(25)  # the dots go round while it thinks, and the window keeps drawing
    assert scene.hint.thinking and scene.hint.thinking_text() != first
    assert scene.hint.thinking_text().startswith("Thinking")
    worker.answer()
    d.frames(2)
    assert scene.hint.shown and not scene.hint.thinking
    expected = made_up_suggest(scene.session.state, 0)
    assert [s.action for s in scene.hint.suggestions] == [s.action for s in expected]
    assert scene.widget("hint").text == "Hide"
    # each choice is numbered where it is played: three places on the table
    places = scene.hint_places()
    assert [i for i, _ in places] == [0, 1, 2]
    for i, rect in places:
        target = next(t for t in scene.targets if t.rect == rect)
        assert scene.hint.suggestions[i].action in target.actions
    # a click on the second choice marks it, and plays nothing
    rows = scene.hint_panel._rows
    d.click_at(point(rows[1][1]))
    assert scene.hint.chosen == 1 and not scene.session.log
    d.key(pygame.K_3)
    assert scene.hint.chosen == 2 and not scene.session.log
    # H puts it away; the log's card shows again
    d.key(pygame.K_h)
    assert not scene.hint_open and scene.widget("hint").text == "Hint"


def test_esc_the_button_again_and_an_undo_stop_the_thinking(make_app):
    d, worker = hinted_game(make_app)
    scene = d.top
    d.key(pygame.K_h)
    d.key(pygame.K_ESCAPE)
    assert not scene.hint.thinking and worker.cancelled == 1
    assert d.top is scene  # Esc stopped the hint; it did not open the pause menu
    d.click("hint")
    assert scene.hint.thinking
    d.click("hint")
    assert not scene.hint.thinking and worker.cancelled == 2
    # a step of the turn, a hint, then Undo: the hint was about a decision that is gone
    play_by_clicks(d, A.PlacePersona(1))
    d.key(pygame.K_h)
    assert scene.hint.thinking
    d.click("undo")
    assert not scene.hint.thinking and not scene.session.log


def test_an_answer_about_a_state_the_game_has_left_is_never_shown(make_app):
    d, worker = hinted_game(make_app)
    scene = d.top
    d.key(pygame.K_h)
    worker.answer(token=scene.controller.version - 1)  # about an older state of the game
    d.frames(2)
    assert not scene.hint.shown and not scene.hint.thinking
    assert not scene.session.hint_pending and "Ada used a hint" not in log_texts(scene)


def test_a_real_worker_answers_off_the_ui_thread_and_a_cancelled_one_never(make_app):
    session = GameSession(table_setup())
    worker = HintWorker(made_up_suggest)
    worker.start(session.state, 0, 7, session.names)
    deadline = time.monotonic() + 30
    answer = None
    while answer is None and time.monotonic() < deadline:
        answer = worker.poll()
        time.sleep(0.01)
    assert answer is not None and answer.token == 7 and len(answer.suggestions) == 3

    def slow(state, seat, *, should_stop, **_):
        while not should_stop():
            time.sleep(0.005)
        return made_up_suggest(state, seat)

    worker = HintWorker(slow)
    worker.start(session.state, 0, 8, session.names)
    assert worker.busy
    worker.cancel()
    worker.shutdown(5.0)
    assert worker.poll() is None and not worker.busy


def test_hints_switched_off_leave_the_button_disabled_saying_why(make_app):
    setup = attrs.evolve(table_setup(), hints=False)
    d, worker = hinted_game(make_app, GameSession(setup))
    scene = d.top
    button = scene.widget("hint")
    assert not button.is_enabled
    assert OFF in scene._tips[button]
    d.key(pygame.K_h)
    assert not scene.hint.thinking and worker.request is None


def test_the_log_says_a_hint_was_used_also_after_the_game_is_resumed(make_app, data_dir):
    d, worker = hinted_game(make_app)
    scene = d.top
    d.key(pygame.K_h)
    worker.answer()
    d.frames(2)
    d.key(pygame.K_h)  # put away: the log's card shows again
    assert log_texts(scene)[-1] == "Ada used a hint"
    play_by_clicks(d, A.PlacePersona(1))
    play_by_clicks(d, engine.legal_actions(scene.session.state)[0])
    assert scene.session.log[0].hinted and not scene.session.log[1].hinted
    texts = log_texts(scene)
    assert texts.index("Ada used a hint") < next(
        i for i, t in enumerate(texts) if t.startswith("Ada places")
    )
    scene.controller.autosaver.flush()
    assert [e.hinted for e in saves.load_autosave().log] == [True, False]
    d.key(pygame.K_ESCAPE)
    d.click("quit_to_title")
    assert isinstance(d.top, TitleScene)
    d.click("continue")
    resumed = d.top
    assert isinstance(resumed, GameScene) and resumed is not scene
    assert [e.hinted for e in resumed.session.log] == [True, False]
    assert "Ada used a hint" in log_texts(resumed)


def best_build(state, seat, **_):
    return [MadeUpSuggestion(A.BuildDevice(EVA_DEVICE), 9.0, 0.0, "a Monetiser pays", "Build")]


def test_a_suggested_build_is_laid_out_in_the_build_panel_ready_to_confirm(make_app):
    session = GameSession(table_setup())
    session.submit(A.PlacePersona(2))  # Eva A: build a device of two tiles
    d, worker = hinted_game(make_app, session)
    scene = d.top
    worker.suggest = best_build
    panel = scene.build_panel
    assert panel is not None and not panel.model.placed
    d.key(pygame.K_h)
    worker.answer()
    d.frames(2)
    assert scene.hint.shown
    assert panel.model.confirm_enabled and panel.model.action() == A.BuildDevice(EVA_DEVICE)
    d.click_at(point(panel.button_rect("confirm")))
    assert scene.session.log[-1].action == A.BuildDevice(EVA_DEVICE)
    assert scene.session.log[-1].hinted


def test_the_coach_itself_answers_through_the_table(make_app):
    """The real coach on its thread (a fixed number of play-outs): its choices are legal, best
    first, each with a reason."""
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    scene.hint.worker = HintWorker(seconds=None)
    d.key(pygame.K_h)
    deadline = time.monotonic() + 120  # a hang guard, not a speed check
    while scene.hint.thinking and time.monotonic() < deadline:
        d.frames(1)
    assert scene.hint.shown
    legal = engine.legal_actions(scene.session.state)
    suggestions = scene.hint.suggestions
    assert 1 <= len(suggestions) <= 3 and all(s.action in legal for s in suggestions)
    assert suggestions[0].behind_best == 0 and all(s.reason and s.words for s in suggestions)
    assert [s.behind_best for s in suggestions] == sorted(s.behind_best for s in suggestions)


def test_hints_are_switched_off_on_the_new_game_screen_and_remembered(make_app, data_dir):
    app = make_app(hooks=make_hooks())
    fast(app)
    d = Driver(app)
    d.frames(1)
    d.click("new_game")
    assert d.top.widget("hints").text  # on by default
    d.click("hints")
    assert not d.top.widget("hints").text
    d.click("start")
    scene = d.top
    assert isinstance(scene, GameScene) and scene.controller.setup.hints is False
    assert not scene.widget("hint").is_enabled
    assert app.settings.last_setup["hints"] is False  # the next New game starts from it
    d.key(pygame.K_ESCAPE)
    d.click("quit_to_title")
    d.click("new_game")
    assert not d.top.widget("hints").text
