"""Sentences that hold whatever name or tile fills them (issue #35): a placeholder's word is a
name or a tile's name as the catalogue gives it, without an article or a case of its own, so
no German template glues a genitive "s" to a name ("Thomass Apparat") or an article or
possessive of one gender to a tile ("die eigene Monetisierer"), and no French template puts a
name, a level, an option, a decision, a power or a tile after "de" or "que", where a vowel would
need "d'" or "qu'" ("de Ada", "refuse de activer", "que électrick"), and no Spanish one puts a
place that may bring its own "el" after "de" or "a" ("de el aparato") or a side that may be
feminine after "el" ("por el izquierda")."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from steamworks.language.catalogue import LOCALE_DIR

NAMES = r"\{(?:player|owner|name|owners|opponent|winners|players|level|leader)\}"
WRONG = {
    "de": [
        re.compile(r"\{\w+\}s\b"),  # a genitive s after any name
        re.compile(r"\bvon \{place\}"),  # "von der Apparat ...": a place in the nominative
        re.compile(
            r"\b(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|eigene|eigenen"
            r"|deine|deinen|deinem|deiner|deines|seine|seinen|seinem|seiner|seines) \{tile\}"
        ),
    ],
    "fr": [
        re.compile(rf"\b(?:de|que) {NAMES}"),
        re.compile(r"\bde \{place\}"),
        # an option or a decision may begin "avancer ...", "activer ..."; a power "électrick";
        # a tile "Usine-éclair": "de activer", "que électrick", "de Usine-éclair"
        re.compile(r"\b(?:de|que) \{(?:option|decision|powers|power|tile)\}"),
        re.compile(r"\bau \{side\}"),  # a side is "gauche", "haut": never "au gauche"
    ],
    "es": [
        # a place may be "el aparato que se está activando": never "de el", "a el"
        re.compile(r"\b(?:de|a) \{place\}"),
        re.compile(r"\bpor el \{side\}"),  # a side may be "izquierda", "arriba"
    ],
}


def _translations(code: str) -> list[tuple[str, str]]:
    with open(LOCALE_DIR / code / "LC_MESSAGES" / "steamworks.po", "rb") as handle:
        catalog = read_po(handle)
    out = []
    for message in catalog:
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [(key, text) for text in strings if text]
    return out


def test_no_template_needs_a_case_or_an_elision_its_placeholder_cannot_give():
    found = [
        f"{code}: {key!r} -> {text!r}"
        for code, patterns in WRONG.items()
        for key, text in _translations(code)
        if any(pattern.search(text) for pattern in patterns)
    ]
    assert not found, "\n".join(found)
