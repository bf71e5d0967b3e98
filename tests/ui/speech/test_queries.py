"""The query keys proposed for the spoken table are real chords, free in today's key map and
not among the keys the game always keeps; each query has an answer."""

from __future__ import annotations

from steamworks.rules.setup import quick_setup
from steamworks.session import GameSession
from steamworks.ui import key_map
from steamworks.ui.speech import queries
from steamworks.ui.speech.listener import Listener, Snapshot


def test_proposed_keys_are_free_chords():
    taken = set(key_map.DEFAULT_MAP.values())
    taken |= {also for action in key_map.ACTIONS for also in action.also}
    proposed = [q.default for q in (queries.SPEECH_TOGGLE, *queries.QUERIES)]
    assert len(set(proposed)) == len(proposed)
    for chord in proposed:
        assert key_map.normalised(chord) == chord
        assert chord not in taken and chord not in key_map.RESERVED


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
