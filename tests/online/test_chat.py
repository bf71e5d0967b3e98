"""Chat on the real server process: a line reaches every seat of the table with its sender's
name, bad lines are refused with a reason, a flooding chatter is slowed (told, never closed),
its table's game goes on, and a seat that comes back gets the recent lines again."""

from __future__ import annotations

import asyncio

from steamworks.online import protocol as P
from steamworks.online.client import Connection
from tests.support.online_table import run, two_seats


async def _table(url: str):
    table = await two_seats(url, ready=False)
    return table.host, table.guest, table.seated, table.joined


async def _chats(conn: Connection, until: str) -> list[P.Chat]:
    """The lines of chat `conn` gets up to the one saying `until`."""
    lines = []
    while True:
        message = await conn.recv()
        if isinstance(message, P.Chat):
            lines.append(message)
            if message.text == until:
                return lines


async def _failure(conn: Connection) -> P.Failure:
    while True:
        message = await conn.recv()
        if isinstance(message, P.Failure):
            return message


def test_a_line_of_chat_reaches_every_seat_with_its_senders_name(server):
    async def scenario():
        host, guest, _s, _j = await _table(server.url)
        await host.send(P.Say("  Good   luck,\u00a0Brunel!  "))
        return await _chats(host, "Good luck, Brunel!"), await _chats(guest, "Good luck, Brunel!")

    at_host, at_guest = run(scenario())
    assert at_host == at_guest
    assert [(c.seat, c.name, c.text) for c in at_host] == [(0, "Ada", "Good luck, Brunel!")]


def test_bad_lines_are_refused_with_a_reason(server):
    async def scenario():
        host, _guest, _s, _j = await _table(server.url)
        answers = []
        for text in ("x" * (P.MAX_CHAT + 1), "ring\x07ring", "   "):
            await host.send(P.Say(text))
            answers.append(await _failure(host))
        seatless = await Connection.open(server.url)
        await seatless.send(P.Say("hello"))
        answers.append(await _failure(seatless))
        return answers

    too_long, control, empty, seatless = run(scenario())
    assert (too_long.code, control.code, empty.code) == ("bad-chat",) * 3
    assert f"at most {P.MAX_CHAT} characters" in too_long.message
    assert "printable" in control.message and "empty" in empty.message
    assert seatless.code == "no-seat"


def test_a_flooding_chatter_is_slowed_and_the_game_goes_on(server):
    async def scenario():
        host, guest, _seated, joined = await _table(server.url)
        flood = 40
        for i in range(flood):
            await guest.send(P.Say(f"spam {i}"))
        slowed, answered = 0, 0
        while answered < flood:  # each line is either sent to the table or refused
            message = await guest.recv()
            if isinstance(message, P.Failure):
                assert message.code == "chat-slow"
                slowed += 1
            answered += isinstance(message, (P.Failure, P.Chat))
        await asyncio.sleep(1 / P.CHAT_RATE + 0.5)  # the bucket has a line again
        await guest.send(P.Say("sorry"))
        heard = await _chats(host, "sorry")
        # the game is played at that table, by both seats
        for conn in (host, guest):
            await conn.send(P.Ready())
        updates = [await host.expect(P.Update), await guest.expect(P.Update)]
        first = updates[updates[0].to_act]
        actor = (host, guest)[first.to_act]
        await actor.send(P.Act(first.move, first.legal[0]))
        moved = await host.expect(P.Update)
        # and a seat that comes back gets the recent lines again
        again = await Connection.open(server.url)
        await again.send(P.ResumeSeat(joined.token))
        replayed = await _chats(again, "sorry")
        return flood, slowed, heard, moved, replayed

    flood, slowed, heard, moved, replayed = run(scenario())
    spam = [c for c in heard if c.text.startswith("spam")]
    assert int(P.CHAT_BURST) <= len(spam) < flood // 2  # the burst, then a trickle
    assert len(spam) + slowed == flood
    assert heard[-1].text == "sorry" and heard[-1].name == "Brunel"
    assert moved.move == 1
    assert [c.text for c in replayed][-1] == "sorry"
    assert len(replayed) <= 30
