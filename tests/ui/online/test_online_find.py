"""The Online screen's Find list between real processes: a server process run with `--lan`
lists a game, and the desktop (headless, driven by real events) lists it by itself and joins it
with one click (`lan_check.py`). The multicast stays on loopback: the check runs inside a network
namespace of its own with only loopback up (tools/bench_online.py's `netns_command`), else on
this machine's loopback when multicast works there, else the test is skipped saying why."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.support.tools import load_tool


def test_a_lan_game_is_listed_by_itself_and_joined_with_one_click():
    bench = load_tool("bench_online")
    prefix = bench.netns_command()
    if prefix is None and not bench.loopback_multicast():
        pytest.skip("no network namespace can be made here and loopback multicast does not work")
    done = subprocess.run(
        [*(prefix or []), sys.executable, "-m", "tests.ui.online.lan_check"],
        capture_output=True,
        text=True,
        timeout=180,
        cwd=bench.ROOT,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["ok"]
    assert seen["listed"] == ["Brunel's game", "Brunel", 1]
    assert seen["seats"] == ["Brunel", "Ada"]
    assert seen["title"] == "Brunel's game"
    assert seen["table_seat"] == 1
