"""A game as the UI keeps it and a save file stores it: the setup, the log of every action taken
(who took it and which face-down tiles it revealed) and the state those actions led to.

The rules engine is pure and keeps no history; `GameRecord` is the thin layer that does. Its
`play` applies an action through the engine and appends the log entry in one step, so the log
and the state can never disagree, and saving needs no replay:

    record = GameRecord.new(setup)
    record = record.play(action)                 # checked; raises IllegalAction
    saves.autosave(record.setup, record.log, record.state)
"""

from __future__ import annotations

import attrs

from steamworks.rules import engine
from steamworks.rules.actions import Action, IllegalAction
from steamworks.rules.setup import GameSetup
from steamworks.rules.state import GameState

from .convert import register_record


@attrs.frozen(slots=True)
class LogEntry:
    """One action of a game: the seat that took it, the action, and the tiles it revealed from
    the face-down stacks (the random results a replay must reproduce)."""

    seat: int
    action: Action
    revealed: tuple[str, ...] = ()


@attrs.frozen(slots=True)
class GameRecord:
    """A game in progress: its setup, its log, and the state after the last logged action."""

    setup: GameSetup
    log: tuple[LogEntry, ...]
    state: GameState

    @classmethod
    def new(cls, setup: GameSetup) -> GameRecord:
        """A fresh game: the engine's opening state and an empty log."""
        return cls(setup=setup, log=(), state=engine.start(setup))

    @property
    def actions(self) -> tuple:
        """The actions of the log, without seats or revealed tiles."""
        return tuple(entry.action for entry in self.log)

    def play(self, action, check: bool = True) -> GameRecord:
        """The record after `action`. Raises `IllegalAction` (and changes nothing) when the
        engine refuses it; `check=False` is for actions taken from `engine.legal_actions`."""
        seat = engine.to_act(self.state)
        if seat is None:
            raise IllegalAction("The game is over.")
        state = engine.apply(self.state, action, check=check)
        entry = LogEntry(seat=seat, action=action, revealed=state.revealed)
        return GameRecord(setup=self.setup, log=self.log + (entry,), state=state)


register_record(LogEntry)
