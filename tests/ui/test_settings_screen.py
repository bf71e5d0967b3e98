"""The Settings screen's smaller promises, driven by real clicks: the window size it shows is
the window's own (a size given on the command line included), every stepper's arrows stop at
both ends alike, the new rows (AI pace, confirming moves that cannot be undone) work and are
kept; and the pause menu's Resume is set in the same type as its other buttons."""

from __future__ import annotations

import pytest

from steamworks.ui.scenes.settings_scene import SettingsScene
from steamworks.ui.settings import (
    AI_PACES,
    ANIMATION_SPEEDS,
    UI_SCALES,
    WINDOW_SIZES,
    SettingsStore,
)
from tests.support.driver import Driver


def open_settings(make_app, size=(1600, 900)) -> Driver:
    d = Driver(make_app(size=size))  # as `--window WxH` does: this run's size, not the setting
    d.frames(1)
    d.app.nav.open_settings()
    d.frames(1)
    assert isinstance(d.top, SettingsScene)
    return d


def test_a_window_sized_on_the_command_line_is_shown_as_it_is(make_app):
    d = open_settings(make_app, (1280, 720))
    assert d.app.settings.window_size == (1600, 900)  # the saved setting is another size
    assert d.top.widget("window_size").text == "1280 × 720"
    assert not d.top.widget("window_size_prev").is_enabled  # the smallest size offered


def test_a_size_offered_by_no_choice_is_shown_in_numbers_and_steps_to_its_neighbours(make_app):
    d = open_settings(make_app, (1500, 850))
    assert d.top.widget("window_size").text == "1500 × 850"
    d.click("window_size_prev")
    assert d.app.window_size == (1366, 768) and d.top.widget("window_size").text == "1366 × 768"


def test_choosing_the_saved_size_again_really_resizes_the_window(make_app, data_dir):
    d = open_settings(make_app, (1366, 768))
    d.click("window_size_next")  # 1600 x 900: already the saved setting
    assert d.app.window_size == (1600, 900)
    assert d.top.widget("window_size").text == "1600 × 900"
    assert SettingsStore(data_dir / "settings.json").settings.window_size == (1600, 900)


@pytest.mark.parametrize(
    "key,choices",
    [
        ("window_size", WINDOW_SIZES),
        ("ui_scale", UI_SCALES),
        ("animation_speed", ANIMATION_SPEEDS),
        ("ai_delay", AI_PACES),
    ],
)
def test_the_arrows_stop_at_both_ends(make_app, key, choices):
    d = open_settings(make_app, (1280, 720))
    for _ in range(len(choices)):
        if not d.top.widget(f"{key}_prev").is_enabled:
            break
        d.click(f"{key}_prev")
    assert d.top.widget(key).text == choices[0][0]
    assert not d.top.widget(f"{key}_prev").is_enabled and d.top.widget(f"{key}_next").is_enabled
    for _ in range(len(choices)):
        if not d.top.widget(f"{key}_next").is_enabled:
            break
        d.click(f"{key}_next")
    assert d.top.widget(key).text == choices[-1][0]
    assert not d.top.widget(f"{key}_next").is_enabled and d.top.widget(f"{key}_prev").is_enabled
    d.click(key)  # the value itself comes round to the first choice
    assert d.top.widget(key).text == choices[0][0]


def test_ai_pace_and_confirmation_rows(make_app, data_dir):
    d = open_settings(make_app)
    assert d.top.widget("ai_delay").text == "Relaxed"
    d.click("ai_delay_next")
    assert d.app.settings.ai_delay == 0.3 and d.top.widget("ai_delay").text == "Fast"
    assert d.app.settings.confirm_no_undo is False
    d.click("confirm_no_undo")
    saved = SettingsStore(data_dir / "settings.json").settings
    assert saved.confirm_no_undo is True and saved.ai_delay == 0.3
    d.click("restore_defaults")
    assert d.app.settings.confirm_no_undo is False and d.app.settings.ai_delay == 1.0


def test_the_cores_row_offers_every_core_and_games_use_it(make_app, data_dir, monkeypatch):
    from steamworks.rules.setup import GameSetup, SeatSetup
    from steamworks.session import GameSession
    from steamworks.ui import settings as S
    from steamworks.ui.scenes.game import GameScene

    monkeypatch.setattr(S, "available_cores", lambda: 4)
    d = open_settings(make_app)
    d.app.change_settings(ai_cores=3)
    d.top.rebuild()
    assert d.top.widget("ai_cores").text == "3 cores"
    d.click("ai_cores_next")
    assert d.app.settings.ai_cores == 4 and d.top.widget("ai_cores").text == "4 cores"
    assert not d.top.widget("ai_cores_next").is_enabled  # all four: the last choice
    assert SettingsStore(data_dir / "settings.json").settings.ai_cores == 4
    setup = GameSetup(seats=(SeatSetup("Ada", "human", 0), SeatSetup("Bot", "ai:hard", 1)), seed=1)
    scene = GameScene(d.app, GameSession(setup), autosave=False)
    assert scene.controller.ai.workers == 4  # the game's AI thinks with what the setting allows
    scene.exit()


def test_resume_is_set_like_the_other_pause_buttons(make_app):
    d = Driver(make_app())
    d.app.nav.open_pause()
    d.frames(1)
    pause = d.top
    fonts = {
        pause.widget(key).font
        for key in ("resume", "save", "load", "settings", "rules", "quit_to_title")
    }
    assert len(fonts) == 1
