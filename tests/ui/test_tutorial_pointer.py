"""The lesson's pointer (its pulsing ring and arrow) never covers the table's or the card's
words (issue #30: "Yo▼ Alice", "pas▼ to collect").

Where the words are is found independently of the pointer's own choice: the screen is drawn
once as it is and once with every font drawing nothing (a font class whose text is blank, every
cached picture of the interface forgotten in between); the pixels that differ are the words.
The pointer, drawn at several moments of its pulse, must not touch any of them, at every step
of every lesson that points somewhere, at 1600x900 and 1280x720.
"""

from __future__ import annotations

import contextlib
import math
import sys

import pygame
import pytest

from steamworks.ui.art.fonts import clear_font_cache
from steamworks.ui.tutorial import guide as guide_module
from steamworks.ui.tutorial.pointer import draw_pointer
from tests.support.lessons import open_lesson, waiting_steps


class BlankFont(pygame.font.Font):
    """A font that measures as the real one and draws nothing."""

    def render(self, *args, **kwargs):
        real = super().render(*args, **kwargs)
        return pygame.Surface(real.get_size(), pygame.SRCALPHA)


def _forget_pictures() -> None:
    """Every cache of the interface (fonts, text and tile pictures) forgotten."""
    clear_font_cache()
    for name, module in list(sys.modules.items()):
        if not name.startswith("steamworks.ui") or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


@contextlib.contextmanager
def _blank_fonts():
    real = pygame.font.Font
    pygame.font.Font = BlankFont
    _forget_pictures()
    try:
        yield
    finally:
        pygame.font.Font = real
        _forget_pictures()


def _differs(a: pygame.Surface, b: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where two pictures of the same size differ."""
    one, two = a.copy(), b.copy()
    one.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    two.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    one.blit(two, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(one, (0, 0, 0, 255), (12, 12, 12, 255))
    same.invert()
    return same


def _draw_table(scene, surface: pygame.Surface) -> None:
    scene.static.invalidate()
    scene.draw(surface)


def _check_pointer(scene, guide, size) -> int:
    """The words the pointer covers now (0 when it points at nothing)."""
    place = guide.pointer_place()
    if place is None:
        return 0
    plain = pygame.Surface(size)
    _draw_table(scene, plain)  # draws the pointer too: its side is chosen
    plan = guide._pointer[1]
    real_draw = guide_module.draw_pointer
    guide_module.draw_pointer = lambda *args, **kwargs: None
    try:
        base = pygame.Surface(size)
        _draw_table(scene, base)
        with _blank_fonts():
            blank = pygame.Surface(size)
            _draw_table(scene, blank)
    finally:
        guide_module.draw_pointer = real_draw
    words = _differs(base, blank)
    covered = 0
    for phase in range(6):  # the ring's pulse and the arrow's bob, from rest to their widest
        clock = math.asin(-1 + phase * 2 / 5) / 5.0
        with_pointer = base.copy()
        draw_pointer(with_pointer, place, clock, scene.app.scale, plan)
        covered = max(covered, words.overlap_area(_differs(with_pointer, base), (0, 0)))
    return covered


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
def test_the_pointer_covers_no_words_in_any_lesson(make_app, size):
    d, guide = open_lesson(make_app, 0, size=size)
    checked, faults = 0, []
    for _ in waiting_steps(d, guide):
        covered = _check_pointer(d.top, guide, size)
        checked += guide.pointer_place() is not None
        if covered:
            faults.append((guide.lesson.id, guide.run.index + 1, covered))
    assert checked > 20
    assert not faults, f"the pointer covers words (lesson, step, pixels): {faults}"
