"""The build panel's input: which gesture each mouse or keyboard event is.

`PanelInput.handle_event` reads one pygame event, updates the pointer, the press and the
keyboard's ring in the panel's state, and hands the gesture to the editor
(`steamworks.ui.build.editing`), which changes the model. It also keeps the panel's undo
history: the model as it was before every change an event made.

The gestures (see `steamworks.ui.build.panel` for the whole contract): left-drag a tile, or
click it then a cell; double-click sends a tile between the tray and the grid; R (Shift+R
backwards), right click or the wheel turns an Iterator or Power Converter; Enter confirms; Esc
drops what is in hand (with nothing in hand it presses Decline); Delete sends the selected tile
back; Tab chooses the next device when adding to one of several; Ctrl+Z undoes. The arrows (and
Tab, Shift+Tab otherwise) move the keyboard's ring, which acts as the pointer, and Space clicks
where it is, through the same code as a click.

The device list (add mode) scrolls under the wheel, pages on a click on its scrollbar's track
and with Page Up / Page Down; Home and End go to its ends. With the ring on a device's row, Up
and Down move it row by row through the whole list, scrolling as they go.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

from steamworks.language import tr
from steamworks.ui.build.editing import PanelEditor
from steamworks.ui.build.model import AddModel, Pick, is_cell
from steamworks.ui.build.part import PanelPart
from steamworks.ui.build.positions import FocusKey, Point
from steamworks.ui.build.state import Press, Spot
from steamworks.ui.focus import Focusable
from steamworks.ui.scene import mouse_in_use

DRAG_THRESHOLD = 6  # design px the mouse must travel, button held, before a press becomes a drag
DOUBLE_CLICK = 0.4  # seconds between two presses on the same tile for a double-click
UNDO_DEPTH = 100  # changes Ctrl+Z can take back
ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


@dataclass(eq=False)
class PanelInput(PanelPart):
    """Turns events into the editor's gestures; see the module docstring."""

    editor: PanelEditor

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; True when the panel used it (the scene should then ignore it)."""
        state = self.state
        if state.done:
            return False
        self.editor.catch_up()
        before = (self.model.revision, self.model.snapshot())
        state.undoing = False
        used = self._dispatch(event)
        # every change the player makes can be taken back with Ctrl+Z (but not the taking back)
        if self.model.revision != before[0] and not state.undoing:
            state.undo.append(before[1])
            del state.undo[:-UNDO_DEPTH]
        return used

    def _dispatch(self, event: pygame.event.Event) -> bool:
        state = self.state
        kind = event.type
        if mouse_in_use(event, state.mouse):
            state.keys.hide()  # no focus ring while the mouse is in use
        if kind == pygame.MOUSEMOTION:
            return self._on_motion(event.pos)
        if kind == pygame.MOUSEBUTTONDOWN:
            state.mouse = event.pos
            if event.button == 1:
                return self._on_left_down(event.pos)
            if event.button == 3:
                return self._on_right_down(event.pos)
            # buttons 4 and 5 are the old-style wheel; MOUSEWHEEL does the turning
            return self.positions.inside(event.pos)
        if kind == pygame.MOUSEBUTTONUP:
            state.mouse = event.pos
            if event.button == 1:
                return self._on_left_up(event.pos)
            return self.positions.inside(event.pos) or state.drag is not None
        if kind == pygame.MOUSEWHEEL:
            return self._on_wheel(event)
        if kind == pygame.KEYDOWN:
            return self._on_key(event)
        return False

    # --- the mouse --------------------------------------------------------------------------------

    def _on_motion(self, pos: Point) -> bool:
        state = self.state
        state.mouse = pos
        under = self.positions.pick_under(pos)
        if under != state.hover:
            state.hover, state.hover_time = under, 0.0
        press = state.press
        if press is not None and state.drag is None and self.editor.pickable(press.pick):
            travel = math.hypot(pos[0] - press.pos[0], pos[1] - press.pos[1])
            if travel >= DRAG_THRESHOLD * self.positions.scale:
                self.editor.start_drag(press)
        return state.drag is not None or self.positions.inside(pos)

    def _on_left_down(self, pos: Point) -> bool:
        state, positions, model = self.state, self.positions, self.model
        if not positions.inside(pos):
            return False
        state.flash = None
        button = positions.button_at(pos)
        if button is not None:
            state.pressed_button = button
            return True
        device = positions.device_at(pos)
        if device is not None:
            self.editor.choose_device(device)
            return True
        if positions.in_device_list(pos):
            assert positions.device_list is not None
            positions.device_list.track_click(pos)  # the track pages; the rest of it is inert
            return True
        tile_id = positions.tray_tile_at(pos)
        cell = positions.cell_at(pos)
        pick: Pick | None
        if tile_id is not None:
            pick = tile_id if model.has_left(tile_id) else None
            spot = Spot.TRAY if pick is not None else Spot.TRAY_BACKGROUND
        elif positions.regions.tray.contains(pos):
            pick, spot = None, Spot.TRAY_BACKGROUND
        elif cell is not None:
            if model.is_movable(cell):
                pick, spot = cell, Spot.CELL
            elif model.tile_at(cell) is not None:
                pick, spot = None, Spot.FIXED
            else:
                pick, spot = None, Spot.FREE
        else:
            pick, spot = None, Spot.OUTSIDE
        now = self.editor.clock()
        double = (
            pick is not None
            and state.last_click is not None
            and state.last_click[0] == pick
            and now - state.last_click[1] <= DOUBLE_CLICK
        )
        state.press = Press(pick, pos, double, spot, cell)
        return True

    def _on_left_up(self, pos: Point) -> bool:
        state = self.state
        if state.pressed_button is not None:
            name, state.pressed_button = state.pressed_button, None
            if self.positions.button_at(pos) == name:
                self.editor.press_button(name)
            return True
        if state.drag is not None:
            self.editor.drop(pos)
            state.press = None
            return True
        press, state.press = state.press, None
        if press is None:
            return self.positions.inside(pos)
        self.editor.click(press)
        return True

    def _on_right_down(self, pos: Point) -> bool:
        if self.state.drag is not None:
            self.editor.turn_held(1)
            return True
        if not self.positions.inside(pos):
            return False
        pick = self.positions.pick_under(pos)
        if pick is not None:
            self.editor.turn(pick, 1)
        return True

    def _on_wheel(self, event: pygame.event.Event) -> bool:
        state = self.state
        steps = getattr(event, "y", 0)
        if getattr(event, "flipped", False):
            steps = -steps
        if not steps:
            return state.drag is not None or self.positions.inside(state.mouse)
        turns = -1 if steps > 0 else 1  # wheel away from you: anticlockwise, like a screw
        if state.drag is not None:
            self.editor.turn_held(turns)
            return True
        if not self.positions.inside(state.mouse):
            return False
        listed = self.positions.device_list
        if listed is not None and self.positions.in_device_list(state.mouse):
            listed.scroll_rows(-steps)  # wheel away from you: up the list, as everywhere
            return True
        pick = self.positions.pick_under(state.mouse)
        if pick is not None and self.model.can_rotate(pick):
            self.editor.turn(pick, turns)
        return True  # a wheel over an ordinary tile does nothing, quietly (it is often a scroll)

    # --- the keys ---------------------------------------------------------------------------------

    def _on_key(self, event: pygame.event.Event) -> bool:
        state, model, editor = self.state, self.model, self.editor
        key = event.key
        mod = getattr(event, "mod", 0)
        shift = bool(mod & pygame.KMOD_SHIFT)
        if key == pygame.K_z and mod & pygame.KMOD_CTRL:
            # undo within the panel; with nothing left to undo the scene may undo the game
            return editor.undo()
        if key == pygame.K_r:
            if state.drag is not None:
                editor.turn_held(-1 if shift else 1)
                return True
            pick = self._key_pick()
            if pick is None:
                editor.refuse_softly(
                    tr("Point at a Power Converter or an Iterator (or select one) to turn it.")
                )
            else:
                editor.turn(pick, -1 if shift else 1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if state.drag is None:
                editor.press_button("confirm")
            return True
        if key == pygame.K_ESCAPE:
            if state.drag is not None:
                editor.cancel_drag()
            elif model.selected is not None:
                model.deselect()
            else:
                editor.press_button("cancel")
            return True
        if key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            selected = model.selected
            if selected is not None and is_cell(selected):
                editor.send_back(selected)
            return True
        if key == pygame.K_TAB and isinstance(model, AddModel) and len(model.devices) > 1:
            count = len(model.devices)
            editor.choose_device((model.device_index + (-1 if shift else 1)) % count)
            return True
        if self._list_key(key):
            return True
        return self._keyboard_key(key, shift, mod)

    # --- the device list's keys -------------------------------------------------------------------

    def _list_key(self, key: int) -> bool:
        """Page Up / Page Down / Home / End scroll the device list; Up and Down walk its rows
        when the ring is on one. False: the key is not the list's."""
        listed = self.positions.device_list
        if listed is None or self.state.drag is not None:
            return False
        on = self.focused()
        row = on.key[1] if on is not None and on.key[0] == "device" else None
        count = len(listed.row_rects())
        if key in (pygame.K_UP, pygame.K_DOWN) and row is not None:
            step = -1 if key == pygame.K_UP else 1
            if not 0 <= row + step < count:
                return False  # off the list's ends: the ring goes on to what lies that way
            self._ring_to_row(row + step)
            return True
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            listed.page(-1 if key == pygame.K_PAGEUP else 1)
            if row is not None:  # the ring stays on the list, on a row now in view
                rows = listed.whole_rows()
                if rows:
                    self._ring_to_row(rows[0 if key == pygame.K_PAGEUP else -1][0])
            return True
        if key in (pygame.K_HOME, pygame.K_END):
            listed.scroll_to(0.0 if key == pygame.K_HOME else listed.max_scroll)
            if row is not None:
                self._ring_to_row(0 if key == pygame.K_HOME else count - 1)
            return True
        return False

    def _ring_to_row(self, index: int) -> None:
        """Put the ring on device `index`'s row, scrolled into view."""
        listed = self.positions.device_list
        assert listed is not None
        listed.reveal(index)
        self.state.keys.focus_on(FocusKey("device", index))
        self._aim()

    def _key_pick(self) -> Pick | None:
        """What R turns: the hovered tile if it turns, else the selected one, else the hovered."""
        hovered = self.positions.pick_under(self.state.mouse)
        if hovered is not None and self.model.can_rotate(hovered):
            return hovered
        if self.model.selected is not None:
            return self.model.selected
        return hovered

    # --- the keyboard's focus ring ----------------------------------------------------------------

    def focused(self) -> Focusable | None:
        """What the keyboard's ring is on, or None when it is hidden."""
        keys = self.state.keys
        return keys.visible(self.positions.focus_items()) if keys.shown else None

    def show_keyboard(self) -> None:
        """Show the ring now, on the first thing (the player was using the keyboard)."""
        self.state.keys.reset()
        self.state.keys.step(self.positions.focus_items(), 0)
        self._aim()

    def _keyboard_key(self, key: int, shift: bool, mod: int) -> bool:
        """The arrows, Tab and Space (when Tab does not choose a device)."""
        state = self.state
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            return False
        if state.drag is not None or state.press is not None or state.pressed_button is not None:
            return False  # the mouse is busy with something
        if key in ARROWS or key == pygame.K_TAB:
            items = self.positions.focus_items()
            if key == pygame.K_TAB:
                state.keys.step(items, -1 if shift else 1)
            else:
                state.keys.towards(items, ARROWS[key])
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
        state = self.state
        self._on_left_down(point)
        if state.press is not None:
            state.press = replace(state.press, double=False)
        self._on_left_up(point)
        state.last_click = None
