"""Painting the game log (log_panel.py's `LogPanel`) over its card every frame: the lines in
view, clipped to the card and faded at an edge with more lines beyond it, the slim brass scroll
bar and the "Newest" button with its count. Text comes from cached images (views.text_image),
so scrolling never redraws the table.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from typing import Protocol

import pygame

from steamworks.language import tr
from steamworks.rules.words import shown_name
from steamworks.ui import draw as drawing
from steamworks.ui.art import looks
from steamworks.ui.art import palette as P
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.art.tile_art import draw_player_mark
from steamworks.ui.geometry import Rect

from .log_lines import EVENT, HEADING, LogGeometry, Row, newest_type_size
from .views import put_text, text_image


class LogPanel(Protocol):
    """What the painter reads of the log panel (log_panel.LogPanel, which calls draw_log with
    itself): its layout, the rows in view, its scroll state and its bar and button."""

    names: tuple[str, ...]
    geometry: LogGeometry | None
    top: float  # pixels of rows above the view
    pinned: bool  # following the newest line
    drag: float | None  # the bar is being dragged
    hover: str | None  # "thumb" or "newest" under the mouse

    @property
    def scrollable(self) -> bool: ...

    @property
    def unread(self) -> int: ...

    def rows_in_view(self) -> Iterator[tuple[Row, float]]: ...

    def thumb(self) -> Rect | None: ...

    def newest_button(self) -> Rect | None: ...

    def badge_width(self, s: float) -> float: ...


def draw_log(panel: LogPanel, surface: pygame.Surface, styles: Sequence[PlayerStyle]) -> None:
    """The lines in view, the scroll bar and the "Newest" button, over the card."""
    g = panel.geometry
    if g is None:
        return
    s = g.scale
    clip = surface.get_clip()
    view = pygame.Rect(g.view.rounded())
    surface.set_clip(view.clip(clip) if clip else view)
    for row, y in panel.rows_in_view():
        _draw_row(panel, g, surface, row, y, styles)
    # the edges fade where more lines lie beyond, except in high contrast: half-faded words
    # there would fall under 4.5:1 (the scroll bar and "Newest" still say there is more)
    if panel.scrollable and not looks.high_contrast_active():
        if panel.top > 0.5:  # older lines above: the top edge fades into the card
            surface.blit(_fade(view.w, max(4, round(16 * s)), True), view.topleft)
        if not panel.pinned:  # newer lines below, and the "Newest" button over them
            fade = _fade(view.w, max(4, round(34 * s)), False)
            surface.blit(fade, (view.x, view.bottom - fade.get_height()))
    surface.set_clip(clip)
    _draw_bar(panel, g, surface)
    _draw_newest(panel, g, surface)


def _draw_row(
    panel: LogPanel,
    g: LogGeometry,
    surface: pygame.Surface,
    row: Row,
    y: float,
    styles: Sequence[PlayerStyle],
) -> None:
    s = g.scale
    line = row.line
    if line.style == HEADING:
        centre = (g.view.x + g.track.x) / 2
        put_text(surface, "ui_bold", 12 * s, line.text, P.BRASS_DARK, (centre, y + 2 * s), "midtop")
        return
    if line.style == EVENT:
        _draw_event(g, surface, row, y)
        return
    seat = line.seat
    assert seat is not None  # a line of play always says whose it is (LogLine.style)
    style = styles[seat]
    if line.latest:
        hl = pygame.Rect(
            round(g.view.x),
            round(y - 1 * s),
            round(g.track.x - 4 * s - g.view.x),
            round(len(row.texts) * g.line_h + 4 * s),
        )
        pygame.draw.rect(surface, P.lighter(P.PARCHMENT, 0.5), hl, border_radius=round(4 * s))
        pygame.draw.rect(surface, P.COPPER, hl, 1, border_radius=round(4 * s))
    draw_player_mark(
        surface,
        style.mark,
        (g.mark_x, y + g.line_h / 2 + 1 * s),
        5.5 * s,
        style.colour,
        P.darker(style.colour, 0.5),
        1,
    )
    ly = y + 1 * s
    name = shown_name(panel.names[seat])  # as the line names the seat
    for k, text in enumerate(row.texts):
        if k == 0 and text.startswith(name):
            ink = P.seat_text_ink(style.colour, P.PARCHMENT)
            nr = put_text(surface, "ui_bold", g.size, name, ink, (g.text_x, ly))
            put_text(surface, "ui", g.size, text[len(name) :], P.INK, (nr.right, ly))
        else:
            put_text(surface, "ui", g.size, text, P.INK, (g.text_x, ly))
        ly += g.line_h


def _draw_event(g: LogGeometry, surface: pygame.Surface, row: Row, y: float) -> None:
    """A table event: a brass band across the card, its words in bold dark brass."""
    s = g.scale
    band = pygame.Rect(
        round(g.view.x),
        round(y + 1 * s),
        round(g.track.x - 4 * s - g.view.x),
        round(len(row.texts) * g.line_h + 6 * s),
    )
    pygame.draw.rect(
        surface, P.mix(P.PARCHMENT, P.BRASS_LIGHT, 0.45), band, border_radius=round(4 * s)
    )
    pygame.draw.rect(surface, P.BRASS_DARK, band, 1, border_radius=round(4 * s))
    ly = y + 4 * s
    x = g.view.x + 6 * s
    head = row.line.text.partition(":")[0]
    for k, text in enumerate(row.texts):
        # the headline ("Round 3 ends") in bold, what moved in the plain face (narrower than
        # the bold the lines were wrapped in, so it always fits)
        if k == 0 and text.startswith(head) and len(text) > len(head):
            r = put_text(surface, "ui_bold", g.size, text[: len(head) + 1], P.COPPER_DARK, (x, ly))
            put_text(surface, "ui", g.size, text[len(head) + 1 :], P.INK, (r.right, ly))
        else:
            put_text(surface, "ui", g.size, text, P.INK, (x, ly)) if k else put_text(
                surface, "ui_bold", g.size, text, P.COPPER_DARK, (x, ly)
            )
        ly += g.line_h


def _draw_bar(panel: LogPanel, g: LogGeometry, surface: pygame.Surface) -> None:
    thumb = panel.thumb()
    if thumb is None:
        return
    s = g.scale
    track = pygame.Rect(g.track.rounded())
    pygame.draw.rect(
        surface,
        P.mix(P.PARCHMENT_SHADE, P.INK_SOFT, 0.3),
        track,
        border_radius=max(1, track.w // 2),
    )
    r = pygame.Rect(thumb.rounded())
    lit = panel.hover == "thumb" or panel.drag is not None
    surface.blit(_thumb_image(r.size, max(1, round(3 * s)), lit), r)
    if r.h > 16 * s:  # grip lines, when the handle is tall enough for them
        left, right = r.left + max(1, round(2 * s)), r.right - max(2, round(3 * s))
        for k in (-1, 0, 1):
            y = r.centery + k * max(2, round(4 * s))
            pygame.draw.line(surface, P.BRASS_DARK, (left, y), (right, y))


def _draw_newest(panel: LogPanel, g: LogGeometry, surface: pygame.Surface) -> None:
    rect = panel.newest_button()
    if rect is None:
        return
    s = g.scale
    r = pygame.Rect(rect.rounded())
    drawing.drop_shadow(surface, r, max(2, round(5 * s)), max(2, round(4 * s)), alpha=90)
    surface.blit(_pill_image(r.size, panel.hover == "newest"), r)
    # a chevron pointing down, to the newest lines, then the word, then the count
    cx, cy, half = r.x + 14 * s, r.centery, 4.5 * s
    pygame.draw.polygon(
        surface,
        P.INK,
        [(cx - half, cy - half * 0.55), (cx + half, cy - half * 0.55), (cx, cy + half * 0.75)],
    )
    words = text_image("ui_bold", newest_type_size(s), tr("Newest"), P.INK)
    x = round(cx + 9 * s)
    surface.blit(words, (x, r.centery - words.get_height() // 2))
    if panel.unread:
        bw, bh = round(panel.badge_width(s)), round(18 * s)
        badge = pygame.Rect(x + words.get_width() + round(6 * s), r.centery - bh // 2, bw, bh)
        pygame.draw.rect(surface, P.COPPER, badge, border_radius=bh // 2)
        pygame.draw.rect(surface, P.COPPER_DARK, badge, 1, border_radius=bh // 2)
        put_text(surface, "numbers", 12 * s, str(panel.unread), P.PARCHMENT, badge.center, "center")


@functools.lru_cache(maxsize=8)
def _fade(width: int, height: int, down: bool) -> pygame.Surface:
    """Parchment fading to clear: the edge of the view where more lines are hidden."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    for i in range(height):
        a = round(200 * ((1 - i / height) if down else (i / height)))
        pygame.draw.line(surf, (*P.PARCHMENT, a), (0, i), (width, i))
    return surf


@functools.lru_cache(maxsize=16)
def _thumb_image(size: tuple[int, int], radius: int, lit: bool) -> pygame.Surface:
    top, bottom = (
        (P.lighter(P.BRASS_LIGHT, 0.35), P.BRASS) if lit else (P.BRASS_LIGHT, P.BRASS_DARK)
    )
    return _rounded(drawing.vertical_gradient(size, top, bottom), radius, P.BRASS_DARK)


@functools.lru_cache(maxsize=16)
def _pill_image(size: tuple[int, int], lit: bool) -> pygame.Surface:
    top, bottom = (
        (P.lighter(P.BRASS_LIGHT, 0.35), P.BRASS_LIGHT) if lit else (P.BRASS_LIGHT, P.BRASS)
    )
    return _rounded(drawing.vertical_gradient(size, top, bottom), size[1] // 2, P.BRASS_DARK)


def _rounded(picture: pygame.Surface, radius: int, edge: P.RGB) -> pygame.Surface:
    """`picture` with rounded corners and a one-pixel edge."""
    if pygame.display.get_surface():
        out = picture.convert_alpha()
    else:  # no window to convert for (a test or a tool drawing off screen): a plain alpha copy
        out = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
        out.blit(picture, (0, 0))
    drawing.round_corners(out, radius)
    pygame.draw.rect(out, edge, out.get_rect(), 1, border_radius=radius)
    return out
