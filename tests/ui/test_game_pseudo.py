"""The game table and the build panel in the pseudo-language (issue #35): every sentence 40%
longer with accented letters, in brackets (steamworks.language.catalogue.pseudo), as German and
French run 20-35% longer than English.

Drawn under the overflow watch (`overflow.watch_overflows`), the busy mid-game table of the
smoke test (its board, persona board, tableau, prompt, log and every tooltip) and the build
panel mid-build (a three-tile build and an addition to one of several devices) must cut no
text; and what they show is the pseudo-language's, so no sentence of the table was left
unmarked. Set STEAMWORKS_PSEUDO_SHOTS to a folder to keep the screenshots for a look.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from steamworks.language import PSEUDO, set_language
from steamworks.ui.game import views as V
from steamworks.ui.game.sample_games import smoke_session
from steamworks.ui.game.targets import hover_regions
from steamworks.ui.overflow import Overflow, watch_overflows
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.scenes.game_hooks import make_hooks
from tests.support.driver import Driver

SIZES = [(1280, 720), (1920, 1080)]


def _keep(surface: pygame.Surface, name: str) -> None:
    folder = os.environ.get("STEAMWORKS_PSEUDO_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(Path(folder) / f"{name}.png"))


def _fail_on(overflows: list[Overflow]) -> None:
    unique = sorted({str(o) for o in overflows})
    assert not unique, f"{len(unique)} texts do not fit:\n" + "\n".join(unique[:40])


def _is_pseudo(text: str) -> bool:
    return text.startswith("[") and text.endswith("]")


@pytest.mark.parametrize("size", SIZES)
def test_the_busy_table_fits_in_the_pseudo_language(make_app, pseudo, size):
    app = make_app(size=size, hooks=make_hooks())
    app.change_settings(animation_speed=0.0, ai_delay=0.0)
    scene = GameScene(app, smoke_session(5, 7, 160), autosave=False)
    app.reset_to(scene)
    scene.controller.announce = None
    tips = 0
    with watch_overflows() as seen:
        Driver(app).frames(2)
        _keep(app.screen, f"game-pseudo-{size[0]}")
        for key, rect in hover_regions(scene.session.state, scene.layout):
            tip = scene._tip(key, rect.centre)
            if tip is None:
                continue
            tips += 1
            V.draw_tooltip(app.screen, tip, (int(rect.centre[0]), int(rect.centre[1])), app.scale)
    _fail_on(seen)
    assert tips > 20
    # the table's own words are the pseudo-language's: its prompt, its toolbar, the log's heading
    assert _is_pseudo(scene.prompt.title)
    assert all(_is_pseudo(scene._named[name].text) for name in ("hint", "undo", "save", "menu"))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    ("sample", "placed", "pick"),
    [
        ("build3", {(0, 0): "start_monetiser", (0, -1): "clockwork_source"}, "start_manufacturer"),
        ("add", {}, "start_manufacturer"),
    ],
)
def test_the_build_panel_fits_in_the_pseudo_language(make_app, pseudo, size, sample, placed, pick):
    from steamworks.ui.build.demo import BuildDemoScene

    app = make_app(size=size)
    scene = BuildDemoScene(app, sample)
    for cell, tile_id in placed.items():
        scene.model.place(tile_id, cell)
    scene.model.select(pick)
    app.reset_to(scene)
    with watch_overflows() as seen:
        Driver(app).frames(2)
        _keep(app.screen, f"build-{sample}-pseudo-{size[0]}")
    _fail_on(seen)
    # the panel's own words are the pseudo-language's
    assert _is_pseudo(scene.model.title)
    assert all(_is_pseudo(text) for text in scene.model.requirements())
    assert "[" in scene.model.summary


def test_english_is_spoken_again_after_the_pseudo_language(make_app):
    """The fixture's promise, which every other test of the worker relies on."""
    set_language(PSEUDO)
    set_language("en")
    app = make_app(size=(1280, 720), hooks=make_hooks())
    scene = GameScene(app, smoke_session(5, 7, 160), autosave=False)
    app.reset_to(scene)
    assert scene._named["undo"].text == "Undo"


def test_a_message_dialogs_title_is_translated_once(make_app, pseudo):
    """A dialog's title is said when drawn (`MessageScene.title`); the card drew it through
    `tr` again, which in the pseudo-language wrapped it twice ("[[...]~~]") and measured it
    wider than the dialog had made room for (a cut reported at 1920x1080)."""
    from steamworks.language import tr
    from steamworks.ui.scenes.message import MessageScene
    from tests.support.driver import open_title

    d = open_title(make_app)
    d.app.push(MessageScene(d.app, lambda: tr("Not saved"), lambda: tr("The engine refused that.")))
    with watch_overflows() as seen:
        d.frames(2)
    dialog = d.top
    assert dialog.shown_title() == tr("Not saved") and dialog.shown_title().startswith("[Ñ")
    assert not seen
