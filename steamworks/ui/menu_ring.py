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
and seed) gives it the keyboard: what is typed goes in, and Tab leaves it.

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

from steamworks.ui.focus import Focusable, KeyboardFocus
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
        r = widget.rect
        found.append(Focusable(("button", object_id), Rect(r.x, r.y, r.w, r.h)))
    return found


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
        used = ring.focus.step(items, -1 if shift else 1)
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
    used = ring.focus.towards(stops(scene), ARROWS[event.key])
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
