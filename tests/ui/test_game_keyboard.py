"""Playing the Game scene by keyboard alone: Tab, Shift+Tab and the arrows move a focus ring
through the places and prompt buttons that answer the decision, Enter or Space plays what a
click would, the focused place shows its tooltip, and the mouse hides the ring.

Every decision here is made with real key events only (the setup is submitted to the session
before the scene opens); the assertions read the engine's log."""

from __future__ import annotations

import pygame

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.session import GameSession
from steamworks.ui import draw as drawing
from steamworks.ui import focus as K
from steamworks.ui.game import target_keys as T
from steamworks.ui.game import views as V
from steamworks.ui.game.keyboard import focus_order
from steamworks.ui.game.sample_games import smoke_session
from steamworks.ui.geometry import Rect
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.pause import PauseScene
from tests.support.driver import EVA_DEVICE, Driver, open_game, seats, table_setup

SHIFT = pygame.KMOD_SHIFT


def keys(scene: GameScene) -> list[tuple]:
    return [item.key for item in scene.focus_items()]


def ring_key(scene: GameScene) -> tuple | None:
    item = scene.focused()
    return item.key if item is not None else None


def last_action(scene: GameScene):
    return scene.session.log[-1].action if scene.session.log else None


def eva_built() -> GameSession:
    """Ada has built her Monetiser device (electrickal source + Monetiser); Brunel is to act."""
    session = GameSession(table_setup())
    session.submit(A.PlacePersona(2))
    session.submit(A.BuildDevice(EVA_DEVICE))
    assert engine.to_act(session.state) == 1
    return session


def ring_pixel(d: Driver, item: K.Focusable) -> tuple[int, int, int]:
    """The colour halfway down the left side of where the focus ring goes round `item`."""
    s = d.app.scale
    box = pygame.Rect(item.rect.rounded()).inflate(round(14 * s), round(14 * s))
    return tuple(d.app.screen.get_at((box.x + 1, box.centery)))[:3]


PALE = drawing.FOCUS_PALE


# --- playing decisions by keyboard -------------------------------------------------------------------------


def test_a_persona_space_then_a_belt_tile_by_keyboard(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    assert ring_key(scene) is None  # no ring until the keyboard is used
    # the table, the prompt, then the toolbar (nothing to undo yet, so no Undo)
    assert keys(scene) == [
        ("persona", 0),
        ("persona", 1),
        ("persona", 2),
        ("persona", 3),
        ("button", "choice_0"),
        ("button", "hint"),
        ("button", "save"),
        ("button", "menu"),
    ]
    d.key(pygame.K_TAB)
    assert ring_key(scene) == ("persona", 0)  # the first Tab shows the ring on the first place
    d.key(pygame.K_RETURN)
    assert last_action(scene) == A.PlacePersona(0)
    frame = engine.current_decision(scene.session.state)
    assert isinstance(frame, F.TakeFrame)
    # a new decision: the ring stays and starts on its first place (belt 1's rightmost tile)
    assert ring_key(scene) == ("belt", 0, 0)
    assert keys(scene)[:2] == [("belt", 0, 0), ("belt", 1, 0)]
    tile = scene.session.state.belts[1][0]
    d.key(pygame.K_TAB)
    assert ring_key(scene) == ("belt", 1, 0)
    d.key(pygame.K_SPACE)
    assert last_action(scene) == A.TakeTile(1, 0)
    assert tile in scene.session.state.players[0].supply


def test_a_prompt_button_by_keyboard_and_the_next_decision_starts_on_its_first_place(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    d.key(pygame.K_TAB)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RETURN)  # persona space 2: take a basic source
    assert last_action(scene) == A.PlacePersona(1)
    assert keys(scene)[:3] == [("take_source", "C"), ("take_source", "S"), ("take_source", "E")]
    d.key(pygame.K_TAB, mod=SHIFT)  # back round: the toolbar comes last
    assert ring_key(scene) == ("button", "menu")
    assert keys(scene)[-3:] == [("button", "undo"), ("button", "save"), ("button", "menu")]
    for _ in range(7):  # (past the Hint button)
        d.key(pygame.K_TAB, mod=SHIFT)  # on back to the prompt's first button
    assert ring_key(scene) == ("button", "choice_0")
    assert scene.widget("choice_0").text == "Take a clockwork source"
    d.key(pygame.K_RETURN)
    assert last_action(scene) == A.ChooseSource("C")
    # Brunel's turn: its prompt has a choice_0 too (Pass), yet the ring starts on his first space
    assert engine.to_act(scene.session.state) == 1
    assert ("button", "choice_0") in keys(scene)
    assert ring_key(scene) == ("persona", 0)


def test_a_rivals_device_source_then_powering_a_component_by_keyboard(make_app):
    d = open_game(make_app, eva_built())
    scene = d.top
    # Brunel: the tableau comes before his persona board, so Ada's source is first
    assert keys(scene)[0] == ("source", 1, (0, 0), 0)
    assert [k[0] for k in keys(scene)[1:6]] == ["persona"] * 4 + ["button"]
    d.key(pygame.K_TAB)
    d.key(pygame.K_KP_ENTER)
    assert last_action(scene) == A.PlaceDevice(1, (0, 0))
    state = scene.session.state
    assert isinstance(engine.current_decision(state), F.ActivationFrame)
    assert ring_key(scene) == ("component", 1, (0, 1))
    money = state.players[1].money
    d.key(pygame.K_SPACE)
    assert last_action(scene) == A.Activate((0, 1), "E")
    assert scene.session.state.players[1].money == money + 3


def test_a_place_with_two_ways_is_selected_and_its_ways_are_buttons(make_app):
    """Augustus B's space 2 takes a mechanic or the butler: Enter selects it, the ring goes on
    to the prompt's first way, and Enter plays the focused way, not the prompt's default."""
    setup = GameSetup(
        seats=(
            SeatSetup("Ada", persona="augustus", side="B"),
            SeatSetup("Brunel", persona="alice", side="A", colour=1),
        ),
        seed=3,
        personas="fixed",
        start_player=0,
    )
    d = open_game(make_app, GameSession(setup))
    scene = d.top
    d.key(pygame.K_TAB)
    d.key(pygame.K_RIGHT)
    assert ring_key(scene) == ("persona", 1)
    d.key(pygame.K_RETURN)
    assert scene.selection is not None and scene.selection.key == ("persona", 1)
    assert not scene.session.log
    assert ring_key(scene) == ("button", "choice_0")
    d.key(pygame.K_DOWN)
    assert ring_key(scene) == ("button", "choice_1")
    second = scene.prompt_buttons.choices["choice_1"].action
    assert second is not None and second != scene.prompt.choices[scene.prompt.default].action
    # Esc cancels the selection and the ring goes back to the place
    d.key(pygame.K_ESCAPE)
    assert scene.selection is None and ring_key(scene) == ("persona", 1)
    d.key(pygame.K_SPACE)
    d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    assert last_action(scene) == second


def test_a_persona_is_drafted_by_keyboard(make_app):
    setup = GameSetup(seats=seats("human", "human"), seed=8, personas="draft")
    d = open_game(make_app, GameSession(setup))
    scene = d.top
    frame = engine.current_decision(scene.session.state)
    assert isinstance(frame, F.DraftFrame)
    order = keys(scene)
    assert order[0] == ("draft", frame.offered[0], "A") and order[1] == (
        "draft",
        frame.offered[0],
        "B",
    )
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    assert last_action(scene) == A.ChoosePersona(frame.offered[0], "B")


# --- order, arrows, tooltips -----------------------------------------------------------------------------------


def test_tab_and_shift_tab_follow_the_reading_order_round(make_app):
    d = open_game(make_app, smoke_session(4, 7, 150))
    scene = d.top
    order = keys(scene)
    kinds = [k.kind for k in order]
    assert "source" in kinds and "persona" in kinds and kinds[-1] == "button"
    # the tableaux (by seat, each device's tiles in turn) before the persona board, buttons last
    groups = [0 if k == "source" else 1 if k == "persona" else 2 for k in kinds]
    assert groups == sorted(groups)
    state = scene.session.state
    owners = [state.device(k.device).owner for k in order if isinstance(k, T.SourceSlot)]
    assert owners == sorted(owners)
    seen = []
    for _ in order:
        d.key(pygame.K_TAB)
        seen.append(ring_key(scene))
    assert seen == order
    d.key(pygame.K_TAB)
    assert ring_key(scene) == order[0]  # round again
    d.key(pygame.K_TAB, mod=SHIFT)
    assert ring_key(scene) == order[-1]
    d.key(pygame.K_TAB, mod=SHIFT)
    assert ring_key(scene) == order[-2]
    assert len(scene.session.log) == len(
        smoke_session(4, 7, 150).log
    )  # moving the focus plays nothing


def test_the_board_comes_first_in_the_reading_order():
    layout_free = None
    targets = [
        K.Focusable(T.PersonaSpace(0), Rect(0, 800, 50, 50)),
        K.Focusable(T.BeltTile(1, 0), Rect(300, 100, 40, 40)),
        K.Focusable(T.BeltTile(0, 1), Rect(200, 40, 40, 40)),
        K.Focusable(T.BeltTile(0, 0), Rect(260, 40, 40, 40)),
        K.Focusable(T.Stack(2), Rect(10, 200, 40, 40)),
        K.Focusable(T.TakeSource("C"), Rect(0, 700, 9, 9)),
    ]
    order = focus_order(targets, layout_free, [("choice_0", Rect(900, 10, 100, 30))])
    assert [i.key for i in order] == [
        ("stack", 2),
        ("belt", 0, 1),
        ("belt", 0, 0),
        ("belt", 1, 0),
        ("persona", 0),
        ("take_source", "C"),
        ("button", "choice_0"),
    ]


def test_arrows_go_to_the_nearest_place_that_way_and_stop_at_the_edge():
    grid = [K.Focusable((c, r), Rect(c * 100, r * 100, 80, 80)) for r in range(3) for c in range(3)]
    far = K.Focusable(("far",), Rect(900, 0, 80, 80))
    items = grid + [far]
    assert K.nearest(items, (0, 0), (1, 0)) == (1, 0)
    assert K.nearest(items, (1, 1), (0, -1)) == (1, 0)
    assert K.nearest(items, (1, 1), (-1, 0)) == (0, 1)
    assert K.nearest(items, (2, 2), (1, 0)) == ("far",)  # the only thing to the right
    assert K.nearest(items, (0, 0), (-1, 0)) is None
    focus = K.KeyboardFocus()
    assert (
        focus.towards(items, (1, 0)) and focus.shown and focus.key == (0, 0)
    )  # the first key shows it
    focus.towards(items, (0, 1))
    focus.towards(items, (0, 1))
    focus.towards(items, (0, 1))
    assert focus.key == (0, 2)


def test_arrow_keys_move_the_ring_on_the_table(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    d.key(pygame.K_RIGHT)
    assert ring_key(scene) == ("persona", 0)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    assert ring_key(scene) == ("persona", 2)
    d.key(pygame.K_LEFT)
    assert ring_key(scene) == ("persona", 1)
    d.key(pygame.K_UP)
    assert ring_key(scene) == ("button", "hint")  # the toolbar's left end, the nearest above
    d.key(pygame.K_UP)
    assert ring_key(scene) == ("button", "choice_0")  # Pass, above the toolbar
    assert not scene.session.log


def test_the_focused_place_shows_its_tooltip(make_app, monkeypatch):
    d = open_game(make_app, eva_built())
    scene = d.top
    shown = []
    real = V.draw_tooltip
    monkeypatch.setattr(
        V,
        "draw_tooltip",
        lambda surface, tip, *a, **kw: (shown.append((tip, kw)), real(surface, tip, *a, **kw)),
    )
    d.key(pygame.K_TAB)
    d.frames(1)
    assert not shown  # not at once: after the hover delay
    d.frames(25)
    tip, kw = shown[-1]
    assert tip.title == "Electrickal Source" and kw["near"] == scene.focused().rect
    assert any("If you place here now" in line for line in tip.lines)
    # a prompt button shows its own tooltip
    buttons = []
    monkeypatch.setattr(
        scene, "draw_button_tip", lambda surface, button, text, **kw: buttons.append(text)
    )
    d.key(pygame.K_TAB, mod=SHIFT)
    assert ring_key(scene) == ("button", "menu")  # the toolbar's buttons too
    d.frames(25)
    assert buttons and "Pause menu" in buttons[-1]
    while ring_key(scene) != ("button", "choice_0"):
        d.key(pygame.K_TAB, mod=SHIFT)
    d.frames(25)
    assert "collect its wage" in buttons[-1]


# --- the screen's own controls ------------------------------------------------------------------------------------


def tab_to(d: Driver, key: tuple, backwards: bool = True) -> None:
    """Shift+Tab (or Tab) until the ring is on `key`; fails if a whole round never reaches it."""
    for _ in range(len(keys(d.top)) + 1):
        d.key(pygame.K_TAB, mod=SHIFT if backwards else 0)
        if ring_key(d.top) == key:
            return
    raise AssertionError(f"{key} never took the focus; the order is {keys(d.top)}")


def test_the_toolbar_buttons_are_pressed_by_keyboard(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    assert ("button", "undo") not in keys(scene)  # nothing to take back yet
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)  # persona space 1
    assert last_action(scene) == A.PlacePersona(0)
    tab_to(d, ("button", "undo"))
    d.key(pygame.K_RETURN)
    assert not scene.session.log  # taken back
    tab_to(d, ("button", "menu"))
    d.key(pygame.K_SPACE)
    assert isinstance(d.top, PauseScene)
    d.key(pygame.K_ESCAPE)
    assert d.top is scene


def test_the_supply_arrows_and_the_logs_newest_button_by_keyboard(make_app):
    from tests.support.sessions import hoard, holds

    session = hoard(1, holds(14))
    d = open_game(make_app, GameSession(session.setup, session.actions))
    scene = d.top
    seat = scene.focus
    assert scene.layout.persona.supply_first == 0
    assert ("supply_scroll", seat, -1) in keys(
        scene
    )  # at the row's start too: the ring never jumps away
    tab_to(d, ("supply_scroll", seat, 1))
    d.key(pygame.K_RETURN)
    d.key(pygame.K_SPACE)
    assert scene.layout.persona.supply_first == 2
    assert ring_key(scene) == ("supply_scroll", seat, 1)
    d.frames(25)  # its tooltip, after the delay, does not break the frame
    d.key(pygame.K_TAB, mod=SHIFT)  # the earlier-tiles arrow comes just before
    assert ring_key(scene) == ("supply_scroll", seat, -1)
    d.key(pygame.K_RETURN)
    assert scene.layout.persona.supply_first == 1
    # the log's Newest button takes the focus only while it shows
    assert ("log_newest",) not in keys(scene)
    d.key(pygame.K_PAGEUP)
    assert not scene.log_panel.pinned and ("log_newest",) in keys(scene)
    tab_to(d, ("log_newest",))
    d.frames(25)
    d.key(pygame.K_RETURN)
    assert scene.log_panel.pinned and ("log_newest",) not in keys(scene)
    assert len(scene.session.log) == len(session.log)  # only the view moved


# --- the mouse and the other keys --------------------------------------------------------------------------------


def test_the_mouse_hides_the_ring_until_the_next_tab(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB)
    item = scene.focused()
    assert item.key == ("persona", 1)
    d.frames(1)
    assert ring_pixel(d, item) == PALE  # drawn
    board = scene.layout.regions.board
    d.post(
        pygame.MOUSEMOTION, pos=(int(board.x + 5), int(board.y + 5)), rel=(3, 3), buttons=(0, 0, 0)
    )
    d.frames(2)
    assert scene.focused() is None
    assert ring_pixel(d, item) != PALE  # not drawn
    # with no ring, Enter is the prompt's default (none here), not the focused place
    d.key(pygame.K_RETURN)
    assert not scene.session.log
    # Tab brings it back where it was
    d.key(pygame.K_TAB)
    assert ring_key(scene) == ("persona", 1)
    # a mouse button hides it too, and the mouse still plays (space 2: space 3 gains nothing
    # here, and would ask "Place here anyway?" first)
    d.click_at(tuple(int(v) for v in scene.layout.persona.spaces[2].centre))
    assert scene.focused() is None and last_action(scene) == A.PlacePersona(2)


def test_pressing_a_prompt_button_with_the_mouse_hides_the_ring(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    d.key(pygame.K_TAB)
    button = scene.widget("choice_0")
    d.post(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)
    d.post(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)
    d.frames(3)
    assert last_action(scene) == A.Pass()
    assert scene.focused() is None


def panel_ring(scene: GameScene) -> tuple | None:
    item = scene.build_panel.focused()
    return item.key if item is not None else None


def walk_to(d: Driver, panel, key: tuple, limit: int = 16) -> None:
    """Arrow keys towards `key`'s place, the way a player steers the ring, until it is there."""
    for _ in range(limit):
        here = panel.focused()
        if here.key == key:
            return
        there = next(item for item in panel.focus_items() if item.key == key)
        dx = there.rect.centre[0] - here.rect.centre[0]
        dy = there.rect.centre[1] - here.rect.centre[1]
        if abs(dy) > here.rect.h / 2:
            d.key(pygame.K_DOWN if dy > 0 else pygame.K_UP)
        else:
            d.key(pygame.K_RIGHT if dx > 0 else pygame.K_LEFT)
    assert panel.focused().key == key


def test_a_device_is_built_by_keyboard_in_the_build_panel(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    d.key(pygame.K_TAB)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RETURN)  # persona space 3: build a device of 2 tiles
    assert last_action(scene) == A.PlacePersona(2)
    panel = scene.build_panel
    assert panel is not None
    assert scene.focus_items() == [] and scene.focused() is None  # the table's ring gives way
    # the panel opens with its own ring on the first tile of the tray, since the keyboard is in use
    assert panel_ring(scene) == ("tray", "persona_eva_a")
    d.key(pygame.K_SPACE)
    assert panel.model.selected == "persona_eva_a"
    d.key(pygame.K_RIGHT)
    assert panel_ring(scene) == ("tray", "electrickal_source")
    d.key(pygame.K_RIGHT)
    kind, first = panel_ring(scene)
    assert kind == "cell"
    d.key(pygame.K_SPACE)
    assert panel.model.tile_at(first)[0] == "persona_eva_a"
    assert panel_ring(scene) == ("cell", first)  # the ring stays on the cell (the view may move)
    walk_to(d, panel, ("tray", "electrickal_source"))
    d.key(pygame.K_SPACE)
    assert panel.model.selected == "electrickal_source"
    second = (first[0], first[1] + 1)
    walk_to(d, panel, ("cell", second))
    d.key(pygame.K_SPACE)
    assert panel.model.tile_at(second)[0] == "electrickal_source"
    assert panel.model.confirm_enabled
    d.key(pygame.K_RETURN)  # Enter builds, as it always has in the panel
    action = last_action(scene)
    assert isinstance(action, A.BuildDevice)
    assert sorted(tid for _pos, tid, _rot in action.layout) == [
        "electrickal_source",
        "persona_eva_a",
    ]
    assert [dev.owner for dev in scene.session.state.devices] == [0]


def test_the_build_panels_ring_reaches_its_buttons_and_hides_for_the_mouse(make_app):
    session = GameSession(table_setup())
    session.submit(A.PlacePersona(2))
    d = open_game(make_app, session)
    scene = d.top
    panel = scene.build_panel
    assert panel is not None and panel.focused() is None  # opened by the mouse player: no ring
    order = [item.key for item in panel.focus_items()]
    assert order[:2] == [("tray", "persona_eva_a"), ("tray", "electrickal_source")]
    assert order[-3:] == [("button", "clear"), ("button", "cancel"), ("button", "confirm")]
    d.key(pygame.K_TAB)
    assert panel_ring(scene) == order[0]
    d.frames(1)
    assert ring_pixel(d, panel.focused()) == PALE
    d.key(pygame.K_TAB, mod=SHIFT)
    assert panel_ring(scene) == ("button", "confirm")
    d.key(pygame.K_LEFT)
    assert panel_ring(scene) == ("button", "cancel")
    item = panel.focused()
    d.post(pygame.MOUSEMOTION, pos=(20, 20), rel=(4, 4), buttons=(0, 0, 0))
    d.frames(2)
    assert panel.focused() is None and ring_pixel(d, item) != PALE
    d.key(pygame.K_TAB)  # back where it was
    assert panel_ring(scene) == ("button", "cancel")
    d.key(pygame.K_SPACE)  # Decline, as a click on it would
    assert last_action(scene) == A.Decline()
    assert scene.build_panel is None
