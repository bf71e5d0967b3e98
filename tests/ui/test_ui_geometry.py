"""The build grid's arithmetic and the screen layouts, tested without a display."""

from __future__ import annotations

import subprocess
import sys

import pytest

from steamworks.ui import geometry as g
from steamworks.ui.game import layout as L


def test_pure_modules_do_not_import_pygame():
    code = (
        "import sys; import steamworks.ui.geometry, steamworks.ui.settings, steamworks.persistence.paths; "
        "import steamworks.ui.rules.text; "
        "bad = [m for m in ('pygame', 'pygame_gui') if m in sys.modules]; "
        "assert not bad, bad"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_cell_at_and_cell_rect_round_trip():
    grid = g.Grid(origin_x=100, origin_y=50, pitch=80, gap=8)
    for cell in [(0, 0), (2, 3), (-1, -2), (5, -4)]:
        rect = grid.cell_rect(cell)
        assert rect.w == rect.h == 72
        assert grid.cell_at(rect.centre) == cell
        # a tile's corners (inside its drawn square) are in the cell too
        assert grid.cell_at((rect.x + 0.1, rect.y + 0.1)) == cell
        assert grid.cell_at((rect.right - 0.1, rect.bottom - 0.1)) == cell


def test_cell_at_edges_are_half_open():
    grid = g.Grid(0, 0, 10)
    assert grid.cell_at((0, 0)) == (0, 0)
    assert grid.cell_at((9.999, 9.999)) == (0, 0)
    assert grid.cell_at((10, 0)) == (0, 1)
    assert grid.cell_at((-0.001, 0)) == (0, -1)


def test_snap_to_nearest_cell_within_radius():
    grid = g.Grid(0, 0, 100)
    assert grid.snap((150, 150)) == (1, 1)  # dead centre
    assert grid.snap((195, 160)) == (1, 1)  # near the right edge, still closest to (1, 1)
    assert grid.snap((205, 160)) == (1, 2)  # just over the line
    assert grid.snap((150, 150), radius=5) == (1, 1)
    assert grid.snap((170, 150), radius=5) is None  # too far from every centre


def test_snap_restricted_to_allowed_cells():
    grid = g.Grid(0, 0, 100)
    allowed = [(0, 0), (0, 2)]
    # nearest cell is (0, 1) but only (0, 0) and (0, 2) may take the tile; (0, 2) is nearer
    assert grid.snap((160, 50), radius=150, allowed=allowed) == (0, 2)
    assert grid.snap((140, 50), radius=150, allowed=allowed) == (0, 0)
    assert grid.snap((150, 50), radius=20, allowed=allowed) is None


def test_snap_ties_are_deterministic():
    grid = g.Grid(0, 0, 100)
    # exactly between (0, 0) and (0, 1): the upper-left cell wins every time
    assert grid.snap((100, 50), radius=60) == (0, 0)
    assert grid.snap((100, 50), radius=60, allowed=[(0, 1), (0, 0)]) == (0, 0)


def test_an_extent_holds_its_cells_and_lists_them():
    ext = g.Extent(-1, -1, 4, 4)
    assert (2, 2) in ext and (-1, -1) in ext and (3, 0) not in ext and (0, -2) not in ext
    wide = g.Extent(-1, 0, 3, 6)
    assert len(wide.cells()) == 18 and all(cell in wide for cell in wide.cells())


def test_fit_grid_shows_the_whole_extent_inside_the_area():
    area = g.Rect(10, 20, 400, 300)
    ext = g.Extent(-1, -2, 3, 5)
    grid = g.fit_grid(area, ext, max_pitch=200)
    assert grid.pitch == pytest.approx(80)  # width-limited: 400 / 5
    first = grid.cell_rect((ext.first_row, ext.first_col))
    last = grid.cell_rect((ext.first_row + ext.rows - 1, ext.first_col + ext.cols - 1))
    assert first.x >= area.x - 1e-9 and first.y >= area.y - 1e-9
    assert last.right <= area.right + 1e-9 and last.bottom <= area.bottom + 1e-9
    # centred vertically: equal space above and below
    assert (first.y - grid.gap / 2 - area.y) == pytest.approx(
        area.bottom - (last.bottom + grid.gap / 2)
    )
    assert g.fit_grid(area, g.Extent(0, 0, 1, 1), max_pitch=90).pitch == 90


def test_rect_helpers():
    r = g.Rect(0, 0, 100, 40)
    cols = r.split_columns([30, 0, 0], gap=5)
    assert [c.w for c in cols] == [30, 30, 30]
    assert cols[-1].right == pytest.approx(100)
    rows = r.split_rows([0, 10], gap=0)
    assert rows[0].h == 30 and rows[1].y == 30
    assert r.inset(10, 5) == g.Rect(10, 5, 80, 30)
    assert g.centred(20, 10, r) == g.Rect(40, 15, 20, 10)
    assert g.Rect(0.4, 0.4, 10.2, 10.2).rounded() == (0, 0, 11, 11)


@pytest.mark.parametrize(
    "size,expected",
    [
        ((1600, 900), 1.0),
        ((1280, 720), 0.8),
        ((2560, 1440), 1.6),
        ((1920, 900), 1.0),
        ((1600, 1200), 1.0),
    ],
)
def test_ui_scale_follows_the_smaller_dimension(size, expected):
    assert g.ui_scale(size) == pytest.approx(expected)
    assert g.ui_scale(size, 1.1) == pytest.approx(min(g.MAX_SCALE, expected * 1.1))
    # beyond MAX_USER_GAIN the layout stops growing and only the text grows
    assert g.ui_scale(size, 1.25) == pytest.approx(min(g.MAX_SCALE, expected * g.MAX_USER_GAIN))
    assert g.ui_scale(size, 0.8) == pytest.approx(max(g.MIN_SCALE, expected * 0.8))


@pytest.mark.parametrize(
    "user_scale,gain", [(0.8, 1.0), (1.0, 1.0), (1.1, 1.0), (1.25, 1.25 / 1.1), (2.0, 2.0 / 1.1)]
)
def test_text_grows_alone_beyond_the_layouts_largest_gain(user_scale, gain):
    assert g.text_gain(user_scale) == pytest.approx(gain)
    # layout times text: the text is drawn at the chosen size of the design's
    assert g.ui_scale((1600, 900), user_scale) * g.text_gain(user_scale) == pytest.approx(
        user_scale
    )
    assert g.text_gain(3.0) == pytest.approx(g.MAX_TEXT_SIZE / g.MAX_USER_GAIN)


@pytest.mark.parametrize(
    "size", [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (1024, 768)]
)
@pytest.mark.parametrize("user_scale", [0.8, 1.0, 1.5])
def test_game_layout_panels_fit_and_do_not_overlap(size, user_scale):
    layout = L.regions(size, user_scale)
    build = L.build_panel_rect(size, user_scale)
    window = g.Rect(0, 0, *size)
    panels = [
        layout.board,
        layout.tableau,
        layout.persona,
        layout.others,
        layout.prompt,
        layout.log,
    ]
    for panel in panels + [layout.side, build]:
        assert panel.w > 0 and panel.h > 0
        assert panel.x >= window.x and panel.y >= window.y
        assert panel.right <= window.right + 1e-6 and panel.bottom <= window.bottom + 1e-6
    for i, a in enumerate(panels):
        for b in panels[i + 1 :]:
            overlap_w = min(a.right, b.right) - max(a.x, b.x)
            overlap_h = min(a.bottom, b.bottom) - max(a.y, b.y)
            assert overlap_w <= 1e-6 or overlap_h <= 1e-6, (a, b)
    # the build panel opens over the centre
    assert layout.tableau.x <= build.x and build.right <= layout.tableau.right


def test_dialog_rect_never_exceeds_the_window():
    r = g.dialog_rect((1280, 720), 2000, 2000, 1.0)
    assert r.x >= 0 and r.y >= 0 and r.right <= 1280 and r.bottom <= 720
