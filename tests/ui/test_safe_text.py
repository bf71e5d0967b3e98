"""Text in a face that lacks some letters: accented letters fall back to their plain letter
(the heading face has no "É" or "â", and players name themselves "Émilie du Châtelet"), and
letters the face draws are left alone."""

from __future__ import annotations

from steamworks.ui import text_fit as TF
from steamworks.ui.art.fonts import get_font


def _drawable(role: str, text: str) -> bool:
    font = get_font(role, 20)
    box = font.metrics("\U0010fffd")
    return all(font.metrics(ch) != box for ch in text)


def test_a_face_without_accents_gets_the_plain_letters():
    assert not _drawable("heading", "É")  # what makes this test worth having
    assert TF.safe_text("heading", "Émilie du Châtelet to play") == "Emilie du Chatelet to play"


def test_a_face_with_accents_keeps_them():
    assert _drawable("ui", "Émilie du Châtelet")
    assert TF.safe_text("ui", "Émilie du Châtelet") == "Émilie du Châtelet"


def test_a_letter_with_no_plain_form_is_kept():
    assert TF.safe_text("heading", "Łódź")[1:] == "odz"  # Ł has no plain decomposition
