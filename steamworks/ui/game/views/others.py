"""The other players: one summary row each, with their money, prestige, workers and, beside
the last home, the Automaton."""

from __future__ import annotations

import pygame

from steamworks.language import money, ntr, tr
from steamworks.rules.data import load
from steamworks.rules.state import AUTO_READY, GameState
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import looks
from steamworks.ui.art import palette as P
from steamworks.ui.overflow import report_overflow
from steamworks.ui.style import tile_image

from .. import target_keys as K
from ..layout import TableLayout
from .context import ViewContext, pg_rect
from .pictures import blit_centered, icon, mark
from .text import PANEL_INK, put_fitted, put_text


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
        line1 = rect.y + 5 * s
        mark(surface, style, (x0 + 7 * s, line1 + 9 * s), 7 * s)
        text_right = (row.spaces[0].x if row.spaces else rect.right) - 8 * s
        # the player's name may take the whole line when the persona's words go under it
        name_room = (text_right - x0) * (0.55 if ctx.text_gain <= 1.0 else 1.0) - 20 * s
        name_rect = put_fitted(
            surface, "ui_bold", 15 * s, ctx.names[seat], name_room, PANEL_INK, (x0 + 20 * s, line1)
        )
        line_bottom = name_rect.bottom  # the lowest text drawn so far
        under = False  # the persona's words on a line of their own
        if p.persona:
            side = load().persona_side(p.persona, p.side)
            # translators: a persona's name and the side played, "Rowena (A)"
            words = tr("{persona} ({side})", persona=tr(side.name), side=p.side)
            room = text_right - name_rect.right - 8 * s
            at = (name_rect.right + 6 * s, line1 + 1 * s)
            under = TF.text_width("serif_italic", round(12 * s), words) > room and (
                ctx.text_gain > 1.0 or _room_under_name(rect, name_rect.bottom, s)
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
        spacing = 9 * s if ctx.text_gain <= 1.0 else 4 * s  # larger text: closer, on one line
        number_h = max(size, TF.line_height("numbers", round(13.5 * s)))
        for kind, value in (
            ("money", money(p.money)),
            ("prestige", str(p.prestige)),
            ("clock", str(p.clocks)),
            ("C", str(p.sources[0])),
            ("S", str(p.sources[1])),
            ("E", str(p.sources[2])),
        ):
            width = size + 3 * s + TF.text_width("numbers", round(13.5 * s), value)
            if x > x0 and x + width > text_right:  # larger text: the counts go on a second line
                x = x0
                y2 += number_h + 2 * s
            img = icon(kind, size)
            surface.blit(img, (round(x), round(y2 + (number_h - size) / 2)))
            label = put_text(
                surface,
                "numbers",
                13.5 * s,
                value,
                PANEL_INK,
                (x + size + 3 * s, y2 + number_h / 2 + 1 * s),
                "midleft",
            )
            x = label.right + spacing
        tiles_text = ntr("{count} tile in supply", "{count} tiles in supply", len(p.supply))
        y3 = y2 + number_h + 5 * s
        if y3 - 3 * s > rect.bottom:  # the counts themselves do not fit the row: say so
            report_overflow(
                "other player's counts", ctx.names[seat], rect.size, (rect.w, y3 - rect.y)
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
        elif y3 + TF.line_height("ui", round(12.5 * s)) * 0.8 < rect.bottom:
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
        for k, hr in enumerate(row.homes):
            rr = pg_rect(hr)
            if wage_room >= 11 * s:
                put_text(
                    surface,
                    "numbers",
                    9.5 * s,
                    str(side.wages[k])
                    if side.wage_resource == "electrickal"
                    else money(side.wages[k]),
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


def _room_under_name(rect: pygame.Rect, name_bottom: float, s: float) -> bool:
    """Whether a row at the layout's own size holds the persona's words on a line under the
    name and the counts under them (the supply's line gives way: it is drawn only where room
    is left)."""
    persona_h = TF.line_height("serif_italic", round(14 * s))
    counts_h = max(17 * s, TF.line_height("numbers", round(13.5 * s)))
    return name_bottom - 1 * s + persona_h + counts_h + 3 * s <= rect.bottom
