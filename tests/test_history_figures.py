"""The Statistics screen's figures (history_figures.py), from hand-made histories whose answers
are known: games and wins against each AI level and in hot seat, results by persona and side,
the best score and the average prestige by source."""

from __future__ import annotations

import datetime as dt

import attrs
import pytest

from steamworks.history_figures import PersonaRecord, Sources, Tally, figures
from steamworks.persistence.history import HISTORY_MARKER, HISTORY_VERSION, HistoryEntry, SeatResult


def seat(name, controller, persona, chips, clocks, tiles, money=0) -> SeatResult:
    return SeatResult(
        name=name,
        controller=controller,
        colour=0,
        persona=persona,
        side="A",
        chips=chips,
        clocks=clocks,
        device_tiles=tiles,
        money=money,
        sources=0,
        tiles_left=0,
        place=0,  # set by game()
    )


def game(day: int, *seats: SeatResult) -> HistoryEntry:
    """An entry whose places follow from the scores, as a real game's do."""
    keys = [(s.total, s.leftovers) for s in seats]
    placed = tuple(
        attrs.evolve(s, place=1 + sum(1 for other in keys if other > key))
        for s, key in zip(seats, keys)
    )
    return HistoryEntry(
        format=HISTORY_MARKER,
        format_version=HISTORY_VERSION,
        game_id=f"{day:032x}",
        finished_at=dt.datetime(2026, 11, day, 20, 0, tzinfo=dt.UTC).isoformat(),
        game_version="0.1.0",
        seed=day,
        personas="random",
        variant_end_of_age=False,
        rounds=12,
        actions=300,
        seats=placed,
    )


@pytest.fixture
def history():
    return [
        # Ada beats Easy
        game(1, seat("Ada", "human", "eva", 2, 10, 6), seat("Cog", "ai:easy", "alice", 1, 5, 3)),
        # Medium beats Ada
        game(2, seat("Ada", "human", "eva", 0, 8, 4), seat("Tink", "ai:medium", "rowena", 3, 9, 5)),
        # hot seat with a Hard AI: Brunel wins
        game(
            3,
            seat("Ada", "human", "lucius", 1, 6, 3),
            seat("Brunel", "human", "eva", 4, 12, 8),
            seat("Tink", "ai:hard", "alice", 2, 9, 4),
        ),
        # hot seat, no AI: Ada and Brunel tie on prestige and leftovers, and share the win
        game(
            4, seat("Ada", "human", "eva", 1, 9, 5, 2), seat("Brunel", "human", "alice", 2, 8, 5, 2)
        ),
        # the AI alone: counted among the games played, nowhere else
        game(5, seat("Cog", "ai:easy", "eva", 9, 20, 9), seat("Tink", "ai:hard", "alice", 1, 2, 3)),
    ]


def test_games_and_wins_against_each_level_and_in_hot_seat(history):
    figs = figures(history)
    assert figs.games == 5
    assert figs.with_people == Tally(4, 3)
    assert figs.against_ai == (
        ("easy", Tally(1, 1)),
        ("medium", Tally(1, 0)),
        ("hard", Tally(1, 1)),
    )
    assert figs.hot_seat == Tally(2, 2)
    assert figs.hot_seat_winners == (("Brunel", 2), ("Ada", 1))


def test_results_by_persona_and_side_count_only_the_peoples_seats(history):
    figs = figures(history)
    assert figs.by_persona == (
        PersonaRecord("eva", "A", 4, 3, 18 + 12 + 24 + 15),
        PersonaRecord("alice", "A", 1, 1, 15),
        PersonaRecord("lucius", "A", 1, 0, 10),
    )
    assert figs.by_persona[0].average == pytest.approx(69 / 4)


def test_the_best_score_and_the_average_prestige_by_source(history):
    figs = figures(history)
    assert figs.best is not None
    assert (figs.best.seat.name, figs.best.seat.total, figs.best.entry.seed) == ("Brunel", 24, 3)
    people = [(2, 10, 6), (0, 8, 4), (1, 6, 3), (4, 12, 8), (1, 9, 5), (2, 8, 5)]
    expected = Sources(*(sum(p[i] for p in people) / len(people) for i in range(3)))
    assert figs.sources == expected
    assert figs.sources.total == pytest.approx(sum(map(sum, people)) / len(people))


def test_the_last_games_come_newest_first_whatever_the_order_read(history):
    figs = figures(reversed(history))
    assert [e.seed for e in figs.recent] == [5, 4, 3, 2, 1]


def test_an_empty_history_has_no_figures():
    figs = figures([])
    assert figs.games == 0 and figs.best is None and figs.sources is None
    assert figs.against_ai == () and figs.by_persona == () and figs.recent == ()
