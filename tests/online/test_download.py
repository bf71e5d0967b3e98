"""A finished online game downloaded as a save, on the real server process: refused while the
game is played (the save holds the seed), then given to any seat as an ordinary save file's
text, which the desktop's save loader reads and replays to the game's final position."""

from __future__ import annotations

import asyncio

from steamworks.online import protocol as P
from steamworks.online.bot import Bot
from steamworks.online.client import Connection
from steamworks.online.views import digest, redact
from steamworks.persistence.savefile import decode_save


async def _answer(conn: Connection) -> P.ServerMessage:
    """The next SaveFile or Failure."""
    while True:
        message = await conn.recv()
        if isinstance(message, (P.SaveFile, P.Failure)):
            return message


def test_a_finished_game_downloads_as_a_save_that_replays_to_the_same_end(server):
    async def scenario():
        host = await Bot.open(server.url, seed=7)
        seated = await host.create(("human", "ai:random", "human"), "Ada")
        guest = await Bot.open(server.url, seed=8)
        await guest.join(seated.invite, "Brunel")
        await host.conn.send(P.Download())
        unstarted = await _answer(host.conn)
        await host.ready()
        await guest.ready()
        guest_playing = asyncio.create_task(guest.play())

        def hosts_turn(bot: Bot) -> bool:  # nothing moves until the host does
            update = bot.latest
            return update is not None and update.move >= 2 and update.to_act == update.seat

        await host.play(until=hosts_turn)
        await host.conn.send(P.Download())
        early = await _answer(host.conn)
        finals = await asyncio.gather(host.play(), guest_playing)
        await guest.conn.send(P.Download())  # any seat may
        save = await _answer(guest.conn)
        stranger = await Connection.open(server.url)
        await stranger.send(P.Download())
        seatless = await _answer(stranger)
        return seated, unstarted, early, finals, save, seatless

    seated, unstarted, early, finals, save, seatless = asyncio.run(
        asyncio.wait_for(scenario(), 120)
    )
    assert isinstance(unstarted, P.Failure) and unstarted.code == "not-over"
    assert isinstance(early, P.Failure) and early.code == "not-over"
    assert "seed" in early.message
    assert isinstance(seatless, P.Failure) and seatless.code == "no-seat"
    assert isinstance(save, P.SaveFile) and save.game == seated.game
    loaded = decode_save(save.text.encode("utf-8"))  # the desktop's loader, log replayed
    final = finals[0]
    assert final.over and len(loaded.log) == final.move
    assert digest(redact(loaded.state)) == final.digest
    assert [s.name for s in loaded.setup.seats] == ["Ada", "Random AI", "Brunel"]
    assert str(loaded.setup.seed) in save.text  # the real seed: the game is over
