"""A game as the UI keeps it and a save file stores it: the setup, the log of every action taken
(who took it and which face-down tiles it revealed) and the state those actions led to.

The rules engine is pure and keeps no history; `GameRecord` is the thin layer that does. Its
`play` applies an action through the engine and appends the log entry in one step, so the log
and the state can never disagree, and saving needs no replay and no conversion:

    record = GameRecord.new(setup)
    record = record.play(action)                 # checked; raises IllegalAction
    saves.autosave(record.setup, record.log, record.state)

A save stores each `LogEntry` as its seat, action, revealed tiles and whether a hint was used
before it. An entry made by `play`
also keeps, outside the save and outside comparisons, the states on either side of its step:
`GameSession` (session.py) undoes by going back to the state before the last entry, and the
log panel reads each step's words from them (`text`, `story`). Those words are told the first
time they are read, then kept: narrating replays part of an action on a copy, and a loaded
game of several hundred steps would otherwise pay for the whole story before its first frame,
although the log shows only its newest lines at first.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from steamworks.language import current_language, tr
from steamworks.rules import engine
from steamworks.rules.actions import Action, IllegalAction
from steamworks.rules.describe import describe_action
from steamworks.rules.narrate import StoryEntry, narrate
from steamworks.rules.setup import GameSetup
from steamworks.rules.state import GameState

from .convert import register_record


class Telling:
    """The states around one step and its words, worked out from them when first asked for.

    The words are kept by language (a switch of language, or a thread speaking another, gets
    its own), and never saved: a save holds actions, not words."""

    __slots__ = ("before", "action", "after", "setup", "text", "story")

    def __init__(
        self, before: GameState, action: Action, after: GameState, setup: GameSetup
    ) -> None:
        self.before, self.action, self.after, self.setup = before, action, after, setup
        self.text: dict[str, str] = {}
        self.story: dict[str, tuple[StoryEntry, ...]] = {}


class Untold(LookupError):
    """A log entry read from a file has no states around it: replay its game to tell it."""


# without slots: an entry made by `GameRecord.play` keeps its Telling beside its three fields
@attrs.frozen(slots=False)
class LogEntry:
    """One action of a game: the seat that took it, the action, and the tiles it revealed from
    the face-down stacks (the random results a replay must reproduce), and whether the seat
    used a hint before taking it. Those four fields are
    what a save holds and what equality compares; an entry played in this run also knows the
    states around it (see the module docstring)."""

    seat: int
    action: Action
    revealed: tuple[str, ...] = ()
    hinted: bool = False  # the seat used a hint (the coach's) before taking this action
    # not an attrs field, so never saved nor compared; set by `played`, else this default
    _telling: ClassVar[Telling | None] = None

    @classmethod
    def played(cls, seat: int, telling: Telling, hinted: bool = False) -> LogEntry:
        """The entry of a step just played: `telling` holds the states around it."""
        entry = cls(
            seat=seat, action=telling.action, revealed=telling.after.revealed, hinted=hinted
        )
        object.__setattr__(entry, "_telling", telling)  # frozen: set once, as it is made
        return entry

    def telling_or_none(self) -> Telling | None:
        """The states around this step and its words, if it was played in this run (an entry
        read from a file has none)."""
        return self._telling

    def _told(self) -> Telling:
        if self._telling is None:
            raise Untold(tr("This log entry was read from a file; replay its game to tell it."))
        return self._telling

    @property
    def before(self) -> GameState:
        """The state the action was taken in."""
        return self._told().before

    @property
    def round(self) -> int:
        return self._told().before.round

    @property
    def age(self) -> int:
        return self._told().before.age

    @property
    def turn(self) -> int:
        return self._told().before.turn

    @property
    def text(self) -> str:
        """The action in words ("places a mechanic on ..."), without its player's name."""
        telling = self._told()
        language = current_language()
        if language not in telling.text:
            telling.text[language] = describe_action(telling.before, telling.action)
        return telling.text[language]

    @property
    def story(self) -> tuple[StoryEntry, ...]:
        """The story of this step (rules/narrate.py): the action with what it changed for
        everyone, then any end of round, new age or end of game it caused."""
        telling = self._told()
        language = current_language()
        if language not in telling.story:
            names = tuple(seat.name for seat in telling.setup.seats)
            telling.story[language] = narrate(telling.before, telling.action, telling.after, names)
        return telling.story[language]


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
    def names(self) -> tuple[str, ...]:
        """The players' names, by seat."""
        return tuple(seat.name for seat in self.setup.seats)

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions of the log, without seats or revealed tiles."""
        return tuple(entry.action for entry in self.log)

    def play(self, action: Action, check: bool = True, hinted: bool = False) -> GameRecord:
        """The record after `action`. Raises `IllegalAction` (and changes nothing) when the
        engine refuses it; `check=False` is for actions taken from `engine.legal_actions`;
        `hinted`: the seat used a hint before taking it."""
        before = self.state
        seat = engine.to_act(before)
        if seat is None:
            raise IllegalAction(tr("The game is over."))
        after = engine.apply(before, action, check=check)
        entry = LogEntry.played(seat, Telling(before, action, after, self.setup), hinted)
        return GameRecord(setup=self.setup, log=self.log + (entry,), state=after)

    def take_back(self) -> GameRecord:
        """The record before its last step (whether that step may be taken back is the
        session's rule, not the record's). Raises `Untold` for a step read from a file."""
        return GameRecord(setup=self.setup, log=self.log[:-1], state=self.log[-1].before)


register_record(LogEntry)
