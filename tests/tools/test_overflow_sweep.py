"""tools/overflow_sweep.py: the smoke test's stderr read into counts (a run that stopped early
or failed a screen is not a count of 0), the grid laid out, and one real smoke test run through
it: English at 100% at 1280x720 has no cut text."""

from __future__ import annotations

from tests.support.tools import load_tool

STDERR = """\
smoke test: overflow: build at 1280x720: clock lock: 'Spielende' needs 59x20 px in a 58x51 box
smoke test: overflow: build at 1280x720: label: 'Allgemeiner Vorrat: 4' needs 160x20 px in a 141x20 box
smoke test: overflow: replay at 1280x720: other player's counts: 'Zeitalter II' needs 59x40 px in a 58x51 box
smoke test: 3 overflows in de at 200%
"""


def test_a_smoke_tests_stderr_is_counted_by_screen_and_kind():
    sweep = load_tool("overflow_sweep")
    cell = sweep.read_smoke(sweep.Cell("de", "1280x720", 200), 0, STDERR)
    assert (cell.count, cell.failed) == (3, False)
    assert sweep.by_screen([cell, cell]) == [
        ("build", "clock lock", 2),
        ("build", "label", 2),
        ("replay", "other player's counts", 2),
    ]


def test_a_run_that_did_not_finish_or_failed_a_screen_is_not_a_count():
    sweep = load_tool("overflow_sweep")
    cut_short = "\n".join(STDERR.splitlines()[:2])  # no total: the run stopped
    assert sweep.read_smoke(sweep.Cell("de", "1280x720", 200), 0, cut_short).failed
    assert sweep.read_smoke(sweep.Cell("de", "1280x720", 200), 1, STDERR).failed
    # a total that disagrees with the lines read (a line this reader no longer understands)
    assert sweep.read_smoke(
        sweep.Cell("de", "1280x720", 200), 0, STDERR[STDERR.index("\n") :]
    ).failed


def test_the_grid_has_a_row_for_each_language_and_window_and_a_column_for_each_size():
    sweep = load_tool("overflow_sweep")

    def fake(cell):
        cell.cuts = ["x"] * (cell.size // 100 + (cell.language == "de"))
        cell.failed = cell.window == "1920x1080" and cell.size == 200
        return cell

    cells = sweep.sweep(("en", "de"), ("1280x720", "1920x1080"), (100, 200), 2, runner=fake)
    assert sweep.grid_table(cells, (100, 200)).splitlines() == [
        "| language | window | 100% | 200% |",
        "|---|---|---|---|",
        "| en | 1280x720 | 1 | 2 |",
        "| en | 1920x1080 | 1 | 2! |",
        "| de | 1280x720 | 2 | 3 |",
        "| de | 1920x1080 | 2 | 3! |",
    ]


def test_a_real_smoke_test_through_the_sweep():
    sweep = load_tool("overflow_sweep")
    cell = sweep.run_smoke(sweep.Cell("en", "1280x720", 100))
    assert not cell.failed and cell.cuts == []
