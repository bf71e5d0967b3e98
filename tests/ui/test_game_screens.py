"""The game table's layout at every window size, resizing, the colour-blind palette, tooltips,
animations, the results screen, and the smoke test's game screens."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.session import GameSession
from steamworks.ui.art import palette
from steamworks.ui.game import layout as L
from steamworks.ui.game.sample_games import finished_session, smoke_session
from steamworks.ui.game.tooltips import tip_for
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks
from steamworks.ui.scenes.new_game import NewGameScene
from steamworks.ui.scenes.results import ResultsScene
from steamworks.ui.scenes.title import TitleScene
from steamworks.ui.smoke import smoke_test
from tests.support.driver import Driver, open_game, play_by_clicks

SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1200), (2560, 1440)]


def _inside(rect, outer, slack: float = 0.5) -> bool:
    return (
        rect.x >= outer.x - slack
        and rect.y >= outer.y - slack
        and rect.right <= outer.right + slack
        and rect.bottom <= outer.bottom + slack
    )


def _overlap(a, b) -> bool:
    return (
        a.x < b.right - 0.5
        and b.x < a.right - 0.5
        and a.y < b.bottom - 0.5
        and b.y < a.bottom - 0.5
    )


@pytest.fixture(scope="module")
def busy() -> GameSession:
    return smoke_session(5, 7, 200)


@pytest.mark.parametrize("size", SIZES)
def test_everything_fits_on_one_screen(busy, size):
    state = busy.state
    lay = L.table_layout(size, 1.0, state, engine.to_act(state))
    window = L.Rect(0, 0, *size)
    reg = lay.regions
    panels = [
        reg.board,
        reg.tableau,
        reg.persona,
        reg.others,
        reg.banner,
        reg.prompt,
        reg.toolbar,
        reg.log,
    ]
    for panel in panels:
        assert _inside(panel, window), panel
    for i, a in enumerate(panels):
        for b in panels[i + 1 :]:
            assert not _overlap(a, b), (a, b)
    for row in lay.board.cells:
        for cell in row:
            assert _inside(cell, reg.board)
    for area in lay.tableau.areas:
        assert _inside(area.rect, reg.tableau)
        for box in area.devices:
            assert _inside(box.frame, area.rect)
            for cell in box.cells.values():
                assert _inside(cell, box.frame)
    for space in lay.persona.spaces:
        assert _inside(space, reg.persona)
    for tile in lay.persona.supply:
        assert _inside(tile, reg.persona)
    for row in lay.others:
        assert _inside(row.rect, reg.others)
    # legible: belt tiles and device tiles never shrink below a readable size
    assert lay.board.tile >= 40 * lay.scale
    assert lay.tableau.tile >= 18 * lay.scale


def test_a_lone_small_device_is_drawn_large():
    setup = GameSetup(
        seats=(
            SeatSetup("Ada", persona="eva", side="A"),
            SeatSetup("Bo", colour=1, persona="alice", side="A"),
        ),
        seed=1,
        personas="fixed",
        start_player=0,
    )
    session = GameSession(
        setup,
        [
            A.PlacePersona(2),
            A.BuildDevice((((0, 0), "electrickal_source", 0), ((0, 1), "persona_eva_a", 0))),
        ],
    )
    lay = L.table_layout((1600, 900), 1.0, session.state, 0)
    assert lay.tableau.tile >= 84  # big enough for the tiles' names


def test_targets_and_widgets_stay_inside_after_a_resize(make_app, busy):
    d = open_game(make_app, GameSession(busy.setup, busy.actions))
    scene = d.top
    d.post(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720))
    d.frames(2)
    assert d.app.window_size == (1280, 720)
    window = L.Rect(0, 0, 1280, 720)
    assert scene.targets
    for target in scene.targets:
        assert _inside(target.rect, window)
    rects = [scene.widget(n).rect for n in scene.widget_ids() if scene.widget(n).visible]
    for r in rects:
        assert 0 <= r.left and r.right <= 1280 and 0 <= r.top and r.bottom <= 720
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.colliderect(b)
    # and the game goes on at the new size
    action = next(a for a in scene.legal if isinstance(a, A.PlacePersona))
    play_by_clicks(d, action)
    assert scene.session.log[-1].action == action


def test_colour_blind_palette_and_marks(make_app, busy):
    d = open_game(make_app, GameSession(busy.setup, busy.actions))
    scene = d.top
    assert scene.styles()[1].colour == palette.player_style(1).colour
    d.app.change_settings(colour_blind=True)
    d.frames(2)
    styles = scene.styles()
    assert styles[1].colour == palette.player_style(1, colour_blind=True).colour
    assert len({s.mark for s in styles}) == len(styles)  # every seat keeps its own shape


def test_hover_tooltips_name_the_tile_and_preview_the_outcome(make_app):
    setup = GameSetup(
        seats=(
            SeatSetup("Ada", persona="eva", side="A"),
            SeatSetup("Bo", colour=1, persona="alice", side="A"),
        ),
        seed=1,
        personas="fixed",
        start_player=0,
    )
    d = open_game(make_app, GameSession(setup))
    scene = d.top
    cell = scene.layout.board.cells[0][0]
    d.post(
        pygame.MOUSEMOTION,
        pos=(int(cell.centre[0]), int(cell.centre[1])),
        rel=(0, 0),
        buttons=(0, 0, 0),
    )
    d.frames(25)
    assert scene.hover_key == ("belt", 0, 0) and scene.hover_time >= 0.3
    state = scene.session.state
    tip = tip_for(scene.hover_key, state, scene.names, scene.legal, True, focus=scene.focus)
    assert tip.title == L.load().tiles[state.belts[0][0]].name
    assert any("Scroll Rack pays £0" in line for line in tip.lines)
    space = scene.layout.persona.spaces[1]
    d.post(
        pygame.MOUSEMOTION,
        pos=(int(space.centre[0]), int(space.centre[1])),
        rel=(0, 0),
        buttons=(0, 0, 0),
    )
    d.frames(25)
    tip = tip_for(
        scene.hover_key, scene.session.state, scene.names, scene.legal, True, focus=scene.focus
    )
    assert "If you place here now:" in tip.lines
    assert "Your first mechanic works for free." in tip.lines


def test_animations_play_without_blocking_input(make_app):
    setup = GameSetup(
        seats=(
            SeatSetup("Ada", persona="eva", side="A"),
            SeatSetup("Bo", colour=1, persona="alice", side="A"),
        ),
        seed=1,
        personas="fixed",
        start_player=0,
    )
    d = open_game(make_app, GameSession(setup))
    d.app.change_settings(animation_speed=1.0)
    scene = d.top
    play_by_clicks(d, A.PlacePersona(0))
    play_by_clicks(d, A.TakeTile(0, 0))
    # the tile is still sliding to Ada's supply (her summary row: the table now shows Bo's board)...
    assert not scene.animator.idle
    tween = scene.animator.tweens[0]
    assert scene.layout.summary(0).rect.contains(tween.end)
    action = next(a for a in scene.legal if isinstance(a, A.PlacePersona))
    play_by_clicks(d, action)  # ...and Bo can already play
    assert scene.session.log[-1].action == action
    d.frames(40)
    assert scene.animator.idle and not scene.animator.hidden()


def test_the_results_screen_and_its_buttons(make_app):
    app = make_app(hooks=make_hooks())  # the game's own hooks, as launched: Rematch starts a game
    d = Driver(app)
    session = finished_session(3, seed=9)
    app.reset_to(ResultsScene(app, session))
    d.frames(2)
    results = d.top
    assert [sl.rank for sl in results.lines] == sorted(sl.rank for sl in results.lines)
    d.click("new_game")
    assert isinstance(d.top, NewGameScene)
    app.reset_to(ResultsScene(app, session))
    d.frames(1)
    d.click("title")
    assert isinstance(d.top, TitleScene)
    app.reset_to(ResultsScene(app, session))
    d.frames(1)
    d.key(pygame.K_RETURN)  # Rematch is the default
    game = d.top
    assert isinstance(game, GameScene)
    assert (
        game.controller.setup.seats == session.setup.seats
        and game.controller.setup.seed != session.setup.seed
    )


def test_results_explain_a_tie():
    """A finished game where the top two tie on prestige: the note names the tie-break."""
    from steamworks.rules.scoring import tie_break_note

    for seed in range(60):
        session = finished_session(2, seed=seed)
        note = tie_break_note(session.state)
        if note:
            break
    else:
        pytest.skip("no tied game among the seeds tried")
    assert "tied" in note


def test_smoke_test_shows_the_game_and_the_results(tmp_path: Path):
    assert smoke_test(tmp_path, frames=1) == 0
    names = sorted(p.name for p in tmp_path.glob("*.png"))
    assert any("-game-" in n for n in names) and any("-results-" in n for n in names)
