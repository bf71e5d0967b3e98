"""The two-player game: coins instead of clock counters, and a coin leaves the current stack
every round (rulebook "Two-player game", game-data.md section 2, rulings 9 and 14, and
docs/rulings.md 19).
"""

from __future__ import annotations

import attrs

from steamworks.rules import engine
from steamworks.rules.actions import (
    Activate,
    EndActivation,
    Pass,
    PlaceDevice,
    PlacePersona,
    TakeTile,
)
from tests.support.moves import apply_all, end_round
from tests.support.positions import CLOCK_MONETISER, busy, game, in_age, with_device

DUO = (("lucius", "A"), ("alice", "A"))


def _game(**kw):
    return game(*DUO, **kw)


def test_setup_places_three_six_six_coins():
    state = _game()
    assert state.locks == (3, 6, 6)
    assert state.two_player
    # no clock counters are used at all with two players
    assert state.clock_supply == 0


def test_using_the_opponents_device_pays_them_a_pound_not_a_clock():
    before, dev = with_device(_game(), 1, CLOCK_MONETISER)
    after = apply_all(before, PlaceDevice(dev, (0, 0)), Activate((0, 1), "C"))
    owner = after.players[1]
    assert owner.money == before.players[1].money + 1
    assert owner.clocks == 0 and owner.prestige == 0
    assert after.locks == (2, 6, 6)  # the coin came from the current stack
    assert after.players[0].money == before.players[0].money + 3


def test_coin_even_without_activating_anything():
    before, dev = with_device(_game(), 1, CLOCK_MONETISER)
    after = apply_all(before, PlaceDevice(dev, (0, 0)), EndActivation())
    assert after.players[1].money == before.players[1].money + 1


def test_own_device_pays_no_coin():
    before, dev = with_device(_game(), 0, CLOCK_MONETISER)
    after = apply_all(before, PlaceDevice(dev, (0, 0)), Activate((0, 1), "C"))
    assert after.locks == before.locks
    assert after.players[0].money == before.players[0].money + 3


def test_coin_in_age_two_comes_from_the_age_three_stack():
    before, dev = with_device(in_age(_game(), 2), 1, CLOCK_MONETISER)
    after = apply_all(before, PlaceDevice(dev, (0, 0)), EndActivation())
    assert after.locks == (0, 5, 6)


def test_empty_coin_stack_the_bank_still_pays():
    before, dev = with_device(attrs.evolve(_game(), locks=(0, 6, 6)), 1, CLOCK_MONETISER)
    after = apply_all(before, PlaceDevice(dev, (0, 0)), EndActivation())
    assert after.players[1].money == before.players[1].money + 1
    assert after.locks == (0, 6, 6)  # not taken from the next stack
    assert after.players[1].clocks == 0 and after.players[1].prestige == 0


# ---------------------------------------------------------------- a coin leaves each round


def test_a_coin_leaves_the_current_stack_each_round():
    state = busy(_game())
    after = end_round(state)
    assert after.locks == (2, 6, 6)
    assert after.clocks_removed == state.clocks_removed + 1
    assert after.age == 1


def test_a_coin_leaves_even_after_coins_were_awarded():
    state, dev = with_device(_game(), 1, CLOCK_MONETISER)
    state = apply_all(state, PlaceDevice(dev, (0, 0)), EndActivation())
    assert state.locks == (2, 6, 6)
    after = end_round(state, 1)
    assert after.locks == (1, 6, 6)


def test_the_last_coin_leaving_starts_the_next_age():
    state = busy(attrs.evolve(_game(), locks=(1, 6, 6)))
    after = end_round(state)
    assert after.age == 2 and after.locks == (0, 6, 6)
    assert all(p.mechanics == 3 for p in after.players)
    assert all(t is not None for t in after.belts[2])


def test_no_coin_leaves_when_the_stack_is_already_empty():
    state = busy(attrs.evolve(_game(), locks=(0, 6, 6)))
    after = end_round(state)
    assert after.age == 2
    assert after.locks == (0, 6, 6)  # the Age III stack keeps all its coins
    assert after.clocks_removed == state.clocks_removed


def test_coin_in_age_three_and_game_end():
    state = busy(attrs.evolve(in_age(_game(), 3), locks=(0, 0, 1)))
    after = end_round(state)
    assert after.game_over and after.locks == (0, 0, 0)


def test_ruling_14_and_the_round_coin_both_apply():
    """A round where nothing happened loses a coin (ruling 14) and then the round's coin
    (ruling 9): two coins in all."""
    state = _game()
    assert not state.progress
    after = end_round(state)
    assert after.locks == (1, 6, 6)
    assert after.clocks_removed == state.clocks_removed + 2


def test_ruling_14_emptying_the_stack_saves_the_round_coin():
    state = attrs.evolve(_game(), locks=(1, 6, 6))
    after = end_round(state)
    assert after.age == 2 and after.locks == (0, 6, 6)
    assert after.clocks_removed == state.clocks_removed + 1


# ---------------------------------------------------------------- whole game length


def test_ages_last_three_six_and_six_rounds():
    """Each round the start player takes a tile (so ruling 14 never applies) and everyone else
    passes: Age I lasts 3 rounds, Age II 6, Age III 6."""
    state = _game()
    ages = {}
    took_in_round = 0
    while not state.game_over:
        ages.setdefault(state.round, state.age)
        legal = engine.legal_actions(state)
        if took_in_round != state.round and PlacePersona(0) in legal:
            state = apply_all(state, PlacePersona(0))
            state = apply_all(
                state, next(a for a in engine.legal_actions(state) if isinstance(a, TakeTile))
            )
            took_in_round = state.round
        else:
            state = apply_all(state, Pass())
        assert state.round < 40
    assert state.round == 15
    assert [ages[r] for r in range(1, 16)] == [1] * 3 + [2] * 6 + [3] * 6
    assert state.locks == (0, 0, 0)
    assert state.clocks_removed == 15
