"""What the Game scene draws above its widgets: the prompt buttons' icons, the focus ring, and
after the hover delay the tooltip of the place, region or button under the mouse or the ring
(`TableOverlay`, a part of `scenes.game.GameScene`; the words are `game.tooltips`').
"""

from __future__ import annotations

import pygame

from steamworks.rules import engine
from steamworks.ui.art.theme import TOOLTIP_DELAY
from steamworks.ui.focus import Focusable
from steamworks.ui.game import target_keys as K
from steamworks.ui.game import views as V
from steamworks.ui.game.table_parts import TableParts
from steamworks.ui.game.targets import region_at
from steamworks.ui.game.tooltips import Tip, tip_for, with_undo_warning


class TableOverlay(TableParts):
    """The Game scene's overlay (mixed into `GameScene`)."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        self.prompt_buttons.draw_icons(surface, self.app.scale)
        self._draw_hint_marks(surface)  # over the prompt's buttons too
        focused = self.focused()
        if focused is not None:
            self._draw_focus(surface, focused)
            return
        if self.hover_key is None or self.hover_time < TOOLTIP_DELAY or self.layout is None:
            return
        if self.build_panel is not None and self._panel_frame() is not None:
            return
        tip = self._tip(self.hover_key, self.mouse)
        if tip is not None:
            V.draw_tooltip(surface, tip, self.mouse, self.app.scale)

    def _tip(self, key: tuple, point: tuple[float, float]) -> Tip | None:
        """The tooltip for a hovered or focused key. A place with no words of its own as a
        target (a component to power, a source to fire) shows what lies there on the table."""
        if isinstance(key, K.RecapButton):
            return self.recap.tip()
        state = self.session.state
        can_act = self.human(engine.to_act(state))
        colours = tuple(st.colour for st in self.styles())
        tip = tip_for(key, state, self.names, self.legal, can_act, colours, self.focus)
        if tip is None:
            under = region_at(self.regions_hover, point)
            if under is not None and under != key:
                tip = tip_for(under, state, self.names, self.legal, can_act, colours, self.focus)
        target = next((t for t in self.targets if t.key == key), None)
        return with_undo_warning(tip, state, target.actions) if target is not None else tip

    def _draw_focus(self, surface: pygame.Surface, item: Focusable) -> None:
        """The focus ring, and after the hover delay the focused thing's tooltip beside it."""
        key = item.key
        # a pill-shaped button: a snug ring
        small = isinstance(key, (K.Button, K.LogNewest, K.RecapButton))
        ring = V.draw_focus_ring(
            surface, item.rect, self.clock, self.app.scale, pad=4 if small else 7
        )
        if self.key_focus.rested < TOOLTIP_DELAY:
            return
        if isinstance(key, K.Button):
            widget = self._named.get(key.object_id)
            text = self._tips.get(widget) if widget is not None else None
            if text:
                self.draw_button_tip(surface, widget, text, below=ring.bottom)
            return
        tip = self._tip(key, item.rect.centre)
        if tip is not None:
            V.draw_tooltip(surface, tip, None, self.app.scale, near=item.rect)
