"""A game server run inside this process, on a thread of its own: the desktop's "Host" starts
one for its table (a LAN game, or a forwarded port) and plays on it like any client.

It is the same server as `python -m steamworks serve` (server.run), with the same database, so
a host who quits and hosts again on the same folder finds every game as it was left. `start`
waits until the server listens (or says why it could not); `stop` closes it, saying goodbye on
the LAN for its listed games. Neither ever blocks for long: both are bounded by a timeout.
"""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from .server import PER_ADDRESS, run


class HostedServer:
    """A server on a thread: `start()`, then connect a client to `url`; `stop()` at the end.
    `lan_name`: list its games created with `lan` on the local network under that name
    (needs the online extra)."""

    def __init__(
        self,
        data: Path,
        host: str = "0.0.0.0",
        port: int = 0,
        lan_name: str | None = None,
        per_address: int = PER_ADDRESS,
    ) -> None:
        self.data, self.host, self.port = Path(data), host, port
        self.lan_name, self.per_address = lan_name, per_address
        self._listening = threading.Event()
        self._error: BaseException | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """Where a client on this machine connects."""
        local = "127.0.0.1" if self.host in ("", "0.0.0.0") else self.host
        return f"ws://{local}:{self.port}"

    def start(self, timeout: float = 20.0) -> None:
        """Start serving; returns once it listens. Raises OSError (e.g. the port is taken)
        or RuntimeError when it could not start within `timeout` seconds."""
        self._thread = threading.Thread(target=self._run, name="hosted-server", daemon=True)
        self._thread.start()
        if not self._listening.wait(timeout) and self._error is None:
            self.stop()
            raise RuntimeError(f"The game server did not start within {timeout:.0f} seconds.")
        if self._error is not None:
            self._thread.join(timeout)
            error, self._error = self._error, None
            raise error

    def stop(self, timeout: float = 10.0) -> None:
        """Stop serving (every acknowledged move is already on disk)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:
                pass  # the loop has just finished
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and self._listening.is_set()

    def _listen(self, port: int) -> None:
        self.port = port
        self._listening.set()

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # noqa: BLE001 - handed to start(), which raises it
            self._error = exc
            self._listening.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        await run(
            self.host,
            self.port,
            self.data,
            lan=self.lan_name,
            per_address=self.per_address,
            stop=self._stop,
            on_listen=self._listen,
        )
