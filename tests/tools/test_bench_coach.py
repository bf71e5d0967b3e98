"""tools/bench_analyse.py (it plays a game, saves it, and times the analysis command) and
tools/bench_hints.py (it times hints and their cancelling)."""

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


def test_the_hints_bench_times_suggest_and_its_cancel(capsys):
    bench = load_tool("bench_hints")
    assert bench.main(["--games", "1", "--every", "40", "--cancel-after", "0.0"]) == 0
    out = capsys.readouterr().out
    assert "suggest at its defaults: median" in out
    assert "return after a stop at 0 s: median" in out
