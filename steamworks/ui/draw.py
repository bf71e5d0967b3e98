"""Drawing helpers for the workbench look: walnut table, brass frames, parchment cards,
engraved text, gears and ornaments, text wrapping, tooltips and the keyboard's focus ring.

Backgrounds and panels are generated procedurally (no image files) and cached per size, so
they cost a few milliseconds once per window size and nothing per frame. Every function
draws; none keeps game state.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Iterable, Sequence

import pygame

from steamworks.ui import motion
from steamworks.ui.art import palette as P
from steamworks.ui.art.tile_art.pen import gear_points
from steamworks.ui.overflow import report_overflow

Colour = tuple[int, int, int]
RectLike = pygame.Rect | tuple[float, float, float, float]


# --- gradients and shadows ----------------------------------------------------------------------


def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """A surface fading from `top` to `bottom`."""
    w, h = max(1, size[0]), max(1, size[1])
    column = pygame.Surface((1, 2))
    column.set_at((0, 0), top)
    column.set_at((0, 1), bottom)
    return (
        pygame.transform.smoothscale(column, (w, h))
        if h > 2
        else pygame.transform.scale(column, (w, h))
    )


def round_corners(surface: pygame.Surface, radius: int) -> None:
    """Cut `surface` (one with per-pixel alpha) to a rectangle with corners of `radius`: what
    lies outside them turns clear."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def rounded_gradient(
    size: tuple[int, int], top: Colour, bottom: Colour, radius: int
) -> pygame.Surface:
    """A vertical gradient from `top` to `bottom` cut to a rectangle with corners of `radius`,
    on a surface with per-pixel alpha (clear outside the corners)."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(vertical_gradient(size, top, bottom), (0, 0))
    round_corners(out, radius)
    return out


def drop_shadow(
    surface: pygame.Surface, rect: RectLike, radius: int, spread: int, alpha: int = 110
) -> None:
    """A soft dark shadow under `rect`, offset downwards, built from a few translucent layers."""
    rect = pygame.Rect(rect)
    spread = max(1, spread)
    layer = pygame.Surface((rect.w + spread * 4, rect.h + spread * 4), pygame.SRCALPHA)
    steps = 6
    for i in range(steps):
        grow = spread * 2 - i * spread * 2 // steps
        a = alpha * (i + 1) // (steps * 3)
        r = pygame.Rect(spread * 2 - grow, spread * 2 - grow, rect.w + grow * 2, rect.h + grow * 2)
        pygame.draw.rect(layer, (0, 0, 0, a), r, border_radius=radius + grow)
    surface.blit(layer, (rect.x - spread * 2, rect.y - spread * 2 + spread // 2 + 1))


# --- the walnut table ---------------------------------------------------------------------------


@functools.lru_cache(maxsize=4)
def walnut_background(size: tuple[int, int]) -> pygame.Surface:
    """The table top: horizontal walnut planks with wavy grain, seams and a vignette."""
    w, h = max(1, size[0]), max(1, size[1])
    rng = random.Random(1865)  # fixed so the table looks the same every run
    surf = pygame.Surface((w, h))
    surf.fill(P.WALNUT)
    plank_h = max(60, h // 5)
    grain = pygame.Surface((w, h), pygame.SRCALPHA)
    y0 = -rng.randrange(plank_h // 2)
    while y0 < h:
        tone = rng.uniform(-0.08, 0.1)
        base = (
            P.mix(P.WALNUT, P.WALNUT_GRAIN, 0.4 + tone) if tone > 0 else P.darker(P.WALNUT, -tone)
        )
        pygame.draw.rect(surf, base, (0, y0, w, plank_h))
        # grain: long wavy strokes, lighter and darker, within the plank
        for _ in range(max(10, plank_h // 4)):
            y = y0 + rng.uniform(2, plank_h - 2)
            amp = rng.uniform(1.0, plank_h * 0.06)
            freq = rng.uniform(0.002, 0.008)
            phase = rng.uniform(0, math.tau)
            light = rng.random() < 0.55
            colour = (
                (*P.WALNUT_GRAIN, rng.randrange(40, 110))
                if light
                else (*P.darker(P.WALNUT, 0.35), rng.randrange(40, 100))
            )
            pts = [
                (
                    x,
                    y
                    + amp * math.sin(x * freq + phase)
                    + amp * 0.4 * math.sin(x * freq * 3.1 + phase * 2),
                )
                for x in range(-10, w + 30, 24)
            ]
            pygame.draw.lines(grain, colour, False, pts, rng.choice((1, 1, 2)))
        # a knot now and then
        if rng.random() < 0.5:
            kx, ky = rng.uniform(0.1, 0.9) * w, y0 + plank_h * rng.uniform(0.3, 0.7)
            for ring in range(5, 0, -1):
                pygame.draw.ellipse(
                    grain,
                    (*P.darker(P.WALNUT, 0.25 + ring * 0.04), 60),
                    (kx - ring * 9, ky - ring * 3, ring * 18, ring * 6),
                    1,
                )
        y0 += plank_h
        # the seam between planks: a dark groove with a faint highlight under it
        pygame.draw.line(grain, (10, 6, 3, 170), (0, y0 - 1), (w, y0 - 1), 2)
        pygame.draw.line(grain, (*P.WALNUT_GRAIN, 70), (0, y0 + 1), (w, y0 + 1), 1)
    surf.blit(grain, (0, 0))
    surf.blit(_vignette((w, h)), (0, 0))
    return surf


def _vignette(size: tuple[int, int], strength: int = 150) -> pygame.Surface:
    small_w, small_h = 48, 27
    small = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w * 2 - 1
            dy = (y + 0.5) / small_h * 2 - 1
            d = min(1.0, math.hypot(dx * 0.85, dy))
            a = int(strength * max(0.0, d - 0.45) / 0.55) if d > 0.45 else 0
            small.set_at((x, y), (0, 0, 0, min(255, a)))
    return pygame.transform.smoothscale(small, size)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (behind a dialog)."""
    veil(surface, surface.get_rect(), (12, 8, 5, alpha))


def veil(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int, int]) -> None:
    """Lay a see-through `colour` (its fourth part the alpha) over `rect` of `surface`: a
    locked row, a row's band, a hovered box (pygame's fill would replace, not blend)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    layer.fill(colour)
    surface.blit(layer, rect.topleft)


# --- parchment and brass ------------------------------------------------------------------------


@functools.lru_cache(maxsize=8)
def parchment(size: tuple[int, int], radius: int = 6) -> pygame.Surface:
    """A parchment card: warm paper, faint fibres and spots, an aged darker rim."""
    w, h = max(1, size[0]), max(1, size[1])
    rng = random.Random(w * 7919 + h)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.blit(vertical_gradient((w, h), P.lighter(P.PARCHMENT, 0.12), P.PARCHMENT), (0, 0))
    fibres = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(w * h // 900):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        length = rng.uniform(4, 18)
        angle = rng.uniform(-0.4, 0.4)
        colour = (*P.PARCHMENT_SHADE, rng.randrange(25, 70))
        pygame.draw.line(
            fibres, colour, (x, y), (x + length * math.cos(angle), y + length * math.sin(angle))
        )
    for _ in range(w * h // 12000):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(6, 30)
        pygame.draw.ellipse(
            fibres,
            (*P.PARCHMENT_SHADE, rng.randrange(10, 25)),
            (x - r, y - r * 0.7, 2 * r, 1.4 * r),
        )
    surf.blit(fibres, (0, 0))
    # aged rim: darker towards the edges
    rim = pygame.Surface((w, h), pygame.SRCALPHA)
    depth = max(6, min(w, h) // 14)
    for i in range(depth):
        a = int(70 * (1 - i / depth) ** 2)
        pygame.draw.rect(
            rim,
            (*P.darker(P.PARCHMENT_SHADE, 0.25), a),
            (i, i, w - 2 * i, h - 2 * i),
            1,
            border_radius=max(0, radius - i),
        )
    surf.blit(rim, (0, 0))
    round_corners(surf, radius)
    return surf


def brass_frame(
    surface: pygame.Surface,
    rect: RectLike,
    scale: float,
    thickness: float = 7,
    radius: float = 8,
    rivets: bool = True,
    shadow: bool = True,
) -> pygame.Rect:
    """A bevelled brass frame around `rect` (drawn outside it); returns the outer rect."""
    inner = pygame.Rect(rect)
    t = max(2, round(thickness * scale))
    rad = max(2, round(radius * scale))
    outer = inner.inflate(t * 2, t * 2)
    if shadow:
        drop_shadow(surface, outer, rad + t, max(4, round(10 * scale)))
    band = rounded_gradient(outer.size, P.BRASS_LIGHT, P.BRASS_DARK, rad + t)
    surface.blit(band, outer.topleft)
    # bevel: a light line on the outer top edge, a dark line on the inner edge
    pygame.draw.rect(surface, P.darker(P.BRASS_DARK, 0.35), outer, 1, border_radius=rad + t)
    pygame.draw.rect(
        surface, P.lighter(P.BRASS_LIGHT, 0.35), outer.inflate(-2, -2), 1, border_radius=rad + t - 1
    )
    pygame.draw.rect(surface, P.BRASS, inner.inflate(4, 4), 2, border_radius=rad + 1)
    pygame.draw.rect(
        surface, P.darker(P.BRASS_DARK, 0.3), inner.inflate(2, 2), 1, border_radius=rad
    )
    if rivets and t >= 4:
        r = max(2, t // 3)
        for cx, cy in (
            (outer.left + t // 2 + 1, outer.top + t // 2 + 1),
            (outer.right - t // 2 - 1, outer.top + t // 2 + 1),
            (outer.left + t // 2 + 1, outer.bottom - t // 2 - 1),
            (outer.right - t // 2 - 1, outer.bottom - t // 2 - 1),
        ):
            rivet(surface, (cx, cy), r)
    return outer


def rivet(surface: pygame.Surface, centre: tuple[float, float], r: int) -> None:
    pygame.draw.circle(surface, P.darker(P.BRASS_DARK, 0.3), (centre[0] + 1, centre[1] + 1), r)
    pygame.draw.circle(surface, P.BRASS, centre, r)
    pygame.draw.circle(
        surface,
        P.lighter(P.BRASS_LIGHT, 0.4),
        (centre[0] - r / 3, centre[1] - r / 3),
        max(1, r // 2),
    )


def parchment_card(
    surface: pygame.Surface, rect: RectLike, scale: float, frame: bool = True
) -> pygame.Rect:
    """A parchment card in a brass frame: the look of every panel and dialog. Returns the card rect.

    The card with its frame and shadow is drawn once per size and then reused, because menus
    redraw it every frame.
    """
    rect = pygame.Rect(rect)
    picture, margin = _framed_card(rect.size, round(scale, 3), frame)
    surface.blit(picture, (rect.x - margin, rect.y - margin))
    return rect


@functools.lru_cache(maxsize=8)  # a few sizes at a time; each is a few megabytes
def _framed_card(size: tuple[int, int], scale: float, frame: bool) -> tuple[pygame.Surface, int]:
    margin = max(2, round(7 * scale)) + max(4, round(10 * scale)) * 3
    picture = pygame.Surface((size[0] + 2 * margin, size[1] + 2 * margin), pygame.SRCALPHA)
    inner = pygame.Rect(margin, margin, *size)
    if frame:
        brass_frame(picture, inner, scale)
    else:
        drop_shadow(picture, inner, round(6 * scale), max(3, round(8 * scale)))
    picture.blit(parchment(size, max(2, round(6 * scale))), inner.topleft)
    return picture, margin


def inset_panel(
    surface: pygame.Surface,
    rect: RectLike,
    scale: float,
    fill: Colour | None = None,
    alpha: int = 255,
) -> None:
    """A recessed area inside a parchment card (slightly darker paper with an engraved edge)."""
    rect = pygame.Rect(rect)
    rad = max(2, round(5 * scale))
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(
        layer,
        (*(fill or P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.55)), alpha),
        layer.get_rect(),
        border_radius=rad,
    )
    surface.blit(layer, rect.topleft)
    pygame.draw.rect(
        surface, P.mix(P.PARCHMENT_SHADE, P.INK_SOFT, 0.45), rect, 1, border_radius=rad
    )
    pygame.draw.line(
        surface,
        P.lighter(P.PARCHMENT, 0.5),
        (rect.left + rad, rect.bottom),
        (rect.right - rad, rect.bottom),
    )


# --- text ---------------------------------------------------------------------------------------


def engraved(
    font: pygame.font.Font,
    text: str,
    colour: Colour,
    scale: float = 1.0,
    highlight: Colour | None = None,
    shadow: Colour | None = None,
) -> pygame.Surface:
    """Text that looks engraved in metal or pressed into paper: a dark shadow below, light above."""
    off = max(1, round(1.5 * scale))
    main = font.render(text, True, colour)
    w, h = main.get_width() + off * 2, main.get_height() + off * 2
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    if highlight is not None:
        out.blit(font.render(text, True, highlight), (off - 1, off - 1))
    out.blit(
        font.render(text, True, shadow or (12, 8, 4)), (off + off // 2 + 1, off + off // 2 + 1)
    )
    out.blit(main, (off, off))
    return out


def wrap_text(font: pygame.font.Font, text: str, width: float) -> list[str]:
    """Lines of `text` that fit in `width` pixels (a word longer than the width gets its own line)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = _glued(paragraph.split())
        if not words:
            lines.append("")
            continue
        line = words[0]
        for word in words[1:]:
            candidate = f"{line} {word}"
            if font.size(candidate)[0] <= width:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


# a sum written "2 £" (German, French, Spanish) never breaks between the number and the sign
_SIGN = "£"


def _glued(words: list[str]) -> list[str]:
    """`words` with a lone pound sign (with its punctuation: "£.", "£,") kept on its number's
    line: "kostet 1 / £" was a line break no reader expects."""
    out: list[str] = []
    for word in words:
        if out and word.rstrip(".,;:!?)»") == _SIGN:
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
    return out


def blit_text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: Colour,
    pos: tuple[float, float],
    anchor: str = "topleft",
) -> pygame.Rect:
    """Render one line of text with its rect's `anchor` at `pos`; returns where it went."""
    img = font.render(text, True, colour)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(img, rect)
    return rect


def blit_paragraph(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: Colour,
    rect: RectLike,
    line_spacing: float = 1.15,
    align: str = "left",
) -> int:
    """Word-wrapped text inside `rect`'s width starting at its top; returns the height used."""
    rect = pygame.Rect(rect)
    step = round(font.get_linesize() * line_spacing)
    y = rect.top
    lines = wrap_text(font, text, rect.w)
    _report_if_outside(font, text, lines, rect, step)
    for line in lines:
        img = font.render(line, True, colour)
        if align == "center":
            x = rect.centerx - img.get_width() // 2
        else:
            x = rect.left
        surface.blit(img, (x, y))
        y += step
    return y - rect.top


def _report_if_outside(
    font: pygame.font.Font, text: str, lines: Sequence[str], rect: pygame.Rect, step: int
) -> None:
    """Tell the overflow watchers (the tests) when a paragraph runs outside its rect: a word
    wider than it, or more lines than its height holds."""
    widest = max((font.size(line)[0] for line in lines), default=0)
    height = (len(lines) - 1) * step + font.get_linesize() if lines else 0
    if widest > rect.w or (rect.h > 0 and height > rect.h):
        report_overflow("paragraph", text, (rect.w, rect.h), (widest, height))


def paragraph_height(
    font: pygame.font.Font, text: str, width: float, line_spacing: float = 1.15
) -> int:
    return len(wrap_text(font, text, width)) * round(font.get_linesize() * line_spacing)


# --- ornaments ----------------------------------------------------------------------------------


def draw_gear(
    surface: pygame.Surface,
    centre: tuple[float, float],
    radius: float,
    teeth: int,
    angle: float,
    colour: Colour,
    alpha: int = 255,
    spokes: int = 5,
) -> None:
    """A brass gear with spokes and a hub, optionally translucent (for backgrounds)."""
    r = max(4, radius)
    size = int(r * 2 + 6)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    # broader teeth than the tiles' (the gear is seen large here); `angle`, in radians, is
    # where the first tooth starts to rise
    period = 360.0 / teeth
    pts = gear_points(
        c[0], c[1], r, r * 0.84, teeth, math.degrees(angle) + 0.34 * period, 0.34, 0.16
    )
    pygame.draw.polygon(layer, (*colour, 255), pts)
    pygame.draw.aalines(layer, (*P.darker(colour, 0.4), 255), True, pts)
    rim_inner = r * 0.66
    pygame.draw.circle(layer, (0, 0, 0, 0), c, rim_inner)
    hub = r * 0.2
    for i in range(spokes):
        a = angle + i * math.tau / spokes
        p1 = (c[0] + hub * math.cos(a), c[1] + hub * math.sin(a))
        p2 = (c[0] + rim_inner * 1.02 * math.cos(a), c[1] + rim_inner * 1.02 * math.sin(a))
        pygame.draw.line(layer, (*colour, 255), p1, p2, max(2, int(r * 0.11)))
    pygame.draw.circle(layer, (*colour, 255), c, hub * 1.4)
    pygame.draw.circle(layer, (*P.darker(colour, 0.5), 255), c, hub * 0.55)
    pygame.draw.circle(layer, (*P.darker(colour, 0.4), 255), c, rim_inner, max(1, int(r * 0.03)))
    if alpha < 255:
        layer.set_alpha(alpha)
    surface.blit(layer, (centre[0] - size / 2, centre[1] - size / 2))


def ornament_rule(
    surface: pygame.Surface,
    centre_x: float,
    y: float,
    half_width: float,
    scale: float,
    colour: Colour = P.BRASS_DARK,
) -> None:
    """A thin rule with a diamond in the middle and dots at the ends, under headings."""
    thick = max(1, round(1.2 * scale))
    d = max(3, round(5 * scale))
    pygame.draw.line(surface, colour, (centre_x - half_width, y), (centre_x - d * 2, y), thick)
    pygame.draw.line(surface, colour, (centre_x + d * 2, y), (centre_x + half_width, y), thick)
    pygame.draw.polygon(
        surface,
        colour,
        [(centre_x, y - d), (centre_x + d, y), (centre_x, y + d), (centre_x - d, y)],
    )
    for x in (centre_x - half_width, centre_x + half_width):
        pygame.draw.circle(surface, colour, (x, y), max(2, d // 2))


def tooltip_box(
    surface: pygame.Surface,
    font: pygame.font.Font,
    lines: Iterable[str],
    anchor: tuple[int, int],
    scale: float,
) -> None:
    """A small parchment tooltip with ink text and a brass edge, kept inside the window."""
    lines = list(lines)
    pad = round(8 * scale)
    images = [font.render(line, True, P.INK) for line in lines]
    w = max(img.get_width() for img in images) + pad * 2
    h = sum(img.get_height() for img in images) + pad * 2
    box = pygame.Rect(anchor[0], anchor[1], w, h)
    box.clamp_ip(surface.get_rect())
    drop_shadow(surface, box, round(4 * scale), max(2, round(4 * scale)), alpha=120)
    pygame.draw.rect(surface, P.lighter(P.PARCHMENT, 0.35), box, border_radius=round(4 * scale))
    pygame.draw.rect(
        surface, P.BRASS_DARK, box, max(1, round(1.5 * scale)), border_radius=round(4 * scale)
    )
    y = box.top + pad
    for img in images:
        surface.blit(img, (box.left + pad, y))
        y += img.get_height()


FOCUS_PALE: Colour = P.lighter(P.PARCHMENT, 0.6)  # the focus ring's body


def focus_ring(
    surface: pygame.Surface, rect: RectLike, t: float, scale: float, pad: float = 7
) -> pygame.Rect:
    """The keyboard focus round `rect`: a thick pale ring edged in ink on both sides (it reads on
    the dark table, on parchment and over a verdigris glow alike), `pad` design px outside the
    thing's own outline, with brass corner brackets that breathe gently (`t`: seconds, for the
    breathing). Returns the rect the ring and its brackets cover."""
    s = scale
    box = pygame.Rect(rect).inflate(round(2 * pad * s), round(2 * pad * s))
    radius = round(9 * s)
    pale = max(3, round(4 * s))
    edge = max(1, round(1.5 * s))
    pygame.draw.rect(
        surface,
        P.INK,
        box.inflate(2 * edge, 2 * edge),
        pale + 2 * edge,
        border_radius=radius + edge,
    )
    pygame.draw.rect(surface, FOCUS_PALE, box, pale, border_radius=radius)
    grow = round((2.5 + 1.5 * math.sin(motion.phase(t) * 5.0)) * s)  # still with calm motion
    outer = box.inflate(2 * (edge + grow + round(3 * s)), 2 * (edge + grow + round(3 * s)))
    arm = max(6, round(min(14 * s, outer.w / 3, outer.h / 3)))
    width = max(2, round(3 * s))
    for (x, y), (hx, vy) in (
        ((outer.left, outer.top), (1, 1)),
        ((outer.right - 1, outer.top), (-1, 1)),
        ((outer.left, outer.bottom - 1), (1, -1)),
        ((outer.right - 1, outer.bottom - 1), (-1, -1)),
    ):
        points = [(x + hx * arm, y), (x, y), (x, y + vy * arm)]
        pygame.draw.lines(surface, P.INK, False, points, width + 2)
        pygame.draw.lines(surface, P.BRASS_LIGHT, False, points, width)
    return outer.inflate(4, 4)


def seat_stripe(
    surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: float, s: float
) -> None:
    """A player's colour down the left edge of a card (`width` design pixels, at least 4
    window pixels), its outer corners rounded as the card's: whose board or row it is."""
    stripe = pygame.Rect(rect.x, rect.y, max(4, round(width * s)), rect.h)
    pygame.draw.rect(
        surface,
        colour,
        stripe,
        border_top_left_radius=round(6 * s),
        border_bottom_left_radius=round(6 * s),
    )
