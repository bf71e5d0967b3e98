"""The Rules screen at the largest text size (200%) in the smallest window (1280x720), in
German, the longest of the languages: the tables' cells keep clear of one another (a cell too
wide for its column wraps in it, its row grows), and the contents' chapters stand under their
title. At 100% the tables are drawn as designed: equal columns, rows 38 design pixels tall.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from steamworks.ui.art import fonts
from steamworks.ui.overflow import watch_overflows
from steamworks.ui.rules import text as rules_text
from steamworks.ui.rules.page_layout import PageLayout
from steamworks.ui.style import font

SMALL = (1280, 720)


@pytest.fixture
def big_german_app(make_app) -> Iterator:
    app = make_app(size=SMALL)
    app.change_settings(ui_scale=2.0, animation_speed=0.0, language="de")
    yield app
    app.change_settings(language="en")
    fonts.set_text_gain(1.0)  # the text gain is the font module's: the next test's is 100%


def _table_pieces(layout: PageLayout) -> list:
    """The pieces of the page that are tables (they alone hold more than one text per line)."""
    return [p for p in layout.pieces if len({y for _, (_, y) in p.blits}) < len(p.blits)]


def _word_rects(piece) -> list[pygame.Rect]:
    return [pygame.Rect(x, y, img.get_width(), img.get_height()) for img, (x, y) in piece.blits]


def test_every_rules_table_keeps_its_cells_apart_at_200_percent_in_german(big_german_app):
    scene_scale = big_german_app.scale
    width = 680  # the Rules page's measure at 1280x720 (the chapter's window)
    tables = 0
    with watch_overflows() as seen:
        for chapter_id in rules_text.chapter_ids():
            if chapter_id == "glossary":
                continue  # tiles' entries, not tables (tests/ui/test_rules_words.py)
            chapter = rules_text.chapter(chapter_id, big_german_app.settings.keys)
            layout = PageLayout(chapter, width, scene_scale)
            for piece in _table_pieces(layout):
                tables += 1
                rects = _word_rects(piece)
                for i, a in enumerate(rects):
                    assert a.right <= width, chapter_id
                    for b in rects[i + 1 :]:
                        assert not a.colliderect(b), (chapter_id, a, b)
    assert tables >= 3  # the ages', the clock's and the keys' tables
    assert not seen, [str(o) for o in seen]


def test_a_wrapped_cell_makes_its_row_taller(big_german_app):
    chapter = rules_text.Chapter(
        "test",
        "Test",
        (rules_text.T(("Was", "Taste"), ("Spielen, was der Ring markiert " * 3, "Leertaste")),),
    )
    layout = PageLayout(chapter, 500, big_german_app.scale)
    (piece,) = layout.pieces
    f = font("ui", 18, big_german_app.scale)
    # the long cell takes several lines in its column; the key stays on one line beside it
    assert len(piece.blits) > 4
    assert piece.h >= 4 * f.get_linesize()


def test_the_chapters_stand_under_the_contents_title_and_clear_of_back(big_german_app):
    big_german_app.nav.open_title()
    big_german_app.nav.open_rules("controls")
    big_german_app.frame(1 / 60)
    scene = big_german_app.stack.top
    title_bottom = scene.contents_rect.top + font("display", 36, big_german_app.scale).get_height()
    first = scene.widget("chapter_overview").rect
    last = scene.widget("chapter_glossary").rect
    assert scene.contents_rule_y >= title_bottom
    assert first.top > scene.contents_rule_y
    assert last.bottom <= scene.widget("back").rect.top


@pytest.mark.parametrize("size", [SMALL, (1920, 1080)])
def test_at_100_percent_the_english_tables_are_drawn_as_designed(make_app, size):
    app = make_app(size=size)
    app.nav.open_title()
    app.nav.open_rules("ages")
    app.frame(1 / 60)
    width = app.stack.top.view_rect.w
    layout = PageLayout(rules_text.chapter("ages", app.settings.keys), width, app.scale)
    tables = _table_pieces(layout)
    assert len(tables) == 2
    for piece in tables:
        rows = sorted({y for _, (_, y) in piece.blits})
        columns = sorted({x for _, (x, _) in piece.blits})
        assert piece.h == len(rows) * layout.px(38)
        assert columns == [c * (width // len(columns)) + layout.px(12) for c in range(len(columns))]
