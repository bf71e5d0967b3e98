"""The add panel's device list on a crowded table, driven by real events: 24 two-tile devices
and an Upgrader (the play test's table had 17, drawn as tabs that overlapped into stubs).

At 1280x720 and 1600x900: every label fits its row and no row overlaps another, wherever the
list is scrolled; the player's own devices come first, then each other player's in turn
order; the wheel, the scrollbar's track and the keys reach the last device; a device is chosen
by a click and by the keyboard's ring; and an addition made through the list is an action the
engine accepts.
"""

from __future__ import annotations

import pygame
import pytest

from steamworks.rules import engine
from steamworks.rules.actions import AddTile
from steamworks.rules.scenario import load_scenario
from steamworks.ui.art.fonts import get_font
from steamworks.ui.build.model import model_for
from steamworks.ui.overflow import watch_overflows
from tests.support.driver import Driver
from tests.support.positions import device, inventors

SIZES = [(1280, 720), (1600, 900)]
NAMES = ["Ada", "Lady Cogsworth", "Émilie du Châtelet"]  # long names, as AI seats have
OWNERS = ("Bram", "Cora", "Ada")  # device 1 is Bram's: the list must not follow the ids
PAIRS = (  # 24 legal two-tile devices (each tile exists once: no two alike)
    ("clockwork_source", "alarm_chronometer_1"),
    ("alarm_chronometer_2", "steam_source"),
    ("clockwork_source", "amplicondenser_1"),
    ("steam_source", "anthem_organ_1"),
    ("clockwork_source", "automaton_1"),
    ("automaton_2", "electrickal_source"),
    ("clockwork_source", "chrome_1"),
    ("clockwork_source", "condenser_1"),
    ("condenser_2", "clockwork_source"),
    ("electrickal_source", "crescendo_organ_1"),
    ("steam_source", "distiller_1"),
    ("distiller_2", "clockwork_source"),
    ("clockwork_source", "expander_1"),
    ("expander_2", "steam_source"),
    ("steam_source", "inflator_1"),
    ("steam_source", "innovation_turbine_1"),
    ("clockwork_source", "insta_factor_1"),
    ("clockwork_source", "librarifier_1"),
    ("librarifier_2", "clockwork_source"),
    ("clockwork_source", "manufacturer_1"),
    ("steam_source", "miscellanerie_2"),
    ("clockwork_source", "monetiser_1"),
    ("electrickal_source", "patriotic_haiku_generator_1"),
    ("steam_source", "patriotic_sonnet_generator_1"),
)


SUPPLY = ["start_manufacturer", "monetiser_3", "start_condenser"]


def crowded_table(count: int = 24, supply=SUPPLY, sources=(2, 2, 2)) -> str:
    """Ada (seat 0) answers an Upgrader's addition to a device of 2 tiles, with `count` such
    devices on the table, owners in turn from Bram."""
    text = inventors(ada={"supply": list(supply), "sources": sources})
    for k in range(count):
        left, right = PAIRS[k % len(PAIRS)]
        text += device(OWNERS[k % 3], (0, 0, left), (0, 1, right))
    return text + '\n[[pending]]\nkind = "AddFrame"\nplayer = 0\nmode = "supply"\nsizes = [2]\n'


def open_panel(make_app, size, table: str | None = None):
    """The demo scene showing the panel for the crowded table's decision (or `table`'s);
    (driver, panel, state, the actions it hands over)."""
    from steamworks.ui.build.demo import BuildDemoScene

    state = load_scenario(table or crowded_table())
    model = model_for(state, engine.current_decision(state), NAMES)
    d = Driver(make_app(size=size))
    scene = BuildDemoScene(d.app, model=model)
    d.app.reset_to(scene)
    d.frames(2)
    panel = scene.panel
    confirmed: list = []
    panel.on_confirm = confirmed.append  # instead of the demo's message
    return d, panel, state, confirmed


def at(rect) -> tuple[int, int]:
    x, y = rect.centre
    return (round(x), round(y))


def apart(a, b) -> bool:
    return (
        a.right <= b.x + 0.5
        or b.right <= a.x + 0.5
        or a.bottom <= b.y + 0.5
        or b.bottom <= a.y + 0.5
    )


def inside(inner, outer) -> bool:
    return (
        outer.x - 0.5 <= inner.x
        and inner.right <= outer.right + 0.5
        and outer.y - 0.5 <= inner.y
        and inner.bottom <= outer.bottom + 0.5
    )


def test_devices_are_named_by_owner_and_tiles_the_players_own_first():
    state = load_scenario(crowded_table())
    model = model_for(state, engine.current_decision(state), NAMES)
    owners = [d.owner for d in model.devices]
    assert len(owners) == 24
    assert owners == sorted(owners)  # Ada's (seat 0), then Bram's, then Cora's: turn order
    assert model.devices[0].label.startswith("Your device #")
    assert model.devices[8].label.startswith("Lady Cogsworth's #")
    assert model.devices[-1].group == "Émilie du Châtelet's devices"
    for owner in (0, 1, 2):
        ids = [d.device_id for d in model.devices if d.owner == owner]
        assert ids == sorted(ids)
    first = model.devices[0]
    assert first.label == f"Your device #{first.device_id}"
    left, right = PAIRS[2]  # Ada's first device, the third built
    assert first.device_id == 3
    assert first.contents == "Clockwork Source, Amplicondenser"
    assert model.device.owner == 0  # it opens on one of the player's own devices


# Ada with one Monetiser and no sources: it joins only the devices with an Electrickal Source,
# so most rows say "no room" beside their name
SHORT_OF_TILES = crowded_table(supply=["monetiser_3"], sources=(0, 0, 0))


@pytest.mark.parametrize("table", [None, SHORT_OF_TILES], ids=["tiles", "no-room"])
@pytest.mark.parametrize("size", SIZES)
def test_with_24_devices_every_label_fits_and_nothing_overlaps_wherever_it_scrolls(
    make_app, size, table
):
    d, panel, _state, _confirmed = open_panel(make_app, size, table)
    fitting = [panel.model.device_fits(i) for i in range(len(panel.model.devices))]
    assert all(fitting) if table is None else 0 < fitting.count(True) < fitting.count(False)
    listed = panel.positions.device_list
    assert listed is not None and listed.scrolls
    regions = panel.regions
    # the list has its own column: clear of the tray, the grid, the help line and the footer
    for other in (regions.tray, regions.grid, regions.help, regions.footer, regions.header):
        assert apart(listed.area, other), other
    assert inside(listed.area, regions.card)
    d.hover(at(listed.view))
    seen: set[int] = set()
    surface = pygame.Surface(size)
    for _ in range(40):
        with watch_overflows() as overflows:
            panel.draw(surface)
        assert overflows == [], [str(o) for o in overflows]
        shown = listed.shown()
        for _entry, rect in shown:
            assert listed.view.x - 0.5 <= rect.x and rect.right <= listed.view.right + 0.5
        for i, (_e, a) in enumerate(shown):
            for _f, b in shown[i + 1 :]:
                assert apart(a, b), (a, b)
        s = listed.scale
        for index, rect in listed.whole_rows():
            seen.add(index)
            for with_note in (False, True):  # "no room" beside the name, when it shows
                parts = listed.row_parts(rect, with_note)
                for part in (parts.label, parts.note or parts.label, parts.contents):
                    assert inside(part, rect)
                assert apart(parts.label, parts.note or parts.contents)
                assert apart(parts.label, parts.contents)
            # the lines are tall enough for their type
            assert get_font("ui_bold", round(11 * s)).get_height() <= parts.label.h + 2
            assert get_font("ui", round(10 * s)).get_height() <= parts.contents.h + 2
        if listed.scroll >= listed.max_scroll - 0.5:
            break
        d.wheel(-1)  # towards you: down the list
    # the wheel reached the end of the list, and every device was shown whole on the way
    assert listed.scroll == pytest.approx(listed.max_scroll)
    assert seen == set(range(24))
    d.wheel(-3)
    assert listed.scroll == pytest.approx(listed.max_scroll)  # and stops there
    d.wheel(30)
    assert listed.scroll == 0.0


@pytest.mark.parametrize("size", SIZES)
def test_a_device_far_down_the_list_is_chosen_by_a_click(make_app, size):
    d, panel, _state, _confirmed = open_panel(make_app, size)
    listed = panel.positions.device_list
    assert listed is not None
    last = len(panel.model.devices) - 1
    assert not listed.shows_whole(listed.row_rect(last))
    # a click on the scrollbar's track below the thumb pages down, until the end shows
    for _ in range(10):
        if listed.shows_whole(listed.row_rect(last)):
            break
        track, thumb = listed.track, listed.thumb
        d.click_at((round(track.centre[0]), round(min(track.bottom - 2, thumb.bottom + 4))))
    assert listed.shows_whole(listed.row_rect(last))
    d.click_at(at(listed.row_rect(last)))
    assert panel.model.device_index == last and panel.model.device.owner == 2
    # the grid shows that device
    assert set(panel.model.fixed) == {p for p, _t, _r in panel.model.device.layout}


@pytest.mark.parametrize("size", SIZES)
def test_the_keyboard_walks_the_list_and_chooses_with_space(make_app, size):
    d, panel, _state, _confirmed = open_panel(make_app, size)
    listed = panel.positions.device_list
    assert listed is not None
    panel.show_keyboard()
    # from the tray, Right through the grid reaches the list
    for _ in range(12):
        focused = panel.focused()
        if focused is not None and focused.key[0] == "device":
            break
        d.key(pygame.K_RIGHT)
    focused = panel.focused()
    assert focused is not None and focused.key[0] == "device"
    start = focused.key[1]
    last = len(panel.model.devices) - 1
    for step in range(1, last - start + 1):
        d.key(pygame.K_DOWN)
        focused = panel.focused()
        assert focused is not None and focused.key == ("device", start + step)
        assert listed.shows_whole(focused.rect)  # the list scrolls along with the ring
    d.key(pygame.K_SPACE)
    assert panel.model.device_index == last
    # Home and Page Down move the ring on the list; Space chooses where it is
    d.key(pygame.K_HOME)
    assert panel.focused().key == ("device", 0) and listed.scroll == 0.0
    d.key(pygame.K_PAGEDOWN)
    index = panel.focused().key[1]
    assert index > 0 and listed.shows_whole(listed.row_rect(index))
    d.key(pygame.K_SPACE)
    assert panel.model.device_index == index
    # End goes to the last row; Tab still chooses the next device (round to the first), and
    # the list follows it
    d.key(pygame.K_END)
    assert panel.focused().key == ("device", last)
    d.key(pygame.K_SPACE)
    assert panel.model.device_index == last
    d.key(pygame.K_TAB)
    assert panel.model.device_index == 0 and listed.shows_whole(listed.row_rect(0))


@pytest.mark.parametrize("size", SIZES)
def test_an_addition_made_through_the_list_is_a_legal_engine_action(make_app, size):
    d, panel, state, confirmed = open_panel(make_app, size)
    listed = panel.positions.device_list
    assert listed is not None
    legal = {a for a in engine.legal_actions(state) if isinstance(a, AddTile)}
    # Cora's last device: scrolled to by the wheel, chosen by a click
    target = len(panel.model.devices) - 1
    d.hover(at(listed.view))
    while not listed.shows_whole(listed.row_rect(target)):
        d.wheel(-1)
    d.click_at(at(listed.row_rect(target)))
    model = panel.model
    assert model.device_index == target
    tile = next(
        t for t in ("start_manufacturer", "monetiser_3", "start_condenser") if model.legal_cells(t)
    )
    cell = sorted(model.legal_cells(tile))[0]
    d.click_at(panel.tray_slot_centre(tile))
    d.click_at(panel.cell_centre(cell))
    d.click_at(at(panel.button_rect("confirm")))
    assert len(confirmed) == 1
    action = confirmed[0]
    assert isinstance(action, AddTile) and action.device == model.devices[target].device_id
    assert engine.explain_illegal(state, action) is None
    assert action in legal


def test_a_hinted_addition_to_a_device_far_down_the_list_shows_that_device(make_app):
    """The coach's suggestion (`propose`) chooses the device and scrolls its row into view,
    ready to confirm; Ctrl+Z takes it back to the device the panel opened on."""
    d, panel, state, confirmed = open_panel(make_app, (1280, 720))
    listed = panel.positions.device_list
    assert listed is not None
    opened_on = panel.model.device_index
    legal = [a for a in engine.legal_actions(state) if isinstance(a, AddTile)]
    far = max(legal, key=lambda a: [c.device_id for c in panel.model.devices].index(a.device))
    index = [c.device_id for c in panel.model.devices].index(far.device)
    assert not listed.shows_whole(listed.row_rect(index))
    assert panel.propose(far)
    d.frames(1)
    assert panel.model.device_index == index and listed.shows_whole(listed.row_rect(index))
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert panel.model.device_index == opened_on and listed.shows_whole(listed.row_rect(opened_on))
    assert panel.propose(far)
    d.key(pygame.K_RETURN)
    assert confirmed == [far]


LONG_NAMES = (  # the longest tile names there are, in a line
    "patriotic_haiku_generator_1",
    "patriotic_sonnet_generator_1",
    "innovation_turbine_1",
    "ubiquity_conveyor_1",
    "statue_sculptifier_1",
    "electrickal_source",
    "ornament_grinder_1",
    "crescendo_organ_1",
)


@pytest.mark.parametrize("ui_scale", [0.8, 1.0, 1.1])
@pytest.mark.parametrize("size", SIZES)
def test_large_devices_get_taller_rows_and_their_tiles_fit(make_app, size, ui_scale):
    """Devices of 4, 6 and 8 tiles with the longest names: their rows grow a line or two, and
    every name still fits (in short names where the full ones do not), at every UI scale."""
    from steamworks.ui.build.demo import BuildDemoScene
    from steamworks.ui.build.model import AddModel, DeviceChoice

    devices = [
        DeviceChoice(
            k + 1,
            tuple(((0, c), tile, 0) for c, tile in enumerate(LONG_NAMES[:count])),
            k % 3,
            f"{NAMES[k % 3]}'s #{k + 1}",
            f"{NAMES[k % 3]}'s devices",
        )
        for k, count in enumerate((2, 4, 6, 8, 3, 8))
    ]
    app = make_app(size=size)
    app.change_settings(ui_scale=ui_scale)
    scene = BuildDemoScene(app, model=AddModel(devices, {"clockwork_source": None}))
    app.reset_to(scene)
    d = Driver(app)
    d.frames(2)
    listed = scene.panel.positions.device_list
    assert listed is not None
    heights = [listed.row_rect(i).h for i in range(len(devices))]
    assert heights[0] < heights[1] < heights[3] and heights[4] == heights[0]
    d.hover(at(listed.view))
    for _ in range(10):
        with watch_overflows() as overflows:
            scene.panel.draw(pygame.Surface(size))
        assert overflows == [], [str(o) for o in overflows]
        if listed.scroll >= listed.max_scroll - 0.5:
            break
        d.wheel(-1)
