"""Text on the table: cached text images, one-line fitting, wrapped blocks and paragraphs."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import font_cache, get_font, text_gain
from steamworks.ui.art.theme import LEAST_COMPACT, design_font_size
from steamworks.ui.geometry import Rect

PANEL_INK = P.INK  # the ink of text on the parchment panels


# Text is measured by steamworks.ui.text_fit (which reports what does not fit); these are the
# table's shorthands for it.
safe_text = TF.safe_text


@font_cache(maxsize=4096)
def text_image(role: str, size: int, text: str, colour: tuple[int, int, int]) -> pygame.Surface:
    return get_font(role, TF.legible_px(size)).render(safe_text(role, text), True, colour)


def put_text(
    surface: pygame.Surface, role: str, size: float, text: str, colour, pos, anchor: str = "topleft"
) -> pygame.Rect:
    img = text_image(role, TF.legible_px(size), text, tuple(colour))
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(img, rect)
    return rect


def put_fitted(
    surface: pygame.Surface,
    role: str,
    size: float,
    text: str,
    width: float,
    colour,
    pos,
    anchor: str = "topleft",
    smallest: float | None = None,
    where: str = "label",
    max_lines: int = 1,
) -> pygame.Rect:
    """One line of `text` drawn in `width`: at `size`, else the largest size down to `smallest`
    (default: `size`) at which it fits, else shortened (reported as an overflow).

    A line on the table cannot wrap (a name in a seat's row, a banner's title). Beyond the text
    size the layout grows with (fonts.text_gain() > 1) it may also shrink back as far as that
    size (the 110% one) before a word is cut: read whole at 110%, not half of it at 200%.

    With `max_lines` > 1 (a label with room under it, drawn from its top-left `pos`), text that
    does not fit on one line even at `smallest` is wrapped at `size` on up to `max_lines` lines
    instead, and what does not fit even then is shortened and reported: at a small window and
    size the smallest type is larger than the box shrank to, and a longer language's words need
    a second line there. Returns the rect drawn."""
    if max_lines > 1 and not fits_line(role, size, text, width, smallest):
        assert anchor == "topleft", anchor  # (a wrapped label hangs from its top-left `pos`)
        rect = Rect(pos[0], pos[1], width, 10_000)
        height = put_paragraph(
            surface, role, size, text, colour, rect, spacing=1.0, max_lines=max_lines, where=where
        )
        return pygame.Rect(round(pos[0]), round(pos[1]), round(width), round(height))
    floor = (size if smallest is None else smallest) / text_gain()
    line = TF.fit_line(role, size, text, width, min_px=floor, where=where)
    return put_text(surface, role, line.px, line.text, colour, pos, anchor)


def fits_line(
    role: str, size: float, text: str, width: float, smallest: float | None = None
) -> bool:
    """Whether `put_fitted` would draw `text` whole in `width` (nothing is reported)."""
    floor = (size if smallest is None else smallest) / text_gain()
    return TF.text_width(role, round(fitting_size(role, size, text, width, floor)), text) <= width


def fit_text(role: str, size: float, text: str, width: float, where: str = "label") -> str:
    """`text` as it fits on one line of `width` at `size` (shortened with an ellipsis, and
    reported as an overflow, when it does not)."""
    return TF.fit_line(role, size, text, width, where=where).text


def button_types(scale: float) -> list[tuple[str, float]]:
    """The types a pygame_gui button's words may take, largest first, as (theme class, size in
    layout pixels): the buttons' own, the compact one (a longer language's words), and with
    larger text the compact one at the size the layout grows with (theme.LEAST_COMPACT)."""
    compact = TF.legible_px(design_font_size("@compact_button") * scale)
    types = [("@small_button", float(TF.legible_px(15 * scale))), ("@compact_button", compact)]
    if text_gain() > 1:
        types.append((LEAST_COMPACT, compact / text_gain()))
    return types


def _words_fit(labels: Sequence[str], px: float, room: float) -> bool:
    """Whether each of `labels` fits `room` in a button's type at `px`. Larger text measures a
    size up: the theme rounds its type once (size x scale x gain) where this rounds twice, and
    the words came out a few pixels wider than measured."""
    up = 1 if text_gain() > 1 else 0
    return all(TF.text_width("ui_bold", round(px) + up, label) <= room for label in labels)


def button_fit(labels: Sequence[str], room: float, scale: float) -> tuple[str, float]:
    """The largest of `button_types` in which each of `labels` fits `room`, else the smallest."""
    types = button_types(scale)
    return next(((kind, px) for kind, px in types if _words_fit(labels, px, room)), types[-1])


def button_fits(labels: Sequence[str], room: float, scale: float) -> bool:
    """Whether `labels` fit `room` in one of `button_types` (nothing is reported)."""
    return _words_fit(labels, button_fit(labels, room, scale)[1], room)


def toolbar_kind(labels: Sequence[str], width: float, scale: float) -> str:
    """The theme kind of a toolbar button `width` wide that shows `labels` (one at a time):
    the largest of `button_types` they fit; a label too long even for the smallest is reported
    as an overflow."""
    room = width - 12 * scale
    kind, px = button_fit(labels, room, scale)
    for label in labels:
        TF.fit_line("ui_bold", px, label, room, where="toolbar button")
    return kind


def toolbar_widths(
    labels: Sequence[str], width: float, gap: float, scale: float
) -> tuple[list[float], str]:
    """Widths for a row of toolbar buttons showing `labels` in `width` (with `gap` between
    them), each as wide as its words and the room left shared out in proportion, and the
    largest of `button_types` in which they all fit (a label too long even for the smallest is
    reported as an overflow)."""
    room = width - gap * (len(labels) - 1)
    pad = 12 * scale

    def needs(px: float) -> list[float]:
        return [TF.text_width("ui_bold", round(px), label) + pad for label in labels]

    types = button_types(scale)
    kind, px = next(((k, p) for k, p in types if sum(needs(p)) <= room), types[-1])
    if sum(needs(px)) > room:  # the smallest type: the words may come closer to the borders
        pad = max(6 * scale, pad - (sum(needs(px)) - room) / len(labels))
    needed = needs(px)
    if sum(needed) > room:
        for label, share in zip(labels, needed):
            TF.fit_line("ui_bold", px, label, share * room / sum(needed) - pad, where="button")
    spare = room - sum(needed)
    return [n + spare * n / sum(needed) for n in needed], kind


def option_fit(label: str, room: float, scale: float) -> tuple[str, str]:
    """A prompt button's theme class and words in `room`: the largest of `button_types` its
    words fit, else the smallest with the words shortened (reported as an overflow)."""
    kind, px = button_fit((label,), room, scale)
    return kind, TF.fit_line("ui_bold", px, label, room, where="option button").text


def fitting_size(role: str, size: float, text: str, width: float, smallest: float) -> float:
    """The largest size from `size` down to `smallest` at which `text` fits `width`."""
    while (
        size > smallest
        and get_font(role, TF.legible_px(size)).size(safe_text(role, text))[0] > width
    ):
        size -= 1
    return size


def wrapped(role: str, size: int, text: str, width: int) -> tuple[str, ...]:
    return TF.wrap(role, TF.legible_px(size), text, width)


def draw_block(
    surface: pygame.Surface,
    role: str,
    block: TF.FittedBlock,
    colours,
    rect: Rect,
    align: str = "left",
) -> float:
    """Draw a laid-out block (`text_fit.fit_block`) from the top of `rect`, each paragraph in
    colour (a colour, or a list of one colour per paragraph); returns the height used."""
    y = rect.y
    for k, paragraph in enumerate(block.paragraphs):
        colour = colours[k] if isinstance(colours, list) else colours
        for line in paragraph:
            if align == "center":
                put_text(surface, role, block.px, line, colour, (rect.x + rect.w / 2, y), "midtop")
            else:
                put_text(surface, role, block.px, line, colour, (rect.x, y))
            y += block.line_step
        y += block.paragraph_gap
    return block.height


def put_paragraph(
    surface: pygame.Surface,
    role: str,
    size: float,
    text: str,
    colour,
    rect: Rect,
    spacing: float = 1.12,
    max_lines: int | None = None,
    align: str = "left",
    where: str = "paragraph",
) -> float:
    """Word-wrapped text from the top of `rect`, kept inside it (at most `max_lines` lines);
    returns the height used. Beyond the text size the layout grows with, the type may shrink
    back as far as that size (as `put_fitted`'s lines do); text that does not fit even then is
    shortened and reported."""
    size = TF.legible_px(size)
    height = rect.h
    if max_lines is not None:
        line = get_font(role, size).get_linesize()
        height = min(height, (max_lines - 1) * line * spacing + line)
    block = TF.fit_block(
        role,
        size,
        text,
        max(10, rect.w),
        height,
        min_px=size / text_gain(),
        spacing=spacing,
        where=where,
    )
    draw_block(surface, role, block, colour, rect, align)
    return (
        len(block.lines) * block.line_step
    )  # a whole step per line, so paragraphs that follow keep their rhythm
