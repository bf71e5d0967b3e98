"""A connection lost between taking a seat and hearing of it, on the real server process over
real sockets: a client that proposed its seat's token takes back the seat its first message
took when it sends the message again, instead of a second seat, "table-full" or a second game;
the desktop's background client proposes one by itself; a badly formed proposal is refused
in words and the connection goes on; a client that proposes none gets the server's token as
before."""

from __future__ import annotations

import asyncio
import secrets
import time

from steamworks.online import protocol as P
from steamworks.online.client import BackgroundClient, Connection
from tests.support.online_table import run


async def _lobby_after(conn: Connection) -> P.Lobby:
    """The newest Lobby the server sends within a moment (the seats as everyone sees them)."""
    newest = await conn.expect(P.Lobby)
    while True:
        try:
            message = await asyncio.wait_for(conn.recv(), 0.5)
        except TimeoutError:
            return newest
        if isinstance(message, P.Lobby):
            newest = message


def test_a_join_sent_again_after_its_answer_was_lost_takes_back_the_same_seat(server):
    async def scenario():
        host = await Connection.open(server.url)
        await host.send(P.CreateGame("Ada", ("human", "human", "human")))
        seated = await host.expect(P.Seated)
        token = secrets.token_urlsafe(24)
        lost = await Connection.open(server.url)
        await lost.send(P.JoinGame(seated.invite, "Bea", token=token))
        await lost.ws.close()  # gone before the Seated could be read
        again = await Connection.open(server.url)
        await again.send(P.JoinGame(seated.invite, "Bea", token=token))
        answer = await again.expect(P.Seated)
        lobby = await _lobby_after(host)
        return token, answer, lobby

    token, answer, lobby = run(scenario())
    assert (answer.seat, answer.token) == (1, token)
    # one seat for Bea, held by the connection that came back; the third seat still open
    assert [(s.name, s.taken, s.connected) for s in lobby.seats[1:]] == [
        ("Bea", True, True),
        (lobby.seats[2].name, False, False),
    ]


def test_a_create_sent_again_after_its_answer_was_lost_makes_no_second_game(server):
    async def scenario():
        token = secrets.token_urlsafe(24)
        lost = await Connection.open(server.url)
        await lost.send(P.CreateGame("Ada", ("human", "human"), token=token))
        first = await lost.expect(P.Seated)  # read here only to compare: the client lost it
        await lost.ws.close()
        again = await Connection.open(server.url)
        await again.send(P.CreateGame("Ada", ("human", "human"), token=token))
        return first, await again.expect(P.Seated)

    first, second = run(scenario())
    assert (second.game, second.seat, second.invite) == (first.game, 0, first.invite)


def test_a_badly_formed_token_is_refused_in_words_and_the_connection_goes_on(server):
    async def scenario():
        conn = await Connection.open(server.url)
        answers = []
        for token in ("short", "x" * 65, "spaces are not allowed in a token!"):
            await conn.send(P.JoinGame("nothing", "Bea", token=token))
            answers.append(await conn.expect(P.Failure))
        await conn.send(P.CreateGame("Ada", ("human", "human")))  # no proposal: as before
        return answers, await conn.expect(P.Seated)

    answers, seated = run(scenario())
    assert {a.code for a in answers} == {"bad-token"}
    assert all("22 to 64" in a.message for a in answers)
    assert len(seated.token) >= 32  # the server's own token


def test_the_background_client_proposes_a_token_and_takes_its_seat_back_with_it(server):
    async def scenario():
        host = await Connection.open(server.url)
        await host.send(P.CreateGame("Ada", ("human", "human")))
        return host, await host.expect(P.Seated)

    async def lose_the_answer(invite: str, token: str) -> None:
        lost = await Connection.open(server.url)
        await lost.send(P.JoinGame(invite, "Bea", token=token))
        await lost.ws.close()

    loop = asyncio.new_event_loop()
    try:
        host, seated = loop.run_until_complete(scenario())
        client = BackgroundClient(server.url, P.JoinGame(seated.invite, "Bea"))
        first = client.first
        assert isinstance(first, P.JoinGame) and len(first.token) >= P.MIN_TOKEN
        # its first message already took the seat once, and the answer never came back
        loop.run_until_complete(lose_the_answer(seated.invite, first.token))
        client.start()
        try:
            deadline = time.monotonic() + 30
            answer = None
            while answer is None and time.monotonic() < deadline:
                for message in client.poll():
                    if isinstance(message, (P.Seated, P.Failure)):
                        answer = message
                time.sleep(0.05)
        finally:
            client.close()
        assert isinstance(answer, P.Seated), answer
        assert (answer.seat, answer.token) == (1, first.token)
    finally:
        loop.run_until_complete(host.close())
        loop.close()
