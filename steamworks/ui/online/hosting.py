"""Hosting a game server from inside the desktop game: `python -m steamworks serve` started as
a process of its own for this table, and stopped when the game quits, or, if the game is
killed, by itself: it watches the pipe of its standard input, whose other end only this game
holds (`--exit-with-stdin`).

A process, not a thread: the server is the same program a dedicated host runs, its SQLite
writes and its AI seats never slow the window, and a fault in it cannot take the table down.
The server's first line says where it listens; `HostedServer.start` waits for it (bounded).
Its games are kept in the player's data folder, one folder for each port it listened on
(`online-host/port-8765/`), so a server started again on that port resumes exactly its games,
and two servers this computer hosts on two ports never share a database (each would play the
other's AI seats).
"""

from __future__ import annotations

import atexit
import re
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from steamworks.language import tr
from steamworks.persistence import paths

START_TIMEOUT = 15.0  # seconds the server may take to say where it listens
ANNOUNCE = re.compile(r"Steam Works server on (ws://\S+)")
LOOPBACK = "127.0.0.1"
ANY_ADDRESS = "0.0.0.0"


HOST_FOLDER = "online-host"


class HostingError(RuntimeError):
    """The server could not be started (the sentence says why)."""


def host_folder(port: int) -> Path:
    """Where the server this computer hosts on `port` keeps its games. Games hosted before
    the folders were split by port (session 19) stay in `online-host/` itself: a server started
    again for them (resuming) finds them there while no port folder exists yet."""
    root = paths.data_dir() / HOST_FOLDER
    folder = root / f"port-{port}"
    if not folder.exists() and (root / "games.sqlite3").exists() and _resuming_port(port):
        return root
    return folder


def _resuming_port(port: int) -> bool:
    """Whether a kept seat of a game hosted here names `port` (only such a game can be in the
    shared folder of before)."""
    from steamworks.ui.kept_seats import kept

    return any(s.hosted and s.url.endswith(f":{port}") for s in kept())


def free_port(host: str) -> int:
    """A port nothing listens on now, for a player who leaves the choice to the game (port 0):
    its folder must be named before the server starts."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])
    finally:
        probe.close()


def serve_command(host: str, port: int, data: Path, lan: str | None = None) -> list[str]:
    """The command line that starts a server (the packaged executable runs it as itself);
    `lan`: list its open games on the local network, hosted by that name. The server stops
    when its standard input ends: the pipe this game holds (see HostedServer.start)."""
    args = ["serve", "--host", host, "--port", str(port), "--data", str(data)]
    args.append("--exit-with-stdin")
    if lan is not None:
        args += ["--lan", lan]
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    return [sys.executable, "-m", "steamworks", *args]


def lan_bind_address() -> str:
    """Where a server open to the local network listens: every interface, unless discovery is
    kept to chosen ones (`finding.LAN_INTERFACES_ENV`: the tests keep it on loopback)."""
    from steamworks.ui.online.finding import discovery_off, lan_interfaces

    chosen = lan_interfaces()
    return chosen[0] if chosen else LOOPBACK if discovery_off() else ANY_ADDRESS


def lan_address() -> str:
    """This computer's address on its network, as friends would dial it (127.0.0.1 when it
    has none). A UDP socket is only pointed at a private address to learn which interface
    would be used: nothing is sent."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return str(probe.getsockname()[0])
    except OSError:
        return LOOPBACK
    finally:
        probe.close()


class HostedServer:
    """One server process this game started."""

    def __init__(
        self, host: str, port: int, data: Path | None = None, lan: str | None = None
    ) -> None:
        self.host = host
        # a free port chosen now when the player left it to the game, so its folder is named
        self.port = port if port or data is not None else free_port(host)
        self.lan = lan  # the host's name, when its games are listed on the local network
        self.data = data if data is not None else host_folder(self.port)
        self.resuming = False  # started again for kept games: a failure is worded for that
        self.process: subprocess.Popen[str] | None = None
        self.url = ""  # where this computer reaches it (ws://127.0.0.1:PORT)
        self.lines: list[str] = []  # what it said (its log), for a failure's message

    def start(self, timeout: float = START_TIMEOUT) -> str:
        """Start the server and wait until it listens; the URL to connect to. Raises
        HostingError with the server's own sentence when it cannot start (a port in use...)."""
        self.data.mkdir(parents=True, exist_ok=True)
        # its standard input is a pipe nothing is written to: when this game ends, however it
        # ends (quit, crash, kill -9), the system closes this end and the server stops too
        self.process = subprocess.Popen(
            serve_command(self.host, self.port, self.data, self.lan),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        found: list[str] = []
        ready = threading.Event()
        threading.Thread(target=self._read, args=(found, ready), daemon=True).start()
        deadline = time.monotonic() + timeout
        while not ready.wait(0.05):
            if self.process.poll() is not None or time.monotonic() > deadline:
                break
        if not found:
            self.stop()
            said = " ".join(self.lines[-3:]).strip()
            if self.resuming:
                # the other players' seats hold this address: another port would lose them
                raise HostingError(
                    tr(
                        "The game server could not start again on port {port}. If another "
                        "program uses that port, close it and press Resume again: your friends "
                        "come back to this address.",
                        port=str(self.port),
                    )
                    + (f" ({said})" if said else "")
                )
            raise HostingError(
                # translators: {said} is the server's own last lines of output
                tr("The game server did not start: {said}. Try another port.", said=said)
                if said
                else tr("The game server did not start. Try another port.")
            )
        port = found[0].rsplit(":", 1)[1]
        self.port = int(port)
        near = LOOPBACK if self.host in (ANY_ADDRESS, LOOPBACK) else self.host
        self.url = f"ws://{near}:{port}"
        _running.append(self)
        return self.url

    def _read(self, found: list[str], ready: threading.Event) -> None:
        """Read the server's output to its end (so its pipe never fills), noting its address."""
        assert self.process is not None and self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip())
            del self.lines[:-50]
            match = ANNOUNCE.search(line)
            if match and not found:
                found.append(match.group(1))
                ready.set()
        ready.set()

    def address_for_friends(self) -> str:
        """The address friends type to reach this server."""
        shown = lan_address() if self.host == ANY_ADDRESS else self.host
        return f"{shown}:{self.port}"

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the server (it closes its database cleanly on SIGTERM)."""
        process, self.process = self.process, None
        if self in _running:
            _running.remove(self)
        if process is None:
            return
        if process.stdin is not None:
            process.stdin.close()  # the pipe it watches: it would stop on this alone
        if process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout)


_running: list[HostedServer] = []


def running_server(port: int) -> HostedServer | None:
    """The server this game started on that port, if it still runs (a hosted game resumed in
    the same run of the game needs no second server on its data folder)."""
    for server in _running:
        if server.port == port and server.running:
            return server
    return None


def stop_all() -> None:
    """Stop every server this game started (when the game quits)."""
    for server in list(_running):
        server.stop()


atexit.register(stop_all)
