"""The screens, driven through the real event loop with synthetic mouse and keyboard events."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from steamworks.rules import data as rules_data
from steamworks.rules.setup import PERSONAS_DRAFT, PERSONAS_RANDOM, GameSetup, SeatSetup
from steamworks.ui.hooks import Hooks
from steamworks.ui.rules import text as rules_text
from steamworks.ui.rules.screen import RulesScene
from steamworks.ui.scenes.load import LoadScene
from steamworks.ui.scenes.message import MessageScene
from steamworks.ui.scenes.new_game import NewGameScene
from steamworks.ui.scenes.pause import PauseScene
from steamworks.ui.scenes.settings_scene import SettingsScene
from steamworks.ui.scenes.title import TitleScene
from steamworks.ui.settings import SettingsStore
from steamworks.ui.smoke import smoke_test
from tests.support.driver import Driver


@pytest.mark.parametrize(
    "button,scene_class",
    [
        ("new_game", NewGameScene),
        ("load", LoadScene),
        ("rules", RulesScene),
        ("settings", SettingsScene),
    ],
)
def test_each_screen_opens_from_the_title_and_escape_goes_back(driver: Driver, button, scene_class):
    assert isinstance(driver.top, TitleScene)
    driver.click(button)
    assert isinstance(driver.top, scene_class)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TitleScene)
    assert driver.top.widget(button).visible  # the title's widgets are back


def test_back_buttons_return_to_the_title(driver: Driver):
    for button, back in [
        ("new_game", "back"),
        ("load", "back"),
        ("rules", "back"),
        ("settings", "done"),
    ]:
        driver.click(button)
        driver.click(back)
        assert isinstance(driver.top, TitleScene), button


def test_continue_is_disabled_without_an_autosave(driver: Driver):
    button = driver.top.widget("continue")
    assert not button.is_enabled
    assert button.tool_tip_text  # says why
    driver.click("continue")
    assert isinstance(driver.top, TitleScene)


def test_continue_calls_the_hook_with_the_autosave(make_app, data_dir: Path):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "autosave.json").write_text("{}")
    calls = []
    d = Driver(make_app(hooks=Hooks(continue_game=lambda app, path: calls.append(path))))
    d.frames(1)
    assert d.top.widget("continue").is_enabled
    d.key(pygame.K_RETURN)  # Continue is the default when there is something to continue
    assert calls == [data_dir / "autosave.json"]


def test_a_missing_hook_explains_itself(driver: Driver):
    driver.click("new_game")
    driver.click("start")
    assert isinstance(driver.top, MessageScene)
    assert "not available" in driver.top.title.lower()
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, NewGameScene)


def test_a_failing_hook_shows_its_error(make_app, data_dir: Path):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "broken.json").write_text("{")

    def load_game(app, path):
        raise ValueError(f"{path.name} is not a Steam Works save")

    d = Driver(make_app(hooks=Hooks(load_game=load_game)))
    d.frames(1)
    d.click("load")
    d.click("load")  # the Load screen's own Load button; the only save is selected
    assert isinstance(d.top, MessageScene)
    assert "broken.json is not a Steam Works save" in d.top.text
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, LoadScene)


def test_load_lists_saves_and_passes_the_chosen_one(make_app, data_dir: Path):
    import os

    data_dir.mkdir(parents=True, exist_ok=True)
    for i, name in enumerate(["old.json", "new.json"]):
        (data_dir / name).write_text("{}")
        os.utime(data_dir / name, (1_000_000 + i * 1000, 1_000_000 + i * 1000))
    loaded = []
    d = Driver(make_app(hooks=Hooks(load_game=lambda app, path: loaded.append(path.name))))
    d.frames(1)
    d.click("load")
    assert d.top.saves[0].name == "new.json"  # newest first
    d.click("save_1")
    d.key(pygame.K_RETURN)
    assert loaded == ["old.json"]


def test_pause_overlay_resume_save_and_quit(make_app):
    saved, left = [], []
    hooks = Hooks(
        save_game=lambda app: saved.append(1) or "Saved as evening.json",
        leave_game=lambda app: left.append(1),
    )
    d = Driver(make_app(hooks=hooks))
    d.frames(1)
    d.app.nav.open_pause()
    d.frames(1)
    assert isinstance(d.top, PauseScene) and not d.top.opaque
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)
    d.app.nav.open_pause()
    d.frames(1)
    d.click("save")
    assert saved == [1]
    assert isinstance(d.top, MessageScene) and d.top.text == "Saved as evening.json"
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, PauseScene)
    d.click("settings")
    assert isinstance(d.top, SettingsScene)
    d.key(pygame.K_ESCAPE)
    d.click("rules")
    assert isinstance(d.top, RulesScene)
    d.key(pygame.K_ESCAPE)
    d.click("quit_to_title")
    assert left == [1]
    assert isinstance(d.top, TitleScene) and len(d.app.stack) == 1


def test_escape_on_the_title_asks_before_quitting(driver: Driver):
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MessageScene)
    driver.key(pygame.K_ESCAPE)  # "stay"
    assert isinstance(driver.top, TitleScene) and driver.app.running
    driver.key(pygame.K_ESCAPE)
    driver.click("choice_1")  # Quit
    assert not driver.app.running


def test_window_close_stops_the_loop(driver: Driver):
    driver.post(pygame.QUIT)
    driver.frames(1)
    assert not driver.app.running


# --- new game -------------------------------------------------------------------------------------


def test_new_game_produces_the_setup_set_through_the_widgets(make_app, data_dir: Path):
    started: list[GameSetup] = []
    d = Driver(make_app(hooks=Hooks(start_game=lambda app, setup: started.append(setup))))
    d.frames(1)
    d.click("new_game")
    scene = d.top
    assert [s.name for s in scene.draft.seats] == ["Inventor", "Lady Cogsworth", "Dr Tinkerton"]
    d.click("add_seat")
    d.click("add_seat")
    assert len(scene.draft.seats) == 5
    assert not d.top.widget("add_seat").is_enabled
    d.click("seat4_remove")
    assert len(scene.draft.seats) == 4
    d.replace_text("seat0_name", "Ada")
    d.replace_text("seat3_name", "Brunel")
    d.click("seat1_controller_next")  # Medium -> Hard
    d.click("seat2_controller_prev")  # Medium -> Easy
    d.click("seat3_controller_prev")  # Medium -> Easy
    d.click("seat3_controller_prev")  # Easy -> Human
    d.click("seat0_colour")  # colour 0 -> the next free one (4: 1-3 are taken)
    d.click("personas_draft")
    d.click("variant")
    d.replace_text("seed", "31337")
    d.click("start")
    assert started == [
        GameSetup(
            seats=(
                SeatSetup("Ada", "human", 4),
                SeatSetup("Lady Cogsworth", "ai:hard", 1),
                SeatSetup("Dr Tinkerton", "ai:easy", 2),
                SeatSetup("Brunel", "human", 3),
            ),
            seed=31337,
            personas=PERSONAS_DRAFT,
            variant_end_of_age=True,
        )
    ]
    # remembered for next time, on disk
    stored = json.loads((data_dir / "settings.json").read_text())
    assert stored["last_setup"]["seats"][0] == {"name": "Ada", "controller": "human", "colour": 4}
    assert stored["last_setup"]["seed_fixed"] is True
    # and offered again by the next New game screen
    d.key(pygame.K_ESCAPE)
    d.click("new_game")
    again = d.top.draft
    assert [s.name for s in again.seats] == ["Ada", "Lady Cogsworth", "Dr Tinkerton", "Brunel"]
    assert again.personas == PERSONAS_DRAFT and again.variant and again.seed_text == "31337"


def test_new_game_without_a_seed_draws_one(make_app):
    started: list[GameSetup] = []
    d = Driver(make_app(hooks=Hooks(start_game=lambda app, setup: started.append(setup))))
    d.frames(1)
    d.click("new_game")
    d.click("seat2_remove")
    d.key(pygame.K_RETURN)  # Start is the default button
    (setup,) = started
    assert setup.players == 2 and setup.personas == PERSONAS_RANDOM and not setup.variant_end_of_age
    assert setup.seed > 0
    assert not d.app.settings.last_setup["seed_fixed"]


def test_new_game_refuses_empty_or_duplicate_names(make_app):
    started = []
    d = Driver(make_app(hooks=Hooks(start_game=lambda app, setup: started.append(setup))))
    d.frames(1)
    d.click("new_game")
    d.replace_text("seat1_name", "")
    assert not d.top.widget("start").is_enabled
    d.key(pygame.K_RETURN)
    d.replace_text("seat1_name", "inventor")  # same as seat 0, ignoring case
    assert not d.top.widget("start").is_enabled
    d.click("start")
    assert started == []
    d.replace_text("seat1_name", "Babbage")
    assert d.top.widget("start").is_enabled


def test_seat_colours_never_collide(driver: Driver):
    driver.click("new_game")
    driver.click("add_seat")
    driver.click("add_seat")
    for _ in range(7):
        for i in range(5):
            driver.click(f"seat{i}_colour")
            colours = [s.colour for s in driver.top.draft.seats]
            assert len(set(colours)) == len(colours)


def test_random_ai_only_with_the_dev_flag(make_app):
    seen = {}
    for dev in (False, True):
        d = Driver(make_app(dev=dev))
        d.frames(1)
        d.click("new_game")
        order = []
        for _ in range(5):
            d.click("seat1_controller_next")
            order.append(d.top.draft.seats[1].controller)
        seen[dev] = order
        d.app.close()
    # from Medium: Hard, Expert, (Random,) Human, Easy, ...
    assert seen[False] == ["ai:hard", "ai:expert", "human", "ai:easy", "ai:medium"]
    assert seen[True] == ["ai:hard", "ai:expert", "ai:random", "human", "ai:easy"]


# --- settings -------------------------------------------------------------------------------------


def test_settings_change_live_and_persist(driver: Driver, data_dir: Path):
    app = driver.app
    driver.click("settings")
    driver.click("ui_scale_next")
    assert app.settings.ui_scale == 1.1
    assert app.scale == pytest.approx(1.1)  # applied at once
    driver.click("sound")
    assert app.settings.sound is False and app.sounds.enabled is False
    driver.click("colour_blind")
    driver.click("animation_speed_next")
    driver.click("ai_delay_next")
    driver.click("window_size_prev")
    assert app.window_size == (1366, 768)  # the window really changed
    assert isinstance(driver.top, SettingsScene)
    reread = SettingsStore(data_dir / "settings.json").settings
    assert (reread.ui_scale, reread.sound, reread.colour_blind) == (1.1, False, True)
    assert (reread.animation_speed, reread.ai_delay, reread.window_size) == (2.0, 0.3, (1366, 768))
    driver.click("restore_defaults")
    reread = SettingsStore(data_dir / "settings.json").settings
    assert reread.ui_scale == 1.0 and reread.sound and reread.window_size == (1600, 900)


def test_fullscreen_toggle_disables_the_window_size(driver: Driver):
    driver.click("settings")
    driver.click("fullscreen")
    assert driver.app.settings.fullscreen and driver.app.fullscreen
    assert not driver.top.widget("window_size").is_enabled
    driver.key(pygame.K_F11)
    assert not driver.app.fullscreen and driver.top.widget("window_size").is_enabled


# --- rules ----------------------------------------------------------------------------------------


def test_rules_chapters_scroll_and_turn(driver: Driver):
    driver.click("rules")
    scene = driver.top
    assert scene.chapter_id == "overview"
    driver.click("next")
    assert scene.chapter_id == "turn"
    driver.key(pygame.K_LEFT)
    assert scene.chapter_id == "overview"
    driver.click("chapter_glossary")
    assert scene.chapter_id == "glossary" and scene.max_scroll() > 0
    driver.post(
        pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0, touch=False
    )
    driver.frames(2)
    assert scene.scroll > 0
    driver.key(pygame.K_END)
    assert scene.scroll == scene.max_scroll()
    driver.key(pygame.K_HOME)
    assert scene.scroll == 0


def test_rules_scroll_bar_follows_a_drag(driver: Driver):
    driver.click("rules")
    scene = driver.top
    driver.click("chapter_glossary")
    bar = scene.scroll_bar()
    assert bar is not None and scene.scroll == 0
    track, start = bar.track, bar.thumb.center
    # held and moved down the track: the page follows, the thumb stays under the pointer
    driver.press_and_move(start, (start[0], track.centery))
    assert 0 < scene.scroll < scene.max_scroll()
    assert abs(scene.scroll_bar().thumb.centery - track.centery) <= 1
    # past the end of the track: the page stops at its end
    driver.press_and_move(start, (start[0], track.bottom + 50))
    driver.release((start[0], track.bottom + 50))
    assert scene.scroll == scene.max_scroll()
    # let go, the mouse moves the page no more
    driver.hover((start[0], track.top))
    assert scene.scroll == scene.max_scroll()
    # a chapter that fits its page has no bar, and a press where the bar was scrolls nothing
    driver.click("chapter_variant")
    assert scene.max_scroll() == 0 and scene.scroll_bar() is None
    driver.drag(start, (start[0], track.bottom))
    assert scene.scroll == 0


def test_glossary_draws_every_tile():
    from steamworks.ui.rules.text import glossary_entries

    game = rules_data.load()
    pictured = {tile_id for entry in glossary_entries() for tile_id, _ in entry.pictures}
    names = {entry.name for entry in glossary_entries()}
    for tile in game.tiles.values():
        assert tile.name in names
        # every tile is pictured, or an identical copy of it is
        same_look = [
            t
            for t in game.tiles.values()
            if t.name == tile.name
            and t.sides == tile.sides
            and t.supplies == tile.supplies
            and t.stack == tile.stack
        ]
        assert any(t.id in pictured for t in same_look), tile.id
    for entry in glossary_entries():
        assert entry.effect and entry.connectors


# --- window and layout ----------------------------------------------------------------------------


def _widgets_inside(scene, window: tuple[int, int]) -> None:
    rects = {
        name: scene.widget(name).rect for name in scene.widget_ids() if scene.widget(name).visible
    }
    assert rects
    for name, rect in rects.items():
        assert (
            0 <= rect.left
            and rect.right <= window[0]
            and 0 <= rect.top
            and rect.bottom <= window[1]
        ), name
    names = list(rects)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not rects[a].colliderect(rects[b]), (a, b)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
def test_no_widget_is_clipped_or_overlapping(make_app, size):
    app = make_app(size=size)
    d = Driver(app)
    d.frames(1)
    openers = [
        app.nav.open_title,
        app.nav.open_new_game,
        app.nav.open_settings,
        app.nav.open_rules,
        app.nav.open_load,
        app.nav.open_pause,
        lambda: app.nav.show_message("Title", "Some text " * 30),
    ]
    for opener in openers:
        app.nav.open_title()
        opener()
        d.frames(1)
        _widgets_inside(d.top, size)
    app.nav.open_title()
    app.nav.open_new_game()
    d.click("add_seat")
    d.click("add_seat")
    _widgets_inside(d.top, size)
    app.nav.open_title()
    app.nav.open_rules("glossary")
    d.frames(1)
    _widgets_inside(d.top, size)


def test_resizing_the_window_relayouts_every_scene(driver: Driver):
    app = driver.app
    driver.click("new_game")
    driver.replace_text("seat0_name", "Ada")
    app.nav.open_pause()
    driver.frames(1)
    driver.post(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720))
    driver.frames(2)
    assert app.window_size == (1280, 720) and app.scale == pytest.approx(0.8)
    pause = driver.top
    assert all(pause.widget(n).rect.right <= 1280 for n in pause.widget_ids())
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, NewGameScene)
    assert driver.top.widget("seat0_name").get_text() == "Ada"  # typed text survives a rebuild
    assert driver.top.widget("start").rect.right <= 1280
    app.close()
    assert SettingsStore(app.store.path).settings.window_size == (1280, 720)  # remembered


def test_smoke_test_renders_every_screen(tmp_path: Path, monkeypatch):
    # the player's data folder: the smoke run must neither write nor read it (it once marked
    # a puzzle solved there); it keeps its own data in a throwaway folder, then lets go of it
    players = tmp_path / "players-data"
    players.mkdir()
    monkeypatch.setenv("STEAMWORKS_DATA_DIR", str(players))
    assert smoke_test(tmp_path, frames=1) == 0
    assert list(players.iterdir()) == []
    assert os.environ["STEAMWORKS_DATA_DIR"] == str(players)
    shots = sorted(p.name for p in tmp_path.glob("*.png"))
    assert any("title" in s for s in shots) and any("glossary" in s for s in shots)
    assert len(shots) >= 8
    for shot in tmp_path.glob("*.png"):
        image = pygame.image.load(str(shot))
        assert image.get_size() == (1600, 900)


def test_disabled_buttons_still_explain_themselves(driver: Driver):
    button = driver.top.widget("continue")
    assert not button.is_enabled
    pygame.mouse.set_pos(button.rect.center)
    driver.frames(30)  # half a second of hovering
    surface = pygame.Surface(driver.app.window_size)
    surface.fill((0, 0, 0))
    driver.top.draw_overlay(surface)
    below = pygame.Rect(button.rect.left, button.rect.bottom, 200, 40)
    assert any(
        surface.get_at((x, y))[:3] != (0, 0, 0)
        for x in range(below.left, below.right, 7)
        for y in range(below.top, below.bottom, 5)
    )
    pygame.mouse.set_pos((5, 5))
    driver.frames(2)
    surface.fill((0, 0, 0))
    driver.top.draw_overlay(surface)
    assert surface.get_at((below.left + 20, below.top + 20))[:3] == (0, 0, 0)


class FakeBank:
    def __init__(self) -> None:
        self.played: list[str] = []
        self.enabled = True

    def play(self, name: str) -> bool:
        self.played.append(name)
        return True


def test_buttons_click_audibly_unless_sound_is_off(driver: Driver):
    bank = FakeBank()
    driver.app.sounds._bank = bank
    driver.click("rules")
    assert bank.played == ["button_click"]
    driver.key(pygame.K_ESCAPE)
    driver.app.change_settings(sound=False)
    driver.click("rules")
    assert bank.played == ["button_click"]


def test_command_line_options_reach_the_app(make_app, data_dir: Path):
    import argparse

    from steamworks.cli.play import _play_parser
    from steamworks.ui.app import App, LaunchOptions, installed_hooks

    options = LaunchOptions.from_any(_play_parser().parse_args([]))
    assert options.fullscreen is None and options.load is None and options.seed is None
    options = LaunchOptions.from_any(
        _play_parser().parse_args(["--windowed", "--seed", "77", "--load", "x.json"])
    )
    assert options.fullscreen is False and options.seed == 77 and options.load == Path("x.json")
    assert LaunchOptions.from_any(_play_parser().parse_args(["--fullscreen"])).fullscreen is True
    assert LaunchOptions.from_any(argparse.Namespace(window="1280x720")).window_size == (1280, 720)
    assert isinstance(installed_hooks(), Hooks)

    loaded = []
    hooks = Hooks(load_game=lambda app, path: loaded.append(path))
    store = SettingsStore(data_dir / "settings.json")
    app = App(
        LaunchOptions(window_size=(1280, 720), load=Path("x.json"), seed=77),
        hooks=hooks,
        store=store,
    )
    app.open()
    try:
        assert loaded == [Path("x.json")]
        app.nav.open_new_game()
        assert app.stack.top.draft.seed_text == "77"
    finally:
        app.close()


def test_load_pages_through_many_saves_and_skips_autosaves(make_app, data_dir: Path):
    import os

    data_dir.mkdir(parents=True, exist_ok=True)
    for i in range(8):
        (data_dir / f"game{i}.json").write_text("{}")
        os.utime(data_dir / f"game{i}.json", (1_000_000 + i, 1_000_000 + i))
    for name in ("autosave.json", "autosave.1.json"):
        (data_dir / name).write_text("{}")
    d = Driver(make_app())
    d.frames(1)
    assert d.top.widget("continue").is_enabled
    d.click("load")
    scene = d.top
    assert [p.name for p in scene.saves] == [f"game{i}.json" for i in range(7, -1, -1)]
    assert not scene.widget("newer").is_enabled
    d.click("older")
    assert "save_6" in scene.widget_ids() and "save_0" not in scene.widget_ids()
    d.key(pygame.K_UP)
    assert scene.selected == 5 and scene.page == 0


def test_rules_say_how_games_are_kept_and_deleted(driver: Driver):
    driver.click("rules")
    scene = driver.top
    driver.click("chapter_controls")
    assert scene.chapter_id == "controls"
    blocks = rules_text.chapter("controls").blocks
    index = [b.text for b in blocks].index("Your games are kept")
    section = " ".join(str(item) for block in blocks[index + 1 :] for item in block.text)
    for words in ("kept in Load", "finished game", "View table", "Delete", "asked"):
        assert words in section
    # the section is the end of the chapter, and End scrolls it fully into view
    driver.key(pygame.K_END)
    driver.frames(1)
    layout = scene._ensure_layout()
    last = layout.pieces[-1]
    assert last.y + last.h - scene.scroll <= scene.view_rect.h


def test_new_game_names_each_ai_levels_rating_from_the_ladder(monkeypatch):
    from steamworks.ai import strength as st
    from steamworks.ai.ladder_file import Gap
    from steamworks.ui.scenes import level_notes
    from tests.support.ladders import bare_ladder

    ladder = bare_ladder(
        {}, (Gap("hard", "medium", 404.0, 330.0, 478.0), Gap("expert", "hard", 90, -10, 190))
    )
    monkeypatch.setattr(level_notes, "shipped_ladder", lambda: ladder)
    monkeypatch.setattr(st, "load_measurements", lambda path=None: {})
    assert level_notes.level_note("ai:hard") == (
        "Hard: about 400 points above Medium; wins 9 of 10 games against it."
    )
    # a gap the games do not yet show says so; a long thinker says how long it thinks
    assert level_notes.level_note("ai:expert") == (
        "Expert: not yet shown to be stronger than Hard (too few games). "
        "Thinks about 5 seconds a move."
    )
    # not rated: what the level does, never a guessed figure
    assert level_notes.level_note("ai:medium") == (
        "Medium: Thinks each move through to the end of its turn and your replies."
    )
    assert level_notes.level_note("human") is None


def test_new_game_offers_expert_and_says_it_thinks_longer(make_app):
    started: list[GameSetup] = []
    d = Driver(make_app(hooks=Hooks(start_game=lambda app, setup: started.append(setup))))
    d.frames(1)
    d.click("new_game")
    scene = d.top
    assert scene.draft.seats[1].controller == "ai:medium"
    d.click("seat1_controller_next")  # Medium -> Hard
    d.click("seat1_controller_next")  # Hard -> Expert
    assert scene.draft.seats[1].controller == "ai:expert"
    d.frames(1)
    notes = scene._level_notes()
    assert any(
        n.startswith("Expert:") and n.endswith("Thinks about 5 seconds a move.") for n in notes
    )
    d.click("start")
    assert started[0].seats[1].controller == "ai:expert"
