"""The online screens' connection to a game server: `steamworks.online.client.BackgroundClient`
(a connection on its own thread that reconnects by itself and resumes the seat with its token),
made to wake the game's resting loop whenever something arrives.

The screens know a connection only as a `Link` (send, poll, close), so the smoke test can show
them with a scripted one and no network. This is the one module of the desktop game that
imports the network library, and only the Online screen imports it.
"""

from __future__ import annotations

import queue
from typing import Any, Protocol

from steamworks.online import protocol as P
from steamworks.online.client import (
    CLOSED,
    CONNECTED,
    CONNECTING,
    RECONNECTING,
    BackgroundClient,
    Status,
)
from steamworks.ui.rest import wake_the_loop

__all__ = [
    "CLOSED",
    "CONNECTED",
    "CONNECTING",
    "RECONNECTING",
    "Link",
    "Status",
    "open_link",
]


class Link(Protocol):
    """What a screen does with its connection."""

    url: str  # the server's address (ws://host:port)

    def send(self, message: P.ClientMessage) -> None:
        """Queue a message for the server."""

    def poll(self) -> list[Any]:
        """Server messages and `Status` changes that arrived since the last poll (no waiting)."""

    def close(self) -> None:
        """Stop talking to the server."""


class _WakingQueue(queue.Queue):  # type: ignore[type-arg]  # (queue.Queue's own generic is for typing only)
    """A queue that wakes the game's resting loop with every message it is given, so a move
    from the server shows at once although nobody touches anything."""

    def put(self, item: Any, block: bool = True, timeout: float | None = None) -> None:
        super().put(item, block, timeout)
        wake_the_loop()


def open_link(url: str, first: P.ClientMessage, give_up: float = 60.0) -> Link:
    """Connect to `url` on a thread of its own and send `first` (CreateGame, JoinGame or
    ResumeSeat) once connected; the link reconnects by itself after a drop."""
    client = BackgroundClient(url, first, give_up=give_up)
    client.inbox = _WakingQueue()
    client.start()
    return client
