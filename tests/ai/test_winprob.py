"""The chance of finishing first with three or more players (ai/winprob.py, `first_place`),
which the shipped Hard adds to its margin: the spread it assumes, its chances, a tie won on
leftovers, the margin utility to the bit where it is off, and two-player searches left as they
were by it and by Hard's lighter blend of opponents (`best_opponent_many`), both Hard's alone."""

from __future__ import annotations

import math
import random

import attrs
import pytest

from steamworks.ai import evaluate as ev
from steamworks.ai import make_agent, winprob
from steamworks.ai.agent import Stop
from steamworks.ai.mcts import HardAgent
from steamworks.ai.observe import observe
from steamworks.ai.references import WEIGHTS_V1
from steamworks.rules import engine
from steamworks.rules.state import GameState
from tests.support.positions import builder_game as positions
from tests.support.positions import game, with_player, with_state

# one persona per seat of a finished game (two to four players)
_INVENTORS = (("broderick", "A"), ("rowena", "A"), ("eva", "A"), ("alice", "A"))


def _finished(*prestige: int, money: tuple[int, ...] | None = None) -> GameState:
    """A game over, one player per prestige given, each with that prestige and leftovers
    (money)."""
    state = game(*_INVENTORS[: len(prestige)])
    for i, points in enumerate(prestige):
        cash = money[i] if money else 0
        state = with_player(state, i, prestige=points, money=cash, sources=(0, 0, 0), supply=())
    return with_state(state, game_over=True, locks=(0, 0, 0))


FIRST = ev.Weights(first_place=1.0)


def _playing() -> GameState:
    """A two-player position in the middle of a game."""
    return positions(2, 3)[40]


def test_the_spread_grows_with_the_rounds_still_to_play():
    spreads = [winprob.spread(r) for r in (0.2, 0.5, 1.0, 2.0, 3.0, 4.0, 6.0, 7.0)]
    assert spreads == sorted(spreads) and len(set(spreads)) == len(spreads)
    # flat beyond the measured points: even the last turn leaves some doubt about the estimate
    assert winprob.spread(0.0) == winprob.spread(winprob.SPREADS[0][0]) > 0.5
    assert winprob.spread(8.0) == winprob.spread(winprob.SPREADS[-1][0])
    # the measured points themselves, and straight lines between them
    for rounds, rms in winprob.SPREADS:
        assert winprob.spread(rounds) == pytest.approx(rms)
    (r0, s0), (r1, s1) = winprob.SPREADS[:2]
    assert winprob.spread((r0 + r1) / 2) == pytest.approx((s0 + s1) / 2)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_off_it_is_the_margin_utility_to_the_bit(players):
    for state in positions(players, 5)[::25]:
        values = ev.estimates(state, ev.DEFAULT_WEIGHTS)
        expected = [ev.utility(values, s, ev.DEFAULT_WEIGHTS) for s in range(players)]
        assert winprob.seat_utilities(state, values, ev.DEFAULT_WEIGHTS) == expected


def test_first_place_chances_add_up_to_one_and_follow_the_estimates():
    values = [12.0, 10.0, 13.5, 9.0]
    for rounds in (0.3, 2.0, 6.0):
        chances = winprob.first_place_chances(values, rounds, False)
        assert sum(chances) == pytest.approx(1.0)
        assert sorted(range(4), key=chances.__getitem__) == [3, 1, 0, 2]
    # the leader's chance is surer with less time left to lose it
    late = winprob.first_place_chances(values, 0.3, False)[2]
    assert late > winprob.first_place_chances(values, 6.0, False)[2]
    assert winprob.first_place_chances([5.0, 5.0, 5.0], 1.0, False) == pytest.approx([1 / 3] * 3)
    # over: the top value wins outright, or the seats level on it share first place
    assert winprob.first_place_chances([7.0, 9.0, 8.0, 9.0], 0.0, True) == [0.0, 0.5, 0.0, 0.5]
    assert winprob.first_place_chances([7.0, 9.5, 8.0, 9.0], 0.0, True) == [0.0, 1.0, 0.0, 0.0]


def test_with_first_place_a_tie_won_on_leftovers_is_worth_a_win():
    # all four level on prestige: the one with the most leftovers wins, by the rule
    state = _finished(11, 11, 11, 11, money=(2, 6, 3, 1))
    values = ev.estimates(state, FIRST)
    utilities = winprob.seat_utilities(state, values, FIRST)
    margins = [ev.utility(values, s, FIRST) for s in range(4)]
    bonus = [u - m for u, m in zip(utilities, margins)]
    assert bonus[1] == pytest.approx(winprob.WIN_SCALE * 0.75)
    for loser in (0, 2, 3):
        assert bonus[loser] == pytest.approx(-winprob.WIN_SCALE * 0.25)
    # without the option the won tie is worth its few hundredths of leftovers only
    plain = winprob.seat_utilities(state, values, ev.DEFAULT_WEIGHTS)
    assert plain == margins and max(plain) - min(plain) < 0.1


def test_first_place_leaves_two_player_games_alone():
    state = _playing()
    values = ev.estimates(state, FIRST)
    assert winprob.seat_utilities(state, values, FIRST) == [
        ev.utility(values, s, FIRST) for s in range(2)
    ]


def test_first_place_and_the_lighter_best_opponent_are_for_hard_only():
    assert ev.DEFAULT_WEIGHTS.first_place == 0.0 and WEIGHTS_V1.first_place == 0.0
    for level in ("medium", "hard-v1", "medium-v1"):
        assert make_agent(level).weights.first_place == 0.0
        assert make_agent(level).weights.best_opponent_many is None
    assert make_agent("hard").weights.first_place == 1.0
    assert make_agent("hard").weights.best_opponent_many == 0.4
    assert make_agent("hard", first_place=0).weights.first_place == 0.0  # a tournament option
    with pytest.raises(ValueError, match="frozen reference"):
        make_agent("hard-v1", first_place=1)


def test_hards_two_player_search_is_what_it_was_without_its_table_options():
    # first place and the lighter best opponent only act with three or more players: the same
    # two-player searches, move for move, so every two-player figure of the shipped Hard stands
    with_it = make_agent("hard", 3)
    without = make_agent("hard", 3, first_place=0, best_opponent_many=None)
    assert isinstance(with_it, HardAgent) and isinstance(without, HardAgent)
    for state in positions(2, 7)[5::30]:
        seat = engine.to_act(state)
        assert seat is not None
        view, legal = observe(state), engine.legal_actions(state)
        stats = [
            agent.root_statistics(view, seat, legal, random.Random(4), Stop(iterations=80))
            for agent in (with_it, without)
        ]
        assert stats[0] == stats[1]  # the same visits and the same summed utilities, to the bit


@pytest.mark.parametrize("players", [3, 4])
def test_a_search_playing_for_first_place_plays_legal_moves(players):
    for state in positions(players, 9)[10::40]:
        seat = engine.to_act(state)
        assert seat is not None
        action = make_agent("hard", 5, budget=60).choose(state, seat)
        assert action in engine.legal_actions(state)


def test_at_an_even_position_a_point_of_margin_moves_the_chance_by_about_a_point():
    # WIN_SCALE keeps the exploration constant's balance: between two seats level with
    # REFERENCE_ROUNDS left, the curve's slope on the utility's scale is one
    rounds = winprob.REFERENCE_ROUNDS
    h = 1e-4  # seat 0 ahead of seat 1 by h, then behind by h (the third seat out of the race)
    ahead = winprob.first_place_chances([h / 2, -h / 2, -1e9], rounds, False)[0]
    behind = winprob.first_place_chances([-h / 2, h / 2, -1e9], rounds, False)[0]
    assert winprob.WIN_SCALE * (ahead - behind) / (2 * h) == pytest.approx(1.0, rel=1e-4)
    assert math.isfinite(winprob.WIN_SCALE) and winprob.WIN_SCALE > 1.0


def test_options_measured_and_not_shipped_are_gone():
    fields = {a.name for a in attrs.fields(ev.Weights)}
    assert not fields & {"winprob", "tie_won", "tie_band"}
    with pytest.raises(TypeError):
        make_agent("hard", chance_widen=1.0)
