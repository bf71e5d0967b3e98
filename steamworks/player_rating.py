"""The player's rating, on the ladder's scale, recomputed from the history (no pygame).

Every finished game against AI seats (exactly one person at the table) rates "you": each AI
seat counts at the rating its level had on the ladder when the game was recorded (the
history keeps it: `SeatResult.rating`), fixed, and the fit (steamworks.ai.ratings) finds the
one rating that best explains how you placed against them. An AI seat the ladder did not
rate says nothing. Hot-seat games (two or more people) rate the people among themselves, by
name, with any rated AI seat at the table fixed as before. Lessons and puzzles never reach
the history (`GameSession.record_history`), so they are never rated.

Before the games say much, a rating leans on a prior of `PRIOR_DRAWS` drawn games against
the average AI rating the player met (for people who never met a rated AI: `FALLBACK_CENTRE`,
so only their differences mean something). It is provisional for the first
`PROVISIONAL_GAMES` rated games. The fit is order-independent: the same history gives the
same rating, whatever order its lines are in; `points` is the rating after each rated game,
oldest first, for the chart.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from statistics import fmean

import attrs

from steamworks.ai.ratings import Comparison, Rating, fit, pooled
from steamworks.persistence.history import HistoryEntry

PROVISIONAL_GAMES = 10
PRIOR_DRAWS = 2.0
FALLBACK_CENTRE = 1000.0
YOU = "you"


@attrs.frozen(slots=True)
class RatingPoint:
    """The rating after a number of rated games."""

    games: int
    rating: float
    low: float
    high: float


@attrs.frozen(slots=True)
class PlayerRating:
    rating: Rating
    games: int  # rated games
    points: tuple[RatingPoint, ...]  # after each rated game, oldest first

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL_GAMES


def _comparisons(entry: HistoryEntry, name_of: Sequence[str | None]) -> list[Comparison]:
    """Each pair of seats of the game that involves someone rated here and tells something:
    a person against a person or a rated AI seat (named by its rating). Weighted as
    ratings.comparisons weighs a full table: 1/(players - 1)."""
    weight = 1.0 / (entry.players - 1)
    out = []
    for i, a in enumerate(entry.seats):
        for j in range(i + 1, entry.players):
            b = entry.seats[j]
            na, nb = name_of[i], name_of[j]
            if na is None or nb is None or na == nb or not (a.human or b.human):
                continue
            score = 1.0 if a.place < b.place else 0.0 if a.place > b.place else 0.5
            out.append(Comparison(na, nb, score, weight))
    return out


def _ai_name(rating: float | None) -> str | None:
    return None if rating is None else f"ai@{rating!r}"


def _fit(evidence: list[Comparison], fixed: dict[str, float]) -> dict[str, Rating]:
    """The people's ratings, the AI fixed, each person leaning on the prior: `PRIOR_DRAWS`
    drawn games against the average fixed rating (`FALLBACK_CENTRE` when there is none)."""
    centre = fmean(fixed.values()) if fixed else FALLBACK_CENTRE
    return fit(
        evidence, fixed, virtual_draws=0.0, prior_draws=PRIOR_DRAWS, prior_centre=centre
    ).ratings


def _rate(
    games: Sequence[tuple[HistoryEntry, Sequence[str | None]]], person: str
) -> PlayerRating | None:
    """`person`'s rating from `games` (entry, the name of each seat or None), and after each."""
    evidence: list[Comparison] = []
    fixed: dict[str, float] = {}
    points: list[RatingPoint] = []
    current: Rating | None = None
    rated = 0
    for entry, names in games:
        pairs = _comparisons(entry, names)
        if not any(person in (c.a, c.b) for c in pairs):
            continue
        rated += 1
        evidence = pooled(evidence + pairs)  # one comparison per pair: each fit stays small
        for seat, name in zip(entry.seats, names):
            if name is not None and not seat.human and seat.rating is not None:
                fixed[name] = seat.rating
        current = _fit(evidence, fixed)[person]
        points.append(RatingPoint(rated, current.rating, current.low, current.high))
    if current is None:
        return None
    return PlayerRating(current, rated, tuple(points))


def _oldest_first(entries: Iterable[HistoryEntry]) -> list[HistoryEntry]:
    return sorted(entries, key=lambda e: (e.finished, e.game_id))


def your_rating(entries: Iterable[HistoryEntry]) -> PlayerRating | None:
    """The rating of the person playing alone against AI seats; None before any rated game."""
    games = []
    for entry in _oldest_first(entries):
        if len(entry.humans) != 1:
            continue
        names = [YOU if seat.human else _ai_name(seat.rating) for seat in entry.seats]
        games.append((entry, names))
    return _rate(games, YOU)


def hot_seat_ratings(entries: Iterable[HistoryEntry]) -> tuple[tuple[str, PlayerRating], ...]:
    """Each person's rating from every hot-seat game, fitted together, by name, highest first
    (no chart: `points` is empty)."""
    evidence: list[Comparison] = []
    fixed: dict[str, float] = {}
    played: dict[str, int] = {}
    for entry in _oldest_first(entries):
        if not entry.hot_seat:
            continue
        names = [
            f"person:{seat.name}" if seat.human else _ai_name(seat.rating) for seat in entry.seats
        ]
        evidence += _comparisons(entry, names)
        for seat, name in zip(entry.seats, names):
            if seat.human:
                played[seat.name] = played.get(seat.name, 0) + 1
            elif name is not None and seat.rating is not None:
                fixed[name] = seat.rating
    if not evidence:
        return ()
    ratings = _fit(evidence, fixed)
    out = [
        (name, PlayerRating(ratings[f"person:{name}"], games, ()))
        for name, games in played.items()
        if f"person:{name}" in ratings
    ]
    return tuple(sorted(out, key=lambda kv: (-kv[1].rating.rating, kv[0])))
