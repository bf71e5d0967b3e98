"""Undo online, on the real server process over real sockets: a seat takes back a step of its
own turn and every seat sees the position before it and reads who did it; everything else is
refused with the desktop's reason; a step taken back is gone from the games database too."""

from __future__ import annotations

import signal

from steamworks.online import protocol as P
from steamworks.online.client import Connection
from tests.support.online_table import run, two_seats


async def _table(url: str):
    """A two-person game, started: (host, guest, their tokens, each one's first Update)."""
    table = await two_seats(url)
    firsts = [await table.host.expect(P.Update), await table.guest.expect(P.Update)]
    return table.host, table.guest, table.tokens, firsts


async def _next(conn: Connection, kind: type) -> object:
    """The next message of `kind`, passing over lobby news (a Failure is returned too)."""
    while True:
        message = await conn.recv()
        if isinstance(message, (kind, P.Failure)):
            return message


def test_a_step_of_ones_own_turn_is_taken_back_and_everyone_sees_it(server):
    async def scenario():
        host, guest, _tokens, firsts = await _table(server.url)
        first = firsts[firsts[0].to_act]  # the Update of the seat to act, with its legal actions
        actor, idle = (host, guest) if first.to_act == 0 else (guest, host)
        # the opening step (placing a persona) leaves the turn with its player
        await actor.send(P.Act(0, first.legal[0]))
        stepped = await _next(actor, P.Update)
        idle_sees = await _next(idle, P.Update)
        await idle.send(P.Undo(1))  # not the idle seat's step
        not_theirs = await _next(idle, P.Refused)
        await actor.send(P.Undo(0))  # an Undo of an older position: stale
        stale = await _next(actor, P.Refused)
        await actor.send(P.Undo(1))
        back = await _next(actor, P.Update)
        seen = [await idle.recv(), await idle.recv()]
        await actor.send(P.Undo(0))  # nothing left to take back
        nothing = await _next(actor, P.Refused)
        return first, stepped, idle_sees, not_theirs, stale, back, seen, nothing

    first, stepped, idle_sees, not_theirs, stale, back, seen, nothing = run(scenario())
    assert stepped.move == 1 and stepped.to_act == first.to_act  # still that seat's turn
    # each Update says whether its seat may take the step back (the Undo button follows it)
    assert (first.undo, first.undo_refusal) == (False, "Nothing has happened yet.")
    assert (stepped.undo, stepped.undo_refusal) == (True, "")
    assert not idle_sees.undo
    assert idle_sees.undo_refusal == "Only a human player's own steps can be taken back."
    assert not_theirs.reason == "Only a human player's own steps can be taken back."
    assert "the game is at move 1" in stale.reason
    # the position before the step, exactly: the same digest, the same legal actions
    assert back.move == 0 and back.digest == first.digest and back.to_act == first.to_act
    assert set(map(repr, back.legal)) == set(map(repr, first.legal)) and back.legal
    notice, update = seen
    assert isinstance(notice, P.Notice) and notice.event == P.TOOK_BACK
    name = "Ada" if first.to_act == 0 else "Brunel"
    assert notice.seat == first.to_act and notice.text == f"{name} took back their last step."
    assert isinstance(update, P.Update) and update.move == 0 and update.digest == first.digest
    assert update.legal == ()  # the idle seat is offered nothing
    assert nothing.reason == "Nothing has happened yet."


def test_a_step_of_a_turn_that_has_passed_is_refused(server):
    async def scenario():
        host, guest, _tokens, firsts = await _table(server.url)
        conns = (host, guest)
        first = firsts[0]
        seat = first.to_act
        update = firsts[seat]
        # the seat plays its whole turn (its first legal action each time), until it passes
        while update.to_act == seat:
            await conns[seat].send(P.Act(update.move, update.legal[0]))
            update = await _next(conns[seat], P.Update)
        other = update.to_act
        await conns[seat].send(P.Undo(update.move))
        mine = await _next(conns[seat], P.Refused)
        await conns[other].send(P.Undo(update.move))
        theirs = await _next(conns[other], P.Refused)
        return update, mine, theirs

    update, mine, theirs = run(scenario())
    passed = "The turn has passed to the next player; only steps of the current turn can be undone."
    assert mine.reason == passed and theirs.reason == passed
    assert not update.undo and update.undo_refusal == passed  # as the Update had said


def test_undo_after_a_restart_and_the_step_stays_forgotten(bench, tmp_path):
    """A step played before the server was killed is taken back after it starts again (its
    position replayed from the database), and a step taken back is gone from the database:
    a server killed after the Undo comes back at the position before the step."""
    server = bench.ServerProcess(tmp_path / "server")
    server.start()
    try:

        async def step():
            host, guest, tokens, firsts = await _table(server.url)
            first = firsts[0]
            conn = (host, guest)[first.to_act]
            await conn.send(P.Act(0, firsts[first.to_act].legal[0]))
            await _next(conn, P.Update)
            return tokens[first.to_act], first

        token, first = run(step())
        server.kill(signal.SIGKILL)
        server.start()

        async def take_back():
            conn = await Connection.open(server.url)
            await conn.send(P.ResumeSeat(token))
            resumed = await _next(conn, P.Update)
            await conn.send(P.Undo(resumed.move))
            return resumed, await _next(conn, P.Update)

        resumed, back = run(take_back())
        server.kill(signal.SIGKILL)
        server.start()

        async def again():
            conn = await Connection.open(server.url)
            await conn.send(P.ResumeSeat(token))
            return await _next(conn, P.Update)

        after_restart = run(again())
    finally:
        server.kill(signal.SIGTERM)
    assert resumed.move == 1
    assert back.move == 0 and back.digest == first.digest
    assert after_restart.move == 0 and after_restart.digest == first.digest


def test_a_step_missed_while_away_is_offered_for_undo_only_as_the_server_allows(server):
    """The seat's own step whose Update it never read (its connection dropped first): a table
    opened on the resumed seat has not seen the step, so Undo follows the server's word in the
    Update, which says yes, and the server takes it back; the other seat, reading German, is
    told no in its own language."""
    from steamworks.ui.online.remote_session import RemoteSession, public_setup

    async def scenario():
        table = await two_seats(server.url)
        firsts = [await table.host.expect(P.Update), await table.guest.expect(P.Update)]
        seat = firsts[0].to_act
        actor = (table.host, table.guest)[seat]
        await actor.send(P.Act(0, firsts[seat].legal[0]))
        await actor.close()  # gone before reading the Update of its own step
        # the step is played once the other seat hears of it: the seat's comeback, on another
        # connection the server reads in another task, must not overtake the step itself
        watcher = (table.host, table.guest)[1 - seat]
        assert (await _next(watcher, P.Update)).move == 1
        back = await Connection.open(server.url)
        await back.send(P.ResumeSeat(table.tokens[seat], 0))
        seats = (await _next(back, P.Lobby)).seats
        resumed = await _next(back, P.Update)
        other = await Connection.open(server.url, language="de")  # the other seat, in German
        await other.send(P.ResumeSeat(table.tokens[1 - seat]))
        theirs = await _next(other, P.Update)
        await back.send(P.Undo(resumed.move))
        taken_back = await _next(back, P.Update)
        return firsts[seat], seats, resumed, theirs, taken_back

    first, seats, resumed, theirs, taken_back = run(scenario())
    assert resumed.move == 1 and resumed.undo
    # a table opened on the resumed seat (Resume from the Online screen) never saw the step
    session = RemoteSession(public_setup(seats), resumed)
    assert session.log == () and session.undo_block_reason() is None
    assert RemoteSession(public_setup(seats), theirs).undo_block_reason() == theirs.undo_refusal
    assert not theirs.undo
    assert (
        theirs.undo_refusal == "Nur die eigenen Schritte eines Menschen lassen sich zurücknehmen."
    )
    assert taken_back.move == 0 and taken_back.digest == first.digest
