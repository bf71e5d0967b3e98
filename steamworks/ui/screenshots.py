"""Headless screenshots: the one harness behind the smoke test (`ui/smoke.py`, every screen)
and the build panel's screenshots (`ui/build/shots.py`, its telling states).

`headless_apps(sizes)` opens the real app at each window size in turn with SDL's dummy video
and audio drivers, on a throwaway settings file (the player's own settings are never read or
written), and closes it before the next; `save_screen` writes what the window shows to
`<folder>/<name>-<W>x<H>.png`.

    for size, app in headless_apps(((1600, 900), (1280, 720))):
        app.nav.open_title()
        app.frame(1 / 60)
        save_screen(app, size, out, "title")
"""

from __future__ import annotations

import logging
import os
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from steamworks.persistence import paths
from steamworks.ui.app import App
from steamworks.ui.launch_options import LaunchOptions
from steamworks.ui.settings import SettingsStore

log = logging.getLogger(__name__)


def use_dummy_drivers() -> None:
    """Headless: no window and no sound card (unless the caller chose drivers already)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def headless_apps(
    sizes: Sequence[tuple[int, int]], language: str = "en", text_size: float = 1.0
) -> Iterator[tuple[tuple[int, int], App]]:
    """(size, opened app) for each window size in turn; each app is closed when the caller
    asks for the next one (or leaves the loop). Every app speaks `language` (English unless
    told: the pictures do not depend on the machine's language) at text size `text_size`.

    The apps keep their data (saves, history, the lessons' and puzzles' progress) in a
    throwaway folder too: a smoke run never reads or writes the player's (it used to mark a
    puzzle solved in the real data folder, and read back the last run's saves), and two runs
    draw the same pictures."""
    use_dummy_drivers()
    with (
        tempfile.TemporaryDirectory(prefix="steamworks-shots-") as scratch,
        paths.data_folder(Path(scratch) / "data"),
    ):
        for size in sizes:
            store = SettingsStore(Path(scratch) / f"settings-{size[0]}x{size[1]}.json")
            if text_size != store.settings.ui_scale:
                store.change(ui_scale=text_size)
            app = App(
                LaunchOptions(window_size=size, fullscreen=False, language=language), store=store
            )
            started = time.perf_counter()
            app.open()
            log.info("headless app at %dx%d open in %.2f s", *size, time.perf_counter() - started)
            try:
                yield size, app
            finally:
                app.close()


def save_screen(app: App, size: tuple[int, int], folder: Path, name: str) -> Path:
    """Write the window's picture to folder/<name>-<W>x<H>.png; returns the path."""
    import pygame

    target = folder / f"{name}-{size[0]}x{size[1]}.png"
    pygame.image.save(app.screen, str(target))
    return target
