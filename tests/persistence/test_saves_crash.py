"""Crash safety: a save interrupted at every step of the write leaves a loadable file.

Two kinds of interruption, each injected at every line the writing code executes (in
atomic.py and saves.py), one run per line:

- a hard crash: a forked child process dies on the spot with `os._exit` (no cleanup, no
  flushing, like a killed process or, as far as the file system allows, a power cut);
- an I/O error (disk full) raised at that line: the save fails with SaveWriteError, the
  previous file is intact and no temporary file is left behind.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Callable

import pytest

from steamworks.persistence import saves
from steamworks.persistence.errors import SaveNotFound, SaveWriteError
from steamworks.persistence.log_check import final_state
from steamworks.persistence.record import GameRecord
from tests.support.crashes import IO_ONLY, crash_child, interrupt_at

MAX_STEPS = 500

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="crash simulation needs os.fork")


def every_crash(write: Callable[[], object], check: Callable[[int], None]) -> int:
    """Crash `write` at each step in turn, calling check(step) after each; the step count."""
    for step in range(1, MAX_STEPS):
        crashed = crash_child(step, write)
        check(step)
        if not crashed:
            return step
    raise AssertionError("the write never finished")


def games(short_game, late_game):
    """Two different games: the one on disk before the write, and the one being written."""
    return short_game, late_game


def same_game(loaded, record) -> bool:
    return (loaded.setup, loaded.log, loaded.state) == (record.setup, record.log, record.state)


def test_save_game_crashing_at_every_step_leaves_old_or_new(tmp_path, short_game, late_game):
    old, new = games(short_game, late_game)
    path = tmp_path / "game.json"

    def reset():
        for leftover in tmp_path.iterdir():
            leftover.unlink()
        saves.save_game(path, old.setup, old.log, old.state)

    def check(step):
        loaded = saves.load_game(path)  # raises if the file is broken
        assert same_game(loaded, old) or same_game(loaded, new), step
        reset()

    reset()
    steps = every_crash(lambda: saves.save_game(path, new.setup, new.log, new.state), check)
    assert steps > 5


def test_first_save_crashing_leaves_nothing_or_the_whole_save(tmp_path, short_game):
    path = tmp_path / "first.json"

    def check(step):
        try:
            loaded = saves.load_game(path)
        except SaveNotFound:
            return
        assert same_game(loaded, short_game), step
        path.unlink()

    every_crash(
        lambda: saves.save_game(path, short_game.setup, short_game.log, short_game.state), check
    )


def test_autosave_crashing_at_every_step_keeps_a_loadable_autosave(data_folder, short_game):
    # the autosaves of the game's last actions are on disk; the crash hits the next autosave
    history = [
        GameRecord(short_game.setup, short_game.log[:n], None)
        for n in range(len(short_game.log) - 4, len(short_game.log) + 1)
    ]
    history = [GameRecord(r.setup, r.log, final_state(r.setup, r.log)) for r in history]
    before, newest = history[:-1], history[-1]

    def reset():
        for leftover in data_folder.iterdir():
            leftover.unlink()
        for record in before:
            saves.autosave(record.setup, record.log, record.state)

    def check(step):
        loaded = saves.load_autosave()
        assert loaded is not None, step
        assert same_game(loaded, before[-1]) or same_game(loaded, newest), step
        for path in saves.autosave_chain():
            if path.exists():
                saves.load_game(path)  # every file of the chain is whole
        reset()

    reset()
    steps = every_crash(lambda: saves.autosave(newest.setup, newest.log, newest.state), check)
    assert steps > 10


def test_io_errors_at_every_step_change_nothing(tmp_path, short_game, late_game):
    old, new = games(short_game, late_game)
    path = tmp_path / "game.json"
    saves.save_game(path, old.setup, old.log, old.state)
    original = path.read_bytes()
    disk_full = lambda: OSError(errno.ENOSPC, "No space left on device")  # noqa: E731
    failures = 0
    for step in range(1, MAX_STEPS):
        sys.settrace(interrupt_at(step, disk_full, IO_ONLY))
        try:
            saves.save_game(path, new.setup, new.log, new.state)
            finished = True
        except SaveWriteError as exc:
            assert "No space left on device" in str(exc)
            finished = False
            failures += 1
        finally:
            sys.settrace(None)
        assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"], (
            f"temporary file left at step {step}"
        )
        if finished:
            assert same_game(saves.load_game(path), new)
            break
        # an error before the final rename leaves the old file byte for byte; one after it (the
        # folder fsync) leaves the complete new file: never anything in between
        if path.read_bytes() != original:
            assert same_game(saves.load_game(path), new), step
            saves.save_game(path, old.setup, old.log, old.state)
            original = path.read_bytes()
    else:
        raise AssertionError("the write never finished")
    assert failures > 5


def test_autosave_io_errors_keep_the_chain(data_folder, short_game, late_game):
    saves.autosave(short_game.setup, short_game.log, short_game.state)
    disk_full = lambda: OSError(errno.ENOSPC, "No space left on device")  # noqa: E731
    for step in range(1, MAX_STEPS):
        sys.settrace(interrupt_at(step, disk_full, IO_ONLY))
        try:
            saves.autosave(late_game.setup, late_game.log, late_game.state)
            finished = True
        except SaveWriteError:
            finished = False
        finally:
            sys.settrace(None)
        loaded = saves.load_autosave()
        assert loaded is not None
        if finished:
            assert same_game(loaded, late_game)
            break
        assert same_game(loaded, short_game) or same_game(loaded, late_game), step
        assert not [p for p in data_folder.iterdir() if p.name.startswith(".")], (
            f"temporary file left at step {step}"
        )
        for leftover in data_folder.iterdir():
            leftover.unlink()
        saves.autosave(short_game.setup, short_game.log, short_game.state)
    else:
        raise AssertionError("the autosave never finished")
