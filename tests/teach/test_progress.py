"""Progress and stars: kept in the data folder beside the saves, written atomically, and a
damaged file reads as "nothing done yet" without a crash."""

from __future__ import annotations

import json

import pytest

from steamworks.persistence import paths
from steamworks.teach import progress as P


@pytest.fixture
def data_folder(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(folder))
    return folder


def test_progress_round_trips_in_the_data_folder(data_folder):
    assert P.load_progress() == P.Progress()  # no file yet: nothing done
    done = P.Progress()
    done.finish_lesson("01_wages")
    done.skip_lesson("02_passing")
    assert done.record_puzzle("p01_payday", 9)
    P.save_progress(done)
    assert P.progress_path().parent == data_folder
    assert P.load_progress() == done
    # only the file itself is left: no temporary file from the atomic write
    assert [p.name for p in data_folder.iterdir()] == [P.PROGRESS_FILE]


def test_the_progress_file_is_not_listed_as_a_save(data_folder):
    P.save_progress(P.Progress({"01_wages": "done"}, {}))
    assert paths.list_saves() == []


def test_best_results_only_improve_and_skipping_keeps_a_finished_lesson():
    prog = P.Progress()
    assert prog.record_puzzle("p", 5)
    assert not prog.record_puzzle("p", 4) and not prog.record_puzzle("p", 5)
    assert prog.record_puzzle("p", 7) and prog.puzzles == {"p": 7}
    prog.finish_lesson("a")
    prog.skip_lesson("a")
    prog.skip_lesson("b")
    assert prog.lessons == {"a": "done", "b": "skipped"}
    assert prog.tutorial_started


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"{ not json",
        b"\xff\xfe\x00",
        b"[1, 2, 3]",
        b'{"format": 99, "lessons": {}, "puzzles": {}}',
        b'{"format": 1, "lessons": [], "puzzles": {}}',
        b"[" * 100000,
    ],
    ids=["empty", "not-json", "not-utf8", "a-list", "future-format", "wrong-shape", "deep"],
)
def test_a_damaged_file_means_nothing_done_yet(data_folder, data):
    P.progress_path().write_bytes(data)
    assert P.load_progress() == P.Progress()


def test_hand_edited_entries_of_the_wrong_kind_are_dropped(data_folder):
    doc = {
        "format": 1,
        "lessons": {"01_wages": "done", "02_passing": "half", "03_belts": 3},
        "puzzles": {"p01_payday": 11, "p02_stock_up": "many", "p03_haiku": True},
    }
    P.progress_path().write_text(json.dumps(doc))
    assert P.load_progress() == P.Progress({"01_wages": "done"}, {"p01_payday": 11})


def test_a_failed_write_keeps_the_previous_progress(data_folder, monkeypatch):
    P.save_progress(P.Progress({"01_wages": "done"}, {}))

    def broken_replace(*_args):
        raise OSError("disk full")

    monkeypatch.setattr("steamworks.persistence.atomic.replace", broken_replace)
    with pytest.raises(OSError):
        P.save_progress(P.Progress({"01_wages": "done", "02_passing": "done"}, {}))
    assert P.load_progress() == P.Progress({"01_wages": "done"}, {})
    assert [p.name for p in data_folder.iterdir()] == [P.PROGRESS_FILE]
