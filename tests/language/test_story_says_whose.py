"""The story tells a persona space and a declined decision about the player who has it: "Ada
places a mechanic on persona space 4 (fire one of their own sources)", "Ada declines to
activate one of their own sources" (it said "your own", as if the reader were Ada); said to the
learner (the seat named YOU) it is "your own" again, in every language."""

from __future__ import annotations

import pytest

from steamworks.language import speaking, tr
from steamworks.rules.words import YOU
from tests.language.test_story_to_you import told

SEEDS = range(1, 9)


def _lines(code, names):
    return [line for seed in SEEDS for line in told(code, names, seed=seed, steps=200)]


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_another_players_own_sources_are_theirs_and_the_learners_are_yours(code):
    with speaking(code):
        yours = tr("fire one of your own sources"), tr("activate one of your own sources")
        theirs = tr("fire one of their own sources"), tr("activate one of their own sources")
    lines = _lines(code, ("Rival", YOU))
    rival = [text for seat, text in lines if seat == 0]
    mine = [text for seat, text in lines if seat == 1]
    assert any(any(t in text for t in theirs) for text in rival)
    assert not any(any(y in text for y in yours) for text in rival)
    assert any(any(y in text for y in yours) for text in mine)
    assert not any(any(t in text for t in theirs) for text in mine)
