"""`rules.irreversible.no_undo`: which moves end the round, an age or the game, or turn up a
face-down tile, so that Undo cannot take them back; checked on scenario positions and against
the session's own undo over seeded random games."""

from __future__ import annotations

import random

import attrs
import pytest

from steamworks.rules import engine
from steamworks.rules import irreversible as I
from steamworks.rules.actions import (
    Activate,
    IllegalAction,
    Pass,
    PlaceDevice,
    PlacePersona,
    Reveal,
    TakeTop,
)
from steamworks.rules.setup import quick_setup
from steamworks.session import GameSession
from tests.support.moves import apply_all, step
from tests.support.positions import THREE, busy, device, game, in_age, last_turn, scenario

TRIO = (("broderick", "A"), ("rowena", "A"), ("tobias", "A"))


def _game(**kw):
    return game(*TRIO, **kw)


def test_a_pass_while_others_still_have_mechanics_is_ordinary():
    state = _game()
    assert I.no_undo(state, Pass()) is None  # others still have mechanics: the round goes on


def test_the_last_mechanic_of_the_round_passing_ends_the_round():
    state = busy(last_turn(_game(), 0))
    answer = I.no_undo(state, Pass())
    assert answer.kind == I.ROUND_END and answer.now
    assert "ends the round" in answer.text and answer.short == "ends the round"
    assert engine.apply(state, Pass()).round == state.round + 1  # what the engine really does


def test_the_last_move_of_age_one_says_which_age_begins():
    state = busy(attrs.evolve(last_turn(_game(), 0), locks=(0, 9, 9)))
    answer = I.no_undo(state, Pass())
    assert answer.kind == I.NEW_AGE and "Age II begins" in answer.text


def test_the_last_move_of_age_three_ends_the_game():
    state = busy(attrs.evolve(last_turn(in_age(_game(), 3), 0), locks=(0, 0, 0)))
    answer = I.no_undo(state, Pass())
    assert answer.kind == I.GAME_END and "ends the game" in answer.text


def test_taking_a_face_down_tile_reveals_it():
    state = game(("tobias", "B"), ("eva", "A"))
    state = apply_all(
        state, PlacePersona(0)
    )  # Tobias B: the top tile of a stack, among other things
    top = next(a for a in engine.legal_actions(state) if isinstance(a, TakeTop))
    answer = I.no_undo(state, top)
    assert answer.kind == I.REVEAL and "a face-down tile" in answer.text
    # the answer says that a tile turns up, never which one
    assert not any(tid in answer.text for tid in state.stacks[top.stack - 1])


def test_paying_to_see_two_tiles_reveals_two():
    # an Innovation Turbine offers the top tile of a stack, or £1 to see two and keep one
    state = scenario(
        THREE + device("Ada", (0, 0, "clockwork_source"), (1, 0, "innovation_turbine_2"))
    )
    state = step(step(state, PlaceDevice(1, (0, 0))), Activate((1, 0), "C"))
    assert Reveal(1) in engine.legal_actions(state)
    answer = I.no_undo(state, Reveal(1))
    assert answer.kind == I.REVEAL and "2 face-down tiles" in answer.text
    assert I.no_undo(state, TakeTop(1)).kind == I.REVEAL


def test_a_placement_that_opens_a_decision_on_the_last_turn_warns_ahead():
    state = busy(last_turn(_game(), 0))
    for action in engine.legal_actions(state):
        if not isinstance(action, PlacePersona):
            continue
        after = engine.apply(state, action)
        if after.pending and after.turn == state.turn:
            answer = I.no_undo(state, action)
            assert answer.kind == I.LAST_TURN and not answer.now
            assert "last turn of the round" in answer.text
            return
    pytest.fail("no persona space of this position opens a decision")


def test_the_same_placement_earlier_in_the_round_warns_of_nothing():
    state = _game()
    spaces = [a for a in engine.legal_actions(state) if isinstance(a, PlacePersona)]
    assert spaces and all(I.no_undo(state, a) is None for a in spaces)


def test_an_illegal_action_is_refused():
    with pytest.raises(IllegalAction):
        I.no_undo(_game(), PlacePersona(99))


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_the_answer_agrees_with_the_sessions_undo(players, seed):
    """Over whole random games: a step said to be beyond Undo really is; a step said to be
    ordinary that keeps the turn going can be undone."""
    session = GameSession(quick_setup(players, seed=seed))
    rng = random.Random(seed)
    flagged = 0
    while not session.over:
        action = rng.choice(session.legal_actions())
        before = session.state
        answer = I.no_undo(before, action)
        session.submit(action)
        if answer is not None and answer.now:
            flagged += 1
            assert session.undo_block_reason() is not None, (answer, action)
        elif session.state.turn == before.turn:
            assert session.undo_block_reason() is None, action
        if answer is None or not answer.now:
            # nothing it did not announce: no round, age or game ended, nothing was turned up
            after = session.state
            assert after.round == before.round and not after.revealed and not after.game_over
    assert flagged > 0


def test_the_last_turn_of_the_round_is_known_before_it_is_played():
    state = _game()
    assert not I.last_turn_of_round(state)  # everyone has mechanics to place
    last = last_turn(state, 0)
    assert I.last_turn_of_round(last)  # one mechanic left on the whole table, and it is seat 0's
    two_left = attrs.evolve(
        last, players=(attrs.evolve(last.players[0], used=0),) + last.players[1:]
    )
    assert not I.last_turn_of_round(two_left)  # seat 0 will have another turn


def test_no_last_turn_while_personas_are_drafted():
    from steamworks.rules.setup import GameSetup, SeatSetup

    seats = tuple(SeatSetup(f"P{i}", colour=i) for i in range(3))
    state = engine.start(GameSetup(seats=seats, seed=1, personas="draft"))
    assert not all(p.persona for p in state.players)
    assert not I.last_turn_of_round(state)
