"""The lobby's colours and AI levels on the real server process: each seat picks a colour no
other seat holds (a taken one is refused with a sentence, and the connection goes on), the
choice is kept over a restart and fixed once the game starts, and Expert is among the AI levels."""

from __future__ import annotations

import signal

from steamworks.online import protocol as P
from steamworks.online.client import Connection
from tests.support.online_table import run


async def _next(conn: Connection, kind: type) -> object:
    """The next message of `kind` (a Failure is returned too)."""
    while True:
        message = await conn.recv()
        if isinstance(message, (kind, P.Failure)):
            return message


def test_each_seat_picks_a_free_colour_and_a_taken_one_is_refused(bench, tmp_path):
    server = bench.ServerProcess(tmp_path / "server")
    server.start()
    try:

        async def lobby():
            host = await Connection.open(server.url)
            await host.send(P.CreateGame("Ada", ("human", "human", "ai:expert")))
            seated = await host.expect(P.Seated)
            first = await _next(host, P.Lobby)
            guest = await Connection.open(server.url)
            await guest.send(P.JoinGame(seated.invite, "Brunel"))
            joined = await guest.expect(P.Seated)
            await guest.send(P.PickColour(0))  # Ada's
            taken = await _next(guest, P.Failure)
            await guest.send(P.PickColour(P.COLOURS))  # no such colour
            unknown = await _next(guest, P.Failure)
            await guest.send(P.PickColour(3))
            picked = await _next(guest, P.Lobby)
            while picked.seats[1].colour != 3:  # (the join's own Lobby may come first)
                picked = await _next(guest, P.Lobby)
            return first, taken, unknown, picked, joined.token

        first, taken, unknown, picked, token = run(lobby())
        server.kill(signal.SIGKILL)
        server.start()

        async def play():
            guest = await Connection.open(server.url)
            await guest.send(P.ResumeSeat(token))
            kept = await _next(guest, P.Lobby)
            await guest.send(P.PickColour(1))  # free again: Brunel takes back his first
            moved = await _next(guest, P.Lobby)
            return kept, moved

        kept, moved = run(play())
    finally:
        server.kill(signal.SIGTERM)
    assert [s.colour for s in first.seats] == [0, 1, 2]
    assert first.seats[2].controller == "ai:expert" and first.seats[2].name == "Expert AI"
    assert taken.code == "colour-taken" and taken.message == "That colour is taken: Ada plays it."
    assert unknown.code == "bad-colour" and "0 to 4" in unknown.message
    assert [s.colour for s in picked.seats] == [0, 3, 2]
    assert [s.colour for s in kept.seats] == [0, 3, 2]  # kept with the game
    assert [s.colour for s in moved.seats] == [0, 1, 2]


def test_no_colour_changes_once_the_game_has_started(server):
    async def scenario():
        host = await Connection.open(server.url)
        await host.send(P.CreateGame("Ada", ("human", "human")))
        seated = await host.expect(P.Seated)
        guest = await Connection.open(server.url)
        await guest.send(P.JoinGame(seated.invite, "Brunel"))
        await guest.expect(P.Seated)
        await host.send(P.PickColour(4))
        while [s.colour for s in (await _next(host, P.Lobby)).seats] != [4, 1]:
            pass
        for conn in (host, guest):
            await conn.send(P.Ready())
        update = await _next(host, P.Update)
        await host.send(P.PickColour(2))
        late = await _next(host, P.Failure)
        return update, late

    update, late = run(scenario())
    assert isinstance(update, P.Update)
    assert late.code == "started" and "colours stay as they are" in late.message
