"""Talking to a game server: an asyncio connection for programs (the bot, the tests, the
tools), and `BackgroundClient`, which runs that connection on a thread of its own and talks to
a frame loop (the desktop's, later) through two queues, so a frame never waits on the network.

Clients connect only where they are told: `proxy=None`, so no proxy setting in the
environment ever sends the traffic elsewhere.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import secrets
import threading
import time
from collections.abc import Callable

import attrs
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from steamworks import __version__ as GAME_VERSION
from steamworks.language import current_language, tr
from steamworks.persistence.convert import converter

from . import protocol as P

log = logging.getLogger(__name__)

# the largest Update: a 5-player state late in a game with a long list of legal builds
MAX_SERVER_MESSAGE = 8 * 1024 * 1024
OPEN_TIMEOUT = 5.0


class ServerSaidNo(Exception):
    """The server answered with a Failure (its sentence is the message)."""

    def __init__(self, failure: P.Failure) -> None:
        super().__init__(failure.message)
        self.code = failure.code


def hello_text(protocol: int, language: str) -> str:
    """The Hello a client opens with; English is not said (a Hello without `language` is
    answered in English, and servers from before languages take it as they always did)."""
    body = converter.unstructure(P.Hello(protocol, f"steamworks {GAME_VERSION}", language))
    if language == "en":
        del body["language"]
    return P.json_text({P.TYPE_KEY: "Hello", **body})


class Connection:
    """One connection to a server, past its Hello. `last_text` is the newest message's text
    exactly as it arrived (the leak tests read every byte a client got)."""

    def __init__(self, ws: ClientConnection, welcome: P.Welcome) -> None:
        self.ws = ws
        self.welcome = welcome
        self.last_text = ""
        # the server's own limit, kept on this side (a little under it: clocks differ)
        self.limit = P.RateLimit(P.RATE * 0.9, P.BURST / 2)

    @classmethod
    async def open(
        cls, url: str, protocol: int = P.PROTOCOL_VERSION, language: str | None = None
    ) -> Connection:
        """Connect and say Hello, with the language the server is to word its refusals and
        notices in (the one spoken here when None); raises ServerSaidNo when the server refuses
        (e.g. another protocol version), OSError or InvalidHandshake when there is no server
        there. A server older than the Hello's `language` refuses the field: the client says
        Hello again without it (and is answered in English)."""
        language = current_language() if language is None else language
        try:
            return await cls._open(url, protocol, language)
        except ServerSaidNo as exc:
            if exc.code != "bad-message" or language == "en":
                raise
        return await cls._open(url, protocol, "en")

    @classmethod
    async def _open(cls, url: str, protocol: int, language: str) -> Connection:
        ws = await connect(
            url,
            proxy=None,
            compression=None,
            max_size=MAX_SERVER_MESSAGE,
            open_timeout=OPEN_TIMEOUT,
        )
        try:
            await ws.send(hello_text(protocol, language))
        except ConnectionClosed:
            pass  # refused before its Hello (too many connections): the reason is queued
        answer = P.decode_server(await ws.recv())
        if isinstance(answer, P.Failure):
            await ws.close()
            raise ServerSaidNo(answer)
        if not isinstance(answer, P.Welcome):
            await ws.close()
            raise P.ProtocolError("bad-message", tr("The server did not answer Hello."))
        return cls(ws, answer)

    async def send(self, message: P.ClientMessage) -> None:
        """Send a message, first waiting as long as the server's rate limit asks."""
        while not self.limit.allow():
            await asyncio.sleep(self.limit.wait_time() + 0.001)
        await self.ws.send(P.encode(message))

    async def recv(self) -> P.ServerMessage:
        text = await self.ws.recv()
        assert isinstance(text, str)
        self.last_text = text
        return P.decode_server(text)

    async def expect(self, kind: type[P.ServerMessage]) -> P.ServerMessage:
        """The next message of `kind`, skipping others; a Failure raises ServerSaidNo."""
        while True:
            message = await self.recv()
            if isinstance(message, kind):
                return message
            if isinstance(message, P.Failure):
                raise ServerSaidNo(message)

    async def close(self) -> None:
        await self.ws.close()


# ------------------------------------------------------------------ a client on a thread

CONNECTING = "connecting"
CONNECTED = "connected"
RECONNECTING = "reconnecting"
CLOSED = "closed"


@attrs.frozen(slots=True)
class Status:
    """A change of the connection, given to the frame loop among the server's messages."""

    state: str  # CONNECTING, CONNECTED, RECONNECTING or CLOSED
    detail: str = ""


class BackgroundClient:
    """A connection on its own thread. `send` queues a message, `poll` returns what arrived
    (server messages and `Status` changes) without waiting. After a drop it reconnects by
    itself and resumes its seat with the token of the last `Seated`, with waits growing from
    0.2 s to 3 s; it stops after `give_up` seconds without a connection."""

    def __init__(self, url: str, first: P.ClientMessage | None = None, give_up: float = 60.0):
        self.url = url
        if isinstance(first, (P.CreateGame, P.JoinGame)) and not first.token:
            # the seat's token made here, not by the server: if the connection is lost before
            # the Seated comes, the same message sent again takes back the seat it took
            first = attrs.evolve(first, token=secrets.token_urlsafe(24))
        self.first = first  # sent on connecting until a seat is held (CreateGame, JoinGame...)
        self.give_up = give_up
        self.token: str | None = None
        self.seen = -1  # the newest Update's move: what a resumed seat had seen
        self.inbox: queue.Queue[P.ServerMessage | Status] = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._outbox: asyncio.Queue[P.ClientMessage | None] | None = None
        self._thread = threading.Thread(target=self._run, name="online-client", daemon=True)
        self._stopping = False

    def start(self) -> None:
        self._thread.start()

    def send(self, message: P.ClientMessage) -> None:
        """Queue a message for the server (any thread)."""
        self._loop.call_soon_threadsafe(self._put, message)

    def poll(self) -> list[P.ServerMessage | Status]:
        """Everything that arrived since the last poll (never waits)."""
        out: list[P.ServerMessage | Status] = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self, timeout: float = 5.0) -> None:
        """Stop the thread (any thread; returns once it has stopped or after `timeout`)."""
        self._stopping = True
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._put, None)
            self._thread.join(timeout)

    def _put(self, message: P.ClientMessage | None) -> None:
        if self._outbox is not None:
            self._outbox.put_nowait(message)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        except Exception:  # noqa: BLE001 - said to the frame loop, never a silent end
            log.exception("the online connection failed")
            self.inbox.put(Status(CLOSED, tr("The connection to the server ended.")))
        finally:
            self._loop.close()

    async def _main(self) -> None:
        self._outbox = asyncio.Queue()
        delay, lost_at = 0.2, None
        self.inbox.put(Status(CONNECTING))
        loop = asyncio.get_running_loop()
        while not self._stopping:
            try:
                conn = await Connection.open(self.url)
            except ServerSaidNo as exc:
                self.inbox.put(Status(CLOSED, str(exc)))
                return
            except (OSError, InvalidHandshake, TimeoutError, ConnectionClosed):
                lost_at = lost_at if lost_at is not None else loop.time()
                if loop.time() - lost_at > self.give_up:
                    self.inbox.put(Status(CLOSED, tr("The server cannot be reached.")))
                    return
                await asyncio.sleep(delay)
                delay = min(3.0, delay * 2)
                continue
            delay, lost_at = 0.2, None
            self.inbox.put(Status(CONNECTED))
            try:
                if self.token is not None:
                    await conn.send(P.ResumeSeat(self.token, self.seen))
                elif self.first is not None:
                    await conn.send(self.first)
            except (ConnectionClosed, OSError):
                # lost between the Welcome and the seat (a server killed just then): a drop
                # like any other, never the end of this thread
                self.inbox.put(Status(RECONNECTING, tr("The connection was lost; reconnecting...")))
                continue
            if await self._pump(conn):
                await conn.close()
                self.inbox.put(Status(CLOSED))
                return
            self.inbox.put(Status(RECONNECTING, tr("The connection was lost; reconnecting...")))

    async def _pump(self, conn: Connection) -> bool:
        """Carry messages both ways until the connection drops (False) or close() (True)."""
        assert self._outbox is not None
        outbox = self._outbox

        async def sending() -> bool:
            while True:
                message = await outbox.get()
                if message is None:
                    return True
                await conn.send(message)

        async def receiving() -> bool:
            while True:
                message = await conn.recv()
                if isinstance(message, P.Seated):
                    self.token = message.token
                elif isinstance(message, P.Update):
                    self.seen = message.move
                self.inbox.put(message)

        tasks = [asyncio.create_task(sending()), asyncio.create_task(receiving())]
        done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for task in pending:
            task.cancel()
        for task in done:
            try:
                return bool(task.result())
            except (ConnectionClosed, OSError, P.ProtocolError):
                return False
        return False


def wait_for(
    client: BackgroundClient, test: Callable[[P.ServerMessage | Status], bool], timeout: float
) -> P.ServerMessage | Status | None:
    """The first message from `client` that passes `test` within `timeout` seconds, or None
    (for tools and tests; a frame loop polls instead)."""
    deadline = time.monotonic() + timeout
    try:
        while True:
            message = client.inbox.get(timeout=max(0.0, deadline - time.monotonic()))
            if test(message):
                return message
    except queue.Empty:
        return None
