"""Headless screenshots of the build panel in its telling states, driven by real input events.

`render_shots(out_dir)` opens the demo scene at 1600x900 and 1280x720 with SDL's dummy video
driver, plays mouse and keyboard events through the app's own loop (exactly as a player's
input arrives, with the game's one input driver, ui/driver.py), and saves a PNG of each state
through the screenshot harness it shares with the smoke test (ui/screenshots.py):

    01-empty            the empty workbench and a full tray
    02-drag             a tile held over the grid, the cells where it could go tinted
    03-legal            a finished, legal device: ticks on every contact, Confirm lit
    04-illegal          a device the rules refuse: crosses, the tile outlined, the reason
    05-add              add mode: the device selector, legal cells for the selected tile
    06-add-placed       add mode with the new tile in place
    07-converter        a four-tile build with a turned Power Converter and an Iterator
    add-tile-panel      an Upgrader on a crowded table: 24 devices listed by owner, yours
                        first, the list scrolled by the wheel to another player's device,
                        chosen by a click, the new tile picked up

Used by `python -m steamworks.ui.build --shots DIR`; it never touches the player's settings.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path


def render_shots(
    out_dir: str | os.PathLike[str],
    sizes: Sequence[tuple[int, int]] = ((1600, 900), (1280, 720)),
) -> list[Path]:
    from steamworks.ui.screenshots import headless_apps

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for size, app in headless_apps(sizes):
        written += _shots_at(size, app, out)
    return written


def _shots_at(size: tuple[int, int], app, out: Path) -> list[Path]:
    """Every state, in one open app of window `size`."""
    import pygame

    from steamworks.ui.build.demo import BuildDemoScene
    from steamworks.ui.build.panel import BuildPanel
    from steamworks.ui.driver import InputDriver
    from steamworks.ui.screenshots import save_screen

    written: list[Path] = []
    driver = InputDriver(app, settle=2)

    def shot(name: str) -> None:
        written.append(save_screen(app, size, out, name))

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

    def pick_up(panel: BuildPanel, tile_id: str) -> list:
        """Click `tile_id` in the tray and point at the first cell it could join; the cells."""
        driver.click_at(panel.tray_slot_centre(tile_id))
        legal = sorted(panel.model.legal_cells(tile_id))
        if legal:
            driver.hover(panel.cell_centre(legal[0]))
        driver.frames(2)
        return legal

    panel = scene("add")
    legal = pick_up(panel, "start_manufacturer")
    shot("05-add")
    if legal:
        driver.click_at(panel.cell_centre(legal[0]))
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

    panel = scene("upgrader")
    listed = panel.positions.device_list
    assert listed is not None  # 24 devices: the list shows
    driver.hover((round(listed.view.centre[0]), round(listed.view.centre[1])))
    driver.wheel(-3)  # three rows down the list
    _index, row = listed.whole_rows()[-2]
    driver.click_at((round(row.centre[0]), round(row.centre[1])))
    pick_up(panel, "start_manufacturer")
    shot("add-tile-panel")
    return written
