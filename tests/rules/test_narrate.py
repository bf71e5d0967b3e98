"""The story of a game (rules/narrate.py): each kind of line, from scenario positions, and
seeded random games in which every end of round and new age gets its own entry."""

from __future__ import annotations

import random

import pytest

from steamworks.rules import engine, turns
from steamworks.rules import narrate as N
from steamworks.rules.actions import Activate, BuildDevice, Choose, ChooseSource, Pass, PlaceDevice
from steamworks.rules.frames import BuildFrame, SourceFrame
from steamworks.rules.ops import push
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import AUTO_BOARD, AUTO_READY
from tests.support.moves import apply_all
from tests.support.positions import CLOCK_MONETISER_1, device, inventors, scenario

NAMES = ("Ada", "Bram", "Cora")
STEAM = ((0, 0, "steam_source"), (0, 1, "condenser_1"))


def story(state, action, names=NAMES):
    after = engine.apply(state, action)
    return N.narrate(state, action, after, names), after


def test_a_mechanic_on_another_players_device_names_the_owner_and_the_clock():
    state = scenario(inventors(ada={"used": 1}) + device("Bram", *CLOCK_MONETISER_1))
    wage = turns.next_wage(state.players[0])
    entries, _after = story(state, PlaceDevice(1, (0, 0)))
    assert len(entries) == 1
    entry = entries[0]
    assert entry.kind == N.ACTION and entry.seat == 0 and not entry.is_event
    assert entry.text == (
        f"Ada places a mechanic on Bram's Clockwork Source (device #1), pays a £{wage} wage; "
        "Bram gains a clock counter"
    )
    assert entry.places == (N.SourcePlace(1, (0, 0)),)


def test_a_mechanic_on_your_own_device_says_so_and_gives_no_clock():
    state = scenario(inventors() + device("Ada", *CLOCK_MONETISER_1))
    (entry,), _ = story(state, PlaceDevice(1, (0, 0)))
    assert entry.text == "Ada places a mechanic on their own Clockwork Source (device #1)"


def test_powering_a_component_tells_what_it_gave():
    state = scenario(inventors() + device("Bram", *STEAM))
    state = apply_all(state, PlaceDevice(1, (0, 0)))
    (entry,), _ = story(state, Activate((0, 1), "S"))
    assert entry.text == "Ada powers the Condenser with steam, gains 2 steam sources"
    assert entry.places == (N.SourcePlace(1, (0, 1)),)
    state = scenario(inventors() + device("Cora", *CLOCK_MONETISER_1))
    state = apply_all(state, PlaceDevice(1, (0, 0)))
    (entry,), _ = story(state, Activate((0, 1), "C"))
    assert entry.text == "Ada powers the Monetiser with clockwork, gains £3"


def test_two_players_the_owner_gains_a_coin():
    state = scenario(inventors(players=2) + device("Bram", *CLOCK_MONETISER_1))
    (entry,), _ = story(state, PlaceDevice(1, (0, 0)), NAMES[:2])
    assert entry.text.endswith("; Bram gains a £1 coin")
    assert "Bram's Clockwork Source" in entry.text


def test_a_pass_collects_the_wage():
    state = scenario(inventors(ada={"used": 1}))
    wage = turns.next_wage(state.players[0])
    assert wage > 0
    (entry,), after = story(state, Pass())
    assert entry.text == f"Ada passes and collects a £{wage} wage"
    assert after.players[0].money == state.players[0].money + wage


def test_a_basic_source_taken_is_named_once():
    state = push(scenario(inventors()), SourceFrame(0))
    (entry,), after = story(state, ChooseSource("E"))
    assert entry.text == "Ada takes an electrickal source"
    assert after.players[0].sources[2] == state.players[0].sources[2] + 1


def test_building_names_the_new_device_and_points_at_it():
    state = scenario(inventors(ada={"supply": ["monetiser_1"], "sources": (1, 0, 0)}))
    state = push(state, BuildFrame(0, (2,)))
    build = BuildDevice((((0, 0), "clockwork_source", 0), ((0, 1), "monetiser_1", 0)))
    (entry,), after = story(state, build)
    number = state.next_device_id
    assert (
        entry.text
        == f"Ada builds device #{number} (Clockwork Source, Monetiser), gives up a clockwork source"
    )
    assert entry.places == (N.DevicePlace(number),)
    assert any(d.id == number for d in after.devices)


def test_the_automaton_taken_and_placed():
    text = (
        inventors()
        + device("Ada", (0, 0, "clockwork_source"), (0, 1, "automaton_1"))
        + device("Bram", *CLOCK_MONETISER_1)
    )
    state = apply_all(scenario(text), PlaceDevice(1, (0, 0)))
    (entry,), after = story(state, Activate((0, 1), "C"))
    assert (
        entry.text
        == "Ada powers the Automaton with clockwork, takes the Automaton as an extra worker this round"
    )
    after = apply_all(after, Pass(), Pass())  # Bram and Cora
    (entry,), _ = story(after, PlaceDevice(2, (0, 0), automaton=True))
    assert (
        entry.text
        == "Ada places the Automaton on Bram's Clockwork Source (device #2); Bram gains a clock counter"
    )
    (entry,), _ = story(after, Pass(automaton=True))
    assert entry.text == "Ada gives up the Automaton"


def test_the_alarm_chronometer_moves_the_start_player_marker():
    state = apply_all(
        scenario(
            inventors() + device("Ada", (0, 0, "clockwork_source"), (0, 1, "alarm_chronometer_1"))
        ),
        PlaceDevice(1, (0, 0)),
        Activate((0, 1), "C"),
    )
    (entry,), _ = story(state, Choose("spend:1"))
    assert (
        entry.text
        == "Ada chooses to pay £1 to advance the start player 2 times; the start player marker moves to Cora"
    )
    assert entry.places == (N.SeatPlace(0),)


ROUND_END = (
    inventors(
        game={"round": 6, "progress": True}, ada={"used": 2}, bram={"used": 3}, cora={"used": 3}
    )
    + """
[belts]
blue1 = ["monetiser_2", "condenser_1"]
blue2 = ["librarifier_1", "upgrader_1"]
white = ["resonator_1", "anthem_organ_1"]
"""
)


def test_the_last_pass_ends_the_round_as_its_own_entry():
    state = scenario(ROUND_END)
    entries, after = story(state, Pass())
    assert [e.kind for e in entries] == [N.ACTION, N.ROUND_END]
    action, end = entries
    assert action.text.startswith("Ada passes")
    assert end.seat is None and end.is_event and end.round == 6
    assert end.text.startswith("Round 6 ends: the rightmost belt tiles (")
    for name in ("Monetiser", "Librarifier", "Resonator"):
        assert name in end.text  # the three tiles that went under their stacks
    assert end.text.endswith("Bram becomes start player")
    assert N.StartPlayerPlace() in end.places and N.BeltPlace(2) in end.places
    assert after.round == 7 and after.start_player == 1


def test_the_automatons_coming_back_for_a_new_round_are_told():
    """Augustus's butler (side B) is ready again for the new round; an Automaton taken with the
    component goes back to the main board."""
    text = (
        inventors(
            game={"round": 6, "progress": True},
            ada={"used": 2, "automaton": "used"},
            bram={"persona": "augustus", "side": "B", "used": 3, "automaton": "used"},
            cora={"used": 3},
        )
        + ROUND_END.partition("[belts]")[1]
        + ROUND_END.partition("[belts]")[2]
    )
    state = scenario(text)
    (_action, end), after = story(state, Pass())
    assert after.players[1].automaton == AUTO_READY and after.players[0].automaton == AUTO_BOARD
    assert "; Bram's Automaton butler is back, ready for the new round" in end.text
    assert "; Ada's Automaton goes back to the main board" in end.text
    # told to the seat named "You" (the tutorial's learner): "your", never "You's"
    (_action, end), _after = story(state, Pass(), ("You", "Bram", "Cora"))
    assert "; your Automaton goes back to the main board" in end.text and "You's" not in end.text
    assert end.text.endswith("; Bram becomes start player")
    assert N.SeatPlace(1) in end.places
    # a round in which nobody's Automaton moved says nothing of it
    (_action, plain), _ = story(scenario(ROUND_END), Pass())
    assert "Automaton butler" not in plain.text and "Automaton goes back" not in plain.text


def test_a_round_without_progress_says_why_a_counter_left():
    state = scenario(ROUND_END.replace("progress = true", "progress = false"))
    (_action, end), after = story(state, Pass())
    assert after.clocks_removed == state.clocks_removed + 1
    assert (
        "a clock counter leaves the Age III lock (nobody took a tile or earned a counter this round)"
        in end.text
    )


def test_two_players_a_coin_leaves_every_round():
    text = inventors(players=2, game={"progress": True}, ada={"used": 2}, bram={"used": 3})
    state = scenario(text)
    (_action, end), _after = story(state, Pass(), NAMES[:2])
    assert "a coin leaves the Age III lock (one leaves every round with two players)" in end.text


def test_an_emptied_lock_opens_the_next_age():
    text = inventors(
        age=2,
        game={"locks": [0, 1, 9], "progress": False, "round": 9},
        ada={"used": 2},
        bram={"used": 3},
        cora={"used": 3},
    )
    state = scenario(text)
    entries, after = story(state, Pass())
    assert [e.kind for e in entries] == [N.ACTION, N.ROUND_END, N.AGE]
    age = entries[2]
    assert after.age == 3 and age.age == 3
    assert age.text.startswith(
        "Age III begins: every inventor gains a fourth mechanic; the Red belt opens with "
    )
    assert age.text.endswith("the game-end track now counts down")
    assert age.places == (N.BeltPlace(3),)
    assert "emptying it" in entries[1].text


def test_the_game_end_is_told_with_the_winner():
    text = inventors(
        age=3,
        game={"locks": [0, 0, 1], "progress": False},
        ada={"used": 3, "prestige": 30},
        bram={"used": 4},
        cora={"used": 4},
    )
    state = scenario(text)
    entries, after = story(state, Pass())
    assert after.game_over
    assert [e.kind for e in entries] == [N.ACTION, N.ROUND_END, N.GAME_END]
    assert entries[2].text.startswith("The game ends (the Game End counters ran out)")
    assert entries[2].text.endswith(
        "Ada wins with " + str(engine.score_lines(after)[0].total) + " prestige"
    )


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_always_narrate_and_every_round_and_age_has_its_entry(players):
    names = tuple(f"Seat{i}" for i in range(players))
    for seed in range(3):
        # the end-of-age variant and a drafted start on some deals: every way an age can end
        setup = quick_setup(
            players,
            seed=seed * 7 + players,
            personas="draft" if seed == 1 else "random",
            variant=seed == 2,
        )
        state = engine.start(setup)
        rng = random.Random(seed)
        rounds_told: list[int] = []
        ages_told: list[int] = []
        while not state.game_over:
            action = rng.choice(engine.legal_actions(state))
            after = engine.apply(state, action, check=False)
            entries = N.narrate(state, action, after, names)
            assert entries[0].kind == N.ACTION and entries[0].text.startswith(
                names[engine.to_act(state)] + " "
            )
            # the action's lines (its own, then anything it could not use), then the events
            told = [e for e in entries if e.kind in (N.ACTION, N.UNUSED)]
            assert list(entries[: len(told)]) == told
            events = entries[len(told) :]
            kinds = [e.kind for e in events]
            if after.round != state.round or after.game_over:
                assert kinds[0] == N.ROUND_END and events[0].text.startswith(
                    f"Round {state.round} ends"
                )
                rounds_told.append(state.round)
            else:
                assert N.ROUND_END not in kinds
            assert [e.age for e in entries if e.kind == N.AGE] == list(
                range(state.age + 1, after.age + 1)
            )
            ages_told += [e.age for e in entries if e.kind == N.AGE]
            assert (N.GAME_END in kinds) == after.game_over
            state = after
        assert rounds_told == list(range(1, state.round + 1))
        assert ages_told == [2, 3]


def test_every_persona_space_is_named_by_number_and_what_it_does():
    """On every side of every persona board, each line that mentions a persona space names it
    "persona space N (what it does)", the same for a mechanic, the Automaton and the butler."""
    import re

    from steamworks.rules import actions as A
    from steamworks.rules.data import load
    from steamworks.rules.setup import GameSetup, SeatSetup

    personas = list(load().persona_names)
    sides = [(pid, side) for pid in personas for side in "AB"]
    told: set[tuple[str, str, int]] = set()
    tables = [
        [(pid, side) for pid in personas[half : half + 4]] for half in (0, 4) for side in "AB"
    ]
    for game, chosen in enumerate(tables):
        seats = tuple(
            SeatSetup(f"P{i}", persona=pid, side=side) for i, (pid, side) in enumerate(chosen)
        )
        state = engine.start(GameSetup(seats=seats, seed=game, personas="fixed"))
        names = tuple(seat.name for seat in seats)
        rng = random.Random(game)
        for _ in range(160):
            if state.game_over:
                break
            legal = engine.legal_actions(state)
            spaces = [a for a in legal if isinstance(a, A.PlacePersona)]
            action = rng.choice(spaces if spaces and rng.random() < 0.7 else legal)
            after = engine.apply(state, action)
            for entry in N.narrate(state, action, after, names):
                for match in re.finditer(r"persona space (\d)", entry.text):
                    seat = engine.to_act(state)
                    player = state.players[seat]
                    space = int(match.group(1)) - 1
                    label = N.persona_space_label(player, space)
                    assert entry.text[match.start() :].startswith(label), entry.text
                    assert label.endswith(")") and "()" not in label
                    told.add((player.persona, player.side, space))
            state = after
    assert {(pid, side) for pid, side, _space in told} == set(sides)  # every side was told
