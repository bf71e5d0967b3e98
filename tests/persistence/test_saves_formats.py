"""Format versions: every past format's fixture still loads; older formats are upgraded step
by step before structuring; the current fixture is exactly what the fixture game produces."""

from __future__ import annotations

import json
import re

import pytest
import savegames

from steamworks.persistence import migrations, savefile
from steamworks.persistence.errors import SaveFormatError
from steamworks.persistence.saves import load_game

FIXTURE_NAME = re.compile(r"^save_v(\d+)\.json$")


def fixture_versions() -> dict[int, object]:
    found = {}
    for path in savegames.FIXTURES.iterdir():
        match = FIXTURE_NAME.match(path.name)
        if match:
            found[int(match.group(1))] = path
    return found


def test_there_is_a_fixture_of_every_format():
    assert sorted(fixture_versions()) == list(range(1, migrations.FORMAT_VERSION + 1))


@pytest.mark.parametrize("version", range(1, migrations.FORMAT_VERSION + 1))
def test_every_past_format_still_loads(version):
    loaded = load_game(fixture_versions()[version])
    assert loaded.format_version == version
    assert [seat.name for seat in loaded.setup.seats] == ["Ada Lovelace", "Brunel", "Émilie du Châtelet", "Babbage"]
    assert len(loaded.log) >= savegames.FIXTURE_MIN_ACTIONS and len(loaded.state.pending) >= 2


def test_the_current_fixture_is_the_fixture_game():
    """If this fails after a rules change, the engine no longer plays the fixture game the same
    way, and players' saves would stop loading too: see docs/saves.md."""
    record = savegames.fixture_record()
    loaded = load_game(fixture_versions()[migrations.FORMAT_VERSION])
    assert (loaded.setup, loaded.log, loaded.state) == (record.setup, record.log, record.state)
    assert loaded.saved_at == savegames.FIXTURE_SAVED_AT


def test_upgrades_run_step_by_step_before_structuring(monkeypatch):
    """Pretend the format is at version 3: a version-1 file goes through 1->2 then 2->3."""
    calls = []

    def one_to_two(doc):
        calls.append(("1->2", doc["format_version"]))
        doc = dict(doc, format_version=2)
        doc["renamed_log"] = doc.pop("log")  # version 2 "renamed" the log...
        return doc

    def two_to_three(doc):
        calls.append(("2->3", doc["format_version"]))
        doc = dict(doc, format_version=3)
        doc["log"] = doc.pop("renamed_log")  # ...and version 3 renamed it back
        return doc

    monkeypatch.setattr(migrations, "FORMAT_VERSION", 3)
    monkeypatch.setitem(migrations.MIGRATIONS, 1, one_to_two)
    monkeypatch.setitem(migrations.MIGRATIONS, 2, two_to_three)
    loaded = load_game(fixture_versions()[1])
    assert calls == [("1->2", 1), ("2->3", 2)]
    assert loaded.format_version == 1  # what was on disk
    assert len(loaded.log) >= savegames.FIXTURE_MIN_ACTIONS


def test_a_broken_upgrade_is_a_clear_refusal(monkeypatch):
    monkeypatch.setattr(migrations, "FORMAT_VERSION", 2)
    monkeypatch.setitem(migrations.MIGRATIONS, 1, lambda doc: doc["no such field"])
    with pytest.raises(SaveFormatError, match=r"The save \(format 1\) could not be upgraded to format 2"):
        load_game(fixture_versions()[1])
    monkeypatch.delitem(migrations.MIGRATIONS, 1)
    with pytest.raises(SaveFormatError, match="no upgrade from save format 1 to 2"):
        load_game(fixture_versions()[1])


def test_new_saves_are_written_in_the_current_format(short_game):
    doc = json.loads(savefile.encode_save(short_game.setup, short_game.log, short_game.state))
    assert doc["format"] == migrations.FORMAT_MARKER and doc["format_version"] == migrations.FORMAT_VERSION
    assert list(doc) == ["format", "format_version", "game_version", "saved_at", "setup", "seed", "log", "snapshot"]
