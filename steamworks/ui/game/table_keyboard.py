"""The table's keyboard focus: what Tab, Shift+Tab and the arrows move between on the Game
scene, and what Enter or Space does there (`TableKeyboard`, a part of `scenes.game.GameScene`).

Tab and Shift+Tab move a focus ring through everything the mouse could use to answer the
decision (the glowing places in reading order, then the prompt's buttons, then the screen's
own controls: the supply row's arrows, the log's Newest button, the toolbar), the arrow keys
move it to the nearest one in their direction, and Enter or Space activates it through the
same code as a click (a place with several ways selects it, and the focus goes on to the
prompt's buttons for them). The focused thing shows its tooltip as if hovered. A new decision
puts the focus on its first place; moving or pressing the mouse hides the ring until the next
Tab. The build panel has a ring of its own (see `steamworks.ui.build.panel`). The ring itself
(`steamworks.ui.focus.KeyboardFocus`) and the table's reading order (`game.keyboard`) are
shared with other screens.
"""

from __future__ import annotations

import pygame
import pygame_gui

from steamworks.ui.focus import Focusable
from steamworks.ui.game import layout as L
from steamworks.ui.game import target_keys as K
from steamworks.ui.game.keyboard import button_key, focus_order
from steamworks.ui.game.table_parts import TableParts

ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


class TableKeyboard(TableParts):
    """The Game scene's keyboard focus (mixed into `GameScene`, whose table, prompt, log and
    toolbar it reads)."""

    def focus_items(self) -> list[Focusable]:
        """What Tab and the arrows move between now, in reading order: the table's targets,
        then the prompt's enabled buttons, then the screen's controls (the supply row's arrows,
        the log's Newest button, the toolbar); nothing while the build panel is open."""
        if self.layout is None or self._panel_frame() is not None:
            return []
        buttons = self._usable_buttons(self.prompt_buttons.choices)
        # the supply row's arrows, as the mouse finds them; both stay in the order at the row's
        # ends (like a click, a press there does nothing), so the ring does not jump away
        controls: list[tuple[tuple, L.Rect]] = [
            (key, rect) for key, rect in self.regions_hover if isinstance(key, K.SupplyScroll)
        ]
        # the log's button lies under the recap or the hint panel, the recap's under the hint's
        hidden = self.recap.open or self.hint_open
        newest = self.log_panel.newest_button() if not hidden else None
        if newest is not None:
            controls.append((K.LogNewest(), newest))
        recap = self.recap.close_rect() if self.recap.open else self.recap.reopen_rect()
        if recap is not None and not self.hint_open:
            # close "since your last turn", or open it again
            controls.append((K.RecapButton(self.recap.open), recap))
        controls += [
            (button_key(oid), rect) for oid, rect in self._usable_buttons(self.toolbar_ids)
        ]
        return focus_order(self.targets, self.layout, buttons, controls)

    def _usable_buttons(self, object_ids) -> list[tuple[str, L.Rect]]:
        """(object id, rect) of those buttons that are shown, enabled and do something."""
        out = []
        for oid in object_ids:
            button = self._named.get(oid)
            if (
                button is not None
                and button.visible
                and button.is_enabled
                and button in self._actions
            ):
                r = button.rect
                out.append((oid, L.Rect(r.x, r.y, r.w, r.h)))
        return out

    def focused(self) -> Focusable | None:
        """What the focus ring is on, or None when no ring shows."""
        return self.key_focus.visible(self.focus_items()) if self.key_focus.shown else None

    def activate_focused(self) -> bool:
        """Enter or Space: do what a click on the focused place or button does."""
        item = self.key_focus.current(self.focus_items())
        if item is None:
            return False
        if isinstance(item.key, K.Button):
            button = self._named.get(item.key.object_id)
            return button is not None and button.is_enabled and self.trigger(button)
        if isinstance(item.key, K.SupplyScroll):
            self.scroll_supply(item.key.step)  # at the row's end nothing moves, as with a click
            return True
        if isinstance(item.key, K.LogNewest):
            self.log_panel.scroll_to_newest()
            return True
        if isinstance(item.key, K.RecapButton):
            self.recap.hide() if self.recap.open else self.recap.reopen()
            self.key_focus.focus_on(K.RecapButton(self.recap.open))  # the ring follows it
            return True
        target = next((t for t in self.targets if t.key == item.key), None)
        if target is None:
            return False
        self.click_target(target)
        return True

    def _focus_key(self, event: pygame.event.Event) -> bool:
        """Tab, Shift+Tab, the arrows, Space: the keyboard focus's keys (True when used)."""
        key = event.key
        mod = getattr(event, "mod", 0)
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT) or self._typing():
            return False
        if key == pygame.K_TAB:
            self.key_focus.step(self.focus_items(), -1 if mod & pygame.KMOD_SHIFT else 1)
            return True
        if key in ARROWS:
            return self.key_focus.towards(self.focus_items(), ARROWS[key])
        if key == pygame.K_SPACE and self.focused() is not None:
            return self.activate_focused()
        return False

    def _typing(self) -> bool:
        """Whether a text field has the keyboard (then keys are its, not the table's)."""
        focused = self.app.manager.get_focus_set() or ()
        return any(
            isinstance(
                element, (pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryBox)
            )
            for element in focused
        )
