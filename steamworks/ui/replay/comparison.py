"""The move played at a decision and a better one: two cards stacked in the side column, in the
room between the step's words and the step buttons (the table stays uncovered), "Played" edged
in copper and "Better" in verdigris, the colours their places glow in on the table. The label
leads the words ("Played: Ada places..."): the column is narrow, and at the larger UI scales a
line of its own would leave too little room for the longer moves. The analysis opens the
replay viewer this way on a costly decision.
"""

from __future__ import annotations

import pygame

from steamworks.language import tr
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.geometry import Rect

from ..game.views import PANEL_INK, draw_block, pg_rect
from .captions import BETTER, PLAYED

CARD_HEIGHT = 66  # design px at most: three lines of words
CARD_GAP = 5  # design px between the two cards
PAD = 7  # design px: the words' margin inside a card's edge
WORDS_PX = 14
EDGES = {PLAYED: "COPPER", BETTER: "VERDIGRIS"}  # palette names: the look may change


def card_rects(room: Rect, scale: float) -> tuple[Rect, Rect]:
    """The two cards' places: one above the other at the top of `room`, sharing its height
    (up to `CARD_HEIGHT` each)."""
    s = scale
    gap = CARD_GAP * s
    h = max(0.0, min(CARD_HEIGHT * s, (room.h - gap) / 2))
    return Rect(room.x, room.y, room.w, h), Rect(room.x, room.y + h + gap, room.w, h)


def draw_comparison(
    surface: pygame.Surface, room: Rect, scale: float, cards: list[tuple[str, str]]
) -> None:
    """Draw the cards in `room`: `cards` holds ("Played" or "Better", the move in words)."""
    s = scale
    for rect, (label, words) in zip(card_rects(room, s), cards):
        box = drawing.parchment_card(surface, pg_rect(rect), s)
        pygame.draw.rect(
            surface, getattr(P, EDGES[label]), box, max(2, round(3 * s)), border_radius=round(6 * s)
        )
        pad = PAD * s
        inner = Rect(rect.x + pad, rect.y + 4 * s, rect.w - 2 * pad, rect.h - 8 * s)
        block = TF.fit_block(
            "ui",
            WORDS_PX * s,
            # translators: {label} is "Played" or "Better"; {move} the move in words
            tr("{label}: {move}", label=tr(label), move=words),
            inner.w,
            inner.h,
            min_px=12 * s / text_gain(),  # as far as the 110% size may shrink, never further
            spacing=1.0,
            where="replay comparison",
        )
        top = inner.centre[1] - block.height / 2  # one line or three, centred in the card
        draw_block(surface, "ui", block, PANEL_INK, Rect(inner.x, top, inner.w, inner.h))
