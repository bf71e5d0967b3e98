"""The converter: tags pinned, schema pinned, strict values, exact round trips."""

from __future__ import annotations

import json

import attrs
import pytest
from cattrs.errors import ClassValidationError

from steamworks.persistence import convert
from steamworks.persistence.convert import (
    ACTION_TAGS,
    FRAME_TAGS,
    TAG_KEY,
    converter,
    describe_error,
)
from steamworks.persistence.record import LogEntry
from steamworks.persistence.savefile import SavedGame
from steamworks.rules import actions as A
from steamworks.rules import frames as F
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.rules.state import Device, GameState, Player

# The stable tags of the save format (unchanged since format 1). Renaming or removing one breaks every save that uses it:
# keep the class name, or bump the format and add a migration (see migrations.py).
PINNED_ACTION_TAGS = [
    "PlacePersona",
    "PlaceDevice",
    "Pass",
    "ChoosePersona",
    "TakeTile",
    "TakeTop",
    "Reveal",
    "KeepRevealed",
    "ChooseSource",
    "BuildDevice",
    "AddTile",
    "ActivateOwn",
    "Activate",
    "Repeat",
    "EndActivation",
    "Choose",
    "Decline",
]
PINNED_FRAME_TAGS = [
    "DraftFrame",
    "StepsFrame",
    "TakeFrame",
    "RevealFrame",
    "SourceFrame",
    "BuildFrame",
    "AddFrame",
    "OwnSourceFrame",
    "ActivationFrame",
    "EffectFrame",
    "RepeatFrame",
]

# The fields of every class a format-3 save holds (format 2 added Player.automaton_at, format 3
# GameSetup.hints and LogEntry.hinted). If a rules change alters one of these lists,
# old saves no longer structure: bump FORMAT_VERSION, add a migration that fills in the new
# field (or drops the old one), regenerate the current fixture and update this table.
PINNED_SCHEMA = {
    "SavedGame": [
        "format",
        "format_version",
        "game_version",
        "saved_at",
        "setup",
        "seed",
        "log",
        "snapshot",
    ],
    "LogEntry": ["seat", "action", "revealed", "hinted"],
    "GameSetup": ["seats", "seed", "personas", "variant_end_of_age", "start_player", "hints"],
    "SeatSetup": ["name", "controller", "colour", "persona", "side"],
    "GameState": [
        "players",
        "belts",
        "stacks",
        "hidden",
        "locks",
        "clock_supply",
        "clocks_removed",
        "age",
        "round",
        "turn",
        "start_player",
        "current",
        "devices",
        "next_device_id",
        "removed",
        "pending",
        "rng",
        "progress",
        "game_over",
        "variant_end_of_age",
        "revealed",
        "end_reason",
    ],
    "Player": [
        "persona",
        "side",
        "money",
        "prestige",
        "clocks",
        "sources",
        "supply",
        "mechanics",
        "used",
        "spaces",
        "automaton",
        "automaton_at",
    ],
    "Device": ["id", "owner", "layout", "workers"],
    "PlacePersona": ["space", "automaton"],
    "PlaceDevice": ["device", "pos", "slot", "automaton"],
    "Pass": ["automaton"],
    "ChoosePersona": ["persona", "side"],
    "TakeTile": ["belt", "col"],
    "TakeTop": ["stack"],
    "Reveal": ["stack"],
    "KeepRevealed": ["tile"],
    "ChooseSource": ["type"],
    "BuildDevice": ["layout"],
    "AddTile": ["device", "tile", "pos", "rotation"],
    "ActivateOwn": ["device", "pos", "bonus"],
    "Activate": ["pos", "power"],
    "Repeat": [],
    "EndActivation": [],
    "Choose": ["key"],
    "Decline": [],
    "DraftFrame": ["player", "offered"],
    "StepsFrame": ["player", "steps"],
    "TakeFrame": ["player", "mode", "power", "count"],
    "RevealFrame": ["player", "stack", "tiles"],
    "SourceFrame": ["player"],
    "BuildFrame": ["player", "sizes", "cost", "then_activate"],
    "AddFrame": ["player", "mode", "sizes", "owner"],
    "OwnSourceFrame": ["player", "cost", "alice", "device"],
    "ActivationFrame": ["player", "device", "source", "layout", "owner", "done", "gears_pass"],
    "EffectFrame": ["player", "effect", "power", "owner"],
    "RepeatFrame": ["player", "pos", "effect", "power", "owner", "remaining"],
}


def test_action_tags_are_pinned():
    assert list(ACTION_TAGS) == PINNED_ACTION_TAGS
    assert set(ACTION_TAGS.values()) == set(A.ACTION_TYPES)


def test_every_frame_class_has_a_tag():
    frame_classes = {
        obj
        for obj in vars(F).values()
        if isinstance(obj, type) and attrs.has(obj) and obj.__module__ == F.__name__
    }
    assert list(FRAME_TAGS) == PINNED_FRAME_TAGS
    assert set(FRAME_TAGS.values()) == frame_classes, (
        "a new decision frame needs a tag in convert.FRAME_TYPES"
    )


def test_schema_is_pinned():
    classes = [
        SavedGame,
        LogEntry,
        GameSetup,
        SeatSetup,
        GameState,
        Player,
        Device,
        *A.ACTION_TYPES,
        *convert.FRAME_TYPES,
    ]
    actual = {cls.__name__: [a.name for a in attrs.fields(cls)] for cls in classes}
    assert actual == PINNED_SCHEMA


def test_tag_key_clashes_with_no_field():
    for cls in (*A.ACTION_TYPES, *convert.FRAME_TYPES):
        assert TAG_KEY not in {a.name for a in attrs.fields(cls)}


def round_trip(value, cls):
    return converter.structure(json.loads(json.dumps(converter.unstructure(value))), cls)


@pytest.mark.parametrize(
    "action",
    [
        A.PlacePersona(2, automaton=True),
        A.PlaceDevice(3, (0, -1), 1, False),
        A.ChooseSource("E"),
        A.BuildDevice((((0, 0), "steam_source", 0), ((0, 1), "iterator_1", 3))),
        A.AddTile(4, "chrome_1", (-1, 2), 2),
        A.Repeat(),
        A.Decline(),
        A.Choose("two:chrome_1,chrome_2"),
    ],
)
def test_actions_round_trip_tagged(action):
    raw = converter.unstructure(action, A.Action)
    assert raw[TAG_KEY] == type(action).__name__
    assert round_trip(LogEntry(0, action, ("chrome_1",)), LogEntry) == LogEntry(
        0, action, ("chrome_1",)
    )


def test_frames_round_trip_exactly():
    frames = (
        F.ActivationFrame(
            1, 3, (0, 0), (((0, 0), "steam_source", 0),), None, frozenset({(0, 1), (-1, 0)}), 2
        ),
        F.AddFrame(0, "supply", (3,), None),
        F.AddFrame(0, "basic", None, 2),
        F.RevealFrame(2, 1, ("chrome_1", "chrome_2")),
        F.DraftFrame(1, ()),
    )
    state = GameState(
        players=(Player("eva", "A", 3),),
        belts=((None, "x"),),
        stacks=((), (), ()),
        hidden=(0, 0, 0),
        locks=(1, 2, 3),
        clock_supply=4,
        pending=frames,
    )
    back = round_trip(state, GameState)
    assert back == state
    assert type(back.pending[0].done) is frozenset
    assert back.pending[2].sizes is None and back.belts[0][0] is None


def test_frozensets_are_written_sorted():
    frame = F.ActivationFrame(0, 1, (0, 0), (), None, frozenset({(2, 1), (0, 5), (1, 1)}))
    assert converter.unstructure(frame, convert.Frame)["done"] == [(0, 5), (1, 1), (2, 1)]


@pytest.mark.parametrize(
    "bad, phrase",
    [
        ({"money": "3"}, "players[0].money should be a whole number, not the text '3'"),
        ({"money": 3.0}, "players[0].money should be a whole number, not the decimal number 3.0"),
        ({"money": True}, "players[0].money should be a whole number, not true"),
        ({"money": 2**70}, "players[0].money is an impossibly large number"),
        ({"persona": 7}, "players[0].persona should be text, not the number 7"),
        ({"supply": "chrome_1"}, "players[0].supply should be a list, not the text 'chrome_1'"),
        ({"sources": [1, 2]}, "players[0].sources should be a list of 3 items, not 2"),
        ({"spaces": [1]}, "players[0].spaces[0] should be true or false, not the number 1"),
        (
            {"automaton_at": [2, "x"]},
            "players[0].automaton_at[1] should be a whole number, not the text 'x'",
        ),
        ({"automaton_at": None}, "players[0].automaton_at should be a list, not null"),
        ({"bonus": 1}, "players[0] has unknown field 'bonus'"),
    ],
)
def test_wrong_types_are_named_precisely(bad, phrase):
    state = GameState(
        players=(Player("eva", "A", 3, spaces=(False,)),),
        belts=(),
        stacks=((), (), ()),
        hidden=(0, 0, 0),
        locks=(0, 0, 0),
        clock_supply=0,
    )
    raw = json.loads(json.dumps(converter.unstructure(state)))
    raw["players"][0].update(bad)
    assert phrase in structure_error(raw, GameState)


def structure_error(raw, cls) -> str:
    """The description of the error structuring `raw` as `cls` raises."""
    with pytest.raises((ClassValidationError, convert.ShapeError)) as info:
        converter.structure(raw, cls)
    return describe_error(info.value)


def test_missing_fields_are_errors_even_with_defaults():
    raw = converter.unstructure(Player("eva", "A", 3))
    del raw["prestige"]
    assert structure_error(raw, Player) == "the file lacks the field prestige"
    message = structure_error({"seats": [], "seed": 0}, GameSetup)
    assert message == "the file lacks the fields hints, personas, start_player, variant_end_of_age"


def test_unknown_action_kind_is_named():
    message = structure_error(
        {"seat": 0, "action": {TAG_KEY: "Teleport"}, "revealed": [], "hinted": False}, LogEntry
    )
    assert message == "action is an unknown kind of action: the text 'Teleport'"
    message = structure_error(
        {"seat": 0, "action": {"space": 1}, "revealed": [], "hinted": False}, LogEntry
    )
    assert message == "action has no 'kind' field saying which action it is"


def test_class_level_refusals_are_shape_errors():
    raw = converter.unstructure(GameSetup(seats=(SeatSetup("a"), SeatSetup("b"))))
    raw["seats"] = raw["seats"][:1]
    assert (
        structure_error(raw, GameSetup)
        == "the file is not valid: Steam Works is for 2 to 5 players, not 1"
    )


def test_the_automatons_place_round_trips():
    player = Player("eva", "A", 3, spaces=(False, True), automaton=2, automaton_at=(4, 0, -1, 1))
    raw = converter.unstructure(player)
    assert raw["automaton_at"] == [4, 0, -1, 1]
    assert round_trip(player, Player) == player
    raw = converter.unstructure(attrs.evolve(player, automaton_at=(1,)))
    assert raw["automaton_at"] == [1] and converter.structure(raw, Player).automaton_space == 1
