"""End of a round, step by step (rulebook "End of a round", rulings 10, 11 and 14).

I   retrieve mechanics and Automatons;
II  new age when the current stack of counters is empty (3rd mechanic entering Age II, 4th
    entering Age III, game over after Age III);
III belts: the rightmost tile of each belt to the bottom of its stack, tiles slide right, empty
    spaces refill from unlocked stacks; a stack that cannot fill its belt ends the age at once;
IV  the start player marker passes to the left.
"""

from __future__ import annotations

import attrs
import pytest

from steamworks.rules import engine
from steamworks.rules.actions import (
    Activate,
    ChooseSource,
    Pass,
    PlaceDevice,
    PlacePersona,
    TakeTile,
)
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import AUTO_BOARD
from tests.support.moves import apply_all, end_round
from tests.support.positions import (
    CLOCK_MONETISER,
    busy,
    game,
    in_age,
    with_belts,
    with_device,
    with_stack,
)

TRIO = (("broderick", "A"), ("rowena", "A"), ("tobias", "A"))


def _game(**kw):
    return game(*TRIO, **kw)


# ---------------------------------------------------------------- I: retrieve


def test_mechanics_are_retrieved_from_devices_and_persona_spaces():
    state, dev = with_device(_game(), 1, CLOCK_MONETISER)
    state = apply_all(
        state, PlaceDevice(dev, (0, 0)), Activate((0, 1), "C")
    )  # seat 0 on seat 1's device
    state = apply_all(state, PlacePersona(1), ChooseSource("C"))  # seat 1
    state = apply_all(state, PlacePersona(1), ChooseSource("S"))  # seat 2
    state = apply_all(state, Pass(), Pass())
    assert state.device(dev).workers == (((0, 0), 0, 0),)
    state = apply_all(state, Pass())  # seat 2's last mechanic ends the round
    assert state.round == 2
    assert state.device(dev).workers == ()
    for p in state.players:
        assert p.used == 0 and not any(p.spaces) and p.mechanics == 2
        assert p.automaton == AUTO_BOARD
    # a device space and a persona space are free again
    state = attrs.evolve(state, current=0)
    assert PlaceDevice(dev, (0, 0)) in engine.legal_actions(state)
    assert PlacePersona(1) in engine.legal_actions(state)


# ---------------------------------------------------------------- II: new age


def test_no_new_age_while_counters_remain():
    state = busy(attrs.evolve(_game(), locks=(1, 9, 9)))
    after = end_round(state)
    assert after.age == 1 and after.locks == (1, 9, 9)
    assert all(p.mechanics == 2 for p in after.players)
    assert after.belts[2] == (None,) * 5


def test_entering_age_two():
    state = busy(attrs.evolve(_game(), locks=(0, 9, 9)))
    age2 = state.stacks[1]
    after = end_round(state)
    assert after.age == 2 and not after.game_over
    assert all(p.mechanics == 3 for p in after.players)
    assert after.locks == (0, 9, 9)
    # the Age II stack is unlocked: the white belt fills (red stays empty)
    assert after.belts[2] == age2[:5]
    assert after.stacks[1] == age2[5:]
    assert after.belts[3] == (None,) * 6
    assert after.stacks[2] == state.stacks[2]


def test_entering_age_three():
    state = busy(attrs.evolve(in_age(_game(), 2), locks=(0, 0, 9)))
    age3 = state.stacks[2]
    after = end_round(state)
    assert after.age == 3 and not after.game_over
    assert all(p.mechanics == 4 for p in after.players)
    assert after.belts[3] == age3[:6]
    assert after.stacks[2] == age3[6:]


def test_game_over_after_age_three():
    state = busy(attrs.evolve(in_age(_game(), 3), locks=(0, 0, 0)))
    after = end_round(state)
    assert after.game_over
    assert after.end_reason
    assert engine.to_act(after) is None and engine.legal_actions(after) == []
    # the game is over: the belts do not advance
    assert after.belts == state.belts and after.stacks == state.stacks


def test_third_mechanic_can_be_used_in_age_two():
    state = busy(attrs.evolve(_game(), locks=(0, 9, 9)))
    state = end_round(state)
    seen = []
    while state.round == 2:
        seen.append(engine.to_act(state))
        state = apply_all(state, Pass())
    assert sorted(seen) == [0, 0, 0, 1, 1, 1, 2, 2, 2]


# ---------------------------------------------------------------- III: belts


def test_belts_advance_and_refill_from_the_top_of_each_stack():
    state = in_age(_game(), 2)
    state = with_belts(
        state,
        ["manufacturer_1", None, "condenser_1", "monetiser_1"],
        [None, None, "upgrader_1", None],
        ["amplicondenser_1", "anthem_organ_1", "automaton_1", "insta_factor_1", "resonator_1"],
    )
    s1 = ("distiller_1", "distiller_2", "sourcer_1", "sourcer_2", "upgrader_2", "upgrader_3")
    s2 = ("iterator_1", "iterator_2")
    state = with_stack(with_stack(state, 1, s1), 2, s2)
    after = end_round(busy(state))
    assert after.age == 2
    # rightmost tiles go to the bottom of their stacks before refilling
    assert after.belts[0] == ("condenser_1", "monetiser_1", "distiller_1", "distiller_2")
    # blue belt 2 had no tile in its rightmost space: nothing leaves, the tile slides right
    assert after.belts[1] == ("upgrader_1", "sourcer_1", "sourcer_2", "upgrader_2")
    assert after.stacks[0] == ("upgrader_3", "manufacturer_1")
    assert after.belts[2] == (
        "anthem_organ_1",
        "automaton_1",
        "insta_factor_1",
        "resonator_1",
        "iterator_1",
    )
    assert after.stacks[1] == ("iterator_2", "amplicondenser_1")
    assert after.belts[3] == (None,) * 6  # Age III still locked


def test_start_tiles_go_to_the_bottom_of_the_age_one_stack():
    state = _game()
    belt0, belt1 = state.belts[0], state.belts[1]
    stack = state.stacks[0]
    after = end_round(busy(state))
    assert after.stacks[0] == stack[2:] + (belt0[0], belt1[0])
    assert after.belts[0] == belt0[1:] + (stack[0],)
    assert after.belts[1] == belt1[1:] + (stack[1],)


def test_locked_stacks_do_not_refill():
    state = _game()
    after = end_round(busy(state))
    assert after.belts[2] == (None,) * 5 and after.belts[3] == (None,) * 6
    assert after.stacks[1] == state.stacks[1] and after.stacks[2] == state.stacks[2]


def test_gaps_close_towards_the_right():
    state = with_belts(
        _game(), [None, "start_monetiser", None, "start_condenser"], ["start_distiller"]
    )
    state = with_stack(
        state,
        1,
        ("manufacturer_1", "manufacturer_2", "manufacturer_3", "manufacturer_4", "condenser_1"),
    )
    after = end_round(busy(state))
    assert after.belts[0] == (
        "start_monetiser",
        "start_condenser",
        "manufacturer_1",
        "manufacturer_2",
    )
    assert after.belts[1] == ("manufacturer_3", "manufacturer_4", "condenser_1", "start_distiller")
    assert after.stacks[0] == ()
    # the belts were filled exactly: no age ends
    assert after.age == 1 and after.locks == state.locks


# ---------------------------------------------------------------- III: a stack runs short


def _starve(state, age):
    """Empty the tile stack of `age` and leave a single tile (in column 0 of its first belt) on
    that age's belts: at the end of the round that tile goes to the bottom of the empty stack,
    comes straight back, and the belts cannot be filled."""
    belts = [list(row) for row in state.belts]
    first = True
    for b, row in enumerate(state.belts):
        if [1, 1, 2, 3][b] != age:
            continue
        tile = next(t for t in row if t is not None) if first else None
        belts[b] = [tile] if tile else []
        first = False
    return with_stack(with_belts(state, *belts), age, ())


def test_short_age_one_stack_ends_age_one_at_once():
    state = _game()
    t0, t1, t2, t3 = state.belts[0]
    u0 = state.belts[1][0]
    state = with_belts(state, [t0, t1, t2, t3], [u0])
    state = with_stack(state, 1, ("manufacturer_1",))
    age2 = state.stacks[1]
    removed = state.clocks_removed
    after = end_round(busy(state))
    assert after.age == 2 and not after.game_over
    assert after.locks == (0, 9, 9)
    assert after.clocks_removed == removed + 3  # the Age II lock's counters leave the game
    assert all(p.mechanics == 3 for p in after.players)
    # the blue belts fill as far as the stack (with the two returned tiles) allows ...
    assert after.belts[0] == (t1, t2, t3, "manufacturer_1")
    assert after.belts[1] == (t0, u0, None, None)
    assert after.stacks[0] == ()
    # ... and the white belt fills at once
    assert after.belts[2] == age2[:5]
    assert after.stacks[1] == age2[5:]


def test_short_stack_ends_only_one_age_per_round_end():
    """Ruling 10: the next age begins at once and its belt fills; the blue belts, still short
    after that, do not also end Age II (and then Age III, ending the game) at the same moment."""
    state = _starve(_game(), 1)
    after = end_round(busy(state))
    assert after.age == 2 and not after.game_over
    assert after.locks == (0, 9, 9)
    assert all(p.mechanics == 3 for p in after.players)
    assert after.belts[3] == (None,) * 6  # the red belt is not unlocked yet


def test_a_stack_that_stays_short_ends_one_age_each_round():
    state = end_round(busy(_starve(_game(), 1)))
    assert state.age == 2
    state = end_round(busy(state))  # still short: Age II ends
    assert state.age == 3 and not state.game_over
    assert state.locks == (0, 0, 9) and all(p.mechanics == 4 for p in state.players)
    assert all(t is not None for t in state.belts[3])
    state = end_round(busy(state))  # still short in Age III: the game ends
    assert state.game_over and state.locks == (0, 0, 0)


def test_short_age_two_stack_in_age_two():
    state = _starve(in_age(_game(), 2), 2)
    kept = state.belts[2][0]
    age3 = state.stacks[2]
    after = end_round(busy(state))
    assert after.age == 3 and not after.game_over
    assert after.locks == (0, 0, 9) and after.clocks_removed == state.clocks_removed + 9
    assert after.belts[2] == (kept,) + (None,) * 4
    assert after.belts[3] == age3[:6]
    assert all(p.mechanics == 4 for p in after.players)


def test_short_stack_in_age_three_ends_the_game():
    state = _starve(in_age(_game(), 3), 3)
    after = end_round(busy(state))
    assert after.game_over
    assert after.locks[2] == 0
    assert after.clocks_removed == state.clocks_removed + 9


@pytest.mark.parametrize("age", [1, 2])
def test_short_older_stack_in_age_three_ends_the_game(age):
    state = _starve(in_age(_game(), 3), age)
    after = end_round(busy(state))
    assert after.game_over


def test_short_age_one_stack_in_age_two_ends_age_two():
    state = _starve(in_age(_game(), 2), 1)
    after = end_round(busy(state))
    assert after.age == 3 and after.locks == (0, 0, 9) and not after.game_over


def test_new_age_by_counters_and_short_stack_in_the_same_round_end():
    """Step II enters Age II (counters gone); step III then finds the blue belts short, which
    ends Age II at once: both happen, in that order."""
    state = busy(attrs.evolve(_starve(_game(), 1), locks=(0, 9, 9)))
    after = end_round(state)
    assert after.age == 3 and after.locks == (0, 0, 9)
    assert all(p.mechanics == 4 for p in after.players)
    assert all(t is not None for t in after.belts[2]) and all(t is not None for t in after.belts[3])


# ---------------------------------------------------------------- III: variant "end of age"


def test_variant_short_age_one_stack_in_age_one_ends_age_one():
    state = _starve(_game(variant=True), 1)
    after = end_round(busy(state))
    assert after.age == 2 and after.locks == (0, 9, 9)
    assert all(t is not None for t in after.belts[2])


def test_variant_short_older_stack_ends_nothing():
    state = _starve(in_age(_game(variant=True), 2), 1)
    after = end_round(busy(state))
    assert after.age == 2 and after.locks == state.locks and not after.game_over
    assert after.clocks_removed == state.clocks_removed


def test_variant_short_current_stack_ends_its_age():
    state = _starve(in_age(_game(variant=True), 2), 2)
    after = end_round(busy(state))
    assert after.age == 3 and after.locks == (0, 0, 9)


@pytest.mark.parametrize("age", [1, 2])
def test_variant_game_continues_with_short_blue_or_white_belts_in_age_three(age):
    state = _starve(in_age(_game(variant=True), 3), age)
    after = end_round(busy(state))
    assert not after.game_over and after.age == 3 and after.locks == state.locks


def test_variant_short_red_belt_ends_the_game():
    state = _starve(in_age(_game(variant=True), 3), 3)
    after = end_round(busy(state))
    assert after.game_over


@pytest.mark.parametrize("older", [1, 2])
def test_variant_short_red_belt_ends_the_game_even_with_an_older_belt_short(older):
    state = _starve(_starve(in_age(_game(variant=True), 3), older), 3)
    after = end_round(busy(state))
    assert after.game_over


def test_variant_short_white_belt_ends_age_two_even_with_a_blue_belt_short():
    state = _starve(_starve(in_age(_game(variant=True), 2), 1), 2)
    after = end_round(busy(state))
    assert after.age == 3 and after.locks == (0, 0, 9)


def test_variant_game_end_counters_still_end_the_game():
    state = busy(attrs.evolve(in_age(_game(variant=True), 3), locks=(0, 0, 0)))
    assert end_round(state).game_over


# ---------------------------------------------------------------- IV: start player


@pytest.mark.parametrize("start,new", [(0, 1), (1, 2), (2, 0)])
def test_start_player_passes_to_the_left(start, new):
    state = busy(_game(start=start))
    after = end_round(state, (start + 2) % 3)
    assert after.start_player == new
    assert engine.to_act(after) == new
    assert after.round == state.round + 1


def test_new_round_starts_after_a_full_round_of_passes():
    state = _game(start=1)
    for _ in range(6):
        state = apply_all(state, Pass())
    assert state.round == 2 and state.start_player == 2 and engine.to_act(state) == 2


# ---------------------------------------------------------------- ruling 14


def test_round_where_nothing_happened_loses_a_counter():
    state = _game()
    assert not state.progress
    after = end_round(state)
    assert after.locks == (state.locks[0] - 1,) + state.locks[1:]
    assert after.clocks_removed == state.clocks_removed + 1
    assert not after.progress  # refilling the belts does not count for the next round


def test_round_with_a_tile_taken_loses_no_counter():
    state = apply_all(_game(), PlacePersona(0), TakeTile(0, 0))
    assert state.progress
    after = end_round(state, 1)
    assert after.locks == state.locks and after.clocks_removed == state.clocks_removed


def test_round_with_a_clock_awarded_loses_no_counter():
    state, dev = with_device(_game(), 1, CLOCK_MONETISER)
    state = apply_all(state, PlaceDevice(dev, (0, 0)), Activate((0, 1), "C"))
    after = end_round(state, 1)
    assert after.locks == (state.locks[0],) + state.locks[1:]
    assert after.players[1].clocks == 1


def test_round_with_only_sources_taken_loses_a_counter():
    state = apply_all(_game(), PlacePersona(1), ChooseSource("C"))
    after = end_round(state, 1)
    assert after.locks[0] == state.locks[0] - 1


def test_ruling_14_counter_can_start_the_next_age():
    state = attrs.evolve(_game(), locks=(1, 9, 9))
    after = end_round(state)
    assert after.age == 2 and after.locks == (0, 9, 9)
    assert all(p.mechanics == 3 for p in after.players)


def test_a_table_that_does_nothing_reaches_the_end():
    state = _game()
    for _ in range(1000):
        if state.game_over:
            break
        state = apply_all(state, Pass())
    assert state.game_over
    # every counter left on the locks, one per round: 3 + 9 + 9 rounds of passing
    assert state.round == 21
    assert state.locks == (0, 0, 0)


@pytest.mark.parametrize("players,rounds", [(3, 21), (4, 28), (5, 35)])
def test_passing_tables_of_more_players_play_one_round_per_counter(players, rounds):
    """With more players nothing removes counters but use and ruling 14: a table that only
    passes loses one counter per round, so it plays as many rounds as there are counters."""
    state = engine.start(attrs.evolve(quick_setup(players, seed=5), start_player=0))
    while not state.game_over:
        state = apply_all(state, Pass())
    assert state.round == rounds
