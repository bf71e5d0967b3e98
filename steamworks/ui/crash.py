"""The crash guard: what the main loop does when a frame raises an exception nobody expected.

`CrashGuard.handle(app, exc)` is called by `App.run` with the exception. It

1. notes the facts for the report: how long the game's action log is, which screens were open;
2. lets the game finish the autosave it was writing (every action is autosaved as it is made,
   so the last autosave holds the game as it stood just before the failure) and then never
   writes another: the autosave is kept, not replaced by a game in an unknown state;
3. writes the crash report atomically to the data folder (`steamworks.crash_report`);
4. leaves every screen (each one's own clean-up may fail too: that is swallowed) and shows the
   crash dialog alone, which offers Continue (reload the autosave, or back to the title when
   no game was on the table) and Quit.

An error while the window opens (before the loop) has no window to show a dialog in:
`report_startup_failure` writes the report and the game exits with `CRASH_EXIT_CODE`.

When the failure happens while the crash dialog is showing, or the guard itself fails, there
is nothing safe left to show: the guard adds the new traceback to the report, tells stderr
where the report is, and makes the loop stop, so the game exits with `CRASH_EXIT_CODE`
instead of hanging or dying with a bare traceback.

The guard never imports the game scene: it finds the game by duck typing (a scene with a
`session`, and a `leave()` that finishes autosaving), so the app stays independent of it.
"""

from __future__ import annotations

import logging
import sys
import traceback
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

CRASH_EXIT_CODE = 70  # EX_SOFTWARE: an internal error ended the game


class CrashGuard:
    """One per App: remembers the report of this session so a second crash extends it."""

    def __init__(self) -> None:
        self.report_path: Path | None = None
        self.report_text: str | None = None
        self.fatal = False  # a crash the guard could not recover from: the loop must stop

    def handle(self, app: Any, exc: BaseException) -> None:
        """Deal with an exception that escaped one frame of the loop (see the module docstring)."""
        log.error(
            "unexpected error in the game loop:\n%s",
            "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)),
        )
        if self._dialog_showing(app):
            self._give_up(app, exc, in_dialog=True)
            return
        try:
            self._recover(app, exc)
        except Exception as second:  # noqa: BLE001 - the guard itself failed: exit cleanly
            self._give_up(app, second, in_dialog=False)

    # --- recovering ----------------------------------------------------------------------------

    def _recover(self, app: Any, exc: BaseException) -> None:
        scenes = list(app.stack) if app.stack is not None else []
        game = next((s for s in reversed(scenes) if getattr(s, "session", None) is not None), None)
        action_count = _action_count(game)
        screens = [getattr(s, "name", type(s).__name__) for s in scenes]
        had_game = game is not None and not getattr(game.session.state, "game_over", False)
        if game is not None:
            _finish_autosave(game)
        path = self._write(exc, action_count, screens)
        _leave_every_screen(app)
        from steamworks.ui.scenes.crash_dialog import CrashDialog

        app.push(CrashDialog(app, exc, path, resume_game=had_game))

    def _write(
        self,
        exc: BaseException,
        action_count: int | None,
        screens: list[str],
        in_dialog: bool = False,
    ) -> Path | None:
        from steamworks import crash_report
        from steamworks.persistence import paths

        try:
            folder = paths.data_dir()
            text = crash_report.format_report(
                exc,
                action_count=action_count,
                screens=screens,
                data_dir=folder,
                earlier=self.report_text,
                in_dialog=in_dialog,
            )
            path = crash_report.write_report(text, folder, path=self.report_path)
        except Exception:  # noqa: BLE001 - no report (a full disk?) must not stop the dialog
            log.exception("the crash report could not be written")
            return None
        self.report_path, self.report_text = path, text
        return path

    # --- giving up -----------------------------------------------------------------------------

    def _dialog_showing(self, app: Any) -> bool:
        from steamworks.ui.scenes.crash_dialog import CrashDialog

        top = app.stack.top if app.stack is not None else None
        return isinstance(top, CrashDialog)

    def _give_up(self, app: Any, exc: BaseException, in_dialog: bool) -> None:
        self.fatal = True
        path = self._write(
            exc, None, [getattr(s, "name", "?") for s in (app.stack or [])], in_dialog=in_dialog
        )
        where = f" A report was written to {path}." if path else ""
        print(
            f"Steam Works hit an error it could not recover from and closed.{where}",
            file=sys.stderr,
        )
        app.running = False


def report_startup_failure(exc: BaseException) -> int:
    """The window could not even open: write the report, tell stderr where it is, and return
    the exit code (there is no dialog to show and no game to keep)."""
    log.error(
        "the game could not start:\n%s",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)),
    )
    path = CrashGuard()._write(exc, None, ["starting"])
    where = f" A report was written to {path}." if path else ""
    print(f"Steam Works could not start: {type(exc).__name__}: {exc}.{where}", file=sys.stderr)
    return CRASH_EXIT_CODE


def _action_count(game: Any) -> int | None:
    if game is None:
        return None
    try:
        return len(game.session.log)
    except Exception:  # noqa: BLE001 - a broken session still gets a report
        return None


def _finish_autosave(game: Any) -> None:
    """Let the game write the autosave it has in flight (its state before the failure)."""
    try:
        leave = getattr(game, "leave", None)
        if callable(leave):
            leave()  # stops the AI and flushes the autosave writer
    except Exception:  # noqa: BLE001 - the previous autosave is still on disk
        log.exception("finishing the autosave after a crash failed")
    autosaver = getattr(game, "autosaver", None)
    if autosaver is not None:
        # whatever happens next (the scene's exit, a stray request), the autosave now on disk
        # is the one Continue reloads
        autosaver.enabled = False


def _leave_every_screen(app: Any) -> None:
    """Pop every scene (the stack removes a scene before its clean-up runs, so a clean-up that
    fails cannot stop this), then drop any widget a failed clean-up left behind."""
    stack = app.stack
    while stack is not None and len(stack) > 0:
        try:
            stack.pop()
        except Exception:  # noqa: BLE001 - the scene is off the stack either way
            log.exception("a screen failed to close after a crash")
    try:
        app.manager.clear_and_reset()
    except Exception:  # noqa: BLE001 - a half-reset manager still draws the new dialog
        log.exception("the interface could not be reset after a crash")
