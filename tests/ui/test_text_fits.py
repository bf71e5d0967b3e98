"""Every text fits its box at 1280x720, 1600x900 and 1920x1080 (the menus and table at every UI scale).

The drawing code lays text out through `steamworks.ui.text_fit`, which reports any text it had
to cut (`overflow.watch_overflows`). These tests draw, under watch, what players read:

- every persona side of every persona board in the draft, five boards at a time (the draft of a
  four-player game) and six (five players);
- the table, the prompt (question, detail, option buttons) and the callout of every decision met
  in seeded games of two to five players, played move by move through the Game scene;
- the tooltip of every place on those tables.

A test fails listing each text that did not fit, with its box and what it needed.
"""

from __future__ import annotations

import random

import pygame
import pytest

from steamworks.matches.selfplay import builder_move
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.rules.data import load
from steamworks.rules.setup import PERSONAS_DRAFT, GameSetup, SeatSetup
from steamworks.session import GameSession
from steamworks.ui import text_fit as TF
from steamworks.ui.game import views as V
from steamworks.ui.game.targets import hover_regions
from steamworks.ui.overflow import Overflow, watch_overflows
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks
from steamworks.ui.settings import UI_SCALES
from tests.support.driver import Driver

SIZES = [(1280, 720), (1600, 900), (1920, 1080)]
NAMES = ("Ada", "Brunel", "Clementine", "Darwin", "Edison")


def _seats(players: int) -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup(NAMES[i], controller="human", colour=i) for i in range(players))


def _open(make_app, session: GameSession, size) -> GameScene:
    app = make_app(size=size, hooks=make_hooks())
    app.change_settings(animation_speed=0.0, ai_delay=0.0)
    scene = GameScene(app, session, autosave=False)
    app.reset_to(scene)
    Driver(app).frames(1)
    scene.controller.announce = None
    return scene


def _fail_on(overflows: list[Overflow]) -> None:
    unique = sorted({str(o) for o in overflows})
    assert not unique, f"{len(unique)} texts do not fit:\n" + "\n".join(unique[:40])


@pytest.mark.parametrize("boards", [5, 6])
@pytest.mark.parametrize("size", SIZES)
def test_every_persona_side_fits_the_draft(make_app, size, boards):
    players = boards - 1
    scene = _open(
        make_app,
        GameSession(GameSetup(seats=_seats(players), seed=1, personas=PERSONAS_DRAFT)),
        size,
    )
    personas = sorted(load().personas)
    surface = scene.app.screen
    ctx = scene._context()
    shown = set()
    with watch_overflows() as seen:
        for first in range(0, len(personas), boards):
            offered = tuple((personas * 2)[first : first + boards])
            frame = F.DraftFrame(player=0, offered=offered)
            V.draw_draft(surface, scene.session.state, scene.layout, ctx, frame)
            shown.update(offered)
    assert shown == set(personas)
    _fail_on(seen)


def _draw_every_tooltip(scene: GameScene, surface: pygame.Surface, seen_tips: set) -> None:
    for key, rect in hover_regions(scene.session.state, scene.layout):
        tip = scene._tip(key, rect.centre)  # the words the scene shows on hover
        if tip is None:
            continue
        signature = (tip.title, tip.lines, tip.tile)
        if signature in seen_tips:
            continue
        seen_tips.add(signature)
        V.draw_tooltip(surface, tip, (int(rect.centre[0]), int(rect.centre[1])), scene.app.scale)


def _prompt_signature(scene: GameScene) -> tuple:
    frame = engine.current_decision(scene.session.state)
    model = scene.prompt
    return (
        type(frame).__name__,
        model.title if model else "",
        model.detail if model else "",
        tuple(c.label for c in model.choices) if model else (),
    )


def _play_and_draw(scene: GameScene, seed: int, max_actions: int) -> tuple[set, list]:
    """Play a seeded game that favours building; draw the screen (and every tooltip) at each
    new prompt. Returns the decision kinds met."""
    rng = random.Random(seed)
    app = scene.app
    kinds: set[str] = set()
    prompts: set = set()
    tips: set = set()
    with watch_overflows() as seen:
        for _ in range(max_actions):
            if scene.session.over:
                break
            signature = _prompt_signature(scene)
            if signature not in prompts:
                prompts.add(signature)
                kinds.add(signature[0])
                app.frame(1 / 60)  # the table, the prompt card, its buttons and the callout
                _draw_every_tooltip(scene, app.screen, tips)
                # a place that answers several ways, once selected, asks its own question
                for target in [t for t in scene.targets if len(t.actions) > 1][:3]:
                    scene.click_target(target)
                    app.frame(1 / 60)
                    scene.cancel_selection()
            action = builder_move(
                scene.legal, rng, place_chance=0.5, build_kinds=(A.BuildDevice, A.AddTile)
            )
            assert scene.submit(action)
            scene.controller.announce = None
    return kinds, list(seen)


GAMES = [(2, 4), (3, 8), (4, 3), (5, 7)]


@pytest.mark.parametrize("size", SIZES)
def test_every_prompt_label_and_tooltip_fits(make_app, size):
    kinds: set[str] = set()
    overflows: list = []
    for players, seed in GAMES:
        session = GameSession(GameSetup(seats=_seats(players), seed=seed, personas=PERSONAS_DRAFT))
        scene = _open(make_app, session, size)
        met, seen = _play_and_draw(scene, seed, 400)
        kinds |= met
        overflows += seen
    # the games meet every kind of decision the engine asks (the draft included)
    expected = {
        "DraftFrame",
        "TakeFrame",
        "SourceFrame",
        "BuildFrame",
        "AddFrame",
        "OwnSourceFrame",
        "ActivationFrame",
        "EffectFrame",
        "NoneType",
    }
    assert expected <= kinds, expected - kinds
    _fail_on(overflows)


@pytest.mark.parametrize("size", SIZES)
def test_the_callout_stays_left_of_the_side_column(make_app, size):
    """A long question beside a place near the table's right edge wraps, and never goes
    under the side column's buttons (it did after powering a Miscellanerie)."""
    session = GameSession(GameSetup(seats=_seats(4), seed=3))
    scene = _open(make_app, session, size)
    surface = pygame.Surface(size)
    board = scene.layout.regions.board
    right_edge = scene.layout.regions.tableau.right
    from steamworks.ui.game.target_keys import Component
    from steamworks.ui.game.targets import Target
    from steamworks.ui.geometry import Rect

    place = Target(Component(1, (0, 0)), Rect(right_edge - 60, board.bottom + 40, 56, 56), ())
    text = "Choose the basic source to take with your £2, or keep the money for later"
    with watch_overflows() as seen:
        surface.fill((0, 0, 0))
        V.draw_callout(surface, text, [place], scene.app.scale, board)
    _fail_on(seen)
    # nothing was painted right of the table's column
    side = scene.layout.regions.side
    strip = surface.subsurface(pygame.Rect(round(side.x), 0, size[0] - round(side.x), size[1]))
    assert pygame.transform.average_color(strip)[:3] == (0, 0, 0)


def test_an_overflow_is_reported_with_its_box():
    """The measurement itself: a text too long for its box is reported, and shortened."""
    pygame.font.init()
    with watch_overflows() as seen:
        line = TF.fit_line(
            "ui", 15, "Choose the basic source to take with your £2", 120, where="test"
        )
        block = TF.fit_block(
            "ui", 15, "one two three four five six seven eight nine ten", 80, 30, where="test"
        )
        fits = TF.fit_block("ui", 15, "short", 200, 40, where="test")
    assert line.overflow and line.text.endswith(TF.safe_text("ui", "…"))
    assert block.overflow and block.height <= 30
    assert not fits.overflow
    assert [o.where for o in seen] == ["test", "test"]
    shrunk = TF.fit_block("ui", 15, "one two three four five six", 80, 45, min_px=10, where="test")
    assert not shrunk.overflow and shrunk.px < 15
    # the menus' paragraphs (draw.blit_paragraph) report too
    from steamworks.ui import draw
    from steamworks.ui.art.fonts import get_font

    surface = pygame.Surface((300, 200))
    with watch_overflows() as menus:
        draw.blit_paragraph(
            surface,
            get_font("ui", 16),
            "a few words that need three lines",
            (0, 0, 0),
            (0, 0, 90, 30),
        )
        draw.blit_paragraph(surface, get_font("ui", 16), "fits", (0, 0, 0), (0, 0, 90, 30))
    assert [o.where for o in menus] == ["paragraph"]


@pytest.mark.parametrize("ui_scale", [value for _, value in UI_SCALES])
@pytest.mark.parametrize("size", SIZES)
def test_every_screen_of_the_smoke_test_fits(make_app, size, ui_scale):
    """The title, new game, settings, load, pause, a message, every rules chapter, the busy
    five-player table and the results: their labels and paragraphs stay in their boxes, at
    every UI scale the Settings offer."""
    from steamworks.ui.smoke import smoke_screens

    app = make_app(size=size)
    app.change_settings(ui_scale=ui_scale)
    opened = []
    with watch_overflows() as seen:
        for name, opener in smoke_screens(app):
            opener()
            app.frame(1 / 60)
            app.frame(1 / 60)
            opened.append(name)
    assert {"title", "new-game", "settings", "load", "game", "results"} <= set(opened)
    _fail_on(seen)


def test_a_sum_never_breaks_between_its_number_and_its_sign():
    """German, French and Spanish write "2 £": a line may break before the number, never
    between it and the sign (the German prompt read "kostet 1" / "£, das ...")."""
    from steamworks.ui.draw import wrap_text

    pygame.font.init()
    font = pygame.font.Font(None, 20)
    text = "Dein zweiter Mechaniker kostet 1 £, das kannst du nicht zahlen"
    for width in range(60, 400, 7):
        lines = wrap_text(font, text, width)
        assert " ".join(lines) == text
        assert not any(line.startswith("£") for line in lines), (width, lines)
