"""Where the servers this computer hosts keep their games: one folder for each port, so two
hosted servers never share a database (each would resume the other's games and play its AI
seats); a port left to the game is chosen before the server starts, so its folder has a
name; games hosted before the split are still found for Resume; and a server that cannot
start again for a kept game says so in words that fit a resume. Real server processes on
loopback, every wait bounded."""

from __future__ import annotations

import socket
import sqlite3

import pytest

from steamworks.online.server import DATABASE
from steamworks.ui.kept_seats import KeptSeat, remember
from steamworks.ui.online.hosting import (
    HOST_FOLDER,
    LOOPBACK,
    HostedServer,
    HostingError,
    host_folder,
)


def games_in(folder) -> int:
    with sqlite3.connect(folder / DATABASE) as db:
        return int(db.execute("select count(*) from sqlite_master").fetchone()[0])


def test_two_hosted_servers_keep_their_games_apart(data_dir):
    first, second = HostedServer(LOOPBACK, 0), HostedServer(LOOPBACK, 0)
    try:
        # the ports left to the game are chosen at once, and each names its own folder
        assert first.port != 0 and second.port != 0 and first.port != second.port
        assert first.data == data_dir / HOST_FOLDER / f"port-{first.port}"
        assert second.data == data_dir / HOST_FOLDER / f"port-{second.port}"
        first_url, second_url = first.start(), second.start()
        assert first_url.endswith(f":{first.port}") and second_url.endswith(f":{second.port}")
        # each server made its database in its own folder
        assert (first.data / DATABASE).exists() and (second.data / DATABASE).exists()
        assert games_in(first.data) > 0
    finally:
        first.stop()
        second.stop()


def test_games_hosted_before_the_split_are_found_again_for_their_port(data_dir):
    root = data_dir / HOST_FOLDER
    root.mkdir(parents=True)
    (root / DATABASE).write_bytes(b"")  # the shared database of before
    # a port no kept seat names gets a folder of its own
    assert host_folder(8765) == root / "port-8765"
    # the port a kept hosted game was served on finds the old folder
    remember(KeptSeat("ws://127.0.0.1:8765", "t" * 20, "g1", 0, hosted="127.0.0.1"))
    assert host_folder(8765) == root
    assert host_folder(8766) == root / "port-8766"
    # once the port's own folder exists, it is the one
    (root / "port-8765").mkdir()
    assert host_folder(8765) == root / "port-8765"


def test_a_server_resumed_on_a_taken_port_says_what_to_do(data_dir):
    taken = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    taken.bind((LOOPBACK, 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        again = HostedServer(LOOPBACK, port)
        again.resuming = True
        with pytest.raises(HostingError) as refused:
            again.start()
        said = str(refused.value)
        assert f"could not start again on port {port}" in said
        assert "press Resume again" in said
        assert "Try another port" not in said  # another port would lose the other players
        assert not again.running
        # a new game on that port is told to choose another
        fresh = HostedServer(LOOPBACK, port)
        with pytest.raises(HostingError, match="Try another port"):
            fresh.start()
    finally:
        taken.close()


def test_a_second_game_hosted_on_the_same_port_joins_the_running_server(make_app):
    from steamworks.ui.online.hosting import running_server, stop_all
    from steamworks.ui.online.lobby import LobbyScene
    from steamworks.ui.online.online_screen import OnlineScene
    from tests.support.driver import open_title
    from tests.ui.online.test_online_play import host_game, wait_until

    d = open_title(make_app)
    try:
        first = host_game(d)
        url = first.link.url
        port = int(url.rsplit(":", 1)[1])
        server = running_server(port)
        assert server is not None and first.hosted is server
        d.click("leave")  # back to the Online screen; the server goes on serving the game
        wait_until(d, lambda: isinstance(d.top, OnlineScene), "the Online screen")
        d.replace_text("port", str(port))
        d.click("host")
        wait_until(d, lambda: isinstance(d.top, LobbyScene), "the second lobby")
        second = d.top
        wait_until(d, lambda: second.seated is not None, "the second seat")
        # the same server process serves both games: no second server on the port or folder
        assert second.hosted is server and second.link.url == url
        assert running_server(port) is server and server.running
        assert second.seated.game != first.seated.game
    finally:
        stop_all()
