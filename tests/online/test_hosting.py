"""A server hosted inside the desktop's process (online/hosting.py): it serves a game to a
client, keeps it when stopped and started again on the same folder, and says why when it
cannot listen."""

from __future__ import annotations

import asyncio
import socket

import pytest

from steamworks.online import protocol as P
from steamworks.online.bot import Bot
from steamworks.online.client import Connection
from steamworks.online.hosting import HostedServer


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, 60))


async def _play(url: str):
    bot = await Bot.open(url, seed=4)
    seated = await bot.create(("human", "ai:random"), "Ada", title="Friday")
    await bot.ready()
    final = await bot.play()
    await bot.close()
    return seated, final


async def _resume(url: str, token: str) -> P.Update:
    conn = await Connection.open(url)
    await conn.send(P.ResumeSeat(token))
    update = await conn.expect(P.Update)
    await conn.close()
    return update  # type: ignore[return-value]


def test_a_hosted_server_serves_a_game_and_keeps_it_across_a_restart(tmp_path):
    hosted = HostedServer(tmp_path / "games", host="127.0.0.1")
    hosted.start()
    try:
        assert hosted.running and hosted.port > 0
        seated, final = run(_play(hosted.url))
    finally:
        hosted.stop()
    assert not hosted.running
    again = HostedServer(tmp_path / "games", host="127.0.0.1")
    again.start()
    try:
        kept = run(_resume(again.url, seated.token))
    finally:
        again.stop()
    assert final.over and kept.over
    assert (kept.move, kept.digest) == (final.move, final.digest)


def test_a_hosted_server_says_why_it_cannot_listen(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        hosted = HostedServer(tmp_path / "games", host="127.0.0.1", port=port)
        with pytest.raises(OSError):
            hosted.start()
    assert not hosted.running
