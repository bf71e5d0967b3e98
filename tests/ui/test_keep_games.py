"""No game is ever lost: a game replaced by a new game, a rematch or another save is kept in
Load and plays on from where it was; a finished game is kept and opens to its results and its
final table; Load deletes a save after asking. Driven headless with real pygame events."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from steamworks.persistence import keep, saves
from steamworks.persistence.record import LogEntry
from steamworks.rules import engine
from steamworks.session import GameSession
from steamworks.ui.art import palette as P
from steamworks.ui.game.sample_games import finished_session
from steamworks.ui.scenes import keeping
from steamworks.ui.scenes.final_table import FinalTableScene
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.load import LoadScene
from steamworks.ui.scenes.message import MessageScene
from steamworks.ui.scenes.new_game import NewGameScene
from steamworks.ui.scenes.results import ResultsScene
from steamworks.ui.scenes.title import TitleScene
from tests.support.driver import (
    Driver,
    open_game,
    open_title,
    play_by_clicks,
    play_one_turn_step,
    table_setup,
)


def _moves(d: Driver, count: int, seed: int = 4) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        play_one_turn_step(d, rng)


def _entries(session: GameSession) -> tuple[LogEntry, ...]:
    return tuple(LogEntry(seat=e.seat, action=e.action, revealed=e.revealed) for e in session.log)


def _quit_to_title(d: Driver) -> None:
    d.key(pygame.K_ESCAPE)
    d.click("quit_to_title")
    assert isinstance(d.top, TitleScene)


def _load_row(d: Driver, name: str) -> None:
    """On the Load screen: select the row of the save called `name` and press Load."""
    scene = d.top
    assert isinstance(scene, LoadScene)
    index = [p.stem for p in scene.saves].index(name)
    d.click(f"save_{index}")
    d.click("load")


def test_a_new_game_over_an_unfinished_one_keeps_it_in_load(make_app, data_dir):
    d = open_game(make_app, GameSession(table_setup()))
    first = d.top
    _moves(d, 5)
    state, actions = first.session.state, first.session.actions
    _quit_to_title(d)
    assert keeping.notice(d.app) is None
    d.click("new_game")
    assert isinstance(d.top, NewGameScene)
    d.click("start")
    second = d.top
    assert isinstance(second, GameScene) and second is not first
    # the New game screen's table (an AI may already have moved)
    assert second.session.setup != first.session.setup
    # the new table says where the old game went, and so does the title
    assert (
        second.controller.toast is not None
        and second.controller.toast[0]
        == "Your game with Ada, Brunel and Clementine is kept in Load."
    )
    listed = saves.list_saves()
    assert (
        len(listed) == 1
        and keep.is_kept_name(listed[0].name)
        and listed[0].name.startswith("Ada, Brunel & Clementine — ")
    )
    _quit_to_title(d)
    assert d.top.kept_notice() == "Your game with Ada, Brunel and Clementine is kept in Load."
    # Load lists it; it opens where it was and plays on
    d.click("load")
    assert keeping.notice(d.app) is None  # found: the title's line has done its work
    _load_row(d, listed[0].name)
    resumed = d.top
    assert isinstance(resumed, GameScene)
    assert resumed.session.state == state and resumed.session.actions == actions
    resumed.controller.announce = None
    _moves(d, 2, seed=9)
    assert len(resumed.session.log) == len(actions) + 2
    # the game started in between is kept too if an AI had moved in it (its start player is
    # drawn at random); a game with no move has nothing to keep
    between = [info for info in saves.list_saves() if info.name != listed[0].name]
    assert len(between) == (1 if second.session.log else 0)


def test_keeping_the_same_game_again_updates_its_one_save(make_app, data_dir):
    d = open_game(make_app, GameSession(table_setup()))
    _moves(d, 3)
    _quit_to_title(d)
    d.click("new_game")
    d.click("start")
    kept_name = saves.list_saves()[0].name
    # back to the kept game, on with it, then a new game again: the same save is brought up to date
    _quit_to_title(d)
    d.click("load")
    _load_row(d, kept_name)
    game = d.top
    game.controller.announce = None
    _moves(d, 2, seed=11)
    state = game.session.state
    _quit_to_title(d)
    d.click("new_game")
    d.click("start")
    # (the game started in between is kept as well when an AI moved first in it)
    ada = [info for info in saves.list_saves() if info.name.startswith("Ada, Brunel & Clementine")]
    assert [info.name for info in ada] == [kept_name]
    assert saves.load_game(ada[0].path).state == state


def test_opening_an_earlier_point_of_the_game_on_the_table_opens_that_point(make_app, data_dir):
    d = open_game(make_app, GameSession(table_setup()))
    _moves(d, 3)
    _quit_to_title(d)
    d.click("new_game")
    d.click("start")
    earlier_name = saves.list_saves()[0].name
    earlier_state = saves.load_game(saves.list_saves()[0].path).state
    # back to the kept game and on with it; then, from its table, Load the earlier point
    _quit_to_title(d)
    d.click("load")
    _load_row(d, earlier_name)
    d.top.controller.announce = None
    _moves(d, 2, seed=11)
    later_state = d.top.session.state
    assert later_state != earlier_state
    d.key(pygame.K_ESCAPE)
    d.click("load")
    _load_row(d, earlier_name)
    # the player gets exactly the point they chose...
    assert isinstance(d.top, GameScene) and d.top.session.state == earlier_state
    # ...and the later point is kept as a save of its own, and said so
    ada = {
        info.name: info.path
        for info in saves.list_saves()
        if info.name.startswith("Ada, Brunel & Clementine")
    }
    assert len(ada) == 2 and earlier_name in ada
    assert saves.load_game(ada.pop(earlier_name)).state == earlier_state
    (later_path,) = ada.values()
    assert saves.load_game(later_path).state == later_state
    assert d.top.controller.toast is not None and "kept in Load" in d.top.controller.toast[0]
    # and each opens from Load with its own state
    _quit_to_title(d)
    d.click("load")
    _load_row(d, later_path.stem)
    assert d.top.session.state == later_state


def _toast_band_colours(d: Driver) -> set:
    """The colours drawn in the band at the top of the table where the toast shows."""
    d.frames(1)
    screen = pygame.display.get_surface()
    area = d.top.layout.regions.tableau
    s = d.app.scale
    top, bottom = round(area.y), round(area.y + 80 * s)
    left, right = round(area.centre[0] - 120 * s), round(area.centre[0] + 120 * s)
    return {
        tuple(screen.get_at((x, y)))[:3]
        for x in range(left, right, 2)
        for y in range(top, bottom, 2)
    }


def test_the_kept_in_load_notice_is_not_drawn_like_an_error(make_app, data_dir):
    d = open_game(make_app, GameSession(table_setup()))
    _moves(d, 2)
    _quit_to_title(d)
    d.click("new_game")
    d.click("start")
    table = d.top
    assert isinstance(table, GameScene) and "kept in Load" in table.controller.toast[0]
    error_fill = P.darker(P.OXIDE_RED, 0.3)
    notice = _toast_band_colours(d)
    assert P.PARCHMENT in notice and error_fill not in notice
    # an error in the same place stays red
    table.controller.toast = ("The engine refused that.", 0.0)
    assert error_fill in _toast_band_colours(d)


def test_a_rematch_keeps_the_unfinished_game(make_app, data_dir):
    # an unfinished hot-seat game in the autosave, and a finished game's results on screen
    unfinished = GameSession(table_setup(), [])
    d = open_game(make_app, unfinished)
    _moves(d, 4)
    d.top.controller.autosaver.flush()
    state = unfinished.state
    app = d.app
    app.reset_to(ResultsScene(app, finished_session()))
    d.frames(2)
    d.click("rematch")
    rematch = d.top
    assert isinstance(rematch, GameScene) and rematch.session is not unfinished
    assert [seat.name for seat in rematch.session.setup.seats] == [
        "Ada",
        "Brunel",
        "Clementine",
        "Darwin",
    ]
    kept = [info for info in saves.list_saves() if keep.is_kept_name(info.name)]
    assert len(kept) == 1 and saves.load_game(kept[0].path).state == state


def test_loading_another_game_from_the_table_keeps_the_one_on_it(make_app, data_dir):
    other = GameSession(table_setup(2))
    saves.save_slot("Another game", other.setup, (), other.state)
    d = open_game(make_app, GameSession(table_setup()))
    game = d.top
    _moves(d, 4)
    state = game.session.state
    d.key(pygame.K_ESCAPE)
    d.click("load")
    _load_row(d, "Another game")
    opened = d.top
    assert isinstance(opened, GameScene) and len(opened.session.setup.seats) == 2
    kept = [info for info in saves.list_saves() if keep.is_kept_name(info.name)]
    assert len(kept) == 1 and saves.load_game(kept[0].path).state == state
    # and it still loads and plays on
    _quit_to_title(d)
    d.click("load")
    _load_row(d, kept[0].name)
    assert d.top.session.state == state
    d.top.controller.announce = None
    _moves(d, 1, seed=2)


def test_loading_the_game_in_progress_itself_keeps_no_copy(make_app, data_dir):
    d = open_game(make_app, GameSession(table_setup()))
    _moves(d, 3)
    session = d.top.session
    saves.save_slot("Mine", session.setup, _entries(session), session.state)
    d.key(pygame.K_ESCAPE)
    d.click("load")
    _load_row(d, "Mine")
    assert isinstance(d.top, GameScene) and d.top.session.state == session.state
    assert [info.name for info in saves.list_saves()] == ["Mine"]
    assert d.top.controller.toast is None


def test_a_finished_game_is_kept_and_opens_to_its_results_and_table(make_app, data_dir):
    whole = finished_session(3, 5)
    last = whole.log[-1].action
    d = open_game(make_app, GameSession(whole.setup, whole.actions[:-1]))
    game = d.top
    play_by_clicks(d, last)
    assert game.session.state.game_over
    for _ in range(200):  # the results follow the last move after a short pause
        d.frames(5)
        if isinstance(d.top, ResultsScene):
            break
    assert isinstance(d.top, ResultsScene)
    assert not saves.has_autosave()  # nothing left to continue...
    listed = saves.list_saves()  # ...because it is kept, finished
    assert len(listed) == 1 and keep.is_kept_name(listed[0].name)
    assert d.top.kept_as == listed[0].name
    d.click("title")
    d.click("load")
    label = d.top._labels[listed[0].path]
    assert label.details.startswith("Finished, won by ")
    _load_row(d, listed[0].name)
    results = d.top
    assert isinstance(results, ResultsScene) and results.state == whole.state
    # View table: the final table, read-only, the whole log; Esc and the button come back
    d.click("view_table")
    review = d.top
    assert isinstance(review, FinalTableScene)
    assert review.targets == [] and review.legal == []
    panel = review.log_panel
    assert panel.scrollable and panel.top == panel.max_top  # on the newest line
    d.key(pygame.K_HOME)
    assert panel.top == 0
    first_lines = [line.text for line in panel.visible()][:2]
    assert first_lines and "Round 1" in first_lines[0]
    # a click on the table, Ctrl+Z, Enter: nothing changes, no pause menu
    board = review.layout.regions.tableau
    d.click_at((int(board.centre[0]), int(board.centre[1])))
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    d.key(pygame.K_RETURN)
    assert d.top is review and review.session.state == whole.state
    focus = review.focus
    d.click("next_board")
    assert review.focus == (focus + 1) % 3
    d.key(pygame.K_ESCAPE)
    assert d.top is results
    d.click("view_table")
    d.click("back_to_results")
    assert d.top is results


def test_load_deletes_a_save_after_asking(make_app, data_dir):
    session = GameSession(table_setup())
    for name in ("First", "Second", "Third"):
        saves.save_slot(name, session.setup, (), session.state)
    saves.autosave(session.setup, (), session.state)
    d = open_title(make_app)
    d.click("load")
    scene = d.top
    d.key(pygame.K_DOWN)
    chosen = scene.saves[scene.selected]
    assert scene.selected == 1
    # Delete key asks; Esc keeps the save
    d.key(pygame.K_DELETE)
    assert isinstance(d.top, MessageScene) and d.top.title == "Delete this save?"
    assert chosen.stem in d.top.text
    d.key(pygame.K_ESCAPE)
    assert d.top is scene and chosen.exists()
    # the button asks too; Cancel keeps it
    d.click("delete")
    d.click("choice_0")
    assert d.top is scene and chosen.exists()
    # Enter deletes: the list is read again and the selection stays on the same row
    d.key(pygame.K_DELETE)
    d.key(pygame.K_RETURN)
    assert d.top is scene and not chosen.exists()
    assert len(scene.saves) == 2 and scene.selected == 1 and chosen not in scene.saves
    d.click("delete")
    d.click("choice_1")
    assert len(scene.saves) == 1 and scene.selected == 0
    d.key(pygame.K_DELETE)
    d.key(pygame.K_RETURN)
    assert scene.saves == [] and scene.selected is None and not scene.widget("delete").is_enabled
    assert saves.has_autosave()  # the autosave is never listed, so never deleted here


def test_a_save_that_cannot_be_deleted_is_reported(make_app, data_dir, monkeypatch):
    session = GameSession(table_setup())
    path = saves.save_slot("Stuck", session.setup, (), session.state)
    d = open_title(make_app)
    d.click("load")

    def refuse(self, missing_ok=False):
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as patch:
        patch.setattr(Path, "unlink", refuse)
        d.key(pygame.K_DELETE)
        d.key(pygame.K_RETURN)
        assert isinstance(d.top, MessageScene) and d.top.title == "The save was not deleted"
        assert "Permission denied" in d.top.text
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, LoadScene) and d.top.saves == [path] and path.exists()


def test_a_corrupt_save_is_still_reported_and_never_overwritten(make_app, data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    broken = data_dir / "broken.json"
    broken.write_bytes(b'{"format": "steamworks-save", "format_version": 2, "log": [')
    d = open_game(make_app, GameSession(table_setup()))
    _moves(d, 3)
    _quit_to_title(d)
    d.click("new_game")
    d.click("start")
    assert broken.read_bytes() == b'{"format": "steamworks-save", "format_version": 2, "log": ['
    _quit_to_title(d)
    d.click("load")
    scene = d.top
    assert len(scene.saves) == 2
    labels = [scene._labels[p] for p in scene.saves if p in scene._labels]
    assert [label.readable for label in labels if label.name == "broken"] == [False]
    _load_row(d, "broken")
    assert isinstance(d.top, MessageScene) and d.top.text
    assert broken.read_bytes() == b'{"format": "steamworks-save", "format_version": 2, "log": ['


def test_a_game_that_cannot_be_kept_is_not_replaced(make_app, data_dir, monkeypatch):
    d = open_game(make_app, GameSession(table_setup()))
    game = d.top
    _moves(d, 3)
    state = game.session.state
    d.key(pygame.K_ESCAPE)
    d.click("quit_to_title")

    def full_disk(*args, **kwargs):
        from steamworks.persistence.errors import SaveWriteError

        raise SaveWriteError("The game could not be kept: No space left on device.")

    monkeypatch.setattr(keep, "keep_game", full_disk)
    d.click("new_game")
    d.click("start")
    assert isinstance(d.top, MessageScene) and "could not be kept" in d.top.text
    assert saves.load_autosave().state == state  # Continue still has it


def test_the_title_and_new_game_say_which_game_continues_and_will_be_kept(make_app, data_dir):
    session = GameSession(table_setup())
    d = open_game(make_app, session)
    _moves(d, 3)
    _quit_to_title(d)
    title = d.top
    tip = title._tips[title.widget("continue")]
    assert tip.startswith("Your game with Ada, Brunel and Clementine (Age I, round 1")
    d.click("new_game")
    assert d.top.will_keep == "Your game with Ada, Brunel and Clementine will be kept in Load."
    # a game with no move yet has nothing to keep, and says nothing
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)
    saves.autosave(session.setup, (), engine.start(session.setup))
    d.click("new_game")
    assert d.top.will_keep is None


def test_a_table_whose_game_cannot_be_kept_plays_on(make_app, data_dir, monkeypatch):
    other = GameSession(table_setup(2))
    saves.save_slot("Another game", other.setup, (), other.state)
    d = open_game(make_app, GameSession(table_setup()))
    game = d.top
    _moves(d, 2)
    state = game.session.state

    def full_disk(*args, **kwargs):
        from steamworks.persistence.errors import SaveWriteError

        raise SaveWriteError("The game could not be kept: No space left on device.")

    monkeypatch.setattr(keep, "keep_game", full_disk)
    d.key(pygame.K_ESCAPE)
    d.click("load")
    _load_row(d, "Another game")
    assert isinstance(d.top, MessageScene) and "nothing new was opened" in d.top.text
    for _ in range(3):  # the message, Load, the pause menu
        d.key(pygame.K_ESCAPE)
    assert d.top is game and game.session.state == state
    before = len(game.session.log)
    _moves(d, 1, seed=3)
    assert len(game.session.log) == before + 1
