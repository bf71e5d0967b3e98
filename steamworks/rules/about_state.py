"""Answers about the state on show, remembered until another state is asked about.

The table asks the same pure questions about one state on every frame ("is this the last
round?", "would this place gain its player anything?"), then moves on to the next state and
never comes back. `AboutState(compute)` keeps, per thread, the answers for the last state it
was asked about (found by identity: states never change), by key and by the language spoken
(the answers may hold words: a language changed, or another task on the thread speaking
another, asks afresh), and forgets them as soon as another state is asked about. Pure: no
pygame.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from ..language import current_language
from .state import GameState

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class AboutState(Generic[K, V]):
    """`compute(state, key)`, remembered for the last `state` asked about on each thread."""

    def __init__(self, compute: Callable[[GameState, K], V]) -> None:
        self.compute = compute
        self._held = threading.local()

    def __call__(self, state: GameState, key: K) -> V:
        held = self._held
        if getattr(held, "state", None) is not state:
            held.state, held.answers = state, {}
        answers: dict[tuple[str, K], V] = held.answers
        asked = (current_language(), key)
        if asked not in answers:
            answers[asked] = self.compute(state, key)
        return answers[asked]
