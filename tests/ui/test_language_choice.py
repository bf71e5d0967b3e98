"""The language choice (issue #35): the setting, the first launch, the Settings row, the launch
option, and what never depends on the language.

The Settings row is driven by real pygame events. Only English is offered until a catalogue is
complete, so these tests offer German with a tiny German catalogue compiled into tmp_path
(`german_offered`): the real catalogues are not touched, and the words checked are the few the
test itself translates, so the tests hold whatever the real translations become.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from steamworks import language
from steamworks.language import catalogue
from steamworks.persistence import history, saves
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.session import GameSession
from steamworks.ui import language_choice
from steamworks.ui.app import App
from steamworks.ui.launch_options import LaunchOptions
from steamworks.ui.scenes.settings_scene import SettingsScene
from steamworks.ui.scenes.title import TitleScene
from steamworks.ui.settings import (
    FORMAT_MARKER,
    FORMAT_VERSION,
    Settings,
    SettingsStore,
    settings_from_plain,
    settings_to_plain,
)
from tests.support.driver import Driver

GERMAN = {
    "New Game": "Neues Spiel",
    "Settings": "Einstellungen",
    "Language": "Sprache",
    "Done": "Fertig",
}


@pytest.fixture(autouse=True)
def english_again(monkeypatch):
    """Every test starts and ends in English, on an English-speaking system."""
    monkeypatch.setenv("LANGUAGE", "en")
    language.set_language("en")
    yield
    language.set_language("en")


@pytest.fixture
def german_offered(tmp_path, monkeypatch):
    """German offered in Settings, with a catalogue of the GERMAN words only."""
    folder = tmp_path / "locale"
    (folder / "de" / "LC_MESSAGES").mkdir(parents=True)
    words = Catalog(locale="de", domain=catalogue.DOMAIN)
    for english, german in GERMAN.items():
        words.add(english, german)
    with (folder / "de" / "LC_MESSAGES" / f"{catalogue.DOMAIN}.mo").open("wb") as out:
        write_mo(out, words)
    monkeypatch.setattr(catalogue, "LOCALE_DIR", folder)
    monkeypatch.setattr(catalogue, "_loaded", {})
    offered = (language.KNOWN[0], language.KNOWN[1])  # English, Deutsch
    monkeypatch.setattr(catalogue, "LANGUAGES", offered)
    monkeypatch.setattr(language, "LANGUAGES", offered)


def write_settings(path: Path, **fields) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = {"format": FORMAT_MARKER, "version": FORMAT_VERSION, **fields}
    path.write_text(json.dumps(doc), encoding="utf-8")


def saved(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


# --- the setting ------------------------------------------------------------------------------


def test_the_setting_keeps_a_known_code_and_forgets_anything_else():
    assert Settings().language == ""  # not chosen yet
    assert Settings(language="fr").language == "fr"
    for bad in ("xx", "pseudo", "DE", 3, None):
        assert Settings(language=bad).language == ""
    plain = settings_to_plain(Settings(language="es"))
    assert plain["language"] == "es" and settings_from_plain(plain).language == "es"


def test_a_settings_file_with_an_unknown_language_falls_back_and_keeps_the_rest(make_app, data_dir):
    write_settings(data_dir / "settings.json", language="xx", sound=False, ai_delay=0.3)
    app = make_app()
    assert language.current_language() == "en"
    assert app.settings.sound is False and app.settings.ai_delay == 0.3  # the rest is kept
    assert isinstance(app.stack.top, TitleScene)


# --- which language a run speaks -------------------------------------------------------------


def test_the_first_launch_speaks_the_system_language_only_when_it_is_offered(german_offered):
    german_system = {"LANG": "de_DE.UTF-8"}
    assert language_choice.starting_language("", environ=german_system) == "de"
    assert language_choice.starting_language("", environ={"LANG": "ja_JP.UTF-8"}) == "en"
    assert language_choice.starting_language("", environ={"LANG": "fr_FR.UTF-8"}) == "en"
    # a choice is kept whatever the system says, and the command line overrides both
    assert language_choice.starting_language("en", environ=german_system) == "en"
    assert language_choice.starting_language("de", "pseudo", environ=german_system) == "pseudo"


def test_the_first_launch_keeps_the_system_language_as_the_choice(
    german_offered, make_app, data_dir, monkeypatch
):
    monkeypatch.setenv("LANGUAGE", "de_DE")
    app = make_app()
    assert language.current_language() == "de"
    assert app.settings.language == "de"
    assert saved(data_dir / "settings.json")["language"] == "de"
    assert app.stack.top.widget("new_game").text == "Neues Spiel"


def test_the_launch_option_speaks_for_one_run_without_saving(make_app, data_dir):
    write_settings(data_dir / "settings.json", language="en")
    store = SettingsStore(data_dir / "settings.json")
    app = App(LaunchOptions(window_size=(1280, 720), language="pseudo"), store=store)
    app.open()
    try:
        assert language.current_language() == "pseudo"
        new_game = app.stack.top.widget("new_game").text
        assert new_game != "New Game" and new_game.startswith("[")
        assert saved(data_dir / "settings.json")["language"] == "en"
    finally:
        app.close()


def test_the_launch_option_is_read_from_the_command_line():
    from steamworks.cli.play import _play_parser

    args = _play_parser().parse_args(["--language", "pseudo"])
    assert LaunchOptions.from_any(args).language == "pseudo"
    assert LaunchOptions.from_any(_play_parser().parse_args([])).language is None
    with pytest.raises(SystemExit):
        _play_parser().parse_args(["--language", "xx"])


# --- the Settings row, driven by real events -------------------------------------------------


def test_choosing_a_language_in_settings_speaks_it_at_once(german_offered, make_app, data_dir):
    d = Driver(make_app())
    d.frames(1)
    title = d.top
    assert isinstance(title, TitleScene)
    assert title.widget("new_game").text == "New Game"
    d.click("settings")  # the title's Settings button
    assert isinstance(d.top, SettingsScene)
    assert d.top.widget("language").text == "English"
    d.click("language_next")
    assert language.current_language() == "de"
    assert d.top.widget("language").text == "Deutsch"  # each language in its own words
    assert d.top.widget("done").text == "Fertig"  # this screen was rebuilt in German
    assert not d.top.widget("language_next").is_enabled  # the last language offered
    assert saved(data_dir / "settings.json")["language"] == "de"
    d.click("done")
    assert d.top is title  # the same title, no restart: its words are German now
    assert title.widget("new_game").text == "Neues Spiel"
    assert title.widget("settings").text == "Einstellungen"
    d.click("settings")
    d.click("language_prev")
    assert language.current_language() == "en"
    d.click("done")
    assert title.widget("new_game").text == "New Game"


def test_restoring_the_defaults_keeps_the_language(german_offered, make_app):
    d = Driver(make_app())
    d.frames(1)
    d.app.nav.open_settings()
    d.frames(1)
    d.click("language_next")
    d.click("restore_defaults")
    assert d.app.settings.language == "de" and language.current_language() == "de"


# --- nothing saved depends on the language ---------------------------------------------------


def played_game(moves: int = 120) -> GameSession:
    setup = GameSetup(
        seats=(SeatSetup("Ada", colour=0), SeatSetup("Brunel", "ai:easy", colour=1)), seed=7
    )
    session = GameSession(setup)
    chooser = random.Random(7)
    for _ in range(moves):
        if session.over:
            break
        session.submit(chooser.choice(session.legal_actions()))
        session.story  # noqa: B018 - the narration is worded along the way, in pseudo
        session.undo_block_reason()
    return session


def test_a_game_saved_while_speaking_pseudo_loads_in_english_the_same(tmp_path):
    language.set_language(language.PSEUDO)
    session = played_game()
    path = saves.save_game(tmp_path / "pseudo.json", session.setup, session.log, session.state)
    pseudo_bytes = path.read_bytes()
    language.set_language("en")
    loaded = saves.load_game(path)
    assert loaded.state == session.state
    assert tuple(loaded.log) == tuple(session.log)
    assert _without_time(saves.encode_game(session.setup, session.log, session.state)) == (
        _without_time(pseudo_bytes)
    )
    english = saves.save_game(tmp_path / "english.json", loaded.setup, loaded.log, loaded.state)
    assert _without_time(english.read_bytes()) == _without_time(pseudo_bytes)


def _without_time(data: bytes) -> dict:
    """A save's content without the moment it was written (two writes may be a second apart)."""
    content = json.loads(data)
    content.pop("saved_at")
    return content


def test_history_and_settings_are_written_the_same_in_every_language():
    session = played_game(moves=100_000)
    assert session.over
    when = dt.datetime(2026, 11, 28, 12, 0, tzinfo=dt.UTC)
    written = {}
    for code in ("en", language.PSEUDO):
        with language.speaking(code):
            entry = history.make_entry(session.setup, session.log, session.state, when)
            written[code] = (
                history.encode_entry(entry),
                json.dumps(settings_to_plain(Settings(language="de"))),
            )
    assert written["en"] == written[language.PSEUDO]
