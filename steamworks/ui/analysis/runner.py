"""The analysis of a game, run off the UI thread so the screen keeps drawing.

    runner = AnalysisRunner(setup, log)    # starts at once, on a daemon thread
    partial = runner.latest               # the newest partial result (None before the first)
    runner.cancel()                       # the analysis ends at its next check (~ms)

The thread walks `coach.analysis.analyse_steps` and keeps the newest partial result; the screen
reads `latest` each frame. Nothing is shared but that one reference (replaced whole, never
changed), so no lock is needed to read it. An exception in the analysis ends the run with
`error` set (the screen says so); it never reaches the UI thread. No pygame: tests drive it.
"""

from __future__ import annotations

import logging
import threading
import traceback
from collections.abc import Collection, Sequence

from steamworks.coach.analysis import DEFAULT_SECONDS, MAX_SAMPLES, Analysis, analyse_steps
from steamworks.persistence.record import LogEntry
from steamworks.rules.setup import GameSetup

log = logging.getLogger(__name__)


class AnalysisRunner:
    """One analysis on its own daemon thread."""

    def __init__(
        self,
        setup: GameSetup,
        entries: Sequence[LogEntry],
        *,
        seats: Collection[int] | None = None,
        seconds: float | None = DEFAULT_SECONDS,
        samples: int | None = MAX_SAMPLES,
    ) -> None:
        self.latest: Analysis | None = None
        self.error: str | None = None
        self._cancel = threading.Event()
        self._thread = threading.Thread(
            target=self._run,
            args=(setup, tuple(entries), seats, seconds, samples),
            name="analysis",
            daemon=True,
        )
        self._thread.start()

    def _run(
        self,
        setup: GameSetup,
        entries: Sequence[LogEntry],
        seats: Collection[int] | None,
        seconds: float | None,
        samples: int | None,
    ) -> None:
        try:
            for partial in analyse_steps(
                setup,
                entries,
                seats=seats,
                seconds=seconds,
                samples=samples,
                should_stop=self._cancel.is_set,
            ):
                self.latest = partial
        except Exception as exc:  # noqa: BLE001 - reported on the screen, never raised there
            log.error("the analysis failed:\n%s", traceback.format_exc())
            self.error = f"{type(exc).__name__}: {exc}"

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        """Ask the analysis to stop; it does so at its next check, keeping what it has."""
        self._cancel.set()

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the thread to end (tests, leaving the screen); True when it has."""
        self._thread.join(timeout)
        return not self._thread.is_alive()
