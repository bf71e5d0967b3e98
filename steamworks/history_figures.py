"""The figures the Statistics screen shows, worked out from a player's history (no pygame).

"You" is whoever sat at the table in person: the history is kept on one computer, and every
seat a person played (one against the AI, several in hot seat) counts as the player's own.
So a game is won when a person took first place (sharing it counts); the results by persona,
the best score and where the prestige came from are those of the people's seats. Games the AI
played alone count only among the games played.

    figures = history_figures.figures(history.read_history().entries)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

import attrs

from steamworks.persistence.history import HistoryEntry, SeatResult
from steamworks.player_rating import PlayerRating, hot_seat_ratings, your_rating

# the levels in the order the New game screen offers them; any other level follows, by name
LEVEL_ORDER = ("random", "easy", "medium", "hard", "expert")


@attrs.frozen(slots=True)
class Tally:
    """Games played, and how many of them a person won."""

    games: int = 0
    wins: int = 0

    def add(self, won: bool) -> Tally:
        return Tally(self.games + 1, self.wins + int(won))


@attrs.frozen(slots=True)
class PersonaRecord:
    """How the people's seats did with one persona and side."""

    persona: str
    side: str | None
    games: int
    wins: int
    prestige: int  # the seats' final prestige, added up

    @property
    def average(self) -> float:
        return self.prestige / self.games if self.games else 0.0


@attrs.frozen(slots=True)
class BestScore:
    """The highest final prestige a person reached, and the game it was in."""

    entry: HistoryEntry
    seat: SeatResult


@attrs.frozen(slots=True)
class Sources:
    """Average prestige per person's seat, by where it came from."""

    chips: float
    clocks: float
    device_tiles: float

    @property
    def total(self) -> float:
        return self.chips + self.clocks + self.device_tiles


@attrs.frozen(slots=True)
class Figures:
    games: int  # every game of the history
    with_people: Tally  # games at least one person played, and those a person won
    against_ai: tuple[tuple[str, Tally], ...]  # (AI level, games with such an AI seat)
    hot_seat: Tally  # games two or more people shared
    hot_seat_winners: tuple[tuple[str, int], ...]  # (name, hot-seat games won), most first
    by_persona: tuple[PersonaRecord, ...]  # most played first
    best: BestScore | None
    sources: Sources | None  # None until a person has finished a game
    recent: tuple[HistoryEntry, ...]  # newest first
    # the rating of the person playing alone against the AI (player_rating.py); None before
    # the first rated game
    rating: PlayerRating | None = None
    hot_seat_ratings: tuple[tuple[str, PlayerRating], ...] = ()  # (name, rating), highest first


def person_won(entry: HistoryEntry) -> bool:
    return any(seat.human for seat in entry.winners)


def _level_key(level: str) -> tuple[int, str]:
    return (LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER), level)


def figures(entries: Iterable[HistoryEntry]) -> Figures:
    """Every figure of the screen from the history's entries (in any order)."""
    games = sorted(entries, key=lambda e: e.finished, reverse=True)
    with_people = hot_seat = Tally()
    against: dict[str, Tally] = {}
    hot_winners: Counter[str] = Counter()
    personas: dict[tuple[str, str | None], PersonaRecord] = {}
    people: list[SeatResult] = []
    best: BestScore | None = None
    for entry in reversed(games):  # oldest first: an equal best score later does not replace it
        humans = entry.humans
        if not humans:
            continue
        won = person_won(entry)
        with_people = with_people.add(won)
        for level in sorted({seat.ai_level for seat in entry.seats if seat.ai_level}):
            against[level] = against.get(level, Tally()).add(won)
        if entry.hot_seat:
            hot_seat = hot_seat.add(won)
            hot_winners.update(seat.name for seat in entry.winners if seat.human)
        for seat in humans:
            people.append(seat)
            _add_persona(personas, seat)
            if best is None or seat.total > best.seat.total:
                best = BestScore(entry, seat)
    return Figures(
        games=len(games),
        with_people=with_people,
        against_ai=tuple(sorted(against.items(), key=lambda item: _level_key(item[0]))),
        hot_seat=hot_seat,
        hot_seat_winners=tuple(sorted(hot_winners.items(), key=lambda kv: (-kv[1], kv[0]))),
        by_persona=tuple(
            sorted(personas.values(), key=lambda r: (-r.games, -r.wins, r.persona, r.side or ""))
        ),
        best=best,
        sources=_average_sources(people),
        recent=tuple(games),
        rating=your_rating(games),
        hot_seat_ratings=hot_seat_ratings(games),
    )


def _add_persona(personas: dict[tuple[str, str | None], PersonaRecord], seat: SeatResult) -> None:
    if seat.persona is None:
        return
    key = (seat.persona, seat.side)
    old = personas.get(key, PersonaRecord(seat.persona, seat.side, 0, 0, 0))
    personas[key] = PersonaRecord(
        seat.persona,
        seat.side,
        old.games + 1,
        old.wins + int(seat.place == 1),
        old.prestige + seat.total,
    )


def _average_sources(seats: Sequence[SeatResult]) -> Sources | None:
    if not seats:
        return None
    count = len(seats)
    return Sources(
        chips=sum(s.chips for s in seats) / count,
        clocks=sum(s.clocks for s in seats) / count,
        device_tiles=sum(s.device_tiles for s in seats) / count,
    )
