"""The online tests' server: one real `python -m steamworks serve` process on loopback per test
module (tools/bench_online.py starts it), with its games database in a temporary folder."""

from __future__ import annotations

import signal

import pytest

from tests.support.tools import load_tool


@pytest.fixture(scope="session")
def bench():
    """tools/bench_online.py: the scenarios the tests run with small counts."""
    return load_tool("bench_online")


@pytest.fixture(scope="module")
def server(bench, tmp_path_factory):
    process = bench.ServerProcess(tmp_path_factory.mktemp("online") / "server")
    process.start()
    yield process
    process.kill(signal.SIGTERM)
    assert "Traceback" not in process.log_text()
