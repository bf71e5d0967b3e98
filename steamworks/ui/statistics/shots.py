"""The smoke test's screens of the Statistics screen: a sample history of six finished games
(against each AI level and in hot seat, one entry damaged), and the empty history.

The sample is made in memory from seeded sample games (`ui.game.sample_games`) and handed to
the screen, so the player's own history is never read or written.
"""

from __future__ import annotations

import datetime as dt
import functools

import attrs

from steamworks.language import tr
from steamworks.persistence.history import History, make_entry
from steamworks.ui.game.sample_games import finished_session

# (seed, the seats as (name, controller), when the game ended)
SAMPLE_GAMES = (
    (5, (("Ada", "human"), ("Lady Cogsworth", "ai:medium")), (2026, 11, 2, 20, 15)),
    (
        6,
        (("Ada", "human"), ("Dr Tinkerton", "ai:hard"), ("Mr Bellweather", "ai:easy")),
        (2026, 11, 8, 21, 5),
    ),
    (7, (("Ada", "human"), ("Brunel", "human")), (2026, 11, 14, 19, 40)),
    (8, (("Ada", "human"), ("Miss Sprocket", "ai:easy")), (2026, 11, 19, 18, 2)),
    (
        9,
        (
            ("Ada", "human"),
            ("Brunel", "human"),
            ("Clementine", "human"),
            ("Sir Pennyfeather", "ai:medium"),
        ),
        (2026, 11, 22, 20, 30),
    ),
    (
        10,
        (("Ada", "human"), ("Dr Tinkerton", "ai:hard"), ("Lady Cogsworth", "ai:hard")),
        (2026, 11, 24, 21, 40),
    ),
)


def sample_problem() -> str:
    """The problem the sample reports, in the language spoken (the history's own words for a
    damaged line: the screen in German showed it in English)."""
    # the same sentences persistence.history says, so the catalogues hold them already
    return tr(
        "Game {number} of your history is left out: {problem}.",
        number=7,
        problem=tr("its text is damaged"),
    )


def sample_history() -> History:
    """Six finished games with the seats of SAMPLE_GAMES, and one problem to report."""
    return History(_sample_entries(), (sample_problem(),))


@functools.cache
def _sample_entries() -> tuple:
    """The six finished games of SAMPLE_GAMES as history entries (made once: they are the
    same in every language)."""
    entries = []
    for seed, seats, when in SAMPLE_GAMES:
        session = finished_session(len(seats), seed)
        setup = attrs.evolve(
            session.setup,
            seats=tuple(
                attrs.evolve(seat, name=name, controller=controller)
                for seat, (name, controller) in zip(session.setup.seats, seats)
            ),
        )
        finished = dt.datetime(*when).astimezone()
        entries.append(make_entry(setup, session.log, session.state, finished))
    return tuple(entries)


def screens(app) -> list:
    """The smoke test's openers: the sample history, then the empty one (over the title)."""
    from steamworks.ui.statistics.screen import StatisticsScene

    def sample() -> None:
        app.nav.open_title()
        app.push(StatisticsScene(app, sample_history()))

    def empty() -> None:
        app.nav.open_title()
        app.push(StatisticsScene(app, History()))

    return [("statistics", sample), ("statistics-empty", empty)]
