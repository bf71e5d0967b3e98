"""The coach's analysis at 200% in the smallest window (1280x720) in the pseudo language (every
sentence 40% longer): the costliest decision's box stays inside its column (the column
widens, the chart narrows, the type shrinks as far as the 110% size), and the chart's heading
is whole.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from steamworks.language import set_language
from steamworks.language.catalogue import PSEUDO
from steamworks.ui.art import fonts
from steamworks.ui.overflow import watch_overflows
from steamworks.ui.smoke import smoke_screens

SMALL = (1280, 720)


@pytest.fixture
def analysis_at_200(make_app, monkeypatch) -> Iterator:
    from steamworks.ui import language_choice

    def opened(language: str):
        if language == PSEUDO:
            monkeypatch.setattr(language_choice, "starting_language", lambda *a, **k: PSEUDO)
            set_language(PSEUDO)
        app = make_app(size=SMALL)
        app.change_settings(ui_scale=2.0, animation_speed=0.0)
        dict(smoke_screens(app))["analysis"]()
        with watch_overflows() as seen:
            app.frame(1 / 60)
            app.frame(1 / 60)
        return app.stack.top, [str(o) for o in seen]

    try:
        yield opened
    finally:
        set_language("en")
        fonts.set_text_gain(1.0)


def test_a_long_decision_stays_inside_its_column_in_the_pseudo_language(analysis_at_200):
    scene, seen = analysis_at_200(PSEUDO)
    assert seen == []
    left, chart = scene._columns()
    assert left.w > scene.px(640)  # widened for the sentence
    assert chart.w >= scene.px(300)
    boxes = scene.review_boxes()
    assert boxes
    for box, _review in boxes:
        assert left.top <= box.top and box.bottom <= left.bottom
