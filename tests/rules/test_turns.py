"""Turns: paying or collecting wages, where a mechanic may go, clocks for device owners, turn
order, and the Automaton component's extra worker (rulebook pages 5-6, ruling 8 and ruling 12).
"""

from __future__ import annotations

import attrs
import pytest

from steamworks.rules import engine
from steamworks.rules.actions import (
    Activate,
    ChooseSource,
    Decline,
    EndActivation,
    Pass,
    PlaceDevice,
    PlacePersona,
)
from steamworks.rules.data import load
from steamworks.rules.preview import step_text
from steamworks.rules.state import AUTO_BOARD, AUTO_READY, AUTO_USED
from steamworks.rules.steps import STEPS
from tests.support.moves import apply_all, end_round
from tests.support.positions import (
    CLOCK_AUTOMATON,
    CLOCK_MONETISER,
    game,
    in_age,
    with_belts,
    with_device,
    with_player,
)

TRIO = (("broderick", "A"), ("rowena", "A"), ("tobias", "A"))


def _game(**kw):
    return game(*TRIO, **kw)


def _my_turn_again(state, me=0):
    return attrs.evolve(state, current=me)


# ---------------------------------------------------------------- wages


def test_wages_zero_one_two_three_paid_left_to_right():
    state = with_player(in_age(_game(), 3), 0, money=10)
    paid = []
    for space in range(4):
        before = state.players[0].money
        state = apply_all(_my_turn_again(state), PlacePersona(space))
        state = apply_all(state, *([Decline()] if state.pending else []))
        paid.append(before - state.players[0].money)
        assert state.players[0].used == space + 1
    assert paid == [0, 1, 2, 3]


def test_passing_collects_the_wage_of_the_leftmost_mechanic():
    state = with_player(in_age(_game(), 3), 0, money=0)
    got = []
    for k in range(4):
        before = state.players[0].money
        state = apply_all(_my_turn_again(state), Pass())
        got.append(state.players[0].money - before)
        assert state.players[0].used == k + 1
    assert got == [0, 1, 2, 3]
    assert not any(state.players[0].spaces)


def test_pass_then_place_pays_the_next_wage():
    state = with_player(in_age(_game(), 2), 0, money=5)
    state = apply_all(state, Pass())  # collects £0
    state = apply_all(_my_turn_again(state), Pass())  # collects £1
    assert state.players[0].money == 6
    state = apply_all(_my_turn_again(state), PlacePersona(1), Decline())  # pays £2
    assert state.players[0].money == 4


def test_cannot_place_without_paying_only_pass_is_offered():
    state = with_player(_game(), 0, money=0, used=1)
    assert engine.legal_actions(state) == [Pass()]
    with pytest.raises(engine.IllegalAction, match="cannot pay"):
        engine.apply(state, PlacePersona(0))
    after = apply_all(state, Pass())
    assert after.players[0].money == 1


def test_cannot_place_on_a_device_without_paying():
    state = with_player(in_age(_game(), 2), 0, money=1, used=2)  # the third mechanic's wage is £2
    state, dev = with_device(state, 1, CLOCK_MONETISER)
    assert engine.legal_actions(state) == [Pass()]
    with pytest.raises(engine.IllegalAction, match="cannot pay"):
        engine.apply(state, PlaceDevice(dev, (0, 0)))


def test_exact_money_is_enough():
    state = with_player(_game(), 0, money=1, used=1)
    after = apply_all(state, PlacePersona(1), Decline())
    assert after.players[0].money == 0


def test_no_mechanic_left_is_refused():
    state = with_player(_game(), 0, used=2)
    with pytest.raises(engine.IllegalAction, match="no mechanic left"):
        engine.apply(state, PlacePersona(0))


# ---------------------------------------------------------------- one mechanic per space


def test_a_persona_space_takes_one_mechanic():
    state = apply_all(_game(), PlacePersona(1), ChooseSource("C"))
    state = _my_turn_again(state)
    assert PlacePersona(1) not in engine.legal_actions(state)
    with pytest.raises(engine.IllegalAction, match="already has a worker"):
        engine.apply(state, PlacePersona(1))


def test_persona_boards_are_personal():
    state = apply_all(_game(), PlacePersona(1), ChooseSource("C"))
    assert engine.to_act(state) == 1
    assert PlacePersona(1) in engine.legal_actions(state)  # seat 1's own space 2


def test_a_device_source_takes_one_mechanic():
    state, dev = with_device(_game(), 2, CLOCK_MONETISER)
    state = apply_all(state, PlaceDevice(dev, (0, 0)), Activate((0, 1), "C"))
    assert state.device(dev).workers == (((0, 0), 0, 0),)
    assert engine.to_act(state) == 1
    assert PlaceDevice(dev, (0, 0)) not in engine.legal_actions(state)
    with pytest.raises(engine.IllegalAction, match="already standing"):
        engine.apply(state, PlaceDevice(dev, (0, 0)))


def test_universal_source_has_two_spaces():
    cells = ((0, 0, "universal_source_1"), (0, 1, "start_monetiser"))
    state, dev = with_device(_game(), 2, cells)
    legal = engine.legal_actions(state)
    assert PlaceDevice(dev, (0, 0), 0) in legal and PlaceDevice(dev, (0, 0), 1) in legal
    state = apply_all(state, PlaceDevice(dev, (0, 0), 1), Activate((0, 1), "C"))
    legal = engine.legal_actions(state)
    assert PlaceDevice(dev, (0, 0), 0) in legal and PlaceDevice(dev, (0, 0), 1) not in legal
    state = apply_all(state, PlaceDevice(dev, (0, 0), 0), Activate((0, 1), "C"))
    assert engine.to_act(state) == 2
    assert not [a for a in engine.legal_actions(state) if isinstance(a, PlaceDevice)]


def test_sources_only_no_mechanic_on_a_component():
    state, dev = with_device(_game(), 1, CLOCK_MONETISER)
    with pytest.raises(engine.IllegalAction):
        engine.apply(state, PlaceDevice(dev, (0, 1)))


# ---------------------------------------------------------------- clocks for owners


def test_own_device_gives_no_clock():
    before, dev = with_device(_game(), 0, CLOCK_MONETISER)
    after = apply_all(before, PlaceDevice(dev, (0, 0)), Activate((0, 1), "C"))
    assert after.players[0].clocks == 0
    assert after.locks == before.locks and after.clock_supply == before.clock_supply
    assert after.players[0].money == before.players[0].money + 3


def test_opponents_device_gives_its_owner_a_clock_from_the_current_stack():
    before, dev = with_device(_game(), 2, CLOCK_MONETISER)
    after = apply_all(before, PlaceDevice(dev, (0, 0)), EndActivation())
    assert after.players[2].clocks == 1 and after.players[0].clocks == 0
    assert after.locks == (before.locks[0] - 1,) + before.locks[1:]
    assert after.clock_supply == before.clock_supply


def test_clock_is_awarded_even_if_nothing_is_activated():
    before, dev = with_device(_game(), 1, CLOCK_MONETISER)
    after = apply_all(before, PlaceDevice(dev, (0, 0)), EndActivation())
    assert after.players[1].clocks == 1
    assert after.players[0].money == before.players[0].money


def test_in_age_two_the_clock_comes_from_the_age_three_lock():
    before, dev = with_device(in_age(_game(), 2), 1, CLOCK_MONETISER)
    after = apply_all(before, PlaceDevice(dev, (0, 0)), EndActivation())
    assert after.locks == (0, before.locks[1] - 1, before.locks[2])


def test_empty_current_stack_takes_from_the_general_supply_not_the_next_lock():
    before, dev = with_device(_game(), 1, CLOCK_MONETISER)
    before = attrs.evolve(before, locks=(0, 9, 9))
    after = apply_all(before, PlaceDevice(dev, (0, 0)), EndActivation())
    assert after.players[1].clocks == 1
    assert after.locks == (0, 9, 9)
    assert after.clock_supply == before.clock_supply - 1


def test_empty_general_supply_gives_a_prestige_chip():
    before, dev = with_device(_game(), 1, CLOCK_MONETISER)
    before = attrs.evolve(before, locks=(0, 9, 9), clock_supply=0)
    after = apply_all(before, PlaceDevice(dev, (0, 0)), EndActivation())
    assert after.players[1].clocks == 0 and after.players[1].prestige == 1
    assert after.locks == (0, 9, 9) and after.clock_supply == 0


# ---------------------------------------------------------------- turn order


def _pass_round_order(state, turns):
    seen = []
    for _ in range(turns):
        seen.append(engine.to_act(state))
        state = apply_all(state, Pass())
    return seen, state


@pytest.mark.parametrize("start,order", [(0, [0, 1, 2]), (1, [1, 2, 0]), (2, [2, 0, 1])])
def test_clockwise_from_the_start_player(start, order):
    seen, state = _pass_round_order(_game(start=start), 6)
    assert seen == order * 2
    assert state.round == 2


def test_players_without_workers_are_skipped():
    state = in_age(_game(), 2)  # three mechanics each
    state = with_player(state, 1, used=2)  # seat 1 has one mechanic left
    seen, state = _pass_round_order(state, 7)
    assert seen == [0, 1, 2, 0, 2, 0, 2]
    assert state.round == 2


def test_the_last_player_with_workers_plays_alone():
    state = in_age(_game(), 3)
    state = with_player(state, 1, used=4)
    state = with_player(state, 2, used=4)
    seen, state = _pass_round_order(state, 4)
    assert seen == [0, 0, 0, 0]
    assert state.round == 2


def test_turn_counter_advances_every_turn():
    state = _game()
    t = state.turn
    state = apply_all(state, Pass())
    assert state.turn == t + 1
    state = apply_all(state, PlacePersona(1), ChooseSource("S"))
    assert state.turn == t + 2  # a whole turn with its decisions counts once


# ---------------------------------------------------------------- Automaton component (ruling 12)


def _automaton_game():
    state = with_belts(_game())
    state, auto_dev = with_device(state, 1, CLOCK_AUTOMATON)
    state, money_dev = with_device(state, 2, CLOCK_MONETISER)
    return state, auto_dev, money_dev


def test_automaton_component_gives_an_extra_worker():
    before, auto_dev, _money_dev = _automaton_game()
    state = apply_all(before, PlaceDevice(auto_dev, (0, 0)))
    assert engine.legal_actions(state) == [Activate((0, 1), "C"), EndActivation()]
    state = apply_all(state, Activate((0, 1), "C"))
    assert state.players[0].automaton == AUTO_READY
    assert state.players[1].clocks == 1
    assert engine.to_act(state) == 1  # usable at a later turn, not this one


def test_automaton_may_be_placed_anywhere_without_wage():
    before, auto_dev, money_dev = _automaton_game()
    state = apply_all(before, PlaceDevice(auto_dev, (0, 0)), Activate((0, 1), "C"), Pass(), Pass())
    assert engine.to_act(state) == 0
    legal = engine.legal_actions(state)
    assert PlacePersona(0, automaton=True) in legal
    assert PlaceDevice(money_dev, (0, 0), automaton=True) in legal
    assert Pass(automaton=True) in legal and Pass() in legal
    money = state.players[0].money
    after = apply_all(state, PlaceDevice(money_dev, (0, 0), automaton=True), Activate((0, 1), "C"))
    p = after.players[0]
    assert p.money == money + 3  # no wage paid
    assert p.used == 1 and p.automaton == AUTO_USED
    assert after.players[2].clocks == 1  # the owner's clock as for any worker
    assert after.device(money_dev).workers == (((0, 0), 0, 0),)


def test_automaton_kept_for_a_later_turn_and_used_after_the_mechanics():
    before, auto_dev, _money_dev = _automaton_game()
    state = apply_all(before, PlaceDevice(auto_dev, (0, 0)), Activate((0, 1), "C"), Pass(), Pass())
    state = apply_all(state, Pass())  # seat 0's second mechanic; the Automaton stays ready
    assert state.players[0].used == 2 and state.players[0].automaton == AUTO_READY
    state = apply_all(state, Pass(), Pass())  # seats 1 and 2 finish
    assert engine.to_act(state) == 0 and state.round == 1
    assert engine.legal_actions(state)[-1] == Pass(automaton=True)
    assert Pass() not in engine.legal_actions(state)
    money = state.players[0].money
    after = apply_all(state, Pass(automaton=True))  # no wage to collect either
    assert after.players[0].money == money
    assert after.round == 2
    assert after.players[0].automaton == AUTO_BOARD  # back on the central board


def test_automaton_component_does_nothing_once_taken():
    state, auto_dev, _money_dev = _automaton_game()
    state, second = with_device(state, 2, CLOCK_AUTOMATON)
    state = apply_all(state, PlaceDevice(auto_dev, (0, 0)), Activate((0, 1), "C"), Pass(), Pass())
    state = apply_all(state, PlaceDevice(second, (0, 0)))
    # the Automaton is already on my board: the component has nothing to give and the
    # activation ends at once
    assert state.pending == () and engine.to_act(state) == 1
    assert state.players[0].automaton == AUTO_READY


def test_automaton_component_does_nothing_once_used_this_round():
    state, _auto_dev, _money_dev = _automaton_game()
    state, second = with_device(state, 2, CLOCK_AUTOMATON)
    state = with_player(state, 0, automaton=AUTO_USED)
    state = apply_all(state, PlaceDevice(second, (0, 0)))
    assert state.pending == () and state.players[0].automaton == AUTO_USED


def test_automaton_returns_to_the_board_at_end_of_round():
    before, auto_dev, money_dev = _automaton_game()
    state = apply_all(before, PlaceDevice(auto_dev, (0, 0)), Activate((0, 1), "C"), Pass(), Pass())
    state = apply_all(state, PlaceDevice(money_dev, (0, 0), automaton=True), Activate((0, 1), "C"))
    state = end_round(state, 1)
    assert state.players[0].automaton == AUTO_BOARD
    assert state.round == 2
    # and it can be taken again next round
    state = attrs.evolve(state, current=0)
    state = apply_all(state, PlaceDevice(auto_dev, (0, 0)), Activate((0, 1), "C"))
    assert state.players[0].automaton == AUTO_READY


def test_automaton_taken_with_the_last_mechanic_of_the_round_still_works():
    before, auto_dev, _money_dev = _automaton_game()
    state = attrs.evolve(
        before, players=tuple(attrs.evolve(p, used=p.mechanics) for p in before.players), current=0
    )
    state = with_player(state, 0, used=1)
    state = apply_all(state, PlaceDevice(auto_dev, (0, 0)), Activate((0, 1), "C"))
    # everyone else has finished: the round goes on for seat 0's Automaton
    assert state.round == 1 and engine.to_act(state) == 0
    assert state.players[0].used == 2 and state.players[0].automaton == AUTO_READY
    state = apply_all(state, PlacePersona(1, automaton=True), ChooseSource("S"))
    assert state.round == 2


def test_every_persona_space_step_in_the_data_is_a_known_kind_with_words():
    steps = {
        step
        for sides in load().personas.values()
        for side in sides.values()
        for space in side.spaces
        for step in space
    }
    assert steps
    for step in steps:
        assert step.partition(":")[0] in STEPS, step
        assert step_text(step) != step and step_text(step)
    # every kind of step is used by some persona (no record without its data)
    assert {step.partition(":")[0] for step in steps} == set(STEPS)
