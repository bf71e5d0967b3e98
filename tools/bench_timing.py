"""Timing for the benchmark scripts in tools/: wall-clock and CPU time of repeated calls.

CPU time shows an operation's own cost when other programs compete for the processor (these
machines are shared), wall-clock time what a player waits. The scripts import this module
from their own folder (Python puts a script's folder first on its path).
"""

from __future__ import annotations

import time
from collections.abc import Callable


def timed(
    function: Callable[[], object], runs: int, warm_up: bool = True
) -> tuple[list[float], list[float]]:
    """(wall-clock ms, CPU ms) of each of `runs` calls, after one warm-up call unless
    `warm_up` is False (for an operation whose first call is the one a player meets)."""
    if warm_up:
        function()
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        function()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return wall, cpu
