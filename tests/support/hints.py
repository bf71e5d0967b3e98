"""Stand-ins for the coach's hints, for tests of the Game scene's hints.

`made_up_suggest` has the signature of `steamworks.coach.hints.suggest` and answers at once
with the first legal actions, each a prestige point behind the one before, so a test knows the
choices without the coach's play-outs. `HeldWorker` has the interface of
`ui.game.hint_worker.HintWorker` and answers only when the test calls `answer()`, so a test
decides exactly when the coach has finished (and can change the game meanwhile).
"""

from __future__ import annotations

import attrs

from steamworks.rules import engine
from steamworks.rules.describe import describe_action
from steamworks.ui.game.hint_worker import HintAnswer


@attrs.frozen
class MadeUpSuggestion:
    """The fields of `coach.hints.Suggestion` the table reads."""

    action: object
    prestige: float
    behind_best: float
    reason: str
    words: str
    samples: int = 0


def made_up_suggest(
    state, seat, *, seconds=1.0, count=3, should_stop=None, seed=0, names=None, samples=None
):
    """The first `count` legal actions, 12, 11, 10... prestige, with a reason each."""
    out = []
    for i, action in enumerate(engine.legal_actions(state)[:count]):
        words = describe_action(state, action)
        out.append(
            MadeUpSuggestion(
                action, 12.0 - i, float(i), f"about +{3 - i} clocks from visitors", words
            )
        )
    return out


class HeldWorker:
    """Holds each request until `answer()` (stands in for the hint's thread)."""

    def __init__(self, suggest=made_up_suggest) -> None:
        self.suggest = suggest
        self.request = None
        self.cancelled = 0
        self.busy = False

    def start(self, state, seat, token, names, seed=0) -> None:
        self.request = (state, seat, token)
        self.busy = True

    def answer(self, token: int | None = None) -> HintAnswer | None:
        """Finish the request (as about state version `token`, when given): the next poll
        returns it."""
        state, seat, asked = self.request
        found = tuple(self.suggest(state, seat))
        self.ready = HintAnswer(asked if token is None else token, seat, found)
        self.request = None
        return self.ready

    def poll(self):
        ready, self.ready = getattr(self, "ready", None), None
        if ready is not None:
            self.busy = False
        return ready

    def cancel(self) -> None:
        self.cancelled += 1
        self.request = None
        self.ready = None
        self.busy = False

    def shutdown(self, timeout: float = 0.0) -> None:
        self.cancel()
