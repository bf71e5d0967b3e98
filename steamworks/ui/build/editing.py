"""What the build panel's gestures do: the model operations, with the panel's feedback.

`PanelEditor` is where a click, a drop, a turn or a button press becomes a change to the model
(`place`, `move`, `rotate`, `return_to_supply`, ...), and where the panel answers it: the tile
glides into place, a ring pulses, a sound plays, or the status line says why not. The input
handler (`steamworks.ui.build.input`) decides which gesture an event is; this module never
looks at events and never draws. Confirm and Decline leave the panel through `on_confirm` and
`on_cancel`: the panel never changes the game itself.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import KW_ONLY, dataclass
from typing import Any

from steamworks.language import tr
from steamworks.rules.actions import AddTile, BuildDevice
from steamworks.ui.build.model import (
    AddModel,
    Cell,
    Pick,
    is_cell,
    is_rotatable,
    tile_name,
)
from steamworks.ui.build.part import PanelPart
from steamworks.ui.build.positions import Box
from steamworks.ui.build.state import Drag, Flight, Press, Pulse, Spot

FLIGHT_TIME = 0.18  # seconds for a tile to glide into place (scaled by the animation speed)


@dataclass(eq=False)
class PanelEditor(PanelPart):
    """Carries out the panel's gestures on its model; see the module docstring."""

    on_confirm: Callable[[Any], None]
    on_cancel: Callable[[], None]
    _: KW_ONLY
    sounds: Any = None  # anything with play(name), e.g. the app's SoundPlayer; None: silent
    clock: Callable[[], float] = time.monotonic

    # --- keeping the view in step -----------------------------------------------------------------

    def after_change(self) -> None:
        """The model changed: refit the grid view, show the chosen device's row in the list
        (chosen by Tab, a hint or an undo) and see what the pointer is over now."""
        self.positions.refit()
        listed = self.positions.device_list
        if listed is not None and isinstance(self.model, AddModel):
            listed.reveal(self.model.device_index)
        self.state.hover = self.positions.pick_under(self.state.mouse)

    def catch_up(self) -> None:
        """Someone else edited the model (the scene, a test): refit as after a change."""
        if self.model.revision != self.positions.seen_revision:
            self.after_change()

    # --- the buttons ------------------------------------------------------------------------------

    def press_button(self, name: str) -> None:
        model, state = self.model, self.state
        if name == "confirm":
            if model.confirm_enabled:
                action = model.action()
                self.play("tile_snap")
                state.done = True
                self.on_confirm(action)
            else:
                self.refuse_softly(model.reason or tr("This is not ready yet."))
        elif name == "cancel":
            self.play("button_click")
            state.done = True
            self.on_cancel()
        elif name == "clear":
            if model.placed:
                for cell, (tid, rot) in list(model.placed.items()):
                    self.fly_to_tray(tid, rot, self.positions.cell_box(cell))
                model.clear()
                self.play("button_click")
                self.after_change()

    def choose_device(self, index: int) -> None:
        if isinstance(self.model, AddModel) and self.model.select_device(index):
            self.play("button_click")
            self.state.flights.clear()
            self.after_change()

    def undo(self) -> bool:
        """Ctrl+Z: take back the panel's last change; False when there is none (the scene may
        then undo in the game)."""
        state = self.state
        if state.drag is not None or not state.undo:
            return state.drag is not None
        self.model.restore(state.undo.pop())
        state.flights.clear()
        self.play("button_click")
        self.after_change()
        state.undoing = True
        return True

    def propose(self, action: Any) -> bool:
        """Lay out a suggested device (`BuildDevice`) or addition (`AddTile`), the game
        screen's hint, ready to confirm or change; the panel's Ctrl+Z takes it back. False
        (and nothing changed) when it does not fit this panel."""
        model, state = self.model, self.state
        before = model.snapshot()
        if isinstance(action, AddTile) and isinstance(model, AddModel):
            index = next(
                (i for i, d in enumerate(model.devices) if d.device_id == action.device), None
            )
            if index is None:
                return False
            model.select_device(index)
            placed = model.place(action.tile, action.pos, action.rotation)
        elif isinstance(action, BuildDevice) and not isinstance(model, AddModel):
            model.clear()
            placed = all(model.place(tile, pos, rot) for pos, tile, rot in action.layout)
        else:
            return False
        if not placed:
            model.restore(before)
            return False
        if model.snapshot() != before:
            state.undo.append(before)
        state.drag = None
        state.flights.clear()
        self.play("tile_snap")
        self.after_change()
        return True

    # --- clicks -----------------------------------------------------------------------------------

    def pickable(self, pick: Pick | None) -> bool:
        """Whether the player may pick this up: a tray tile that is left, a tile they placed."""
        if pick is None:
            return False
        if is_cell(pick):
            return self.model.is_movable(pick)
        return self.model.has_left(pick)

    def click(self, press: Press) -> None:
        model, state = self.model, self.state
        now = self.clock()
        pick = press.pick
        if press.double and pick is not None:
            state.last_click = None
            self.double_click(pick)
            return
        state.last_click = (pick, now) if pick is not None else None
        selected = model.selected
        if pick is not None:
            # a tile: pick it up (or put it down again when it was already in hand)
            model.select(None if selected == pick else pick)
            return
        if press.spot is Spot.FREE and press.cell is not None and selected is not None:
            self.put(selected, press.cell)
            return
        if press.spot is Spot.TRAY_BACKGROUND and selected is not None and is_cell(selected):
            self.send_back(selected)
            return
        model.deselect()

    def double_click(self, pick: Pick) -> None:
        model = self.model
        model.deselect()
        if is_cell(pick):
            self.send_back(pick)
            return
        start = self.positions.slot_box(pick)
        went = model.toggle(pick)
        if went is not None and is_cell(went):
            tid, rot = model.tile_at(went)  # type: ignore[misc]
            self.landed(tid, rot, went, start)

    def put(self, selected: Pick, cell: Cell) -> bool:
        """Put the selected tile on `cell`; returns whether it went."""
        model = self.model
        start = self.positions.home_box(selected)
        if is_cell(selected):
            ok = model.move(selected, cell)
        else:
            ok = model.place(selected, cell)
        if not ok:
            self.refuse_softly(
                tr("That space is part of the device already.")
                if model.tile_at(cell)
                else tr("That tile cannot go there.")
            )
            return False
        tid, rot = model.tile_at(cell)  # type: ignore[misc]
        self.landed(tid, rot, cell, start)
        return True

    def send_back(self, cell: Cell) -> None:
        tile = self.model.tile_at(cell)
        if tile is None or not self.model.return_to_supply(cell):
            return
        self.fly_to_tray(tile[0], tile[1], self.positions.cell_box(cell))
        self.after_change()

    # --- turning ----------------------------------------------------------------------------------

    def turn(self, pick: Pick, turns: int) -> None:
        if self.model.rotate(pick, turns):
            self.play("tile_snap")
            self.after_change()
            return
        tile = self.model.tile_of(pick)
        if tile is None:
            return
        if is_rotatable(tile[0]):
            self.refuse_softly(
                tr(
                    "The {tile} belongs to the device already: it cannot be turned now.",
                    tile=tile_name(tile[0]),
                )
            )
        else:
            self.refuse_never_turns(tile[0])

    def turn_held(self, turns: int) -> None:
        drag = self.state.drag
        assert drag is not None
        if not is_rotatable(drag.tile_id):
            self.refuse_never_turns(drag.tile_id)
            return
        drag.rotation = (drag.rotation + turns) % 4
        drag.explicit = True
        if drag.from_cell is None:
            # remember it in the tray too, so a tile turned in hand stays turned
            self.model.tray_rotation[drag.tile_id] = drag.rotation
        self.play("tile_snap")
        self.refresh_drag_hints()

    def refuse_never_turns(self, tile_id: str) -> None:
        self.refuse_softly(
            tr(
                "The {tile} cannot be turned: only the Iterator and the Power Converter rotate.",
                tile=tile_name(tile_id),
            )
        )

    # --- dragging ---------------------------------------------------------------------------------

    def start_drag(self, press: Press) -> None:
        pick = press.pick
        assert pick is not None
        if is_cell(pick):
            tile_id, rotation = self.model.tile_at(pick)  # type: ignore[misc]
            box = self.positions.grid.cell_rect(pick)
            explicit = True
        else:
            tile_id = pick
            rotation = self.model.tray_rotation.get(tile_id, 0)
            box = self.positions.tray_slot(tile_id)
            explicit = tile_id in self.model.tray_rotation
        fx = min(1.0, max(0.0, (press.pos[0] - box.x) / max(1.0, box.w)))
        fy = min(1.0, max(0.0, (press.pos[1] - box.y) / max(1.0, box.h)))
        self.model.deselect()
        self.state.drag = Drag(tile_id, rotation, explicit, pick, (fx, fy))
        self.refresh_drag_hints()

    def refresh_drag_hints(self) -> None:
        drag = self.state.drag
        if drag is None:
            return
        rotation = drag.rotation if drag.explicit and is_rotatable(drag.tile_id) else None
        drag.hints = self.model.hints(
            drag.tile_id, rotation, drag.from_cell, self.positions.visible_cells()
        )

    def drop(self, pos: tuple[float, float]) -> None:
        state = self.state
        drag, state.drag = state.drag, None
        assert drag is not None
        state.mouse = pos
        start = self.positions.held_box(drag.grab, pos)
        cell = self.positions.drop_cell(drag.grab, pos)
        source = drag.source
        rotation = drag.rotation if drag.explicit else None
        if cell is None:
            if is_cell(source):  # dropped off the grid: back to the supply
                self.model.return_to_supply(source)
                self.play("tile_snap")
            self.fly_to_tray(drag.tile_id, drag.rotation, start)
            self.after_change()
            return
        if cell == source:
            self.after_change()
            return
        if is_cell(source):
            ok = self.model.move(source, cell, rotation)
        else:
            ok = self.model.place(source, cell, rotation)
        if not ok:
            self.refuse_softly(tr("That space is part of the device already."))
            self.fly_home(drag, start)
            return
        tid, rot = self.model.tile_at(cell)  # type: ignore[misc]
        self.landed(tid, rot, cell, start)

    def cancel_drag(self) -> None:
        state = self.state
        drag, state.drag = state.drag, None
        if drag is None:
            return
        self.fly_home(drag, self.positions.held_box(drag.grab, state.mouse))

    # --- feedback ---------------------------------------------------------------------------------

    def landed(self, tile_id: str, rotation: int, cell: Cell, start: Box) -> None:
        self.after_change()
        self.play("tile_snap")
        end = self.positions.cell_box(cell)
        duration = self.state.duration(FLIGHT_TIME)
        if duration > 0:
            self.state.flights = [f for f in self.state.flights if f.cell != cell]
            self.state.flights.append(Flight(tile_id, rotation, start, end, cell, duration))
        good = any(c.status == "valid" and cell in (c.a, c.b) for c in self.model.contacts())
        self.state.pulses.append(Pulse(cell, good))

    def fly_to_tray(self, tile_id: str, rotation: int, start: Box) -> None:
        duration = self.state.duration(FLIGHT_TIME)
        if duration > 0 and tile_id in self.model.order:
            end = self.positions.slot_box(tile_id)
            self.state.flights.append(Flight(tile_id, rotation, start, end, None, duration))

    def fly_home(self, drag: Drag, start: Box) -> None:
        """A held tile that went nowhere glides back where it came from."""
        duration = self.state.duration(FLIGHT_TIME)
        if duration > 0:
            back = self.positions.home_box(drag.source)
            flight = Flight(drag.tile_id, drag.rotation, start, back, drag.from_cell, duration)
            self.state.flights.append(flight)

    def refuse_softly(self, message: str) -> None:
        """Say why not, in the status line, with the error sound; nothing changes."""
        self.state.flash = (message, 0.0)
        self.play("error")

    def play(self, name: str) -> None:
        if self.sounds is None:
            return
        try:
            self.sounds.play(name)
        except Exception:  # noqa: BLE001 - a sound is never worth a crash
            pass
