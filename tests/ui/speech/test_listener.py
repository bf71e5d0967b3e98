"""The listener says what is news from one snapshot to the next, once: the story's new lines,
a refusal, a turn change, the listener's new decision with its choices, the focus."""

from __future__ import annotations

from steamworks.rules import actions as A
from steamworks.rules.setup import quick_setup
from steamworks.session import GameSession
from steamworks.ui.game import target_keys as K
from steamworks.ui.speech.listener import READ_ALL, Listener, Snapshot

NAMES = ("Player 1", "Player 2")


def snap(session: GameSession, **more) -> Snapshot:
    return Snapshot(session.state, session.names, tuple(session.story()), you=0, **more)


def texts(utterances) -> list[str]:
    return [u.text for u in utterances]


def test_first_snapshot_says_the_turn_and_the_decision_then_nothing_more():
    session = GameSession(quick_setup(2, 7), record_history=False)
    listener = Listener()
    said = texts(listener.hear(snap(session)))
    assert said[0] == "Your turn."
    assert said[1].startswith("Place a mechanic or pass: ")
    assert len(listener.choices) <= READ_ALL
    assert said[2:] == [f"{i}: {c.words}." for i, c in enumerate(listener.choices, 1)]
    assert listener.hear(snap(session)) == []


def test_a_move_is_told_by_the_story_then_the_next_decision():
    session = GameSession(quick_setup(2, 7), record_history=False)
    listener = Listener()
    listener.hear(snap(session))
    build = next(c for c in listener.choices if "Build" in c.words)
    session.submit(build.action)
    said = texts(listener.hear(snap(session)))
    assert said[0] == session.story()[-1].text
    assert said[1].startswith("Build a device of exactly 2 tiles: ")
    assert "Your turn." not in said  # the same turn goes on


def test_the_other_players_turn():
    session = GameSession(quick_setup(2, 7), record_history=False)
    listener = Listener()
    listener.hear(snap(session))
    session.submit(next(c.action for c in listener.choices if isinstance(c.action, A.Pass)))
    said = texts(listener.hear(snap(session)))
    assert "Player 2's turn." in said
    assert listener.choices == ()  # not the listener's decision


def test_an_undone_step_is_said_and_the_decision_read_again():
    session = GameSession(quick_setup(2, 7), record_history=False)
    listener = Listener()
    listener.hear(snap(session))
    session.submit(next(c.action for c in listener.choices if "Build" in c.words))
    listener.hear(snap(session))
    assert session.undo()
    said = texts(listener.hear(snap(session)))
    assert said[0] == "Undone."
    assert said[1].startswith("Place a mechanic or pass: ")
    assert "Your turn." not in said


def test_a_refusal_is_said_once():
    session = GameSession(quick_setup(2, 7), record_history=False)
    listener = Listener()
    listener.hear(snap(session))
    said = texts(listener.hear(snap(session, refused=A.PlacePersona(9))))
    assert said == ["Not allowed. Your persona board has no such space."]
    assert listener.hear(snap(session, refused=A.PlacePersona(9))) == []
    listener.hear(snap(session))
    assert len(listener.hear(snap(session, refused=A.PlacePersona(9)))) == 1


def test_the_focus_interrupts_when_it_is_the_only_news():
    session = GameSession(quick_setup(2, 7), record_history=False)
    listener = Listener()
    listener.hear(snap(session))
    said = listener.hear(snap(session, focus=K.PersonaSpace(0)))
    assert len(said) == 1 and said[0].interrupt
    assert said[0].text.startswith("Player 1: persona space 1. ")
    assert listener.hear(snap(session, focus=K.PersonaSpace(0))) == []
    # a prompt's button has no tooltip: its choice's words are said
    button = listener.choices[-1]
    said = listener.hear(snap(session, focus=K.Button("pass"), focus_actions=(button.action,)))
    assert texts(said) == [button.words]
