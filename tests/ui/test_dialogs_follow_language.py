"""The message dialogs the game opens say their words in the language chosen while they are
open (issue #35): each caller gives its title, text and buttons as how to say them
(`lambda: tr(...)`), so switching English to German in Settings (`App.change_settings`, as the
Settings screen does) rebuilds the open dialog in German. Each dialog is opened the way the
player opens it: a key, a menu's button, a move."""

from __future__ import annotations

import pygame

from steamworks.language import speaking, tr
from steamworks.rules import irreversible as I
from steamworks.session import GameSession
from steamworks.ui.game import confirm
from steamworks.ui.hooks import Hooks
from steamworks.ui.scenes.message import MessageScene
from tests.support.driver import Driver, fast, open_game, open_title, table_setup


def _words(dialog: MessageScene) -> tuple[str, ...]:
    buttons = tuple(dialog.widget(f"choice_{i}").text for i in range(len(dialog.button_specs)))
    return (dialog.title, dialog.text, *buttons)


def _said_in_german(d: Driver, dialog: MessageScene, english: tuple[str, ...]) -> None:
    """Switch to German with `dialog` open; its words are then `english` said in German."""
    assert _words(dialog) == english
    d.app.change_settings(language="de")
    d.frames(2)
    assert d.top is dialog  # still open, rebuilt
    with speaking("de"):
        german = tuple(tr(words) for words in english)
    assert german != english
    assert _words(dialog) == german


def test_the_quit_question_on_the_title_follows_the_language(make_app, english_after):
    d = open_title(make_app)
    d.key(pygame.K_ESCAPE)
    d.frames(2)
    dialog = d.top
    assert isinstance(dialog, MessageScene)
    _said_in_german(
        d,
        dialog,
        (
            "Leave the workshop?",
            "Close Steam Works and return to the desktop?",
            "Stay",
            "Quit",
        ),
    )


def test_a_part_not_built_yet_says_so_in_the_new_language(make_app, english_after):
    app = make_app(hooks=Hooks())
    fast(app)
    d = Driver(app)
    d.frames(1)
    app.call_hook("save_game")  # no hook connected: the "not available yet" message
    d.frames(2)
    dialog = d.top
    assert isinstance(dialog, MessageScene)
    _said_in_german(
        d,
        dialog,
        (
            "Not available yet",
            "This part of the workshop is still being built: the button will work in a "
            "later version.",
            "OK",
        ),
    )


def test_a_lessons_pause_menu_says_why_it_loads_nothing_in_the_new_language(
    make_app, english_after
):
    from steamworks.ui.scenes.game_hooks import NOT_LOADED, NOT_SAVED, make_hooks

    d = Driver(make_app(size=(1280, 720), hooks=make_hooks()))
    fast(d.app)
    d.frames(1)
    d.click("tutorial")
    d.click("lesson_0")
    assert d.top.guide is not None
    d.key(pygame.K_ESCAPE)
    d.click("load")  # the pause menu's Load Game: a lesson is not replaced
    dialog = d.top
    assert isinstance(dialog, MessageScene)
    _said_in_german(d, dialog, ("Load Game", NOT_LOADED, "OK"))
    d.click("choice_0")
    d.click("save")  # and its Save Game: a lesson is not saved
    dialog = d.top
    assert isinstance(dialog, MessageScene)
    with speaking("de"):
        german = (tr("Not saved"), tr(NOT_SAVED), tr("OK"))
    assert _words(dialog) == german


def test_the_question_before_a_move_for_good_follows_the_language(make_app, english_after):
    d = open_game(make_app, GameSession(table_setup()))
    answer = I.NoUndo(kind=I.ROUND_END, text="It ends the round.", short="ends the round")
    confirm.ask_first(d.app, answer, lambda: None)
    d.frames(2)
    dialog = d.top
    assert isinstance(dialog, MessageScene)
    assert dialog.title == "Play this move?"
    assert [b.text for b in map(dialog.widget, ("choice_0", "choice_1"))] == ["Cancel", "Play it"]
    d.app.change_settings(language="de")
    d.frames(2)
    assert d.top is dialog
    with speaking("de"):
        title, buttons = tr("Play this move?"), [tr("Cancel"), tr("Play it")]
    assert dialog.title == title != "Play this move?"
    assert [b.text for b in map(dialog.widget, ("choice_0", "choice_1"))] == buttons
