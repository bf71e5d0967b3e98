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
