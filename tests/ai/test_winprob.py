"""The chance-of-winning utility (ai/winprob.py): its shape, the finished game, and that it is
off wherever it was not asked for (Medium, the shipped levels until measured, the references);
and the chance of finishing first with three or more players (`first_place`), which the shipped
Hard uses: its chances, a tie won on leftovers, two-player searches left as they were by it and
by Hard's lighter blend of opponents (`best_opponent_many`), both Hard's alone."""

from __future__ import annotations

import math
import random

import attrs
import pytest

from steamworks.ai import evaluate as ev
from steamworks.ai import make_agent, winprob
from steamworks.ai.agent import Stop
from steamworks.ai.levels import LEVELS
from steamworks.ai.mcts import HardAgent
from steamworks.ai.observe import observe
from steamworks.ai.references import WEIGHTS_V1
from steamworks.ai.tournament import parse_entries
from steamworks.rules import engine
from steamworks.rules.state import GameState
from tests.support.positions import builder_game as positions
from tests.support.positions import game, with_player, with_state

ON = ev.Weights(winprob=1.0)


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


def test_the_chance_rises_with_the_margin_and_saturates():
    margins = [-20.0, -6.0, -2.0, -0.5, 0.0, 0.5, 2.0, 6.0, 20.0]
    for rounds in (0.3, 3.0, 8.0):
        chances = [winprob.win_chance(m, rounds, False) for m in margins]
        assert chances == sorted(chances) and len(set(chances)) == len(chances)
        assert chances[4] == 0.5
        for m, c in zip(margins, chances):  # the two seats' chances add up to one
            assert winprob.win_chance(-m, rounds, False) == pytest.approx(1.0 - c)
        assert chances[-1] > 0.99 and chances[0] < 0.01  # far ahead: all but certain
    # the same lead counts for more with less time left to lose it
    assert winprob.win_chance(2.0, 0.5, False) > winprob.win_chance(2.0, 6.0, False)


def test_a_finished_game_is_a_win_a_loss_or_a_shared_tie():
    assert winprob.win_chance(0.01, 0.0, True) == 1.0  # won on the tie-break
    assert winprob.win_chance(-3.0, 0.0, True) == 0.0
    assert winprob.win_chance(0.0, 0.0, True) == 0.5


def test_a_finished_games_utility_follows_the_rules_tie_break():
    top = winprob.WIN_SCALE / 2
    won = _finished(5, 5, money=(4, 2))  # level on prestige, seat 0 has more leftovers
    values = ev.estimates(won, ON)
    assert values[0] > values[1]
    first, second = winprob.seat_utilities(won, values, ON)
    margin = values[0] - values[1]
    assert first == pytest.approx(top + winprob.MARGIN_SHARE * margin)
    assert second == -first
    shared = _finished(4, 4, money=(3, 3))
    assert winprob.seat_utilities(shared, ev.estimates(shared, ON), ON) == [0.0, -0.0]
    lost = _finished(3, 9)
    first, _ = winprob.seat_utilities(lost, ev.estimates(lost, ON), ON)
    assert first == pytest.approx(-top - winprob.MARGIN_SHARE * 6.0)


def test_at_an_even_position_a_point_is_worth_about_a_point_as_with_the_margin():
    # WIN_SCALE keeps the exploration constant's balance: the slope at margin 0 with
    # REFERENCE_ROUNDS left is one, plus the margin's share
    state = _playing()
    rounds = winprob.REFERENCE_ROUNDS
    h = 1e-4
    slope = (
        winprob.WIN_SCALE
        * (winprob.win_chance(h, rounds, False) - winprob.win_chance(-h, rounds, False))
        / (2 * h)
    )
    assert slope == pytest.approx(1.0, rel=1e-6)
    assert not state.game_over
    utilities = winprob.seat_utilities(state, [10.0, 10.0], ON)
    assert utilities == [0.0, -0.0]


def test_far_ahead_it_prefers_the_sure_lead_that_the_margin_would_gamble_away():
    # two moves, each averaged over the worlds a search samples: a steady lead of 6 points,
    # or a gamble that ends 14 ahead or 1 behind (a larger mean margin)
    state = _playing()
    steady, gamble = [[16.0, 10.0], [16.0, 10.0]], [[24.0, 10.0], [9.0, 10.0]]

    def mean_utility(worlds, w):
        return sum(winprob.seat_utilities(state, v, w)[0] for v in worlds) / len(worlds)

    margin = ev.DEFAULT_WEIGHTS
    assert mean_utility(gamble, margin) > mean_utility(steady, margin)
    assert mean_utility(steady, ON) > mean_utility(gamble, ON)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_off_it_is_the_margin_utility_to_the_bit(players):
    for state in positions(players, 5)[::25]:
        values = ev.estimates(state, ev.DEFAULT_WEIGHTS)
        expected = [ev.utility(values, s, ev.DEFAULT_WEIGHTS) for s in range(players)]
        assert winprob.seat_utilities(state, values, ev.DEFAULT_WEIGHTS) == expected


@pytest.mark.parametrize("players", [3, 4])
def test_with_three_or_more_players_it_stays_the_margin(players):
    state = positions(players, 5)[30]
    values = ev.estimates(state, ON)
    expected = [ev.utility(values, s, ON) for s in range(players)]
    assert winprob.seat_utilities(state, values, ON) == expected


def test_it_is_off_by_default_and_for_the_references():
    assert ev.DEFAULT_WEIGHTS.winprob == 0.0 and WEIGHTS_V1.winprob == 0.0
    assert make_agent("medium").weights.winprob == 0.0
    assert make_agent("hard-v1").weights.winprob == 0.0
    with pytest.raises(ValueError, match="frozen reference"):
        make_agent("hard-v1", winprob=1)


def test_the_tournament_option_turns_it_on_or_off_and_keeps_the_levels_table():
    table = LEVELS["hard"].weights.learned
    for text, wanted in (("hard@150:winprob=1", 1.0), ("hard@150:winprob=0", 0.0)):
        (entry,) = parse_entries(text, None)
        agent = make_agent("hard", 1, budget=entry.budget, **dict(entry.options))
        assert agent.weights.winprob == wanted
        assert agent.weights.learned is table
        assert attrs.evolve(agent.weights, winprob=LEVELS["hard"].weights.winprob) == (
            LEVELS["hard"].weights
        )


def test_a_search_with_it_on_plays_legal_moves():
    state = _playing()
    seat = engine.to_act(state)
    assert seat is not None
    legal = engine.legal_actions(state)
    for seed in (1, 2):
        action = make_agent("hard", seed, budget=60, winprob=1).choose(state, seat)
        assert action in legal
    assert math.isfinite(winprob.WIN_SCALE) and winprob.WIN_SCALE > 1.0


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


def test_a_tie_break_lead_is_surer_the_larger_it_is_and_the_sooner_the_end():
    assert winprob.tie_share(0, 2.0) == 0.5
    assert winprob.tie_share(3, 0.5) > winprob.tie_share(1, 0.5) > 0.5
    assert winprob.tie_share(3, 0.5) > winprob.tie_share(3, 4.0) > 0.5
    assert winprob.tie_share(-3, 0.5) == pytest.approx(1.0 - winprob.tie_share(3, 0.5))


def test_a_duel_without_a_band_is_the_plain_curve_and_with_one_leans_to_the_tie_break():
    scale = 1.0 / (winprob.spread(0.5) * math.sqrt(2.0))
    assert winprob.duel_chance(0.7, scale, 0.0, 0.9) == 0.5 * (1.0 + math.erf(0.7 * scale))
    # level on the estimate: the duel goes the tie-break's way, by up to the chance of a tie
    lean = winprob.duel_chance(0.0, scale, 1.0, 0.9)
    assert lean > 0.5 and winprob.duel_chance(0.0, scale, 1.0, 0.1) == pytest.approx(1 - lean)
    assert winprob.duel_chance(0.0, scale, 1.0, 0.5) == pytest.approx(0.5)
    # far apart, a tie is out of reach and the tie-break no longer matters
    far = [winprob.duel_chance(6.0, scale, 1.0, share) for share in (0.0, 1.0)]
    assert far[1] - far[0] < 1e-3 and far[0] > 0.99


def test_the_tie_band_sends_level_seats_first_place_to_the_one_holding_more():
    values = [10.0, 10.0, 10.0, 6.0]
    plain = winprob.first_place_chances(values, 0.5, False)
    held = [1, 7, 3, 20]
    banded = winprob.first_place_chances(values, 0.5, False, 1.0, held)
    assert sum(banded) == pytest.approx(1.0)
    assert banded[1] > plain[1] and banded[0] < plain[0]
    assert banded[1] > banded[2] > banded[0]
    # the far-behind seat's leftovers hardly help it: it must first catch up four points
    assert banded[3] < 0.01
    # no band, or no leftovers known: the plain chances, to the bit
    assert winprob.first_place_chances(values, 0.5, False, 0.0, held) == plain
    assert winprob.first_place_chances(values, 0.5, False, 1.0, None) == plain
    # a finished game is decided by its values, which already carry the tie-break
    assert winprob.first_place_chances([9.05, 9.01, 3.0], 0.0, True, 1.0, [5, 1, 0]) == [1, 0, 0]


def test_seat_utilities_with_the_tie_band_count_the_leftovers_held_now():
    state = positions(4, 9)[30]
    assert not state.game_over
    weights = attrs.evolve(FIRST, tie_band=1.0)
    rich = with_player(state, 2, money=state.players[2].money + 8)
    values = ev.estimates(state, FIRST)  # the same estimates for both: only the leftovers differ
    before = winprob.seat_utilities(state, values, weights)
    after = winprob.seat_utilities(rich, values, weights)
    assert after[2] > before[2]
    assert winprob.seat_utilities(rich, values, FIRST) == winprob.seat_utilities(
        state, values, FIRST
    )  # without the band, leftovers held now change no chance of first place


def test_the_tie_band_is_off_for_every_level_and_refused_by_the_references():
    assert ev.DEFAULT_WEIGHTS.tie_band == 0.0 and WEIGHTS_V1.tie_band == 0.0
    for level in LEVELS:
        agent = make_agent(level)
        assert getattr(agent, "weights", ev.DEFAULT_WEIGHTS).tie_band == 0.0
    assert make_agent("hard", tie_band=1).weights.tie_band == 1.0  # a tournament option
    with pytest.raises(ValueError, match="frozen reference"):
        make_agent("medium-v1", tie_band=1)
