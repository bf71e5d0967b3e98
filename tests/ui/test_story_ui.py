"""The table tells its story: the log shows the rules' narration word for word (as `replay`
prints it), a round's end and a new age get a banner that fades or is dismissed and never holds
play up, and a "Since your last turn" panel lists what the others did, lighting up the places
on the table each line concerns. Every test drives real pygame events."""

from __future__ import annotations

import io
import random

import pygame
import pytest

from steamworks.cli import replay as replay_cli
from steamworks.persistence.record import LogEntry as RecordEntry
from steamworks.persistence.savefile import encode_save
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import narrate as N
from steamworks.rules.setup import GameSetup
from steamworks.session import GameSession
from steamworks.ui.game import target_keys as K
from steamworks.ui.game.log_lines import ENTRY, EVENT
from steamworks.ui.game.places import place_targets
from steamworks.ui.game.sample_games import smoke_session
from steamworks.ui.game.table_events import EVENT_TIME
from tests.support.driver import clickable, open_game, play_by_clicks, seats


def hot_seat(seed: int, players: int = 3) -> GameSession:
    return GameSession(GameSetup(seats=seats(*["human"] * players), seed=seed))


def play_until(session: GameSession, seed: int, stop) -> GameSession:
    """Seeded random moves until `stop(state)` holds at an ordinary turn."""
    rng = random.Random(seed)
    while not session.over:
        state = session.state
        if not state.pending and stop(state):
            return session
        legal = session.legal_actions()
        busy = [a for a in legal if not isinstance(a, (A.Decline, A.EndActivation))]
        session.submit(rng.choice(busy or legal))
    raise AssertionError("the game ended first")


def ends_round(state) -> bool:
    return (
        A.Pass() in engine.legal_actions(state)
        and engine.apply(state, A.Pass()).round != state.round
    )


def opens_age(state) -> bool:
    return (
        A.Pass() in engine.legal_actions(state) and engine.apply(state, A.Pass()).age != state.age
    )


def click_a_move(d) -> None:
    """Play any move by clicking its place on the table (not a button)."""
    scene = d.top
    action = next(a for a in clickable(scene) if scene.click_plan(a)[0] == "point")
    play_by_clicks(d, action)


# --- the log -----------------------------------------------------------------------------------------


def test_the_log_tells_the_same_story_as_replay(make_app, tmp_path):
    session = smoke_session(4, 7, 120)
    d = open_game(make_app, GameSession(session.setup, session.actions))
    scene = d.top
    story = [item for entry in scene.session.log for item in entry.story]
    shown = [line for line in scene.log_panel.lines if line.kind in (ENTRY, EVENT)]
    assert [line.text for line in shown] == [item.text for item in story]
    assert [line.kind == EVENT for line in shown] == [item.is_event for item in story]
    assert any(item.kind == N.ROUND_END for item in story)
    # the replay command prints each of those texts
    record = [RecordEntry(e.seat, e.action, e.revealed) for e in scene.session.log]
    path = tmp_path / "story.json"
    path.write_bytes(encode_save(session.setup, record, scene.session.state))
    out = io.StringIO()
    assert replay_cli.main([str(path)], out=out, err=io.StringIO()) == 0
    printed = out.getvalue()
    for item in story:
        assert item.text in printed


# --- banners -----------------------------------------------------------------------------------------


def test_a_round_end_banner_is_dismissed_by_the_click_that_plays_on(make_app):
    session = play_until(hot_seat(11), 11, ends_round)
    ending = session.state.round
    d = open_game(make_app, GameSession(session.setup, session.actions))
    scene = d.top
    play_by_clicks(d, A.Pass())
    banner = scene.controller.banners.current
    assert banner is not None and banner.title == f"Round {ending} ends"
    assert scene.log_panel.lines[-1].kind == EVENT and scene.log_panel.lines[-1].text.startswith(
        f"Round {ending} ends"
    )
    # the next player's turn card waits for the news (hot-seat), and does not run down meanwhile
    assert scene.controller.announce is not None and scene.controller.announce[1] == 0.0
    d.frames(10)
    assert scene.controller.announce[1] == 0.0
    # a click on the table both dismisses the banner and plays: nothing is held up
    before = len(scene.session.log)
    click_a_move(d)
    assert scene.controller.banners.current is None
    assert len(scene.session.log) == before + 1


def test_a_new_age_shows_its_banner_after_the_round_end_and_they_fade_by_themselves(make_app):
    session = play_until(hot_seat(4), 4, opens_age)
    d = open_game(make_app, GameSession(session.setup, session.actions), size=(1280, 720))
    scene = d.top
    play_by_clicks(d, A.Pass())
    titles = [banner.title for banner in scene.controller.banners.queue]
    assert titles[0].startswith("Round ") and titles[1] == "Age II begins"
    assert "third mechanic" in scene.controller.banners.queue[1].subtitle
    d.key(
        pygame.K_F12
    )  # any key dismisses the banner on show (and a key nobody uses does nothing else)
    assert scene.controller.banners.current.title == "Age II begins"
    d.frames(round(EVENT_TIME * 60) + 5)  # the frames run at 1/60 s each
    assert scene.controller.banners.current is None


# --- since your last turn ----------------------------------------------------------------------------


def open_recap(d) -> None:
    """Open the recap with its button on the log's heading (the test opener closes it)."""
    recap = d.top.recap
    assert not recap.open and recap.available
    d.click_at(tuple(int(v) for v in recap.reopen_rect().centre))
    assert recap.open


def first_turn_back(seed: int) -> GameSession:
    """A 3-seat hot-seat game at seat 0's second turn or later, the others having acted since."""
    session = hot_seat(seed)
    return play_until(
        session,
        seed,
        lambda state: (
            state.current == 0 and len(session.log) > 6 and {e.seat for e in session.log[-4:]} - {0}
        ),
    )


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_since_your_last_turn_lists_the_others_and_lights_up_their_places(make_app, size):
    session = first_turn_back(3)
    d = open_game(make_app, GameSession(session.setup, session.actions), size=size)
    scene = d.top
    recap = scene.recap
    open_recap(d)
    assert recap.open and recap.title == "Since Ada's last turn"
    last = max(k for k, e in enumerate(session.log) if e.seat == 0)
    expected = [item.text for entry in session.log[last + 1 :] for item in entry.story]
    assert [line.text for line in recap.lines] == expected
    assert {line.seat for line in recap.lines} - {None} <= {1, 2}
    # it sits over the log's card, inside the window, with its lines in view
    card = scene.layout.regions.log
    assert card.right <= size[0] and card.bottom <= size[1]
    assert recap.rows.visible()
    # hovering a line lights up its place on the table
    g = recap.rows.geometry
    row = next(
        r
        for r in recap.rows.rows
        if r.line.places and g.view.y + r.y + r.h - recap.rows.top <= g.view.bottom
    )
    point = (int(g.view.x + 40), int(g.view.y - recap.rows.top + row.y + row.h / 2))
    d.post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    d.frames(1)
    assert recap.hover_line is row.line
    assert recap.hovered_places() == row.line.places
    assert place_targets(row.line.places, scene.layout, ("story",))
    # it never holds up play: a click on the table plays with the panel open
    before = len(scene.session.log)
    click_a_move(d)
    assert len(scene.session.log) == before + 1
    # the × closes it, and the log is back under the mouse
    if recap.open:
        d.click_at(tuple(int(v) for v in recap.close_rect().centre))
        assert not recap.open
    assert scene.log_panel.line_at(point) is not None or not scene.log_panel.lines


def test_the_recap_is_per_seat_and_closes_for_the_rest_of_the_turn(make_app):
    session = first_turn_back(5)
    d = open_game(make_app, GameSession(session.setup, session.actions))
    scene = d.top
    open_recap(d)
    assert scene.recap.open and scene.recap.seat == 0
    d.click_at(tuple(int(v) for v in scene.recap.close_rect().centre))
    assert not scene.recap.open and scene.recap.reopen_rect() is not None
    rng = random.Random(5)
    # play on until the turn passes to Brunel: his own recap opens, naming him
    for _ in range(40):
        if engine.to_act(scene.session.state) != 0:
            break
        options = clickable(scene)
        play_by_clicks(
            d, rng.choice([a for a in options if not isinstance(a, A.Decline)] or options)
        )
    seat = engine.to_act(scene.session.state)
    assert seat != 0
    assert scene.recap.open and scene.recap.seat == seat
    assert scene.recap.title == f"Since {scene.names[seat]}'s last turn"
    assert any(line.seat == 0 for line in scene.recap.lines)


def test_the_recaps_buttons_explain_themselves_in_a_tooltip(make_app, monkeypatch):
    """Resting the mouse on the × and then on "Since last turn" shows what each does."""
    from steamworks.ui.game import views as V

    session = first_turn_back(3)
    d = open_game(make_app, GameSession(session.setup, session.actions))
    scene = d.top
    recap = scene.recap
    shown = []
    real = V.draw_tooltip
    monkeypatch.setattr(
        V,
        "draw_tooltip",
        lambda surface, tip, *a, **kw: (shown.append(tip), real(surface, tip, *a, **kw)),
    )

    def rest_on(rect) -> None:
        d.post(
            pygame.MOUSEMOTION,
            pos=tuple(int(v) for v in rect.centre),
            rel=(0, 0),
            buttons=(0, 0, 0),
        )
        d.frames(1)
        shown.clear()
        d.frames(1)
        assert not shown  # not at once: after the hover delay
        d.frames(25)

    assert not recap.open and recap.available
    rest_on(recap.reopen_rect())
    assert scene.hover_key == K.RecapButton(False)
    assert shown[-1].title == "What happened since Ada's last turn"
    assert "other players" in shown[-1].lines[0]
    open_recap(d)
    rest_on(recap.close_rect())
    assert shown[-1].title == "Close this list" and "Since last turn" in shown[-1].lines[0]
    # away from the button, no word of it
    card = scene.layout.regions.log
    rest_on(type(card)(card.x + 20, card.bottom - 30, 10, 10))
    assert all(
        tip.title not in ("Close this list", "What happened since Ada's last turn") for tip in shown
    )


def test_hovering_a_log_line_lights_up_its_place(make_app):
    session = smoke_session(3, 5, 60)
    d = open_game(make_app, GameSession(session.setup, session.actions))
    scene = d.top
    assert not scene.recap.open
    panel = scene.log_panel
    g = panel.geometry
    row = next(
        r
        for r in reversed(panel.rows)
        if r.line.places
        and any(isinstance(p, N.SourcePlace) for p in r.line.places)
        and g.view.y + r.y - panel.top >= g.view.y
    )
    point = (int(g.view.x + 40), int(g.view.y - panel.top + row.y + row.h / 2))
    d.post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    d.frames(1)
    assert scene.hovered_story_places() == row.line.places
    (target,) = place_targets(row.line.places, scene.layout, ("story",))
    place = row.line.places[0]
    assert target.rect == scene.layout.tableau.device_box(place.device).cells[place.pos]
    # away from the log, nothing is lit
    d.post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    d.frames(1)
    assert scene.hovered_story_places() == ()


def test_the_recap_closes_and_opens_again_from_the_keyboard(make_app):
    session = first_turn_back(3)
    d = open_game(make_app, GameSession(session.setup, session.actions))
    scene = d.top
    open_recap(d)

    def tab_to_recap() -> None:
        for _ in range(len(scene.focus_items()) + 1):
            d.key(pygame.K_TAB)
            if scene.focused() is not None and isinstance(scene.focused().key, K.RecapButton):
                return
        raise AssertionError("Tab never reached the recap's button")

    tab_to_recap()
    d.key(pygame.K_RETURN)
    assert not scene.recap.open and scene.recap.available
    tab_to_recap()
    d.key(pygame.K_RETURN)
    assert scene.recap.open


def test_the_recaps_button_is_one_key_for_the_mouse_and_the_ring(make_app):
    """The mouse over the recap's button and the focus ring on it name it alike, with whether
    the panel is open; a click and Enter both toggle it, and the ring follows the button."""
    session = first_turn_back(3)
    d = open_game(make_app, GameSession(session.setup, session.actions))
    scene = d.top
    recap = scene.recap

    def hover(rect) -> None:
        point = tuple(int(v) for v in rect.centre)
        d.post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
        d.frames(1)

    hover(recap.reopen_rect())
    assert scene.hover_key == K.RecapButton(False) and scene.hover_time < 0.1
    d.click_at(tuple(int(v) for v in recap.reopen_rect().centre))
    assert recap.open
    d.frames(25)
    hover(recap.close_rect())  # the × is another place: the tooltip's delay starts again
    assert scene.hover_key == K.RecapButton(True) and scene.hover_time < 0.1
    assert K.RecapButton(True) in [item.key for item in scene.focus_items()]
    d.click_at(tuple(int(v) for v in recap.close_rect().centre))
    assert not recap.open
    # the keyboard: Enter on the ring's button toggles it, and the ring stays on it
    for _ in range(len(scene.focus_items()) + 1):
        d.key(pygame.K_TAB)
        if scene.focused() is not None and scene.focused().key == K.RecapButton(False):
            break
    d.key(pygame.K_RETURN)
    assert recap.open and scene.focused().key == K.RecapButton(True)
    d.key(pygame.K_RETURN)
    assert not recap.open and scene.focused().key == K.RecapButton(False)
