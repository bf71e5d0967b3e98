"""tools/probe_value.py: its network says the same for both seats and learns by its gradients,
it finds what only a whole-position view holds, its positions are probe_noise's, and a seeded
run prints the same figures twice, played or read back."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tests.support.tools import load_tool, numeric_derivative, run_twice


@pytest.fixture(scope="module")
def value():
    return load_tool("probe_value")


@pytest.fixture(scope="module")
def noise():
    return load_tool("probe_noise")


def test_the_network_changes_sign_with_the_seats(value):
    rng = np.random.default_rng(1)
    net = value.Network(5, 3, 7, rng)
    me, other, ctx = rng.normal(size=(4, 5)), rng.normal(size=(4, 5)), rng.normal(size=(4, 3))
    out, _h = net.forward(me, other, ctx)
    swapped, _h = net.forward(other, me, ctx)
    assert np.allclose(out, -swapped) and not np.allclose(out, 0.0)
    same, _h = net.forward(me, me, ctx)
    assert np.allclose(same, 0.0)


def test_the_gradients_are_the_derivatives(value):
    rng = np.random.default_rng(2)
    net = value.Network(4, 2, 3, rng)
    me, other, ctx = rng.normal(size=(6, 4)), rng.normal(size=(6, 4)), rng.normal(size=(6, 2))
    weights = rng.normal(size=6)

    def loss() -> float:
        return float(weights @ net.forward(me, other, ctx)[0])

    _out, hidden = net.forward(me, other, ctx)
    grads = net.gradients(me, other, ctx, hidden, weights)
    for name, param in net.params.items():
        flat = param.reshape(-1)
        for i in range(0, flat.size, max(1, flat.size // 5)):
            expected = numeric_derivative(loss, flat, i)
            assert grads[name].reshape(-1)[i] == pytest.approx(expected, abs=1e-5)


def test_it_finds_what_only_the_whole_position_holds(value):
    # the margin to come is the players' difference in column 0 times a belt count in the
    # context: no function of the differences alone (the linear fits' inputs) says it
    rng = np.random.default_rng(3)
    n = 6000
    me, other = rng.normal(size=(n, 3)), rng.normal(size=(n, 3))
    ctx = rng.integers(0, 3, size=(n, 2)).astype(float)
    target = (me[:, 0] - other[:, 0]) * (ctx[:, 1] - 1.0) + rng.normal(0.0, 0.1, n)
    data = {"me": me, "other": other, "context": ctx}
    train = np.arange(n) % 5 != 4
    predicted = value.train_network(data, train, target, 16, 30, 1, 0.0, report=False)
    error = math.sqrt(float(np.mean((predicted[~train] - target[~train]) ** 2)))
    assert error < 0.4 * float(np.std(target[~train]))


def test_a_seeded_run_reads_back_and_splits_on_probe_noise_samples(value, noise, tmp_path, capsys):
    common = ["--seed", "3", "--games", "5", "--policy", "easy", "--thin", "4"]
    samples = tmp_path / "samples.jsonl"
    args = [*common, "--every", "4", "--continuations", "3", "--save-samples", str(samples)]
    assert noise.main(args) == 0
    capsys.readouterr()
    data = tmp_path / "data.npz"
    fits = ["--hidden", "4", "--epochs", "2", "--samples", str(samples), "--continuations", "3"]
    fits += ["--shares", "2"]
    # print_split stops the run if a sample's real target is not its row's: the same positions
    played = run_twice(value.main, [*common, *fits, "--save-data", str(data)], capsys)
    assert "positions " in played and "held out " in played
    assert "fitted on 1/2 of the training games" in played
    for name in ("seven multipliers", "+ persona and tiles", "linear, whole position"):
        assert f"{name}: error = floor and distance" in played
    assert "+ network, 4 hidden: error = floor and distance" in played
    read = run_twice(value.main, [*common, "--data", str(data), *fits], capsys)
    assert read.splitlines()[1:-1] == played.splitlines()[1:-1]
