"""The game table's keyboard order: what Tab, Shift+Tab and the arrow keys move between, and in
what order. Pure (no pygame); the focus itself is `steamworks.ui.focus.KeyboardFocus`.

What can take the focus is exactly what the mouse can use to answer the current decision: the
table's targets (`targets.action_targets`) and the prompt's enabled buttons. The Game scene
builds the list with `focus_order` and activates the focused thing through the same code as a
click, so the keyboard never changes the game any other way.

Reading order: the draft's cards; then the main board (the stacks, the revealed tiles, each
belt left to right); then the tableaux by seat (each device in turn, its tiles row by row);
then the focus player's persona board (its spaces, then its basic sources); then the prompt's
buttons, top to bottom; last the screen's own controls, which change only the view or open a
menu: the supply row's arrows, the log's "Newest" button and the toolbar (Undo, Save, Menu).
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.ui.focus import Focusable
from steamworks.ui.geometry import Rect

from . import target_keys as K
from .layout import TableLayout


def button_key(object_id: str) -> K.Button:
    """A prompt button's focus key."""
    return K.Button(object_id)


def _device_order(layout: TableLayout) -> dict[int, tuple[int, int]]:
    """Device id -> (its area's place in seat order, its place in the area)."""
    out = {}
    for a, area in enumerate(layout.tableau.areas):
        for b, box in enumerate(area.devices):
            out[box.device] = (a, b)
    return out


def target_rank(key: tuple, rect: Rect, devices: dict[int, tuple[int, int]]) -> tuple:
    """Where a table target comes in the reading order (see the module docstring)."""
    if isinstance(key, K.DraftSide):
        return (0, round(rect.y), rect.x)
    if isinstance(key, K.Stack):
        return (1, 0, key.number, 0.0)
    if isinstance(key, K.RevealedTile):
        return (1, 1, key.number, 0.0)
    if isinstance(key, K.BeltTile):
        return (1, 2, key.belt, rect.x)
    if isinstance(key, (K.SourceSlot, K.OwnSource, K.Component, K.RepeatComponent)):
        area, box = devices.get(key.device, (len(devices), 0))
        slot = key.slot if isinstance(key, K.SourceSlot) else 0
        return (2, area, box, key.pos[0], key.pos[1], slot)
    if isinstance(key, K.PersonaSpace):
        return (3, 0, key.space, 0.0)
    if isinstance(key, K.TakeSource):
        return (3, 1, "CSE".find(key.type), 0.0)
    return (4, round(rect.y), rect.x)


def focus_order(
    targets: Sequence,
    layout: TableLayout | None,
    buttons: Sequence[tuple[str, Rect]] = (),
    controls: Sequence[tuple[tuple, Rect]] = (),
) -> list[Focusable]:
    """Everything that can take the focus now, in reading order: the table's targets (anything
    with .key and .rect), then the prompt's buttons as (object id, rect) in their order, then
    the screen's controls as (key, rect) in their order."""
    devices = _device_order(layout) if layout is not None else {}
    ranked = sorted(targets, key=lambda t: target_rank(t.key, t.rect, devices))
    items = [Focusable(t.key, t.rect) for t in ranked]
    items += [Focusable(button_key(oid), rect) for oid, rect in buttons]
    items += [Focusable(key, rect) for key, rect in controls]
    return items
