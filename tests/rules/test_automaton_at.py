"""Where the Automaton stands (`Player.automaton_at`): recorded when it is placed, cleared when
the workers come home, checked by the invariants, written in scenarios, and kept out of `repr`
so that the AI's position fingerprints (ai/observe.py `public_key`) are exactly what they were
before the field existed.
"""

from __future__ import annotations

import hashlib
import random

import attrs
import pytest

from steamworks.ai.observe import public_key
from steamworks.rules import engine, invariants
from steamworks.rules.actions import Activate, Pass, PlaceDevice, PlacePersona
from steamworks.rules.scenario import ScenarioError, dump_scenario, load_scenario
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import (
    AT_NOWHERE,
    AUTO_BOARD,
    AUTO_READY,
    AUTO_USED,
    Player,
    device_spot,
    persona_spot,
)
from tests.support.moves import apply_all
from tests.support.positions import CLOCK_AUTOMATON, CLOCK_MONETISER, game, with_belts, with_device

TRIO = (("broderick", "A"), ("rowena", "A"), ("tobias", "A"))


def _ready_automaton():
    """Seat 0 has taken its Automaton with an Automaton component and is to act again."""
    state = with_belts(game(*TRIO))
    state, auto_dev = with_device(state, 1, CLOCK_AUTOMATON)
    state, money_dev = with_device(state, 2, CLOCK_MONETISER)
    state = apply_all(state, PlaceDevice(auto_dev, (0, 0)), Activate((0, 1), "C"), Pass(), Pass())
    assert engine.to_act(state) == 0 and state.players[0].automaton == AUTO_READY
    assert state.players[0].automaton_at == AT_NOWHERE
    return state, auto_dev, money_dev


# ---------------------------------------------------------------- the engine records it


def test_an_automaton_on_a_persona_space_is_recorded():
    state, _auto_dev, _money_dev = _ready_automaton()
    after = engine.apply(state, PlacePersona(2, automaton=True))
    p = after.players[0]
    assert p.automaton == AUTO_USED and p.spaces[2]
    assert p.automaton_at == persona_spot(2) == (2,)
    assert p.automaton_space == 2 and p.automaton_device_spot is None
    assert invariants.automaton_problems(after, 0) == []


def test_an_automaton_on_a_device_is_recorded():
    state, _auto_dev, money_dev = _ready_automaton()
    after = apply_all(state, PlaceDevice(money_dev, (0, 0), automaton=True), Activate((0, 1), "C"))
    p = after.players[0]
    assert p.automaton_at == device_spot(money_dev, (0, 0), 0) == (money_dev, 0, 0, 0)
    assert p.automaton_device_spot == (money_dev, (0, 0), 0) and p.automaton_space is None
    # the device itself only knows a worker of seat 0 stands there, as before
    assert after.device(money_dev).workers == (((0, 0), 0, 0),)
    assert invariants.automaton_problems(after, 0) == []


def test_a_mechanic_or_a_given_up_automaton_stands_nowhere():
    state, _auto_dev, money_dev = _ready_automaton()
    assert engine.apply(state, PlacePersona(2)).players[0].automaton_at == AT_NOWHERE
    mechanic = apply_all(state, PlaceDevice(money_dev, (0, 0)), Activate((0, 1), "C"))
    assert mechanic.players[0].automaton_at == AT_NOWHERE
    given_up = engine.apply(state, Pass(automaton=True))
    assert (
        given_up.players[0].automaton == AUTO_USED
        and given_up.players[0].automaton_at == AT_NOWHERE
    )


def test_the_place_is_cleared_when_the_workers_come_home():
    state, _auto_dev, money_dev = _ready_automaton()
    state = apply_all(state, PlaceDevice(money_dev, (0, 0), automaton=True), Activate((0, 1), "C"))
    rnd = state.round
    while state.round == rnd:
        assert state.players[0].automaton_at == (money_dev, 0, 0, 0)
        state = engine.apply(state, engine.legal_actions(state)[-1])  # pass, decline, end
    assert state.players[0].automaton == AUTO_BOARD and state.players[0].automaton_at == AT_NOWHERE
    assert invariants.automaton_problems(state, 0) == []


def test_the_butler_is_recorded_every_round():
    state = game(("augustus", "B"), ("eva", "A"))
    state = engine.apply(state, PlacePersona(1, automaton=True))
    assert state.players[0].automaton_at == (1,)
    while state.round == 1:
        state = engine.apply(state, engine.legal_actions(state)[-1])
    assert state.players[0].automaton == AUTO_READY and state.players[0].automaton_at == AT_NOWHERE


# ---------------------------------------------------------------- the invariants check it


def _broken(state, seat, **changes):
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], **changes)
    return attrs.evolve(state, players=tuple(players))


def test_the_invariants_refuse_an_automaton_where_no_worker_stands():
    state, _auto_dev, money_dev = _ready_automaton()
    on_space = engine.apply(state, PlacePersona(2, automaton=True))
    on_device = apply_all(
        state, PlaceDevice(money_dev, (0, 0), automaton=True), Activate((0, 1), "C")
    )
    cases = [
        (_broken(on_space, 0, automaton_at=(1,)), "persona space 1, which is not occupied"),
        (_broken(on_space, 0, automaton_at=(9,)), "persona space 9, which is not occupied"),
        (_broken(on_space, 0, automaton=AUTO_READY), "is not used this round"),
        (_broken(on_device, 0, automaton_at=(money_dev, 0, 1, 0)), "where no worker of theirs is"),
        (_broken(on_device, 0, automaton_at=(99, 0, 0, 0)), "where no worker of theirs is"),
        (
            _broken(on_device, 1, automaton=AUTO_USED, automaton_at=(money_dev, 0, 0, 0)),
            "where no worker of theirs is",
        ),
        (_broken(on_device, 0, automaton_at=(1, 2)), "which is no place"),
        # placed but not recorded: one worker more than the mechanics used
        (_broken(on_space, 0, automaton_at=AT_NOWHERE), "no Automaton stands anywhere"),
    ]
    for state, phrase in cases:
        problems = invariants.automaton_problems(state, 0) + invariants.automaton_problems(state, 1)
        assert any(phrase in p for p in problems), (phrase, problems)


def test_random_games_placing_every_automaton_keep_the_invariants():
    placed = {1: 0, 4: 0}
    for seed in (1, 2, 3, 4, 5, 6, 12, 14):
        state = engine.start(
            quick_setup(2 + seed % 4, seed=seed, personas="draft" if seed % 3 == 1 else "random")
        )
        rng = random.Random(seed)
        while not engine.is_over(state):
            legal = engine.legal_actions(state)
            autos = [a for a in legal if isinstance(a, (PlacePersona, PlaceDevice)) and a.automaton]
            state = engine.apply(state, rng.choice(autos or legal))
            assert invariants.check(state) == [], seed
            for p in state.players:
                if p.automaton_at:
                    placed[len(p.automaton_at)] += 1
    assert placed[1] and placed[4]  # both kinds of place were seen


# ---------------------------------------------------------------- repr and the AI's fingerprints


def _automaton_game_reprs(players: int, seed: int) -> str:
    """A digest of repr(state) after every action of a seeded game that places every Automaton."""
    state = engine.start(quick_setup(players, seed=seed))
    rng = random.Random(seed)
    digest = hashlib.blake2b(digest_size=8)
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        autos = [a for a in legal if isinstance(a, (PlaceDevice, PlacePersona)) and a.automaton]
        state = engine.apply(state, rng.choice(autos) if autos else rng.choice(legal))
        digest.update(repr(state).encode())
        if any(p.automaton_at for p in state.players):
            # positions differing only in where the Automaton stands share their fingerprint
            cleared = attrs.evolve(
                state,
                players=tuple(attrs.evolve(p, automaton_at=AT_NOWHERE) for p in state.players),
            )
            assert public_key(cleared) == public_key(state)
    return digest.hexdigest()


@pytest.mark.parametrize(
    "players, seed, pinned",
    [
        (2, 4, "fbbf2e96429660fa"),  # an Automaton on a persona space
        (3, 5, "5a66c31ebae2e5f7"),  # Automatons on devices
    ],
)
def test_the_field_leaves_repr_and_public_key_unchanged(players, seed, pinned):
    """The digests were measured before `automaton_at` existed: the AI's measured results
    (which derive their random streams from public_key, a digest of the repr) stay reproducible."""
    assert _automaton_game_reprs(players, seed) == pinned


def test_the_field_is_not_in_repr_but_is_in_equality():
    p = Player("eva", "A", 3, spaces=(True,), automaton=AUTO_USED, automaton_at=(0,))
    q = attrs.evolve(p, automaton_at=AT_NOWHERE)
    assert "automaton_at" not in repr(p) and repr(p) == repr(q)
    assert p != q


# ---------------------------------------------------------------- scenarios


SCENARIO = """
[[player]]
persona = "augustus"
side = "B"
occupied_spaces = [0, 2]
automaton = "used"
automaton_space = 2
[[player]]
persona = "eva"
automaton = "used"
[[player]]
persona = "alice"
[[device]]
owner = 2
tiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="start_monetiser"}]
mechanics = [ { at = [0, 0], player = 1, automaton = true } ]
"""


def test_scenarios_say_where_the_automaton_stands_and_round_trip():
    state = load_scenario(SCENARIO)
    aug, eva, alice = state.players
    assert aug.automaton_at == (2,) and aug.used == 1
    assert eva.automaton_at == (1, 0, 0, 0) and eva.used == 0
    assert alice.automaton_at == AT_NOWHERE
    assert invariants.check(state) == []
    text = dump_scenario(state)
    assert "automaton_space = 2" in text and "automaton = true" in text
    assert load_scenario(text) == state


@pytest.mark.parametrize(
    "edit, phrase",
    [
        (("automaton_space = 2", "automaton_space = 1"), "must list it too"),
        (
            ('automaton = "used"\nautomaton_space', 'automaton = "ready"\nautomaton_space'),
            'must be "used", not "ready"',
        ),
        (
            ("player = 1, automaton = true", "player = 0, automaton = true"),
            "already stands elsewhere",
        ),
        (("player = 1, automaton = true", "player = 1, automaton = 1"), "should be true or false"),
    ],
)
def test_scenario_automaton_mistakes_are_explained(edit, phrase):
    text = SCENARIO.replace(*edit)
    assert text != SCENARIO
    with pytest.raises(ScenarioError, match=phrase):
        load_scenario(text)
