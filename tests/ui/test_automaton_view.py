"""The Automaton is drawn as itself wherever it stands (a persona space, in the large board and
in the summary rows, or a device's source) and the tooltips name it."""

from __future__ import annotations

import pygame
import pytest

from steamworks.rules import engine
from steamworks.session import GameSession
from steamworks.ui.art import palette as P
from steamworks.ui.game import layout as L
from steamworks.ui.game import target_keys as K
from steamworks.ui.game import views as V
from steamworks.ui.game.tooltips import tip_for
from tests.support import savegames  # the Automaton game is defined once, with the save fixtures
from tests.support.driver import open_game

NAMES = ("Ada Lovelace", "Brunel", "Émilie du Châtelet")


@pytest.fixture(scope="module")
def automaton_game():
    """Augustus's butler (seat 0) on persona space 2, Eva's Automaton (seat 1) on device 3,
    Alice's (seat 2) still on the central board; Eva's turn finished."""
    record = savegames.automaton_record()
    actions = [entry.action for entry in record.log]
    state = record.state
    while state.pending:
        action = engine.legal_actions(state)[-1]
        actions.append(action)
        state = engine.apply(state, action)
    assert [p.automaton_at for p in state.players] == [(2,), (3, 0, 0, 0), ()]
    return record.setup, actions, state


def _automatons_drawn(monkeypatch, draw, state, focus: int) -> set[int]:
    """Seats whose Automaton `draw` pictures (ViewContext.mechanic called with automaton=True)."""
    seats: set[int] = set()
    original = V.ViewContext.mechanic

    def recording(self, seat, size, automaton=False):
        if automaton:
            seats.add(seat)
        return original(self, seat, size, automaton)

    monkeypatch.setattr(V.ViewContext, "mechanic", recording)
    size = (1600, 900)
    layout = L.table_layout(size, 1.0, state, focus)
    ctx = V.ViewContext(
        scale=1.0,
        names=NAMES,
        styles=tuple(P.player_style(i) for i in range(3)),
        colour_index=(0, 1, 2),
        colour_blind=False,
        humans=(True, True, True),
        focus=focus,
    )
    draw(pygame.Surface(size), state, layout, ctx)
    return seats


def test_the_automaton_is_drawn_where_it_stands(make_app, monkeypatch, automaton_game):
    make_app()  # pygame and the fonts ready
    _setup, _actions, state = automaton_game
    # seats 0 and 1 have used their Automatons: any Automaton drawn for them is where it stands
    assert _automatons_drawn(monkeypatch, V.draw_tableau, state, focus=0) == {1}  # on device 3
    assert _automatons_drawn(monkeypatch, V.draw_persona, state, focus=0) == {0}  # the large board
    assert _automatons_drawn(monkeypatch, V.draw_others, state, focus=1) == {0}  # a summary row
    assert (
        _automatons_drawn(monkeypatch, V.draw_persona, state, focus=1) == set()
    )  # Eva's spaces: mechanics
    assert _automatons_drawn(monkeypatch, V.draw_board, state, focus=0) == {
        2
    }  # Alice's waits on the board


def test_the_game_screen_draws_the_table_with_both_automatons(make_app, automaton_game):
    setup, actions, _state = automaton_game
    d = open_game(make_app, GameSession(setup, actions))
    d.frames(3)
    assert d.top.session.state.players[1].automaton_at == (3, 0, 0, 0)


def test_tooltips_name_the_automaton(automaton_game):
    _setup, _actions, state = automaton_game

    def lines(key, focus=0):
        tip = tip_for(key, state, NAMES, [], False, focus=focus)
        return " ".join(tip.lines)

    assert "Brunel's Automaton stands here this round." in lines(K.SourceSlot(3, (0, 0), 0))
    assert "Ada Lovelace's Automaton is already here this round." in lines(K.PersonaSpace(2))
    assert "Ada Lovelace's mechanic is already here this round." in lines(K.PersonaSpace(3))
    assert "Ada Lovelace's Automaton is already here" in lines(K.OtherSpace(0, 2), focus=1)
    assert "Your Automaton is working on persona space 3 this round." in lines(K.AutomatonSpot(0))
    assert "Your Automaton is working on Émilie du Châtelet's device #3 this round." in lines(
        K.AutomatonSpot(1), 1
    )
    assert "Their Automaton is working on persona space 3." in lines(K.Summary(0), focus=1)
    assert "Your Automaton is on the central board." in lines(K.AutomatonSpot(2), 2)
