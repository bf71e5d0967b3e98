"""tools/coach_quality.py: its positions are the same on every run, and its loss arithmetic."""

from __future__ import annotations

import functools

import pytest

from steamworks.ai.candidates import candidate_actions
from steamworks.rules.actions import PlacePersona
from tests.support.tools import load_tool


@functools.cache
def tool():
    return load_tool("coach_quality")


def test_position_sampling_is_deterministic_and_spans_the_ages():
    cq = tool()
    plan = ((2, 1), (3, 1))
    first = cq.sample_positions(plan)
    again = cq.sample_positions(plan)
    assert [p.id for p in first] == [p.id for p in again]
    assert all(a.state == b.state for a, b in zip(first, again))
    assert sorted((p.players, p.age) for p in first) == [
        (2, 1),
        (2, 2),
        (2, 3),
        (3, 1),
        (3, 2),
        (3, 3),
    ]
    for p in first:
        assert len(candidate_actions(p.state)) > 1  # a real choice
        # what the cache keeps reads back as the same position
        assert cq.position_from_json(cq.position_to_json(p)) == p


def test_the_loss_is_the_value_of_the_references_best_move_less_the_hints():
    cq = tool()
    a, b, c = (PlacePersona(i) for i in range(3))
    # (action, visits, summed utility): Hard plays the child visited most
    assert cq.most_visited([(a, 100, 500.0), (b, 40, 168.0), (c, 100, 400.0)]) == 0
    assert cq.most_visited([(a, 10, 50.0), (b, 10, 60.0)]) == 1  # then the better mean
    assert cq.loss_from_values(5.0, 4.2) == pytest.approx(0.8)
    assert cq.loss_from_values(3.31, -2.87) == pytest.approx(6.18)
    assert cq.loss_from_values(1.0, 1.5) == 0.0  # a hint valued higher loses nothing


def rows(losses, same=(), better=()):
    """Hand-made rows of a run: `same` the indices where the hint was the reference's move,
    `better` those where the hint's move was valued higher."""
    out = []
    for i, loss in enumerate(losses):
        hint_value = 2.0 if i in better else 1.0 - loss
        out.append({"loss": loss, "same": i in same, "best_value": 1.0, "hint_value": hint_value})
    return out


def test_the_summary_of_hand_made_losses():
    cq = tool()
    s = cq.summary(rows([0.0, 0.0, 0.2, 0.5, 0.6, 1.7], same={0}, better={1}))
    assert s["positions"] == 6 and s["same"] == 1 and s["hint_better"] == 1
    assert s["mean_loss"] == pytest.approx(0.5)
    assert s["within"] == 4  # 0.5 itself counts as within
    low, high = s["mean_loss_interval"]
    assert 0.0 <= low < 0.5 < high <= 1.7
    w_low, w_high = s["within_interval"]
    # the Wilson interval of 4 of 6 (by hand: centre 0.6016, half-width 0.3016)
    assert (w_low, w_high) == pytest.approx((0.3000, 0.9032), abs=1e-3)


def test_a_cache_is_searched_by_one_level_only(tmp_path):
    cq = tool()
    path = tmp_path / "cache.json.gz"
    new = cq.read_cache(path, "hard")
    assert cq.reference_level(new) == "hard" and new["positions"] == []
    cq.write_cache(path, new)
    assert cq.reference_level(cq.read_cache(path, "hard")) == "hard"
    with pytest.raises(SystemExit, match="searched by hard, not hard-v2"):
        cq.read_cache(path)  # the default reference is the frozen hard-v2
    # the packaged cache, made before caches said who searched them, is hard-v2's
    shipped = cq.read_cache(cq.DEFAULT_CACHE)
    assert "reference_level" not in shipped and cq.reference_level(shipped) == "hard-v2"
    with pytest.raises(SystemExit, match="searched by hard-v2, not hard"):
        cq.read_cache(cq.DEFAULT_CACHE, "hard")


def test_the_coachs_weights_changed_for_a_measurement():
    cq = tool()
    w = cq.coach_weights("holdings_many=0,first_place=1.5")
    assert w.holdings_many == () and w.first_place == 1.5
    assert w.learned is cq.COACH_WEIGHTS.learned and w.holdings is cq.COACH_WEIGHTS.holdings
    for bad in ("nonesuch=1", "holdings_many", "holdings_many=yes"):
        with pytest.raises(ValueError):
            cq.coach_weights(bad)
    # a derived weight is not a setting
    with pytest.raises(ValueError):
        cq.coach_weights("holdings_by_size=0")


def test_the_coachs_evaluation_is_named_with_the_table_sizes_it_adds_tables_at(monkeypatch):
    import attrs

    cq = tool()
    assert cq.coach_evaluation() == (
        "Hard's weights (learned table, holdings tables for 2, 3, 4 and 5 players)"
    )
    monkeypatch.setattr(cq, "COACH_WEIGHTS", attrs.evolve(cq.COACH_WEIGHTS, holdings_many=0))
    assert cq.coach_evaluation() == "Hard's weights (learned table, holdings tables for 2 players)"
    monkeypatch.setattr(cq, "COACH_WEIGHTS", attrs.evolve(cq.COACH_WEIGHTS, holdings=0))
    assert cq.coach_evaluation() == "Hard's weights (learned table)"
