"""Seeded games for the UI tests to open: sessions played by seeded random moves up to a
position a test needs (the smoke test's own games are in steamworks/ui/scenes/game.py)."""

from __future__ import annotations

import random

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.session import GameSession


def hoard(seed: int, until) -> GameSession:
    """A three-human game played by seeded random moves that take every tile they can and
    never build, until `until(state)` holds at an ordinary turn."""
    names = ("Ada", "Brunel", "Clementine")
    seats = tuple(SeatSetup(n, controller="human", colour=i) for i, n in enumerate(names))
    session = GameSession(GameSetup(seats=seats, seed=seed))
    rng = random.Random(seed)
    while not session.over:
        if not session.state.pending and until(session.state):
            return session
        legal = session.legal_actions()
        takes = [a for a in legal if isinstance(a, (A.TakeTile, A.TakeTop))]
        keep = [a for a in legal if not isinstance(a, (A.BuildDevice, A.AddTile))]
        session.submit(rng.choice(takes) if takes else rng.choice(keep or legal))
    raise AssertionError("the game ended first")


def holds(count: int):
    return lambda state: len(state.players[engine.to_act(state)].supply) >= count
