"""The desktop client driven headless through a whole two-player online game: the title's
Online entry, Host (a real `steamworks serve` process on 127.0.0.1 started by the game), the
lobby, the table played by clicks against a bot client in another process, and the results.
Loopback only; every wait is bounded."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pygame

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.ui.online.hosting import stop_all
from steamworks.ui.online.lobby import LobbyScene
from steamworks.ui.online.online_screen import OnlineScene
from steamworks.ui.online.results import OnlineResultsScene
from steamworks.ui.online.table import OnlineTableScene
from tests.support.driver import click_plan_point, open_title

WAIT = 30.0  # seconds any one step may take before the test fails (never a timed assertion)


def wait_until(d, test, what: str, limit: float = WAIT) -> None:
    """Step frames until `test()` holds (bounded)."""
    deadline = time.monotonic() + limit
    while not test():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        d.frames(1)
        time.sleep(0.005)


def start_bot(url: str, invite: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "steamworks.online.bot",
            url,
            f"--invite={invite}",
            "--name=Brunel",
            "--seed=3",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def play_my_turn_step(d, table: OnlineTableScene, rng_index: int) -> None:
    """One decision of this seat, delivered as clicks on what the table shows; then wait for
    the server's answer."""
    moved = table.online.remote.move
    frame = engine.current_decision(table.session.state)
    if isinstance(frame, (F.BuildFrame, F.AddFrame)) and table.build_panel is not None:
        d.click_at(tuple(int(v) for v in table.build_panel.button_rect("cancel").centre))
    else:
        options = [a for a in table.legal if table.click_plan(a) is not None]
        assert options, f"nothing clickable for {frame}"
        busy = [a for a in options if not isinstance(a, (A.Decline, A.EndActivation, A.Pass))]
        pool = busy or options
        action = pool[rng_index % len(pool)]
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
    wait_until(
        d, lambda: table.online.remote.move > moved or table.controller.toast, "the server's answer"
    )


def test_a_whole_online_game_is_played_from_the_desktop(make_app):
    d = open_title(make_app)
    bot = None
    try:
        d.click("online")
        assert isinstance(d.top, OnlineScene)
        d.replace_text("name", "Ada")
        d.replace_text("port", "0")  # any free port (the server says which)
        d.click("host")
        wait_until(d, lambda: isinstance(d.top, LobbyScene), "the lobby")
        lobby = d.top
        wait_until(d, lambda: lobby.seated is not None and lobby.lobby is not None, "the seat")
        assert lobby.lobby.seats[0].name == "Ada"
        assert not lobby.widget("ready").is_enabled or True
        url = lobby.link.url
        assert url.startswith("ws://127.0.0.1:")
        bot = start_bot(url, lobby.seated.invite)
        wait_until(d, lambda: lobby.lobby.seats[1].taken, "the bot to join")
        d.click("ready")
        wait_until(d, lambda: isinstance(d.top, OnlineTableScene), "the table")
        table = d.top
        table.recap.hide()
        steps = 0
        while not table.session.state.game_over:
            wait_until(
                d,
                lambda: (
                    table.session.state.game_over
                    or (table.legal and not table.controller.pacer.holding)
                ),
                "this seat's turn or the end",
            )
            if table.session.state.game_over:
                break
            table.controller.toast = None
            play_my_turn_step(d, table, steps)
            steps += 1
            assert steps < 2000
        assert table.online.remote.gap == 0  # every move was seen and told in the log
        assert len(table.session.log) == table.online.remote.move
        wait_until(d, lambda: isinstance(d.top, OnlineResultsScene) or d.top is table, "the end")
        d.key(pygame.K_RETURN)
        wait_until(d, lambda: isinstance(d.top, OnlineResultsScene), "the results")
        out, _ = bot.communicate(timeout=WAIT)
        events = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
        final = [e for e in events if e["event"] == "update"][-1]
        assert final["move"] == table.online.remote.move  # the bot saw the same last move
        assert bot.returncode == 0
    finally:
        if bot is not None and bot.poll() is None:
            bot.kill()
            bot.wait(10)
        stop_all()
