"""The Analysis screen, driven by real input: opened from Load and from Results, the run in
the background with its progress, Stop, and leaving while it runs."""

from __future__ import annotations

import functools
import time
from pathlib import Path

import pygame

from steamworks.coach.analysis import human_seats
from steamworks.persistence.saves import save_game
from steamworks.ui.analysis import runner as runner_module
from steamworks.ui.analysis.screen import AnalysisScene
from steamworks.ui.game.sample_games import finished_session
from steamworks.ui.scenes.load import LoadScene
from steamworks.ui.scenes.message import MessageScene
from steamworks.ui.scenes.results import ResultsScene
from tests.support.coach import played_record
from tests.support.driver import Driver


@functools.cache
def short_game():
    return played_record(seed=6, players=2, max_actions=40)


def finish(d: Driver, runner) -> None:
    assert runner.join(timeout=120)
    d.frames(2)


def analyse_from_load(make_app, data_dir: Path):
    """Save the short game, open Load and press Analyse on it: the game and the driver."""
    record = short_game()
    data_dir.mkdir(parents=True, exist_ok=True)
    save_game(data_dir / "evening.json", record.setup, record.log, record.state)
    d = Driver(make_app())
    d.frames(1)
    d.click("load")
    assert isinstance(d.top, LoadScene)
    d.click("analyse")
    return record, d


def test_load_analyses_the_selected_save(make_app, data_dir: Path, quick_runs):
    record, d = analyse_from_load(make_app, data_dir)
    scene = d.top
    assert isinstance(scene, AnalysisScene) and len(quick_runs) == 1
    finish(d, quick_runs[0])
    result = scene.analysis
    assert result is not None and result.complete
    assert result.seats == human_seats(record.setup) == (0,)
    assert len(result.curve) == len(record.log) + 1
    assert scene.status_text().startswith(f"{result.done} decisions reviewed")
    assert scene.widget_or_none("stop") is None  # nothing left to stop
    d.frames(1)  # the finished screen draws
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, LoadScene)


def test_stop_keeps_what_was_found(make_app, data_dir: Path, monkeypatch):
    # the analysis holds back its last, complete result until it is stopped: still running when
    # Stop is clicked however fast the machine (a short game's review can end in milliseconds)
    real_steps = runner_module.analyse_steps

    def held_steps(*args, should_stop, **kw):
        for partial in real_steps(*args, should_stop=should_stop, **kw):
            if partial.complete:
                while not should_stop():
                    time.sleep(0.005)
                return
            yield partial

    monkeypatch.setattr(runner_module, "analyse_steps", held_steps)
    _, d = analyse_from_load(make_app, data_dir)
    scene = d.top
    assert scene.running
    d.click("stop")
    finish(d, scene.runner)
    assert scene.runner.cancelled and not scene.analysis.complete
    assert scene.status_text().startswith("stopped after")
    assert scene.widget_or_none("stop") is None


def test_a_damaged_save_is_explained(make_app, data_dir: Path):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "broken.json").write_text("{")
    d = Driver(make_app())
    d.frames(1)
    d.click("load")
    d.click("analyse")
    assert isinstance(d.top, MessageScene)
    assert d.top.title == "This save cannot be analysed"


def test_results_opens_the_analysis_and_leaving_cancels_it(make_app):
    app = make_app()
    d = Driver(app)
    app.reset_to(ResultsScene(app, finished_session()))
    d.frames(1)
    d.click("analyse")
    scene = d.top
    assert isinstance(scene, AnalysisScene) and scene.running
    d.frames(3)  # partial results draw while it runs
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, ResultsScene)
    assert scene.runner.cancelled and scene.runner.join(timeout=30)


def test_a_costly_decision_opens_in_the_replay_with_the_better_move(make_app, quick_runs):
    from steamworks.ui.replay.screen import ReplayScene

    record = short_game()
    app = make_app()
    d = Driver(app)
    app.nav.open_analysis(record)
    scene = d.top
    finish(d, quick_runs[0])
    boxes = scene.review_boxes()
    assert boxes, "the short game has a decision that cost something"
    box, review = boxes[0]
    d.click_at(box.center)
    replay = d.top
    assert isinstance(replay, ReplayScene) and replay.index == review.index
    assert [label for label, _targets in replay.marks] == ["Played", "Better"]
    d.key(pygame.K_ESCAPE)
    assert d.top is scene
    if len(boxes) > 1:  # the keys open them too, by their numbers
        d.key(pygame.K_2)
        assert isinstance(d.top, ReplayScene) and d.top.index == boxes[1][1].index
