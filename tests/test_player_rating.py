"""The player's rating from the history (player_rating.py): games against rated AI seats move
it, the AI fixed at the ratings the history kept; hot-seat people are rated by name; it is
provisional at first, recomputable from the history in any order, and shown in Statistics'
figures."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from steamworks import player_rating as pr
from steamworks.history_figures import figures
from steamworks.persistence.history import HISTORY_MARKER, HISTORY_VERSION, HistoryEntry, SeatResult

EASY, MEDIUM, HARD = 560.0, 970.0, 1370.0


def seat(name: str, controller: str, place: int, rating: float | None = None) -> SeatResult:
    return SeatResult(
        name=name,
        controller=controller,
        colour=0,
        persona="eva",
        side="A",
        chips=0,
        clocks=10 - place,  # places follow the scores, as in a real entry
        device_tiles=0,
        money=0,
        sources=0,
        tiles_left=0,
        place=place,
        rating=rating,
    )


def game(n: int, *seats: SeatResult) -> HistoryEntry:
    return HistoryEntry(
        format=HISTORY_MARKER,
        format_version=HISTORY_VERSION,
        game_id=f"{n:032x}",
        finished_at=(dt.datetime(2026, 11, 1, tzinfo=dt.UTC) + dt.timedelta(hours=n)).isoformat(),
        game_version="0.1.0",
        seed=n,
        personas="random",
        variant_end_of_age=False,
        rounds=12,
        actions=300,
        seats=seats,
    )


def solo(n: int, won: bool, level: str = "ai:medium", rating: float | None = MEDIUM):
    return game(
        n,
        seat("Ada", "human", 1 if won else 2),
        seat("Tink", level, 2 if won else 1, rating),
    )


def test_no_rated_game_no_rating():
    assert pr.your_rating([]) is None
    # an AI the ladder did not rate says nothing; nor does a hot-seat game
    hot = game(2, seat("Ada", "human", 1), seat("Brunel", "human", 2))
    assert pr.your_rating([solo(1, True, "ai:expert", None), hot]) is None


def test_winning_raises_and_losing_lowers_the_rating_from_the_opponents_level():
    wins = pr.your_rating([solo(n, True) for n in range(3)])
    losses = pr.your_rating([solo(n, False) for n in range(3)])
    assert wins is not None and losses is not None
    assert wins.rating.rating > MEDIUM > losses.rating.rating
    # even results against Medium: about Medium
    even = pr.your_rating([solo(n, n % 2 == 0) for n in range(20)])
    assert even is not None
    assert even.rating.rating == pytest.approx(MEDIUM, abs=1.0)
    assert even.rating.low < MEDIUM < even.rating.high


def test_provisional_for_the_first_games_and_the_interval_narrows():
    games = [solo(n, n % 3 != 0) for n in range(pr.PROVISIONAL_GAMES + 5)]
    early = pr.your_rating(games[: pr.PROVISIONAL_GAMES - 1])
    later = pr.your_rating(games)
    assert early is not None and later is not None
    assert early.provisional and not later.provisional
    assert later.games == pr.PROVISIONAL_GAMES + 5
    assert later.rating.high - later.rating.low < early.rating.high - early.rating.low
    # one point per rated game, oldest first, the last one the rating itself
    assert [p.games for p in later.points] == list(range(1, later.games + 1))
    assert later.points[-1].rating == later.rating.rating
    assert later.points[pr.PROVISIONAL_GAMES - 2].rating == early.rating.rating


def test_recomputed_from_the_history_in_any_order():
    games = [solo(n, n % 3 != 0, *(("ai:hard", HARD) if n % 2 else ())) for n in range(12)]
    shuffled = games[:]
    random.Random(5).shuffle(shuffled)
    assert pr.your_rating(shuffled) == pr.your_rating(games)


def test_each_ai_seat_counts_at_the_rating_recorded_with_its_game():
    # the same level rated differently over time (a new ladder): each game keeps its own
    beat_old_hard = game(1, seat("Ada", "human", 1), seat("Tink", "ai:hard", 2, 1000.0))
    beat_new_hard = game(1, seat("Ada", "human", 1), seat("Tink", "ai:hard", 2, 1500.0))
    old, new = pr.your_rating([beat_old_hard]), pr.your_rating([beat_new_hard])
    assert old is not None and new is not None
    assert new.rating.rating > old.rating.rating


def test_a_four_player_game_is_one_games_worth():
    table = game(
        1,
        seat("Ada", "human", 1),
        seat("A", "ai:easy", 2, EASY),
        seat("B", "ai:medium", 3, MEDIUM),
        seat("C", "ai:hard", 4, HARD),
    )
    rating = pr.your_rating([table])
    assert rating is not None and rating.games == 1
    assert rating.rating.games == pytest.approx(1.0)


def test_hot_seat_people_are_rated_by_name():
    games = [
        game(n, seat("Ada", "human", 1), seat("Brunel", "human", 2), seat("T", "ai:hard", 3, HARD))
        for n in range(4)
    ] + [game(9, seat("Brunel", "human", 1), seat("Clem", "human", 2))]
    rated = dict(pr.hot_seat_ratings(games))
    assert list(rated) == ["Ada", "Brunel", "Clem"]  # highest first
    assert rated["Ada"].games == 4 and rated["Brunel"].games == 5 and rated["Clem"].games == 1
    assert rated["Ada"].rating.rating > rated["Brunel"].rating.rating > rated["Clem"].rating.rating
    # hot-seat games do not move the solo rating
    assert pr.your_rating(games) is None


def test_statistics_figures_carry_both_ratings():
    games = [solo(n, n % 2 == 0) for n in range(4)] + [
        game(8, seat("Ada", "human", 1), seat("Brunel", "human", 2))
    ]
    figs = figures(games)
    assert figs.rating == pr.your_rating(games)
    assert [name for name, _ in figs.hot_seat_ratings] == ["Ada", "Brunel"]
    assert figures([]).rating is None
