"""The player's rating on the Statistics screen: one line of words and a chart over the games.

The words: "1040, between Medium and Hard" and "likely 890 to 1190; provisional, 4 of 10
games" (the 95% interval).
The chart: the rating after each rated game (a line), its 95% interval (a band), and a dashed
line at each offered AI level's rating on the ladder within reach (the levels the words place
the rating among, `ladder_words.placing_levels`), named at the right, so a player sees where
they stand and how it moved. Figures from `steamworks.player_rating`; the
levels from the checked ladder file (`steamworks.ai.ladder_file`).
"""

from __future__ import annotations

import pygame

from steamworks.ai.ladder_file import Ladder
from steamworks.ai.ladder_words import placing_levels, rating_place
from steamworks.ai.levels import LEVELS
from steamworks.language import ntr, number, tr
from steamworks.player_rating import PROVISIONAL_GAMES, PlayerRating
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.geometry import scaled
from steamworks.ui.style import font

OFFERED = tuple(level.id for level in LEVELS.values() if level.offered)


def rating_words(rating: PlayerRating, ladder: Ladder | None) -> tuple[str, str]:
    """('1040, between Medium and Hard', 'likely 890 to 1190; provisional, 4 of 10 games')."""
    r = rating.rating
    place = rating_place(r.rating, ladder, OFFERED)
    figure = number(round(r.rating))
    # translators: {rating} is a number (1040); {place} where it stands ("between Medium and Hard")
    headline = tr("{rating}, {place}", rating=figure, place=place) if place else figure
    low, high = number(round(r.low)), number(round(r.high))
    if rating.provisional:
        # translators: {low} and {high} bound the likely rating; {games} of {needed} games played
        detail = tr(
            "likely {low} to {high}; provisional, {games} of {needed} games",
            low=low,
            high=high,
            games=number(rating.games),
            needed=number(PROVISIONAL_GAMES),
        )
    else:
        # translators: {low} and {high} bound the likely rating
        detail = ntr(
            "likely {low} to {high}; from {count} game against the AI",
            "likely {low} to {high}; from {count} games against the AI",
            rating.games,
            low=low,
            high=high,
        )
    return headline, detail


def hot_seat_words(ratings: tuple[tuple[str, PlayerRating], ...]) -> str:
    """'Ada 1120, Brunel 980 (provisional)' for the hot-seat row: "(provisional)" once at the
    end when every rating is, else after each one that is."""
    every = all(r.provisional for _, r in ratings)
    parts = [
        # translators: a player's name and rating ("Ada 1120"), marked as provisional
        tr("{name} {rating} (provisional)", name=name, rating=number(round(r.rating.rating)))
        if r.provisional and not every
        else f"{name} {number(round(r.rating.rating))}"
        for name, r in ratings
    ]
    joined = ", ".join(parts)
    # translators: {ratings} are several players' ratings ("Ada 1120, Brunel 980")
    return tr("{ratings} (provisional)", ratings=joined) if every and parts else joined


def draw_rating_chart(
    surface: pygame.Surface,
    area: pygame.Rect,
    rating: PlayerRating,
    ladder: Ladder | None,
    scale: float,
) -> None:
    """The rating over the games in `area`: band, line, and the levels' lines."""

    def px(value: float) -> int:
        return scaled(value, scale)

    label_f = font("ui", 14, scale)
    levels = []
    if ladder is not None:
        levels = [
            (tr(LEVELS[lv].name), ladder.ratings[lv].rating)
            for lv in placing_levels(ladder, OFFERED)
        ]
    label_w = max((label_f.size(name)[0] for name, _ in levels), default=0) + px(10)
    plot = pygame.Rect(area.left, area.top + px(4), area.w - label_w, area.h - px(8))
    pygame.draw.rect(
        surface, P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.45), plot, border_radius=px(4)
    )
    points = rating.points
    lows = [p.low for p in points]
    highs = [p.high for p in points]
    top_value, bottom_value = max(highs), min(lows)
    # the levels next to the player's range are shown, so "between Medium and Hard" is visible
    below = [v for _, v in levels if v <= bottom_value]
    above = [v for _, v in levels if v >= top_value]
    if below:
        bottom_value = max(below)
    if above:
        top_value = min(above)
    pad = (top_value - bottom_value) * 0.08 or 50.0
    top_value, bottom_value = top_value + pad, bottom_value - pad
    inner = plot.inflate(-px(12), -px(8))

    def y_of(value: float) -> int:
        return round(inner.bottom - (value - bottom_value) / (top_value - bottom_value) * inner.h)

    def x_of(index: int) -> int:
        if len(points) == 1:
            return inner.centerx
        return round(inner.left + index / (len(points) - 1) * inner.w)

    clip = surface.get_clip()
    surface.set_clip(plot)
    # the interval as a band
    band = [(x_of(i), y_of(p.high)) for i, p in enumerate(points)]
    band += [(x_of(i), y_of(p.low)) for i, p in reversed(list(enumerate(points)))]
    band_colour = P.mix(P.PARCHMENT, P.COPPER_LIGHT, 0.45)
    if len(points) > 1:
        pygame.draw.polygon(surface, band_colour, band)
    else:
        x = x_of(0)
        pygame.draw.rect(
            surface,
            band_colour,
            pygame.Rect(
                x - px(6), y_of(points[0].high), px(12), y_of(points[0].low) - y_of(points[0].high)
            ),
        )
    # the levels' lines, dashed
    visible = [(name, value) for name, value in levels if bottom_value <= value <= top_value]
    for _name, value in visible:
        y = y_of(value)
        for x in range(plot.left, plot.right, px(10)):
            pygame.draw.line(surface, P.INK_SOFT, (x, y), (min(x + px(5), plot.right), y), 1)
    # the rating itself
    line = [(x_of(i), y_of(p.rating)) for i, p in enumerate(points)]
    if len(line) > 1:
        pygame.draw.lines(surface, P.COPPER_DARK, False, line, max(2, px(2)))
    pygame.draw.circle(surface, P.COPPER_DARK, line[-1], max(3, px(4)))
    surface.set_clip(clip)
    # the levels' names beside their lines, moved apart when two levels are close
    shown = sorted(((y_of(value), name) for name, value in visible), reverse=True)
    step = label_f.get_height() - px(2)
    last = None
    for y, name in shown:  # bottom up
        if last is not None and y > last - step:
            y = last - step
        drawing.blit_text(surface, label_f, name, P.INK_SOFT, (plot.right + px(6), y), "midleft")
        last = y
