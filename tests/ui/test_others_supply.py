"""The other players' supply rows: their tiles are drawn large enough for the short names to read.

At 1280x720 those rows used to draw ~30 px tiles whose short names were ~7 px; the layout now
keeps them at `OTHERS_SUPPLY_MIN_TILE` and sends what does not fit under "+N".
"""

from __future__ import annotations

import pygame
import pytest

from steamworks.rules.data import load
from steamworks.ui.art import tile_art
from steamworks.ui.game.layout import OTHERS_SUPPLY_MIN_TILE, others_layout, regions
from steamworks.ui.settings import UI_SCALES

SHORT_NAMES = sorted({t.short for t in load().tiles.values() if t.short})


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


@pytest.mark.parametrize("ui_scale", [value for _, value in UI_SCALES if value >= 1.0])
@pytest.mark.parametrize("window", [(1280, 720), (1600, 900), (1920, 1080)])
@pytest.mark.parametrize("others", [1, 2])
def test_other_players_supply_tiles_have_legible_short_names(window, ui_scale, others):
    reg = regions(window, ui_scale)
    supply = 12
    rows = others_layout(
        reg.others, list(range(others)), [4] * others, reg.scale, [supply] * others
    )
    assert SHORT_NAMES
    for row in rows:
        assert row.supply, f"{window} at {ui_scale}: the row shows no tiles"
        # every tile shown or counted under "+N", none lost
        assert len(row.supply) == supply or row.supply_more is not None
        for rect in row.supply:
            size = round(rect.w)
            assert size >= OTHERS_SUPPLY_MIN_TILE
            assert rect.right <= row.rect.right and rect.bottom <= row.rect.bottom
            for short in SHORT_NAMES:
                px, squeeze = tile_art.short_label_font_px(short, size)
                assert px >= 9, f"{short!r} at {px} px on a {size} px tile ({window}, {ui_scale})"
                assert squeeze >= tile_art.SHORT_MIN_SQUEEZE
