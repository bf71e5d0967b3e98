"""A server the desktop game hosts for its table never outlives the game: the desktop side's
own hosting code (`HostedServer`) runs in a process of its own here, which is killed with
SIGKILL (no atexit, no clean-up of any kind); its server, on loopback, then ends by itself."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from steamworks.online.client import Connection

# the desktop side: host a server for this table, say where it is, then wait to be killed
HOST = """
import json, sys, time
from pathlib import Path
from steamworks.ui.online.hosting import LOOPBACK, HostedServer
server = HostedServer(LOOPBACK, 0, Path(sys.argv[1]))
url = server.start()
print(json.dumps({"pid": server.process.pid, "url": url}), flush=True)
time.sleep(600)
"""
ENDS_WITHIN = 30.0  # seconds: generous; the server reacts to the pipe closing at once


def ended(pid: int) -> bool:
    """Whether process `pid` has ended (gone, or a zombie nobody has reaped yet)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] == "Z"


async def answers(url: str) -> bool:
    try:
        conn = await Connection.open(url)
    except OSError:
        return False
    await conn.close()
    return True


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
def test_the_hosted_server_ends_when_the_game_that_started_it_is_killed(tmp_path):
    desktop = subprocess.Popen(
        [sys.executable, "-c", HOST, str(tmp_path / "host")],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert desktop.stdout is not None
        hosted = json.loads(desktop.stdout.readline())
        pid, url = hosted["pid"], hosted["url"]
        assert url.startswith("ws://127.0.0.1:")
        assert not ended(pid) and asyncio.run(answers(url))  # serving
        desktop.send_signal(signal.SIGKILL)
        desktop.wait(30)
        deadline = time.monotonic() + ENDS_WITHIN
        while not ended(pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert ended(pid), "the hosted server outlived the game that started it"
        assert not asyncio.run(answers(url))
    finally:
        if desktop.poll() is None:
            desktop.kill()
            desktop.wait(30)
        if "pid" in locals() and not ended(pid):
            os.kill(pid, signal.SIGKILL)  # only the server this test's process started
