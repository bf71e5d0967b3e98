"""Announcements over the table: the banners of the story's table events (a round's end, a new
age, the game's end) and the hot-seat "your turn" card, drawn by the same card painter.

`EventBanners` queues the table events of each new step of the story (rules/narrate.py) and
shows them one after another, each for `EVENT_TIME` seconds, fading in and out. They never
block anything: the table keeps taking clicks and keys underneath, and any click or key press
also dismisses the banner on show (`dismiss`). The game scene holds its "your turn" card back
while an event banner is up, so the player reads "Round 3 ends", then "Age II begins", then
whose turn it is.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs
import pygame

from steamworks.rules import narrate as N
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.geometry import Rect

from . import views as V

EVENT_TIME = 3.4  # seconds an event banner stays (fading in and out), unless dismissed
FADE_IN, FADE_OUT = 0.15, 0.45
MAX_QUEUED = 4  # a long undo-free burst (AI turns) never builds up a backlog of old news


@attrs.define
class EventBanner:
    """One table event on show: its title ("Round 3 ends"), its gist, and how long it has shown."""

    kind: str
    title: str
    subtitle: str
    age: float = 0.0


def banner_for(entry: N.StoryEntry) -> EventBanner:
    title = "The game ends" if entry.kind == N.GAME_END else entry.headline
    return EventBanner(entry.kind, title, entry.summary or entry.text.partition(":")[2].strip())


class EventBanners:
    """The queue of event banners; see the module docstring."""

    def __init__(self) -> None:
        self.queue: list[EventBanner] = []

    @property
    def current(self) -> EventBanner | None:
        return self.queue[0] if self.queue else None

    def add(self, story: Iterable[N.StoryEntry]) -> None:
        """Queue the table events of one new step of the story (actions themselves are not
        announced: the log and the table show them)."""
        self.queue += [banner_for(entry) for entry in story if entry.is_event]
        del self.queue[:-MAX_QUEUED]

    def update(self, dt: float) -> None:
        if self.queue:
            self.queue[0].age += dt
            if self.queue[0].age >= EVENT_TIME:
                self.queue.pop(0)

    def dismiss(self) -> bool:
        """The player clicked or pressed a key: the banner on show goes (the input still counts)."""
        if not self.queue:
            return False
        self.queue.pop(0)
        return True

    def clear(self) -> None:
        self.queue.clear()


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
    sub_size = 17 * s
    sub_lines = (
        V.wrapped("ui", max(8, round(sub_size)), subtitle, int(w - text_x - 22 * s))
        if subtitle
        else ()
    )
    sub_lines = sub_lines[:3]
    line_h = V.get_font("ui", max(8, round(sub_size))).get_linesize()
    h = max(h, 78 * s + len(sub_lines) * line_h)
    rect = pygame.Rect(0, 0, round(w), round(h))
    rect.center = (round(area.centre[0]), round(area.centre[1]))
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    if style is not None:
        top, bottom, ink = P.lighter(style.colour, 0.15), P.darker(style.colour, 0.2), style.ink
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
    title_y = 20 * s
    V.put_text(layer, "display", 40 * s, title, ink, (text_x, title_y))
    y = title_y + 52 * s
    for line in sub_lines:
        V.put_text(layer, "ui", sub_size, line, ink, (text_x + 2 * s, y))
        y += line_h
    layer.set_alpha(round(255 * max(0.0, min(1.0, opacity))))
    surface.blit(layer, rect)
