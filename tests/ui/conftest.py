"""Fixtures for the UI tests: a headless window, a throwaway data folder, synthetic input.

The environment is set at import, before anything imports pygame: SDL's dummy video and
audio drivers (no window, no sound card needed) and a data folder in a temporary directory so
no test ever touches a real settings file or save. Each test then gets its own data folder.
"""

from __future__ import annotations

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ.setdefault("STEAMWORKS_DATA_DIR", tempfile.mkdtemp(prefix="steamworks-ui-tests-"))

from pathlib import Path  # noqa: E402
from typing import Iterator  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets an empty data folder of its own."""
    folder = tmp_path / "data"
    monkeypatch.setenv("STEAMWORKS_DATA_DIR", str(folder))
    return folder


class Driver:
    """Drives a real App through its own event loop with synthetic pygame events."""

    def __init__(self, app) -> None:
        self.app = app

    @property
    def top(self):
        return self.app.stack.top

    def frames(self, count: int = 2) -> None:
        for _ in range(count):
            self.app.frame(1 / 60)

    def post(self, event_type: int, **attrs) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(event_type, **attrs))

    def click_at(self, pos: tuple[int, int], button: int = 1) -> None:
        """Press and release the mouse at `pos`, then let the loop run (widgets answer on the
        next frame, because pygame_gui posts its own events)."""
        import pygame

        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.frames(1)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frames(3)

    def click(self, widget_id: str) -> None:
        """Click the centre of the top scene's widget with this object id."""
        widget = self.top.widget(widget_id)
        assert widget.visible, f"{widget_id} is hidden"
        self.click_at(widget.rect.center)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        import pygame

        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.frames(3)

    def type_text(self, text: str) -> None:
        """Type into the focused text field, as the keyboard would (TEXTINPUT events)."""
        import pygame

        for char in text:
            self.post(pygame.TEXTINPUT, text=char)
        self.frames(2)

    def replace_text(self, widget_id: str, text: str) -> None:
        """Click into a text field, select everything, type over it."""
        import pygame

        self.click(widget_id)
        self.key(pygame.K_a, mod=pygame.KMOD_CTRL)
        self.key(pygame.K_BACKSPACE)
        self.type_text(text)


@pytest.fixture
def make_app(data_dir: Path):
    """A factory for opened apps (closed after the test), with settings in the data folder."""
    from steamworks.ui.app import App, Hooks, LaunchOptions
    from steamworks.ui.settings import SettingsStore

    opened = []

    def factory(size: tuple[int, int] = (1600, 900), hooks: Hooks | None = None, scene: str = "title",
                dev: bool = False):
        data_dir.mkdir(parents=True, exist_ok=True)
        store = SettingsStore(data_dir / "settings.json")
        app = App(LaunchOptions(window_size=size, fullscreen=False, scene=scene, dev=dev), hooks=hooks, store=store)
        app.open()
        opened.append(app)
        return app

    yield factory
    for app in opened:
        app.close()


@pytest.fixture
def driver(make_app) -> Iterator[Driver]:
    d = Driver(make_app())
    d.frames(1)
    yield d
