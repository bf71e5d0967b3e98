"""tools/coach_quality.py: its positions are the same on every run, and its loss arithmetic."""

from __future__ import annotations

import functools

import pytest

from steamworks.ai.candidates import candidate_actions
from steamworks.rules.actions import EndActivation, PlacePersona
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


def test_the_loss_is_the_references_best_value_less_its_value_of_the_hint():
    cq = tool()
    a, b, c, d = (PlacePersona(i) for i in range(4))
    # (action, visits, summed utility): means a 5.0, b 4.2, c 6.0 (few visits), d 1.0
    children = [(a, 100, 500.0), (b, 40, 168.0), (c, 3, 18.0), (d, 10, 10.0)]
    best = cq.most_visited(children)
    assert best == 0
    assert cq.loss_from_reference(children, best, a) == 0.0
    assert cq.loss_from_reference(children, best, b) == pytest.approx(0.8)
    assert cq.loss_from_reference(children, best, d) == pytest.approx(4.0)
    # visited too little (or not at all) to say: a duel must
    assert cq.loss_from_reference(children, best, c) is None
    assert cq.loss_from_reference(children, best, EndActivation()) is None
    # a duel: its two values; merged (no value for the hint): the same position, no loss
    assert cq.loss_from_duel({"best_value": 2.5, "hint_value": 1.75}) == pytest.approx(0.75)
    assert cq.loss_from_duel({"best_value": 1.0, "hint_value": 1.5}) == 0.0
    assert cq.loss_from_duel({"best_value": 1.0, "hint_value": None}) == 0.0


def test_the_summary_of_hand_made_losses():
    cq = tool()
    losses = [0.0, 0.0, 0.2, 0.5, 0.6, 1.7]
    s = cq.summary(losses, same=2)
    assert s["positions"] == 6 and s["same"] == 2
    assert s["mean_loss"] == pytest.approx(0.5)
    assert s["within"] == 4  # 0.5 itself counts as within
    low, high = s["mean_loss_interval"]
    assert 0.0 <= low < 0.5 < high <= 1.7
    w_low, w_high = s["within_interval"]
    assert w_low < 4 / 6 < w_high
    # the Wilson interval of 4 of 6 (by hand: centre 0.6016, half-width 0.3016)
    assert (w_low, w_high) == pytest.approx((0.3000, 0.9032), abs=1e-3)
