"""Room for the words at every text size: how wide a pygame_gui button must be for its words,
how tall a row must be for its font, and drawn labels that wrap instead of running out of their
box (and tell the overflow watcher when even that is not enough).

Beyond 110% the layout stops growing and only the text does (geometry.text_gain), so a
width or height fixed in design pixels no longer holds its words: the menu screens ask here
for the larger of their design size and what their words need.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pygame

from steamworks.language import tr
from steamworks.ui import draw as drawing
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.overflow import report_overflow

# What a button's border and rounded corners take from its width, each side, in design pixels:
# a button is made this much wider than its words on both sides (the smoke test's check
# needs 2 px; the design's own buttons leave their words at least this much at 100%, so
# none of them changes size there).
BUTTON_SIDE = 6


def theme_font(app: Any, kind: str) -> Any:
    """The font pygame_gui draws a button of theme class `kind` ("@menu_button", ...) with now:
    the theme's size for it times the scale and the text gain. It measures with `.size(text)`."""
    return app.manager.get_theme().get_font([kind, "button"])


def words_width(app: Any, kind: str, text: str) -> int:
    """How many pixels `text` takes in a button of class `kind`."""
    return int(theme_font(app, kind).size(text)[0]) if text else 0


def button_width(app: Any, kind: str, texts: Iterable[str], least: int) -> int:
    """The width of a button (or a column of alike buttons) of class `kind` that shows each of
    `texts` whole: `least` (the design's width, window pixels) or more."""
    # the side grows with the text beyond 110% as the words do (at 200% words 6 design px
    # from the border lay on it); up to 110% the gain is 1 and nothing changes
    side = max(2, round(BUTTON_SIDE * app.scale * text_gain()))
    return max([least, *(words_width(app, kind, text) + 2 * side for text in texts)])


def button_height(app: Any, kind: str, least: int, letters: str = "ÅÉg") -> int:
    """A button of class `kind` tall enough for a line of its font: `least` or more. The line
    is measured on `letters`: by default accented capitals and a descender, for which the
    font's line grows (French 'Énigmes' at 200% is 51 px against 'Hg''s 44 and filled the
    title's button to its borders)."""
    line = theme_font(app, kind).size(letters)[1]
    return max(least, int(line) + max(4, round(8 * app.scale)))


def row_height(font: pygame.font.Font, least: int, lines: int = 1, gap: int = 0) -> int:
    """A row that holds `lines` lines of `font` (and `gap` px more): `least` or more."""
    return max(least, lines * font.get_linesize() + gap)


def wrap_lines(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """`text` wrapped to `width` as draw.wrap_text wraps it, except that a word wider than the
    width (a long compound at a large text size, or the pseudo language's padding) is broken
    between letters onto the lines it needs instead of running out of its box."""
    out: list[str] = []
    for line in drawing.wrap_text(font, text, width):
        if font.size(line)[0] <= width:
            out.append(line)
            continue
        current = ""
        for letter in line:
            if current and font.size(current + letter)[0] > width:
                out.append(current.rstrip())
                current = letter.lstrip()
            else:
                current += letter
        if current:
            out.append(current)
    return out


def blit_label(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: tuple[int, int, int],
    rect: pygame.Rect,
    where: str = "label",
    align: str = "left",
) -> int:
    """`text` in `rect`: on one line when it fits its width, else wrapped onto as many lines as
    it needs (1.0 line spacing; a word wider than the rect broken between letters). Returns
    the height used. More lines than its height holds (a height of 0 holds any), or a letter
    wider than the rect, is reported to the overflow watcher under `where`: what
    draw.blit_text would have let run out of its box unseen."""
    return _blit_lines(surface, font, text, colour, rect, font.get_linesize(), where, align)


def blit_paragraph(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: tuple[int, int, int],
    rect: Any,
    line_spacing: float = 1.15,
    align: str = "left",
) -> int:
    """draw.blit_paragraph's word-wrapped text from the top of `rect` (the same lines, the
    same spacing), with a word wider than the rect broken between letters (`wrap_lines`)
    rather than run past its edge; returns the height used. What still does not fit (more
    lines than a height other than 0 holds) is reported as a "paragraph"."""
    step = round(font.get_linesize() * line_spacing)
    return _blit_lines(surface, font, text, colour, pygame.Rect(rect), step, "paragraph", align)


def _blit_lines(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: tuple[int, int, int],
    rect: pygame.Rect,
    step: int,
    where: str,
    align: str,
) -> int:
    """`wrap_lines` of `text` from the top of `rect`, `step` pixels apart, aligned left, centre
    or right; what does not fit the rect (a height of 0 holds any number of lines) is reported
    under `where`. Returns the lines drawn times `step`."""
    lines = wrap_lines(font, text, rect.w)
    widest = max((font.size(line)[0] for line in lines), default=0)
    height = (len(lines) - 1) * step + font.get_linesize() if lines else 0
    if widest > rect.w or (rect.h > 0 and height > rect.h):
        report_overflow(where, text, (rect.w, rect.h), (widest, height))
    y = rect.top
    for line in lines:
        img = font.render(line, True, colour)
        x = rect.left
        if align == "center":
            x = rect.centerx - img.get_width() // 2
        elif align == "right":
            x = rect.right - img.get_width()
        surface.blit(img, (x, y))
        y += step
    return y - rect.top


def paragraph_height(
    font: pygame.font.Font, text: str, width: float, line_spacing: float = 1.15
) -> int:
    """The height `blit_paragraph` takes for `text` at `width`."""
    return len(wrap_lines(font, text, int(width))) * round(font.get_linesize() * line_spacing)


def label_height(font: pygame.font.Font, text: str, width: int) -> int:
    """The height `blit_label` takes for `text` at `width`."""
    return len(wrap_lines(font, text, width)) * font.get_linesize()


def scroll_event(event: pygame.event.Event, shown: int, scroll: Callable[[int], None]) -> bool:
    """The wheel (a row a notch) and Page Up/Down (a page of `shown` rows, less one kept in
    view) over rows that scroll: `scroll(step)` is called; True when the event scrolled."""
    if event.type == pygame.MOUSEWHEEL:
        scroll(-event.y)
        return True
    if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
        page = max(1, shown - 1)
        scroll(page if event.key == pygame.K_PAGEDOWN else -page)
        return True
    return False


def add_scroll_arrows(
    scene: Any,
    x: int,
    top: int,
    bottom: int,
    size: int,
    scroll: Callable[[int], None],
    can_up: bool,
    can_down: bool,
    *,
    beside: int | None = None,
    tooltips: tuple[str, str] | None = None,
) -> None:
    """The ▲ and ▼ buttons beside rows that scroll a row at a time: ▲ at `top`, ▼ ending at
    `bottom`, `size` square, each calling `scroll(-1)` or `scroll(1)`. With `beside` the ▼
    stands in ▲'s row at that x instead (where the rows leave no width for a column of
    arrows: the Rules' contents); `tooltips` (up, down) replace the Page keys' words where
    those keys scroll something else."""
    up_tip, down_tip = tooltips or (tr("Scroll up (Page Up)"), tr("Scroll down (Page Down)"))
    scene.add_button(
        pygame.Rect(x, top, size, size),
        "▲",
        lambda: scroll(-1),
        kind="@glyph_button",
        object_id="rows_up",
        enabled=can_up,
        tooltip=up_tip,
    )
    down = (beside, top) if beside is not None else (x, bottom - size)
    scene.add_button(
        pygame.Rect(*down, size, size),
        "▼",
        lambda: scroll(1),
        kind="@glyph_button",
        object_id="rows_down",
        enabled=can_down,
        tooltip=down_tip,
    )
