"""What the tutorial's table says to the learner reads right (issue #30): the learner's seat is
named "You", so every tooltip and every move's words say "your", never "You's"; and while a
lesson waits on its card (a step to read, or the lesson done) nobody "is thinking"."""

from __future__ import annotations

import random

from steamworks.rules import engine
from steamworks.rules.describe import describe_action
from steamworks.rules.words import possessive
from steamworks.ui.game.tooltips import tip_for
from steamworks.ui.scenes.game import GameScene
from tests.support.lessons import open_lesson, take_step


def test_possessive_speaks_to_you():
    assert possessive("Ada") == "Ada's"
    assert possessive("You") == "your" and possessive("You", start=True) == "Your"


def _texts(scene) -> list[str]:
    """Every tooltip of the table and the words of every move the learner may make."""
    state = scene.session.state
    names = scene.session.names
    legal = engine.legal_actions(state)
    out = []
    keys = [key for key, _rect in scene.regions_hover] + [t.key for t in scene.targets]
    for key in keys:
        tip = tip_for(key, state, names, legal, True, (), scene.layout.focus)
        if tip is not None:
            out += [tip.title, *tip.lines]
    out += [describe_action(state, action, names) for action in legal]
    return out


def test_no_tooltip_or_move_in_any_lesson_says_yous(make_app):
    d, guide = open_lesson(make_app, 0, size=(1600, 900))
    seen = 0
    spoken = False  # the learner's own mechanic on a space was met, in words spoken to them
    for n in range(len(guide.lessons)):
        while not guide.run.finished:
            scene = d.top
            assert isinstance(scene, GameScene)
            texts = _texts(scene)
            seen += len(texts)
            spoken = spoken or any("Your mechanic is already here" in t for t in texts)
            wrong = [t for t in texts if "You's" in t]
            assert not wrong, (guide.lesson.id, guide.run.index, wrong)
            take_step(d, guide, random.Random(n))
        d.click("lesson_go")
    assert seen > 500 and spoken


def test_nobody_is_thinking_once_the_lesson_is_complete(make_app):
    """Lesson 2 ends on the rival's turn: the banner and the prompt say the lesson is done
    (and, on the step to read before, that the card goes on), never "Rival is thinking"."""
    from steamworks.ui.game.turn_banner import turn_banner

    d, guide = open_lesson(make_app, 1)
    while not guide.run.finished:
        take_step(d, guide)
        scene = d.top
        if engine.to_act(scene.session.state) == 1 and not guide.queue:
            banner = turn_banner(scene.controller)
            said = [banner.title, scene.prompt.title, scene.prompt.detail]
            assert not any("thinking" in text for text in said), said
    banner = turn_banner(d.top.controller)
    assert engine.to_act(d.top.session.state) == 1  # the rival's turn, which never comes
    assert banner.title == "Lesson complete" and d.top.prompt.title == "Lesson complete"
