"""tools/probe_playouts.py: distances are measured from the continuations' mean with its noise
taken off, a rescaled predictor keeps only its order, and a seeded run on probe_noise's samples
prints the same figures twice."""

from __future__ import annotations

import pytest

from tests.support.tools import load_tool, run_twice


@pytest.fixture(scope="module")
def playouts():
    return load_tool("probe_playouts")


def test_distance_takes_the_means_own_noise_off(playouts):
    # two positions, means 1 and 3, each mean's variance 0.5 (2.0 over 4 continuations)
    probed = [(1.0, 2.0, 0.0, [], 0.0), (3.0, 2.0, 0.0, [], 0.0)]
    assert playouts.distance(probed, [2.0, 4.0], 4) == pytest.approx(0.5**0.5)
    assert playouts.distance(probed, [1.0, 3.0], 4) == 0.0  # never below nothing


def test_rescaling_keeps_the_order_not_the_scale(playouts):
    probed = [(m, 0.0, 0.0, [], 0.0) for m in (1.0, 2.0, 4.0)]
    fitted, slope = playouts.rescaled(probed, [3.0, 5.0, 9.0])  # twice the means, plus 1
    assert slope == pytest.approx(0.5)
    assert fitted == pytest.approx([1.0, 2.0, 4.0])


def test_a_seeded_run_on_probe_noise_samples_repeats(playouts, tmp_path, capsys):
    noise = load_tool("probe_noise")
    common = ["--seed", "3", "--games", "5", "--policy", "easy", "--thin", "4"]
    samples = tmp_path / "samples.jsonl"
    args = [*common, "--every", "4", "--continuations", "3", "--save-samples", str(samples)]
    assert noise.main(args) == 0
    capsys.readouterr()
    out = run_twice(
        playouts.main,
        [*common, "--samples", str(samples), "--continuations", "3", "--playouts", "2"],
        capsys,
    )
    assert "positions " in out and "of 1 games (easy, seed 3)" in out
    for label in ("evaluation", "1 play-out ", "2 play-outs", "mixed, evaluation 0.5"):
        assert label in out
    # samples of another seed's games are refused, not probed on the wrong positions
    other = ["--seed", "4", *common[2:], "--samples", str(samples), "--playouts", "1"]
    with pytest.raises(SystemExit, match="other games"):
        playouts.main(other)
