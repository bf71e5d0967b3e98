"""The game table's screens at 200% at 1280x720 in German and French, the longer languages:
every word kept (the overflow watcher sees none), and the parts that collided without a report
now apart: the prompt's button on its card under a long detail, the last-round marker's words
wrapped inside its plate, the replay's ◀◀/▶▶ as wide as their marks.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from steamworks.ui import text_fit as TF
from steamworks.ui.art import fonts
from steamworks.ui.game import layout as L
from steamworks.ui.game import views as V
from steamworks.ui.game.views.tableau import start_tag_px
from steamworks.ui.overflow import watch_overflows
from steamworks.ui.smoke import smoke_screens

SMALL = (1280, 720)
TABLE_SCREENS = (
    "game",
    "game-story",
    "game-idle-place",
    "game-last-round",
    "game-over-table",
    "build-add",
    "add-tile-panel",
    "replay",
    "puzzle-attempt",
)
# (none left: the log's "Since last turn" button, which had no room beside a long heading at
# 200%, takes a row of its own under it)
KNOWN: tuple[str, ...] = ()


@pytest.fixture(params=["de", "fr"])
def at_200(make_app, request) -> Iterator:
    app = make_app(size=SMALL)
    app.change_settings(ui_scale=2.0, animation_speed=0.0, language=request.param)

    def opened(name: str):
        with watch_overflows() as seen:
            dict(smoke_screens(app))[name]()
            app.frame(1 / 60)
            app.frame(1 / 60)
        return app.stack.top, seen

    yield opened
    app.change_settings(language="en")
    fonts.set_text_gain(1.0)


@pytest.mark.parametrize("screen", TABLE_SCREENS)
def test_every_table_word_is_kept_at_200(at_200, screen):
    _, seen = at_200(screen)
    assert [str(o) for o in seen if not o.where.startswith(KNOWN)] == []


def test_the_prompt_button_stays_on_its_card_under_a_long_detail(at_200):
    scene, _ = at_200("game-last-round")
    reg = scene.layout.regions
    s = reg.scale
    geo = V.prompt_geometry(reg.prompt, scene.prompt, s)
    assert scene.prompt is not None and scene.prompt.detail and scene.prompt.choices
    first = L.option_rects(geo.buttons, 1, s)[0]
    assert first.bottom <= reg.prompt.bottom + 0.5  # the button stood half off the card
    assert geo.buttons.y >= reg.prompt.y


def test_the_replay_step_buttons_fit_their_marks(at_200):
    scene, seen = at_200("replay")
    assert not [o for o in seen if o.where.startswith(("button",))]
    # the double arrows take the smaller type that fits them (the smoke test's button check,
    # their words' width against their button's, is the measure): no button was cut
    from steamworks.ui.smoke import button_overflows

    assert not button_overflows(scene.app)
    assert scene.widget("replay_next_round").rect.w == scene.widget("replay_forward").rect.w


def test_the_start_player_tag_words_stay_inside_the_tag(make_app):
    app = make_app(size=SMALL)
    app.change_settings(ui_scale=2.0, language="de")
    try:
        s = 0.8 * 1.1  # the layout's scale at 1280x720 at the largest sizes
        box_h = 20 * s
        px = start_tag_px(box_h, s)
        assert TF.line_height("ui_bold", px) <= box_h + 2
        assert px >= TF.legible_px(10.5 * s / fonts.text_gain())  # not below the 110% size's
    finally:
        app.change_settings(language="en")
        fonts.set_text_gain(1.0)


@pytest.mark.parametrize(("language", "size"), [("es", 1.5), ("fr", 1.25), ("de", 2.0)])
def test_the_since_last_turn_button_takes_a_row_under_a_long_heading(make_app, language, size):
    """Beside "Registro de la partida" or "Journal de partie" the button had no room from
    125% on and lay over the heading; it now stands on a row of its own under it, the log's
    first line below it, its words whole."""
    app = make_app(size=SMALL)
    app.change_settings(ui_scale=size, animation_speed=0.0, language=language)
    try:
        with watch_overflows() as seen:
            dict(smoke_screens(app))["game-last-round"]()
            app.frame(1 / 60)
            app.frame(1 / 60)
        scene = app.stack.top
        assert not [o for o in seen if o.where == "log reopen button"], seen
        recap = scene.recap
        button = recap.reopen_rect()
        assert button is not None and recap.own_line()
        heading_bottom = (
            recap.card.y + 8 * recap.scale + TF.line_height("heading", round(18 * recap.scale))
        )
        assert button.y >= heading_bottom - 2  # under the heading, not over it
        assert scene.log_panel.geometry.view.y >= button.bottom  # the lines start below it
    finally:
        app.change_settings(language="en", ui_scale=1.0)
        fonts.set_text_gain(1.0)
