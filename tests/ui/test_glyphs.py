"""Every letter of the four languages renders in every font the game draws with (issue #35):
each character of every catalogue entry and draft, English and translated, of the
pseudo-language of the overflow tests, and of the numbers, money, dates and lists each
language's formats write (their no-break spaces too), has a glyph in each font file of
assets/fonts (pygame_gui's theme and the game's own drawing use only these files). Symbols such
as the pager's arrows are checked in the interface font (Inter), the only one that draws them."""

from __future__ import annotations

import datetime
import unicodedata
from pathlib import Path

import pygame.freetype
import pytest
from babel.messages.pofile import read_po

from steamworks.language import (
    catalogue,
    date_time,
    decimal,
    listing,
    money,
    number,
    percent,
    speaking,
)

ROOT = Path(__file__).resolve().parents[2]
FONTS = sorted((ROOT / "assets" / "fonts").glob("*.[ot]tf"))
# letters a translation may use even if no entry uses them yet, and the pseudo-language's
LETTERS = "äöüÄÖÜßéèêëàâîïôûùçœæÉÈÊÀÇŒÆñÑáíóúÁÍÓÚ¿¡«»„“”‚‘’–—…£−×"


def _formatted() -> list[str]:
    """What each language's formats write besides the catalogues' words: grouped numbers,
    decimals, percentages, money, dates and lists (CLDR's spaces and signs: French "12 345")."""
    moment = datetime.datetime(2026, 11, 28, 11, 15)
    said = []
    for language in [*catalogue.KNOWN, catalogue.Language(catalogue.PSEUDO, "")]:
        with speaking(language.code):
            said += [number(-1234567), decimal(12345.5), percent(0.574), percent(0.5741, 1)]
            said += [money(-12345), money(3), date_time(moment), listing(["a", "b", "c"])]
    return said


def _catalogue_text() -> str:
    # the pseudo-language's accented letters, every one of them
    accented = "".join(chr(c) for c in catalogue._ACCENTED.values())
    text = [LETTERS, accented, catalogue.pseudo("AaCcEeIiNnOoUuYy~[]"), *_formatted()]
    # the catalogues, and the drafts of new sentences not yet folded into them
    drafts = catalogue.LOCALE_DIR.parent / "drafts"
    for path in sorted([*catalogue.LOCALE_DIR.rglob("*.po*"), *drafts.rglob("*.po")]):
        with path.open("rb") as handle:
            for message in read_po(handle):
                for part in (message.id, message.string):
                    text.extend(part if isinstance(part, tuple) else [part])
    return "".join(text)


def _letters(characters: str) -> str:
    """The characters of words (letters, digits, punctuation, currency and maths signs): every
    font must have these. Symbols ("◀", "▶") are drawn only in the interface font."""
    return "".join(c for c in characters if unicodedata.category(c) != "So")


def _missing(font: pygame.freetype.Font, characters: str) -> str:
    """The characters the font has no glyph for (freetype reports None for those; pygame.font
    would measure the font's empty box instead and hide them)."""
    # spaces too, but the plain one: a no-break space a font lacks is drawn as a box
    shown = sorted({c for c in characters if c.isprintable() or (c.isspace() and c > " ")})
    shown = [c for c in shown if c not in "\n\t"]
    metrics = font.get_metrics("".join(shown))
    return "".join(c for c, metric in zip(shown, metrics) if metric is None)


@pytest.fixture(scope="module")
def characters() -> str:
    pygame.freetype.init()
    return _catalogue_text()


def test_the_check_sees_a_missing_glyph():
    pygame.freetype.init()
    font = pygame.freetype.Font(str(FONTS[0]), 20)
    assert _missing(font, "A漢") == "漢"
    # a space the font lacks is seen too (EB Garamond Bold has no narrow no-break space)
    bold = pygame.freetype.Font(str(ROOT / "assets" / "fonts" / "EBGaramond-Bold.ttf"), 20)
    assert _missing(bold, "1\u00a02\u202f3") == "\u202f"


@pytest.mark.parametrize("path", FONTS, ids=lambda p: p.name)
def test_every_catalogue_letter_has_a_glyph(path: Path, characters: str):
    font = pygame.freetype.Font(str(path), 20)
    wanted = characters if path.name.startswith("Inter-") else _letters(characters)
    assert _missing(font, wanted) == ""
