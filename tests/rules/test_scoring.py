"""Final scoring and tie-breaks (rulebook "Game end & victory", ruling 13).

Prestige = chips + clock counters + prestige printed on the tiles of your devices (basic
sources 0, Chrome 2, every other tile 1). Ties on prestige go to the most money + basic
sources + tiles in supply; a further tie is shared.
"""

from __future__ import annotations

import attrs
import pytest

from steamworks.rules import engine, scoring
from steamworks.rules.actions import AddTile, PlacePersona
from steamworks.rules.data import load
from tests.support.positions import (
    CLOCK_CHROME,
    CLOCK_MONETISER,
    STEAM_CONDENSER,
    game,
    with_device,
    with_player,
)

QUARTET = (("broderick", "A"), ("rowena", "A"), ("tobias", "A"), ("eva", "A"))


def _blank(n=4):
    """A game with every player's score and leftovers at zero."""
    state = game(*QUARTET[:n])
    for i in range(n):
        state = with_player(state, i, money=0, sources=(0, 0, 0), supply=())
    return state


def _line(state, i):
    return scoring.score_lines(state)[i]


def test_tile_values():
    tiles = load().tiles
    for tid, t in tiles.items():
        if t.stack == "basic":
            assert t.vp == 0, tid
        elif t.name == "Chrome":
            assert t.vp == 2, tid
        else:
            assert t.vp == 1, tid


def test_breakdown_chips_clocks_device_tiles():
    state = with_player(_blank(), 0, prestige=4, clocks=3)
    state, _ = with_device(state, 0, CLOCK_MONETISER)  # 0 + 1
    state, _ = with_device(state, 0, CLOCK_CHROME)  # 0 + 2
    big = (
        (0, 0, "start_monetiser"),
        (0, 1, "clockwork_source"),
        (0, 2, "start_condenser"),
        (0, 3, "iteration_gears_1"),
    )
    state, _ = with_device(state, 0, big)  # 1 + 0 + 1 + 1 (Iteration Gears is not a basic source)
    line = _line(state, 0)
    assert (line.chips, line.clocks, line.device_tiles) == (4, 3, 6)
    assert line.total == 13 == line.chips + line.clocks + line.device_tiles


def test_basic_sources_score_nothing_chrome_scores_two():
    state, _ = with_device(_blank(), 1, CLOCK_CHROME)
    assert _line(state, 1).device_tiles == 2
    state, _ = with_device(_blank(), 1, STEAM_CONDENSER)
    assert _line(state, 1).device_tiles == 1


def test_persona_tile_in_a_device_scores_one():
    cells = ((0, 0, "electrickal_source"), (0, 1, "persona_eva_a"))
    state, _ = with_device(_blank(), 3, cells)
    assert _line(state, 3).device_tiles == 1


def test_only_your_own_devices_count():
    state, _ = with_device(_blank(), 1, CLOCK_CHROME)
    assert _line(state, 0).device_tiles == 0 and _line(state, 2).device_tiles == 0


def test_tiles_in_supply_do_not_score_prestige():
    state = with_player(
        _blank(), 0, supply=("chrome_1", "start_monetiser"), money=9, sources=(2, 0, 0)
    )
    line = _line(state, 0)
    assert line.total == 0
    assert line.leftovers == 9 + 2 + 2


def test_a_tile_added_by_an_opponent_scores_for_the_owner():
    """Lucius B's third space adds his tile to another player's device: the owner scores it."""
    state = game(("lucius", "B"), ("rowena", "A"))
    state = with_player(state, 0, supply=("start_condenser",), sources=(0, 0, 0))
    state, dev = with_device(state, 1, CLOCK_MONETISER)
    before = _line(state, 1).device_tiles
    state = engine.apply(state, PlacePersona(2))
    state = engine.apply(state, AddTile(dev, "start_condenser", (0, -1), 0))
    assert _line(state, 1).device_tiles == before + 1
    assert _line(state, 0).device_tiles == 0


def test_highest_total_wins():
    state = with_player(_blank(), 2, prestige=5)
    state = with_player(state, 0, clocks=3, money=50)
    lines = scoring.score_lines(state)
    assert [sl.rank for sl in lines] == [2, 3, 1, 3]
    assert scoring.winners(state) == (2,)
    assert scoring.tie_break_note(state) == ""


def test_tie_broken_by_money_sources_and_supply_tiles():
    state = with_player(_blank(), 0, prestige=5, money=3, sources=(0, 0, 0), supply=())
    state = with_player(state, 1, clocks=5, money=1, sources=(1, 1, 0), supply=("chrome_1",))  # 4
    state = with_player(state, 2, prestige=2, clocks=2, money=0, sources=(0, 0, 1))  # 4 prestige
    lines = scoring.score_lines(state)
    assert [sl.total for sl in lines] == [5, 5, 4, 0]
    assert [sl.leftovers for sl in lines] == [3, 4, 1, 0]
    assert [sl.rank for sl in lines] == [2, 1, 3, 4]
    assert scoring.winners(state) == (1,)
    note = scoring.tie_break_note(state)
    assert note == (
        "2 players tied on 5 prestige; the tie went to the one with the most money, sources "
        "and tiles left over (4)."
    )


def test_each_kind_of_leftover_counts_one():
    base = with_player(_blank(2), 0, prestige=1)
    base = with_player(base, 1, prestige=1)
    for kw in (
        {"money": 1},
        {"sources": (1, 0, 0)},
        {"sources": (0, 0, 1)},
        {"supply": ("manufacturer_1",)},
    ):
        state = with_player(base, 1, **kw)
        assert scoring.winners(state) == (1,), kw
    # a device's tiles are not leftovers
    state, _ = with_device(base, 0, STEAM_CONDENSER)
    assert _line(state, 0).leftovers == 0


def test_further_tie_is_shared():
    state = with_player(_blank(), 0, prestige=3, money=2)
    state = with_player(state, 3, clocks=3, sources=(1, 0, 0), supply=("condenser_1",))
    state = with_player(state, 1, clocks=3, money=1)
    lines = scoring.score_lines(state)
    assert [sl.rank for sl in lines] == [1, 3, 4, 1]
    assert scoring.winners(state) == (0, 3)
    assert (
        scoring.tie_break_note(state)
        == "2 players tied on prestige and on leftovers, and share the victory."
    )


def test_everybody_tied():
    state = _blank(3)
    assert scoring.winners(state) == (0, 1, 2)
    assert all(sl.rank == 1 for sl in scoring.score_lines(state))
    assert "share the victory" in scoring.tie_break_note(state)


def test_score_of_a_finished_game():
    state = with_player(_blank(3), 1, prestige=2)
    state, _ = with_device(state, 1, CLOCK_CHROME)
    state = attrs.evolve(state, game_over=True, locks=(0, 0, 0))
    assert engine.is_over(state)
    lines = engine.score_lines(state)
    assert lines[1].total == 4 and lines[1].rank == 1
    assert engine.winners(state) == (1,)


@pytest.mark.parametrize("seed", [1, 2])
def test_breakdown_always_adds_up_in_played_games(seed):
    """Play short random games to the end: every line's total is its three parts."""
    import random

    from steamworks.rules.setup import quick_setup

    rnd = random.Random(seed)
    state = engine.start(quick_setup(3, seed=seed))
    steps = 0
    while not state.game_over and steps < 3000:
        legal = engine.legal_actions(state)
        state = engine.apply(state, rnd.choice(legal))
        steps += 1
    for line in scoring.score_lines(state):
        p = state.players[line.player]
        assert line.chips == p.prestige and line.clocks == p.clocks
        assert line.device_tiles == scoring.device_points(state, line.player)
        assert line.total == line.chips + line.clocks + line.device_tiles
        assert line.leftovers == p.money + sum(p.sources) + len(p.supply)
