"""Keeping games (persistence/keep.py) and deleting saves (saves.delete_save): the names kept
saves get, one save per game, never a good different file overwritten, atomic writes."""

from __future__ import annotations

import datetime as dt
import errno
import os
import sys
from pathlib import Path

import pytest

from steamworks.persistence import atomic, keep, paths, saves
from steamworks.persistence.errors import SaveWriteError
from tests.support.crashes import WRITERS, crash_child, interrupt_at
from tests.support.savegames import cached_final_record

WHEN = dt.datetime(2026, 11, 24, 10, 14)


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def keep_record(record, when=WHEN):
    return keep.keep_game(record.setup, record.log, record.state, when=when)


# ------------------------------------------------------------------ names


def test_kept_names_say_who_played_and_when():
    assert keep.kept_name(["Ada", "Brunel", "Cyd"], WHEN) == "Ada, Brunel & Cyd — 24 Nov 2026 10.14"
    assert keep.kept_name(["Ada", "Brunel"], WHEN) == "Ada & Brunel — 24 Nov 2026 10.14"
    assert (
        keep.kept_name(["Ada", "Brunel"], dt.datetime(2026, 3, 5, 9, 7), copy=3)
        == "Ada & Brunel — 5 Mar 2026 09.07 (3)"
    )
    # the name is its own file name: nothing is lost to the sanitising
    name = keep.kept_name(["Ada", "Brunel", "Cyd"], WHEN)
    assert saves.slot_file_name(name) == name + ".json"
    assert keep.is_kept_name(name) and keep.is_kept_name(name + " (2)")
    assert not keep.is_kept_name("Tuesday evening") and not keep.is_kept_name("Ada & Brunel")


def test_a_long_table_is_shortened_so_the_date_always_fits():
    names = ["Wilhelmina Fairweather", "Bartholomew Smythe", "Clementine", "Darwin", "Edison"]
    name = keep.kept_name(names, WHEN, copy=12)
    assert len(name) <= saves.MAX_SLOT_NAME
    assert name == "Wilhelmina Fairweather & 4 others — 24 Nov 2026 10.14 (12)"
    odd = keep.kept_name(["../../etc", "con:"], WHEN)
    assert Path(saves.slot_file_name(odd)).name == saves.slot_file_name(odd)
    assert "/" not in saves.slot_file_name(odd) and ":" not in saves.slot_file_name(odd)


def test_a_save_name_sets_the_players_apart_and_keeps_its_tail_whole():
    tail = f" {keep.NAME_DASH} Age II, round 7"
    assert (
        keep.players_then(["Ada", "Lady Cogsworth", "Dr Tinkerton"], tail)
        == "Ada, Lady Cogsworth & Dr Tinkerton — Age II, round 7"
    )
    long = ["Wilhelmina Fairweather", "Bartholomew Smythe", "Clementine", "Darwin"]
    name = keep.players_then(long, tail)
    assert name == "Wilhelmina Fairweather & 3 others — Age II, round 7"
    assert len(name) <= saves.MAX_SLOT_NAME
    assert saves.slot_file_name(name) == name + ".json"


@pytest.mark.parametrize(
    "name, file_name",
    [
        ("Round 3.5", "Round 3.5.json"),
        ("v1.2.3", "v1.2.3.json"),
        ("end.", "end.json"),
        ("a..b", "a_b.json"),
        ("12.", "12.json"),
        ("Ada, Brunel & Cyd", "Ada, Brunel & Cyd.json"),
    ],
)
def test_dots_stay_only_between_digits(name, file_name):
    assert saves.slot_file_name(name) == file_name


# ------------------------------------------------------------------ keeping


def test_a_game_is_kept_once_and_loads_back(data_folder, short_game):
    kept = keep_record(short_game)
    assert kept.written and not kept.updated
    assert kept.name == "Player 1, Player 2 & Player 3 — 24 Nov 2026 10.14"
    loaded = saves.load_game(kept.path)
    assert loaded.state == short_game.state and loaded.log == short_game.log
    assert [info.name for info in saves.list_saves()] == [kept.name]
    # the same game again, even a minute later: nothing new is written
    again = keep_record(short_game, when=WHEN + dt.timedelta(minutes=1))
    assert again.path == kept.path and not again.written
    assert files(data_folder) == [kept.path.name]


def test_a_later_point_of_the_same_game_updates_its_kept_save(data_folder, short_game):
    kept = keep_record(short_game)
    later = cached_final_record(5, 60)
    assert later.log[:40] == short_game.log
    updated = keep_record(later, when=WHEN + dt.timedelta(hours=2))
    assert updated.path == kept.path and updated.updated and updated.written
    assert files(data_folder) == [kept.path.name]
    assert saves.load_game(kept.path).state == later.state


def test_an_earlier_point_never_replaces_a_later_one(data_folder, short_game):
    later = cached_final_record(5, 60)
    first = keep_record(later)
    before = first.path.read_bytes()
    second = keep_record(short_game, when=WHEN + dt.timedelta(minutes=5))
    assert second.path != first.path and second.written
    assert first.path.read_bytes() == before
    assert len(files(data_folder)) == 2


def test_a_hand_made_save_is_never_updated_but_counts_as_kept(data_folder, short_game):
    saves.save_slot("Tuesday evening", short_game.setup, short_game.log, short_game.state)
    exact = keep_record(short_game)
    assert exact.name == "Tuesday evening" and not exact.written
    assert files(data_folder) == ["Tuesday evening.json"]
    hand_made = (data_folder / "Tuesday evening.json").read_bytes()
    later = keep_record(cached_final_record(5, 60))
    assert later.name != "Tuesday evening" and later.written and not later.updated
    assert (data_folder / "Tuesday evening.json").read_bytes() == hand_made


def test_a_taken_name_gets_a_number_and_a_damaged_file_is_untouched(data_folder, short_game):
    name = keep.kept_name([seat.name for seat in short_game.setup.seats], WHEN)
    data_folder.mkdir(parents=True, exist_ok=True)
    damaged = data_folder / f"{name}.json"
    damaged.write_bytes(b'{"format": "steamworks-save", "log": [')
    kept = keep_record(short_game)
    assert kept.name == f"{name} (2)"
    assert damaged.read_bytes() == b'{"format": "steamworks-save", "log": ['
    # an earlier point of that game, kept in the same minute: (3), and (2) is untouched
    two = kept.path.read_bytes()
    third = keep_record(cached_final_record(5, 10))
    assert third.name == f"{name} (3)"
    assert kept.path.read_bytes() == two and damaged.read_bytes().endswith(b"[")


def test_a_game_with_no_move_is_not_kept(data_folder, short_game):
    from steamworks.rules import engine

    assert keep.keep_game(short_game.setup, (), engine.start(short_game.setup)) is None
    assert not data_folder.exists() or files(data_folder) == []


def test_a_failed_write_changes_nothing(data_folder, short_game, monkeypatch):
    saves.save_slot(
        "Tuesday evening", short_game.setup, short_game.log[:5], cached_final_record(5, 5).state
    )
    before = files(data_folder)

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "write_temp", full_disk)
    with pytest.raises(SaveWriteError, match="could not be kept: No space left"):
        keep_record(short_game)
    assert files(data_folder) == before


def test_a_failed_link_leaves_no_temporary_file(data_folder, short_game, monkeypatch):
    calls = []

    def no_links(source, target):
        calls.append(target)
        raise PermissionError(1, "Operation not permitted")  # a file system without hard links

    monkeypatch.setattr(os, "link", no_links)
    kept = keep_record(short_game)
    assert calls and kept.path.is_file()
    assert files(data_folder) == [kept.path.name]  # the temporary file was moved, not copied
    assert saves.load_game(kept.path).state == short_game.state


def test_a_finished_game_is_summarised_with_its_winner(data_folder, late_game):
    kept = keep_record(late_game)
    summary = saves.read_summary(kept.path)
    assert summary.game_over and summary.winners
    assert set(summary.winners) <= {seat.name for seat in late_game.setup.seats}


# ------------------------------------------------------------------ deleting


def test_delete_save_removes_a_named_save_only(data_folder, short_game):
    path = saves.save_slot("Tuesday evening", short_game.setup, short_game.log, short_game.state)
    saves.autosave(short_game.setup, short_game.log, short_game.state)
    saves.autosave(short_game.setup, short_game.log, short_game.state)
    paths.settings_path().write_text("{}")
    outside = data_folder.parent / "outside.json"
    outside.write_text("{}")
    for victim in [
        *saves.autosave_chain()[:2],
        paths.settings_path(),
        outside,
        data_folder / ".hidden.json",
    ]:
        with pytest.raises(SaveWriteError, match="not deleted"):
            saves.delete_save(victim)
    assert outside.exists() and saves.has_autosave() and paths.settings_path().exists()
    saves.delete_save(path)
    assert not path.exists()
    saves.delete_save(path)  # already gone: nothing to report


def test_a_save_that_cannot_be_deleted_is_reported(data_folder, short_game, monkeypatch):
    path = saves.save_slot("Stuck", short_game.setup, short_game.log, short_game.state)

    def refuse(self, missing_ok=False):
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as patch:
        patch.setattr(Path, "unlink", refuse)
        with pytest.raises(SaveWriteError, match="'Stuck' could not be deleted: Permission denied"):
            saves.delete_save(path)
    assert path.exists() and [info.path for info in saves.list_saves()] == [path]


# ------------------------------------------------------------------ crashes and I/O errors

KEEP_WRITERS = {
    **WRITERS,
    keep.__file__: {"keep_game", "write_new"},
}


def _whole_saves(folder: Path) -> dict[str, object]:
    """name -> loaded game, for every listed save; a damaged one maps to None."""
    out = {}
    for info in saves.list_saves():
        try:
            out[info.name] = saves.load_game(info.path)
        except Exception:  # noqa: BLE001 - recorded as damaged
            out[info.name] = None
    return out


@pytest.mark.skipif(not hasattr(os, "fork"), reason="crash simulation needs os.fork")
def test_keeping_crashing_at_every_step_leaves_nothing_or_a_whole_save(
    data_folder, short_game, late_game
):
    name = keep.kept_name([seat.name for seat in short_game.setup.seats], WHEN)
    data_folder.mkdir(parents=True, exist_ok=True)
    damaged = data_folder / f"{name}.json"

    def reset():
        for leftover in data_folder.iterdir():
            leftover.unlink()
        damaged.write_bytes(b"not a save")  # the kept name is taken by a damaged file
        saves.save_slot("Other", late_game.setup, late_game.log, late_game.state)

    def check(step):
        found = _whole_saves(data_folder)
        assert damaged.read_bytes() == b"not a save", step
        assert found["Other"] is not None and found["Other"].state == late_game.state, step
        kept = {k: v for k, v in found.items() if k not in ("Other", name)}
        assert len(kept) <= 1, step
        for loaded in kept.values():
            assert loaded is not None and loaded.log == short_game.log, step
        reset()

    reset()
    for step in range(1, 500):
        crashed = crash_child(step, lambda: keep_record(short_game), KEEP_WRITERS)
        check(step)
        if not crashed:
            break
    else:
        raise AssertionError("keeping never finished")
    assert step > 5


@pytest.mark.skipif(not hasattr(os, "fork"), reason="crash simulation needs os.fork")
def test_updating_a_kept_save_crashing_at_every_step_leaves_old_or_new(data_folder, short_game):
    later = cached_final_record(5, 60)

    def reset():
        for leftover in data_folder.iterdir():
            leftover.unlink()
        return keep_record(short_game).path

    path = reset()
    for step in range(1, 500):
        crashed = crash_child(
            step, lambda: keep_record(later, when=WHEN + dt.timedelta(hours=1)), KEEP_WRITERS
        )
        loaded = saves.load_game(path)
        assert loaded.log in (short_game.log, later.log), step
        assert [info.path for info in saves.list_saves()] == [path], step
        path = reset()
        if not crashed:
            break
    else:
        raise AssertionError("the update never finished")
    assert step > 5


def test_io_errors_at_every_step_of_keeping_leave_no_partial_file(data_folder, short_game):
    watched = {atomic.__file__: KEEP_WRITERS[atomic.__file__], keep.__file__: {"write_new"}}
    disk_full = lambda: OSError(errno.ENOSPC, "No space left on device")  # noqa: E731
    failures = 0
    for step in range(1, 500):
        for leftover in data_folder.iterdir() if data_folder.exists() else ():
            leftover.unlink()
        sys.settrace(interrupt_at(step, disk_full, watched))
        try:
            keep_record(short_game)
            finished = True
        except SaveWriteError as exc:
            assert "No space left on device" in str(exc)
            finished = False
            failures += 1
        finally:
            sys.settrace(None)
        left = files(data_folder)
        assert not [n for n in left if n.startswith(".")], f"temporary file left at step {step}"
        assert len(left) <= 1, step
        if left:  # an error after the file was in place (the folder's fsync): it is whole
            assert saves.load_game(data_folder / left[0]).log == short_game.log, step
        if finished:
            break
    else:
        raise AssertionError("keeping never finished")
    assert failures > 3
