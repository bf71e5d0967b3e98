"""Screens reach each other through `steamworks.ui.navigation`, never by importing the app.

The app imports every screen (through the navigation); if a screen imported the app back, the
UI's modules would form one import circle that every new screen joins. These tests read the
imports of every scene and table module (at the top, inside functions and under
TYPE_CHECKING alike) and open each screen through `app.nav`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import steamworks
from steamworks.ui.rules.screen import RulesScene
from steamworks.ui.scenes.about import AboutScene
from steamworks.ui.scenes.load import LoadScene
from steamworks.ui.scenes.message import MessageScene
from steamworks.ui.scenes.new_game import NewGameScene
from steamworks.ui.scenes.pause import PauseScene
from steamworks.ui.scenes.settings_scene import SettingsScene
from steamworks.ui.scenes.title import TitleScene

PACKAGE = Path(steamworks.__file__).parent
UI = PACKAGE / "ui"
# every module a screen is made of: the scenes, the table's parts, the feature folders (build
# panel, Rules, replay viewer, analysis, tutorial and puzzles, statistics, online), the stack with what
# screens are typed against (scene.py), and the navigation itself
FEATURES = (
    "scenes",
    "game",
    "build",
    "rules",
    "replay",
    "analysis",
    "tutorial",
    "statistics",
    "online",
)
KEPT_APART = [
    *(path for folder in FEATURES for path in sorted((UI / folder).rglob("*.py"))),
    UI / "scene.py",
    UI / "navigation.py",
    UI / "hooks.py",
]
# the build demo's `python -m steamworks.ui.build` entry opens its own window: it is a program,
# like `steamworks/__main__.py`, not a part of a screen
PROGRAMS = {UI / "build" / "__main__.py"}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path) -> set[str]:
    """Every module `path` imports, relative imports resolved, wherever the import stands."""
    here = module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *(node.module.split(".") if node.module else [])])
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def test_the_import_reader_sees_relative_imports_and_imports_in_functions(tmp_path):
    # guards the guard: a reader that missed these would let the circle back in unseen
    sample = UI / "scenes" / "title.py"
    assert "steamworks.ui.scene" in imported_modules(sample)
    assert "steamworks.ui.app" in imported_modules(UI / "smoke.py")


@pytest.mark.parametrize(
    "path", [p for p in KEPT_APART if p not in PROGRAMS], ids=lambda p: module_name(p)
)
def test_no_screen_module_imports_the_app(path: Path):
    imports = imported_modules(path)
    assert not {
        m for m in imports if m == "steamworks.ui.app" or m.startswith("steamworks.ui.app.")
    }


@pytest.mark.parametrize(
    "open_screen,scene_class",
    [
        (lambda nav: nav.open_new_game(), NewGameScene),
        (lambda nav: nav.open_settings(), SettingsScene),
        (lambda nav: nav.open_rules(), RulesScene),
        (lambda nav: nav.open_about(), AboutScene),
        (lambda nav: nav.open_load(), LoadScene),
        (lambda nav: nav.open_pause(), PauseScene),
        (lambda nav: nav.show_message("A title", "Some words"), MessageScene),
    ],
)
def test_navigation_opens_each_screen_over_the_title(make_app, open_screen, scene_class):
    app = make_app()
    assert isinstance(app.stack.top, TitleScene)
    open_screen(app.nav)
    assert isinstance(app.stack.top, scene_class)
    assert [type(s) for s in app.stack][0] is TitleScene
    app.nav.open_title()
    assert [type(s) for s in app.stack] == [TitleScene]


@pytest.mark.parametrize(
    "name,scene_class",
    [("title", TitleScene), ("rules", RulesScene), ("load", LoadScene), ("about", AboutScene)],
)
def test_the_first_screen_is_opened_by_name_over_the_title(make_app, name, scene_class):
    app = make_app(scene=name)
    assert isinstance(app.stack.top, scene_class)
    assert isinstance(list(app.stack)[0], TitleScene)


def test_a_finished_game_opens_its_results_then_its_final_table_over_them(make_app):
    # the game scene, the hooks and the results reach these two screens through `app.nav`
    # alone (no screen imports another screen's module for them)
    from steamworks.ui.game.sample_games import finished_session
    from steamworks.ui.scenes.final_table import FinalTableScene
    from steamworks.ui.scenes.results import ResultsScene

    app = make_app()
    session = finished_session(players=2)
    app.nav.open_results(session, kept="Your game with Ada is kept in Load.")
    assert [type(s) for s in app.stack] == [ResultsScene]
    assert app.stack.top.session is session
    app.nav.open_final_table(session)
    assert [type(s) for s in app.stack] == [ResultsScene, FinalTableScene]
    assert app.stack.top.read_only
