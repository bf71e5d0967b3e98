"""A whole game told in each of the game's languages (issue #35): the same seeded game, every
story line, refusal, decision and preview worded in German, French and Spanish from their
catalogues, each line whole (no unfilled placeholder, none empty) and really translated; a
two-player game (coins for a visit) and a four-player one (clock counters, four names)."""

from __future__ import annotations

import re

import pytest

from steamworks.language import KNOWN, money, speaking
from tests.rules.test_narration_languages import _words_of_a_game

TRANSLATED = [language.code for language in KNOWN if language.code != "en"]


@pytest.fixture(scope="module")
def english() -> dict[int, tuple[list[str], list[str]]]:
    return {players: _words_of_a_game("en", 3, players) for players in (2, 4)}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("code", TRANSLATED)
def test_a_whole_game_is_told_in(code, players, english):
    with speaking(code) as spoken:
        assert spoken == code  # the catalogue loaded
        one_pound = money(1)
    story, others = _words_of_a_game(code, 3, players)
    plain = english[players][0]
    assert len(story) == len(plain) > 50
    for line in story + others:
        assert line.strip(), "an empty line"
        assert "{" not in line and "}" not in line, line
    # the story is in the language: lines equal to the English are rare (a bare name or number)
    same = [told for told, said in zip(story, plain) if told == said]
    assert len(same) <= len(story) // 50, same[:5]
    names = ("Ada", "Brunel", "Cayley", "Dorothea")[:players]
    assert all(any(name in line for line in story) for name in names)
    # a sum is the language's own ("3 £"), never the English "£3"
    assert not any(re.search(r"£\d", line) for line in story + others), code
    assert any(one_pound in line for line in story + others)


@pytest.mark.parametrize("code", ["pseudo", *TRANSLATED])
def test_the_save_checks_pass_in_every_language(code):
    """The loader's checks decide on the state, never on words: every state of seeded games of
    two to five players passes them while the game speaks another language (a check that
    tested a place's English words refused every German save holding a persona tile)."""
    from steamworks.ai.greedy import EasyAgent
    from steamworks.persistence.validate import check_setup, check_state
    from steamworks.rules import engine
    from steamworks.rules.setup import quick_setup

    with speaking(code):
        for players in (2, 3, 4, 5):
            setup = quick_setup(players, seed=players)
            check_setup(setup)
            state = engine.start(setup)
            agent = EasyAgent(seed=players)
            while not state.game_over:
                check_state(state, setup)
                state = engine.apply(state, agent.choose(state))
            check_state(state, setup)
