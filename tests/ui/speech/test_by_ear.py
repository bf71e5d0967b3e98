"""By ear: a whole two-player game against the Easy AI, played from what the spoken table says
only. The player hears the listener's utterances and the query keys' answers, and answers each
decision with one of the spoken choices (by its number); never a pixel, a mouse or the engine's
list of actions. The game reaches its end, and everything said is a whole sentence."""

from __future__ import annotations

import random

import pytest

from steamworks.ai import make_agent
from steamworks.language import speaking
from steamworks.rules.setup import quick_setup
from steamworks.session import GameSession
from steamworks.ui.speech import queries
from steamworks.ui.speech.listener import Listener, Snapshot

YOU = 0


def listening_player(said: list[str], rng: random.Random, listener: Listener) -> int:
    """The number of the spoken choice the player answers with: a build when one is offered
    (heard as "Build with ..."), else any choice (the player knows only the words)."""
    numbered = list(enumerate((c.words for c in listener.choices), start=1))
    builds = [n for n, words in numbered if words.startswith(("Build with", "[Bûîld wîth"))]
    return rng.choice(builds) if builds else rng.choice(numbered)[0]


def play_by_ear(seed: int) -> tuple[GameSession, list[str]]:
    session = GameSession(quick_setup(2, seed), record_history=False)
    easy = make_agent("easy", seed * 10 + 1)
    rng = random.Random(seed)
    listener = Listener()
    said: list[str] = []

    def snapshot() -> Snapshot:
        return Snapshot(session.state, session.names, tuple(session.story()), you=YOU)

    while not session.over:
        said += [u.text for u in listener.hear(snapshot())]
        seat = session.to_act()
        if seat != YOU:
            session.submit(easy.choose(session.state, seat))
            continue
        # the player asks what a sighted player sees at a glance, then answers by number
        said += [queries.answer(q, snapshot(), listener) for q in queries.QUERY_IDS]
        choice = listener.choice(listening_player(said, rng, listener))
        assert choice is not None
        session.submit(choice.action)  # raises if a spoken choice were not a legal move
    said += [u.text for u in listener.hear(snapshot())]
    return session, said


@pytest.mark.parametrize("seed", [7, 12])
def test_a_whole_game_against_easy_by_ear(seed):
    session, said = play_by_ear(seed)
    assert session.over
    assert said[-1].startswith("The game is over. ")
    assert all(text and "{" not in text for text in said)
    mine = [e for e in session.story() if e.seat == YOU]
    assert any("builds device" in e.text for e in mine)  # the player built by ear


def test_by_ear_in_another_language():
    with speaking("pseudo"):
        session, said = play_by_ear(7)
    assert session.over
    assert all("{" not in text for text in said)
    assert said[-1].startswith("[")
