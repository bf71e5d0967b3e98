"""The persona spaces and special rules of the eight B sides (rulebook persona glossary and
game-data.md section 5).

Each test puts the B-side persona at seat 0 (the start player) of a three-player game, with
explicit belts, and drives the engine through `legal_actions`/`apply`.
"""

from __future__ import annotations

import attrs
import pytest

from steamworks.rules import engine
from steamworks.rules.actions import (
    Activate,
    ActivateOwn,
    AddTile,
    BuildDevice,
    ChooseSource,
    Decline,
    EndActivation,
    Pass,
    PlaceDevice,
    PlacePersona,
    TakeTile,
    TakeTop,
)
from steamworks.rules.frames import (
    ActivationFrame,
    AddFrame,
    BuildFrame,
    OwnSourceFrame,
    SourceFrame,
    TakeFrame,
)
from steamworks.rules.state import AUTO_BOARD, AUTO_READY, AUTO_USED
from tests.support.moves import apply_all, end_round
from tests.support.positions import (
    CLOCK_AUTOMATON,
    CLOCK_MONETISER,
    STEAM_CONDENSER,
    game,
    in_age,
    with_belts,
    with_device,
    with_player,
)

BELT1 = ["start_monetiser", "start_condenser", "start_distiller"]
BELT2 = ["start_librarifier"]
MONETISER_LAYOUT = (((0, 0), "clockwork_source", 0), ((0, 1), "start_monetiser", 0))


def _start(persona: str, side: str = "B", **player):
    others = [p for p in ("permelia", "broderick", "tobias") if p != persona][:2]
    state = game((persona, side), (others[0], "A"), (others[1], "A"))
    state = with_belts(state, BELT1, BELT2)
    return with_player(state, 0, **player) if player else state


def _done(state, me=0):
    """My turn is over and the next seat is to act."""
    assert state.pending == ()
    assert engine.to_act(state) == (me + 1) % state.num_players


def _builds(state):
    return [a for a in engine.legal_actions(state) if isinstance(a, BuildDevice)]


# ====================================================================== Eva B


class TestEvaB:
    def test_wages_are_paid_in_electrickal_sources(self):
        state = _start("eva", money=2, sources=(0, 0, 3))
        state = in_age(state, 3)
        paid = []
        for _ in range(4):
            before = state.players[0]
            state = attrs.evolve(state, current=0)
            state = apply_all(state, PlacePersona(1), Decline())
            after = state.players[0]
            assert after.money == before.money  # never pounds
            paid.append(before.sources[2] - after.sources[2])
            state = with_player(state, 0, sources=(0, 0, 6), spaces=(False,) * 4)
        assert paid == [0, 1, 2, 3]

    def test_cannot_place_without_the_electrickal_wage(self):
        state = _start("eva", money=9, sources=(3, 3, 0), used=1)
        assert engine.legal_actions(state) == [Pass()]
        with pytest.raises(engine.IllegalAction, match="electrickal"):
            engine.apply(state, PlacePersona(1))

    @pytest.mark.parametrize("used,gain", [(0, 0), (1, 1)])
    def test_passing_collects_electrickal_sources(self, used, gain):
        before = _start("eva", money=2, sources=(0, 0, 0), used=used)
        after = apply_all(before, Pass())
        assert after.players[0].sources == (0, 0, gain)
        assert after.players[0].money == 2

    def test_passing_in_age_three_collects_three_electrickal(self):
        before = with_player(in_age(_start("eva"), 3), 0, used=3, sources=(0, 0, 0))
        after = apply_all(before, Pass())
        assert after.players[0].sources == (0, 0, 3)
        assert after.players[0].money == before.players[0].money

    def test_space1_discards_electrickal_to_take_the_rightmost_tile_twice(self):
        before = _start("eva", sources=(0, 0, 3))
        state = apply_all(before, PlacePersona(0))
        assert state.players[0].sources == (0, 0, 2)  # one discarded
        assert engine.legal_actions(state) == [TakeTile(0, 0), TakeTile(1, 0), Decline()]
        state = apply_all(state, TakeTile(0, 0))
        # second take: the rightmost tile now present on each belt
        assert isinstance(engine.current_decision(state), TakeFrame)
        assert engine.legal_actions(state) == [TakeTile(0, 1), TakeTile(1, 0), Decline()]
        after = apply_all(state, TakeTile(0, 1))
        assert after.players[0].supply == ("persona_eva_b", "start_condenser", "start_monetiser")
        assert after.belts[0] == (None, None, "start_distiller", None)
        assert after.players[0].sources == (0, 0, 2)
        _done(after)

    def test_space1_second_take_from_another_belt(self):
        state = apply_all(_start("eva"), PlacePersona(0), TakeTile(1, 0), TakeTile(0, 0))
        assert sorted(state.players[0].supply) == [
            "persona_eva_b",
            "start_librarifier",
            "start_monetiser",
        ]

    def test_space1_each_take_is_optional(self):
        state = apply_all(_start("eva", sources=(0, 0, 1)), PlacePersona(0), Decline())
        assert engine.legal_actions(state) == [TakeTile(0, 0), TakeTile(1, 0), Decline()]
        after = apply_all(state, Decline())
        assert after.players[0].sources == (0, 0, 0)
        assert after.players[0].supply == ("persona_eva_b",)
        _done(after)

    def test_space1_without_an_electrickal_source_does_nothing(self):
        before = _start("eva", sources=(2, 2, 0))
        after = apply_all(before, PlacePersona(0))
        assert after.players[0].sources == (2, 2, 0)
        assert after.belts == before.belts
        assert after.players[0].spaces[0]
        _done(after)

    def test_space1_with_empty_belts_keeps_the_source(self):
        before = with_belts(_start("eva", sources=(0, 0, 1)))
        after = apply_all(before, PlacePersona(0))
        assert after.players[0].sources == (0, 0, 1)
        _done(after)

    def test_space2_takes_any_basic_source(self):
        state = apply_all(_start("eva", sources=(0, 0, 0)), PlacePersona(1))
        assert isinstance(engine.current_decision(state), SourceFrame)
        after = apply_all(state, ChooseSource("S"))
        assert after.players[0].sources == (0, 1, 0)

    def test_space3_pays_one_pound_to_build_two(self):
        before = _start("eva", money=1, sources=(1, 0, 0), supply=("start_monetiser",))
        state = apply_all(before, PlacePersona(2))
        frame = engine.current_decision(state)
        assert isinstance(frame, BuildFrame) and frame.sizes == (2,) and frame.cost == 1
        assert all(len(a.layout) == 2 for a in _builds(state))
        after = apply_all(state, BuildDevice(MONETISER_LAYOUT))
        assert after.players[0].money == 0
        assert after.devices[0].owner == 0
        _done(after)

    def test_space3_declined_costs_nothing(self):
        before = _start("eva", money=1, sources=(1, 0, 0), supply=("start_monetiser",))
        after = apply_all(before, PlacePersona(2), Decline())
        assert after.players[0].money == 1 and after.devices == ()

    def test_space3_cannot_build_without_the_pound(self):
        before = _start("eva", money=0, sources=(1, 0, 0), supply=("start_monetiser",))
        after = apply_all(before, PlacePersona(2))
        assert after.devices == () and after.players[0].money == 0
        _done(after)

    def test_space4_takes_electrickal_and_activates_a_source(self):
        before, dev = with_device(_start("eva", money=2, sources=(0, 0, 0)), 0, CLOCK_MONETISER)
        state = apply_all(before, PlacePersona(3))
        assert state.players[0].sources == (0, 0, 1)
        assert engine.legal_actions(state) == [ActivateOwn(dev, (0, 0)), Decline()]
        after = apply_all(state, ActivateOwn(dev, (0, 0)), Activate((0, 1), "C"))
        assert after.players[0].money == 5
        assert after.players[0].sources == (0, 0, 1)
        _done(after)

    def test_space4_without_devices_still_gives_the_source(self):
        after = apply_all(_start("eva", sources=(0, 0, 0)), PlacePersona(3))
        assert after.players[0].sources == (0, 0, 1)
        _done(after)


# ====================================================================== Permelia B


class TestPermeliaB:
    @pytest.mark.parametrize("space", [0, 1, 2, 3])
    def test_every_space_gives_a_pound_even_if_the_rest_is_declined(self, space):
        before = _start("permelia", money=3, sources=(1, 0, 0), supply=("start_condenser",))
        before, _dev = with_device(before, 0, CLOCK_MONETISER)
        state = apply_all(before, PlacePersona(space))
        assert state.players[0].money == 4
        after = apply_all(state, Decline())
        assert after.players[0].money == 4
        assert after.players[0].supply == ("start_condenser",)
        assert after.players[0].sources == (1, 0, 0)
        _done(after)

    def test_space1_rightmost_tile_and_a_pound(self):
        after = apply_all(_start("permelia", money=3), PlacePersona(0), TakeTile(1, 0))
        assert after.players[0].money == 4
        assert after.players[0].supply == ("persona_permelia_b", "start_librarifier")

    def test_space2_basic_source_and_a_pound(self):
        after = apply_all(
            _start("permelia", money=3, sources=(0, 0, 0)), PlacePersona(1), ChooseSource("E")
        )
        assert after.players[0].money == 4 and after.players[0].sources == (0, 0, 1)

    def test_space3_build_two_and_a_pound(self):
        before = _start("permelia", money=3, sources=(1, 0, 0), supply=("start_monetiser",))
        state = apply_all(before, PlacePersona(2))
        assert engine.current_decision(state) == BuildFrame(0, (2,), 0)
        after = apply_all(state, BuildDevice(MONETISER_LAYOUT))
        assert after.players[0].money == 4 and len(after.devices) == 1

    def test_space4_activate_and_a_pound(self):
        before, dev = with_device(_start("permelia", money=3), 0, CLOCK_MONETISER)
        after = apply_all(before, PlacePersona(3), ActivateOwn(dev, (0, 0)), Activate((0, 1), "C"))
        assert after.players[0].money == 3 + 1 + 3

    def test_pound_with_nothing_to_do(self):
        before = with_belts(_start("permelia", money=3, supply=(), sources=(0, 0, 0)))
        for space in (0, 2, 3):
            after = apply_all(before, PlacePersona(space))
            assert after.players[0].money == 4
            _done(after)


# ====================================================================== Augustus B


class TestAugustusB:
    def test_butler_is_ready_from_the_start(self):
        state = _start("augustus")
        assert state.players[0].automaton == AUTO_READY
        legal = engine.legal_actions(state)
        assert [a for a in legal if getattr(a, "automaton", False)] == [
            PlacePersona(0, automaton=True),
            PlacePersona(1, automaton=True),
            PlacePersona(2, automaton=True),
            PlacePersona(3, automaton=True),
            Pass(automaton=True),
        ]

    def test_side_b_has_the_side_a_spaces(self):
        state = _start("augustus")
        assert [
            a
            for a in engine.legal_actions(state)
            if isinstance(a, PlacePersona) and not a.automaton
        ] == [PlacePersona(i) for i in range(4)]

    def test_butler_only_on_persona_spaces(self):
        state, dev = with_device(_start("augustus"), 1, CLOCK_MONETISER)
        legal = engine.legal_actions(state)
        assert PlaceDevice(dev, (0, 0)) in legal  # his mechanics may go there
        assert PlaceDevice(dev, (0, 0), automaton=True) not in legal
        with pytest.raises(engine.IllegalAction, match="persona spaces"):
            engine.apply(state, PlaceDevice(dev, (0, 0), automaton=True))

    def test_butler_costs_no_wage_and_is_not_a_mechanic(self):
        before = _start("augustus", money=4)
        after = apply_all(before, PlacePersona(1, automaton=True), ChooseSource("S"))
        p = after.players[0]
        assert p.money == 4 and p.used == 0 and p.automaton == AUTO_USED
        assert p.sources == (1, 1, 0)
        assert p.spaces == (False, True, False, False)
        _done(after)

    def test_butler_first_then_mechanics_pay_their_usual_wages(self):
        state = apply_all(_start("augustus", money=4), PlacePersona(1, automaton=True), Decline())
        state = attrs.evolve(state, current=0)
        state = apply_all(state, PlacePersona(2))
        assert state.players[0].money == 4
        state = attrs.evolve(state, current=0, pending=())
        state = apply_all(state, PlacePersona(3))
        assert state.players[0].money == 3

    def test_butler_and_mechanic_cannot_share_a_space(self):
        state = apply_all(_start("augustus"), PlacePersona(1, automaton=True), Decline())
        state = attrs.evolve(state, current=0)
        legal = engine.legal_actions(state)
        assert PlacePersona(1) not in legal
        with pytest.raises(engine.IllegalAction, match="already has a worker"):
            engine.apply(state, PlacePersona(1))

    def test_butler_after_all_mechanics_gets_its_own_turn(self):
        # seat 0 has placed both mechanics; seats 1 and 2 have finished: only the butler is left
        state = _start("augustus")
        state = attrs.evolve(
            state,
            players=tuple(attrs.evolve(p, used=p.mechanics) for p in state.players),
            current=2,
        )
        state = with_player(state, 2, used=1)
        state = apply_all(state, Pass())  # seat 2's last mechanic
        assert engine.to_act(state) == 0 and state.round == 1
        assert engine.legal_actions(state) == [
            PlacePersona(i, automaton=True) for i in range(4)
        ] + [Pass(automaton=True)]
        after = apply_all(state, PlacePersona(0, automaton=True), TakeTile(0, 0))
        assert after.round == 2  # that was the last worker of the round
        assert "start_monetiser" in after.players[0].supply

    def test_butler_at_a_middle_turn(self):
        state = apply_all(_start("augustus", money=4), PlacePersona(0))  # first mechanic, wage 0
        state = apply_all(state, Decline())
        state = attrs.evolve(state, current=0)
        state = apply_all(state, PlacePersona(1, automaton=True), Decline())
        state = attrs.evolve(state, current=0)
        state = apply_all(state, PlacePersona(2))
        assert state.players[0].money == 3  # the second mechanic's wage, £1

    def test_passing_with_the_butler_gains_nothing(self):
        before = _start("augustus", money=4)
        after = apply_all(before, Pass(automaton=True))
        assert after.players[0].automaton == AUTO_USED
        assert after.players[0].money == 4 and after.players[0].used == 0
        _done(after)

    def test_butler_returns_every_round(self):
        state = apply_all(_start("augustus"), Pass(automaton=True))
        state = end_round(state, 1)
        assert state.players[0].automaton == AUTO_READY
        assert state.round == 2

    def test_cannot_activate_an_automaton_component(self):
        state, dev = with_device(_start("augustus"), 0, CLOCK_AUTOMATON)
        state = apply_all(state, PlaceDevice(dev, (0, 0)))
        # the Automaton is the only component: nothing to activate, the turn ends
        assert state.pending == () and state.players[0].automaton == AUTO_READY
        _done(state)

    def test_cannot_activate_an_automaton_component_beside_another(self):
        cells = (
            (0, 0, "start_monetiser"),
            (0, 1, "clockwork_source"),
            (0, 2, "automaton_1"),
        )
        state, dev = with_device(_start("augustus", money=4), 1, cells)
        state = apply_all(state, PlaceDevice(dev, (0, 1)))
        assert isinstance(engine.current_decision(state), ActivationFrame)
        assert engine.legal_actions(state) == [Activate((0, 0), "C"), EndActivation()]
        after = apply_all(state, Activate((0, 0), "C"))
        assert after.players[0].money == 7 and after.players[0].automaton == AUTO_READY
        assert after.players[1].clocks == 1

    def test_side_a_can_activate_an_automaton_component(self):
        state, dev = with_device(_start("augustus", side="A"), 0, CLOCK_AUTOMATON)
        assert state.players[0].automaton == AUTO_BOARD
        state = apply_all(state, PlaceDevice(dev, (0, 0)))
        assert engine.legal_actions(state) == [Activate((0, 1), "C"), EndActivation()]
        after = apply_all(state, Activate((0, 1), "C"))
        assert after.players[0].automaton == AUTO_READY


# ====================================================================== Alice B


class TestAliceB:
    def test_three_spaces(self):
        state = _start("alice")
        assert [a for a in engine.legal_actions(state) if isinstance(a, PlacePersona)] == [
            PlacePersona(0),
            PlacePersona(1),
            PlacePersona(2),
        ]
        with pytest.raises(engine.IllegalAction, match="no such space"):
            engine.apply(state, PlacePersona(3))

    def test_space1_rightmost_tile_and_a_clockwork_source(self):
        before = _start("alice", sources=(2, 0, 0))
        state = apply_all(before, PlacePersona(0))
        assert state.players[0].sources == (3, 0, 0)
        assert engine.legal_actions(state) == [TakeTile(0, 0), TakeTile(1, 0), Decline()]
        after = apply_all(state, TakeTile(0, 0))
        assert after.players[0].supply == ("persona_alice_b", "start_monetiser")
        _done(after)

    def test_space1_source_even_when_declining_the_tile(self):
        after = apply_all(_start("alice", sources=(2, 0, 0)), PlacePersona(0), Decline())
        assert after.players[0].sources == (3, 0, 0)
        assert after.players[0].supply == ("persona_alice_b",)

    def test_space2_builds_a_device_of_two(self):
        before = _start("alice", money=4, sources=(2, 0, 0))
        state = apply_all(before, PlacePersona(1))
        assert engine.current_decision(state) == BuildFrame(0, (2,), 0)
        layout = (((0, 0), "clockwork_source", 0), ((0, 1), "persona_alice_b", 0))
        after = apply_all(state, BuildDevice(layout))
        assert after.players[0].supply == () and after.players[0].sources == (1, 0, 0)
        assert after.players[0].money == 4

    def _devices(self):
        state = _start("alice", money=4, sources=(0, 0, 0))
        state, clock = with_device(state, 0, CLOCK_MONETISER)
        state, steam = with_device(state, 0, STEAM_CONDENSER)
        dual = ((0, 0, "steamwork_source_1"), (0, 1, "start_monetiser"))
        state, steamwork = with_device(state, 0, dual)
        state, _theirs = with_device(state, 1, CLOCK_MONETISER)
        return state, clock, steam, steamwork

    def test_space3_offers_plain_activation_or_the_clockwork_option(self):
        state, clock, steam, steamwork = self._devices()
        state = apply_all(state, PlacePersona(2))
        assert isinstance(engine.current_decision(state), OwnSourceFrame)
        assert engine.legal_actions(state) == [
            ActivateOwn(clock, (0, 0)),
            ActivateOwn(clock, (0, 0), bonus=True),
            ActivateOwn(steam, (0, 0)),  # a steam source cannot supply clockwork: no bonus
            ActivateOwn(steamwork, (0, 0)),
            ActivateOwn(steamwork, (0, 0), bonus=True),
            Decline(),
        ]

    def test_space3_clockwork_option_gives_a_clockwork_source_and_a_pound(self):
        state, clock, _steam, _sw = self._devices()
        state = apply_all(state, PlacePersona(2), ActivateOwn(clock, (0, 0), bonus=True))
        assert state.players[0].sources == (1, 0, 0) and state.players[0].money == 5
        after = apply_all(state, Activate((0, 1), "C"))
        assert after.players[0].money == 8
        _done(after)

    def test_space3_plain_activation_gives_no_bonus(self):
        state, clock, _steam, _sw = self._devices()
        after = apply_all(state, PlacePersona(2), ActivateOwn(clock, (0, 0)), Activate((0, 1), "C"))
        assert after.players[0].sources == (0, 0, 0) and after.players[0].money == 7

    def test_space3_steam_source_plain(self):
        state, _clock, steam, _sw = self._devices()
        after = apply_all(state, PlacePersona(2), ActivateOwn(steam, (0, 0)), Activate((0, 1), "S"))
        assert after.players[0].sources == (0, 2, 0) and after.players[0].money == 4

    def test_fourth_mechanic_has_no_fourth_space(self):
        state = with_player(
            in_age(_start("alice"), 3), 0, used=3, spaces=(True, True, True), money=9
        )
        assert engine.legal_actions(state) == [Pass()]


# ====================================================================== Broderick B


class TestBroderickB:
    def test_space3_builds_two_or_three(self):
        before = _start(
            "broderick", money=4, sources=(1, 1, 0), supply=("start_condenser", "start_monetiser")
        )
        state = apply_all(before, PlacePersona(2))
        assert engine.current_decision(state) == BuildFrame(0, (2, 3), 0)
        sizes = {len(a.layout) for a in _builds(state)}
        assert sizes == {2, 3}
        three = (
            ((0, 0), "start_monetiser", 0),
            ((0, 1), "clockwork_source", 0),
            ((0, 2), "start_condenser", 0),
        )
        assert BuildDevice(three) in _builds(state)
        after = apply_all(state, BuildDevice(three))
        assert after.devices[0].size == 3 and after.players[0].supply == ()
        assert after.players[0].sources == (0, 1, 0) and after.players[0].money == 4

    def test_space3_refuses_four(self):
        before = _start(
            "broderick",
            sources=(1, 1, 0),
            supply=("start_condenser", "start_monetiser", "start_distiller"),
        )
        state = apply_all(before, PlacePersona(2))
        four = (
            ((0, 0), "start_monetiser", 0),
            ((0, 1), "clockwork_source", 0),
            ((0, 2), "start_condenser", 0),
            ((0, 3), "steam_source", 0),
        )
        with pytest.raises(engine.IllegalAction, match="exactly 2 or 3"):
            engine.apply(state, BuildDevice(four))

    @pytest.mark.parametrize("space", [0, 1, 3])
    def test_other_spaces_are_side_a(self, space):
        state = apply_all(_start("broderick"), PlacePersona(space))
        frame = engine.current_decision(state)
        if space == 0:
            assert frame == TakeFrame(0, "rightmost")
        elif space == 1:
            assert frame == SourceFrame(0)
        else:
            assert frame is None  # no devices to activate


# ====================================================================== Rowena B


class TestRowenaB:
    def test_wages_zero_zero_one_two(self):
        state = with_player(in_age(_start("rowena"), 3), 0, money=10)
        paid = []
        for _ in range(4):
            before = state.players[0].money
            state = attrs.evolve(state, current=0, pending=())
            state = apply_all(state, PlacePersona(1), Decline())
            paid.append(before - state.players[0].money)
            state = with_player(state, 0, spaces=(False,) * 4)
        assert paid == [0, 0, 1, 2]

    @pytest.mark.parametrize("used,gain", [(0, 0), (1, 0), (2, 1), (3, 2)])
    def test_passing_collects_her_wages(self, used, gain):
        before = with_player(in_age(_start("rowena"), 3), 0, money=1, used=used)
        after = apply_all(before, Pass())
        assert after.players[0].money == 1 + gain

    def test_second_mechanic_is_free(self):
        before = _start("rowena", money=0, used=1)
        assert PlacePersona(1) in engine.legal_actions(before)

    def test_space1_takes_the_rightmost_tile_twice(self):
        state = apply_all(_start("rowena"), PlacePersona(0), TakeTile(0, 0))
        assert engine.legal_actions(state) == [TakeTile(0, 1), TakeTile(1, 0), Decline()]
        after = apply_all(state, TakeTile(0, 1))
        assert after.players[0].supply == ("persona_rowena_b", "start_condenser", "start_monetiser")
        assert after.players[0].money == 1  # free
        _done(after)

    def test_space3_pays_a_pound_to_build(self):
        before = _start("rowena", money=1, sources=(1, 0, 0), supply=("start_monetiser",))
        state = apply_all(before, PlacePersona(2))
        assert engine.current_decision(state) == BuildFrame(0, (2,), 1)
        after = apply_all(state, BuildDevice(MONETISER_LAYOUT))
        assert after.players[0].money == 0 and len(after.devices) == 1

    def test_space3_declined_costs_nothing(self):
        before = _start("rowena", money=1, sources=(1, 0, 0), supply=("start_monetiser",))
        after = apply_all(before, PlacePersona(2), Decline())
        assert after.players[0].money == 1

    def test_space3_without_a_pound(self):
        before = _start("rowena", money=0, sources=(1, 0, 0), supply=("start_monetiser",))
        after = apply_all(before, PlacePersona(2))
        assert after.players[0].money == 0 and after.devices == ()
        _done(after)

    def test_space4_pays_a_pound_to_activate(self):
        before, dev = with_device(_start("rowena", money=1), 0, CLOCK_MONETISER)
        state = apply_all(before, PlacePersona(3))
        assert engine.current_decision(state) == OwnSourceFrame(0, cost=1)
        assert engine.legal_actions(state) == [ActivateOwn(dev, (0, 0)), Decline()]
        state = apply_all(state, ActivateOwn(dev, (0, 0)))
        assert state.players[0].money == 0
        after = apply_all(state, Activate((0, 1), "C"))
        assert after.players[0].money == 3

    def test_space4_declined_costs_nothing(self):
        before, _dev = with_device(_start("rowena", money=1), 0, CLOCK_MONETISER)
        after = apply_all(before, PlacePersona(3), Decline())
        assert after.players[0].money == 1

    def test_space4_without_a_pound(self):
        before, _dev = with_device(_start("rowena", money=0), 0, CLOCK_MONETISER)
        after = apply_all(before, PlacePersona(3))
        assert after.players[0].money == 0
        _done(after)


# ====================================================================== Lucius B


class TestLuciusB:
    def test_space1_takes_then_builds_with_the_taken_tile(self):
        before = _start("lucius", money=4, sources=(1, 0, 0), supply=())
        state = apply_all(before, PlacePersona(0))
        assert engine.legal_actions(state) == [TakeTile(0, 0), TakeTile(1, 0), Decline()]
        state = apply_all(state, TakeTile(0, 0))
        assert engine.current_decision(state) == BuildFrame(0, (2,), 0)
        after = apply_all(state, BuildDevice(MONETISER_LAYOUT))
        assert after.devices[0].layout == MONETISER_LAYOUT and after.devices[0].owner == 0
        assert after.players[0].supply == () and after.players[0].sources == (0, 0, 0)
        _done(after)

    def test_space1_build_is_optional(self):
        before = _start("lucius", sources=(1, 0, 0), supply=())
        after = apply_all(before, PlacePersona(0), TakeTile(0, 0), Decline())
        assert after.devices == () and after.players[0].supply == ("start_monetiser",)
        _done(after)

    def test_space1_may_build_without_taking(self):
        before = _start("lucius", sources=(1, 0, 0), supply=("start_monetiser",))
        state = apply_all(before, PlacePersona(0), Decline())
        assert isinstance(engine.current_decision(state), BuildFrame)

    def test_space3_adds_a_tile_to_an_opponents_device(self):
        before = _start("lucius", sources=(0, 0, 0), supply=("start_condenser",))
        before, theirs = with_device(before, 1, CLOCK_MONETISER)
        state = apply_all(before, PlacePersona(2))
        assert engine.current_decision(state) == AddFrame(0, "supply")
        adds = [a for a in engine.legal_actions(state) if isinstance(a, AddTile)]
        # the Condenser (any power on W and E) fits only left of the clockwork source
        assert adds == [AddTile(theirs, "start_condenser", (0, -1), 0)]
        after = apply_all(state, adds[0])
        device = after.device(theirs)
        assert device.owner == 1  # the device keeps its owner
        assert device.layout == (
            ((0, -1), "start_condenser", 0),
            ((0, 0), "clockwork_source", 0),
            ((0, 1), "start_monetiser", 0),
        )
        assert after.players[0].supply == ()
        _done(after)

    def test_space3_adds_a_basic_source_from_the_supply(self):
        before = _start("lucius", sources=(0, 1, 0), supply=())
        before, mine = with_device(before, 0, STEAM_CONDENSER)
        state = apply_all(before, PlacePersona(2))
        adds = [a for a in engine.legal_actions(state) if isinstance(a, AddTile)]
        assert {a.tile for a in adds} == {"steam_source"}
        # the condenser's E side is free: a steam source there powers it too
        add = AddTile(mine, "steam_source", (0, 2), 0)
        assert add in adds
        after = apply_all(state, add)
        assert after.players[0].sources == (0, 0, 0) and after.device(mine).size == 3

    def test_space3_is_optional(self):
        before = _start("lucius", supply=("start_condenser",))
        before, _theirs = with_device(before, 1, CLOCK_MONETISER)
        after = apply_all(before, PlacePersona(2), Decline())
        assert after.players[0].supply == ("start_condenser",) and after.devices == before.devices


# ====================================================================== Tobias B


class TestTobiasB:
    def test_three_spaces(self):
        assert [
            a for a in engine.legal_actions(_start("tobias")) if isinstance(a, PlacePersona)
        ] == [
            PlacePersona(0),
            PlacePersona(1),
            PlacePersona(2),
        ]

    def test_space1_top_tile_a_steam_source_and_a_pound(self):
        before = _start("tobias", money=3, sources=(0, 0, 0))
        state = apply_all(before, PlacePersona(0))
        assert state.players[0].money == 4 and state.players[0].sources == (0, 1, 0)
        assert engine.current_decision(state) == TakeFrame(0, "stack_top")
        assert engine.legal_actions(state) == [TakeTop(1), Decline()]  # only Age I is unlocked
        top = state.stacks[0][0]
        after = apply_all(state, TakeTop(1))
        assert top in after.players[0].supply
        assert after.stacks[0] == before.stacks[0][1:]
        assert after.belts == before.belts
        _done(after)

    def test_space1_in_age_two_offers_both_unlocked_stacks(self):
        before = in_age(_start("tobias"), 2)
        state = apply_all(before, PlacePersona(0))
        assert engine.legal_actions(state) == [TakeTop(1), TakeTop(2), Decline()]
        top = state.stacks[1][0]
        after = apply_all(state, TakeTop(2))
        assert top in after.players[0].supply and after.stacks[1] == before.stacks[1][1:]

    def test_space1_skips_an_empty_stack(self):
        before = in_age(_start("tobias"), 2)
        before = attrs.evolve(before, stacks=((),) + before.stacks[1:])
        state = apply_all(before, PlacePersona(0))
        assert engine.legal_actions(state) == [TakeTop(2), Decline()]

    def test_space1_declining_the_tile_keeps_steam_and_pound(self):
        before = _start("tobias", money=3, sources=(0, 0, 0))
        after = apply_all(before, PlacePersona(0), Decline())
        assert after.players[0].money == 4 and after.players[0].sources == (0, 1, 0)
        assert after.stacks == before.stacks

    def test_space2_clockwork_source_then_build_two_with_it(self):
        before = _start("tobias", money=3, sources=(0, 0, 0), supply=("start_monetiser",))
        state = apply_all(before, PlacePersona(1))
        assert state.players[0].sources == (1, 0, 0)
        assert engine.current_decision(state) == BuildFrame(0, (2,), 0)
        after = apply_all(state, BuildDevice(MONETISER_LAYOUT))
        assert after.players[0].sources == (0, 0, 0) and after.players[0].supply == ()
        assert after.devices[0].layout == MONETISER_LAYOUT

    def test_space2_source_even_if_nothing_is_built(self):
        after = apply_all(_start("tobias", sources=(0, 0, 0), supply=()), PlacePersona(1))
        assert after.players[0].sources == (1, 0, 0)
        _done(after)

    def test_space3_activates_one_of_my_sources(self):
        before, dev = with_device(_start("tobias", money=3), 0, CLOCK_MONETISER)
        state = apply_all(before, PlacePersona(2))
        assert engine.legal_actions(state) == [ActivateOwn(dev, (0, 0)), Decline()]
        after = apply_all(state, ActivateOwn(dev, (0, 0)), Activate((0, 1), "C"))
        assert after.players[0].money == 6
