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
- adding to one of several devices: a list right of the grid names them by owner and tiles,
  the player's own first; a click on a row chooses that device; the wheel over the list, a
  click on its scrollbar's track, Page Up / Page Down, Home and End scroll it;
- by keyboard alone: the arrow keys (and Tab, Shift+Tab when Tab does not choose a device)
  move a focus ring over the tray's tiles, the workbench's cells, the device list's rows
  (Up and Down walk the whole list, scrolling it) and the buttons; the ring acts as the mouse pointer (hover, tooltip, R, the landing preview) and
  Space clicks there, through the same code as a click. Moving or pressing the mouse hides
  it until the next such key (`show_keyboard` shows it at once, e.g. when the table had one).

The panel is put together from small parts, each in its own module: `PanelPositions`
(``positions``: where everything is, what is under a point), `PanelState` (``state``: pointer,
drag, animations, undo), `PanelInput` (``input``: which gesture an event is), `PanelEditor`
(``editing``: what a gesture does to the model) and `PanelRenderer` (``render`` and
``workbench``: the drawing). This class wires them together and is all the rest of the game
uses.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from steamworks.forwarding import Forwarded, SettableForwarded
from steamworks.language import ptr, tr
from steamworks.ui.build.editing import PanelEditor
from steamworks.ui.build.input import PanelInput
from steamworks.ui.build.model import AddModel, Cell, LayoutModel
from steamworks.ui.build.positions import PanelPositions, ReadsPositions
from steamworks.ui.build.render import PanelRenderer, help_text
from steamworks.ui.build.state import Hand, PanelState
from steamworks.ui.focus import Focusable
from steamworks.ui.geometry import Rect


class BuildPanel(ReadsPositions):
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
        cancel_label: str | None = None,
        animation_speed: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.model = model
        self.state = PanelState(model, animation_speed)
        self.positions = PanelPositions(model, rect, scale, help_words=help_text)
        self.editor = PanelEditor(
            model, self.state, self.positions, on_confirm, on_cancel, sounds=sounds, clock=clock
        )
        self.input = PanelInput(model, self.state, self.positions, self.editor)
        # the labels given, else the panel's own, said again in another language (say_again)
        self._labels = (confirm_label, cancel_label)
        self.renderer = PanelRenderer(model, self.state, self.positions, *self._said_labels())

    def _said_labels(self) -> tuple[str, str]:
        """The buttons' words: the button names what it does; the status line
        (model.status_text) uses the same verb."""
        confirm, cancel = self._labels
        return (
            confirm
            or (
                ptr("button", "Add") if isinstance(self.model, AddModel) else ptr("button", "Build")
            ),
            cancel or tr("Decline"),
        )

    def say_again(self) -> None:
        """Another language was chosen: the panel's own button labels are said in it, and a
        refusal showing in the status line goes (said in the old one; its moment has passed)."""
        self.renderer.confirm_label, self.renderer.cancel_label = self._said_labels()
        self.state.flash = None
        self.positions.relayout(self.positions.rect)  # the new words' room (words_room)

    # --- what the scene calls ---------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; True when the panel used it (the scene should then ignore it)."""
        return self.input.handle_event(event)

    def update(self, dt: float) -> None:
        self.editor.catch_up()
        self.state.tick(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface, self.input.focused())

    def relayout(
        self,
        rect: Rect | pygame.Rect | tuple[float, float, float, float],
        scale: float | None = None,
    ) -> None:
        """Fit the panel to a new rect (window resized, UI scale changed)."""
        self.positions.relayout(rect, scale)

    def refuse(self, reason: str) -> None:
        """The engine turned the confirmed action down: reopen the panel and say why."""
        self.state.done = False
        self.editor.refuse_softly(reason)

    def propose(self, action: Any) -> bool:
        """Lay out a suggested build or addition (a hint), ready to confirm or change."""
        return self.editor.propose(action)

    def show_keyboard(self) -> None:
        """Show the keyboard's ring now, on the first thing (the player was using the keys)."""
        self.input.show_keyboard()

    def focused(self) -> Focusable | None:
        """What the keyboard's ring is on, or None when it is hidden."""
        return self.input.focused()

    def focus_items(self) -> list[Focusable]:
        """What the keyboard's ring moves between, in reading order."""
        return self.positions.focus_items()

    # confirmed or declined: input is ignored until `refuse` reopens the panel
    done: Forwarded[bool] = Forwarded("state")
    # a tile is held or selected: Esc (and Ctrl+Z) should go to the panel first
    busy: Forwarded[bool] = Forwarded("state")
    # what the status line says now
    status_text: Forwarded[str] = Forwarded("state")

    def hand(self) -> Hand | None:
        """The tile in hand (held, else selected) and the cells it could go to."""
        return self.state.hand(self.positions)

    # --- where the panel sends things (tests replace them) ----------------------------------------

    on_confirm: SettableForwarded[Callable[[Any], None]] = SettableForwarded("editor")
    on_cancel: SettableForwarded[Callable[[], None]] = SettableForwarded("editor")
    sounds: SettableForwarded[Any] = SettableForwarded("editor")
    clock: SettableForwarded[Callable[[], float]] = SettableForwarded("editor")

    # --- positions (also for tests and tutorials; scale, regions, grid, extent, tray and px come
    # from ReadsPositions, as for the painters) ----------------------------------------------------

    rect: Forwarded[Rect] = Forwarded("positions")

    def visible_cells(self) -> list[Cell]:
        return self.positions.visible_cells()

    def cell_centre(self, cell: Cell) -> tuple[int, int]:
        return self.positions.cell_centre(cell)

    def tray_slot(self, tile_id: str) -> Rect:
        return self.positions.tray_slot(tile_id)

    def tray_slot_centre(self, tile_id: str) -> tuple[int, int]:
        return self.positions.tray_slot_centre(tile_id)

    def button_rect(self, name: str) -> Rect:
        """'confirm', 'cancel' or 'clear'."""
        return self.positions.button_rect(name)

    def tab_rects(self) -> list[Rect]:
        """Each device's row in the device list (add mode with several devices), in the
        model's device order, wherever the list's scroll puts it."""
        return self.positions.tab_rects()
