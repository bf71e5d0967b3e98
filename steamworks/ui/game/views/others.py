"""The other players: one summary row each, with their money, prestige, workers and, beside
the last home, the Automaton."""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import pygame

from steamworks.language import money, ntr, tr
from steamworks.rules.data import load
from steamworks.rules.state import AUTO_READY, GameState
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import looks
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.overflow import report_overflow
from steamworks.ui.style import tile_image

from .. import target_keys as K
from ..layout import TableLayout
from .context import ViewContext, pg_rect
from .pictures import blit_centered, icon, mark
from .text import PANEL_INK, fitting_size, put_fitted, put_text


def draw_others(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    s = ctx.scale
    if not layout.others:
        return
    for row in layout.others:
        seat = row.seat
        style = ctx.styles[seat]
        rect = pg_rect(row.rect)
        drawing.parchment_card(surface, rect, s, frame=False)
        drawing.seat_stripe(surface, rect, style.colour, 6, s)
        if seat == ctx.acting:
            pygame.draw.rect(
                surface, style.colour, rect, max(2, round(2.5 * s)), border_radius=round(6 * s)
            )
        p = state.players[seat]
        x0 = rect.x + 14 * s
        text_right = (row.spaces[0].x if row.spaces else rect.right) - 8 * s
        # the player's name may take the whole line when the persona's words go under it
        name_room = (text_right - x0) * (0.55 if ctx.text_gain <= 1.0 else 1.0) - 20 * s
        line1 = rect.y + _top_margin(ctx, rect, state, seat, x0, name_room, text_right)
        mark(surface, style, (x0 + 7 * s, line1 + 9 * s), 7 * s)
        name_rect = put_fitted(
            surface, "ui_bold", 15 * s, ctx.names[seat], name_room, PANEL_INK, (x0 + 20 * s, line1)
        )
        line_bottom = name_rect.bottom  # the lowest text drawn so far
        under = False  # the persona's words on a line of their own
        if p.persona:
            words = _persona_words(state, seat)
            room = text_right - name_rect.right - 8 * s
            at = (name_rect.right + 6 * s, line1 + 1 * s)
            too_wide = TF.text_width("serif_italic", round(12 * s), words) > room
            # larger text: under the name where the row has room for it, else beside it in a
            # type as far back as the 110% size's when that fits there
            larger = ctx.text_gain > 1.0
            squeezed = TF.text_width("serif_italic", round(12 * s / ctx.text_gain), words) <= room
            under = too_wide and (
                _room_under_name(rect, name_rect.bottom, s) or (larger and not squeezed)
            )
            if under:
                # larger text, or a long name in a longer language: the persona's words on a
                # line of their own under the name
                room = text_right - x0 - 20 * s
                at = (x0 + 20 * s, name_rect.bottom - 1 * s)
            # a long name (a longer language's) takes a smaller type before it is cut
            drawn = put_fitted(
                surface, "serif_italic", 14 * s, words, room, P.INK_SOFT, at, smallest=12 * s
            )
            line_bottom = max(line_bottom, drawn.bottom)
        else:
            put_text(
                surface,
                "serif_italic",
                14 * s,
                tr("choosing a persona…"),
                P.INK_SOFT,
                (name_rect.right + 6 * s, line1 + 1 * s),
            )
            continue
        y2 = line1 + 22 * s + min(12 * s, max(0, rect.h - 60 * s) * 0.3)
        if ctx.text_gain > 1.0 or under:  # the counts under the lowest line of words
            y2 = max(y2, line_bottom)
        size = 17 * s
        x = x0
        spacing = _counts_spacing(ctx)
        counts = (
            ("money", money(p.money)),
            ("prestige", str(p.prestige)),
            ("clock", str(p.clocks)),
            ("C", str(p.sources[0])),
            ("S", str(p.sources[1])),
            ("E", str(p.sources[2])),
        )
        # the counts end at the supply's tiles where the row shows them (the foot of their
        # line's box, under the figures, may reach over the tiles' rim)
        tiles = row.supply or ((row.supply_more,) if row.supply_more is not None else ())
        counts_bottom = min([rect.bottom] + [pg_rect(t).y + 6 * s for t in tiles])
        number_px = _counts_type(ctx, [v for _, v in counts], text_right - x0, counts_bottom - y2)
        number_h = max(size, TF.line_height("numbers", number_px))
        for kind, value in counts:
            width = size + 3 * s + TF.text_width("numbers", number_px, value)
            if x > x0 and x + width > text_right:  # larger text: the counts go on a second line
                x = x0
                y2 += number_h + 2 * s
            img = icon(kind, size)
            surface.blit(img, (round(x), round(y2 + (number_h - size) / 2)))
            label = put_text(
                surface,
                "numbers",
                number_px,
                value,
                PANEL_INK,
                (x + size + 3 * s, y2 + number_h / 2 + 1 * s),
                "midleft",
            )
            x = label.right + spacing
        tiles_text = ntr("{count} tile in supply", "{count} tiles in supply", len(p.supply))
        y3 = y2 + number_h + 5 * s
        if y3 - 3 * s > counts_bottom:  # the counts themselves do not fit the row: say so
            report_overflow(
                "other player's counts",
                ctx.names[seat],
                (rect.w, counts_bottom - rect.y),
                (rect.w, y3 - rect.y),
            )
        if row.supply or row.supply_more is not None:
            for i, tile_rect in enumerate(row.supply):
                rr = pg_rect(tile_rect)
                surface.blit(tile_image(p.supply[i], 0, rr.w), rr)
            if row.supply_more is not None:
                rr = pg_rect(row.supply_more)
                drawing.inset_panel(surface, rr, s)
                put_text(
                    surface,
                    "numbers",
                    13 * s,
                    f"+{len(p.supply) - len(row.supply)}",
                    PANEL_INK,
                    rr.center,
                    "center",
                )
        elif y3 + TF.line_height("ui", round(12.5 * s)) <= rect.bottom:  # (never a cut line)
            put_text(surface, "ui", 12.5 * s, tiles_text, P.INK_SOFT, (x0, y3))
        # mini persona spaces and homes
        for i, sr in enumerate(row.spaces):
            rr = pg_rect(sr)
            taken = p.spaces[i]
            pygame.draw.rect(
                surface,
                P.PARCHMENT_SHADE if taken else P.lighter(P.PARCHMENT, 0.3),
                rr,
                border_radius=round(3 * s),
            )
            pygame.draw.rect(surface, P.BRASS_DARK, rr, 1, border_radius=round(3 * s))
            if taken and K.PersonaWorker(seat, i) not in ctx.hidden:
                blit_centered(
                    surface,
                    ctx.mechanic(seat, rr.w * 0.9, automaton=p.automaton_space == i),
                    rr.center,
                )
            else:
                put_text(surface, "numbers", 10 * s, str(i + 1), P.INK_SOFT, rr.center, "center")
        side = load().persona_side(p.persona, p.side)
        wage_room = rect.bottom - row.homes[0].bottom if row.homes else 0
        # a wage's label as wide as a home and most of the gap to the next one (a gap stays)
        wage_w = row.homes[1].x - row.homes[0].x - 4 * s if len(row.homes) > 1 else 30 * s
        wages = _wage_labels(side.wages, side.wage_resource == "electrickal", wage_w, s)
        if wages.unit and row.homes and wage_room >= 11 * s:
            # the sums' words too wide for their homes: the figures alone after a coin
            first = pg_rect(row.homes[0])
            coin = icon("money", TF.line_height("numbers", wages.px) * 0.8)
            figures_y = first.bottom + 1 + TF.line_height("numbers", wages.px) / 2
            surface.blit(coin, coin.get_rect(midright=(first.x - 1 * s, round(figures_y))))
        for k, hr in enumerate(row.homes):
            rr = pg_rect(hr)
            if wage_room >= 11 * s:
                put_fitted(  # (one type for the four, in which none runs into the next)
                    surface,
                    "numbers",
                    wages.px,
                    wages.labels[k],
                    wage_w,
                    # a mechanic not yet hired: its wage faded, but legible in high contrast
                    P.INK_SOFT
                    if k < p.mechanics or looks.high_contrast_active()
                    else P.PARCHMENT_SHADE,
                    (rr.centerx, rr.bottom + 1),
                    "midtop",
                )
            if k >= p.mechanics:
                pygame.draw.circle(surface, P.PARCHMENT_SHADE, rr.center, rr.w // 2, 1)
            elif k >= p.used:
                blit_centered(surface, ctx.mechanic(seat, rr.w * 1.1), rr.center)
            else:
                pygame.draw.circle(surface, P.PARCHMENT_SHADE, rr.center, rr.w // 2)
        if p.automaton == AUTO_READY and row.homes:
            last = pg_rect(row.homes[-1])
            blit_centered(
                surface,
                ctx.mechanic(seat, last.w * 1.1, automaton=True),
                (last.right + last.w, last.centery),
            )


@attrs.frozen
class WageLabels:
    labels: tuple[str, ...]  # under each home
    unit: bool  # True: the labels are bare figures, after one coin drawn before the first
    px: int  # their one type: the largest (up to 9.5 layout pixels) in which each fits


def _wage_labels(wages: Sequence[int], electrickal: bool, width: float, s: float) -> WageLabels:
    """The wages under another player's homes, all in one type: sums of money ("£2"), or bare
    figures after one coin where a sum's words are wider than a home even in the smallest type
    (a longer language at a small size); an Electrickal persona's wages are figures already."""
    floor = max(TF.smallest_px(), round(7 * s / text_gain()))

    def largest_fitting(labels: tuple[str, ...]) -> int | None:
        px = max(
            floor, min(round(fitting_size("numbers", 9.5 * s, x, width, floor)) for x in labels)
        )
        return px if all(TF.text_width("numbers", px, x) <= width for x in labels) else None

    figures = tuple(str(w) for w in wages)
    if not electrickal:
        sums = tuple(money(w) for w in wages)
        px = largest_fitting(sums)
        if px is not None:
            return WageLabels(sums, False, px)
    return WageLabels(figures, not electrickal, largest_fitting(figures) or floor)


def _counts_spacing(ctx: ViewContext) -> float:
    """The room between a row's counts (larger text: closer, to stand on one line)."""
    return 9 * ctx.scale if ctx.text_gain <= 1.0 else 4 * ctx.scale


def _counts_type(ctx: ViewContext, values: list[str], room: float, height: float) -> int:
    """The type of a row's counts (each a 17-pixel icon, 3 pixels, its figure): 13.5 layout
    pixels; at larger text, where they would take a second line the row has no room for, the
    largest type back to the 110% size's at which they stand on one line (they stay on two
    when even that is too wide)."""
    s = ctx.scale
    spacing = _counts_spacing(ctx)
    icon_w = 17 * s + 3 * s

    def line_width(px: int) -> float:  # (a pixel each for the drawing's rounding)
        numbers = sum(TF.text_width("numbers", px, value) + 1 for value in values)
        return len(values) * icon_w + numbers + (len(values) - 1) * spacing

    px = round(13.5 * s)
    two_lines = 2 * max(17 * s, TF.line_height("numbers", px)) + 2 * s
    if ctx.text_gain <= 1.0 or line_width(px) <= room or two_lines + 3 * s <= height:
        return px
    floor = max(TF.smallest_px(), round(13.5 * s / ctx.text_gain))
    while px > floor and line_width(px) > room:
        px -= 1
    return px if line_width(px) <= room else round(13.5 * s)


def _persona_words(state: GameState, seat: int) -> str:
    p = state.players[seat]
    side = load().persona_side(p.persona, p.side)
    # translators: a persona's name and the side played, "Rowena (A)"
    return tr("{persona} ({side})", persona=tr(side.name), side=p.side)


def _top_margin(
    ctx: ViewContext,
    rect: pygame.Rect,
    state: GameState,
    seat: int,
    x0: float,
    name_room: float,
    text_right: float,
) -> float:
    """The room above a row's first line: 5 layout pixels, or none where that lets a row at the
    layout's own size hold the persona's words under the name (a small window at a small size,
    where the smallest type is larger than the row shrank to, in a longer language)."""
    s = ctx.scale
    if ctx.text_gain > 1.0 or not state.players[seat].persona:
        return 5 * s
    name_px = round(fitting_size("ui_bold", 15 * s, ctx.names[seat], name_room, 15 * s))
    name_w = min(name_room, TF.text_width("ui_bold", name_px, ctx.names[seat]))
    room = text_right - (x0 + 20 * s + name_w) - 8 * s
    if TF.text_width("serif_italic", round(12 * s), _persona_words(state, seat)) <= room:
        return 5 * s
    name_h = TF.line_height("ui_bold", name_px)
    tight = not _room_under_name(rect, rect.y + 5 * s + name_h, s)
    return 0.0 if tight and _room_under_name(rect, rect.y + name_h, s) else 5 * s


def _room_under_name(rect: pygame.Rect, name_bottom: float, s: float) -> bool:
    """Whether a row at the layout's own size holds the persona's words on a line under the
    name and the counts under them (the supply's line gives way: it is drawn only where room
    is left)."""
    persona_h = TF.line_height("serif_italic", round(14 * s))
    counts_h = max(17 * s, TF.line_height("numbers", round(13.5 * s)))
    return name_bottom - 1 * s + persona_h + counts_h + 3 * s <= rect.bottom
