"""Where a story entry's places (rules/narrate.py) lie on the table, as highlight targets.

A story entry names the places it concerns (a device's source, a persona space, a belt...);
`place_targets` finds their rectangles in the current layout, so hovering a line of the
"since your last turn" panel or of the log lights them up. A place that is no longer on the
table (a tile that moved on) simply has no rectangle. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Iterable

from steamworks.rules import narrate as N
from steamworks.ui.geometry import Rect

from .layout import TableLayout
from .targets import Target


def _bounds(rects: list[Rect]) -> Rect | None:
    if not rects:
        return None
    left = min(r.x for r in rects)
    top = min(r.y for r in rects)
    return Rect(left, top, max(r.right for r in rects) - left, max(r.bottom for r in rects) - top)


def place_rect(place, layout: TableLayout) -> Rect | None:
    """The rectangle of one place in `layout`, or None when it is not shown."""
    board = layout.board
    if isinstance(place, N.SourcePlace):
        box = layout.tableau.device_box(place.device)
        return box.cells.get(place.pos) if box is not None else None
    if isinstance(place, N.DevicePlace):
        box = layout.tableau.device_box(place.device)
        return box.frame if box is not None else None
    if isinstance(place, N.PersonaSpacePlace):
        if layout.persona is not None and layout.focus == place.seat:
            spaces = layout.persona.spaces
        else:
            row = layout.summary(place.seat)
            spaces = row.spaces if row is not None else ()
        return spaces[place.space] if 0 <= place.space < len(spaces) else None
    if isinstance(place, N.BeltPlace):
        if not 0 <= place.belt < len(board.cells):
            return None
        if place.col is None:
            return (
                board.belt_rows[place.belt]
                if place.belt < len(board.belt_rows)
                else _bounds(list(board.cells[place.belt]))
            )
        cells = board.cells[place.belt]
        return cells[place.col] if 0 <= place.col < len(cells) else None
    if isinstance(place, N.StackPlace):
        return board.stacks[place.stack] if 0 <= place.stack < len(board.stacks) else None
    if isinstance(place, N.StartPlayerPlace):
        return board.start_box
    if isinstance(place, N.SeatPlace):
        if layout.persona is not None and layout.focus == place.seat:
            return layout.persona.header
        row = layout.summary(place.seat)
        return row.rect if row is not None else None
    return None


def place_targets(places: Iterable, layout: TableLayout, key: tuple) -> list[Target]:
    """Highlight targets (no actions) for the places that are on the table now, all sharing
    `key` so they light up together."""
    out = []
    for place in places:
        rect = place_rect(place, layout)
        if rect is not None:
            out.append(Target(key, rect, ()))
    return out
