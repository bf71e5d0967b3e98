"""Colour access: the high-contrast look's contrast (every text and icon colour on its ground,
WCAG AA) and seat colours that stay apart under simulated colour-vision deficiency.

The pairs are walked from the palette and the pygame_gui theme as they are, so a colour or a
theme block added later is checked too: the palette's colours (every upper-case colour and
every colour of its tables) must each lie in the dark or the light band, and every dark/light
pair must reach 4.5:1; every (text, background) pair of every theme block and state must too.

Colour difference: CIEDE2000 in CIELAB (D65), threshold SEAT_DIFFERENCE = 10, after the
Machado et al. (2009) full-severity simulation of protanopia, deuteranopia and tritanopia, and
with normal vision.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest

from steamworks.ui.art import looks
from steamworks.ui.art import palette as P
from steamworks.ui.art.colour_science import (
    DEFICIENCIES,
    colour_difference,
    contrast_ratio,
    delta_e_2000,
    simulate,
)
from steamworks.ui.art.theme import theme_data
from steamworks.ui.scenes.access_settings import AccessSettingsScene
from steamworks.ui.settings import SettingsStore
from tests.support.driver import Driver

SEAT_DIFFERENCE = 10.0


@pytest.fixture
def high_contrast() -> Iterator[None]:
    looks.apply_look(True)
    try:
        yield
    finally:
        looks.apply_look(False)


def test_the_measures_give_the_published_figures():
    # WCAG: black on white is 21:1; Sharma, Wu & Dalal's CIEDE2000 test pairs 1, 3 and 7
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)
    assert delta_e_2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(
        2.0425, abs=1e-4
    )
    assert delta_e_2000((50, 2.5, 0), (50, 0, -2.5)) == pytest.approx(4.3065, abs=1e-4)
    assert delta_e_2000((50, 0, 0), (50, -1, 2)) == pytest.approx(2.3669, abs=1e-4)
    # a dichromat's simulation keeps grey grey, and red and green meet under deuteranopia
    assert simulate((128, 128, 128), "protanopia") == pytest.approx((128, 128, 128), abs=1)
    red, green = (200, 60, 40), (90, 130, 40)
    assert colour_difference(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < (
        colour_difference(red, green) / 3
    )


def test_every_palette_colour_lies_in_a_band_and_every_dark_light_pair_passes(high_contrast):
    colours = dict(looks.palette_colours())
    assert len(colours) > 40  # the base colours and those of the tables
    outside = {name: c for name, c in colours.items() if looks.band_of(c) is None}
    assert outside == {}
    dark = {n: c for n, c in colours.items() if looks.band_of(c) == "dark"}
    light = {n: c for n, c in colours.items() if looks.band_of(c) == "light"}
    below = [
        (d, li, round(contrast_ratio(dc, lc), 2))
        for (d, dc), (li, lc) in itertools.product(dark.items(), light.items())
        if contrast_ratio(dc, lc) < 4.5
    ]
    assert below == []
    # text on parchment and on the table, named: the commonest pairs of all
    assert contrast_ratio(P.INK_SOFT, P.PARCHMENT_SHADE) >= 4.5
    assert contrast_ratio(P.OXIDE_RED, P.PARCHMENT) >= 4.5
    assert contrast_ratio(P.BRASS_LIGHT, P.WALNUT) >= 4.5


def test_the_standard_look_is_back_after_high_contrast():
    before = dict(looks.palette_colours())
    looks.apply_look(True)
    assert dict(looks.palette_colours()) != before
    looks.apply_look(False)
    assert dict(looks.palette_colours()) == before


def test_every_text_of_the_high_contrast_theme_passes_on_its_background():
    pairs = list(looks.theme_pairs(theme_data(1.0, high_contrast=True)))
    assert len(pairs) > 150  # every block, state and gradient stop
    below = [
        (block, state, round(contrast_ratio(fg, bg), 2))
        for block, state, fg, bg in pairs
        if contrast_ratio(fg, bg) < 4.5
    ]
    assert below == []


def test_text_fields_and_tooltips_are_read_on_the_ground_they_paint():
    # a text entry, a text box and a tooltip paint "dark_bg" behind their words (a button
    # paints its state's "normal_bg"): their ink must stand out from that
    theme = theme_data(1.0, high_contrast=True)
    for block in ("@text_entry", "text_entry_line", "text_box", "tool_tip", "tool_tip.text_box"):
        colours = theme[block]["colours"]
        ink, ground = P.hex_rgb(colours["normal_text"]), P.hex_rgb(colours["dark_bg"][:7])
        assert contrast_ratio(ink, ground) >= 4.5, block


def test_the_standard_theme_has_pairs_the_high_contrast_one_mends():
    # the check can fail: the standard look has pale disabled text, for one
    pairs = looks.theme_pairs(theme_data(1.0))
    assert any(contrast_ratio(fg, bg) < 4.5 for _, _, fg, bg in pairs)


def test_seat_marks_and_discs_pass_in_high_contrast(high_contrast):
    for style in P.player_styles():
        assert contrast_ratio(style.ink, style.colour) >= 4.5, style.name  # the mark on its disc
        assert contrast_ratio(style.colour, P.WALNUT) >= 4.5, style.name  # the disc on the table
    assert P.player_styles(colour_blind=True) == P.player_styles()  # one set in this look

    # a seat's name in the log, on its parchment and on the lighter band of a hovered line
    for style in P.player_styles():
        ink = P.seat_text_ink(style.colour, P.PARCHMENT)  # as log_drawing writes it
        for ground in (P.PARCHMENT, P.lighter(P.PARCHMENT, 0.5)):
            assert contrast_ratio(ink, ground) >= 4.5, style.name


def _seat_sets() -> dict[str, tuple[tuple[int, int, int], ...]]:
    sets = {
        "default": tuple(s.colour for s in P.player_styles(False)),
        "colour-blind": tuple(s.colour for s in P.player_styles(True)),
    }
    looks.apply_look(True)
    try:
        sets["high contrast"] = tuple(s.colour for s in P.player_styles())
    finally:
        looks.apply_look(False)
    return sets


@pytest.mark.parametrize("look", ["default", "colour-blind", "high contrast"])
@pytest.mark.parametrize("vision", ("normal",) + DEFICIENCIES)
def test_every_pair_of_seat_colours_stays_apart(look, vision):
    colours = _seat_sets()[look]
    seen = [c if vision == "normal" else simulate(c, vision) for c in colours]
    closest = min(colour_difference(a, b) for a, b in itertools.combinations(seen, 2))
    assert closest >= SEAT_DIFFERENCE


def test_the_old_default_seats_would_fail():
    # Cobalt and the old Violet under protanopia: why the default set changed
    cobalt, old_violet = P.hex_rgb("#2D5FA8"), P.hex_rgb("#7B4FA0")
    seen = [simulate(c, "protanopia") for c in (cobalt, old_violet)]
    assert colour_difference(*seen) < SEAT_DIFFERENCE


def test_high_contrast_is_switched_on_the_accessibility_screen_and_kept(make_app, data_dir):
    d = Driver(make_app(size=(1280, 720)))
    d.frames(1)
    d.app.nav.open_settings()
    d.frames(1)
    d.click("accessibility")
    assert isinstance(d.top, AccessSettingsScene)
    standard_brass = P.BRASS
    d.click("high_contrast")
    d.frames(2)
    assert d.app.settings.high_contrast and looks.high_contrast_active()
    assert P.BRASS != standard_brass
    assert SettingsStore(data_dir / "settings.json").settings.high_contrast
    assert d.top.widget("high_contrast").text  # ticked, on the rebuilt screen
    d.click("high_contrast")
    d.frames(1)
    assert not looks.high_contrast_active() and P.BRASS == standard_brass
