"""Format versions: every past format's fixture still loads; older formats are upgraded step
by step before structuring; the current fixture is exactly what the fixture game produces."""

from __future__ import annotations

import json
import re

import pytest

from steamworks.persistence import migrations, savefile
from steamworks.persistence.errors import (
    ImpossibleGame,
    ReplayMismatch,
    SaveFormatError,
    SaveFromFuture,
)
from steamworks.persistence.saves import load_game
from tests.support import savegames

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
    assert [seat.name for seat in loaded.setup.seats] == [
        "Ada Lovelace",
        "Brunel",
        "Émilie du Châtelet",
        "Babbage",
    ]
    assert len(loaded.log) >= savegames.FIXTURE_MIN_ACTIONS and len(loaded.state.pending) >= 2


def test_the_current_fixture_is_the_fixture_game():
    """If this fails after a rules change, the engine no longer plays the fixture game the same
    way, and players' saves would stop loading too: see docs/saves.md."""
    record = savegames.fixture_record()
    loaded = load_game(fixture_versions()[migrations.FORMAT_VERSION])
    assert (loaded.setup, loaded.log, loaded.state) == (record.setup, record.log, record.state)
    assert loaded.saved_at == savegames.FIXTURE_SAVED_AT


def test_upgrades_run_step_by_step_before_structuring(monkeypatch):
    """Pretend the format is at version 5: a version-1 file goes through the real 1->2 and
    2->3, then 3->4 and 4->5."""
    calls = []
    real_one_to_two = migrations.MIGRATIONS[1]
    real_two_to_three = migrations.MIGRATIONS[2]

    def one_to_two(doc):
        calls.append(("1->2", doc["format_version"]))
        return real_one_to_two(doc)

    def two_to_three(doc):
        calls.append(("2->3", doc["format_version"]))
        return real_two_to_three(doc)

    def three_to_four(doc):
        calls.append(("3->4", doc["format_version"]))
        doc = dict(doc, format_version=4)
        doc["renamed_log"] = doc.pop("log")  # version 4 "renamed" the log...
        return doc

    def four_to_five(doc):
        calls.append(("4->5", doc["format_version"]))
        doc = dict(doc, format_version=5)
        doc["log"] = doc.pop("renamed_log")  # ...and version 5 renamed it back
        return doc

    monkeypatch.setattr(migrations, "FORMAT_VERSION", 5)
    monkeypatch.setitem(migrations.MIGRATIONS, 1, one_to_two)
    monkeypatch.setitem(migrations.MIGRATIONS, 2, two_to_three)
    monkeypatch.setitem(migrations.MIGRATIONS, 3, three_to_four)
    monkeypatch.setitem(migrations.MIGRATIONS, 4, four_to_five)
    loaded = load_game(fixture_versions()[1])
    assert calls == [("1->2", 1), ("2->3", 2), ("3->4", 3), ("4->5", 4)]
    assert loaded.format_version == 1  # what was on disk
    assert len(loaded.log) >= savegames.FIXTURE_MIN_ACTIONS


# ------------------------------------------------------------------ format 2: the Automaton's place


def _automaton_fixture(version: int):
    return savegames.FIXTURES / f"automaton_v{version}.json"


def test_the_automaton_fixtures_hold_both_kinds_of_place():
    record = savegames.automaton_record()
    assert sorted(len(p.automaton_at) for p in record.state.players) == [0, 1, 4]
    assert _automaton_fixture(migrations.FORMAT_VERSION).read_bytes() == savegames.automaton_bytes()
    assert _automaton_fixture(1).read_bytes() == savegames.as_format_1(savegames.automaton_bytes())


def test_a_format_1_save_gets_the_automatons_place_from_its_log():
    """Format 1 never recorded where an Automaton stood: the upgrade writes "nowhere" and the
    loader takes the place from the replayed log, comparing every other field."""
    doc = json.loads(_automaton_fixture(1).read_bytes())
    assert all("automaton_at" not in p for p in doc["snapshot"]["players"])
    upgraded = migrations.upgrade(doc, 1, 2)
    assert upgraded["format_version"] == 2
    assert [p["automaton_at"] for p in upgraded["snapshot"]["players"]] == [[], [], []]
    assert "automaton_at" not in doc["snapshot"]["players"][0]  # the input is not changed
    loaded = load_game(_automaton_fixture(1))
    record = savegames.automaton_record()
    assert loaded.format_version == 1
    assert (loaded.setup, loaded.log, loaded.state) == (record.setup, record.log, record.state)
    assert [p.automaton_at for p in loaded.state.players] == [(2,), (3, 0, 0, 0), ()]
    # a summary (no replay) still reads, with the placeholder
    summary = savefile.decode_save(_automaton_fixture(1).read_bytes(), replay_log=False)
    assert [p.automaton_at for p in summary.state.players] == [(), (), ()]


def test_a_format_1_save_is_still_compared_field_by_field():
    doc = json.loads(_automaton_fixture(1).read_bytes())
    doc["snapshot"]["players"][1]["money"] += 1
    with pytest.raises(ReplayMismatch, match=r"players\[1\]\.money"):
        savefile.decode_save(json.dumps(doc).encode())


def test_a_format_1_player_with_the_new_field_is_refused():
    doc = json.loads(_automaton_fixture(1).read_bytes())
    doc["snapshot"]["players"][0]["automaton_at"] = [2]
    with pytest.raises(SaveFormatError, match="format 1 does not have"):
        savefile.decode_save(json.dumps(doc).encode())


def test_a_format_1_document_without_a_snapshot_is_named_by_the_converter():
    doc = json.loads(_automaton_fixture(1).read_bytes())
    del doc["snapshot"]
    with pytest.raises(SaveFormatError, match="lacks the field snapshot"):
        savefile.decode_save(json.dumps(doc).encode())


def test_a_format_2_save_keeps_the_automatons_place_and_compares_it():
    loaded = load_game(_automaton_fixture(2))
    assert loaded.format_version == 2
    assert [p.automaton_at for p in loaded.state.players] == [(2,), (3, 0, 0, 0), ()]
    doc = json.loads(_automaton_fixture(2).read_bytes())
    for place in ([], [3]):  # the butler "stands nowhere", or on his other occupied space
        doc["snapshot"]["players"][0]["automaton_at"] = place
        with pytest.raises(ReplayMismatch, match=r"players\[0\]\.automaton_at"):
            savefile.decode_save(json.dumps(doc).encode())


@pytest.mark.parametrize(
    "seat, place, phrase",
    [
        (0, [0], "on persona space 1, where no worker stands"),
        (1, [3, 0, 1, 0], "on device #3, where no worker of theirs stands"),
        (1, [9, 0, 0, 0], "on device #9, where no worker of theirs stands"),
        (2, [1], "not used this round"),
        (0, [1, 2], "malformed place"),
    ],
)
def test_an_impossible_automaton_place_is_refused(seat, place, phrase):
    doc = json.loads(_automaton_fixture(2).read_bytes())
    doc["snapshot"]["players"][seat]["automaton_at"] = place
    with pytest.raises(ImpossibleGame, match=phrase):
        savefile.decode_save(json.dumps(doc).encode())


def test_a_save_from_a_newer_format_is_still_refused_clearly():
    doc = json.loads(_automaton_fixture(2).read_bytes())
    doc["format_version"] = migrations.FORMAT_VERSION + 1
    with pytest.raises(
        SaveFromFuture, match=f"reads formats up to {migrations.FORMAT_VERSION}. Update the game"
    ):
        savefile.decode_save(json.dumps(doc).encode())


def test_a_broken_upgrade_is_a_clear_refusal(monkeypatch):
    monkeypatch.setattr(migrations, "FORMAT_VERSION", 2)
    monkeypatch.setitem(migrations.MIGRATIONS, 1, lambda doc: doc["no such field"])
    with pytest.raises(
        SaveFormatError, match=r"The save \(format 1\) could not be upgraded to format 2"
    ):
        load_game(fixture_versions()[1])
    monkeypatch.delitem(migrations.MIGRATIONS, 1)
    with pytest.raises(SaveFormatError, match="no upgrade from save format 1 to 2"):
        load_game(fixture_versions()[1])


def test_new_saves_are_written_in_the_current_format(short_game):
    doc = json.loads(savefile.encode_save(short_game.setup, short_game.log, short_game.state))
    assert (
        doc["format"] == migrations.FORMAT_MARKER
        and doc["format_version"] == migrations.FORMAT_VERSION
    )
    assert list(doc) == [
        "format",
        "format_version",
        "game_version",
        "saved_at",
        "setup",
        "seed",
        "log",
        "snapshot",
    ]


# ------------------------------------------------------------------ format 3: hints


def test_a_format_2_save_had_hints_on_and_none_used():
    """Format 2 knew no hints: the upgrade says they were allowed and none was used, and the
    game loads exactly as the current format writes it."""
    data = _automaton_fixture(2).read_bytes()
    assert data == savegames.as_format_2(savegames.automaton_bytes())
    doc = json.loads(data)
    upgraded = migrations.upgrade(doc, 2)
    assert upgraded["format_version"] == 3 and upgraded["setup"]["hints"] is True
    assert {entry["hinted"] for entry in upgraded["log"]} == {False}
    assert "hints" not in doc["setup"]  # the input is not changed
    loaded = load_game(_automaton_fixture(2))
    record = savegames.automaton_record()
    assert loaded.format_version == 2
    assert (loaded.setup, loaded.log, loaded.state) == (record.setup, record.log, record.state)


def test_a_format_2_save_with_the_new_fields_is_refused():
    for where in ("setup", "log"):
        doc = json.loads(_automaton_fixture(2).read_bytes())
        if where == "setup":
            doc["setup"]["hints"] = False
        else:
            doc["log"][3]["hinted"] = True
        with pytest.raises(SaveFormatError, match="format 2 does not have"):
            savefile.decode_save(json.dumps(doc).encode())


def test_hints_switched_off_and_hints_used_survive_a_save():
    import attrs

    from steamworks.session import GameSession

    record = savegames.automaton_record()
    session = GameSession(attrs.evolve(record.setup, hints=False))
    for k, entry in enumerate(record.log[:6]):
        if k in (2, 5):
            session.note_hint()
        session.submit(entry.action)
    data = savefile.encode_save(session.setup, session.log, session.state)
    loaded = savefile.decode_save(data)
    assert loaded.setup.hints is False
    assert [entry.hinted for entry in loaded.log] == [k in (2, 5) for k in range(6)]
    again = GameSession.from_log(loaded.setup, loaded.log)
    assert again.log == loaded.log and again.state == loaded.state
