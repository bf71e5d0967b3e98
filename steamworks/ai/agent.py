"""The one interface every AI opponent implements, and the machinery they share.

    agent = make_agent("hard", seed=7)                  # see levels.py
    action = agent.choose(state, seat)                  # any thread; returns a legal action

`Agent.choose` does the common work so that no level can get it wrong:

* it checks that `seat` is the one to act and lists the legal actions (build decisions cut
  down to their best few layouts, see candidates.py);
* a decision with a single legal answer is returned at once, without any thinking;
* the agent is only given the public view of the state (`observe.observe`): it cannot read
  the order of face-down stacks or the game's random generator;
* the decision's random stream is derived from the agent's seed and a fingerprint of that
  public view, so the same seed in the same position always gives the same answer (a bug
  report needs only the save and the seed), and nothing is shared between calls: an agent
  object holds configuration only and may be used from several threads;
* thinking stops cooperatively at the time budget, the iteration budget or when the caller's
  cancel flag (anything with `is_set()`, e.g. `threading.Event`) is raised; the agent then
  answers with its best choice so far.

Time budgets make a search's result depend on the machine's speed; iteration budgets
(`budget=`) make it fully reproducible, which is what tournaments use.
"""

from __future__ import annotations

import abc
import random
import time
from typing import Protocol

import attrs

from steamworks.rules import engine
from steamworks.rules.actions import Action
from steamworks.rules.state import GameState

from .candidates import candidate_actions
from .observe import observe, public_key

# a search's root: (legal index, visits, summed utility) per child in the order they were opened
RootStats = list[tuple[int, int, float]]


class CancelFlag(Protocol):
    def is_set(self) -> bool: ...


class Stop:
    """When a search must stop: a wall-clock deadline, an iteration budget, a cancel flag.

    The search calls `should_stop(iterations_done)` between iterations; checking the clock
    costs little next to one iteration."""

    __slots__ = ("started", "deadline", "iterations", "cancel")

    def __init__(
        self,
        seconds: float | None = None,
        iterations: int | None = None,
        cancel: CancelFlag | None = None,
    ):
        self.started = time.perf_counter()
        self.deadline = None if seconds is None else self.started + seconds
        self.iterations = iterations
        self.cancel = cancel

    def should_stop(self, done: int) -> bool:
        if self.iterations is not None and done >= self.iterations:
            return True
        if self.cancel is not None and self.cancel.is_set():
            return True
        return self.deadline is not None and time.perf_counter() >= self.deadline

    def cancelled(self) -> bool:
        return self.cancel is not None and self.cancel.is_set()

    def elapsed(self) -> float:
        return time.perf_counter() - self.started


@attrs.frozen(slots=True)
class Decision:
    """An agent's answer with how it was reached (for tournaments, logs and the UI)."""

    action: Action
    seconds: float
    iterations: int = 0  # search iterations or samples (0: no search)
    forced: bool = False  # the only legal action; no thinking was done


class Agent(abc.ABC):
    """Base of all agents. Subclasses implement `decide` on the public view."""

    level = "agent"

    def __init__(self, seed: int = 0, seconds: float | None = None, budget: int | None = None):
        self.seed = int(seed)
        self.seconds = seconds  # wall-clock budget per decision (search levels)
        self.budget = budget  # fixed iterations / samples per decision instead of seconds

    def __repr__(self) -> str:
        how = f"budget={self.budget}" if self.budget is not None else f"seconds={self.seconds}"
        return f"{type(self).__name__}(seed={self.seed}, {how})"

    def choose(
        self, state: GameState, seat: int | None = None, cancel: CancelFlag | None = None
    ) -> Action:
        """A legal action for `seat` (default: whoever must act) in `state`."""
        return self.choose_with_info(state, seat, cancel).action

    def choose_with_info(
        self, state: GameState, seat: int | None = None, cancel: CancelFlag | None = None
    ) -> Decision:
        started = time.perf_counter()
        actor = engine.to_act(state)
        if actor is None:
            raise ValueError("the game is over: there is nothing to decide")
        if seat is not None and seat != actor:
            raise ValueError(f"seat {seat} is not the one to act (seat {actor} is)")
        legal = candidate_actions(state)
        if len(legal) == 1:
            return Decision(legal[0], time.perf_counter() - started, 0, True)
        view = observe(state)
        rng = random.Random((self.seed << 64) ^ public_key(view))
        stop = Stop(self.seconds if self.budget is None else None, self.budget, cancel)
        action, iterations = self.decide(view, actor, legal, rng, stop)
        return Decision(action, time.perf_counter() - started, iterations, False)

    @abc.abstractmethod
    def decide(
        self, view: GameState, seat: int, legal: list[Action], rng: random.Random, stop: Stop
    ) -> tuple[Action, int]:
        """(one of `legal`, iterations used). `view` is public; `rng` is this decision's own
        stream; `stop` says when to stop thinking."""
