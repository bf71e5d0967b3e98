"""Reasons and words: the evaluation's named terms, and actions addressed to the player."""

from __future__ import annotations

from steamworks.ai import evaluate, make_agent
from steamworks.coach.reasons import (
    OPPONENTS,
    REASON_TERMS,
    largest_difference,
    reason,
    term_phrase,
)
from steamworks.coach.words import VERBS, gerund, order, past
from steamworks.rules import engine
from steamworks.rules.describe import describe_action
from steamworks.rules.setup import quick_setup

ZERO = dict.fromkeys(REASON_TERMS, 0.0)


def test_the_named_terms_add_up_to_the_estimates():
    for players, seed in ((2, 3), (4, 5)):
        state = engine.start(quick_setup(players, seed))
        agents = [make_agent("easy", seed + i) for i in range(players)]
        while True:
            values = evaluate.estimates(state)
            terms = evaluate.estimate_terms(state)
            for value, parts in zip(values, terms):
                assert set(parts) == set(evaluate.TERMS)
                assert abs(value - sum(parts.values())) < 1e-9
            if engine.is_over(state):
                break
            state = engine.apply(state, agents[engine.to_act(state)].choose(state), check=False)
        assert terms[0]["leftovers"] > 0 or terms[1]["leftovers"] > 0


def test_the_reason_is_the_term_that_makes_the_choice_better():
    build = {**ZERO, "devices": 3.0, "money": -0.75}
    wait = {**ZERO}
    assert largest_difference(build, wait) == ("devices", 3.0)
    assert reason(build, [wait], two_player=True) == "about +3.0 prestige printed on your devices"
    # worse overall: the term that makes it worse
    assert reason(wait, [build], two_player=True).startswith("about -3.0 prestige printed")
    assert reason(wait, [wait], two_player=True) == "about the same as the alternatives"
    assert reason(wait, [], two_player=True) == "the only choice worth considering here"


def test_what_the_opponents_gain_is_a_reason_too():
    deny = {**ZERO, "tiles": 0.5, OPPONENTS: -4.0}
    give = {**ZERO, "tiles": 1.0, OPPONENTS: -6.0}
    assert reason(deny, [give], two_player=True) == "about 2.0 prestige less for your opponent"
    assert reason(give, [deny], two_player=False) == "about 2.0 prestige more for your opponents"


def test_visits_are_counted_in_clocks_with_three_players_or_more():
    assert term_phrase("visits", 2.2, two_player=False) == (
        "about +2 clocks from visitors over the rounds left"
    )
    assert term_phrase("visits", -1.0, two_player=False).startswith(
        "about -1.0 clocks from visitors"
    )
    assert term_phrase("visits", 0.5, two_player=True) == (
        "about +0.5 prestige from visitors' coins over the rounds left"
    )


def test_every_action_the_rules_describe_is_recast_for_the_player():
    for players, seed in ((2, 7), (3, 8)):
        state = engine.start(quick_setup(players, seed, personas="draft"))
        agents = [make_agent("easy", seed + i) for i in range(players)]
        while not engine.is_over(state):
            for action in engine.legal_actions(state)[:30]:
                line = describe_action(state, action)
                assert line.split(" ")[0] in VERBS, line
                said = order(state, action)
                assert said[0].isupper() and said.split(" ")[0].lower() != line.split(" ")[0]
                assert past(state, action) != line and gerund(state, action) != line
            state = engine.apply(state, agents[engine.to_act(state)].choose(state), check=False)


def test_joined_verbs_are_recast_too():
    from steamworks.rules.actions import Pass

    state = engine.start(quick_setup(2, 1, personas="random"))
    assert order(state, Pass()) == "Pass and collect the wage"
    assert past(state, Pass()) == "passed and collected the wage"
