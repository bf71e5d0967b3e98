"""The desktop client driven headless through online games with real input events: the
title's Online entry, Host (a real `steamworks serve` process on 127.0.0.1 that the game
starts), the lobby, the table played by clicks against a bot client in another process, the
results; a bot that drops and comes back (the table says who is away), and a server killed and
started again (the table says "Reconnecting..." and comes back to the same position by
itself). Loopback only; every wait is bounded (a hang fails, nothing is timed)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
import time

import pygame

from steamworks.online import protocol as P
from steamworks.persistence import history
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.ui.online.hosting import HostedServer, stop_all
from steamworks.ui.online.lobby import LobbyScene
from steamworks.ui.online.online_screen import OnlineScene
from steamworks.ui.online.results import OnlineResultsScene
from steamworks.ui.online.table import OnlineTableScene
from tests.support.driver import click_plan_point, open_title

WAIT = 30.0  # seconds any one step may take before the test fails (a bound, not a measure)


def wait_until(d, test, what: str, limit: float = WAIT, news=None) -> None:
    """Step frames until `test()` holds (bounded)."""
    deadline = time.monotonic() + limit
    while not test():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}: {news() if news else ''}")
        d.frames(1)
        time.sleep(0.005)


class BotProcess:
    """`python -m steamworks.online.bot` in a process of its own, its JSON lines read on a
    thread as they come (no read ever blocks the test)."""

    def __init__(self, url: str, *, invite: str | None = None, token: str | None = None):
        seat = f"--invite={invite}" if invite else f"--token={token}"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "steamworks.online.bot", url, seat, "--name=Brunel"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self.events: list[dict] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith("{"):
                self.events.append(json.loads(line))

    def seen(self, kind: str) -> list[dict]:
        return [e for e in list(self.events) if e["event"] == kind]

    def stop(self, sig: int = signal.SIGKILL) -> None:
        if self.process.poll() is None:
            self.process.send_signal(sig)
        self.process.wait(10)


def host_game(d, seats_steps: int = 0) -> LobbyScene:
    """Title -> Online -> Host on this computer (any free port), by clicks and keys. With
    `seats_steps`, seat 2 is stepped that far (1: an Easy AI). The game waits for a player
    who is away (no grace period: the AI never stands in, however slow the machine)."""
    if not isinstance(d.top, OnlineScene):
        d.click("online")
    assert isinstance(d.top, OnlineScene)
    while d.top.form.grace != 0:
        d.click("grace_prev")
    d.replace_text("name", "Ada")
    d.replace_text("port", "0")  # any free port (the server says which)
    for _ in range(seats_steps):
        d.click("seat1_next")
    d.click("host")
    wait_until(d, lambda: isinstance(d.top, LobbyScene), "the lobby")
    lobby = d.top
    wait_until(d, lambda: lobby.seated is not None and lobby.lobby is not None, "the seat")
    assert lobby.lobby.seats[0].name == "Ada"
    assert lobby.link.url.startswith("ws://127.0.0.1:")
    return lobby


def open_table(d, lobby: LobbyScene) -> OnlineTableScene:
    d.click("ready")
    wait_until(d, lambda: isinstance(d.top, OnlineTableScene), "the table")
    table = d.top
    table.recap.hide()  # "since your last turn" lies over the log
    return table


def my_turn_or_end(d, table: OnlineTableScene) -> bool:
    """Wait until this seat may play (True) or the game is over (False)."""
    wait_until(
        d,
        lambda: (
            table.session.state.game_over or (table.legal and not table.controller.pacer.holding)
        ),
        "this seat's turn or the end",
        news=lambda: table_news(table),
    )
    return not table.session.state.game_over


def table_news(table: OnlineTableScene) -> str:
    """What the table holds now (for a wait's failure message)."""
    c = table.online
    return (
        f"move {c.remote.move}, to act {engine.to_act(table.session.state)}, "
        f"legal {len(c.legal)} (offered {len(table.legal)}), holding {c.pacer.holding}, "
        f"in flight {c.in_flight}, {table.connection_state}, toast {c.toast}, "
        f"seats {c.seats}, presence {c.presence}; the server said: "
        + " | ".join(table.hosted.lines[-8:] if table.hosted else [])
    )


def play_my_turn_step(d, table: OnlineTableScene, index: int) -> None:
    """One decision of this seat, delivered as clicks on what the table shows; then wait for
    the server's answer."""
    table.controller.toast = None
    moved = table.online.remote.move
    frame = engine.current_decision(table.session.state)
    if isinstance(frame, (F.BuildFrame, F.AddFrame)) and table.build_panel is not None:
        d.click_at(tuple(int(v) for v in table.build_panel.button_rect("cancel").centre))
    else:
        options = [a for a in table.legal if table.click_plan(a) is not None]
        assert options, f"nothing clickable for {frame}"
        busy = [a for a in options if not isinstance(a, (A.Decline, A.EndActivation, A.Pass))]
        pool = busy or options
        action = pool[index % len(pool)]
        for _ in range(6):
            plan = table.click_plan(action)
            if plan is None and table.selection is not None:
                d.click("page_next")
                continue
            if plan is None:
                break  # sent: the table offers nothing while the move is on its way
            d.click_at(click_plan_point(d, plan))
            if d.top is not table:  # "Place here?": a placement that gains nothing now
                d.key(pygame.K_RETURN)
            if table.online.in_flight is not None or table.online.remote.move > moved:
                break
    wait_until(d, lambda: table.online.remote.move > moved or table.controller.toast, "the answer")
    assert table.controller.toast is None, table.controller.toast  # no move was refused


def test_a_whole_online_game_is_played_from_the_desktop(make_app):
    d = open_title(make_app)
    bot = None
    try:
        lobby = host_game(d)
        assert lobby.widget("ready").is_enabled  # ready may be pressed now
        bot = BotProcess(lobby.link.url, invite=lobby.seated.invite)
        wait_until(d, lambda: lobby.lobby.seats[1].taken, "the bot to join")
        assert [s.name for s in lobby.lobby.seats] == ["Ada", "Brunel"]
        # a line of chat, typed in the lobby: the server says it to the whole table
        d.replace_text("chat_line", "Good evening, Brunel.")
        d.click("send")
        wait_until(d, lambda: lobby.said.chat(), "the chat line back from the server")
        assert lobby.said.chat()[0].text == "Good evening, Brunel."
        table = open_table(d, lobby)
        assert table.seat_words(0) == "you" and table.seat_words(1) == "online"
        # the server decides: a move it refuses comes back in the engine's own words
        assert my_turn_or_end(d, table)
        wrong = A.PlacePersona(space=99)
        reason = engine.explain_illegal(table.session.state, wrong)
        assert table.controller.submit(wrong)
        wait_until(d, lambda: table.controller.toast is not None, "the refusal")
        assert table.controller.toast[0] == reason
        assert table.online.in_flight is None and table.legal  # the turn goes on
        # undo online follows the desktop's rule: no step of Ada's this turn yet, and the
        # button says why
        undo = table.widget("undo")
        assert not undo.is_enabled and "Undo is not available" in table._tips[undo]
        assert table.widget_or_none("save") is None  # Chat in its place
        assert "Ada: Good evening, Brunel." in [line.text for line in table.log_panel.lines]
        steps, took_back = 0, False
        while my_turn_or_end(d, table):
            assert table.controller.whose_turn == "Ada"
            play_my_turn_step(d, table, steps)
            steps += 1
            assert steps < 2000
            if not took_back and my_turn_or_end(d, table) and undo.is_enabled:
                # a step of Ada's own turn: Undo asks the server, which takes it back
                took_back, moved = True, table.online.remote.move
                d.click("undo")
                wait_until(
                    d, lambda moved=moved: table.online.remote.move < moved, "the step taken back"
                )
                wait_until(d, lambda: any(n.event == P.TOOK_BACK for n in table.notices), "news")
                assert "Ada took back their last step." in [
                    line.text for line in table.log_panel.lines
                ]
        assert took_back  # Ada's turns have steps after which she is still to act
        # every move was seen and told in the log, the bot's among them
        assert table.online.remote.gap == 0
        assert len(table.session.log) == table.online.remote.move
        assert {entry.seat for entry in table.session.log} == {0, 1}
        d.key(pygame.K_RETURN)  # the final table, then the results
        wait_until(d, lambda: isinstance(d.top, OnlineResultsScene), "the results")
        results = d.top
        # this computer hosted: the game is kept from the server's record, replayable
        wait_until(d, lambda: results.real, "the game kept")
        assert results.kept_as is not None
        assert results.widget("replay").is_enabled and results.widget("analyse").is_enabled
        assert results.session.state.game_over and len(results.session.log) == len(
            table.session.log
        )
        kept = history.read_history().entries  # Statistics counts it
        assert len(kept) == 1 and sorted(s.name for s in kept[0].seats) == ["Ada", "Brunel"]
        d.click("replay")  # the replay viewer opens on the real game
        assert d.top is not results
        wait_until(d, lambda: bot.process.poll() is not None, "the bot to finish")
        final = bot.seen("update")[-1]
        assert final["move"] == table.online.remote.move
        assert bot.process.returncode == 0
    finally:
        if bot is not None:
            bot.stop()
        stop_all()


def test_a_player_who_drops_is_shown_away_and_comes_back(make_app):
    d = open_title(make_app)
    bots: list[BotProcess] = []
    try:
        lobby = host_game(d)
        bots.append(BotProcess(lobby.link.url, invite=lobby.seated.invite))
        wait_until(d, lambda: lobby.lobby.seats[1].taken, "the bot to join")
        url = lobby.link.url
        table = open_table(d, lobby)
        for step in range(3):
            assert my_turn_or_end(d, table)
            play_my_turn_step(d, table, step)
        wait_until(d, lambda: bots[0].seen("seated"), "the bot's token")
        token = bots[0].seen("seated")[0]["token"]
        bots[0].stop()  # the other player's connection is gone
        wait_until(d, lambda: table.seat_words(1) == "away", "Brunel shown away")
        assert table.online.away(1)
        # the bot's turn comes round: the table says Brunel is away, not that they are playing
        while engine.to_act(table.session.state) != 1:
            assert my_turn_or_end(d, table)
            play_my_turn_step(d, table, 0)
        d.frames(2)
        assert table.online.guide_waiting()[0] == "Brunel is away", table_news(table)
        assert table.prompt.title == "Brunel is away"
        bots.append(BotProcess(url, token=token))  # back, with the seat token
        wait_until(d, lambda: table.seat_words(1) == "online", "Brunel back online")
        wait_until(d, lambda: bots[1].seen("seated"), "the bot back in its seat")
        assert bots[1].seen("seated")[0]["seat"] == 1
        steps = 0
        while my_turn_or_end(d, table):
            play_my_turn_step(d, table, steps)
            steps += 1
            assert steps < 2000
        assert table.session.state.game_over
    finally:
        for bot in bots:
            bot.stop()
        stop_all()


def test_the_table_reconnects_by_itself_after_the_server_restarts(make_app):
    d = open_title(make_app)
    try:
        lobby = host_game(d, seats_steps=1)  # seat 2: an Easy AI, played by the server
        assert lobby.lobby.seats[1].controller == "ai:easy"
        server = lobby.hosted
        assert server is not None
        table = open_table(d, lobby)
        for step in range(2):
            assert my_turn_or_end(d, table)
            play_my_turn_step(d, table, step)
        assert my_turn_or_end(d, table)
        position, move = table.session.state, table.online.remote.move
        assert server.process is not None
        server.process.kill()  # the server dies (SIGKILL): nothing acknowledged is lost
        server.process.wait(10)
        wait_until(d, lambda: table.connection_state == "reconnecting", "Reconnecting...")
        assert table.seat_words(0) == "reconnecting"
        assert not table.legal  # nothing is offered while the server cannot hear
        again = HostedServer(server.host, server.port, server.data)
        again.start()
        wait_until(d, lambda: table.connection_state == "connected", "the connection back")
        wait_until(d, lambda: bool(table.legal), "the seat's turn again")
        # the same seat, at the same position (the token resumed it)
        assert table.online.remote.move == move
        assert table.session.state == position
        play_my_turn_step(d, table, 0)
        assert table.online.remote.move > move
    finally:
        stop_all()


def test_personas_are_drafted_on_the_online_table_as_on_the_desktop(make_app):
    d = open_title(make_app)
    bot = None
    try:
        d.click("online")
        d.click("personas_next")  # drafted at the table
        screen = d.top
        assert isinstance(screen, OnlineScene) and screen.form.personas == 1
        lobby = host_game(d)
        bot = BotProcess(lobby.link.url, invite=lobby.seated.invite)
        wait_until(d, lambda: lobby.lobby.seats[1].taken, "the bot to join")
        table = open_table(d, lobby)
        drafted = 0
        while not all(p.persona for p in table.session.state.players):
            assert my_turn_or_end(d, table)
            frame = engine.current_decision(table.session.state)
            if isinstance(frame, F.DraftFrame):
                # the draft's cards are on the table, each pick a click on one of them
                assert all(isinstance(a, A.ChoosePersona) for a in table.legal)
                drafted += 1
            play_my_turn_step(d, table, drafted)
        assert drafted == 1  # one pick each in a two-player draft
        players = table.session.state.players
        assert players[0].persona != players[1].persona
    finally:
        if bot is not None:
            bot.stop()
        stop_all()
