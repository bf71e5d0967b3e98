"""How much room the build panel's own words need, measured before its parts are placed.

The panel's regions (`regions.panel_regions`) are arithmetic on its rect; a longer language or
a larger text size can need more lines than the design gives its words. This module measures
them in the room the regions give and says how many lines they need: the requirement chips
(beside the title, or in rows under it, each row as many chips as fit) and the help line under
the grid (one line, or two and more when even its short form and the smallest type it may take
do not fit). `PanelPositions` asks it and gives the regions that room; `PanelRenderer` draws
the chips where `chip_rows` puts them and the help its own `help_text` chose (the sentences
stay with the drawing), so what is measured is what is drawn.
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.ui import text_fit as TF
from steamworks.ui.art import fonts
from steamworks.ui.build import widgets as W
from steamworks.ui.build.model import LayoutModel
from steamworks.ui.geometry import scaled

Chip = tuple[str, str | None]  # a requirement's words and its icon (model.requirement_chips)
TITLE_GAP = 22  # design px between the title and the first chip beside it
CHIP_GAP = 10  # design px between two chips
HELP_PX = 14  # the help line's type, design px
HELP_LEAST_PX = 11  # the smallest it takes before it wraps (design px)
HELP_SPACING = 1.0


def chip_rows(chips: Sequence[Chip], width: float, scale: float) -> list[list[int]]:
    """The chips (by index) in rows of `width`, in order, each row as many as fit side by side
    (a chip wider than the whole row has one of its own: it is reported when drawn)."""
    rows: list[list[int]] = []
    used = 0.0
    gap = scaled(CHIP_GAP, scale)
    for index, (text, icon) in enumerate(chips):
        chip_w = W.chip_size(text, scale, icon)[0]
        if rows and used + gap + chip_w <= width + 0.5:
            rows[-1].append(index)
            used += gap + chip_w
        else:
            rows.append([index])
            used = chip_w
    return rows


def chips_beside_title(title_w: float, chips: Sequence[Chip], width: float, scale: float) -> bool:
    """Whether the chips fit on the title's line after a title `title_w` wide."""
    gap = scaled(CHIP_GAP, scale)
    chips_w = sum(W.chip_size(text, scale, icon)[0] + gap for text, icon in chips)
    return title_w + scaled(TITLE_GAP, scale) + chips_w <= width


def header_chip_rows(model: LayoutModel, width: float, scale: float) -> int:
    """How many rows under the title the requirement chips take in a header `width` wide: 0
    when they stand beside the title (the design's header, at text sizes the layout grows
    with, when they fit there even with the smaller title), else at least one."""
    chips = model.requirement_chips()
    if fonts.text_gain() <= 1.0:
        for size in (32, 26):  # the title's type, and the smaller one that makes room
            title_w = W.engraved_title(model.title, size, scale).get_width()
            if chips_beside_title(title_w, chips, width, scale):
                return 0
    return max(1, len(chip_rows(chips, width, scale)))


def chip_line(scale: float) -> float:
    """A row of chips under the title: a chip and a little room round it (the design's 34 px,
    more when the chips' type stands taller)."""
    return max(34 * scale, W.chip_size("", scale)[1] + 4 * scale)


def help_least_px(scale: float) -> float:
    """The smallest type the help takes before it wraps to another line."""
    return min(HELP_LEAST_PX * scale, TF.smallest_px())


def help_lines(text: str, width: float, line_h: float, scale: float, least: int) -> int:
    """How many of the help's lines (`line_h` each) `text` needs in `width` at the smallest
    type it takes, at least `least` (the design's: one, two at larger text), at most four."""
    lines = least
    while lines < 4 and not TF.fits_block(
        "ui", help_least_px(scale), text, width, lines * line_h + 4 * scale, HELP_SPACING
    ):
        lines += 1
    return lines
