"""The analysis chart: every player's estimated final prestige across the game.

One line per player in their colour, with their shape mark (the table's `views.mark`) along
it and at its end, so that players who cannot tell the colours apart can tell the lines apart.
The x axis runs over the log (one point per action), with a faint rule at each new round and
a stronger one at each new age; the y axis is in prestige. Numbered discs on a reviewed
player's line mark the costliest decisions, numbered as the screen's list is. Draws only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from steamworks.coach.analysis import CurvePoint
from steamworks.language import tr
from steamworks.rules.words import ROMAN
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.game import views as V

# player marks along each line (besides the one at its end)
MARKS_ALONG = 6


def nice_step(span: float) -> int:
    """A step between labelled values: 1, 2, 5, 10, 20... giving four to eight lines."""
    for step in (1, 2, 5, 10, 20, 50, 100):
        if span / step <= 8:
            return step
    return 200


class Chart:
    """Where the chart lies and how values map into it."""

    def __init__(self, rect: pygame.Rect, curve: Sequence[CurvePoint], scale: float) -> None:
        self.rect = rect
        self.curve = curve
        self.scale = scale
        top = max((max(p.estimates) for p in curve), default=1.0)
        bottom = min((min(p.estimates) for p in curve), default=0.0)
        self.step = nice_step(max(1.0, top - min(0.0, bottom)))
        self.low = min(0, math.floor(bottom / self.step) * self.step)
        self.high = max(self.step, math.ceil(top / self.step) * self.step)
        margin = round(46 * scale)
        self.plot = pygame.Rect(
            rect.left + margin,
            rect.top + round(14 * scale),
            rect.w - margin - round(20 * scale),
            rect.h - round(14 * scale) - round(40 * scale),
        )

    def x(self, index: float) -> float:
        last = max(1, self.curve[-1].index if self.curve else 1)
        return self.plot.left + self.plot.w * index / last

    def y(self, value: float) -> float:
        return self.plot.bottom - self.plot.h * (value - self.low) / (self.high - self.low)

    def point(self, index: int, seat: int) -> tuple[float, float]:
        return self.x(index), self.y(self.curve[index].estimates[seat])


def draw_chart(
    surface: pygame.Surface,
    chart: Chart,
    styles: Sequence[PlayerStyle],
    numbered: Sequence[tuple[int, int]] = (),
) -> None:
    """The chart; `numbered` lists (log index, seat) of the decisions to number, in order."""
    s = chart.scale
    drawing.inset_panel(surface, chart.rect, s)
    plot = chart.plot
    _draw_grid(surface, chart)
    if len(chart.curve) < 2:
        return
    width = max(2, round(2.5 * s))
    seats = range(len(chart.curve[0].estimates))
    clip = surface.get_clip()
    surface.set_clip(plot.inflate(round(12 * s), round(12 * s)))
    for seat in seats:
        points = [chart.point(i, seat) for i in range(len(chart.curve))]
        pygame.draw.lines(surface, P.darker(styles[seat].colour, 0.15), False, points, width)
    surface.set_clip(clip)
    last = len(chart.curve) - 1
    every = max(1, last // MARKS_ALONG)
    for seat in seats:
        # marks along the line, staggered by seat so that they do not sit on one another
        offset = (seat * every) // max(1, len(seats))
        for i in range(offset + every // 2, last, every):
            V.mark(surface, styles[seat], chart.point(i, seat), 5.5 * s)
        V.mark(surface, styles[seat], chart.point(last, seat), 8 * s)
    for number, (index, seat) in enumerate(numbered, 1):
        if 0 <= index < len(chart.curve):
            centre = chart.point(index, seat)
            pygame.draw.circle(surface, P.INK, centre, round(11 * s))
            pygame.draw.circle(surface, P.BRASS_LIGHT, centre, round(11 * s), max(1, round(2 * s)))
            V.put_text(surface, "numbers", 15 * s, str(number), P.PARCHMENT, centre, "center")


def _draw_grid(surface: pygame.Surface, chart: Chart) -> None:
    s = chart.scale
    plot = chart.plot
    rule = P.mix(P.PARCHMENT_SHADE, P.INK_SOFT, 0.35)
    value = chart.low
    while value <= chart.high:
        y = round(chart.y(value))
        pygame.draw.line(surface, rule, (plot.left, y), (plot.right, y), 1)
        V.put_text(
            surface, "numbers", 14 * s, str(value), P.INK_SOFT, (plot.left - 8 * s, y), "midright"
        )
        value += chart.step
    # a faint rule at each new round, a strong one (and its name) at each new age
    previous = None
    label_right = -1.0
    for point in chart.curve:
        if previous is not None and (point.age, point.round) != (previous.age, previous.round):
            x = round(chart.x(point.index))
            new_age = point.age != previous.age
            colour = P.BRASS_DARK if new_age else P.mix(P.PARCHMENT_SHADE, P.INK_SOFT, 0.2)
            pygame.draw.line(surface, colour, (x, plot.top), (x, plot.bottom), 2 if new_age else 1)
            text = (
                tr("Age {age}", age=ROMAN.get(point.age, point.age))
                if new_age
                # translators: a round's short name on the chart's axis ("R4": round 4)
                else tr("R{round}", round=point.round)
            )
            if x > label_right:
                r = V.put_text(
                    surface,
                    "ui_medium" if new_age else "ui",
                    13 * s,
                    text,
                    P.INK if new_age else P.INK_SOFT,
                    (x + 3 * s, plot.bottom + 6 * s),
                )
                label_right = r.right + 4 * s
        previous = point
    pygame.draw.line(surface, P.INK_SOFT, plot.bottomleft, plot.bottomright, 1)
    pygame.draw.line(surface, P.INK_SOFT, plot.bottomleft, plot.topleft, 1)
