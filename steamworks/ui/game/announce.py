"""Drawing the news over the table (`draw_news`): the banners of the story's table events
(queued by `game.table_events`) and the hot-seat "your turn" card, by the same card painter,
fading in and out (`fade`); and the toast, a short message under the seats' name strips.
"""

from __future__ import annotations

import pygame

from steamworks.language import tr
from steamworks.ui import draw as drawing
from steamworks.ui import motion
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.game.controller import ANNOUNCE_TIME, GameController
from steamworks.ui.game.toast_style import toast_colours
from steamworks.ui.geometry import Rect

from . import views as V

FADE_IN, FADE_OUT = 0.15, 0.45


def fade(age: float, duration: float) -> float:
    """Opacity 0..1 of a card `age` seconds into its `duration`."""
    return max(0.0, min(1.0, age / FADE_IN, (duration - age) / FADE_OUT))


def draw_card(
    surface: pygame.Surface,
    area: Rect,
    scale: float,
    title: str,
    subtitle: str,
    style: PlayerStyle | None,
    opacity: float,
) -> None:
    """A card centred over `area`: in a player's colour with their mark (a turn), or brass (an
    event of the table). The subtitle wraps onto a second line when it must."""
    s = scale
    w = min(area.w * 0.86, 680 * s)
    h = 120 * s
    text_x = h * 0.95 if style is not None else 28 * s
    sub_size: float = 17 * s
    sub_lines: tuple[str, ...] = ()
    line_h = TF.line_height("ui", round(sub_size))
    if subtitle:  # at most three lines: at larger text a type back to the 110% size's first
        block = TF.fit_block(
            "ui",
            sub_size,
            subtitle,
            int(w - text_x - 22 * s),
            3 * line_h,
            min_px=sub_size / text_gain(),
            spacing=1.0,
            where="event banner",
        )
        sub_lines, sub_size, line_h = block.lines, block.px, TF.line_height("ui", block.px)
    title_y = 20 * s
    # the subtitle under the title's line (larger text: the title's type is taller)
    sub_y = title_y + max(52 * s, V.get_font("display", max(8, round(40 * s))).get_linesize())
    h = max(h, sub_y + 26 * s + len(sub_lines) * line_h)
    rect = pygame.Rect(0, 0, round(w), round(h))
    rect.center = (round(area.centre[0]), round(area.centre[1]))
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    if style is not None:
        (top, bottom), ink = P.seat_shading(style.colour, 0.15, 0.2), style.ink
    else:
        top, bottom, ink = P.lighter(P.BRASS_LIGHT, 0.2), P.BRASS, P.INK
    layer.blit(drawing.vertical_gradient(rect.size, top, bottom), (0, 0))
    pygame.draw.rect(
        layer,
        P.BRASS_LIGHT if style is not None else P.BRASS_DARK,
        layer.get_rect(),
        max(2, round(4 * s)),
        border_radius=round(10 * s),
    )
    if style is not None:
        V.mark(layer, style, (60 * s, h * 0.5), 31 * s)
    # a longer language's title: a smaller type before a cut (reported)
    title_room = w - text_x - 16 * s
    V.put_fitted(
        layer, "display", 40 * s, title, title_room, ink, (text_x, title_y), smallest=28 * s
    )
    y = sub_y
    for line in sub_lines:
        V.put_text(layer, "ui", sub_size, line, ink, (text_x + 2 * s, y))
        y += line_h
    layer.set_alpha(round(255 * max(0.0, min(1.0, opacity))))
    surface.blit(layer, rect)


def draw_news(
    surface: pygame.Surface,
    area: Rect,
    scale: float,
    game: GameController,
    styles: tuple[PlayerStyle, ...],
) -> None:
    """The event banner on show, else the hot-seat "your turn" card; then the toast."""
    banner = game.banners.current
    if banner is not None:
        draw_card(
            surface,
            area,
            scale,
            banner.title,
            banner.subtitle,
            None,
            motion.opacity(fade(banner.age, banner.duration)),
        )
    elif game.announce is not None:
        seat, age = game.announce
        draw_card(
            surface,
            area,
            scale,
            tr("{player}'s turn", player=game.names[seat]),
            tr("Take the mouse: the table is yours."),
            styles[seat],
            motion.opacity(fade(age, ANNOUNCE_TIME)),
        )
    if game.toast is not None:
        draw_toast(surface, area, scale, game.toast[0])


def draw_toast(surface: pygame.Surface, area: Rect, scale: float, text: str) -> None:
    s = scale
    f = V.get_font("ui_medium", max(8, round(16 * s)))
    fill, ink, rim = toast_colours(text)  # errors red, notices (Notice) parchment
    img = f.render(text, True, ink)
    # below the seats' name strips (24 px at scale 1), so it never hides whose area is whose
    rect = img.get_rect(midtop=(round(area.centre[0]), round(area.y + 36 * s))).inflate(
        round(24 * s), round(12 * s)
    )
    pygame.draw.rect(surface, fill, rect, border_radius=round(8 * s))
    pygame.draw.rect(surface, rim, rect, 1, border_radius=round(8 * s))
    surface.blit(img, img.get_rect(center=rect.center))
