"""The screens around the table by keys and ear: the title's menu, New game, Settings, the
dialogs, pause, Load and the results, each worked with real key events through the app's loop
and heard through the recording voice."""

from __future__ import annotations

import pygame

from steamworks.persistence import saves
from steamworks.rules.setup import GameSetup
from steamworks.session import GameSession
from steamworks.ui.settings import SettingsStore
from steamworks.ui.speech import words
from tests.support.driver import Driver, open_title, seats
from tests.ui.speech.ear import Ear as TableEar


class Ear(TableEar):
    """What the player has heard on the menus: a frame goes by first, since a screen says
    what it is (and what its ring is on) in the app's frame, not in its key handling."""

    settle_frames = 1


def spoken_title(make_app, recorder) -> tuple[Driver, Ear]:
    d = open_title(make_app, size=(1280, 720))
    ear = Ear(d, recorder)
    said = ear.press(pygame.K_F2)
    assert said[0] == "Spoken mode on."
    return d, ear


def to_stop(ear: Ear, starts: str, limit: int = 40) -> list[str]:
    """Tab until a stop beginning with `starts` is heard: everything heard on the way."""
    heard: list[str] = []
    for _ in range(limit):
        said = ear.press(pygame.K_TAB)
        heard += said
        if said and said[-1].startswith(starts):
            return heard
    raise AssertionError((starts, heard))


def test_f2_on_the_title_speaks_its_menu_and_is_kept(make_app, recorder, data_dir):
    d, ear = spoken_title(make_app, recorder)
    assert recorder.said[1].startswith("Steam Works, the main menu. Tab")
    assert SettingsStore(data_dir / "settings.json").settings.spoken_mode
    stops = [ear.press(pygame.K_TAB)[-1] for _ in range(4)]
    # the first Tab shows the ring on the first button; Continue, off without a game, is a
    # stop while the voice is on, heard as unavailable with the reason its tooltip gives
    assert stops == [
        "New Game.",
        "Continue: unavailable. No game in progress yet. Games are saved automatically as you "
        "play; Continue picks up the latest.",
        "Load Game.",
        "Statistics.",
    ]
    assert ear.press(pygame.K_UP) == ["Load Game."]  # the arrows go by where the buttons are
    assert ear.press(pygame.K_TAB, pygame.KMOD_SHIFT)[-1].startswith("Continue: unavailable.")
    assert ear.press(pygame.K_RETURN) == []  # Enter on Continue: off, nothing happens
    assert d.top.name == "title"
    assert ear.press(pygame.K_TAB) == ["Load Game."]
    said = ear.press(pygame.K_RETURN)  # Enter presses what the ring is on, not the default
    assert d.top.name == "load"
    assert said == ["Load Game. No saved games yet."]
    assert ear.press(pygame.K_F2) == []  # off, on any screen: silent at once
    assert not d.app.settings.spoken_mode
    assert not SettingsStore(data_dir / "settings.json").settings.spoken_mode
    assert ear.press(pygame.K_TAB) == []


def test_the_title_by_keys_without_the_voice(make_app, recorder):
    """The ring serves a player with the voice off too: Tab, Tab, Enter opens Load."""
    d = open_title(make_app, size=(1280, 720))
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    assert d.top.name == "load"
    assert recorder.said == []


def test_a_question_is_read_and_answered_by_keys(make_app, recorder):
    d, ear = spoken_title(make_app, recorder)
    said = ear.press(pygame.K_ESCAPE)
    assert said == [
        "Leave the workshop? Close Steam Works and return to the desktop? "
        "Choices: Stay and Quit. Enter: Quit."
    ]
    assert ear.press(pygame.K_TAB) == ["Stay."]
    said = ear.press(pygame.K_SPACE)  # Stay, though Enter's answer would be Quit
    assert d.top.name == "title" and d.app.running
    assert said[0].startswith("Steam Works, the main menu.")


def test_settings_rows_say_their_names_and_values_as_they_change(make_app, recorder):
    d, ear = spoken_title(make_app, recorder)
    to_stop(ear, "Settings")
    said = ear.press(pygame.K_RETURN)
    assert said == ["Settings."]
    heard = to_stop(ear, "Sound effects")
    assert heard[-1] == "Sound effects: on."
    assert "Animation speed: Instant. The left and right arrows change it." in heard
    assert ear.press(pygame.K_SPACE) == ["Sound effects: off."]
    assert not d.app.settings.sound
    to_stop(ear, "AI pace")
    said = ear.press(pygame.K_LEFT)  # a value stepped is said without the keys' reminder
    assert len(said) == 1 and said[0].startswith("AI pace: ") and "Instant" not in said[0]
    assert d.app.settings.ai_delay > 0
    to_stop(ear, "Accessibility")
    said = ear.press(pygame.K_RETURN)
    assert said == ["Accessibility."]
    heard = to_stop(ear, "Spoken mode")
    assert heard[-1] == "Spoken mode: on."
    assert "High contrast: off." in heard
    assert ear.press(pygame.K_F2) == []  # F2 here too: off, silent, and the box shows it
    assert not d.app.settings.spoken_mode and d.top.widget("spoken_mode").text == ""
    said = ear.press(pygame.K_F2)
    assert said == ["Spoken mode on.", "Accessibility.", "Spoken mode: on."]  # the ring stayed
    assert d.top.widget("spoken_mode").text != ""


def test_new_game_says_each_seat_and_its_changes(make_app, recorder):
    d, ear = spoken_title(make_app, recorder)
    to_stop(ear, "New Game")
    said = ear.press(pygame.K_RETURN)
    assert said == [
        "New Game. 3 inventors at the table: Inventor, Human; Lady Cogsworth, AI · Medium; "
        "Dr Tinkerton, AI · Medium."
    ]
    heard = to_stop(ear, "Lady Cogsworth is played by")
    assert heard[0] == "Inventor's colour: Crimson. Space changes it."
    assert "Inventor is played by: Human. The left and right arrows change it." in heard
    said = ear.press(pygame.K_LEFT)
    assert said == ["Lady Cogsworth is played by: AI · Easy. The left and right arrows change it."]
    assert d.top.draft.seats[1].controller == "ai:easy"
    heard = to_stop(ear, "Remove Dr Tinkerton")
    said = ear.press(pygame.K_SPACE)
    assert len(d.top.draft.seats) == 2
    assert "2 inventors at the table: Inventor, Human; Lady Cogsworth, AI · Easy." in said
    heard = to_stop(ear, "Personas: Drafted")
    assert heard[-1] == "Personas: Drafted, side A or B: not chosen."
    assert ear.press(pygame.K_SPACE) == ["Personas: Drafted, side A or B: chosen."]


def test_load_reads_each_save(make_app, recorder, data_dir):
    session = GameSession(GameSetup(seats=seats("human", "ai:easy"), seed=5, start_player=0))
    data_dir.mkdir(parents=True, exist_ok=True)
    for name in ("First", "Second"):
        saves.save_slot(name, session.setup, session.log, session.state)
    d, ear = spoken_title(make_app, recorder)
    to_stop(ear, "Load Game")
    said = ear.press(pygame.K_RETURN)
    assert said[0] == "Load Game. 2 saved games."
    said = ear.press(pygame.K_DOWN)
    assert said and said[-1].startswith("Save 2 of 2: "), said
    assert "Ada" in said[-1] and "Brunel" in said[-1]


def test_the_pause_menu_over_the_table_is_read(make_app, recorder):
    from tests.ui.speech.test_spoken_game import spoken_game

    d = spoken_game(make_app)
    ear = Ear(d, recorder)
    ear.new()
    said = ear.press(pygame.K_ESCAPE)
    assert said == [
        "Paused. Choices: Resume, Save Game, Load Game, Settings, Rules and Quit to Title. "
        "Enter: Resume."
    ]
    assert ear.press(pygame.K_TAB) == ["Resume."]
    assert ear.press(pygame.K_DOWN) == ["Save Game."]
    assert ear.press(pygame.K_UP) == ["Resume."]
    said = ear.press(pygame.K_RETURN)  # Resume: nothing new on the table, and that is said
    assert d.top.name == "game"
    turn = words.turn_words(d.top.session.state, d.top.controller.names, 0)
    assert said == [f"Back at the table. {turn}"]
    assert ear.press(pygame.K_w)  # the table speaks again
    ear.press(pygame.K_TAB)  # with the ring on a place, coming back says the place again
    place = ear.press(pygame.K_TAB)[-1]
    ear.press(pygame.K_ESCAPE)
    assert ear.press(pygame.K_ESCAPE) == [f"Back at the table. {place}"]  # Esc closes it too


def test_a_name_typed_by_keys_on_new_game(make_app, recorder):
    """The ring on a text field gives it the keyboard: Backspace and typing go in, each key
    heard as the character deleted or typed; Up reads the whole field; Tab leaves it."""
    d, ear = spoken_title(make_app, recorder)
    to_stop(ear, "New Game")
    ear.press(pygame.K_RETURN)
    heard = to_stop(ear, "Name, text field")
    assert heard[-1] == "Name, text field: Inventor."
    assert ear.press(pygame.K_BACKSPACE) == ["r deleted."]
    heard = [ear.press(pygame.K_BACKSPACE) for _ in range(len("Inventor") - 2)]
    assert heard == [[f"{c} deleted."] for c in "otnevn"]
    assert ear.press(pygame.K_BACKSPACE) == ["I deleted. Name, text field, empty."]
    heard = []
    for char in "Ad a":  # one key a frame, as a player types: each character heard
        d.type_text(char)
        heard += ear.new()
    assert heard == ["A", "d", "space", "a"]
    assert ear.press(pygame.K_LEFT) == []  # the cursor moved, the text did not
    assert ear.press(pygame.K_BACKSPACE) == ["space deleted."]  # the one before the cursor
    assert ear.press(pygame.K_UP) == ["Name, text field: Ada."]  # the whole field, on request
    said = ear.press(pygame.K_TAB)
    assert said == ["Ada is played by: Human. The left and right arrows change it."]
    assert d.top.draft.seats[0].name == "Ada"
    said = ear.press(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert said == ["Name, text field: Ada."]


def test_the_save_dialog_by_keys_and_ear(make_app, recorder):
    from tests.ui.speech.test_spoken_game import spoken_game

    d = spoken_game(make_app)
    ear = Ear(d, recorder)
    ear.new()
    said = ear.press(pygame.K_s, pygame.KMOD_CTRL)
    assert len(said) == 1 and said[0].startswith("Save Game. Name, text field: Ada"), said
    assert said[0].endswith("Choices: Cancel and Save. Enter: Save.")
    field = ear.press(pygame.K_TAB)
    assert len(field) == 1 and field[0].startswith("Name, text field: Ada"), field
    for _ in range(40):
        d.key(pygame.K_BACKSPACE)
    d.type_text("By ear")  # in one frame (a paste, say): the whole field
    assert ear.new()[-1] == "Name, text field: By ear."
    assert ear.press(pygame.K_DOWN) == ["Name, text field: By ear."]  # again, on request
    assert ear.press(pygame.K_TAB) == ["Cancel."]
    assert ear.press(pygame.K_TAB) == ["Save."]
    said = ear.press(pygame.K_SPACE)
    assert said and said[-1].endswith("Enter: OK."), said  # the confirmation, read
    ear.press(pygame.K_RETURN)
    assert d.top.name == "game"
    assert any(info.path.stem == "By ear" for info in saves.list_saves())


def test_a_new_screen_speaks_by_its_own_methods(make_app, recorder):
    """The spoken mode asks a screen for its words (speech/spoken_screen.py): a screen that
    nothing in spoken_menus knows of speaks by offering the methods."""
    from steamworks.ui.scenes.common import CardScene
    from steamworks.ui.speech.spoken_screen import Watched

    class Workshop(CardScene):
        name = "workshop_for_the_test"
        title = "Workshop"
        menu_ring = True

        def __init__(self, app) -> None:
            super().__init__(app)
            self.lit = 0

        def build(self) -> None:
            for i, word in enumerate(("Lathe", "Kiln")):
                rect = pygame.Rect(200, 200 + 80 * i, 240, 56)
                self.add_button(rect, word, self.light, object_id=word.lower())

        def light(self) -> None:
            self.lit += 1

        def spoken_opening(self) -> str:
            return "The workshop, two machines."

        def spoken_stop(self, object_id: str) -> str:
            return "The lathe, humming." if object_id == "lathe" else ""

        def spoken_watch(self) -> Watched:
            return Watched(self.lit, f"{self.lit} lamps lit.")

    d, ear = spoken_title(make_app, recorder)
    ear.new()
    d.app.push(Workshop(d.app))
    assert ear.new() == ["The workshop, two machines."]
    assert ear.press(pygame.K_TAB) == ["The lathe, humming."]
    assert ear.press(pygame.K_TAB) == ["Kiln."]  # no words of its own: the button's
    assert ear.press(pygame.K_RETURN) == ["1 lamps lit."]


def test_the_spoken_menus_read_no_private_field_of_a_screen():
    """The glue reaches screens only through their public methods (spoken_screen's)."""
    import re
    from pathlib import Path

    import steamworks.ui.scenes.spoken_menus as glue

    source = Path(glue.__file__).read_text(encoding="utf-8")
    assert re.findall(r"\b(?:scene|top|widget)\._[a-z]\w*", source) == []
    assert re.findall(r'name"?,? ?""?\)? ?== ?"', source) == []  # no dispatch on a screen's name


def test_the_crash_screen_says_what_happened_and_its_buttons(make_app, recorder):
    from steamworks.ui.scenes.crash_dialog import CrashDialog

    d, ear = spoken_title(make_app, recorder)
    ear.new()
    d.app.stack.replace(CrashDialog(d.app, ZeroDivisionError(), None, resume_game=False))
    said = ear.new()
    assert len(said) == 1, said
    assert said[0].startswith(
        "Something went wrong. Steam Works ran into an error it did not expect "
        "(ZeroDivisionError). Nothing you were playing was lost"
    )
    assert said[0].endswith("Choices: Quit and Continue. Enter: Continue.")
    assert ear.press(pygame.K_TAB) == ["Quit."]
    assert ear.press(pygame.K_TAB) == ["Continue."]


def test_a_question_over_the_table_cancelled_says_the_table_is_back(make_app, recorder):
    """ "Place here anyway?" by keys: Esc cancels with nothing changed, and the ear hears the
    table back and the place the ring is on; Enter places, and the move's story is said."""
    from steamworks.ui.game.sample_games import idle_session
    from tests.support.driver import open_game
    from tests.ui.test_idle_place import idle_target

    d = open_game(make_app, idle_session(), size=(1280, 720))
    d.app.change_settings(spoken_mode=True)
    d.frames(1)
    ear = Ear(d, recorder)
    ear.new()
    scene = d.top
    target = idle_target(scene)
    keys = [item.key for item in scene.focus_items()]
    heard = []
    for _ in range(keys.index(target.key) + 1):
        heard = ear.press(pygame.K_TAB)
    place = heard[-1]
    said = ear.press(pygame.K_RETURN)
    assert said[-1].startswith("Place here anyway?")
    moves = len(scene.session.log)
    assert ear.press(pygame.K_ESCAPE) == [f"Back at the table. {place}"]
    assert len(scene.session.log) == moves
    ear.press(pygame.K_RETURN)
    said = ear.press(pygame.K_RETURN)  # "Place here": the move is the news
    assert len(scene.session.log) == moves + 1
    assert said and said[0].startswith("Brunel ")
    assert not any(text.startswith("Back at the table.") for text in said)
