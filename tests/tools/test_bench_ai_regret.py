"""tools/bench_ai.py regret: the oracle values the sampled positions, and every agent is scored."""

from __future__ import annotations

import pytest

from tests.support.tools import load_tool


@pytest.fixture(scope="module")
def bench():
    return load_tool("bench_ai")


def test_every_agent_gets_a_line_with_a_regret_never_below_zero(bench, capsys):
    code = bench.main(
        ["regret", "--agents", "hard@40,random", "--positions", "4", "--oracle", "40"]
        + ["--seeds", "1", "--seed", "3"]
    )
    lines = capsys.readouterr().out.splitlines()
    assert code == 0 and lines[0].startswith("oracle: hard@40 on 4 2-player positions")
    scored = {line.split()[0]: float(line.split()[2]) for line in lines[1:]}
    assert set(scored) == {"hard@40", "random"}
    assert all(value >= 0 for value in scored.values())
