"""The seats this player holds in games on other computers' servers, kept between runs, and
the title's line "Your turn in N online games" (issue 32).

A seat is kept (`remember`) when the player takes one: on a server elsewhere (Connect, or a
game found on the LAN), or in a game this computer hosted (`hosted`: the address its server
listened on, so that Resume can start it again on the same port and data folder). Its
server's address and its seat token, the only proof of the seat, go in `online-seats.json` of
the player's data folder, readable by the player alone.
A seat of a game that is over, or that its server no longer knows, is forgotten once the
server says so.

`TurnsOnTitle` asks each server, on a thread of its own, which of those seats' games await the
player's move (`CheckTurns`); until every answer is in, or when no server answers (no network,
a server down), the title shows no line and never an error. This module is not in
`ui/online/` on purpose: the title imports it, and it loads the network library only on its
thread, and only for a player who has kept seats (the game's start-up does not pay for
online play otherwise: tests/ui/online/test_online_startup.py).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from steamworks.language import ntr
from steamworks.persistence import paths

log = logging.getLogger(__name__)

SEATS_FILE = "online-seats.json"
MAX_KEPT = 50  # seats kept in all (a CheckTurns asks about at most 50 tokens)
ANSWER_TIMEOUT = 5.0  # seconds a server has to connect and answer, before the line gives up

_lock = threading.Lock()  # the file is written from the lobby and from the check's thread


@attrs.frozen
class KeptSeat:
    """One seat on a server elsewhere."""

    url: str  # ws://host:port
    token: str
    game: str
    seat: int
    title: str = ""  # the game's name, as its lobby said it
    # when this computer hosted the game: the address its server listened on (127.0.0.1, or
    # 0.0.0.0 for the local network), and the host's name when its games were listed on the
    # LAN; empty for a seat on a server elsewhere
    hosted: str = ""
    lan: str = ""


def seats_path() -> Path:
    return paths.data_dir() / SEATS_FILE


def kept() -> list[KeptSeat]:
    """The seats kept (none when the file is missing or unreadable: a line lost, never an
    error)."""
    try:
        raw = json.loads(seats_path().read_text(encoding="utf-8"))
        return [
            KeptSeat(
                str(s["url"]),
                str(s["token"]),
                str(s["game"]),
                int(s["seat"]),
                str(s.get("title", "")),
                str(s.get("hosted", "")),
                str(s.get("lan", "")),
            )
            for s in raw
        ]
    except (OSError, ValueError, TypeError, KeyError):
        return []


def _write(seats: Sequence[KeptSeat]) -> None:
    path = seats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    text = json.dumps([attrs.asdict(s) for s in seats], ensure_ascii=False, indent=1)
    # the tokens act for the player: the file is theirs alone (0600), written whole or not at all
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(temporary, path)


def remember(seat: KeptSeat) -> None:
    """Keep a seat just taken (the newest first; the oldest go beyond MAX_KEPT)."""
    with _lock:
        others = [s for s in kept() if s.token != seat.token]
        try:
            _write([seat, *others][:MAX_KEPT])
        except OSError as exc:  # a read-only data folder: the line is lost, the game goes on
            log.warning("the online seat could not be kept: %s", exc)


def name_game(token: str, title: str) -> None:
    """The lobby told the name of the game of this seat: kept with it (for the Online screen's
    list of the player's games)."""
    with _lock:
        seats = kept()
        named = [attrs.evolve(s, title=title) if s.token == token else s for s in seats]
        if named != seats:
            try:
                _write(named)
            except OSError as exc:
                log.warning("the online seats could not be written: %s", exc)


def forget(tokens: set[str]) -> None:
    """Forget the seats of these tokens."""
    with _lock:
        seats = kept()
        left = [s for s in seats if s.token not in tokens]
        if len(left) != len(seats):
            try:
                _write(left)
            except OSError as exc:
                log.warning("the online seats could not be written: %s", exc)


async def _ask(url: str, tokens: tuple[str, ...]) -> Any:
    """The server's Turns for these tokens (raises when it cannot be had)."""
    from steamworks.online import protocol as P
    from steamworks.online.client import Connection

    conn = await asyncio.wait_for(Connection.open(url), ANSWER_TIMEOUT)
    try:
        await conn.send(P.CheckTurns(tokens))
        return await asyncio.wait_for(conn.expect(P.Turns), ANSWER_TIMEOUT)
    finally:
        await conn.close()


def waiting_games(seats: Sequence[KeptSeat]) -> int | None:
    """How many of these seats' games await the player's move, asking each server once; None
    when no server answered. Seats whose game is over or unknown to its server are forgotten."""
    by_url: dict[str, list[KeptSeat]] = {}
    for seat in seats:
        by_url.setdefault(seat.url, []).append(seat)
    count, answered, done = 0, False, set()
    for url, group in by_url.items():
        tokens = tuple(s.token for s in group)
        try:
            turns = asyncio.run(_ask(url, tokens))
        except Exception as exc:  # noqa: BLE001 - no network, no server: no line, never an error
            log.info("no answer about online turns from %s: %r", url, exc)
            continue
        answered = True
        known = set()
        for info in turns.games:
            if not 0 <= info.token < len(tokens):
                continue
            known.add(tokens[info.token])
            if info.over:
                done.add(tokens[info.token])
            elif info.your_turn:
                count += 1
        done |= set(tokens) - known  # the server no longer has that seat
    if done:
        forget(done)
    return count if answered else None


class TurnsOnTitle:
    """The title's line, fetched on a thread of its own once the title opens."""

    def __init__(self) -> None:
        self.count: int | None = None  # None while asking, or when nobody answered
        self.done = threading.Event()
        seats = kept()
        if not seats:
            self.done.set()
            return
        threading.Thread(target=self._run, args=(seats,), name="online-turns", daemon=True).start()

    def _run(self, seats: list[KeptSeat]) -> None:
        try:
            self.count = waiting_games(seats)
        finally:
            self.done.set()
            from steamworks.ui.rest import wake_the_loop

            wake_the_loop()  # the title draws its line now

    def line(self) -> str | None:
        """ "Your turn in N online games", when some await the player's move."""
        if not self.count:
            return None
        return ntr(
            "Your turn in {count} online game", "Your turn in {count} online games", self.count
        )
