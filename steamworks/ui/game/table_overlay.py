"""What the Game scene draws above its widgets: the prompt buttons' icons, the focus ring, and
after the hover delay the tooltip of the place, region or button under the mouse or the ring
(`TableOverlay`, a part of `scenes.game.GameScene`; the words are `game.tooltips`').
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from steamworks.rules import engine
from steamworks.ui.art.theme import TOOLTIP_DELAY
from steamworks.ui.focus import Focusable, KeyboardFocus
from steamworks.ui.game import target_keys as K
from steamworks.ui.game import views as V
from steamworks.ui.game.table_parts import TableParts
from steamworks.ui.game.targets import region_at
from steamworks.ui.game.tooltips import Tip, tip_for, with_undo_warning

if TYPE_CHECKING:
    from steamworks.ui.scene import Host


class TableOverlay(TableParts):
    """The Game scene's overlay (mixed into `GameScene`)."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        self.prompt_buttons.draw_icons(surface, self.app.scale)
        self._draw_hint_marks(surface)  # over the prompt's buttons too
        # no tooltip of the table under the mouse while the build panel lies over it
        over_table = self.build_panel is None or self._panel_frame() is None
        draw_ring_or_tip(self, surface, self._tip, hover_tips=over_table)

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


# keys whose focus ring sits snug (pill-shaped buttons and bars), not round a place on the table
SNUG_RING = (K.Button, K.LogNewest, K.RecapButton, K.ReplaySlider)


class ShowsTable(Protocol):
    """What `draw_ring_or_tip` reads of a screen that shows a table (the game's, the replay's)."""

    @property
    def app(self) -> Host: ...

    @property
    def clock(self) -> float: ...

    @property
    def mouse(self) -> tuple[int, int]: ...

    @property
    def hover_key(self) -> tuple[Any, ...] | None: ...

    @property
    def hover_time(self) -> float: ...

    @property
    def key_focus(self) -> KeyboardFocus: ...

    @property
    def layout(self) -> Any: ...

    def focused(self) -> Focusable | None: ...

    def draw_tip_of(
        self, surface: pygame.Surface, object_id: str, below: int | None = None
    ) -> None: ...


def draw_ring_or_tip(
    screen: ShowsTable,
    surface: pygame.Surface,
    tip_at: Callable[[tuple[Any, ...], tuple[float, float]], Tip | None],
    hover_tips: bool = True,
) -> None:
    """Over a table (the game's, the final table's, the replay's): the focus ring and, once it
    has rested for the tooltip delay, the tip of what it is on (a button's own tip under it);
    with no ring, after the hover delay the tooltip of what lies under the mouse (`tip_at`
    gives the words of a key at a point; `hover_tips` False leaves the mouse's out)."""
    scale = screen.app.scale
    item = screen.focused()
    if item is not None:
        key = item.key
        pad = 4 if isinstance(key, SNUG_RING) else 7
        ring = V.draw_focus_ring(surface, item.rect, screen.clock, scale, pad=pad)
        if screen.key_focus.rested < TOOLTIP_DELAY:
            return
        if isinstance(key, K.Button):
            screen.draw_tip_of(surface, key.object_id, below=ring.bottom)
            return
        tip = tip_at(key, item.rect.centre)
        if tip is not None:
            V.draw_tooltip(surface, tip, None, scale, near=item.rect)
        return
    if not hover_tips or screen.hover_key is None or screen.hover_time < TOOLTIP_DELAY:
        return
    if screen.layout is None:
        return
    tip = tip_at(screen.hover_key, screen.mouse)
    if tip is not None:
        V.draw_tooltip(surface, tip, screen.mouse, scale)
