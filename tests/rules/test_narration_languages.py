"""The story and the refusals in another language: a whole seeded two-player game between two
AI agents, every story entry and every refusal worded under `speaking("pseudo")` (the test
language whose every sentence is translated: longer, accented, placeholders kept).

Every line must come out whole: no wording raises, none is empty, and none leaves a
placeholder unfilled (a "{" left in the text). The same game is worded in English too, to show
the pseudo-language really changed the words.
"""

from __future__ import annotations

import pytest

from steamworks.ai.greedy import EasyAgent, RandomAgent
from steamworks.language import speaking
from steamworks.rules import actions as A
from steamworks.rules import engine, idle, preview
from steamworks.rules import narrate as N
from steamworks.rules.describe import describe_action, describe_decision
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import GameState

NAMES = ("Ada", "Brunel")
MORE_NAMES = ("Cayley", "Dorothea", "Elsie")


def _refused(state: GameState) -> list[A.Action]:
    """Actions of every kind, most of them not allowed now (each gets its refusal worded)."""
    tries: list[A.Action] = [A.Pass(), A.Pass(automaton=True), A.Decline(), A.EndActivation()]
    tries += [A.PlacePersona(space) for space in range(5)]
    tries += [A.PlacePersona(0, automaton=True), A.Repeat(), A.Choose("none")]
    for device in state.devices:
        for pos, _tile, _rot in device.layout:
            tries += [A.PlaceDevice(device.id, pos), A.ActivateOwn(device.id, pos)]
    for belt, row in enumerate(state.belts):
        tries += [A.TakeTile(belt, col) for col in range(len(row) + 1)]
    tries += [A.TakeTop(stack) for stack in (1, 2, 3)] + [A.Reveal(1)]
    tries += [A.ChooseSource(power) for power in "CSE"]
    tries += [A.Activate((0, col), power) for col in range(3) for power in "CSE"]
    tries.append(A.BuildDevice((((0, 0), "steam_source", 0), ((0, 2), "monetiser_1", 1))))
    tries.append(A.AddTile(1, "steam_source", (0, 5), 0))
    return tries


def _words_of_a_game(language: str, seed: int, players: int = 2) -> tuple[list[str], list[str]]:
    """(every story line, every other line the rules word) of one seeded game, in `language`
    (two players: coins for a visit; more: clock counters, and names for each seat)."""
    story: list[str] = []
    others: list[str] = []
    state = engine.start(quick_setup(players, seed=seed))
    agents = [EasyAgent(seed=seed), RandomAgent(seed=seed + 1)]
    agents += [EasyAgent(seed=seed + seat) for seat in range(2, players)]
    names = NAMES + MORE_NAMES[: players - 2]
    with speaking(language):
        while not state.game_over:
            seat = engine.to_act(state)
            assert seat is not None
            if state.pending:
                others.append(describe_decision(state.pending[-1]))
            for action in _refused(state):
                reason = engine.explain_illegal(state, action)
                if reason is not None:
                    others.append(reason)
            for action in engine.legal_actions(state):
                others.append(describe_action(state, action, names))
                if not state.pending and isinstance(action, (A.PlacePersona, A.PlaceDevice)):
                    others += preview.outcome_lines(state, action)
                    reason = idle.idle_reason(state, action)
                    if reason is not None:
                        others.append(reason)
            action = agents[seat].choose(state)
            after = engine.apply(state, action)
            for entry in N.narrate(state, action, after, names):
                story += [entry.text, entry.summary] if entry.is_event else [entry.text]
            state = after
    return story, others


@pytest.mark.parametrize("seed", [3])
def test_a_whole_game_is_told_in_the_pseudo_language(seed):
    story, others = _words_of_a_game("pseudo", seed)
    english, _ = _words_of_a_game("en", seed)
    assert len(story) == len(english) > 50  # the same game, told line for line
    assert any(line.startswith("Round") for line in english)
    for line in story + others:
        assert line.strip(), "an empty line"
        assert "{" not in line and "}" not in line, line
    # every story line was worded in the test language: its sentences are in brackets
    for told, plain in zip(story, english):
        assert told != plain and "[" in told, (told, plain)
    # the players' names and the numbers pass through untouched
    assert any("Ada" in line for line in story) and any("Brunel" in line for line in story)


def test_answers_remembered_about_a_state_follow_the_language():
    """The table's remembered answers about the state on show (rules/about_state.py) hold
    words: asked again in another language, they come in that language."""
    from steamworks.rules.actions import PlaceDevice
    from tests.support.positions import device, inventors, scenario

    state = scenario(
        inventors(3, ada={"sources": (1, 1, 0), "supply": ["monetiser_1"]})
        + device("Ada", (0, 0, "electrickal_source"), (0, 1, "manufacturer_1"))
    )
    on_manufacturer = PlaceDevice(1, (0, 0))
    english = idle.idle_reason(state, on_manufacturer)
    with speaking("pseudo"):
        pseudo = idle.idle_reason(state, on_manufacturer)
    assert english is not None and "only 3 tiles" in english
    assert pseudo is not None and pseudo != english and "[" in pseudo
    assert idle.idle_reason(state, on_manufacturer) == english


def test_every_prompt_that_says_your_has_its_words_about_a_player():
    """A skipped decision is told of its player ("Ada cannot grind tiles from their supply"):
    each effect prompt of the data that speaks of "your" things has its own sentence for that,
    so every language can say it (describe.THEIR_PROMPTS)."""
    import re

    from steamworks.rules.data import load
    from steamworks.rules.describe import THEIR_PROMPTS

    speaking_of_yours = {
        effect.prompt
        for effect in load().effects.values()
        if effect.prompt and re.search(r"\byour\b", effect.prompt)
    }
    assert speaking_of_yours == set(THEIR_PROMPTS)
    for prompt, theirs in THEIR_PROMPTS.items():
        assert theirs == re.sub(r"\byour\b", "their", prompt)
