"""A headless player for a game server: it takes a seat and plays legal actions at random.

The tests and tools/bench_online.py play whole networked games with bots (in one process, or
one process per bot so that a bot can be killed at any moment):

    python -m steamworks.online.bot ws://127.0.0.1:8765 --invite CODE [--seed 7] [--pace 0.01]
    python -m steamworks.online.bot ws://127.0.0.1:8765 --token=SEAT-TOKEN   # "=": it may start with -

The process prints one JSON line per event on stdout (`{"event": "seated", "seat": 1,
"token": ...}`, `{"event": "update", "move": 12, "digest": ...}`) and stops when the game ends.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from . import protocol as P
from .client import Connection, ServerSaidNo


class Bot:
    """One seat played at random (seeded) over one connection. It keeps every Update's digest
    by move, its own moves' round trips (Act sent to the Update that acknowledges it) and, when
    asked, the text of every message it received."""

    def __init__(
        self, conn: Connection, seed: int = 0, pace: float = 0.0, keep_texts: bool = False
    ) -> None:
        self.conn = conn
        self.rng = random.Random(seed)
        self.pace = pace
        self.keep_texts = keep_texts
        self.texts: list[str] = []
        self.seated: P.Seated | None = None
        self.latest: P.Update | None = None
        self.digests: dict[int, str] = {}
        self.round_trips: list[float] = []
        self.refused: list[str] = []
        self.movers: set[int] = set()  # the seats whose moves this bot was told of
        self.notices: list[P.Notice] = []
        self.lobbies: list[P.Lobby] = []
        self._sent: tuple[int, float] | None = None  # (move answered, when)
        self._unanswered: P.Update | None = None  # the Update a play() stopped at

    @classmethod
    async def open(
        cls, url: str, seed: int = 0, pace: float = 0.0, keep_texts: bool = False
    ) -> Bot:
        return cls(await Connection.open(url), seed, pace, keep_texts)

    async def _recv(self) -> P.ServerMessage:
        message = await self.conn.recv()
        if self.keep_texts:
            self.texts.append(self.conn.last_text)
        if isinstance(message, P.Failure) and message.code not in P.PASSING_FAILURES:
            raise ServerSaidNo(message)  # a passing one (not-over...) leaves the seat as it was
        return message

    async def _seat(self) -> P.Seated:
        while True:
            message = await self._recv()
            if isinstance(message, P.Seated):
                self.seated = message
                return message

    async def create(
        self,
        seats: tuple[str, ...],
        name: str = "Bot",
        personas: str = "random",
        **options: Any,
    ) -> P.Seated:
        """Create a game; `options` are CreateGame's further fields (title, lan, ...)."""
        await self.conn.send(P.CreateGame(name, seats, personas, **options))
        return await self._seat()

    async def join(self, invite: str, name: str = "Bot") -> P.Seated:
        await self.conn.send(P.JoinGame(invite, name))
        return await self._seat()

    async def resume(self, token: str) -> P.Seated:
        await self.conn.send(P.ResumeSeat(token))
        return await self._seat()

    async def ready(self) -> None:
        await self.conn.send(P.Ready())

    async def play(
        self,
        moves: int | None = None,
        on_update: Callable[[P.Update], None] | None = None,
        until: Callable[[Bot], bool] | None = None,
    ) -> P.Update | None:
        """Play until the game is over (or until this bot has made `moves` moves, or `until`
        holds after a message); the last Update seen. A move asked for by an Update that an
        earlier `play` stopped at is made first."""
        made = 0
        if self._unanswered is not None:
            unanswered, self._unanswered = self._unanswered, None
            made += await self._act(unanswered)
        while True:
            message = await self._recv()
            if isinstance(message, P.Refused):
                self.refused.append(message.reason)
            elif isinstance(message, P.Notice):
                self.notices.append(message)
            elif isinstance(message, P.Lobby):
                self.lobbies.append(message)
            if not isinstance(message, P.Update):
                if until is not None and until(self):
                    return self.latest
                continue
            self.latest = message
            self.movers.update(entry.seat for entry in message.last)
            self.digests[message.move] = message.digest
            if self._sent is not None and message.move > self._sent[0]:
                self.round_trips.append(time.perf_counter() - self._sent[1])
                self._sent = None
            if on_update is not None:
                on_update(message)
            if message.over or (moves is not None and made >= moves) or (until and until(self)):
                self._unanswered = message  # the next play() answers it
                return message
            if await self._act(message):
                made += 1

    async def _act(self, update: P.Update) -> bool:
        """Make a move if `update` asks this seat for one."""
        if not (update.to_act == update.seat and update.legal):
            return False
        if self.pace:
            await asyncio.sleep(self.pace)
        action = self.rng.choice(update.legal)
        self._sent = (update.move, time.perf_counter())
        await self.conn.send(P.Act(update.move, action))
        return True

    async def close(self) -> None:
        await self.conn.close()


def _say(**event: object) -> None:
    print(json.dumps(event), flush=True)


async def _run(args: argparse.Namespace) -> int:
    bot = await Bot.open(args.url, seed=args.seed, pace=args.pace)
    if args.token:
        seated = await bot.resume(args.token)
    else:
        seated = await bot.join(args.invite, args.name)
    _say(event="seated", seat=seated.seat, token=seated.token, game=seated.game)
    await bot.ready()
    final = await bot.play(
        on_update=lambda u: _say(
            event="update", move=u.move, digest=u.digest, mine=u.to_act == u.seat and bool(u.legal)
        )
    )
    _say(event="over", move=final.move if final else -1)
    await bot.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m steamworks.online.bot", description=__doc__)
    ap.add_argument("url", help="the server, e.g. ws://127.0.0.1:8765")
    ap.add_argument("--invite", help="join the game with this invite code")
    ap.add_argument("--token", help="resume the seat with this token")
    ap.add_argument("--name", default="Bot")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pace", type=float, default=0.0, help="seconds to wait before each move")
    args = ap.parse_args(argv)
    if not (args.invite or args.token):
        ap.error("give --invite or --token")
    try:
        return asyncio.run(_run(args))
    except ServerSaidNo as exc:
        print(f"The server said: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
