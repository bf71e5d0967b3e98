"""Headless screenshots of the build panel in its telling states, driven by real input events.

`render_shots(out_dir)` opens the demo scene at 1600x900 and 1280x720 with SDL's dummy video
driver, plays mouse and keyboard events through the app's own loop (exactly as a player's
input arrives), and saves a PNG of each state:

    01-empty            the empty workbench and a full tray
    02-drag             a tile held over the grid, the cells where it could go tinted
    03-legal            a finished, legal device: ticks on every contact, Confirm lit
    04-illegal          a device the rules refuse: crosses, the tile outlined, the reason
    05-add              add mode: the device selector, legal cells for the selected tile
    06-add-placed       add mode with the new tile in place
    07-converter        a four-tile build with a turned Power Converter and an Iterator

Used by `python -m steamworks.ui.build --shots DIR`; it never touches the player's settings.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from pathlib import Path


def render_shots(
    out_dir: str | os.PathLike[str],
    sizes: Sequence[tuple[int, int]] = ((1600, 900), (1280, 720)),
) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="steamworks-shots-") as scratch:
        for size in sizes:
            written += _shots_at(size, Path(scratch) / f"settings-{size[0]}.json", out)
    return written


def _shots_at(size: tuple[int, int], settings: Path, out: Path) -> list[Path]:
    """Every state, in one window of `size` (its settings kept in the scratch file `settings`)."""
    import pygame

    from steamworks.ui.app import App, LaunchOptions
    from steamworks.ui.build.demo import BuildDemoScene
    from steamworks.ui.build.panel import BuildPanel
    from steamworks.ui.settings import SettingsStore

    written: list[Path] = []
    store = SettingsStore(settings)
    app = App(LaunchOptions(window_size=size, fullscreen=False), store=store)
    app.open()
    driver = _Driver(app)

    def shot(name: str) -> None:
        target = out / f"{name}-{size[0]}x{size[1]}.png"
        pygame.image.save(app.screen, str(target))
        written.append(target)

    def scene(sample: str) -> BuildPanel:
        """Open the demo on `sample`; its panel."""
        demo = BuildDemoScene(app, sample)
        app.reset_to(demo)
        driver.frames(3)
        assert demo.panel is not None  # the demo opens its panel at once
        return demo.panel

    panel = scene("build3")
    driver.hover(panel.tray_slot_centre("start_monetiser"))
    driver.frames(30)  # the tooltip appears after a short rest
    shot("01-empty")

    driver.drag(panel.tray_slot_centre("start_monetiser"), panel.cell_centre((0, 0)))
    driver.drag(panel.tray_slot_centre("clockwork_source"), panel.cell_centre((0, -1)))
    driver.press_and_move(panel.tray_slot_centre("start_manufacturer"), panel.cell_centre((1, 1)))
    driver.frames(2)
    shot("02-drag")
    driver.release(panel.cell_centre((0, -2)))
    driver.frames(20)
    driver.hover(panel.cell_centre((2, 2)))
    shot("03-legal")

    panel = scene("build3")
    driver.drag(panel.tray_slot_centre("steam_source"), panel.cell_centre((0, 0)))
    driver.drag(panel.tray_slot_centre("monetiser_2"), panel.cell_centre((1, 0)))
    driver.drag(panel.tray_slot_centre("start_monetiser"), panel.cell_centre((0, 1)))
    driver.frames(20)
    driver.key(pygame.K_RETURN)  # refused: the reason flashes
    driver.hover(panel.cell_centre((2, 2)))
    shot("04-illegal")

    panel = scene("add")
    driver.click(panel.tray_slot_centre("start_manufacturer"))
    legal = sorted(panel.model.legal_cells("start_manufacturer"))
    if legal:
        driver.hover(panel.cell_centre(legal[0]))
    driver.frames(2)
    shot("05-add")
    if legal:
        driver.click(panel.cell_centre(legal[0]))
    driver.frames(20)
    driver.hover(panel.cell_centre((2, 3)))
    shot("06-add-placed")

    panel = scene("build4")
    driver.drag(panel.tray_slot_centre("steam_source"), panel.cell_centre((-1, 0)))
    driver.drag(panel.tray_slot_centre("power_converter_1"), panel.cell_centre((0, 0)))
    driver.drag(panel.tray_slot_centre("amplicondenser_1"), panel.cell_centre((0, 1)))
    driver.drag(panel.tray_slot_centre("iterator_1"), panel.cell_centre((0, 2)))
    driver.frames(20)
    driver.hover(panel.cell_centre((0, 0)))
    driver.frames(30)
    shot("07-converter")
    app.close()
    return written


class _Driver:
    """Real events through the app's loop (the same path a player's input takes)."""

    def __init__(self, app) -> None:
        self.app = app

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            self.app.frame(1 / 60)

    def post(self, kind: int, **attrs) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(kind, **attrs))

    def hover(self, pos) -> None:
        import pygame

        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.frames(1)

    def click(self, pos, button: int = 1) -> None:
        import pygame

        self.hover(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frames(2)

    def press_and_move(self, start, end, steps: int = 6) -> None:
        import pygame

        self.hover(start)
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.frames(1)
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i / steps
            y = start[1] + (end[1] - start[1]) * i / steps
            self.post(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(1, 0, 0))
            self.frames(1)

    def release(self, pos) -> None:
        import pygame

        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.frames(2)

    def drag(self, start, end) -> None:
        self.press_and_move(start, end)
        self.release(end)

    def key(self, key: int, mod: int = 0) -> None:
        import pygame

        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        self.frames(2)
