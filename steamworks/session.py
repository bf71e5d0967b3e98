"""A game in progress as the desktop game sees it: setup, current state, the action log, undo.

Pure (no pygame): the UI submits actions here and reads states back; saves record the setup
and the actions. Undo goes back step by step within the current turn only, and never past a
step that revealed a face-down tile (the tile has been seen: taking it back would let a player
peek). `undo_block_reason` says in words why undo is unavailable.

Each step's readable line and story (rules/narrate.py) are told the first time they are read,
then kept: narrating replays part of an action on a copy, and a loaded game of several hundred
steps would otherwise pay for the whole story before its first frame, although the log shows
only its newest lines at first.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from .rules import engine
from .rules.describe import describe_action
from .rules.narrate import StoryEntry, narrate
from .rules.setup import GameSetup
from .rules.state import GameState


class _Telling:
    """The words of one step, worked out from the states around it when first asked for."""

    __slots__ = ("before", "action", "after", "names", "text", "story")

    def __init__(self, before: GameState, action, after: GameState, names: tuple[str, ...]) -> None:
        self.before, self.action, self.after, self.names = before, action, after, names
        self.text: str | None = None
        self.story: tuple[StoryEntry, ...] | None = None


@attrs.frozen(slots=True)
class LogEntry:
    """One applied action: who took it, what it was, what it revealed, and (read lazily) a
    readable line and its story."""

    seat: int
    action: object
    revealed: tuple[str, ...]
    round: int
    age: int
    turn: int
    _telling: _Telling = attrs.field(eq=False, repr=False)

    @property
    def text(self) -> str:
        """The action in words ("places a mechanic on ..."), without its player's name."""
        telling = self._telling
        if telling.text is None:
            telling.text = describe_action(telling.before, telling.action)
        return telling.text

    @property
    def story(self) -> tuple[StoryEntry, ...]:
        """The story of this step (rules/narrate.py): the action with what it changed for
        everyone, then any end of round, new age or end of game it caused."""
        telling = self._telling
        if telling.story is None:
            telling.story = narrate(telling.before, telling.action, telling.after, telling.names)
        return telling.story


class GameSession:
    """The mutable holder of one game: every change goes through `submit`."""

    def __init__(self, setup: GameSetup, actions: list | None = None) -> None:
        self.setup = setup
        self.initial = engine.start(setup)
        self.state: GameState = self.initial
        self.log: list[LogEntry] = []
        self._before: list[GameState] = []  # the state before each logged action
        self.listeners: list[Callable[[GameSession], None]] = []
        self._names = tuple(seat.name for seat in setup.seats)
        for action in actions or ():
            self.submit(action, notify=False)

    # ---------------------------------------------------------------- playing

    @property
    def names(self) -> tuple[str, ...]:
        return self._names

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
        self._before.append(before)
        telling = _Telling(before, action, after, self._names)
        self.log.append(
            LogEntry(seat, action, after.revealed, before.round, before.age, before.turn, telling)
        )
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
