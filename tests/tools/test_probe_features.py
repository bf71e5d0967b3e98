"""tools/probe_features.py: its fit finds a feature that predicts the target, and a seeded run
prints the same figures twice."""

from __future__ import annotations

import json
import random

import pytest

from tests.support.tools import load_tool, run_twice


@pytest.fixture(scope="module")
def probe():
    return load_tool("probe_features")


def synthetic_rows(probe, games: int, extra: int, weight: float) -> list:
    """Rows whose target is the seven terms at their hand-set prices plus `weight` times the
    extra feature number `extra`, and a little noise."""
    rng = random.Random(5)
    k = len(probe.FITTED_TERMS) + len(probe.COLUMNS)
    rows = []
    for game in range(games):
        for _ in range(20):
            x = [rng.uniform(-3, 3) for _ in range(k)]
            target = sum(x[: len(probe.FITTED_TERMS)]) + weight * x[len(probe.FITTED_TERMS) + extra]
            rows.append((game, rng.uniform(0, 6), x, target + rng.gauss(0, 0.1)))
    return rows


def errors(probe, rows: list, columns: list[int]) -> float:
    stages = probe.stage_moments(rows, [probe.held_out(r[0]) for r in rows])
    return probe.held_out_error(stages, columns, 0.1)


def test_a_feature_that_predicts_the_target_lowers_the_held_out_error(probe):
    rows = synthetic_rows(probe, 50, extra=3, weight=0.8)
    seven = list(range(len(probe.FITTED_TERMS)))
    alone = errors(probe, rows, seven)
    useful = errors(probe, rows, [*seven, len(probe.FITTED_TERMS) + 3])
    useless = errors(probe, rows, [*seven, len(probe.FITTED_TERMS) + 4])
    assert alone > 1.0  # 0.8 of a feature spread over -3..3 is left unexplained
    assert useful < 0.2  # the noise alone
    assert useless > 0.9 * alone


def test_the_moments_give_the_direct_sum_of_squared_errors(probe):
    rows = synthetic_rows(probe, 5, extra=0, weight=0.5)
    columns = [0, 2, len(probe.FITTED_TERMS)]
    beta = [0.9, 1.1, 0.4]
    direct = sum((y - sum(b * x[c] for b, c in zip(beta, columns))) ** 2 for _g, _r, x, y in rows)
    assert probe.squared_error(probe.moments(rows), columns, beta) == pytest.approx(direct)


def test_a_seeded_run_prints_the_same_figures_for_every_feature(probe, capsys):
    args = ["--seed", "3", "--games", "6", "--policy", "easy", "--thin", "4"]
    first = run_twice(probe.main, args, capsys)
    assert "games 6 (easy, seed 3)" in first
    for name in probe.COLUMNS:
        assert f"+ {name} " in first


def test_the_saved_rows_are_the_rows_fitted(probe, tmp_path, capsys):
    saved = tmp_path / "rows.jsonl"
    args = ["--seed", "3", "--games", "6", "--policy", "easy", "--thin", "4"]
    assert probe.main([*args, "--save-rows", str(saved)]) == 0
    printed = capsys.readouterr().out
    lines = saved.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    assert head["columns"] == [*probe.FITTED_TERMS, *probe.COLUMNS]
    rows = [json.loads(line) for line in lines[1:]]
    assert f"rows {len(rows)}," in printed
    assert {r[0] for r in rows} == set(range(6))
    for game, held, rounds, x, target in rows:
        assert held == probe.held_out(game)
        assert len(x) == len(head["columns"]) and rounds >= 0
        assert isinstance(target, float)


def test_the_options_read_tempo_builds_and_belts_from_the_position(probe):
    from tests.support.positions import (
        CLOCK_MONETISER,
        game,
        with_belts,
        with_device,
        with_player,
    )

    state = game(("eva", "B"), ("alice", "A"))  # seat 0 starts and moves first
    state = with_player(state, 0, supply=("start_monetiser",), sources=(1, 0, 0), money=1)
    state = with_player(state, 1, supply=(), sources=(0, 0, 0), money=2)
    # chrome_1 (2 prestige) in column 3 costs £2 at the Scroll Rack; monetiser_1 (1) is in front
    state = with_belts(state, ("monetiser_1", None, None, "chrome_1"), (), (), ())
    state, _device = with_device(state, 1, CLOCK_MONETISER)
    rows, _now = probe.features(state)
    base = len(probe.FITTED_TERMS)

    def option(seat: int, name: str) -> float:
        return rows[seat][base + probe.COLUMNS.index(name)]

    assert (option(0, "to_move"), option(1, "to_move")) == (1.0, 0.0)
    assert (option(0, "starts_round"), option(1, "starts_round")) == (1.0, 0.0)
    # a clockwork source and a Monetiser make a two-tile device; seat 1 holds nothing
    assert (option(0, "build_size"), option(0, "build_vp")) == (2.0, 1.0)
    assert (option(1, "build_size"), option(1, "build_vp")) == (0.0, 0.0)
    # the first pick of the belts' fronts belongs to the seat to move
    assert (option(0, "belt_first"), option(1, "belt_first")) == (1.0, 0.0)
    # £1 reaches only the front tile; £2 reaches chrome_1 too
    assert (option(0, "belt_affordable"), option(1, "belt_affordable")) == (1.0, 2.0)
    # seat 1's device has its clockwork source's spaces free; seat 0 has no device
    assert option(1, "own_free_spaces") >= 1.0 and option(0, "own_free_spaces") == 0.0
    free = state.players[0].spaces
    assert option(0, "persona_free") == len(free) - sum(free) > 0
