"""Small ladders for tests of the words a ladder gives (New Game's level lines, a player's
place among the levels): the ratings and gaps a test names, and no games or provenance."""

from __future__ import annotations

from steamworks.ai.ladder_file import Gap, Ladder, LevelRating


def rated(level: str, rating: float) -> LevelRating:
    """A level's rating with an interval of 80 points either side."""
    return LevelRating(level, rating, rating - 80, rating + 80, 100.0)


def bare_ladder(ratings: dict[str, float], gaps: tuple[Gap, ...]) -> Ladder:
    """A ladder of these ratings and gaps and nothing else."""
    return Ladder(
        ratings={level: rated(level, r) for level, r in ratings.items()},
        gaps=gaps,
        revision="",
        command="",
        measured="",
        machine="",
        notes="",
        tables=(),
    )
