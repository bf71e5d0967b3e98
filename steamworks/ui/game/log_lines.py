"""A line of the game log and where the log's parts go in its card: what `LogPanel` scrolls
(log_panel.py) and log_drawing.py paints.

A line is an entry (a player's action, beginning with their name), an event of the table (a
round's end, a new age, the game's end) or a short heading; wrapped to the card's width it
becomes a `Row`.
"""

from __future__ import annotations

import attrs

from steamworks.ui.art.fonts import get_font
from steamworks.ui.geometry import Rect

HEADING_ROOM = 46  # design px from the card's top to the first line (the heading and its rule)

# the kinds of line
HEADING = "heading"  # a short centred heading ("Age I · Round 3")
EVENT = "event"  # a table event of the story (a round's end, a new age, the game's end): a banded header
ENTRY = "entry"  # a player's action, beginning with their name


@attrs.frozen(eq=False)
class LogLine:
    seat: int | None  # None: a heading or an event of the table
    text: str  # an entry's text begins with its player's name
    key: tuple = ()  # the same line keeps the same key as the log grows (the view is anchored by it)
    latest: bool = False
    kind: str = ""  # HEADING, EVENT or ENTRY; "" means ENTRY with a seat, HEADING without
    places: tuple = ()  # the places on the table the line concerns (rules/narrate.py)
    step: int | None = None  # the log step an action or event line tells (None: other lines)

    @property
    def style(self) -> str:
        return self.kind or (ENTRY if self.seat is not None else HEADING)


@attrs.frozen
class LogGeometry:
    """Where the log's parts go inside its card, in window pixels."""

    card: Rect
    view: Rect  # the lines are drawn and clipped here
    mark_x: float  # centre of a line's player mark
    text_x: float
    wrap: int  # width of a line's words
    size: int  # type size of the lines
    line_h: int
    track: Rect  # the scroll bar's groove
    scale: float


def log_geometry(card: Rect, scale: float, below_heading: float = 0.0) -> LogGeometry:
    """Where the log's lines go in `card`; `below_heading`: a row under the heading kept for a
    button that has no room beside it (recap_panel's "Since last turn" at larger text)."""
    s = scale
    size = max(8, round(13.5 * s))
    top = card.y + HEADING_ROOM * s + below_heading
    view = Rect(card.x + 8 * s, top, card.w - 16 * s, max(1.0, card.bottom - 10 * s - top))
    track = Rect(card.right - 15 * s, view.y + 2 * s, max(4.0, 6 * s), max(1.0, view.h - 4 * s))
    text_x = card.x + 30 * s
    wrap = max(20, int(track.x - 7 * s - text_x))
    return LogGeometry(
        card,
        view,
        card.x + 20 * s,
        text_x,
        wrap,
        size,
        get_font("ui", size).get_linesize(),
        track,
        s,
    )


@attrs.frozen(eq=False)
class Row:
    line: LogLine
    y: float  # from the top of all the rows
    h: float
    texts: tuple[str, ...]  # the line, wrapped


def newest_type_size(scale: float) -> int:
    """The type size of the "Newest" button's word."""
    return max(8, round(13 * scale))
