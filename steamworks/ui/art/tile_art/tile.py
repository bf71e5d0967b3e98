"""A whole tile, face up (`draw_tile`: body, connectors, emblem, name, corner marks) and face
down (`draw_tile_back`), and where its mechanic spaces are."""

from __future__ import annotations

import pygame

from steamworks.language import tr
from steamworks.rules import data as rules_data
from steamworks.rules.data import TileDef

from .. import palette as pal
from ..fonts import exact_font
from .card import draw_frame, rivet, rounded_mask_apply, seal_card
from .connectors import (
    connector_clamp,
    connector_converter,
    draw_connector,
    draw_on_side,
    draw_source_outlets,
)
from .emblems import GLYPH_LIGHT, draw_boiler, draw_medallion
from .labels import (
    EMBLEM_FOR_THREE_LINES,
    PLATE_RECT,
    SHORT_MIN_TILE,
    SMALL_EMBLEM_CY,
    draw_short_label,
    fit_text,
    plan_tile_name,
)
from .pen import Pen, gear_points, new_surface, scale_down, stable_seed, supersample_factor

# Below this size a tile's name cannot be read, so it is left off and the emblem grows.
MIN_SIZE_FOR_NAME = 72


# Tiles
# =============================================================================================
def _layout(size: int, is_source: bool) -> dict[str, float]:
    """Emblem placement in tile units; the name is dropped below MIN_SIZE_FOR_NAME, where
    the emblem and the connectors grow instead so the tile stays recognisable."""
    if size < MIN_SIZE_FOR_NAME:
        # the short name's plate takes the lower part; the emblem sits above it
        return {
            "cx": 50.0,
            "cy": SMALL_EMBLEM_CY,
            "r": 17.0 if is_source else 19.0,
            "name": 0.0,
            "connector_scale": 1.3,
        }
    return {
        "cx": 50.0,
        "cy": 34.0,
        "r": 16.5 if not is_source else 14.5,
        "name": 1.0,
        "connector_scale": 1.05,
    }


def mechanic_space_centres(tile: TileDef, size: int) -> list[tuple[int, int]]:
    """Pixel centres of a source tile's mechanic placement spaces (empty for components),
    so the UI can stand mechanic tokens exactly on the painted spots."""
    if not tile.is_source:
        return []
    lay = _layout(size, True)
    unit = size / 100.0
    offsets = [0.0] if tile.spaces <= 1 else [-lay["r"] * 0.52, lay["r"] * 0.52]
    return [(round((lay["cx"] + dx) * unit), round(lay["cy"] * unit)) for dx in offsets]


def mechanic_space_radius(tile: TileDef, size: int) -> int:
    """Pixel radius of one mechanic space on ``tile`` at ``size``."""
    lay = _layout(size, True)
    r = lay["r"] * (0.62 if tile.spaces <= 1 else 0.44)
    return max(2, round(r * size / 100.0))


def _stack_marker_text(tile: TileDef) -> str:
    return pal.STACK_LABELS.get(tile.stack, "")


def _draw_corner_marks(surface: pygame.Surface, tile: TileDef, size: int) -> None:
    """Prestige badge (top left) and stack mark (top right), at final resolution."""
    unit = size / 100.0
    small = size < MIN_SIZE_FOR_NAME
    if small and tile.vp < 2:
        # Too small to read a digit: only the unusual value (Chrome's 2) is worth a badge.
        return
    r = max(4, round((11.0 if small else 8.2) * unit))
    cx, cy = round(11.5 * unit), round(11.5 * unit)
    if small:
        cx, cy = r + 1, r + 1
    pygame.draw.circle(surface, pal.BRASS_DARK, (cx, cy), r + max(1, round(unit)))
    pygame.draw.circle(surface, pal.PRESTIGE if tile.vp else pal.IRON, (cx, cy), r)
    pygame.draw.circle(surface, pal.BRASS_LIGHT, (cx, cy), r, max(1, round(0.8 * unit)))
    label = exact_font("numbers", max(7, round(r * 1.45))).render(str(tile.vp), True, GLYPH_LIGHT)
    surface.blit(label, label.get_rect(center=(cx, cy + 1)))

    if small:
        return
    mark = _stack_marker_text(tile)
    mx, my = round(88.5 * unit), round(11.5 * unit)
    if tile.stack == "start":
        # A green seal: the start tiles have green backs.
        pygame.draw.circle(surface, pal.START_GREEN, (mx, my), round(r * 0.8))
        pygame.draw.circle(
            surface, pal.BRASS_LIGHT, (mx, my), round(r * 0.8), max(1, round(0.7 * unit))
        )
    elif tile.stack == "persona":
        # A small cameo: the tile came with a persona board.
        pygame.draw.ellipse(
            surface,
            pal.BRASS_DARK,
            pygame.Rect(0, 0, round(r * 1.3), round(r * 1.6)).move(
                mx - round(r * 0.65), my - round(r * 0.8)
            ),
        )
        pygame.draw.ellipse(
            surface,
            pal.PARCHMENT,
            pygame.Rect(0, 0, round(r * 1.0), round(r * 1.3)).move(
                mx - round(r * 0.5), my - round(r * 0.65)
            ),
        )
        pygame.draw.circle(
            surface, pal.INK_SOFT, (mx, my - round(r * 0.2)), max(1, round(r * 0.22))
        )
        pygame.draw.ellipse(
            surface,
            pal.INK_SOFT,
            pygame.Rect(mx - round(r * 0.35), my, round(r * 0.7), max(1, round(r * 0.5))),
        )
    elif mark:
        colour = pal.INK if not tile.is_source else pal.BRASS_LIGHT
        text = exact_font("display", max(7, round(r * 1.35))).render(mark, True, colour)
        surface.blit(text, text.get_rect(center=(mx, my)))


def draw_tile(tile: TileDef, rotation: int = 0, size: int = 96) -> pygame.Surface:
    """Render ``tile`` turned ``rotation`` quarter turns clockwise to a ``size`` x ``size``
    Surface with per-pixel alpha. Components ignore ``rotation`` (they never rotate)."""
    size = max(8, int(size))
    rotation = rotation % 4 if tile.rotatable else 0
    factor = supersample_factor(size)
    big = new_surface(size * factor)
    pen = Pen(big)
    seed = stable_seed(tile.id)
    lay = _layout(size, tile.is_source)

    cscale = lay["connector_scale"]
    name_plan = plan_tile_name(tile, rotation, size) if lay["name"] else None
    if name_plan is not None and len(name_plan.lines) == 3:
        lay["cy"], lay["r"] = EMBLEM_FOR_THREE_LINES
    if tile.is_source:
        draw_frame(pen, pal.IRON_LIGHT, pal.IRON, seed, (20, 16, 12))
        for x, y in ((9.5, 9.5), (90.5, 9.5), (9.5, 90.5), (90.5, 90.5)):
            rivet(pen, x, y, 1.8)
        draw_source_outlets(big, tile.supplies, cscale)
        draw_boiler(pen, tile, lay["cx"], lay["cy"], lay["r"])
        if lay["name"]:
            # Parchment name plate riveted to the iron.
            x, y, w, h = PLATE_RECT
            pen.rect(x, y, w, h, pal.PARCHMENT, pal.BRASS_DARK, 1.0, radius=2.5)
            pen.rect(x + 1.5, y + 1.5, w - 3, h - 3, None, pal.PARCHMENT_SHADE, 0.7, radius=2)
    else:
        draw_frame(pen, pal.lighter(pal.PARCHMENT, 0.25), pal.PARCHMENT_SHADE, seed, pal.INK_SOFT)
        sides = tile.rotated_sides(rotation)
        for side, code in enumerate(sides):
            if code == "-":
                continue
            if tile.kind == rules_data.CONVERTER:
                is_input = side == (tile.input_side + rotation) % 4
                draw_on_side(
                    big, side, lambda p, i=is_input: connector_converter(p, 50.0, cscale, i)
                )
            elif tile.kind == rules_data.ITERATOR:
                draw_on_side(big, side, lambda p: connector_clamp(p, 50.0, cscale))
            else:
                draw_connector(big, code, side, cscale)
        draw_medallion(pen, lay["cx"], lay["cy"], lay["r"], tile.effect, rotation)

    out = scale_down(big, size)
    seal_card(out, round(7 * size / 100), inset=1)
    _draw_corner_marks(out, tile, size)
    if name_plan is not None:
        name_plan.draw(out, size)
    elif tile.short and size >= SHORT_MIN_TILE:
        draw_short_label(out, tile, size)
    return out


# =============================================================================================
# Tile backs
# =============================================================================================
def draw_tile_back(stack: str, size: int = 96) -> pygame.Surface:
    """The face-down side of a tile from ``stack`` (start, age1, age2, age3)."""
    size = max(8, int(size))
    colour = pal.STACK_BACK_COLOURS.get(stack, pal.IRON)
    factor = supersample_factor(size)
    big = new_surface(size * factor)
    pen = Pen(big)
    draw_frame(
        pen,
        pal.lighter(colour, 0.12),
        pal.darker(colour, 0.18),
        stable_seed(stack),
        pal.darker(colour, 0.4),
    )
    is_light = pal.luminance(colour) > 0.4
    engrave = pal.darker(colour, 0.22) if is_light else pal.lighter(colour, 0.14)
    # Engraved diagonal hatching, on its own layer clipped to the inner field.
    inset = pen.n(4.2)
    field_px = big.get_width() - 2 * inset
    hatch = new_surface(field_px)
    hatch_pen = Pen(hatch)
    for k in range(-100, 200, 6):
        hatch_pen.line((k, 0), (k + 100, 100), engrave, 0.6)
    rounded_mask_apply(hatch, pen.n(4))
    big.blit(hatch, (inset, inset))
    pygame.draw.rect(
        big,
        pal.BRASS_DARK,
        pygame.Rect(inset, inset, field_px, field_px),
        pen.n(0.9),
        border_radius=pen.n(4),
    )
    # Central emblem: a brass gear ring carrying the age numeral.
    pen.poly(gear_points(50, 50, 31, 26.5, 16, 0), pal.BRASS, pal.BRASS_DARK, 1.2)
    pen.circle(
        50,
        50,
        23,
        pal.darker(colour, 0.1) if not is_light else pal.lighter(colour, 0.2),
        pal.BRASS_DARK,
        1.2,
    )
    pen.circle(50, 50, 20, None, pal.BRASS_LIGHT, 0.7)
    for x, y in ((12, 12), (88, 12), (12, 88), (88, 88)):
        rivet(pen, x, y, 2.2)
    out = scale_down(big, size)
    seal_card(out, round(7 * size / 100), inset=1)
    label = pal.STACK_LABELS.get(stack, "")
    text_colour = pal.INK if is_light else pal.PARCHMENT
    unit = size / 100.0
    if stack == "start":
        text = fit_text(
            tr("Start"),
            "display",
            round(38 * unit),
            round(24 * unit),
            text_colour,
            max_size=max(6, round(16 * unit)),
            min_size=5,
        )
    else:
        text = exact_font("display", max(6, round(26 * unit))).render(label, True, text_colour)
    out.blit(text, text.get_rect(center=(size // 2, round(size * 0.5))))
    return out


# =============================================================================================
