"""The title's "Your turn in N online games": the seats the player took on servers elsewhere
are kept between runs, and the title asks their real server process (on loopback), on a thread,
which games await the player's move; a server that does not answer gives no line and no error,
and a seat whose game its server no longer has is forgotten."""

from __future__ import annotations

import asyncio
import signal
import time

import pytest

from steamworks.online import protocol as P
from steamworks.ui.kept_seats import KeptSeat, kept, remember, seats_path
from steamworks.ui.scenes.title import TitleScene
from tests.support.driver import open_title
from tests.support.online_table import two_seats
from tests.support.tools import load_tool

WAIT = 30.0  # seconds: a bound for the answers, never a measure of speed


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    bench = load_tool("bench_online")
    process = bench.ServerProcess(tmp_path_factory.mktemp("turns") / "server")
    process.start()
    yield process
    process.kill(signal.SIGTERM)


async def _table(url: str) -> tuple[P.Seated, P.Seated, int]:
    """A started two-person game: both seats, and the seat to act."""
    table = await two_seats(url)
    first = await table.host.expect(P.Update)
    for conn in (table.host, table.guest):
        await conn.close()
    assert first.to_act is not None
    return table.seated, table.joined, first.to_act


def keep(url: str, seated: P.Seated) -> None:
    remember(KeptSeat(url, seated.token, seated.game, seated.seat))


def title_line(d) -> str | None:
    title = d.top
    assert isinstance(title, TitleScene)
    deadline = time.monotonic() + WAIT
    while not title.online_turns.done.is_set() and time.monotonic() < deadline:
        d.frames(1)
        time.sleep(0.05)
    assert title.online_turns.done.is_set(), "the servers' answers never came"
    d.frames(1)
    return title.kept_notice()


def test_the_title_says_in_how_many_online_games_it_is_your_turn(make_app, server):
    first, second, third = (asyncio.run(_table(server.url)) for _ in range(3))
    # two games await the player's seat, one awaits the other player
    for host, guest, to_act in (first, second):
        keep(server.url, (host, guest)[to_act])
    host, guest, to_act = third
    keep(server.url, (host, guest)[1 - to_act])
    keep(server.url, P.Seated("gone", 0, "a seat the server never had", "x"))
    d = open_title(make_app)
    assert title_line(d) == "Your turn in 2 online games"
    # the seat the server does not know is forgotten; the others are kept
    assert len(kept()) == 3 and "a seat the server never had" not in {s.token for s in kept()}
    assert seats_path().stat().st_mode & 0o077 == 0  # the tokens are the player's alone


def test_no_answer_means_no_line_and_no_error(make_app):
    dead = load_tool("bench_online").free_port()  # nothing listens there
    keep(f"ws://127.0.0.1:{dead}", P.Seated("g", 0, "a token of a server that is down", "x"))
    d = open_title(make_app)
    assert title_line(d) is None
    assert isinstance(d.top, TitleScene)  # no dialog of any kind
    assert len(kept()) == 1  # a server that is down forgets nobody


def test_no_kept_seat_asks_nobody(make_app):
    d = open_title(make_app)
    title = d.top
    assert title.online_turns.done.is_set() and title.kept_notice() is None


def test_a_kept_seat_is_resumed_from_the_online_screen(make_app, server):
    from steamworks.ui.online.online_screen import OnlineScene
    from steamworks.ui.online.table import OnlineTableScene

    host, guest, to_act = asyncio.run(_table(server.url))
    keep(server.url, guest)
    d = open_title(make_app)
    d.click("online")
    assert isinstance(d.top, OnlineScene) and len(d.top.kept_rows()) == 1
    d.click("resume_0")  # back to Brunel's seat, with its kept token
    deadline = time.monotonic() + WAIT
    while not isinstance(d.top, OnlineTableScene) and time.monotonic() < deadline:
        d.frames(1)
        time.sleep(0.01)
    table = d.top
    assert isinstance(table, OnlineTableScene), "the table never opened"
    assert table.online.seat == guest.seat == 1
    assert table.controller.names == ("Ada", "Brunel")
    # the lobby named the game in the kept seat, for the list
    assert [s.title for s in kept()] == ["Ada's game"]
