"""Fonts by role: ``get_font(role, size)`` over the OFL fonts shipped in ``assets/fonts``.

Roles (see ``FONT_FILES``):

- ``display``: large titles (Old Standard Bold, a Victorian Modern face).
- ``heading``: panel headings and tile names (EB Garamond, Bold for short names).
- ``serif``: running serif text (EB Garamond Regular), ``serif_italic`` for flavour text.
- ``ui``: interface text (Inter Regular), ``ui_bold`` (Inter SemiBold) for buttons.
- ``numbers``: counts, money, prestige (Inter Bold: clear figures at small sizes).

The files and their licences (Debian's fonts-ebgaramond, fonts-oldstandard, fonts-inter;
all SIL OFL 1.1 / 1.0) are listed in ``assets/fonts/README.md``. A missing or unreadable
file falls back to pygame's built-in default font, so the game never crashes on fonts.

Fonts are cached per (role, size); call ``clear_font_cache()`` after ``pygame.quit()``
because pygame font objects do not survive the font module being shut down.

The player's text size beyond what the layout grows with (``set_text_gain``) multiplies every
size asked for here, so every text the game draws grows at once; caches of measured or drawn
text are made with ``font_cache`` so that they are emptied when it changes.

The pygame_gui theme uses the same files: see ``steamworks.ui.art.theme`` for how to load it.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pygame

from . import asset_path

log = logging.getLogger(__name__)
T = TypeVar("T")

# role -> file name in assets/fonts. Chosen for legibility first: Inter for anything small
# or numeric, the serifs only where there is room for them.
FONT_FILES: dict[str, str] = {
    "display": "OldStandard-Bold.ttf",
    "display_regular": "OldStandard-Regular.ttf",
    "heading": "EBGaramond-Bold.ttf",
    "serif": "EBGaramond12-Regular.otf",
    "serif_italic": "EBGaramond12-Italic.otf",
    "ui": "Inter-Regular.otf",
    "ui_medium": "Inter-Medium.otf",
    "ui_bold": "Inter-SemiBold.otf",
    "numbers": "Inter-Bold.otf",
}

# The size pygame's default font is drawn at is about 3/4 of a TrueType size in pixels, so
# the fallback is scaled up to keep layouts roughly the same.
_FALLBACK_SCALE = 1.3


def font_file(role: str) -> Path:
    """Path of the font file for ``role`` (``ui`` for an unknown role)."""
    return asset_path("fonts", FONT_FILES.get(role, FONT_FILES["ui"]))


def _ensure_font_module() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


# The player's text size beyond what the layout grows with (geometry.text_gain): every font the
# game draws with is this much larger than its layout's size. Kept here, where every font is
# made, so that what the drawing code measures is what it draws.
_text_gain = 1.0


_CLEARED_ON_GAIN: list[Callable[[], None]] = []


def set_text_gain(gain: float) -> None:
    """Draw every font from now on `gain` times its asked size (1.0: as asked); every cache made
    with `font_cache` is emptied when the gain changes (what it kept was measured or drawn at
    the old size)."""
    global _text_gain
    gain = max(1.0, float(gain))
    if gain != _text_gain:
        _text_gain = gain
        for clear in _CLEARED_ON_GAIN:
            clear()


def font_cache(
    maxsize: int | None = 128,
) -> Callable[[Callable[..., T]], functools._lru_cache_wrapper[T]]:
    """`functools.lru_cache(maxsize)` for a function whose result depends on how large fonts are
    drawn (measured text, drawn words): emptied when the text gain changes."""

    def decorate(function: Callable[..., T]) -> functools._lru_cache_wrapper[T]:
        cached = functools.lru_cache(maxsize=maxsize)(function)
        _CLEARED_ON_GAIN.append(cached.cache_clear)
        return cached

    return decorate


def text_gain() -> float:
    """The gain fonts are drawn at now (`set_text_gain`)."""
    return _text_gain


def get_font(role: str, size: int) -> pygame.font.Font:
    """A pygame Font for ``role`` at ``size`` layout pixels times the text gain, cached; falls
    back to the default font."""
    return exact_font(role, max(1, round(int(size) * _text_gain)))


@functools.lru_cache(maxsize=256)
def exact_font(role: str, size: int) -> pygame.font.Font:
    """A pygame Font for ``role`` at exactly ``size`` pixels, whatever the text gain: for words
    that are part of a picture and grow with it (a tile's printed name and figures)."""
    _ensure_font_module()
    path = font_file(role)
    try:
        return pygame.font.Font(str(path), size)
    except (OSError, pygame.error, FileNotFoundError) as exc:
        log.warning("font %s for role %r unavailable (%s); using the default font", path, role, exc)
    return pygame.font.Font(None, max(1, round(size * _FALLBACK_SCALE)))


def clear_font_cache() -> None:
    """Forget cached fonts (needed after ``pygame.quit()`` / ``pygame.font.quit()``)."""
    exact_font.cache_clear()
