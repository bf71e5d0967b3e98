"""The build panel's drawn parts: brass buttons, requirement chips, contact marks, count
badges, status icons, and the greyed and ghostly versions of tile pictures.

The panel draws its own buttons instead of using pygame_gui widgets so that it stays a
self-contained widget: the Game scene only forwards events and calls `draw`, and nothing
needs to be created, hidden or killed with the scene's widget tree. They follow the theme's
look (brass for ordinary buttons, copper for the default one).
"""

from __future__ import annotations

import functools
import math

import pygame

from steamworks.language import on_language_change
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import font_cache, get_font, text_gain
from steamworks.ui.geometry import scaled
from steamworks.ui.overflow import report_overflow
from steamworks.ui.style import font, tile_image

RectLike = pygame.Rect | tuple[float, float, float, float]
PAPER_TEXT = (250, 244, 228)


def _rect(r: RectLike) -> pygame.Rect:
    if isinstance(r, pygame.Rect):
        return r
    x, y, w, h = r
    x0, y0 = round(x), round(y)
    return pygame.Rect(x0, y0, round(x + w) - x0, round(y + h) - y0)


# --- cached pictures -------------------------------------------------------------------------------
# The panel is redrawn every frame; rendering text, gradients and shadows afresh each time would
# cost most of a frame, so each distinct picture is made once and blitted after that.


@font_cache(maxsize=512)
def text_image(
    role: str, design_size: float, scale: float, text: str, colour: tuple[int, int, int]
) -> pygame.Surface:
    """`text` rendered in the font of `role` at `design_size` (times `scale`), cached."""
    return font(role, design_size, scale).render(text, True, colour)


@font_cache(maxsize=256)
def sized_text(role: str, px: int, text: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """`text` in the font of `role` at `px` layout pixels (a size already fitted), cached."""
    return get_font(role, px).render(text, True, colour)


@font_cache(maxsize=16)
def engraved_title(text: str, design_size: float, scale: float) -> pygame.Surface:
    """A heading pressed into the parchment (`draw.engraved`), cached."""
    return drawing.engraved(
        font("heading", design_size, scale),
        text,
        P.INK,
        scale,
        highlight=P.lighter(P.PARCHMENT, 0.6),
        shadow=P.PARCHMENT_SHADE,
    )


@functools.lru_cache(maxsize=128)
def _shadow_picture(w: int, h: int, radius: int, spread: int, alpha: int) -> pygame.Surface:
    picture = pygame.Surface((w + spread * 4, h + spread * 5 + 2), pygame.SRCALPHA)
    drawing.drop_shadow(picture, pygame.Rect(spread * 2, spread * 2, w, h), radius, spread, alpha)
    return picture


def shadow(
    surface: pygame.Surface, rect: RectLike, radius: int, spread: int, alpha: int = 110
) -> None:
    """`draw.drop_shadow`, made once per size and reused."""
    r = _rect(rect)
    spread = max(1, spread)
    surface.blit(
        _shadow_picture(r.w, r.h, radius, spread, alpha), (r.x - spread * 2, r.y - spread * 2)
    )


@functools.lru_cache(maxsize=64)
def _button_face(
    size: tuple[int, int],
    top: tuple[int, int, int],
    bottom: tuple[int, int, int],
    radius: int,
    alpha: int,
) -> pygame.Surface:
    face = drawing.rounded_gradient(size, top, bottom, radius)
    if alpha < 255:
        face.set_alpha(alpha)
    return face


# --- buttons ------------------------------------------------------------------------------------


def button(
    surface: pygame.Surface,
    rect: RectLike,
    label: str,
    scale: float,
    *,
    primary: bool = False,
    quiet: bool = False,
    hovered: bool = False,
    pressed: bool = False,
    enabled: bool = True,
    key_hint: str | None = None,
) -> None:
    """A bevelled brass (or copper, when `primary`) button with its label; `quiet` is a flat
    parchment one for secondary commands. Disabled buttons are faded, never hidden."""
    r = _rect(rect)
    radius = max(3, round(7 * scale))
    if quiet:
        top, bottom, border, ink = (
            P.lighter(P.PARCHMENT, 0.3),
            P.PARCHMENT_SHADE,
            P.BRASS_DARK,
            P.INK,
        )
        if hovered and enabled:
            top, bottom = P.lighter(P.PARCHMENT, 0.55), P.lighter(P.PARCHMENT_SHADE, 0.25)
    elif primary:
        top, bottom, border, ink = P.COPPER_LIGHT, P.COPPER, P.COPPER_DARK, PAPER_TEXT
        if hovered and enabled:
            top, bottom = P.lighter(P.COPPER_LIGHT, 0.2), P.COPPER_LIGHT
    else:
        top, bottom, border, ink = P.BRASS_LIGHT, P.BRASS, P.BRASS_DARK, P.INK
        if hovered and enabled:
            top, bottom = P.lighter(P.BRASS_LIGHT, 0.3), P.BRASS_LIGHT
    if pressed and enabled:
        top, bottom = bottom, P.darker(bottom, 0.15)
    body = r.move(0, 1 if pressed and enabled else 0)
    if enabled and not quiet:
        shadow(surface, body, radius, max(2, round(3 * scale)), alpha=90)
    surface.blit(
        _button_face(body.size, top, bottom, radius, 255 if enabled else 105), body.topleft
    )
    pygame.draw.rect(
        surface,
        border if enabled else P.mix(border, P.PARCHMENT, 0.45),
        body,
        max(1, round(1.6 * scale)),
        border_radius=radius,
    )
    if enabled and not quiet:  # the bevel's light upper edge
        pygame.draw.line(
            surface,
            P.lighter(top, 0.45),
            (body.left + radius, body.top + 2),
            (body.right - radius, body.top + 2),
            1,
        )
    text_colour = ink if enabled else P.mix(P.INK_SOFT, P.PARCHMENT, 0.25)
    label_px, hint_px = button_type(body, label, key_hint if enabled else None, scale)
    img = sized_text("ui_bold", label_px, label, text_colour)
    if key_hint and enabled:
        hint = sized_text("ui", hint_px, key_hint, P.mix(text_colour, bottom, 0.35))
        total_h = img.get_height() + hint.get_height() - round(3 * scale)
        y = body.centery - total_h // 2
        surface.blit(img, img.get_rect(midtop=(body.centerx, y)))
        surface.blit(
            hint, hint.get_rect(midtop=(body.centerx, y + img.get_height() - round(3 * scale)))
        )
    else:
        surface.blit(img, img.get_rect(center=body.center))


def button_type(
    body: pygame.Rect, label: str, key_hint: str | None, scale: float
) -> tuple[int, int]:
    """The sizes (px, the text gain not yet applied) of a button's label and key hint: the
    design's, and at larger text the largest down to the 110% size's (put_fitted's rule) at
    which the label fits the button's width and both lines its height. Words that do not fit
    even then are reported (the panel draws its own buttons: the smoke test's button check
    does not see them)."""
    gain = text_gain()
    room = body.w - 2 * max(2, round(4 * scale))
    label_px = TF.legible_px(19 * scale)
    least = TF.legible_px(19 * scale / gain)
    hint_px = TF.legible_px(12 * scale / (gain if key_hint else 1.0))

    def height(px: int) -> int:
        tall = TF.line_height("ui_bold", px)
        return tall + TF.line_height("ui", hint_px) - round(3 * scale) if key_hint else tall

    while label_px > least and (
        TF.text_width("ui_bold", label_px, label) > room or height(label_px) > body.h
    ):
        label_px -= 1
    if gain <= 1.0:  # the design's sizes, rounded as text_image rounds them: as drawn before
        label_px, hint_px = max(8, round(19 * scale)), max(8, round(12 * scale))
    needed = (TF.text_width("ui_bold", label_px, label), height(label_px))
    if needed[0] > room + 0.5 or (gain > 1.0 and needed[1] > body.h):
        report_overflow("build panel: button", label, (room, body.h), needed)
    return label_px, hint_px


# --- header chips -------------------------------------------------------------------------------


def chip(
    surface: pygame.Surface,
    left: float,
    centre_y: float,
    text: str,
    scale: float,
    icon: str | None = None,
) -> pygame.Rect:
    """A small engraved brass label ("Exactly 3 tiles"); returns where it went."""
    img = text_image("ui_bold", 15, scale, text, P.INK)
    pad = round(11 * scale)
    icon_w = round(18 * scale) if icon else 0
    w, h = chip_size(text, scale, icon)
    r = pygame.Rect(round(left), round(centre_y - h / 2), w, h)
    pygame.draw.rect(surface, P.mix(P.PARCHMENT, P.BRASS_LIGHT, 0.45), r, border_radius=h // 2)
    pygame.draw.rect(surface, P.BRASS_DARK, r, max(1, round(1.3 * scale)), border_radius=h // 2)
    x = r.left + pad
    if icon:
        icon_centre = (x + icon_w // 2 - round(3 * scale), r.centery)
        _chip_icon(surface, icon, icon_centre, round(7 * scale))
        x += icon_w
    surface.blit(img, img.get_rect(midleft=(x, r.centery)))
    return r


def chip_size(text: str, scale: float, icon: str | None = None) -> tuple[int, int]:
    """How large `chip` draws a label: its words, a margin each side and the icon's room; the
    design's 30 px high, or as tall as a line of its words and a little more at larger text."""
    words = font("ui_bold", 15, scale)
    h = max(round(30 * scale), words.get_linesize() + round(4 * scale))
    return words.size(text)[0] + round(11 * scale) * 2 + (round(18 * scale) if icon else 0), h


def _chip_icon(surface: pygame.Surface, icon: str, centre: tuple[int, int], r: int) -> None:
    cx, cy = centre
    if icon == "tiles":  # three little squares in an L: a device
        s = max(3, round(r * 0.9))
        for dx, dy in ((-1, -1), (0, -1), (0, 0)):
            box = pygame.Rect(cx + dx * s, cy + dy * s, s - 1, s - 1)
            pygame.draw.rect(surface, P.PARCHMENT, box)
            pygame.draw.rect(surface, P.INK, box, 1)
    elif icon == "coin":
        pygame.draw.circle(surface, P.GOLD, centre, r)
        pygame.draw.circle(surface, P.GOLD_DARK, centre, r, max(1, r // 4))
    elif icon == "bolt":
        pts = [
            (cx + r * 0.2, cy - r),
            (cx - r * 0.5, cy + r * 0.1),
            (cx, cy + r * 0.1),
            (cx - r * 0.2, cy + r),
            (cx + r * 0.5, cy - r * 0.1),
            (cx, cy - r * 0.1),
        ]
        pygame.draw.polygon(surface, P.COPPER, pts)
        pygame.draw.polygon(surface, P.COPPER_DARK, pts, 1)
    else:  # a plain dot
        pygame.draw.circle(surface, P.BRASS_DARK, centre, max(2, r // 2))


# --- marks on the grid --------------------------------------------------------------------------


def tick_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [
        (cx - r * 0.45, cy + r * 0.02),
        (cx - r * 0.1, cy + r * 0.38),
        (cx + r * 0.5, cy - r * 0.36),
    ]


def cross_lines(
    cx: float, cy: float, r: float
) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    d = r * 0.38
    return [((cx - d, cy - d), (cx + d, cy + d)), ((cx - d, cy + d), (cx + d, cy - d))]


def contact_mark(
    surface: pygame.Surface,
    seam: tuple[tuple[float, float], tuple[float, float]],
    valid: bool,
    radius: float,
    scale: float,
) -> None:
    """A contact between two tiles: a coloured seam along the shared edge, and a round badge
    in its middle with a tick (valid, verdigris) or a cross (mismatch, oxide red). The shape,
    not only the colour, tells them apart."""
    (x0, y0), (x1, y1) = seam
    colour = P.VERDIGRIS if valid else P.OXIDE_RED
    vertical = abs(x1 - x0) < abs(y1 - y0)
    # the seam: a short glowing bar either side of the badge, inset from the tile corners
    length = math.hypot(x1 - x0, y1 - y0)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    half = length * 0.36
    width = max(3, round(radius * 0.42))
    if vertical:
        bar = pygame.Rect(0, 0, width, round(half * 2))
    else:
        bar = pygame.Rect(0, 0, round(half * 2), width)
    bar.center = (round(cx), round(cy))
    glow = pygame.Surface(bar.inflate(width * 2, width * 2).size, pygame.SRCALPHA)
    pygame.draw.rect(glow, (*colour, 70), glow.get_rect(), border_radius=width * 2)
    surface.blit(glow, glow.get_rect(center=bar.center))
    pygame.draw.rect(surface, colour, bar, border_radius=width // 2)
    # the badge
    r = max(6, round(radius))
    centre = (round(cx), round(cy))
    pygame.draw.circle(surface, (18, 12, 8), (centre[0] + 1, centre[1] + 2), r + 1)
    pygame.draw.circle(surface, PAPER_TEXT, centre, r + max(1, round(1.5 * scale)))
    pygame.draw.circle(surface, colour, centre, r)
    stroke = max(2, round(r * 0.3))
    if valid:
        pts = tick_points(centre[0], centre[1], r)
        pygame.draw.lines(surface, PAPER_TEXT, False, pts, stroke)
        for p in pts:  # round the joins of the thick stroke
            pygame.draw.circle(surface, PAPER_TEXT, p, stroke // 2)
    else:
        for a, b in cross_lines(centre[0], centre[1], r):
            pygame.draw.line(surface, PAPER_TEXT, a, b, stroke)
            for p in (a, b):
                pygame.draw.circle(surface, PAPER_TEXT, p, stroke // 2)


def status_icon(
    surface: pygame.Surface, centre: tuple[float, float], r: float, status: str
) -> None:
    """The round icon before the reason: tick (ready), cross (illegal), ellipsis (incomplete)."""
    cx, cy = round(centre[0]), round(centre[1])
    r = max(6, round(r))
    colour = {"ready": P.VERDIGRIS, "illegal": P.OXIDE_RED}.get(status, P.BRASS)
    pygame.draw.circle(surface, P.darker(colour, 0.3), (cx, cy + 1), r + 1)
    pygame.draw.circle(surface, colour, (cx, cy), r)
    stroke = max(2, round(r * 0.26))
    if status == "ready":
        pygame.draw.lines(surface, PAPER_TEXT, False, tick_points(cx, cy, r), stroke)
    elif status == "illegal":
        for a, b in cross_lines(cx, cy, r):
            pygame.draw.line(surface, PAPER_TEXT, a, b, stroke)
    else:
        for dx in (-1, 0, 1):
            pygame.draw.circle(
                surface, PAPER_TEXT, (cx + dx * r * 0.42, cy), max(1, round(r * 0.13))
            )


def warning_badge(
    surface: pygame.Surface, centre: tuple[float, float], r: float, scale: float
) -> None:
    """An oxide-red triangle with an exclamation mark: this tile is what is wrong."""
    cx, cy = centre
    r = max(7, r)
    pts = [(cx, cy - r * 1.05), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
    shadow = [(x + 1, y + 2) for x, y in pts]
    pygame.draw.polygon(surface, (18, 12, 8), shadow)
    pygame.draw.polygon(surface, P.OXIDE_RED, pts)
    pygame.draw.polygon(surface, PAPER_TEXT, pts, max(1, round(1.4 * scale)))
    bar = max(2, round(r * 0.22))
    pygame.draw.line(surface, PAPER_TEXT, (cx, cy - r * 0.45), (cx, cy + r * 0.2), bar)
    pygame.draw.circle(surface, PAPER_TEXT, (cx, cy + r * 0.5), max(1, bar // 2 + 1))


def count_badge(
    surface: pygame.Surface,
    centre: tuple[float, float],
    text: str,
    scale: float,
    empty: bool = False,
) -> None:
    """A brass disc with a number: how many of a tile are left in the supply."""
    img = text_image("numbers", 15, scale, text, P.INK if not empty else P.PARCHMENT)
    r = max(round(12 * scale), img.get_width() // 2 + round(6 * scale))
    cx, cy = round(centre[0]), round(centre[1])
    fill = P.BRASS_LIGHT if not empty else P.IRON_LIGHT
    pygame.draw.circle(surface, (18, 12, 8), (cx + 1, cy + 2), r)
    pygame.draw.circle(surface, fill, (cx, cy), r)
    pygame.draw.circle(
        surface, P.BRASS_DARK if not empty else P.IRON, (cx, cy), r, max(1, round(1.5 * scale))
    )
    surface.blit(img, img.get_rect(center=(cx, cy + 1)))


def rotate_glyph(
    surface: pygame.Surface, centre: tuple[float, float], r: float, colour=P.INK
) -> None:
    """A circular arrow: this tile can be turned."""
    cx, cy = centre
    r = max(5, r)
    width = max(2, round(r * 0.28))
    rect = pygame.Rect(0, 0, round(r * 2), round(r * 2))
    rect.center = (round(cx), round(cy))
    pygame.draw.arc(surface, colour, rect, math.radians(-30), math.radians(230), width)
    # the arrowhead at the arc's clockwise end (pygame angles run anticlockwise from east)
    end = math.radians(-30)
    ex, ey = cx + r * math.cos(end), cy - r * math.sin(end)
    head = r * 0.6
    pygame.draw.polygon(
        surface,
        colour,
        [
            (ex - head * 0.7, ey - head * 0.2),
            (ex + head * 0.6, ey - head * 0.5),
            (ex + head * 0.05, ey + head * 0.75),
        ],
    )


def rotate_badge(
    surface: pygame.Surface, centre: tuple[float, float], r: float, scale: float
) -> None:
    """The turn glyph on a small parchment disc, for the corner of a turning tile."""
    cx, cy = round(centre[0]), round(centre[1])
    r = max(7, round(r))
    pygame.draw.circle(surface, (18, 12, 8), (cx + 1, cy + 2), r)
    pygame.draw.circle(surface, P.lighter(P.PARCHMENT, 0.4), (cx, cy), r)
    pygame.draw.circle(surface, P.BRASS_DARK, (cx, cy), r, max(1, round(1.3 * scale)))
    rotate_glyph(surface, (cx, cy), r * 0.55, P.INK)


# --- tile pictures --------------------------------------------------------------------------------


def tile_picture(tile_id: str, rotation: int, size: float) -> pygame.Surface:
    """The tile as the art package draws it (cached there)."""
    return tile_image(tile_id, rotation, max(8, round(size)))


@functools.lru_cache(maxsize=64)
def greyed_tile(tile_id: str, rotation: int, size: int) -> pygame.Surface:
    """A used-up tile in the tray: grey and faded, still recognisable."""
    grey = pygame.transform.grayscale(tile_picture(tile_id, rotation, size))
    grey.set_alpha(95)
    return grey


@functools.lru_cache(maxsize=32)
def ghost_tile(tile_id: str, rotation: int, size: int, alpha: int = 120) -> pygame.Surface:
    """A see-through tile: where the selected tile would land."""
    ghost = tile_picture(tile_id, rotation, size).copy()
    ghost.set_alpha(alpha)
    return ghost


@functools.lru_cache(maxsize=32)
def dimmed_tile(tile_id: str, rotation: int, size: int) -> pygame.Surface:
    """A tile of the existing device in add mode: it is there, but not the player's to move."""
    picture = tile_picture(tile_id, rotation, size).copy()
    # multiply the colours only, so the rounded corners stay transparent
    picture.fill((150, 142, 132, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return picture


def _forget_tile_pictures(_code: str) -> None:
    """Tiles print their names: their greyed, ghost and dimmed copies are drawn again in a
    newly chosen language (the tile art's own caches are dropped by tile_art.cached)."""
    greyed_tile.cache_clear()
    ghost_tile.cache_clear()
    dimmed_tile.cache_clear()


on_language_change(_forget_tile_pictures)


def _halo(
    surface: pygame.Surface,
    box: pygame.Rect,
    scale: float,
    colour: P.RGB,
    alphas: tuple[int, int, int],
    spread: int,
    step: int,
    radius: int,
) -> None:
    """Three rounded layers centred on `box`, `spread` design pixels wider than it and each
    `step` narrower and more opaque (`alphas`) than the one under it: a glow under a tile."""
    glow = pygame.Surface(
        box.inflate(scaled(spread, scale), scaled(spread, scale)).size, pygame.SRCALPHA
    )
    for i, alpha in enumerate(alphas):
        inset = i * scaled(step, scale)
        pygame.draw.rect(
            glow,
            (*colour, alpha),
            glow.get_rect().inflate(-inset, -inset),
            border_radius=scaled(radius, scale) - i,
        )
    surface.blit(glow, glow.get_rect(center=box.center))


def selection_glow(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """A soft copper glow under the picked-up tile (drawn before the tile)."""
    _halo(surface, box, scale, P.COPPER_LIGHT, (40, 70, 110), spread=22, step=4, radius=14)


def selection_ring(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """The picked-up tile: a bright brass ring (the online version's "red border", in our
    palette: red means illegal here)."""
    pygame.draw.rect(
        surface,
        P.BRASS_LIGHT,
        box.inflate(scaled(6, scale), scaled(6, scale)),
        max(2, scaled(3, scale)),
        border_radius=scaled(8, scale),
    )
    pygame.draw.rect(
        surface,
        P.COPPER_DARK,
        box.inflate(scaled(9, scale), scaled(9, scale)),
        1,
        border_radius=scaled(9, scale),
    )


def ready_glow(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """A legal device hums: a faint verdigris halo under each of its new tiles."""
    _halo(surface, box, scale, P.VERDIGRIS, (28, 50, 80), spread=18, step=3, radius=12)


def soft_shadow(surface: pygame.Surface, rect: RectLike, scale: float, lift: float = 1.0) -> None:
    """The shadow of a tile lying on (lift 1) or held above (lift > 1) the workbench."""
    r = _rect(rect)
    shadow(
        surface,
        r.move(round(2 * lift * scale), round(3 * lift * scale)),
        max(2, round(6 * scale)),
        max(2, round(4 * lift * scale)),
        alpha=round(min(200, 120 * lift)),
    )


def clear_caches() -> None:
    text_image.cache_clear()
    engraved_title.cache_clear()
    _shadow_picture.cache_clear()
    _button_face.cache_clear()
    greyed_tile.cache_clear()
    ghost_tile.cache_clear()
    dimmed_tile.cache_clear()
