"""Outcome previews for tooltips: wages, owner rewards and every powered component are named."""

from __future__ import annotations

import attrs

from steamworks.rules import engine, preview
from steamworks.rules.actions import Pass, PlaceDevice, PlacePersona
from steamworks.rules.connectors import make_layout
from steamworks.rules.data import load
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.rules.state import Device


def _state(players=3):
    seats = tuple(
        SeatSetup(f"P{i}", persona=p, side="A")
        for i, p in enumerate(["alice", "eva", "rowena", "lucius"][:players])
    )
    state = engine.start(GameSetup(seats=seats, seed=1, personas="fixed", start_player=0))
    layout = make_layout(
        {(0, 0): ("clockwork_source", 0), (0, 1): ("monetiser_1", 0), (1, 0): ("condenser_3", 0)}
    )
    return attrs.evolve(state, devices=(Device(1, owner=1, layout=layout),), next_device_id=2)


def test_device_preview_names_wage_owner_reward_and_each_component():
    lines = preview.outcome_lines(_state(), PlaceDevice(1, (0, 0)))
    assert lines[0] == "Your first mechanic works for free."
    assert "clock counter" in lines[1]
    assert any(line.startswith("Monetiser (clockwork)") and "£3" in line for line in lines)
    assert not any("Condenser" in line for line in lines), "condenser_3 faces away from the source"


def test_two_player_preview_says_the_owner_gains_a_pound():
    lines = preview.outcome_lines(_state(2), PlaceDevice(1, (0, 0)))
    assert lines[1] == "Its owner gains £1."


def test_persona_and_pass_previews():
    state = _state()
    assert preview.outcome_lines(state, PlacePersona(2))[1] == "Build a device of 2 tiles."
    assert preview.outcome_lines(state, Pass()) == [
        "Pass with your next mechanic and collect 0 pounds."
    ]


def test_every_component_effect_has_an_explanation():
    effects = {t.effect for t in load().tiles.values()}
    missing = [e for e in effects if not preview.effect_text(e)]
    assert not missing
