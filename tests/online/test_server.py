"""The game server as a real process (`python -m steamworks serve` on 127.0.0.1) and clients
over real sockets: a whole game with an AI seat, refusals in the engine's words, seats taken
over with their token, and the background client coming back by itself after a restart."""

from __future__ import annotations

import asyncio
import signal

import pytest

from steamworks.online import protocol as P
from steamworks.online.bot import Bot
from steamworks.online.client import (
    CONNECTED,
    RECONNECTING,
    BackgroundClient,
    Connection,
    ServerSaidNo,
    Status,
    wait_for,
)
from steamworks.rules import engine
from steamworks.rules.actions import PlacePersona
from tests.support.online_table import run


async def _two_seats(url: str, seats=("human", "human")):
    host = await Bot.open(url, seed=1)
    seated = await host.create(seats, "Ada")
    guest = await Bot.open(url, seed=2)
    joined = await guest.join(seated.invite, "Brunel")
    await host.ready()
    await guest.ready()
    return host, guest, seated, joined


async def _update(conn: Connection) -> P.Update:
    return await conn.expect(P.Update)  # type: ignore[return-value]


def test_a_whole_game_with_an_ai_seat_is_played_over_real_sockets(server):
    async def scenario():
        host, guest, seated, joined = await _two_seats(server.url, ("human", "ai:easy", "human"))
        assert (seated.seat, joined.seat) == (0, 2)
        assert len(seated.token) >= 32 and len(seated.invite) >= 16
        assert seated.token != joined.token
        finals = await asyncio.gather(host.play(), guest.play())
        return host, guest, finals

    host, guest, finals = run(scenario())
    assert all(f.over for f in finals)
    assert finals[0].digest == finals[1].digest and finals[0].move == finals[1].move
    # both seats saw every position alike, and the AI seat moved (it was not skipped)
    assert host.digests == guest.digests
    assert len(host.digests) == finals[0].move + 1
    assert host.movers == {0, 1, 2}  # the server's AI played seat 1
    assert not host.refused and not guest.refused


def test_a_client_of_another_version_gets_a_clear_sentence(server):
    with pytest.raises(ServerSaidNo) as caught:
        run(Connection.open(server.url, protocol=P.PROTOCOL_VERSION + 1))
    assert caught.value.code == "version"
    assert "install the same version of Steam Works" in str(caught.value)


def test_actions_are_refused_in_the_engines_words(server):
    async def scenario():
        host, guest, _s, _j = await _two_seats(server.url)
        updates = [await _update(host.conn), await _update(guest.conn)]
        first = updates[updates[0].to_act]
        actor, idle = (host, guest) if first.to_act == 0 else (guest, host)
        wrong = PlacePersona(space=99)
        await actor.conn.send(P.Act(first.move, wrong))
        refused = await actor.conn.expect(P.Refused)
        await idle.conn.send(P.Act(first.move, first.legal[0]))
        out_of_turn = await idle.conn.expect(P.Refused)
        await actor.conn.send(P.Act(first.move, first.legal[0]))
        after = await _update(actor.conn)
        await actor.conn.send(P.Act(first.move, first.legal[0]))  # the same Act again: replayed
        replayed = await actor.conn.expect(P.Refused)
        return first, wrong, refused, out_of_turn, after, replayed

    first, wrong, refused, out_of_turn, after, replayed = run(scenario())
    assert first.legal and not any(u == wrong for u in first.legal)
    reason = engine.explain_illegal(first.view, wrong)
    assert reason is not None and refused.reason == reason
    assert out_of_turn.reason.startswith("It is not your turn")
    assert after.move == first.move + 1
    assert "the game is at move 1" in replayed.reason


def test_a_seat_token_takes_the_seat_back_and_a_wrong_one_is_refused(server):
    async def scenario():
        host, guest, seated, _joined = await _two_seats(server.url)
        before = await _update(host.conn)
        again = await Connection.open(server.url)
        await again.send(P.ResumeSeat(seated.token))
        back = await again.expect(P.Seated)
        resumed = await _update(again)
        # the older connection of that seat is closed: the newest one plays
        closed = await _closed(host.conn)
        stranger = await Connection.open(server.url)
        await stranger.send(P.ResumeSeat("x" * 32))
        with pytest.raises(ServerSaidNo) as wrong:
            await stranger.expect(P.Seated)
        await stranger.send(P.JoinGame("no-such-invite", "Eve"))
        with pytest.raises(ServerSaidNo) as bad_invite:
            await stranger.expect(P.Seated)
        return before, back, resumed, closed, wrong.value, bad_invite.value

    before, back, resumed, closed, wrong, bad_invite = run(scenario())
    assert back.seat == 0 and resumed.digest == before.digest and resumed.move == before.move
    assert closed
    assert wrong.code == "bad-token" and bad_invite.code == "bad-invite"


async def _closed(conn: Connection) -> bool:
    try:
        while True:
            await asyncio.wait_for(conn.recv(), 5)
    except TimeoutError:
        return False
    except Exception:  # noqa: BLE001 - ConnectionClosed, whichever subclass
        return True


# seconds the background client may take for each step: a bound against a hang, not a
# measure (10 s failed once on a machine at load 11-16, where these niced processes get a
# small share of the two cores)
STEP = 60


def test_the_background_client_comes_back_by_itself_after_a_server_restart(bench, tmp_path):
    server = bench.ServerProcess(tmp_path / "server")
    server.start()
    client = BackgroundClient(server.url, P.CreateGame("Ada", ("human", "ai:random")))
    client.start()
    try:
        seated = wait_for(client, lambda m: isinstance(m, P.Seated), STEP)
        assert isinstance(seated, P.Seated)
        client.send(P.Ready())
        first = wait_for(client, lambda m: isinstance(m, P.Update) and m.to_act == 0, STEP)
        assert isinstance(first, P.Update)
        server.kill(signal.SIGKILL)
        assert wait_for(client, lambda m: isinstance(m, Status) and m.state == RECONNECTING, STEP)
        server.start()
        assert wait_for(client, lambda m: isinstance(m, Status) and m.state == CONNECTED, STEP)
        back = wait_for(client, lambda m: isinstance(m, P.Update), STEP)
        assert isinstance(back, P.Update)
        assert (back.move, back.digest) == (first.move, first.digest)
        client.send(P.Act(back.move, back.legal[0]))
        moved = wait_for(client, lambda m: isinstance(m, P.Update) and m.move > back.move, STEP)
        assert moved is not None
    finally:
        client.close()
        server.kill(signal.SIGTERM)
    assert "Traceback" not in server.log_text()
