"""Two people at one table of the real game server, for the online tests: `run` gives a test's
conversation a minute (a server that never answers fails the test instead of hanging it), and
`two_seats` opens a two-person game over real sockets (Ada hosts, Brunel joins by the invite)."""

from __future__ import annotations

import asyncio
from typing import Any

import attrs

from steamworks.online import protocol as P
from steamworks.online.client import Connection


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, 60))


@attrs.frozen
class Table:
    host: Connection
    guest: Connection
    seated: P.Seated  # what the host was told when it made the game
    joined: P.Seated  # what the guest was told when it joined

    @property
    def tokens(self) -> tuple[str, str]:
        return (self.seated.token, self.joined.token)


async def two_seats(url: str, ready: bool = True, **options: Any) -> Table:
    """A two-person game on the server at `url` (CreateGame's `options`), both seats ready
    unless `ready` is false (the game then waits in its lobby)."""
    host = await Connection.open(url)
    await host.send(P.CreateGame("Ada", ("human", "human"), **options))
    seated = await host.expect(P.Seated)
    guest = await Connection.open(url)
    await guest.send(P.JoinGame(seated.invite, "Brunel"))
    joined = await guest.expect(P.Seated)
    if ready:
        for conn in (host, guest):
            await conn.send(P.Ready())
    return Table(host, guest, seated, joined)
