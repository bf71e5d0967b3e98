"""A lesson at larger text (issue #34, item 1: "the tutorial card"): the guide's card keeps half
of the side column, the prompt keeps its buttons, and what the card cannot show at once
scrolls (the mouse wheel over the card, and the log's page keys, which the card covers).

Before, at 150% the card's text ended in an ellipsis and at 200% it had no room at all (the
heading over the counter, the counter under the buttons), and the watcher saw none of it.
"""

from __future__ import annotations

import pygame
import pytest

from steamworks.teach import lessons as lessons_module
from steamworks.ui.game import layout as L
from steamworks.ui.overflow import watch_overflows
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.tutorial.card import CardText, card_rect, draw_card, plan_card
from steamworks.ui.tutorial.lesson_guide import shown_refusal
from tests.support.driver import Driver, fast


def _lesson_at(make_app, ui_scale: float, index: int = 0):
    app = make_app(size=(1280, 720))
    fast(app)
    app.change_settings(ui_scale=ui_scale)
    d = Driver(app)
    d.frames(1)
    d.click("tutorial")
    d.click(f"lesson_{index}")
    assert isinstance(d.top, GameScene) and d.top.guide is not None
    return d, d.top.guide


def test_a_guided_table_gives_the_card_half_the_column_at_larger_text():
    plain = L.regions((1280, 720), 2.0)
    guided = L.regions((1280, 720), 2.0, guided=True)
    assert guided.log.h > plain.log.h * 1.5
    assert guided.prompt.h == pytest.approx(guided.log.h, abs=2)
    # the layout's own sizes are unchanged by a guide
    assert L.regions((1280, 720), 1.0, guided=True) == L.regions((1280, 720), 1.0)


@pytest.mark.parametrize("ui_scale", [1.5, 2.0])
def test_every_lesson_step_shows_two_rows_of_its_card_and_scrolls_to_the_rest(make_app, ui_scale):
    """Every step of every lesson, with the longest answer it gives, at 150% and 200% in a
    1280x720 window: the card shows at least two rows under its counter and nothing is
    reported; scrolled to its end the card shows its last row."""
    app = make_app(size=(1280, 720))
    app.change_settings(ui_scale=ui_scale)
    card = card_rect(L.regions((1280, 720), ui_scale, guided=True).log)
    surface = pygame.Surface((1280, 720))
    lessons, _ = lessons_module.load_lessons()
    scrolled = 0
    with watch_overflows() as seen:
        for n, lesson in enumerate(lessons):
            run = lessons_module.LessonRun(lesson)
            while not run.finished:
                step, i = run.step, run.index
                text = CardText(
                    f"Lesson {n + 1}: {lesson.title}",
                    f"Step {i + 1} of {len(lesson.steps)}",
                    step.say + shown_refusal(run.state, step),
                    step.otherwise if step.expect else "",
                )
                plan = plan_card(card, text, 4, app.scale)
                assert plan.shown >= min(2, len(plan.rows)), (lesson.id, i + 1)
                draw_card(surface, card, text, 4, app.scale, scroll=plan.hidden)
                scrolled += plan.hidden > 0
                if step.read_only or step.auto:
                    run.proceed()
                else:
                    run.attempt(lessons_module.expected_action(run.state, step.expect[0]))
    assert [str(o) for o in seen] == []
    assert scrolled > 0  # at these sizes some steps do scroll (else this test tests nothing)


def test_the_wheel_and_the_page_keys_scroll_the_card(make_app):
    d, guide = _lesson_at(make_app, 2.0)
    d.frames(2)
    card = guide._card()
    plan = plan_card(card, guide.card_text(), guide._button_count, d.app.scale)
    assert plan.hidden > 0  # lesson 1's first step is longer than the card at 200%
    assert guide.card_scroll == 0
    d.hover(card.center)
    d.wheel(-1)  # the wheel towards the player: on through the text
    assert guide.card_scroll == 1
    d.key(pygame.K_PAGEDOWN)
    assert guide.card_scroll == min(plan.hidden, 4)
    for _ in range(10):
        d.key(pygame.K_PAGEDOWN)
    assert guide.card_scroll == plan.hidden  # no further than its last row
    d.key(pygame.K_PAGEUP)
    assert guide.card_scroll == plan.hidden - 3
    d.key(pygame.K_RETURN)  # the next step's text starts at its top
    d.frames(2)
    assert guide.card_scroll == 0


def test_the_prompt_keeps_its_buttons_beside_the_card_at_200(make_app):
    with watch_overflows() as seen:
        d, guide = _lesson_at(make_app, 2.0)
        d.key(pygame.K_RETURN)  # to the step that asks for a mechanic (the prompt: Pass)
        d.frames(2)
    scene = d.top
    assert scene.prompt.choices
    buttons = [w for oid, w in scene._named.items() if oid.startswith("choice_")]
    assert buttons and all(w.visible and w.rect.h >= 20 for w in buttons)
    prompt = scene.layout.regions.prompt
    assert all(prompt.y <= w.rect.y and w.rect.bottom <= prompt.bottom for w in buttons)
    assert not [o for o in seen if o.where in ("prompt buttons", "tutorial card")]


def test_a_prompt_without_room_for_its_buttons_is_reported(make_app):
    """The watcher sees a prompt card too short for a row of its buttons (it dropped them
    silently before): here a card cut down to its question's height."""
    import attrs

    d, guide = _lesson_at(make_app, 1.0)
    d.key(pygame.K_RETURN)
    d.frames(2)
    scene = d.top
    assert scene.prompt.choices
    regions = scene.layout.regions
    short = L.Rect(regions.prompt.x, regions.prompt.y, regions.prompt.w, 60 * scene.layout.scale)
    scene.layout = attrs.evolve(scene.layout, regions=attrs.evolve(regions, prompt=short))
    with watch_overflows() as seen:
        scene._build_prompt()
    assert [o.where for o in seen] == ["prompt buttons"]


def test_a_heading_of_more_than_two_lines_lets_its_end_and_the_counter_scroll(make_app):
    """The pseudo-language's "Lesson 3: Conveyor belts and the Scroll Rack" takes four lines at
    200% in 1280x720 even in the 110% size's type: two stand, the rest and the counter scroll
    with the text, so the card still shows two rows and more."""
    app = make_app(size=(1280, 720))
    app.change_settings(ui_scale=2.0)
    card = card_rect(L.regions((1280, 720), 2.0, guided=True).log)
    heading = "[Lessson 3: [Conveyor belts and the Scroll Rack~~ ~~~~ ~~~~ ~~]~~]"
    text = CardText(heading, "[Step 3 of 8~~]", "The top belt's last space is empty. " * 3)
    plan = plan_card(card, text, 4, app.scale)
    assert len(plan.heading_lines) == 2 and not plan.counter_fixed
    texts = [row.text for row in plan.rows]
    counter = texts.index("[Step 3 of 8~~]")
    assert counter >= 1  # after the heading's end
    assert " ".join(plan.heading_lines + tuple(texts[:counter])).split() == heading.split()
    assert plan.shown >= 2
    # a heading of two lines keeps the counter in its place
    short = plan_card(card, CardText("Lesson 1", "Step 1 of 7", "Words."), 4, app.scale)
    assert short.counter_fixed and all(row.text != "Step 1 of 7" for row in short.rows)
