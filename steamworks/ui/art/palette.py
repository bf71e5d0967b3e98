"""The Steam Works colour palette (from shared/design/look.md) and the five player styles.

Colours are plain ``(r, g, b)`` tuples so that this module imports without pygame and can be
used by layout code and tests alike; pygame accepts them wherever it takes a colour.

Players are told apart by a *shape mark* first (circle, square, triangle, diamond, hexagon)
and by colour second, so the game stays playable for colour-blind players even with the
default colours. ``player_styles(colour_blind=True)`` swaps in the Okabe-Ito palette, which
stays distinct under the common forms of colour-vision deficiency.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from steamworks import language
from steamworks.rules.words import ROMAN
from steamworks.ui.art.colour_science import relative_luminance

RGB = tuple[int, int, int]


def hex_rgb(code: str) -> RGB:
    """``"#B5893A"`` -> ``(181, 137, 58)``."""
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Blend ``a`` towards ``b`` by ``t`` (0 gives a, 1 gives b); used for tints and shades."""
    t = max(0.0, min(1.0, t))
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def lighter(c: RGB, t: float = 0.35) -> RGB:
    return mix(c, (255, 255, 255), t)


def darker(c: RGB, t: float = 0.35) -> RGB:
    return mix(c, (0, 0, 0), t)


def luminance(c: RGB) -> float:
    """Relative luminance (sRGB, WCAG formula): picks ink or paper text on a coloured field."""
    return relative_luminance(c)


# The colours below are not Final: the high-contrast look (ui/art/looks.py) rebinds them, and
# fills the tables (CONNECTOR_COLOURS, FAMILY_TINTS, STACK_BACK_COLOURS) in place.

# --- The workbench -------------------------------------------------------------------------
WALNUT = hex_rgb("#2B1D14")  # table background
WALNUT_GRAIN = hex_rgb("#3A2819")
PARCHMENT = hex_rgb("#E9DDBF")  # panels, cards, persona boards
PARCHMENT_SHADE = hex_rgb("#D6C59C")  # the darker, aged rim of a parchment card
INK = hex_rgb("#2A2118")
INK_SOFT = hex_rgb("#5A4A38")  # secondary text on parchment
BRASS = hex_rgb("#B5893A")
BRASS_LIGHT = hex_rgb("#E3C170")
BRASS_DARK = hex_rgb("#6E4F1E")
COPPER = hex_rgb("#B4623A")
COPPER_LIGHT = hex_rgb("#DA8F63")
COPPER_DARK = hex_rgb("#6F3419")
IRON = hex_rgb("#4B4640")  # boiler plates, bolts
IRON_LIGHT = hex_rgb("#7D766C")

# --- The board's belts (and so the tile backs of their ages) --------------------------------
BELT_BLUE = hex_rgb("#3E6A8A")
BELT_WHITE = hex_rgb("#D9D4C7")
BELT_RED = hex_rgb("#8E3B2E")
START_GREEN = hex_rgb("#3F6B3A")  # the green back of the start tiles

# --- Feedback -------------------------------------------------------------------------------
VERDIGRIS = hex_rgb("#3F9E7E")  # legal / valid contact
OXIDE_RED = hex_rgb("#C2452D")  # illegal / mismatch
LEGAL = VERDIGRIS
ILLEGAL = OXIDE_RED

# --- Power connectors ------------------------------------------------------------------------
# Shapes carry the meaning (gear, pipe, wire, socket); these colours only reinforce it.
CLOCKWORK = BRASS
STEAM = COPPER
ELECTRICKAL = hex_rgb("#8FC8F0")
ELECTRICKAL_DARK = hex_rgb("#1F4E73")  # outline so the pale wire reads on parchment
ANY_POWER = BRASS_LIGHT
CONNECTOR_COLOURS: Final[dict[str, RGB]] = {
    "C": CLOCKWORK,
    "S": STEAM,
    "E": ELECTRICKAL,
    "A": ANY_POWER,
}

# --- Tokens ----------------------------------------------------------------------------------
GOLD = hex_rgb("#D8B04A")  # coins
GOLD_DARK = hex_rgb("#8A6A1E")
PRESTIGE = hex_rgb("#7A2E3A")  # claret of the prestige (VP) badge
PRESTIGE_LIGHT = hex_rgb("#B24A5A")

# Tints of the medallion behind a tile's effect glyph, one per effect family, so a tile's
# purpose is recognisable from across the table before its name can be read.
FAMILY_TINTS: Final[dict[str, RGB]] = {
    "build": hex_rgb("#8C6A2E"),  # building and extending devices: brass-brown
    "sources": hex_rgb("#2F6E62"),  # taking basic sources: teal
    "money": hex_rgb("#9C7A1C"),  # money: gold
    "tiles": hex_rgb("#34597A"),  # taking tiles from belts or stacks: belt blue
    "prestige": hex_rgb("#7A2E3A"),  # prestige chips: claret
    "time": hex_rgb("#5B4A6E"),  # start player, automaton: plum
    "modifier": hex_rgb("#4B4640"),  # iterator, converter: iron
}

# --- Players ---------------------------------------------------------------------------------
PLAYER_MARKS: Final = ("circle", "square", "triangle", "diamond", "hexagon")


@dataclass(frozen=True, slots=True)
class PlayerStyle:
    """How one seat is drawn: its colour, its shape mark, and a readable ink on that colour."""

    name: str  # the colour's name (marked English: `words` says it in the language spoken)
    colour: RGB
    mark: str  # one of PLAYER_MARKS
    ink: RGB  # text/mark colour that contrasts with `colour`

    @property
    def words(self) -> str:
        """The colour's name as the player reads it ("Crimson"), translated."""
        return language.tr(self.name)

    @property
    def light(self) -> RGB:
        return lighter(self.colour, 0.35)


def _ink_for(colour: RGB) -> RGB:
    # WCAG-style choice: dark ink on light fields, parchment on dark ones.
    return INK if luminance(colour) > 0.28 else (250, 244, 228)


# Themed defaults: saturated enough to stand out on walnut and on parchment.
_DEFAULT_PLAYER_COLOURS: Final = (
    (language.mark("Crimson"), hex_rgb("#B8322A")),
    (language.mark("Cobalt"), hex_rgb("#2D5FA8")),
    (language.mark("Emerald"), hex_rgb("#008850")),
    (language.mark("Amber"), hex_rgb("#E0A526")),
    (language.mark("Violet"), hex_rgb("#785078")),
)
# (Emerald was #2E8540 and Violet #7B4FA0: under simulated deuteranopia Emerald met Crimson,
# and under protanopia Violet met Cobalt, at a CIEDE2000 difference of 6 and 2. The nearest
# colours that keep every pair at least 10 apart in all three simulations replaced them;
# tests/ui/test_colour_access.py keeps them so.)

# Okabe & Ito (2008) colour-universal-design palette: distinguishable with protanopia,
# deuteranopia and tritanopia. Ordered so that the first seats differ most.
_COLOUR_BLIND_PLAYER_COLOURS: Final = (
    (language.mark("Vermillion"), hex_rgb("#D55E00")),
    (language.mark("Blue"), hex_rgb("#0072B2")),
    (language.mark("Bluish green"), hex_rgb("#009E73")),
    (language.mark("Yellow"), hex_rgb("#F0E442")),
    (language.mark("Reddish purple"), hex_rgb("#CC79A7")),
)


# The seats' colours of the high-contrast look (ui/art/looks.py sets them; None: the usual ones)
_seat_override: tuple[tuple[str, RGB], ...] | None = None


def set_seat_colours(colours: tuple[tuple[str, RGB], ...] | None) -> None:
    """Use `colours` for the five seats whatever the colour-blind setting (None: back to the
    default and colour-blind sets); each is then marked in black or white, whichever
    contrasts more."""
    global _seat_override
    _seat_override = colours


def _best_ink(colour: RGB) -> RGB:
    black, white = (0, 0, 0), (255, 255, 255)
    lum = luminance(colour)
    # WCAG ratios against black and white: (L + 0.05) / 0.05 and 1.05 / (L + 0.05)
    return black if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else white


def _contrast(a: RGB, b: RGB) -> float:
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def seat_text_ink(colour: RGB, ground: RGB) -> RGB:
    """The ink a seat's name is written in on `ground` (the log's parchment): in the standard
    look its colour, darkened a quarter when it is light; in the high-contrast look its colour
    darkened just enough to stand 5:1 from the ground (WCAG AA's 4.5:1, with a margin for the
    parchment's darker grain)."""
    if _seat_override is None:
        return darker(colour, 0.25) if luminance(colour) > 0.35 else colour
    ink = colour
    step = 0
    while _contrast(ink, ground) < 5.0 and step < 40:  # a margin for the parchment's grain
        step += 1
        ink = darker(colour, step / 40)
    return ink


def seat_shading(colour: RGB, light: float, dark: float) -> tuple[RGB, RGB]:
    """The top and bottom of a seat-coloured band (a turn banner, a name plate): its colour
    lightened and darkened, or, in the high-contrast look, the flat colour, on which the
    seat's black or white ink keeps its full contrast."""
    if _seat_override is not None:
        return colour, colour
    return lighter(colour, light), darker(colour, dark)


def player_styles(colour_blind: bool = False) -> tuple[PlayerStyle, ...]:
    """The five player styles in seat order; ``colour_blind`` selects the Okabe-Ito colours
    (the high-contrast look has its own, whatever ``colour_blind`` says)."""
    if _seat_override is not None:
        return tuple(
            PlayerStyle(name=name, colour=colour, mark=mark, ink=_best_ink(colour))
            for (name, colour), mark in zip(_seat_override, PLAYER_MARKS)
        )
    colours = _COLOUR_BLIND_PLAYER_COLOURS if colour_blind else _DEFAULT_PLAYER_COLOURS
    return tuple(
        PlayerStyle(name=name, colour=colour, mark=mark, ink=_ink_for(colour))
        for (name, colour), mark in zip(colours, PLAYER_MARKS)
    )


def player_style(seat: int, colour_blind: bool = False) -> PlayerStyle:
    """The style of seat ``seat`` (0-based, wraps after five)."""
    styles = player_styles(colour_blind)
    return styles[seat % len(styles)]


# Age numbers as engraved on the tile backs and in the corner of each tile's face.
# (rules/words.ROMAN, the one table of the numerals)
STACK_LABELS: Final[dict[str, str]] = {
    "start": "S",
    "age1": ROMAN[1],
    "age2": ROMAN[2],
    "age3": ROMAN[3],
    "basic": "",
    "persona": "",
}

# The colour of each stack's back follows the belt that the stack feeds.
STACK_BACK_COLOURS: Final[dict[str, RGB]] = {
    "start": START_GREEN,
    "age1": BELT_BLUE,
    "age2": BELT_WHITE,
    "age3": BELT_RED,
}
