"""The live overlays drawn every frame over the still layer: glows on what can be chosen,
callouts, power hints, the keyboard's focus ring and tooltips."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import pygame

from steamworks.ui import draw as drawing
from steamworks.ui import motion
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import get_font, text_gain
from steamworks.ui.geometry import Rect
from steamworks.ui.style import tile_image

from .. import target_keys as K
from ..targets import Target
from ..tooltips import Tip, is_outcome_heading
from .context import pg_rect
from .pictures import icon
from .text import draw_block, put_text


@functools.lru_cache(maxsize=256)
def _glow(
    size: tuple[int, int], colour: tuple[int, int, int], spread: int, radius: int
) -> pygame.Surface:
    """A soft halo around a w x h rectangle (drawn once per size)."""
    w, h = size
    surf = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    steps = max(2, spread // 2)
    for i in range(steps):
        grow = spread - i * spread // steps
        alpha = 26 + 150 * i // steps
        rect = pygame.Rect(spread - grow, spread - grow, w + 2 * grow, h + 2 * grow)
        pygame.draw.rect(
            surf,
            (*colour, alpha // steps * 2),
            rect,
            max(2, spread // steps + 1),
            border_radius=radius + grow,
        )
    return surf


@functools.lru_cache(maxsize=512)
def _glow_faded(
    size: tuple[int, int], colour: tuple[int, int, int], spread: int, radius: int, level: int
) -> pygame.Surface:
    """The halo at one of eight brightness levels (the pulse steps through them)."""
    halo = _glow(size, colour, spread, radius).copy()
    halo.set_alpha(round(110 + 145 * level / 7))
    return halo


@functools.lru_cache(maxsize=64)
def _tint(
    size: tuple[int, int], colour: tuple[int, int, int], alpha: int, radius: int
) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=radius)
    return surf


def draw_highlights(
    surface: pygame.Surface,
    targets: Sequence[Target],
    hover_key,
    selected_key,
    t: float,
    scale: float,
) -> None:
    """Glowing outlines on every place that answers the decision; the hovered one lit up, the
    selected one in copper."""
    s = scale
    pulse = 0.5 + 0.5 * math.sin(motion.phase(t) * 4.2)  # still with calm motion
    width = max(2, round(3 * s))
    spread = max(4, round(9 * s))
    radius = round(6 * s)
    for target in targets:
        rect = pg_rect(target.rect).inflate(round(4 * s), round(4 * s))
        selected = target.key == selected_key
        hovered = target.key == hover_key
        colour = P.COPPER_LIGHT if selected else P.VERDIGRIS
        halo = _glow(rect.size, colour, spread, radius)
        if selected or hovered:
            surface.blit(halo, (rect.x - spread, rect.y - spread))
            surface.blit(_tint(rect.size, colour, 60, radius), rect.topleft)
        else:
            level = round(pulse * 7)
            surface.blit(
                _glow_faded(rect.size, colour, spread, radius, level),
                (rect.x - spread, rect.y - spread),
            )
        edge = (
            P.lighter(colour, 0.55)
            if (hovered or selected)
            else P.mix(colour, P.lighter(colour, 0.5), pulse)
        )
        pygame.draw.rect(
            surface, edge, rect, width + (1 if hovered or selected else 0), border_radius=radius
        )


def draw_callout(
    surface: pygame.Surface,
    text: str,
    targets: Sequence[Target],
    scale: float,
    board: Rect | None = None,
    avoid: Sequence[Rect] = (),
    mind: Sequence[Rect] = (),
) -> pygame.Rect | None:
    """A small label beside the places that answer the decision, saying what they answer, with
    a pointer: the prompt at the place it concerns. On the main board it hangs just under the
    board; elsewhere it goes to the right of the places, else the left, above or below: the
    first of those (each also slid sideways, the pointer still on the places) that covers
    nothing in `avoid` (the devices on the table, so the label never hides the device next to
    the one being powered) nor in `mind` (the players' header bars), else the one that hides
    least of `avoid`, then of `mind`. Returns where the label went (None when there was nothing
    to say)."""
    if not targets or not text:
        return None
    s = scale
    left = min(t.rect.x for t in targets)
    top = min(t.rect.y for t in targets)
    right = max(t.rect.right for t in targets)
    bottom = max(t.rect.bottom for t in targets)
    size = TF.legible_px(14 * s)
    pad = round(7 * s)
    screen = surface.get_rect().inflate(-8, -8)
    if board is not None:
        # the side column's buttons are drawn over the table: the callout stays left of it
        screen.width = min(screen.width, round(board.right) - screen.x)
    # one line when it fits in a good half of the table, else two (never under the side column)
    room = min(screen.w - 2 * pad, max(240 * s, screen.w * 0.55))
    block = TF.fit_block(
        "ui_bold",
        size,
        text,
        room,
        2.2 * get_font("ui_bold", size).get_linesize(),
        spacing=1.0,
        where="callout",
    )
    img = pygame.Surface(
        (
            max(1, round(max(get_font("ui_bold", block.px).size(line)[0] for line in block.lines))),
            max(1, round(block.height)),
        ),
        pygame.SRCALPHA,
    )
    draw_block(
        img, "ui_bold", block, P.INK, Rect(0, 0, img.get_width(), img.get_height()), align="center"
    )
    w, h = img.get_width() + 2 * pad, img.get_height() + pad
    gap = 12 * s
    cx, cy = (left + right) / 2, (top + bottom) / 2
    options = []
    if board is not None and bottom <= board.bottom + 1:
        options.append(
            ("below", pygame.Rect(round(cx - w / 2), round(board.bottom + 10 * s), w, h))
        )
    sides = [
        ("right", pygame.Rect(round(right + gap), round(cy - h / 2), w, h)),
        ("left", pygame.Rect(round(left - gap - w), round(cy - h / 2), w, h)),
        ("above", pygame.Rect(round(cx - w / 2), round(top - gap - h), w, h)),
        ("below", pygame.Rect(round(cx - w / 2), round(bottom + gap), w, h)),
    ]
    if (
        top > surface.get_height() * 0.6
    ):  # on the persona board: above, inside the board, covers least
        sides.insert(0, sides.pop(2))
    options += sides
    # above and below, also slid to either side as far as the pointer allows
    reach = w / 2 - 24 * s
    options += [
        (name, rect.move(round(shift), 0))
        for name, rect in sides
        if name in ("above", "below")
        for shift in (reach, -reach)
    ]
    side, box = options[-1]
    obstacles = [pg_rect(r) for r in avoid]
    lesser = [pg_rect(r) for r in mind]
    least: tuple[int, int] | None = None
    for name, wanted in options:
        # slid along the window's edge when it sticks out (the pointer still finds the place)
        rect = wanted.clamp(screen)
        if not screen.contains(rect) or any(rect.colliderect(pg_rect(t.rect)) for t in targets):
            continue
        # a device hidden is worse than any header bar hidden
        covered = (_covered_area(rect, obstacles), _covered_area(rect, lesser))
        if least is None or covered < least:
            side, box, least = name, rect, covered
        if covered == (0, 0):
            break
    box.clamp_ip(screen)
    k = 8 * s
    if side == "below":
        tx = min(max(cx, box.x + 12 * s), box.right - 12 * s)
        pointer = [(tx - k, box.y + 1), (tx + k, box.y + 1), (tx, box.y - k)]
    elif side == "above":
        tx = min(max(cx, box.x + 12 * s), box.right - 12 * s)
        pointer = [(tx - k, box.bottom - 1), (tx + k, box.bottom - 1), (tx, box.bottom + k)]
    elif side == "right":
        pointer = [
            (box.x + 1, box.centery - k),
            (box.x + 1, box.centery + k),
            (box.x - k, box.centery),
        ]
    else:
        pointer = [
            (box.right - 1, box.centery - k),
            (box.right - 1, box.centery + k),
            (box.right + k, box.centery),
        ]
    drawing.drop_shadow(surface, box, round(5 * s), max(2, round(4 * s)), alpha=120)
    pygame.draw.polygon(surface, P.VERDIGRIS, pointer)
    pygame.draw.rect(surface, P.lighter(P.PARCHMENT, 0.45), box, border_radius=round(6 * s))
    pygame.draw.rect(surface, P.VERDIGRIS, box, max(2, round(2 * s)), border_radius=round(6 * s))
    surface.blit(img, img.get_rect(center=box.center))
    return box


def callout_clearance(tableau) -> tuple[list[Rect], list[Rect]]:
    """What a callout on the table keeps clear (`draw_callout`'s `avoid` and `mind`): every
    device's frame, then the players' header bars over their devices."""
    devices = [box.frame for area in tableau.areas for box in area.devices]
    return devices, [area.header for area in tableau.areas]


def tile_under(place: Target, tableau) -> Target:
    """`place` widened to the device tile it lies on (a source's mechanic slot is a part of its
    tile), so a label put beside it never covers the rest of that tile, its name above all."""
    x, y = place.rect.centre
    for area in tableau.areas:
        for box in area.devices:
            for cell in box.cells.values():
                if cell.x <= x < cell.right and cell.y <= y < cell.bottom:
                    return Target(place.key, cell, place.actions)
    return place


def _covered_area(rect: pygame.Rect, obstacles: Sequence[pygame.Rect]) -> int:
    """How many pixels of `obstacles` a box at `rect` would hide (overlaps counted twice)."""
    total = 0
    for other in obstacles:
        clipped = rect.clip(other)
        total += clipped.w * clipped.h
    return total


def draw_power_hints(surface: pygame.Surface, targets: Sequence[Target], scale: float) -> None:
    """On each component that can be powered, the kinds of power it can take (as source tokens)."""
    s = scale
    for target in targets:
        if not isinstance(target.key, K.Component):
            continue
        powers = [a.power for a in target.actions]
        size = max(10, round(min(target.rect.w * 0.3, 20 * s)))
        total = len(powers) * (size + 2) - 2
        x = target.rect.x + (target.rect.w - total) / 2
        y = target.rect.bottom - size * 0.65
        for power in powers:
            surface.blit(icon(power, size), (round(x), round(y)))
            x += size + 2


def draw_focus_ring(
    surface: pygame.Surface, rect: Rect, t: float, scale: float, pad: float = 7
) -> pygame.Rect:
    """The keyboard's focus ring round a place or button of the table (see `draw.focus_ring`)."""
    return drawing.focus_ring(surface, pg_rect(rect), t, scale, pad)


def _tooltip_place(
    size: tuple[int, int],
    screen: pygame.Rect,
    mouse: tuple[int, int] | None,
    near: Rect | None,
    s: float,
) -> pygame.Rect:
    """Where a tooltip box goes: below and right of the mouse (flipped at the window's edges),
    or, for a place with the keyboard focus, beside it without covering it."""
    w, h = size
    if near is not None:
        r = pg_rect(near).inflate(
            round(36 * s), round(36 * s)
        )  # clear of the focus ring and its brackets
        gap = round(4 * s)
        for box in (
            pygame.Rect(r.x, r.bottom + gap, w, h),
            pygame.Rect(r.x, r.y - gap - h, w, h),
            pygame.Rect(r.right + gap, r.y, w, h),
            pygame.Rect(r.x - gap - w, r.y, w, h),
        ):
            if box.y >= screen.y + 4 and box.bottom <= screen.bottom - 4:
                box.clamp_ip(screen)
                if not box.colliderect(r):
                    return box
        mouse = (r.right, r.bottom)
    if mouse is None:
        raise ValueError("a tooltip goes by the mouse or near a place, and neither was given")
    box = pygame.Rect(mouse[0] + round(18 * s), mouse[1] + round(18 * s), w, h)
    if box.right > screen.right - 4:
        box.right = mouse[0] - round(12 * s)
    if box.bottom > screen.bottom - 4:
        box.bottom = mouse[1] - round(12 * s)
    box.clamp_ip(screen)
    return box


def _tip_height(lines: Sequence[str], px: int, width: int) -> float:
    """The height `lines` take wrapped in `width` at `px` (one line step each, as the tooltip's
    block draws them)."""
    count = sum(len(TF.wrap("ui", px, line, width)) for line in lines)
    return count * TF.line_height("ui", px)


def draw_tooltip(
    surface: pygame.Surface,
    tip: Tip,
    mouse: tuple[int, int] | None,
    scale: float,
    near: Rect | None = None,
) -> None:
    """A tile's or a place's tooltip: by the mouse, or beside `near` (the keyboard's focus)."""
    s = scale
    pad = round(10 * s)
    picture = tile_image(tip.tile[0], tip.tile[1], round(92 * s)) if tip.tile else None
    pic_w = picture.get_width() + pad if picture is not None else 0
    width = round(340 * s) + pic_w
    title_size = max(8, round(17 * s))
    body_size = max(8, round(14 * s))
    text_w = width - 2 * pad - pic_w
    title_h = get_font("heading", title_size).get_linesize()
    room_h = surface.get_height() - 8 - pad * 2 - title_h - 4
    smallest = None
    if text_gain() > 1.0:
        # larger text: a long tip grows wider (up to the window's width) before its type
        # shrinks, and that only as far as the 110% size's
        widest = surface.get_width() - 16 - 2 * pad - pic_w
        while text_w < widest and _tip_height(tip.lines, body_size, text_w) > room_h:
            grow = min(round(40 * s), widest - text_w)
            text_w, width = text_w + grow, width + grow
        smallest = body_size / text_gain()
    # the tip grows to its words, up to the window's height (past that it is cut, and reported)
    body = TF.fit_block(
        "ui",
        body_size,
        list(tip.lines),
        text_w,
        room_h,
        min_px=smallest,
        spacing=1.0,
        where=f"tooltip {tip.title}",
    )
    h = pad * 2 + title_h + 4 + round(body.height)
    if picture is not None:
        h = max(h, pad * 2 + title_h + 4 + picture.get_height())
    box = _tooltip_place((width, h), surface.get_rect(), mouse, near, s)
    drawing.drop_shadow(surface, box, round(5 * s), max(3, round(5 * s)), alpha=140)
    pygame.draw.rect(surface, P.lighter(P.PARCHMENT, 0.4), box, border_radius=round(5 * s))
    if tip.accent is not None:
        bar = pygame.Rect(box.x, box.y, box.w, title_h + pad)
        pygame.draw.rect(
            surface,
            tip.accent,
            bar,
            border_top_left_radius=round(5 * s),
            border_top_right_radius=round(5 * s),
        )
    pygame.draw.rect(surface, P.BRASS_DARK, box, max(1, round(1.5 * s)), border_radius=round(5 * s))
    title_colour = P.INK if tip.accent is None or P.luminance(tip.accent) > 0.28 else P.PARCHMENT
    title = TF.fit_line(
        "heading", title_size, tip.title, width - 2 * pad, min_px=13 * s, where="tooltip title"
    )
    put_text(
        surface, "heading", title.px, title.text, title_colour, (box.x + pad, box.y + pad // 2 + 2)
    )
    y = box.y + pad + title_h + 4
    if picture is not None:
        surface.blit(picture, (box.x + pad, y))
    # "If you place here now:" in copper; a move that cannot be undone (game.confirm) in red,
    # every wrapped line of it
    colours = [
        P.OXIDE_RED
        if line.startswith("⚠")
        else P.COPPER_DARK
        if is_outcome_heading(line)
        else P.INK
        for line in tip.lines
    ]
    draw_block(surface, "ui", body, colours, Rect(box.x + pad + pic_w, y, text_w, body.height))
