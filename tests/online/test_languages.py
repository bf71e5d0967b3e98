"""Each connection in its own language, on the real server process: a client that says
"pseudo" in its Hello gets its refusals worded in the pseudo-language while an English client at
the same table gets English; chat stays the players' own words; a Hello without a language (as
clients from before languages send) is answered in English."""

from __future__ import annotations

import json

from steamworks import __version__ as GAME_VERSION
from steamworks.language.catalogue import pseudo
from steamworks.online import protocol as P
from steamworks.online.client import Connection, ServerSaidNo, hello_text
from steamworks.rules.actions import EndActivation
from tests.support.online_table import run


async def _refusal(conn: Connection) -> P.Refused:
    while True:
        message = await conn.recv()
        if isinstance(message, P.Refused):
            return message


async def _chat(conn: Connection) -> P.Chat:
    while True:
        message = await conn.recv()
        if isinstance(message, P.Chat):
            return message


def test_an_illegal_action_is_refused_in_each_clients_own_language(server):
    async def scenario():
        host = await Connection.open(server.url, language="pseudo")
        await host.send(P.CreateGame("Ada", ("human", "human")))
        seated = await host.expect(P.Seated)
        guest = await Connection.open(server.url, language="en")
        await guest.send(P.JoinGame(seated.invite, "Brunel"))
        await guest.expect(P.Seated)
        # the same illegal action from each: a move before the game has started
        for conn in (host, guest):
            await conn.send(P.Act(0, EndActivation()))
        early = [await _refusal(host), await _refusal(guest)]
        # a player's own words reach everyone as they were said
        await host.send(P.Say("Good luck!"))
        chats = [await _chat(host), await _chat(guest)]
        # then a move out of turn, from whichever seat is not to play
        for conn in (host, guest):
            await conn.send(P.Ready())
        updates = [await host.expect(P.Update), await guest.expect(P.Update)]
        actor = updates[0].to_act
        assert actor is not None
        waiting = 1 - actor
        mover = (host, guest)[waiting]
        await mover.send(P.Act(updates[waiting].move, EndActivation()))
        out_of_turn = await _refusal(mover)
        return early, chats, actor, waiting, out_of_turn

    early, chats, actor, waiting, out_of_turn = run(scenario())
    not_started = "The game has not started yet."
    assert early[0].reason == pseudo(not_started)
    assert early[0].reason != not_started and early[0].reason.startswith("[")
    assert early[1].reason == not_started
    assert [c.text for c in chats] == ["Good luck!", "Good luck!"]
    names = ("Ada", "Brunel")
    template = "It is not your turn: {player} is to play."
    spoken = pseudo(template) if waiting == 0 else template
    assert out_of_turn.reason == spoken.format(player=names[actor])


def test_a_hello_without_a_language_is_answered_in_english(server):
    assert "language" not in json.loads(hello_text(P.PROTOCOL_VERSION, "en"))
    assert json.loads(hello_text(P.PROTOCOL_VERSION, "de"))["language"] == "de"

    async def scenario():
        old = await Connection.open(server.url, language="en")  # says no language at all
        await old.send(P.Act(0, EndActivation()))
        return await old.expect(P.Failure)

    failure = run(scenario())
    assert failure.code == "no-seat"
    assert failure.message == "Create or join a game first."


def test_a_client_of_another_version_is_told_so_in_its_own_language(server):
    async def scenario():
        try:
            await Connection.open(server.url, protocol=1, language="pseudo")
        except ServerSaidNo as refusal:
            return refusal
        return None

    refusal = run(scenario())
    assert refusal is not None and refusal.code == "version"
    assert str(refusal) == pseudo(
        "This server speaks version {ours} of the Steam Works online protocol (game {game}) "
        "and your game speaks version {theirs}: install the same version of Steam Works as "
        "the server to play on it."
    ).format(ours=P.PROTOCOL_VERSION, game=GAME_VERSION, theirs=1)
