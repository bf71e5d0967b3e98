"""The tile glossary laid out on the Rules page: a band for each age, then each tile's name,
age, kind, prestige, effect and connectors, with its pictures two to a row beside the words
(and in full rows under them when there are more than fit beside them).
"""

from __future__ import annotations

from typing import Protocol

import pygame

from steamworks.language import mark, number, tr
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.rules import text as rules_text
from steamworks.ui.rules.pieces import Box, Piece, TilePicture
from steamworks.ui.style import font


class PageLayout(Protocol):
    """What the glossary uses of the page it is laid on (page_layout.PageLayout, which calls
    lay_glossary with itself for its glossary block)."""

    width: int
    scale: float

    @property
    def y(self) -> float: ...

    def px(self, v: float) -> int: ...

    def add(self, piece: Piece, gap_after: float) -> None: ...


# the band over each stack's tiles (others are headed by their age's name)
AGE_BANDS = {
    "basic": mark("Basic sources"),
    "age1": mark("Age I tiles"),
    "age2": mark("Age II tiles"),
    "age3": mark("Age III tiles"),
}


def lay_glossary(page: PageLayout) -> None:
    """Add the glossary's introduction, age bands and tile entries to `page`."""
    intro = Piece(page.y, 0)
    intro.h = intro.add_lines(
        tr(
            "Every tile in the game, as it appears on the table. Connectors are named for a tile "
            "standing upright; choices by power type read clockwork / steam / electrickal."
        ),
        font("serif_italic", 21, page.scale),
        page.width,
        P.INK_SOFT,
        0,
        y=0,
    )
    page.add(intro, page.px(18))
    last_age = None
    for entry in rules_text.glossary_entries():
        if entry.age != last_age:
            last_age = entry.age
            page.add(_age_band(page, entry), page.px(14))
        page.add(_entry(page, entry), page.px(26))


def _age_band(page: PageLayout, entry: rules_text.GlossaryEntry) -> Piece:
    # as tall as its heading's line (a large text size), the design's 34 pixels at least
    band_h = page.px(34)
    if text_gain() > 1.0:
        band_h = max(band_h, font("heading", 24, page.scale).get_linesize() + page.px(4))
    band = Piece(page.y, band_h + page.px(6))
    band.shapes.append(
        Box(
            P.mix(P.BRASS, P.PARCHMENT, 0.55),
            pygame.Rect(0, 0, page.width, band_h),
            radius=page.px(4),
        )
    )
    band.blits.append(
        (
            font("heading", 24, page.scale).render(
                tr(AGE_BANDS[entry.stack]) if entry.stack in AGE_BANDS else entry.age,
                True,
                P.INK,
            ),
            (page.px(12), page.px(2)),
        )
    )
    return band


def _entry(page: PageLayout, entry: rules_text.GlossaryEntry) -> Piece:
    scale = page.scale
    tile = page.px(100)
    tile_gap = page.px(12)
    caption_h = page.px(22)
    cell_h = tile + caption_h + tile_gap
    per_row = 2  # beside the text; pictures that do not fit there continue below it
    tiles_w = per_row * tile + (per_row - 1) * tile_gap
    text_x = tiles_w + page.px(28)
    text_w = page.width - text_x
    name_f = font("heading", 28, scale)
    meta_f = font("ui_medium", 17, scale)
    conn_f = font("ui", 17, scale)
    eff_f = font("serif", 22, scale)
    cap_f = font("ui", 15, scale)
    piece = Piece(page.y, 0)
    # the text, right of the picture column
    y = 0.0
    if name_f.size(entry.name)[0] <= text_w:
        piece.blits.append((name_f.render(entry.name, True, P.INK), (text_x, 0)))
        y += name_f.get_linesize()
    else:  # a large text size: on the lines it needs
        y = piece.add_lines(entry.name, name_f, text_w, P.INK, text_x, y=y, spacing=1.0)
    # translators: a tile's age ("Age II"), its kind ("component") and its prestige
    meta = tr(
        "{age} · {kind} · {prestige} prestige in a device",
        age=entry.age,
        kind=entry.kind,
        prestige=number(entry.prestige),
    )
    if meta_f.size(meta)[0] <= text_w:
        piece.blits.append((meta_f.render(meta, True, P.COPPER_DARK), (text_x, round(y))))
        y += meta_f.get_linesize()
    else:  # a large text size: on the lines it needs
        y = piece.add_lines(meta, meta_f, text_w, P.COPPER_DARK, text_x, y=y, spacing=1.0)
    y += page.px(6)
    y = piece.add_lines(entry.effect, eff_f, text_w, P.INK, text_x, y=y)
    y += page.px(4)
    y = piece.add_lines(
        tr("Connectors: {connectors}", connectors=entry.connectors),
        conn_f,
        text_w,
        P.INK_SOFT,
        text_x,
        y=y,
        spacing=1.1,
    )
    if entry.also:
        y = piece.add_lines(entry.also, conn_f, text_w, P.INK_SOFT, text_x, y=y, spacing=1.1)
    text_h = y
    # the pictures: two to a row beside the text, then full rows under it
    px_, py_, row_width, bottom = 0, 0, tiles_w, 0
    for tile_id, caption in entry.pictures:
        if px_ + tile > row_width:
            px_, py_ = 0, py_ + cell_h
            if py_ >= text_h and row_width == tiles_w:
                row_width = page.width  # below the text the whole width is free
        rect = pygame.Rect(px_, py_, tile, tile)
        piece.shapes.append(TilePicture(tile_id, rect))
        if caption:
            img = cap_f.render(caption, True, P.INK_SOFT)
            if img.get_width() > tile + tile_gap - page.px(4):  # keep neighbours' captions apart
                img = font("ui", 12, scale).render(caption, True, P.INK_SOFT)
            piece.blits.append(
                (img, (rect.centerx - img.get_width() // 2, rect.bottom + page.px(2)))
            )
        bottom = rect.bottom + (caption_h if caption else page.px(4))
        px_ += tile + tile_gap
    piece.h = max(bottom, text_h)
    piece.shapes.append(  # a hairline under the entry
        Box(
            P.mix(P.PARCHMENT_SHADE, P.BRASS_DARK, 0.2),
            pygame.Rect(0, round(piece.h) + page.px(12), page.width, 1),
        )
    )
    return piece
