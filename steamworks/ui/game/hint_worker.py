"""Works out a hint off the UI thread, so the window keeps drawing while the coach thinks.

    worker = HintWorker()
    worker.start(state, seat, token=version, names=names)   # returns at once
    ...
    answer = worker.poll()          # None while thinking; then a HintAnswer (once)

The suggestions come from `steamworks.coach.hints.suggest` (the same public view the AI plays
from: no hint depends on the hidden order of a stack). The thread is an `off_thread.OffThread`,
as the AI's: starting again or `cancel()` raises the coach's `should_stop`, and what it would
have answered is dropped. A coach that fails answers with the error and no suggestions, so a
broken hint never stops a game.
"""

from __future__ import annotations

import logging
import threading
import traceback
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from steamworks.rules.state import GameState
from steamworks.ui.game.off_thread import OffThreadWorker

log = logging.getLogger(__name__)

HINT_SECONDS = 1.0  # how long the coach thinks about a hint (None: a fixed number of samples)
HINT_COUNT = 3  # the choices a hint shows


@attrs.frozen
class HintAnswer:
    token: int  # the state version the hint was asked about
    seat: int
    suggestions: tuple[Any, ...]  # coach.hints.Suggestion values, best first
    error: str | None = None


def coach_suggest(*args: Any, **kwargs: Any) -> list[Any]:
    """`steamworks.coach.hints.suggest`, imported when first needed (it brings the AI's
    evaluation along, which the table does not need until a hint is asked for)."""
    from steamworks.coach.hints import suggest

    return suggest(*args, **kwargs)


class HintWorker(OffThreadWorker[HintAnswer]):
    """One hint at a time, on a daemon thread. `suggest` is the coach's (tests give a stand-in
    with the same signature)."""

    def __init__(
        self,
        suggest: Callable[..., Sequence[Any]] = coach_suggest,
        seconds: float | None = HINT_SECONDS,
    ) -> None:
        self.suggest = suggest
        self.seconds = seconds
        super().__init__("steamworks-hint")

    def start(
        self, state: GameState, seat: int, token: int, names: Sequence[str], seed: int = 0
    ) -> None:
        """Begin working out the best choices for `seat` in `state`; an earlier request is
        cancelled."""
        self._job.start(
            lambda cancel: self._think(state, seat, token, tuple(names), seed, cancel), token
        )

    def _think(
        self,
        state: GameState,
        seat: int,
        token: int,
        names: tuple[str, ...],
        seed: int,
        cancel: threading.Event,
    ) -> HintAnswer:
        try:
            found = self.suggest(
                state,
                seat,
                seconds=self.seconds,
                count=HINT_COUNT,
                should_stop=cancel.is_set,
                seed=seed,
                names=names,
            )
        except Exception:  # noqa: BLE001 - a broken coach must not stop the game
            error = traceback.format_exc()
            log.error("The hint for seat %d failed:\n%s", seat, error)
            return HintAnswer(token, seat, (), error)
        return HintAnswer(token, seat, tuple(found))
