"""The desktop's Find list against a real server listing a game on the LAN, run as a program of
its own (`python -m tests.ui.online.lan_check`) so that test_online_find.py can run it inside a
network namespace with only loopback up: a server process run with `--lan` on 127.0.0.1, a
client creating a LAN game in it, and the desktop (headless, real pygame events) opening the
Online screen, seeing the game listed by itself, joining it with one click and reaching the
table. Prints one JSON line: what it saw. Every wait is bounded."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["STEAMWORKS_LAN_INTERFACES"] = "127.0.0.1"

WAIT = 20.0


def main() -> int:
    from websockets.exceptions import ConnectionClosed

    from steamworks.online.bot import Bot
    from steamworks.ui.app import App
    from steamworks.ui.launch_options import LaunchOptions
    from steamworks.ui.online.lobby import LobbyScene
    from steamworks.ui.online.online_screen import OnlineScene
    from steamworks.ui.online.table import OnlineTableScene
    from steamworks.ui.scenes.game_hooks import make_hooks
    from steamworks.ui.settings import SettingsStore
    from tests.support.driver import Driver, fast
    from tests.support.tools import load_tool

    bench = load_tool("bench_online")
    seen: dict[str, object] = {}
    with tempfile.TemporaryDirectory(prefix="steamworks-lan-check-") as tmp:
        os.environ["STEAMWORKS_DATA_DIR"] = str(Path(tmp) / "data")
        with bench.running_server(Path(tmp), extra=("--lan", "Brunel's server")) as server:
            host_done = threading.Event()

            async def hosting() -> None:
                bot = await Bot.open(server.url, seed=5)
                seated = await bot.create(
                    ("human", "human"), "Brunel", title="Brunel's game", lan=True
                )
                seen["invite"] = seated.invite
                await bot.ready()
                await bot.play(moves=1)  # plays on once the desktop has joined and is ready
                await bot.close()

            def run_host() -> None:
                try:
                    asyncio.run(asyncio.wait_for(hosting(), 4 * WAIT))
                except (ConnectionClosed, TimeoutError):
                    pass  # the server stops when the check is over: the host's game ends there
                finally:
                    host_done.set()

            threading.Thread(target=run_host, daemon=True).start()
            Path(tmp, "data").mkdir()
            store = SettingsStore(Path(tmp) / "data" / "settings.json")
            app = App(
                LaunchOptions(window_size=(1600, 900), fullscreen=False),
                hooks=make_hooks(),
                store=store,
            )
            app.open()
            try:
                fast(app)
                d = Driver(app)
                d.frames(1)
                d.click("online")
                screen = d.top
                assert isinstance(screen, OnlineScene)
                started = time.monotonic()
                while not screen.found:
                    assert time.monotonic() - started < WAIT, "no game was listed"
                    d.frames(1)
                    time.sleep(0.02)
                seen["listed_after"] = round(time.monotonic() - started, 2)
                game = screen.found[0]
                seen["listed"] = [game.name, game.host, game.seats_open]
                d.replace_text("name", "Ada")
                d.click("find_join_0")
                lobby = d.top
                assert isinstance(lobby, LobbyScene)
                deadline = time.monotonic() + WAIT
                while lobby.lobby is None or not all(s.taken for s in lobby.lobby.seats):
                    assert time.monotonic() < deadline, "the lobby never filled"
                    d.frames(1)
                    time.sleep(0.01)
                seen["seats"] = [s.name for s in lobby.lobby.seats]
                seen["title"] = lobby.title
                d.click("ready")
                while not isinstance(d.top, OnlineTableScene):
                    assert time.monotonic() < deadline, "the table never opened"
                    d.frames(1)
                    time.sleep(0.01)
                seen["table_seat"] = d.top.my_seat
                # the listing goes once the table is full
                while screen.finder is not None and screen.finder.games():
                    assert time.monotonic() < deadline, "the listing stayed"
                    time.sleep(0.05)
                seen["ok"] = True
            finally:
                app.close()
    print(json.dumps(seen), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
