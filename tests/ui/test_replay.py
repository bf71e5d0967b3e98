"""The replay viewer, driven headless with real pygame events: opened from the Load and Results
screens, stepped with its buttons, keys and slider, jumping by rounds, its table and log
following the position; it never writes the save it shows, "Play from here" starts a new
game as a new save, and a save it cannot read gets the Load screen's message."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from steamworks.persistence import saves
from steamworks.persistence.errors import SaveError
from steamworks.persistence.savefile import load_file
from steamworks.rules import engine
from steamworks.rules.describe import describe_action
from steamworks.ui import draw as drawing
from steamworks.ui.game import views as V
from steamworks.ui.game.log_lines import ENTRY
from steamworks.ui.replay.screen import STEP_BUTTONS, UNREADABLE_TITLE, ReplayScene
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks
from steamworks.ui.scenes.load import LoadScene
from steamworks.ui.scenes.message import MessageScene
from steamworks.ui.scenes.results import ResultsScene
from tests.support.driver import Driver, fast
from tests.support.savegames import cached_final_record, fixture_record

FINISHED_SEED = 6


@pytest.fixture(scope="module")
def finished():
    return cached_final_record(FINISHED_SEED)


@pytest.fixture(scope="module")
def in_progress():
    return fixture_record()  # four seats, two of them AIs, mid-game


def saved(record, name: str) -> Path:
    return saves.save_slot(name, record.setup, record.log, record.state)


def fingerprint(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), os.stat(path).st_mtime_ns


def replay_from_load(make_app, path: Path) -> Driver:
    """The Load screen, the save at `path` selected, its Replay button clicked."""
    d = Driver(make_app(hooks=make_hooks()))
    fast(d.app)
    d.app.nav.open_load()
    d.frames(2)
    load = d.top
    assert isinstance(load, LoadScene)
    load.select(load.saves.index(path))
    d.click("replay")
    return d


def entry_lines(scene: ReplayScene) -> int:
    """How many steps the log tells (a step's action line may have a line of what it could
    not use under it)."""
    return len({line.step for line in scene.log_panel.lines if line.kind == ENTRY})


def test_load_opens_a_save_at_its_start_and_the_keys_step_through_it(make_app, finished):
    path = saved(finished, "Finished game")
    d = replay_from_load(make_app, path)
    scene = d.top
    assert isinstance(scene, ReplayScene)
    assert scene.index == 0 and entry_lines(scene) == 0
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    assert scene.index == 2 and entry_lines(scene) == 2  # the log follows
    d.key(pygame.K_LEFT)
    assert scene.index == 1
    d.key(pygame.K_END)
    assert scene.index == len(finished.log) and entry_lines(scene) == len(finished.log)
    d.key(pygame.K_RIGHT)
    assert scene.index == len(finished.log)  # nothing after the last step
    d.key(pygame.K_HOME)
    assert scene.index == 0
    d.key(pygame.K_PAGEDOWN)
    assert scene.index == scene.game.starts[1]
    d.key(pygame.K_PAGEDOWN)
    assert scene.index == scene.game.starts[2]
    d.key(pygame.K_PAGEUP)
    assert scene.index == scene.game.starts[1]
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, LoadScene)


def test_the_buttons_step_jump_rounds_and_grey_out_at_the_ends(make_app, finished):
    d = replay_from_load(make_app, saved(finished, "Finished game"))
    scene = d.top
    assert not scene.widget("replay_back").is_enabled
    assert not scene.widget("replay_first").is_enabled
    d.click("replay_forward")
    assert scene.index == 1
    d.click("replay_next_round")
    assert scene.index == scene.game.starts[1]
    d.click("replay_prev_round")
    assert scene.index == 0
    d.click("replay_last")
    assert scene.index == len(finished.log)
    assert not scene.widget("replay_forward").is_enabled
    assert not scene.widget("replay_last").is_enabled
    d.click("replay_back")
    assert scene.index == len(finished.log) - 1
    d.click("replay_first")
    assert scene.index == 0


def test_the_slider_jumps_where_it_is_pressed_follows_a_drag_and_the_wheel(make_app, finished):
    d = replay_from_load(make_app, saved(finished, "Finished game"))
    scene = d.top
    slider = scene.slider
    length = len(finished.log)
    y = round(slider.rect.centre[1])
    middle = round(slider.x_of(length // 2, length))
    d.click_at((middle, y))
    assert abs(scene.index - length // 2) <= 1
    assert entry_lines(scene) == scene.index
    d.drag((middle, y), (round(slider.rect.right) + 40, y))  # past the end: the last step
    assert scene.index == length
    d.drag((round(slider.x_of(length, length)), y), (round(slider.rect.x) - 40, y))
    assert scene.index == 0
    d.hover((middle, y))  # the wheel over the slider steps: towards the player goes on
    d.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    d.frames(2)
    assert scene.index == 1


def test_tab_rings_every_control_in_turn_and_enter_or_space_presses_it(make_app, finished):
    from steamworks.ui.game import target_keys as K

    d = replay_from_load(make_app, saved(finished, "Finished game"))
    scene = d.top
    assert scene.focused() is None  # no ring until a key asks for one
    d.key(pygame.K_TAB)
    seen = [scene.focused().key]
    for _ in range(10):
        d.key(pygame.K_TAB)
        seen.append(scene.focused().key)
    steps = [K.Button(oid) for oid, *_ in STEP_BUTTONS]
    toolbar = [K.Button("leave_replay"), K.Button("replay_board"), K.Button("play_from_here")]
    # greyed-out buttons (back at the first step) keep their place; Tab wraps round
    assert seen == [*steps, K.ReplaySlider(), *toolbar, steps[0]]
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.focused().key == K.Button("play_from_here")
    for _ in range(len(toolbar) + 1):
        d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.focused().key == K.Button("replay_last")
    for _ in range(2):
        d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.focused().key == K.Button("replay_forward")
    d.key(pygame.K_RETURN)
    d.key(pygame.K_SPACE)
    assert scene.index == 2  # Enter and Space press the focused button
    d.key(pygame.K_END)
    d.key(pygame.K_RETURN)  # greyed out at the last step: nothing happens, the ring stays
    assert scene.index == len(finished.log) and scene.focused().key == K.Button("replay_forward")
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    d.key(pygame.K_SPACE)
    assert scene.index == len(finished.log) - 1  # one step back
    # the ring is drawn where the focus is (its pale body lies just outside the button)
    d.frames(1)
    rect = scene.widget("replay_back").rect
    ring_y = rect.top - round(4 * d.app.scale) + 1
    assert d.app.screen.get_at((rect.centerx, ring_y)) == drawing.FOCUS_PALE
    d.hover((rect.centerx, rect.bottom + 200))  # the mouse hides it until the next Tab
    assert scene.focused() is None
    d.key(pygame.K_TAB)
    assert scene.focused().key == K.Button("replay_back")
    for _ in range(6):  # on past the slider and the toolbar's Back
        d.key(pygame.K_TAB)
    assert scene.focused().key == K.Button("replay_board")
    before = scene.focus
    d.key(pygame.K_RETURN)
    assert scene.focus == (before + 1) % len(finished.setup.seats)
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    d.key(pygame.K_RETURN)  # the toolbar's Back leaves the replay
    assert isinstance(d.top, LoadScene)


def test_the_table_is_drawn_by_the_games_views_at_the_position_shown(
    make_app, finished, monkeypatch
):
    drawn = []
    real = V.draw_static

    def watching(surface, state, layout, ctx):
        drawn.append(state)
        real(surface, state, layout, ctx)

    monkeypatch.setattr(V, "draw_static", watching)
    d = replay_from_load(make_app, saved(finished, "Finished game"))
    scene = d.top
    for _ in range(5):
        d.key(pygame.K_RIGHT)
    d.key(pygame.K_PAGEDOWN)
    d.frames(1)
    assert drawn[-1] == scene.game.state_at(scene.index) == finished.log[scene.index].before


def test_stepping_about_never_changes_the_save(make_app, finished):
    path = saved(finished, "Finished game")
    before = fingerprint(path)
    d = replay_from_load(make_app, path)
    for key in (pygame.K_RIGHT, pygame.K_END, pygame.K_PAGEUP, pygame.K_HOME, pygame.K_PAGEDOWN):
        d.key(key)
    d.click("replay_last")
    d.key(pygame.K_ESCAPE)
    d.frames(2)
    assert fingerprint(path) == before
    assert [info.path for info in saves.list_saves()] == [path]


def test_play_from_here_opens_a_new_save_and_leaves_the_old_one_alone(make_app, in_progress):
    path = saved(in_progress, "Evening game")
    before = fingerprint(path)
    d = replay_from_load(make_app, path)
    scene = d.top
    # a step where a human is to act, so the new table waits for a person
    humans = {i for i, seat in enumerate(in_progress.setup.seats) if seat.controller == "human"}
    step = next(k for k in range(60, len(in_progress.log)) if in_progress.log[k].seat in humans)
    for _ in range(step):
        d.key(pygame.K_RIGHT)
    assert scene.index == step
    d.click("play_from_here")
    table = d.top
    assert isinstance(table, GameScene)
    assert table.session.log == in_progress.log[:step]
    assert table.session.state == in_progress.log[step].before
    assert table.session.setup == in_progress.setup  # every seat keeps its kind: AIs stay AIs
    new = saves.slot_path(f"Evening game — from step {step}")
    assert load_file(new).log == in_progress.log[:step]
    assert fingerprint(path) == before
    # the same step again: another new save, the first one kept
    first = fingerprint(new)
    table.leave()
    d.app.nav.open_replay(path, index=step)
    d.frames(2)
    d.click("play_from_here")
    assert saves.slot_path(f"Evening game — from step {step} (2)").exists()
    assert fingerprint(new) == first and fingerprint(path) == before


def test_a_finished_game_cannot_be_played_on_from_its_end(make_app, finished):
    d = replay_from_load(make_app, saved(finished, "Finished game"))
    d.key(pygame.K_END)
    assert not d.top.widget("play_from_here").is_enabled
    d.key(pygame.K_LEFT)
    assert d.top.widget("play_from_here").is_enabled


@pytest.mark.parametrize("kind", ["cut short", "foreign"])
def test_a_damaged_or_foreign_save_gets_the_load_screens_message(make_app, finished, kind):
    good = saved(finished, "Finished game")
    broken = good.with_name("Broken.json")
    if kind == "cut short":  # as an interrupted copy is
        contents = good.read_bytes()[:500]
    else:  # another program's JSON
        contents = b'{"format": "someone-elses-game", "version": 3}'
    broken.write_bytes(contents)
    with pytest.raises(SaveError) as refusal:
        load_file(broken)
    d = replay_from_load(make_app, broken)
    dialog = d.top
    assert isinstance(dialog, MessageScene)
    assert (dialog.title, dialog.text) == (UNREADABLE_TITLE, str(refusal.value))
    d.key(pygame.K_ESCAPE)
    d.click("load")  # what Load itself says about the same file
    assert isinstance(d.top, MessageScene)
    assert (d.top.title, d.top.text) == (dialog.title, dialog.text)
    assert broken.read_bytes() == contents


def test_results_replays_the_game_just_finished(make_app, finished):
    from steamworks.session import GameSession

    d = Driver(make_app(hooks=make_hooks()))
    session = GameSession(finished.setup, finished.actions)
    d.app.reset_to(ResultsScene(d.app, session))
    d.frames(2)
    d.click("replay")
    scene = d.top
    assert isinstance(scene, ReplayScene) and scene.index == 0
    assert scene.game.state_at(scene.game.length) == session.state
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, ResultsScene)


def test_the_analysis_opens_a_decision_with_the_better_move_beside_it(make_app, finished):
    d = Driver(make_app())
    k = next(
        i
        for i, entry in enumerate(finished.log)
        if type(entry.action).__name__ == "PlacePersona"
        and len(engine.legal_actions(entry.before)) > 2
    )
    state = finished.log[k].before
    chosen = finished.log[k].action
    better = next(
        a for a in engine.legal_actions(state) if type(a).__name__ == "PlacePersona" and a != chosen
    )
    d.app.nav.open_replay(finished, index=k, chosen=chosen, better=better)
    d.frames(2)
    scene = d.top
    assert isinstance(scene, ReplayScene) and scene.index == k
    assert [label for label, _targets in scene.marks] == ["Played", "Better"]
    assert [label for label, _words in scene.cards] == ["Played", "Better"]
    d.key(pygame.K_RIGHT)
    assert scene.marks == [] and scene.cards == []


def test_a_click_on_a_line_of_the_log_goes_back_to_just_after_that_step(make_app, finished):
    d = Driver(make_app())
    d.app.nav.open_replay(finished, index=30)
    d.frames(2)
    scene = d.top
    panel = scene.log_panel
    g = panel.geometry
    # the top step line fully in view
    row = next(
        r
        for r in panel.rows
        if r.line.kind == ENTRY and r.y >= panel.top and r.y + r.h <= panel.top + panel.view_h
    )
    step = row.line.key[1]
    assert step < 29
    d.click_at((round(g.text_x + 10), round(g.view.y + row.y - panel.top + row.h / 2)))
    assert scene.index == step + 1
    steps = [line for line in scene.log_panel.lines if line.kind == ENTRY]
    assert steps[-1].key == ("entry", step)  # the log now ends with that step


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080)])
def test_every_positions_words_fit_above_the_controls(make_app, in_progress, size):
    """At every UI scale, each position's words fit the side column's card, above the step
    buttons, and a played and a better move fit their cards, without being cut; the cards lie
    in the side column between the words and the step buttons, clear of the table."""
    from steamworks.ui.overflow import watch_overflows
    from steamworks.ui.replay.captions import Comparison
    from steamworks.ui.replay.comparison import card_rects, draw_comparison
    from steamworks.ui.settings import UI_SCALES

    app = make_app(size=size)
    for _label, ui_scale in UI_SCALES:
        app.change_settings(ui_scale=ui_scale)
        app.nav.open_title()
        app.nav.open_replay(in_progress)
        scene = app.stack.top
        assert isinstance(scene, ReplayScene)
        with watch_overflows() as seen:
            for k in range(0, len(in_progress.log) + 1):
                state = scene.game.state_at(k)
                legal = engine.legal_actions(state)
                chosen = in_progress.log[k].action if k < len(in_progress.log) else None
                # the longest words among the other choices, to be sure the longest fit
                other = max(
                    (a for a in legal if a != chosen),
                    key=lambda a: len(describe_action(state, a, scene.game.names)),
                    default=None,
                )
                scene.comparison = Comparison(k, chosen, other)
                scene.go(k)
                reg = scene.layout.regions
                geo = V.prompt_geometry(reg.prompt, scene.prompt, reg.scale)
                words_end = geo.buttons.y - 10 * reg.scale
                assert words_end <= scene.widget("replay_first").rect.top, (k, ui_scale)
                room = scene.card_room()
                for card in card_rects(room, reg.scale, scene.cards):
                    assert reg.prompt.x <= card.x and card.right <= reg.prompt.right
                    assert card.y >= geo.buttons.y
                    assert card.bottom <= scene.widget("replay_first").rect.top, (k, ui_scale)
                draw_comparison(app.screen, room, reg.scale, scene.cards)
        assert not seen, sorted({str(o) for o in seen})[:10]
