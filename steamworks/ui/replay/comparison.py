"""The move played at a decision and a better one, side by side: two cards along the foot of
the devices' area, "Played" edged in copper and "Better" in verdigris, the colours their places
glow in on the table. The analysis opens the replay viewer this way on a costly decision.
"""

from __future__ import annotations

import pygame

from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.geometry import Rect

from ..game.views import PANEL_INK, draw_block, pg_rect, put_text

CARD_HEIGHT = 54  # design px: two lines of words beside the label (the devices stay in view)
LABEL_WIDTH = 74  # design px: "Played" / "Better" at the card's left
EDGES = {"Played": P.COPPER, "Better": P.VERDIGRIS}


def card_rects(tableau: Rect, scale: float) -> tuple[Rect, Rect]:
    """The two cards' places: side by side along the bottom of the devices' area."""
    s = scale
    inset = 10 * s
    strip = Rect(
        tableau.x + inset,
        tableau.bottom - inset - CARD_HEIGHT * s,
        tableau.w - 2 * inset,
        CARD_HEIGHT * s,
    )
    left, right = strip.split_columns([0, 0], 12 * s)
    return left, right


def draw_comparison(
    surface: pygame.Surface, tableau: Rect, scale: float, cards: list[tuple[str, str]]
) -> None:
    """Draw the cards: `cards` holds ("Played" or "Better", the move in words)."""
    s = scale
    for rect, (label, words) in zip(card_rects(tableau, s), cards):
        box = drawing.parchment_card(surface, pg_rect(rect), s)
        pygame.draw.rect(
            surface, EDGES[label], box, max(2, round(3 * s)), border_radius=round(6 * s)
        )
        pad = 10 * s
        put_text(
            surface, "heading", 17 * s, label, PANEL_INK, (rect.x + pad, rect.centre[1]), "midleft"
        )
        left = rect.x + pad + LABEL_WIDTH * s
        width, room = rect.right - pad - left, rect.h - 12 * s
        block = TF.fit_block(
            "ui", 14 * s, words, width, room, min_px=12 * s, spacing=1.0, where="replay comparison"
        )
        top = rect.centre[1] - block.height / 2  # one line or two, centred beside the label
        draw_block(surface, "ui", block, P.INK_SOFT, Rect(left, top, width, room))
