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
from urllib.parse import urlsplit

from steamworks.online import protocol as P
from steamworks.online.bot import Bot
from steamworks.online.client import BackgroundClient, Connection, wait_for
from tests.support.online_table import run

JOIN_CHUNK = 3  # the client's writes: the HTTP upgrade, the Hello, then the JoinGame


class CuttingRelay:
    """Relays its first connection to the server until the client's JoinGame has been passed
    on, then cuts it before the answer; later connections are relayed whole."""

    def __init__(self, target: str) -> None:
        parts = urlsplit(target)
        self.target = (parts.hostname or "127.0.0.1", parts.port or 80)
        self.connections = 0
        self.server: asyncio.Server | None = None

    async def start(self) -> str:
        self.server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        port = self.server.sockets[0].getsockname()[1]
        return f"ws://127.0.0.1:{port}"

    async def _relay(self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter):
        self.connections += 1
        cutting = self.connections == 1
        cut = asyncio.Event()
        server_in, server_out = await asyncio.open_connection(*self.target)

        async def upstream() -> None:
            chunks = 0
            while data := await client_in.read(65536):
                chunks += 1
                if cutting and chunks == JOIN_CHUNK:
                    cut.set()  # (set first: nothing the server answers goes back now)
                    server_out.write(data)
                    await server_out.drain()
                    return
                server_out.write(data)
                await server_out.drain()

        async def downstream() -> None:
            while data := await server_in.read(65536):
                if cut.is_set():
                    return
                client_out.write(data)
                await client_out.drain()

        tasks = [asyncio.create_task(upstream()), asyncio.create_task(downstream())]
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        if cutting:
            await asyncio.sleep(0.5)  # the server has read the JoinGame and seated it
        for task in tasks:
            task.cancel()
        for writer in (client_out, server_out):
            writer.close()


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
        # (the server has seated it: a client comes back only after at least 0.2 s)
        lobby = await host.expect(P.Lobby)
        while not lobby.seats[1].taken:
            lobby = await host.expect(P.Lobby)
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


def test_a_real_cut_between_the_join_and_its_answer_and_the_client_sits_down_again(server):
    """The desktop's background client behind a relay that cuts its first connection once the
    JoinGame has reached the server, before any answer: it reconnects by itself and holds the
    seat the JoinGame took (its own proposed token), and no second seat is taken."""

    async def scenario():
        host = await Bot.open(server.url, seed=1)
        seated = await host.create(("human", "human", "human"), "Ada")
        relay = CuttingRelay(server.url)
        url = await relay.start()
        client = BackgroundClient(url, P.JoinGame(seated.invite, "Brunel"), give_up=10.0)
        client.start()
        try:
            answer = await asyncio.to_thread(
                wait_for, client, lambda m: isinstance(m, (P.Seated, P.Failure)), 30.0
            )
        finally:
            client.close()
        lobby = await host.conn.expect(P.Lobby)
        while not (lobby.seats[1].taken and lobby.seats[1].connected):
            lobby = await host.conn.expect(P.Lobby)
        return client.first, answer, lobby, relay.connections

    first, answer, lobby, connections = run(scenario())
    assert isinstance(answer, P.Seated), answer
    assert (answer.seat, answer.token) == (1, first.token)  # the seat its first message took
    assert connections == 2  # cut once, then whole
    assert [s.taken for s in lobby.seats] == [True, True, False]  # no second seat taken
    assert lobby.seats[1].name == "Brunel"
