"""The tutorial's lessons: every shipped lesson plays through the real engine, `tutorial
--check` catches illegal, unreachable and out-of-date steps, and damaged files are reported
with the scenario loader's messages and left out."""

from __future__ import annotations

from steamworks.cli import tutorial
from steamworks.rules import engine
from steamworks.rules.actions import ChooseSource, Pass, PlacePersona, TakeTile
from steamworks.rules.scenario import ScenarioError
from steamworks.teach import check
from steamworks.teach.lessons import LessonRun, load_lesson, load_lessons

TOPICS = (
    "wage",
    "pass",
    "belt",
    "source",
    "build",
    "activat",
    "opponent",
    "iterator",
    "age",
    "scoring",
    "clock",
    "coin",
    "converter",
    "tie-break",
)


def test_the_shipped_lessons_cover_the_issue_and_play_through():
    lessons, errors = load_lessons()
    assert errors == []
    assert 8 <= len(lessons) <= 12
    topics = " ".join(lesson.topic.lower() for lesson in lessons)
    for word in TOPICS:
        assert word in topics, word
    for lesson in lessons:
        assert check.check_lesson(lesson) == [], lesson.id
        assert all(step.say and len(step.say) <= 260 for step in lesson.steps), lesson.id


def test_tutorial_check_passes_on_the_shipped_lessons(capsys):
    assert tutorial.main(["--check"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "11 of 11 lessons play through"


def _wages(folder):
    return folder / "lessons" / "01_wages.toml"


def test_an_illegal_expected_step_fails_the_check(teach_copy, edit_file, capsys):
    # the learner's second mechanic cannot go back to the space the first one took
    edit_file(
        _wages(teach_copy),
        'expect = [{ kind = "PlacePersona", space = 0 }]',
        'expect = [{ kind = "PlacePersona", space = 1 }]',
    )
    assert tutorial.main(["--check", "--lessons", str(teach_copy / "lessons")]) == 1
    out = capsys.readouterr().out
    assert "FAIL 01_wages: step 5: illegal" in out
    assert "That persona space already has a worker on it." in out
    assert "10 of 11 lessons play through" in out


def test_a_step_whose_figures_no_longer_match_is_out_of_date(teach_copy, edit_file, capsys):
    edit_file(
        _wages(teach_copy), "after = { money = 4, used = 2 }", "after = { money = 3, used = 2 }"
    )
    assert tutorial.main(["--check", "--lessons", str(teach_copy / "lessons")]) == 1
    assert "step 5: out of date: money is 4, the lesson says 3" in capsys.readouterr().out


def test_a_pointer_at_nothing_legal_is_unreachable(teach_copy, edit_file):
    edit_file(
        _wages(teach_copy),
        'say = "Choose which basic source',
        'point = { kind = "TakeTile" }\nsay = "Choose which basic source',
    )
    lesson = load_lesson(_wages(teach_copy))
    problems = check.check_lesson(lesson)
    assert problems and problems[0].startswith("step 3: unreachable")


def test_a_refusal_the_engine_now_allows_is_out_of_date(teach_copy, edit_file):
    path = teach_copy / "lessons" / "03_belts.toml"
    edit_file(
        path,
        'refuse = [{ kind = "TakeTile", belt = 0, col = 2 }]',
        'refuse = [{ kind = "TakeTile", belt = 0, col = 1 }]',
    )
    problems = check.check_lesson(load_lesson(path))
    assert problems and "is shown as refused but is legal" in problems[0]


def test_a_learner_step_on_the_rivals_turn_is_out_of_date(teach_copy, edit_file):
    # without the rival's automatic move, step 5 would be asked of the learner on the rival's turn
    edit_file(_wages(teach_copy), "auto = true", "auto = false")
    problems = check.check_lesson(load_lesson(_wages(teach_copy)))
    assert problems and "step 4" in problems[0]


def test_damaged_lesson_files_are_reported_and_left_out(teach_copy, edit_file, capsys):
    lessons = teach_copy / "lessons"
    (lessons / "02_passing.toml").write_text("[lesson\ntitle = 'x'\n", encoding="utf-8")
    edit_file(lessons / "03_belts.toml", 'position = "belts.toml"', 'position = "nowhere.toml"')
    edit_file(lessons / "04_sources.toml", "otherwise =", "otherwhise =")
    edit_file(teach_copy / "positions" / "building.toml", 'persona = "alice"', 'persona = "alise"')
    good, bad = load_lessons(lessons)
    assert [lesson.id for lesson in good] == [
        "01_wages",
        "06_activation",
        "07_rival_device",
        "08_clocks",
        "09_modifiers",
        "10_ages",
        "11_scoring",
    ]
    messages = [str(err) for err in bad]
    assert all(isinstance(err, ScenarioError) for err in bad)
    assert "02_passing.toml has a problem" in messages[0] and "not valid TOML" in messages[0]
    assert "there is no scenario file positions/nowhere.toml" in messages[1]
    assert "line 14: step 2: there is no key `otherwhise` here" in messages[2]
    assert 'there is no persona "alise" (did you mean "alice"?)' in messages[3]
    assert tutorial.main(["--check", "--lessons", str(lessons)]) == 1
    assert "7 of 11 lessons play through" in capsys.readouterr().out


def test_a_bad_action_in_a_step_is_reported(teach_copy, edit_file):
    edit_file(
        _wages(teach_copy),
        '{ kind = "ChooseSource", type = "S" }',
        '{ kind = "ChoseSource", type = "S" }',
    )
    _good, bad = load_lessons(teach_copy / "lessons")
    assert len(bad) == 1
    assert "step 3, expect: there is no action kind 'ChoseSource'" in str(bad[0])


def _run(name="01_wages"):
    lessons, _ = load_lessons()
    return LessonRun(next(lesson for lesson in lessons if lesson.id == name))


def test_a_lesson_answers_other_moves_without_playing_them():
    run = _run()
    assert run.step.read_only
    assert not run.attempt(PlacePersona(1)).accepted  # a step to read first
    assert run.proceed().accepted
    start = run.state
    legal_but_other = run.attempt(PlacePersona(2))
    assert not legal_but_other.accepted
    assert legal_but_other.message == run.step.otherwise
    illegal = run.attempt(TakeTile(0, 0))
    assert not illegal.accepted
    assert illegal.message == engine.explain_illegal(start, TakeTile(0, 0))
    assert run.state is start and run.index == 1


def test_a_lesson_plays_undoes_and_restarts():
    run = _run()
    run.proceed()
    assert run.attempt(PlacePersona(1)).accepted
    assert run.attempt(ChooseSource("S")).accepted
    assert run.step.auto and run.proceed().accepted  # the rival's move, played for the learner
    assert engine.to_act(run.state) == 0 and run.index == 4
    # undo goes back past the rival's move to the learner's last choice
    assert run.undo()
    assert run.index == 2 and run.state.players[0].sources == (1, 0, 0)
    assert run.undo() and run.undo()
    assert run.index == 0 and not run.undo()
    run.attempt(Pass())
    run.restart()
    assert run.index == 0 and run.state == run.lesson.start


def test_steps_after_the_game_has_ended_are_unreachable(teach_copy):
    path = teach_copy / "lessons" / "11_scoring.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text + '\n[[step]]\nsay = "One more pass."\nexpect = [{ kind = "Pass" }]\n')
    problems = check.check_lesson(load_lesson(path))
    assert problems == ["step 5: unreachable: the game is over before this step"]


def test_every_accepted_alternative_must_be_legal(teach_copy, edit_file):
    path = teach_copy / "lessons" / "05_building.toml"
    edit_file(
        path,
        '{ at = [0, 0], tile = "start_monetiser" }, { at = [0, 1], tile = "clockwork_source" }',
        '{ at = [0, 0], tile = "start_monetiser" }, { at = [0, 1], tile = "steam_source" }',
    )
    problems = check.check_lesson(load_lesson(path))
    assert problems and problems[0].startswith("step 3: out of date: the accepted action")


def test_lessons_link_to_real_rules_chapters():
    from steamworks.teach.lessons import lessons_for_chapter
    from steamworks.ui.rules import text as rules_text

    lessons, _ = load_lessons()
    ids = set(rules_text.chapter_ids())
    for lesson in lessons:
        assert lesson.chapters and set(lesson.chapters) <= ids, lesson.id
    for chapter in ("turn", "round", "ages", "building", "power", "two_players", "scoring"):
        assert lessons_for_chapter(lessons, chapter), chapter
    assert [lesson.id for lesson in lessons_for_chapter(lessons, "scoring")] == [
        "08_clocks",
        "11_scoring",
    ]


def test_a_lesson_keeps_the_actions_played_so_the_screen_can_replay_them():
    run = _run()
    run.proceed()
    assert run.answer(PlacePersona(1)).accepted and run.index == 1  # asking plays nothing
    run.attempt(PlacePersona(1))
    run.attempt(ChooseSource("S"))
    run.proceed()  # the rival's place and choice
    assert run.last_played == (PlacePersona(1), ChooseSource("C"))
    replayed = run.lesson.start
    for action in run.actions:
        replayed = engine.apply(replayed, action)
    assert replayed == run.state and len(run.actions) == 4
    run.undo()
    assert run.actions == (PlacePersona(1),)
