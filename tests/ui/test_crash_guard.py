"""The crash guard: a failure injected into a scene during the real loop's frame is caught, the
autosave taken before it survives and loads again, the report holds the traceback, and a
failure inside the crash dialog ends the loop with an exit code instead of a hang."""

from __future__ import annotations

import random

import pygame
import pytest

from steamworks import __version__, crash_report
from steamworks.persistence import paths, saves
from steamworks.session import GameSession
from steamworks.ui.crash import CRASH_EXIT_CODE
from steamworks.ui.scenes.crash_dialog import CrashDialog
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.title import TitleScene
from tests.support.driver import Driver, open_game, play_one_turn_step, table_setup


class InjectedFailure(RuntimeError):
    pass


def _break(scene, method: str = "update") -> None:
    """Make one method of this scene instance raise (the class, and later scenes, stay sound)."""

    def broken(*args, **kwargs):
        raise InjectedFailure("a gear slipped in the test")

    setattr(scene, method, broken)


def _played_game(make_app, moves: int = 6) -> Driver:
    d = open_game(make_app, GameSession(table_setup()))
    rng = random.Random(9)
    for _ in range(moves):
        play_one_turn_step(d, rng)
    assert d.top.controller.autosaver.flush()
    return d


def test_a_failure_in_the_game_keeps_the_autosave_writes_a_report_and_continue_reloads_it(
    make_app, data_dir
):
    d = _played_game(make_app)
    app, scene = d.app, d.top
    state_before, log_before = scene.session.state, len(scene.session.log)
    autosave_bytes = paths.autosave_path().read_bytes()
    assert saves.load_autosave().state == state_before  # the autosave taken before the failure

    _break(scene, "update")
    app.guarded_frame(1 / 60)  # the loop's own frame: the exception must not escape

    dialog = d.top
    assert isinstance(dialog, CrashDialog) and len(app.stack) == 1
    assert app.running
    assert paths.autosave_path().read_bytes() == autosave_bytes  # kept, not rewritten
    reports = crash_report.list_reports(data_dir)
    assert len(reports) == 1 and dialog.report == reports[0]
    text = reports[0].read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "InjectedFailure: a gear slipped in the test" in text
    assert f"Version:       {__version__}" in text
    assert f"Action log:    {log_before} actions" in text
    assert "game" in text.split("Screens:", 1)[1].splitlines()[0]
    assert not list(data_dir.glob(".crash-*"))  # the atomic write left no temporary file
    # the dialog names the report, and Continue (the default, so Enter) reloads the autosave
    d.frames(2)
    assert str(reports[0]) in dialog._path_block()[0] + "".join(dialog._path_block()[1:])
    d.click("choice_1")
    resumed = d.top
    assert isinstance(resumed, GameScene) and resumed is not scene
    assert resumed.session.state == state_before
    assert len(resumed.session.log) == log_before
    d.frames(3)  # and the table plays on
    assert d.top is resumed


def test_the_report_hides_private_paths_but_names_the_data_folder(make_app, data_dir, monkeypatch):
    d = Driver(make_app())
    _break(d.top, "draw")
    d.app.guarded_frame(1 / 60)
    text = crash_report.list_reports(data_dir)[0].read_text(encoding="utf-8")
    install_dir = str(crash_report._INSTALL_DIR)
    assert install_dir not in text
    assert "<game>" in text  # the traceback's frames, with the install folder hidden
    assert "Action log:    no game on the table" in text
    assert (
        crash_report.scrub_paths(f"{data_dir}/x {install_dir}/y", data_dir)
        == f"{data_dir}/x <game>/y"
    )


def test_continue_without_a_game_returns_to_the_title(make_app, data_dir):
    d = Driver(make_app())
    _break(d.top, "update")
    d.app.guarded_frame(1 / 60)
    assert isinstance(d.top, CrashDialog) and not d.top.resume_game
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, TitleScene)
    d.frames(3)


def test_quit_in_the_dialog_closes_the_game(make_app):
    d = Driver(make_app())
    _break(d.top, "update")
    d.app.guarded_frame(1 / 60)
    d.click("choice_0")
    assert not d.app.running
    assert d.app.run() == 0  # the loop ends at once; a chosen Quit is not a failure


def test_a_screen_whose_clean_up_fails_too_still_gets_the_dialog(make_app, data_dir):
    d = _played_game(make_app, moves=2)
    _break(d.top, "update")
    _break(d.top, "exit")
    d.app.guarded_frame(1 / 60)
    assert isinstance(d.top, CrashDialog) and len(d.app.stack) == 1
    d.click("choice_1")
    assert isinstance(d.top, GameScene)


def test_a_failure_inside_the_crash_dialog_exits_cleanly(make_app, data_dir, capsys):
    d = Driver(make_app())
    _break(d.top, "update")
    d.app.guarded_frame(1 / 60)
    dialog = d.top
    assert isinstance(dialog, CrashDialog)
    _break(dialog, "draw")
    code = d.app.run()  # the real loop: it must stop by itself
    assert code == CRASH_EXIT_CODE
    assert not d.app.running and not d.app.opened
    reports = crash_report.list_reports(data_dir)
    assert len(reports) == 1  # the second failure extends the first report
    text = reports[0].read_text(encoding="utf-8")
    assert text.count("InjectedFailure") >= 2 and "while the crash dialog was showing" in text
    assert str(reports[0]) in capsys.readouterr().err


def test_a_report_that_cannot_be_written_still_shows_the_dialog(make_app, monkeypatch):
    d = Driver(make_app())

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(crash_report.atomic, "write_atomic", full_disk)
    _break(d.top, "update")
    d.app.guarded_frame(1 / 60)
    assert isinstance(d.top, CrashDialog) and d.top.report is None
    assert "could not be written" in d.top.text
    d.frames(2)


@pytest.mark.parametrize("count", [crash_report.KEEP_REPORTS + 3])
def test_old_reports_are_pruned(tmp_path, count):
    import datetime as dt

    start = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    for i in range(count):
        crash_report.write_report(f"report {i}", tmp_path, when=start + dt.timedelta(seconds=i))
    kept = crash_report.list_reports(tmp_path)
    assert len(kept) == crash_report.KEEP_REPORTS
    assert kept[0].read_text() == f"report {count - 1}"  # the newest stay


def test_the_dev_crash_drill_raises_in_the_loop_and_is_caught(make_app, data_dir):
    d = Driver(make_app(dev=True))
    d.post(pygame.KEYDOWN, key=pygame.K_F12, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    d.app.guarded_frame(1 / 60)
    assert isinstance(d.top, CrashDialog)
    assert "CrashDrill" in crash_report.list_reports(data_dir)[0].read_text(encoding="utf-8")


def test_a_second_crash_after_continue_extends_the_same_report(make_app, data_dir):
    d = Driver(make_app())
    _break(d.top, "update")
    d.app.guarded_frame(1 / 60)
    d.key(pygame.K_RETURN)  # Continue: back to the title
    _break(d.top, "update")
    d.app.guarded_frame(1 / 60)
    assert isinstance(d.top, CrashDialog)
    reports = crash_report.list_reports(data_dir)
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert (
        text.count("Steam Works crash report") == 2
        and "--- then, later in the same session ---" in text
    )


def test_a_failure_while_the_window_opens_is_reported_and_exits(data_dir, monkeypatch, capsys):
    from steamworks.ui import app as app_module

    def broken_open(self):
        raise InjectedFailure("the theme would not load")

    monkeypatch.setattr(app_module.App, "open", broken_open)
    assert app_module.run({"window": "1280x720"}) == CRASH_EXIT_CODE
    report = crash_report.list_reports(data_dir)[0]
    assert "the theme would not load" in report.read_text(encoding="utf-8")
    assert str(report) in capsys.readouterr().err


def test_a_long_report_path_is_broken_at_its_separators(make_app):
    from steamworks.ui.scenes.crash_dialog import path_lines
    from steamworks.ui.style import font

    make_app()
    f = font("ui", 17, 1.0)
    path = (
        "/home/someone/.local/share/SteamWorks/"
        + "very-long-folder-name/" * 6
        + "crash-20261124-101500.txt"
    )
    lines = path_lines(f, path, 300)
    assert "".join(lines) == path and len(lines) > 2
    assert all(f.size(line)[0] <= 300 for line in lines)
    assert all(line.endswith("/") for line in lines[:-1])
