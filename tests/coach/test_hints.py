"""Hints: the best few choices, ranked by estimated final prestige, on the public view only."""

from __future__ import annotations

import random

import pytest

from steamworks.ai import make_agent
from steamworks.coach.appraise import appraise
from steamworks.coach.hints import suggest
from steamworks.rules import engine
from steamworks.rules.actions import Activate, EndActivation, PlaceDevice
from steamworks.rules.setup import quick_setup
from tests.support.coach import midgame, reorder_hidden
from tests.support.moves import apply_all
from tests.support.positions import CLOCK_MONETISER, game, with_device


def powering_a_monetiser():
    """Seat 0 has just fired its own Clockwork Source: power the Monetiser (+£3) or stop."""
    state, dev = with_device(game(("eva", "A"), ("alice", "A")), 0, CLOCK_MONETISER)
    return apply_all(state, PlaceDevice(dev, (0, 0)))


def test_a_clearly_better_action_is_ranked_first_with_its_reason():
    state = powering_a_monetiser()
    assert set(engine.legal_actions(state)) == {Activate((0, 1), "C"), EndActivation()}
    best, other = suggest(state, 0, seconds=None, samples=2)
    assert best.action == Activate((0, 1), "C")
    assert other.action == EndActivation()
    assert best.behind_best == 0.0 and other.behind_best == best.prestige - other.prestige > 0.3
    assert best.reason.startswith("Now: £3. Beats choice 2: about +")
    assert best.reason.endswith("prestige from money still to spend.")
    assert other.reason.startswith("Nothing now. Behind choice 1: about -")
    assert best.words == "Power the Monetiser with clockwork"
    assert other.words == "Stop powering components"


def test_suggestions_never_depend_on_the_hidden_order_of_a_stack():
    rng = random.Random(3)
    drawn = 0
    for players, seed, steps in ((2, 11, 25), (3, 4, 40), (2, 8, 60)):
        state = midgame(players, seed, steps)
        other = reorder_hidden(state, rng)
        assert other.stacks != state.stacks
        seat = engine.to_act(state)
        mine = suggest(state, seat, seconds=None, samples=3, count=5, seed=9)
        theirs = suggest(other, seat, seconds=None, samples=3, count=5, seed=9)
        assert mine == theirs
        drawn += sum(s.samples > 1 for s in mine)
    assert drawn  # some play-outs did turn up hidden tiles, so the worlds mattered


def test_stopping_returns_at_once_with_first_impressions():
    state = midgame(2, 11, 25)
    polls = []

    def stop_now():
        polls.append(1)
        return True

    hints = suggest(state, engine.to_act(state), seconds=600.0, should_stop=stop_now)
    assert len(polls) == 1  # nothing was played out after the first "stop"
    assert len(hints) == 3 and all(h.samples == 0 for h in hints)
    assert [h.prestige for h in hints] == sorted((h.prestige for h in hints), reverse=True)


def test_stopping_part_way_keeps_what_was_played_out():
    state = midgame(3, 4, 40)
    seat = engine.to_act(state)
    polls = []

    def stop_after_five():
        polls.append(1)
        return len(polls) > 5

    appraised = appraise(state, seat, seconds=600.0, should_stop=stop_after_five)
    assert len(polls) == 6  # it returned at the first "stop", asking nothing more
    assert sum(a.samples for a in appraised) <= 5  # a play-out is at least one step


def test_every_kind_of_decision_gets_legal_ranked_suggestions():
    state = engine.start(quick_setup(2, 21))
    agents = [make_agent("easy", 21 + i) for i in range(2)]
    kinds = set()
    step = 0
    while not engine.is_over(state):
        seat = engine.to_act(state)
        if step % 4 == 0 and len(engine.legal_actions(state)) > 1:
            hints = suggest(state, seat, seconds=None, samples=1, count=3)
            assert 1 <= len(hints) <= 3
            assert hints[0].behind_best == 0.0
            assert all(h.behind_best >= 0.0 for h in hints)
            assert [h.prestige for h in hints] == sorted((h.prestige for h in hints), reverse=True)
            for h in hints:
                assert engine.explain_illegal(state, h.action) is None
                assert h.reason and h.words[:1].isupper()
            assert len({h.words for h in hints}) == len(hints)  # no choice shown twice
            kinds.add(type(engine.current_decision(state)).__name__)
        state = engine.apply(state, agents[seat].choose(state, seat), check=False)
        step += 1
    assert {"NoneType", "TakeFrame", "ActivationFrame"} <= kinds


def test_a_seat_that_is_not_deciding_is_refused():
    state = midgame(2, 11, 25)
    seat = engine.to_act(state)
    with pytest.raises(ValueError, match="not the one to decide"):
        suggest(state, 1 - seat)


def test_actions_played_out_rank_before_first_impressions():
    from steamworks.coach.appraise import Appraisal
    from steamworks.coach.hints import rank
    from steamworks.rules.actions import Decline, Pass

    played = Appraisal(Pass(), (5.0, 5.0), utility=0.0, terms={}, samples=3, exact=False)
    guessed = Appraisal(Decline(), (9.0, 5.0), utility=4.0, terms={}, samples=0, exact=False)
    assert rank([guessed, played]) == [played, guessed]
