"""Playing the tutorial's lessons by clicks in UI tests: a lesson opened from the title, one
step played the learner's way, and a walk through the lessons that stops at every step
waiting for the learner's move (so a test can look at the table there)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from steamworks.rules import actions as A
from steamworks.teach import lessons as lessons_module
from steamworks.ui.scenes.game import GameScene

from .driver import Driver, build_by_clicks, fast, play_by_clicks


def open_lesson(make_app, index: int = 0, size=(1280, 720)) -> tuple[Driver, object]:
    """The title's Tutorial, then lesson `index` on the table: (driver, the lesson's guide)."""
    app = make_app(size=size)
    fast(app)
    d = Driver(app)
    d.frames(1)
    d.click("tutorial")
    d.click(f"lesson_{index}")
    assert isinstance(d.top, GameScene) and d.top.guide is not None
    return d, d.top.guide


def take_step(d: Driver, guide, rng: random.Random | None = None) -> None:
    """The step on show, done as a learner does it: Continue for a step to read or played for
    them, else its expected move by clicks (a build through the build panel)."""
    step = guide.run.step
    if step.read_only or step.auto:
        d.click("lesson_go")
        d.frames(10)
        return
    action = lessons_module.expected_action(d.top.session.state, step.expect[0])
    if isinstance(action, (A.BuildDevice, A.AddTile)):
        build_by_clicks(d, rng or random.Random(0), action)
    else:
        play_by_clicks(d, action)


def waiting_steps(d: Driver, guide) -> Iterator[None]:
    """From the lesson on show to the last: stops (yields) at every step waiting for the
    learner's move, then plays it; at each lesson's end goes on to the next."""
    for n in range(guide.index, len(guide.lessons)):
        assert guide.index == n
        while not guide.run.finished:
            step = guide.run.step
            if not (step.read_only or step.auto):
                yield
            take_step(d, guide, random.Random(n))
        d.click("lesson_go")
