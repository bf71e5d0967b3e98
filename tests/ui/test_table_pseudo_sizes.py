"""The game table in the pseudo-language at the smallest and largest text sizes (issues #34 and
#35): every sentence about 40% longer than English, in brackets, drawn at 80% and 200%.

At 80% in a 1280x720 window the smallest type (text_fit.smallest_px) is larger than the boxes
shrank to, and at 200% the words are drawn almost twice the layout's size: the table's labels,
the other players' rows and the event banner make room instead of cutting (a second line, a
type back as far as the 110% size's, the wages as bare figures after a coin). Each test opens a
smoke-test table under the overflow watch and finds no cut on the table's own words.
"""

from __future__ import annotations

import pytest

from steamworks.ui.overflow import Overflow
from tests.ui.test_table_large_text import table_at

# the table's watched texts (the build panel, Rules and menus have tests of their own)
TABLE_WHERES = (
    "label",
    "paragraph",
    "other player's counts",
    "prompt title",
    "option button",
    "event banner",
    "general supply",
)


def _cuts(seen: list[Overflow]) -> list[str]:
    return sorted({str(o) for o in seen if o.where.startswith(TABLE_WHERES)})


@pytest.mark.parametrize(
    ("ui_scale", "size"),
    [(0.8, (1280, 720)), (1.25, (1280, 720)), (2.0, (1280, 720)), (2.0, (1920, 1080))],
)
@pytest.mark.parametrize("screen", ["game", "game-story", "game-over-table"])
def test_the_table_keeps_every_word_in_the_pseudo(make_app, pseudo, ui_scale, size, screen):
    _, _, seen = table_at(make_app, size, ui_scale=ui_scale, screen=screen)
    assert _cuts(seen) == []


def test_the_automatons_label_takes_a_second_line_above_its_tokens(make_app, pseudo):
    """At 80% in 1280x720 "Automatons on the board" in the pseudo-language is wider than its
    column even in the smallest type: it wraps, and the tokens stand under its second line."""
    from steamworks.language import tr
    from steamworks.ui import text_fit as TF

    _, scene, seen = table_at(make_app, (1280, 720), ui_scale=0.8, screen="game")
    assert _cuts(seen) == []
    au = scene.layout.board.automatons
    words = "[Åûtömåtöñs öñ thé böård"
    assert not [o for o in seen if o.text.startswith(words)]
    # one line would not fit the column: it was wrapped (not shortened, nothing reported)
    assert TF.text_width("ui", TF.smallest_px(), tr("Automatons on the board")) > au.w


def test_wages_too_wide_for_their_homes_become_figures_after_a_coin(pseudo):
    from steamworks.ui import text_fit as TF
    from steamworks.ui.art.fonts import set_text_gain
    from steamworks.ui.game.views.others import _wage_labels

    set_text_gain(1.0)
    narrow = _wage_labels((0, 1, 2, 3), False, 15, 0.64)
    assert narrow.unit and narrow.labels == ("0", "1", "2", "3")
    wide = _wage_labels((0, 1, 2, 3), False, 60, 1.0)
    assert not wide.unit and all(label.startswith("[") for label in wide.labels)
    # the four in one type, the largest in which the widest fits ("1" would take a larger one)
    assert all(TF.text_width("numbers", wide.px, label) <= 60 for label in wide.labels)
    widest = max(TF.text_width("numbers", wide.px + 1, label) for label in wide.labels)
    assert wide.px == TF.legible_px(9.5) or widest > 60
    # an Electrickal persona's wages are figures already: no coin
    electric = _wage_labels((0, 1, 1, 2), True, 15, 0.64)
    assert not electric.unit and electric.labels == ("0", "1", "1", "2")


def test_the_other_players_counts_stay_on_one_line_where_a_second_has_no_room(make_app, pseudo):
    """At 200% in 1920x1080 Ada's counts ("[£0]" and five figures) are a little wider than her
    row's words column: a type back towards the 110% size's keeps them on one line."""
    _, scene, seen = table_at(make_app, (1920, 1080), ui_scale=2.0, screen="game")
    assert not [o for o in seen if o.where == "other player's counts"]


def test_the_banners_title_and_subtitle_keep_apart_at_200(make_app):
    """At 200% in 1280x720 "Edison's turn" over "Next mechanic £1" needed more than the banner's
    height and their letters met (unreported): the subtitle takes a smaller type first."""
    from steamworks.ui import text_fit as TF
    from steamworks.ui.game.turn_banner import turn_banner
    from steamworks.ui.game.views.context import pg_rect
    from steamworks.ui.game.views.side import _banner_lines
    from steamworks.ui.game.views.text import text_image

    _, scene, seen = table_at(make_app, (1280, 720), ui_scale=2.0, screen="game")
    assert not [o for o in seen if o.where == "turn banner"]
    words = turn_banner(scene.controller)
    s = scene.layout.scale
    rect = pg_rect(scene.layout.regions.banner)
    title = TF.fit_line("heading", 23 * s, words.title, rect.w * 0.7)
    sub = TF.fit_line("ui", 14 * s, words.subtitle, rect.w * 0.7)
    title_px, sub_px = _banner_lines(title, sub, (0, 0, 0), rect, s)
    assert (title_px, sub_px) != (title.px, sub.px)  # at 200% they had to make room
    title_img = text_image("heading", title_px, title.text, (0, 0, 0))
    sub_img = text_image("ui", sub_px, sub.text, (0, 0, 0))
    title_bottom = rect.y + 10 * s + title_img.get_bounding_rect(min_alpha=96).bottom
    sub_top = rect.bottom - 10 * s - sub_img.get_height() + sub_img.get_bounding_rect().top
    assert title_bottom < sub_top
