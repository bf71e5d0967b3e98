"""A keyboard focus ring for the menu screens that have none of their own: the title, New game,
Settings, the message and confirm dialogs, the pause menu, Load, the results, About and the
save dialog.

Before it these screens knew only Enter (their default button) and Esc: a player without a
mouse could not choose "Load Game" on the title. With it, Tab and Shift+Tab go round the
screen's enabled buttons in the order it lays them out, the arrows go to the
nearest one that way, and Enter or Space presses the one ringed (Enter still presses the
screen's default button while no ring shows). On a setting stepped by ◀ value ▶ the ring
rests on the value and Left and Right press its arrows. The first key only shows the ring;
the mouse hides it, as on the table (`ui.focus`). The ring on a text field (New game's names
and seed) gives it the keyboard: what is typed goes in, and Tab leaves it. On a screen laid out
as one column that scrolls (a large text size), Tab, Shift+Tab, Up and Down scroll the column
to reach the rows not shown, so every row is a stop at every text size.

The app calls `before_scene` with each key event (Tab, and Enter, Space, Left, Right while a
ring shows, are the ring's), then the scene's own `handle_event`, then `after_scene` (the
arrows the screen did not take: Load keeps Up and Down for its list); and `draw` after the
widgets. Screens are left as they are: the ring reads their buttons by object id.
"""

from __future__ import annotations

import weakref
from typing import Any

import pygame
import pygame_gui

from steamworks.ui.focus import Focusable, KeyboardFocus, index_of
from steamworks.ui.geometry import Rect
from steamworks.ui.scene import mouse_in_use

# the screens the ring serves (the others have a ring of their own, or keys of their own)
RING_SCREENS = frozenset(
    ("title", "new_game", "settings", "message", "pause", "load", "results", "about", "save_dialog")
)

ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
TEXT_FIELD = pygame_gui.elements.UITextEntryLine


class MenuRing:
    """One screen's ring: where the focus is and whether it shows (its `age` paces the ring's
    pulse), and where the mouse was last."""

    def __init__(self) -> None:
        self.focus = KeyboardFocus()
        self.mouse: Any = (-1, -1)


_rings: weakref.WeakKeyDictionary[Any, MenuRing] = weakref.WeakKeyDictionary()


def serves(scene: Any) -> bool:
    """Whether `scene` is worked by the ring: the screens named above, and any screen that
    asks for it with a true `menu_ring` attribute (a new screen need not be listed here)."""
    if scene is None:
        return False
    return getattr(scene, "name", "") in RING_SCREENS or bool(getattr(scene, "menu_ring", False))


def ring_of(scene: Any) -> MenuRing | None:
    """The ring of `scene` (made on first use), or None for a screen it does not serve."""
    if not serves(scene):
        return None
    ring = _rings.get(scene)
    if ring is None:
        ring = _rings[scene] = MenuRing()
    return ring


def _is_arrow_of_stepper(object_id: str, ids: set[str]) -> bool:
    for end in ("_prev", "_next"):
        if object_id.endswith(end) and object_id[: -len(end)] in ids:
            return True
    return False


def stops(scene: Any) -> list[Focusable]:
    """The screen's buttons and text fields the ring may stop on, in the order the screen made
    them (which is the order its parts are read: the menu down, a seat's parts across, a column
    before the next): enabled and shown, a stepper's arrows left out (Left and Right press them
    from its value). The arrows go by where the buttons are instead. With the spoken mode on,
    a button that is off is a stop too (said as unavailable, and why): a player who cannot see
    it greyed out hears that it exists; Enter on it does nothing."""
    ids = set(scene.widget_ids())
    settings = getattr(getattr(scene, "app", None), "settings", None)
    off_too = bool(getattr(settings, "spoken_mode", False))
    found = []
    for object_id in scene.widget_ids():
        widget = scene.widget_or_none(object_id)
        if not isinstance(widget, (pygame_gui.elements.UIButton, TEXT_FIELD)):
            continue
        off_heard = off_too and isinstance(widget, pygame_gui.elements.UIButton)
        if not widget.visible or not (widget.is_enabled or off_heard):
            continue
        if _is_arrow_of_stepper(object_id, ids):
            continue
        if object_id in SCROLL_ARROWS and _column(scene):
            continue  # the ring scrolls the rows itself (`_tab_in_column`)
        r = widget.rect
        found.append(Focusable(("button", object_id), Rect(r.x, r.y, r.w, r.h)))
    return found


# --- rows that scroll ------------------------------------------------------------------------------
# A screen laid out at a large text size as one column of rows that scroll (ColumnCard: New
# game, Online) shows only some of its rows' widgets. Tab there goes on past the last row
# shown: the rows scroll to the next one with a stop, so the ring goes round every row in the
# same order as at 100%, and says the same stops (the ▲ ▼ buttons are left off the ring).

SCROLL_ARROWS = ("rows_up", "rows_down")


def _column(scene: Any) -> list[Any]:
    """The rectangles of the rows a scrolling column shows ([] when the screen has none)."""
    column = getattr(scene, "column", None)
    if not column or not callable(getattr(scene, "scroll_column", None)):
        return []
    return [rect for _kind, _key, rect in column]


def _in_column(rows: list[Any], item: Focusable) -> bool:
    x, y = item.rect.x + item.rect.w / 2, item.rect.y + item.rect.h / 2
    return any(r.left <= x < r.right and r.top <= y < r.bottom for r in rows)


def _column_stops(scene: Any) -> list[Focusable]:
    rows = _column(scene)
    return [item for item in stops(scene) if _in_column(rows, item)]


def _scroll_by(scene: Any, step: int) -> bool:
    """Scroll the column `step` rows; False when it did not move (at its end)."""
    first = scene.first_row
    scene.scroll_column(step)
    return bool(scene.first_row != first)


def _tab_in_column(scene: Any, ring: MenuRing, items: list[Focusable], step: int) -> bool:
    """Tab (`step` 1) or Shift+Tab (-1) where the ring leaves the rows shown, or comes back
    into them round the order: the rows scroll so that it lands on the next row's stop, or
    on the first (last) row's when it comes in from the top (bottom). False: an ordinary step."""
    rows = _column(scene)
    here = ring.focus.visible(items)
    if not rows or here is None:
        return False
    i = index_of(items, here.key) or 0
    j = (i + step) % len(items)
    wrapped = j <= i if step > 0 else j >= i
    here_in, there_in = _in_column(rows, here), _in_column(rows, items[j])
    if here_in and (wrapped or not there_in) and _scroll_to_next(scene, ring, step):
        return True
    if there_in and (wrapped or not here_in):
        _scroll_by(scene, -step * max(1, scene.column_rows))  # to the rows' start (end)
        inside = _column_stops(scene)
        if inside:
            ring.focus.focus_on((inside[0] if step > 0 else inside[-1]).key)
            return True
    return False


def _scroll_to_next(scene: Any, ring: MenuRing, step: int) -> bool:
    """Scroll a row at a time until a stop that was not shown appears, and land on it; at the
    column's end, say no (False), left scrolled there (its last rows, a heading above the
    first, are seen) unless that took the ring's own stop out of view."""
    start = scene.first_row
    before = {item.key for item in _column_stops(scene)}
    while _scroll_by(scene, step):
        new = [item for item in _column_stops(scene) if item.key not in before]
        if new:
            ring.focus.focus_on((new[0] if step > 0 else new[-1]).key)
            return True
    here = ring.focus.key
    if scene.first_row != start and all(item.key != here for item in _column_stops(scene)):
        _scroll_by(scene, start - scene.first_row)
    return False


def focused_id(scene: Any) -> str | None:
    """The object id of the button the ring is on, while it shows (None: no ring)."""
    ring = _rings.get(scene) if serves(scene) else None
    if ring is None:
        return None
    item = ring.focus.visible(stops(scene))
    return None if item is None else str(item.key[1])


def button_texts(scene: Any) -> list[str]:
    """The words of the screen's buttons on the ring, in its order (its text fields left out):
    a dialog's answers, as the spoken mode reads them."""
    widgets = [scene.widget(str(item.key[1])) for item in stops(scene)]
    buttons = [w for w in widgets if isinstance(w, pygame_gui.elements.UIButton)]
    return [str(w.text).strip() for w in buttons if w.is_enabled]


def dialog_answers(scene: Any) -> tuple[list[str], str]:
    """A dialog's answers on the ring and the one Enter presses (its default button's words,
    else the last answer's), as the spoken mode reads them."""
    texts = button_texts(scene)
    default = getattr(scene, "default_button", None)
    return texts, str(default.text) if default is not None else (texts[-1] if texts else "")


def _press(scene: Any, object_id: str) -> bool:
    widget = scene.widget_or_none(object_id)
    if widget is None:
        return False
    if not widget.is_enabled:
        return True  # the ring is on a button that is off: the key does nothing (not the default)
    return bool(scene.trigger(widget))


def before_scene(scene: Any, event: pygame.event.Event) -> bool:
    """The ring's keys that come before the screen's own: Tab, and while a ring shows Enter,
    Space, and Left or Right on a stepper. The mouse hides the ring. True: the key was used."""
    ring = ring_of(scene)
    if ring is None:
        return False
    if mouse_in_use(event, ring.mouse):
        ring.focus.hide()
    if event.type == pygame.MOUSEMOTION:
        ring.mouse = event.pos
    if event.type != pygame.KEYDOWN:
        return False
    items = stops(scene)
    if event.key == pygame.K_TAB:
        shift = getattr(event, "mod", 0) & pygame.KMOD_SHIFT
        step = -1 if shift else 1
        used = _tab_in_column(scene, ring, items, step) or ring.focus.step(items, step)
        _type_into(scene, ring)
        return used
    here = ring.focus.visible(items)
    if here is None:
        return False
    object_id = str(here.key[1])
    if event.key in PRESS_KEYS:
        return _press(scene, object_id)
    if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
        arrow = f"{object_id}_{'prev' if event.key == pygame.K_LEFT else 'next'}"
        if scene.widget_or_none(arrow) is not None:
            _press(scene, arrow)  # at the end of its choices the arrow is off: nothing moves
            return True
    return False


def after_scene(scene: Any, event: pygame.event.Event) -> bool:
    """The arrows the screen left: to the nearest button that way (the first shows the ring)."""
    ring = ring_of(scene)
    if ring is None or event.type != pygame.KEYDOWN or event.key not in ARROWS:
        return False
    items = stops(scene)
    before = ring.focus.visible(items)
    used = ring.focus.towards(items, ARROWS[event.key])
    down, rows = ARROWS[event.key][1], _column(scene)
    if before is not None and down and _in_column(rows, before):
        # Up or Down from a row of a column that scrolls, with no row shown that way: the
        # column moves on to the next row with a stop, as Tab does, rather than leave it
        after = ring.focus.key
        within = [item.key for item in items if _in_column(rows, item)]
        if after == before.key or after not in within:
            ring.focus.focus_on(before.key)
            if not _scroll_to_next(scene, ring, down):
                ring.focus.focus_on(after)
    _type_into(scene, ring)
    return used


def _type_into(scene: Any, ring: MenuRing) -> None:
    """The ring on a text field gives it the keyboard (typing goes in, Tab leaves it); on
    anything else no field has it."""
    item = ring.focus.visible(stops(scene))
    widget = scene.widget_or_none(str(item.key[1])) if item is not None else None
    if isinstance(widget, TEXT_FIELD):
        scene.app.manager.set_focus_set(widget)
    elif any(isinstance(w, TEXT_FIELD) for w in scene.app.manager.get_focus_set() or ()):
        scene.app.manager.set_focus_set(None)


def update(scene: Any, dt: float) -> None:
    ring = _rings.get(scene) if serves(scene) else None
    if ring is not None:
        ring.focus.update(dt)


def draw(scene: Any, surface: pygame.Surface) -> None:
    """The ring round the button it is on (over the widgets), when it shows."""
    from steamworks.ui import draw as drawing

    ring = _rings.get(scene) if serves(scene) else None
    if ring is None:
        return
    item = ring.focus.visible(stops(scene))
    if item is not None:
        drawing.focus_ring(surface, item.rect, ring.focus.age, scene.app.scale, pad=3)
