"""The tutorial and the puzzles on the real table, driven by real pygame events: a lesson's
step accepted, a wrong click explained and not played, undo step, restart, skip, progress kept;
a puzzle attempt scored with stars and its best line shown; the first launch's suggestion shown
once; a damaged lesson file left out with the loader's words; the lists' focus ring and
selection as one highlight; the pause menu refusing Save and Load over a lesson."""

from __future__ import annotations

import pygame

from steamworks.rules import actions as A
from steamworks.teach import lessons as lessons_module
from steamworks.teach.progress import load_progress, save_progress
from steamworks.ui.art import palette as P
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.title import TitleScene
from steamworks.ui.tutorial.card import MIN_TEXT_PX, readable
from steamworks.ui.tutorial.lesson_screen import TutorialScene
from steamworks.ui.tutorial.puzzle_screen import PuzzlesScene
from tests.support.driver import Driver, fast, play_by_clicks, table_setup


def _tutorial(make_app, size=(1280, 720), hooks=None) -> Driver:
    """The title's Tutorial opened; `hooks` as the desktop game's when a test saves or loads."""
    app = make_app(size=size, hooks=hooks)
    fast(app)
    d = Driver(app)
    d.frames(1)
    d.click("tutorial")
    assert isinstance(d.top, TutorialScene)
    return d


def _lesson(d: Driver, index: int = 0):
    d.click(f"lesson_{index}")
    scene = d.top
    assert isinstance(scene, GameScene) and scene.guide is not None
    return scene.guide


def test_a_lesson_accepts_its_step_and_explains_a_wrong_click(make_app):
    d = _tutorial(make_app)
    guide = _lesson(d)
    assert guide.run.step.read_only
    d.key(pygame.K_RETURN)  # Enter continues past a step to read
    assert guide.run.index == 1
    scene = d.top
    # a legal click the step does not want: explained on the card, not played
    space = scene.layout.persona.spaces[2]
    d.click_at(tuple(int(v) for v in space.centre))
    assert scene.session.log == ()
    assert guide.answer == guide.run.step.otherwise
    assert guide.pointer_place() is not None  # the arrow points at the wanted space
    play_by_clicks(d, A.PlacePersona(1))
    assert guide.run.index == 2 and guide.answer == ""
    assert scene.session.state == guide.run.state


def test_keyboard_play_in_a_lesson(make_app):
    d = _tutorial(make_app)
    guide = _lesson(d)
    d.key(pygame.K_RETURN)
    scene = d.top
    want = guide.run.step.expect[0]
    for _ in range(12):  # Tab to the wanted persona space, then Enter
        d.key(pygame.K_TAB)
        focused = scene.focused()
        if focused is not None and any(
            isinstance(a, A.PlacePersona) and a.space == want["space"]
            for t in scene.targets
            if t.key == focused.key
            for a in t.actions
        ):
            break
    d.key(pygame.K_RETURN)
    assert guide.run.index == 2


def test_the_rivals_move_is_played_then_undo_and_restart(make_app):
    d = _tutorial(make_app)
    guide = _lesson(d)
    d.key(pygame.K_RETURN)
    play_by_clicks(d, A.PlacePersona(1))
    play_by_clicks(d, A.ChooseSource("S"))
    assert guide.run.step.auto
    guide.go_on()  # Continue: the rival's moves are shown one by one, from the next frame on
    assert guide.queue and not d.top.widget("lesson_go").is_enabled  # Continue waits for them
    d.frames(8)
    scene = d.top
    assert not guide.queue and guide.run.index == 4
    assert [e.seat for e in scene.session.log] == [0, 0, 1, 1]
    assert scene.session.state == guide.run.state
    d.click("undo")  # back one step of the lesson: before the rival's move and the choice
    assert guide.run.index == 2 and len(d.top.session.log) == 1
    assert d.top.session.state == guide.run.state
    d.click("lesson_restart")
    assert guide.run.index == 0 and d.top.session.log == ()
    assert d.top.session.state == guide.lesson.start


def test_finishing_and_skipping_are_remembered(make_app):
    d = _tutorial(make_app)
    guide = _lesson(d)
    while not guide.run.finished:
        step = guide.run.step
        if step.read_only or step.auto:
            d.click("lesson_go")
            d.frames(8)
        else:
            play_by_clicks(d, lessons_module.expected_action(d.top.session.state, step.expect[0]))
    first = guide.lesson.id
    assert load_progress().lesson_state(first) == "done"
    d.click("lesson_go")  # Next lesson
    assert guide.index == 1
    second = guide.lesson.id
    d.click("lesson_skip")
    assert load_progress().lesson_state(second) == "skipped" and guide.index == 2
    d.click("lesson_leave")
    assert isinstance(d.top, TutorialScene)
    assert d.top.selected == 1  # the first lesson not done


def test_a_lesson_is_not_autosaved_nor_recorded(make_app, data_dir):
    d = _tutorial(make_app)
    _lesson(d)
    d.key(pygame.K_RETURN)
    play_by_clicks(d, A.PlacePersona(1))
    d.top.controller.autosaver.flush()
    assert not (data_dir / "autosave.json").exists()
    assert d.top.session.record_history is False  # nor in the player's history
    # the pointer teaches the move: the Hint button stays off, saying why
    assert not d.top.widget("hint").is_enabled
    assert d.top.hint.unavailable()


def test_a_puzzle_attempt_is_scored_with_stars_and_shows_the_best_line(make_app):
    app = make_app(size=(1280, 720))
    fast(app)
    d = Driver(app)
    d.frames(1)
    d.click("puzzles")
    assert isinstance(d.top, PuzzlesScene)
    d.click("puzzle_0")
    guide = d.top.guide
    puzzle = guide.puzzle
    for action in puzzle.line:
        play_by_clicks(d, action)
    assert guide.phase == "result" and guide.attempt.result == puzzle.best
    assert guide.attempt.stars == 3 and load_progress().puzzles[puzzle.id] == puzzle.best
    # a click on the table now is refused in words
    assert d.top.play(A.Pass()) is False and guide.answer
    d.click("puzzle_line")
    assert guide.phase == "line" and guide.line_step == 0
    assert guide.pointer_place() is not None
    d.click("line_next")
    assert guide.line_step == 1 and len(d.top.session.log) == 1
    d.click("puzzle_leave")
    assert isinstance(d.top, PuzzlesScene)
    assert d.top.rows()[0].stars == 3


def test_a_weaker_puzzle_result_earns_fewer_stars(make_app):
    app = make_app()
    fast(app)
    d = Driver(app)
    d.frames(1)
    d.click("puzzles")
    d.click("puzzle_0")
    guide = d.top.guide
    # end the turn at once: the least result
    first = guide.puzzle.line[0]
    play_by_clicks(d, first)
    d.click("undo")  # undo in a puzzle takes back a move
    assert guide.attempt.actions == [] and d.top.session.log == ()
    assert guide.puzzle.stars_for(0) == 0


def test_the_first_launch_suggests_the_tutorial_once(make_app):
    app = make_app()
    d = Driver(app)
    d.frames(1)
    assert isinstance(d.top, TitleScene) and d.top.suggesting
    assert app.settings.tutorial_offered
    d.click("suggest_tutorial")
    assert isinstance(d.top, TutorialScene)
    app.nav.open_title()
    d.frames(1)
    assert not d.top.suggesting and d.top.widget_or_none("suggest_tutorial") is None


def test_a_damaged_lesson_is_left_out_with_the_loaders_words(make_app, tmp_path, monkeypatch):
    folder = tmp_path / "teach"
    (folder / "lessons").mkdir(parents=True)
    (folder / "positions").symlink_to(lessons_module.PACKAGE_DIR / "positions")
    good = lessons_module.LESSONS_DIR / "01_wages.toml"
    (folder / "lessons" / "01_wages.toml").write_text(good.read_text())
    (folder / "lessons" / "02_bad.toml").write_text("[lesson]\ntitle = 3\n")
    real = lessons_module.load_lessons
    monkeypatch.setattr(
        "steamworks.ui.tutorial.lesson_screen.load_lessons", lambda: real(folder / "lessons")
    )
    d = _tutorial(make_app)
    assert [lesson.id for lesson in d.top.lessons] == ["01_wages"]
    assert len(d.top.bad) == 1 and "02_bad" in str(d.top.bad[0])
    d.frames(2)  # drawn, not crashed


def test_the_card_text_is_readable_at_1280x720(make_app):
    d = _tutorial(make_app)
    _lesson(d)
    assert readable("ui", 14, d.app.scale).get_height() >= MIN_TEXT_PX


def test_every_lesson_step_fits_its_card_at_1280x720(make_app):
    """The card's text is never under 14 px; every step of every lesson must then fit whole,
    with the longest answer a step gives beside it."""
    from steamworks.ui.game import layout as L
    from steamworks.ui.tutorial.card import CardText, card_rect, draw_card
    from steamworks.ui.tutorial.lesson_guide import shown_refusal

    app = make_app(size=(1280, 720))
    card = card_rect(L.regions((1280, 720)).log)
    surface = pygame.Surface((1280, 720))
    lessons, _ = lessons_module.load_lessons()
    for n, lesson in enumerate(lessons):
        run = lessons_module.LessonRun(lesson)
        while not run.finished:
            step, i = run.step, run.index
            heading = f"Lesson {n + 1}: {lesson.title}"
            counter = f"Step {i + 1} of {len(lesson.steps)}"
            body = step.say + shown_refusal(run.state, step)
            text = CardText(heading, counter, body, step.otherwise if step.expect else "")
            assert draw_card(surface, card, text, 4, app.scale), (lesson.id, i + 1)
            if step.read_only or step.auto:
                run.proceed()
            else:
                run.attempt(lessons_module.expected_action(run.state, step.expect[0]))


def test_a_lesson_or_puzzle_is_never_saved(make_app, data_dir):
    from steamworks.ui.scenes.game_hooks import make_hooks

    d = _tutorial(make_app, hooks=make_hooks())
    _lesson(d)
    assert not d.top.widget("save").is_enabled
    d.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    assert isinstance(d.top, GameScene)  # no save dialog
    d.key(pygame.K_ESCAPE)
    d.click("save")  # the pause menu's Save Game
    assert d.top.name == "message"
    assert sorted(p.name for p in data_dir.rglob("*.json")) == ["settings.json"]


def test_every_lesson_plays_through_on_the_screen(make_app):
    """Each lesson, played by clicks on the table (the build lesson through the build panel's
    tray and grid), ends done with the table and the lesson agreeing at every step."""
    import random

    from tests.support.driver import build_by_clicks

    d = _tutorial(make_app, size=(1600, 900))
    guide = _lesson(d)
    for n in range(len(guide.lessons)):
        assert guide.index == n
        while not guide.run.finished:
            step = guide.run.step
            if step.read_only or step.auto:
                d.click("lesson_go")
                d.frames(10)
                continue
            state = d.top.session.state
            action = lessons_module.expected_action(state, step.expect[0])
            if isinstance(action, (A.BuildDevice, A.AddTile)):
                build_by_clicks(d, random.Random(n), action)
            else:
                play_by_clicks(d, action)
            assert d.top.session.state == guide.run.state, (guide.lesson.id, guide.run.index)
        assert load_progress().lesson_state(guide.lesson.id) == "done"
        d.click("lesson_go")  # the next lesson (after the last: back to the list)
    assert isinstance(d.top, TutorialScene)


def test_a_rules_chapter_opens_its_lesson(make_app):
    from steamworks.ui.rules.screen import RulesScene

    app = make_app(size=(1280, 720))
    fast(app)
    d = Driver(app)
    d.frames(1)
    app.nav.open_rules("building")
    d.frames(1)
    assert "Building a device" in d.top.widget("chapter_lesson").text
    d.click("chapter_lesson")
    assert isinstance(d.top, GameScene) and d.top.guide.lesson.chapters[0] == "building"
    d.click("lesson_leave")
    assert isinstance(d.top, RulesScene) and d.top.chapter_id == "building"
    app.nav.open_rules("glossary")
    d.frames(1)
    assert d.top.widget_or_none("chapter_lesson") is None  # no lesson teaches the glossary


def test_a_step_shows_an_illegal_device_refused_in_the_engines_words(make_app):
    d = _tutorial(make_app)
    guide = _lesson(d, 4)  # building a device
    play_by_clicks(d, A.PlacePersona(2))
    assert d.top.build_panel is not None and guide.run.step.refuse
    assert "not connected" in guide.card_text().body


def test_the_build_lesson_points_inside_the_build_panel_tile_by_tile(make_app):
    """In the build step the arrow leads through the panel: the supply tile to take, the cell
    it goes to once in hand, the next tile and its cell, then Build; following it by clicks
    builds the device the lesson wants."""
    d = _tutorial(make_app)
    guide = _lesson(d, 4)  # building a device
    play_by_clicks(d, A.PlacePersona(2))
    d.key(pygame.K_RETURN)  # past the step showing the refused device
    panel = d.top.build_panel
    assert panel is not None and not guide.run.step.read_only
    grid_cells = set(panel.visible_cells())
    visited = []
    for tile in ("clockwork_source", "start_monetiser"):
        place = guide.pointer_place()
        assert place == pygame.Rect(panel.tray_slot(tile).rounded())  # take this tile
        d.click_at(place.center)
        assert panel.hand() is not None and panel.hand().tile_id == tile
        place = guide.pointer_place()
        cell = next(
            c for c in grid_cells if panel.positions.grid.cell_rect(c).contains(place.center)
        )
        visited.append(cell)
        d.click_at(place.center)  # put it there
        assert panel.model.tile_at(cell)[0] == tile
    assert visited[1] == (visited[0][0], visited[0][1] + 1)  # side by side, as the lesson builds
    place = guide.pointer_place()
    assert place == pygame.Rect(panel.button_rect("confirm").rounded())
    d.click_at(place.center)
    assert guide.run.index == 3 and d.top.session.state == guide.run.state
    assert d.top.build_panel is None


def test_the_build_pointer_waits_when_the_tiles_down_are_not_the_lessons(make_app):
    d = _tutorial(make_app)
    guide = _lesson(d, 4)
    play_by_clicks(d, A.PlacePersona(2))
    d.key(pygame.K_RETURN)
    panel = d.top.build_panel
    d.click_at(panel.tray_slot_centre("steam_source"))  # a tile the lesson does not use
    d.click_at(panel.cell_centre(sorted(panel.visible_cells())[0]))
    assert panel.model.placed and guide.pointer_place() is None
    d.click_at(tuple(int(v) for v in panel.button_rect("clear").centre))
    assert not panel.model.placed
    assert guide.pointer_place() == pygame.Rect(panel.tray_slot("clockwork_source").rounded())


def _ring_on(scene) -> str | None:
    item = scene.focused()
    return item.key.object_id if item is not None else None


def test_tab_moves_a_focus_ring_over_the_lesson_list_and_enter_opens(make_app):
    d = _tutorial(make_app)
    scene = d.top
    count = len(scene.lessons)
    assert _ring_on(scene) is None  # no ring until a key asks for it
    d.key(pygame.K_TAB)  # the first Tab shows the ring on the first row
    assert _ring_on(scene) == "lesson_0"
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB)
    assert _ring_on(scene) == "lesson_2" and scene.selected == 2  # the selection follows
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert _ring_on(scene) == "lesson_1"
    for _ in range(count - 1):
        d.key(pygame.K_TAB)
    assert _ring_on(scene) == "back"  # past the rows: the bottom buttons
    d.key(pygame.K_TAB)
    assert _ring_on(scene) == "puzzles"
    d.key(pygame.K_TAB)
    assert _ring_on(scene) == "lesson_0"  # round again
    d.hover((5, 5))
    assert _ring_on(scene) is None  # the mouse hides it
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB)
    assert _ring_on(scene) == "lesson_1"
    d.key(pygame.K_RETURN)  # opens the focused lesson
    assert isinstance(d.top, GameScene) and d.top.guide.index == 1


def test_tab_and_space_on_the_puzzle_list(make_app):
    d = _tutorial(make_app)
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # shows the ring where the focus is: the first row
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # back round to the last button
    assert _ring_on(d.top) == "puzzles"
    d.key(pygame.K_SPACE)
    scene = d.top
    assert isinstance(scene, PuzzlesScene)
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB)
    assert _ring_on(scene) == "puzzle_1" and scene.selected == 1
    d.key(pygame.K_DOWN)  # Down moves the selection, and the ring with it
    assert scene.selected == 2 and _ring_on(scene) == "puzzle_2"
    d.key(pygame.K_SPACE)
    assert isinstance(d.top, GameScene) and d.top.guide.puzzle is scene.puzzles[2]


def _box_edge(scene) -> tuple[int, int]:
    """A point on the right edge of the selected row's brass box, clear of the focus ring (which
    is drawn round the row's button, not round the whole row)."""
    rect = scene._rects[scene.selected]
    return rect.inflate(scene.px(12), scene.px(8)).right - 1, rect.centery


def test_the_selection_and_the_focus_ring_are_one_highlight(make_app):
    first = lessons_module.load_lessons()[0][0]
    progress = load_progress()
    progress.finish_lesson(first.id)
    save_progress(progress)
    d = _tutorial(make_app)
    scene = d.top
    assert scene.selected == 1  # the first lesson not done
    d.key(pygame.K_TAB)
    assert _ring_on(scene) == "lesson_1"
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    d.key(pygame.K_RETURN)  # the first lesson, again
    d.click("lesson_leave")
    assert d.top is scene and scene.selected == 1
    assert _ring_on(scene) == "lesson_1"  # the ring came back with the selection
    box = _box_edge(scene)
    assert scene.app.screen.get_at(box)[:3] != P.BRASS_DARK  # the ring is the one highlight
    # the mouse selects a row and hides the ring; the box shows, and Tab brings the ring there
    row = scene._rects[4]
    d.hover((row.right - scene.px(4), row.centery))
    d.frames(1)
    assert scene.selected == 4 and _ring_on(scene) is None
    assert scene.app.screen.get_at(_box_edge(scene))[:3] == P.BRASS_DARK
    d.key(pygame.K_TAB)
    assert _ring_on(scene) == "lesson_4" and scene.selected == 4
    # Up and Down while the mouse is in use: Tab shows the ring on the row they chose
    d.hover((5, 5))
    d.key(pygame.K_DOWN)
    d.key(pygame.K_DOWN)
    assert _ring_on(scene) is None and scene.selected == 6
    d.key(pygame.K_TAB)
    assert _ring_on(scene) == "lesson_6" and scene.selected == 6
    # the ring on a bottom button: no row is highlighted
    for _ in range(len(scene.lessons) - 6):
        d.key(pygame.K_TAB)
    assert _ring_on(scene) == "back"
    d.frames(1)
    assert scene.app.screen.get_at(_box_edge(scene))[:3] != P.BRASS_DARK


def test_the_pause_menu_refuses_to_load_over_a_lesson_saying_why(make_app, data_dir):
    from steamworks.session import GameSession
    from steamworks.ui.scenes.game_hooks import NOT_LOADED, make_hooks, open_session
    from steamworks.ui.scenes.load import LoadScene

    d = _tutorial(make_app, hooks=make_hooks())
    guide = _lesson(d)
    lesson_table = d.top
    d.key(pygame.K_ESCAPE)
    d.click("load")  # the pause menu's Load Game
    assert d.top.name == "message" and d.top.text == NOT_LOADED
    assert d.app.stack.find(LoadScene) is None
    d.click("choice_0")  # OK: back to the menu, the lesson still under it
    d.key(pygame.K_ESCAPE)
    assert d.top is lesson_table and lesson_table.guide is guide
    # over an ordinary game, the same menu's Load Game opens the Load screen as ever
    open_session(d.app, GameSession(table_setup()))
    d.frames(1)
    d.key(pygame.K_ESCAPE)
    d.click("load")
    assert isinstance(d.top, LoadScene)
