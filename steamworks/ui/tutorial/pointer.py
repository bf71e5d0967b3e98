"""Where a step points on the table, and the pulsing arrow drawn there.

A lesson's pointer is an action spec (teach/actionspec.py); it is resolved with the engine to a
legal action, and that action to the place the table itself offers for it (`click_plan`: a
glowing target or a prompt button), so the arrow always lands where a click plays the move.
While the build panel is open, a build or an addition is pointed at inside the panel, one tile
at a time, at the panel's own positions (`panel_place`): the supply tile to take next, then
(once it is in hand) the cell it goes to, and when every tile is down, the Build or Add button.
Nothing is pointed at when no legal action matches, or when the tiles already down are not the
step's (the step's answer says why, and Clear starts over).
"""

from __future__ import annotations

import math

import pygame

from steamworks.rules import actions as A
from steamworks.teach.lessons import expected_action
from steamworks.ui.art import palette as P

Cell = tuple[int, int]


def place_of(scene, action) -> pygame.Rect | None:
    """The rectangle on screen where a click plays `action` (or selects its place), or None."""
    panel = scene.build_panel if scene._panel_frame() is not None else None
    if panel is not None:
        return panel_place(panel, action)
    plan = scene.click_plan(action)
    if plan is None:
        return None
    kind, where = plan
    if kind == "widget":
        widget = scene.widget_or_none(where)
        return pygame.Rect(widget.rect) if widget is not None and widget.visible else None
    for target in scene.targets:
        if action in target.actions:
            return pygame.Rect(target.rect.rounded())
    return None


def place_of_spec(scene, spec) -> pygame.Rect | None:
    """The place of the first legal action the spec describes (None: nothing to point at)."""
    if spec is None:
        return None
    action = expected_action(scene.session.state, spec)
    return place_of(scene, action) if action is not None else None


def _wanted_cells(panel, action) -> dict[Cell, str] | None:
    """The panel's cells `action` puts a tile on, each with its tile id; None when the tiles
    already on the grid are not part of it (or it is not the panel's kind of move)."""
    if isinstance(action, A.AddTile):
        wanted = {(action.pos[0], action.pos[1]): action.tile}
        placed = {cell: tid for cell, (tid, _rot) in panel.model.placed.items()}
        return wanted if all(wanted.get(cell) == tid for cell, tid in placed.items()) else None
    if not isinstance(action, A.BuildDevice) or not action.layout:
        return None
    layout = {(pos[0], pos[1]): tid for pos, tid, _rot in action.layout}
    placed = {cell: tid for cell, (tid, _rot) in panel.model.placed.items()}
    if placed:
        # the layout's offset on the grid, as the tiles already down fix it
        first, tid = min(placed.items())
        offsets = [(first[0] - r, first[1] - c) for (r, c), t in layout.items() if t == tid]
    else:
        # nothing down yet: the layout in the middle of the cells on show
        extent = panel.positions.extent
        rows = max(r for r, _c in layout) + 1
        cols = max(c for _r, c in layout) + 1
        offsets = [
            (
                extent.first_row + max(0, (extent.rows - rows) // 2),
                extent.first_col + max(0, (extent.cols - cols) // 2),
            )
        ]
    for dr, dc in offsets:
        wanted = {(r + dr, c + dc): t for (r, c), t in layout.items()}
        if all(wanted.get(cell) == t for cell, t in placed.items()):
            return wanted
    return None


def panel_place(panel, action) -> pygame.Rect | None:
    """Where in the open build panel the learner goes next to make `action`: the supply tile to
    take, the cell for the tile in hand, or the confirm button when every tile is down (for
    an addition to another device than the one shown: that device's tab)."""
    if isinstance(action, A.AddTile):
        devices = [choice.device_id for choice in getattr(panel.model, "devices", ())]
        if action.device not in devices:
            return None
        index = devices.index(action.device)
        if index != panel.model.device_index:
            tabs = panel.tab_rects()
            return pygame.Rect(tabs[index].rounded()) if index < len(tabs) else None
    wanted = _wanted_cells(panel, action)
    if wanted is None:
        return None
    missing = [
        (cell, tid) for cell, tid in sorted(wanted.items()) if cell not in panel.model.placed
    ]
    if not missing:
        return pygame.Rect(panel.button_rect("confirm").rounded())
    hand = panel.hand()
    if hand is not None and hand.from_cell is None:
        for cell, tid in missing:
            if tid == hand.tile_id and cell in panel.positions.extent:
                return pygame.Rect(panel.positions.grid.cell_rect(cell).rounded())
    tile = missing[0][1]
    if tile not in panel.model.order:
        return None
    return pygame.Rect(panel.tray_slot(tile).rounded())


def draw_pointer(surface: pygame.Surface, rect: pygame.Rect, clock: float, scale: float) -> None:
    """A pulsing ring around `rect` and an arrow pointing at it from above (from below when
    the place is near the top of the window)."""
    pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
    grow = round((4 + 6 * pulse) * scale)
    ring = rect.inflate(2 * grow, 2 * grow)
    width = max(2, round(4 * scale))
    pygame.draw.rect(surface, P.COPPER_LIGHT, ring, width, border_radius=max(4, round(8 * scale)))
    size = max(12, round(22 * scale))
    bob = round(6 * scale * pulse)
    above = ring.top - size - bob > 0
    cx = ring.centerx
    if above:
        tip = (cx, ring.top - bob - 2)
        points = [tip, (cx - size // 2, tip[1] - size), (cx + size // 2, tip[1] - size)]
    else:
        tip = (cx, ring.bottom + bob + 2)
        points = [tip, (cx - size // 2, tip[1] + size), (cx + size // 2, tip[1] + size)]
    pygame.draw.polygon(surface, P.COPPER_LIGHT, points)
    pygame.draw.polygon(surface, P.COPPER_DARK, points, max(1, round(2 * scale)))
