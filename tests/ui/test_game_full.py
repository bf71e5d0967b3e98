"""Whole games through the Game scene: a hot-seat game of two humans played entirely by
clicks, and an AI-versus-AI game that runs on its own to the Results scene."""

from __future__ import annotations

import random
import time

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules.setup import GameSetup
from steamworks.session import GameSession
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks
from steamworks.ui.scenes.results import ResultsScene
from steamworks.ui.scenes.title import TitleScene
from tests.support.driver import Driver, fast, open_game, play_one_turn_step, seats


def test_a_whole_hot_seat_game_by_clicks(make_app):
    setup = GameSetup(seats=seats("human", "human"), seed=8, personas="draft")
    d = open_game(make_app, GameSession(setup))
    scene = d.top
    rng = random.Random(8)
    announced = set()
    for _ in range(1500):
        if not isinstance(d.top, GameScene):
            break
        state = scene.session.state
        if state.game_over:
            d.frames(5)  # the results follow a moment after the last move
            continue
        if scene.controller.announce is not None:
            announced.add(scene.controller.announce[0])
        play_one_turn_step(d, rng)
    assert isinstance(d.top, ResultsScene), "the game did not reach the results"
    session = scene.session
    assert session.state.game_over
    assert (
        GameSession(setup, session.actions).state == session.state
    )  # every move was an engine action
    assert any(
        isinstance(a, A.BuildDevice) for a in session.actions
    )  # devices were built in the panel
    assert announced == {0, 1}  # each human was told when the table passed to them
    assert not any(d.top.widget(n).rect.right > 1600 for n in d.top.widget_ids())


def test_ai_against_ai_runs_to_the_results(make_app):
    app = make_app(hooks=make_hooks())
    fast(app)
    d = Driver(app)
    setup = GameSetup(seats=seats("ai:easy", "ai:random"), seed=12)
    app.hooks.start_game(app, setup)
    scene = d.top
    assert isinstance(scene, GameScene)
    thinking_seen = False
    for _ in range(6000):
        d.frames(1)
        if isinstance(d.top, GameScene) and scene.controller.thinking:
            thinking_seen = True
            # frames cost next to nothing here: give the AI's thread the interpreter a moment,
            # as a real frame's wait would (else this loop can outrun the whole game)
            time.sleep(0.002)
        if isinstance(d.top, ResultsScene):
            break
    results = d.top
    assert isinstance(results, ResultsScene)
    assert thinking_seen
    assert scene.session.state.game_over
    assert GameSession(setup, scene.session.actions).state == scene.session.state
    assert results.lines[0].rank == 1 and "Royal Inventor" in results.winners_text()
    # Rematch: the same table with a new seed
    d.click("rematch")
    again = d.top
    assert isinstance(again, GameScene)
    assert again.session.setup.seats == setup.seats and again.session.setup.seed != setup.seed
    again.controller.ai.shutdown()
    app.nav.open_title()
    assert isinstance(d.top, TitleScene)


def test_the_ai_never_blocks_the_window(make_app, monkeypatch):
    """While an AI thinks, frames keep coming: the agent runs on a worker thread. Proved without
    timing: the agent is held until the test lets it go, and frames run meanwhile."""
    import threading

    from steamworks.ui.game.ai_worker import AIWorker

    release = threading.Event()
    real_agent = AIWorker._agent

    class HeldAgent:
        """Thinks until released (or cancelled), then answers as the real agent would."""

        def __init__(self, agent) -> None:
            self.agent = agent

        def choose_with_info(self, state, seat=None, cancel=None):
            # held for at most 20 s, so an agent wrongly run on the UI thread fails the test below
            # (it would have moved before the frames returned) instead of hanging it
            for _ in range(2000):
                if release.wait(0.01) or (cancel is not None and cancel.is_set()):
                    break
            return self.agent.choose_with_info(state, seat, cancel=cancel)

    monkeypatch.setattr(
        AIWorker, "_agent", lambda self, level, seed: HeldAgent(real_agent(self, level, seed))
    )
    app = make_app(hooks=make_hooks())
    app.change_settings(animation_speed=0.0, ai_delay=0.0)
    setup = GameSetup(seats=seats("ai:medium", "human"), seed=3, start_player=0)
    app.hooks.start_game(app, setup)
    scene = app.stack.top
    d = Driver(app)
    try:
        d.frames(30)  # the window draws 30 frames while the agent is still held
        assert scene.controller.thinking and scene.controller.ai.busy
        assert engine.to_act(scene.session.state) == 0 and not scene.session.actions
    finally:
        release.set()
    for _ in range(2000):
        if engine.to_act(scene.session.state) == 1:
            break
        d.frames(1)
        thread = scene.controller.ai._thread
        if thread is not None:
            thread.join(0.005)  # give the worker a moment instead of spinning
    assert (
        engine.to_act(scene.session.state) == 1
    )  # once released, the AI moved and it is the human's turn
