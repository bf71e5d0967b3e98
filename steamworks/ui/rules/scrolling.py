"""What shows that the Rules page scrolls: the brass scroll bar beside the text (where it lies
for a scroll position, and back from a point on its track to a scroll position) and the soft
parchment fades at the window's top and bottom edges while more text lies beyond them.
Other screens whose lists scroll (statistics, results, analysis, the lobby) draw the same bar.
"""

from __future__ import annotations

import attrs
import pygame

from steamworks.ui import draw as drawing
from steamworks.ui.art import looks
from steamworks.ui.art import palette as P
from steamworks.ui.geometry import scaled


@attrs.frozen
class ScrollBar:
    """The bar's track and its thumb, in window pixels."""

    track: pygame.Rect
    thumb: pygame.Rect

    @classmethod
    def place(
        cls,
        page_rect: pygame.Rect,
        view_rect: pygame.Rect,
        content_height: float,
        scroll: float,
        max_scroll: float,
        scale: float,
    ) -> ScrollBar | None:
        """The bar at the page's right edge for `scroll`, or None when the text fits the window."""
        if content_height <= view_rect.h:
            return None
        track = pygame.Rect(
            page_rect.right - scaled(22, scale), view_rect.top, scaled(10, scale), view_rect.h
        )
        thumb_h = max(scaled(40, scale), round(track.h * view_rect.h / content_height))
        span = track.h - thumb_h
        top = track.top + round(span * (scroll / max_scroll if max_scroll else 0))
        thumb = pygame.Rect(track.left - scaled(3, scale), top, track.w + scaled(6, scale), thumb_h)
        return cls(track, thumb)

    def scroll_at(self, y: float, max_scroll: float) -> float:
        """The scroll position that centres the thumb on `y` (not yet clamped)."""
        span = max(1, self.track.h - self.thumb.h)
        fraction = (y - self.track.top - self.thumb.h / 2) / span
        return fraction * max_scroll

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        track, thumb = self.track, self.thumb
        pygame.draw.rect(
            surface, P.mix(P.PARCHMENT_SHADE, P.INK_SOFT, 0.3), track, border_radius=track.w // 2
        )
        surface.blit(drawing.vertical_gradient(thumb.size, P.BRASS_LIGHT, P.BRASS_DARK), thumb)
        pygame.draw.rect(surface, P.BRASS_DARK, thumb, 1, border_radius=scaled(3, scale))
        for k in (-1, 0, 1):  # grip lines
            y = thumb.centery + k * scaled(5, scale)
            pygame.draw.line(
                surface,
                P.BRASS_DARK,
                (thumb.left + scaled(3, scale), y),
                (thumb.right - scaled(4, scale), y),
            )


def draw_scroll_bar(
    surface: pygame.Surface,
    view_rect: pygame.Rect,
    widen: int,
    content_height: float,
    scroll: float,
    max_scroll: float,
    scale: float,
) -> None:
    """The bar for `scroll` drawn beside `view_rect` (on a page `widen` pixels wider than the
    view, half each side), for a screen that only shows it: none when the content fits."""
    page_rect = view_rect.inflate(widen, 0)
    bar = ScrollBar.place(page_rect, view_rect, content_height, scroll, max_scroll, scale)
    if bar is not None:
        bar.draw(surface, scale)


def draw_fade(
    surface: pygame.Surface, view_rect: pygame.Rect, y: int, scale: float, *, down: bool
) -> None:
    """A fade of parchment over the text from edge `y` inwards: downwards from the window's top
    edge (`down`), upwards from its bottom edge otherwise. None in high contrast: half-faded
    words would fall under 4.5:1, and the scroll bar says there is more."""
    if looks.high_contrast_active():
        return
    h = scaled(26, scale)
    fade = pygame.Surface((view_rect.w + scaled(8, scale), h), pygame.SRCALPHA)
    for i in range(h):
        a = int(210 * (1 - i / h)) if down else int(210 * (i / h))
        pygame.draw.line(fade, (*P.PARCHMENT, a), (0, i), (fade.get_width(), i))
    surface.blit(fade, (view_rect.left - scaled(4, scale), y if down else y - h))
