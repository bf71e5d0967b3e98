"""tools/probe_bag.py: its rows name each player's persona and tiles, its seven-term fit is
probe_features' fit, and its split of the error is probe_noise's."""

from __future__ import annotations

import numpy as np
import pytest

from tests.support.positions import CLOCK_MONETISER, game, with_device, with_player
from tests.support.tools import load_tool, run_twice


@pytest.fixture(scope="module")
def bag():
    return load_tool("probe_bag")


def test_the_rows_count_each_players_persona_and_tiles(bag):
    state = game(("eva", "B"), ("alice", "A"))
    state = with_player(state, 0, supply=("chrome_1", "chrome_1", "monetiser_1"))
    state, _device = with_device(state, 1, CLOCK_MONETISER)
    rows, _now = bag.features(state)
    seven = bag.SPANS["personas"][0]  # where the personas begin, after probe_features' columns
    assert seven == len(bag.FITTED_TERMS) + len(bag.COLUMNS)
    width = len(bag.PERSONAS)
    devices = bag.SPANS["device tiles"][0]
    supply = bag.SPANS["supply tiles"][0]
    assert devices == seven + 2 * width and supply == devices + len(bag.TILES)
    assert len(rows[0]) == supply + len(bag.TILES)
    for seat, persona in ((0, "eva"), (1, "alice")):
        one_hot = rows[seat][seven : seven + width]
        assert one_hot == [1.0 if p == persona else 0.0 for p in bag.PERSONAS]
        # the same persona's column again, times the rounds left (positive at the start)
        assert rows[seat][seven + width + bag.PERSONAS.index(persona)] > 0
    assert rows[0][supply + bag.TILES.index("chrome_1")] == 2.0
    assert rows[0][supply + bag.TILES.index("monetiser_1")] == 1.0
    assert rows[1][devices + bag.TILES.index("clockwork_source")] == 1.0
    assert rows[1][devices + bag.TILES.index("start_monetiser")] == 1.0
    assert sum(rows[0][devices:supply]) == 0.0


def test_the_fit_finds_a_columns_effect_only_where_it_is(bag):
    rng = np.random.default_rng(4)
    n, k = 4000, len(bag.FITTED_TERMS) + 3
    x = rng.normal(size=(n, k)).astype(np.float32)
    y = x[:, : len(bag.FITTED_TERMS)].sum(axis=1) + 1.5 * x[:, -1] + rng.normal(0, 0.1, n)
    stage = np.arange(n) % 2
    train = np.arange(n) % 5 != 4
    seven = np.arange(len(bag.FITTED_TERMS))
    for columns, bound in (
        (seven, 1.4),
        (np.append(seven, k - 2), 1.4),
        (np.append(seven, k - 1), 0.2),
    ):
        predicted = bag.fit_predict(x, y, stage, train, columns, 0.1)
        error = float(np.sqrt(np.mean((y[~train] - predicted[~train]) ** 2)))
        assert (error < bound) if bound < 1 else (error > bound)


def test_a_seeded_run_matches_probe_features_and_repeats(bag, tmp_path, capsys):
    features = load_tool("probe_features")
    args = ["--seed", "3", "--games", "6", "--policy", "easy", "--thin", "4"]
    assert features.main(args) == 0
    seven = capsys.readouterr().out.splitlines()[1].split("seven multipliers ")[1]
    first = run_twice(bag.main, args, capsys)
    assert f"  {'seven multipliers':<34} held-out error {seven} (+0.0000)" in first
    for name in bag.FITS:
        if name == "seven multipliers":
            continue
        assert f"  {name} [ridge 0.1] " in first


def test_its_split_of_the_seven_terms_error_is_probe_noises(bag, tmp_path, capsys):
    features, noise = load_tool("probe_features"), load_tool("probe_noise")
    common = ["--seed", "3", "--games", "5", "--policy", "easy", "--thin", "4"]
    rows, samples = tmp_path / "rows.jsonl", tmp_path / "samples.jsonl"
    assert features.main([*common, "--save-rows", str(rows)]) == 0
    more = ["--every", "4", "--continuations", "3", "--rows", str(rows)]
    assert noise.main([*common, *more, "--save-samples", str(samples)]) == 0
    printed = capsys.readouterr().out

    def split(out: str) -> list[str]:
        lines = out.splitlines()
        at = lines.index(next(x for x in lines if x.startswith("seven multipliers: error")))
        return lines[at : at + 3]

    assert bag.main([*common, "--samples", str(samples), "--continuations", "3"]) == 0
    assert split(capsys.readouterr().out) == split(printed)


def test_denoised_fits_learn_from_training_means_and_are_judged_on_held_out_ones(
    bag, tmp_path, capsys
):
    noise = load_tool("probe_noise")
    common = ["--seed", "3", "--games", "5", "--policy", "easy", "--thin", "4"]
    held, train = tmp_path / "held.jsonl", tmp_path / "train.jsonl"
    probe = ["--every", "4", "--continuations", "3"]
    assert noise.main([*common, *probe, "--save-samples", str(held)]) == 0
    assert noise.main([*common, *probe, "--training", "--save-samples", str(train)]) == 0
    capsys.readouterr()
    trained = len(noise.load_samples(train))
    judged = len(noise.load_samples(held))
    more = ["--samples", str(held), "--denoised", str(train), "--continuations", "3"]
    assert bag.main([*common, *more]) == 0
    out = capsys.readouterr().out
    assert f"fitted on the means of {trained} training positions, judged on {judged}" in out
    tail = out.split("fitted on the means of")[1].splitlines()[1:-1]
    assert len(tail) == len(bag.FITS) and all(float(line.split()[-1]) >= 0 for line in tail)
    with pytest.raises(SystemExit):
        bag.main([*common, "--denoised", str(train)])
