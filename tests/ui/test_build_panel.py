"""The build panel driven headless through the app's own loop with real pygame events: building
by drag-and-drop, by click-click and by double-click, turning a Power Converter with R, right
click and the wheel, being refused an illegal layout with the reason shown, and confirming an
action the engine accepts. Also: add mode, the device selector, cell sizes, and drawing."""

from __future__ import annotations

import pygame
import pytest

from steamworks.rules import engine
from steamworks.rules.actions import AddTile, BuildDevice
from steamworks.rules.connectors import legal_additions, problems
from steamworks.rules.scenario import load_scenario
from steamworks.ui.build.model import ILLEGAL, READY, AddModel, BuildModel, DeviceChoice
from tests.support.positions import inventors

SUPPLY = {
    "start_monetiser": 1,
    "start_manufacturer": 1,
    "monetiser_3": 1,
    "power_converter_1": 1,
    "clockwork_source": 2,
    "steam_source": 1,
}

# the same supply in a game, with the engine waiting for Ada to build three tiles
BUILD_TEXT = (
    inventors(
        ada={
            "supply": ["start_monetiser", "start_manufacturer", "monetiser_3", "power_converter_1"],
            "sources": (2, 1, 0),
        }
    )
    + """
[[pending]]
kind = "BuildFrame"
player = 0
sizes = [3]
"""
)


class FakeClock:
    """Time that moves only when a test says (double-clicks must not depend on a slow machine)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Sounds:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


class Bench:
    """A demo scene holding the panel, and gestures made of real events through app.frame."""

    def __init__(self, driver, model) -> None:
        from steamworks.ui.build.demo import BuildDemoScene

        self.driver = driver
        self.app = driver.app
        self.scene = BuildDemoScene(self.app, model=model)
        self.app.reset_to(self.scene)
        self.clock = FakeClock()
        self.sounds = Sounds()
        self.panel.clock = self.clock
        self.panel.sounds = self.sounds
        self.confirmed: list = []
        self.cancelled: list = []
        # record what the panel hands over, instead of the demo's message dialog
        self.panel.on_confirm = self.confirmed.append
        self.panel.on_cancel = lambda: self.cancelled.append(True)
        driver.frames(2)

    @property
    def panel(self):
        return self.scene.panel

    @property
    def model(self):
        return self.panel.model

    def post(self, kind, **attrs) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def move(self, pos, held: bool = False) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))
        self.driver.frames(1)

    def drag(self, start, end, steps: int = 5) -> None:
        self.move(start)
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.driver.frames(1)
        for i in range(1, steps + 1):
            self.move(
                (
                    start[0] + (end[0] - start[0]) * i // steps,
                    start[1] + (end[1] - start[1]) * i // steps,
                ),
                True,
            )
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.driver.frames(2)

    def click(self, pos, button: int = 1) -> None:
        self.move(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.driver.frames(2)
        self.clock.now += 1.0  # the next click is a new click, not a double

    def double_click(self, pos) -> None:
        self.move(pos)
        for _ in range(2):
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
            self.driver.frames(1)
            self.clock.now += 0.1
        self.driver.frames(1)
        self.clock.now += 1.0

    def wheel(self, y: int) -> None:
        self.post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
        self.driver.frames(2)

    def key(self, key: int, mod: int = 0) -> None:
        self.driver.key(key, mod)

    def tray(self, tile_id: str):
        return self.panel.tray_slot_centre(tile_id)

    def cell(self, cell):
        return self.panel.cell_centre(cell)

    def button(self, name: str):
        x, y = self.panel.button_rect(name).centre
        return (round(x), round(y))


@pytest.fixture
def bench(driver):
    def make(model=None) -> Bench:
        return Bench(driver, model if model is not None else BuildModel(SUPPLY, 3, money=10))

    return make


def assert_engine_accepts(action) -> None:
    state = load_scenario(BUILD_TEXT)
    assert engine.explain_illegal(state, action) is None
    after = engine.apply(state, action)
    assert after.devices[-1].layout == action.layout


# --- building ------------------------------------------------------------------------------------


def test_build_by_drag_and_drop_then_confirm(bench):
    b = bench()
    b.drag(b.tray("clockwork_source"), b.cell((0, 0)))
    assert b.model.tile_at((0, 0)) == ("clockwork_source", 0)
    assert "tile_snap" in b.sounds.played
    b.drag(b.tray("start_monetiser"), b.cell((0, 1)))
    # dropped a little off the centre of a cell, it still snaps into that cell
    x, y = b.cell((0, -1))
    b.drag(
        b.tray("start_manufacturer"),
        (x - round(b.panel.grid.pitch * 0.3), y + round(b.panel.grid.pitch * 0.25)),
    )
    assert set(b.model.placed) == {(0, -1), (0, 0), (0, 1)}
    assert b.model.status == READY and b.panel.status_text.startswith("A legal device")
    assert not b.confirmed
    b.click(b.button("confirm"))
    assert len(b.confirmed) == 1 and isinstance(b.confirmed[0], BuildDevice)
    assert_engine_accepts(b.confirmed[0])
    assert b.panel.done


def test_a_tile_dragged_off_the_grid_goes_back_to_the_supply_and_can_be_moved_on_the_grid(bench):
    b = bench()
    b.drag(b.tray("start_monetiser"), b.cell((0, 0)))
    b.drag(b.cell((0, 0)), b.cell((1, 1)))
    assert b.model.tile_at((1, 1)) == ("start_monetiser", 0) and b.model.tile_at((0, 0)) is None
    b.drag(b.cell((1, 1)), b.tray("steam_source"))
    assert not b.model.placed and b.model.remaining("start_monetiser") == 1
    # a drag from the tray that ends outside the grid changes nothing
    b.drag(b.tray("start_monetiser"), (5, 5))
    assert not b.model.placed


def test_build_by_click_then_click(bench):
    b = bench()
    b.click(b.tray("clockwork_source"))
    assert b.model.selected == "clockwork_source"
    b.click(b.cell((1, 1)))
    assert b.model.tile_at((1, 1)) == ("clockwork_source", 0) and b.model.selected is None
    b.click(b.tray("start_monetiser"))
    b.click(b.cell((1, 2)))
    b.click(b.tray("start_manufacturer"))
    b.click(b.cell((1, 0)))
    assert b.model.status == READY
    # click a placed tile, then another cell: it moves there
    b.click(b.cell((1, 0)))
    assert b.model.selected == (1, 0)
    b.click(b.cell((2, 1)))
    assert b.model.tile_at((2, 1)) == ("start_manufacturer", 0)
    # click a placed tile, then the tray: it goes back
    b.click(b.cell((2, 1)))
    tray = b.panel.regions.tray
    b.click((round(tray.x + tray.w / 2), round(tray.bottom - 10)))
    assert b.model.remaining("start_manufacturer") == 1


def test_build_by_double_click(bench):
    b = bench()
    b.double_click(b.tray("clockwork_source"))
    assert b.model.tile_at((0, 0)) == ("clockwork_source", 0)
    b.double_click(b.tray("start_monetiser"))
    b.double_click(b.tray("start_manufacturer"))
    assert len(b.model.placed) == 3 and b.model.status == READY, b.model.reason
    # double-click on the grid sends a tile back
    cell = next(c for c, (t, _r) in b.model.placed.items() if t == "start_manufacturer")
    b.double_click(b.cell(cell))
    assert b.model.tile_at(cell) is None and b.model.remaining("start_manufacturer") == 1
    # two slow clicks are not a double-click: they pick the tile up and put it down again
    b.click(b.tray("start_manufacturer"))
    b.click(b.tray("start_manufacturer"))
    assert b.model.remaining("start_manufacturer") == 1 and b.model.selected is None


def test_enter_confirms_and_escape_declines(bench):
    b = bench()
    for tile_id, cell in (
        ("start_manufacturer", (0, -1)),
        ("clockwork_source", (0, 0)),
        ("start_monetiser", (0, 1)),
    ):
        b.drag(b.tray(tile_id), b.cell(cell))
    b.key(pygame.K_RETURN)
    assert len(b.confirmed) == 1
    assert_engine_accepts(b.confirmed[0])
    b2 = bench()
    assert not b2.panel.busy
    b2.click(b2.tray("start_monetiser"))
    assert b2.panel.busy, "the scene should send Esc to the panel first"
    b2.key(pygame.K_ESCAPE)  # first Esc drops what is in hand
    assert b2.model.selected is None and not b2.cancelled and not b2.panel.busy
    b2.key(pygame.K_ESCAPE)
    assert b2.cancelled == [True] and not b2.confirmed


def test_decline_button_cancels(bench):
    b = bench()
    b.click(b.button("cancel"))
    assert b.cancelled == [True]


# --- turning ------------------------------------------------------------------------------------------


def test_turn_a_power_converter_with_r_right_click_and_the_wheel(bench):
    b = bench()
    b.drag(b.tray("power_converter_1"), b.cell((0, 0)))
    rot = b.model.tile_at((0, 0))[1]
    b.move(b.cell((0, 0)))
    b.key(pygame.K_r)
    assert b.model.tile_at((0, 0)) == ("power_converter_1", (rot + 1) % 4)
    b.click(b.cell((0, 0)), button=3)
    assert b.model.tile_at((0, 0)) == ("power_converter_1", (rot + 2) % 4)
    b.key(pygame.K_r, pygame.KMOD_SHIFT)
    assert b.model.tile_at((0, 0)) == ("power_converter_1", (rot + 1) % 4)
    b.move(b.cell((0, 0)))
    b.wheel(-1)
    assert b.model.tile_at((0, 0)) == ("power_converter_1", (rot + 2) % 4)
    b.wheel(1)
    assert b.model.tile_at((0, 0)) == ("power_converter_1", (rot + 1) % 4)


def test_a_selected_converter_turns_with_r_wherever_the_mouse_is(bench):
    b = bench()
    b.drag(b.tray("power_converter_1"), b.cell((0, 0)))
    rot = b.model.tile_at((0, 0))[1]
    b.click(b.cell((0, 0)))
    b.move((5, 5))
    b.key(pygame.K_r)
    assert b.model.tile_at((0, 0))[1] == (rot + 1) % 4


def test_a_converter_turned_in_the_tray_or_in_hand_lands_turned(bench):
    b = bench()
    b.click(b.tray("power_converter_1"), button=3)
    assert b.model.tray_rotation["power_converter_1"] == 1
    b.drag(b.tray("power_converter_1"), b.cell((2, 2)))
    assert b.model.tile_at((2, 2)) == ("power_converter_1", 1)


def test_ordinary_tiles_refuse_to_turn_and_say_why(bench):
    b = bench()
    b.drag(b.tray("start_monetiser"), b.cell((0, 0)))
    b.move(b.cell((0, 0)))
    b.key(pygame.K_r)
    assert b.model.tile_at((0, 0)) == ("start_monetiser", 0)
    assert "cannot be turned" in b.panel.status_text
    assert "error" in b.sounds.played
    b.click(b.cell((0, 0)), button=3)
    assert b.model.tile_at((0, 0)) == ("start_monetiser", 0)


# --- refusal ----------------------------------------------------------------------------------------


def test_an_illegal_layout_is_refused_with_the_reason_shown(bench):
    b = bench()
    b.drag(b.tray("clockwork_source"), b.cell((0, 0)))
    b.drag(b.tray("start_monetiser"), b.cell((0, -1)))
    b.drag(b.tray("monetiser_3"), b.cell((0, 1)))  # E - - E: its west wire faces a clockwork source
    assert b.model.status == ILLEGAL
    reason = problems(b.model.layout(), 3)[0].message
    assert b.panel.status_text == reason and "electrickal" in reason
    assert any(c.status == "mismatch" for c in b.model.contacts())
    b.click(b.button("confirm"))
    b.key(pygame.K_RETURN)
    assert not b.confirmed and not b.panel.done
    assert b.panel.status_text == reason
    # the reason is drawn: the status line is not blank parchment
    status = pygame.Rect(b.panel.regions.status.rounded())
    colours = {
        b.app.screen.get_at((x, status.centery))[:3] for x in range(status.left, status.right, 2)
    }
    assert len(colours) > 10
    # taking the wrong tile back and putting the right one in makes it legal
    b.drag(b.cell((0, 1)), b.tray("steam_source"))
    b.drag(b.tray("start_manufacturer"), b.cell((0, 1)))
    assert b.model.status == READY
    b.click(b.button("confirm"))
    assert len(b.confirmed) == 1


def test_the_engine_refusing_reopens_the_panel_with_its_reason(bench):
    b = bench()
    for tile_id, cell in (
        ("start_manufacturer", (0, -1)),
        ("clockwork_source", (0, 0)),
        ("start_monetiser", (0, 1)),
    ):
        b.drag(b.tray(tile_id), b.cell(cell))
    b.key(pygame.K_RETURN)
    assert b.panel.done
    b.key(pygame.K_RETURN)
    assert len(b.confirmed) == 1, "a finished panel ignores input"
    b.panel.refuse("You do not have a Monetiser in your supply.")
    assert not b.panel.done and b.panel.status_text.startswith("You do not have")


# --- add mode ---------------------------------------------------------------------------------------

DEVICES = (
    DeviceChoice(
        1, (((0, 0), "clockwork_source", 0), ((0, 1), "monetiser_1", 0)), 1, "Bram's device 1"
    ),
    DeviceChoice(
        2, (((0, 0), "steam_source", 0), ((0, 1), "start_distiller", 0)), 0, "Your device 2"
    ),
)
ADD_TEXT = (
    inventors(ada={"supply": ["start_manufacturer", "power_converter_1"]})
    + """
[[device]]
owner = "Bram"
tiles = [ {at=[0,0], tile="clockwork_source"}, {at=[0,1], tile="monetiser_1"} ]

[[device]]
owner = "Ada"
tiles = [ {at=[0,0], tile="steam_source"}, {at=[0,1], tile="start_distiller"} ]

[[pending]]
kind = "AddFrame"
player = 0
mode = "supply"
"""
)


def test_add_mode_highlights_the_legal_cells_and_confirms_an_addtile_the_engine_accepts(bench):
    state = load_scenario(ADD_TEXT)
    from steamworks.ui.build.model import model_for

    b = bench(model_for(state, engine.current_decision(state), ["Ada", "Bram", "Cora"]))
    # the player's own device is listed, and chosen, first; Bram's is chosen by its row
    assert b.model.device.device_id == 2
    x, y = b.panel.tab_rects()[1].centre
    b.click((round(x), round(y)))
    assert b.model.device.device_id == 1
    b.click(b.tray("start_manufacturer"))
    hand = b.panel.hand()
    assert hand is not None
    expected = {pos for pos, _r in legal_additions(b.model.device.layout, "start_manufacturer")}
    assert set(hand.hints) == expected and expected
    # dragging a fixed tile does nothing; they are the device's
    b.drag(b.cell((0, 0)), b.cell((3, 3)))
    assert b.model.tile_at((0, 0)) == ("clockwork_source", 0)
    target = sorted(expected)[0]
    b.drag(b.tray("start_manufacturer"), b.cell(target))
    assert b.model.confirm_enabled
    b.click(b.button("confirm"))
    action = b.confirmed[0]
    assert isinstance(action, AddTile) and action.device == 1
    assert engine.explain_illegal(state, action) is None


def test_add_mode_device_tabs_and_tab_key(bench):
    b = bench(AddModel(DEVICES, {"start_manufacturer": 1, "power_converter_1": 1}))
    tabs = b.panel.tab_rects()
    assert len(tabs) == 2
    b.drag(b.tray("start_manufacturer"), b.cell((0, -1)))
    x, y = tabs[1].centre
    b.click((round(x), round(y)))
    assert b.model.device_index == 1 and not b.model.placed
    b.key(pygame.K_TAB)
    assert b.model.device_index == 0


# --- size and drawing --------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
@pytest.mark.parametrize("model", ["build4", "add"])
def test_cells_are_large_enough(make_app, size, model):
    from steamworks.ui.build.demo import SAMPLES, BuildDemoScene

    app = make_app(size=size)
    scene = BuildDemoScene(app, model)
    app.reset_to(scene)
    app.frame(1 / 60)
    assert SAMPLES[model]
    assert scene.panel.grid.cell_size >= (64 if size == (1600, 900) else 56)
    assert scene.panel.grid.pitch * scene.panel.extent.cols <= scene.panel.regions.grid.w + 1
    assert scene.panel.rect.right <= size[0] and scene.panel.rect.bottom <= size[1]


def test_drawing_changes_nothing_and_survives_a_resize(bench):
    b = bench()
    b.drag(b.tray("clockwork_source"), b.cell((0, 0)))
    b.click(b.tray("power_converter_1"))
    b.move(b.cell((1, 0)))
    revision = b.model.revision
    surface = pygame.Surface((1600, 900))
    for _ in range(3):
        b.panel.draw(surface)
    assert b.model.revision == revision and b.model.selected == "power_converter_1"
    b.app.change_settings(window_size=(1280, 720))
    b.driver.frames(2)
    assert b.panel.rect.w < 1280
    b.click(b.cell((0, 1)))
    assert b.model.tile_at((0, 1)) is not None


def test_ctrl_z_takes_back_the_last_changes_then_leaves_undo_to_the_scene(bench):
    b = bench()
    b.drag(b.tray("clockwork_source"), b.cell((0, 0)))
    b.drag(b.tray("start_monetiser"), b.cell((0, 1)))
    b.drag(b.cell((0, 1)), b.cell((1, 0)))
    b.key(pygame.K_z, pygame.KMOD_CTRL)
    assert b.model.tile_at((0, 1)) == ("start_monetiser", 0) and b.model.tile_at((1, 0)) is None
    b.key(pygame.K_z, pygame.KMOD_CTRL)
    assert set(b.model.placed) == {(0, 0)}
    b.key(pygame.K_z, pygame.KMOD_CTRL)
    assert not b.model.placed
    event = pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0
    )
    assert b.panel.handle_event(event) is False, (
        "nothing left to undo here: the scene may undo the game"
    )


def test_the_demo_scene_checks_a_confirmed_device_with_the_rules(driver):
    from steamworks.ui.build.demo import BuildDemoScene
    from steamworks.ui.scenes.message import MessageScene

    scene = BuildDemoScene(driver.app, "build3")
    driver.app.reset_to(scene)
    driver.frames(1)
    model = scene.model
    for tile_id, cell in (
        ("start_manufacturer", (0, -1)),
        ("clockwork_source", (0, 0)),
        ("start_monetiser", (0, 1)),
    ):
        assert model.place(tile_id, cell)
    driver.key(pygame.K_RETURN)
    assert isinstance(scene.confirmed[0], BuildDevice)
    assert isinstance(driver.top, MessageScene) and "rules accept" in driver.top.text
    driver.key(pygame.K_RETURN)  # "Again": a fresh sample
    assert driver.top is scene and not scene.model.placed and not scene.panel.done


def test_escape_with_a_tile_in_hand_sends_it_back_where_it_came_from(bench):
    b = bench()
    b.drag(b.tray("clockwork_source"), b.cell((0, 0)))
    b.driver.frames(30)  # the landing glide is over
    for start in (b.cell((0, 0)), b.tray("start_monetiser")):
        b.move(start)
        b.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        b.driver.frames(1)
        b.move(b.cell((2, 2)), held=True)
        assert b.panel.busy
        placed = dict(b.model.placed)
        b.key(pygame.K_ESCAPE)
        assert not b.panel.busy and not b.cancelled
        assert b.model.placed == placed == {(0, 0): ("clockwork_source", 0)}
        # it glides home: to its cell, or to its slot in the tray (landing on no cell)
        flight = b.panel.state.flights[-1]
        home = (0, 0) if start == b.cell((0, 0)) else None
        assert flight.cell == home
        b.post(pygame.MOUSEBUTTONUP, pos=b.cell((2, 2)), button=1)
        b.driver.frames(30)
        assert b.model.placed == placed


def test_the_keyboard_ring_stands_on_typed_keys_in_reading_order(bench):
    from steamworks.ui.build.positions import FocusKey

    b = bench()
    keys = [item.key for item in b.panel.focus_items()]
    assert all(isinstance(key, FocusKey) for key in keys)
    kinds = [key.kind for key in keys]
    assert kinds == sorted(kinds, key=["tray", "cell", "button"].index)
    assert [key.value for key in keys if key.kind == "tray"] == b.model.order
    assert {key.value for key in keys if key.kind == "cell"} == set(b.panel.visible_cells())
    # a key is still the plain pair every focus ring compares with
    assert FocusKey("tray", "start_monetiser") == ("tray", "start_monetiser")
