"""The autosave after every action, written off the UI thread (no pygame).

`Autosaver` writes on a background thread: writing a save means an fsync and a few renames
(about 10-15 ms), which would make every move stutter on the UI thread. Requests coalesce: if
several actions happen while a write is in flight, only the newest game is written next (each
autosave holds the whole game, so nothing is lost). `flush()` waits for the last request,
which the game calls before leaving and on quit. The same writer puts a finished game into
the player's history and keeps it in Load (`keep_finished`).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from steamworks.language import tr
from steamworks.persistence import history, keep, saves
from steamworks.persistence.errors import SaveError
from steamworks.session import GameSession

log = logging.getLogger(__name__)


class Autosaver:
    """Writes autosaves on a background thread, newest request first, one at a time."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._cond = threading.Condition()
        self._job: Callable[[], object] | None = None
        self._busy = False
        self._stopping = False
        self._thread: threading.Thread | None = None
        self.last_error: str | None = None

    def request(self, session: GameSession) -> None:
        """Autosave this game (its state now) as soon as the writer is free."""
        if not self.enabled:
            return
        record = session.record  # immutable: the writer thread reads it as it is now
        self._submit(lambda: saves.autosave(record.setup, record.log, record.state))

    def clear(self) -> None:
        """Remove the autosave (a finished game has nothing to continue)."""
        if self.enabled:
            self._submit(saves.clear_autosave)

    def keep_finished(self, session: GameSession) -> None:
        """The game has ended: add it to the player's history (unless the session is a lesson:
        `session.record_history`), keep it in Load as a finished save, then remove the autosave
        (nothing is left to continue). If it cannot be kept, the autosave stays (Continue then
        opens its results) and `last_error` says why; a game the history could not take is
        still kept, and `last_error` says so."""
        if not self.enabled:
            return
        record = session.record
        to_history = session.record_history

        def job() -> None:
            # one job, not two: a newer request replaces a waiting job (see _submit)
            missed: str | None = None
            if to_history:
                try:
                    history.record_game(record.setup, record.log, record.state)
                except SaveError as exc:
                    missed = str(exc)
                except Exception:  # noqa: BLE001 - a bug in the history never costs the kept game
                    log.exception("recording the game in the history failed")
                    missed = tr(
                        "This game could not be added to your history (an unexpected problem)."
                    )
            keep.keep_game(record.setup, record.log, record.state)
            saves.clear_autosave()
            if missed is not None:
                raise SaveError(missed)

        self._submit(job)

    def _submit(self, job: Callable[[], object]) -> None:
        with self._cond:
            self._job = job
            if self._thread is None or not self._thread.is_alive():
                self._stopping = False
                self._thread = threading.Thread(
                    target=self._run, name="steamworks-autosave", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._job is None and not self._stopping:
                    self._cond.wait()
                if self._job is None:
                    return
                job, self._job = self._job, None
                self._busy = True
            try:
                job()
                self.last_error = None
            except SaveError as exc:
                self.last_error = str(exc)
                log.warning("autosave failed: %s", exc)
            except Exception as exc:  # noqa: BLE001 - never let the writer thread die silently
                # translators: {problem} is what went wrong, as the system says it
                self.last_error = tr("The game could not be autosaved: {problem}", problem=exc)
                log.exception("autosave failed")
            with self._cond:
                self._busy = False
                self._cond.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every requested autosave is written; False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._job is None and not self._busy, timeout)

    def stop(self, timeout: float = 5.0) -> None:
        self.flush(timeout)
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
