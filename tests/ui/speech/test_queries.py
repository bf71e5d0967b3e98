"""The query keys proposed for the spoken table are real chords, free in today's key map and
not among the keys the game always keeps; each query has an answer."""

from __future__ import annotations

from steamworks.rules.setup import quick_setup
from steamworks.session import GameSession
from steamworks.ui import key_map
from steamworks.ui.speech import queries
from steamworks.ui.speech.listener import Listener, Snapshot


def test_the_query_keys_are_the_key_maps():
    """Each query (and the toggle) is an ordinary action of the key map, with the same words
    and the proposed key as its usual one; no two actions share a usual key."""
    for query in (queries.SPEECH_TOGGLE, *queries.QUERIES):
        action = key_map.action(query.id)
        assert action.label == query.label and action.default == query.default
        assert key_map.normalised(query.default) == query.default
        assert query.default not in key_map.RESERVED
    usual = [a.default for a in key_map.ACTIONS] + [c for a in key_map.ACTIONS for c in a.also]
    assert len(set(usual)) == len(usual)
    assert key_map.check_map({}) is None


def test_every_query_answers():
    session = GameSession(quick_setup(2, 7), record_history=False)
    snap = Snapshot(session.state, session.names, tuple(session.story()), you=0)
    listener = Listener()
    listener.hear(snap)
    for query in queries.QUERY_IDS:
        assert queries.answer(query, snap, listener)
    assert queries.answer("last", snap) == "Nothing has happened yet."
    decision = queries.answer("decision", snap, listener)
    assert decision.startswith("Place a mechanic or pass: ") and "1: " in decision


def test_a_position_shown_answers_every_query_key_naming_its_players():
    """The replay's answers: every query key of the table answers about a position shown,
    "my" supply said of the player whose board is shown, by name."""
    from steamworks.ui.speech import positions
    from steamworks.ui.speech.spoken_screen import ShownPosition, shown_position
    from tests.ui.speech.positions import NAMES, position

    state = position(6)
    assert set(positions.POSITION_QUERIES) == set(queries.QUERY_IDS)
    shown = shown_position((state, NAMES))  # a screen that knows only the state and names
    assert shown == ShownPosition(state, NAMES)
    for query in positions.POSITION_QUERIES:
        assert positions.position_answer(query, shown)
    other = ShownPosition(state, NAMES, seat=1, last_line="Ada passes.")
    supply = positions.position_answer("supply", other)
    assert supply.startswith("Brunel has ") and "your" not in supply.lower()
    assert positions.position_answer("last", other) == "Ada passes."
    assert positions.devices_seat(other, None) == 1 and positions.devices_seat(other, 1) == 0
