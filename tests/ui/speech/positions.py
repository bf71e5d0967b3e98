"""Seeded positions for the spoken table's tests, with the seats' names."""

from __future__ import annotations

from steamworks.rules.state import GameState
from tests.support.coach import midgame

NAMES = ("Ada", "Brunel")


def position(steps: int, seed: int = 3) -> GameState:
    """A two-player position `steps` actions into a game between Easy agents, at a real choice."""
    return midgame(2, seed, steps)
