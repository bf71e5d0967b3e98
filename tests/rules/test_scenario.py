"""Scenario files (steamworks.rules.scenario, docs/scenarios.md): defaults, every kind of error
reported (all of them at once, with where and, when it can tell, the line), and the round trip
dump_scenario -> load_scenario on states from real games, pending decisions included.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from steamworks.rules import engine, invariants, rng
from steamworks.rules.actions import ChoosePersona
from steamworks.rules.data import load
from steamworks.rules.scenario import ScenarioError, belt_keys, dump_scenario, load_scenario
from steamworks.rules.setup import (
    PERSONAS_DRAFT,
    PERSONAS_FIXED,
    PERSONAS_RANDOM,
    GameSetup,
    SeatSetup,
    quick_setup,
)
from steamworks.rules.state import AUTO_BOARD, AUTO_READY, AUTO_USED
from tests.support.positions import SCENARIOS

DATA = load()
DOCS = Path(__file__).resolve().parents[2] / "docs" / "scenarios.md"


def problems_of(text: str) -> list[str]:
    with pytest.raises(ScenarioError) as caught:
        load_scenario(text)
    return [str(p) for p in caught.value.problems]


TWO = """
[[player]]
name = "Seth"
persona = "tobias"
[[player]]
name = "Michelle"
persona = "permelia"
"""


# ============================================================== defaults


def test_two_empty_player_tables_make_a_game_at_its_start():
    state = load_scenario("[[player]]\n[[player]]\n")
    assert invariants.check(state) == []
    first, second = list(DATA.personas)[:2]
    assert [(p.persona, p.side) for p in state.players] == [(first, "A"), (second, "A")]
    for p in state.players:
        ps = DATA.persona_side(p.persona, p.side)
        assert (p.money, p.sources, p.supply) == (ps.money, ps.sources, (ps.tile,))
        assert (p.prestige, p.clocks, p.used, p.mechanics, p.automaton) == (0, 0, 0, 2, AUTO_BOARD)
        assert p.spaces == (False,) * len(ps.spaces)
    assert (state.age, state.round, state.turn, state.start_player, state.current) == (
        1,
        1,
        1,
        0,
        0,
    )
    assert state.locks == tuple(DATA.board.clocks_by_players[2]) and state.clock_supply == 0
    assert all(t is None for row in state.belts for t in row)
    assert state.devices == () and state.next_device_id == 1 and state.pending == ()
    # tiles placed nowhere go to their stacks in data order; start tiles after the Age I tiles
    assert state.stacks == (
        DATA.stack_tiles("age1") + DATA.stack_tiles("start"),
        DATA.stack_tiles("age2"),
        DATA.stack_tiles("age3"),
    )
    assert state.hidden == tuple(len(s) for s in state.stacks)
    assert state.removed == () and state.rng == rng.seed_state(0)


@pytest.mark.parametrize("players,age", [(3, 1), (4, 2), (5, 3)])
def test_counters_and_mechanics_default_from_the_board_data(players, age):
    state = load_scenario(f"[game]\nage = {age}\n" + "[[player]]\n" * players)
    locks = list(DATA.board.clocks_by_players[players])
    for i in range(age - 1):
        locks[i] = 0  # the stacks of ages already over are empty
    assert state.locks == tuple(locks)
    assert state.clock_supply == DATA.board.clocks_in_box - sum(locks)
    assert all(p.mechanics == age + 1 for p in state.players)
    assert invariants.check(state) == []


def test_players_may_be_named_and_referred_to_by_name_or_seat():
    state = load_scenario(
        TWO
        + """
        [game]
        to_act = 1                # Seth has both his mechanics out
        [[device]]
        owner = "Michelle"
        tiles = [ {at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"} ]
        mechanics = [ {at=[0,0], player="Seth"} ]
        [[device]]
        owner = 0
        tiles = [ {at=[0,0], tile="universal_source_1"}, {at=[0,1], tile="condenser_1"} ]
        mechanics = [ {at=[0,0], player=1}, {at=[0,0], player="Seth"} ]
        """
    )
    d1, d2 = state.devices
    assert (d1.id, d1.owner, d1.workers) == (1, 1, (((0, 0), 0, 0),))
    # the Universal Source's two spaces are filled in order when no slot is given
    assert (d2.id, d2.owner, d2.workers) == (2, 0, (((0, 0), 0, 1), ((0, 0), 1, 0)))
    # mechanics on devices count as used unless `used` says otherwise
    assert [p.used for p in state.players] == [2, 1]
    assert state.next_device_id == 3


def test_persona_names_are_accepted_too():
    state = load_scenario(
        '[[player]]\npersona = "Alice"\n[[player]]\npersona = "Sir Tobias H. Pinkers"\nside = "B"\n'
    )
    assert [(p.persona, p.side) for p in state.players] == [("alice", "A"), ("tobias", "B")]
    assert state.players[1].money == 3


def test_the_persona_tile_stays_out_of_the_supply_when_placed_elsewhere():
    state = load_scenario(
        TWO
        + """
        [[device]]
        owner = "Seth"
        tiles = [ {at=[0,0], tile="steam_source"}, {at=[0,1], tile="persona_tobias_a"} ]
        """
    )
    assert state.players[0].supply == ()
    assert state.players[1].supply == ("persona_permelia_a",)


def test_an_explicit_supply_without_the_persona_tile_leaves_it_out_of_the_game():
    state = load_scenario('[[player]]\npersona = "alice"\nsupply = ["monetiser_1"]\n[[player]]\n')
    assert state.players[0].supply == ("monetiser_1",)
    assert "persona_alice_a" in state.removed
    assert invariants.check(state) == []


def test_belts_are_listed_from_the_rightmost_space():
    state = load_scenario(
        TWO
        + """
        [game]
        age = 3
        [belts]
        blue1 = ["monetiser_1", "", "condenser_1"]
        red = ["-", "chrome_1"]
        """
    )
    assert belt_keys() == ("blue1", "blue2", "white", "red")
    assert state.belts[0] == ("monetiser_1", None, "condenser_1", None)
    assert state.belts[3] == (None, "chrome_1", None, None, None, None)
    assert "monetiser_1" not in state.stacks[0]


def test_stacks_exact_or_with_the_rest():
    state = load_scenario(
        TWO
        + """
        [stacks]
        age1 = ["sourcer_1", "...", "monetiser_1"]
        age2 = ["iterator_1", "chrome_1"]
        hidden = [3, 1, 0]
        """.replace(', "chrome_1"', "")
    )
    s1, s2, s3 = state.stacks
    assert s1[0] == "sourcer_1" and s1[-1] == "monetiser_1" and len(s1) == 36
    assert s2 == ("iterator_1",)
    # the other Age II tiles were listed nowhere and the stack is exact: out of the game
    assert set(DATA.stack_tiles("age2")) - {"iterator_1"} <= set(state.removed)
    assert state.hidden == (3, 1, 0)
    assert invariants.check(state) == []


def test_automaton_and_occupied_spaces():
    state = load_scenario("""
        [game]
        age = 2
        [[player]]
        persona = "augustus"
        side = "B"
        occupied_spaces = [0, 2]
        automaton = "used"
        [[player]]
        persona = "eva"
        automaton = "ready"
        """)
    aug, eva = state.players
    assert aug.automaton == AUTO_USED and aug.spaces == (True, False, True, False)
    assert aug.used == 1  # two workers out, one of them the butler
    assert eva.automaton == AUTO_READY and eva.used == 0
    assert (
        load_scenario('[[player]]\npersona = "augustus"\nside = "B"\n[[player]]\n')
        .players[0]
        .automaton
        == AUTO_READY
    )


def test_scenario_from_a_path(tmp_path):
    path = tmp_path / "p.toml"
    path.write_text(TWO, encoding="utf-8")
    assert load_scenario(path) == load_scenario(TWO) == load_scenario(str(path))
    with pytest.raises(ScenarioError, match="cannot be read"):
        load_scenario(tmp_path / "missing.toml")


def test_indented_text_from_python_strings_is_accepted():
    assert load_scenario("\n    [[player]]\n    [[player]]\n") == load_scenario(
        "[[player]]\n[[player]]\n"
    )


# ============================================================== errors


ERRORS = [
    # (name, text, fragment of the message, line or None)
    (
        "unknown tile",
        TWO
        + '[[device]]\nowner = 0\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetizer_1"}]\n',
        'device 1, tiles, tile 1, tile: there is no tile called "monetizer_1" (did you mean "monetiser_1"?)',
        10,
    ),
    (
        "tile in two places",
        TWO + '[belts]\nblue1 = ["monetiser_1"]\n[stacks]\nage1 = ["monetiser_1", "..."]\n',
        'tile "monetiser_1": is in 2 places at once: the blue belt 1, column 0; the Age I stack',
        9,
    ),
    (
        "negative money",
        TWO.replace('persona = "permelia"', 'persona = "permelia"\nmoney = -3'),
        "player 1 (Michelle), money: cannot be less than 0 (it is -3)",
        8,
    ),
    (
        "negative sources",
        TWO.replace('persona = "permelia"', 'persona = "permelia"\nsources = {C = -1}'),
        "player 1 (Michelle), sources, C: cannot be less than 0",
        8,
    ),
    (
        "bad position",
        TWO + '[[device]]\nowner = 0\ntiles = [{at=[0], tile="clockwork_source"}]\n',
        "should be a grid position [row, column] of two whole numbers",
        None,
    ),
    (
        "belt too long",
        TWO + '[belts]\nblue2 = ["a", "b", "c", "d", "e"]\n',
        "the blue belt 2 has 4 spaces, but 5 are listed",
        9,
    ),
    (
        "illegal device",
        TWO
        + '[[device]]\nowner = 1\ntiles = [{at=[0,0], tile="steam_source"}, {at=[0,1], tile="monetiser_1"}]\n',
        "device 1, tiles: this is not a legal device: The Steam Source is not connected to any component it can power.",
        10,
    ),
    (
        "unknown persona",
        '[[player]]\npersona = "alise"\n[[player]]\n',
        'player 0, persona: there is no persona "alise" (did you mean "alice"?)',
        2,
    ),
    (
        "one player",
        "[[player]]\n",
        "Steam Works is for 2 to 5 players, and the scenario has 1 [[player]] table.",
        None,
    ),
    ("six players", "[[player]]\n" * 6, "has 6 [[player]] tables", None),
    (
        "to act out of range",
        "[game]\nto_act = 2\n" + TWO,
        "[game], to_act: cannot be more than 1 (it is 2) (seats count from 0)",
        2,
    ),
    (
        "start player out of range",
        "[game]\nstart_player = -1\n" + TWO,
        "[game], start_player: cannot be less than 0",
        2,
    ),
    (
        "mechanics used beyond unlocked",
        TWO.replace('persona = "tobias"', 'persona = "tobias"\nused = 3'),
        "player 0 (Seth), used: has used 3 mechanics, but only 2 are unlocked in Age I.",
        5,
    ),
    (
        "more workers than mechanics used",
        TWO.replace('persona = "tobias"', 'persona = "tobias"\nused = 0\noccupied_spaces = [1]'),
        "has 1 workers on the board (on devices and persona spaces) but has used only 0 mechanics this round",
        5,
    ),
    (
        "mechanic on a component",
        TWO
        + '[[device]]\nowner = 0\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"}]\nmechanics = [{at=[0,1], player=1}]\n',
        "the Monetiser at [0, 1] is a component: mechanics stand only on sources.",
        11,
    ),
    (
        "two mechanics on one space",
        TWO
        + '[[device]]\nowner = 0\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"}]\nmechanics = [{at=[0,0], player=1}, {at=[0,0], player=0}]\n',
        "has no free mechanic space left",
        11,
    ),
    (
        "slot out of range",
        TWO
        + '[[device]]\nowner = 0\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"}]\nmechanics = [{at=[0,0], player=1, slot=1}]\n',
        "the Clockwork Source has 1 mechanic space (slots 0 to 0)",
        None,
    ),
    (
        "no tile there",
        TWO
        + '[[device]]\nowner = 0\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"}]\nmechanics = [{at=[5,5], player=1}]\n',
        "there is no tile at [5, 5] in this device",
        None,
    ),
    (
        "unknown player name",
        TWO
        + '[[device]]\nowner = "Bob"\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"}]\n',
        'no player is named "Bob"',
        9,
    ),
    (
        "device without owner",
        TWO
        + '[[device]]\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"}]\n',
        "device 1: needs an `owner`",
        8,
    ),
    ("device without tiles", TWO + "[[device]]\nowner = 0\n", "device 1: needs `tiles`", 8),
    (
        "duplicate device id",
        TWO
        + '[[device]]\nid = 4\nowner = 0\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"}]\n'
        '[[device]]\nid = 4\nowner = 1\ntiles = [{at=[0,0], tile="steam_source"}, {at=[0,1], tile="monetiser_2"}]\n',
        "device id 4 is used twice",
        None,
    ),
    (
        "rotated component",
        TWO
        + '[[device]]\nowner = 0\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1", rotation=2}]\n',
        "The Monetiser cannot be turned",
        10,
    ),
    (
        "rotation out of range",
        TWO
        + '[[device]]\nowner = 0\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="iterator_1", rotation=4}]\n',
        "rotation counts clockwise quarter turns, 0 to 3",
        None,
    ),
    (
        "bad automaton",
        TWO.replace('persona = "tobias"', 'persona = "tobias"\nautomaton = "garage"'),
        'should be "board", "ready" or "used"',
        5,
    ),
    (
        "butler on the board",
        '[[player]]\npersona = "augustus"\nside = "B"\nautomaton = "board"\n[[player]]\n',
        "Augustus's butler (side B) never goes to the central board",
        4,
    ),
    (
        "bad side",
        TWO.replace('persona = "tobias"', 'persona = "tobias"\nside = "C"'),
        'should be "A" or "B"',
        5,
    ),
    (
        "unknown key",
        TWO.replace('persona = "tobias"', 'persona = "tobias"\nmonye = 3'),
        "player 0 (Seth), key 'monye': is not a key this table knows (did you mean \"money\"?)",
        5,
    ),
    ("unknown part", TWO + "[board]\nx = 1\n", "'board': is not part of a scenario", None),
    (
        "wrong type",
        TWO.replace('persona = "tobias"', 'persona = "tobias"\nmoney = "lots"'),
        "money: should be a whole number",
        5,
    ),
    (
        "same persona twice",
        '[[player]]\npersona = "eva"\n[[player]]\npersona = "eva"\nside = "B"\n',
        "player 1, persona: player 0 already plays Countess Eva Kinarney",
        4,
    ),
    (
        "persona tile nobody plays",
        TWO.replace('persona = "tobias"', 'persona = "tobias"\nsupply = ["persona_eva_b"]'),
        'tile "persona_eva_b": comes with Countess Eva Kinarney\'s side B, which nobody plays',
        5,
    ),
    (
        "basic source in a supply",
        TWO.replace('persona = "tobias"', 'persona = "tobias"\nsupply = ["steam_source"]'),
        '"steam_source" is a basic source',
        5,
    ),
    (
        "tile on the wrong belt",
        TWO + '[belts]\nblue1 = ["chrome_1"]\n',
        '"chrome_1" cannot be on the blue belt 1: it only carries Age I tiles',
        9,
    ),
    (
        "belt before its age",
        TWO + '[belts]\nwhite = ["iterator_1"]\n',
        "the white belt stays empty until Age II begins",
        9,
    ),
    (
        "tile in the wrong stack",
        TWO + '[stacks]\nage3 = ["iterator_1"]\n',
        '"iterator_1" does not belong in the Age III stack',
        9,
    ),
    (
        "two rests",
        TWO + '[stacks]\nage3 = ["...", "..."]\n',
        '"..." (the rest of the stack) may appear only once',
        9,
    ),
    (
        "hidden too many",
        TWO + '[stacks]\nage3 = ["chrome_1"]\nhidden = [0, 0, 2]\n',
        "says 2 tiles of the Age III stack are unseen, but it holds only 1",
        10,
    ),
    (
        "clocks not adding up",
        "[game]\nclock_supply = 30\n" + "[[player]]\n" * 3,
        "the box holds 45 clock counters, but the scenario accounts for 51",
        None,
    ),
    (
        "clocks in a two-player game",
        TWO.replace('persona = "tobias"', 'persona = "tobias"\nclocks = 2'),
        "coins replace clock counters",
        5,
    ),
    (
        "rng and seed",
        '[game]\nseed = 3\nrng = "0x10"\n' + TWO,
        "give either `seed` or `rng`, not both",
        3,
    ),
    (
        "next device id too low",
        "[game]\nnext_device_id = 1\n"
        + TWO
        + '[[device]]\nowner = 0\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"}]\n',
        "next_device_id: cannot be less than 2",
        2,
    ),
    (
        "player to act has nothing left",
        "[game]\nto_act = 1\n"
        + TWO.replace('persona = "permelia"', 'persona = "permelia"\nused = 2'),
        "player 1 is to act but has no mechanic (or Automaton) left this round",
        2,
    ),
    ("not TOML", TWO + "[[device]\n", "this is not valid TOML", None),
    (
        "occupied space out of range",
        TWO.replace('persona = "tobias"', 'persona = "tobias"\noccupied_spaces = [4]'),
        "this persona side has spaces 0 to 3",
        5,
    ),
    (
        "unknown pending kind",
        TWO + '[[pending]]\nkind = "TakeFrames"\nplayer = 0\n',
        'should name a kind of decision (did you mean "TakeFrame"?)',
        9,
    ),
    (
        "pending missing field",
        TWO + '[[pending]]\nkind = "TakeFrame"\nplayer = 0\n',
        "a TakeFrame needs `mode`",
        8,
    ),
]


@pytest.mark.parametrize("name,text,fragment,line", ERRORS, ids=[e[0] for e in ERRORS])
def test_each_error_is_reported_clearly(name, text, fragment, line):
    found = problems_of(text)
    matching = [p for p in found if fragment in p]
    assert matching, f"{fragment!r} not among {found}"
    if line is not None:
        assert matching[0].startswith(f"line {line}: "), matching[0]


def test_every_problem_is_reported_at_once_in_reading_order():
    text = """
        [game]
        to_act = 9

        [[player]]
        name = "Seth"
        persona = "alise"
        money = -3

        [[player]]
        name = "Michelle"
        supply = ["monetizer_1", "condenser_1"]

        [[device]]
        owner = "Seth"
        tiles = [ {at=[0,0], tile="steam_source"}, {at=[0,1], tile="condenser_1"} ]

        [belts]
        blue1 = ["chrome_1"]
        """
    with pytest.raises(ScenarioError) as caught:
        load_scenario(text)
    err = caught.value
    assert len(err.problems) == 6
    assert [p.line for p in err.problems] == sorted(p.line for p in err.problems)
    message = str(err)
    assert message.startswith("The scenario has 6 problems:\n  - line 3: [game], to_act")
    for fragment in ("alise", "-3", "monetizer_1", '"condenser_1": is in 2 places', "chrome_1"):
        assert fragment in message


def test_the_file_name_heads_the_message(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("[[player]]\n", encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"The scenario .*broken\.toml has a problem:"):
        load_scenario(path)


def test_devices_are_checked_with_the_connector_rules_messages():
    from steamworks.rules.connectors import problems

    layout = (((0, 0), "clockwork_source", 0), ((0, 1), "monetiser_2", 0))
    expected = [p.message for p in problems(layout)]
    text = (
        TWO
        + '[[device]]\nowner = 0\ntiles = [{at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_2"}]\n'
    )
    found = problems_of(text)
    assert len(found) == len(expected) and all(m in f for m, f in zip(expected, found))


# ============================================================== round trip


def _assert_round_trip(state):
    text = dump_scenario(state)
    again = load_scenario(text)
    assert again == state
    assert dump_scenario(again) == text


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.toml")), ids=lambda p: p.stem)
def test_scenario_files_round_trip(path):
    _assert_round_trip(load_scenario(path))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_new_game_round_trips(players):
    _assert_round_trip(engine.start(quick_setup(players, seed=players)))


def test_a_draft_is_not_a_scenario_position():
    # scenarios describe positions after the personas are chosen: the dump of a draft in
    # progress names no persona, and the loader says so
    state = engine.start(quick_setup(3, seed=1, personas=PERSONAS_DRAFT))
    with pytest.raises(ScenarioError, match="no persona"):
        load_scenario(dump_scenario(state))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 5),
    draft=st.booleans(),
    steps=st.integers(0, 400),
)
def test_states_from_random_games_round_trip(seed, players, draft, steps):
    setup = quick_setup(players, seed=seed, personas=PERSONAS_DRAFT if draft else PERSONAS_RANDOM)
    chooser = random.Random(seed)
    state = engine.start(setup)
    while state.pending and isinstance(engine.legal_actions(state)[0], ChoosePersona):
        state = engine.apply(state, chooser.choice(engine.legal_actions(state)))
    for _ in range(steps):
        _assert_round_trip(state)
        if engine.is_over(state):
            break
        state = engine.apply(state, chooser.choice(engine.legal_actions(state)), check=False)
    _assert_round_trip(state)


def test_a_dumped_position_plays_on_identically():
    chooser = random.Random(5)
    setup = GameSetup(
        seats=tuple(
            SeatSetup(f"P{i}", persona=p, side=s)
            for i, (p, s) in enumerate([("eva", "B"), ("augustus", "B"), ("alice", "B")])
        ),
        seed=5,
        personas=PERSONAS_FIXED,
    )
    state = engine.start(setup)
    for _ in range(150):
        state = engine.apply(state, chooser.choice(engine.legal_actions(state)))
    copy = load_scenario(dump_scenario(state, title="bug report"))
    for _ in range(300):
        if engine.is_over(state):
            break
        assert engine.legal_actions(copy) == engine.legal_actions(state)
        action = chooser.choice(engine.legal_actions(state))
        state, copy = engine.apply(state, action), engine.apply(copy, action)
        assert copy == state


def test_dump_writes_a_title_and_readable_tables():
    text = dump_scenario(
        load_scenario(SCENARIOS / "ex9_inflator_condenser.toml"), title='Ex. 9 "again"'
    )
    assert text.splitlines()[1] == 'title = "Ex. 9 \\"again\\""'
    assert '{ at = [0, 0], tile = "electrosteam_source_1" },' in text
    assert "[belts]" in text and "[stacks]" in text and text.count("[[player]]") == 3


# ============================================================== the documentation


def test_the_complete_example_in_the_docs_loads():
    text = DOCS.read_text(encoding="utf-8")
    blocks = re.findall(r"```toml\n(.*?)```", text, re.S)
    assert blocks, "docs/scenarios.md has no toml example"
    state = load_scenario(blocks[0])
    assert invariants.check(state) == []
    assert len(state.players) == 3 and state.devices and any(d.workers for d in state.devices)


# ============================================================== robustness

GARBAGE = [
    '"x"',
    "-1",
    "0",
    "99",
    "true",
    "[]",
    "[1, 2]",
    '["monetiser_1"]',
    "{ a = 1 }",
    "[[0, 0]]",
    '"..."',
    '{ at = [0, 0], tile = "chrome_1" }',
    "3.5",
]


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_any_edit_of_a_scenario_loads_or_is_refused_with_reasons(data):
    """Replace the value of one key by garbage: the loader either builds a position that keeps
    every invariant, or raises ScenarioError; it never crashes."""
    name = data.draw(st.sampled_from(sorted(p.name for p in SCENARIOS.glob("*.toml"))))
    state = load_scenario(SCENARIOS / name)
    lines = dump_scenario(state).splitlines()
    editable = [i for i, line in enumerate(lines) if " = " in line and not line.startswith("#")]
    i = data.draw(st.sampled_from(editable))
    key = lines[i].split(" = ", 1)[0]
    lines[i] = f"{key} = {data.draw(st.sampled_from(GARBAGE))}"
    text = "\n".join(lines)
    try:
        edited = load_scenario(text)
    except ScenarioError as err:
        assert err.problems and all(str(p) for p in err.problems)
        return
    assert invariants.check(edited) == []
