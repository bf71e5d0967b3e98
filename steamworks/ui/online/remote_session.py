"""An online seat's game as the desktop table reads it: a `GameSession` that follows the
server's updates instead of playing actions itself (no pygame).

The table reads a session's setup, state and log (the log's words, "since your last turn",
the recap). Here the state is the server's view for the seat (`table_state`), and the log is
made of the moves the server reports, each told from the position before it and after it, as
a desktop game's are. The server never sends the seed, so the setup kept here holds only the
names and controllers: it is no setup to deal from, and this session is never saved as a game
(a finished online game is kept from the server's own save, `results`).

A move the seat missed (while its connection was down) cannot be told: the log then goes on
from the position the server sent, and `gap` says how many moves were skipped; whether such a
step may be taken back is the server's word (each Update says it for its seat). A step taken
back (the server's Update of an earlier move) leaves the log too.
"""

from __future__ import annotations

import attrs

from steamworks.language import tr
from steamworks.online import protocol as P
from steamworks.persistence.record import GameRecord, LogEntry, Telling
from steamworks.rules.actions import IllegalAction
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.rules.state import GameState
from steamworks.session import GameSession
from steamworks.ui.online.seat_words import controller_label, named_here
from steamworks.ui.online.table_state import table_state


@attrs.frozen
class Followed:
    """What one update changed: the state before it, and the move it reports (None when the
    update showed the same position again, or jumped over moves the seat did not see)."""

    before: GameState
    action: object | None
    actor: int | None
    skipped: int = 0  # moves the update jumped over


def public_setup(seats: tuple[P.SeatInfo, ...], personas: str = "random") -> GameSetup:
    """The setup as a client knows it: names and controllers, in seat order (no seed). An AI
    seat is named in this player's language (`seat_words`), so the table, its log and its
    spoken words call it what the lobby did."""
    return GameSetup(
        seats=tuple(
            SeatSetup(
                s.name if s.controller == "human" else controller_label(s.controller),
                controller=s.controller,
                colour=s.colour if s.colour >= 0 else s.seat,
            )
            for s in seats
        ),
        personas=personas,
    )


class RemoteSession(GameSession):
    """The game a seat follows from the server; see the module docstring."""

    def __init__(self, setup: GameSetup, update: P.Update) -> None:
        # not GameSession.__init__: that deals from the seed, which a client never has
        self.record = GameRecord(setup=setup, log=(), state=table_state(update.view))
        self.record_history = False  # the table never writes this session (see the docstring)
        self._names = self.record.names
        self.hint_pending = False
        self.move = update.move  # the server's move number of `state`
        self.gap = 0  # moves reported by no update (missed while away)
        self.numbers: list[int] = []  # the server's move number after each log entry
        self.server_undo = self._undo_verdict(update)  # the server's rule, from the newest Update

    def follow(self, update: P.Update) -> Followed:
        """Take the server's next update: its move told into the log when it is the next one."""
        self.server_undo = self._undo_verdict(update)
        before = self.record.state
        after = table_state(update.view)
        setup, log = self.record.setup, self.record.log
        if update.move == self.move + 1 and update.last:
            last = update.last[-1]
            entry = LogEntry.played(last.seat, Telling(before, last.action, after, setup))
            self.record = GameRecord(setup=setup, log=log + (entry,), state=after)
            self.move = update.move
            self.numbers.append(update.move)
            return Followed(before, last.action, last.seat)
        if update.move < self.move:
            # a step taken back (Undo): the log forgets the steps after the position shown
            kept = sum(1 for number in self.numbers if number <= update.move)
            log, self.numbers = log[:kept], self.numbers[:kept]
        skipped = max(0, update.move - self.move)
        self.gap += skipped
        self.record = GameRecord(setup=setup, log=log, state=after)
        self.move = update.move
        return Followed(before, None, None, skipped)

    def word_seats_here(self) -> bool:
        """Another language was chosen: the AI seats named in it, in the setup and in every
        step told so far (its words are worked out again, in the new language, from the
        names). Returns whether a name changed."""
        setup = named_here(self.record.setup)
        if setup is self.record.setup:
            return False
        for entry in self.record.log:
            telling = entry.telling_or_none()
            if telling is not None:
                telling.setup = setup
        self.record = attrs.evolve(self.record, setup=setup)
        self._names = self.record.names
        return True

    def submit(self, action) -> GameState:
        """Never: an online seat's moves are played by the server (`OnlineController.submit`)."""
        raise IllegalAction(tr("Online, moves are played by the server."))

    @staticmethod
    def _undo_verdict(update: P.Update) -> str | None:
        """Why the server would refuse this seat's Undo at `update`'s position (None: it would
        take the step back)."""
        if update.undo:
            return None
        return update.undo_refusal or tr("The server does not let you take this step back.")

    def undo_block_reason(self) -> str | None:
        """The desktop's rule on the steps this seat saw; when the last move was missed (a gap:
        played while the seat was away), the server's rule as its newest Update says it."""
        if self.numbers and self.numbers[-1] == self.move:
            return super().undo_block_reason()
        if not self.move:
            return tr("Nothing has happened yet.")
        return self.server_undo

    def undo(self) -> bool:
        """Never here: a step is taken back by the server (`OnlineController.undo`), whose
        Update then shows the position before it."""
        return False
