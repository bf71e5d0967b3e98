"""Counted prestige reads one way in each language (docs/languages.md, "Counted prestige"):
French "3 prestige", never "3 de prestige"; Spanish "3 de prestigio", never "3 prestigio"."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from steamworks.language.catalogue import LOCALE_DIR

FORBIDDEN = {"fr": r"(\{\w+\}|\d) de prestige", "es": r"(\{\w+\}|\d) prestigio"}


@pytest.mark.parametrize("code", sorted(FORBIDDEN))
def test_counted_prestige_has_one_form_per_language(code):
    with open(LOCALE_DIR / code / "LC_MESSAGES" / "steamworks.po", "rb") as handle:
        catalogue = read_po(handle)
    other = re.compile(FORBIDDEN[code])
    wrong = []
    for message in catalogue:
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        wrong += [text for text in texts if text and other.search(text)]
    assert not wrong
