"""Turns a player can follow, and no irreversible surprise, driven headless through real events.

- A move that ends the round warns in its place's tooltip and on its prompt button (the Pass
  button included); with "Confirm moves that can't be undone" on, it is played only after the
  dialog's "Play it" (Enter), and Esc leaves the table as it was.
- The AI pace: each AI move lands and stays in view for the pace's dwell before the next, and
  the human's turn (its glowing places, "Your turn") begins only once the table has settled.
  The AI is replaced by a worker that answers at once, and time is stepped with made-up frame
  times (`scene.update(dt)`), so nothing depends on the wall clock.
"""

from __future__ import annotations

import pygame

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.session import GameSession
from steamworks.ui.art.theme import TOOLTIP_DELAY
from steamworks.ui.game import target_keys as T
from steamworks.ui.game.confirm import WARNING_MARK
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks
from steamworks.ui.scenes.message import MessageScene
from tests.support.driver import Driver, open_game, seats
from tests.support.workers import InstantWorker


def last_turn_session() -> GameSession:
    """Two humans in round 1; three mechanics have passed, so Brunel's is the round's last."""
    setup = GameSetup(
        seats=(
            SeatSetup("Ada", persona="permelia", side="A"),
            SeatSetup("Brunel", colour=1, persona="tobias", side="A"),
        ),
        seed=2,
        personas="fixed",
        start_player=0,
    )
    session = GameSession(setup)
    for _ in range(3):
        session.submit(A.Pass())
    assert session.to_act() == 1 and session.state.round == 1
    return session


def pass_button(scene: GameScene) -> str:
    oid = scene.button_for(A.Pass())
    assert oid is not None, "no Pass button"
    return oid


def hover(d: Driver, pos) -> None:
    d.post(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(1, 1), buttons=(0, 0, 0))
    d.frames(int(TOOLTIP_DELAY * 60) + 4)


# --- warnings ---------------------------------------------------------------------------------------


def test_the_pass_button_and_the_prompt_warn_that_the_round_ends(make_app):
    d = open_game(make_app, last_turn_session())
    scene = d.top
    button = scene.widget(pass_button(scene))
    assert button.text.startswith(WARNING_MARK) and "Pass" in button.text
    assert "ends the round" in scene._tips[button] and "cannot be undone" in scene._tips[button]
    assert "last turn of the round" in scene.prompt.detail


def test_hovering_a_place_shows_that_it_ends_the_round(make_app):
    d = open_game(make_app, last_turn_session())
    scene = d.top
    target = next(t for t in scene.targets if isinstance(t.key, T.PersonaSpace))
    hover(d, target.centre)
    assert scene.hover_key == target.key and scene.hover_time >= TOOLTIP_DELAY
    tip = scene._tip(scene.hover_key, scene.mouse)
    warnings = [line for line in tip.lines if line.startswith(WARNING_MARK)]
    assert len(warnings) == 1 and ("round" in warnings[0])


def test_no_warning_in_the_middle_of_a_round(make_app):
    setup = last_turn_session().setup
    d = open_game(make_app, GameSession(setup))
    scene = d.top
    assert not scene.widget(pass_button(scene)).text.startswith(WARNING_MARK)
    target = next(t for t in scene.targets if isinstance(t.key, T.PersonaSpace))
    hover(d, target.centre)
    tip = scene._tip(scene.hover_key, scene.mouse)
    assert not any(line.startswith(WARNING_MARK) for line in tip.lines)


# --- the confirmation -----------------------------------------------------------------------------------


def test_with_the_setting_on_the_move_waits_for_confirmation_and_esc_cancels(make_app):
    d = open_game(make_app, last_turn_session())
    d.app.change_settings(confirm_no_undo=True)
    scene = d.top
    moves = len(scene.session.log)
    d.click(pass_button(scene))
    assert isinstance(d.top, MessageScene) and "cannot be undone" in d.top.text
    assert len(scene.session.log) == moves  # not played yet
    d.key(pygame.K_ESCAPE)
    assert d.top is scene and len(scene.session.log) == moves and scene.session.state.round == 1
    d.click(pass_button(scene))
    assert isinstance(d.top, MessageScene)
    d.key(pygame.K_RETURN)  # "Play it"
    assert d.top is scene
    assert len(scene.session.log) == moves + 1 and scene.session.state.round == 2


def test_with_the_setting_on_a_click_on_the_table_asks_too(make_app):
    d = open_game(make_app, last_turn_session())
    d.app.change_settings(confirm_no_undo=True)
    scene = d.top
    state = scene.session.state
    target = next(
        t
        for t in scene.targets
        if len(t.actions) == 1 and engine.apply(state, t.actions[0]).round != state.round
    )
    d.click_at(tuple(int(v) for v in target.centre))
    assert isinstance(d.top, MessageScene)
    d.click("choice_1")  # "Play it"
    assert scene.session.state.round == 2


def test_with_the_setting_off_nothing_is_asked(make_app):
    d = open_game(make_app, last_turn_session())
    scene = d.top
    d.click(pass_button(scene))
    assert d.top is scene and scene.session.state.round == 2


def test_undo_looks_disabled_under_a_dialog(make_app):
    d = open_game(make_app, GameSession(last_turn_session().setup))
    scene = d.top
    scene.submit(A.PlacePersona(0))  # a decision follows: the step can be undone
    d.frames(2)
    assert scene.widget("undo").is_enabled
    d.key(pygame.K_s, mod=pygame.KMOD_CTRL)  # the save dialog
    assert d.top is not scene
    assert not scene.widget("undo").is_enabled  # its picture under the dialog shows it disabled
    d.app.change_settings(window_size=(1366, 768))  # every scene is rebuilt for the new size
    assert not scene.widget("undo").is_enabled
    d.key(pygame.K_ESCAPE)
    assert d.top is scene and scene.widget("undo").is_enabled


# --- the AI pace --------------------------------------------------------------------------------------


def paced_game(make_app, pace: float, animation: float = 1.0):
    app = make_app(hooks=make_hooks())
    app.change_settings(animation_speed=animation, ai_delay=pace)
    setup = GameSetup(seats=seats("ai:easy", "human"), seed=3, start_player=0)
    scene = GameScene(app, GameSession(setup), autosave=False)
    scene.controller.ai = InstantWorker()
    app.reset_to(scene)
    return app, scene


def step(scene: GameScene, seconds: float, dt: float = 0.05) -> None:
    for _ in range(round(seconds / dt)):
        scene.update(dt)


def test_relaxed_each_ai_move_lands_and_stays_a_second_before_the_next(make_app):
    app, scene = paced_game(make_app, 1.0)
    scene.update(0.05)
    assert len(scene.session.log) == 1  # the first move is shown at once
    assert (
        scene.controller.pacer.holding and not scene.animator.idle
    )  # its tiles or mechanic are flying
    while not scene.animator.idle:
        scene.update(0.05)
    assert len(scene.session.log) == 1
    step(scene, 0.9)
    assert len(scene.session.log) == 1  # landed, but still on show
    step(scene, 0.15)
    # a second later the next move comes (the AI's answer was ready long before)
    assert len(scene.session.log) == 2


def test_your_turn_only_when_the_table_has_settled(make_app):
    app, scene = paced_game(make_app, 1.0)
    for _ in range(400):
        scene.update(0.05)
        if scene.human(scene.session.to_act()):
            break
    assert scene.session.to_act() == 1  # the AI's turn is over: the human decides next
    # but its last move is still on show: the banner shows the AI, nothing glows, no buttons
    assert scene.controller.pacer.holding and scene.controller.showing_turn_of == 0
    assert scene.legal == [] and scene.targets == [] and scene.prompt.waiting
    assert scene.prompt.title == "Ada moves"
    assert scene.session.log[-1].text.split()[0] in scene.prompt.detail.lower()  # what the move was
    step(scene, 0.5)
    assert scene.controller.showing_turn_of == 0
    step(scene, 1.5)
    assert not scene.controller.pacer.holding and scene.animator.idle
    assert scene.controller.showing_turn_of == 1 and scene.legal and scene.targets
    assert scene.prompt.title == "Place a mechanic or pass"


def test_enter_goes_on_at_once(make_app):
    app, scene = paced_game(make_app, 1.0)
    d = Driver(app)
    for _ in range(400):
        scene.update(0.05)
        if scene.human(scene.session.to_act()):
            break
    assert scene.controller.pacer.holding and not scene.legal
    d.post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    d.frames(1)
    assert (
        not scene.controller.pacer.holding and scene.legal and scene.controller.showing_turn_of == 1
    )


def test_fast_pace_is_shorter(make_app):
    app, scene = paced_game(make_app, 0.3)
    scene.update(0.05)
    while not scene.animator.idle:
        scene.update(0.05)
    step(scene, 0.2)
    assert len(scene.session.log) == 1
    step(scene, 0.15)
    assert len(scene.session.log) == 2


def test_instant_pace_waits_for_nothing_but_the_human_turn_waits_for_the_pieces(make_app):
    app, scene = paced_game(make_app, 0.0)  # animations still on
    for _ in range(400):
        scene.update(0.01)
        if scene.human(scene.session.to_act()):
            break
    moves = len(scene.session.log)
    assert moves >= 2 and scene.clock < 0.01 * (
        moves + 1
    )  # one AI move a frame, pieces flying or not
    assert (
        not scene.animator.idle and scene.controller.pacer.holding and not scene.legal
    )  # the last one still flies
    while not scene.animator.idle:
        scene.update(0.01)
    scene.update(0.01)
    assert (
        not scene.controller.pacer.holding and scene.legal and scene.controller.showing_turn_of == 1
    )


def test_leaving_cancels_the_ai_and_the_wait(make_app):
    app, scene = paced_game(make_app, 1.0)
    scene.update(0.05)
    assert scene.controller.pacer.holding
    scene.leave()
    assert not scene.controller.pacer.holding and scene.controller.ai.cancelled


def test_hot_seat_the_next_human_is_announced_once_the_ai_move_has_settled(make_app):
    app = make_app(hooks=make_hooks())
    app.change_settings(animation_speed=1.0, ai_delay=1.0)
    setup = GameSetup(seats=seats("human", "ai:easy", "human"), seed=5, start_player=0)
    scene = GameScene(app, GameSession(setup), autosave=False)
    scene.controller.ai = InstantWorker()
    app.reset_to(scene)
    scene.controller.announce = None
    scene.submit(A.Pass())  # Ada passes: the AI's turn
    for _ in range(400):
        scene.update(0.05)
        if scene.session.to_act() == 2:
            break
    assert scene.session.to_act() == 2 and scene.controller.pacer.holding
    assert scene.controller.announce is None  # not yet: Brunel's move is still on show
    step(scene, 2.0)
    assert not scene.controller.pacer.holding
    assert scene.controller.announce is not None and scene.controller.announce[0] == 2


def test_a_click_on_the_table_goes_on_at_once(make_app):
    app, scene = paced_game(make_app, 1.0)
    d = Driver(app)
    for _ in range(400):
        scene.update(0.05)
        if scene.human(scene.session.to_act()):
            break
    assert scene.controller.pacer.holding and not scene.legal
    centre = tuple(int(v) for v in scene.layout.regions.tableau.centre)
    d.post(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)
    d.post(pygame.MOUSEBUTTONUP, pos=centre, button=1)
    d.frames(1)
    assert not scene.controller.pacer.holding and scene.legal and len(scene.session.log) == 2


def test_every_step_of_the_last_turn_says_so_and_its_final_step_warns(make_app):
    d = open_game(make_app, last_turn_session())
    scene = d.top
    target = next(
        t for t in scene.targets if t.key == ("persona", 0)
    )  # take the rightmost belt tile
    d.click_at(tuple(int(v) for v in target.centre))
    assert scene.session.state.pending and "last turn of the round" in scene.prompt.detail
    belt = next(t for t in scene.targets if isinstance(t.key, T.BeltTile))
    hover(d, belt.centre)
    tip = scene._tip(scene.hover_key, scene.mouse)
    assert any(line.startswith(WARNING_MARK) and "ends the round" in line for line in tip.lines)
    assert scene.widget(scene.button_for(A.Decline())).text.startswith(
        WARNING_MARK
    )  # "Take nothing" too


def test_since_your_last_turn_opens_once_the_ai_move_has_settled(make_app):
    app, scene = paced_game(make_app, 1.0)
    for _ in range(400):
        scene.update(0.05)
        if scene.human(scene.session.to_act()):
            break
    assert (
        scene.controller.pacer.holding and not scene.recap.open
    )  # the AI's last move is still on show
    step(scene, 2.0)
    assert not scene.controller.pacer.holding and scene.recap.open
