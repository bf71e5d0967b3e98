"""A game in progress as the desktop game sees it: the saved record, and undo.

Pure (no pygame): the UI submits actions here and reads states back. The game itself is a
`persistence.record.GameRecord` (setup, log, state), the same value a save stores, so an
autosave writes `session.record` as it is. Each log entry keeps the states around its step
and tells its words when first read (see record.py).

A hint the player used (the Game scene's coach) is noted with `note_hint` and recorded on the
log entry of the seat's next action (`LogEntry.hinted`), so the log and the save tell where
hints were used; undoing that action keeps the note for the action that replaces it.

Undo goes back step by step within the current turn only, and never past a step that revealed
a face-down tile (the tile has been seen: taking it back would let a player peek).
`undo_block_reason` says in words why undo is unavailable.

`record_history` says whether the game goes into the player's history when it ends (see
persistence/history.py): True for the player's own games, False for the tutorial's and the
puzzles' set pieces, which are lessons rather than games the player chose to play.
"""

from __future__ import annotations

from collections.abc import Iterable

from .forwarding import Forwarded
from .language import tr
from .persistence.record import GameRecord, LogEntry
from .rules import engine
from .rules.narrate import StoryEntry
from .rules.setup import GameSetup
from .rules.state import GameState


class GameSession:
    """The mutable holder of one game: every change goes through `submit` or `undo`, each of
    which replaces `record` with the next immutable record."""

    def __init__(
        self, setup: GameSetup, actions: Iterable | None = None, *, record_history: bool = True
    ) -> None:
        self.record = GameRecord.new(setup)
        self.record_history = record_history
        self._names = self.record.names
        self.hint_pending = False  # a hint was used for the decision now on the table
        for action in actions or ():
            self.submit(action)

    @classmethod
    def from_log(cls, setup: GameSetup, log: Iterable[LogEntry]) -> GameSession:
        """The game a saved log leads to, replayed step by step, with its hints."""
        session = cls(setup)
        for entry in log:
            session.hint_pending = entry.hinted
            session.submit(entry.action)
        return session

    # ---------------------------------------------------------------- the game

    # the record's, read through the session
    setup: Forwarded[GameSetup] = Forwarded("record")
    state: Forwarded[GameState] = Forwarded("record")
    log: Forwarded[tuple[LogEntry, ...]] = Forwarded("record")

    @property
    def actions(self) -> list:
        return [entry.action for entry in self.record.log]

    @property
    def names(self) -> tuple[str, ...]:
        return self._names

    def story(self) -> list[StoryEntry]:
        """The whole story so far, oldest first (see rules/narrate.py)."""
        return [item for entry in self.record.log for item in entry.story]

    # ---------------------------------------------------------------- playing

    @property
    def over(self) -> bool:
        return self.state.game_over

    def to_act(self) -> int | None:
        return engine.to_act(self.state)

    def legal_actions(self) -> list:
        return engine.legal_actions(self.state)

    def submit(self, action) -> GameState:
        """Apply a legal action (raises IllegalAction with the reason, changing nothing)."""
        self.record = self.record.play(action, hinted=self.hint_pending)
        self.hint_pending = False
        return self.record.state

    def note_hint(self) -> None:
        """The seat to act used a hint: its next action's log entry will say so."""
        self.hint_pending = True

    # ---------------------------------------------------------------- undo

    def undo_block_reason(self) -> str | None:
        """Why the last step cannot be undone now, or None when it can."""
        if not self.log:
            return tr("Nothing has happened yet.")
        last = self.log[-1]
        if self.state.game_over:
            return tr("The game is over.")
        if last.turn != self.state.turn:
            return tr(
                "The turn has passed to the next player; only steps of the current turn can be "
                "undone."
            )
        if last.revealed:
            return tr("A face-down tile was revealed; that cannot be taken back.")
        return None

    def undo(self) -> bool:
        """Take back the last step of the current turn. Returns whether anything was undone."""
        if self.undo_block_reason() is not None:
            return False
        self.hint_pending = self.hint_pending or self.log[-1].hinted  # a hint used stays noted
        self.record = self.record.take_back()
        return True
