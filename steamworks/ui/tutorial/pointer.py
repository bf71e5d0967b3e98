"""Where a step points on the table, and the pulsing arrow drawn there.

A lesson's pointer is an action spec (teach/actionspec.py); it is resolved with the engine to a
legal action, and that action to the place the table itself offers for it (`click_plan`: a
glowing target or a prompt button), so the arrow always lands where a click plays the move.
Nothing is pointed at when the place is inside the build panel (the step's words say what to
drag there) or when no legal action matches.
"""

from __future__ import annotations

import math

import pygame

from steamworks.teach.lessons import expected_action
from steamworks.ui.art import palette as P


def place_of(scene, action) -> pygame.Rect | None:
    """The rectangle on screen where a click plays `action` (or selects its place), or None."""
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
