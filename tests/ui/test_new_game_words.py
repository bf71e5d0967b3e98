"""New game's two columns at 100% in the smallest window (1280x720): each persona and variant
option as tall as its explanation needs (German's first option takes three lines, which ran
into the second option's title, unreported), and a language whose words the two columns
cannot hold (the pseudo language, 40% longer) gets the one column of larger text, where every
word is whole. English keeps the design's 92-pixel options.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from steamworks.language import set_language, tr
from steamworks.language.catalogue import PSEUDO
from steamworks.ui.overflow import watch_overflows
from steamworks.ui.scenes import new_game as NG

SMALL = (1280, 720)


@pytest.fixture
def new_game(make_app, monkeypatch) -> Iterator:
    """Opens New game in a language (English again after the test): a catalogue's through
    the settings, the pseudo language as `--language pseudo` sets it when the app opens."""
    from steamworks.ui import language_choice

    def opened(language: str):
        if language == PSEUDO:
            monkeypatch.setattr(language_choice, "starting_language", lambda *a, **k: PSEUDO)
            set_language(PSEUDO)
        app = make_app(size=SMALL)
        if language != PSEUDO:
            app.change_settings(language=language)
        app.change_settings(animation_speed=0.0)
        app.nav.open_title()
        app.nav.open_new_game()
        with watch_overflows() as seen:
            app.frame(1 / 60)
            app.frame(1 / 60)
        return app.stack.top, [str(o) for o in seen]

    try:
        yield opened
    finally:
        set_language("en")


def _options(scene) -> list:
    return [scene.option_rects[mode] for mode, _, _ in NG.PERSONA_OPTIONS] + [
        scene.option_rects["variant"]
    ]


def test_german_options_grow_for_their_explanations_in_two_columns(new_game):
    scene, seen = new_game("de")
    assert scene.column == []  # the design's two columns
    assert seen == []
    texts = [tr(text) for _, _, text in NG.PERSONA_OPTIONS] + [tr(NG.VARIANT_EXPLANATION)]
    width = scene.right.w - scene.px(54)
    for rect, text in zip(_options(scene), texts, strict=True):
        # the explanation, under the title, ends inside its own option
        assert scene.px(34) + scene._explanation_height(text, width) <= rect.h
    first, second = _options(scene)[:2]
    assert first.bottom <= second.top
    assert first.h > scene.px(92)  # three lines of German: grown
    seed = scene.option_rects["seed"]
    assert seed.top + scene.px(46) <= scene.right.bottom


def test_english_options_keep_the_designed_height(new_game):
    scene, seen = new_game("en")
    assert scene.column == [] and seen == []
    assert all(rect.h == scene.px(92) for rect in _options(scene))


def test_words_the_two_columns_cannot_hold_go_to_one_column(new_game):
    scene, seen = new_game("pseudo")
    assert scene.column  # the one column of larger text, scrolling
    assert seen == []
