"""The player's history (persistence/history.py): a finished game recorded once with its scores
and a copy of the game; damaged entries skipped, reported and kept in the file; a damaged file
copied before it is rewritten; a write interrupted at any step leaving the old history or the
new one; the format of version 1 pinned by a fixture."""

from __future__ import annotations

import datetime as dt
import errno
import json
import os
import sys
from pathlib import Path

import attrs
import pytest

from steamworks.persistence import history, saves
from steamworks.persistence.errors import SaveWriteError
from steamworks.persistence.history import HistoryEntry
from steamworks.rules.scoring import score_lines
from tests.support.crashes import IO_ONLY, WRITERS, crash_child, interrupt_at
from tests.support.savegames import FIXTURES, cached_final_record

WHEN = dt.datetime(2026, 11, 24, 21, 40, tzinfo=dt.UTC)
FIXTURE_WHEN = dt.datetime(2026, 1, 1, 12, 0, tzinfo=dt.UTC)
HISTORY_WRITERS = {**WRITERS, history.__file__: {"record_game", "_keep_damaged_copy"}}


def record(game, when=WHEN) -> HistoryEntry | None:
    return history.record_game(game.setup, game.log, game.state, when=when)


def lines(folder: Path) -> list[bytes]:
    return (folder / history.HISTORY_FILE).read_bytes().splitlines()


@pytest.fixture(scope="module")
def games():
    """Three finished games of 2, 3 and 4 players."""
    return [cached_final_record(seed) for seed in (4, 1, 2)]


def test_a_finished_game_is_recorded_with_its_scores_and_a_copy(data_folder, games):
    game = games[0]
    entry = record(game)
    assert entry is not None
    read = history.read_history()
    assert read.entries == (entry,) and read.problems == ()
    assert entry.finished == WHEN and entry.players == len(game.setup.seats)
    assert entry.rounds == game.state.round and entry.actions == len(game.log)
    for seat, line in zip(entry.seats, score_lines(game.state)):
        player = game.state.players[line.player]
        assert (seat.chips, seat.clocks, seat.device_tiles) == (
            line.chips,
            line.clocks,
            line.device_tiles,
        )
        assert (seat.persona, seat.side, seat.place) == (player.persona, player.side, line.rank)
        assert seat.leftovers == line.leftovers and seat.money == player.money
    assert {s.name for s in entry.winners} == {
        game.setup.seats[line.player].name for line in score_lines(game.state) if line.rank == 1
    }
    # the copy is an ordinary save of the whole game, outside the Load list
    copy = saves.load_game(history.game_path(entry))
    assert (copy.setup, copy.log, copy.state) == (game.setup, game.log, game.state)
    assert saves.list_saves() == []


def test_the_same_game_is_recorded_once(data_folder, games):
    first, second = games[0], games[1]
    assert record(first) is not None
    assert record(first, when=WHEN + dt.timedelta(days=1)) is None
    # the same game read back from a save (entries without their states) is the same game
    loaded = saves.load_game(history.game_path(history.read_history().entries[0]))
    assert history.record_game(loaded.setup, loaded.log, loaded.state) is None
    assert record(second) is not None
    assert [e.seed for e in history.read_history().entries] == [first.setup.seed, second.setup.seed]
    assert len(lines(data_folder)) == 2


def test_a_game_one_move_different_is_another_game(games):
    game = games[0]
    shorter = game.log[:-1]
    assert history.game_id(game.setup, game.log) != history.game_id(game.setup, shorter)
    assert history.game_id(game.setup, game.log) == history.game_id(game.setup, tuple(game.log))


def test_an_unfinished_game_is_not_recorded(data_folder):
    unfinished = cached_final_record(5, 40)
    with pytest.raises(ValueError):
        record(unfinished)
    assert not (data_folder / history.HISTORY_FILE).exists()


def damaged_lines(good: bytes) -> list[tuple[str, bytes]]:
    """Lines a damaged or foreign history may hold, each with words its problem must contain."""
    doc = json.loads(good)
    wrong_type = json.loads(good)
    wrong_type["seats"][0]["money"] = "3"
    places = json.loads(good)
    places["seats"][0]["place"] = 2 if places["seats"][0]["place"] == 1 else 1
    newer = dict(doc, format_version=history.HISTORY_VERSION + 1)
    return [
        ("text is damaged", good[: len(good) // 2]),
        ("not a game of the history", b'{"format": "steamworks-save"}'),
        ("seats[0].money should be a whole number", json.dumps(wrong_type).encode()),
        ("places do not match", json.dumps(places).encode()),
        ("newer version", json.dumps(newer).encode()),
        ("text is damaged", b"\xff\xfe not text"),
        # a count said with the language's plural: not "1 players"
        ("it has 1 player.", json.dumps(dict(doc, seats=doc["seats"][:1])).encode()),
        ("it has 6 players", json.dumps(dict(doc, seats=doc["seats"] * 3)).encode()),
    ]


def test_damaged_entries_are_skipped_reported_and_kept(data_folder, games):
    first, second, third = games
    record(first)
    good = lines(data_folder)[0]
    damaged = damaged_lines(good)
    path = data_folder / history.HISTORY_FILE
    path.write_bytes(good + b"\n" + b"\n".join(line for _words, line in damaged) + b"\n")
    read = history.read_history()
    assert len(read.entries) == 1 and len(read.problems) == len(damaged)
    for problem, (words, _line) in zip(read.problems, damaged):
        assert words in problem
    before = path.read_bytes()
    # a new game is added; every old line stays, byte for byte, damaged ones too
    record(second)
    after = path.read_bytes()
    assert after.startswith(before) and after.count(b"\n") == before.count(b"\n") + 1
    assert len(history.read_history().entries) == 2
    # and the damaged history was copied once, as it was, before it was rewritten
    copies = sorted(data_folder.glob("history.damaged-*.jsonl"))
    assert [c.read_bytes() for c in copies] == [before]
    # the same damage is copied once, however many games follow it; new damage is copied too
    record(third)
    assert sorted(data_folder.glob("history.damaged-*.jsonl")) == copies
    path.write_bytes(path.read_bytes() + b"not an entry\n")
    record(games[0], when=WHEN)  # already there: nothing is written, nothing copied
    assert sorted(data_folder.glob("history.damaged-*.jsonl")) == copies
    record(cached_final_record(8))
    assert len(sorted(data_folder.glob("history.damaged-*.jsonl"))) == 2
    assert not [p for p in data_folder.iterdir() if p.name.startswith(".")]


def test_a_history_without_its_last_newline_gets_one_before_the_next_game(data_folder, games):
    record(games[0])
    path = data_folder / history.HISTORY_FILE
    path.write_bytes(path.read_bytes().rstrip(b"\n"))
    record(games[1])
    assert len(history.read_history().entries) == 2


def test_a_game_whose_copy_is_gone_is_reported_and_its_copy_written_again(data_folder, games):
    entry = record(games[0])
    record(games[1])
    history.game_path(entry).unlink()
    read = history.read_history()
    assert [e.seed for e in read.entries] == [games[1].setup.seed]
    assert len(read.problems) == 1 and "is missing" in read.problems[0]
    # the same game finished again brings its copy back, without a second line
    assert record(games[0]) is None
    assert len(history.read_history().entries) == 2 and len(lines(data_folder)) == 2


def test_an_unreadable_history_is_reported_and_never_replaced(data_folder, games):
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / history.HISTORY_FILE).mkdir()  # a folder where the file should be
    read = history.read_history()
    assert read.entries == () and read.problems == (
        "Your history is not a file (it is a folder or a device).",
    )
    with pytest.raises(SaveWriteError, match="could not be added to your history"):
        record(games[0])
    assert (data_folder / history.HISTORY_FILE).is_dir()


def test_no_history_is_an_empty_history(data_folder):
    assert history.read_history() == history.History()


# ------------------------------------------------------------------ crashes and I/O errors


@pytest.mark.skipif(not hasattr(os, "fork"), reason="crash simulation needs os.fork")
def test_recording_crashing_at_every_step_leaves_the_old_history_or_the_new(data_folder, games):
    old, new = games[0], games[1]

    def reset():
        for leftover in sorted(data_folder.rglob("*"), reverse=True):
            leftover.rmdir() if leftover.is_dir() else leftover.unlink()
        record(old)

    reset()
    before = (data_folder / history.HISTORY_FILE).read_bytes()
    for step in range(1, 400):
        crashed = crash_child(step, lambda: record(new), HISTORY_WRITERS)
        now = (data_folder / history.HISTORY_FILE).read_bytes()
        seeds = [e.seed for e in history.read_history().entries]
        if now == before:
            assert seeds == [old.setup.seed], step
        else:  # the new line is in: the new game's copy was written before it
            assert seeds == [old.setup.seed, new.setup.seed], step
        if not crashed:
            assert now != before
            break
        reset()
    else:
        raise AssertionError("the recording never finished")
    assert step > 10


def test_disk_full_at_every_step_leaves_the_history_as_it_was(data_folder, games):
    old, new = games[0], games[1]
    record(old)
    path = data_folder / history.HISTORY_FILE
    before = path.read_bytes()
    disk_full = lambda: OSError(errno.ENOSPC, "No space left on device")  # noqa: E731
    failures = 0
    for step in range(1, 400):
        sys.settrace(interrupt_at(step, disk_full, IO_ONLY))
        try:
            done = record(new) is not None
        except SaveWriteError as exc:
            assert "No space left on device" in str(exc)
            done = False
            failures += 1
        finally:
            sys.settrace(None)
        assert not [p for p in data_folder.rglob(".*")], f"temporary file left at step {step}"
        if done:
            break
        if path.read_bytes() != before:  # failed after the rename (the folder's fsync): whole
            assert len(history.read_history().entries) == 2, step
            break
        assert [e.seed for e in history.read_history().entries] == [old.setup.seed]
    else:
        raise AssertionError("the recording never finished")
    assert failures > 5


# ------------------------------------------------------------------ the format


@pytest.mark.parametrize("version", [1, 2])
def test_the_fixtures_of_every_version_still_read(version):
    line = (FIXTURES / f"history_v{version}.jsonl").read_bytes().rstrip(b"\n")
    entry = history.decode_entry(line)
    # a version 1 entry is upgraded: its AI seats had no rating recorded
    assert entry.format_version == history.HISTORY_VERSION and entry.finished == FIXTURE_WHEN
    assert entry.players == 5 and entry.rounds == 17 and entry.actions == 394
    assert [s.name for s in entry.winners] == ["Player 5"]
    assert (entry.seats[4].total, entry.seats[4].leftovers) == (20, 9)
    assert all(seat.rating is None for seat in entry.seats)
    current = (FIXTURES / f"history_v{history.HISTORY_VERSION}.jsonl").read_bytes()
    assert history.encode_entry(entry) == current.rstrip(b"\n")  # the same, byte for byte


def test_an_ai_seat_keeps_its_levels_ladder_rating(monkeypatch):
    from steamworks.ai.ladder_file import shipped_ladder

    ladder = shipped_ladder()
    assert ladder is not None
    game = cached_final_record(3)
    seats = tuple(
        attrs.evolve(seat, controller=controller)
        for seat, controller in zip(
            game.setup.seats, ("human", "ai:easy", "ai:medium", "ai:hard", "ai:nobody")
        )
    )
    entry = history.make_entry(attrs.evolve(game.setup, seats=seats), game.log, game.state)
    ratings = [seat.rating for seat in entry.seats]
    assert ratings[0] is None and ratings[4] is None  # a person; a level the ladder lacks
    for level, rating in zip(("easy", "medium", "hard"), ratings[1:4]):
        assert rating == round(ladder.ratings[level].rating, 1)
    assert history.decode_entry(history.encode_entry(entry)) == entry


def test_a_person_with_a_rating_is_refused():
    line = (FIXTURES / "history_v2.jsonl").read_bytes().rstrip(b"\n")
    doc = json.loads(line)
    doc["seats"][0]["rating"] = 1000.0
    with pytest.raises(history.EntryDamaged, match="rating"):
        history.decode_entry(json.dumps(doc).encode())


def test_the_current_entry_is_the_fixture_entry():
    """A change to what an entry holds fails here first: bump HISTORY_VERSION, add an upgrade
    and a new fixture (see the module docstring of persistence/history.py)."""
    game = cached_final_record(3)
    entry = history.make_entry(game.setup, game.log, game.state, FIXTURE_WHEN)
    line = (FIXTURES / f"history_v{history.HISTORY_VERSION}.jsonl").read_bytes().rstrip(b"\n")
    assert history.encode_entry(attrs.evolve(entry, game_version="0.1.0")) == line
