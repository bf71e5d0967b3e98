"""At 1280x720 the table's small print is readable: the short names on the belt tiles and the
devices, and the clock's headings ("Age II", "Age III", "Game End"), are drawn at 11 px or
more (they were 9-10 px, capitals about 7 px tall), and still fit their boxes.
"""

from __future__ import annotations

import pygame
import pytest

from steamworks.rules.data import load
from steamworks.ui import text_fit as TF
from steamworks.ui.art import tile_art
from steamworks.ui.art.fonts import get_font
from steamworks.ui.game.layout import table_layout
from steamworks.ui.game.sample_games import smoke_session
from steamworks.ui.game.views.board import LOCK_LABEL_PX, LOCK_LABELS

READABLE_PX = 11  # at 1280x720, at the default interface scale
SHORT_NAMES = sorted({tile.short for tile in load().tiles.values() if tile.short})


@pytest.fixture(scope="module")
def busy_table():
    """A five-player table in the third age: full belts and many devices."""
    pygame.font.init()
    session = smoke_session(5, 7, 160)
    return table_layout((1280, 720), 1.0, session.state, 0)


def test_the_short_names_on_belts_and_devices_are_11_px(busy_table):
    sizes = {
        "belt": round(busy_table.board.tile),
        "device": round(busy_table.tableau.tile),
    }
    assert all(size < tile_art.MIN_SIZE_FOR_NAME for size in sizes.values())  # short names
    small = []
    for where, size in sizes.items():
        for short in SHORT_NAMES:
            px, squeeze = tile_art.short_label_font_px(short, size)
            if px < READABLE_PX or squeeze < tile_art.SHORT_MIN_SQUEEZE:
                small.append(f"{short!r} on a {where} tile ({size} px): {px} px, x{squeeze:.2f}")
    assert not small, "\n".join(small)


def test_the_clock_headings_are_11_px_and_fit_over_their_locks(busy_table):
    px = round(LOCK_LABEL_PX * busy_table.scale)
    assert px >= READABLE_PX
    board = busy_table.board
    s = busy_table.scale
    heading = get_font("ui_bold", px).get_linesize()
    title_bottom = board.clock_box.y + 5 * s + get_font("heading", round(17 * s)).get_linesize()
    for label, lock in zip(LOCK_LABELS, board.locks):
        assert TF.text_width("ui_bold", px, label) <= lock.w, label
        # drawn with its foot 3 px over the lock, under "The Clock"
        assert lock.y - 3 * s - heading >= title_bottom, label
