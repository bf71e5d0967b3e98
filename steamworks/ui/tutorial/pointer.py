"""Where a step points on the table, and the pulsing arrow drawn there.

A lesson's pointer is an action spec (teach/actionspec.py); it is resolved with the engine to a
legal action, and that action to the place the table itself offers for it (`click_plan`: a
glowing target or a prompt button), so the arrow always lands where a click plays the move.
While the build panel is open, a build or an addition is pointed at inside the panel, one tile
at a time, at the panel's own positions (`panel_place`): the supply tile to take next, then
(once it is in hand) the cell it goes to, and when every tile is down, the Build or Add button.
Nothing is pointed at when no legal action matches, or when the tiles already down are not the
step's (the step's answer says why, and Clear starts over).

The pointer never covers words (`plan_pointer`, once per place, on the screen as drawn so far):
its arrow stands on the first side of the place where what lies beneath is plain ground (no
arrow when there is none), and its ring runs along the inside of the place's edge, leaving out
the pieces where a label or a badge reaches that edge.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from steamworks.rules import actions as A
from steamworks.teach.lessons import expected_action
from steamworks.ui import motion
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


# Where the arrow may stand round the place it points at, in the order tried: its side of the
# ring and where along that side (0: the start, 0.5: the middle, 1: the end).
SIDES = tuple(
    (where, along) for along in (0.5, 0.15, 0.85) for where in ("above", "below", "right", "left")
)
BUSY_CONTRAST = 40  # how far (per channel) a pixel may be from the area's average and be plain
PLAIN_ENOUGH = 0.01  # the share of non-plain pixels under an arrow that still counts as plain
# how far (summed over the channels) a piece of the ring's ground may look from the usual
RING_STANDS_OUT = 36


def _ring(rect: pygame.Rect, grow: int) -> pygame.Rect:
    """`rect` grown by `grow` on every side."""
    return rect.inflate(2 * grow, 2 * grow)


def _ring_width(scale: float) -> int:
    return max(2, round(3 * scale))


def _arrow_gap(scale: float) -> int:
    """How far outside the place the arrow's tip stays at rest."""
    return round(3 * scale)


def _arrow(ring: pygame.Rect, side: tuple[str, float], size: int, bob: int) -> list:
    """The arrow's triangle: on `side` of the ring, its tip `bob` px off the ring's edge."""
    where, along = side
    if where in ("above", "below"):
        x = ring.left + round(ring.w * along)
        x = min(max(x, ring.left + size // 2), ring.right - size // 2)
        if where == "above":
            tip = (x, ring.top - bob - 2)
            return [tip, (x - size // 2, tip[1] - size), (x + size // 2, tip[1] - size)]
        tip = (x, ring.bottom + bob + 2)
        return [tip, (x - size // 2, tip[1] + size), (x + size // 2, tip[1] + size)]
    y = ring.top + round(ring.h * along)
    if where == "left":
        tip = (ring.left - bob - 2, y)
        return [tip, (tip[0] - size, y - size // 2), (tip[0] - size, y + size // 2)]
    tip = (ring.right + bob + 2, y)
    return [tip, (tip[0] + size, y - size // 2), (tip[0] + size, y + size // 2)]


def _arrow_size(scale: float) -> int:
    return max(12, round(22 * scale))


def arrow_room(rect: pygame.Rect, side: tuple[str, float], scale: float) -> pygame.Rect:
    """Everything the arrow on `side` of `rect`'s ring covers while it pulses and bobs."""
    ring = _ring(rect, _arrow_gap(scale))
    size, most_bob = _arrow_size(scale), round(6 * scale)
    points = _arrow(ring, side, size, 0) + _arrow(ring, side, size, most_bob)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1).inflate(4, 4)


def _busy(surface: pygame.Surface, room: pygame.Rect) -> float:
    """The share of pixels in `room` that stand out from its average colour (text, lines,
    pictures), 1.0 for a room off the surface."""
    area = room.clip(surface.get_rect())
    if area.w * area.h < room.w * room.h:
        return 1.0
    sub = surface.subsurface(area)
    average = pygame.transform.average_color(sub)
    contrast = (BUSY_CONTRAST, BUSY_CONTRAST, BUSY_CONTRAST, 255)
    plain = pygame.mask.from_threshold(sub, average, contrast).count()
    return 1.0 - plain / (area.w * area.h)


def choose_side(
    surface: pygame.Surface, rect: pygame.Rect, scale: float, blocked: list[pygame.Rect]
) -> tuple[str, float] | None:
    """Where the arrow points at `rect` from: the first place round it (`SIDES`) where it
    covers nothing drawn on `surface` (words above all) and no widget of `blocked` (drawn over
    it, it would hide there). None when there is no such place: the ring alone shows the
    place then. `surface` holds the screen as drawn so far."""
    for side in SIDES:
        room = arrow_room(rect, side, scale)
        if any(room.colliderect(b) for b in blocked):
            continue
        if _busy(surface, room) <= PLAIN_ENOUGH:
            return side
    return None


def _ring_pieces(rect: pygame.Rect, scale: float) -> list[list[pygame.Rect]]:
    """The ring along `rect`'s edge, inside it, cut into short pieces: its top, bottom, left
    and right sides, each a few pixels at a time."""
    width = _ring_width(scale)
    step = max(4, round(5 * scale))
    top, bottom, left, right = [], [], [], []
    for x in range(rect.left, rect.right, step):
        w = min(step, rect.right - x)
        top.append(pygame.Rect(x, rect.top, w, width))
        bottom.append(pygame.Rect(x, rect.bottom - width, w, width))
    for y in range(rect.top + width, rect.bottom - width, step):
        h = min(step, rect.bottom - width - y)
        left.append(pygame.Rect(rect.left, y, width, h))
        right.append(pygame.Rect(rect.right - width, y, width, h))
    return [top, bottom, left, right]


class PointerPlan(NamedTuple):
    """How the pointer is drawn at a place: the arrow's side (None: no arrow) and the pieces
    of the ring that are drawn (those over nothing but plain ground: a count badge or a label
    that reaches past the place's edge stays readable)."""

    side: tuple[str, float] | None
    ring: tuple[pygame.Rect, ...]


def _plain_pieces(surface: pygame.Surface, side: list[pygame.Rect]) -> list[pygame.Rect]:
    """The pieces of one side of a ring that look like that side's ground: a piece whose
    colours stand out from most of the side's (a label or a badge reaching the place's edge)
    is left out."""
    bounds = surface.get_rect()
    inside = [piece for piece in side if bounds.contains(piece)]
    if not inside:
        return []
    looks = [pygame.transform.average_color(surface.subsurface(piece))[:3] for piece in inside]
    usual = [sorted(look[c] for look in looks)[len(looks) // 2] for c in range(3)]
    return [
        piece
        for piece, look in zip(inside, looks)
        if sum(abs(look[c] - usual[c]) for c in range(3)) <= RING_STANDS_OUT
    ]


def plan_pointer(
    surface: pygame.Surface, rect: pygame.Rect, scale: float, blocked: list[pygame.Rect]
) -> PointerPlan:
    """The pointer's plan at `rect` on the screen drawn so far (see `choose_side`)."""
    pieces = [p for side in _ring_pieces(rect, scale) for p in _plain_pieces(surface, side)]
    return PointerPlan(choose_side(surface, rect, scale, blocked), tuple(pieces))


def draw_pointer(
    surface: pygame.Surface, rect: pygame.Rect, clock: float, scale: float, plan: PointerPlan
) -> None:
    """A pulsing ring round `rect` and an arrow pointing at it, as `plan` says. The ring lies
    along the place's own edge, inside it, and pulses in colour, never in size, so that it
    never reaches the neighbours' words (nor, by the plan, the place's own); the arrow bobs on
    its side."""
    pulse = 0.5 + 0.5 * math.sin(motion.phase(clock) * 5.0)  # still with calm motion
    width = _ring_width(scale)
    ring = rect
    picture = pygame.Surface(ring.size, pygame.SRCALPHA)
    colour = P.lighter(P.COPPER_LIGHT, 0.45 * pulse)
    pygame.draw.rect(
        picture, colour, picture.get_rect(), width, border_radius=max(4, round(8 * scale))
    )
    for piece in plan.ring:
        surface.blit(picture, piece.topleft, piece.move(-ring.x, -ring.y))
    if plan.side is None:
        return
    bob = round(6 * scale * pulse)
    points = _arrow(_ring(rect, _arrow_gap(scale)), plan.side, _arrow_size(scale), bob)
    pygame.draw.polygon(surface, P.COPPER_LIGHT, points)
    pygame.draw.polygon(surface, P.COPPER_DARK, points, max(1, round(2 * scale)))
