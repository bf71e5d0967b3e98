"""Words worked out once and kept, said again when another language is chosen on an open game
(issue #35): the player switches English to German in Settings (`App.change_settings`, as the
Settings screen does), the scenes are rebuilt, and what the table keeps is German: the "Since
your last turn" lines, the build panel's buttons and its status line, the coach's hint, a
message dialog, the coach's analysis; a toast of the moment before goes."""

from __future__ import annotations

from steamworks.language import speaking, tr
from steamworks.rules import actions as A
from steamworks.rules.describe import describe_action
from steamworks.session import GameSession
from steamworks.ui.game.story_lines import since_last_turn
from steamworks.ui.scenes.message import MessageScene
from tests.support.driver import open_game, table_setup
from tests.support.hints import HeldWorker
from tests.ui.test_story_ui import first_turn_back, open_recap


def to_german(d) -> None:
    d.app.change_settings(language="de")
    d.frames(2)


def test_the_recap_is_told_again_in_the_new_language(make_app, english_after):
    session = first_turn_back(3)
    d = open_game(make_app, GameSession(session.setup, session.actions), size=(1280, 720))
    scene = d.top
    open_recap(d)
    english = [line.text for line in scene.recap.lines]
    assert scene.recap.title == "Since Ada's last turn" and english
    to_german(d)
    recap = d.top.recap
    assert recap.open  # as the player left it
    with speaking("de"):
        german = [line.text for line in since_last_turn(scene.session, 0)]
        title = tr("Since {player}'s last turn", player="Ada")
    assert [line.text for line in recap.lines] == german != english
    assert recap.title == title


def build_decision(make_app):
    session = GameSession(table_setup())
    session.submit(A.PlacePersona(2))  # Eva A: build a device of two tiles
    return open_game(make_app, session)


def test_the_build_panel_says_its_buttons_and_status_in_the_new_language(make_app, english_after):
    d = build_decision(make_app)
    panel = d.top.build_panel
    assert panel is not None
    assert (panel.renderer.confirm_label, panel.renderer.cancel_label) == ("Build", "Decline")
    panel.refuse("The engine refused that.")  # a refusal shows in the status line
    assert panel.status_text == "The engine refused that."
    to_german(d)
    panel = d.top.build_panel
    assert (panel.renderer.confirm_label, panel.renderer.cancel_label) == ("Bauen", "Ablehnen")
    assert panel.status_text == panel.model.summary  # the English refusal is gone
    assert panel.status_text.startswith("Lege ")  # "Place 2 tiles from your supply ..."


def test_a_toast_of_the_moment_before_goes(make_app, english_after):
    d = build_decision(make_app)
    controller = d.top.controller
    controller.toast = (tr("The engine refused that."), 0.0)
    to_german(d)
    assert d.top.controller.toast is None


def test_a_hint_on_show_is_asked_for_again_and_said_in_the_new_language(make_app, english_after):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    worker = HeldWorker()
    scene.hint.worker = worker
    scene.hint.ask()
    worker.answer()
    d.frames(2)
    assert scene.hint.shown
    scene.hint.choose(1)
    state = scene.session.state
    english = [s.words for s in scene.hint.suggestions]
    assert english[0] == describe_action(state, scene.hint.suggestions[0].action)
    to_german(d)
    assert scene.hint.thinking and worker.request is not None  # asked again
    worker.answer()
    d.frames(2)
    assert scene.hint.shown and scene.hint.chosen == 1  # the same choice marked
    with speaking("de"):
        german = [describe_action(state, s.action) for s in scene.hint.suggestions]
    assert [s.words for s in scene.hint.suggestions] == german != english


def test_an_open_message_dialog_says_its_words_in_the_new_language(make_app, english_after):
    d = build_decision(make_app)
    d.app.push(
        MessageScene(
            d.app,
            lambda: tr("Not saved"),
            lambda: tr("The engine refused that."),
            [(lambda: tr("Decline"), None), (lambda: tr("OK"), None)],
        )
    )
    d.frames(2)
    dialog = d.top
    assert (dialog.title, dialog.text) == ("Not saved", "The engine refused that.")
    assert dialog.widget("choice_0").text == "Decline"
    to_german(d)
    assert d.top is dialog
    assert (dialog.title, dialog.text) == ("Nicht gespeichert", "Das Regelwerk hat das abgelehnt.")
    assert dialog.widget("choice_0").text == "Ablehnen"


def test_an_analysis_on_show_says_its_reviews_in_the_new_language(make_app, english_after):
    from steamworks.coach.analysis import analyse, decision_line
    from steamworks.ui.analysis.screen import AnalysisScene
    from tests.ui.test_analysis_screen import short_game

    record = short_game()
    result = analyse(record.setup, record.log, seconds=None, samples=1)
    assert result.costliest()
    d = open_game(make_app, GameSession(table_setup()))
    scene = AnalysisScene(d.app, record, analysis=result)
    d.app.push(scene)
    d.frames(2)
    english = [decision_line(r, result.names) for r in scene.costliest()]
    assert all(line.startswith("Round ") for line in english)
    to_german(d)
    assert all(r.language == "de" for r in scene.analysis.decisions)
    german = [decision_line(r, result.names) for r in scene.costliest()]
    assert all(line.startswith("Runde ") and " hat " in line for line in german), german
    assert [r.index for r in scene.costliest()] == [r.index for r in result.costliest()]
    assert scene.costliest()[0].best_text != result.costliest()[0].best_text


def test_the_learner_is_you_in_the_language_spoken_and_the_log_speaks_to_them(
    make_app, english_after
):
    """The tutorial's seat named "You" (kept so in the game's setup) is shown as "Du" on the
    German table, and the log says the learner's moves to them ("Du setzt ...")."""
    import pygame

    from steamworks.rules.words import YOU
    from steamworks.ui.scenes.game import GameScene
    from tests.support.driver import Driver, fast, play_by_clicks

    app = make_app(size=(1280, 720))
    fast(app)
    d = Driver(app)
    d.frames(1)
    d.click("tutorial")
    d.click("lesson_0")
    scene = d.top
    assert isinstance(scene, GameScene) and scene.guide is not None
    learner = scene.names.index(YOU)
    d.key(pygame.K_RETURN)  # past the first step, which is read
    play_by_clicks(d, A.PlacePersona(1))
    assert scene._context().names[learner] == "You"
    to_german(d)
    scene = d.top
    assert scene.session.setup.seats[learner].name == YOU  # the game keeps the name it was given
    assert scene._context().names[learner] == "Du"
    mine = [line.text for line in scene.log_panel.lines if line.seat == learner]
    assert mine and all(text.startswith("Du ") for text in mine), mine


def test_a_puzzles_best_line_is_advice_to_the_learner_in_every_language(make_app, english_after):
    """The best line lists the learner's moves as the coach advises them ("Place a mechanic
    ...", "Setze einen Mechaniker ..."), not in the story's third person ("places ...")."""
    from steamworks.coach.addressed import order
    from steamworks.teach.puzzles import line_positions
    from tests.support.driver import Driver, fast, play_by_clicks

    app = make_app(size=(1280, 720))
    fast(app)
    d = Driver(app)
    d.frames(1)
    d.click("puzzles")
    d.click("puzzle_0")
    guide = d.top.guide
    puzzle = guide.puzzle
    for action in puzzle.line:
        play_by_clicks(d, action)
    d.click("puzzle_line")
    states = line_positions(puzzle)
    english = guide.card_text().lines
    assert english == tuple(order(states[i], a) for i, a in enumerate(puzzle.line))
    assert all(line[:1].isupper() and not line.startswith("Places ") for line in english)
    to_german(d)
    german = guide.card_text().lines
    with speaking("de"):
        assert german == tuple(order(states[i], a) for i, a in enumerate(puzzle.line))
    assert german != english and not any(" setzt " in f" {line} " for line in german)
