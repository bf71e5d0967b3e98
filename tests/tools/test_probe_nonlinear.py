"""tools/probe_nonlinear.py: its network is antisymmetric, its gradients are right, it finds a
non-linear pattern the linear fit cannot, and it reads the rows probe_features saves."""

from __future__ import annotations

import random

import numpy as np
import pytest

from tests.support.tools import load_tool, numeric_derivative, run_twice


@pytest.fixture(scope="module")
def probe():
    return load_tool("probe_nonlinear")


def paired_rows(games: int, target) -> tuple[list, list[bool]]:
    """Two-player rows as the games give them: each player's features and target the
    negatives of the other's; every fifth game held out."""
    rng = random.Random(3)
    rows, held = [], []
    for game in range(games):
        for _ in range(12):
            x = [rng.uniform(-2, 2) for _ in range(17)]
            rounds = rng.uniform(0, 6)
            y = target(x, rounds) + rng.gauss(0, 0.05)
            for sign in (1, -1):
                rows.append((game, rounds, [sign * v for v in x], sign * y))
                held.append(game % 5 == 4)
    return rows, held


def linear_fit(probe, rows: list, held: list[bool]) -> tuple[float, list[float]]:
    """The all-feature per-stage linear fit: its held-out error and every row's prediction."""
    stages = probe.stage_moments(rows, held)
    columns = list(range(17))
    error = probe.held_out_error(stages, columns, 0.1)
    return error, probe.linear_predictions(rows, stages, columns, 0.1)


def test_the_network_is_antisymmetric_in_the_differences(probe):
    net = probe.OddNetwork(4, 6, np.random.default_rng(2))
    x = np.random.default_rng(3).normal(size=(10, 4))
    r = np.linspace(0, 1, 10)
    assert np.allclose(net.predict(x, r), -net.predict(-x, r))
    assert not np.allclose(net.predict(x, r), 0.0)


def test_the_gradients_match_finite_differences(probe):
    rng = np.random.default_rng(4)
    net = probe.OddNetwork(3, 5, rng)
    x, r, y = rng.normal(size=(7, 3)), rng.uniform(size=7), rng.normal(size=7)

    def loss() -> float:
        return float(((net.predict(x, r) - y) ** 2).mean())

    for param, grad in zip(net.params(), net.gradients(x, r, y)):
        flat, gflat = param.reshape(-1), grad.reshape(-1)
        for i in range(0, flat.size, 3):
            assert gflat[i] == pytest.approx(numeric_derivative(loss, flat, i), rel=1e-4, abs=1e-7)


def test_the_linear_predictions_are_the_fit_whose_error_probe_features_prints(probe):
    rows, held = paired_rows(20, lambda x, r: sum(x[:7]) + 0.3 * x[12])
    expected, predicted = linear_fit(probe, rows, held)
    errors = [(p - row[3]) ** 2 for p, row, h in zip(predicted, rows, held) if h]
    assert (sum(errors) / len(errors)) ** 0.5 == pytest.approx(expected, rel=1e-9)


def test_a_non_linear_target_is_found_where_the_linear_fit_misses_it(probe):
    # the first feature's worth depends on the size of the second: odd, not linear
    rows, held = paired_rows(60, lambda x, r: sum(x[:7]) + x[0] * abs(x[1]))
    linear, base = linear_fit(probe, rows, held)
    test, _train = probe.network_error(rows, held, base, hidden=16, epochs=400, seed=1)
    assert linear > 0.5
    assert test < 0.6 * linear


def test_on_a_linear_target_the_network_learns_no_noise(probe):
    rows, held = paired_rows(60, lambda x, r: sum(x[:7]) + 0.5 * x[9])  # noise: 0.05
    linear, base = linear_fit(probe, rows, held)
    assert linear < 0.2  # the per-stage linear fit explains it (its ridge leaves a little)
    test, train = probe.network_error(rows, held, base, hidden=8, epochs=400, seed=1)
    assert test <= 1.05 * linear  # no worse on the games it did not see...
    assert test > 0.045 and train > 0.04  # ...and no better than the noise allows


def test_it_reads_the_rows_probe_features_saves(probe, tmp_path, capsys):
    features = load_tool("probe_features")
    saved = tmp_path / "rows.jsonl"
    args = ["--seed", "3", "--games", "10", "--policy", "easy", "--thin", "3"]
    assert features.main([*args, "--save-rows", str(saved)]) == 0
    capsys.readouterr()
    columns, rows, held = probe.load_rows(saved)
    assert columns == [*features.FITTED_TERMS, *features.COLUMNS]
    assert any(held) and not all(held)
    run = [str(saved), "--hidden", "4", "--epochs", "2"]
    first = run_twice(probe.main, run, capsys)
    assert f"rows {len(rows)}, held out {sum(held)}" in first
    assert "network, 4 hidden:" in first
