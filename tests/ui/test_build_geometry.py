"""The pure geometry the build panel adds to steamworks.ui.geometry, and its own regions."""

from __future__ import annotations

import pytest

from steamworks.ui import geometry as g
from steamworks.ui.build import regions as R
from steamworks.ui.game import layout as L


def test_follow_extent_keeps_the_window_while_the_layout_fits():
    first = g.follow_extent(None, [], 5, 7)
    assert (0, 0) in first and first.rows == 5 and first.cols == 7
    assert g.follow_extent(first, [(0, 0), (0, 1)], 5, 7) == first
    # a tile at the right edge (no free column beyond it) moves the window one column only
    edge = first.first_col + first.cols - 1
    moved = g.follow_extent(first, [(0, edge)], 5, 7)
    assert moved.first_col == first.first_col + 1 and moved.first_row == first.first_row


def test_follow_extent_centres_what_cannot_fit_or_is_new():
    fresh = g.follow_extent(None, [(10, 10), (10, 11)], 3, 5)
    assert (10, 10) in fresh and (10, 11) in fresh
    too_wide = g.follow_extent(fresh, [(0, c) for c in range(9)], 3, 5)
    assert (0, 4) in too_wide


def test_shared_edge_is_the_seam_between_two_neighbours():
    grid = g.Grid(0, 0, 100, 10)
    (x0, y0), (x1, y1) = g.shared_edge(grid, (0, 0), (0, 1))
    assert x0 == x1 == 100 and (y0, y1) == (5, 95)
    (x0, y0), (x1, y1) = g.shared_edge(grid, (1, 0), (0, 0))
    assert y0 == y1 == 100 and (x0, x1) == (5, 95)
    with pytest.raises(ValueError):
        g.shared_edge(grid, (0, 0), (1, 1))


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720), (2560, 1440)])
def test_build_panel_rect_leaves_the_prompt_column_visible(size):
    rect = L.build_panel_rect(size)
    layout = L.regions(size)
    assert rect.x >= 0 and rect.y >= 0 and rect.right <= layout.side.x and rect.bottom <= size[1]
    assert rect.w > size[0] * 0.7 and rect.h > size[1] * 0.9


def test_regions_do_not_overlap_and_the_grid_is_the_largest_part():
    regions = R.panel_regions(L.build_panel_rect((1600, 900)), 1.0, with_devices=True)
    parts = [regions.header, regions.tray, regions.devices, regions.grid, regions.footer]
    for i, a in enumerate(parts):
        for b in parts[i + 1 :]:
            overlap_w = min(a.right, b.right) - max(a.x, b.x)
            overlap_h = min(a.bottom, b.bottom) - max(a.y, b.y)
            assert overlap_w <= 0 or overlap_h <= 0, (a, b)
    assert regions.grid.w * regions.grid.h > 0.4 * regions.card.w * regions.card.h
    assert regions.clear.right < regions.cancel.x < regions.cancel.right < regions.confirm.x


def test_tray_layout_fits_every_tile():
    tray = g.Rect(0, 0, 236, 600)
    for count in (1, 4, 9, 14):
        layout = R.tray_layout(tray, count, 1.0, 100)
        assert len(layout.slots) == count
        assert all(s.bottom <= tray.bottom and s.right <= tray.right for s in layout.slots)
