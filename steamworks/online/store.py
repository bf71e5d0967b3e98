"""Where the server keeps its games: one SQLite database (stdlib sqlite3, WAL journal, full
sync), each game held as its setup and its action log in the save format (the converter's
`GameSetup` and `LogEntry`), so any game can be replayed or written out as an ordinary save.

Nothing is acknowledged before it is on disk: every write is awaited, and the server sends
the Update that acknowledges a move only once the write's transaction has committed. Writes
go to one writer thread that commits whatever is waiting in one transaction (a group commit),
so a busy server pays one fsync for many games' moves, and the event loop never waits on the
disk. Seat tokens are kept only as hashes: a copy of the database cannot act for anyone.

The interface (`create_game`, `take_seat`, `set_ready`, `start_game`, `append_move`,
`take_back_move`, `load`)
is all the server uses; a server spread over several machines would put the same calls in
front of a database server (docs/online.md).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import queue
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from steamworks.persistence.convert import converter, register_record
from steamworks.persistence.record import LogEntry
from steamworks.rules.setup import GameSetup

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    invite TEXT NOT NULL UNIQUE,
    setup TEXT NOT NULL,
    started INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
    game TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    controller TEXT NOT NULL,
    name TEXT NOT NULL,
    token_hash TEXT UNIQUE,
    ready INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game, seat)
);
CREATE TABLE IF NOT EXISTS options (
    game TEXT PRIMARY KEY REFERENCES games(id),
    options TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
    game TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,
    entry TEXT NOT NULL,
    PRIMARY KEY (game, n)
);
CREATE TABLE IF NOT EXISTS said (
    game TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,
    line TEXT NOT NULL,
    PRIMARY KEY (game, n)
);
"""
SAID_KEPT = 30  # the newest notices and lines of chat of a game read back at start

Statement = tuple[str, tuple[Any, ...]]


def token_hash(token: str) -> str:
    """What the database keeps of a seat token."""
    return hashlib.sha256(token.encode()).hexdigest()


def _json(value: object) -> str:
    return json.dumps(converter.unstructure(value), ensure_ascii=False, separators=(",", ":"))


@attrs.frozen(slots=True)
class GameOptions:
    """What the host chose at creation beyond the rules' setup (a game kept before options
    existed has the defaults)."""

    title: str = ""
    lan: bool = False
    grace: int = 0  # seconds before the AI plays for an absent person (0: never)
    turn_limit: int = 0  # seconds for each move of a person, else the AI makes it (0: none)


register_record(GameOptions)
DEFAULT_OPTIONS = GameOptions()


@attrs.frozen(slots=True)
class StoredSeat:
    seat: int
    controller: str
    name: str
    token_hash: str | None  # None: no person has taken it yet (always None for an AI seat)
    ready: bool


@attrs.frozen(slots=True)
class StoredGame:
    """A game as the database holds it."""

    id: str
    invite: str
    setup: GameSetup
    started: bool
    seats: tuple[StoredSeat, ...]
    log: tuple[LogEntry, ...]
    options: GameOptions = DEFAULT_OPTIONS
    said: tuple[str, ...] = ()  # the newest notices and lines of chat (JSON), oldest first
    said_total: int = 0  # how many the game has kept in all (the next is numbered one more)


class _Job:
    __slots__ = ("statements", "future", "loop")

    def __init__(
        self,
        statements: Sequence[Statement],
        future: asyncio.Future[None],
        loop: asyncio.AbstractEventLoop,
    ) -> None:
        self.statements, self.future, self.loop = statements, future, loop


def _settle(job: _Job, error: BaseException | None) -> None:
    def done() -> None:
        if job.future.done():
            return
        if error is None:
            job.future.set_result(None)
        else:
            job.future.set_exception(error)

    job.loop.call_soon_threadsafe(done)


class Store:
    """The games database at `path` (created if missing)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        # FULL: a commit is on disk when it returns, so an acknowledged move survives a power
        # cut too (NORMAL would survive a killed process but not a lost machine)
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.executescript(SCHEMA)
        self._jobs: queue.Queue[_Job | None] = queue.Queue()
        self._writer = threading.Thread(target=self._write_loop, name="store-writer", daemon=True)
        self._writer.start()

    # ------------------------------------------------------------ writing

    def _write_loop(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            batch = [job]
            while True:
                try:
                    more = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    self._jobs.put(None)  # stop after this batch
                    break
                batch.append(more)
            try:
                self._commit(batch)
            except sqlite3.Error:
                # one bad job must not fail the others: commit each on its own
                for one in batch:
                    try:
                        self._commit([one])
                    except sqlite3.Error as exc:
                        _settle(one, exc)
                    else:
                        _settle(one, None)
            else:
                for one in batch:
                    _settle(one, None)

    def _commit(self, batch: Sequence[_Job]) -> None:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            for job in batch:
                for sql, params in job.statements:
                    self._db.execute(sql, params)
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    async def _write(self, *statements: Statement) -> None:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._jobs.put(_Job(statements, future, loop))
        await future

    async def create_game(
        self,
        game: str,
        invite: str,
        setup: GameSetup,
        names: Sequence[str],
        options: GameOptions = DEFAULT_OPTIONS,
    ) -> None:
        statements: list[Statement] = [
            (
                "INSERT INTO games (id, invite, setup) VALUES (?, ?, ?)",
                (game, invite, _json(setup)),
            ),
            ("INSERT INTO options (game, options) VALUES (?, ?)", (game, _json(options))),
        ]
        for seat, (plan, name) in enumerate(zip(setup.seats, names)):
            ai = plan.controller != "human"
            statements.append(
                (
                    "INSERT INTO seats (game, seat, controller, name, ready) VALUES (?, ?, ?, ?, ?)",
                    (game, seat, plan.controller, name, int(ai)),
                )
            )
        await self._write(*statements)

    async def take_seat(self, game: str, seat: int, name: str, token: str) -> None:
        await self._write(
            (
                "UPDATE seats SET name = ?, token_hash = ? WHERE game = ? AND seat = ?",
                (name, token_hash(token), game, seat),
            )
        )

    async def set_ready(self, game: str, seat: int) -> None:
        await self._write(("UPDATE seats SET ready = 1 WHERE game = ? AND seat = ?", (game, seat)))

    async def start_game(self, game: str, setup: GameSetup) -> None:
        """The game begins with this setup (the seats' names as taken)."""
        await self._write(
            ("UPDATE games SET setup = ?, started = 1 WHERE id = ?", (_json(setup), game))
        )

    async def add_said(self, game: str, number: int, line: str) -> None:
        """Keep notice or line of chat `number` (counted from 1 per game) of `game`: `line` is
        its JSON (the server's own record of it, see server.said_line)."""
        await self._write(
            ("INSERT INTO said (game, n, line) VALUES (?, ?, ?)", (game, number, line))
        )

    async def set_setup(self, game: str, setup: GameSetup) -> None:
        """The game's setup changed before its start (a seat chose its colour)."""
        await self._write(("UPDATE games SET setup = ? WHERE id = ?", (_json(setup), game)))

    async def append_move(self, game: str, number: int, entry: LogEntry) -> None:
        """Keep move `number` (1 for the first) of `game`; returns once it is on disk."""
        await self._write(
            ("INSERT INTO moves (game, n, entry) VALUES (?, ?, ?)", (game, number, _json(entry)))
        )

    async def take_back_move(self, game: str, number: int) -> None:
        """Forget move `number` of `game` (the last one: its player took it back); returns once
        that is on disk."""
        await self._write(("DELETE FROM moves WHERE game = ? AND n = ?", (game, number)))

    # ------------------------------------------------------------ reading

    def load(self) -> list[StoredGame]:
        """Every game, as kept (called before the server takes connections)."""
        games = []
        rows = self._db.execute(
            "SELECT id, invite, setup, started, options FROM games "
            "LEFT JOIN options ON options.game = games.id ORDER BY games.rowid"
        )
        for game, invite, setup_text, started, options_text in rows.fetchall():
            seats = tuple(
                StoredSeat(seat, controller, name, hashed, bool(ready))
                for seat, controller, name, hashed, ready in self._db.execute(
                    "SELECT seat, controller, name, token_hash, ready FROM seats "
                    "WHERE game = ? ORDER BY seat",
                    (game,),
                )
            )
            log = tuple(
                converter.structure(json.loads(text), LogEntry)
                for (text,) in self._db.execute(
                    "SELECT entry FROM moves WHERE game = ? ORDER BY n", (game,)
                )
            )
            setup = converter.structure(json.loads(setup_text), GameSetup)
            options = (
                converter.structure(json.loads(options_text), GameOptions)
                if options_text is not None
                else DEFAULT_OPTIONS  # a game kept before options existed
            )
            said = tuple(
                reversed(
                    [
                        text
                        for (text,) in self._db.execute(
                            "SELECT line FROM said WHERE game = ? ORDER BY n DESC LIMIT ?",
                            (game, SAID_KEPT),
                        )
                    ]
                )
            )
            (total,) = self._db.execute(
                "SELECT COALESCE(MAX(n), 0) FROM said WHERE game = ?", (game,)
            ).fetchone()
            games.append(
                StoredGame(game, invite, setup, bool(started), seats, log, options, said, total)
            )
        return games

    def close(self) -> None:
        """Finish the writes under way and close the database."""
        self._jobs.put(None)
        self._writer.join(timeout=10)
        self._db.close()
