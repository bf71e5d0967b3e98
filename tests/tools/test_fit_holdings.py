"""tools/fit_holdings.py: it finds a tile's value where the evaluation misses it, and the same
data write the same checked table."""

from __future__ import annotations

import numpy as np
import pytest

from steamworks.ai.holdings import load_table
from steamworks.ai.learned import LEARNED
from tests.support.tools import load_tool


@pytest.fixture(scope="module")
def fitter():
    return load_tool("fit_holdings")


def test_it_finds_what_a_supply_tile_is_worth_beyond_the_evaluation(fitter, tmp_path, capsys):
    bag = load_tool("probe_bag")
    tile = bag.TILES[10]
    column = bag.SPANS["supply tiles"][10]
    rng = np.random.default_rng(4)
    n = 5000
    me = np.zeros((n, 227), dtype=np.float32)
    other = np.zeros((n, 227), dtype=np.float32)
    me[:, column] = rng.integers(0, 3, n)
    other[:, column] = rng.integers(0, 3, n)
    me[:, 0] = rng.normal(size=n)  # money: the evaluation's own term, at its multiplier
    rounds = rng.uniform(0.0, 7.0, n)
    money = np.array([LEARNED.multipliers(2, r)[0] for r in rounds])
    evaluation = money * (me[:, 0] - other[:, 0])
    target = evaluation + 0.8 * (me[:, column] - other[:, column]) + rng.normal(0, 0.1, n)
    data = tmp_path / "data.npz"
    np.savez(data, game=np.arange(n) // 10, rounds=rounds, target=target, me=me, other=other)
    out = tmp_path / "table.json"
    assert fitter.main(["--data", str(data), "--pull", "0.01", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "held-out error: evaluation" in printed
    table = load_table(out)
    for stage in range(len(table.phases) + 1):
        assert table.supply[stage][tile] == pytest.approx(0.8, abs=0.05)
        assert abs(table.devices[stage][bag.TILES[11]]) < 0.05  # a column that is always 0
    first = out.read_bytes()
    assert fitter.main(["--data", str(data), "--pull", "0.01", "--out", str(out)]) == 0
    assert out.read_bytes() == first
