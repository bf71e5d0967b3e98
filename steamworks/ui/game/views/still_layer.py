"""The still layer: everything on the table that only changes when the state (or the layout)
does, drawn once per state into a cached surface by the Game scene."""

from __future__ import annotations

import pygame

from steamworks.rules import frames as F
from steamworks.rules.state import GameState
from steamworks.ui import draw as drawing

from ..layout import TableLayout
from .board import draw_board
from .context import ViewContext
from .draft import draw_draft, draw_revealed
from .others import draw_others
from .persona import draw_persona
from .side import draw_side
from .tableau import draw_tableau


def draw_static(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    """Everything that only changes when the state (or the layout) does."""
    surface.blit(drawing.walnut_background(surface.get_size()), (0, 0))
    draw_board(surface, state, layout, ctx)
    draw_tableau(surface, state, layout, ctx)
    draw_persona(surface, state, layout, ctx)
    draw_others(surface, state, layout, ctx)
    draw_side(surface, state, layout, ctx)
    frame = state.pending[-1] if state.pending else None
    if isinstance(frame, F.DraftFrame):
        draw_draft(surface, state, layout, ctx, frame)
    if isinstance(frame, F.RevealFrame):
        draw_revealed(surface, layout, ctx, frame)
