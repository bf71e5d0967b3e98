"""The tutorial answers every wrong click in words, in every lesson (issue #30): a click on a
glowing place the step does not want (the step's answer), and a click on a place that plays
nothing at all (a belt tile that is not the rightmost, a taken space: the engine's reason),
which the table alone would ignore without a word. Nothing is played by such a click."""

from __future__ import annotations

from steamworks.teach import lessons as lessons_module
from steamworks.ui.game import target_keys as K
from steamworks.ui.game.targets import target_at
from tests.support.lessons import open_lesson, take_step, waiting_steps

# the places a click on the table may try to play something from
PLAYING_PLACES = (K.BeltTile, K.Stack, K.PersonaSpace, K.SourceSlot, K.DeviceComponent)


def _centre(rect) -> tuple[int, int]:
    x, y = rect.centre
    return (int(x), int(y))


def test_a_belt_tile_that_is_not_the_rightmost_is_explained_in_the_belts_lesson(make_app):
    d, guide = open_lesson(make_app, 2)
    while guide.run.index < 2:  # to "Take the Monetiser": the mechanic is on the belt space
        take_step(d, guide)
    scene = d.top
    cells = scene.layout.board.cells
    before = scene.session.state
    d.click_at(_centre(cells[0][2]))  # the tile left of the Monetiser
    assert guide.answer == "Only the rightmost tile of a belt can be taken here."
    assert scene.session.state == before and guide.run.index == 2


def test_every_wrong_click_in_every_lesson_is_explained(make_app):
    """At every step that waits for the learner's move, a click on each place of the table
    that is not the step's own answers on the card and plays nothing."""
    d, guide = open_lesson(make_app, 0, size=(1600, 900))
    checked = 0
    for _ in waiting_steps(d, guide):
        scene = d.top
        if scene._panel_frame() is not None:
            continue  # the build panel lies over the table
        state = scene.session.state
        wanted = lessons_module.expected_action(state, guide.run.step.expect[0])
        card = guide._card()
        for key, rect in list(scene.regions_hover):
            if not isinstance(key, PLAYING_PLACES) or card.colliderect(rect.rounded()):
                continue
            target = target_at(scene.targets, rect.centre)
            if target is not None and (wanted in target.actions or len(target.actions) > 1):
                continue  # the step's own place, or one that opens a choice
            d.click_at(_centre(rect))
            assert d.top is scene and scene.session.state == state, (guide.lesson.id, key)
            assert guide.answer, f"{guide.lesson.id} step {guide.run.index + 1}: {key} unexplained"
            guide.answer = ""
            checked += 1
    assert checked > 50
