"""Text on tiles: the name plate (fitted on one, two or three lines), the short name drawn on
small tiles, and fitted text blocks."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from steamworks.language import ptr, tr
from steamworks.rules.data import TileDef

from .. import palette as pal
from ..fonts import exact_font
from ..palette import RGB
from .pen import E, W, new_surface


# Text
# =============================================================================================
def _split_lines(name: str, count: int) -> list[list[str]]:
    """Every way to break ``name`` into exactly ``count`` lines at spaces."""
    words = name.split()
    if count == 1:
        return [[name]]
    if count > len(words):
        return []
    out = []
    for k in range(1, len(words) - count + 2):
        for rest in _split_lines(" ".join(words[k:]), count - 1):
            out.append([" ".join(words[:k]), *rest])
    return out


def render_text_block(
    lines: Sequence[str], role: str, size: int, colour: RGB, leading: float = 0.92
) -> pygame.Surface:
    """Render centred lines into one surface cropped to the ink, so that small labels can use
    all of their box; ``leading`` is the baseline step as a fraction of the font's size."""
    font = exact_font(role, size)
    rendered = [font.render(line, True, colour) for line in lines]
    step = max(1, round(font.get_ascent() * leading))
    width = max(s.get_width() for s in rendered)
    height = step * (len(rendered) - 1) + rendered[-1].get_height()
    block = new_surface(width, height)
    for i, s in enumerate(rendered):
        block.blit(s, ((width - s.get_width()) // 2, i * step))
    ink = block.get_bounding_rect()
    if ink.width and ink.height:
        block = block.subsurface(ink).copy()
    return block


def fit_text(
    text: str,
    role: str,
    max_w: int,
    max_h: int,
    colour: RGB,
    max_size: int,
    min_size: int = 8,
    max_lines: int = 2,
) -> pygame.Surface:
    """The largest rendering of ``text`` (one line, or wrapped to ``max_lines``) fitting the box.

    At each size from ``max_size`` down, one line is preferred, then the most balanced wrap;
    if nothing fits at ``min_size`` the narrowest attempt is scaled down rather than clipped.
    """
    options = [o for n in range(1, max_lines + 1) for o in _split_lines(text, n)]
    best: pygame.Surface | None = None
    for size in range(max_size, min_size - 1, -1):
        candidates = [render_text_block(o, role, size, colour) for o in options]
        fitting = [c for c in candidates if c.get_width() <= max_w and c.get_height() <= max_h]
        if fitting:
            if fitting[0] is candidates[0]:
                return fitting[0]  # one line fits: always the best choice
            return min(fitting, key=lambda c: c.get_width())
        best = min(candidates, key=lambda c: c.get_width())
    assert best is not None
    ratio = min(max_w / best.get_width(), max_h / best.get_height(), 1.0)
    return pygame.transform.smoothscale(
        best, (max(1, int(best.get_width() * ratio)), max(1, int(best.get_height() * ratio)))
    )


# Where a tile's name goes, in tile units. The name sits under the emblem; a first line of a
# two-line name is beside the E and W connectors, so it is kept narrower when they exist.
NAME_ROLE = "heading"
NAME_FULL_WIDTH = 84.0  # x 8..92: clear of the frame
NAME_NARROW_WIDTH = 72.0  # x 14..86: clear of E/W connectors but for a sliver
NAME_SINGLE_BASELINE = 77.0
NAME_TWO_BASELINES = (68.0, 81.0)
NAME_MAX_FONT = 16.0
NAME_MIN_FONT = 10.0
# Long names may be condensed horizontally down to this ratio before the font shrinks:
# a slightly narrow serif reads better than a smaller one.
NAME_MIN_SQUEEZE = 0.84
# Sources carry their name on a plate between the outlets.
PLATE_RECT = (14.0, 56.5, 72.0, 29.0)
PLATE_TEXT_WIDTH = 68.0
PLATE_SINGLE_BASELINE = 75.0
PLATE_TWO_BASELINES = (68.5, 81.0)


def _blit_baseline(
    target: pygame.Surface,
    line: pygame.Surface,
    font: pygame.font.Font,
    centre_x: int,
    baseline_y: int,
    max_width: int,
) -> None:
    """Blit ``line`` centred with its baseline at ``baseline_y``, condensed to ``max_width``."""
    if line.get_width() > max_width:
        line = pygame.transform.smoothscale(line, (max(1, max_width), line.get_height()))
    target.blit(line, (centre_x - line.get_width() // 2, baseline_y - font.get_ascent()))


class _NamePlan:
    """Where and how big a tile's name is drawn (decided before the emblem, which moves up
    for three-line names)."""

    def __init__(
        self, lines: list[str], px: int, baselines: Sequence[float], widths: Sequence[float]
    ) -> None:
        self.lines = lines
        self.px = px
        self.baselines = baselines  # tile units
        self.widths = widths  # tile units, per line

    def draw(self, out: pygame.Surface, size: int) -> None:
        unit = size / 100.0
        font = exact_font(NAME_ROLE, self.px)
        for text, base, width in zip(self.lines, self.baselines, self.widths):
            _blit_baseline(
                out,
                font.render(text, True, pal.INK),
                font,
                size // 2,
                round(base * unit),
                round(width * unit),
            )


# Three-line names (only the longest, e.g. Patriotic Haiku Generator) push the emblem up.
NAME_THREE_BASELINES = (58.5, 70.5, 82.5)
EMBLEM_FOR_THREE_LINES = (29.5, 12.5)  # centre y, radius


def plan_tile_name(tile: TileDef, rotation: int, size: int) -> _NamePlan:
    """Choose lines and font size: at each size from the largest, try one line, two lines,
    then three, each plain and then slightly condensed; take the first that fits."""
    unit = size / 100.0
    if tile.is_source:
        layouts = {
            1: ((PLATE_SINGLE_BASELINE,), (PLATE_TEXT_WIDTH,)),
            2: (PLATE_TWO_BASELINES, (PLATE_TEXT_WIDTH, PLATE_TEXT_WIDTH)),
        }
    else:
        sides = tile.rotated_sides(rotation)
        side_connectors = sides[E] != "-" or sides[W] != "-"
        narrow = NAME_NARROW_WIDTH if side_connectors else NAME_FULL_WIDTH
        layouts = {
            1: ((NAME_SINGLE_BASELINE,), (NAME_FULL_WIDTH,)),
            2: (NAME_TWO_BASELINES, (narrow, NAME_FULL_WIDTH)),
            3: (NAME_THREE_BASELINES, (narrow, narrow, NAME_FULL_WIDTH)),
        }
    name = tr(
        tile.name
    )  # printed in the language spoken (cached.py drops the pictures on a change)
    max_px = max(6, round(NAME_MAX_FONT * unit))
    min_px = max(6, round(NAME_MIN_FONT * unit))
    for px in range(max_px, min_px - 1, -1):
        font = exact_font(NAME_ROLE, px)
        for count, (baselines, widths) in layouts.items():
            for squeeze in (1.0, NAME_MIN_SQUEEZE):
                fits = [
                    lines
                    for lines in _split_lines(name, count)
                    if all(font.size(t)[0] * squeeze <= w * unit for t, w in zip(lines, widths))
                ]
                if fits:
                    # The most balanced break: the one whose longest line is shortest.
                    best = min(fits, key=lambda ls: max(font.size(t)[0] for t in ls))
                    return _NamePlan(best, px, baselines, widths)
    # Nothing fits even condensed at the smallest size: use the most lines, squeezed.
    count = max(c for c in layouts if _split_lines(name, c))
    baselines, widths = layouts[count]
    return _NamePlan(_split_lines(name, count)[-1], min_px, baselines, widths)


# Small tiles (below MIN_SIZE_FOR_NAME) carry their short name (``TileDef.short``) on a plate
# under the emblem, so that tiles with similar emblems (the money family, the sources) can be
# told apart at a glance on the belts and supply rows. In tile units:
# The plate spans nearly the whole tile and a third of its height, so that on the 40 px tiles
# of a 1280x720 table (the belts, the devices) the label is drawn at 11 px, not 9-10.
SMALL_EMBLEM_CY = 36.0
SHORT_PLATE_RECT = (4.0, 59.0, 92.0, 30.0)
SHORT_ROLE = "ui_bold"
SHORT_MIN_SQUEEZE = 0.74  # a condensed label reads better than a smaller one
SHORT_MIN_TILE = 24  # below this even a short label is a smudge: the emblem alone is drawn


def short_label_font_px(text: str, size: int) -> tuple[int, float]:
    """(font pixels, horizontal squeeze) of the short label ``text`` on a ``size`` px tile:
    the largest font whose cap height fills the plate and whose width, condensed by at most
    SHORT_MIN_SQUEEZE, fits it."""
    unit = size / 100.0
    _x, _y, w, h = SHORT_PLATE_RECT
    room_w = (w - 6.0) * unit
    px = max(6, round(h * unit * 0.92))
    while px > 6:
        font = exact_font(SHORT_ROLE, px)
        if font.size(text)[0] * SHORT_MIN_SQUEEZE <= room_w:
            break
        px -= 1
    font = exact_font(SHORT_ROLE, px)
    squeeze = min(1.0, room_w / max(1, font.size(text)[0]))
    return px, squeeze


def draw_short_label(surface: pygame.Surface, tile: TileDef, size: int) -> None:
    """The short-name plate of a small tile, at final resolution (crisp text)."""
    unit = size / 100.0
    x, y, w, h = SHORT_PLATE_RECT
    plate = pygame.Rect(round(x * unit), round(y * unit), round(w * unit), round(h * unit))
    radius = max(1, round(3 * unit))
    pygame.draw.rect(surface, pal.lighter(pal.PARCHMENT, 0.45), plate, border_radius=radius)
    pygame.draw.rect(
        surface, pal.BRASS_DARK, plate, max(1, round(1.2 * unit)), border_radius=radius
    )
    short = ptr("tile label", tile.short)
    px, squeeze = short_label_font_px(short, size)
    font = exact_font(SHORT_ROLE, px)
    text = font.render(short, True, pal.INK)
    ink = text.get_bounding_rect()
    if ink.width and ink.height:
        text = text.subsurface(ink).copy()
    if squeeze < 1.0:
        text = pygame.transform.smoothscale(
            text, (max(1, round(text.get_width() * squeeze)), text.get_height())
        )
    surface.blit(text, text.get_rect(center=plate.center))


# =============================================================================================
