"""Seeded sample games for the smoke test's screenshots and the UI tests: a busy mid-game
table, a finished game, a hot-seat game just after a round's end, a table with an idle
place, a round that will be the game's last, and a game one move before its end. No pygame: each is a
`GameSession` reached by seeded random play, the same game from the same arguments.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from steamworks.language import speaking
from steamworks.matches.selfplay import builder_move
from steamworks.rules import actions as A
from steamworks.rules import engine, idle
from steamworks.rules.ending import last_round
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.rules.state import GameState
from steamworks.session import GameSession

NAMES = ("Ada", "Brunel", "Clementine", "Darwin", "Edison")


def _human_seats(players: int) -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup(NAMES[i], controller="human", colour=i) for i in range(players))


def smoke_session(players: int = 5, seed: int = 7, steps: int = 160) -> GameSession:
    """A mid-game table reached by seeded random play (the smoke test and screenshots use it)."""
    session = GameSession(GameSetup(seats=_human_seats(players), seed=seed))
    rng = random.Random(seed)
    # play on to an ordinary turn, so the table shows no half-finished decision
    while not session.over and (len(session.log) < steps or session.state.pending):
        # prefer building and placing on devices, so the table fills up like a real game's
        session.submit(builder_move(session.legal_actions(), rng))
    return session


def finished_session(players: int = 4, seed: int = 5) -> GameSession:
    """A whole game played to its end by seeded random moves (for the results screen's smoke test)."""
    session = GameSession(GameSetup(seats=_human_seats(players), seed=seed))
    rng = random.Random(seed)
    while not session.over:
        legal = session.legal_actions()
        useful = [a for a in legal if not isinstance(a, (A.Decline, A.EndActivation))]
        session.submit(rng.choice(useful or legal))
    return session


def story_session(players: int = 4, seed: int = 3) -> GameSession:
    """A hot-seat game just after a round's end (the smoke test shows its banner and the
    "since your last turn" panel)."""
    session = smoke_session(players, seed, 24)
    rng = random.Random(seed)
    while not session.over:
        last = session.log[-1].story if session.log else ()
        if any(item.is_event for item in last) and not session.state.pending:
            break
        legal = session.legal_actions()
        session.submit(rng.choice([a for a in legal if not isinstance(a, A.Decline)] or legal))
    return session


def _played_until(
    session: GameSession, seed: int, found: Callable[[GameState], bool], what: str
) -> GameSession:
    """`session` played on by seeded builder moves until `found` holds of its state."""
    rng = random.Random(seed)
    while not session.over:
        if found(session.state):
            return session
        session.submit(builder_move(session.legal_actions(), rng))
    raise RuntimeError(f"no {what} came up in the sample game of seed {seed}")


def _idle_manufacturer(state: GameState) -> bool:
    """A Manufacturer the player to act could place a mechanic on, that would build nothing."""
    with speaking("en"):  # the effect is found by its English name, whatever language is spoken
        return not state.pending and any(
            isinstance(a, A.PlaceDevice)
            and idle.is_idle(state, a)
            and any(u.what.startswith("Manufacturer") for u in idle.unused_effects(state, a))
            for a in engine.legal_actions(state)
        )


def idle_session(players: int = 3, seed: int = 1) -> GameSession:
    """A table where the player to act could place a mechanic on a Manufacturer that would
    build nothing (rules/idle.py): the smoke test's idle place, and the UI tests'."""
    return _played_until(
        smoke_session(players, seed, 40), seed, _idle_manufacturer, "idle Manufacturer"
    )


def _certain_last_round_begins(state: GameState) -> bool:
    if state.pending or any(p.used for p in state.players):
        return False
    ending = last_round(state)
    return ending is not None and ending.certain


def last_round_session(players: int = 2, seed: int = 1) -> GameSession:
    """A hot-seat game at the first turn of a round that will be the game's last
    (rules/ending.py): the smoke test's "Last round" table, and the UI tests'."""
    session = GameSession(GameSetup(seats=_human_seats(players), seed=seed))
    return _played_until(session, seed, _certain_last_round_begins, "certain last round")


def before_the_end(players: int = 3, seed: int = 2) -> tuple[GameSession, A.Action]:
    """A hot-seat game one move before its end, and that move (the smoke test's final table
    plays it, as the player would)."""
    played = finished_session(players, seed)
    actions = played.actions
    return GameSession(played.setup, actions[:-1]), actions[-1]
