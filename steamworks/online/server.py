"""The authoritative game server: `python -m steamworks serve [--host H] [--port P] [--data DIR]`.

One asyncio process holds every game whole (its setup with the seed, its record with the
face-down stacks) and runs the same pure engine as the desktop. A client only ever sends
actions for its own seat and receives what its seat may see (views.py); every action is
checked by the engine and refused in the engine's own words. AI seats are played here, by the
desktop's AI levels, on a worker thread so that other games go on meanwhile.

What a connection may do is bounded: each message is size-limited (by the WebSocket layer and
again by the protocol), schema-checked (protocol.py), and rate-limited (a token bucket per
connection); a connection that floods, keeps sending malformed messages, or stays silent
before its Hello is told why and closed. Nothing a client sends can stop another game:
each message is handled on its own, and a failure is answered, never raised.

Every move is written to the store (store.py) before the Update that acknowledges it is sent,
and at start every kept game is replayed from its log: a server killed at any moment and
started again resumes every game exactly where its players last saw it.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import os
import secrets
import signal
import sys
import threading
import unicodedata
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from steamworks import __version__ as GAME_VERSION
from steamworks.ai.agent import Agent
from steamworks.ai.levels import LEVELS, make_agent
from steamworks.language import speaking, tr
from steamworks.persistence.convert import converter
from steamworks.persistence.log_check import final_state
from steamworks.persistence.record import GameRecord, Untold
from steamworks.persistence.savefile import encode_save
from steamworks.rules import engine
from steamworks.rules.actions import Action, IllegalAction
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.rules.state import GameState

from . import protocol as P
from .store import DEFAULT_OPTIONS, GameOptions, Store, StoredGame, token_hash
from .views import digest, redact

if TYPE_CHECKING:
    from .discovery import LanAdvertiser

log = logging.getLogger("steamworks.online")

HELLO_TIMEOUT = 10.0  # seconds a new connection has to say Hello
MAX_STRIKES = 5  # malformed messages a connection may send before it is closed
PER_ADDRESS = 20  # connections one address may hold at once (people behind one router share one)
MAX_GAMES = 20_000  # games one server process holds
# what an AI seat may name; each thinks for its level's own time (ai/levels.py), one thread
AI_LEVELS = ("random", "easy", "medium", "hard", "expert")
PERSONA_MODES = ("random", "draft")
CLOSE_POLICY = 1008  # WebSocket close code: policy violation
CLOSE_TAKEN_OVER = 4001  # a newer connection took this seat
DATABASE = "games.sqlite3"
MAX_TITLE = 40  # characters of a game's name
MAX_GRACE = 7 * 24 * 3600  # seconds: the longest grace period a host may set
MAX_TURN_LIMIT = 30 * 24 * 3600  # seconds: the longest time a host may give for a move
STAND_IN_LEVEL = "medium"  # the AI that plays for an absent person
KEPT_LINES = 30  # notices and lines of chat sent again to a seat that resumes

# a notice or a line of chat as it is sent: makes its WebSocket text in the language spoken
Said = Callable[[], str]


@attrs.define
class Seat:
    """One seat of a game on the server."""

    controller: str  # "human" or "ai:<level>"
    name: str
    token_hash: str | None = None  # None until a person takes it
    ready: bool = False
    conn: Client | None = None
    stand_in: bool = False  # the AI plays this person's seat while they are away
    away: asyncio.Task[None] | None = None  # the grace period running out

    @property
    def ai(self) -> bool:
        return self.controller != "human"

    @property
    def presence(self) -> str:
        if self.ai or self.stand_in:
            return P.AI_PLAYS
        if self.conn is not None:
            return P.CONNECTED
        return P.AWAY if self.token_hash is not None else P.OPEN

    def info(self, number: int, colour: int) -> P.SeatInfo:
        taken = self.ai or self.token_hash is not None
        connected = self.ai or self.conn is not None
        return P.SeatInfo(
            number, self.name, self.controller, taken, self.ready, connected, self.presence, colour
        )


@attrs.define(eq=False)
class Game:
    """A game the server holds: the setup (with the seed) and, once started, its record."""

    id: str
    invite: str
    setup: GameSetup
    seats: list[Seat]
    options: GameOptions = DEFAULT_OPTIONS
    record: GameRecord | None = None
    lock: asyncio.Lock = attrs.field(factory=asyncio.Lock)
    agents: dict[int, Agent] = attrs.field(factory=dict)  # AI seats, and stand-ins
    ai_task: asyncio.Task[None] | None = None
    # the newest notices and lines of chat, each as a maker of its text in the language spoken
    # (a notice is worded for each seat in its own): sent again to a seat that comes back
    said: collections.deque[Said] = attrs.field(
        factory=lambda: collections.deque(maxlen=KEPT_LINES)
    )
    said_count: int = 0  # notices and lines of chat kept in the database so far
    clock: asyncio.Task[None] | None = None  # the time for the move being awaited running out
    clock_move: int = -1  # the move the clock runs for
    deadline: float = 0.0  # when it runs out (the event loop's time)

    @property
    def playing(self) -> bool:
        """Started and not over."""
        return self.record is not None and not engine.is_over(self.record.state)

    @property
    def move(self) -> int:
        return len(self.record.log) if self.record is not None else 0

    @property
    def title(self) -> str:
        """The game's name in lists: the host's choice, else its first seat's."""
        return self.options.title or tr("{player}'s game", player=self.seats[0].name)

    @property
    def open_seats(self) -> list[int]:
        """The person's seats nobody has taken yet."""
        return [i for i, s in enumerate(self.seats) if not s.ai and s.token_hash is None]


@attrs.define(eq=False)
class Client:
    """One connection and the seat it holds, if any."""

    ws: ServerConnection
    limit: P.RateLimit = attrs.field(factory=P.RateLimit)
    strikes: int = 0
    chat_limit: P.RateLimit = attrs.field(factory=lambda: P.RateLimit(P.CHAT_RATE, P.CHAT_BURST))
    game: Game | None = None
    seat: int = -1
    language: str = "en"  # what its Hello said its player reads: refusals and notices in it


def clean_name(name: str, fallback: str, limit: int = P.MAX_NAME) -> str:
    """A player's (or game's) name as shown: printable characters only, trimmed, bounded."""
    kept = "".join(c for c in name if unicodedata.category(c)[0] not in "CZ" or c == " ")
    kept = " ".join(kept.split())[:limit]
    return kept or fallback


def chat_problem(text: str) -> str | None:
    """Why a line of chat is not sent, or None: it must hold printable text, and not too much."""
    if len(text) > P.MAX_CHAT:
        return tr(
            "A line of chat holds at most {limit} characters, not {count}.",
            limit=P.MAX_CHAT,
            count=len(text),
        )
    if any(unicodedata.category(c)[0] == "C" for c in text):
        return tr("A line of chat holds printable text only (no control characters).")
    if not text.strip():
        return tr("That line of chat is empty.")
    return None


def ai_name(controller: str) -> str:
    # translators: {level} is an AI's level (Easy, Medium...): the name of an AI's seat
    return tr("{level} AI", level=tr(LEVELS[controller.removeprefix("ai:")].name))


class GameServer:
    """Every game of one server process, and the handling of every connection."""

    def __init__(
        self,
        store: Store,
        advertiser: LanAdvertiser | None = None,
        per_address: int = PER_ADDRESS,
    ) -> None:
        self.store = store
        self.per_address = per_address  # 0: no cap
        self.connections: collections.Counter[str] = collections.Counter()  # by address
        self.advertiser = advertiser  # lists the games created with `lan` on the LAN
        self.games: dict[str, Game] = {}
        self.by_invite: dict[str, Game] = {}
        self.by_token: dict[str, tuple[Game, int]] = {}
        self.tasks: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------ keeping and resuming

    def restore(self, stored: Sequence[StoredGame]) -> None:
        """Take back the kept games (at start, before any connection)."""
        for kept in stored:
            seats = [Seat(s.controller, s.name, s.token_hash, s.ready) for s in kept.seats]
            game = Game(kept.id, kept.invite, kept.setup, seats, kept.options)
            if kept.started:
                state = final_state(kept.setup, kept.log)
                game.record = GameRecord(kept.setup, kept.log, state)
                self._make_agents(game)
            for text in kept.said:
                game.said.append(said_maker(game.id, json.loads(text)))
            game.said_count = kept.said_total
            self._add(game)
        self.advertise()

    def advertise(self) -> None:
        """Tell the LAN which games are open now: listed at creation, not started, a seat free."""
        if self.advertiser is None:
            return
        from .discovery import LanOffer  # only with an advertiser: zeroconf is there

        offers = []
        for game in self.games.values():
            free = len(game.open_seats)
            if game.options.lan and game.record is None and free:
                offers.append(LanOffer(game.id, game.title, game.invite, free, game.seats[0].name))
        self.advertiser.update(offers)

    def resume_ai(self) -> None:
        """Let the AI seats whose turn it is play on, and start the grace period of every
        person's seat (after a restart nobody is connected yet) and the clock of every move
        awaited (from its full time: the time a move took before a restart is not kept)."""
        for game in self.games.values():
            for number in range(len(game.seats)):
                self._absent(game, number)
            self._arm_clock(game)
            self._kick_ai(game)

    def _add(self, game: Game) -> None:
        self.games[game.id] = game
        self.by_invite[game.invite] = game
        for number, seat in enumerate(game.seats):
            if seat.token_hash is not None:
                self.by_token[seat.token_hash] = (game, number)

    def _make_agents(self, game: Game) -> None:
        for number, seat in enumerate(game.seats):
            if seat.ai:
                level = seat.controller.removeprefix("ai:")
                game.agents[number] = make_agent(level, seed=secrets.randbits(32))

    def save_bytes(self, game_id: str) -> bytes:
        """A game as an ordinary save file (for its players, once it is over; and for tools)."""
        game = self.games[game_id]
        if game.record is None:
            raise KeyError(game_id)
        return encode_save(game.setup, game.record.log, game.record.state)

    # ------------------------------------------------------------ connections

    async def handle(self, ws: ServerConnection) -> None:
        """One connection, from its Hello to its close."""
        client = Client(ws)
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        if self.per_address and self.connections[address] >= self.per_address:
            await self._close(
                client,
                "busy-address",
                tr(
                    "This server already holds {count} connections from your address: close "
                    "one (another window or device) and try again.",
                    count=self.per_address,
                ),
            )
            return
        self.connections[address] += 1
        try:
            try:
                first = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
            except TimeoutError:
                await self._close(client, "slow", tr("Say Hello within 10 seconds of connecting."))
                return
            # the Hello is judged in the language it names (another version's too)
            client.language = P.hello_language(first)
            with speaking(client.language):
                try:
                    P.decode_client(first, first=True)
                except P.ProtocolError as exc:
                    await self._close(client, exc.code, str(exc))
                    return
            await self._send(client, P.Welcome(P.PROTOCOL_VERSION, f"Steam Works {GAME_VERSION}"))
            # everything this connection is told from now on is in its player's language (a
            # context variable: this connection's task only)
            with speaking(client.language):
                await self._serve(client)
        except ConnectionClosed:
            pass
        finally:
            self.connections[address] -= 1
            if self.connections[address] <= 0:
                del self.connections[address]
            await self._leave(client)

    async def _serve(self, client: Client) -> None:
        """A connection's messages after its Hello, until it closes."""
        async for data in client.ws:
            if not client.limit.allow():
                await self._close(client, "flood", tr("Too many messages: slow down."))
                return
            try:
                message = P.decode_client(data)
            except P.ProtocolError as exc:
                client.strikes += 1
                if client.strikes >= MAX_STRIKES:
                    await self._close(
                        client,
                        exc.code,
                        # translators: {problem} is the sentence saying what was wrong
                        tr("{problem} Too many bad messages.", problem=str(exc)),
                    )
                    return
                await self._send(client, P.Failure(exc.code, str(exc)))
                continue
            await self._dispatch(client, message)

    async def _send(self, client: Client, message: P.ServerMessage) -> None:
        await self._send_text(client, P.encode(message))

    async def _send_text(self, client: Client, text: str) -> None:
        try:
            await client.ws.send(text)
        except ConnectionClosed:
            pass

    async def _close(self, client: Client, code: str, message: str) -> None:
        log.info("closing a connection: %s (%s)", code, message)
        await self._send(client, P.Failure(code, message))
        await client.ws.close(CLOSE_POLICY, code)

    async def _leave(self, client: Client) -> None:
        game = client.game
        if game is None:
            return
        seat = game.seats[client.seat]
        if seat.conn is client:
            seat.conn = None
            self._absent(game, client.seat)
            await self._broadcast_lobby(game)

    def _absent(self, game: Game, number: int) -> None:
        """A person's seat has no connection: once the grace period has run out, the AI plays
        it until they come back."""
        seat = game.seats[number]
        if game.options.grace <= 0 or not game.playing or seat.stand_in or seat.ai:
            return
        if seat.away is None or seat.away.done():
            seat.away = asyncio.create_task(self._stand_in_after(game, number))

    async def _stand_in_after(self, game: Game, number: int) -> None:
        await asyncio.sleep(game.options.grace)
        seat = game.seats[number]
        if seat.conn is not None or not game.playing or seat.stand_in:
            return
        seat.stand_in = True
        game.agents[number] = make_agent(STAND_IN_LEVEL, seed=secrets.randbits(32))
        log.info("game %s: the AI plays seat %d while it is away", game.id, number)
        await self._notice(game, number, P.STAND_IN)
        await self._broadcast_lobby(game)
        self._kick_ai(game)

    async def _returned(self, game: Game, number: int) -> None:
        """A person is back at their seat: the grace period stops, and so does their stand-in."""
        seat = game.seats[number]
        if seat.away is not None:
            seat.away.cancel()
            seat.away = None
        if seat.stand_in:
            seat.stand_in = False
            game.agents.pop(number, None)
            log.info("game %s: seat %d is back", game.id, number)
            await self._notice(game, number, P.BACK)
            self._arm_clock(game)  # their move, if it is theirs, is timed from now

    async def _notice(self, game: Game, number: int, event: str) -> None:
        """A line for every seat's log about seat `number` (kept, for a seat that comes back,
        also over a restart), worded for each seat in its own language."""
        line = {
            "notice": event,
            "move": game.move,
            "seat": number,
            "player": game.seats[number].name,
        }
        await self._tell_table(game, said_maker(game.id, line), line)

    async def _tell_table(self, game: Game, said: Said, line: dict[str, object]) -> None:
        """Send a notice or a line of chat to every seat, each in its own language, and keep it
        (`line`: its record, in the database first) for those who come back."""
        game.said_count += 1
        await self.store.add_said(game.id, game.said_count, json.dumps(line, ensure_ascii=False))
        game.said.append(said)
        for seat in game.seats:
            if seat.conn is not None:
                with speaking(seat.conn.language):
                    text = said()
                await self._send_text(seat.conn, text)

    async def _dispatch(self, client: Client, message: P.ClientMessage) -> None:
        """Hand a checked message to its kind's handler (a second Hello has none: ignored)."""
        handler = self._handlers.get(type(message))
        if handler is not None:
            await handler(client, message)

    @property
    def _handlers(self) -> dict[type, Callable[[Client, Any], Awaitable[None]]]:
        """Each kind of client message after Hello, and the coroutine that answers it."""
        return {
            P.Act: self._act,
            P.Undo: self._undo,
            P.PickColour: self._pick_colour,
            P.ResumeSeat: self._resume,
            P.Ready: self._ready,
            P.CreateGame: self._create,
            P.JoinGame: self._join,
            P.CheckTurns: self._check_turns,
            P.Say: self._say,
            P.Download: self._download,
        }

    async def _download(self, client: Client, _message: P.Download) -> None:
        game = await self._seated_game(client)
        if game is None:
            return
        if game.record is None or not engine.is_over(game.record.state):
            # a fair question, not a strike: it may be asked again once the game is over
            refusal = P.Failure(
                "not-over",
                tr(
                    "The game can be downloaded once it is over: its save holds the seed, "
                    "which would tell every face-down tile."
                ),
            )
            await self._send(client, refusal)
            return
        text = self.save_bytes(game.id).decode("utf-8")
        await self._send(client, P.SaveFile(game.id, text))

    async def _say(self, client: Client, message: P.Say) -> None:
        game = await self._seated_game(client)
        if game is None:
            return
        problem = chat_problem(message.text)
        if problem is not None:
            await self._fail(client, "bad-chat", problem)
            return
        if not client.chat_limit.allow():
            # not a strike: a person typing fast is told, never closed
            await self._send(
                client, P.Failure("chat-slow", tr("You are chatting too fast: wait a moment."))
            )
            return
        name = game.seats[client.seat].name
        text = " ".join(message.text.split())
        # a player's own words are never translated: every seat reads the same line
        line = {"chat": text, "seat": client.seat, "name": name}
        await self._tell_table(game, said_maker(game.id, line), line)

    async def _check_turns(self, client: Client, message: P.CheckTurns) -> None:
        if len(message.tokens) > P.MAX_TOKENS:
            await self._fail(
                client,
                "too-many",
                tr("Ask about at most {count} seats at once.", count=P.MAX_TOKENS),
            )
            return
        found = []
        for index, token in enumerate(message.tokens):
            held = self.by_token.get(token_hash(token))
            if held is None:
                continue
            game, number = held
            record = game.record
            actor = engine.to_act(record.state) if record is not None else None
            found.append(
                P.TurnInfo(
                    token=index,
                    game=game.id,
                    seat=number,
                    title=game.title,
                    started=record is not None,
                    over=record is not None and actor is None,
                    your_turn=actor == number and number not in game.agents,
                    move=game.move,
                    clock=self._clock_left(game) if actor == number else None,
                )
            )
        await self._send(client, P.Turns(tuple(found)))

    async def _seated_game(self, client: Client) -> Game | None:
        """The game of the seat this connection holds; None (the request refused) if none."""
        if client.game is None:
            await self._fail(client, "no-seat", tr("Create or join a game first."))
        return client.game

    async def _fail(self, client: Client, code: str, message: str) -> None:
        client.strikes += 1
        if client.strikes >= MAX_STRIKES:
            await self._close(
                client,
                code,
                # translators: {problem} is the sentence saying why the request was refused
                tr("{problem} Too many refused requests.", problem=message),
            )
        else:
            await self._send(client, P.Failure(code, message))

    # ------------------------------------------------------------ the lobby

    async def _create(self, client: Client, message: P.CreateGame) -> None:
        if await self._answered_before_seating(client, message.token):
            return
        if len(self.games) >= MAX_GAMES:
            await self._fail(client, "full", tr("This server holds all the games it can."))
            return
        problem = _plan_problem(message)
        if problem:
            await self._fail(client, "bad-game", problem)
            return
        names = [
            clean_name(message.name, tr("Player {number}", number=1))
            if c == "human" and i == 0
            else ""
            for i, c in enumerate(message.seats)
        ]
        names = [
            ai_name(c) if c != "human" else (n or tr("Player {number}", number=i + 1))
            for i, (c, n) in enumerate(zip(message.seats, names))
        ]
        seats = tuple(
            SeatSetup(name=n, controller=c, colour=i)
            for i, (c, n) in enumerate(zip(message.seats, names))
        )
        setup = GameSetup(
            seats=seats,
            seed=secrets.randbits(62),
            personas=message.personas,
            variant_end_of_age=message.variant,
        )
        game = Game(
            secrets.token_hex(8),
            secrets.token_urlsafe(12),
            setup,
            [Seat(c, n, ready=c != "human") for c, n in zip(message.seats, names)],
            GameOptions(
                title=clean_name(message.title, "", MAX_TITLE),
                lan=message.lan,
                grace=message.grace,
                turn_limit=message.turn_limit,
            ),
        )
        await self.store.create_game(game.id, game.invite, setup, names, game.options)
        self._add(game)
        log.info("game %s created (%d seats)", game.id, len(seats))
        await self._seat(client, game, 0, names[0], message.token)

    async def _join(self, client: Client, message: P.JoinGame) -> None:
        if await self._answered_before_seating(client, message.token):
            return
        game = self.by_invite.get(message.invite)
        if game is None:
            await self._fail(client, "bad-invite", tr("There is no game with that invite code."))
            return
        free = game.open_seats
        if not free or game.record is not None:
            await self._fail(client, "table-full", tr("Every seat of that game is taken."))
            return
        name = clean_name(message.name, tr("Player {number}", number=free[0] + 1))
        await self._seat(client, game, free[0], name, message.token)

    async def _answered_before_seating(self, client: Client, token: str) -> bool:
        """The first steps of a create and of a join, before either seats anyone: a connection
        that already holds a seat is refused, and a proposed token that already holds one takes
        it back (`_taken_before`). Whether the message is answered here."""
        if client.game is not None:
            await self._fail(client, "seated", tr("This connection already holds a seat."))
            return True
        return await self._taken_before(client, token)

    async def _taken_before(self, client: Client, token: str) -> bool:
        """A create or join with a proposed seat token: when the token already holds a seat,
        the same message came before and its `Seated` was lost with the connection, so the
        sender takes that seat back (as a ResumeSeat would) instead of a second one; a token
        that is not well formed is refused. Whether the message is answered here."""
        if not token:
            return False
        if not P.MIN_TOKEN <= len(token) <= P.MAX_TOKEN or not set(token) <= P.TOKEN_CHARS:
            await self._fail(
                client,
                "bad-token",
                tr("A proposed seat token is 22 to 64 letters, digits, '-' or '_'."),
            )
            return True
        if token_hash(token) in self.by_token:
            await self._resume(client, P.ResumeSeat(token))
            return True
        return False

    async def _seat(
        self, client: Client, game: Game, number: int, name: str, proposed: str = ""
    ) -> None:
        # the client's own token when it proposed one (checked by _taken_before), so that it
        # knows it even if this answer is lost with the connection
        token = proposed or secrets.token_urlsafe(24)
        seat = game.seats[number]
        seat.name, seat.token_hash = name, token_hash(token)
        self.by_token[seat.token_hash] = (game, number)
        await self.store.take_seat(game.id, number, name, token)
        self._bind(client, game, number)
        await self._send(client, P.Seated(game.id, number, token, game.invite))
        await self._broadcast_lobby(game)
        self.advertise()

    def _bind(self, client: Client, game: Game, number: int) -> Client | None:
        """Give the seat to this connection; the connection that held it, if any."""
        seat = game.seats[number]
        old = seat.conn
        seat.conn = client
        client.game, client.seat = game, number
        return old

    async def _resume(self, client: Client, message: P.ResumeSeat) -> None:
        if client.game is not None:
            await self._fail(client, "seated", tr("This connection already holds a seat."))
            return
        found = self.by_token.get(token_hash(message.token))
        if found is None:
            await self._fail(client, "bad-token", tr("That seat token belongs to no seat here."))
            return
        game, number = found
        old = self._bind(client, game, number)
        if old is not None and old is not client:
            old.game = None  # its close must not free the seat it no longer holds
            # closed on the side: a dead connection's close waits for a timeout
            task = asyncio.create_task(old.ws.close(CLOSE_TAKEN_OVER, "seat taken over"))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)
        await self._send(client, P.Seated(game.id, number, message.token, game.invite))
        for said in game.said:
            await self._send_text(client, said())  # in this connection's language
        if game.record is not None and 0 <= message.seen < game.move:
            await self._tell_missed(client, game, message.seen)
        await self._returned(game, number)
        await self._broadcast_lobby(game)
        if game.record is not None:
            await self._send_text(client, self._update_texts(game)[number])

    async def _pick_colour(self, client: Client, message: P.PickColour) -> None:
        """The sender's seat plays in another colour, if the game has not started and no other
        seat holds it (a taken colour is told, not counted against the connection: two people
        may click the same one at once)."""
        game = await self._seated_game(client)
        if game is None:
            return
        if not 0 <= message.colour < P.COLOURS:
            await self._fail(
                client,
                "bad-colour",
                tr(
                    "Colours are numbered 0 to {last}, not {given}.",
                    last=P.COLOURS - 1,
                    given=message.colour,
                ),
            )
            return
        async with game.lock:
            if game.record is not None:
                await self._fail(
                    client, "started", tr("The game has started: the colours stay as they are.")
                )
                return
            holder = next(
                (
                    game.seats[i].name
                    for i, plan in enumerate(game.setup.seats)
                    if plan.colour == message.colour and i != client.seat
                ),
                None,
            )
            if holder is not None:
                taken = tr("That colour is taken: {player} plays it.", player=holder)
                await self._send(client, P.Failure("colour-taken", taken))
                return
            seats = tuple(
                attrs.evolve(plan, colour=message.colour) if i == client.seat else plan
                for i, plan in enumerate(game.setup.seats)
            )
            game.setup = attrs.evolve(game.setup, seats=seats)
            await self.store.set_setup(game.id, game.setup)
        await self._broadcast_lobby(game)

    async def _tell_missed(self, client: Client, game: Game, seen: int) -> None:
        """The moves played since move `seen`, told to this connection alone in its language,
        as every seat saw them (the action in words; the tiles it turned up were turned up for
        all): "While you were away: Brunel takes ...". At most MAX_MISSED, the newest."""
        record = game.record
        assert record is not None
        try:
            missed = [(seen + 1 + i, e, e.text) for i, e in enumerate(record.log[seen:])]
        except Untold:
            # moves read back from the database after a restart: replayed, to tell them
            told = GameRecord.new(game.setup)
            for entry in record.log:
                told = told.play(entry.action, check=False)
            # (kept aside: the record itself stays, which the AI's and the clock's tasks compare)
            missed = [(seen + 1 + i, e, e.text) for i, e in enumerate(told.log[seen:])]
        for move, entry, action in missed[-P.MAX_MISSED :]:
            name = game.seats[entry.seat].name
            text = tr("While you were away: {player} {action}", player=name, action=action)
            await self._send(client, P.Notice(game.id, move, entry.seat, P.MISSED, text))

    async def _ready(self, client: Client, _message: P.Ready) -> None:
        game = await self._seated_game(client)
        if game is None:
            return
        seat = game.seats[client.seat]
        if not seat.ready:
            seat.ready = True
            await self.store.set_ready(game.id, client.seat)
        await self._broadcast_lobby(game)
        async with game.lock:
            if game.record is None and all(
                s.ready and (s.ai or s.token_hash is not None) for s in game.seats
            ):
                await self._start(game)

    async def _start(self, game: Game) -> None:
        seats = tuple(
            attrs.evolve(plan, name=seat.name) for plan, seat in zip(game.setup.seats, game.seats)
        )
        game.setup = attrs.evolve(game.setup, seats=seats)
        await self.store.start_game(game.id, game.setup)
        game.record = GameRecord.new(game.setup)
        self._make_agents(game)
        log.info("game %s started", game.id)
        self.advertise()
        for number, seat in enumerate(game.seats):
            if seat.conn is None:
                self._absent(game, number)  # ready, then gone before the last one was
        await self._broadcast_lobby(game)
        await self._broadcast_update(game)
        self._kick_ai(game)

    async def _broadcast_lobby(self, game: Game) -> None:
        lobby = P.encode(
            P.Lobby(
                game.id,
                tuple(
                    seat.info(i, plan.colour)
                    for i, (seat, plan) in enumerate(zip(game.seats, game.setup.seats))
                ),
                game.record is not None,
                game.options.title,
                game.options.grace,
                game.options.turn_limit,
            )
        )
        for seat in game.seats:
            if seat.conn is not None:
                await self._send_text(seat.conn, lobby)

    # ------------------------------------------------------------ play

    async def _act(self, client: Client, message: P.Act) -> None:
        game = await self._step(
            client,
            message.move,
            lambda game: self._refusal(game, client.seat, message),
            lambda game: self._play(game, message.action),
        )
        if game is not None:
            self._kick_ai(game)

    async def _undo(self, client: Client, message: P.Undo) -> None:
        """Take back the sender's last step if the desktop's rule allows it; every seat sees the
        position before it, and reads in its log who took a step back."""

        async def take_back(game: Game) -> str | None:
            await self._take_back(game)
            await self._notice(game, client.seat, P.TOOK_BACK)
            return None

        await self._step(
            client,
            message.move,
            lambda game: self._undo_refusal(game, client.seat, message),
            take_back,
        )

    async def _step(
        self,
        client: Client,
        move: int,
        refusal: Callable[[Game], str | None],
        step: Callable[[Game], Awaitable[str | None]],
    ) -> Game | None:
        """A step of the sender's game (a move or an undo), under the game's lock so that every
        client gets the moves in order: refused to the sender with the reason (`refusal`'s, or
        the step's own), or taken and every seat sent the new position. The game when taken."""
        game = await self._seated_game(client)
        if game is None:
            return None
        async with game.lock:
            reason = refusal(game)
            if reason is None:
                reason = await step(game)
            if reason is None:
                await self._broadcast_update(game)
        if reason is not None:
            await self._send(client, P.Refused(move, reason))
            return None
        return game

    def _undo_refusal(self, game: Game, seat: int, message: P.Undo) -> str | None:
        """Why the sender's Undo is refused, or None: the desktop's rule (session.py, with the
        same words), seen from one seat: only the seat to act, only its own step of this turn,
        never past a face-down tile turned up, never once the game is over."""
        record = game.record
        if record is None:
            return tr("The game has not started yet.")
        return _stale(record, message.move) or _undo_rule(
            record, seat, _same_turn(game.setup, record)
        )

    async def _take_back(self, game: Game) -> None:
        """Forget the last step (under the game's lock, once allowed), on disk first. A clock
        running for the seat's move runs on to the same deadline: a step taken back buys no
        time."""
        record = game.record
        assert record is not None
        deadline = game.deadline if self._clock_left(game) is not None else None
        await self.store.take_back_move(game.id, len(record.log))
        game.record = GameRecord(record.setup, record.log[:-1], _before(game.setup, record))
        if deadline is not None and game.clock is not None:
            actor = engine.to_act(game.record.state)
            assert actor is not None
            game.clock.cancel()
            game.clock_move = game.move
            game.deadline = deadline
            left = max(0.0, deadline - asyncio.get_running_loop().time())
            game.clock = asyncio.create_task(self._time_out(game, game.move, actor, left))

    def _refusal(self, game: Game, seat: int, message: P.Act) -> str | None:
        record = game.record
        if record is None:
            return tr("The game has not started yet.")
        actor = engine.to_act(record.state)
        if actor is None:
            return tr("The game is over.")
        if actor != seat:
            return tr("It is not your turn: {player} is to play.", player=game.seats[actor].name)
        return _stale(record, message.move)

    async def _play(self, game: Game, action: Action) -> str | None:
        """Play a checked action (under the game's lock): None once it is kept, else why not."""
        assert game.record is not None
        try:
            after = game.record.play(action)
        except IllegalAction as exc:
            return str(exc)
        except Exception as exc:  # noqa: BLE001 - an engine failure refuses one move, never the server
            log.warning("game %s: the engine failed on %r: %r", game.id, action, exc)
            return tr("That action cannot be played here.")
        await self.store.append_move(game.id, len(after.log), after.log[-1])
        game.record = after
        if engine.is_over(after.state):
            log.info("game %s is over after %d moves", game.id, len(after.log))
        return None

    def _update_texts(self, game: Game) -> dict[int, str]:
        """Each seat's Update of the game as it stands."""
        record = game.record
        assert record is not None
        state = record.state
        actor = engine.to_act(state)
        view = redact(state)
        shared = P.Update(
            game=game.id,
            seat=-1,
            move=len(record.log),
            to_act=actor,
            legal=(),
            view=view,
            last=record.log[-1:],
            over=engine.is_over(state),
            digest=digest(view),
            presence=tuple(seat.presence for seat in game.seats),
            clock=self._clock_left(game),
        )
        body = {P.TYPE_KEY: "Update", **converter.unstructure(shared)}
        legal = (
            converter.unstructure(tuple(engine.legal_actions(state)), P.Actions)
            if actor is not None
            else []
        )
        # whether each seat may take back the last step, so that its Undo button says so even
        # about a step it did not see (played while it was away), in its own language
        same_turn = _same_turn(game.setup, record)
        texts = {}
        for number, seat in enumerate(game.seats):
            with speaking(seat.conn.language if seat.conn is not None else "en"):
                refusal = _undo_rule(record, number, same_turn)
            body["seat"] = number
            body["legal"] = legal if number == actor else []
            body["undo"] = refusal is None
            body["undo_refusal"] = refusal or ""
            texts[number] = P.json_text(body)
        return texts

    async def _broadcast_update(self, game: Game) -> None:
        self._arm_clock(game)
        texts = self._update_texts(game)
        for number, seat in enumerate(game.seats):
            if seat.conn is not None:
                await self._send_text(seat.conn, texts[number])

    # ------------------------------------------------------------ the time for a move

    def _arm_clock(self, game: Game) -> None:
        """Start the clock of the move awaited, if the game has a limit and a person (not the
        AI) is to make it; a clock already running for this move runs on."""
        record = game.record
        actor = engine.to_act(record.state) if record is not None else None
        if game.options.turn_limit <= 0 or actor in game.agents:
            actor = None  # no person's move to time
        if actor is not None and self._clock_left(game) is not None:
            return  # this move's clock runs on
        if game.clock is not None:
            game.clock.cancel()
            game.clock = None
        if actor is None:
            return
        game.clock_move = game.move
        game.deadline = asyncio.get_running_loop().time() + game.options.turn_limit
        game.clock = asyncio.create_task(self._time_out(game, game.move, actor))

    def _clock_left(self, game: Game) -> float | None:
        """Seconds left for the move awaited, if its clock runs."""
        if game.clock is None or game.clock.done() or game.clock_move != game.move:
            return None
        left = game.deadline - asyncio.get_running_loop().time()
        return round(max(0.0, left), 1)

    async def _time_out(self, game: Game, move: int, actor: int, wait: float | None = None) -> None:
        """The time for move `move` ran out (after `wait` seconds, the whole time for a move
        when None): the AI makes that one move for its seat."""
        await asyncio.sleep(game.options.turn_limit if wait is None else wait)
        game.clock = None  # this task is no longer the clock: the next move arms its own
        record = game.record
        if record is None or game.move != move or actor in game.agents:
            return
        agent = make_agent(STAND_IN_LEVEL, seed=secrets.randbits(32))
        try:
            action = await asyncio.to_thread(agent.choose, record.state)
        except Exception:
            log.exception("game %s: the AI failed to make a timed-out move", game.id)
            return
        async with game.lock:
            if game.record is not record or actor in game.agents:
                return  # the move was made just in time
            reason = await self._play(game, action)
            if reason is not None:
                log.warning("game %s: the AI's timed-out move was refused: %s", game.id, reason)
                return
            log.info("game %s: the time for move %d ran out", game.id, move + 1)
            await self._notice(game, actor, P.TIMEOUT)
            await self._broadcast_update(game)
        self._kick_ai(game)

    def _kick_ai(self, game: Game) -> None:
        """Start the AI playing if an AI seat is to act (and it is not already thinking)."""
        record = game.record
        if record is None or (game.ai_task is not None and not game.ai_task.done()):
            return
        actor = engine.to_act(record.state)
        if actor is not None and actor in game.agents:
            game.ai_task = asyncio.create_task(self._ai_turns(game))

    async def _ai_turns(self, game: Game) -> None:
        try:
            await self._ai_moves(game)
        except Exception:
            # a fault of the AI stops this game's AI (the log says where), never the server
            log.exception("game %s: the AI failed", game.id)

    async def _ai_moves(self, game: Game) -> None:
        while True:
            record = game.record
            assert record is not None
            actor = engine.to_act(record.state)
            if actor is None or actor not in game.agents:
                return
            # the agent sees only the public view (Agent.choose observes), on a worker thread
            agent = game.agents[actor]
            action = await asyncio.to_thread(agent.choose, record.state)
            async with game.lock:
                if game.record is not record or game.agents.get(actor) is not agent:
                    continue  # the person came back and played meanwhile: never play stale
                reason = await self._play(game, action)
                if reason is None:
                    await self._broadcast_update(game)
            if reason is not None:
                log.warning("game %s: the AI's move was refused: %s", game.id, reason)
                return


def said_maker(game: str, line: dict[str, Any]) -> Said:
    """The maker of a kept notice's or chat line's WebSocket text, from its record: a notice
    is worded in the language spoken where it is made, a player's chat never translated."""
    if "chat" in line:
        chat = P.encode(P.Chat(game, int(line["seat"]), str(line["name"]), str(line["chat"])))
        return lambda: chat
    event, player = str(line["notice"]), str(line["player"])

    def notice() -> str:
        text = tr(P.NOTICE_SENTENCES[event], player=player)
        return P.encode(P.Notice(game, int(line["move"]), int(line["seat"]), event, text))

    return notice


def _stop_when_stdin_ends(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> None:
    """Read standard input to its end (nothing is ever written to it), then stop the server.
    A thread, not the event loop's reader: a pipe read blocks on every platform alike."""
    try:
        while os.read(sys.stdin.fileno(), 4096):
            pass
    except (OSError, ValueError):
        pass  # no standard input at all: the parent is as good as gone
    log.info("the game that started this server has ended: stopping")
    try:
        loop.call_soon_threadsafe(stop.set)
    except RuntimeError:
        pass  # the server already stopped by itself


def _same_turn(setup: GameSetup, record: GameRecord) -> bool:
    """Whether the record's last step was played in the turn still going on (False with no
    step at all)."""
    return bool(record.log) and _before(setup, record).turn == record.state.turn


def _stale(record: GameRecord, answered: int) -> str | None:
    """Why a step sent for the position after move `answered` is refused when the game has
    moved on since (a second click, a message that crossed an update), or None."""
    if answered == len(record.log):
        return None
    return tr(
        "That answers the position after move {answered}, but the game is at move "
        "{now}: look at the table again.",
        answered=answered,
        now=len(record.log),
    )


def _undo_rule(record: GameRecord, seat: int, same_turn: bool) -> str | None:
    """Why `seat` may not take back the last step of the game as it stands (the desktop's rule,
    session.py, in its words, seen from one seat), or None when it may; `same_turn`: see
    `_same_turn` (worked out once for every seat)."""
    if not record.log:
        return tr("Nothing has happened yet.")
    if engine.is_over(record.state):
        return tr("The game is over.")
    last = record.log[-1]
    if not same_turn:
        return tr(
            "The turn has passed to the next player; only steps of the current turn can be undone."
        )
    if last.revealed:
        return tr("A face-down tile was revealed; that cannot be taken back.")
    if engine.to_act(record.state) != seat or last.seat != seat:
        return tr("Only a human player's own steps can be taken back.")
    return None


def _before(setup: GameSetup, record: GameRecord) -> GameState:
    """The state before the record's last step: kept with the step when it was played in this
    run; replayed from the log for a step read back from the database after a restart."""
    try:
        return record.log[-1].before
    except Untold:
        return final_state(setup, record.log[:-1])


def _plan_problem(message: P.CreateGame) -> str | None:
    """Why a CreateGame cannot be honoured, or None."""
    if not 2 <= len(message.seats) <= 5:
        return tr("Steam Works is for 2 to 5 players, not {count}.", count=len(message.seats))
    if message.seats[0] != "human":
        return tr("The first seat is yours: it must be 'human'.")
    for controller in message.seats:
        if controller != "human" and controller.removeprefix("ai:") not in AI_LEVELS:
            return tr(
                # translators: {levels} lists ai:random, ai:easy...; {given} what was sent
                "A seat is 'human' or one of {levels}, not {given}.",
                levels=", ".join("ai:" + a for a in AI_LEVELS),
                given=repr(controller[:30]),
            )
    if not 0 <= message.grace <= MAX_GRACE:
        return tr(
            "The grace period is 0 (never) to {most} seconds, not {given}.",
            most=MAX_GRACE,
            given=message.grace,
        )
    if not 0 <= message.turn_limit <= MAX_TURN_LIMIT:
        return tr(
            "The time for a move is 0 (no limit) to {most} seconds, not {given}.",
            most=MAX_TURN_LIMIT,
            given=message.turn_limit,
        )
    if message.personas not in PERSONA_MODES:
        return tr(
            "Personas are chosen 'random' or by 'draft', not {given}.",
            given=repr(message.personas[:30]),
        )
    return None


# ------------------------------------------------------------------ running it


async def run(
    host: str,
    port: int,
    data: Path,
    ready: asyncio.Event | None = None,
    lan: str | None = None,
    per_address: int = PER_ADDRESS,
    exit_with_stdin: bool = False,
) -> None:
    """Serve until SIGINT or SIGTERM; prints the address it listens on. `lan`: list the games
    created with `lan` on the local network, hosted by that name. `exit_with_stdin`: stop, as
    on SIGTERM, once standard input ends (a server the desktop game started for its table:
    the game holds the other end of that pipe, which closes when the game ends in any way,
    killed or crashed too, so the server never outlives it)."""
    data.mkdir(parents=True, exist_ok=True)
    store = Store(data / DATABASE)
    server = GameServer(store, per_address=per_address)
    server.restore(store.load())
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    if exit_with_stdin:
        threading.Thread(
            target=_stop_when_stdin_ends, args=(loop, stop), name="parent-watch", daemon=True
        ).start()
    try:
        async with serve(
            server.handle,
            host,
            port,
            max_size=P.MAX_CLIENT_MESSAGE,
            compression=None,
            max_queue=4,
            ping_interval=20,
            ping_timeout=20,
            # a connection closed for flooding has unread messages queued, so its close frame is
            # never read: wait for it 2 s, not 10, before dropping the connection
            close_timeout=2,
        ) as listener:
            bound = listener.sockets[0].getsockname()
            if lan is not None:
                from zeroconf import InterfaceChoice  # the `online` extra

                from .discovery import LanAdvertiser

                # listed where it listens: that address only, or every interface
                everywhere = host in ("", "0.0.0.0", "::")
                interfaces = InterfaceChoice.All if everywhere else [host]
                server.advertiser = await asyncio.to_thread(
                    LanAdvertiser, bound[1], lan, interfaces
                )
                server.advertise()
            server.resume_ai()
            shown = f"[{bound[0]}]" if ":" in bound[0] else bound[0]
            print(
                f"Steam Works server on ws://{shown}:{bound[1]} "
                f"({len(server.games)} games kept in {data / DATABASE})",
                flush=True,
            )
            if ready is not None:
                ready.set()
            await stop.wait()
    finally:
        if server.advertiser is not None:
            await asyncio.to_thread(server.advertiser.close)  # goodbye for every listed game
        store.close()
