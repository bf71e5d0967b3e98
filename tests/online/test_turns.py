"""Turn-based games on the real server process: a move whose time runs out is made by the AI
for its seat (every seat is told), and a client asks with its seat tokens which of its games
await its move."""

from __future__ import annotations

import signal

from steamworks.online import protocol as P
from steamworks.online.client import Connection
from tests.support.online_table import run, two_seats


async def _table(url: str, **options):
    """A two-person game, both seats ready, neither ever moving: (host, guest, their tokens)."""
    table = await two_seats(url, **options)
    return table.host, table.guest, *table.tokens


def test_a_move_whose_time_ran_out_is_made_by_the_ai_and_everyone_is_told(server):
    async def scenario():
        host, _guest, _t0, _t1 = await _table(server.url, turn_limit=1)
        first = await host.expect(P.Update)
        notices, updates = [], []
        while len(updates) < 2:  # two moves nobody made
            message = await host.recv()
            if isinstance(message, P.Notice):
                notices.append(message)
            elif isinstance(message, P.Update):
                updates.append(message)
        return first, notices, updates

    first, notices, updates = run(scenario())
    assert first.move == 0 and first.clock is not None and 0 < first.clock <= 1
    assert [u.move for u in updates] == [1, 2]
    # each move was made for the seat whose time ran out, and said so before it came
    assert [n.event for n in notices] == [P.TIMEOUT, P.TIMEOUT]
    assert notices[0].seat == first.to_act and updates[0].last[-1].seat == first.to_act
    assert notices[0].move == updates[0].move and "time for a move ran out" in notices[0].text
    assert notices[1].seat == updates[0].to_act
    assert updates[0].clock is not None  # the next move is timed again


def test_a_move_made_in_time_is_never_taken_over(server):
    async def scenario():
        host, guest, _t0, _t1 = await _table(server.url, turn_limit=3)
        updates = [await host.expect(P.Update), await guest.expect(P.Update)]
        first = updates[updates[0].to_act]
        actor = host if first.to_act == 0 else guest
        await actor.send(P.Act(first.move, first.legal[0]))
        after = await actor.expect(P.Update)
        return first, after

    first, after = run(scenario())
    assert after.move == 1 and after.last[-1].action == first.legal[0]


def test_check_turns_answers_which_games_await_the_seats_move(server):
    async def scenario():
        host, guest, host_token, guest_token = await _table(server.url)
        first = await host.expect(P.Update)
        waiting = await Connection.open(server.url)  # the title screen: no seat
        await waiting.send(P.CheckTurns(("no-such-token" * 3, host_token, guest_token)))
        turns = await waiting.expect(P.Turns)
        await waiting.send(P.CheckTurns(tuple(f"t{i}" for i in range(P.MAX_TOKENS + 1))))
        too_many = await waiting.recv()
        return first, turns, too_many

    first, turns, too_many = run(scenario())
    assert [t.token for t in turns.games] == [1, 2]  # the unknown token is left out
    by_seat = {t.seat: t for t in turns.games}
    assert by_seat[first.to_act].your_turn and not by_seat[1 - first.to_act].your_turn
    assert all(t.started and not t.over and t.move == 0 for t in turns.games)
    assert all(t.title == "Ada's game" and t.clock is None for t in turns.games)
    assert isinstance(too_many, P.Failure) and too_many.code == "too-many"


def test_the_hosts_options_survive_a_server_restart(bench, tmp_path):
    """The name, grace period and time for a move are kept with the game: a server killed and
    started again still times the move awaited."""
    server = bench.ServerProcess(tmp_path / "server")
    server.start()
    try:

        async def start():
            host, _guest, token, _t1 = await _table(
                server.url, title="Sunday league", grace=600, turn_limit=900
            )
            await host.expect(P.Update)  # started: both Ready were taken
            return token

        token = run(start())
        server.kill(signal.SIGKILL)
        server.start()

        async def resume():
            conn = await Connection.open(server.url)
            await conn.send(P.ResumeSeat(token))
            lobby = await conn.expect(P.Lobby)
            update = await conn.expect(P.Update)
            return lobby, update

        lobby, update = run(resume())
    finally:
        server.kill(signal.SIGTERM)
    assert (lobby.title, lobby.grace, lobby.turn_limit) == ("Sunday league", 600, 900)
    assert update.clock is not None and 0 < update.clock <= 900
    assert update.presence[0] == P.CONNECTED and update.presence[1] == P.AWAY
