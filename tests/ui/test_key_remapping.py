"""Keys of the player's choice (Settings, Accessibility), with real key events through the app's
loop: every action answers its new key, the usual key it gave away does nothing, conflicts and
the game's own keys are refused in words, the settings file keeps the map, a file with a bad
map is refused with a sentence (the usual keys and the rest of the settings kept), and the
Rules' "Mouse and Keyboard" shows the keys as set."""

from __future__ import annotations

import json

import pygame
import pytest

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.session import GameSession
from steamworks.ui import key_map
from steamworks.ui.build.demo import BuildDemoScene
from steamworks.ui.build.model import BuildModel
from steamworks.ui.game.sample_games import smoke_session
from steamworks.ui.key_translation import KeyTranslator, event_chord
from steamworks.ui.rules import text as rules_text
from steamworks.ui.scenes.access_settings import WAITING, AccessSettingsScene, key_button_id
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.settings import SettingsStore, load_settings
from tests.support.driver import Driver, open_game, table_setup

CTRL = pygame.KMOD_LCTRL

# every action on a key of its own that is not its usual one
NEW_KEYS = {
    "undo": "u",
    "save": "ctrl+p",
    "hint": "j",
    "confirm": "k",
    "activate": "l",
    "rotate": "t",
    "send_back": "x",
    "log_back": "w",
    "log_on": "s",
    "log_first": "q",
    "log_newest": "e",
    # the spoken table's (pressed in tests/ui/speech/test_spoken_game.py)
    "speech": "f3",
    "supply": "g",
    "belts": "y",
    "clock": "v",
    "prestige": "n",
    "devices": "o",
    "decision": "i",
    "last": "a",
}


def press(d: Driver, chord: str) -> None:
    """Press a chord (key_map's spelling) as the keyboard would."""
    from steamworks.ui.key_translation import key_code

    mods, name = key_map.parse_chord(chord)
    mod = (CTRL if "ctrl" in mods else 0) | (pygame.KMOD_LSHIFT if "shift" in mods else 0)
    d.key(key_code(name), mod, name if len(name) == 1 else "")


def remapped_game(make_app, session: GameSession | None = None) -> Driver:
    d = open_game(make_app, session or GameSession(table_setup()))
    d.app.change_settings(keys=NEW_KEYS)
    return d


def last_action(scene: GameScene):
    return scene.session.log[-1].action if scene.session.log else None


def test_the_map_covers_the_actions_the_issue_names():
    assert {"undo", "save", "hint", "rotate", "confirm", "log_back", "log_on"} <= set(
        key_map.ACTION_IDS
    )
    assert set(NEW_KEYS) == set(key_map.ACTION_IDS)  # the tests below press every one
    assert key_map.check_map(NEW_KEYS) is None


def test_confirm_activate_and_undo_on_their_new_keys(make_app):
    d = remapped_game(make_app)
    scene = d.top
    d.key(pygame.K_TAB)  # the ring on the first place: persona space 1
    d.key(pygame.K_RETURN)  # Enter was given away: nothing
    assert not scene.session.log
    press(d, "k")  # the new confirm key plays what the ring is on
    assert last_action(scene) == A.PlacePersona(0)
    assert isinstance(engine.current_decision(scene.session.state), F.TakeFrame)
    d.key(pygame.K_z, CTRL)  # the old undo does nothing
    assert len(scene.session.log) == 1
    press(d, "u")  # the new one takes the step back
    assert not scene.session.log
    press(d, "k")  # the ring is still shown: its place is played again
    assert isinstance(last_action(scene), A.PlacePersona)
    assert isinstance(engine.current_decision(scene.session.state), F.TakeFrame)
    d.key(pygame.K_TAB)
    ringed = scene.focused().key
    d.key(pygame.K_SPACE)  # Space was given away too
    assert isinstance(last_action(scene), A.PlacePersona)
    press(d, "l")  # the new key for playing what the ring is on
    assert last_action(scene) == A.TakeTile(ringed[1], ringed[2])


def test_save_and_hint_on_their_new_keys(make_app):
    d = remapped_game(make_app)
    scene = d.top
    d.key(pygame.K_s, CTRL)  # the usual save: given away
    assert d.top is scene
    press(d, "ctrl+p")
    assert type(d.top).__name__ == "SaveDialog"
    d.key(pygame.K_ESCAPE)
    assert d.top is scene
    d.key(pygame.K_h)  # the usual hint: given away
    assert not scene.hint_open
    press(d, "j")
    assert scene.hint_open  # thinking, or already showing its choices
    press(d, "j")
    assert not scene.hint_open


def test_the_logs_scrolling_on_its_new_keys(make_app):
    d = remapped_game(make_app, smoke_session(5, 7, 160))
    scene = d.top
    log = scene.log_panel
    assert log.max_top > 0 and log.top == log.max_top  # a long log, at its newest line
    d.key(pygame.K_PAGEUP)  # given away
    assert log.top == log.max_top
    press(d, "w")
    assert log.top < log.max_top
    back_one = log.top
    press(d, "q")
    assert log.top == 0
    press(d, "s")
    assert 0 < log.top
    press(d, "e")
    assert log.top == log.max_top
    press(d, "w")
    assert log.top == back_one


class RemappedBuildScene(BuildDemoScene):
    """The build panel on a screen that takes the player's keys, as the game table does."""

    remaps_keys = True


def test_turning_and_sending_back_in_the_build_panel_on_their_new_keys(make_app):
    d = Driver(make_app())
    d.app.change_settings(keys=NEW_KEYS)
    supply = {"power_converter_1": 1, "clockwork_source": 1, "start_monetiser": 1}
    scene = RemappedBuildScene(d.app, model=BuildModel(supply, 3, money=10))
    d.app.reset_to(scene)
    d.frames(2)
    panel = scene.panel
    model = panel.model
    # a converter on the grid, selected (the keys below are what this test is about)
    assert model.place("power_converter_1", (0, 0))
    assert model.select((0, 0))
    d.frames(1)
    rot = model.tile_at((0, 0))[1]
    d.key(pygame.K_r)  # given away
    assert model.tile_at((0, 0))[1] == rot
    press(d, "t")
    assert model.tile_at((0, 0))[1] == (rot + 1) % 4
    press(d, "shift+t")  # with Shift, backwards, as R with Shift was
    assert model.tile_at((0, 0))[1] == rot
    d.key(pygame.K_DELETE)  # given away
    assert model.tile_at((0, 0)) is not None
    press(d, "x")
    assert model.tile_at((0, 0)) is None


def test_the_accessibility_screen_sets_a_key_and_refuses_conflicts_in_words(make_app, data_dir):
    d = Driver(make_app(size=(1280, 720)))
    d.frames(1)
    d.app.nav.open_access_settings()
    d.frames(1)
    scene = d.top
    assert isinstance(scene, AccessSettingsScene)
    assert scene.widget(key_button_id("undo")).text == "Ctrl+Z"
    d.click(key_button_id("undo"))
    assert scene.widget(key_button_id("undo")).text == WAITING
    d.key(pygame.K_h)  # Hint's key
    assert scene.status_is_refusal and "already the key to ask for a hint" in scene.status
    assert d.app.settings.keys == {}
    d.click(key_button_id("undo"))
    d.key(pygame.K_ESCAPE)  # Esc: left as it was, and the screen stays
    assert d.top is scene and d.app.settings.keys == {}
    d.click(key_button_id("undo"))
    d.key(pygame.K_TAB)
    assert scene.status_is_refusal and "Tab always moves the focus ring" in scene.status
    d.click(key_button_id("undo"))
    d.key(pygame.K_LCTRL, CTRL)  # a modifier alone: the chord goes on
    assert scene.capturing == "undo"
    d.key(pygame.K_u, CTRL)
    assert d.app.settings.keys == {"undo": "ctrl+u"}
    assert scene.widget(key_button_id("undo")).text == "Ctrl+U"
    kept = SettingsStore(data_dir / "settings.json").settings.keys
    assert kept == {"undo": "ctrl+u"}
    doc = json.loads((data_dir / "settings.json").read_text(encoding="utf-8"))
    assert doc["keys"] == {"undo": "ctrl+u"}
    # the Rules say so
    d.app.nav.open_rules("controls")
    d.frames(1)
    blocks = rules_text.chapter("controls", d.app.settings.keys).blocks
    table = next(b for b in blocks if b.kind == "table")
    assert ("Undo a step", "Ctrl+U") in table.text
    words = " ".join(
        str(i) for b in blocks for i in ((b.text,) if isinstance(b.text, str) else b.text)
    )
    assert "Ctrl+U takes back your last step" in words and "Ctrl+Z" not in words
    d.key(pygame.K_ESCAPE)
    # "Usual keys" puts it back
    d.click("usual_keys")
    assert d.app.settings.keys == {}


def test_the_screen_works_from_the_keyboard(make_app):
    d = Driver(make_app())
    d.frames(1)
    d.app.nav.open_access_settings()
    d.frames(1)
    scene = d.top
    d.key(pygame.K_TAB)
    assert scene.key_focus.shown
    while scene.focused_id() != key_button_id("hint"):
        d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    assert scene.capturing == "hint"
    d.key(pygame.K_g)
    assert d.app.settings.keys == {"hint": "g"}


@pytest.mark.parametrize(
    "keys,words",
    [
        ({"undo": "h"}, "to undo a step and also to ask for a hint"),
        ({"undo": "escape"}, "Esc always goes back"),
        ({"jump": "x"}, '"jump", which is no action'),
        ({"undo": "ctrl+"}, "no key"),
        (["u"], "not a list of actions and keys"),
    ],
)
def test_a_settings_file_with_a_bad_key_map_is_refused_and_the_rest_loads(tmp_path, keys, words):
    path = tmp_path / "settings.json"
    doc = {"format": "steamworks-settings", "version": 1, "sound": False, "keys": keys}
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = load_settings(path)
    assert result.problem is None
    assert result.keys_problem is not None and words in result.keys_problem
    assert result.keys_problem.startswith("Your settings file's keys were not used")
    assert result.settings.keys == {}  # the usual keys
    assert result.settings.sound is False  # the rest of the file is used
    store = SettingsStore(path)
    assert store.keys_problem == result.keys_problem
    store.change(sound=True)  # the first change keeps the refused file aside
    assert json.loads(path.with_name("settings.json.bak").read_text())["keys"] == keys


def test_the_refusal_is_shown_on_the_accessibility_screen(make_app, data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    doc = {"format": "steamworks-settings", "version": 1, "keys": {"undo": "h"}}
    (data_dir / "settings.json").write_text(json.dumps(doc), encoding="utf-8")
    d = Driver(make_app())  # its settings come from that file
    d.frames(1)
    d.app.nav.open_access_settings()
    d.frames(1)
    assert d.app.store.keys_problem and "to undo a step and also" in d.app.store.keys_problem
    assert d.top.widget(key_button_id("undo")).text == "Ctrl+Z"


def test_the_translator_is_a_permutation_of_the_usual_keys():
    swap = KeyTranslator({"undo": "h", "hint": "ctrl+z"})

    def down(key, mod=0):
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)

    assert event_chord(swap.translate(down(pygame.K_h))) == "ctrl+z"
    assert event_chord(swap.translate(down(pygame.K_z, CTRL))) == "h"
    other = down(pygame.K_a)
    assert swap.translate(other) is other
    assert KeyTranslator({}).translate(other) is other
