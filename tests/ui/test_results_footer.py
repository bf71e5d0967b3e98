"""The results' footer ("This game is kept in Load as ..."; "Your game with ... is kept in
Load.") is read whole at every interface scale the Settings offer.

It was one line shortened with an ellipsis, so a long table read "...is kept in L...". Now it
wraps onto a second line (a little smaller if need be) above the buttons, and the chart ends
above it. The tests draw the results with the longest names a table may have, under the text
measurement's watch (`overflow.watch_overflows`), and check where the footer went.
"""

from __future__ import annotations

import datetime as dt

import pytest

from steamworks.persistence import keep
from steamworks.ui.game.sample_games import finished_session
from steamworks.ui.overflow import watch_overflows
from steamworks.ui.scenes import keeping
from steamworks.ui.scenes.results import ResultsScene
from steamworks.ui.settings import UI_SCALES

SIZES = [(1280, 720), (1600, 900), (1920, 1080)]
LONG_NAMES = [
    "Wilhelmina Fairweather",
    "Lady Cogsworth",
    "Dr Tinkerton",
    "Bartholomew Smythe",
    "Clementine",
]


@pytest.fixture(scope="module")
def five_player_game():
    return finished_session(5)


@pytest.mark.parametrize("ui_scale", [value for _, value in UI_SCALES])
@pytest.mark.parametrize("size", SIZES)
def test_the_footer_is_whole_above_the_buttons(make_app, five_player_game, size, ui_scale):
    app = make_app(size=size)
    app.change_settings(ui_scale=ui_scale)
    scene = ResultsScene(app, five_player_game, kept=keeping.kept_sentence(LONG_NAMES))
    app.reset_to(scene)
    scene.kept_as = keep.kept_name(LONG_NAMES[:3], dt.datetime(2026, 11, 27, 21, 40))
    scene.clock = 10.0  # the bars fully grown
    with watch_overflows() as seen:
        app.frame(1 / 60)
    assert not [str(o) for o in seen]
    footer = scene.kept_footer(scene.card_rect())
    assert footer is not None
    block, box = footer
    words = " ".join(block.lines)
    assert "…" not in words and words.endswith("is kept in Load.")
    assert scene.kept_as in words
    buttons_top = min(scene.widget(oid).rect.top for oid in ("title", "rematch"))
    assert box.y + box.h <= buttons_top
    assert box.y + box.h <= scene.card_rect().bottom
    assert block.px >= round(12 * app.scale)


def test_a_short_footer_stays_one_line_where_it_was(make_app, five_player_game):
    app = make_app(size=(1600, 900))
    scene = ResultsScene(app, five_player_game, kept=keeping.kept_sentence(["Ada", "Brunel"]))
    app.reset_to(scene)
    block, box = scene.kept_footer(scene.card_rect())
    assert len(block.lines) == 1 and block.px == 15
    assert box.y == scene.card_rect().bottom - scene.px(126)
