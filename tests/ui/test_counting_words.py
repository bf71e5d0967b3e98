"""Counts in the text players read agree with their number: "1 clock counter", never
"1 clock counters" (one helper, `rules.words.plural`, writes them all)."""

from __future__ import annotations

import attrs

from steamworks.rules import engine
from steamworks.rules.setup import quick_setup
from steamworks.rules.words import plural
from steamworks.ui.game import target_keys as K
from steamworks.ui.game.prompt import wage_text
from steamworks.ui.game.tooltips import tip_for

NAMES = ("Ada", "Brunel", "Clementine")


def test_plural():
    assert plural(1, "clock counter") == "1 clock counter"
    assert plural(0, "clock counter") == "0 clock counters"
    assert plural(2, "tile") == "2 tiles"
    assert plural(3, "die", "dice") == "3 dice"


def _tip(state, key):
    return tip_for(key, state, NAMES, [], False, focus=0)


def test_tooltips_count_one_in_the_singular():
    state = engine.start(quick_setup(3, seed=1))
    p = attrs.evolve(state.players[0], clocks=1, prestige=1)
    state = attrs.evolve(
        state, players=(p,) + state.players[1:], locks=(1,) + state.locks[1:], clock_supply=1
    )
    assert _tip(state, K.Resource("clocks", 0)).title == "1 clock counter"
    assert _tip(state, K.Resource("prestige", 0)).title == "1 prestige chip"
    assert _tip(state, K.Lock(0)).lines[0].startswith("1 clock counter left.")
    assert _tip(state, K.ClockSupply()).lines[0] == "1 clock counter."
    summary = _tip(state, K.Summary(0)).lines[1]
    assert "1 prestige chip," in summary and summary.endswith("1 clock counter")
    two = attrs.evolve(state, players=(attrs.evolve(p, clocks=2),) + state.players[1:])
    assert _tip(two, K.Resource("clocks", 0)).title == "2 clock counters"


def test_two_player_locks_count_coins():
    state = engine.start(quick_setup(2, seed=1))
    state = attrs.evolve(state, locks=(1,) + state.locks[1:])
    assert _tip(state, K.Lock(0)).lines[0].startswith("1 coin left.")


def test_an_electrickal_wage_of_one():
    from steamworks.rules.setup import GameSetup, SeatSetup

    # Countess Eva, side B, pays her mechanics in electrickal sources: 0, 1, 2, 3
    seats = (
        SeatSetup("A", persona="eva", side="B"),
        SeatSetup("B", colour=1, persona="alice", side="A"),
    )
    state = engine.start(GameSetup(seats=seats, seed=1, personas="fixed", start_player=0))
    one = attrs.evolve(state, players=(attrs.evolve(state.players[0], used=1),) + state.players[1:])
    assert wage_text(one, 0) == "1 electrickal source"
    two = attrs.evolve(state, players=(attrs.evolve(state.players[0], used=2),) + state.players[1:])
    assert wage_text(two, 0) == "2 electrickal sources"
