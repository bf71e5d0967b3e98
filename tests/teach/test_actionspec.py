"""Actions written as TOML tables: every legal action met in the shipped lessons and puzzle
lines round-trips, partial tables match by the fields they give, and mistakes are named."""

from __future__ import annotations

import tomllib

import pytest

from steamworks.rules import engine
from steamworks.rules.actions import BuildDevice, PlaceDevice, TakeTile
from steamworks.teach import actionspec
from steamworks.teach.lessons import LessonRun, expected_action, load_lessons
from steamworks.teach.puzzles import line_positions, load_puzzles


def _positions():
    lessons, _ = load_lessons()
    for lesson in lessons:
        run = LessonRun(lesson)
        while not run.finished:
            yield run.state
            if run.step.read_only or run.step.auto:
                run.proceed()
            else:
                run.attempt(expected_action(run.state, run.step.expect[0]))
    puzzles, _ = load_puzzles()
    for puzzle in puzzles:
        yield from line_positions(puzzle)[:-1]


def test_every_legal_action_round_trips_through_toml():
    seen = set()
    for state in _positions():
        for action in engine.legal_actions(state):
            text = actionspec.to_toml(action)
            table = tomllib.loads(f"a = {text}")["a"]
            assert actionspec.to_action(table) == action, text
            assert actionspec.matches(table, action)
            seen.add(type(action).__name__)
    assert {
        "PlacePersona",
        "PlaceDevice",
        "Pass",
        "TakeTile",
        "ChooseSource",
        "BuildDevice",
    } <= seen
    assert {"ActivateOwn", "Activate", "Repeat", "EndActivation", "Choose", "Decline"} <= seen


def test_partial_tables_match_by_the_fields_they_give():
    assert actionspec.matches({"kind": "TakeTile", "belt": 0}, TakeTile(0, 3))
    assert not actionspec.matches({"kind": "TakeTile", "belt": 1}, TakeTile(0, 3))
    assert not actionspec.matches({"kind": "TakeTile"}, PlaceDevice(1, (0, 0)))
    layout = (((5, 5), "clockwork_source", 0), ((5, 6), "start_monetiser", 0))
    spec = {
        "kind": "BuildDevice",
        "layout": [
            {"at": [0, 0], "tile": "clockwork_source"},
            {"at": [0, 1], "tile": "start_monetiser"},
        ],
    }
    assert actionspec.matches(spec, BuildDevice(layout))  # the same device at another offset


@pytest.mark.parametrize(
    "table, message",
    [
        ({"kind": "Fly"}, "there is no action kind 'Fly'"),
        ({"kind": "TakeTile", "row": 1}, "TakeTile has no field 'row'"),
        ({"kind": "PlaceDevice", "device": 1, "pos": [0]}, "pos must be [row, col]"),
        ({"kind": "BuildDevice", "layout": [{"tile": "x"}]}, "needs `at` and `tile`"),
        ("Pass", "an action is a table"),
    ],
)
def test_mistakes_are_named(table, message):
    with pytest.raises(actionspec.SpecError) as info:
        actionspec.parse(table)
    assert message in str(info.value)


def test_an_incomplete_table_cannot_be_played():
    with pytest.raises(actionspec.SpecError, match="needs more fields"):
        actionspec.to_action({"kind": "TakeTile", "belt": 0})
