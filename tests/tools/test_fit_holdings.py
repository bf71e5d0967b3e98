"""tools/fit_holdings.py: it finds a tile's value where the evaluation misses it, and the same
data write the same checked table."""

from __future__ import annotations

import argparse
import json

import numpy as np
import pytest

from steamworks.ai.holdings import load_table, size_file
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


def test_rows_a_seat_fit_what_probe_values_rows_a_position_fit(fitter, tmp_path, capsys):
    """Played here, a row is a seat less the other players' mean (any table size); with two
    players those are probe_value's rows and their mirror images, and fit the same table."""
    value = load_tool("probe_value")
    games, seed = 5, 5
    played = value.play_data(
        argparse.Namespace(policy="medium@1", seed=seed, games=games, thin=3, jobs=1)
    )
    positions = tmp_path / "positions.npz"
    np.savez(positions, **{k: played[k] for k in ("game", "rounds", "target", "me", "other")})
    seats = tmp_path / "seats.npz"
    by_position, by_seat = tmp_path / "a.json", tmp_path / "b.json"
    assert fitter.main(["--data", str(positions), "--pull", "0.3", "--out", str(by_position)]) == 0
    play = ["--players", "2", "--games", str(games), "--seed", str(seed), "--pull", "0.3"]
    assert fitter.main([*play, "--save-data", str(seats), "--out", str(by_seat)]) == 0
    rows = np.load(seats)
    assert len(rows["target"]) == 2 * len(played["target"])  # both seats of every position
    a, b = load_table(by_position), load_table(by_seat)
    for stage in range(len(a.phases) + 1):
        for part in ("persona", "persona_rounds", "devices", "supply"):
            mine, theirs = getattr(a, part)[stage], getattr(b, part)[stage]
            assert mine.keys() == theirs.keys()
            assert [mine[k] for k in mine] == pytest.approx([theirs[k] for k in mine], abs=2e-5)
    assert any(v != 0.0 for v in a.supply[0].values())
    # the same rows fitted again write the same file; the file says how they were played
    first = by_seat.read_bytes()
    assert fitter.main(["--data", str(seats), "--pull", "0.3", "--out", str(by_seat)]) == 0
    doc = json.loads(first)
    assert doc["players"] == [2] and doc["command"].startswith("tools/fit_holdings.py --players 2")
    assert json.loads(by_seat.read_bytes())["stages"] == doc["stages"]


def test_larger_tables_fit_a_table_of_their_own_in_the_packages_file_of_their_size(
    fitter, tmp_path, monkeypatch
):
    out = tmp_path / "many.json"
    for bad in (["--players", "6"], ["--players", "x"], [], ["--players", "3", "--games", "4"]):
        with pytest.raises(SystemExit):  # no size 6, no sizes at all, no game held out
            fitter.main([*bad, "--out", str(out)])
    for mix in ("2,3", "3,4"):  # the package keeps a file a size: a mix needs --out, said
        with pytest.raises(SystemExit):  # before any game is played
            fitter.main(["--players", mix, "--games", "5"])
    data = tmp_path / "three.npz"
    play = ["--players", "3", "--games", "5", "--seed", "1", "--save-data", str(data)]
    assert fitter.main([*play, "--out", str(out)]) == 0
    doc = json.loads(out.read_text("utf-8"))
    assert doc["players"] == [3] and doc["games"] == 5
    assert set(np.load(data)["players"].tolist()) == {3}
    load_table(out)  # a checked table
    # without --out, a table of one size goes to the package's file of that size
    # (here redirected, so the test never rewrites the packaged table)
    written: list[str] = []

    def packaged(name: str):
        written.append(name)
        return tmp_path / name

    monkeypatch.setattr(fitter, "data_path", packaged)
    assert fitter.main(["--data", str(data)]) == 0
    assert written == [size_file(3)] == ["holdings_3p.json"]
    assert json.loads((tmp_path / size_file(3)).read_text("utf-8"))["stages"] == doc["stages"]
