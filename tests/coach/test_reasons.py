"""Reasons and words: the evaluation's named terms, and actions addressed to the player."""

from __future__ import annotations

import ast
import inspect

import pytest

from steamworks.ai import evaluate, make_agent
from steamworks.coach.addressed import FORMS, gerund, order, past
from steamworks.coach.reasons import (
    OPPONENTS,
    REASON_TERMS,
    largest_difference,
    reason,
    term_phrase,
)
from steamworks.language import speaking
from steamworks.rules import describe, engine
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


# The English forms as the coach wrote them before each form was a sentence of its own (it
# recast the story's verbs): the forms' English must read exactly as before.
OLD_VERBS = {
    "activates": ("activate", "activated", "activating"),
    "adds": ("add", "added", "adding"),
    "builds": ("build", "built", "building"),
    "chooses": ("choose", "chose", "choosing"),
    "collects": ("collect", "collected", "collecting"),
    "declines": ("decline", "declined", "declining"),
    "gives": ("give", "gave", "giving"),
    "keeps": ("keep", "kept", "keeping"),
    "passes": ("pass", "passed", "passing"),
    "pays": ("pay", "paid", "paying"),
    "places": ("place", "placed", "placing"),
    "powers": ("power", "powered", "powering"),
    "repeats": ("repeat", "repeated", "repeating"),
    "stops": ("stop", "stopped", "stopping"),
    "takes": ("take", "took", "taking"),
}


def old_recast(line: str, form: int) -> str:
    words = line.split(" ")
    for i, word in enumerate(words):
        if word in OLD_VERBS and (i == 0 or words[i - 1] == "and"):
            words[i] = OLD_VERBS[word][form]
    return " ".join(words)


def test_every_sentence_the_rules_describe_an_action_with_has_the_coachs_forms():
    said = set()
    # describe_action's own sentences: the literal `tr(...)` it returns
    for node in ast.walk(ast.parse(inspect.getsource(describe.describe_action).lstrip())):
        if isinstance(node, ast.Return):
            calls = [node.value]
            if isinstance(node.value, ast.IfExp):
                calls = [node.value.body, node.value.orelse]
            for call in calls:
                if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "tr":
                    said.add(call.args[0].value)
    # the sentences of a worker placed on a device and of a tile added to one stand in tables
    for table in (describe._PLACED_ON_DEVICE, describe._ADDED_TO_DEVICE):
        said.update(sentence for sentences in table.values() for sentence in sentences)
    assert said and said == set(FORMS)
    for story, forms in FORMS.items():
        assert (forms.past_yours is not None) == ("their own" in story), story
        assert (forms.gerund_yours is not None) == ("their own" in story), story


def test_every_action_the_rules_describe_is_said_to_the_player_as_in_english_before():
    for players, seed in ((2, 7), (3, 8)):
        state = engine.start(quick_setup(players, seed, personas="draft"))
        agents = [make_agent("easy", seed + i) for i in range(players)]
        while not engine.is_over(state):
            for action in engine.legal_actions(state)[:30]:
                line = describe_action(state, action)
                advice = old_recast(line, 0).replace("their own ", "your own ")
                assert order(state, action) == advice[:1].upper() + advice[1:]
                assert past(state, action) == old_recast(line, 1) != line
                assert gerund(state, action) == old_recast(line, 2) != line
                assert past(state, action, to_player=True) == old_recast(line, 1).replace(
                    "their own ", "your own "
                )
            state = engine.apply(state, agents[engine.to_act(state)].choose(state), check=False)


@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_in_every_language_each_form_is_a_sentence_of_its_own(code):
    """Every form is translated, and the order is not the story's third person."""
    state = engine.start(quick_setup(3, 8, personas="draft"))
    agents = [make_agent("easy", 8 + i) for i in range(3)]
    seen = 0
    with speaking(code):
        while not engine.is_over(state) and seen < 400:
            for action in engine.legal_actions(state)[:10]:
                line = describe_action(state, action)
                advice = order(state, action)
                done, possible = past(state, action), gerund(state, action)
                with speaking("en"):
                    english = (order(state, action), past(state, action), gerund(state, action))
                assert advice != english[0] and done != english[1] and possible != english[2]
                if code != "es":  # Spanish's "tú" order is its third person ("Toma", "toma")
                    assert advice != line[:1].upper() + line[1:], advice
                if code == "de":  # (French "construit" is both "builds" and "built")
                    assert done != line and possible != line
                seen += 1
            state = engine.apply(state, agents[engine.to_act(state)].choose(state), check=False)


def test_joined_verbs_are_recast_too():
    from steamworks.rules.actions import Pass

    state = engine.start(quick_setup(2, 1, personas="random"))
    assert order(state, Pass()) == "Pass and collect the wage"
    assert past(state, Pass()) == "passed and collected the wage"
