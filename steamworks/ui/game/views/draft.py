"""The draft: the cards on offer with their steps in words, and the tiles a reveal turns up."""

from __future__ import annotations

import math

import pygame

from steamworks.language import money, tr
from steamworks.rules import frames as F
from steamworks.rules.data import POWER_NAMES, POWER_TYPES, load
from steamworks.rules.preview import step_text
from steamworks.rules.state import GameState
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.geometry import Rect
from steamworks.ui.style import tile_image

from ..layout import TableLayout, draft_layout, draft_rect
from ..targets import revealed_card, revealed_rects
from .context import ViewContext, pg_rect
from .text import PANEL_INK, draw_block, fit_text, put_text


def draw_draft(
    surface: pygame.Surface,
    state: GameState,
    layout: TableLayout,
    ctx: ViewContext,
    frame: F.DraftFrame,
) -> None:
    s = ctx.scale
    area = pg_rect(draft_rect(layout.regions))
    drawing.veil(surface, area, (14, 9, 5, 238))
    put_text(
        surface,
        "display",
        30 * s,
        tr("{player}: choose a persona", player=ctx.names[frame.player]),
        P.BRASS_LIGHT,
        (area.centerx, area.y + 12 * s),
        "midtop",
    )
    data = load()
    cards = draft_layout(draft_rect(layout.regions), frame.offered, s)
    roomy = bool(cards) and cards[0].rect.h > 330 * s
    body = (14 if roomy else 12.5) * s
    for card in cards:
        rect = pg_rect(card.rect)
        drawing.parchment_card(surface, rect, s)
        put_text(
            surface,
            "heading",
            20 * s,
            fit_text("heading", 20 * s, tr(data.persona_names[card.persona]), rect.w - 20 * s),
            PANEL_INK,
            (rect.centerx, rect.y + 7 * s),
            "midtop",
        )
        for side_name, half in zip("AB", card.sides):
            hr = pg_rect(half)
            drawing.inset_panel(surface, hr, s, fill=P.lighter(P.PARCHMENT, 0.2))
            side = data.persona_side(card.persona, side_name)
            y = hr.y + 6 * s
            put_text(
                surface,
                "ui_bold",
                body + 1 * s,
                tr("Side {side}", side=side_name),
                P.COPPER_DARK,
                (hr.x + 8 * s, y),
            )
            y += 22 * s
            _draw_side_text(
                surface,
                data,
                side,
                Rect(hr.x + 8 * s, y, hr.w - 16 * s, hr.bottom - 24 * s - y),
                hr,
                body,
                s,
            )
            if ctx.read_only:
                continue
            put_text(
                surface,
                "ui_bold",
                12.5 * s,
                tr("Click to play side {side}", side=side_name),
                P.VERDIGRIS,
                (hr.centerx, hr.bottom - 7 * s),
                "midbottom",
            )


def then_joined(steps: list[str]) -> str:
    """Steps one after the other: "take a tile, then build a device"."""
    text = steps[0] if steps else ""
    for step in steps[1:]:
        # translators: {steps} is what comes first, {step} what comes next
        text = tr("{steps}, then {step}", steps=text, step=step)
    return text


def _draw_side_text(
    surface: pygame.Surface, data, side, box: Rect, half: pygame.Rect, body: float, s: float
) -> None:
    """A persona side's text in the draft: what it starts with (beside its tile's picture),
    its wages and every one of its spaces, all inside `box`, the type as large as lets it all
    fit (down to the smallest legible size; past that it is cut and reported)."""
    start = [money(side.money)] + [
        # translators: a count of basic sources of one kind, "2 clockwork"
        tr("{count} {power}", count=n, power=tr(POWER_NAMES[t]))
        for n, t in zip(side.sources, POWER_TYPES)
        if n
    ]
    if side.tile:
        start.append(tr(data.tiles[side.tile].name))
    # translators: {things} lists what a persona side starts with, "£5, 1 steam, Ticker"
    starts = tr("Starts with {things}", things=", ".join(start))
    wages = " ".join(f"{w}" for w in side.wages)
    note = (
        # translators: {wages} is the wages of the mechanics one after the other, "0 1 1 2"
        tr("Wages in electrickal sources: {wages}", wages=wages)
        if side.wage_resource == "electrickal"
        # translators: {wages} is the wages in pounds of the mechanics one after the other, "0 1 1 2"
        else tr("Wages £{wages}", wages=wages)
    )
    if side.butler:
        # translators: {wages} is the line "Wages £0 1 1 2"
        note = tr("{wages}; his Automaton butler works every round", wages=note)
    spaces = [
        # translators: {number} is a persona space's number, {steps} what it does
        tr("{number}. {steps}", number=i + 1, steps=then_joined([step_text(st) for st in steps]))
        for i, steps in enumerate(side.spaces)
    ]
    pic = round(min(60 * s, half.w * 0.28)) if side.tile and half.h > 220 * s else 0
    narrow = box.w - (pic + 6 * s if pic else 0)
    where = f"draft {side.persona} side {side.side}"
    px = max(TF.smallest_px(), round(body))
    while True:
        head = TF.fit_block("ui", px, starts, narrow, math.inf, spacing=1.05)
        top = max(head.height + 4 * s, half.y + 12 * s + pic - box.y if pic else 0)
        rest = TF.fit_block(
            "ui", px, [note, *spaces], box.w, math.inf, spacing=1.04, paragraph_gap=0.3
        )
        if top + rest.height <= box.h or px <= TF.smallest_px():
            break
        px -= 1
    if top + rest.height > box.h:  # even the smallest type is too big: cut, and say so
        rest = TF.fit_block(
            "ui",
            px,
            [note, *spaces],
            box.w,
            max(0.0, box.h - top),
            spacing=1.04,
            paragraph_gap=0.3,
            where=where,
        )
    if pic:
        surface.blit(tile_image(side.tile, 0, pic), (half.right - pic - 8 * s, half.y + 8 * s))
    draw_block(surface, "ui", head, PANEL_INK, Rect(box.x, box.y, narrow, head.height))
    draw_block(
        surface,
        "ui",
        rest,
        [P.INK_SOFT] + [PANEL_INK] * len(spaces),
        Rect(box.x, box.y + top, box.w, box.h - top),
    )


def draw_revealed(
    surface: pygame.Surface, layout: TableLayout, ctx: ViewContext, frame: F.RevealFrame
) -> None:
    s = ctx.scale
    card = pg_rect(revealed_card(layout, len(frame.tiles)))
    drawing.parchment_card(surface, card, s)
    put_text(
        surface,
        "heading",
        16 * s,
        tr("Keep one"),
        PANEL_INK,
        (card.centerx, card.y + 8 * s),
        "midtop",
    )
    for tid, rect in zip(frame.tiles, revealed_rects(layout, len(frame.tiles))):
        rr = pg_rect(rect)
        surface.blit(tile_image(tid, 0, rr.w), rr)
