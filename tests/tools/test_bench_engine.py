"""tools/bench_engine.py measures cold games: no seed is ever played twice in one process."""

from __future__ import annotations

import argparse

import pytest

from tests.support.tools import load_tool


@pytest.fixture(scope="module")
def bench():
    return load_tool("bench_engine")


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
