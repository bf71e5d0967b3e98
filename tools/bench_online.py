"""The online server's promises, measured on the real thing: the server as its own process
(`python -m steamworks serve`) and clients over real sockets, on loopback only (127.0.0.1).

    .venv/bin/python tools/bench_online.py --leaks 1000      # seeded bot games: nothing leaks
    .venv/bin/python tools/bench_online.py --drops 100       # killed clients come back in 5 s
    .venv/bin/python tools/bench_online.py --crashes 100     # SIGKILLed servers keep every move
    .venv/bin/python tools/bench_online.py --hostile 10000   # bad messages: refused, no traceback
    .venv/bin/python tools/bench_online.py --load 200 [--runs 3] [--pace 0.5]
    .venv/bin/python tools/bench_online.py --lan 20         # a LAN game appears in 3 s

- leaks: whole games of 2 to 5 seats (some played by the server's AI). Afterwards the games
  database (the server's hidden state: setups with their seeds, every move) is replayed, and
  no message any client got may hold the seed, a generator state, a tile still face down when
  the message was sent, or another seat's token.
- drops: a bot process is killed at a random moment and a new one resumes its seat with the
  token: it must get the position the other seat sees (same digest) within 5 s.
- crashes: bot games run, the server is killed with SIGKILL at a random moment and started
  again on the same database: every bot resumes at a move at least as late as any it was sent
  (an Update is sent only once its move is on disk), at the same position, and plays on.
- hostile: malformed, oversized, binary, deep, unknown, wrong-shape, out-of-turn, stale
  (replayed), wrong-token and flooding messages, while other games are played: each must be
  answered with an error or a disconnect, the other games finish, and the server's log holds
  no traceback.
- load: `N` simultaneous two-seat bot games; each bot waits `--pace` seconds before a move (a
  quick human takes several); the move round trip (Act sent to the Update acknowledging it,
  measured by the bots) p50 and p95 of each run, and their median over `--runs`.
- lan: a server process run with `--lan` on loopback lists each new game on the LAN (mDNS,
  zeroconf bound to 127.0.0.1 only, inside a network namespace of its own when `unshare -rn`
  works here); this process browses: the time from the game's creation to its appearing in
  the list (median of the runs), then a bot joins it from the listing and it leaves the list.

The tests (tests/online/) run the same scenarios with small counts. Every loop is bounded in
count and time; everything runs in temporary folders and stops by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from steamworks.online import protocol as P
from steamworks.online.bot import Bot
from steamworks.online.client import Connection
from steamworks.online.server import DATABASE
from steamworks.online.store import Store
from steamworks.online.views import hidden_tiles
from steamworks.persistence.convert import converter
from steamworks.persistence.log_check import replay_states
from steamworks.rules import engine
from steamworks.rules.actions import Action, Pass

HOST = "127.0.0.1"  # loopback only: nothing here ever talks to another machine
ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT = 20.0
GAME_TIMEOUT = 120.0  # seconds one batch of bot games may take before it is abandoned


# ------------------------------------------------------------------ the server process


def free_port(kind: socket.SocketKind = socket.SOCK_STREAM) -> int:
    """A port of loopback free now (TCP, or UDP with SOCK_DGRAM)."""
    with socket.socket(socket.AF_INET, kind) as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """`python -m steamworks serve` on loopback, its log in a file; start, kill, start again."""

    def __init__(self, data: Path, port: int | None = None, extra: tuple[str, ...] = ()) -> None:
        self.data = data
        # every bot comes from 127.0.0.1: no cap of connections per address, unless asked
        self.extra = extra if "--per-address" in extra else ("--per-address", "0", *extra)
        self.port = port or free_port()
        self.log = data / "server.log"
        self.proc: subprocess.Popen[str] | None = None

    @property
    def url(self) -> str:
        return f"ws://{HOST}:{self.port}"

    def start(self) -> None:
        self.data.mkdir(parents=True, exist_ok=True)
        with open(self.log, "a", encoding="utf-8") as err:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "steamworks", "serve", "--host", HOST]
                + ["--port", str(self.port), "--data", str(self.data), *self.extra],
                stdout=subprocess.PIPE,
                stderr=err,
                text=True,
                cwd=ROOT,
            )
        assert self.proc.stdout is not None
        deadline = time.monotonic() + START_TIMEOUT
        line = ""
        while time.monotonic() < deadline and "ws://" not in line:
            line = self.proc.stdout.readline()
            if not line and self.proc.poll() is not None:
                raise RuntimeError(f"the server did not start: {self.log_text()[-2000:]}")
        if "ws://" not in line:
            raise RuntimeError("the server did not say where it listens")

    def kill(self, sig: int = signal.SIGKILL) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(sig)
            self.proc.wait(timeout=20)
        self.proc = None

    def log_text(self) -> str:
        return self.log.read_text(encoding="utf-8") if self.log.exists() else ""

    def games(self) -> list:
        """The games database as the server keeps it (read beside it, or after it stopped)."""
        store = Store(self.data / DATABASE)
        try:
            return store.load()
        finally:
            store.close()


@contextlib.contextmanager
def running_server(
    folder: Path | None = None, extra: tuple[str, ...] = ()
) -> Iterator[ServerProcess]:
    with tempfile.TemporaryDirectory(prefix="steamworks-online-") as tmp:
        server = ServerProcess(Path(folder or tmp) / "server", extra=extra)
        server.start()
        try:
            yield server
        finally:
            server.kill(signal.SIGTERM)


# ------------------------------------------------------------------ bot games


@dataclass
class Table:
    """One game's bots (seat order)."""

    bots: list[Bot]
    tokens: list[str] = field(default_factory=list)


async def open_table(
    url: str,
    seats: tuple[str, ...],
    seed: int,
    pace: float = 0.0,
    open_bot: Callable[[int], Awaitable[Bot]] | None = None,
    **options: Any,
) -> Table:
    """A game created (with CreateGame's further `options`) and joined by bots for its human
    seats, every bot ready; `open_bot(seed)` opens each bot (a Bot at `pace` by default)."""

    async def plain_bot(bot_seed: int) -> Bot:
        return await Bot.open(url, seed=bot_seed, pace=pace)

    open_bot = open_bot or plain_bot
    creator = await open_bot(seed)
    seated = await creator.create(seats, "Bot 1", **options)
    table = Table([creator], [seated.token])
    for i, controller in enumerate(seats[1:], 2):
        if controller == "human":
            bot = await open_bot(seed * 10 + i)
            table.tokens.append((await bot.join(seated.invite, f"Bot {i}")).token)
            table.bots.append(bot)
    for bot in table.bots:
        await bot.ready()
    return table


async def play_table(table: Table, timeout: float = GAME_TIMEOUT) -> None:
    await asyncio.wait_for(asyncio.gather(*(bot.play() for bot in table.bots)), timeout)
    for bot in table.bots:
        await bot.close()


def seats_for(rng: random.Random, ai: bool = True) -> tuple[str, ...]:
    players = rng.randint(2, 5)
    seats = ["human"] + [
        "ai:random" if ai and rng.random() < 0.3 else "human" for _ in range(players - 1)
    ]
    return tuple(seats)


# ------------------------------------------------------------------ leaks

_QUOTED = re.compile(r'"([^"\\]*)"')
_NUMBER = re.compile(r"-?\d+")


LEAK_GRACE = 1  # seconds: the leak games' grace period before the AI stands in...
LEAK_TURN_LIMIT = 3  # ...and their time for a move


class LeakBot(Bot):
    """A bot that also uses every other kind of message while it plays: it chats and asks
    CheckTurns at the start, may ask for a Download in the middle (refused), takes back a step
    of its own turn once (Undo: every seat gets the notice and the position before), may drop its
    connection once and come back after the grace period (the AI stands in, then hands back),
    and may let the time for one move run out (the AI makes it)."""

    def __init__(self, conn: Connection, url: str, seed: int, rng: random.Random) -> None:
        super().__init__(conn, seed=seed, keep_texts=True)
        self.url = url
        self.download_at = rng.randrange(1, 40)
        self.drop_at = rng.randrange(5, 60) if rng.random() < 0.3 else None
        self.sleep_at = rng.randrange(5, 60) if rng.random() < 0.3 else None
        self.download_at_end = False  # ask for the finished game's save before closing
        # take back one step of its own turn (the server allows it: the step was its own, of
        # this turn, and turned up nothing) once the game is past this move
        self.undo_at: int | None = rng.randrange(1, 30)
        self.seen_turn = 0  # the turn of the previous Update's position

    async def ready(self) -> None:
        assert self.seated is not None
        await self.conn.send(P.Say(f"Good luck from seat {self.seated.seat}"))
        # the next seat's colour: taken while that seat keeps it (refused with its player's name)
        await self.conn.send(P.PickColour((self.seated.seat + 1) % P.COLOURS))
        await self.conn.send(P.CheckTurns((self.seated.token, "no such token at all")))
        await super().ready()

    async def _act(self, update: P.Update) -> bool:
        if self.download_at is not None and update.move >= self.download_at:
            self.download_at = None
            await self.conn.send(P.Download())  # refused: not over
        if self.drop_at is not None and update.move >= self.drop_at and self.seated:
            self.drop_at = None
            await self.conn.close()
            await asyncio.sleep(LEAK_GRACE + 1.0)  # the AI stands in meanwhile
            self.conn = await Connection.open(self.url)
            # with the moves it saw: those played meanwhile come as `missed` notices
            await self.conn.send(P.ResumeSeat(self.seated.token, update.move))
            return False
        mine = update.to_act == update.seat and bool(update.legal)
        turn, self.seen_turn = self.seen_turn, update.view.turn
        if (
            self.undo_at is not None
            and update.move >= self.undo_at
            and mine
            and update.last
            and update.last[-1].seat == update.seat
            and not update.last[-1].revealed
            and turn == update.view.turn
        ):
            self.undo_at = None
            await self.conn.send(P.Undo(update.move))  # the Update before the step follows
            return False
        if self.sleep_at is not None and update.move >= self.sleep_at and mine:
            self.sleep_at = None
            await asyncio.sleep(LEAK_TURN_LIMIT + 1.0)  # the AI makes this move
            return False
        return await super()._act(update)

    async def download(self) -> None:
        """Ask for the finished game as a save, and wait for it (kept with every text)."""
        await self.conn.send(P.Download())
        while not isinstance(await self._recv(), P.SaveFile):
            pass

    async def close(self) -> None:
        if self.download_at_end:
            await asyncio.wait_for(self.download(), 30)
        await super().close()


async def open_leak_table(url: str, seats: tuple[str, ...], seed: int) -> Table:
    """`open_table` with LeakBots, a grace period and a time for each move; its creator
    downloads the finished game."""
    rng = random.Random(seed)

    async def leak_bot(bot_seed: int) -> Bot:
        return LeakBot(await Connection.open(url), url, bot_seed, rng)

    table = await open_table(
        url,
        seats,
        seed,
        open_bot=leak_bot,
        grace=LEAK_GRACE,
        turn_limit=LEAK_TURN_LIMIT,
        title=f"Leak {seed}",
    )
    creator = table.bots[0]
    assert isinstance(creator, LeakBot)
    creator.download_at_end = True
    return table


_TYPE = re.compile(r'^\{"type":"(\w+)"')
_EVENT = re.compile(r'"(?:event|code)":"([a-z-]+)"')


@dataclass
class LeakReport:
    games: int = 0
    messages: int = 0
    moves: int = 0
    leaks: list[str] = field(default_factory=list)
    # how many messages of each kind were checked ("Notice:stand-in", "Failure:not-over", ...)
    kinds: Counter[str] = field(default_factory=Counter)
    tables: list[Table] = field(default_factory=list)  # the games, with every message
    kept: list = field(default_factory=list)  # the server's database, as read afterwards


def check_leaks(tables: list[Table], games: list) -> LeakReport:
    """Every message every bot got, against the server's hidden state (its games database)."""
    report = LeakReport(games=len(tables))
    by_id = {g.id: g for g in games}
    for table in tables:
        game_id = table.bots[0].seated.game
        kept = by_id[game_id]
        hidden = [hidden_tiles(engine.start(kept.setup))]
        secrets_numbers = {str(kept.setup.seed)}
        for _before, _entry, after in replay_states(kept.setup, kept.log):
            hidden.append(hidden_tiles(after))
            secrets_numbers.add(str(after.rng))
        secrets_numbers.discard("0")
        report.moves += len(kept.log)
        for seat, bot in enumerate(table.bots):
            others = {t for i, t in enumerate(table.tokens) if i != seat}
            move, over = 0, False
            for text in bot.texts:
                report.messages += 1
                kind = _TYPE.match(text)
                name = kind.group(1) if kind else "?"
                if name in ("Notice", "Failure"):
                    event = _EVENT.search(text)
                    name += f":{event.group(1) if event else '?'}"
                report.kinds[name] += 1
                if name == "Update":
                    update = json.loads(text)
                    move, over = update["move"], update["over"]
                if name == "SaveFile":
                    # the whole game, seed and all: only for a game that is over
                    if not over:
                        report.leaks.append(f"{game_id} move {move}: a save before the end")
                    if any(token in text for token in others):
                        report.leaks.append(f"{game_id}: another seat's token in the save")
                    continue
                quoted = set(_QUOTED.findall(text))
                face_down = quoted & hidden[min(move, len(hidden) - 1)]
                if face_down:
                    report.leaks.append(f"{game_id} move {move}: face-down {sorted(face_down)}")
                if quoted & others or any(token in text for token in others):
                    report.leaks.append(f"{game_id} move {move}: another seat's token")
                if set(_NUMBER.findall(text)) & secrets_numbers:
                    report.leaks.append(f"{game_id} move {move}: the seed or generator state")
    return report


async def _leak_games(
    server: ServerProcess, count: int, seed: int, parallel: int, report: LeakReport
) -> None:
    """Play `count` games, `parallel` at a time, checking each batch once it is over (the
    messages of a thousand games would not fit in memory together)."""
    rng = random.Random(seed)
    keep = count <= 50  # small runs keep every message, for the test that plants a leak
    for start in range(0, count, parallel):
        batch = [
            await open_leak_table(server.url, seats_for(rng), seed * 100_000 + start + i)
            for i in range(min(parallel, count - start))
        ]
        await asyncio.gather(*(play_table(t) for t in batch))
        kept = server.games()  # a reader beside the running server (WAL never blocks it)
        part = check_leaks(batch, kept)
        report.games += part.games
        report.moves += part.moves
        report.messages += part.messages
        report.leaks += part.leaks
        report.kinds.update(part.kinds)
        if keep:
            report.tables += batch
            report.kept = kept


def leaks(count: int, seed: int = 1, parallel: int = 10) -> LeakReport:
    """`count` whole bot games, every message checked (see the module docstring)."""
    report = LeakReport()
    with running_server() as server:
        asyncio.run(_leak_games(server, count, seed, parallel, report))
    return report


# ------------------------------------------------------------------ drops


@dataclass
class DropReport:
    trials: int = 0
    rejoined: int = 0  # at the same position within 5 s
    seconds: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)


def _bot_process(url: str, *args: str) -> subprocess.Popen[str]:
    err = tempfile.TemporaryFile("w+", encoding="utf-8")  # read back when it goes wrong
    proc = subprocess.Popen(
        [sys.executable, "-m", "steamworks.online.bot", url, *args],
        stdout=subprocess.PIPE,
        stderr=err,
        text=True,
        cwd=ROOT,
    )
    proc.stderr = err  # type: ignore[assignment]  # the file, for _said
    return proc


def _said(proc: subprocess.Popen[str]) -> str:
    """The last line a bot process wrote to stderr."""
    err = proc.stderr
    if err is None:
        return ""
    err.seek(0)
    lines = err.read().strip().splitlines()
    return lines[-1][:200] if lines else "(nothing)"


async def _line(proc: subprocess.Popen[str], timeout: float) -> dict | None:
    assert proc.stdout is not None
    try:
        text = await asyncio.wait_for(asyncio.to_thread(proc.stdout.readline), timeout)
    except TimeoutError:
        return None
    return json.loads(text) if text.strip() else None


def _stop(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        proc.kill()
    proc.wait(timeout=10)
    if proc.stderr is not None:
        proc.stderr.close()


async def _drop_once(url: str, rng: random.Random, report: DropReport) -> None:
    report.trials += 1
    host = await Bot.open(url, seed=rng.randrange(1 << 30), pace=0.005)
    seated = await host.create(("human", "human"), "Host")
    await host.ready()
    first = _bot_process(url, f"--invite={seated.invite}", "--pace", "0.005", "--seed", "3")
    playing = asyncio.create_task(host.play())
    second: subprocess.Popen[str] | None = None
    try:
        # its first start is not what is measured: a loaded machine may take a while
        hello = await _line(first, 30)
        if not hello or hello.get("event") != "seated":
            report.failures.append(f"the bot process never took its seat: {_said(first)}")
            return
        await asyncio.sleep(rng.uniform(0.05, 0.8))
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=10)
        started = time.monotonic()
        second = _bot_process(url, f"--token={hello['token']}", "--pace", "0.005", "--seed", "4")
        back = None
        while back is None or back.get("event") != "update":
            back = await _line(second, 5.0 - (time.monotonic() - started))
            if back is None:
                break
        elapsed = time.monotonic() - started
        if back is None or elapsed > 5.0:
            report.failures.append(
                f"no position within 5 s ({elapsed:.1f} s; the bot said {_said(second)})"
            )
            return
        for _ in range(50):  # the host may not have read that Update yet
            if back["move"] in host.digests:
                break
            await asyncio.sleep(0.02)
        if host.digests.get(back["move"]) != back["digest"]:
            report.failures.append(f"a different position at move {back['move']}")
            return
        report.rejoined += 1
        report.seconds.append(elapsed)
    finally:
        playing.cancel()
        with contextlib.suppress(BaseException):
            await playing
        await host.close()
        _stop(first)
        if second is not None:
            _stop(second)


def drops(count: int, seed: int = 2) -> DropReport:
    report = DropReport()
    rng = random.Random(seed)
    with running_server() as server:

        async def all_trials() -> None:
            for _ in range(count):
                await asyncio.wait_for(_drop_once(server.url, rng, report), 30)

        asyncio.run(all_trials())
    return report


# ------------------------------------------------------------------ crashes


@dataclass
class CrashReport:
    trials: int = 0
    kept: int = 0  # restarts with every acknowledged move and the same positions
    finished_games: int = 0
    failures: list[str] = field(default_factory=list)


async def _crash_once(server: ServerProcess, rng: random.Random, report: CrashReport) -> None:
    report.trials += 1
    tables = [
        await open_table(server.url, seats, rng.randrange(1 << 30), pace=0.002)
        for seats in (("human", "human"), ("human", "ai:random", "human"))
    ]
    plays = [asyncio.create_task(play_table(t)) for t in tables]
    await asyncio.sleep(rng.uniform(0.05, 0.6))
    server.kill(signal.SIGKILL)
    for task in plays:
        with contextlib.suppress(BaseException):
            await task
    seen = [
        {move: d for bot in t.bots for move, d in bot.digests.items()} for t in tables
    ]  # every position any seat was sent: acknowledged
    server.start()
    ok = True
    resumed_tables = []
    for table, digests in zip(tables, seen):
        bots = []
        for token in table.tokens:
            fresh = await Bot.open(server.url, seed=rng.randrange(1 << 30), pace=0.002)
            await fresh.resume(token)
            bots.append(fresh)
        # the first Update each resumed bot gets: the position the server kept
        firsts = [await asyncio.wait_for(_first_update(b), 10) for b in bots]
        latest = max(digests) if digests else 0
        for update in firsts:
            if update.move < latest:
                report.failures.append(
                    f"move {latest} was acknowledged, the server has {update.move}"
                )
                ok = False
            elif update.move in digests and digests[update.move] != update.digest:
                report.failures.append(f"a different position at move {update.move}")
                ok = False
        resumed_tables.append((Table(bots, table.tokens), firsts))
    report.kept += ok
    for table, firsts in resumed_tables:
        if firsts[0].over:
            report.finished_games += 1
            continue
        # play on to the end: the restarted server runs the game like any other
        for bot, first in zip(table.bots, firsts):
            bot.latest = first
        await asyncio.wait_for(
            asyncio.gather(*(_play_on(bot, first) for bot, first in zip(table.bots, firsts))),
            GAME_TIMEOUT,
        )
        report.finished_games += 1
        for bot in table.bots:
            await bot.close()


async def _first_update(bot: Bot) -> P.Update:
    while True:
        message = await bot.conn.recv()
        if isinstance(message, P.Update):
            bot.digests[message.move] = message.digest
            return message


async def _play_on(bot: Bot, first: P.Update) -> None:
    """Play from an Update already read (the bot's loop starts at the next message)."""
    if first.over:
        return
    if first.to_act == first.seat and first.legal:
        await bot.conn.send(P.Act(first.move, bot.rng.choice(first.legal)))
    await bot.play()


def crashes(count: int, seed: int = 3) -> CrashReport:
    report = CrashReport()
    rng = random.Random(seed)
    with running_server() as server:

        async def all_trials() -> None:
            for _ in range(count):
                await asyncio.wait_for(_crash_once(server, rng, report), 3 * GAME_TIMEOUT)

        asyncio.run(all_trials())
    return report


# ------------------------------------------------------------------ hostile input


@dataclass
class HostileReport:
    sent: int = 0
    refused: int = 0  # answered with Failure or Refused
    disconnected: int = 0
    # answered as if fine, or not answered within 5 s: must stay empty
    accepted: list[str] = field(default_factory=list)
    kinds: dict[str, int] = field(default_factory=dict)
    other_games_finished: int = 0
    tracebacks: int = 0


def _hostile_message(kind: str, rng: random.Random) -> str | bytes:
    """One bad message of `kind`."""
    if kind == "malformed":
        return rng.choice(['{"type": "Act", "move": ', "not json", "[1,2", '{"type":}', "\x00\xff"])
    if kind == "binary":
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
    if kind == "oversized":
        return '{"type":"JoinGame","invite":"' + "x" * rng.randint(5000, 60000) + '","name":"a"}'
    if kind == "deep":
        depth = rng.randint(20, 3000)
        return '{"type":"Act","move":0,"action":' + "[" * depth + "]" * depth + "}"
    if kind == "unknown":
        return json.dumps({"type": rng.choice(["Admin", "Shutdown", "", None, 5, "Update"])})
    if kind == "shape":
        return json.dumps(
            rng.choice(
                [
                    {"type": "Act", "move": "1", "action": {"kind": "Pass", "automaton": False}},
                    {"type": "Act", "move": 2**80, "action": {"kind": "Pass", "automaton": False}},
                    {"type": "Act", "move": 0, "action": {"kind": "Teleport"}},
                    {"type": "Act", "move": 0},
                    {"type": "Ready", "extra": 1},
                    {
                        "type": "CreateGame",
                        "name": "x",
                        "seats": ["human"] * 9,
                        "personas": "random",
                        "variant": False,
                    },
                    {
                        "type": "CreateGame",
                        "name": "x",
                        "seats": ["ai:god"],
                        "personas": "random",
                        "variant": False,
                    },
                    {"type": "JoinGame", "invite": 5, "name": "x"},
                    {"type": "Hello", "protocol": 1, "client": "again"},
                    [1, 2, 3],
                ]
            )
        )
    if kind == "wrong-token":
        return json.dumps({"type": "ResumeSeat", "token": f"{rng.getrandbits(128):032x}"})
    if kind == "bad-chat":
        return json.dumps(
            rng.choice(
                [
                    {"type": "Say", "text": "x" * rng.randint(P.MAX_CHAT + 1, 1000)},
                    {"type": "Say", "text": "ring\x07" + "\u202e" * rng.randint(1, 5)},
                    {"type": "Say", "text": " \t\n "},
                    {"type": "Say", "text": 5},
                    {"type": "Say"},
                ]
            )
        )
    if kind == "early-download":
        return json.dumps(rng.choice([{"type": "Download"}, {"type": "Download", "game": "x"}]))
    if kind == "bad-turns":
        many = [f"t{i}" for i in range(rng.randint(P.MAX_TOKENS + 1, 200))]
        return json.dumps(
            rng.choice([{"type": "CheckTurns", "tokens": many}, {"type": "CheckTurns"}])
        )
    if kind == "bad-options":
        options = rng.choice([{"grace": -1}, {"turn_limit": 10**9}, {"grace": "1"}, {"lan": "yes"}])
        body = {"type": "CreateGame", "name": "x", "seats": ["human", "human"], **options}
        return json.dumps(body)
    raise ValueError(kind)


HOSTILE_KINDS = (
    "malformed",
    "binary",
    "oversized",
    "deep",
    "unknown",
    "shape",
    "wrong-token",
    "out-of-turn",
    "replayed",
    "flood",
    "no-hello",
    "old-version",
    "bad-chat",
    "early-download",
    "bad-turns",
    "bad-options",
    "foreign-undo",
    "late-colour",
)


async def _open_raw(url: str, hello: bool = True):  # noqa: ANN202 - a websockets connection
    ws = await connect(url, proxy=None, compression=None, max_size=8 * 1024 * 1024)
    if hello:
        await ws.send(P.encode(P.Hello(P.PROTOCOL_VERSION, "hostile")))
        await ws.recv()
    return ws


async def _answer(ws, timeout: float = 5.0) -> str:  # noqa: ANN001 - a websockets connection
    """'refused', 'disconnected' or 'accepted: <type>' for the next message from the server."""
    try:
        while True:
            text = await asyncio.wait_for(ws.recv(), timeout)
            kind = json.loads(text).get("type")
            if kind in ("Failure", "Refused"):
                return "refused"
            if kind in ("Update", "Lobby"):
                continue  # the game going on (another seat moved), not an answer
            return f"accepted: {kind}"
    except ConnectionClosed:
        return "disconnected"
    except TimeoutError:
        return "no answer"


async def _seat_conn(url: str, token: str):  # noqa: ANN202 - a websockets connection
    """A raw connection holding the seat of `token`, and the Update it was sent."""
    ws = await _open_raw(url)
    await ws.send(P.encode(P.ResumeSeat(token)))
    while True:
        message = json.loads(await ws.recv())
        if message["type"] == "Update":
            return ws, message


async def _hostile(url: str, count: int, seed: int, report: HostileReport) -> None:
    rng = random.Random(seed)
    # a game of two hostile seats: one legal move is played, then out-of-turn Acts come from
    # the seat not to act and that move's Act is sent again (replayed) by the seat that made it
    creator = await Bot.open(url)
    seated = await creator.create(("human", "human"), "Mallory")
    partner = await Bot.open(url)
    tokens = [seated.token, (await partner.join(seated.invite, "Trudy")).token]
    await creator.ready()
    await partner.ready()
    await creator.close()
    await partner.close()
    conns, updates = {}, {}
    for seat, token in enumerate(tokens):
        conns[seat], updates[seat] = await _seat_conn(url, token)
    actor = updates[0]["to_act"]
    replay_text = P.encode(P.Act(0, converter.structure(updates[actor]["legal"][0], Action)))
    await conns[actor].send(replay_text)
    while (answer := json.loads(await conns[actor].recv()))["type"] != "Update":
        pass
    replay_seat, idle_seat = actor, 1 - answer["to_act"]
    while report.sent < count:
        kind = HOSTILE_KINDS[rng.randrange(len(HOSTILE_KINDS))]
        report.kinds[kind] = report.kinds.get(kind, 0) + 1
        if kind in ("no-hello", "old-version"):
            ws = await _open_raw(url, hello=False)
            if kind == "no-hello":
                await ws.send(json.dumps({"type": "JoinGame", "invite": "x", "name": "y"}))
            else:
                await ws.send(json.dumps({"type": "Hello", "protocol": 0, "client": "old"}))
            outcome = await _answer(ws)
            await ws.close()
        elif kind == "flood":
            ws = await _open_raw(url)
            for _ in range(200):
                with contextlib.suppress(ConnectionClosed):
                    await ws.send(json.dumps({"type": "Ready"}))
            outcome = "no answer: a flood"
            with contextlib.suppress(TimeoutError):
                while True:
                    try:
                        await asyncio.wait_for(ws.recv(), 5)
                    except ConnectionClosed:
                        outcome = "disconnected"
                        break
            await ws.close()
        else:
            seat = {
                "out-of-turn": idle_seat,
                "replayed": replay_seat,
                "foreign-undo": idle_seat,
            }.get(kind, rng.randrange(2))
            if conns[seat].close_code is not None:
                conns[seat], _update = await _seat_conn(url, tokens[seat])
            await asyncio.sleep(0.035)  # under the rate limit: these test the other checks
            text = {
                "out-of-turn": P.encode(P.Act(1, Pass())),
                "replayed": replay_text,
                # the other seat's step taken back: never theirs to take
                "foreign-undo": P.encode(P.Undo(1)),
                # a colour once the game has started, or one that does not exist
                "late-colour": P.encode(P.PickColour(rng.randrange(-2, P.COLOURS + 3))),
            }.get(kind) or _hostile_message(kind, rng)
            try:
                await conns[seat].send(text)
                outcome = await _answer(conns[seat])
            except ConnectionClosed:
                outcome = "disconnected"
        report.sent += 1
        if outcome == "refused":
            report.refused += 1
        elif outcome == "disconnected":
            report.disconnected += 1
        else:
            report.accepted.append(f"{kind}: {outcome}")
    for ws in conns.values():
        await ws.close()


def hostile(count: int, seed: int = 4, games: int = 4) -> HostileReport:
    """`count` bad messages while `games` bot games are played beside them."""
    report = HostileReport()
    with running_server() as server:

        async def both() -> None:
            rng = random.Random(seed)
            tables = [
                await open_table(server.url, seats_for(rng, ai=False), seed + i, pace=0.02)
                for i in range(games)
            ]
            playing = asyncio.gather(*(play_table(t, timeout=3600) for t in tables))
            workers = 4  # each its own hostile game, so the rate limit is no bottleneck
            shares = [HostileReport() for _ in range(workers)]
            parts = [
                _hostile(server.url, count // workers + (i < count % workers), seed + i, part)
                for i, part in enumerate(shares)
            ]
            await asyncio.gather(*parts)
            for part in shares:
                report.sent += part.sent
                report.refused += part.refused
                report.disconnected += part.disconnected
                report.accepted += part.accepted
                for kind, n in part.kinds.items():
                    report.kinds[kind] = report.kinds.get(kind, 0) + n
            await asyncio.wait_for(playing, GAME_TIMEOUT)
            report.other_games_finished = sum(
                1 for t in tables if t.bots[0].latest is not None and t.bots[0].latest.over
            )

        asyncio.run(both())
        server.kill(signal.SIGTERM)
        report.tracebacks = server.log_text().count("Traceback")
    return report


# ------------------------------------------------------------------ load


@dataclass
class LoadRun:
    games: int
    moves: int
    p50_ms: float
    p95_ms: float
    seconds: float


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def load(games: int, pace: float, seed: int = 5) -> LoadRun:
    """`games` simultaneous two-seat bot games on one server process, played to the end."""
    with running_server() as server:

        async def run() -> LoadRun:
            tables = [
                await open_table(server.url, ("human", "human"), seed * 10_000 + i, pace=pace)
                for i in range(games)
            ]
            started = time.perf_counter()
            await asyncio.gather(*(play_table(t, timeout=1800) for t in tables))
            trips = [x for t in tables for bot in t.bots for x in bot.round_trips]
            return LoadRun(
                games,
                len(trips),
                1000 * _percentile(trips, 0.5),
                1000 * _percentile(trips, 0.95),
                time.perf_counter() - started,
            )

        return asyncio.run(run())


# ------------------------------------------------------------------ LAN discovery

LAN_TIMEOUT = 15.0  # seconds a listing may take to appear or go before the run fails
NETNS_ENV = "STEAMWORKS_BENCH_NETNS"  # set inside the network namespace made for --lan


@dataclass
class LanReport:
    runs: int = 0
    appeared: list[float] = field(default_factory=list)  # seconds from creation to listing
    found: list[float] = field(default_factory=list)  # from a new browser's start to listing
    gone: list[float] = field(default_factory=list)  # seconds from the last seat to unlisting
    failures: list[str] = field(default_factory=list)
    where: str = "loopback"  # or "namespace": where the multicast went


async def _until(test: Callable[[], bool], timeout: float) -> float | None:
    """Seconds until `test()` holds (polled every 10 ms, as a frame loop would), or None."""
    start = time.perf_counter()
    while time.perf_counter() - start < timeout:
        if test():
            return time.perf_counter() - start
        await asyncio.sleep(0.01)
    return None


async def _lan_runs(server: ServerProcess, runs: int, report: LanReport) -> None:
    from steamworks.online.discovery import LanBrowser

    browser = LanBrowser(interfaces=[HOST])
    try:
        for run in range(runs):
            report.runs += 1
            host = await Bot.open(server.url, seed=run)
            title = f"Bench game {run}"
            seats = ("human", "human", "human")
            seated = await host.create(seats, "Ada", title=title, lan=True)

            def listed(where: LanBrowser = browser, game: str = seated.game) -> list:
                return [g for g in where.games() if g.game == game]

            appeared = await _until(lambda: bool(listed()), LAN_TIMEOUT)
            if appeared is None:
                report.failures.append(f"run {run}: the game never appeared")
                await host.close()
                continue
            report.appeared.append(appeared)
            # a browser opened once the game is there (the Find screen opened later)
            late = LanBrowser(interfaces=[HOST])
            try:
                seen = await _until(lambda b=late: bool(listed(b)), LAN_TIMEOUT)
            finally:
                await asyncio.to_thread(late.close)
            if seen is None:
                report.failures.append(f"run {run}: a browser opened later never saw the game")
            else:
                report.found.append(seen)
            found = listed()[0]
            expected = (title, "Ada", HOST, server.port, 2, P.PROTOCOL_VERSION, seated.invite)
            shown = (found.name, found.host, found.address, found.port, found.seats_open)
            if (*shown, found.version, found.invite) != expected:
                report.failures.append(f"run {run}: listed as {found}")
            # players join it from the listing alone: one seat left is listed, then none
            url = f"ws://{found.address}:{found.port}"
            guests = [await Bot.open(url, seed=run + 1)]
            await guests[0].join(found.invite, "Brunel")
            one_left = await _until(lambda: [g.seats_open for g in listed()] == [1], LAN_TIMEOUT)
            if one_left is None:
                report.failures.append(f"run {run}: the listing never showed one seat left")
            guests.append(await Bot.open(url, seed=run + 2))
            await guests[1].join(found.invite, "Cayley")
            gone = await _until(lambda: not listed(), LAN_TIMEOUT)
            if gone is None:
                report.failures.append(f"run {run}: the full game stayed listed")
            else:
                report.gone.append(gone)
            for bot in (host, *guests):
                await bot.close()
    finally:
        await asyncio.to_thread(browser.close)


def lan(runs: int) -> LanReport:
    """`runs` games listed on the LAN by a server process and found by this one (see the
    module docstring); run it through `lan_isolated` to keep the multicast in a namespace."""
    report = LanReport(where="namespace" if os.environ.get(NETNS_ENV) else "loopback")
    with running_server(extra=("--lan", "Bench host")) as server:
        asyncio.run(_lan_runs(server, runs, report))
    return report


def netns_command() -> list[str] | None:
    """The command prefix that runs a program in a new network namespace of its own with only
    its loopback up, or None when this machine does not allow one."""
    if not shutil.which("unshare") or not shutil.which("ip"):
        return None
    probe = subprocess.run(
        ["unshare", "-rn", "ip", "link", "set", "lo", "up"], capture_output=True, timeout=20
    )
    if probe.returncode != 0:
        return None
    return ["unshare", "-rn", "sh", "-c", 'ip link set lo up && exec "$@"', "netns"]


def loopback_multicast() -> bool:
    """Whether a multicast datagram sent on 127.0.0.1 comes back to a member there."""
    group, port = "224.0.0.251", free_port(socket.SOCK_DGRAM)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as rx:
        rx.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        rx.bind(("", port))
        try:
            rx.setsockopt(
                socket.IPPROTO_IP,
                socket.IP_ADD_MEMBERSHIP,
                socket.inet_aton(group) + socket.inet_aton(HOST),
            )
        except OSError:
            return False
        rx.settimeout(2)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as tx:
            tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton(HOST))
            tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 1)
            tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
            tx.sendto(b"steamworks-probe", (group, port))
            try:
                return rx.recv(64) == b"steamworks-probe"
            except OSError:
                return False


def lan_isolated(runs: int) -> LanReport | str:
    """`lan(runs)` in a network namespace of its own where the machine allows one, else on
    this machine's loopback; a sentence saying why not when neither can carry multicast."""
    prefix = netns_command()
    if prefix is None:
        if not loopback_multicast():
            return (
                "no network namespace can be made here (unshare -rn failed) and multicast on "
                "the loopback interface does not come back"
            )
        return lan(runs)
    done = subprocess.run(
        [*prefix, sys.executable, str(Path(__file__).resolve()), "--lan", str(runs), "--json"],
        capture_output=True,
        text=True,
        timeout=60 + runs * 2 * LAN_TIMEOUT,
        cwd=ROOT,
        env={**os.environ, NETNS_ENV: "1"},
    )
    lines = done.stdout.strip().splitlines()
    if done.returncode not in (0, 1) or not lines:
        raise RuntimeError(f"the LAN run in its namespace failed: {done.stderr[-2000:]}")
    return LanReport(**json.loads(lines[-1]))


# ------------------------------------------------------------------ command line


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--leaks", type=int, metavar="GAMES")
    ap.add_argument("--drops", type=int, metavar="TRIALS")
    ap.add_argument("--crashes", type=int, metavar="TRIALS")
    ap.add_argument("--hostile", type=int, metavar="MESSAGES")
    ap.add_argument("--load", type=int, metavar="GAMES")
    ap.add_argument("--runs", type=int, default=3, help="load runs (the median is reported)")
    ap.add_argument("--pace", type=float, default=0.5, help="load: seconds before each move")
    ap.add_argument("--lan", type=int, metavar="RUNS")
    ap.add_argument("--json", action="store_true", help="lan: one JSON line (for lan_isolated)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    failed = False
    if args.lan:
        inside = bool(os.environ.get(NETNS_ENV))
        r5 = lan(args.lan) if inside else lan_isolated(args.lan)
        if isinstance(r5, str):
            print(f"lan: cannot be measured here: {r5}")
            return 1
        if args.json:
            print(json.dumps(asdict(r5)))
        else:
            shown = (
                f": median {statistics.median(r5.appeared):.2f} s, max {max(r5.appeared):.2f} s "
                f"from its creation; median {statistics.median(r5.found):.2f} s, max "
                f"{max(r5.found):.2f} s from a new browser's start; gone once full: median "
                f"{statistics.median(r5.gone):.2f} s"
                if r5.appeared and r5.gone and r5.found
                else ""
            )
            print(
                f"lan ({r5.where}): {len(r5.appeared)} of {r5.runs} games appeared in another "
                f"process's list{shown}"
            )
            for line in r5.failures[:10]:
                print("  ", line)
        failed |= bool(r5.failures) or len(r5.appeared) != r5.runs
    if args.leaks:
        t = time.perf_counter()
        r = leaks(args.leaks, args.seed)
        print(
            f"leaks: {r.games} games, {r.moves} moves, {r.messages} messages checked, "
            f"{len(r.leaks)} leaks ({time.perf_counter() - t:.0f} s)"
        )
        print("   kinds checked:", ", ".join(f"{k} {n}" for k, n in sorted(r.kinds.items())))
        for line in r.leaks[:10]:
            print("  ", line)
        failed |= bool(r.leaks)
    if args.drops:
        r2 = drops(args.drops, args.seed)
        shown = (
            f", median {statistics.median(r2.seconds):.2f} s, max {max(r2.seconds):.2f} s"
            if r2.seconds
            else ""
        )
        print(f"drops: {r2.rejoined} of {r2.trials} rejoined the same position within 5 s{shown}")
        for line in r2.failures[:10]:
            print("  ", line)
        failed |= r2.rejoined != r2.trials
    if args.crashes:
        r3 = crashes(args.crashes, args.seed)
        print(
            f"crashes: {r3.kept} of {r3.trials} SIGKILLed servers restarted with every "
            f"acknowledged move; {r3.finished_games} games played on to the end"
        )
        for line in r3.failures[:10]:
            print("  ", line)
        failed |= r3.kept != r3.trials
    if args.hostile:
        r4 = hostile(args.hostile, args.seed)
        print(
            f"hostile: {r4.sent} messages, {r4.refused} refused, {r4.disconnected} disconnected, "
            f"{len(r4.accepted)} accepted; other games finished: {r4.other_games_finished}; "
            f"tracebacks in the server log: {r4.tracebacks}"
        )
        for line in r4.accepted[:10]:
            print("  ", line)
        failed |= bool(r4.accepted) or r4.tracebacks > 0
    if args.load:
        runs = [load(args.load, args.pace, args.seed + i) for i in range(args.runs)]
        for run in runs:
            print(
                f"load: {run.games} games, {run.moves} moves in {run.seconds:.1f} s: "
                f"round trip p50 {run.p50_ms:.1f} ms, p95 {run.p95_ms:.1f} ms"
            )
        print(
            f"load: median of {len(runs)} runs: p95 {statistics.median(r.p95_ms for r in runs):.1f} ms, "
            f"p50 {statistics.median(r.p50_ms for r in runs):.1f} ms (pace {args.pace} s)"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
