"""Small pictures the table's views share: prestige chips and token icons, count badges, a
player's colour plate and shape mark, a worded tag ("START PLAYER", "idle", "LAST ROUND"), and
the padlock of a locked stack."""

from __future__ import annotations

import functools
import math

import pygame

from steamworks.ui.art import palette as P
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.art.tile_art import draw_player_mark, token_surface

from .text import put_text


@functools.lru_cache(maxsize=64)
def prestige_chip(size: int) -> pygame.Surface:
    """A claret prestige chip with a brass star (there is no token art for chips)."""
    size = max(8, size)
    big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
    c = size * 2
    pygame.draw.circle(big, (0, 0, 0, 160), (c + 3, c + 5), size * 2 - 4)
    pygame.draw.circle(big, P.BRASS_DARK, (c, c), size * 2 - 4)
    pygame.draw.circle(big, P.PRESTIGE, (c, c), size * 2 - 10)
    pygame.draw.circle(big, P.PRESTIGE_LIGHT, (c - size // 3, c - size // 3), size)
    pygame.draw.circle(big, P.PRESTIGE, (c, c), size * 2 - 18)
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = (size * 1.05) if i % 2 == 0 else size * 0.45
        pts.append((c + r * math.cos(a), c + r * math.sin(a)))
    pygame.draw.polygon(big, P.BRASS_LIGHT, pts)
    return pygame.transform.smoothscale(big, (size, size))


def icon(kind: str, size: float) -> pygame.Surface:
    size = max(8, int(size))
    if kind == "prestige":
        return prestige_chip(size)
    if kind == "money":
        return token_surface("coin", size, 1)
    if kind == "clock":
        return token_surface("clock", size)
    return token_surface(kind, size)


def blit_centered(surface: pygame.Surface, image: pygame.Surface, centre) -> None:
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def badge(
    surface: pygame.Surface, centre, radius: float, text: str, fill=P.INK, ink=P.PARCHMENT
) -> None:
    r = max(5, round(radius))
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, P.BRASS_DARK, c, r + 1)
    pygame.draw.circle(surface, fill, c, r)
    put_text(surface, "numbers", r * 1.25, text, ink, (c[0], c[1] + 1), "center")


def tag(
    surface: pygame.Surface,
    box: pygame.Rect,
    words: pygame.Surface,
    fill,
    edge,
    edge_width: int = 1,
    radius: int = 4,
) -> None:
    """A worded tag: a rounded box filled and edged, the words' image (`text_image`) centred."""
    pygame.draw.rect(surface, fill, box, border_radius=radius)
    pygame.draw.rect(surface, edge, box, edge_width, border_radius=radius)
    blit_centered(surface, words, box.center)


def player_plate(
    surface: pygame.Surface, rect: pygame.Rect, style: PlayerStyle, radius: int = 6
) -> None:
    """A bar in a player's colour with a brass edge."""
    pygame.draw.rect(surface, style.colour, rect, border_radius=radius)
    pygame.draw.rect(surface, P.darker(style.colour, 0.4), rect, 1, border_radius=radius)


def mark(surface: pygame.Surface, style: PlayerStyle, centre, radius: float) -> None:
    """The player's shape mark, on a light disc so it reads on any background."""
    pygame.draw.circle(
        surface, P.BRASS_DARK, (round(centre[0]), round(centre[1])), round(radius * 1.28)
    )
    pygame.draw.circle(
        surface, style.colour, (round(centre[0]), round(centre[1])), round(radius * 1.15)
    )
    draw_player_mark(surface, style.mark, centre, radius * 0.72, style.ink)


def padlock(surface: pygame.Surface, centre, size: float, colour=P.BRASS_LIGHT) -> None:
    cx, cy = centre
    w = size * 0.8
    body = pygame.Rect(0, 0, round(w), round(size * 0.55))
    body.center = (round(cx), round(cy + size * 0.15))
    shackle = pygame.Rect(0, 0, round(w * 0.6), round(size * 0.6))
    shackle.midbottom = (body.centerx, body.top + 3)
    pygame.draw.arc(surface, colour, shackle, 0, math.pi, max(2, round(size * 0.1)))
    pygame.draw.rect(surface, colour, body, border_radius=max(2, round(size * 0.08)))
    pygame.draw.circle(surface, P.INK, body.center, max(1, round(size * 0.07)))
