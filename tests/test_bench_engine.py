"""tools/bench_engine.py measures cold games: no seed is ever played twice in one process."""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parents[1] / "tools" / "bench_engine.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_engine", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_game_of_every_run_is_dealt_from_a_new_seed(bench, monkeypatch, capsys):
    played = []
    real = bench.play_steamworks

    def recording(seed, players, checked):
        played.append(seed)
        return real(seed, players, checked)

    monkeypatch.setattr(bench, "play_steamworks", recording)
    args = argparse.Namespace(games=3, runs=3, players=2, checked=False)
    games_per_second, micros = bench.solo(args, bench.Seeds(123))
    assert len(played) == 9 and len(set(played)) == 9
    assert games_per_second > 0 and micros > 0
    assert "cold" in capsys.readouterr().out


def test_state_memory_counts_shared_objects_once(bench):
    shared = tuple(range(1000, 1100))
    once = bench.deep_size((shared,))
    twice = bench.deep_size((shared, shared))
    assert twice - once == 8  # the outer tuple's one more pointer; the shared tuple counted once
    assert once > 100 * 28  # the hundred integers inside were counted
