"""tools/text_contrast.py: the glyph-by-glyph measure finds text by the difference between a
drawing with its words and one without, and reads each glyph's contrast on what lies under it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from steamworks.ui.art.colour_science import contrast_ratio
from tests.support.tools import load_tool


def drawings(ink, ground):
    pygame.font.init()
    font = pygame.font.Font(None, 40)
    blank = pygame.Surface((200, 60))
    blank.fill(ground)
    inked = blank.copy()
    inked.blit(font.render("Hi", True, ink), (10, 10))
    return inked, blank


def test_a_dark_word_on_parchment_passes_and_a_pale_one_does_not():
    tool = load_tool("text_contrast")
    inked, blank = drawings((42, 33, 24), (233, 221, 191))
    glyphs = tool.measure(pygame, inked, blank, contrast_ratio)
    assert glyphs and all(ratio > 11.5 for ratio, *_ in glyphs)  # the ink itself: 11.7:1
    inked, blank = drawings((200, 190, 160), (233, 221, 191))
    glyphs = tool.measure(pygame, inked, blank, contrast_ratio)
    assert glyphs and all(ratio < 1.5 for ratio, *_ in glyphs)


def test_nothing_drawn_is_nothing_measured():
    tool = load_tool("text_contrast")
    blank = pygame.Surface((50, 50))
    assert tool.measure(pygame, blank, blank.copy(), contrast_ratio) == []
