"""The loop rests when the player does (`steamworks.ui.rest`, `App.moving`, `Scene.animating`).

Driven through the app's own frames with real events, headless: an idle title and an idle
table report nothing moving and the loop comes to rest; a move's animation, the news of a
round's end and the AI's turn keep it running; any event, or a worker's wake-up call from
another thread, wakes it. No test here looks at the clock: the rest is counted in the frames'
own `dt`, and CPU time is measured by tools/bench_idle.py.
"""

from __future__ import annotations

import math
import threading
import time

import pygame_gui

from steamworks.rules import actions as A
from steamworks.rules.setup import GameSetup
from steamworks.session import GameSession
from steamworks.ui import rest
from steamworks.ui.driver import FRAME
from steamworks.ui.rest import REST_AFTER, LoopRest
from tests.support.driver import Driver, open_game, play_by_clicks, seats, table_setup

REST_FRAMES = math.ceil(REST_AFTER / FRAME) + 2  # frames of nothing after which the loop rests


def frames_while(d: Driver, condition, limit: int = 2000) -> int:
    """Step frames while `condition()` holds (at most `limit`); the number stepped."""
    count = 0
    while condition() and count < limit:
        d.frames(1)
        count += 1
    assert count < limit, "still going after the limit"
    return count


def test_rest_account_counts_quiet_frames_and_any_happening_restarts_it():
    account = LoopRest()
    screen, other = object(), object()
    account.after_frame(FRAME, had_events=False, moving=False, top=screen)
    for _ in range(REST_FRAMES):
        account.after_frame(FRAME, had_events=False, moving=False, top=screen)
    assert account.resting
    account.after_frame(FRAME, had_events=True, moving=False, top=screen)
    assert not account.resting and account.quiet == 0.0
    for _ in range(REST_FRAMES):
        account.after_frame(FRAME, had_events=False, moving=True, top=screen)
    assert not account.resting  # something moving never rests, however long
    for _ in range(REST_FRAMES):
        account.after_frame(FRAME, had_events=False, moving=False, top=screen)
    account.after_frame(FRAME, had_events=False, moving=False, top=other)
    assert not account.resting  # a new screen on top is a happening too


def test_an_idle_title_comes_to_rest_and_the_mouse_wakes_it(make_app):
    app = make_app()
    d = Driver(app)
    d.frames(REST_FRAMES - 3)
    assert not app.moving()
    assert not app.rest.resting  # a moment of grace after the screen opened
    d.frames(3)
    assert app.rest.resting
    d.hover((200, 200))
    assert not app.rest.resting


def test_time_stands_still_for_a_resting_title(make_app):
    app = make_app()
    d = Driver(app)
    d.frames(REST_FRAMES)
    title = app.stack.top
    turned = title.clock
    assert not app.loop_step()  # a turn of the loop with nothing happening: no frame drawn
    assert title.clock == turned and app.rest.resting  # and no time passed for the gears


def test_a_worker_thread_wakes_the_resting_loop(make_app):
    app = make_app()
    d = Driver(app)
    d.frames(REST_FRAMES)
    assert app.rest.resting
    worker = threading.Thread(target=rest.wake_the_loop)
    worker.start()
    worker.join()
    events = app.rest_until_something_happens()
    assert [e.type for e in events] == [rest.install_wake_event()]
    app.frame(FRAME, events)
    assert not app.rest.resting


def test_a_resting_loop_still_blinks_the_cursor_of_a_focused_text_field(make_app):
    app = make_app(scene="new_game")
    d = Driver(app)
    widgets = [app.stack.top.widget(name) for name in app.stack.top.widget_ids()]
    entry = next(w for w in widgets if isinstance(w, pygame_gui.elements.UITextEntryLine))
    assert not app.cursor_blinking()
    d.click_at(entry.rect.center)
    assert entry.is_focused and app.cursor_blinking() and not app.moving()
    d.frames(REST_FRAMES)
    assert app.rest.resting
    shown = set()
    for _ in range(4):  # a frame every BLINK_STEP, the loop still resting
        assert app.loop_step() and app.rest.resting
        shown.add(entry.cursor_on)
    assert shown == {True, False}  # the cursor went off and on again


def test_an_idle_table_comes_to_rest(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    assert scene.human(scene.session.to_act()) and scene.targets  # Ada's turn, places glowing
    d.frames(REST_FRAMES)
    assert not scene.animating() and not d.app.moving() and d.app.rest.resting


def test_a_move_in_flight_keeps_the_loop_running(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    d.app.change_settings(animation_speed=1.0)
    place = next(a for a in scene.legal if isinstance(a, A.PlacePersona))
    play_by_clicks(d, place)
    assert scene.animating() and not scene.animator.idle  # the mechanic flies to its space
    for _ in range(600):
        if scene.animator.idle:
            break
        assert d.app.rest.quiet == 0.0  # no rest is even counted while it flies
        d.frames(1)
    assert not scene.animating()
    d.frames(REST_FRAMES)
    assert d.app.rest.resting


def test_a_round_ends_banner_keeps_the_loop_running_while_it_shows(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    for _ in range(12):  # everyone passes with every mechanic: the round ends
        if scene.controller.banners.current is not None:
            break
        frames_while(d, scene.animating)  # (the next player's "your turn" first)
        play_by_clicks(d, A.Pass())
    assert scene.session.state.round == 2
    assert scene.controller.banners.current is not None and scene.animating()
    frames_while(d, lambda: scene.controller.banners.current is not None)
    d.frames(REST_FRAMES)
    assert d.app.rest.resting or scene.animating()  # (the next player may be announced)
    frames_while(d, scene.animating)
    d.frames(REST_FRAMES)
    assert d.app.rest.resting


def test_the_ai_turn_keeps_the_loop_running_until_the_person_may_play(make_app):
    setup = GameSetup(seats=seats("human", "ai:easy"), seed=3, start_player=0)
    d = open_game(make_app, GameSession(setup))
    scene = d.top
    d.app.change_settings(animation_speed=1.0, ai_delay=1.0)
    play_by_clicks(d, A.Pass())  # Ada passes: Brunel thinks, moves, and his move is shown
    assert scene.animating()
    # bounded by wall time, not by a count of frames: headless frames are quick, and on a busy
    # machine the AI's thread may get the processor only after thousands of them
    give_up = time.monotonic() + 120
    while scene.animating() and time.monotonic() < give_up:
        assert d.app.rest.quiet == 0.0  # no rest is even counted while the AI has the table
        d.frames(1)
        time.sleep(0.0005)  # let the AI's thread run
    assert scene.human(scene.session.to_act()) and len(scene.session.log) >= 2
    d.frames(REST_FRAMES)
    assert d.app.rest.resting


def test_the_wake_event_is_never_one_of_pygame_guis_after_pygame_starts_again(monkeypatch):
    """pygame.quit() numbers custom events from the start again: a wake-up reserved after it
    must still not share a number with a pygame_gui event (it would be read as a button press)."""
    import pygame
    import pygame_gui

    monkeypatch.setattr(rest, "_wake_event_type", None)
    from steamworks.ui.art.fonts import clear_font_cache

    pygame.init()
    pygame.quit()  # the numbering starts again, at pygame_gui's first types
    clear_font_cache()  # (fonts opened before the quit cannot be used after it)
    kind = rest.install_wake_event()
    assert kind not in {v for k, v in vars(pygame_gui).items() if k.startswith("UI_")}
