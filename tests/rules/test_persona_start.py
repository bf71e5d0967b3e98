"""Starting money, basic sources, persona tile and board of each of the 16 persona sides.

Figures from game-data.md section 5 (all [D]), typed here once more on purpose: this checks
what a player actually receives at the start of a game, not what the data file says.
"""

from __future__ import annotations

import pytest

from steamworks.rules.data import load
from steamworks.rules.state import AUTO_BOARD, AUTO_READY
from tests.support.positions import game

# persona, side, £, sources (C, S, E), persona tile (name, N E S W) or None
START = [
    ("eva", "A", 5, (0, 0, 1), ("Monetiser", "-E-E")),
    ("eva", "B", 2, (0, 0, 3), ("Condenser", "-A-A")),
    ("permelia", "A", 7, (0, 0, 0), ("Distiller", "-S-S")),
    ("permelia", "B", 3, (0, 1, 0), ("Miscellanerie", "-S-S")),
    ("augustus", "A", 5, (1, 0, 0), ("Scroll Rack", "-C-C")),
    ("augustus", "B", 4, (1, 0, 0), None),
    ("alice", "A", 5, (1, 0, 0), ("Innovation Turbine", "-C-C")),
    ("alice", "B", 4, (2, 0, 0), ("Manufacturer", "-C-C")),
    ("broderick", "A", 5, (0, 1, 0), ("Upgrader", "-A-A")),
    ("broderick", "B", 4, (0, 1, 0), ("Manufacturer", "-A-A")),
    ("rowena", "A", 5, (0, 1, 0), ("Librarifier", "-A-A")),
    ("rowena", "B", 1, (0, 1, 0), ("Scroll Rack", "-S-S")),
    ("lucius", "A", 5, (0, 0, 1), ("Sourcer", "-E-E")),
    ("lucius", "B", 4, (0, 0, 1), ("Upgrader", "-A-A")),
    ("tobias", "A", 5, (0, 1, 0), ("Condenser", "-A-A")),
    ("tobias", "B", 3, (0, 1, 0), ("Innovation Turbine", "-S-S")),
]
THREE_SPACES = {("alice", "B"), ("tobias", "B")}
ALL_PERSONAS = ["eva", "permelia", "augustus", "alice", "broderick", "rowena", "lucius", "tobias"]


def _companions(persona: str) -> list[tuple[str, str]]:
    return [(p, "A") for p in ALL_PERSONAS if p != persona][:2]


@pytest.mark.parametrize(
    "persona,side,money,sources,tile", START, ids=[f"{p}-{s}" for p, s, *_ in START]
)
@pytest.mark.parametrize("seat", [0, 2])
def test_starting_resources(persona, side, money, sources, tile, seat):
    seats = _companions(persona)
    seats.insert(seat, (persona, side))
    state = game(*seats)
    p = state.players[seat]
    assert (p.persona, p.side) == (persona, side)
    assert p.money == money
    assert p.sources == sources
    assert p.prestige == 0 and p.clocks == 0
    assert p.mechanics == 2 and p.used == 0
    assert len(p.spaces) == (3 if (persona, side) in THREE_SPACES else 4)
    assert not any(p.spaces)
    # only Augustus B has his butler from the start; every other Automaton is on the board
    assert p.automaton == (AUTO_READY if (persona, side) == ("augustus", "B") else AUTO_BOARD)
    if tile is None:
        assert p.supply == ()
    else:
        assert len(p.supply) == 1
        t = load().tiles[p.supply[0]]
        assert (t.name, "".join(t.sides)) == tile
        assert t.kind == "component" and t.stack == "persona" and t.vp == 1


def test_persona_tiles_are_distinct_per_side():
    """Each side has its own tile (15 tiles: every side except Augustus B)."""
    ids = set()
    for persona in ALL_PERSONAS:
        for side in "AB":
            ps = load().persona_side(persona, side)
            if ps.tile:
                ids.add(ps.tile)
    assert len(ids) == 15


@pytest.mark.parametrize(
    "persona,side,wages",
    [(p, s, (0, 0, 1, 2) if (p, s) == ("rowena", "B") else (0, 1, 2, 3)) for p, s, *_ in START],
    ids=[f"{p}-{s}" for p, s, *_ in START],
)
def test_wages_left_to_right(persona, side, wages):
    ps = load().persona_side(persona, side)
    assert ps.wages == wages
    assert ps.wage_resource == ("electrickal" if (persona, side) == ("eva", "B") else "money")
