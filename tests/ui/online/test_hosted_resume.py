"""A game this computer hosted outlives the run of the game that hosted it: the host's seat is
kept for the Online screen's list ("Yours", Resume), and when the host comes back after
quitting (the quit stopped the server), Resume starts the server again on the same port and
data folder; the host's table comes back at the same position, and the other player, a bot in
a process of its own, takes their seat back with their token and the game goes on to its end.
Real processes, loopback only, every wait bounded."""

from __future__ import annotations

from steamworks.ui.kept_seats import kept
from steamworks.ui.online.hosting import running_server, stop_all
from steamworks.ui.online.online_screen import OnlineScene
from steamworks.ui.online.table import OnlineTableScene
from tests.support.driver import open_title
from tests.ui.online.test_online_play import (
    BotProcess,
    host_game,
    my_turn_or_end,
    open_table,
    play_my_turn_step,
    wait_until,
)


def test_a_hosted_game_is_resumed_after_the_host_quits_and_comes_back(make_app):
    d = open_title(make_app)
    bots: list[BotProcess] = []
    try:
        lobby = host_game(d)
        url = lobby.link.url
        bots.append(BotProcess(url, invite=lobby.seated.invite))
        wait_until(d, lambda: lobby.lobby.seats[1].taken, "the bot to join")
        [seat] = kept()  # the host's seat is kept, with how its server listened
        assert (seat.url, seat.seat, seat.hosted) == (url, 0, "127.0.0.1")
        table = open_table(d, lobby)
        for step in range(3):
            assert my_turn_or_end(d, table)
            play_my_turn_step(d, table, step)
        assert my_turn_or_end(d, table)
        position, move = table.session.state, table.online.remote.move
        wait_until(d, lambda: bots[0].seen("seated"), "the bot's token")
        token = bots[0].seen("seated")[0]["token"]
        # the host quits: the window closes and the game stops the server it started
        d.app.close()
        stop_all()
        assert running_server(int(url.rsplit(":", 1)[1])) is None
        bots[0].process.wait(30)  # the bot's connection ended with the server

        # the host comes back: Online -> Yours -> Resume starts the server again
        d = open_title(make_app)
        d.click("online")
        screen = d.top
        assert isinstance(screen, OnlineScene)
        assert [s.token for s in screen.kept] == [seat.token]
        d.click("resume_0")
        wait_until(d, lambda: isinstance(d.top, OnlineTableScene), "the table again")
        table = d.top
        assert table.hosted is not None and table.hosted.url == url  # the same address
        assert table.online.remote.move == move
        assert table.session.state == position
        # the other player comes back to the same address with their token
        bots.append(BotProcess(url, token=token))
        wait_until(d, lambda: table.seat_words(1) == "online", "Brunel back online")
        steps = 0
        while my_turn_or_end(d, table):
            play_my_turn_step(d, table, steps)
            steps += 1
            assert steps < 2000
        assert table.session.state.game_over
        wait_until(d, lambda: bots[1].process.poll() is not None, "the bot to finish")
        assert bots[1].process.returncode == 0
        assert bots[1].seen("update")[-1]["move"] == table.online.remote.move
        assert kept() == []  # a finished game leaves the player's list
    finally:
        for bot in bots:
            bot.stop()
        stop_all()
