"""The cap of connections per address, on a real server process run with `--per-address 3`:
the fourth connection from 127.0.0.1 is refused with a sentence, the three others play on,
and once one closes a new one is taken."""

from __future__ import annotations

import asyncio
import signal

import pytest

from steamworks.online import protocol as P
from steamworks.online.client import Connection, ServerSaidNo


def test_an_address_holds_at_most_its_cap_of_connections(bench, tmp_path):
    server = bench.ServerProcess(tmp_path / "server", extra=("--per-address", "3"))
    server.start()

    async def scenario():
        held = [await Connection.open(server.url) for _ in range(3)]
        with pytest.raises(ServerSaidNo) as refused:
            await Connection.open(server.url)
        # the three held ones are served as ever
        await held[0].send(P.CreateGame("Ada", ("human", "ai:random")))
        seated = await held[0].expect(P.Seated)
        await held[1].close()
        for _ in range(50):  # the server sees the close within moments; bounded
            try:
                again = await Connection.open(server.url)
                break
            except ServerSaidNo:
                await asyncio.sleep(0.1)
        else:
            again = None
        return refused.value, seated, again

    try:
        refused, seated, again = asyncio.run(asyncio.wait_for(scenario(), 60))
    finally:
        server.kill(signal.SIGTERM)
    assert refused.code == "busy-address"
    assert "already holds 3 connections from your address" in str(refused)
    assert seated.seat == 0
    assert again is not None  # a place came free
    assert "Traceback" not in server.log_text()
