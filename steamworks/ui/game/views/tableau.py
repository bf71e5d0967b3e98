"""The tableau: every player's devices with their tiles, workers and Automatons, and where the
last move happened on them."""

from __future__ import annotations

import pygame

from steamworks.language import ntr, tr
from steamworks.rules.data import load
from steamworks.rules.state import GameState
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.art.tile_art import draw_player_mark
from steamworks.ui.geometry import Rect
from steamworks.ui.style import tile_image

from .. import target_keys as K
from ..layout import TableLayout
from ..tableau_layout import mechanic_spot
from .context import ViewContext, pg_rect
from .pictures import blit_centered, mark, player_plate, tag
from .text import put_fitted, put_paragraph, put_text, text_image


def start_tag_px(box_h: float, s: float) -> int:
    """The size of the "START PLAYER" tag's words in a tag `box_h` high: its own, or with
    larger text a smaller one (as far as the 110% size's) whose letters stay inside the tag
    (they crossed its border at 200%)."""
    px = TF.legible_px(10.5 * s)
    least = TF.legible_px(10.5 * s / text_gain())
    while px > least and TF.line_height("ui_bold", px) > box_h + 2:
        px -= 1
    return px


def draw_tableau(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    s = ctx.scale
    tiles = load().tiles
    for area in layout.tableau.areas:
        seat = area.seat
        style = ctx.styles[seat]
        rect = pg_rect(area.rect)
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(
            panel, (*P.darker(P.WALNUT, 0.35), 170), panel.get_rect(), border_radius=round(8 * s)
        )
        surface.blit(panel, rect.topleft)
        edge = style.colour if seat == ctx.acting else P.mix(style.colour, P.WALNUT, 0.45)
        pygame.draw.rect(
            surface,
            edge,
            rect,
            max(1, round((2.5 if seat == ctx.acting else 1.5) * s)),
            border_radius=round(8 * s),
        )
        header = pg_rect(area.header).inflate(-round(4 * s), -round(6 * s))
        header.y += round(2 * s)
        player_plate(surface, header, style, round(5 * s))
        mark(surface, style, (header.x + header.h * 0.6, header.centery), header.h * 0.34)
        count = sum(1 for d in state.devices if d.owner == seat)
        right = ntr("{count} device", "{count} devices", count) if count else ""
        tag_px = start_tag_px(header.h - round(6 * s), s)
        if right and ctx.text_gain > 1.0:
            # larger text: the name before the count of devices (which are drawn just below)
            tag_w = TF.text_width("ui_bold", tag_px, tr("START PLAYER")) + 16 * s
            wanted = TF.text_width("ui_bold", round(14 * s), ctx.names[seat]) + header.h * 1.2
            if seat == state.start_player and state.players[seat].persona:
                wanted += tag_w
            if wanted + TF.text_width("ui", round(12 * s), right) + 13 * s > header.w:
                right = ""
        right_img = (
            put_text(
                surface,
                "ui",
                12 * s,
                right,
                style.ink,
                (header.right - 7 * s, header.centery),
                "midright",
            )
            if right
            else pygame.Rect(header.right, 0, 0, 0)
        )
        limit = right_img.left - 6 * s
        if seat == state.start_player and state.players[seat].persona:
            words = text_image("ui_bold", tag_px, tr("START PLAYER"), P.INK)
            tag_box = pygame.Rect(0, 0, words.get_width() + round(10 * s), header.h - round(6 * s))
            tag_box.midright = (round(limit), header.centery)
            tag(surface, tag_box, words, P.BRASS_LIGHT, P.BRASS_DARK, radius=round(4 * s))
            limit = tag_box.left - 6 * s
        put_fitted(
            surface,
            "ui_bold",
            14 * s,
            ctx.names[seat],
            limit - header.x - header.h * 1.2,
            style.ink,
            (header.x + header.h * 1.2, header.centery),
            "midleft",
        )
        if not area.devices:
            body = pg_rect(area.body)
            faint = P.mix(P.PARCHMENT_SHADE, P.WALNUT, 0.4)
            hint_top, hint_h = body.centery + 16 * s, 60 * s
            hinted = not state.devices and body.w > 200 * s
            if ctx.text_gain > 1.0 and hinted:
                # larger text: the hint (which says as much) in the whole area instead of under
                # "No devices yet"
                hint_top, hint_h = body.y + 4 * s, body.h - 8 * s
            else:
                put_text(
                    surface,
                    "serif_italic",
                    15 * s,
                    tr("No devices yet"),
                    faint,
                    body.center,
                    "center",
                )
            if hinted:
                put_paragraph(
                    surface,
                    "ui",
                    12 * s,
                    tr(
                        "Devices built appear here. Anyone may place a mechanic on "
                        "their sources; the owner earns a clock."
                    ),
                    P.mix(P.PARCHMENT_SHADE, P.WALNUT, 0.55),
                    Rect(body.x + 20 * s, hint_top, body.w - 40 * s, hint_h),
                    align="center",
                )
            continue
        for box in area.devices:
            if K.Device(box.device) in ctx.hidden:
                continue
            device = state.device(box.device)
            size = round(box.tile)
            # the frame follows the device's own shape: each tile's plate, joined to its neighbours
            pad = max(2, round(box.pad))
            border = max(2, round(2 * s))
            plates = [pg_rect(cell).inflate(2 * pad, 2 * pad) for cell in box.cells.values()]
            for plate in plates:
                pygame.draw.rect(
                    surface,
                    (0, 0, 0),
                    plate.move(round(2 * s), round(3 * s)),
                    border_radius=round(5 * s),
                )
            for plate in plates:
                pygame.draw.rect(surface, style.colour, plate, border_radius=round(5 * s))
            for plate in plates:
                pygame.draw.rect(
                    surface,
                    P.mix(style.colour, P.WALNUT, 0.55),
                    plate.inflate(-2 * border, -2 * border),
                    border_radius=round(4 * s),
                )
            for pos, tid, rot in device.layout:
                if K.DeviceTile(box.device, pos) in ctx.hidden:
                    continue
                cell = pg_rect(box.cells[pos])
                surface.blit(tile_image(tid, rot, size), cell)
            # the owner's mark on the first tile's plate, so a device is never mistaken for another's
            first = plates[0]
            draw_player_mark(
                surface, style.mark, (first.x + 5 * s, first.y + 5 * s), 4.2 * s, style.ink
            )
            for pos, slot, who in device.workers:
                if K.DeviceWorker(box.device, pos, slot) in ctx.hidden:
                    continue
                tile = tiles[dict((p, t) for p, t, _r in device.layout)[pos]]
                x, y, r = mechanic_spot(box.cells[pos], tile.spaces, slot)
                automaton = state.players[who].automaton_device_spot == (device.id, pos, slot)
                token = ctx.mechanic(
                    who,
                    max(14, box.tile * (0.42 if tile.spaces <= 1 else 0.34)),
                    automaton=automaton,
                )
                blit_centered(surface, token, (x, y))
    # the last move, marked in copper
    for key in ctx.last_move:
        marked = last_move_rect(state, layout, key)
        if marked is not None:
            pygame.draw.rect(
                surface,
                P.COPPER_LIGHT,
                pg_rect(marked).inflate(round(4 * s), round(4 * s)),
                max(2, round(2.5 * s)),
                border_radius=round(6 * s),
            )


def last_move_rect(state: GameState, layout: TableLayout, key: tuple) -> Rect | None:
    if isinstance(key, K.Device):
        box = layout.tableau.device_box(key.device)
        return box.frame if box else None
    if isinstance(key, K.DeviceTile):
        box = layout.tableau.device_box(key.device)
        return box.cells.get(key.pos) if box else None
    if isinstance(key, K.BeltGap):
        return layout.board.cells[key.belt][key.col]
    if isinstance(key, K.SeatPersonaSpace):
        seat, space = key.seat, key.space
        if (
            seat == layout.focus
            and layout.persona is not None
            and space < len(layout.persona.spaces)
        ):
            return layout.persona.spaces[space]
        row = layout.summary(seat)
        if row is not None and space < len(row.spaces):
            return row.spaces[space]
    return None
