"""The emblem at a tile's centre: one glyph per effect (its icon in the rules' effects.toml) on
a medallion, and a source's boiler with its mechanic spaces."""

from __future__ import annotations

import math

from steamworks.rules import data as rules_data
from steamworks.rules.data import TileDef

from .. import palette as pal
from ..fonts import exact_font
from ..palette import RGB
from .connectors import arrowhead
from .pen import Pen, arc_band, gear_points, polar, star_points

# Glyph "light" colour: engraved parchment on coloured medallions.
GLYPH_LIGHT: RGB = (246, 238, 216)
GLYPH_LINE: RGB = (38, 28, 20)


# Effect glyphs (drawn in a circle of radius r around cx, cy, in tile units)
# =============================================================================================
def _g_gear(pen: Pen, cx: float, cy: float, r: float, fill: RGB = GLYPH_LIGHT) -> None:
    pen.poly(gear_points(cx, cy, r, r * 0.74, 9, phase_deg=10), fill, GLYPH_LINE, 1.2)
    pen.circle(cx, cy, r * 0.36, None, GLYPH_LINE, 1.2)
    pen.circle(cx, cy, r * 0.14, GLYPH_LINE)


def _g_plus(pen: Pen, cx: float, cy: float, r: float) -> None:
    pen.circle(cx, cy, r, pal.VERDIGRIS, GLYPH_LINE, 1.0)
    t = r * 0.28
    pen.rect(cx - r * 0.6, cy - t, r * 1.2, 2 * t, GLYPH_LIGHT)
    pen.rect(cx - t, cy - r * 0.6, 2 * t, r * 1.2, GLYPH_LIGHT)


def _g_up(pen: Pen, cx: float, cy: float, r: float) -> None:
    pen.circle(cx, cy, r, pal.VERDIGRIS, GLYPH_LINE, 1.0)
    pen.poly(
        [
            (cx, cy - r * 0.7),
            (cx + r * 0.6, cy),
            (cx + r * 0.25, cy),
            (cx + r * 0.25, cy + r * 0.6),
            (cx - r * 0.25, cy + r * 0.6),
            (cx - r * 0.25, cy),
            (cx - r * 0.6, cy),
        ],
        GLYPH_LIGHT,
    )


def _g_bolt(pen: Pen, cx: float, cy: float, r: float) -> None:
    pen.poly(
        [
            (cx + 0.15 * r, cy - r),
            (cx - 0.55 * r, cy + 0.15 * r),
            (cx - 0.05 * r, cy + 0.15 * r),
            (cx - 0.2 * r, cy + r),
            (cx + 0.55 * r, cy - 0.2 * r),
            (cx + 0.05 * r, cy - 0.2 * r),
        ],
        pal.BRASS_LIGHT,
        GLYPH_LINE,
        1.0,
    )


def _g_flask(pen: Pen, cx: float, cy: float, r: float, liquid: RGB = pal.ELECTRICKAL) -> None:
    neck = 0.2 * r
    top = cy - 0.95 * r
    shoulder = cy - 0.25 * r
    base = cy + 0.85 * r
    body = [
        (cx - neck, top),
        (cx + neck, top),
        (cx + neck, shoulder),
        (cx + 0.8 * r, base - 0.1 * r),
        (cx + 0.7 * r, base),
        (cx - 0.7 * r, base),
        (cx - 0.8 * r, base - 0.1 * r),
        (cx - neck, shoulder),
    ]
    pen.poly(body, GLYPH_LIGHT)
    # Liquid: the lower part of the body, level line at 40%.
    level = cy + 0.2 * r
    frac = (level - shoulder) / (base - 0.1 * r - shoulder)
    lx = neck + (0.8 * r - neck) * frac
    pen.poly(
        [
            (cx - lx, level),
            (cx + lx, level),
            (cx + 0.8 * r, base - 0.1 * r),
            (cx + 0.7 * r, base),
            (cx - 0.7 * r, base),
            (cx - 0.8 * r, base - 0.1 * r),
        ],
        liquid,
    )
    pen.poly(body, None, GLYPH_LINE, 1.2)
    pen.rect(cx - neck * 1.5, top - 0.12 * r, neck * 3, 0.18 * r, GLYPH_LIGHT, GLYPH_LINE, 0.9)


def _g_coin(pen: Pen, cx: float, cy: float, r: float, label: str = "£") -> None:
    pen.circle(cx, cy, r, pal.GOLD, GLYPH_LINE, 1.2)
    pen.circle(cx, cy, r * 0.78, None, pal.GOLD_DARK, 0.8)
    font = exact_font("numbers", max(6, pen.n(r * 1.15)))
    text = font.render(label, True, GLYPH_LINE)
    pen.surface.blit(text, text.get_rect(center=pen.p(cx, cy + r * 0.04)))


def _g_coins(pen: Pen, cx: float, cy: float, r: float) -> None:
    # A short stack under a face-up coin: "money".
    for k in range(3):
        y = cy + r * 0.55 - k * r * 0.22
        pen.rect(
            cx - r * 0.95, y, r * 1.9, r * 0.42, pal.GOLD_DARK, GLYPH_LINE, 0.9, radius=r * 0.2
        )
    _g_coin(pen, cx, cy - r * 0.2, r * 0.72)


def _g_droplet(pen: Pen, cx: float, cy: float, r: float) -> None:
    # A teardrop: a point at the top and a round belly (a source being distilled).
    pts = [(cx, cy - r)] + [polar(cx, cy + r * 0.3, r * 0.62, a) for a in range(-20, 201, 15)]
    pen.poly(pts, pal.ELECTRICKAL, GLYPH_LINE, 1.1)


def _g_scroll(pen: Pen, cx: float, cy: float, r: float) -> None:
    w, h = r * 1.2, r * 1.35
    pen.rect(cx - w / 2, cy - h / 2, w, h, GLYPH_LIGHT, GLYPH_LINE, 1.1)
    for y in (cy - h / 2, cy + h / 2):  # rolled ends
        pen.rect(
            cx - w / 2 - r * 0.18,
            y - r * 0.16,
            w + r * 0.36,
            r * 0.32,
            pal.PARCHMENT_SHADE,
            GLYPH_LINE,
            1.0,
            radius=r * 0.16,
        )
    for k in range(4):
        y = cy - h / 2 + r * (0.42 + 0.28 * k)
        pen.line((cx - w * 0.32, y), (cx + w * (0.32 if k < 3 else 0.05), y), GLYPH_LINE, 0.8)


def _g_book(pen: Pen, cx: float, cy: float, r: float) -> None:
    top, bot = cy - r * 0.6, cy + r * 0.6
    left = [(cx, top + r * 0.1), (cx - r * 0.95, top), (cx - r * 0.95, bot), (cx, bot + r * 0.12)]
    right = [(cx, top + r * 0.1), (cx + r * 0.95, top), (cx + r * 0.95, bot), (cx, bot + r * 0.12)]
    pen.poly(left, GLYPH_LIGHT, GLYPH_LINE, 1.1)
    pen.poly(right, GLYPH_LIGHT, GLYPH_LINE, 1.1)
    for k in range(3):
        y = top + r * (0.35 + 0.28 * k)
        pen.line((cx - r * 0.75, y), (cx - r * 0.2, y + r * 0.05), GLYPH_LINE, 0.7)
        pen.line((cx + r * 0.2, y + r * 0.05), (cx + r * 0.75, y), GLYPH_LINE, 0.7)
    pen.poly(
        [
            (cx + r * 0.45, top + 0.02),
            (cx + r * 0.62, top),
            (cx + r * 0.62, top + r * 0.55),
            (cx + r * 0.535, top + r * 0.45),
            (cx + r * 0.45, top + r * 0.55),
        ],
        pal.OXIDE_RED,
    )


def _g_tuning_fork(pen: Pen, cx: float, cy: float, r: float) -> None:
    pen.poly(arc_band(cx, cy - r * 0.05, r * 0.5, r * 0.28, 0, 180), GLYPH_LIGHT, GLYPH_LINE, 1.0)
    for sx in (-1, 1):
        pen.rect(
            cx + sx * r * 0.39 - r * 0.11,
            cy - r * 0.85,
            r * 0.22,
            r * 0.8,
            GLYPH_LIGHT,
            GLYPH_LINE,
            1.0,
        )
    pen.rect(cx - r * 0.1, cy + r * 0.42, r * 0.2, r * 0.55, GLYPH_LIGHT, GLYPH_LINE, 1.0)
    for rr in (0.75, 0.95):  # sound waves
        for sx in (-1, 1):
            a0 = -45 if sx > 0 else 135
            pen.poly(
                arc_band(cx, cy - r * 0.45, r * rr, r * (rr - 0.08), a0, a0 + 90, 8), GLYPH_LIGHT
            )


def _g_conveyor(pen: Pen, cx: float, cy: float, r: float) -> None:
    w, h = r * 1.8, r * 0.62
    pen.rect(cx - w / 2, cy, w, h, GLYPH_LIGHT, GLYPH_LINE, 1.1, radius=h / 2)
    for k in range(4):
        x = cx - w / 2 + h / 2 + k * (w - h) / 3
        pen.circle(x, cy + h / 2, h * 0.3, pal.IRON_LIGHT, GLYPH_LINE, 0.8)
    # Two tiles riding on the belt.
    for x in (cx - r * 0.62, cx + r * 0.08):
        pen.rect(
            x,
            cy - r * 0.62,
            r * 0.55,
            r * 0.55,
            pal.PARCHMENT_SHADE,
            GLYPH_LINE,
            1.0,
            radius=r * 0.08,
        )
    arrowhead(pen, (cx + r * 0.98, cy - r * 0.35), 0, r * 0.3, r * 0.4, GLYPH_LIGHT, GLYPH_LINE)


def _g_turbine(pen: Pen, cx: float, cy: float, r: float) -> None:
    pen.circle(cx, cy, r, pal.IRON_LIGHT, GLYPH_LINE, 1.1)
    for k in range(6):
        a = k * 60
        p0 = polar(cx, cy, r * 0.22, a - 20)
        p1 = polar(cx, cy, r * 0.92, a - 5)
        p2 = polar(cx, cy, r * 0.92, a + 28)
        p3 = polar(cx, cy, r * 0.22, a + 20)
        pen.poly([p0, p1, p2, p3], GLYPH_LIGHT, GLYPH_LINE, 0.8)
    pen.circle(cx, cy, r * 0.24, pal.BRASS, GLYPH_LINE, 0.9)


def _g_clock(pen: Pen, cx: float, cy: float, r: float, bells: bool = True) -> None:
    if bells:
        for sx in (-1, 1):
            pen.poly(
                arc_band(cx + sx * r * 0.55, cy - r * 0.62, r * 0.36, 0.01, 180, 360, 10),
                pal.BRASS_LIGHT,
                GLYPH_LINE,
                1.0,
            )
        for sx in (-1, 1):
            pen.line(
                (cx + sx * r * 0.45, cy + r * 0.65),
                (cx + sx * r * 0.7, cy + r * 0.98),
                GLYPH_LINE,
                1.6,
            )
    pen.circle(cx, cy + r * 0.05, r * 0.78, GLYPH_LIGHT, GLYPH_LINE, 1.3)
    for k in range(12):
        a = k * 30
        pen.line(
            polar(cx, cy + r * 0.05, r * 0.6, a),
            polar(cx, cy + r * 0.05, r * 0.7, a),
            GLYPH_LINE,
            0.8 if k % 3 else 1.3,
        )
    pen.line((cx, cy + r * 0.05), polar(cx, cy + r * 0.05, r * 0.5, -90), GLYPH_LINE, 1.4)
    pen.line((cx, cy + r * 0.05), polar(cx, cy + r * 0.05, r * 0.38, 20), GLYPH_LINE, 1.4)


def _g_robot(pen: Pen, cx: float, cy: float, r: float) -> None:
    pen.line((cx, cy - r * 0.95), (cx, cy - r * 0.6), GLYPH_LINE, 1.2)
    pen.circle(cx, cy - r * 0.95, r * 0.13, pal.OXIDE_RED, GLYPH_LINE, 0.8)
    pen.rect(
        cx - r * 0.75, cy - r * 0.6, r * 1.5, r * 1.15, GLYPH_LIGHT, GLYPH_LINE, 1.2, radius=r * 0.2
    )
    for sx in (-1, 1):
        pen.circle(cx + sx * r * 0.35, cy - r * 0.15, r * 0.2, pal.BRASS_LIGHT, GLYPH_LINE, 1.0)
        pen.rect(
            cx + sx * r * 0.75 - (r * 0.2 if sx < 0 else 0),
            cy - r * 0.25,
            r * 0.2,
            r * 0.4,
            pal.IRON_LIGHT,
            GLYPH_LINE,
            0.8,
        )
    pen.rect(cx - r * 0.38, cy + r * 0.22, r * 0.76, r * 0.2, GLYPH_LINE)
    for k in range(3):
        x = cx - r * 0.19 + k * r * 0.19
        pen.line((x, cy + r * 0.22), (x, cy + r * 0.42), GLYPH_LIGHT, 0.6)
    pen.rect(
        cx - r * 0.5, cy + r * 0.6, r * 1.0, r * 0.35, GLYPH_LIGHT, GLYPH_LINE, 1.1, radius=r * 0.1
    )


def _g_star(pen: Pen, cx: float, cy: float, r: float, fill: RGB = pal.BRASS_LIGHT) -> None:
    pen.poly(star_points(cx, cy, r, r * 0.45), fill, GLYPH_LINE, 1.1)


def _g_quill(pen: Pen, cx: float, cy: float, r: float) -> None:
    # Feather: a leaf shape along a diagonal, with a shaft and a nib in an inkpot.
    pen.rect(cx - r * 0.75, cy + r * 0.45, r * 0.7, r * 0.5, GLYPH_LINE, radius=r * 0.12)
    pen.rect(cx - r * 0.8, cy + r * 0.38, r * 0.8, r * 0.14, GLYPH_LIGHT, GLYPH_LINE, 0.7)
    pts = []
    tip, end = (cx - r * 0.35, cy + r * 0.42), (cx + r * 0.85, cy - r * 0.95)
    for i in range(11):
        t = i / 10
        x = tip[0] + (end[0] - tip[0]) * t
        y = tip[1] + (end[1] - tip[1]) * t
        w = math.sin(math.pi * t) ** 0.8 * r * 0.32
        pts.append((x + w * 0.8, y + w * 0.6))
    for i in range(10, -1, -1):
        t = i / 10
        x = tip[0] + (end[0] - tip[0]) * t
        y = tip[1] + (end[1] - tip[1]) * t
        w = math.sin(math.pi * t) ** 0.8 * r * 0.32
        pts.append((x - w * 0.8, y - w * 0.6))
    pen.poly(pts, GLYPH_LIGHT, GLYPH_LINE, 1.1)
    pen.line(tip, (end[0] - r * 0.15, end[1] + r * 0.18), GLYPH_LINE, 0.8)


def _g_organ(pen: Pen, cx: float, cy: float, r: float) -> None:
    heights = (0.9, 1.25, 1.6, 1.25, 0.9)
    w = r * 0.34
    base = cy + r * 0.8
    for k, h in enumerate(heights):
        x = cx - 2.5 * w + k * w
        pen.rect(x, base - h * r, w * 0.86, h * r, GLYPH_LIGHT, GLYPH_LINE, 0.9)
        pen.poly(
            [
                (x + w * 0.1, base - h * r * 0.35),
                (x + w * 0.76, base - h * r * 0.35),
                (x + w * 0.43, base - h * r * 0.25),
            ],
            GLYPH_LINE,
        )
    pen.rect(cx - 2.7 * w, base, 5.4 * w, r * 0.2, pal.BRASS, GLYPH_LINE, 0.9)


def _g_laurel(pen: Pen, cx: float, cy: float, r: float) -> None:
    for sx in (-1, 1):
        for k in range(6):
            ang = 110 + k * 22 if sx < 0 else 70 - k * 22
            px, py = polar(cx, cy, r * 0.78, ang)
            leaf = [polar(px, py, r * 0.3, ang + sx * 90 + d) for d in (-20, 0, 20)]
            pts = [
                (px, py),
                polar(px, py, r * 0.22, ang + sx * 60),
                leaf[1],
                polar(px, py, r * 0.22, ang + sx * 120),
            ]
            pen.poly(pts, pal.VERDIGRIS, GLYPH_LINE, 0.7)
    _g_star(pen, cx, cy - r * 0.05, r * 0.42)


def _g_gem(pen: Pen, cx: float, cy: float, r: float) -> None:
    top, mid, bot = cy - r * 0.55, cy - r * 0.15, cy + r * 0.85
    outline = [
        (cx - r * 0.45, top),
        (cx + r * 0.45, top),
        (cx + r * 0.9, mid),
        (cx, bot),
        (cx - r * 0.9, mid),
    ]
    pen.poly(outline, pal.PRESTIGE_LIGHT, GLYPH_LINE, 1.1)
    pen.poly(
        [(cx - r * 0.45, top), (cx + r * 0.45, top), (cx + r * 0.25, mid), (cx - r * 0.25, mid)],
        pal.lighter(pal.PRESTIGE_LIGHT, 0.35),
    )
    pen.line((cx - r * 0.9, mid), (cx + r * 0.9, mid), GLYPH_LINE, 0.8)
    pen.line((cx - r * 0.25, mid), (cx, bot), GLYPH_LINE, 0.7)
    pen.line((cx + r * 0.25, mid), (cx, bot), GLYPH_LINE, 0.7)
    pen.poly(outline, None, GLYPH_LINE, 1.1)


def _g_sparkle(pen: Pen, cx: float, cy: float, r: float) -> None:
    pen.poly(star_points(cx, cy, r, r * 0.22, 4, -90), (236, 240, 244), GLYPH_LINE, 1.0)
    pen.poly(
        star_points(cx + r * 0.62, cy - r * 0.6, r * 0.35, r * 0.08, 4, -90),
        (236, 240, 244),
        GLYPH_LINE,
        0.7,
    )
    pen.poly(
        star_points(cx - r * 0.6, cy + r * 0.62, r * 0.28, r * 0.07, 4, -90),
        (236, 240, 244),
        GLYPH_LINE,
        0.7,
    )


def _g_loop(pen: Pen, cx: float, cy: float, r: float, fill: RGB = GLYPH_LIGHT) -> None:
    """Two chasing arrows: 'once more' (Iterator, Iteration Gears)."""
    for start in (20, 200):
        pen.poly(
            arc_band(cx, cy, r * 0.85, r * 0.55, start, start + 130, 16), fill, GLYPH_LINE, 1.0
        )
        tip_ang = start + 130
        base_mid = polar(cx, cy, r * 0.7, tip_ang)
        tip = polar(base_mid[0], base_mid[1], r * 0.42, tip_ang + 90)
        a = polar(cx, cy, r * 1.02, tip_ang - 4)
        b = polar(cx, cy, r * 0.38, tip_ang - 4)
        pen.poly([a, tip, b], fill, GLYPH_LINE, 1.0)


def _g_converter(pen: Pen, cx: float, cy: float, r: float, turn_deg: float = 0.0) -> None:
    """A manifold hub: one pipe in (from the west, upright) and three arrows out, one per
    power type. ``turn_deg`` turns it clockwise with the tile, so it always agrees with the
    input and output sockets on the edges."""
    back = polar(cx, cy, r * 1.0, 180 + turn_deg)
    pen.line(back, (cx, cy), GLYPH_LINE, r * 0.42)
    pen.line(back, (cx, cy), pal.COPPER_LIGHT, r * 0.24)
    for ang, colour in ((-90, pal.BRASS_LIGHT), (0, pal.ELECTRICKAL), (90, pal.COPPER_LIGHT)):
        end = polar(cx, cy, r * 1.02, ang + turn_deg)
        mid = polar(cx, cy, r * 0.5, ang + turn_deg)
        pen.line((cx, cy), mid, GLYPH_LINE, r * 0.42)
        pen.line((cx, cy), mid, colour, r * 0.24)
        arrowhead(pen, end, ang + turn_deg, r * 0.55, r * 0.72, colour, GLYPH_LINE)
    pen.circle(cx, cy, r * 0.34, pal.BRASS, GLYPH_LINE, 1.0)
    pen.circle(cx, cy, r * 0.12, GLYPH_LINE)


# Effect -> (family, primary glyph, optional secondary badge glyph).
_GLYPHS = {
    "gear": _g_gear,
    "flask": _g_flask,
    "coins": _g_coins,
    "coin": _g_coin,
    "droplet": _g_droplet,
    "scroll": _g_scroll,
    "book": _g_book,
    "fork": _g_tuning_fork,
    "conveyor": _g_conveyor,
    "turbine": _g_turbine,
    "clock": _g_clock,
    "robot": _g_robot,
    "star": _g_star,
    "quill": _g_quill,
    "organ": _g_organ,
    "laurel": _g_laurel,
    "gem": _g_gem,
    "sparkle": _g_sparkle,
    "loop": _g_loop,
    "converter": _g_converter,
    "plus": _g_plus,
    "up": _g_up,
    "bolt": _g_bolt,
}

_DEFAULT_ICON = ("build", "gear", None)


def effect_icon(effect: str) -> tuple[str, str, str | None]:
    """(family, glyph, badge) used for ``effect`` (its ``icon`` in the rules' effects.toml);
    effects without one get a plain gear."""
    words = rules_data.load().effects.get(effect)
    return words.icon if words is not None and words.icon else _DEFAULT_ICON


def draw_medallion(
    pen: Pen, cx: float, cy: float, r: float, effect: str, rotation: int = 0
) -> None:
    """The tile's emblem: a brass-ringed medallion tinted by effect family, with its glyph."""
    family, glyph, badge = effect_icon(effect)
    tint = pal.FAMILY_TINTS[family]
    pen.circle(cx + 0.8, cy + 1.2, r + 1.2, pal.darker(pal.PARCHMENT_SHADE, 0.25))  # drop shadow
    pen.circle(cx, cy, r + 1.4, pal.BRASS, pal.BRASS_DARK, 1.0)
    pen.circle(cx, cy, r, tint)
    pen.circle(cx - r * 0.15, cy - r * 0.2, r * 0.78, pal.lighter(tint, 0.12))
    pen.circle(cx, cy, r, None, pal.darker(tint, 0.4), 0.9)
    if glyph == "converter":
        # The only directional glyph: it turns with the tile.
        _g_converter(pen, cx, cy, r * 0.7, turn_deg=90.0 * rotation)
    elif badge is None:
        _GLYPHS[glyph](pen, cx, cy, r * 0.7)
    else:
        _GLYPHS[glyph](pen, cx - r * 0.12, cy - r * 0.08, r * 0.62)
        _GLYPHS[badge](pen, cx + r * 0.5, cy + r * 0.48, r * 0.38)


# =============================================================================================
def draw_boiler(pen: Pen, tile: TileDef, cx: float, cy: float, r: float) -> None:
    """A source's emblem: a riveted copper boiler with its mechanic space(s) in the middle."""
    pen.circle(cx + 1.0, cy + 1.4, r + 2.5, (20, 16, 12))  # shadow on the plate
    pen.circle(cx, cy, r + 2.5, pal.BRASS, pal.BRASS_DARK, 1.0)
    pen.circle(cx, cy, r, pal.COPPER, pal.COPPER_DARK, 1.0)
    pen.circle(cx - r * 0.2, cy - r * 0.25, r * 0.7, pal.COPPER_LIGHT)
    pen.circle(cx, cy, r * 0.92, None, pal.COPPER_DARK, 0.8)
    for k in range(12):
        x, y = polar(cx, cy, r + 1.25, k * 30 + 15)
        pen.circle(x, y, 0.9, pal.BRASS_DARK)
    powers_twice = rules_data.load().effect(tile.effect).passes == 2
    if powers_twice:
        # The boiler's face is a gear train with chasing arrows: it supplies power twice.
        _g_gear(pen, cx - r * 0.62, cy + r * 0.62, r * 0.42, pal.BRASS_LIGHT)
    spaces = 1 if tile.spaces <= 1 else 2
    offsets = [0.0] if spaces == 1 else [-r * 0.52, r * 0.52]
    rs = r * (0.62 if spaces == 1 else 0.44)
    for dx in offsets:
        # A recessed ring on which a mechanic stands.
        pen.circle(cx + dx, cy, rs, pal.PARCHMENT, pal.BRASS_DARK, 1.1)
        pen.circle(cx + dx, cy, rs * 0.8, None, pal.PARCHMENT_SHADE, 0.9)
        pen.circle(cx + dx, cy + rs * 0.05, rs * 0.22, pal.PARCHMENT_SHADE)
    if powers_twice:
        _g_loop(pen, cx + r * 0.66, cy - r * 0.66, r * 0.42, pal.BRASS_LIGHT)
