"""Amounts in the rules' and the coach's own sentences are placeholders filled with money() or
number() (issue #35), so each language's format shows ("£1", "1 £"): no sentence marked in their
code writes a sum of money in its words. The one exception is the story's wording of an effect's
prompt from rules/data/effects.toml (THEIR_PROMPTS), which must read as that prompt reads.

The data files, the lessons and the Rules screen's prose write a sum as `{pounds_3}`, which
`tr` fills with money(3), so there too each language shows its own format."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from steamworks.language import PSEUDO, money, ntr, speaking, tr
from steamworks.language.catalogue import LOCALE_DIR
from steamworks.rules import engine
from steamworks.rules.actions import Reveal
from steamworks.rules.data import load
from steamworks.rules.describe import THEIR_PROMPTS, describe_action
from steamworks.rules.preview import effect_text
from steamworks.rules.setup import quick_setup
from steamworks.teach.lessons import load_lessons
from steamworks.ui.game import target_keys as K
from steamworks.ui.game.prompt import action_label
from steamworks.ui.game.tooltips import tip_for
from steamworks.ui.rules.text import chapter

CODE = ("steamworks/rules/", "steamworks/coach/")
SUM = re.compile(r"£\s?\d")


def test_no_sum_of_money_is_written_in_the_rules_or_the_coachs_sentences():
    with open(LOCALE_DIR / "steamworks.pot", "rb") as handle:
        template = read_po(handle)
    written = []
    for message in template:
        places = {where for where, _line in message.locations}
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if not message.id or not all(p.startswith(CODE) and p.endswith(".py") for p in places):
            continue
        if any(SUM.search(text) for text in ids) and ids[0] not in THEIR_PROMPTS.values():
            written.append(ids[0])
    assert not written, "\n".join(written)


def test_a_sum_in_the_story_is_the_languages_own():
    state = engine.start(quick_setup(2, 3))
    reveal = next(
        (a for a in engine.legal_actions(state) if isinstance(a, Reveal)), Reveal(stack=1)
    )
    for code in ("en", "de", "fr", "es"):
        with speaking(code):
            line = describe_action(state, reveal)
            assert money(1) in line, (code, line)


# what the data files, the lessons, the puzzles and the Rules screen's prose say
PROSE = (
    "steamworks/rules/data/",
    "steamworks/teach/",
    "steamworks/ui/rules/text.py",
)


def test_no_sum_of_money_is_written_in_the_data_the_lessons_or_the_rules_prose():
    """Their sums are `{pounds_3}` placeholders, which `tr` fills with money(3)."""
    with open(LOCALE_DIR / "steamworks.pot", "rb") as handle:
        template = read_po(handle)
    written = []
    for message in template:
        places = {where for where, _line in message.locations}
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if message.id and any(p.startswith(PROSE) for p in places):
            written.extend(text for text in ids if SUM.search(text))
    assert not written, "\n".join(written)


def _monetiser_lesson_step() -> str:
    lessons, _errors = load_lessons()
    steps = [s.say for lesson in lessons for s in lesson.steps if "power it for" in s.say]
    assert len(steps) == 1
    return steps[0]


# a sum of money in each language's own format, and how it is not written there
OWN_FORMAT = {"en": ("£3", "3 £"), "de": ("3 £", "£3"), "fr": ("3 £", "£3"), "es": ("3 £", "£3")}


@pytest.mark.parametrize("code", sorted(OWN_FORMAT))
def test_a_written_sum_is_said_in_each_languages_format(code):
    own, other = OWN_FORMAT[code]
    with speaking(code):
        assert money(3) == own
        said = [
            effect_text("monetiser"),  # "Gain {pounds_3}." in effects.toml
            tr(load().effect("monetiser").glossary),  # the glossary's entry
            tr(_monetiser_lesson_step()),  # a lesson's card
        ]
        # the Rules screen's "Coins instead of clocks" item, its coins of {pounds_1}
        coins = [
            item
            for block in chapter("two_players").blocks
            if isinstance(block.text, tuple)
            for item in block.text
            if money(1) in item
        ]
    for text in said:
        assert own in text and other not in text and "{" not in text, (code, text)
    assert coins and all("{" not in item for item in coins), (code, coins)


def test_english_says_the_sums_as_before():
    """English is unchanged by the placeholders (golden files and screenshots compare it)."""
    with speaking("en"):
        assert effect_text("monetiser") == "Gain £3."
        assert effect_text("insta_factor", "S") == (
            "Pay £2 to build a device of exactly 3 tiles, then fire one of its sources."
        )
        assert tr(_monetiser_lesson_step()) == "The Monetiser is yours to use: power it for £3."
        assert tr("each {pounds_1}, {count} more", count=2) == "each £1, 2 more"
        assert ntr("{count} for {pounds_2}", "{count} for {pounds_2}", 2) == "2 for £2"


def test_a_written_sum_is_filled_before_the_other_placeholders():
    """`tr` without fields leaves the others for a later `format` (effect_text's powered
    words), and the pseudo-language keeps the sum a sum."""
    assert tr("pay {pounds_2} for {size} tiles") == "pay £2 for {size} tiles"
    with speaking(PSEUDO):
        said = tr("pay {pounds_2} for {size} tiles")
    assert money(2) in said or "[£2]" in said
    assert "{size}" in said and "{pounds_2}" not in said


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", "Pay £1: see two Age I tiles, keep one"),
        ("de", "{pound}: 2 aus Stapel I sehen, 1 behalten"),
        ("fr", "{pound} : voir 2 tuiles de l'Âge I, en garder 1"),
        ("es", "{pound}: ver 2 losetas de la Era I, quedarte 1"),
    ],
)
def test_a_prompts_button_writes_its_sum_in_the_languages_own_format(code, expected):
    # the Reveal button's £1 was a literal in the sentence; it is now money(1) in each language
    state = engine.start(quick_setup(2, 3))
    with speaking(code):
        label = action_label(state, Reveal(stack=1))
        assert label == expected.format(pound=money(1))


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_a_two_player_locks_tooltip_writes_the_visit_fee_in_the_languages_format(code):
    # the £1 a visit pays the device's owner was a literal; it is money(1) in each language
    state = engine.start(quick_setup(2, seed=1))
    with speaking(code):
        lines = tip_for(K.Lock(0), state, ("Ada", "Brunel"), [], False, focus=0).lines
        assert money(1) in lines[1]
    if code == "en":
        assert "pays its owner £1, and one coin leaves every round." in lines[1]
    else:
        assert "£1" not in lines[1]


@pytest.mark.parametrize("code", sorted(OWN_FORMAT))
def test_a_gain_of_money_on_the_table_is_said_in_each_languages_format(code):
    """The pill that floats up from a payment ("+£3") and a coin's face write the sum as
    money() does; before, both wrote "£" before the number in every language."""
    from steamworks.ui.game.animation import gain_label

    own, other = OWN_FORMAT[code]
    with speaking(code):
        gained, paid, steam = gain_label("money", 3), gain_label("money", -3), gain_label("S", 2)
    assert gained == "+" + own and other not in gained
    assert paid.startswith("−") and own.replace("£", "").strip() in paid
    assert steam == "+2"


def test_no_drawing_code_writes_a_pound_sign_before_a_number_itself():
    """Every sum the table draws goes through money(): a literal "£{" in the UI's code writes
    the English format in every language."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "steamworks" / "ui"
    written = [
        f"{path.relative_to(root)}:{number}"
        for path in sorted(root.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"""f["'][^"']*£\{""", line)
    ]
    assert not written, written
