"""The tutorial's first three lessons by keys and ear: each step's card is heard as it starts;
a step to read says how to go on (Enter); a step to play is answered by walking the focus ring
(Tab) and trying the moves heard there with Space, the card's spoken answer telling a wrong
move, until the next step's card is heard. Never a pixel, a mouse or the lesson's state."""

from __future__ import annotations

import pygame

from steamworks.ui.scenes.game import GameScene
from tests.support.driver import Driver, fast
from tests.ui.speech.test_spoken_game import Ear, choices_of
from tests.ui.speech.test_spoken_menus import Ear as MenusEar
from tests.ui.speech.test_spoken_menus import to_stop

LESSONS = 3


def walk(ear: Ear) -> list[str]:
    stops: list[str] = []
    for _ in range(60):
        said = ear.press(pygame.K_TAB)
        stop = said[-1] if said else ""
        if stops and stop == stops[0]:
            return stops
        stops.append(stop)
    return stops


def press_stop(ear: Ear, words: str) -> list[str]:
    """Tab round the ring to the stop heard as `words` and press Space: what was heard then
    (the card's own buttons are on the ring; Enter would press whatever the ring is on)."""
    stops = walk(ear)
    assert words in stops, (words, stops)
    for _ in range(stops.index(words)):
        ear.press(pygame.K_TAB)
    return ear.press(pygame.K_SPACE)


def new_card(said: list[str]) -> bool:
    return any(text.startswith("Lesson ") for text in said)


def play_the_step(ear: Ear) -> list[str]:
    """Try each move the ring offers, in turn, until the lesson goes on: what was heard then."""
    choices = choices_of(ear.press(pygame.K_w)[-1])
    assert choices, "a step to play, but no decision was heard"
    tried: set[str] = set()
    while True:
        stops = walk(ear)
        moves = [
            i
            for i, s in enumerate(stops)
            if any(s.startswith(c) for c in choices) and s not in tried
        ]
        assert moves, ("no move heard on the ring was the lesson's", stops)
        tried.add(stops[moves[0]])
        for _ in range(moves[0]):
            ear.press(pygame.K_TAB)
        said = ear.press(pygame.K_SPACE)
        said += ear.press(pygame.K_SPACE) if not new_card(said) else []  # a place of two ways
        if new_card(said):
            return said


def test_the_first_three_lessons_by_keys_and_ear(make_app, recorder):
    app = make_app(size=(1280, 720))
    fast(app)
    app.change_settings(spoken_mode=True)
    d = Driver(app)
    d.frames(1)
    menus = MenusEar(d, recorder)
    to_stop(menus, "Tutorial")  # the title's menu, by ear
    assert menus.press(pygame.K_RETURN)[-1] == "Learn to Play."
    said = menus.press(pygame.K_TAB)  # the lesson list's ring, on the first lesson
    assert said[-1].startswith("1. "), said
    heard = menus.press(pygame.K_RETURN)
    assert isinstance(d.top, GameScene)
    ear = Ear(d, recorder)
    ear.read = menus.read
    done = 0
    for _ in range(200):
        for _ in range(50):  # a move on show (the rival's): listen on until the next card
            if new_card(heard):
                break
            d.frames(2)
            heard += ear.new()
        card = [text for text in heard if text.startswith("Lesson ")]
        assert card, heard
        if "this lesson is complete" in card[-1]:
            done += 1
            if done == LESSONS:
                break
            heard = press_stop(ear, "Next lesson")
            continue
        if card[-1].endswith("Go on (Enter)"):  # a step to read: the card's Continue
            heard = press_stop(ear, "Continue")
            continue
        heard = play_the_step(ear)
    assert done == LESSONS
    guide = d.top.guide
    assert guide.index == LESSONS - 1 and guide.run.finished  # (checked after: the lessons' own)


def test_enter_goes_on_from_a_card_to_read_wherever_the_ring_is(make_app, recorder):
    """A card waiting to be read says "Go on (Enter)": Enter goes on even with the focus ring
    shown on the table (it does not play the place the ring is on); on a step to play, Enter
    is the ring's again."""
    app = make_app(size=(1280, 720))
    fast(app)
    app.change_settings(spoken_mode=True)
    d = Driver(app)
    d.frames(1)
    d.click("tutorial")
    d.click("lesson_0")
    ear = Ear(d, recorder)
    card = [text for text in ear.new() if text.startswith("Lesson ")][-1]
    assert card.endswith("Go on (Enter)"), card
    session = d.top.session
    moves = len(session.log)
    stops = walk(ear)  # the ring shows, on a stop of the table or the card
    assert len(stops) > 1
    said = ear.press(pygame.K_RETURN)
    assert new_card(said), said  # the next step's card, not the ring's stop played
    assert len(session.log) == moves
    assert d.top.guide.run.index == 1  # (checked after: the lesson's own)
