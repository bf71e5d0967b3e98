"""tools/bench_analyse.py: it plays a game, saves it, and times the analysis command."""

from __future__ import annotations

from tests.support.tools import load_tool


def test_a_short_bench_run_reports_its_figure(capsys):
    bench = load_tool("bench_analyse")
    status = bench.main(
        ["--runs", "1", "--max-actions", "20", "--seconds", "0.01", "--cpu", "none"]
    )
    assert status == 0
    out = capsys.readouterr().out
    assert "game: seed 1, 20 actions" in out
    assert "analyse" in out and "--json --seconds 0.01" in out
    assert "median" in out and "target <= 60 s" in out and "21 curve points" in out
