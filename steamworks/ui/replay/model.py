"""The game a replay shows and the position it is at: a pure model, no pygame.

`ReplayGame` holds a saved or finished game with every step told: replaying its log once
through the engine (each step checked, as a load checks it) gives each entry the states on
either side of it, so position `i` (the table after `i` actions; 0 is the opening table, the
log's length the last) is read without replaying anything again, and the log panel tells each
step's words from them. A replay never writes anything.

`Stepper` is the position shown and the ways to move it: first, back, forward, last, any step
(the slider), and the previous or next round's first step. Each move returns whether the
position changed, so the screen redraws only then.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import attrs

from steamworks.language import tr
from steamworks.persistence.errors import ReplayMismatch
from steamworks.persistence.log_check import replay_states
from steamworks.persistence.record import GameRecord, LogEntry, Telling
from steamworks.persistence.savefile import load_file
from steamworks.rules.setup import GameSetup
from steamworks.rules.state import GameState


def told_record(setup: GameSetup, log: Sequence[LogEntry]) -> GameRecord:
    """The game of `log`, replayed once with every step checked (the right seat, a legal action,
    the same tiles revealed), each entry knowing the states around it. Raises ReplayMismatch."""
    record = GameRecord.new(setup)
    entries: list[LogEntry] = []
    state = record.state
    for before, entry, after in replay_states(setup, log):
        entries.append(LogEntry.played(entry.seat, Telling(before, entry.action, after, setup)))
        state = after
    return GameRecord(setup=setup, log=tuple(entries), state=state)


def round_starts(states: Sequence[GameState]) -> tuple[int, ...]:
    """The positions where a round's play begins: the opening table, then each position whose
    age or round differs from the one before it."""
    starts = [0]
    for index in range(1, len(states)):
        here, before = states[index], states[index - 1]
        if (here.age, here.round) != (before.age, before.round):
            starts.append(index)
    return tuple(starts)


@attrs.frozen(eq=False)
class ReplayGame:
    """A game to step through: its told record, where it came from, and where its rounds start."""

    record: GameRecord
    path: Path | None = None  # the save it was read from; None for a game handed over in memory
    starts: tuple[int, ...] = ()  # round_starts of its positions
    age_starts: tuple[int, ...] = ()  # those of them where an age begins

    @classmethod
    def of_record(cls, record: GameRecord, path: Path | None = None) -> ReplayGame:
        """A game handed over in memory (a finished session, a history entry): replayed and
        checked like a save, since its entries may have been read from a file."""
        told = told_record(record.setup, record.log)
        if told.state != record.state:
            raise ReplayMismatch(
                tr(
                    "This game's moves do not lead to the position it ends in, so it cannot be "
                    "replayed."
                )
            )
        return cls.of_told(told, path)

    @classmethod
    def of_told(cls, record: GameRecord, path: Path | None = None) -> ReplayGame:
        states = [entry.before for entry in record.log] + [record.state]
        starts = round_starts(states)
        ages = tuple(
            start
            for k, start in enumerate(starts)
            if k == 0 or states[start].age != states[starts[k - 1]].age
        )
        return cls(record, path, starts, ages)

    @classmethod
    def of_save(cls, path: Path | str) -> ReplayGame:
        """A save file, loaded with every check the Load screen makes (never written). Raises
        SaveError with the same sentence Load would show."""
        loaded = load_file(path)
        return cls.of_told(told_record(loaded.setup, loaded.log), Path(path))

    @property
    def length(self) -> int:
        """How many actions the log holds: the last position's index."""
        return len(self.record.log)

    @property
    def setup(self) -> GameSetup:
        return self.record.setup

    @property
    def names(self) -> tuple[str, ...]:
        return self.record.names

    def state_at(self, index: int) -> GameState:
        """The table after `index` actions."""
        log = self.record.log
        return log[index].before if index < len(log) else self.record.state

    def upto(self, index: int) -> GameRecord:
        """The game as it stood at position `index`: the first `index` entries, still told."""
        return GameRecord(
            setup=self.record.setup, log=self.record.log[:index], state=self.state_at(index)
        )


class Stepper:
    """The position shown, 0..length, and the moves that change it (see the module docstring)."""

    def __init__(self, game: ReplayGame, index: int = 0) -> None:
        self.game = game
        self.index = self._clamp(index)

    def _clamp(self, index: int) -> int:
        return max(0, min(self.game.length, index))

    @property
    def at_first(self) -> bool:
        return self.index == 0

    @property
    def at_last(self) -> bool:
        return self.index == self.game.length

    def go(self, index: int) -> bool:
        """Show position `index` (clamped to the log); True when the position changed."""
        index = self._clamp(index)
        if index == self.index:
            return False
        self.index = index
        return True

    def first(self) -> bool:
        return self.go(0)

    def last(self) -> bool:
        return self.go(self.game.length)

    def back(self) -> bool:
        return self.go(self.index - 1)

    def forward(self) -> bool:
        return self.go(self.index + 1)

    def previous_round(self) -> bool:
        """To the start of this round, or of the round before when already at its start."""
        earlier = [start for start in self.game.starts if start < self.index]
        return self.go(earlier[-1] if earlier else 0)

    def next_round(self) -> bool:
        """To the start of the next round, or the last position when this is the last round."""
        later = [start for start in self.game.starts if start > self.index]
        return self.go(later[0] if later else self.game.length)
