"""The game table at the largest text size (200%) at 1280x720: its panels make room for their
words instead of cutting them (issue 34, item 1).

Each test opens the smoke test's busy five-player table at 200%, draws it under the overflow
watch and checks one panel: none of its texts is cut, and its parts do not overlap.
"""

from __future__ import annotations

import pytest

from steamworks.ui.game.layout import SPACES_IN_ROWS_FROM
from steamworks.ui.geometry import Rect, text_gain
from steamworks.ui.overflow import Overflow, watch_overflows

LARGEST = 2.0


def table_at(make_app, size=(1280, 720), screen: str = "game", ui_scale: float = LARGEST):
    """The smoke test's `screen` drawn at `ui_scale` (200%): (the app, its scene, the overflows
    seen)."""
    from steamworks.ui.smoke import smoke_screens

    app = make_app(size=size)
    app.change_settings(ui_scale=ui_scale)
    openers = dict(smoke_screens(app))
    with watch_overflows() as seen:
        openers[screen]()
        app.frame(1 / 60)
        app.frame(1 / 60)
    return app, app.stack.top, seen


def _texts(seen: list[Overflow], *wheres: str) -> list[str]:
    return sorted({str(o) for o in seen if o.where.startswith(wheres)})


def _overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def test_the_text_is_drawn_larger_than_the_layout_at_200():
    assert text_gain(LARGEST) >= SPACES_IN_ROWS_FROM


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_persona_board_keeps_every_word_at_200(make_app, size):
    _, scene, seen = table_at(make_app, size)
    assert _texts(seen, "persona space") == []
    pl = scene.layout.persona
    assert pl is not None and pl.subtitle is not None  # the side on a line of its own
    assert not [o for o in seen if "· side" in o.text]
    # the spaces stand in two rows, clear of each other, the subtitle and the workers' box
    assert len({r.y for r in pl.spaces}) == 2
    for i, a in enumerate(pl.spaces):
        assert not _overlap(a, pl.workers_box)
        assert not _overlap(a, pl.subtitle)
        assert a.y >= pl.subtitle.bottom
        for b in pl.spaces[i + 1 :]:
            assert not _overlap(a, b)
    assert pl.subtitle.y >= pl.header.bottom


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_other_players_rows_keep_every_word_at_200(make_app, size):
    _, scene, seen = table_at(make_app, size)
    names = set(scene._context().names)
    # no player's name, persona's words or counts is cut in the other players' rows
    cut = [str(o) for o in seen if o.where == "other player's counts" or "(A)" in o.text]
    cut += [str(o) for o in seen if o.where == "label" and o.text in names]
    assert cut == []
    rows = scene.layout.others
    for i, a in enumerate(rows):
        for b in rows[i + 1 :]:
            assert not _overlap(a.rect, b.rect)


def test_prestige_so_far_keeps_every_name_at_200(make_app):
    _, scene, seen = table_at(make_app)
    assert _texts(seen, "prestige so far") == []
    assert scene.layout.grow == pytest.approx(text_gain(LARGEST))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_boards_clock_and_info_keep_every_word_at_200(make_app, size):
    _, scene, seen = table_at(make_app, size)
    assert _texts(seen, "clock lock", "label") == []
    board = scene.layout.board
    # the age, the start player and the automatons stand one under the other, left of the scores
    assert board.age_box.bottom <= board.start_box.y <= board.start_box.bottom
    assert board.start_box.bottom <= board.automatons.y
    assert board.automatons.right <= board.scores.x
    assert board.clock_box.right <= board.info.x
    # the lock labels (two lines high) sit under the clock's title, above the locks
    assert all(lock.y - board.clock_box.y >= 80 * scene.layout.scale for lock in board.locks)


def test_nothing_moves_at_100(make_app):
    """Up to 110% the layout is the one drawn before: the persona spaces in one row."""
    from steamworks.ui.smoke import smoke_screens

    app = make_app(size=(1280, 720))
    app.change_settings(ui_scale=1.0)
    dict(smoke_screens(app))["game"]()
    app.frame(1 / 60)
    layout = app.stack.top.layout
    assert layout.grow == 1.0
    assert layout.persona.subtitle is None
    assert len({r.y for r in layout.persona.spaces}) == 1


@pytest.mark.parametrize("screen", ["build-add", "add-tile-panel"])
def test_the_build_panel_keeps_every_word_at_200(make_app, screen):
    """The build panel's own words (title, requirements, help, device list) are watched too."""
    from steamworks.ui.build.regions import panel_regions

    _, _, seen = table_at(make_app, screen=screen)
    assert _texts(seen, "build panel", "device list") == []
    grown = panel_regions(Rect(0, 0, 960, 700), 0.88, True, text_gain(LARGEST))
    plain = panel_regions(Rect(0, 0, 960, 700), 0.88, True)
    # a second line in the header for the requirements, two lines of help under the grid
    assert grown.header.h > plain.header.h and grown.help.h >= 2 * plain.help.h
    assert grown.grid.bottom <= grown.help.y and grown.help.bottom <= grown.footer.y


def test_the_build_panels_own_text_is_watched(make_app):
    """A help line wider than its room is reported (the build panel's words were not watched)."""
    app, scene, _ = table_at(make_app, screen="build")
    panel = scene.panel
    positions = panel.positions
    positions.regions = positions.regions._replace(
        help=positions.regions.help._replace(w=40.0),
        header=positions.regions.header._replace(w=60.0),
    )
    with watch_overflows() as seen:
        panel.renderer.draw(app.screen, None)
    wheres = {o.where for o in seen}
    assert "build panel: help" in wheres
    assert {"build panel: title", "build panel: requirement"} & wheres


def test_the_tutorial_table_keeps_every_word_at_200(make_app):
    """A two-player table in coins (the tutorial's first lesson): the clock's title and its coin
    rule, and the empty tableau's hint, all whole."""
    _, _, seen = table_at(make_app, screen="tutorial-lesson")
    assert _texts(seen, "paragraph", "label") == []


def test_the_prompt_gives_its_detail_the_card_at_200(make_app):
    """Beyond 110% the prompt's detail may take every line the card has above its buttons."""
    from steamworks.ui.game.layout import PROMPT_SHARE, regions

    _, scene, seen = table_at(make_app)
    assert _texts(seen, "prompt title", "prompt detail") == []
    large, plain = regions((1280, 720), LARGEST), regions((1280, 720), 1.0)
    assert large.prompt.h > plain.prompt.h * 1.0 and large.log.h > 0
    assert plain.prompt.h == pytest.approx(
        (plain.side.h - plain.banner.h - plain.toolbar.h - 3 * 8 * plain.scale) * PROMPT_SHARE
    )


@pytest.mark.parametrize("size", [1.0, 1.1])
def test_the_last_round_marker_stays_beside_the_round_up_to_110(make_app, size):
    """'May be the last round' ran under Prestige so far at 110% at 1280x720, unreported: now it
    is watched, and set small enough to stay in its column."""
    from steamworks.ui.smoke import smoke_screens

    app = make_app(size=(1280, 720))
    app.change_settings(ui_scale=size)
    openers = dict(smoke_screens(app))
    with watch_overflows() as seen:
        openers["puzzle-attempt"]()
        app.frame(1 / 60)
    assert _texts(seen, "last round marker") == []


def test_a_marker_past_its_column_is_reported(make_app):
    """The marker is measured against the column it stands in: past it, the watcher hears."""
    import pygame

    from steamworks.rules.ending import LastRound
    from steamworks.ui.game.views.last_round import draw_last_round_marker

    make_app(size=(1280, 720))
    surface = pygame.Surface((400, 100))
    ending = LastRound("possible", "May be the last round", "")
    label = pygame.Rect(10, 40, 60, 20)
    with watch_overflows() as seen:
        fits = draw_last_round_marker(surface, ending, label, 1.0, 390)
        cut = draw_last_round_marker(surface, ending, label, 1.0, 100)
    assert fits.right <= 390
    assert [o.where for o in seen] == ["last round marker"]
    assert cut.right > 100


def test_a_marker_too_wide_even_small_goes_on_two_lines(make_app):
    import pygame

    from steamworks.rules.ending import LastRound
    from steamworks.ui.game.views.last_round import draw_last_round_marker

    make_app(size=(1280, 720))
    surface = pygame.Surface((400, 100))
    ending = LastRound("possible", "Vielleicht die letzte Runde", "")
    label = pygame.Rect(10, 40, 60, 20)
    one = draw_last_round_marker(surface, ending, label, 0.8, 390)
    with watch_overflows() as seen:
        two = draw_last_round_marker(surface, ending, label, 0.8, 190)
    assert seen == [] and two.right <= 190 and two.h > one.h
