"""A whole game by ear from the title: the spoken mode turned on with F2 on the title, New game
reached by Tab and Enter, a two-player table against Easy set from what New game says (a seat
removed, the other's level stepped down to Easy), Start; then the game played by keys from what
the voice says, the idle placement's question answered by ear whenever it is asked, at least
one device built in the build panel by ear; the results heard: who won, each one's prestige.
Real key events through the app's loop, the recording voice; never a pixel, a mouse or the
game's state (which is only looked at after the game, to check)."""

from __future__ import annotations

import random
import re

import pygame

from steamworks.rules.connectors import STEPS
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.results import ResultsScene
from tests.support.driver import open_title
from tests.ui.speech.test_spoken_game import choices_of
from tests.ui.speech.test_spoken_menus import Ear

DIALOG = re.compile(r"Choices: .*\. Enter: (.*)\.$")
# the W key's answer: a decision, how many choices, then each numbered ("...: 6 choices. 1: ...")
DECISION = re.compile(r"\d+ choices?\. 1: ")


def walk(ear: Ear, limit: int = 80) -> list[str]:
    """Tab once round the ring: each stop as said (until the first is heard again)."""
    stops: list[str] = []
    for _ in range(limit):
        said = ear.press(pygame.K_TAB)
        stop = said[-1] if said else ""
        if stops and stop == stops[0]:
            return stops
        stops.append(stop)
    raise AssertionError(("the ring never came round", stops))


def press_stop(ear: Ear, starts: str, key: int = pygame.K_SPACE) -> list[str]:
    """Walk the ring, Tab on to the first stop heard beginning with `starts`, press `key`."""
    stops = walk(ear)
    index = next((i for i, s in enumerate(stops) if s.startswith(starts)), None)
    assert index is not None, (starts, stops)
    for _ in range(index):
        ear.press(pygame.K_TAB)
    return ear.press(key)


def answer_dialogs(ear: Ear, said: list[str]) -> list[str]:
    """A question heard ("Place here anyway? ... Choices: Cancel and Place here. Enter: Place
    here."): the player means the move, so Enter gives the answer heard as Enter's."""
    for _ in range(5):
        if not any(DIALOG.search(text) for text in said[-3:]):
            return said
        said = said + ear.press(pygame.K_RETURN)
    return said


# --- New game -----------------------------------------------------------------------------------


def seats_heard(said: list[str]) -> list[tuple[str, str]]:
    """New game's seats from its opening words ("2 inventors at the table: Ada, Human; ...")."""
    line = next(text for text in said if " at the table: " in text)
    seats = line.split(" at the table: ", 1)[1].rstrip(".").split("; ")
    return [tuple(seat.rsplit(", ", 1)) for seat in seats]  # type: ignore[misc]


def set_up_against_easy(ear: Ear) -> None:
    """Two seats, the first a person, the second AI · Easy: from what New game says."""
    said = ear.new()
    seats = seats_heard(said)
    while len(seats) > 2:
        last = seats.pop()[0]
        press_stop(ear, f"Remove {last}")
    assert seats[0][1] == "Human", seats
    rival = seats[1][0]
    said = press_stop(ear, f"{rival} is played by: ", pygame.K_LEFT)
    for _ in range(6):
        if said and said[-1].startswith(f"{rival} is played by: AI · Easy"):
            break
        said = ear.press(pygame.K_LEFT if "Human" not in said[-1] else pygame.K_RIGHT)
    assert said[-1].startswith(f"{rival} is played by: AI · Easy"), said


# --- the build panel by ear ---------------------------------------------------------------------


def build_two_tiles(ear: Ear, choice: str) -> bool:
    """ "Build with A and B": A from the tray to the middle of the grid, B tried beside it until
    it is heard joined and the device worth something; then Enter builds. False if no cell
    beside A joins B (the panel is then left as it is, for Decline)."""
    first, second = choice.removeprefix("Build with ").split(" and ")
    stops = walk(ear)
    said = press_stop(ear, f"In your supply: {first}")
    if said != [f"{first} in hand."]:
        return False
    stops = walk(ear)
    cells = [i for i, s in enumerate(stops) if s.startswith("Row ")]
    for _ in range(cells[len(cells) // 2]):
        ear.press(pygame.K_TAB)
    said = ear.press(pygame.K_SPACE)
    placed = re.match(rf"{re.escape(first)} placed at row (\d+), column (\d+)\.", said[0])
    assert placed, said
    row, column = int(placed[1]), int(placed[2])
    beside = [f"Row {row + dr}, column {column + dc}: empty." for dr, dc in STEPS]
    for attempt in range(4):
        said = press_stop(ear, f"In your supply: {second}")
        if said[-1] != f"{second} in hand.":
            return False
        stops = walk(ear)
        empty = [i for i, stop in enumerate(stops) if stop in beside]
        if not empty:
            return False
        for _ in range(empty[attempt % len(empty)]):
            ear.press(pygame.K_TAB)
        said = ear.press(pygame.K_SPACE)
        if any(t.startswith("Joined to") for t in said) and any(
            t.startswith("The device is worth") for t in said
        ):
            said = answer_dialogs(ear, ear.press(pygame.K_RETURN))  # Build
            return True
        ear.press(pygame.K_SPACE)  # in hand again from its cell
        ear.press(pygame.K_DELETE)  # and back in the supply
    return False


def decline_in_the_panel(ear: Ear) -> None:
    """The build panel's Decline, found by the arrows (down to the buttons, then along)."""
    walk_keys = [pygame.K_DOWN] * 10 + [pygame.K_RIGHT] * 8 + [pygame.K_LEFT] * 8
    for key in walk_keys:
        said = ear.press(key)
        if said and said[-1] == "Decline":
            answer_dialogs(ear, ear.press(pygame.K_SPACE))
            return
    raise AssertionError("Decline was never heard in the build panel")


# --- a move -------------------------------------------------------------------------------------


def play_a_move(ear: Ear, rng: random.Random, choices: list[str], built: list[str]) -> None:
    """The build panel: build with two tiles once, when such a build is heard; else decline.
    The table: Tab round the ring, Tab on to a move heard, Space; a question is answered."""
    if {"Build nothing", "Add nothing"} & set(choices):
        pairs = [c for c in choices if c.startswith("Build with ") and c.count(" and ") == 1]
        pairs = [c for c in pairs if "," not in c]
        if not built and pairs and build_two_tiles(ear, pairs[0]):
            built.append(pairs[0])
            return
        decline_in_the_panel(ear)
        return
    stops = walk(ear)
    moves = [i for i, stop in enumerate(stops) if any(stop.startswith(c) for c in choices)]
    assert moves, (choices, stops)
    busy = [i for i in moves if not stops[i].startswith(("Pass", "Decline", "End"))]
    # a player who has not built yet goes where a build is offered, when one is heard
    builds = [i for i in moves if stops[i].startswith("Build")]
    if builds and not built:
        pick = builds[0]
    else:
        pick = rng.choice(busy if busy and rng.random() < 0.8 else moves)
    for _ in range(pick):
        ear.press(pygame.K_TAB)
    answer_dialogs(ear, ear.press(pygame.K_SPACE))


def test_a_whole_game_by_ear_from_the_title(make_app, recorder):
    d = open_title(make_app, size=(1280, 720))
    ear = Ear(d, recorder)
    said = ear.press(pygame.K_F2)
    assert said[0] == "Spoken mode on." and said[1].startswith("Steam Works, the main menu.")
    said = press_stop(ear, "New Game", pygame.K_RETURN)
    assert said[-1].startswith("New Game. 3 inventors at the table: "), said
    d.top.rng = random.Random(11)  # (the test's seed for the shuffle, as other tests do)
    ear.read -= len(said)  # set_up_against_easy reads the opening again
    set_up_against_easy(ear)
    said = press_stop(ear, "Start")
    assert isinstance(d.top, GameScene)  # (checked, not used: the ear goes on from here)
    scene = d.top
    assert d.app.settings.ask_idle_placement  # the question before an idle placement is asked
    rng = random.Random(3)
    heard = list(said)
    built: list[str] = []
    for _ in range(3000):
        heard += ear.new()
        if any(text.startswith("The game is over.") for text in heard):
            break
        heard = answer_dialogs(ear, heard)
        answer = ear.press(pygame.K_w)
        heard += answer
        if not answer or answer[-1].startswith("The game is over."):
            d.frames(2)
            continue
        # W's answer is the decision with its numbered choices; when the rival's move and the
        # turn's news land in the same frame, the focus ring's stop may follow it or the answer
        # may be dropped for the news ("1: Persona space 1: ..." is a stop, not a list): ask again
        listed = [text for text in answer if DECISION.search(text)]
        choices = choices_of(listed[-1]) if listed else []
        if not choices:  # the rival's turn, or the news first: listen on
            d.frames(2)
            continue
        play_a_move(ear, rng, choices, built)
    assert any(text.startswith("The game is over.") for text in heard)
    results: list[str] = []
    for _ in range(200):  # the final table stays a moment, then the results open
        results += ear.new()
        if any("Royal Inventor" in text for text in results):
            break
        d.frames(2)
    verdict = next(text for text in results if "Royal Inventor" in text)
    assert re.search(r"Her Majesty! \w.*: \d+ prestige\. \w.*: \d+ prestige\. Choices: ", verdict)
    assert verdict.endswith("Enter: Rematch."), verdict
    assert isinstance(d.top, ResultsScene)
    # checked after the game, from the game itself: it was played, with a device built by ear
    assert scene.session.over
    assert built, "no device was built by ear"
    assert any(text.startswith("Place here anyway?") for text in recorder.said)
    # each answered "Place here": the move's story came, never "Back at the table" (nothing new)
    assert not any(text.startswith("Back at the table.") for text in recorder.said)
    assert all(text.strip() and "{" not in text for text in recorder.said)
