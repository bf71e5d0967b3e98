"""Every letter of the four languages renders in every font the game draws with (issue #35):
each character of every catalogue entry, English and translated, and of the pseudo-language of
the overflow tests, has a glyph in each font file of assets/fonts (pygame_gui's theme and the
game's own drawing use only these files). Symbols such as the pager's arrows are checked in the
interface font (Inter), the only one that draws them."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pygame.freetype
import pytest
from babel.messages.pofile import read_po

from steamworks.language import catalogue

ROOT = Path(__file__).resolve().parents[2]
FONTS = sorted((ROOT / "assets" / "fonts").glob("*.[ot]tf"))
# letters a translation may use even if no entry uses them yet, and the pseudo-language's
LETTERS = "äöüÄÖÜßéèêëàâîïôûùçœæÉÈÊÀÇŒÆñÑáíóúÁÍÓÚ¿¡«»„“”‚‘’–—…£−×"


def _catalogue_text() -> str:
    text = [LETTERS, catalogue.pseudo("AaCcEeIiNnOoUuYy~[]")]
    for path in sorted(catalogue.LOCALE_DIR.rglob("*.po*")):
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
    shown = sorted({c for c in characters if c.isprintable() and not c.isspace()})
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


@pytest.mark.parametrize("path", FONTS, ids=lambda p: p.name)
def test_every_catalogue_letter_has_a_glyph(path: Path, characters: str):
    font = pygame.freetype.Font(str(path), 20)
    wanted = characters if path.name.startswith("Inter-") else _letters(characters)
    assert _missing(font, wanted) == ""
