"""The coach values positions with the evaluation Hard plays with (the learned table), not the
hand-set prices: hints, the analysis's reviews and curve, and what a move gains now."""

from __future__ import annotations

from steamworks.ai.evaluate import DEFAULT_WEIGHTS, estimates
from steamworks.ai.levels import LEVELS
from steamworks.ai.observe import observe
from steamworks.coach.appraise import appraise
from steamworks.coach.evaluation import COACH_WEIGHTS
from steamworks.coach.hints import rank, suggest
from steamworks.rules import engine
from tests.support.coach import midgame

HARD = LEVELS["hard"].weights


def test_the_coachs_weights_are_hards_with_its_learned_table():
    assert COACH_WEIGHTS == HARD
    assert HARD.learned is not None  # Hard plays with a fitted table, and so does the coach
    assert COACH_WEIGHTS != DEFAULT_WEIGHTS


def test_appraisals_and_hints_use_the_learned_evaluation_not_the_hand_prices():
    for players, seed, steps in ((2, 8, 60), (4, 3, 90)):
        state = midgame(players, seed, steps)
        seat = engine.to_act(state)
        assert seat is not None
        quick = {"seconds": None, "samples": 1}
        coach = appraise(state, seat, **quick)
        learned = appraise(state, seat, weights=HARD, **quick)
        hand = appraise(state, seat, weights=DEFAULT_WEIGHTS, **quick)
        assert [a.utility for a in coach] == [a.utility for a in learned]
        assert [a.estimates for a in coach] == [a.estimates for a in learned]
        # the hand-set prices give other values: a coach that fell back to them fails here
        assert [a.utility for a in coach] != [a.utility for a in hand]
        # the hint's first choice and its estimate are those of the learned appraisal
        best = suggest(state, seat, count=1, **quick)[0]
        top = rank(learned)[0]
        if best.action == top.action:  # (a useless persona space may be passed over)
            assert best.prestige == top.estimates[seat]


def test_the_terms_of_a_learned_appraisal_still_add_up_to_its_utility():
    state = midgame(3, 4, 70)
    seat = engine.to_act(state)
    assert seat is not None
    for a in appraise(state, seat, seconds=None, samples=2):
        assert abs(sum(a.terms.values()) - a.utility) < 1e-9


def test_the_learned_evaluation_differs_from_the_hand_prices_on_the_curve():
    state = observe(midgame(2, 8, 60))
    assert estimates(state, COACH_WEIGHTS) != estimates(state, DEFAULT_WEIGHTS)


def test_a_hint_can_be_asked_with_other_weights_for_measuring_them():
    # tools/coach_quality.py --coach-weights: the weights given value the choices instead
    state = midgame(4, 3, 90)
    seat = engine.to_act(state)
    assert seat is not None
    quick = {"seconds": None, "samples": 1}
    hand = rank(appraise(state, seat, weights=DEFAULT_WEIGHTS, **quick))
    ours = rank(appraise(state, seat, **quick))
    asked = suggest(state, seat, count=1, weights=DEFAULT_WEIGHTS, **quick)[0]
    by_hand = next(a for a in hand if a.action == asked.action)
    assert asked.prestige == by_hand.estimates[seat]
    assert [a.utility for a in hand] != [a.utility for a in ours]
