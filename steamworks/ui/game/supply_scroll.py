"""The persona board's supply row, scrolled sideways when its tiles do not all fit: where each
player's row stands, the wheel and the arrows that move it, and the lit arrow under the mouse.

Each seat's row keeps its place (`first`, the first tile it shows) while other boards are
shown large; a tile a player gains is scrolled into view, now or when that board is next shown.
"""

from __future__ import annotations

import pygame

from steamworks.rules.state import GameState
from steamworks.ui.game import layout as L
from steamworks.ui.game import target_keys as K
from steamworks.ui.game import views as V
from steamworks.ui.game.animation import gained_tile
from steamworks.ui.geometry import text_gain


class SupplyScroll:
    """Where each seat's supply row is scrolled to; see the module docstring."""

    def __init__(self) -> None:
        self.first: dict[int, int] = {}  # per seat: the first tile its supply row shows

    def table_layout(
        self,
        window_size: tuple[int, int],
        ui_scale: float,
        state: GameState,
        focus: int,
        guided: bool = False,
    ) -> L.TableLayout:
        """The table's layout, with the focus player's supply row where it was scrolled."""
        first = self.first.get(focus, 0)
        layout = L.table_layout(window_size, ui_scale, state, focus, first, guided)
        if layout.persona is not None:
            self.first[focus] = layout.persona.supply_first  # as clamped to the tiles there are
        return layout

    def reveal_gained(
        self, before: GameState, state: GameState, window_size: tuple[int, int], ui_scale: float
    ) -> None:
        """Scroll each row that just gained a tile so that the tile is in view (moving the row
        as little as possible)."""
        for seat, player in enumerate(state.players):
            gained = gained_tile(before, state, seat) if player.persona else None
            if gained is None:
                continue
            reg = L.regions(window_size, ui_scale)
            row = L.persona_layout(
                reg.persona,
                len(player.spaces),
                len(player.supply),
                reg.scale,
                self.first.get(seat, 0),
                text_gain(ui_scale),
            )
            self.first[seat] = row.first_showing(gained[1])

    def moved(self, persona: L.PersonaLayout | None, seat: int, step: int) -> bool:
        """Move `seat`'s row (shown as `persona`) `step` tiles on (back when negative), when
        it scrolls; True when it moved."""
        if persona is None or not persona.supply_scrolls:
            return False
        first = max(0, min(persona.supply_max_first, persona.supply_first + step))
        if first == persona.supply_first:
            return False
        self.first[seat] = first
        return True


def scroll_step(event: pygame.event.Event, persona, mouse) -> int | None:
    """What an event over the row does: None when it is not the row's (the event goes on);
    otherwise the step to scroll, 0 for none (a faded arrow, or a wheel that did not turn)."""
    if persona is None or not persona.supply_scrolls:
        return None
    if event.type == pygame.MOUSEWHEEL and persona.supply_row.contains(mouse):
        # the wheel rolled towards you, or pushed right, moves on to the later tiles
        steps = getattr(event, "x", 0) - getattr(event, "y", 0)
        if getattr(event, "flipped", False):
            steps = -steps
        return (1 if steps > 0 else -1) if steps else 0
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        for rect, step in ((persona.supply_prev, -1), (persona.supply_next, 1)):
            if rect is not None and rect.contains(event.pos):
                return step
    return None


def draw_arrow_hover(surface: pygame.Surface, persona, hover_key, scale: float) -> None:
    """The row's arrow under the mouse lit, unless it is faded (the row's end)."""
    if (
        persona is None
        or hover_key is None
        or not isinstance(hover_key, K.SupplyScroll)
        or persona.supply_prev is None
    ):
        return
    step = hover_key.step
    enabled = (
        persona.supply_first > 0 if step < 0 else persona.supply_first < persona.supply_max_first
    )
    if enabled:
        arrow = persona.supply_prev if step < 0 else persona.supply_next
        V.scroll_arrow(surface, arrow, step, True, True, scale)
