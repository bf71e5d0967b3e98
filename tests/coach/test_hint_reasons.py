"""Hints that teach: each choice says what it gains now and how it stands against the next,
to "you"; the same build is offered once."""

from __future__ import annotations

import collections
import functools

import pytest

from steamworks.ai import make_agent
from steamworks.coach.addressed import order
from steamworks.coach.gains import FACE_DOWN, Added, TurnGains, gains_words, turn_gains
from steamworks.coach.hints import choice_key, suggest
from steamworks.coach.reasons import OPPONENTS, REASON_TERMS, against
from steamworks.language import listing, speaking
from steamworks.rules import engine
from steamworks.rules.actions import Activate, BuildDevice, EndActivation, PlaceDevice
from steamworks.rules.describe import describe_action, tile_name
from steamworks.rules.idle import is_idle
from steamworks.rules.setup import quick_setup
from tests.coach.test_hints import powering_a_monetiser
from tests.rules.test_idle import E_MANUFACTURER, ON_MANUFACTURER, ada
from tests.support.positions import (
    CLOCK_MONETISER,
    STEAM_CONDENSER,
    game,
    scenario,
    with_device,
)

ZERO = dict.fromkeys(REASON_TERMS, 0.0)
NAMES = ("Eva", "Alice")


@functools.cache
def spread_positions(total: int, per_game: int = 10) -> list:
    """`total` positions at a real choice, `per_game` from each seeded game between Easy
    agents, the games going round 2, 3, 4 and 5 players, spread over each whole game."""
    out: list = []
    seed = 0
    while len(out) < total:
        seed += 1
        for players in (2, 3, 4, 5):
            state = engine.start(quick_setup(players, seed))
            agents = [make_agent("easy", seed + i) for i in range(players)]
            found = []
            while not engine.is_over(state):
                if len(engine.legal_actions(state)) > 1:
                    found.append(state)
                state = engine.apply(state, agents[engine.to_act(state)].choose(state), check=False)
            step = max(1, len(found) // per_game)
            out.extend(found[seed % step :: step][:per_game])
    return out[:total]


def build_tiles(action) -> tuple[str, ...] | None:
    """A build's tiles as the player reads them (two copies of a tile read the same)."""
    if not isinstance(action, BuildDevice):
        return None
    return tuple(sorted(tile_name(tile) for _pos, tile, _rot in action.layout))


def test_over_200_positions_the_reasons_teach_and_no_choice_repeats():
    # one sampled world a hint (samples=1, no clock): the coach's words, not its strength,
    # are under test here, and 200 hints stay within seconds
    kinds: collections.Counter[str] = collections.Counter()
    players_seen = set()
    idle_seen = 0
    for state in spread_positions(200):
        seat = engine.to_act(state)
        names = tuple(f"P{i}" for i in range(len(state.players)))
        hints = suggest(state, seat, seconds=None, samples=1, names=names)
        kinds[type(engine.current_decision(state)).__name__] += 1
        players_seen.add(len(state.players))
        reasons = [h.reason for h in hints]
        if len(hints) == 3:
            assert len(set(reasons)) > 1, reasons
        for h in hints:
            assert "their own" not in h.reason and "their own" not in h.words, h
            assert h.reason.startswith(
                ("Now: ", "Nothing now", "No use to you now", "Nothing you can use now")
            ), h.reason
            if is_idle(state, h.action):  # never for its effect: only for the space it takes
                idle_seen += 1
                assert isinstance(h.action, PlaceDevice), h
                assert h.reason.startswith("No use to you now (")
                assert "takes this space from the other players" in h.reason
        builds = [build_tiles(h.action) for h in hints if build_tiles(h.action) is not None]
        assert len(builds) == len(set(builds)), [h.words for h in hints]
        assert len({h.words for h in hints}) == len(hints)
    assert players_seen == {2, 3, 4, 5}
    print(f"idle placements offered, each for the space it takes: {idle_seen}")
    # every kind of decision a game between Easy agents asks for often enough
    assert {"NoneType", "ActivationFrame", "BuildFrame", "TakeFrame", "OwnSourceFrame"} <= set(
        kinds
    ), kinds


def test_what_a_move_gains_now_comes_from_playing_it():
    state = powering_a_monetiser()
    power = turn_gains(state, Activate((0, 1), "C"))
    assert power == TurnGains(money=3)
    assert gains_words(power) == "Now: £3"
    stop = turn_gains(state, EndActivation())
    assert stop.nothing and gains_words(stop) == "Nothing now"


def test_a_visit_says_what_the_owner_gets_and_an_own_device_is_yours():
    state, theirs = with_device(game(("eva", "A"), ("alice", "A")), 1, CLOCK_MONETISER)
    state, mine = with_device(state, 0, STEAM_CONDENSER)
    visit = next(a for a in engine.legal_actions(state) if getattr(a, "device", None) == theirs)
    assert gains_words(turn_gains(state, visit), NAMES) == "Now: £3; Alice gets £1"
    own = next(a for a in engine.legal_actions(state) if getattr(a, "device", None) == mine)
    assert isinstance(own, PlaceDevice)
    assert order(state, own, NAMES) == "Place a mechanic on your own Steam Source (device #2)"


def test_gains_are_counted_in_words():
    gains = TurnGains(
        money=-1,
        sources=(0, 1, 0),
        clocks=2,
        taken=("start_monetiser", FACE_DOWN),
        built=(("clockwork_source", "start_monetiser"),),
    )
    assert gains_words(gains) == (
        "Now: a steam source, 2 clock counters, a device of 2 tiles (Clockwork Source, "
        "Monetiser), the Monetiser and a face-down tile, for £1"
    )
    # a build's own words list its tiles: the reason does not repeat them
    assert gains_words(gains, name_built=False).startswith(
        "Now: a steam source, 2 clock counters, a device of 2 tiles, the"
    )
    assert gains_words(TurnGains(money=-2)) == "Nothing now, for £2"
    # a tile added to a device says whose device
    mine = TurnGains(added=(Added("start_monetiser", 4, 0, yours=True),))
    assert gains_words(mine) == "Now: a Monetiser added to your device #4"
    theirs = TurnGains(added=(Added("start_condenser", 2, 1, yours=False),))
    assert gains_words(theirs, NAMES) == "Now: a Condenser added to Alice's device #2"
    assert gains_words(theirs) == "Now: a Condenser added to an opponent's device #2"


def test_choices_are_compared_with_the_next_one_down():
    build = {**ZERO, "devices": 3.0, "money": -0.75}
    wait = dict(ZERO)
    assert against(build, wait, "choice 2", two_player=True) == (
        "Beats choice 2: about +3.0 prestige printed on your devices"
    )
    assert against(wait, build, "choice 1", two_player=True).startswith(
        "Behind choice 1: about -3.0 prestige printed"
    )
    assert against(wait, wait, "the other choices", True) == "About as good as the other choices"
    deny = {**ZERO, OPPONENTS: -1.0}
    assert against(deny, {**ZERO, OPPONENTS: -3.0}, "choice 3", two_player=False) == (
        "Beats choice 3: about 2.0 prestige less for your opponents"
    )


def test_mirror_images_of_a_build_are_one_choice():
    a = BuildDevice((((0, 0), "steam_source", 0), ((0, 1), "start_monetiser", 0)))
    mirrored = BuildDevice((((0, 0), "start_monetiser", 2), ((0, 1), "steam_source", 2)))
    other = BuildDevice((((0, 0), "clockwork_source", 0), ((0, 1), "start_monetiser", 0)))
    copy = BuildDevice((((0, 0), "steam_source", 0), ((0, 1), "monetiser_1", 0)))
    assert choice_key(a, "x") == choice_key(mirrored, "y")
    assert choice_key(a, "x") != choice_key(other, "x")
    assert choice_key(a, "x") == choice_key(copy, "z")  # another Monetiser, the same device
    assert choice_key(EndActivation(), "Stop") == "Stop"


def test_lists_read_as_english_lists():
    assert listing([]) == "" and listing(["a"]) == "a" and listing(["a", "b", "c"]) == "a, b and c"


def test_a_build_hint_lists_different_devices_and_says_what_it_builds():
    builds = [
        state
        for state in spread_positions(200)
        if type(engine.current_decision(state)).__name__ == "BuildFrame"
    ]
    assert len(builds) >= 5
    for state in builds[:8]:
        hints = suggest(state, engine.to_act(state), seconds=None, samples=1)
        devices = [build_tiles(h.action) for h in hints if isinstance(h.action, BuildDevice)]
        assert len(devices) == len(set(devices))
        for h in hints:
            if isinstance(h.action, BuildDevice):
                assert h.reason.startswith("Now: a device of ")


def test_an_idle_place_is_never_offered_for_what_it_cannot_do():
    # Ada holds 3 tiles: her own Manufacturer (a device of 4) can build nothing, and one
    # persona space is idle too (rules/idle.py)
    state = scenario(ada(sources=(1, 1, 0), supply=["monetiser_1"]) + E_MANUFACTURER)
    idle_persona = [a for a in engine.legal_actions(state) if is_idle(state, a)]
    assert ON_MANUFACTURER in idle_persona and len(idle_persona) == 2
    hints = suggest(state, 0, seconds=None, samples=1, count=8, names=("Ada", "Bo", "Cy"))
    offered = {h.action: h for h in hints}
    assert not any(a in offered for a in idle_persona if a != ON_MANUFACTURER)
    assert offered[ON_MANUFACTURER].reason.startswith(
        "No use to you now (nothing to build: you have only 3 tiles (supply and sources) "
        "for a device of 4): it only takes this space from the other players this round."
    )
    assert all("Manufacturer" not in h.reason for h in hints)
    # the choice that builds says what it builds
    assert hints[0].reason.startswith("Now: a device of 2 tiles (Clockwork Source, Monetiser).")


@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_a_hint_speaks_to_the_player_in_every_language(code):
    """In German, French and Spanish a hint's words are advice to the player (not the story's
    third person: "Setze ...", never "Setzt ..."), and neither they nor its reason name the
    player it speaks to."""
    names = ("Ada", "Brunel", "Cleo", "Dora", "Emil")
    for state in spread_positions(24):
        seat = engine.to_act(state)
        with speaking(code):
            hints = suggest(state, seat, seconds=None, samples=1, names=names[: len(state.players)])
            for h in hints:
                story = describe_action(state, h.action, names[: len(state.players)])
                if code != "es":  # Spanish's "tú" order is its third person ("Toma", "toma")
                    assert h.words != story[:1].upper() + story[1:], h.words
                with speaking("en"):
                    assert h.words != order(state, h.action, names[: len(state.players)])
                assert names[seat] not in h.words and names[seat] not in h.reason, h
                assert "their own" not in h.words
