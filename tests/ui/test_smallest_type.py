"""The smallest-type floor is one rule for measuring and drawing, at every text gain.

Sizes handed to the text functions are layout pixels that `get_font` multiplies by the text
gain. The floor (`text_fit.smallest_px`) is the smallest ASKED size drawn at least
`text_fit.SMALLEST_PX` real pixels, so at 200% a label that must shrink can (it was held at an
asked 9 px, about 16 real px, by the fitting while the drawing clamped at 9 and the measuring
at 6: three floors that disagreed, and the clock's lock labels were cut).
"""

from __future__ import annotations

import pygame
import pytest

from steamworks.ui import text_fit as TF
from steamworks.ui.art import fonts
from steamworks.ui.game.views.text import put_fitted, put_text
from steamworks.ui.geometry import text_gain
from steamworks.ui.overflow import watch_overflows

WORD = "Schlusssteinverriegelung"  # one long word: it cannot wrap, only shrink


@pytest.fixture
def gain_200():
    pygame.font.init()
    fonts.set_text_gain(text_gain(2.0))
    yield
    fonts.set_text_gain(1.0)  # the text gain is the font module's: the next test's is 100%


def test_the_floor_is_drawn_at_the_smallest_legible_size_at_every_gain():
    pygame.font.init()
    try:
        for size in (0.8, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0):
            fonts.set_text_gain(text_gain(size))
            floor = TF.smallest_px()
            drawn = round(floor * fonts.text_gain())
            assert drawn >= TF.SMALLEST_PX, (size, floor)
            assert round((floor - 1) * fonts.text_gain()) < TF.SMALLEST_PX, (size, floor)
            assert TF.legible_px(1) == floor
            assert TF.legible_px(floor + 3.2) == floor + 3
        fonts.set_text_gain(1.0)
        assert TF.smallest_px() == TF.SMALLEST_PX  # unchanged where the layout grows with the text
    finally:
        fonts.set_text_gain(1.0)


def test_a_label_that_must_shrink_at_200_percent_fits_and_is_drawn_as_measured(gain_200):
    room = TF.text_width("ui_bold", TF.smallest_px() + 1, WORD)
    assert TF.text_width("ui_bold", 11, WORD) > room  # at its own size it needs to shrink
    with watch_overflows() as seen:
        line = TF.fit_line("ui_bold", 11, WORD, room, min_px=1)
    assert not line.overflow and seen == []
    assert line.text == WORD
    assert line.px < 9  # below the old floor: it could not shrink this far before
    surface = pygame.Surface((800, 100))
    drawn = put_text(surface, "ui_bold", line.px, line.text, (255, 255, 255), (0, 0))
    assert drawn.w <= room  # drawn at the size it was measured at, not clamped larger

    with watch_overflows() as seen:
        rect = put_fitted(surface, "ui_bold", 11, WORD, room, (255, 255, 255), (0, 0), smallest=1)
    assert seen == [] and rect.w <= room


def test_a_paragraph_is_measured_and_drawn_at_one_floor(gain_200):
    text = "Allgemeiner Vorrat Uhrwerk Zeitalter"
    width = max(TF.text_width("ui", TF.smallest_px(), word) for word in text.split())
    block = TF.fit_block("ui", 11, text, width, 400, min_px=1)
    assert not block.overflow
    for line in block.lines:  # each line, drawn, is as wide as measured: inside the box
        surface = pygame.Surface((800, 100))
        assert put_text(surface, "ui", block.px, line, (0, 0, 0), (0, 0)).w <= width
