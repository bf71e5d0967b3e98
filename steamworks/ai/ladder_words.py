"""The ladder's ratings in words a player reads (the new-game screen, the statistics screen).

Every figure comes from the checked ladder file (ladder_file.py); nothing is typed in. The
words say no more than the intervals allow:

* a level whose gap over the level below has an interval reaching 0 or lower is "not yet
  shown to be stronger" than it (too few games);
* points are rounded to tens, or to fifties when the gap's interval is wider than 200 points;
* "wins k of n games against it" is the two-player score the gap predicts (ratings.expected),
  put as the nearest simple fraction, or "almost every game" from 95% up.
"""

from __future__ import annotations

from ..language import mark, ntr, number, tr
from .ladder_file import Gap, Ladder, level_order
from .ratings import expected
from .strength import nearest_fraction

WIDE = 200.0  # a gap interval wider than this is rounded to fifties
# how a level is named in a sentence when it is the one below: Random is not offered
BELOW_WORDS = {"random": mark("random play")}  # translated where shown


def level_name(level: str) -> str:
    """'medium' -> 'Medium', as the New game screen names the AI levels."""
    from .levels import LEVELS

    return LEVELS[level].shown_name if level in LEVELS else level.capitalize()


def about_points(points: float, width: float) -> int:
    step = 50 if width > WIDE else 10
    return int(round(points / step) * step)


def share_words(score: float) -> str:
    """'4 of 5 games', or 'almost every game' (score: expected share of two-player games)."""
    if score >= 0.95:
        return tr("almost every game")
    k, n = nearest_fraction(score)
    # translators: a share of games, "4 of 5 games"
    return ntr("{k} of {count} game", "{k} of {count} games", n, k=number(k))


def gap_words(gap: Gap) -> str:
    """'about 400 points above Medium; wins 4 of 5 games against it'."""
    below = tr(BELOW_WORDS[gap.lower]) if gap.lower in BELOW_WORDS else level_name(gap.lower)
    if gap.low <= 0:
        # translators: {level} is an AI level ("Medium") or "random play"
        return tr("not yet shown to be stronger than {level} (too few games)", level=below)
    points = about_points(gap.points, gap.high - gap.low)
    share = share_words(expected(gap.points))
    # translators: {level} is an AI level ("Medium") or "random play"; {share} a share of
    # games ("4 of 5 games", "almost every game")
    return ntr(
        "about {count} point above {level}; wins {share} against it",
        "about {count} points above {level}; wins {share} against it",
        points,
        level=below,
        share=share,
    )


def level_line(level: str, ladder: Ladder | None) -> str | None:
    """The level's rating in words (its gap over the rated level below), or None when the
    ladder does not rate it (or rates nothing below it)."""
    if ladder is None:
        return None
    for gap in ladder.gaps:
        if gap.upper == level:
            return gap_words(gap)
    return None


def placing_levels(ladder: Ladder, offered: tuple[str, ...]) -> list[str]:
    """The offered rated levels a player's rating is placed among (in words and on the chart),
    bottom to top: in the ladder's order, leaving out one rated under a level below it
    (Expert, say, before its games show it stronger than Hard), which would otherwise put a
    player "between Medium and Expert", under Hard by way of a level meant to be above it."""
    levels: list[str] = []
    for lv in sorted((lv for lv in ladder.ratings if lv in offered), key=level_order):
        if not levels or ladder.ratings[lv].rating > ladder.ratings[levels[-1]].rating:
            levels.append(lv)
    return levels


def rating_place(rating: float, ladder: Ladder | None, offered: tuple[str, ...]) -> str | None:
    """Where a rating stands among the `placing_levels`: 'between Medium and Hard', 'below
    Easy', 'above Hard', 'about level with Medium' (within 25 points)."""
    if ladder is None:
        return None
    levels = placing_levels(ladder, offered)
    if not levels:
        return None
    for lv in levels:
        if abs(rating - ladder.ratings[lv].rating) <= 25:
            return tr("about level with {level}", level=level_name(lv))
    if rating < ladder.ratings[levels[0]].rating:
        return tr("below {level}", level=level_name(levels[0]))
    for lower, upper in zip(levels, levels[1:]):
        if rating < ladder.ratings[upper].rating:
            return tr(
                "between {lower} and {upper}", lower=level_name(lower), upper=level_name(upper)
            )
    return tr("above {level}", level=level_name(levels[-1]))
