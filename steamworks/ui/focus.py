"""Keyboard focus, in general: a list of things that can take the focus, which one has it,
where Tab and the arrow keys move it, and whether its ring is shown. Pure (no pygame).

Screens say what can take the focus and in what order; the game table's order is in
`steamworks.ui.game.keyboard`, the build panel's in `steamworks.ui.build.panel`. Tab and
Shift+Tab walk the order round (`KeyboardFocus.step`); an arrow key moves to the nearest thing
in its direction and stays put at the edge (`nearest`). The first key press only shows the
ring where the focus already is; the mouse hides it (`hide`) until the next key.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from steamworks.ui.geometry import Rect

# how much an offset across the direction of travel counts against a candidate, compared with
# the distance along it: things in the same row or column are strongly preferred
ACROSS_WEIGHT = 3.0


@attrs.frozen
class Focusable:
    """One thing that can take the keyboard focus: a key that names it, and where it is."""

    key: tuple
    rect: Rect


def index_of(items: Sequence[Focusable], key: tuple | None) -> int | None:
    for i, item in enumerate(items):
        if item.key == key:
            return i
    return None


def _gap(lo1: float, hi1: float, lo2: float, hi2: float) -> float:
    """How far apart two intervals are (0 when they overlap)."""
    return max(0.0, lo2 - hi1, lo1 - hi2)


def nearest(
    items: Sequence[Focusable], key: tuple | None, direction: tuple[int, int]
) -> tuple | None:
    """The key of the nearest item from `key` in `direction` ((1, 0) right, (0, -1) up...), or
    None when nothing lies that way. Distance runs between centres along the direction, and
    an item offset across it (not in the same row or column) counts as further away."""
    i = index_of(items, key)
    if i is None:
        return None
    here = items[i].rect
    hx, hy = here.centre
    dx, dy = direction
    best, best_score = None, None
    for item in items:
        if item.key == key:
            continue
        r = item.rect
        x, y = r.centre
        along = (x - hx) * dx + (y - hy) * dy
        if along <= 0.5:
            continue
        if dx:
            across = _gap(here.y, here.bottom, r.y, r.bottom)
        else:
            across = _gap(here.x, here.right, r.x, r.right)
        score = along + ACROSS_WEIGHT * across
        if best_score is None or score < best_score:
            best, best_score = item.key, score
    return best


class KeyboardFocus:
    """The focused key and whether the ring shows. The key may name something that is gone
    (the screen changed): then the first item has the focus."""

    def __init__(self) -> None:
        self.shown = False
        self.key: tuple | None = None
        self.rested = 0.0  # seconds since the focus last moved (for a tooltip's delay)
        self.age = 0.0  # seconds since it was made: the ring's pulse follows it

    def current(self, items: Sequence[Focusable]) -> Focusable | None:
        """The focused item (the first one when the focused key is not among them)."""
        if not items:
            return None
        i = index_of(items, self.key)
        return items[i if i is not None else 0]

    def visible(self, items: Sequence[Focusable]) -> Focusable | None:
        """The item the ring is drawn on, or None when no ring shows."""
        return self.current(items) if self.shown else None

    def _land(self, key: tuple | None) -> None:
        if key != self.key:
            self.rested = 0.0
        self.key = key

    def step(self, items: Sequence[Focusable], delta: int) -> bool:
        """Tab (delta 1) or Shift+Tab (-1): the first press shows the ring where the focus is;
        later ones move round the order. False when there is nothing to focus."""
        here = self.current(items)
        if here is None:
            return False
        if not self.shown:
            self.shown = True
            self.rested = 0.0
            self.key = here.key
            return True
        i = index_of(items, here.key) or 0
        self._land(items[(i + delta) % len(items)].key)
        return True

    def towards(self, items: Sequence[Focusable], direction: tuple[int, int]) -> bool:
        """An arrow key: like Tab the first time, then to the nearest item that way."""
        here = self.current(items)
        if here is None:
            return False
        if not self.shown:
            return self.step(items, 0)
        key = nearest(items, here.key, direction)
        if key is not None:
            self._land(key)
        return True

    def focus_on(self, key: tuple | None) -> None:
        """Move the focus to `key` (None: the first item), showing the ring only if it was."""
        self._land(key)

    def reset(self) -> None:
        """Something new to decide: the focus goes to the first item."""
        self._land(None)

    def hide(self) -> None:
        """The mouse was used: no ring until the next key."""
        self.shown = False

    def update(self, dt: float) -> None:
        self.rested += dt
        self.age += dt
