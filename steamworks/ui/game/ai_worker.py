"""Runs AI opponents off the UI thread, so the window keeps drawing while they think.

    worker = AIWorker()
    worker.start(state, seat, "medium", seed, token=version)   # returns at once
    ...
    answer = worker.poll()          # None while thinking; then an AIAnswer (once)

The scene tags each request with a token (its state version) and ignores answers whose token
is stale, so an answer can never be applied to a game that has moved on (undo, load, leaving).
`cancel()` raises the agent's cancel flag; the agent then answers early with its best so far,
and the answer is dropped. If an agent fails, the answer carries the error and a random legal
action, so one broken AI never stops a game.

`AIWorker(workers=N)`: Hard may search with N worker processes (the "AI may use N cores"
setting; steamworks/ai/parallel.py keeps the pool). `prepare(levels)` starts that pool when a
table with Hard opens, off the window's thread, so the first decision does not wait for it. `shutdown()` also ends those processes,
so leaving a game (quit to title, loading another, closing the window) leaves none behind.
"""

from __future__ import annotations

import logging
import random
import threading
import time
import traceback
from collections.abc import Iterable

import attrs

from steamworks.rules import engine
from steamworks.rules.state import GameState
from steamworks.ui.game.off_thread import OffThreadWorker

log = logging.getLogger(__name__)


@attrs.frozen
class AIAnswer:
    token: int
    seat: int
    action: object
    seconds: float
    error: str | None = None
    iterations: int = 0  # search iterations or samples the agent reached (0: none)
    forced: bool = False  # the only legal answer: returned without thinking


def level_of(controller: str) -> str | None:
    """'ai:medium' -> 'medium'; None for a human seat."""
    if controller.startswith("ai:"):
        return controller[3:] or "easy"
    return None


class AIWorker(OffThreadWorker[AIAnswer]):
    """One thinking AI at a time, on a daemon thread (`off_thread.OffThread`)."""

    def __init__(self, workers: int = 1) -> None:
        self.workers = max(1, int(workers))  # search processes Hard may use
        super().__init__("steamworks-ai")
        self._warming: threading.Thread | None = None  # starting Hard's search processes
        self._agents: dict[tuple[str, int], object] = {}
        self.substituted: dict[
            str, str
        ] = {}  # levels asked for that this build lacks -> the level played

    @property
    def token(self) -> int | None:
        """The token of the request in progress or answered and not yet polled."""
        token = self._job.token
        return token if isinstance(token, int) else None

    @property
    def _thread(self) -> threading.Thread | None:
        return self._job.thread

    def _agent(self, level: str, seed: int):
        key = (level, seed)
        if key not in self._agents:
            from steamworks.ai import LEVELS, make_agent

            chosen = level
            if level not in LEVELS:
                # a save or setup naming a level this build lacks plays on at the strongest one there is
                chosen = (
                    "hard"
                    if "hard" in LEVELS
                    else "medium"
                    if "medium" in LEVELS
                    else next(iter(LEVELS))
                )
                log.warning("AI level %r is not available; playing %r instead", level, chosen)
                self.substituted[level] = chosen
            self._agents[key] = make_agent(chosen, seed=seed, workers=self.workers)
        return self._agents[key]

    def prepare(self, levels: Iterable[str]) -> None:
        """A table opens with these AI levels: if one of them searches in several processes
        (Hard with "AI may use N cores" above 1), start those processes now, on a thread of
        their own, so that neither the window nor the first decision waits for them."""
        from steamworks.ai import LEVELS

        if self.workers <= 1 or not any(
            level in LEVELS and LEVELS[level].parallel for level in levels
        ):
            return
        from steamworks.ai.parallel import warm_search_pool

        self._warming = threading.Thread(
            target=warm_search_pool, args=(self.workers,), name="steamworks-ai-warm", daemon=True
        )
        self._warming.start()

    def start(self, state: GameState, seat: int, level: str, seed: int, token: int) -> None:
        """Begin thinking about `state` for `seat`; any earlier request is cancelled."""
        self._job.cancel()
        agent = self._agent(
            level, seed
        )  # made here, on the caller's thread: the cache is not shared
        self._job.start(
            lambda cancel: self._think(agent, state, seat, level, seed, token, cancel),
            token,
            name=f"steamworks-ai-{seat}",
        )

    def _think(
        self,
        agent,
        state: GameState,
        seat: int,
        level: str,
        seed: int,
        token: int,
        cancel: threading.Event,
    ) -> AIAnswer:
        started = time.perf_counter()
        error = None
        iterations, forced = 0, False
        try:
            decision = agent.choose_with_info(state, seat, cancel=cancel)
            action, iterations, forced = decision.action, decision.iterations, decision.forced
        except Exception:  # noqa: BLE001 - a broken agent must not stop the game
            error = traceback.format_exc()
            log.error("AI %s failed for seat %d:\n%s", level, seat, error)
            legal = engine.legal_actions(state)
            action = random.Random(seed ^ token).choice(legal) if legal else None
        return AIAnswer(
            token, seat, action, time.perf_counter() - started, error, iterations, forced
        )

    def shutdown(self, timeout: float = 2.0) -> None:
        """Cancel, wait (briefly) for the thread to end, and end any search processes."""
        super().shutdown(timeout)
        if self._warming is not None:  # the pool being started: let it finish, then end it
            self._warming.join(timeout)
            self._warming = None
        if self.workers > 1:
            from steamworks.ai.parallel import shutdown_search_pools

            shutdown_search_pools(timeout)
