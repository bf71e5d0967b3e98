"""A stand-in for the game's AI worker thread, for tests of the game controller and scene.

`InstantWorker` has the interface of `steamworks.ui.game.ai_worker.AIWorker` (start, poll,
cancel, shutdown) and answers at once with the first legal action, so a test decides exactly
when an AI move lands: on the next poll, in the frame the test runs."""

from __future__ import annotations

from steamworks.rules import engine
from steamworks.ui.game.ai_worker import AIAnswer


class InstantWorker:
    """Answers at once with the first legal action (stands in for the AI's thread)."""

    def __init__(self) -> None:
        self.request = None
        self.cancelled = 0

    def start(self, state, seat, level, seed, token) -> None:
        self.request = (state, seat, token)

    def prepare(self, levels) -> None:
        """Nothing to start: answers need no search processes."""

    def poll(self):
        if self.request is None:
            return None
        state, seat, token = self.request
        self.request = None
        return AIAnswer(token, seat, engine.legal_actions(state)[0], 0.0)

    def cancel(self) -> None:
        self.cancelled += 1
        self.request = None

    def shutdown(self, timeout: float = 0.0) -> None:
        self.cancel()
