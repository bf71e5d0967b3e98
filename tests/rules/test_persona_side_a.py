"""The four persona spaces of side A, for all eight personas (game-data.md section 5, [H]).

1. Take the rightmost tile of any conveyor belt.
2. Take any one basic source.
3. Build a device of size exactly 2 from your supply.
4. Activate one source of one of your own devices (no mechanic is placed on it).

Every effect is optional (ruling 3); no space costs anything beyond the mechanic's wage.
"""

from __future__ import annotations

import attrs
import pytest

from steamworks.rules import engine
from steamworks.rules.actions import (
    Activate,
    ActivateOwn,
    BuildDevice,
    ChooseSource,
    Decline,
    EndActivation,
    PlaceDevice,
    PlacePersona,
    TakeTile,
)
from steamworks.rules.frames import (
    ActivationFrame,
    BuildFrame,
    OwnSourceFrame,
    SourceFrame,
    TakeFrame,
)
from tests.support.moves import apply_all
from tests.support.positions import (
    CLOCK_MONETISER,
    STEAM_CONDENSER,
    game,
    with_belts,
    with_device,
    with_player,
)

PERSONAS = ["eva", "permelia", "augustus", "alice", "broderick", "rowena", "lucius", "tobias"]


def _start(persona: str):
    """Seat 0 plays `persona` side A; two other side-A personas sit at seats 1 and 2."""
    others = [p for p in PERSONAS if p != persona][:2]
    state = game((persona, "A"), (others[0], "A"), (others[1], "A"))
    # belt 1: two tiles; belt 2: a gap at column 0 (ruling 7: rightmost tile present)
    return with_belts(
        state,
        ["start_monetiser", "start_condenser"],
        [None, "start_distiller", "start_librarifier"],
    )


def _after_turn(before, after, me=0):
    """Common checks once my turn is over: one mechanic used, next seat to act."""
    assert after.pending == ()
    assert after.players[me].used == before.players[me].used + 1
    assert engine.to_act(after) == 1


@pytest.fixture(params=PERSONAS)
def persona(request):
    return request.param


def test_side_a_has_the_four_common_spaces(persona):
    state = _start(persona)
    assert engine.legal_actions(state)[:4] == [PlacePersona(i) for i in range(4)]
    assert PlacePersona(4) not in engine.legal_actions(state)


# ---------------------------------------------------------------- space 1: rightmost tile


def test_space1_offers_the_rightmost_tile_of_each_belt(persona):
    state = apply_all(_start(persona), PlacePersona(0))
    assert isinstance(engine.current_decision(state), TakeFrame)
    assert engine.to_act(state) == 0
    # blue belt 2's column 0 is empty: its rightmost tile is the one in column 1
    assert engine.legal_actions(state) == [TakeTile(0, 0), TakeTile(1, 1), Decline()]
    with pytest.raises(engine.IllegalAction):
        engine.apply(state, TakeTile(0, 1))  # not the rightmost


@pytest.mark.parametrize("belt,col,tile", [(0, 0, "start_monetiser"), (1, 1, "start_distiller")])
def test_space1_takes_the_tile(persona, belt, col, tile):
    before = _start(persona)
    after = apply_all(before, PlacePersona(0), TakeTile(belt, col))
    p0, p1 = before.players[0], after.players[0]
    assert sorted(p1.supply) == sorted(p0.supply + (tile,))
    assert after.belts[belt][col] is None
    other = 1 - belt
    assert after.belts[other] == before.belts[other]
    assert p1.money == p0.money and p1.sources == p0.sources
    assert p1.spaces == (True, False, False, False)
    _after_turn(before, after)


def test_space1_is_optional(persona):
    before = _start(persona)
    after = apply_all(before, PlacePersona(0), Decline())
    assert after.belts == before.belts
    assert after.players[0].supply == before.players[0].supply
    _after_turn(before, after)


def test_space1_with_empty_belts_does_nothing(persona):
    before = with_belts(_start(persona))
    after = apply_all(before, PlacePersona(0))
    assert after.players[0].supply == before.players[0].supply
    _after_turn(before, after)


# ---------------------------------------------------------------- space 2: basic source


@pytest.mark.parametrize("kind,index", [("C", 0), ("S", 1), ("E", 2)])
def test_space2_takes_any_basic_source(persona, kind, index):
    before = _start(persona)
    state = apply_all(before, PlacePersona(1))
    assert isinstance(engine.current_decision(state), SourceFrame)
    assert engine.legal_actions(state) == [
        ChooseSource("C"),
        ChooseSource("S"),
        ChooseSource("E"),
        Decline(),
    ]
    after = apply_all(state, ChooseSource(kind))
    expected = list(before.players[0].sources)
    expected[index] += 1
    assert after.players[0].sources == tuple(expected)
    assert after.players[0].money == before.players[0].money
    assert after.players[0].spaces == (False, True, False, False)
    _after_turn(before, after)


def test_space2_is_optional(persona):
    before = _start(persona)
    after = apply_all(before, PlacePersona(1), Decline())
    assert after.players[0].sources == before.players[0].sources
    _after_turn(before, after)


# ---------------------------------------------------------------- space 3: build size 2


def test_space3_builds_exactly_two_tiles(persona):
    before = with_player(
        _start(persona), 0, supply=("start_condenser", "start_monetiser"), sources=(2, 1, 0)
    )
    state = apply_all(before, PlacePersona(2))
    frame = engine.current_decision(state)
    assert isinstance(frame, BuildFrame) and frame.sizes == (2,) and frame.cost == 0
    builds = [a for a in engine.legal_actions(state) if isinstance(a, BuildDevice)]
    assert builds and all(len(a.layout) == 2 for a in builds)
    assert engine.legal_actions(state)[-1] == Decline()
    layout = (((0, 0), "clockwork_source", 0), ((0, 1), "start_monetiser", 0))
    assert BuildDevice(layout) in builds
    after = apply_all(state, BuildDevice(layout))
    p = after.players[0]
    assert p.supply == ("start_condenser",)
    assert p.sources == (1, 1, 0)
    assert p.money == before.players[0].money
    (device,) = after.devices
    assert device.owner == 0 and device.layout == layout and device.workers == ()
    _after_turn(before, after)


def test_space3_refuses_a_three_tile_build(persona):
    before = with_player(
        _start(persona), 0, supply=("start_condenser", "start_monetiser"), sources=(2, 1, 0)
    )
    state = apply_all(before, PlacePersona(2))
    three = (
        ((0, 0), "start_monetiser", 0),
        ((0, 1), "clockwork_source", 0),
        ((0, 2), "start_condenser", 0),
    )
    with pytest.raises(engine.IllegalAction, match="exactly 2"):
        engine.apply(state, BuildDevice(three))


def test_space3_is_optional(persona):
    before = with_player(_start(persona), 0, supply=("start_monetiser",), sources=(1, 0, 0))
    after = apply_all(before, PlacePersona(2), Decline())
    assert after.devices == ()
    assert after.players[0].supply == ("start_monetiser",)
    _after_turn(before, after)


def test_space3_without_a_legal_device_ends_the_turn(persona):
    # a component with no source cannot make a device: the space is used up for nothing
    before = with_player(_start(persona), 0, supply=("start_monetiser",), sources=(0, 0, 0))
    after = apply_all(before, PlacePersona(2))
    assert after.devices == ()
    assert after.players[0].spaces == (False, False, True, False)
    _after_turn(before, after)


# ---------------------------------------------------------------- space 4: activate own source


def _with_devices(persona):
    state = _start(persona)
    state, mine = with_device(state, 0, CLOCK_MONETISER)
    state, theirs = with_device(state, 1, STEAM_CONDENSER)
    return state, mine, theirs


def test_space4_offers_only_my_own_sources(persona):
    state, mine, _theirs = _with_devices(persona)
    state = apply_all(state, PlacePersona(3))
    assert isinstance(engine.current_decision(state), OwnSourceFrame)
    assert engine.legal_actions(state) == [ActivateOwn(mine, (0, 0)), Decline()]


def test_space4_activates_my_source(persona):
    before, mine, _theirs = _with_devices(persona)
    state = apply_all(before, PlacePersona(3), ActivateOwn(mine, (0, 0)))
    assert isinstance(engine.current_decision(state), ActivationFrame)
    assert engine.legal_actions(state) == [Activate((0, 1), "C"), EndActivation()]
    after = apply_all(state, Activate((0, 1), "C"))
    p = after.players[0]
    assert p.money == before.players[0].money + 3  # Monetiser
    assert p.clocks == 0 and after.locks == before.locks  # own device: no clock
    assert after.device(mine).workers == ()  # no mechanic stands on the source
    _after_turn(before, after)


def test_space4_can_use_an_occupied_source(persona):
    state, mine, _theirs = _with_devices(persona)
    # seat 1 stands on my source first (I get a clock for that)
    state = _occupy(state, mine)
    assert state.device(mine).occupant((0, 0), 0) == 1
    state = apply_all(state, PlacePersona(3))
    assert engine.legal_actions(state) == [ActivateOwn(mine, (0, 0)), Decline()]
    after = apply_all(state, ActivateOwn(mine, (0, 0)), Activate((0, 1), "C"))
    assert after.players[0].money == state.players[0].money + 3


def _occupy(state, device_id):
    """Seat 1 places a mechanic on the device's source, taking the Monetiser's £3; then it is
    seat 0's turn again."""
    state = attrs.evolve(state, current=1)
    state = apply_all(state, PlaceDevice(device_id, (0, 0)), Activate((0, 1), "C"))
    assert engine.to_act(state) == 2
    state = apply_all(state, engine.legal_actions(state)[-1])  # seat 2 passes
    return attrs.evolve(state, current=0)


def test_space4_is_optional(persona):
    before, _mine, _theirs = _with_devices(persona)
    after = apply_all(before, PlacePersona(3), Decline())
    assert after.players[0].money == before.players[0].money
    _after_turn(before, after)


def test_space4_without_devices_does_nothing(persona):
    before, _mine, _theirs = _with_devices(persona)
    before = attrs.evolve(before, devices=tuple(d for d in before.devices if d.owner != 0))
    after = apply_all(before, PlacePersona(3))
    assert after.players[0].money == before.players[0].money
    _after_turn(before, after)


# ---------------------------------------------------------------- costs: only the wage


@pytest.mark.parametrize("space", [0, 1, 2, 3])
def test_second_mechanic_pays_only_its_wage(persona, space):
    before = with_player(_start(persona), 0, used=1, money=4)
    state = apply_all(before, PlacePersona(space))
    assert state.players[0].money == 3
    after = apply_all(state, *([Decline()] if state.pending else []))
    assert after.players[0].money == 3
    assert after.players[0].used == 2
