"""Text laid out in a box, measured in one place: what the drawing code draws is what tests check.

Text drawn in a box of fixed size (a label, a prompt, a persona side, a callout, a tooltip)
goes through `fit_line` (one line) or `fit_block` (word-wrapped paragraphs). They pick the
lines, shrink the type towards a floor when the words need more room, and only when even the
floor is too big do they shorten the text with an ellipsis. That last case is an *overflow*:
the player loses words. Each overflow is reported to whoever is watching (`overflow.watch_overflows`),
which the tests use to render every screen and fail on any text that does not fit; the game
itself just draws the shortened text and carries on.

Fonts come from `steamworks.ui.art.fonts.get_font(role, px)`; sizes here are pixels.
"""

from __future__ import annotations

import functools
import math
import unicodedata
from collections.abc import Sequence

import attrs

from steamworks.ui.art.fonts import font_cache, get_font, text_gain
from steamworks.ui.draw import wrap_text
from steamworks.ui.overflow import report_overflow

# Stand-ins for characters some of the shipped faces lack (EB Garamond has no ellipsis or minus).
FALLBACK_CHARS = {"…": "...", "−": "-", "×": "x", "▼": "v", "◀": "<", "▶": ">", "·": "-"}
SMALLEST_PX = 9  # drawn pixels: below this, text is not legible on any of our screens


def smallest_px() -> int:
    """The smallest size text may be ASKED for now (sizes here are layout pixels, which
    `get_font` multiplies by the text gain): the one drawn at least SMALLEST_PX real pixels.
    The one floor of every measuring and drawing function, so what is measured is what is drawn
    (9 at the sizes the layout grows with; 5 at 200%, drawn at 9 px, for a label that must
    shrink to fit; labels shrink only as far as their caller's own `min_px` allows)."""
    gain = text_gain()
    px = max(1, math.floor(SMALLEST_PX / gain))
    while round(px * gain) < SMALLEST_PX:  # get_font rounds size x gain
        px += 1
    return px


def legible_px(px: float) -> int:
    """`px` rounded, never below `smallest_px()`: the size text at `px` is drawn and measured at."""
    return max(smallest_px(), round(px))


@functools.lru_cache(maxsize=64)
def _missing_chars(role: str) -> frozenset[str]:
    font = get_font(role, 20)
    box = font.metrics("\U0010fffd")  # a private-use code point: surely the "missing" box
    return frozenset(ch for ch in FALLBACK_CHARS if font.metrics(ch) == box)


@functools.lru_cache(maxsize=4096)
def _plain_letter(role: str, ch: str) -> str:
    """`ch` if the role's font draws it, else the letter without its accent ("É" -> "E") when
    that is one the font draws, else `ch` (its box is better than losing the letter)."""
    font = get_font(role, 20)
    box = font.metrics("\U0010fffd")
    if font.metrics(ch) != box:
        return ch
    base = "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c))
    return base if base and base != ch and font.metrics(base) != box else ch


def safe_text(role: str, text: str) -> str:
    """`text` with characters the role's font cannot draw replaced by plain ones: the stand-ins
    above, and an accented letter by its letter (a display face without "Émilie"'s "É")."""
    for ch in _missing_chars(role):
        if ch in text:
            text = text.replace(ch, FALLBACK_CHARS[ch])
    if not text.isascii():
        text = "".join(ch if ch.isascii() else _plain_letter(role, ch) for ch in text)
    return text


def text_width(role: str, px: int, text: str) -> int:
    return get_font(role, legible_px(px)).size(safe_text(role, text))[0]


def line_height(role: str, px: int) -> int:
    """The height of a line of text in `role` at `px` layout pixels, as drawn (the text gain
    included): what a row that holds a line needs."""
    return int(get_font(role, legible_px(px)).get_linesize())


def _ellipsised(role: str, px: int, text: str, width: float) -> str:
    font = get_font(role, legible_px(px))
    dots = safe_text(role, "…")
    while text and font.size(text + dots)[0] > width:
        text = text[:-1]
    return text.rstrip() + dots


@attrs.frozen
class FittedLine:
    text: str  # what to draw (the text, or its shortened form)
    px: int
    overflow: bool


def fit_line(
    role: str, px: float, text: str, width: float, min_px: float | None = None, where: str = "label"
) -> FittedLine:
    """One line of `text` in `width` pixels: at `px`, else the largest size down to `min_px`
    (default: `px`, no shrinking) at which it fits, else shortened with an ellipsis (reported)."""
    text = safe_text(role, text)
    size = legible_px(px)
    floor = max(min(size, smallest_px()), round(min_px)) if min_px is not None else size
    while size > floor and text_width(role, size, text) > width:
        size -= 1
    needed = text_width(role, size, text)
    if needed <= width + 0.5:
        return FittedLine(text, size, False)
    report_overflow(
        where,
        text,
        (width, get_font(role, size).get_linesize()),
        (needed, get_font(role, size).get_linesize()),
    )
    return FittedLine(_ellipsised(role, size, text, width), size, True)


@font_cache(maxsize=2048)
def wrap(role: str, px: int, text: str, width: int) -> tuple[str, ...]:
    """Lines of `text` (paragraphs split on newlines) that fit `width`; a word wider than the
    width gets a line of its own (and makes the block overflow)."""
    return tuple(wrap_text(get_font(role, legible_px(px)), safe_text(role, text), width))


@attrs.frozen
class FittedBlock:
    """Paragraphs laid out in a box: `paragraphs[i]` is the lines of paragraph i."""

    paragraphs: tuple[tuple[str, ...], ...]
    px: int
    line_step: float  # baseline to baseline
    paragraph_gap: float
    height: float  # what the block takes
    overflow: bool

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(line for paragraph in self.paragraphs for line in paragraph)


def _measure(
    role: str, px: int, texts: Sequence[str], width: float, spacing: float, gap_ratio: float
) -> tuple[tuple[tuple[str, ...], ...], float, float, float, bool]:
    font = get_font(role, legible_px(px))
    step = font.get_linesize() * spacing
    gap = font.get_linesize() * gap_ratio
    paragraphs = tuple(wrap(role, px, text, max(1, int(width))) for text in texts)
    count = sum(len(p) for p in paragraphs)
    # the last line needs its own height, not a whole step
    height = (
        (count - 1) * step + font.get_linesize() + gap * max(0, len(paragraphs) - 1)
        if count
        else 0.0
    )
    too_wide = any(font.size(line)[0] > width + 0.5 for p in paragraphs for line in p)
    return paragraphs, step, gap, height, too_wide


def fits_block(
    role: str,
    px: float,
    texts: str | Sequence[str],
    width: float,
    height: float,
    spacing: float = 1.12,
    paragraph_gap: float = 0.0,
) -> bool:
    """Whether `texts` wrapped at `px` fit a `width` x `height` box (nothing is reported: a
    layout asks this to choose its room before it fits the block)."""
    texts = (texts,) if isinstance(texts, str) else tuple(texts)
    _paragraphs, _step, _gap, needed_h, too_wide = _measure(
        role, legible_px(px), texts, width, spacing, paragraph_gap
    )
    return needed_h <= height + 0.5 and not too_wide


def fit_block(
    role: str,
    px: float,
    texts: str | Sequence[str],
    width: float,
    height: float,
    min_px: float | None = None,
    spacing: float = 1.12,
    paragraph_gap: float = 0.0,
    where: str = "paragraph",
) -> FittedBlock:
    """Word-wrapped paragraphs in a `width` x `height` box, at `px` or the largest size down
    to `min_px` (default: `px`) at which they all fit. If they do not fit even then, the
    block is cut after the last line that fits, that line ending in an ellipsis (reported)."""
    texts = (texts,) if isinstance(texts, str) else tuple(texts)
    size = legible_px(px)
    floor = max(min(size, smallest_px()), round(min_px)) if min_px is not None else size
    while True:
        paragraphs, step, gap, needed_h, too_wide = _measure(
            role, size, texts, width, spacing, paragraph_gap
        )
        if (needed_h <= height + 0.5 and not too_wide) or size <= floor:
            break
        size -= 1
    if needed_h <= height + 0.5 and not too_wide:
        return FittedBlock(paragraphs, size, step, gap, needed_h, False)
    report_overflow(
        where, " / ".join(texts), (width, height), (width if not too_wide else width + 1, needed_h)
    )
    # keep what fits, the last kept line shortened with an ellipsis
    font = get_font(role, legible_px(size))
    kept: list[tuple[str, ...]] = []
    y = 0.0
    for paragraph in paragraphs:
        lines: list[str] = []
        for line in paragraph:
            if y + font.get_linesize() > height + 0.5 and (kept or lines):
                break
            lines.append(line)
            y += step
        if lines:
            kept.append(tuple(lines))
        if len(lines) < len(paragraph):
            break
        y += gap
    if kept:
        last = kept[-1]
        kept[-1] = last[:-1] + (_ellipsised(role, size, last[-1] + " …", width),)
    used = min(height, y)
    return FittedBlock(tuple(kept), size, step, gap, used, True)
