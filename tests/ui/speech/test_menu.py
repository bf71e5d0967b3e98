"""The spoken choices of a decision: each plays a legal action, no two read alike, a place is
named (space, owner, tile, device, belt, column), builds are offered once per set of tiles."""

from __future__ import annotations

import pytest

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.ui.speech.menu import spoken_choices
from tests.ui.speech.positions import NAMES, position


@pytest.mark.parametrize("steps", [0, 20, 40, 60, 80])
def test_choices_are_legal_and_distinct(steps):
    state = position(steps)
    choices = spoken_choices(state, NAMES)
    legal = engine.legal_actions(state)
    assert choices
    assert all(c.action in legal for c in choices)
    said = [c.words for c in choices]
    assert len(set(said)) == len(said), said
    assert all(w and "{" not in w for w in said)


def test_an_ordinary_turn_names_each_place():
    state = position(60)
    assert engine.current_decision(state) is None
    choices = spoken_choices(state, NAMES)
    for c in choices:
        if isinstance(c.action, A.PlacePersona) and not c.action.automaton:
            assert c.words.startswith(f"Persona space {c.action.space + 1}: ")
        if isinstance(c.action, A.PlaceDevice) and not c.action.automaton:
            device = state.device(c.action.device)
            whose = "Your " if device.owner == state.current else f"{NAMES[device.owner]}'s "
            assert c.words.startswith(whose)
            assert c.words.endswith(f", device {device.id}")
    assert any(isinstance(c.action, A.Pass) for c in choices)


def test_a_belt_tile_is_named_with_its_belt_and_column():
    state = position(40)
    assert isinstance(engine.current_decision(state), F.TakeFrame)
    for c in spoken_choices(state, NAMES):
        if isinstance(c.action, A.TakeTile):
            assert f"column {c.action.col + 1}" in c.words
            assert "belt" in c.words


def test_builds_are_offered_once_per_set_of_tiles():
    state = position(0)
    seat = engine.to_act(state)
    space = next(
        c.action
        for c in spoken_choices(state, NAMES)
        if isinstance(c.action, A.PlacePersona) and "Build" in c.words
    )
    state = engine.apply(state, space)
    assert engine.to_act(state) == seat
    legal = engine.legal_actions(state)
    sets = {
        tuple(sorted(t for _p, t, _r in a.layout)) for a in legal if isinstance(a, A.BuildDevice)
    }
    choices = spoken_choices(state, NAMES, legal)
    builds = [c for c in choices if isinstance(c.action, A.BuildDevice)]
    assert len(builds) == len(sets) >= 1
    assert all(c.words.startswith("Build with ") for c in builds)
    assert isinstance(choices[-1].action, A.Decline) and choices[-1].words == "Build nothing"
