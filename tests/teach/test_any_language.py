"""The tutorial's check and the puzzles' verify do not depend on the words: every lesson plays
through and every puzzle's best is found again while the game speaks another language (the
pseudo-language, whose every sentence differs from the English, and each catalogued one), and
what the lessons and puzzles say to the learner is then said in that language."""

from __future__ import annotations

import pytest

from steamworks.cli import puzzles as puzzles_cli
from steamworks.cli import tutorial as tutorial_cli
from steamworks.language import PSEUDO, money, speaking, tr
from steamworks.language.catalogue import pseudo
from steamworks.rules.actions import Pass
from steamworks.teach import check
from steamworks.teach.lessons import READ_ONLY_ANSWER, LessonRun, load_lessons
from steamworks.teach.puzzles import PuzzleAttempt, load_puzzles, verify


@pytest.mark.parametrize("code", [PSEUDO, "de", "fr", "es"])
def test_every_lesson_plays_through_and_every_puzzle_verifies_in_any_language(code):
    with speaking(code):
        lessons, lesson_errors = load_lessons()
        puzzles, puzzle_errors = load_puzzles()
        assert lesson_errors == [] and puzzle_errors == []
        for lesson in lessons:
            assert check.check_lesson(lesson) == [], lesson.id
        for puzzle in puzzles:
            problems, solution = verify(puzzle)
            assert problems == [], puzzle.id
            assert solution.best == puzzle.best


@pytest.mark.parametrize("code", [PSEUDO, "de", "fr", "es"])
def test_the_commands_pass_while_speaking(code, capsys):
    with speaking(code):
        assert tutorial_cli.main(["--check"]) == 0
        assert puzzles_cli.main(["--verify"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "11 of 11 lessons play through" in out
    assert out[-1] == "15 puzzles verified"


def test_a_lesson_answers_in_the_language_spoken():
    lesson = load_lessons()[0][0]
    run = LessonRun(lesson)
    assert run.step is not None and run.step.read_only
    english = run.answer(Pass()).message
    assert english == READ_ONLY_ANSWER
    with speaking(PSEUDO):
        assert run.answer(Pass()).message == pseudo(READ_ONLY_ANSWER)
    # the run itself is untouched by the words: the same step, read on in English
    assert run.proceed().accepted and run.index == 1


def test_a_finished_attempt_refuses_in_the_language_spoken():
    puzzle = load_puzzles()[0][0]
    attempt = PuzzleAttempt(puzzle)
    for action in puzzle.line:
        assert attempt.play(action) is None
    assert attempt.finished
    english = attempt.play(puzzle.line[0])
    with speaking(PSEUDO):
        said = attempt.play(puzzle.line[0])
    assert english == "This attempt is over: the turn has ended."
    assert said == pseudo(english)


@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_every_word_of_the_lessons_and_puzzles_is_said_in(code):
    """Each card, answer, title and goal comes out of the language's catalogue whole: its sums
    filled in ("{pounds_1}" as the language writes £1), none left as the English."""
    lessons, _ = load_lessons()
    puzzles, _ = load_puzzles()
    texts = [text for lesson in lessons for text in (lesson.title, lesson.summary) if text]
    texts += [
        text for lesson in lessons for step in lesson.steps for text in (step.say, step.otherwise)
    ]
    texts += [text for puzzle in puzzles for text in (puzzle.title, puzzle.text)]
    assert any("{pounds_" in text for text in texts)  # the lessons write sums so
    with speaking(code):
        said = {text: tr(text) for text in set(texts)}
        one_pound = money(1)
    for english, words in said.items():
        assert words.strip() and "{" not in words and "}" not in words, (code, words)
        # a title of one word may read the same ("Distillery"), a sentence does not
        assert words != english or " " not in english, (code, english)
    assert any(one_pound in words for words in said.values())
