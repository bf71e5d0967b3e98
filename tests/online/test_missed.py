"""A seat that comes back after a drop is told the moves it missed, on the real server process
over real sockets: one "While you were away" notice per move, to that seat alone, before the
position; also after a server restart (the moves then replayed from the database to tell)."""

from __future__ import annotations

import signal

from steamworks.online import protocol as P
from steamworks.online.client import Connection
from tests.support.online_table import run, two_seats


async def _table(url: str):
    table = await two_seats(url)
    firsts = [await table.host.expect(P.Update), await table.guest.expect(P.Update)]
    return (table.host, table.guest), table.tokens, firsts


async def _play_while_away(url: str):
    """One seat drops at move 0; the other plays its turn meanwhile: (the seat away, its
    token, the moves played, the connections)."""
    conns, tokens, firsts = await _table(url)
    actor = firsts[0].to_act
    away = 1 - actor
    await conns[away].close()
    update, played = firsts[actor], []
    while update.to_act == actor and len(played) < 3:
        await conns[actor].send(P.Act(update.move, update.legal[0]))
        update = await conns[actor].expect(P.Update)
        played.append(update.last[-1])
    return away, tokens[away], played, conns[actor]


async def _resume(url: str, token: str, seen: int):
    conn = await Connection.open(url)
    await conn.send(P.ResumeSeat(token, seen))
    notices = []
    while True:
        message = await conn.recv()
        if isinstance(message, P.Notice):
            notices.append(message)
        elif isinstance(message, P.Update):
            return notices, message


def test_a_seat_coming_back_is_told_the_moves_it_missed(server):
    async def scenario():
        away, token, played, other = await _play_while_away(server.url)
        notices, update = await _resume(server.url, token, 0)
        # the seat that stayed is told nothing of the sort
        await other.send(P.Say("welcome back"))
        said = await other.expect(P.Chat)
        return away, played, notices, update, said

    away, played, notices, update, said = run(scenario())
    assert played and update.move == len(played)
    assert [n.event for n in notices] == [P.MISSED] * len(played)
    assert [n.move for n in notices] == list(range(1, len(played) + 1))
    assert all(n.seat == 1 - away for n in notices)
    name = "Ada" if away == 1 else "Brunel"
    assert all(n.text.startswith(f"While you were away: {name} ") for n in notices)
    assert said.text == "welcome back"


def test_the_missed_moves_are_told_after_a_server_restart_too(bench, tmp_path):
    server = bench.ServerProcess(tmp_path / "server")
    server.start()
    try:
        _away, token, played, _other = run(_play_while_away(server.url))
        server.kill(signal.SIGKILL)
        server.start()
        notices, update = run(_resume(server.url, token, 0))
        again, update_seen = run(_resume(server.url, token, len(played)))
    finally:
        server.kill(signal.SIGTERM)
    assert update.move == len(played) and len(notices) == len(played)
    assert all(n.event == P.MISSED and n.text.startswith("While you were away") for n in notices)
    assert update_seen.move == len(played)
    assert not [n for n in again if n.event == P.MISSED]  # nothing missed since then


def test_notices_and_chat_are_kept_with_the_game_over_a_restart(bench, tmp_path):
    """The lines said at a table are in the games database: a server killed and started again
    still sends them to a seat that comes back (a notice worded in that seat's language)."""
    server = bench.ServerProcess(tmp_path / "server")
    server.start()
    try:

        async def say_and_take_back():
            conns, tokens, firsts = await _table(server.url)
            actor = firsts[0].to_act
            await conns[0].send(P.Say("Good evening, Brunel."))
            await conns[0].expect(P.Chat)
            first = firsts[actor]
            await conns[actor].send(P.Act(0, first.legal[0]))  # the opening step keeps the turn
            await conns[actor].expect(P.Update)
            await conns[actor].send(P.Undo(1))
            await conns[actor].expect(P.Notice)
            return tokens[1 - actor], actor

        token, actor = run(say_and_take_back())
        server.kill(signal.SIGKILL)
        server.start()

        async def come_back(language: str):
            conn = await Connection.open(server.url, language=language)
            await conn.send(P.ResumeSeat(token))
            lines = []
            while True:
                message = await conn.recv()
                if isinstance(message, (P.Chat, P.Notice)):
                    lines.append(message)
                elif isinstance(message, P.Update):
                    return lines

        english = run(come_back("en"))
        german = run(come_back("de"))
    finally:
        server.kill(signal.SIGTERM)
    name = "Ada" if actor == 0 else "Brunel"
    assert [type(m).__name__ for m in english] == ["Chat", "Notice"]
    chat, notice = english
    assert chat.text == "Good evening, Brunel." and chat.name == "Ada"
    assert notice.event == P.TOOK_BACK and notice.text == f"{name} took back their last step."
    assert german[0] == chat  # a player's own words are never translated
    assert german[1].event == P.TOOK_BACK and german[1].seat == notice.seat
