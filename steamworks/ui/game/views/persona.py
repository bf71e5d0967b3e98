"""The board of the player the table is turned to: their persona, money, prestige, resources,
workers and the Automaton standing ready (as the Automaton, never a mechanic)."""

from __future__ import annotations

import pygame

from steamworks.language import money, ntr, ptr, tr
from steamworks.rules.data import load
from steamworks.rules.preview import persona_space_text
from steamworks.rules.state import AUTO_READY, GameState
from steamworks.rules.words import ROMAN
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.geometry import Rect
from steamworks.ui.style import tile_image

from .. import target_keys as K
from ..layout import TableLayout
from .context import ViewContext, pg_rect
from .pictures import badge, blit_centered, icon, mark
from .text import PANEL_INK, draw_block, put_fitted, put_text


def draw_persona(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    s = ctx.scale
    seat = layout.focus
    rect = pg_rect(layout.regions.persona)
    drawing.parchment_card(surface, rect, s)
    style = ctx.styles[seat]
    drawing.seat_stripe(surface, rect, style.colour, 7, s)
    p = state.players[seat]
    pl = layout.persona
    if pl is None:
        put_text(
            surface,
            "heading",
            22 * s,
            ctx.names[seat],
            PANEL_INK,
            (rect.x + 24 * s, rect.y + 14 * s),
        )
        put_text(
            surface,
            "serif_italic",
            18 * s,
            tr("is choosing a persona…"),
            P.INK_SOFT,
            (rect.x + 24 * s, rect.y + 48 * s),
        )
        return
    side = load().persona_side(p.persona, p.side)
    header = pg_rect(pl.header)
    mark(surface, style, (header.x + 12 * s, header.centery), 10 * s)
    name_rect = put_text(
        surface,
        "heading",
        22 * s,
        ctx.names[seat],
        PANEL_INK,
        (header.x + 30 * s, header.centery),
        "midleft",
    )
    # translators: {persona} is a persona's name, {side} A or B
    sub = tr("{persona} · side {side}", persona=tr(side.name), side=p.side)
    if side.butler:
        # translators: {persona} is "Augustus · side B", whose Automaton is a butler
        sub = tr("{persona} · butler", persona=sub)
    if pl.subtitle is not None:  # larger text: the side on a line of its own
        line = pg_rect(pl.subtitle)
        put_fitted(  # (a long persona's name: a smaller type before a cut)
            surface,
            "serif_italic",
            17 * s,
            sub,
            line.w,
            P.INK_SOFT,
            (line.x, line.centery),
            "midleft",
            smallest=13 * s,
        )
    else:
        width = pl.resources[0].x - name_rect.right - 24 * s
        # a long persona's name in a longer language: a smaller type before a cut
        put_fitted(
            surface,
            "serif_italic",
            17 * s,
            sub,
            width,
            P.INK_SOFT,
            (name_rect.right + 12 * s, header.centery + 1 * s),
            "midleft",
            smallest=13 * s,
        )
    values = (money(p.money), str(p.prestige), str(p.clocks))
    kinds = ("money", "prestige", "clock")
    for rect_r, value, kind in zip(pl.resources, values, kinds):
        rr = pg_rect(rect_r)
        drawing.inset_panel(surface, rr, s, fill=P.lighter(P.PARCHMENT, 0.35))
        img = icon(kind, rr.h * 0.74)
        blit_centered(surface, img, (rr.x + rr.h * 0.55, rr.centery))
        put_fitted(  # (a longer sum at larger text: a smaller type before a cut)
            surface,
            "numbers",
            18 * s,
            value,
            rr.right - (rr.x + rr.h * 1.1) - 3 * s,
            PANEL_INK,
            (rr.x + rr.h * 1.1, rr.centery + 1 * s),
            "midleft",
            smallest=12 * s,
        )
    # persona spaces
    for i, sr in enumerate(pl.spaces):
        r = pg_rect(sr)
        taken = p.spaces[i]
        fill = P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.75 if taken else 0.35)
        drawing.inset_panel(surface, r, s, fill=fill)
        badge(surface, (r.x + 13 * s, r.y + 13 * s), 10 * s, str(i + 1), P.BRASS_DARK, P.PARCHMENT)
        text = persona_space_text(p.persona, p.side, i)
        # the spaces in two rows (larger text): the words beside the badge
        wide = len({space.y for space in pl.spaces}) > 1
        if wide:
            body = Rect(r.x + 28 * s, r.y + 5 * s, r.w - 34 * s, r.h - 8 * s)
        else:
            body = Rect(r.x + 8 * s, r.y + 28 * s, r.w - 16 * s, r.h - 32 * s)
        # long spaces (Alice B, Lucius B) get smaller type rather than an ellipsis
        block = TF.fit_block(
            "ui",
            13.5 * s,
            text,
            max(10, body.w),
            body.h,
            min_px=10.5 * s / ctx.text_gain,  # (larger text: as far back as the 110% size)
            spacing=1.08,
            where=f"persona space {i + 1}",
        )
        draw_block(surface, "ui", block, PANEL_INK if not taken else P.INK_SOFT, body)
        if taken and K.PersonaWorker(seat, i) not in ctx.hidden:
            token = ctx.mechanic(seat, (24 if wide else 30) * s, automaton=p.automaton_space == i)
            # beside the words the token stands under the badge, else in the top right corner
            where = (r.x + 13 * s, r.bottom - 14 * s) if wide else (r.right - 18 * s, r.y + 18 * s)
            blit_centered(surface, token, where)
    # workers: four homes with their wages, and the Automaton's spot
    wb = pg_rect(pl.workers_box)
    drawing.inset_panel(surface, wb, s, fill=P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.5))
    put_fitted(  # (a longer language's heading: a smaller type before a cut)
        surface,
        "ui_bold",
        12 * s,
        tr("Mechanics and wages"),
        wb.w - 14 * s,
        P.INK_SOFT,
        (wb.x + 8 * s, wb.y + 4 * s),
        smallest=10 * s,
    )
    electrickal = side.wage_resource == "electrickal"
    for k, home in enumerate(pl.homes):
        hr = pg_rect(home)
        centre = hr.center
        pygame.draw.circle(surface, P.PARCHMENT_SHADE, centre, hr.w // 2)
        pygame.draw.circle(surface, P.BRASS_DARK, centre, hr.w // 2, max(1, round(1.5 * s)))
        if k >= p.mechanics:
            put_text(surface, "display", 14 * s, ROMAN[k], P.INK_SOFT, centre, "center")
        elif k >= p.used and K.HomeWorker(seat, k) not in ctx.hidden:
            blit_centered(surface, ctx.mechanic(seat, hr.w * 0.92), centre)
        wage_rect = pg_rect(pl.wages[k])
        colour = PANEL_INK if k < p.mechanics else P.INK_SOFT
        if electrickal:
            img = icon("E", wage_rect.h * 0.9)
            label = put_text(
                surface,
                "numbers",
                14 * s,
                str(side.wages[k]),
                colour,
                (wage_rect.centerx + img.get_width() / 2, wage_rect.centery),
                "center",
            )
            surface.blit(img, img.get_rect(midright=(label.left - 1, wage_rect.centery)))
        else:
            put_fitted(  # (larger text: a smaller type before a wage runs into the next one)
                surface,
                "numbers",
                14 * s,
                money(side.wages[k]),
                wage_rect.w + 5 * s,
                colour,
                wage_rect.center,
                "center",
                smallest=10 * s,
            )
    ar = pg_rect(pl.automaton)
    pygame.draw.rect(surface, P.PARCHMENT_SHADE, ar, border_radius=round(6 * s))
    pygame.draw.rect(surface, P.BRASS_DARK, ar, max(1, round(1.5 * s)), border_radius=round(6 * s))
    if p.automaton == AUTO_READY and K.AutomatonHome(seat) not in ctx.hidden:
        blit_centered(surface, ctx.mechanic(seat, ar.w * 0.9, automaton=True), ar.center)
    else:
        put_fitted(  # (a longer language's word: smaller type inside the place)
            surface,
            "ui",
            10.5 * s,
            ptr("the Automaton's place", "auto"),
            # inside the place, or a little over its border where the panel has the room
            max(
                ar.w - 4 * s,
                min(ar.w + 10 * s, 2 * (pg_rect(pl.workers_box).right - ar.centerx) - 6 * s),
            ),
            P.INK_SOFT,
            ar.center,
            "center",
            smallest=8 * s,
        )
    put_fitted(
        surface,
        "ui",
        11.5 * s,
        ptr("the Automaton's wage", "free"),
        ar.w + 6 * s,
        P.INK_SOFT,
        (ar.centerx, pg_rect(pl.wages[0]).centery),
        "center",
        smallest=8 * s,
    )
    # supply: tiles and basic sources
    row = pg_rect(pl.supply_row)
    if pl.supply_scrolls:  # the row scrolls: say how many there are in all
        put_text(
            surface,
            "ui_bold",
            13 * s,
            tr("Supply"),
            P.INK_SOFT,
            (row.x, row.centery - 7 * s),
            "midleft",
        )
        put_text(
            surface,
            "ui",
            11.5 * s,
            ntr("{count} tile", "{count} tiles", len(p.supply)),
            P.INK_SOFT,
            (row.x, row.centery + 9 * s),
            "midleft",
        )
    else:
        put_text(
            surface, "ui_bold", 13 * s, tr("Supply"), P.INK_SOFT, (row.x, row.centery), "midleft"
        )
    if not p.supply:
        put_text(
            surface,
            "serif_italic",
            15 * s,
            tr("no tiles yet"),
            P.INK_SOFT,
            (row.x + 70 * s, row.centery),
            "midleft",
        )
    for k, tile_rect in enumerate(pl.supply):
        i = pl.supply_first + k
        if K.SupplyTile(seat, i) in ctx.hidden or i >= len(p.supply):
            continue
        rr = pg_rect(tile_rect)
        surface.blit(tile_image(p.supply[i], 0, rr.w), rr)
    if pl.supply_prev is not None and pl.supply_next is not None:
        scroll_arrow(surface, pl.supply_prev, -1, pl.supply_first > 0, False, s)
        scroll_arrow(surface, pl.supply_next, 1, pl.supply_first < pl.supply_max_first, False, s)
    for t, sr in zip("CSE", pl.sources):
        rr = pg_rect(sr)
        blit_centered(surface, icon(t, rr.w), rr.center)
        count = p.sources["CSE".index(t)]
        put_text(
            surface,
            "numbers",
            17 * s,
            f"×{count}",
            PANEL_INK if count else P.INK_SOFT,
            (rr.right + 4 * s, rr.centery + 1 * s),
            "midleft",
        )


def scroll_arrow(
    surface: pygame.Surface, rect: Rect, direction: int, enabled: bool, hovered: bool, scale: float
) -> None:
    """A slim brass key with a chevron pointing left (-1) or right (1): a scrolling row's arrow;
    faded when the row cannot move that way."""
    s = scale
    r = pg_rect(rect)
    radius = max(2, round(4 * s))
    if enabled:
        top, bottom = (
            (P.lighter(P.BRASS_LIGHT, 0.3), P.BRASS_LIGHT) if hovered else (P.BRASS_LIGHT, P.BRASS)
        )
        surface.blit(drawing.rounded_gradient(r.size, top, bottom, radius), r)
        pygame.draw.rect(surface, P.BRASS_DARK, r, 1, border_radius=radius)
        ink = P.INK
    else:
        pygame.draw.rect(
            surface, P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.6), r, border_radius=radius
        )
        pygame.draw.rect(
            surface, P.mix(P.PARCHMENT_SHADE, P.INK_SOFT, 0.25), r, 1, border_radius=radius
        )
        ink = P.mix(P.PARCHMENT_SHADE, P.INK_SOFT, 0.35)
    half = min(r.w * 0.26, r.h * 0.2)
    cx, cy = r.centerx, r.centery
    tip = cx + direction * half
    back = cx - direction * half
    pygame.draw.polygon(surface, ink, [(tip, cy), (back, cy - half * 1.6), (back, cy + half * 1.6)])
