"""The spoken table's UI tests: a voice that records what it would say, instead of speaking."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from steamworks.ui.game import spoken_table


class Recorder:
    """A voice backend that keeps every sentence it is given, in order."""

    name = "recorder"

    def __init__(self) -> None:
        self.said: list[str] = []

    def speak(self, text: str, interrupt: bool) -> None:
        self.said.append(text)

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    """The game's voice, recording (a fresh voice for each test, closed after it)."""
    spoken_table.close_voice()
    rec = Recorder()
    monkeypatch.setattr(spoken_table, "backend_factory", lambda: rec)
    yield rec
    spoken_table.close_voice()
