"""tools/probe_noise.py: its floor is the within-position spread, its positions are the ones
probe_features records, and a seeded run prints the same figures twice."""

from __future__ import annotations

import math
import random

import pytest

from tests.support.tools import load_tool, run_twice


@pytest.fixture(scope="module")
def noise():
    return load_tool("probe_noise")


@pytest.fixture(scope="module")
def features():
    return load_tool("probe_features")


def test_the_floor_is_the_root_mean_variance_within_positions(noise):
    rng = random.Random(3)
    # positions whose futures spread by 2.0 around means that differ a lot: the floor sees
    # only the spread, not the differences between positions
    samples = [
        (g, 0, 1.0, 0.0, [m + rng.gauss(0, 2.0) for _ in range(30)])
        for g, m in enumerate(rng.uniform(-20, 20) for _ in range(200))
    ]
    floor, error = noise.floor_of(samples)
    assert floor == pytest.approx(2.0, rel=0.05)
    assert 0.0 < error < 0.05
    same = [(0, 0, 1.0, 0.0, [1.5, 1.5, 1.5])]
    assert noise.floor_of(same) == (0.0, 0.0)


def test_a_continuation_is_another_world_of_the_same_public_position(noise):
    played = noise.probe_game(("easy", None, 4, 77, 4, 3, 4))
    assert played, "a game has positions to probe"
    for game, index, rounds, _real, targets in played:
        assert game == 4 and index % 3 == 1 and rounds >= 0
        assert len(targets) == 4 and all(math.isfinite(t) for t in targets)
    # the futures differ somewhere (hidden tiles and agents' draws), but not at the game's end
    assert any(len(set(t)) > 1 for *_rest, t in played)


def test_a_seeded_run_matches_probe_features_rows_and_repeats(noise, features, tmp_path, capsys):
    rows = tmp_path / "rows.jsonl"
    common = ["--seed", "3", "--games", "5", "--policy", "easy", "--thin", "4"]
    assert features.main([*common, "--save-rows", str(rows)]) == 0
    capsys.readouterr()
    args = [*common, "--every", "4", "--continuations", "3", "--rows", str(rows)]
    # print_fits asserts that every probed position's real target is its row's target
    first = run_twice(noise.main, args, capsys)
    assert "games 1 held out of 5 from game 0 (easy, seed 3)" in first
    assert "noise floor " in first
    assert "seven multipliers: error = floor and distance" in first and "  all stages " in first


def test_training_probes_the_other_games_and_is_kept_from_the_split(noise, tmp_path, capsys):
    samples = tmp_path / "samples.jsonl"
    common = ["--seed", "3", "--games", "5", "--policy", "easy", "--thin", "6", "--every", "6"]
    assert (
        noise.main([*common, "--continuations", "2", "--training", "--save-samples", str(samples)])
        == 0
    )
    assert "games 4 in training of 5 from game 0" in capsys.readouterr().out
    probed = {game for game, *_rest in noise.load_samples(samples)}
    assert probed and not any(noise.held_out(g) for g in probed)
    with pytest.raises(SystemExit):
        noise.main([*common, "--training", "--rows", str(samples)])


@pytest.mark.parametrize("continuations", ["1", "9"])
def test_a_variance_needs_two_worlds_and_seeds_stay_apart_up_to_eight(noise, continuations):
    with pytest.raises(SystemExit):
        noise.main(["--seed", "3", "--games", "5", "--continuations", continuations])
