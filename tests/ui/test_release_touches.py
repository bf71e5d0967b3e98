"""What players notice of a finished release: the About screen (version, credits, every bundled
licence), the window title naming whose turn it is, and `--version`."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pygame

from steamworks import __version__
from steamworks.session import GameSession
from steamworks.ui.app import WINDOW_TITLE
from steamworks.ui.scenes.about import LICENCES, AboutScene
from steamworks.ui.scenes.title import TitleScene
from tests.support.driver import Driver, open_game, play_one_turn_step, table_setup

ROOT = Path(__file__).resolve().parents[2]


def test_about_opens_from_the_title_and_shows_each_licence(make_app):
    d = Driver(make_app(size=(1280, 720)))
    d.frames(1)
    d.click("about")
    about = d.top
    assert isinstance(about, AboutScene)
    for item in LICENCES:
        d.click(f"licence_{item.key}")
        assert about.chosen == item.key
        shown = about.widget("licence_text").html_text
        assert "missing from this copy" not in shown, item.key
        assert len(shown) > 200, item.key
    d.click("licence_inter")
    assert "Inter Project Authors" in about.widget("licence_text").html_text
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)


def test_every_font_licence_shipped_in_assets_is_offered():
    """A font added to assets/fonts with its licence file must appear on the About screen."""
    shipped = {p.name for p in (ROOT / "assets" / "fonts").glob("*-COPYRIGHT.txt")}
    offered = set()
    for item in LICENCES:
        text = item.read()
        for name in shipped:
            if text == (ROOT / "assets" / "fonts" / name).read_text(encoding="utf-8"):
                offered.add(name)
    assert offered == shipped


def test_the_window_title_names_the_game_and_whose_turn_it_is(make_app):
    d = open_game(make_app, GameSession(table_setup()))
    scene = d.top
    name = scene.names[scene.session.state.current]
    assert pygame.display.get_caption()[0] == f"{WINDOW_TITLE} – {name}'s turn"
    rng = __import__("random").Random(3)
    seen = set()
    for _ in range(12):
        play_one_turn_step(d, rng)
        d.frames(1)
        assert pygame.display.get_caption()[0] == f"{WINDOW_TITLE} – {scene.whose_turn}'s turn"
        seen.add(scene.whose_turn)
    assert len(seen) > 1  # it follows the turn from player to player
    d.key(pygame.K_ESCAPE)  # the pause menu over the table: still that player's turn
    assert pygame.display.get_caption()[0].endswith("'s turn")
    d.click("quit_to_title")
    assert isinstance(d.top, TitleScene)
    assert pygame.display.get_caption()[0] == WINDOW_TITLE


def test_version_flag_prints_the_packaged_version():
    result = subprocess.run(
        [sys.executable, "-m", "steamworks", "--version"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert result.returncode == 0
    assert result.stdout.strip() == f"Steam Works {__version__}"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["version"] == __version__
