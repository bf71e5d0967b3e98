"""Menu screens at 200% in German in the smallest window (1280x720), where the longer words
found what English did not: the Statistics pager ran over the card's frame, the lobby's
line to type was squeezed to a sliver beside Colour and its waiting sentence ran under it,
and the sample history's problem was said in English.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from steamworks.language import tr
from steamworks.ui.art import fonts
from steamworks.ui.overflow import watch_overflows
from steamworks.ui.smoke import smoke_screens

SMALL = (1280, 720)


@pytest.fixture
def german_at_200(make_app) -> Iterator:
    app = make_app(size=SMALL)
    app.change_settings(ui_scale=2.0, animation_speed=0.0, language="de")

    def opened(name: str):
        dict(smoke_screens(app))[name]()
        with watch_overflows() as seen:
            app.frame(1 / 60)
            app.frame(1 / 60)
        return app.stack.top, [str(o) for o in seen]

    yield opened
    app.change_settings(language="en")
    fonts.set_text_gain(1.0)


def test_the_statistics_pager_stays_inside_its_column(german_at_200):
    scene, seen = german_at_200("statistics")
    assert seen == []
    _, right = scene.columns()
    newer, older = scene.widget("newer").rect, scene.widget("older").rect
    assert newer.right <= older.left
    assert older.right <= right.right
    assert scene.history.problems == (
        tr(
            "Game {number} of your history is left out: {problem}.",
            number=7,
            problem=tr("its text is damaged"),
        ),
    )
    assert "Partie 7" in scene.history.problems[0]


def test_the_lobby_line_to_type_keeps_its_room_and_the_waiting_words_fit(german_at_200):
    scene, seen = german_at_200("online-lobby")
    assert seen == []
    chat = scene.widget("chat_line").rect
    assert chat.w >= scene.px(240)
    buttons = [scene.widget(i).rect for i in ("leave", "colour", "ready", "send")]
    assert not any(chat.colliderect(b) for b in buttons)


def test_the_lobby_ready_button_is_measured_in_its_own_font(german_at_200):
    """Ready is a primary button (a larger serif than Leave's): its width comes from its own
    words in that font, with the border's margin each side grown with the text, and Leave is
    as wide; the smoke test's button check finds nothing on the screen."""
    from steamworks.ui.smoke import button_overflows

    scene, seen = german_at_200("online-lobby")
    assert seen == [] and button_overflows(scene.app) == []
    ready = scene.widget("ready")
    words = ready.font.size(ready.text)[0]
    assert ready.text == tr("You are ready") and ready.rect.w >= words + 2 * scene.px(6) * 1.8
    assert scene.widget("leave").rect.w == ready.rect.w


def test_the_settings_foot_buttons_take_two_rows_rather_than_overlap(german_at_200):
    """Settings' three foot buttons, each as wide as its words with the grown margins, no
    longer fit side by side at German 200%: Restore Defaults goes on a row above the others,
    no two of them overlap, and the scrolling rows end above them."""
    scene, seen = german_at_200("settings")
    assert seen == []
    restore, access, done = (
        scene.widget(i).rect for i in ("restore_defaults", "accessibility", "done")
    )
    assert not restore.colliderect(access) and not access.colliderect(done)
    assert not restore.colliderect(done)
    assert restore.bottom <= access.top and access.top == done.top
    down = scene.widget("rows_down").rect
    assert down.bottom <= restore.top
