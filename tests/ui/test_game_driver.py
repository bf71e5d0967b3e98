"""Tests that the test driver's game helpers (tests/support/driver.py) find every kind of
decision's targets on the game table."""

from __future__ import annotations

import pygame

from steamworks.rules import actions as A
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.session import GameSession
from steamworks.ui.scenes.game import GameScene
from tests.support.driver import open_game, play_by_clicks, seats

# --- tests of the helpers themselves --------------------------------------------------------------------


def test_every_legal_action_of_a_turn_has_a_place_or_a_button(make_app):
    session = GameSession(GameSetup(seats=seats("human", "human", "human"), seed=5))
    d = open_game(make_app, session)
    scene = d.top
    legal = scene.legal
    assert legal
    for action in legal:
        assert scene.click_plan(action) is not None, action
    # and nothing illegal: every target's actions are legal
    for target in scene.targets:
        assert all(a in legal for a in target.actions)
    # every target lies inside the window
    for target in scene.targets:
        x, y = target.centre
        assert 0 <= x < 1600 and 0 <= y < 900


def test_selection_offers_each_way_and_cancels(make_app):
    """A place that answers two ways (an Augustus B persona space: mechanic or butler) is
    selected by a click; the prompt offers both; Esc cancels the selection."""
    setup = GameSetup(
        seats=(
            SeatSetup("Ada", persona="augustus", side="B"),
            SeatSetup("Brunel", persona="alice", side="A", colour=1),
        ),
        seed=3,
        personas="fixed",
        start_player=0,
    )
    d = open_game(make_app, GameSession(setup))
    scene = d.top
    target = next(t for t in scene.targets if t.key == ("persona", 1))
    assert len(target.actions) == 2
    d.click_at(target.centre)
    assert scene.selection is not None and scene.selection.key == ("persona", 1)
    assert {scene.button_for(a) is not None for a in target.actions} == {True}
    d.key(pygame.K_ESCAPE)
    assert scene.selection is None and isinstance(d.top, GameScene)
    play_by_clicks(d, A.PlacePersona(1, automaton=True))
    assert scene.session.log[-1].action == A.PlacePersona(1, automaton=True)
