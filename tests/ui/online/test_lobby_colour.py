"""The lobby's Colour button, driven by clicks on a game hosted from the Online screen (a real
server process): the seat moves to the next colour no other seat has, as the server says."""

from __future__ import annotations

from steamworks.ui.online.hosting import stop_all
from tests.support.driver import open_title
from tests.ui.online.test_online_play import host_game, wait_until


def test_the_colour_button_moves_the_seat_to_the_next_free_colour(make_app):
    d = open_title(make_app)
    try:
        lobby = host_game(d)
        assert [s.colour for s in lobby.lobby.seats] == [0, 1]
        d.click("colour")  # 1 is the other seat's: the next free one is 2
        wait_until(d, lambda: lobby.lobby.seats[0].colour == 2, "the server's new colours")
        d.click("colour")
        wait_until(d, lambda: lobby.lobby.seats[0].colour == 3, "the next colour")
        assert lobby.problem is None and lobby.widget("ready").is_enabled
    finally:
        stop_all()
