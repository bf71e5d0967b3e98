"""A game in progress as the desktop game sees it: setup, current state, the action log, undo.

Pure (no pygame): the UI submits actions here and reads states back; saves record the setup
and the actions. Undo goes back step by step within the current turn only, and never past a
step that revealed a face-down tile (the tile has been seen: taking it back would let a player
peek). `undo_block_reason` says in words why undo is unavailable.
"""

from __future__ import annotations

from typing import Callable

import attrs

from .rules import engine
from .rules.describe import describe_action
from .rules.narrate import StoryEntry, narrate
from .rules.setup import GameSetup
from .rules.state import GameState


@attrs.frozen(slots=True)
class LogEntry:
    """One applied action: who took it, what it was, what it revealed, and a readable line."""

    seat: int
    action: object
    revealed: tuple[str, ...]
    text: str
    round: int
    age: int
    turn: int
    # the story of this step (rules/narrate.py): the action with what it changed for everyone,
    # then any end of round, new age or end of game it caused
    story: tuple[StoryEntry, ...] = ()


class GameSession:
    """The mutable holder of one game: every change goes through `submit`."""

    def __init__(self, setup: GameSetup, actions: list | None = None) -> None:
        self.setup = setup
        self.initial = engine.start(setup)
        self.state: GameState = self.initial
        self.log: list[LogEntry] = []
        self._before: list[GameState] = []  # the state before each logged action
        self.listeners: list[Callable[[GameSession], None]] = []
        for action in actions or ():
            self.submit(action, notify=False)

    # ---------------------------------------------------------------- playing

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.setup.seats)

    def story(self) -> list[StoryEntry]:
        """The whole story so far, oldest first (see rules/narrate.py)."""
        return [item for entry in self.log for item in entry.story]

    @property
    def over(self) -> bool:
        return self.state.game_over

    def to_act(self) -> int | None:
        return engine.to_act(self.state)

    def legal_actions(self) -> list:
        return engine.legal_actions(self.state)

    def explain(self, action) -> str | None:
        return engine.explain_illegal(self.state, action)

    def submit(self, action, notify: bool = True) -> GameState:
        """Apply a legal action (raises IllegalAction with the reason, changing nothing)."""
        before = self.state
        seat = engine.to_act(before)
        after = engine.apply(before, action)  # refuses an illegal action before anything else
        text = describe_action(before, action)
        story = narrate(before, action, after, self.names)
        self._before.append(before)
        self.log.append(LogEntry(seat, action, after.revealed, text, before.round, before.age, before.turn, story))
        self.state = after
        if notify:
            for listener in list(self.listeners):
                listener(self)
        return after

    @property
    def actions(self) -> list:
        return [entry.action for entry in self.log]

    # ---------------------------------------------------------------- undo

    def undo_block_reason(self) -> str | None:
        """Why the last step cannot be undone now, or None when it can."""
        if not self.log:
            return "Nothing has happened yet."
        last = self.log[-1]
        if self.state.game_over:
            return "The game is over."
        if last.turn != self.state.turn:
            return "The turn has passed to the next player; only steps of the current turn can be undone."
        if last.revealed:
            return "A face-down tile was revealed; that cannot be taken back."
        return None

    def undo(self) -> bool:
        """Take back the last step of the current turn. Returns whether anything was undone."""
        if self.undo_block_reason() is not None:
            return False
        self.log.pop()
        self.state = self._before.pop()
        for listener in list(self.listeners):
            listener(self)
        return True

    def undo_turn(self) -> int:
        """Take back every undoable step of the current turn; returns how many."""
        n = 0
        while self.undo():
            n += 1
        return n
