"""A puzzle by keys and ear, from the title: the puzzle list read as the ring moves over it,
the puzzle's card read when it opens (its goal and the stars' thresholds), the turn played from
what the voice says (W's choices, the ring's stops, Space), the result heard on the card with
its stars; when the stars heard are none, "Try again" (a stop of the ring) and try again."""

from __future__ import annotations

import random

import pygame

from tests.support.driver import open_title
from tests.ui.speech.test_spoken_from_title import (
    answer_dialogs,
    decline_in_the_panel,
    press_stop,
    walk,
)
from tests.ui.speech.test_spoken_game import choices_of
from tests.ui.speech.test_spoken_menus import Ear, to_stop

STARS = ("Three stars", "Two stars", "One star")


def result_of(said: list[str]) -> str | None:
    return next((text for text in said if "Your result: " in text), None)


def test_a_puzzle_solved_by_keys_and_ear(make_app, recorder):
    d = open_title(make_app, size=(1280, 720))
    ear = Ear(d, recorder)
    ear.press(pygame.K_F2)
    to_stop(ear, "Puzzles")
    assert ear.press(pygame.K_RETURN) == ["Puzzles."]
    heard = to_stop(ear, "2. Stocking up.")
    assert heard[0].startswith("1. Payday. ")
    said = ear.press(pygame.K_RETURN)
    card = said[0]
    assert card.startswith("Puzzle 2: Stocking up. Level 1, easy. Finish your turn holding")
    assert "Three stars at 5, two at 4, one at 3." in card
    rng = random.Random(5)
    result = None
    for _attempt in range(12):
        for _ in range(30):  # the moves of one attempt
            answer = ear.press(pygame.K_w)
            result = result_of(answer) or result_of(recorder.said[-6:])
            if result:
                break
            choices = choices_of(answer[-1]) if answer else []
            if not choices:
                d.frames(2)
                continue
            if {"Build nothing", "Add nothing"} & set(choices):
                decline_in_the_panel(ear)  # no build wanted for sources
                continue
            stops = walk(ear)
            moves = [i for i, s in enumerate(stops) if any(s.startswith(c) for c in choices)]
            assert moves, (choices, stops)
            busy = [i for i in moves if not stops[i].startswith(("Pass", "End"))]
            pick = rng.choice(busy if busy and rng.random() < 0.85 else moves)
            for _ in range(pick):
                ear.press(pygame.K_TAB)
            said = answer_dialogs(ear, ear.press(pygame.K_SPACE))
            result = result_of(said)
            if result:
                break
        assert result, "the attempt's result was never heard"
        if any(stars in result for stars in STARS):
            break
        said = press_stop(ear, "Try again")  # no stars: the turn again, by the card's button
        assert any(text.startswith("Puzzle 2: Stocking up.") for text in said), said
        result = None
    assert result and any(stars in result for stars in STARS), result
    assert result.startswith("Puzzle 2: Stocking up.")
    guide = d.top.guide
    assert guide.attempt.finished and guide.attempt.stars >= 1  # (checked after, not used)
