"""The file API the UI calls: where files go, named slots, the autosave and its backups."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from steamworks.persistence import paths, saves
from steamworks.persistence.errors import SaveCorrupt, SaveNotFound, SaveUnreadable, SaveWriteError
from steamworks.persistence.record import GameRecord
from steamworks.rules.actions import IllegalAction, Pass
from steamworks.rules.setup import quick_setup


def same_game(loaded, record) -> bool:
    return (loaded.setup, loaded.log, loaded.state) == (record.setup, record.log, record.state)


# ------------------------------------------------------------------ locations


def test_checkout_saves_go_to_the_saves_folder(monkeypatch, tmp_path):
    monkeypatch.delenv(paths.DATA_DIR_ENV, raising=False)
    assert paths.source_checkout_root() is not None  # the tests run from a checkout
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    (checkout / "pyproject.toml").write_text("[project]\n")
    monkeypatch.setattr(paths, "_CHECKOUT_DIR", checkout)  # so the test never writes to the repo
    assert paths.data_dir() == checkout / "saves"
    assert paths.settings_path().parent == paths.autosave_path().parent == checkout / "saves"
    assert saves.slot_path("x").parent == (checkout / "saves").resolve()


def test_the_packaged_game_uses_the_per_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.delenv(paths.DATA_DIR_ENV, raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(
        paths.platformdirs, "user_data_dir", lambda *a, **k: str(tmp_path / "user" / "SteamWorks")
    )
    assert paths.data_dir() == tmp_path / "user" / "SteamWorks"
    assert paths.settings_path() == tmp_path / "user" / "SteamWorks" / "settings.json"


def test_the_environment_variable_wins(data_folder):
    assert saves.autosave_chain()[0] == data_folder / "autosave.json"
    assert saves.slot_path("x").parent == data_folder.resolve()


def test_an_unusable_save_folder_gives_save_errors(monkeypatch, tmp_path, short_game):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(blocker / "saves"))  # cannot be created
    game = (short_game.setup, short_game.log, short_game.state)
    with pytest.raises(SaveWriteError, match="could not be autosaved"):
        saves.autosave(*game)
    with pytest.raises(SaveWriteError, match="save folder could not be opened"):
        saves.save_slot("x", *game)
    with pytest.raises(SaveUnreadable, match="save folder could not be"):
        saves.load_autosave()
    with pytest.raises(SaveUnreadable, match="save folder could not be read"):
        saves.list_saves()
    assert saves.has_autosave() is False


# ------------------------------------------------------------------ named saves


@pytest.mark.parametrize(
    "name, file_name",
    [
        ("Tuesday game", "Tuesday game.json"),
        ("  spaced   out  ", "spaced out.json"),
        ("../../etc/passwd", "etc_passwd.json"),
        ("..\\..\\Windows\\win.ini", "Windows_win_ini.json"),
        ("C:\\x", "C_x.json"),
        ("/absolute", "absolute.json"),
        ("Émilie's game: round 3?", "Émilie_s game_ round 3.json"),
        ("a" * 200, "a" * 60 + ".json"),
        ("name\x00with\nnul", "name_with_nul.json"),
    ],
)
def test_slot_names_are_sanitised(name, file_name):
    assert saves.slot_file_name(name) == file_name


@pytest.mark.parametrize(
    "name", ["", "   ", "../", "...", "con", "NUL", "autosave", "autosave.1", "settings", "lpt1"]
)
def test_unusable_slot_names_are_refused(name):
    with pytest.raises(SaveWriteError):
        saves.slot_file_name(name)


def test_no_name_escapes_the_save_folder(data_folder, short_game):
    for name in [
        "../outside",
        "../../outside",
        "/tmp/outside",
        "sub/dir/x",
        "~/x",
        "\\\\server\\share",
    ]:
        path = saves.save_slot(name, short_game.setup, short_game.log, short_game.state)
        assert path.parent == data_folder.resolve()
    assert not (data_folder.parent / "outside.json").exists()
    assert sorted(p.parent for p in data_folder.rglob("*")) == [data_folder] * len(
        list(data_folder.rglob("*"))
    )


def test_save_list_and_load_slots(data_folder, short_game, late_game):
    saves.save_slot("first", short_game.setup, short_game.log, short_game.state)
    saves.save_slot("second", late_game.setup, late_game.log, late_game.state)
    saves.autosave(short_game.setup, short_game.log, short_game.state)
    saves.autosave(short_game.setup, short_game.log, short_game.state)  # makes autosave.1.json
    paths.settings_path().write_text("{}")
    (data_folder / ".first.json.abc.tmp").write_text("half a save")
    listed = saves.list_saves()
    assert sorted(info.name for info in listed) == ["first", "second"]
    assert all(info.size > 0 and info.modified > 0 for info in listed)
    assert same_game(saves.load_slot("second"), late_game)
    summary = saves.read_summary(saves.slot_path("second"))
    assert summary.players == tuple(seat.name for seat in late_game.setup.seats)
    assert summary.game_over and summary.actions == len(late_game.log) and summary.age == 3
    saves.delete_slot("first")
    assert [info.name for info in saves.list_saves()] == ["second"]
    with pytest.raises(SaveNotFound):
        saves.load_slot("first")


def test_saving_again_replaces_the_slot(data_folder, short_game, late_game):
    saves.save_slot("game", short_game.setup, short_game.log, short_game.state)
    saves.save_slot("game", late_game.setup, late_game.log, late_game.state)
    assert same_game(saves.load_slot("game"), late_game)
    assert [p.name for p in data_folder.iterdir()] == ["game.json"]


def test_saving_into_a_missing_folder_is_a_save_error(tmp_path, short_game):
    with pytest.raises(SaveWriteError, match="could not be saved as 'x.json'"):
        saves.save_game(
            tmp_path / "no" / "such" / "x.json", short_game.setup, short_game.log, short_game.state
        )


def test_an_inconsistent_game_is_not_saved(tmp_path, short_game, late_game):
    with pytest.raises(SaveWriteError, match="do not lead to its current state"):
        saves.save_game(tmp_path / "x.json", short_game.setup, short_game.actions, late_game.state)
    with pytest.raises(SaveWriteError, match="do not replay"):
        saves.save_game(
            tmp_path / "x.json", short_game.setup, [Pass(automaton=True)] * 3, short_game.state
        )
    assert not (tmp_path / "x.json").exists()


# ------------------------------------------------------------------ the autosave


def autosave_history(record: GameRecord, count: int) -> list[GameRecord]:
    """The record after each of its last `count` actions, oldest first (each with its state)."""
    from steamworks.persistence.log_check import final_state

    out = []
    for n in range(len(record.log) - count + 1, len(record.log) + 1):
        log = record.log[:n]
        out.append(GameRecord(record.setup, log, final_state(record.setup, log)))
    return out


def test_autosave_keeps_three_rotating_backups(data_folder, short_game):
    history = autosave_history(short_game, 6)
    assert not saves.has_autosave() and saves.load_autosave() is None
    for record in history:
        saves.autosave(record.setup, record.log, record.state)
    names = sorted(p.name for p in data_folder.iterdir())
    assert names == ["autosave.1.json", "autosave.2.json", "autosave.3.json", "autosave.json"]
    chain = saves.autosave_chain()
    for age, path in enumerate(chain):
        assert same_game(saves.load_game(path), history[-1 - age])
    loaded = saves.load_autosave()
    assert same_game(loaded, history[-1]) and loaded.notes == ()
    assert saves.has_autosave()


def test_a_damaged_autosave_falls_back_to_a_backup(data_folder, short_game):
    history = autosave_history(short_game, 4)
    for record in history:
        saves.autosave(record.setup, record.log, record.state)
    main, first, second, _third = saves.autosave_chain()
    damaged = main.read_bytes()[:100]
    main.write_bytes(damaged)
    first.write_bytes(b"\x00" * 50)
    loaded = saves.load_autosave()
    assert same_game(loaded, history[-3]) and loaded.path == second
    assert loaded.notes[0].startswith("The autosave could not be loaded: The save is incomplete")
    assert loaded.notes[1].startswith("Autosave backup 1 could not be loaded")
    assert loaded.notes[-1] == "Continuing from autosave backup 2, saved 2 actions earlier."
    # nothing is repaired or deleted behind the player's back
    assert main.read_bytes() == damaged and first.read_bytes() == b"\x00" * 50


def test_a_missing_autosave_after_a_crash_mid_rotation_uses_the_backup(data_folder, short_game):
    saves.autosave(short_game.setup, short_game.log, short_game.state)
    main, first, *_ = saves.autosave_chain()
    main.rename(first)
    loaded = saves.load_autosave()
    assert same_game(loaded, short_game) and loaded.path == first
    assert loaded.notes == ("Continuing from autosave backup 1, saved 1 action earlier.",)


def test_when_every_autosave_is_damaged_the_newest_error_is_raised(data_folder):
    main, first, *_ = saves.autosave_chain()
    main.write_text('{"format": "steamworks-save", "format_')
    first.write_text("[]")
    with pytest.raises(SaveCorrupt, match="incomplete"):
        saves.load_autosave()


def test_clear_autosave(data_folder, short_game):
    for _ in range(3):
        saves.autosave(short_game.setup, short_game.log, short_game.state)
    saves.clear_autosave()
    assert not saves.has_autosave() and list(data_folder.iterdir()) == []


def test_stale_temporary_files_are_cleaned_up(data_folder, short_game):
    import os

    stale = data_folder / ".autosave.json.x1y2.tmp"
    fresh = data_folder / ".autosave.json.z3w4.tmp"
    stale.write_text("crashed write")
    fresh.write_text("a write in progress elsewhere")
    os.utime(stale, (1, 1))
    saves.autosave(short_game.setup, short_game.log, short_game.state)
    assert not stale.exists() and fresh.exists()


# ------------------------------------------------------------------ resuming play


def test_a_loaded_game_resumes_where_it_stopped(data_folder):
    import random

    from steamworks.rules import engine

    record = GameRecord.new(quick_setup(3, seed=11, personas="draft"))
    chooser = random.Random(11)
    for _ in range(30):
        record = record.play(chooser.choice(engine.legal_actions(record.state)))
        saves.autosave(record.setup, record.log, record.state)
    resumed = saves.load_autosave().record()
    assert resumed == record
    for _ in range(30):
        action = chooser.choice(engine.legal_actions(record.state))
        record, resumed = record.play(action), resumed.play(action)
    assert resumed == record


def test_game_record_refuses_illegal_actions_and_finished_games(late_game):
    with pytest.raises(IllegalAction, match="The game is over"):
        late_game.play(Pass())
    fresh = GameRecord.new(quick_setup(2, seed=3))
    with pytest.raises(IllegalAction):
        fresh.play(Pass(automaton=True))
    assert fresh.log == ()


def test_files_are_compact_utf8_json(data_folder, late_game):
    path = saves.save_slot("late", late_game.setup, late_game.log, late_game.state)
    text = Path(path).read_text(encoding="utf-8")
    doc = json.loads(text)
    assert (
        doc["format"] == "steamworks-save"
        and doc["format_version"] == 3
        and doc["seed"] == late_game.setup.seed
    )
    assert doc["log"][0]["action"]["kind"] == type(late_game.log[0].action).__name__
    assert len(text.encode()) < 200_000


def test_a_game_the_loader_would_refuse_is_still_written_with_a_warning(
    tmp_path, short_game, caplog
):
    import attrs

    odd_setup = attrs.evolve(
        short_game.setup, seats=tuple(attrs.evolve(s, colour=99) for s in short_game.setup.seats)
    )
    odd = GameRecord(odd_setup, short_game.log, short_game.state)
    path = saves.save_game(tmp_path / "odd.json", odd.setup, odd.log, odd.state)
    assert path.is_file()
    assert (
        "Saving a game the loader will refuse" in caplog.text and "colour number 99" in caplog.text
    )
