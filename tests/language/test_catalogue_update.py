"""tools/catalogues.py: updating one language's catalogue from the template leaves the template,
and so the next language's catalogue, untouched (Babel's Catalog.update shares the template's
entries: German drafted for the game table was folded into the French and Spanish catalogues)."""

from __future__ import annotations

from babel.messages.catalog import Catalog

from tests.support.tools import load_tool

catalogues = load_tool("catalogues")

SENTENCE = "A sentence no catalogue holds yet, for this test only"


def test_a_translation_filled_in_one_language_stays_in_it():
    template = Catalog(domain=catalogues.DOMAIN)
    template.add(SENTENCE)
    german = catalogues.updated(template, "de")
    german.get(SENTENCE).string = "Ein Satz, den noch kein Katalog hat"
    french = catalogues.updated(template, "fr")
    assert not template.get(SENTENCE).string
    assert not french.get(SENTENCE).string
    assert german.get(SENTENCE).string == "Ein Satz, den noch kein Katalog hat"
