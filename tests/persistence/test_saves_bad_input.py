"""Bad input: every kind of broken or hostile file gets a clear, specific SaveError, and loading
changes nothing on disk."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from steamworks.persistence import errors as E
from steamworks.persistence import migrations
from steamworks.persistence.savefile import MAX_FILE_BYTES, decode_save, encode_save
from steamworks.persistence.saves import load_game

PERSISTENCE_SOURCES = sorted(
    (Path(__file__).resolve().parents[2] / "steamworks" / "persistence").glob("*.py")
)


@pytest.fixture
def good_bytes(short_game) -> bytes:
    return encode_save(
        short_game.setup, short_game.log, short_game.state, saved_at="2026-01-01T00:00:00+00:00"
    )


@pytest.fixture
def doc(good_bytes) -> dict:
    return json.loads(good_bytes)


def snapshot_of(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def refuse(tmp_path: Path, content: bytes | dict, error: type[E.SaveError], *phrases: str) -> str:
    """Write `content` as a save, load it, check the refusal and that nothing changed."""
    folder = tmp_path / "saves"
    folder.mkdir(exist_ok=True)
    path = folder / "game.json"
    data = content if isinstance(content, bytes) else json.dumps(content).encode()
    path.write_bytes(data)
    before = snapshot_of(folder)
    with pytest.raises(E.SaveError) as info:
        load_game(path)
    message = str(info.value)
    assert type(info.value) is error, message
    for phrase in phrases:
        assert phrase in message
    assert message[0].isupper() and message.rstrip().endswith((".", "!")), message
    assert snapshot_of(folder) == before  # nothing written, renamed or deleted
    assert info.value.path == path
    return message


def test_truncated_file(tmp_path, good_bytes):
    for cut in (1, 10, len(good_bytes) // 2, len(good_bytes) - 1):
        refuse(tmp_path, good_bytes[:cut], E.SaveCorrupt, "incomplete")


def test_empty_file(tmp_path):
    refuse(tmp_path, b"", E.SaveCorrupt, "empty")
    refuse(tmp_path, b"  \n", E.SaveCorrupt, "empty")


def test_random_bytes(tmp_path):
    refuse(tmp_path, bytes(range(256)) * 8, E.SaveCorrupt, "not text", "invalid UTF-8")


def test_invalid_utf8_inside_a_save(tmp_path, good_bytes):
    damaged = good_bytes.replace(b"Player 1", b"Player \xff", 1)
    refuse(tmp_path, damaged, E.SaveCorrupt, "invalid UTF-8 at byte")


def test_not_json_at_all(tmp_path):
    refuse(tmp_path, b"root:x:0:0:root:/root:/bin/bash\n", E.NotASave, "does not hold JSON")


def test_json_syntax_error_in_the_middle(tmp_path, good_bytes):
    refuse(
        tmp_path,
        good_bytes.replace(b'"seed":', b'"seed"=', 1),
        E.SaveCorrupt,
        "not valid JSON",
        "line 1",
    )


@pytest.mark.parametrize("content", [[1, 2, 3], "save", 42, None, {"hello": "world"}])
def test_valid_json_that_is_not_a_save(tmp_path, content):
    refuse(tmp_path, json.dumps(content).encode(), E.NotASave, "not a Steam Works save")


def test_the_settings_file_is_not_a_save(tmp_path):
    refuse(tmp_path, {"format": "steamworks-settings", "version": 1}, E.NotASave, "settings file")


def test_valid_json_of_the_wrong_shape(tmp_path, doc):
    refuse(
        tmp_path,
        {"format": "steamworks-save", "format_version": 1},
        E.SaveFormatError,
        "lacks the fields",
    )
    doc["log"] = {"0": doc["log"][0]}
    refuse(tmp_path, doc, E.SaveFormatError, "log should be a list, not an object")


def test_unknown_fields(tmp_path, doc):
    doc["snapshot"]["players"][1]["gold"] = 100
    refuse(tmp_path, doc, E.SaveFormatError, "snapshot.players[1] has unknown field 'gold'")


def test_unknown_top_level_field(tmp_path, doc):
    doc["cheats"] = True
    refuse(tmp_path, doc, E.SaveFormatError, "has unknown field 'cheats'")


def test_wrong_types(tmp_path, doc):
    doc["snapshot"]["players"][0]["money"] = "lots"
    doc["log"][3]["seat"] = 1.5
    message = refuse(
        tmp_path,
        doc,
        E.SaveFormatError,
        "snapshot.players[0].money should be a whole number, not the text 'lots'",
    )
    assert "log[3].seat should be a whole number, not the decimal number 1.5" in message


def test_unknown_action_kind(tmp_path, doc):
    doc["log"][2]["action"]["kind"] = "__import__('os').system('rm -rf /')"
    refuse(tmp_path, doc, E.SaveFormatError, "log[2].action is an unknown kind of action")


def test_negative_money(tmp_path, doc):
    doc["snapshot"]["players"][1]["money"] = -5
    refuse(tmp_path, doc, E.ImpossibleGame, "player 2 (Player 2) -5 money")


def test_a_tile_in_two_places(tmp_path, doc):
    tile = doc["snapshot"]["stacks"][1][0]
    doc["snapshot"]["players"][0]["supply"].append(tile)
    refuse(
        tmp_path, doc, E.ImpossibleGame, "in two places", "the Age II stack", "Player 1's supply"
    )


def test_a_lost_tile(tmp_path, doc):
    doc["snapshot"]["stacks"][2].pop()
    doc["snapshot"]["hidden"][2] -= 1
    refuse(tmp_path, doc, E.ImpossibleGame, "has lost the tile")


def test_an_unknown_tile_id(tmp_path, doc):
    doc["snapshot"]["stacks"][0][0] = "death_ray_9000"
    refuse(tmp_path, doc, E.ImpossibleGame, "'death_ray_9000'", "no such tile")


def test_impossible_values_of_every_kind(tmp_path, doc):
    cases = [
        (("snapshot", "age"), 4, "Age 4"),
        (("snapshot", "current"), 7, "player number 7"),
        (("snapshot", "locks"), [-1, 3, 3], "counters on a lock"),
        (("snapshot", "rng"), -1, "random-generator state"),
    ]
    for (section, key), value, phrase in cases:
        changed = json.loads(json.dumps(doc))
        changed[section][key] = value
        refuse(tmp_path, changed, E.ImpossibleGame, phrase)


def test_impossible_setups(tmp_path, doc):
    changed = json.loads(json.dumps(doc))
    changed["setup"]["seats"][0]["name"] = "Evil\x1b[2J"
    refuse(tmp_path, changed, E.ImpossibleGame, "control characters")
    changed = json.loads(json.dumps(doc))
    changed["setup"]["seats"][1]["persona"] = "napoleon"
    refuse(tmp_path, changed, E.ImpossibleGame, "persona 'napoleon', which does not exist")
    changed = json.loads(json.dumps(doc))
    changed["setup"]["seats"][2]["name"] = "x" * 500
    refuse(tmp_path, changed, E.ImpossibleGame, "player name of 500 characters")
    changed = json.loads(json.dumps(doc))
    changed["setup"]["seats"] = changed["setup"]["seats"][:1]
    refuse(
        tmp_path,
        changed,
        E.SaveFormatError,
        "setup is not valid: Steam Works is for 2 to 5 players, not 1",
    )
    changed = json.loads(json.dumps(doc))
    changed["seed"] += 1
    refuse(tmp_path, changed, E.ImpossibleGame, "seed")


def test_huge_numbers(tmp_path, doc, good_bytes):
    doc["snapshot"]["clock_supply"] = 10**30
    refuse(tmp_path, doc, E.SaveFormatError, "snapshot.clock_supply is an impossibly large number")
    digits = b"9" * 10_000
    refuse(
        tmp_path,
        good_bytes.replace(b'"seed":5', b'"seed":' + digits, 1),
        E.SaveFormatError,
        "impossible number (a number thousands of digits long)",
    )


def test_nan_is_refused(tmp_path, good_bytes):
    refuse(
        tmp_path, good_bytes.replace(b'"turn":', b'"turn":NaN,"z":', 1), E.SaveFormatError, "NaN"
    )


def test_duplicate_fields(tmp_path, good_bytes):
    refuse(
        tmp_path,
        good_bytes.replace(b'"seed":', b'"seed":1,"seed":', 1),
        E.SaveFormatError,
        "'seed' appears twice",
    )


def test_deep_nesting(tmp_path):
    refuse(tmp_path, b"[" * 200_000 + b"]" * 200_000, E.SaveCorrupt, "nested far deeper")
    refuse(
        tmp_path, b'{"format":' + b"[" * 100 + b"]" * 100 + b"}", E.SaveCorrupt, "nested far deeper"
    )


def test_future_format_version(tmp_path, doc):
    doc["format_version"] = migrations.FORMAT_VERSION + 1
    doc["game_version"] = "9.0.0"
    doc["new_thing"] = {"we": "cannot read"}
    refuse(
        tmp_path, doc, E.SaveFromFuture, "newer version of Steam Works (9.0.0)", "Update the game"
    )


def test_format_version_zero(tmp_path, doc):
    doc["format_version"] = 0
    refuse(tmp_path, doc, E.SaveFormatError, "format version (0) does not exist")


def test_enormous_file_is_not_read(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # sparse: costs no disk space
    opened = []
    real_open = open
    monkeypatch.setattr("builtins.open", lambda *a, **k: opened.append(a) or real_open(*a, **k))
    with pytest.raises(E.SaveTooLarge, match="never larger than 5 MB, so it was not read"):
        load_game(path)
    # the save is never opened (the sentence's number formats may read their locale data)
    assert not [a for a in opened if str(a[0]) == str(path)]
    with pytest.raises(E.SaveTooLarge):
        decode_save(b" " * (MAX_FILE_BYTES + 1))


def test_missing_file_and_folders(tmp_path):
    with pytest.raises(E.SaveNotFound, match="There is no save file called 'nope.json'"):
        load_game(tmp_path / "nope.json")
    with pytest.raises(E.SaveNotFound, match="not a save file"):
        load_game(tmp_path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_is_refused_without_blocking(tmp_path):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    with pytest.raises(E.SaveNotFound, match="not a save file"):
        load_game(pipe)


def test_log_that_does_not_replay_to_the_snapshot(tmp_path, doc):
    changed = json.loads(json.dumps(doc))
    changed["snapshot"]["players"][0]["prestige"] += 1
    refuse(tmp_path, changed, E.ReplayMismatch, "players[0].prestige is 1 in the snapshot but 0")


def test_log_with_an_illegal_action(tmp_path, doc):
    entry = next(e for e in doc["log"] if e["action"]["kind"] == "PlacePersona")
    entry["action"]["space"] = 99
    refuse(tmp_path, doc, E.ReplayMismatch, "is not legal at that point", "no such space")


def test_log_with_the_wrong_seat(tmp_path, doc):
    doc["log"][5]["seat"] = (doc["log"][5]["seat"] + 1) % len(doc["setup"]["seats"])
    refuse(
        tmp_path,
        doc,
        E.ReplayMismatch,
        "Action 6 of the save's log is recorded as",
        "turn to decide",
    )


def test_log_with_different_revealed_tiles(tmp_path, doc):
    entry = next(e for e in doc["log"] if e["revealed"])
    entry["revealed"] = ["chrome_1"]
    refuse(tmp_path, doc, E.ReplayMismatch, "revealed Chrome when it was saved")


def test_log_cut_short(tmp_path, doc):
    doc["log"] = doc["log"][:-3]
    refuse(tmp_path, doc, E.ReplayMismatch, "does not lead to its saved game")


def test_loading_never_executes_or_unpickles():
    for source in PERSISTENCE_SOURCES:
        text = source.read_text()
        for forbidden in (
            "import pickle",
            "marshal",
            "eval(",
            "exec(",
            "__import__",
            "import_module",
            "yaml",
        ):
            assert forbidden not in text, f"{source.name} uses {forbidden}"


@pytest.mark.parametrize(
    ("code", "part"), [("en", "The save's log has"), ("de", "Im Spielstand (Protokoll)")]
)
def test_an_unknown_tile_revealed_by_the_log_names_the_log_in_the_language_spoken(
    tmp_path, doc, code, part
):
    from steamworks import language

    doc["log"][0]["revealed"] = ["death_ray_9000"]
    language.set_language(code)
    try:
        refuse(tmp_path, doc, E.ImpossibleGame, "'death_ray_9000'", part)
    finally:
        language.set_language("en")
