"""The screens' sentences (speech/screens.py), text in, text out: what a stop, a dialog, the
results and New game say; and every sentence translatable (the pseudo-language changes each,
leaving no placeholder unfilled)."""

from __future__ import annotations

from steamworks.language import speaking
from steamworks.ui.speech import screens as S


def test_a_dialog_says_its_question_and_its_answers():
    said = S.dialog_words(
        "Place here anyway?", "It gains you nothing now.", ["Cancel", "Place here"], "Place here"
    )
    assert said == (
        "Place here anyway? It gains you nothing now. Choices: Cancel and Place here. "
        "Enter: Place here."
    )
    assert S.dialog_words("Game saved", "", ["OK"], "OK") == "Game saved. Enter: OK."


def test_the_results_say_who_won_then_each_prestige():
    said = S.results_words(
        "Ada is appointed Royal Inventor to Her Majesty!", [("Ada", 23), ("Brunel", 1)]
    )
    assert said == (
        "Ada is appointed Royal Inventor to Her Majesty! Ada: 23 prestige. Brunel: 1 prestige."
    )


def test_stops_and_values():
    assert S.toggle_words("Sound effects", True) == "Sound effects: on."
    assert S.toggle_words("Sound effects", False) == "Sound effects: off."
    assert (
        S.radio_words("Personas: Drafted, side A or B.", True)
        == "Personas: Drafted, side A or B: chosen."
    )
    assert S.stepper_words("Interface scale", "110%") == (
        "Interface scale: 110%. The left and right arrows change it."
    )
    assert S.value_words("Interface scale", "110%") == "Interface scale: 110%."
    assert S.button_words("Continue", "Your game with Ada (Age I, round 2)") == (
        "Continue. Your game with Ada (Age I, round 2)"
    )
    assert S.button_words("New Game") == "New Game."


def test_new_game_and_load():
    assert S.seats_words([("Ada", "Human"), ("Brunel", "AI · Easy")]) == (
        "2 inventors at the table: Ada, Human; Brunel, AI · Easy."
    )
    assert S.field_words("Name", "Ada") == "Name, text field: Ada."
    assert S.field_words("Seed (optional)", "") == "Seed (optional), text field, empty."
    assert S.saves_words(0) == "No saved games yet."
    assert S.saves_words(1) == "1 saved game."
    said = S.save_words(
        2, 3, "Ada and Brunel", "Saved  ·  Age I, round 2, 12 steps  ·  Ada, Brunel", "28 Nov 2026"
    )
    assert said == (
        "Save 2 of 3: Ada and Brunel. Saved, Age I, round 2, 12 steps, Ada, Brunel. 28 Nov 2026."
    )


def every_sentence() -> list[str]:
    return [
        S.title_words(),
        S.dialog_words("T", "x", ["A", "B"], "B"),
        S.dialog_words("T", "x", ["A"], "A"),
        S.results_words("V", [("Ada", 3)]),
        S.seats_words([("Ada", "H")]),
        S.saves_words(0),
        S.saves_words(4),
        S.toggle_words("N", True),
        S.toggle_words("N", False),
        S.radio_words("N", True),
        S.radio_words("N", False),
        S.stepper_words("N", "v"),
        S.colour_words("Ada", "Crimson"),
        S.seat_kind_words("Ada", "Human"),
        S.save_words(1, 2, "n", "", ""),
        S.choices_words(["A", "B"], ""),
        S.field_words("Name", "Ada"),
        S.field_words("Name", ""),
        S.field_words("Address", "", "10.0.0.2:8765"),
    ]


def test_every_sentence_is_translatable():
    english = every_sentence()
    with speaking("pseudo"):
        pseudo = every_sentence()
    for en, ps in zip(english, pseudo, strict=True):
        assert en and ps != en, en
        assert "{" not in ps and "}" not in ps, ps


def test_the_results_read_their_buttons_too():
    said = S.results_words("V!", [("Ada", 2)], ["Back to Title", "Rematch"], "Rematch")
    assert said == "V! Ada: 2 prestige. Choices: Back to Title and Rematch. Enter: Rematch."
    assert S.choices_words(["A", "B"], "") == "Choices: A and B."
    assert S.choices_words([], "") == ""


def test_typing_says_the_character_typed_or_deleted():
    assert S.typing_words("Name", "Ad", "Ada") == "a"
    assert S.typing_words("Name", "Aa", "Ada") == "d"  # typed in the middle
    assert S.typing_words("Name", "Ada", "Ada ") == "space"
    assert S.typing_words("Name", "Ada", "Aa") == "d deleted."
    assert S.typing_words("Name", "A", "") == "A deleted. Name, text field, empty."
    # more than one character at once (a paste, a selection typed over): the whole field
    assert S.typing_words("Name", "Ada", "Babbage") == "Name, text field: Babbage."
    assert S.typing_words("Name", "", "By ear") == "Name, text field: By ear."
    with speaking("pseudo"):
        assert S.typing_words("Name", "a", "a ") != "space"
        assert S.typing_words("Name", "ab", "a") != "b deleted."


def test_a_button_that_is_off_says_so_and_why():
    assert S.unavailable_words("Continue", "No game in progress yet.") == (
        "Continue: unavailable. No game in progress yet."
    )
    assert S.unavailable_words("Remove Ada.") == "Remove Ada: unavailable."
    with speaking("pseudo"):
        assert S.unavailable_words("Continue") != "Continue: unavailable."


def test_an_empty_field_says_what_it_shows_until_typed_into():
    assert S.field_words("Address", "", "192.168.1.20:8765") == (
        "Address, text field, empty. Until you type, it shows: 192.168.1.20:8765."
    )
    assert S.field_words("Name", "", "Name") == "Name, text field, empty."  # its name again
    assert S.field_words("Address", "10.0.0.2", "192.168.1.20:8765") == (
        "Address, text field: 10.0.0.2."
    )
