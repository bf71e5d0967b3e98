"""The menu screens at the largest text size (200%) in the smallest window (1280x720): every
word whole, no two buttons on top of each other, and what does not fit the card scrolls, every
row reachable with the keys and the wheel. At 100% the designed layouts stay as they were.

Overflows are counted the way the smoke test counts them: the overflow watcher (text_fit's
boxes, draw's paragraphs, the screens' own wrapped labels in scenes/room.py) and pygame_gui
buttons whose words are wider than the button (smoke.button_overflows).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pygame_gui
import pytest

from steamworks.ui.art import fonts
from steamworks.ui.overflow import watch_overflows
from steamworks.ui.smoke import button_overflows, smoke_screens
from tests.support.driver import Driver

SMALL = (1280, 720)
# the screens made to make room for 200% text (the rest of the smoke test's screens are the
# game table's)
FIXED = (
    "title",
    "new-game",
    "settings",
    "settings-access",
    "load",
    "pause",
    "message",
    "about",
    "crash",
    "results",
    "title-kept",
    "load-kept",
    "load-delete",
    "results-kept",
    "statistics",
    "statistics-empty",
    "tutorial",
    "puzzles",
    "analysis",
    "online",
    "online-lobby",
    "settings-access-high-contrast",
    "title-standard-look",
)


@pytest.fixture
def big_app(make_app) -> Iterator:
    """An app at 1280x720 with the text at 200% (the layout at 110%, the text 2/1.1 larger)."""
    app = make_app(size=SMALL)
    app.change_settings(ui_scale=2.0, animation_speed=0.0)
    assert fonts.text_gain() == pytest.approx(2.0 / 1.1)
    yield app
    fonts.set_text_gain(1.0)  # the text gain is the font module's: the next test's is 100%


def overlapping_buttons(app) -> list[str]:
    """Pairs of visible buttons that lie on one another (words hidden under a button are as
    lost as words cut at its edge, and the watcher cannot see them)."""
    buttons = [
        e
        for e in app.manager.get_sprite_group().sprites()
        if isinstance(e, pygame_gui.elements.UIButton) and e.visible
    ]
    found = []
    for i, a in enumerate(buttons):
        for b in buttons[i + 1 :]:
            if a.rect.clip(b.rect).w > 1 and a.rect.clip(b.rect).h > 1:
                found.append(f"{a.text!r} {tuple(a.rect)} on {b.text!r} {tuple(b.rect)}")
    return found


def problems(app) -> list[str]:
    """Everything cut, overflowing or hidden on the screen now, after two frames."""
    with watch_overflows() as seen:
        app.frame(1 / 60)
        app.frame(1 / 60)
    return sorted({str(o) for o in seen}) + button_overflows(app) + overlapping_buttons(app)


@pytest.mark.parametrize("name", FIXED)
def test_the_menu_screens_keep_every_word_at_200_percent(big_app, name):
    openers = dict(smoke_screens(big_app))
    openers[name]()
    found = problems(big_app)
    assert not found, f"{name}: " + "\n".join(found)


def test_every_rules_chapter_keeps_every_word_at_200_percent(big_app):
    from steamworks.ui.rules.text import chapter_ids

    found = []
    for chapter in chapter_ids():
        big_app.nav.open_title()
        big_app.nav.open_rules(chapter)
        found += [f"{chapter}: {p}" for p in problems(big_app)]
        scene = big_app.stack.top
        # the chapters' list stands clear of Back and of the page beside it
        back = scene.widget("back").rect
        for other in scene.widget_ids():
            if other.startswith("chapter_") and other != "chapter_lesson":
                rect = scene.widget(other).rect
                assert rect.bottom <= back.top and rect.right <= scene.view_rect.left, other
    assert not found, "\n".join(found)


def _scroll_through(driver: Driver, key_of_rows: str, ids: list[str]) -> set[str]:
    """Page Down until the view stops moving; the object ids seen on the way."""
    seen: set[str] = set()
    scene = driver.top
    for _ in range(40):
        seen |= {i for i in ids if scene.widget_or_none(i) is not None}
        before = getattr(scene, key_of_rows)
        driver.key(pygame.K_PAGEDOWN)
        scene = driver.top
        if getattr(scene, key_of_rows) == before:
            break
    return seen


def test_the_settings_rows_scroll_and_every_row_can_be_reached(big_app):
    from steamworks.ui.scenes.settings_scene import ROWS

    big_app.nav.open_title()
    big_app.nav.open_settings()
    d = Driver(big_app)
    d.frames(1)
    scene = d.top
    assert scene.rows_shown < len(ROWS)  # 11 rows of 200% words do not fit 720 pixels
    seen = _scroll_through(d, "first_row", [key for key, _, _ in ROWS])
    assert seen == {key for key, _, _ in ROWS}
    assert scene.first_row > 0
    assert problems(big_app) == []
    d.wheel(len(ROWS))  # the wheel scrolls back up, a row a notch
    assert d.top.first_row == 0
    # the rows lie under one another, above the buttons at the foot
    rects = list(d.top.row_rects.values())
    assert all(a.bottom <= b.top for a, b in zip(rects, rects[1:], strict=False))
    assert rects[-1].bottom <= d.top.widget("done").rect.top


def test_the_accessibility_keys_can_all_be_reached(big_app):
    from steamworks.ui import key_map
    from steamworks.ui.scenes.access_settings import key_button_id

    big_app.nav.open_title()
    big_app.nav.open_settings()
    big_app.nav.open_access_settings()
    d = Driver(big_app)
    d.frames(1)
    ids = ["high_contrast", "reduced_motion"] + [key_button_id(a.id) for a in key_map.ACTIONS]
    assert d.top.widget_or_none(key_button_id(key_map.ACTIONS[-1].id)) is None
    seen = _scroll_through(d, "first_item", ids)
    assert seen == set(ids)
    assert problems(big_app) == []


def test_new_game_stands_in_one_column_that_scrolls_to_the_seed(big_app):
    big_app.nav.open_title()
    big_app.nav.open_new_game()
    d = Driver(big_app)
    d.frames(1)
    scene = d.top
    assert scene.column and scene.widget_or_none("seed") is None
    seen = _scroll_through(d, "first_row", ["seat0_name", "hints", "variant", "seed"])
    assert seen == {"seat0_name", "hints", "variant", "seed"}
    scene = d.top
    rows = [rect for _, _, rect in scene.column]
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:], strict=False))
    assert rows[-1].bottom <= scene.widget("start").rect.top
    # the seed typed at 200% starts the game it says
    d.replace_text("seed", "4242")
    assert scene.draft.seed_text == "4242"
    assert problems(big_app) == []


def test_the_lesson_list_scrolls_to_the_row_chosen_with_the_keys(big_app):
    big_app.nav.open_title()
    big_app.nav.open_tutorial()
    d = Driver(big_app)
    d.frames(1)
    scene = d.top
    assert scene.one_column and scene.rows_fit < len(scene._rows)
    last = scene._rows[-1].object_id
    assert scene.widget_or_none(last) is None
    for _ in range(len(scene._rows) - 1):
        d.key(pygame.K_DOWN)
    assert d.top.selected == len(scene._rows) - 1
    assert d.top.widget_or_none(last) is not None  # scrolled into sight
    assert problems(big_app) == []


def test_the_results_chart_scrolls_when_its_rows_outgrow_the_card(big_app):
    openers = dict(smoke_screens(big_app))
    openers["results"]()
    d = Driver(big_app)
    d.frames(2)
    scene = d.top
    assert scene.chart_max > 0 and scene.chart_scroll == 0
    d.key(pygame.K_PAGEDOWN)
    assert scene.chart_scroll > 0
    d.wheel(10)
    assert scene.chart_scroll == 0
    # the foot's buttons on as many rows as they need, none on another
    assert overlapping_buttons(big_app) == []


@pytest.mark.parametrize("opener", ["open_settings", "open_new_game", "open_tutorial"])
def test_at_100_percent_the_designed_layouts_stay(make_app, opener):
    app = make_app(size=SMALL)
    app.nav.open_title()
    getattr(app.nav, opener)()
    app.frame(1 / 60)
    scene = app.stack.top
    if opener == "open_settings":
        from steamworks.ui.scenes.settings_scene import ROWS

        assert scene.rows_shown == len(ROWS) and scene.widget_or_none("rows_down") is None
    elif opener == "open_new_game":
        assert scene.column == [] and scene.widget_or_none("seed") is not None
    else:
        assert not scene.one_column


def test_the_costliest_decisions_scroll_one_under_another(big_app):
    openers = dict(smoke_screens(big_app))
    openers["analysis"]()
    d = Driver(big_app)
    d.frames(1)
    scene = d.top
    reviews = scene.costliest()
    shown = [review for _, review in scene.review_boxes()]
    assert 0 < len(shown) < len(reviews)  # five long sentences at 200% do not fit at once
    for _ in range(len(reviews)):
        d.key(pygame.K_PAGEDOWN)
        boxes = scene.review_boxes()
        shown += [review for _, review in boxes]
        assert all(a.bottom <= b.top for (a, _), (b, _) in zip(boxes, boxes[1:], strict=False))
        assert problems(big_app) == []
    assert all(review in shown for review in reviews)


def test_the_online_screen_scrolls_down_to_joining_a_game(big_app):
    openers = dict(smoke_screens(big_app))
    openers["online"]()
    d = Driver(big_app)
    d.frames(1)
    assert d.top.column and d.top.widget_or_none("connect") is None
    seen = _scroll_through(
        d, "first_row", ["name", "open_to", "seat1", "host", "address", "connect"]
    )
    assert seen == {"name", "open_to", "seat1", "host", "address", "connect"}
    rows = [rect for _, _, rect in d.top.column]
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:], strict=False))
    assert problems(big_app) == []


def test_the_statistics_stand_in_one_page_that_scrolls_to_the_last_games(big_app):
    openers = dict(smoke_screens(big_app))
    openers["statistics"]()
    d = Driver(big_app)
    d.frames(1)
    scene = d.top
    assert scene.column and scene.page_height > scene.view_rect().h
    assert scene.widget_or_none("game_0") is None  # the last games lie below the window
    for _ in range(10):
        d.key(pygame.K_PAGEDOWN)
    assert scene.scroll == scene.page_height - scene.view_rect().h
    assert scene.widget_or_none("game_0") is not None
    for rect, _entry in scene.game_rects():
        assert scene.view_rect().contains(rect)
    assert problems(big_app) == []
    d.key(pygame.K_RIGHT)  # Left and Right still turn the last games' pages
    assert scene.page == 1
