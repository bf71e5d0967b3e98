"""The story speaks to the seat named YOU (the tutorial's and the puzzles' learner) in the
second person, in every language, from whole sentences (rules/to_you.py): "You take ...",
"Du nimmst ...", "Vous prenez ...", "Tú tomas ...", never "You takes ..." or the English name
in another language's line; the other seats' lines are told as ever."""

from __future__ import annotations

import random
import re

import pytest

from steamworks.language import speaking
from steamworks.rules import engine
from steamworks.rules import narrate as N
from steamworks.rules.setup import quick_setup
from steamworks.rules.to_you import TO_YOU
from steamworks.rules.words import YOU, shown_name

# how a line said to the learner begins, by language
OPENINGS = {
    "en": ("You ", "The "),
    "de": ("Du ",),
    "fr": ("Vous ", "La tuile ", "Le "),
    "es": ("Tú ", "No puedes ", "El ", "La "),
}


def told(code: str, names: tuple[str, ...], seed: int = 1, steps: int = 160):
    """(seat, text) of every story entry of a seeded random game's first `steps` actions."""
    state = engine.start(quick_setup(len(names), seed))
    rng = random.Random(seed)
    out = []
    with speaking(code):
        for _ in range(steps):
            if engine.is_over(state):
                break
            action = rng.choice(engine.legal_actions(state))
            after = engine.apply(state, action)
            out += [(e.seat, e.text) for e in N.narrate(state, action, after, names)]
            state = after
    return out


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_the_learners_doings_are_said_to_them(code):
    lines = told(code, ("Rival", YOU))
    mine = [text for seat, text in lines if seat == 1]
    assert len(mine) > 20
    for text in mine:
        assert text.startswith(OPENINGS[code]), text
    if code != "en":
        assert not any("You" in text for _seat, text in lines)
    else:
        verbs = {story.split(" ")[0] for story in TO_YOU}  # "takes", "places", ...
        assert not any(text.split(" ")[1] in verbs for text in mine if text.startswith("You "))
    # the rival's lines still name the rival, in the third person
    assert any(seat == 0 and text.startswith("Rival ") for seat, text in lines)


def test_other_names_are_told_as_before():
    """Only the seat named YOU changes: a game between named players tells the same story
    whichever seat would have been the learner's."""
    plain = told("en", ("Ada", "Brunel"))
    assert not any(text.startswith("You ") for _seat, text in plain)
    with_you = told("en", ("Ada", YOU))

    def adas(lines, other):  # Ada's lines that do not name the other seat
        named = re.compile(rf"\b{other}\b", re.IGNORECASE)
        return [t for s, t in lines if s == 0 and not named.search(t)]

    assert adas(plain, "Brunel") == adas(with_you, "You")


@pytest.mark.parametrize(
    ("code", "name"), [("en", "You"), ("de", "Du"), ("fr", "Vous"), ("es", "Tú")]
)
def test_the_learners_name_is_shown_in_the_language_spoken(code, name):
    with speaking(code):
        assert shown_name(YOU) == name
        assert shown_name("Ada") == "Ada"


def test_a_variant_with_a_context_is_its_own_sentence():
    """`variants` says a sentence as another, by its context when it has one: the coach's
    advice "Decline" is not the button's "Decline", nor "gain {money}" said to the learner the
    persona step's "gain {money}" (German "Lehne ab" / "Ablehnen", "erhältst" / "erhalten")."""
    from steamworks.coach.addressed import FORMS
    from steamworks.language import tr, variants

    with speaking("de"):
        assert tr("Decline") == "Ablehnen"
        with variants({"declines": FORMS["declines"].order}):
            assert tr("declines") == "Lehne ab"
        assert tr("gain {money}", money="1 £") == "1 £ erhalten"
        with variants(TO_YOU):
            assert tr("gains {money}", money="1 £") == "erhältst 1 £"
