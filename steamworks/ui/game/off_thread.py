"""`OffThread`: one piece of slow work at a time on a daemon thread, so the window keeps drawing
while it runs. The AI's moves (`ai_worker`) and the hints (`hint_worker`) both think this way.

    job = OffThread("steamworks-ai")
    job.start(lambda cancel: think(state, cancel), token=version)   # returns at once
    ...
    result = job.poll()          # None while working; then (token, value), once

Each request carries a token (the caller's state version); starting a new one, or `cancel()`,
raises the running work's cancel flag (a `threading.Event` the work should look at) and drops
whatever it would have answered, so a result is never delivered for a request that was
replaced or cancelled.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

from steamworks.ui.rest import wake_the_loop


class OffThread:
    """The thread, its cancel flag and its one pending result (see the module docstring)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._lock = threading.Lock()
        self.thread: threading.Thread | None = None
        self._cancel: threading.Event | None = None
        self._result: tuple[Hashable, Any] | None = None
        self._token: Hashable | None = None

    @property
    def busy(self) -> bool:
        thread = self.thread
        return thread is not None and thread.is_alive()

    @property
    def token(self) -> Hashable | None:
        """The token of the request in progress or answered and not yet polled."""
        return self._token

    def start(
        self, work: Callable[[threading.Event], Any], token: Hashable, name: str | None = None
    ) -> None:
        """Run `work(cancel)` on a new thread (called `name`, else the job's name) for request
        `token`; any earlier request is cancelled."""
        self.cancel()
        cancel = threading.Event()
        with self._lock:
            self._cancel = cancel
            self._result = None
            self._token = token
        thread = threading.Thread(
            target=self._run, args=(work, token, cancel), name=name or self.name, daemon=True
        )
        self.thread = thread
        thread.start()

    def _run(self, work: Callable[[threading.Event], Any], token: Hashable, cancel) -> None:
        value = work(cancel)
        with self._lock:
            if not cancel.is_set() and self._token == token:
                self._result = (token, value)
        wake_the_loop()  # a resting window looks at once (ui.rest)

    def poll(self) -> tuple[Hashable, Any] | None:
        """The finished request's (token, value), once; None while working or when none."""
        with self._lock:
            result, self._result = self._result, None
            if result is not None:
                self._token = None
            return result

    def cancel(self) -> None:
        """Stop the request in progress (its work sees its flag raised) and drop its result."""
        with self._lock:
            if self._cancel is not None:
                self._cancel.set()
            self._cancel = None
            self._result = None
            self._token = None

    def join(self, timeout: float) -> None:
        """Cancel, and wait up to `timeout` seconds for the thread to end."""
        thread = self.thread
        self.cancel()
        if thread is not None and thread.is_alive():
            thread.join(timeout)
        self.thread = None


AnswerT = TypeVar("AnswerT")


class OffThreadWorker(Generic[AnswerT]):
    """What the AI's and the hint's workers share: their `OffThread` (`_job`), whether it is
    working, its answer (once), cancelling it and waiting for it to end. Each worker starts
    its own kind of request."""

    def __init__(self, name: str) -> None:
        self._job = OffThread(name)

    @property
    def busy(self) -> bool:
        return self._job.busy

    def poll(self) -> AnswerT | None:
        """The finished answer, once (None while thinking or when there is none)."""
        result = self._job.poll()
        return None if result is None else result[1]

    def cancel(self) -> None:
        self._job.cancel()

    def shutdown(self, timeout: float = 0.5) -> None:
        """Cancel and wait (briefly) for the thread to end."""
        self._job.join(timeout)
