"""The tests' ear: what the player has heard from the recording voice (conftest's `recorder`),
and what is new since last asked, after a key is pressed."""

from __future__ import annotations

from steamworks.ui.game import spoken_table
from tests.support.driver import Driver


class Ear:
    """What the player has heard: everything the voice said, and what is new since last asked.
    `settle_frames`: frames drawn before listening (none at the table, whose scene speaks as
    it handles a key)."""

    settle_frames = 0

    def __init__(self, d: Driver, recorder) -> None:
        self.d = d
        self.rec = recorder
        self.read = 0

    def new(self) -> list[str]:
        if self.settle_frames:
            self.d.frames(self.settle_frames)
        assert spoken_table.shared_voice().wait()
        out = self.rec.said[self.read :]
        self.read = len(self.rec.said)
        return out

    def press(self, key: int, mod: int = 0) -> list[str]:
        self.d.key(key, mod)
        return self.new()
