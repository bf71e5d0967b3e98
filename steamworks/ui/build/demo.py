"""`BuildDemoScene`: the build panel alone on the workbench, with sample supplies.

`python -m steamworks.ui.build` opens it. Keys 1-5 switch between the samples (a three-tile
Manufacturer build, a four-tile Insta-factor build with modifiers, an Expander addition to
any of three devices, a Sourcer's basic source, an Upgrader's choice among the 24 devices of a
crowded table); Confirm checks the device with the rules and says so; Decline (or Esc with
nothing in hand) returns to the title screen.

The samples are plain data (`SAMPLES`), so tests and the screenshot tool use the same ones;
`smoke_screens` gives the smoke test (`steamworks.ui.smoke`) two of them mid-build.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from steamworks.rules import connectors
from steamworks.rules.actions import AddTile, BuildDevice
from steamworks.ui import draw as drawing
from steamworks.ui import motion
from steamworks.ui.art import palette as P
from steamworks.ui.build.model import (
    AddModel,
    BuildModel,
    DeviceChoice,
    LayoutModel,
    tile_name,
)
from steamworks.ui.build.panel import BuildPanel
from steamworks.ui.game import layout as table_layout
from steamworks.ui.scene import Scene
from steamworks.ui.style import font

# A small table of three inventors' devices for the addition samples.
SAMPLE_DEVICES = (
    DeviceChoice(
        1,
        (((0, 0), "clockwork_source", 0), ((0, 1), "start_monetiser", 0)),
        0,
        "Your device #1",
        "Your devices",
    ),
    DeviceChoice(
        2,
        (((0, 0), "steam_source", 0), ((0, 1), "start_distiller", 0), ((1, 0), "monetiser_2", 0)),
        1,
        "Bram's #2",
        "Bram's devices",
    ),
    DeviceChoice(
        3,
        (((0, -1), "scroll_rack_2", 0), ((0, 0), "electrickal_source", 0)),
        2,
        "Cora's #3",
        "Cora's devices",
    ),
)

# A crowded table for the Upgrader: 24 devices of two tiles, built in turn by three inventors.
CROWD_OWNERS = ("Your", "Bram's", "Cora's")
CROWD_PAIRS = (  # each a legal two-tile device, left to right
    ("clockwork_source", "start_monetiser"),
    ("steam_source", "start_distiller"),
    ("scroll_rack_2", "electrickal_source"),
    ("clockwork_source", "start_condenser"),
    ("steam_source", "librarifier_1"),
    ("electrickal_source", "start_manufacturer"),
    ("condenser_2", "steam_source"),
    ("clockwork_source", "scroll_rack_1"),
)


def crowded_devices(count: int = 24) -> tuple[DeviceChoice, ...]:
    """`count` two-tile devices, owners in turn, listed as the game lists them (yours first)."""
    built = [
        (k + 1, k % len(CROWD_OWNERS), CROWD_PAIRS[(k * 3 + k // 3) % len(CROWD_PAIRS)])
        for k in range(count)
    ]
    built.sort(key=lambda d: (d[1], d[0]))
    return tuple(
        DeviceChoice(
            device_id,
            (((0, 0), left, 0), ((0, 1), right, 0)),
            owner,
            f"Your device #{device_id}" if owner == 0 else f"{CROWD_OWNERS[owner]} #{device_id}",
            f"{CROWD_OWNERS[owner]} devices",
        )
        for device_id, owner, (left, right) in built
    )


def _build_three() -> LayoutModel:
    supply = {
        "start_manufacturer": 1,
        "start_monetiser": 1,
        "monetiser_2": 1,
        "scroll_rack_1": 1,
        "condenser_2": 1,
        "clockwork_source": 2,
        "steam_source": 1,
        "electrickal_source": 1,
    }
    return BuildModel(supply, 3, money=6)


def _build_four() -> LayoutModel:
    supply = {
        "amplicondenser_1": 1,
        "power_converter_1": 1,
        "iterator_1": 1,
        "anthem_organ_2": 1,
        "librarifier_1": 1,
        "steam_source": 2,
        "electrickal_source": 1,
    }
    return BuildModel(supply, 4, cost=2, money=5, then_activate=True)


def _add_any() -> LayoutModel:
    return AddModel(
        SAMPLE_DEVICES,
        {"start_manufacturer": 1, "power_converter_2": 1, "condenser_3": 1, "clockwork_source": 1},
    )


def _upgrader() -> LayoutModel:
    return AddModel(
        crowded_devices(),
        {"start_manufacturer": 1, "monetiser_3": 1, "clockwork_source": 1},
        sizes=(2,),
    )


def _sourcer() -> LayoutModel:
    return AddModel(
        SAMPLE_DEVICES[:2],
        {"clockwork_source": None, "steam_source": None, "electrickal_source": None},
        basic=True,
    )


SAMPLES: dict[str, tuple[str, Callable[[], LayoutModel]]] = {
    "build3": ("Manufacturer, powered by steam: a device of 3 tiles", _build_three),
    "build4": ("Insta-factor, electrickal: 4 tiles for £2, then fire a source", _build_four),
    "add": ("Expander: add a tile from your supply to any device", _add_any),
    "sourcer": ("Sourcer: add a basic source to any device", _sourcer),
    "upgrader": ("Upgrader, clockwork: add a tile to a device of 2 tiles", _upgrader),
}
SAMPLE_KEYS = {
    pygame.K_1: "build3",
    pygame.K_2: "build4",
    pygame.K_3: "add",
    pygame.K_4: "sourcer",
    pygame.K_5: "upgrader",
}


def judge(action: Any, model: LayoutModel) -> str:
    """What the rules say about a confirmed action, in a sentence (the demo's stand-in for the
    engine, which would need a whole game around it)."""
    if isinstance(action, BuildDevice):
        sizes = getattr(model, "sizes", (len(action.layout),))
        found = connectors.problems(action.layout, sizes[0] if len(sizes) == 1 else None)
        names = ", ".join(tile_name(t) for _p, t, _r in action.layout)
        return found[0].message if found else f"The rules accept this device: {names}."
    if isinstance(action, AddTile) and isinstance(model, AddModel):
        ok = (action.pos, action.rotation) in connectors.legal_additions(
            model.device.layout, action.tile
        )
        return (
            f"The rules accept the {tile_name(action.tile)} at {action.pos}."
            if ok
            else "The rules refuse this addition."
        )
    return "Nothing to check."


class BuildDemoScene(Scene):
    """The panel alone, over a dimmed table, with a prompt column at the right like the game's."""

    name = "build_demo"

    def __init__(self, app: Any, sample: str = "build3", model: LayoutModel | None = None) -> None:
        super().__init__(app)
        self.sample = sample
        self.model: LayoutModel = model if model is not None else SAMPLES[sample][1]()
        self.panel: BuildPanel | None = None
        self.verdict: str | None = None
        self.confirmed: list[Any] = []  # every action confirmed, for tests

    # --- lifecycle ----------------------------------------------------------------------------

    def build(self) -> None:
        rect = table_layout.build_panel_rect(self.app.window_size, self.app.settings.ui_scale)
        if self.panel is None:
            self.panel = BuildPanel(
                self.model,
                rect,
                self._confirmed,
                self._declined,
                scale=self.app.scale,
                sounds=self.app.sounds,
                animation_speed=motion.moving_speed(self.app.settings.animation_speed),
            )
        else:
            self.panel.relayout(rect, self.app.scale)

    def switch(self, sample: str) -> None:
        """Show another sample (a fresh model)."""
        self.sample = sample
        self.model = SAMPLES[sample][1]()
        self.panel = None
        self.verdict = None
        self.rebuild()

    def _confirmed(self, action: Any) -> None:
        self.confirmed.append(action)
        self.verdict = judge(action, self.model)
        self.app.nav.show_message(
            "Confirmed",
            f"{self.verdict}\n\nThe game would now send {type(action).__name__} to the engine.",
            [("Again", lambda: self.switch(self.sample))],
        )

    def _declined(self) -> None:
        self.app.pop()

    # --- per frame ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.panel is not None and self.panel.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in SAMPLE_KEYS:
            self.switch(SAMPLE_KEYS[event.key])
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        if self.panel is not None:
            self.panel.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(drawing.walnut_background(surface.get_size()), (0, 0))
        regions = table_layout.regions(self.app.window_size, self.app.settings.ui_scale)
        self._draw_side(surface, regions)
        if self.panel is not None:
            self.panel.draw(surface)

    def _draw_side(self, surface: pygame.Surface, regions: table_layout.Regions) -> None:
        """A stand-in for the game's prompt column: what is being asked, and the demo's keys."""
        scale = self.app.scale
        card = pygame.Rect(regions.side.inset(8 * scale).rounded())
        drawing.parchment_card(surface, card, scale)
        x, width = card.x + round(18 * scale), card.w - round(36 * scale)
        y = card.y + round(18 * scale)
        heading = font("heading", 26, scale)
        surface.blit(heading.render("Your decision", True, P.INK), (x, y))
        y += round(42 * scale)
        body = font("serif", 19, scale)
        y += drawing.blit_paragraph(
            surface,
            body,
            SAMPLES[self.sample][0] + ".",
            P.INK,
            pygame.Rect(x, y, width, card.h),
            1.15,
        )
        y += round(22 * scale)
        surface.blit(font("heading", 21, scale).render("Samples", True, P.INK), (x, y))
        y += round(32 * scale)
        small = font("ui", 15, scale)
        for key, (name, (text, _make)) in zip("12345", SAMPLES.items()):
            marker = "• " if name == self.sample else "   "
            line = f"{marker}{key}  {text.split(':')[0]}"
            colour = P.INK if name == self.sample else P.INK_SOFT
            used = small.get_linesize()  # larger text: taller than the design's step
            if small.size(line)[0] <= width:
                surface.blit(small.render(line, True, colour), (x, y))
            else:  # larger text: wrapped in the column rather than running past the card
                used = drawing.blit_paragraph(surface, small, line, colour, (x, y, width, card.h))
            y += max(round(24 * scale), used)
        if self.verdict:
            y += round(16 * scale)
            drawing.blit_paragraph(
                surface,
                small,
                self.verdict,
                P.darker(P.VERDIGRIS, 0.3),
                pygame.Rect(x, y, width, card.h),
                1.1,
            )


def smoke_screens(app: Any) -> list[tuple[str, Callable[[], None]]]:
    """The smoke test's build panel screens: a three-tile build two tiles in, with the third
    picked up (the cells where it could go tinted), an addition to one of three devices with
    the new tile picked up, and an Upgrader's addition on a crowded table (24 devices in the
    list)."""

    def opener(sample: str, placed: dict[tuple[int, int], str], pick: str) -> Callable[[], None]:
        def open_it() -> None:
            scene = BuildDemoScene(app, sample)
            for cell, tile_id in placed.items():
                scene.model.place(tile_id, cell)
            scene.model.select(pick)
            app.reset_to(scene)

        return open_it

    return [
        (
            "build",
            opener(
                "build3",
                {(0, 0): "start_monetiser", (0, -1): "clockwork_source"},
                "start_manufacturer",
            ),
        ),
        ("build-add", opener("add", {}, "start_manufacturer")),
        ("add-tile-panel", opener("upgrader", {}, "start_manufacturer")),
    ]
