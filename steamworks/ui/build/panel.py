"""`BuildPanel`: the widget in which a player assembles a device, or adds a tile to one.

The Game scene opens it over the table when the engine asks for a build (`BuildFrame`) or an
addition (`AddFrame`), forwards events to it, and draws it:

    panel = BuildPanel(model_for(state, frame), layout.build_panel_rect(size),
                       on_confirm=submit_action, on_cancel=decline,
                       scale=app.scale, sounds=app.sounds)
    panel.handle_event(event) -> bool   # consumed?
    panel.update(dt); panel.draw(surface); panel.relayout(rect, scale)

It never changes the game: it edits its model (`steamworks.ui.build.model`) and, on Confirm,
calls `on_confirm(action)` with the engine action (`BuildDevice` or `AddTile`); on Decline it
calls `on_cancel()`. After either it ignores input (`done`) until `refuse(reason)` reopens it,
for the rare case where the engine turns the action down.

Interaction (look.md's conventions and the online version's):

- left-drag a tile from the tray or the grid; it snaps to the nearest cell when dropped, and
  goes back to the tray when dropped outside the grid;
- click a tile, then click a cell (or the tray) to do the same;
- double-click a tile to send it between the tray and the grid;
- R (Shift+R backwards), right click or the mouse wheel turns an Iterator or Power Converter
  (the one held, hovered or selected); other tiles never turn, and say so;
- Enter confirms; Esc drops what is held or selected (with nothing in hand the scene opens
  the pause menu: declining takes a click, never a stray key);
  Delete sends the selected tile back; Tab chooses the next device in add mode; Ctrl+Z takes
  back the last change made in the panel (and is left to the scene when there is none);
- by keyboard alone: the arrow keys (and Tab, Shift+Tab when Tab does not choose a device)
  move a focus ring over the device tabs, the tray's tiles, the workbench's cells and the
  buttons; the ring acts as the mouse pointer (hover, tooltip, R, the landing preview) and
  Space clicks there, through the same code as a click. Moving or pressing the mouse hides
  it until the next such key (`show_keyboard` shows it at once, e.g. when the table had one).

While a tile is held or selected, the cells where it could go are tinted verdigris (strongly
where it would make a valid contact), and a see-through copy shows where and how it would land.
Every shared edge on the grid carries a contact mark: a verdigris tick or an oxide-red cross.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field, replace
from typing import Any, Callable

import pygame

from steamworks.rules.data import load
from steamworks.rules.preview import effect_text
from steamworks.ui import draw as drawing
from steamworks.ui import geometry
from steamworks.ui.art import palette as P
from steamworks.ui.art.theme import TOOLTIP_DELAY
from steamworks.ui.art.tile_art import draw_player_mark
from steamworks.ui.build import regions as R
from steamworks.ui.build import widgets as W
from steamworks.ui.build.model import (
    GOOD,
    ILLEGAL,
    READY,
    AddModel,
    Cell,
    LayoutModel,
    Target,
    is_cell,
)
from steamworks.ui.focus import Focusable, KeyboardFocus
from steamworks.ui.geometry import Extent, Grid, Rect
from steamworks.ui.style import font

Point = tuple[float, float]

DRAG_THRESHOLD = 6  # design px the mouse must travel, button held, before a press becomes a drag
DOUBLE_CLICK = 0.4  # seconds between two presses on the same tile for a double-click
FLIGHT_TIME = 0.18  # seconds for a tile to glide into place (scaled by the animation speed)
PULSE_TIME = 0.38
FLASH_TIME = 2.6  # seconds a refusal message stays in the status line
UNDO_DEPTH = 100  # changes Ctrl+Z can take back
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
BUTTON_NAMES = ("confirm", "cancel", "clear")


@dataclass
class _Press:
    """The left button went down on something; it becomes a click or a drag."""

    target: Target | None  # a pickable tile (tray tile id or movable cell), or None
    pos: Point
    double: bool  # the second press on the same tile within DOUBLE_CLICK
    spot: str  # what was under the press: "tray", "tray_bg", "cell", "free", "fixed", "outside"
    cell: Cell | None  # the grid cell under the press, if any


@dataclass
class _Drag:
    """A tile held under the mouse."""

    tile_id: str
    rotation: int
    explicit: bool  # the player chose its rotation (or it is a placed tile keeping its own)
    source: Target  # the tray tile id or the cell it came from
    grab: Point  # where it was held, as fractions of its width and height
    hints: dict[Cell, str] = field(default_factory=dict)


@dataclass
class _Flight:
    """A tile gliding from where it was let go to where it belongs (drawing only)."""

    tile_id: str
    rotation: int
    start: tuple[float, float, float]  # centre x, centre y, size
    end: tuple[float, float, float]
    cell: Cell | None  # the grid cell it lands in (that tile is not drawn until it lands)
    duration: float
    elapsed: float = 0.0

    def now(self) -> tuple[float, float, float]:
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        ease = 1 - (1 - t) ** 3  # ease-out: fast start, soft landing
        return tuple(a + (b - a) * ease for a, b in zip(self.start, self.end))  # type: ignore[return-value]


class BuildPanel:
    """The build panel over `rect`; see the module docstring for the contract."""

    def __init__(
        self,
        model: LayoutModel,
        rect: Rect | pygame.Rect | tuple[float, float, float, float],
        on_confirm: Callable[[Any], None],
        on_cancel: Callable[[], None],
        *,
        scale: float = 1.0,
        sounds: Any = None,
        confirm_label: str | None = None,
        cancel_label: str = "Decline",
        animation_speed: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.model = model
        self.on_confirm = on_confirm
        self.on_cancel = on_cancel
        self.sounds = sounds  # anything with play(name), e.g. the app's SoundPlayer; None: silent
        # the button names what it does; the status line (model.status_text) uses the same verb
        self.confirm_label = confirm_label or ("Add" if isinstance(model, AddModel) else "Build")
        self.cancel_label = cancel_label
        self.animation_speed = animation_speed
        self.clock = clock
        self.done = False  # confirmed or declined: input is ignored until refuse() reopens it
        self._press: _Press | None = None
        self._drag: _Drag | None = None
        self._pressed_button: str | None = None
        self._mouse: Point = (-1.0, -1.0)
        self._hover: Target | None = None
        self._hover_time = 0.0
        self._last_click: tuple[Target, float] | None = None
        self._flights: list[_Flight] = []
        self._pulses: list[list[Any]] = []  # [cell, elapsed, good]
        self._flash: tuple[str, float] | None = None
        self._extent: Extent | None = None
        self._span: tuple[int, int] | None = None
        self._seen_revision = -1
        self._bench: tuple[tuple, pygame.Surface] | None = None
        self._hint_layer: tuple[tuple, pygame.Surface] | None = None
        # hints and device fits, remembered per model revision (asked for every frame)
        self._memo: dict[Any, Any] = {}
        self._undo: list[tuple] = []  # model snapshots before each change, newest last
        self._undoing = False
        self._memo_revision = -1
        self._keys = KeyboardFocus()  # the keyboard's focus ring, a pointer that snaps to things
        self._time = 0.0
        self.scale = scale
        self.relayout(rect, scale)

    # =========================================================================================
    # layout
    # =========================================================================================

    def relayout(self, rect: Rect | pygame.Rect | tuple[float, float, float, float], scale: float | None = None) -> None:
        """Fit the panel to a new rect (window resized, UI scale changed)."""
        if scale is not None:
            self.scale = scale
        x, y, w, h = rect if not isinstance(rect, pygame.Rect) else (rect.x, rect.y, rect.w, rect.h)
        self.rect = Rect(x, y, w, h)
        with_tabs = isinstance(self.model, AddModel) and len(self.model.devices) > 1
        self.regions = R.panel_regions(self.rect, self.scale, with_tabs)
        self._span = None
        self._extent = None
        self._bench = None
        self._update_view()

    def _update_view(self) -> None:
        """Cell size and which cells show, after the model changed (the view moves only when the
        layout would leave it)."""
        cells_area = self.regions.grid.inset(R.BENCH_PAD * self.scale)
        span = self.model.view_span()
        if span != self._span:
            self._span = span
            self.pitch = R.grid_pitch(cells_area, span, self.scale)
            self._extent = None
        rows, cols = R.grid_window(cells_area, self.pitch)
        self.extent = geometry.follow_extent(self._extent, self.model.focus_cells(), rows, cols)
        self._extent = self.extent
        self.grid: Grid = R.place_grid(cells_area, self.extent, self.pitch)
        largest = min(self.grid.cell_size, 104 * self.scale)
        self.tray = R.tray_layout(self.regions.tray, len(self.model.order), self.scale, largest)
        self._seen_revision = self.model.revision

    def _after_change(self) -> None:
        self._update_view()
        self._hover = self._target_under(self._mouse)

    # --- positions (also for tests and tutorials) ---------------------------------------------

    def visible_cells(self) -> list[Cell]:
        return self.extent.cells()

    def cell_centre(self, cell: Cell) -> tuple[int, int]:
        x, y = self.grid.cell_centre(cell)
        return (round(x), round(y))

    def tray_slot(self, tile_id: str) -> Rect:
        return self.tray.slots[self.model.order.index(tile_id)]

    def tray_slot_centre(self, tile_id: str) -> tuple[int, int]:
        x, y = self.tray_slot(tile_id).centre
        return (round(x), round(y))

    def button_rect(self, name: str) -> Rect:
        """'confirm', 'cancel' or 'clear'."""
        return getattr(self.regions, name)

    def tab_rects(self) -> list[Rect]:
        """The device selector's tabs (add mode with several devices)."""
        tabs = self.regions.tabs
        if tabs is None or not isinstance(self.model, AddModel):
            return []
        count = len(self.model.devices)
        gap = 10 * self.scale
        width = min(230 * self.scale, (tabs.w - gap * (count - 1)) / count)
        return [Rect(tabs.x + i * (width + gap), tabs.y, width, tabs.h) for i in range(count)]

    @property
    def busy(self) -> bool:
        """A tile is held or selected: Esc (and Ctrl+Z) should go to the panel first, since
        there Esc drops the tile rather than leaving."""
        return self._drag is not None or self.model.selected is not None

    @property
    def status_text(self) -> str:
        """What the status line says now."""
        if self._flash is not None:
            return self._flash[0]
        return self.model.summary

    # =========================================================================================
    # hit testing
    # =========================================================================================

    def _tray_tile_at(self, point: Point) -> str | None:
        for tile_id, slot in zip(self.model.order, self.tray.slots):
            if slot.contains(point):
                return tile_id
        return None

    def _cell_at(self, point: Point) -> Cell | None:
        if not self.regions.grid.contains(point):
            return None
        cell = self.grid.cell_at(point)
        return cell if cell in self.extent else None

    def _button_at(self, point: Point) -> str | None:
        for name in ("confirm", "cancel", "clear"):
            if self.button_rect(name).contains(point):
                return name
        return None

    def _tab_at(self, point: Point) -> int | None:
        for index, rect in enumerate(self.tab_rects()):
            if rect.contains(point):
                return index
        return None

    def _target_under(self, point: Point) -> Target | None:
        """The tile under the mouse (tray tile, or any tile on the grid), for hover and tooltips."""
        tile_id = self._tray_tile_at(point)
        if tile_id is not None:
            return tile_id
        cell = self._cell_at(point)
        if cell is not None and self.model.tile_at(cell) is not None:
            return cell
        return None

    def _pickable(self, target: Target | None) -> bool:
        if target is None:
            return False
        if is_cell(target):
            return self.model.is_movable(target)  # type: ignore[arg-type]
        return self.model.has_left(target)  # type: ignore[arg-type]

    # =========================================================================================
    # events
    # =========================================================================================

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; True when the panel used it (the scene should then ignore it)."""
        if self.done:
            return False
        if self.model.revision != self._seen_revision:
            self._after_change()  # someone else edited the model
        before = (self.model.revision, self.model.snapshot())
        self._undoing = False
        used = self._handle(event)
        # every change the player makes can be taken back with Ctrl+Z (but not the taking back)
        if self.model.revision != before[0] and not self._undoing:
            self._undo.append(before[1])
            del self._undo[:-UNDO_DEPTH]
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
        kind = event.type
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL) or (
                kind == pygame.MOUSEMOTION and tuple(event.pos) != tuple(self._mouse)):
            self._keys.hide()  # the mouse is in use (a motion that goes nowhere does not count)
        if kind == pygame.MOUSEMOTION:
            return self._on_motion(event.pos)
        if kind == pygame.MOUSEBUTTONDOWN:
            self._mouse = event.pos
            if event.button == 1:
                return self._on_left_down(event.pos)
            if event.button == 3:
                return self._on_right_down(event.pos)
            # buttons 4 and 5 are the old-style wheel; MOUSEWHEEL does the turning
            return self._inside(event.pos)
        if kind == pygame.MOUSEBUTTONUP:
            self._mouse = event.pos
            if event.button == 1:
                return self._on_left_up(event.pos)
            return self._inside(event.pos) or self._drag is not None
        if kind == pygame.MOUSEWHEEL:
            return self._on_wheel(event)
        if kind == pygame.KEYDOWN:
            return self._on_key(event)
        return False

    def _inside(self, point: Point) -> bool:
        return self.rect.contains(point)

    def _on_motion(self, pos: Point) -> bool:
        self._mouse = pos
        under = self._target_under(pos)
        if under != self._hover:
            self._hover, self._hover_time = under, 0.0
        press = self._press
        if press is not None and self._drag is None and self._pickable(press.target):
            if math.hypot(pos[0] - press.pos[0], pos[1] - press.pos[1]) >= DRAG_THRESHOLD * self.scale:
                self._start_drag(press)
        return self._drag is not None or self._inside(pos)

    def _on_left_down(self, pos: Point) -> bool:
        if not self._inside(pos):
            return False
        self._flash = None
        button = self._button_at(pos)
        if button is not None:
            self._pressed_button = button
            return True
        tab = self._tab_at(pos)
        if tab is not None:
            self._choose_device(tab)
            return True
        tile_id = self._tray_tile_at(pos)
        cell = self._cell_at(pos)
        if tile_id is not None:
            target: Target | None = tile_id if self.model.has_left(tile_id) else None
            spot = "tray" if target is not None else "tray_bg"
        elif self.regions.tray.contains(pos):
            target, spot = None, "tray_bg"
        elif cell is not None:
            if self.model.is_movable(cell):
                target, spot = cell, "cell"
            elif self.model.tile_at(cell) is not None:
                target, spot = None, "fixed"
            else:
                target, spot = None, "free"
        else:
            target, spot = None, "outside"
        now = self.clock()
        double = (
            target is not None
            and self._last_click is not None
            and self._last_click[0] == target
            and now - self._last_click[1] <= DOUBLE_CLICK
        )
        self._press = _Press(target, pos, double, spot, cell)
        return True

    def _on_left_up(self, pos: Point) -> bool:
        if self._pressed_button is not None:
            name, self._pressed_button = self._pressed_button, None
            if self._button_at(pos) == name:
                self._press_button(name)
            return True
        if self._drag is not None:
            self._drop(pos)
            self._press = None
            return True
        press, self._press = self._press, None
        if press is None:
            return self._inside(pos)
        self._click(press)
        return True

    def _on_right_down(self, pos: Point) -> bool:
        if self._drag is not None:
            self._turn_held(1)
            return True
        if not self._inside(pos):
            return False
        target = self._target_under(pos)
        if target is not None:
            self._turn(target, 1)
        return True

    def _on_wheel(self, event: pygame.event.Event) -> bool:
        steps = getattr(event, "y", 0)
        if getattr(event, "flipped", False):
            steps = -steps
        if not steps:
            return self._drag is not None or self._inside(self._mouse)
        turns = -1 if steps > 0 else 1  # wheel away from you: anticlockwise, like a screw
        if self._drag is not None:
            self._turn_held(turns)
            return True
        if not self._inside(self._mouse):
            return False
        target = self._target_under(self._mouse)
        if target is not None and self.model.can_rotate(target):
            self._turn(target, turns)
        return True  # a wheel over an ordinary tile does nothing, quietly (it is often a scroll)

    def _on_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            # undo within the panel; with nothing left to undo the scene may undo the game
            if self._drag is not None or not self._undo:
                return self._drag is not None
            self.model.restore(self._undo.pop())
            self._flights.clear()
            self._play("button_click")
            self._after_change()
            self._undoing = True
            return True
        if key == pygame.K_r:
            if self._drag is not None:
                self._turn_held(-1 if shift else 1)
                return True
            target = self._key_target()
            if target is None:
                self._refuse_softly("Point at a Power Converter or an Iterator (or select one) to turn it.")
            else:
                self._turn(target, -1 if shift else 1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self._drag is None:
                self._press_button("confirm")
            return True
        if key == pygame.K_ESCAPE:
            if self._drag is not None:
                self._cancel_drag()
            elif self.model.selected is not None:
                self.model.deselect()
            else:
                self._press_button("cancel")
            return True
        if key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            selected = self.model.selected
            if selected is not None and is_cell(selected):
                self._send_back(selected)  # type: ignore[arg-type]
            return True
        if key == pygame.K_TAB and isinstance(self.model, AddModel) and len(self.model.devices) > 1:
            count = len(self.model.devices)
            self._choose_device((self.model.device_index + (-1 if shift else 1)) % count)
            return True
        return self._keyboard_key(key, shift, getattr(event, "mod", 0))

    # --- the keyboard's focus ring ---------------------------------------------------------------

    def focus_items(self) -> list[Focusable]:
        """What the keyboard's ring moves between, in reading order: the device tabs (adding
        to one of several devices), the tray's tiles, the workbench's cells row by row, then
        the buttons left to right."""
        items = [Focusable(("tab", i), rect) for i, rect in enumerate(self.tab_rects())]
        items += [Focusable(("tray", tid), slot) for tid, slot in zip(self.model.order, self.tray.slots)]
        items += [Focusable(("cell", cell), self.grid.cell_rect(cell)) for cell in sorted(self.visible_cells())]
        names = sorted(BUTTON_NAMES, key=lambda name: self.button_rect(name).x)
        items += [Focusable(("button", name), self.button_rect(name)) for name in names]
        return items

    def focused(self) -> Focusable | None:
        """What the keyboard's ring is on, or None when it is hidden."""
        return self._keys.visible(self.focus_items()) if self._keys.shown else None

    def show_keyboard(self) -> None:
        """Show the ring now, on the first thing (the player was using the keyboard)."""
        self._keys.reset()
        self._keys.step(self.focus_items(), 0)
        self._aim()

    def _keyboard_key(self, key: int, shift: bool, mod: int) -> bool:
        """The arrows, Tab and Space (when Tab does not choose a device)."""
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            return False
        if self._drag is not None or self._press is not None or self._pressed_button is not None:
            return False  # the mouse is busy with something
        if key in ARROWS or key == pygame.K_TAB:
            items = self.focus_items()
            if key == pygame.K_TAB:
                self._keys.step(items, -1 if shift else 1)
            else:
                self._keys.towards(items, ARROWS[key])
            self._aim()
            return True
        if key == pygame.K_SPACE:
            item = self.focused()
            if item is None:
                return False
            self._press_at(item.rect.centre)
            self._aim()
            return True
        return False

    def _aim(self) -> None:
        """Put the pointer where the ring is, as if the mouse had moved there (hover, tooltip,
        the landing preview and R then follow it)."""
        item = self.focused()
        if item is not None:
            self._on_motion(item.rect.centre)

    def _press_at(self, point: Point) -> None:
        """A click at `point`, through the mouse's own code; never half of a double-click."""
        self._on_left_down(point)
        if self._press is not None:
            self._press = replace(self._press, double=False)
        self._on_left_up(point)
        self._last_click = None

    def _key_target(self) -> Target | None:
        """What R turns: the hovered tile if it turns, else the selected one, else the hovered."""
        hovered = self._target_under(self._mouse)
        if hovered is not None and self.model.can_rotate(hovered):
            return hovered
        if self.model.selected is not None:
            return self.model.selected
        return hovered

    # =========================================================================================
    # what the gestures do
    # =========================================================================================

    def _press_button(self, name: str) -> None:
        if name == "confirm":
            if self.model.confirm_enabled:
                action = self.model.action()
                self._play("tile_snap")
                self.done = True
                self.on_confirm(action)
            else:
                self._refuse_softly(self.model.reason or "This is not ready yet.")
        elif name == "cancel":
            self._play("button_click")
            self.done = True
            self.on_cancel()
        elif name == "clear":
            if self.model.placed:
                for cell, (tid, rot) in list(self.model.placed.items()):
                    self._fly_to_tray(tid, rot, self._cell_box(cell))
                self.model.clear()
                self._play("button_click")
                self._after_change()

    def _click(self, press: _Press) -> None:
        model = self.model
        now = self.clock()
        target = press.target
        if press.double and target is not None:
            self._last_click = None
            self._double_click(target)
            return
        self._last_click = (target, now) if target is not None else None
        selected = model.selected
        if target is not None:
            # a tile: pick it up (or put it down again when it was already in hand)
            model.select(None if selected == target else target)
            return
        if press.spot == "free" and press.cell is not None and selected is not None:
            self._put(selected, press.cell, fly_from=None)
            return
        if press.spot == "tray_bg" and selected is not None and is_cell(selected):
            self._send_back(selected)  # type: ignore[arg-type]
            return
        model.deselect()

    def _double_click(self, target: Target) -> None:
        model = self.model
        model.deselect()
        if is_cell(target):
            self._send_back(target)  # type: ignore[arg-type]
            return
        start = self._slot_box(target)  # type: ignore[arg-type]
        went = model.toggle(target)
        if went is not None and is_cell(went):
            tid, rot = model.tile_at(went)  # type: ignore[misc,arg-type]
            self._landed(tid, rot, went, start)  # type: ignore[arg-type]

    def _put(self, selected: Target, cell: Cell, fly_from: tuple[float, float, float] | None) -> bool:
        """Put the selected (or dragged) thing on `cell`; returns whether it went."""
        model = self.model
        if is_cell(selected):
            start = fly_from or self._cell_box(selected)  # type: ignore[arg-type]
            ok = model.move(selected, cell)  # type: ignore[arg-type]
        else:
            start = fly_from or self._slot_box(selected)  # type: ignore[arg-type]
            ok = model.place(selected, cell)  # type: ignore[arg-type]
        if not ok:
            self._refuse_softly("That space is part of the device already." if model.tile_at(cell) else
                                "That tile cannot go there.")
            return False
        tid, rot = model.tile_at(cell)  # type: ignore[misc]
        self._landed(tid, rot, cell, start)
        return True

    def _landed(self, tile_id: str, rotation: int, cell: Cell, start: tuple[float, float, float]) -> None:
        self._after_change()
        self._play("tile_snap")
        end = self._cell_box(cell)
        duration = self._duration(FLIGHT_TIME)
        if duration > 0:
            self._flights = [f for f in self._flights if f.cell != cell]
            self._flights.append(_Flight(tile_id, rotation, start, end, cell, duration))
        good = any(c.status == "valid" and cell in (c.a, c.b) for c in self.model.contacts())
        self._pulses.append([cell, 0.0, good])

    def _send_back(self, cell: Cell) -> None:
        tile = self.model.tile_at(cell)
        if tile is None or not self.model.return_to_supply(cell):
            return
        self._fly_to_tray(tile[0], tile[1], self._cell_box(cell))
        self._after_change()

    def _fly_to_tray(self, tile_id: str, rotation: int, start: tuple[float, float, float]) -> None:
        duration = self._duration(FLIGHT_TIME)
        if duration > 0 and tile_id in self.model.order:
            self._flights.append(_Flight(tile_id, rotation, start, self._slot_box(tile_id), None, duration))

    def _turn(self, target: Target, turns: int) -> None:
        if self.model.rotate(target, turns):
            self._play("tile_snap")
            self._after_change()
            return
        tile = self.model.tile_of(target)
        if tile is None:
            return
        tile_def = load().tiles[tile[0]]
        if tile_def.rotatable:
            self._refuse_softly(f"The {tile_def.name} belongs to the device already: it cannot be turned now.")
        else:
            self._refuse_softly(f"The {tile_def.name} cannot be turned: only the Iterator and the Power Converter rotate.")

    def _turn_held(self, turns: int) -> None:
        drag = self._drag
        assert drag is not None
        if not load().tiles[drag.tile_id].rotatable:
            self._refuse_softly(f"The {load().tiles[drag.tile_id].name} cannot be turned: only the Iterator and the Power Converter rotate.")
            return
        drag.rotation = (drag.rotation + turns) % 4
        drag.explicit = True
        if not is_cell(drag.source):
            # remember it in the tray too, so a tile turned in hand stays turned
            self.model.tray_rotation[drag.tile_id] = drag.rotation
        self._play("tile_snap")
        self._refresh_drag_hints()

    def _choose_device(self, index: int) -> None:
        if isinstance(self.model, AddModel) and self.model.select_device(index):
            self._play("button_click")
            self._flights.clear()
            self._after_change()

    def _refuse_softly(self, message: str) -> None:
        """Say why not, in the status line, with the error sound; nothing changes."""
        self._flash = (message, 0.0)
        self._play("error")

    def refuse(self, reason: str) -> None:
        """The engine turned the confirmed action down: reopen the panel and say why."""
        self.done = False
        self._refuse_softly(reason)

    # --- dragging -------------------------------------------------------------------------------

    def _start_drag(self, press: _Press) -> None:
        target = press.target
        assert target is not None
        if is_cell(target):
            tile_id, rotation = self.model.tile_at(target)  # type: ignore[misc,arg-type]
            box = self.grid.cell_rect(target)  # type: ignore[arg-type]
            explicit = True
        else:
            tile_id = target  # type: ignore[assignment]
            rotation = self.model.tray_rotation.get(tile_id, 0)
            box = self.tray_slot(tile_id)
            explicit = tile_id in self.model.tray_rotation
        fx = min(1.0, max(0.0, (press.pos[0] - box.x) / max(1.0, box.w)))
        fy = min(1.0, max(0.0, (press.pos[1] - box.y) / max(1.0, box.h)))
        self.model.deselect()
        self._drag = _Drag(tile_id, rotation, explicit, target, (fx, fy))
        self._refresh_drag_hints()

    def _refresh_drag_hints(self) -> None:
        drag = self._drag
        if drag is None:
            return
        moving_from = drag.source if is_cell(drag.source) else None
        rotation = drag.rotation if drag.explicit and load().tiles[drag.tile_id].rotatable else None
        drag.hints = self.model.hints(drag.tile_id, rotation, moving_from, self.visible_cells())  # type: ignore[arg-type]

    def _held_box(self, drag: _Drag | None = None) -> tuple[float, float, float]:
        """Centre and size of the tile in hand, where it is drawn now."""
        drag = drag or self._drag
        assert drag is not None
        size = self.grid.cell_size * 1.04
        mx, my = self._mouse
        return (mx + (0.5 - drag.grab[0]) * size, my + (0.5 - drag.grab[1]) * size, size)

    def _drop_cell(self, drag: _Drag | None = None) -> Cell | None:
        """The cell the tile in hand would snap to now, or None (outside the grid)."""
        cx, cy, _size = self._held_box(drag)
        area = self.regions.grid
        if not (area.contains(self._mouse) or area.contains((cx, cy))):
            return None
        cell = self.grid.snap((cx, cy), radius=self.pitch * 0.75)
        if cell is None or cell not in self.extent:
            cell = self.grid.cell_at((cx, cy))
        if cell not in self.extent:
            r0, c0 = self.extent.first_row, self.extent.first_col
            cell = (min(max(cell[0], r0), r0 + self.extent.rows - 1), min(max(cell[1], c0), c0 + self.extent.cols - 1))
        return cell

    def _drop(self, pos: Point) -> None:
        drag, self._drag = self._drag, None
        assert drag is not None
        self._mouse = pos
        start = self._held_box(drag)
        cell = self._drop_cell(drag)
        source = drag.source
        rotation = drag.rotation if drag.explicit else None
        if cell is None:
            if is_cell(source):  # dropped off the grid: back to the supply
                self.model.return_to_supply(source)  # type: ignore[arg-type]
                self._play("tile_snap")
            self._fly_to_tray(drag.tile_id, drag.rotation, start)
            self._after_change()
            return
        if cell == source:
            self._after_change()
            return
        if is_cell(source):
            ok = self.model.move(source, cell, rotation)  # type: ignore[arg-type]
        else:
            ok = self.model.place(source, cell, rotation)  # type: ignore[arg-type]
        if not ok:
            self._refuse_softly("That space is part of the device already.")
            back = self._cell_box(source) if is_cell(source) else self._slot_box(source)  # type: ignore[arg-type]
            duration = self._duration(FLIGHT_TIME)
            if duration > 0:
                self._flights.append(_Flight(drag.tile_id, drag.rotation, start, back,
                                             source if is_cell(source) else None, duration))  # type: ignore[arg-type]
            return
        tid, rot = self.model.tile_at(cell)  # type: ignore[misc]
        self._landed(tid, rot, cell, start)

    def _cancel_drag(self) -> None:
        drag, self._drag = self._drag, None
        if drag is None:
            return
        source = drag.source
        start = self._held_box(drag)
        back = self._cell_box(source) if is_cell(source) else self._slot_box(source)  # type: ignore[arg-type]
        duration = self._duration(FLIGHT_TIME)
        if duration > 0:
            self._flights.append(_Flight(drag.tile_id, drag.rotation, start, back,
                                         source if is_cell(source) else None, duration))  # type: ignore[arg-type]

    # --- small helpers ---------------------------------------------------------------------------

    def _memoised(self, key: Any, compute: Callable[[], Any]) -> Any:
        """`compute()`, remembered until the model changes (hints are asked for every frame)."""
        if self._memo_revision != self.model.revision:
            self._memo.clear()
            self._memo_revision = self.model.revision
        if key not in self._memo:
            self._memo[key] = compute()
        return self._memo[key]

    def _cell_box(self, cell: Cell) -> tuple[float, float, float]:
        x, y = self.grid.cell_centre(cell)
        return (x, y, self.grid.cell_size)

    def _slot_box(self, tile_id: str) -> tuple[float, float, float]:
        slot = self.tray_slot(tile_id)
        return (slot.centre[0], slot.centre[1], slot.w)

    def _duration(self, seconds: float) -> float:
        if self.animation_speed <= 0:
            return 0.0
        return seconds / self.animation_speed

    def _play(self, name: str) -> None:
        if self.sounds is None:
            return
        try:
            self.sounds.play(name)
        except Exception:  # noqa: BLE001 - a sound is never worth a crash
            pass

    # =========================================================================================
    # per frame
    # =========================================================================================

    def update(self, dt: float) -> None:
        if self.model.revision != self._seen_revision:
            self._after_change()
        self._hover_time += dt
        self._time += dt
        for flight in self._flights:
            flight.elapsed += dt
        self._flights = [f for f in self._flights if f.elapsed < f.duration]
        for pulse in self._pulses:
            pulse[1] += dt
        self._pulses = [p for p in self._pulses if p[1] < self._duration(PULSE_TIME)]
        if self._flash is not None:
            text, age = self._flash
            self._flash = (text, age + dt) if age + dt < FLASH_TIME else None

    # =========================================================================================
    # drawing (never changes state)
    # =========================================================================================

    def px(self, value: float) -> int:
        return geometry.scaled(value, self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        regions = self.regions
        drawing.parchment_card(surface, pygame.Rect(regions.card.rounded()), self.scale)
        self._draw_header(surface)
        self._draw_tray(surface)
        self._draw_tabs(surface)
        self._draw_grid(surface)
        self._draw_help(surface)
        self._draw_footer(surface)
        self._draw_flights(surface)
        self._draw_held(surface)
        focused = self.focused()
        if focused is not None:
            drawing.focus_ring(surface, pygame.Rect(focused.rect.rounded()), self._time, self.scale)
        self._draw_tooltip(surface)

    # --- header ----------------------------------------------------------------------------------

    def _draw_header(self, surface: pygame.Surface) -> None:
        header = self.regions.header
        img = W.engraved_title(self.model.title, 32, self.scale)
        title_rect = img.get_rect(midleft=(round(header.x), round(header.centre[1] - self.px(4))))
        surface.blit(img, title_rect)
        x = title_rect.right + self.px(22)
        icons = {"Exactly": "tiles", "Costs": "coin", "Then": "bolt", "One": "tiles", "Devices": "tiles"}
        for text in self.model.requirements():
            icon = icons.get(text.split()[0], None)
            chip = W.chip(surface, x, header.centre[1] - self.px(3), text, self.scale, icon)
            x = chip.right + self.px(10)
        rule_y = round(header.bottom + self.px(3))
        pygame.draw.line(surface, P.mix(P.BRASS_DARK, P.PARCHMENT, 0.4), (round(header.x), rule_y),
                         (round(header.right), rule_y), max(1, self.px(1)))

    # --- tray --------------------------------------------------------------------------------------

    def _draw_tray(self, surface: pygame.Surface) -> None:
        tray = self.regions.tray
        drawing.inset_panel(surface, pygame.Rect(tray.rounded()), self.scale)
        heading = "General supply" if isinstance(self.model, AddModel) and self.model.basic else "Your supply"
        f = font("heading", 22, self.scale)
        drawing.blit_text(surface, f, heading, P.INK, (self.tray.heading.x + self.px(14), self.tray.heading.centre[1] + self.px(2)),
                          "midleft")
        if not self.model.order:
            hint = font("ui", 15, self.scale)
            drawing.blit_paragraph(surface, hint, "Nothing to build with.", P.INK_SOFT,
                                   pygame.Rect(round(tray.x + self.px(14)), round(self.tray.heading.bottom), round(tray.w - self.px(28)), self.px(80)))
            return
        held = self._drag.source if self._drag is not None else None
        selected = self.model.selected
        for entry, slot in zip(self.model.tray(), self.tray.slots):
            size = round(slot.w)
            box = pygame.Rect(slot.rounded())
            if not entry.available or (held == entry.tile_id and entry.remaining == 1):
                # used up (or the last one is in hand): a faded grey outline of it stays
                surface.blit(W.greyed_tile(entry.tile_id, entry.rotation, size), box.topleft)
            else:
                lifted = self._hover == entry.tile_id and self._drag is None
                if lifted:
                    box = box.move(0, -self.px(2))
                if selected == entry.tile_id:
                    self._selection_glow(surface, box)
                W.soft_shadow(surface, box, self.scale, 1.6 if lifted else 0.8)
                surface.blit(W.tile_picture(entry.tile_id, entry.rotation, size), box.topleft)
                if selected == entry.tile_id:
                    self._selection_ring(surface, box)
            if entry.counted:
                left = entry.remaining if entry.remaining is not None else 0
                if held == entry.tile_id and left:
                    left -= 1  # the one in hand is not in the tray any more
                W.count_badge(surface, (box.right - self.px(4), box.bottom - self.px(4)), f"×{left}", self.scale,
                              empty=left <= 0)
            if load().tiles[entry.tile_id].rotatable and entry.available:
                W.rotate_badge(surface, (box.right - self.px(5), box.top + self.px(5)), self.px(10), self.scale)

    def _selection_glow(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """A soft copper glow under the picked-up tile (drawn before the tile)."""
        glow = pygame.Surface(box.inflate(self.px(22), self.px(22)).size, pygame.SRCALPHA)
        for i, alpha in enumerate((40, 70, 110)):
            inset = i * self.px(4)
            pygame.draw.rect(glow, (*P.COPPER_LIGHT, alpha), glow.get_rect().inflate(-inset, -inset),
                             border_radius=self.px(14) - i)
        surface.blit(glow, glow.get_rect(center=box.center))

    def _selection_ring(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The picked-up tile: a bright brass ring (the online version's "red border", in our
        palette: red means illegal here)."""
        pygame.draw.rect(surface, P.BRASS_LIGHT, box.inflate(self.px(6), self.px(6)), max(2, self.px(3)),
                         border_radius=self.px(8))
        pygame.draw.rect(surface, P.COPPER_DARK, box.inflate(self.px(9), self.px(9)), 1, border_radius=self.px(9))

    # --- device tabs ---------------------------------------------------------------------------------

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        model = self.model
        if not isinstance(model, AddModel) or self.regions.tabs is None:
            return
        for index, (rect, device) in enumerate(zip(self.tab_rects(), model.devices)):
            r = pygame.Rect(rect.rounded())
            chosen = index == model.device_index
            fits = self._memoised(("fits", index), lambda i=index: model.device_fits(i))
            hovered = r.collidepoint(self._mouse)
            fill = P.BRASS_LIGHT if chosen else (P.lighter(P.PARCHMENT, 0.4) if hovered else P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.6))
            pygame.draw.rect(surface, fill, r, border_radius=self.px(8))
            pygame.draw.rect(surface, P.BRASS_DARK if chosen else P.mix(P.BRASS_DARK, P.PARCHMENT, 0.4), r,
                             max(1, self.px(2 if chosen else 1)), border_radius=self.px(8))
            x = r.left + self.px(12)
            if device.owner is not None:
                style = P.player_style(device.owner)
                draw_player_mark(surface, style.mark, (x + self.px(8), r.centery), self.px(8), style.colour, P.INK, max(1, round(self.px(8) / 6)))
                x += self.px(24)
            label = device.label or f"Device {device.device_id}"
            ink = P.INK if fits else P.mix(P.INK_SOFT, P.PARCHMENT, 0.3)
            img = W.text_image("ui_bold", 15, self.scale, label, ink)
            surface.blit(img, img.get_rect(midleft=(x, r.centery - self.px(7))))
            sub = f"{len(device.layout)} tiles" + ("" if fits else " · no room")
            img = W.text_image("ui", 13, self.scale, sub, P.INK_SOFT)
            surface.blit(img, img.get_rect(midleft=(x, r.centery + self.px(10))))

    # --- grid ---------------------------------------------------------------------------------------

    def _bench_surface(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The workbench inset with its engraved cells: drawn once per view, reused each frame."""
        area = pygame.Rect(self.regions.grid.rounded())
        key = (area.size, round(self.grid.pitch, 3), round(self.grid.origin_x - area.x, 2),
               round(self.grid.origin_y - area.y, 2), self.extent, round(self.scale, 3))
        if self._bench is not None and self._bench[0] == key:
            return self._bench[1], area
        bench = pygame.Surface(area.size, pygame.SRCALPHA)
        radius = self.px(8)
        body = drawing.vertical_gradient(area.size, P.mix(P.WALNUT, P.WALNUT_GRAIN, 0.7), P.darker(P.WALNUT, 0.25))
        mask = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        body = body.convert_alpha() if pygame.display.get_surface() is not None else body.copy()
        shaped = pygame.Surface(area.size, pygame.SRCALPHA)
        shaped.blit(body, (0, 0))
        shaped.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        bench.blit(shaped, (0, 0))
        # inner shadow along the top: the inset is sunk into the parchment (drawn on its own
        # layer, because drawing translucent lines straight onto the bench would replace its
        # pixels rather than darken them)
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        depth = max(2, self.px(10))
        for i in range(depth):
            alpha = round(110 * (1 - i / depth) ** 2)
            pygame.draw.line(shade, (0, 0, 0, alpha), (radius // 2, i), (area.w - radius // 2, i))
        bench.blit(shade, (0, 0))
        pygame.draw.rect(bench, P.darker(P.BRASS_DARK, 0.2), bench.get_rect(), max(1, self.px(2)), border_radius=radius)
        plate = P.mix(P.WALNUT, P.WALNUT_GRAIN, 0.9)
        plate_rim = P.mix(P.WALNUT_GRAIN, P.BRASS_DARK, 0.45)
        for cell in self.extent.cells():
            r = self.grid.cell_rect(cell)
            box = pygame.Rect(round(r.x - area.x), round(r.y - area.y), round(r.w), round(r.h))
            pygame.draw.rect(bench, (*plate, 255), box, border_radius=self.px(6))
            pygame.draw.rect(bench, (*plate_rim, 255), box, 1, border_radius=self.px(6))
            # engraved: dark upper-left edge, light lower-right edge
            pygame.draw.line(bench, (*P.darker(plate, 0.45), 255), (box.left + self.px(5), box.top + 1),
                             (box.right - self.px(5), box.top + 1))
            pygame.draw.line(bench, (*P.mix(plate, P.BRASS, 0.25), 255), (box.left + self.px(5), box.bottom - 2),
                             (box.right - self.px(5), box.bottom - 2))
        self._bench = (key, bench)
        return bench, area

    def _draw_grid(self, surface: pygame.Surface) -> None:
        bench, area = self._bench_surface()
        surface.blit(bench, area.topleft)
        previous_clip = surface.get_clip()
        surface.set_clip(area.inflate(-2, -2).clip(previous_clip) if previous_clip else area)
        try:
            self._draw_hints(surface)
            self._draw_tiles(surface)
            self._draw_contacts(surface)
            self._draw_preview(surface)
            self._draw_pulses(surface)
        finally:
            surface.set_clip(previous_clip)
        if not self.model.tiles() and self._drag is None:
            self._draw_empty_invitation(surface, area)

    def _hand(self) -> tuple[str, int | None, Cell | None, dict[Cell, str]] | None:
        """The tile in hand (held, else selected): (tile id, explicit rotation, from cell, hints)."""
        if self._drag is not None:
            drag = self._drag
            moving_from = drag.source if is_cell(drag.source) else None
            return drag.tile_id, drag.rotation if drag.explicit else None, moving_from, drag.hints  # type: ignore[return-value]
        selected = self.model.selected
        if selected is None:
            return None
        tile = self.model.tile_of(selected)
        if tile is None:
            return None
        moving_from = selected if is_cell(selected) else None
        explicit = tile[1] if (moving_from is not None or tile[0] in self.model.tray_rotation) else None
        if not load().tiles[tile[0]].rotatable:
            explicit = None
        hints = self._memoised(("hints", tile[0], explicit, moving_from, self.extent),
                               lambda: self.model.hints(tile[0], explicit, moving_from, self.visible_cells()))  # type: ignore[arg-type]
        return tile[0], explicit, moving_from, hints  # type: ignore[return-value]

    def _draw_hints(self, surface: pygame.Surface) -> None:
        hand = self._hand()
        if hand is None:
            return
        _tid, _rot, _src, hints = hand
        area = pygame.Rect(self.regions.grid.rounded())
        key = (tuple(sorted(hints.items())), self._bench[0] if self._bench else None)
        if self._hint_layer is None or self._hint_layer[0] != key:
            self._hint_layer = (key, self._hint_picture(hints, area))
        surface.blit(self._hint_layer[1], area.topleft)

    def _hint_picture(self, hints: dict[Cell, str], area: pygame.Rect) -> pygame.Surface:
        """The tinted cells, on a layer the size of the workbench (redrawn only when they change)."""
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        for cell, quality in hints.items():
            if cell not in self.extent:
                continue
            box = pygame.Rect(self.grid.cell_rect(cell).rounded()).move(-area.x, -area.y)
            if quality == GOOD:
                pygame.draw.rect(layer, (*P.VERDIGRIS, 95), box, border_radius=self.px(6))
                pygame.draw.rect(layer, (*P.lighter(P.VERDIGRIS, 0.3), 235), box, max(2, self.px(3)),
                                 border_radius=self.px(6))
            else:
                pygame.draw.rect(layer, (*P.VERDIGRIS, 38), box, border_radius=self.px(6))
                pygame.draw.rect(layer, (*P.VERDIGRIS, 150), box, max(1, self.px(1.5)), border_radius=self.px(6))
        return layer

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        landing = {f.cell for f in self._flights if f.cell is not None}
        held_from = self._drag.source if self._drag is not None and is_cell(self._drag.source) else None
        problem_cells = self.model.problem_cells()
        ready = self.model.status == READY and self._drag is None
        size = round(self.grid.cell_size)
        for tile in self.model.tiles():
            if tile.cell in landing or tile.cell == held_from:
                continue
            box = pygame.Rect(self.grid.cell_rect(tile.cell).rounded())
            box.size = (size, size)
            lifted = not tile.fixed and self._hover == tile.cell and self._drag is None
            if lifted:
                box = box.move(0, -self.px(2))
            if self.model.selected == tile.cell:
                self._selection_glow(surface, box)
            elif ready and not tile.fixed:
                self._ready_glow(surface, box)
            W.soft_shadow(surface, box, self.scale, 1.5 if lifted else 0.7)
            if tile.fixed:
                surface.blit(W.dimmed_tile(tile.tile_id, tile.rotation, size), box.topleft)
            else:
                surface.blit(W.tile_picture(tile.tile_id, tile.rotation, size), box.topleft)
            if tile.cell in problem_cells:
                pygame.draw.rect(surface, P.OXIDE_RED, box.inflate(self.px(4), self.px(4)), max(2, self.px(3)),
                                 border_radius=self.px(7))
                # a shape as well as a colour: the warning mark in the lower left corner
                W.warning_badge(surface, (box.left + self.px(4), box.bottom - self.px(4)), self.px(11), self.scale)
            if self.model.selected == tile.cell:
                self._selection_ring(surface, box)
            if not tile.fixed and load().tiles[tile.tile_id].rotatable and (lifted or self.model.selected == tile.cell):
                W.rotate_badge(surface, (box.right - self.px(6), box.top + self.px(6)), self.px(11), self.scale)
        if held_from is not None:  # the empty socket the held tile left
            box = pygame.Rect(self.grid.cell_rect(held_from).rounded())
            pygame.draw.rect(surface, P.BRASS, box, max(1, self.px(2)), border_radius=self.px(6))

    def _ready_glow(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """A legal device hums: a faint verdigris halo under each of its new tiles."""
        glow = pygame.Surface(box.inflate(self.px(18), self.px(18)).size, pygame.SRCALPHA)
        for i, alpha in enumerate((28, 50, 80)):
            inset = i * self.px(3)
            pygame.draw.rect(glow, (*P.VERDIGRIS, alpha), glow.get_rect().inflate(-inset, -inset),
                             border_radius=self.px(12) - i)
        surface.blit(glow, glow.get_rect(center=box.center))

    def _draw_contacts(self, surface: pygame.Surface) -> None:
        landing = {f.cell for f in self._flights if f.cell is not None}
        held_from = self._drag.source if self._drag is not None and is_cell(self._drag.source) else None
        radius = max(7.0, self.grid.pitch * 0.1)
        for contact in self.model.shown_contacts():
            if contact.status not in ("valid", "mismatch"):
                continue
            if {contact.a, contact.b} & (landing | {held_from}):
                continue  # marks appear when the tile has landed
            seam = geometry.shared_edge(self.grid, contact.a, contact.b)
            W.contact_mark(surface, seam, contact.status == "valid", radius, self.scale)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """Where the tile in hand would land, as a see-through copy (turned as it would be)."""
        hand = self._hand()
        if hand is None:
            return
        tile_id, explicit, moving_from, hints = hand
        if self._drag is not None:
            cell = self._drop_cell()
        else:
            cell = self._cell_at(self._mouse)
            if cell is not None and self.model.tile_at(cell) is not None:
                cell = None
        if cell is None or cell == moving_from:
            return
        occupant = self.model.tile_at(cell)
        if occupant is not None and cell in self.model.fixed:
            colour = P.OXIDE_RED
        else:
            colour = P.lighter(P.VERDIGRIS, 0.35) if cell in hints else P.BRASS_LIGHT
        rotation = self.model.placement_rotation(tile_id, cell, explicit, moving_from)
        box = pygame.Rect(self.grid.cell_rect(cell).rounded())
        size = round(self.grid.cell_size)
        if occupant is None:
            surface.blit(W.ghost_tile(tile_id, rotation, size, 125), box.topleft)
        # while dragging, the held tile covers its cell: the outline stands out around it
        grow = self.px(14) if self._drag is not None else self.px(4)
        pygame.draw.rect(surface, colour, box.inflate(grow, grow), max(2, self.px(3)), border_radius=self.px(10))

    def _draw_pulses(self, surface: pygame.Surface) -> None:
        duration = self._duration(PULSE_TIME)
        if duration <= 0:
            return
        for cell, age, good in self._pulses:
            t = min(1.0, age / duration)
            box = pygame.Rect(self.grid.cell_rect(cell).rounded())
            grow = round(self.px(4) + t * self.px(14))
            ring = box.inflate(grow, grow)
            layer = pygame.Surface(ring.inflate(4, 4).size, pygame.SRCALPHA)
            colour = P.VERDIGRIS if good else P.BRASS_LIGHT
            pygame.draw.rect(layer, (*colour, round(200 * (1 - t))), layer.get_rect().inflate(-4, -4),
                             max(2, self.px(3)), border_radius=self.px(10))
            surface.blit(layer, ring.inflate(4, 4).topleft)

    def _draw_empty_invitation(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """An empty bench says what to do, over the middle cell."""
        text = "Drag tiles from your supply onto the workbench"
        img = W.text_image("serif_italic", 22, self.scale, text, P.mix(P.PARCHMENT, P.WALNUT, 0.25))
        centre = self.grid.cell_centre((0, 0))
        y = round(centre[1] + self.grid.pitch * 0.5 + self.px(20))
        if y + img.get_height() > area.bottom:
            y = round(centre[1] - self.grid.pitch * 0.5 - self.px(20) - img.get_height())
        surface.blit(img, img.get_rect(midtop=(area.centerx, y)))

    # --- help and footer -------------------------------------------------------------------------

    def _draw_help(self, surface: pygame.Surface) -> None:
        text = ("Drag a tile, or click it then a space  ·  double-click sends it back  ·  "
                "R, right-click or wheel turns a Converter or Iterator")
        if isinstance(self.model, AddModel) and len(self.model.devices) > 1:
            text += "  ·  Tab: next device"
        text += "  ·  keys: arrows and Space"
        img = W.text_image("ui", 14, self.scale, text, P.INK_SOFT)
        if img.get_width() > self.regions.help.w:
            img = W.text_image("ui", 14, self.scale, "Drag, or click then click  ·  double-click: back  ·  "
                               "R / right-click / wheel: turn  ·  arrows, Space", P.INK_SOFT)
        x, y = self.regions.help.centre
        surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def _draw_footer(self, surface: pygame.Surface) -> None:
        regions = self.regions
        y = round(regions.footer.y)
        pygame.draw.line(surface, P.mix(P.BRASS_DARK, P.PARCHMENT, 0.4), (round(regions.footer.x), y),
                         (round(regions.footer.right), y), max(1, self.px(1)))
        flash = self._flash
        status = ILLEGAL if flash is not None else self.model.status
        text = self.status_text
        colour = {READY: P.darker(P.VERDIGRIS, 0.35), ILLEGAL: P.darker(P.OXIDE_RED, 0.2)}.get(status, P.INK)
        area = regions.status
        icon_r = self.px(15)
        W.status_icon(surface, (area.x + icon_r, area.y + area.h / 2 - (self.px(8) if self._detail() else 0)), icon_r, status)
        text_x = area.x + icon_r * 2 + self.px(14)
        width = max(10, area.right - text_x)
        size = 19
        f = font("ui_medium", size, self.scale)
        lines = drawing.wrap_text(f, text, width)
        if len(lines) > 2:  # a long reason: a smaller size rather than a cut sentence
            size = 16
            f = font("ui_medium", size, self.scale)
            lines = drawing.wrap_text(f, text, width)[:3]
        detail = self._detail()
        small = font("ui", 15, self.scale)
        block_h = len(lines) * f.get_linesize() + (small.get_linesize() if detail else 0)
        ty = area.y + (area.h - block_h) / 2
        for line in lines:
            surface.blit(W.text_image("ui_medium", size, self.scale, line, colour), (round(text_x), round(ty)))
            ty += f.get_linesize()
        if detail:
            detail_line = drawing.wrap_text(small, detail, width)[0]
            surface.blit(W.text_image("ui", 15, self.scale, detail_line, P.INK_SOFT), (round(text_x), round(ty)))
        mouse = self._mouse
        confirm_ok = self.model.confirm_enabled and not self.done
        W.button(surface, regions.clear.rounded(), "Clear", self.scale, quiet=True,
                 hovered=regions.clear.contains(mouse), pressed=self._pressed_button == "clear",
                 enabled=bool(self.model.placed) and not self.done)
        W.button(surface, regions.cancel.rounded(), self.cancel_label, self.scale,
                 hovered=regions.cancel.contains(mouse), pressed=self._pressed_button == "cancel",
                 enabled=not self.done)  # no key: Esc with nothing in hand pauses
        W.button(surface, regions.confirm.rounded(), self.confirm_label, self.scale, primary=True,
                 hovered=regions.confirm.contains(mouse), pressed=self._pressed_button == "confirm",
                 enabled=confirm_ok, key_hint="Enter")

    def _detail(self) -> str | None:
        return None if self._flash is not None else self.model.detail

    # --- things in the air -----------------------------------------------------------------------

    def _draw_flights(self, surface: pygame.Surface) -> None:
        for flight in self._flights:
            cx, cy, size = flight.now()
            picture = W.tile_picture(flight.tile_id, flight.rotation, size)
            rect = picture.get_rect(center=(round(cx), round(cy)))
            W.soft_shadow(surface, rect, self.scale, 1.6)
            surface.blit(picture, rect)

    def _draw_held(self, surface: pygame.Surface) -> None:
        drag = self._drag
        if drag is None:
            return
        cx, cy, size = self._held_box()
        picture = W.tile_picture(drag.tile_id, drag.rotation, size)
        rect = picture.get_rect(center=(round(cx), round(cy)))
        W.soft_shadow(surface, rect, self.scale, 3.0)
        surface.blit(picture, rect)
        if load().tiles[drag.tile_id].rotatable:
            W.rotate_badge(surface, (rect.right - self.px(6), rect.top + self.px(6)), self.px(11), self.scale)

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        target = self._hover
        if target is None or self._drag is not None or self._hover_time < TOOLTIP_DELAY:
            return
        tile = self.model.tile_of(target)
        if tile is None:
            return
        tile_def = load().tiles[tile[0]]
        title_font = font("heading", 20, self.scale)
        body_font = font("ui", 15, self.scale)
        note_font = font("ui", 14, self.scale)
        width = self.px(300)
        rows: list[tuple[pygame.font.Font, str, tuple[int, int, int]]] = [(title_font, tile_def.name, P.INK)]
        effect = effect_text(tile_def.effect)
        rows += [(body_font, line, P.INK) for line in drawing.wrap_text(body_font, effect, width)] if effect else []
        notes = []
        if tile_def.rotatable:
            notes.append("Turn it: R, right-click or the wheel.")
        if is_cell(target) and target in self.model.fixed:
            notes.append("Part of the device already.")
        rows += [(note_font, line, P.INK_SOFT) for note in notes for line in drawing.wrap_text(note_font, note, width)]
        images = [f.render(text, True, colour) for f, text, colour in rows]
        pad = self.px(10)
        box = pygame.Rect(0, 0, max(img.get_width() for img in images) + pad * 2,
                          sum(img.get_height() for img in images) + pad * 2)
        focused = self.focused()
        if focused is not None:  # beside the ring rather than over the thing it is on
            ring = pygame.Rect(focused.rect.rounded()).inflate(self.px(30), self.px(30))
            box.topleft = (ring.right, ring.y)
            if box.right > surface.get_width() - 4:
                box.right = ring.x
        else:
            box.topleft = (round(self._mouse[0] + self.px(18)), round(self._mouse[1] + self.px(20)))
        box.clamp_ip(surface.get_rect())
        W.shadow(surface, box, self.px(5), self.px(5), alpha=130)
        pygame.draw.rect(surface, P.lighter(P.PARCHMENT, 0.4), box, border_radius=self.px(6))
        pygame.draw.rect(surface, P.BRASS_DARK, box, max(1, self.px(1.5)), border_radius=self.px(6))
        y = box.top + pad
        for index, img in enumerate(images):
            surface.blit(img, (box.left + pad, y))
            y += img.get_height()
            if index == 0:
                y += self.px(2)
