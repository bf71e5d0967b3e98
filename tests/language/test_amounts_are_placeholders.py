"""Amounts in the rules' and the coach's own sentences are placeholders filled with money() or
number() (issue #35), so each language's format shows ("£1", "1 £"): no sentence marked in their
code writes a sum of money in its words. The one exception is the story's wording of an effect's
prompt from rules/data/effects.toml (THEIR_PROMPTS), which must read as that prompt reads."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from steamworks.language import money, speaking
from steamworks.language.catalogue import LOCALE_DIR
from steamworks.rules import engine
from steamworks.rules.actions import Reveal
from steamworks.rules.describe import THEIR_PROMPTS, describe_action
from steamworks.rules.setup import quick_setup

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
