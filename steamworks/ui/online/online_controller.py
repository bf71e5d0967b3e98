"""The game on the table for an online seat (no pygame): the desktop's `GameController`, with
the server deciding.

The table asks the controller what it asks in any game (who is to act, what may be played,
why undo is unavailable) and tells it the player's moves and Undo. Here a move is not played: it is
sent to the server as an `Act` (`submit`), and the table waits, offering nothing, until the
server answers. The server's `Update` is the only thing that changes the game (`receive`):
its move is told in the log and shown like any other player's (another seat's move stays in
view at the AI-pace setting, as an AI's does on the desktop). A `Refused` puts the engine's
reason on the table as the desktop's own refusal would (`refused_by_server`).

Only the player's own seat is "human" to the table: the other seats are people elsewhere or the
server's AI, and what the banner and the prompt say while they play (their turn, away, the
connection being re-established) comes from `guide_waiting`, which the table already asks.
Nothing is thought about here: the AI of an AI seat runs on the server.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from steamworks.language import ntr, tr
from steamworks.online import protocol as P
from steamworks.rules import engine
from steamworks.ui.game.controller import GameController, TableListener
from steamworks.ui.online.remote_session import RemoteSession
from steamworks.ui.settings import Settings

AWAY = "away"
CONNECTED = "connected"


class OnlineController(GameController):
    """The table's game for seat `seat` of a game on a server; see the module docstring."""

    def __init__(
        self,
        session: RemoteSession,
        settings: Callable[[], Settings],
        seat: int,
        send: Callable[[P.ClientMessage], None],
        listener: TableListener | None = None,
    ) -> None:
        self.seat = seat  # (before the base's __init__, which asks who is human)
        super().__init__(session, settings, autosave=False, listener=listener)
        self.remote: RemoteSession = session
        self.send = send
        self.legal: tuple = ()  # the server's legal actions for this seat, now
        self.in_flight: int | None = None  # the move number an Act was sent for, unanswered
        self.seats: tuple[P.SeatInfo, ...] = ()  # the lobby's news: names, who is connected
        self.presence: tuple[str, ...] = ()  # each seat's, from the newest Update (P.PRESENCES)
        self.online = True  # False while the connection is being re-established
        self.deadline: float | None = None  # when the move awaited runs out (monotonic), if timed

    # --- who is who: only this seat is played here ------------------------------------------------

    def human(self, seat: int | None) -> bool:
        return seat is not None and seat == self.seat

    @property
    def humans(self) -> list[int]:
        return [self.seat]

    def presence_of(self, seat: int) -> str:
        """Who plays `seat` now (P.PRESENCES): its person connected, away, the AI (an AI seat,
        or a person's while they are away past the grace period), or nobody yet; the newest
        news of the lobby or the game decides."""
        info = next((s for s in self.seats if s.seat == seat), None)
        if info is not None and info.presence:
            return info.presence
        if seat < len(self.presence):
            return self.presence[seat]
        if info is None:
            return ""
        if info.controller != "human":
            return P.AI_PLAYS
        if not info.taken:
            return P.OPEN
        return P.CONNECTED if info.connected else P.AWAY

    def away(self, seat: int) -> bool:
        """Whether the person of `seat` has no connection to the server now."""
        return (
            self.presence_of(seat) in (P.AWAY, P.AI_PLAYS)
            and self.seat_controllers[seat] == "human"
        )

    def guide_waiting(self) -> tuple[str, str] | None:
        """What the banner and the prompt say while the table waits on someone else: the
        server answering this seat's move, another seat playing, or its player away."""
        if self.pacer.holding:
            return None
        if not self.online:
            return (
                tr("Reconnecting..."),
                tr("The connection to the server was lost; it comes back by itself."),
            )
        if self.in_flight is not None:
            return (
                tr("Your move is on its way"),
                tr("The server checks it and shows it to everyone."),
            )
        seat = engine.to_act(self.session.state)
        if seat is None or seat == self.seat:
            return None
        name = self.names[seat]
        controller = self.seat_controllers[seat]
        if controller != "human":
            return (
                tr("{name} is thinking", name=name),
                tr("The server's {name} plays this seat.", name=name),
            )
        if self.presence_of(seat) == P.AI_PLAYS:
            return (
                tr("The AI plays for {name}", name=name),
                tr(
                    "{name} is away, so the server's AI plays for them until they return.",
                    name=name,
                ),
            )
        if self.away(seat):
            return (
                tr("{name} is away", name=name),
                tr(
                    "{name}'s connection to the server was lost. The game waits for them to come back.",
                    name=name,
                ),
            )
        left = self.time_left()
        if left is not None:
            # translators: {time} is a clock's time left ("0:42", "3 h 10 min", "2 days")
            waiting = tr(
                "Waiting for {name} to play ({time} left).", name=name, time=clock_words(left)
            )
        else:
            waiting = tr("Waiting for {name} to play.", name=name)
        return (tr("{name}'s turn", name=name), waiting)

    def time_left(self) -> float | None:
        """Seconds left for the move awaited, in a game with a time limit (else None)."""
        if self.deadline is None or engine.to_act(self.session.state) is None:
            return None
        return max(0.0, self.deadline - time.monotonic())

    # --- the table's questions ----------------------------------------------------------------------

    def start(self) -> None:
        """The table opens: no autosave, no AI to prepare (the server plays the AI seats)."""

    def legal_for_human(self) -> list:
        """The server's legal actions for this seat, while it is this seat's turn, the last
        move has been seen, and no move of its is on its way."""
        state = self.session.state
        if (
            self.online
            and self.in_flight is None
            and engine.to_act(state) == self.seat
            and not self.pacer.holding
        ):
            return list(self.legal)
        return []

    def undo_reason(self) -> str | None:
        """Why Undo is unavailable: the desktop's rule on what this seat saw, or the server's
        word (in each Update) about a step it missed, while connected and with nothing of its
        on the way (the server decides again when asked)."""
        if not self.online:
            return tr("Not connected to the server: nothing can be taken back now.")
        if self.in_flight is not None:
            return tr("Your last move is still on its way to the server.")
        remote = self.remote
        if remote.numbers and remote.numbers[-1] == remote.move:
            return super().undo_reason()  # the last step was seen here: the desktop's words
        return remote.undo_block_reason()  # missed while away: the server's word

    def undo(self) -> bool:
        """Ask the server to take back this seat's last step (refused here, with the reason,
        when the rule already says no); the server's Update shows the position before it."""
        reason = self.undo_reason()
        if reason is not None:
            self.toast = (reason, 0.0)
            self.listener.refused()
            return False
        self.in_flight = self.remote.move
        self.send(P.Undo(self.remote.move))
        self.listener.settled()
        return True

    # --- moves: sent, never played here ------------------------------------------------------------

    def submit(self, action) -> bool:
        """Send the player's move to the server, which decides: a move it refuses comes back
        with the engine's reason (`refused_by_server`). False, and nothing sent, while the
        connection is down or another move of this seat's is on its way. The table offers
        nothing more until the server answers."""
        why = (
            tr("Not connected to the server: your move was not sent.")
            if not self.online
            else tr("Your last move is still on its way to the server.")
            if self.in_flight is not None
            else None
        )
        if why is not None:
            self.toast = (why, 0.0)
            self.listener.refused()
            return False
        self.in_flight = self.remote.move
        self.send(P.Act(self.remote.move, action))
        self.listener.settled()  # the glowing places go while the move is on its way
        return True

    def receive(self, update: P.Update) -> None:
        """The server's news of the game: the next position, and this seat's legal actions."""
        followed = self.remote.follow(update)
        self.legal = update.legal
        if update.presence:
            self.presence = update.presence
        # the time left for the move awaited (a game with a time limit), counted down here
        self.deadline = None if update.clock is None else time.monotonic() + update.clock
        if update.move != self.in_flight:
            # a new position answers the move (or Undo) on its way; the same position sent
            # again (the Update of a resumed seat, which can pass a move sent just after the
            # reconnection) does not: offering the move again would send it twice
            self.in_flight = None
        animate = followed.action is not None
        self._changed(followed.before, followed.action, followed.actor, animate=animate)
        if not animate:
            self.listener.settled()

    def refused_by_server(self, refusal: P.Refused) -> None:
        """The server did not play this seat's move: its reason, as the desktop shows one."""
        self.in_flight = None
        self.toast = (refusal.reason, 0.0)
        self.listener.refused()
        self.listener.settled()

    def connection(self, online: bool) -> None:
        """The connection went (False) or came back (True)."""
        self.online = online
        if not online:
            self.in_flight = None  # an answer to it comes with the Update on resuming
            # nothing is offered again until the server has said where the game stands (the
            # resumed seat's Update): the position may have moved on meanwhile
            self.legal = ()
        self.listener.settled()

    def _step_ai(self, animating: bool, dwell: float) -> None:
        """Nothing: the server plays its AI seats."""


def clock_words(seconds: float) -> str:
    """Time left for a move, as a clock shows it: "0:42", "12:05", "3 h 10 min", "2 days"."""
    whole = int(seconds)
    if whole < 3600:
        return f"{whole // 60}:{whole % 60:02d}"
    if whole < 2 * 86400:
        return tr("{hours} h {minutes} min", hours=whole // 3600, minutes=whole % 3600 // 60)
    return ntr("{count} day", "{count} days", whole // 86400)
