"""The speech output: says the spoken table's sentences aloud, off the UI thread.

Backends, tried in this order when the voice first speaks:

- the running screen reader (NVDA, JAWS, Narrator...) through `accessible_output2`, on Windows;
- the platform's own speech engine through `pyttsx3` (SAPI5, NSSpeechSynthesizer, eSpeak);
- silence, where neither can be loaded or started: the reason is logged once and the game plays
  on (speech is never a reason to crash).

Both libraries are in the optional extra `speech` (pyproject.toml); nothing else imports them.

`Voice.say(text, interrupt)` puts a sentence on a queue and returns at once; a worker thread of
the voice's own hands the sentences to the backend one by one (pyttsx3's loop blocks while it
speaks, which the game's loop must never do). `interrupt=True` marks a passing sentence (what
the focus is on, a query's answer): it drops the passing sentences still waiting and cuts short
the one being said, if it is passing too; news (a move's story, a turn, a decision, a lesson's
card) is never dropped nor cut short by it. `enabled` turns the voice off (silencing it,
news and all) and on. Pure of pygame: tests use a backend that records what would be said.
"""

from __future__ import annotations

import logging
import queue
import sys
import threading
from collections.abc import Callable
from typing import Any, Protocol

log = logging.getLogger(__name__)


class Backend(Protocol):
    """Something that can speak: `speak` returns once the sentence is said (or handed to a
    screen reader, which queues it itself); `cancel` may be called from any thread and cuts
    short the sentence being said."""

    name: str

    def speak(self, text: str, interrupt: bool) -> None: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...


class Silent:
    """No speech: where no screen reader or speech engine could be started."""

    name = "silent"

    def speak(self, text: str, interrupt: bool) -> None:
        pass

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


class ScreenReader:
    """The running screen reader, through accessible_output2 (which speaks in the player's own
    voice and speed, and shows the text on a braille display). Where the first output it finds
    is the system's speech (SAPI5) rather than a screen reader, it declines, and the speech
    engine below is used instead."""

    name = "screen reader"

    def __init__(self) -> None:
        from accessible_output2.outputs.auto import Auto  # type: ignore[import-not-found]

        self._output: Any = Auto()
        first = self._output.get_first_available_output()
        if first is None or first.is_system_output():
            raise RuntimeError("no screen reader is running")

    def speak(self, text: str, interrupt: bool) -> None:
        self._output.output(text, interrupt=interrupt)

    def cancel(self) -> None:
        first = self._output.get_first_available_output()
        if first is not None and hasattr(first, "silence"):
            first.silence()

    def close(self) -> None:
        pass


class SpeechEngine:
    """The platform's speech engine, through pyttsx3. Made and used on the voice's worker
    thread only; `cancel` just raises a flag that the engine's word callback reads there."""

    name = "speech engine"

    def __init__(self) -> None:
        import pyttsx3  # type: ignore[import-not-found]

        self._engine: Any = pyttsx3.init()
        self._cut = threading.Event()
        self._engine.connect("started-word", self._on_word)

    def _on_word(self, name: Any, location: int, length: int) -> None:
        if self._cut.is_set():
            self._engine.stop()

    def speak(self, text: str, interrupt: bool) -> None:
        self._cut.clear()
        self._engine.say(text)
        self._engine.runAndWait()

    def cancel(self) -> None:
        self._cut.set()

    def close(self) -> None:
        try:
            self._engine.stop()
        except Exception:  # noqa: BLE001  (closing must never fail)
            pass


def open_backend(platform: str = sys.platform) -> Backend:
    """The first backend that starts here: the screen reader (Windows), the speech engine,
    else silence. Each failure is logged once, with its reason."""
    makers: list[Callable[[], Backend]] = []
    if platform == "win32":
        makers.append(ScreenReader)
    makers.append(SpeechEngine)
    for make in makers:
        try:
            return make()
        except Exception as error:  # noqa: BLE001  (an absent library, a missing driver...)
            log.info("speech: %s unavailable: %s", getattr(make, "name", make), error)
    log.warning("speech: no screen reader or speech engine; the spoken mode stays silent")
    return Silent()


_STOP = object()  # the worker's signal to end


class Voice:
    """Speaks sentences in order on a worker thread; see the module's docstring.

    `open_backend` is called once, on the worker thread, when the first sentence comes (a
    backend that fails to start gives silence). `enabled` starts as given."""

    def __init__(
        self, backend_factory: Callable[[], Backend] = open_backend, enabled: bool = True
    ) -> None:
        self._factory = backend_factory
        self._enabled = enabled
        self._queue: queue.Queue[Any] = queue.Queue()
        self._generation = 0  # raised by silence: every older sentence is dropped
        self._passing = 0  # raised by each interruption: older passing sentences are dropped
        self._saying_passing = False  # the sentence being said is a passing one
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._backend: Backend | None = None

    # ------------------------------------------------------------------ the game's side

    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self._enabled = on
        if not on:
            self.silence()

    def toggle(self) -> bool:
        """Turn the voice on if it was off, off if it was on; returns the new state."""
        self.enabled = not self._enabled
        return self._enabled

    def say(self, text: str, interrupt: bool = False) -> None:
        """Queue `text` (nothing when the voice is off or the text empty); `interrupt`: a
        passing sentence, which drops the passing sentences still waiting and cuts short the
        one being said if it is passing too (news is never dropped by it)."""
        if not self._enabled or not text.strip():
            return
        with self._lock:
            if interrupt:
                self._passing += 1
                if self._saying_passing:
                    self._cancel_current()
            generation = self._generation
            self._start()
        self._queue.put((generation, self._passing, text, interrupt))

    def silence(self) -> None:
        """Stop speaking now and forget what was waiting."""
        with self._lock:
            self._generation += 1
            self._cancel_current()

    def wait(self, timeout: float = 5.0) -> bool:
        """Wait until everything queued so far is said or dropped (for tests and shutdown)."""
        done = threading.Event()
        if self._thread is None:
            return True
        self._queue.put(done)
        return done.wait(timeout)

    def close(self, timeout: float = 2.0) -> None:
        """Stop the worker (what is still waiting is dropped)."""
        self.silence()
        thread = self._thread
        if thread is not None:
            self._queue.put(_STOP)
            thread.join(timeout)
            self._thread = None

    @property
    def backend_name(self) -> str | None:
        """The backend in use once the worker has started it ("silent" when none could)."""
        return self._backend.name if self._backend is not None else None

    # ------------------------------------------------------------------ the worker's side

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
            self._thread.start()

    def _cancel_current(self) -> None:
        backend = self._backend
        if backend is not None:
            try:
                backend.cancel()
            except Exception as error:  # noqa: BLE001
                log.info("speech: could not cut short: %s", error)

    def _open(self) -> Backend:
        try:
            return self._factory()
        except Exception as error:  # noqa: BLE001  (a factory that fails gives silence)
            log.warning("speech: the voice could not start (%s); staying silent", error)
            return Silent()

    def _run(self) -> None:
        backend = self._backend = self._open()
        failed = False
        while True:
            item = self._queue.get()
            if item is _STOP:
                break
            if isinstance(item, threading.Event):
                item.set()
                continue
            generation, passing, text, interrupt = item
            if generation != self._generation or not self._enabled:
                continue  # silenced while it waited
            if interrupt and passing != self._passing:
                continue  # a passing sentence that a later one replaced while it waited
            self._saying_passing = interrupt
            try:
                backend.speak(text, interrupt)
            except Exception as error:  # noqa: BLE001  (a broken engine: silence, once said)
                if not failed:
                    log.warning("speech: the %s failed (%s); staying silent", backend.name, error)
                    failed = True
                backend = self._backend = Silent()
        backend.close()
