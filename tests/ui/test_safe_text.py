"""Text in a face that lacks some letters: accented letters fall back to their plain letter
(the heading face draws the letters of the game's four languages, but not every letter of
Europe: a player may name themselves "Paul Erdős"), and letters the face draws are left alone."""

from __future__ import annotations

from steamworks.ui import text_fit as TF
from steamworks.ui.art.fonts import get_font


def _drawable(role: str, text: str) -> bool:
    font = get_font(role, 20)
    box = font.metrics("\U0010fffd")
    return all(font.metrics(ch) != box for ch in text)


def test_a_face_without_a_letter_gets_its_plain_letter():
    assert not _drawable("heading", "ő")  # what makes this test worth having
    assert TF.safe_text("heading", "Paul Erdős to play") == "Paul Erdos to play"


def test_the_heading_face_keeps_the_games_languages_accents():
    assert _drawable("heading", "Émilie du Châtelet, Übersicht, Año, Ça")
    assert TF.safe_text("heading", "Émilie du Châtelet") == "Émilie du Châtelet"


def test_a_face_with_accents_keeps_them():
    assert _drawable("ui", "Émilie du Châtelet")
    assert TF.safe_text("ui", "Émilie du Châtelet") == "Émilie du Châtelet"


def test_a_letter_with_no_plain_form_is_kept():
    assert not _drawable("heading", "Ł")
    assert TF.safe_text("heading", "Łódź") == "Łódz"  # Ł has no plain form; ź becomes z
