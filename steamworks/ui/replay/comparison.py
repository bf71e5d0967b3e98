"""The move played at a decision and a better one: two cards stacked in the side column, in the
room between the step's words and the step buttons (the table stays uncovered), "Played" edged
in copper and "Better" in verdigris, the colours their places glow in on the table. The label
leads the words ("Played: Ada places..."): the column is narrow, and at the larger UI scales a
line of its own would leave too little room for the longer moves. The analysis opens the
replay viewer this way on a costly decision.
"""

from __future__ import annotations

from collections.abc import Sequence

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


def _words(label: str, words: str) -> str:
    # translators: {label} is "Played" or "Better"; {move} the move in words
    return tr("{label}: {move}", label=tr(label), move=words)


def _inner(rect: Rect, scale: float) -> Rect:
    """The words' box inside a card."""
    pad = PAD * scale
    return Rect(rect.x + pad, rect.y + 4 * scale, rect.w - 2 * pad, rect.h - 8 * scale)


def _least_px(scale: float) -> float:
    """The smallest type a card's words may take: the 110% size's floor, never smaller."""
    return 12 * scale / text_gain()


def _least_height(room: Rect, scale: float, label: str, words: str) -> float:
    """How tall a card must be for its words at the smallest type they may take."""
    width = room.w - 2 * PAD * scale
    # the floor fit_block keeps to: never below the smallest legible type either
    least = max(min(round(WORDS_PX * scale), TF.smallest_px()), round(_least_px(scale)))
    block = TF.fit_block("ui", least, _words(label, words), width, float("inf"))
    return block.height + 8 * scale


def least_room(room: Rect, scale: float, cards: Sequence[tuple[str, str]]) -> float:
    """How tall a room `cards` need, at the smallest type their words may take, with the gap
    between them."""
    needs = [_least_height(room, scale, label, words) for label, words in cards]
    return sum(needs) + CARD_GAP * scale * max(0, len(needs) - 1)


def card_rects(
    room: Rect, scale: float, cards: Sequence[tuple[str, str]] = ()
) -> tuple[Rect, Rect]:
    """The two cards' places: one above the other at the top of `room`, sharing its height
    (up to `CARD_HEIGHT` each). When one card's words need more than its half even at the
    smallest type (a long move at large text), the cards share the room by what they need
    instead, so the shorter move gives the longer one its spare lines."""
    s = scale
    gap = CARD_GAP * s
    usable = max(0.0, room.h - gap)
    h = min(CARD_HEIGHT * s, usable / 2)
    heights = [h, h]
    if len(cards) == 1:  # one card alone may take the whole room
        heights[0] = min(usable + gap, max(h, _least_height(room, s, *cards[0])))
    elif len(cards) == 2:
        needs = [_least_height(room, s, label, words) for label, words in cards]
        if max(needs) > h and sum(needs) <= usable + 0.5:
            spare = usable - sum(needs)
            heights = [min(max(CARD_HEIGHT * s, need), need + spare / 2) for need in needs]
            # what one card could not use, the other may
            left = usable - sum(heights)
            heights = [
                min(max(CARD_HEIGHT * s, need), height + left) if height == max(heights) else height
                for height, need in zip(heights, needs)
            ]
    first, second = heights
    return Rect(room.x, room.y, room.w, first), Rect(room.x, room.y + first + gap, room.w, second)


def draw_comparison(
    surface: pygame.Surface, room: Rect, scale: float, cards: list[tuple[str, str]]
) -> None:
    """Draw the cards in `room`: `cards` holds ("Played" or "Better", the move in words)."""
    s = scale
    for rect, (label, words) in zip(card_rects(room, s, cards), cards):
        box = drawing.parchment_card(surface, pg_rect(rect), s)
        pygame.draw.rect(
            surface, getattr(P, EDGES[label]), box, max(2, round(3 * s)), border_radius=round(6 * s)
        )
        inner = _inner(rect, s)
        block = TF.fit_block(
            "ui",
            WORDS_PX * s,
            _words(label, words),
            inner.w,
            inner.h,
            min_px=_least_px(s),  # as far as the 110% size may shrink, never further
            spacing=1.0,
            where="replay comparison",
        )
        top = inner.centre[1] - block.height / 2  # one line or three, centred in the card
        draw_block(surface, "ui", block, PANEL_INK, Rect(inner.x, top, inner.w, inner.h))
