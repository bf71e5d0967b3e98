"""Settings: defaults, clamping, the JSON round trip, bad files, atomic writes, and paths."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import attrs
import pytest

from steamworks.persistence import paths
from steamworks.rules.setup import PERSONAS_DRAFT, GameSetup, SeatSetup
from steamworks.ui import settings as S


def test_defaults():
    s = S.Settings()
    assert s.window_size == (1600, 900)
    assert not s.fullscreen and s.sound and not s.colour_blind
    assert s.ui_scale == 1.0 and s.animation_speed == 1.0
    assert s.last_setup is None


def test_values_are_clamped_into_range():
    s = S.Settings(window_size=(10, 99999), ui_scale=9, animation_speed=-3, ai_delay=float("nan"))
    assert s.window_size == (S.MIN_WINDOW[0], S.MAX_WINDOW[1])
    assert s.ui_scale == 2.0 and s.animation_speed == 0.0 and s.ai_delay == 1.0
    assert S.Settings(window_size="huge").window_size == S.DEFAULT_WINDOW


def test_ai_cores_default_to_all_but_one_and_stay_within_the_machine(monkeypatch):
    monkeypatch.setattr(S, "available_cores", lambda: 8)
    monkeypatch.setattr(S, "default_workers", lambda: 7)
    assert S.Settings().ai_cores == 7
    assert S.Settings(ai_cores=64).ai_cores == 8  # a file written on a larger machine
    assert S.Settings(ai_cores=0).ai_cores == 1
    assert S.Settings(ai_cores=float("nan")).ai_cores == 7
    assert S.Settings(ai_cores="all").ai_cores == 7
    assert [n for _label, n in S.ai_core_choices()] == list(range(1, 9))
    assert S.ai_core_choices()[0][0] == "1 core" and S.ai_core_choices()[2][0] == "3 cores"


def test_animation_duration():
    assert S.Settings(animation_speed=2.0).animation_duration(0.4) == pytest.approx(0.2)
    assert S.Settings(animation_speed=0.0).animation_duration(0.4) == 0.0


def test_round_trip_through_the_file(tmp_path: Path):
    setup = GameSetup(
        seats=(SeatSetup("Ada", "human", 3), SeatSetup("Bot", "ai:hard", 1)),
        seed=42,
        personas=PERSONAS_DRAFT,
        variant_end_of_age=True,
    )
    original = S.Settings(
        window_size=(1280, 720),
        fullscreen=True,
        ui_scale=1.25,
        animation_speed=2.0,
        ai_delay=1.2,
        ai_cores=1,
        colour_blind=True,
        sound=False,
        last_setup=S.setup_to_plain(setup),
    )
    path = tmp_path / "settings.json"
    S.save_settings(original, path)
    result = S.load_settings(path)
    assert result.problem is None
    assert S.settings_to_plain(result.settings) == S.settings_to_plain(original)
    assert S.setup_from_plain(result.settings.last_setup) == setup


def test_missing_file_gives_defaults_without_a_problem(tmp_path: Path):
    result = S.load_settings(tmp_path / "nope.json")
    assert result.settings == S.Settings() and result.problem is None


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[1, 2, 3]",
        json.dumps({"window_size": [800, 600]}),  # no format marker: someone else's file
        json.dumps({"format": "steamworks-settings", "version": 99}),  # a newer game wrote it
        "\udcff",  # undecodable bytes are written below
    ],
)
def test_corrupt_or_foreign_file_falls_back_and_is_kept(tmp_path: Path, content: str):
    path = tmp_path / "settings.json"
    if content == "\udcff":
        path.write_bytes(b"\xff\xfe\x00garbage")
    else:
        path.write_text(content, encoding="utf-8")
    before = path.read_bytes()
    store = S.SettingsStore(path)
    assert store.settings == S.Settings()
    assert store.load_problem
    # nothing written just by loading, reading settings or 'changing' to the same value
    store.change(sound=True)
    assert path.read_bytes() == before
    # a real change writes the new file and keeps the unreadable one aside
    store.change(sound=False)
    assert S.load_settings(path).settings.sound is False
    assert (tmp_path / "settings.json.bak").read_bytes() == before
    assert store.load_problem is None


def test_one_bad_value_keeps_the_others(tmp_path: Path):
    path = tmp_path / "settings.json"
    doc = S.settings_to_plain(S.Settings(ui_scale=1.25, sound=False))
    doc["fullscreen"] = "yes please"  # wrong type
    doc["ai_delay"] = True  # a bool is not a number here
    doc["last_setup"] = {"seats": "nonsense"}
    doc["unknown_key"] = 5
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = S.load_settings(path)
    assert result.problem is None
    assert result.settings.ui_scale == 1.25 and result.settings.sound is False
    assert result.settings.fullscreen is False and result.settings.ai_delay == 1.0
    assert result.settings.last_setup is None


def test_atomic_write_leaves_the_old_file_when_replacing_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    path = tmp_path / "settings.json"
    S.save_settings(S.Settings(sound=False), path)
    before = path.read_text(encoding="utf-8")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(S.os, "replace", broken_replace)
    with pytest.raises(OSError):
        S.save_settings(S.Settings(sound=True), path)
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temporary file left


def test_atomic_write_flushes_and_syncs_before_replacing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(S.os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(
        S.os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1]
    )
    S.atomic_write_text(tmp_path / "x.json", "{}")
    assert calls == ["fsync", "replace"]
    assert (tmp_path / "x.json").read_text() == "{}"


def test_store_saves_changes_and_tells_listeners(tmp_path: Path):
    path = tmp_path / "settings.json"
    store = S.SettingsStore(path)
    assert not path.exists()  # defaults are not written until something changes
    seen = []
    store.subscribe(lambda old, new: seen.append((old.ui_scale, new.ui_scale)))
    store.change(ui_scale=1.1)
    assert seen == [(1.0, 1.1)]
    assert S.SettingsStore(path).settings.ui_scale == 1.1


def test_store_survives_an_unwritable_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    store = S.SettingsStore(tmp_path / "settings.json")
    monkeypatch.setattr(
        S, "save_settings", lambda *a: (_ for _ in ()).throw(PermissionError("read-only"))
    )
    store.change(sound=False)  # must not raise
    assert store.settings.sound is False and "read-only" in store.save_error


def test_setup_from_plain_rejects_nonsense():
    assert S.setup_from_plain(None) is None
    assert (
        S.setup_from_plain({"seats": [{"name": "Solo", "controller": "human", "colour": 0}]})
        is None
    )  # 1 seat
    assert S.setup_from_plain({"seats": [], "personas": "bogus"}) is None


def test_settings_is_frozen():
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        S.Settings().sound = False  # type: ignore[misc]


# --- paths ----------------------------------------------------------------------------------------


def test_data_dir_env_override_creates_the_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    target = tmp_path / "deep" / "folder"
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(target))
    assert paths.data_dir() == target and target.is_dir()
    assert paths.settings_path() == target / "settings.json"
    assert paths.autosave_path() == target / "autosave.json"


def test_data_dir_in_a_checkout_is_the_saves_folder(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv(paths.DATA_DIR_ENV, raising=False)
    monkeypatch.delattr(sys, "frozen", raising=False)
    root = paths.source_checkout_root()
    assert root is not None and (root / "pyproject.toml").is_file()
    assert paths.data_dir() == root / "saves"


def test_data_dir_when_frozen_is_the_per_user_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.delenv(paths.DATA_DIR_ENV, raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    seen = {}

    def fake_user_data_dir(appname, appauthor=None, roaming=False):
        seen["app"] = appname
        return str(tmp_path / "per-user")

    monkeypatch.setattr(paths.platformdirs, "user_data_dir", fake_user_data_dir)
    assert paths.data_dir() == tmp_path / "per-user"
    assert seen["app"] == paths.APP_NAME


def test_list_saves_and_autosave(data_dir: Path):
    assert paths.list_saves() == [] and not paths.has_autosave()
    (data_dir / "settings.json").write_text("{}")
    (data_dir / "evening.json").write_text("{}")
    (data_dir / ".hidden.json").write_text("{}")
    (data_dir / "notes.txt").write_text("")
    (data_dir / "autosave.json").write_text("{}")
    os.utime(data_dir / "evening.json", (1_000_000, 1_000_000))
    assert paths.has_autosave()
    assert [p.name for p in paths.list_saves()] == ["autosave.json", "evening.json"]
