"""The spoken table in the real Game scene: a whole two-player game against Easy played with key
presses only (real KEYDOWN events through the app's loop), each move chosen from what the
voice said: the decision's numbered choices (W), then the focus ring's stops (Tab), each said
as the ring lands on it; a stop that begins with one of the choices' words is a move, and
Space plays it. Never a pixel, a mouse or the game's state: the loop ends when the voice says
the game is over. Also: the toggle by setting and by key, a remapped query key, and the query
keys' silence with the spoken mode off."""

from __future__ import annotations

import random
import re

import pygame

from steamworks.ai import make_agent
from steamworks.rules.setup import GameSetup
from steamworks.session import GameSession
from steamworks.ui import key_map, key_translation
from steamworks.ui.game import spoken_table
from steamworks.ui.game.ai_worker import AIAnswer
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks
from steamworks.ui.settings import SettingsStore
from steamworks.ui.speech import queries
from tests.support.driver import Driver, fast, seats
from tests.support.workers import InstantWorker
from tests.ui.speech.ear import Ear
from tests.ui.test_key_remapping import NEW_KEYS

CHOICE = re.compile(r"(\d+): ")


class EasyWorker(InstantWorker):
    """The Easy AI answering at once, in the frame it is asked (no thread, no clock)."""

    def __init__(self, seed: int) -> None:
        super().__init__()
        self.agent = make_agent("easy", seed)

    def poll(self):
        if self.request is None:
            return None
        state, seat, token = self.request
        self.request = None
        return AIAnswer(token, seat, self.agent.choose(state, seat), 0.0)


def spoken_game(make_app, seed: int = 7, spoken: bool = True) -> Driver:
    app = make_app(size=(1280, 720), hooks=make_hooks())
    fast(app)
    # this game keeps the question before an idle placement off (test_spoken_from_title.py
    # answers it by ear)
    app.change_settings(spoken_mode=spoken, ask_idle_placement=False)
    setup = GameSetup(seats=seats("human", "ai:easy"), seed=seed, start_player=0)
    scene = GameScene(app, GameSession(setup), autosave=False)
    scene.controller.ai = EasyWorker(seed)
    app.reset_to(scene)
    d = Driver(app)
    d.frames(2)
    scene.controller.announce = None
    scene.recap.hide()
    return d


def choices_of(answer: str) -> list[str]:
    """The numbered choices in the W key's answer ("... 1: Persona space 1 2: Pass")."""
    parts = CHOICE.split(answer)
    # [question, "1", words, "2", words...]
    return [parts[i + 1].strip().rstrip(".") for i in range(1, len(parts) - 1, 2)]


def decline_in_the_panel(ear: Ear) -> None:
    """The build panel: this player does not build (test_spoken_build.py does). The arrows
    walk its ring (Tab chooses the device when adding); down to the buttons, then along them
    until "Decline" is heard, and Space presses it."""
    walk = [pygame.K_DOWN] * 10 + [pygame.K_RIGHT] * 8 + [pygame.K_LEFT] * 8
    for key in walk:
        said = ear.press(key)
        if said and said[-1] == "Decline":
            ear.press(pygame.K_SPACE)
            return
    raise AssertionError("Decline was never heard in the build panel")


def play_a_move(ear: Ear, rng: random.Random, choices: list[str]) -> None:
    """Tab round the ring, hearing each stop; Tab back to a move heard and press Space."""
    if {"Build nothing", "Add nothing"} & set(choices):
        decline_in_the_panel(ear)
        return
    stops: list[str] = []
    for _ in range(80):
        said = ear.press(pygame.K_TAB)
        stop = said[-1] if said else ""
        if stops and stop == stops[0]:
            break
        stops.append(stop)
    moves = [i for i, stop in enumerate(stops) if any(stop.startswith(c) for c in choices)]
    assert moves, (choices, stops)
    # a player keeps the game moving: a real move rather than passing, where one is heard
    busy = [i for i in moves if not stops[i].startswith(("Pass", "Decline", "End"))]
    pick = rng.choice(busy if busy and rng.random() < 0.8 else moves)
    # the ring is on stop 0 again (the cycle closed): Tab on to the chosen one
    for _ in range(pick):
        ear.press(pygame.K_TAB)
    ear.press(pygame.K_SPACE)


def test_a_whole_game_against_easy_by_keys_and_ear(make_app, recorder):
    d = spoken_game(make_app)
    scene = d.top
    ear = Ear(d, recorder)
    rng = random.Random(7)
    heard = ear.new()
    assert heard, "the spoken mode said nothing when the table opened"
    over = False
    for _ in range(3000):
        heard += ear.new()
        if any(text.startswith("The game is over.") for text in heard):
            over = True
            break
        answer = ear.press(pygame.K_w)  # "what is my decision?"
        assert answer, "W said nothing"
        heard += answer
        if answer[-1].startswith("The game is over."):
            over = True
            break
        choices = choices_of(answer[-1])
        if not choices:  # someone else's turn ("Brunel's turn."): listen on
            d.frames(2)
            continue
        play_a_move(ear, rng, choices)
    assert over, "the game did not end"
    assert scene.session.over  # (checked after the game: no move was chosen from the state)
    assert sum(1 for e in scene.session.log if e.seat == 0) > 20  # the player played it
    assert all(text.strip() and "{" not in text for text in recorder.said)
    # the player's own moves were said as they landed, in the story's words
    assert any(text.startswith("Ada ") for text in recorder.said)


def test_the_toggle_key_and_the_setting(make_app, recorder, data_dir):
    d = spoken_game(make_app, spoken=False)
    ear = Ear(d, recorder)
    assert ear.press(pygame.K_m) == []  # spoken mode off: the query keys say nothing
    said = ear.press(pygame.K_F2)
    assert said[0] == "Spoken mode on." and "Your turn." in said  # then the table, afresh
    assert d.app.settings.spoken_mode
    assert SettingsStore(data_dir / "settings.json").settings.spoken_mode  # kept at once
    money = ear.press(pygame.K_m)
    assert len(money) == 1 and "£" in money[0]
    assert ear.press(pygame.K_F2) == []  # off: silent at once, and said in a toast instead
    assert d.top.controller.toast is not None and d.top.controller.toast[0] == "Spoken mode off."
    assert not d.app.settings.spoken_mode
    assert not SettingsStore(data_dir / "settings.json").settings.spoken_mode


def test_the_speech_keys_remapped(make_app, recorder):
    """Every key of the spoken table on a new key (the remapping tests' map): each answers on
    its new key, and its usual key, given away, does nothing."""
    d = spoken_game(make_app)
    d.app.change_settings(keys=NEW_KEYS)
    ear = Ear(d, recorder)
    d.frames(2)
    ear.new()
    for query in queries.QUERY_IDS:
        said = ear.press(key_translation.key_code(NEW_KEYS[query]))
        assert len(said) == 1 and said[0], query
        assert ear.press(key_translation.key_code(key_map.DEFAULT_MAP[query])) == [], query
    assert "prestige" in ear.press(pygame.K_n)[0]
    ear.press(pygame.K_F2)  # given away: still on
    assert d.app.settings.spoken_mode
    ear.press(pygame.K_F3)
    assert not d.app.settings.spoken_mode


def test_the_accessibility_screens_toggle(make_app, recorder, data_dir):
    d = Driver(make_app())
    d.frames(1)
    d.app.nav.open_access_settings()
    d.frames(1)
    d.click("spoken_mode")
    assert d.app.settings.spoken_mode
    assert SettingsStore(data_dir / "settings.json").settings.spoken_mode
    voice = spoken_table.shared_voice()
    # then the screen it is on, described afresh
    assert voice.wait() and recorder.said == ["Spoken mode on.", "Accessibility."]
    d.click("spoken_mode")
    assert not d.app.settings.spoken_mode and not voice.enabled
    assert recorder.said == ["Spoken mode on.", "Accessibility."]


def test_an_old_settings_file_without_the_spoken_mode_loads(data_dir):
    from steamworks.ui.settings import settings_from_plain, settings_to_plain

    doc = settings_to_plain(SettingsStore(data_dir / "none.json").settings)
    del doc["spoken_mode"]
    assert settings_from_plain(doc).spoken_mode is False
    doc["spoken_mode"] = True
    assert settings_from_plain(doc).spoken_mode is True
