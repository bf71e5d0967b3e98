"""The voice: sentences are said in order on a worker thread, an interruption drops the
passing sentences (the focus, an answer) that wait and cuts a passing one short, never news; the voice can be turned off and on, and a backend that
cannot start or breaks gives silence (logged once), never an error in the game."""

from __future__ import annotations

import logging
import sys
import threading

from steamworks.ui.speech import voice as V


class Recording:
    """A backend that notes what it would say; `hold` keeps it busy on a sentence until
    released, so a test can queue more behind it."""

    name = "recording"

    def __init__(self, hold: bool = False) -> None:
        self.said: list[tuple[str, bool]] = []
        self.cancelled = 0
        self.busy = threading.Event()
        self.release = threading.Event()
        if not hold:
            self.release.set()

    def speak(self, text: str, interrupt: bool) -> None:
        self.said.append((text, interrupt))
        self.busy.set()
        self.release.wait(5)

    def cancel(self) -> None:
        self.cancelled += 1
        self.release.set()

    def close(self) -> None:
        pass


def test_sentences_are_said_in_order_off_the_callers_thread():
    backend = Recording()
    threads = []
    original = backend.speak

    def speak(text, interrupt):
        threads.append(threading.current_thread())
        original(text, interrupt)

    backend.speak = speak  # type: ignore[method-assign]
    voice = V.Voice(lambda: backend)
    for text in ("one", "two", "three"):
        voice.say(text)
    assert voice.wait()
    assert [t for t, _i in backend.said] == ["one", "two", "three"]
    assert threading.current_thread() not in threads
    assert voice.backend_name == "recording"
    voice.close()


def test_interrupt_drops_passing_sentences_never_news():
    backend = Recording(hold=True)
    voice = V.Voice(lambda: backend)
    voice.say("a long story")
    assert backend.busy.wait(5)
    voice.say("the focus on 1", interrupt=True)
    voice.say("news waiting")
    voice.say("the focus on 2", interrupt=True)
    assert backend.cancelled == 0  # the story being said is news: not cut short
    backend.release.set()  # the story is said to its end
    assert voice.wait()
    assert backend.said == [
        ("a long story", False),
        ("news waiting", False),
        ("the focus on 2", True),
    ]
    voice.close()


def test_interrupt_cuts_a_passing_sentence_short():
    backend = Recording(hold=True)
    voice = V.Voice(lambda: backend)
    voice.say("the focus on 1", interrupt=True)
    assert backend.busy.wait(5)
    voice.say("the focus on 2", interrupt=True)
    assert voice.wait()
    assert backend.cancelled >= 1
    assert backend.said == [("the focus on 1", True), ("the focus on 2", True)]
    voice.close()


def test_turned_off_the_voice_says_nothing_and_stops_at_once():
    backend = Recording(hold=True)
    voice = V.Voice(lambda: backend)
    voice.say("first")
    assert backend.busy.wait(5)
    voice.say("queued")
    assert voice.toggle() is False
    voice.say("while off")
    assert voice.wait()
    assert backend.said == [("first", False)]
    assert backend.cancelled >= 1
    assert voice.toggle() is True
    voice.say("back on")
    assert voice.wait()
    assert backend.said[-1] == ("back on", False)
    voice.close()


def test_a_voice_off_from_the_start_never_starts_a_backend():
    started = []
    voice = V.Voice(lambda: started.append(1) or Recording(), enabled=False)
    voice.say("nothing")
    assert voice.wait()
    assert started == []


def test_a_backend_that_cannot_start_gives_silence(caplog):
    def broken():
        raise OSError("no audio device")

    voice = V.Voice(broken)
    with caplog.at_level(logging.WARNING, logger=V.__name__):
        voice.say("hello")
        voice.say("again")
        assert voice.wait()
    assert voice.backend_name == "silent"
    assert sum("could not start" in r.message for r in caplog.records) == 1
    voice.close()


def test_a_backend_that_breaks_goes_silent_and_says_so_once(caplog):
    class Breaking(Recording):
        def speak(self, text: str, interrupt: bool) -> None:
            raise RuntimeError("driver gone")

    voice = V.Voice(Breaking)
    with caplog.at_level(logging.WARNING, logger=V.__name__):
        for text in ("a", "b", "c"):
            voice.say(text)
        assert voice.wait()
    assert voice.backend_name == "silent"
    assert sum("failed" in r.message for r in caplog.records) == 1
    voice.close()


def test_without_speech_libraries_the_platform_gives_silence(monkeypatch, caplog):
    # a module set to None in sys.modules cannot be imported: as where neither is installed
    monkeypatch.setitem(sys.modules, "pyttsx3", None)
    monkeypatch.setitem(sys.modules, "accessible_output2", None)
    monkeypatch.setitem(sys.modules, "accessible_output2.outputs", None)
    monkeypatch.setitem(sys.modules, "accessible_output2.outputs.auto", None)
    with caplog.at_level(logging.INFO, logger=V.__name__):
        backend = V.open_backend(platform="win32")
    assert isinstance(backend, V.Silent)
    assert any("screen reader" in r.message for r in caplog.records)
    assert any("speech engine" in r.message for r in caplog.records)


def test_the_speech_engine_is_used_where_it_starts(monkeypatch):
    class FakeEngine:
        def __init__(self) -> None:
            self.said: list[str] = []

        def connect(self, topic, callback) -> None:
            self.callback = callback

        def say(self, text) -> None:
            self.said.append(text)

        def runAndWait(self) -> None:  # noqa: N802  (pyttsx3's name)
            pass

        def stop(self) -> None:
            pass

    fake = FakeEngine()

    class FakeModule:
        @staticmethod
        def init():
            return fake

    monkeypatch.setitem(sys.modules, "pyttsx3", FakeModule)
    backend = V.open_backend(platform="linux")
    assert isinstance(backend, V.SpeechEngine)
    voice = V.Voice(lambda: backend)
    voice.say("Your turn.")
    assert voice.wait()
    assert fake.said == ["Your turn."]
    voice.close()


def fake_accessible_output(monkeypatch, system: bool):
    """accessible_output2 as it is on Windows: its Auto finds a screen reader, or only SAPI5."""
    import types

    class Output:
        def __init__(self) -> None:
            self.said: list[tuple[str, bool]] = []
            self.silenced = 0

        def is_system_output(self) -> bool:
            return system

        def silence(self) -> None:
            self.silenced += 1

    found = Output()

    class Auto:
        def get_first_available_output(self):
            return found

        def output(self, text, interrupt=False):
            found.said.append((text, interrupt))

    auto = types.ModuleType("accessible_output2.outputs.auto")
    auto.Auto = Auto  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "accessible_output2", types.ModuleType("accessible_output2"))
    monkeypatch.setitem(
        sys.modules, "accessible_output2.outputs", types.ModuleType("accessible_output2.outputs")
    )
    monkeypatch.setitem(sys.modules, "accessible_output2.outputs.auto", auto)
    return found


def test_a_running_screen_reader_is_preferred_on_windows(monkeypatch):
    found = fake_accessible_output(monkeypatch, system=False)
    backend = V.open_backend(platform="win32")
    assert isinstance(backend, V.ScreenReader)
    backend.speak("Your turn.", True)
    backend.cancel()
    assert found.said == [("Your turn.", True)] and found.silenced == 1


def test_without_a_screen_reader_windows_uses_the_speech_engine(monkeypatch):
    fake_accessible_output(monkeypatch, system=True)  # only SAPI5: no screen reader runs

    class Engine:
        def connect(self, topic, callback) -> None:
            pass

    class FakeModule:
        @staticmethod
        def init():
            return Engine()

    monkeypatch.setitem(sys.modules, "pyttsx3", FakeModule)
    assert isinstance(V.open_backend(platform="win32"), V.SpeechEngine)
