"""The build panel and the replay's toolbar in the pseudo language (every sentence about 40%
longer, accented letters) at the text sizes that cut them (issue 34 item 1, issue 35): the
panel makes room instead: requirement chips in rows under the title, the help on more lines,
the tray's heading, the buttons' words and the status's reason in a smaller type as far as the
110% size's, the footer taller; the replay's Play from here on a row of its own.

Each test opens a smoke-test screen under the overflow watch and checks its words are whole
and its parts do not overlap; the watcher tests check that a panel part too small for its
words is reported (they spilled unreported before).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from steamworks.language import set_language
from steamworks.language.catalogue import PSEUDO
from steamworks.ui.art import fonts
from steamworks.ui.build import regions as R
from steamworks.ui.build import widgets as W
from steamworks.ui.build import words_room
from steamworks.ui.geometry import Rect
from steamworks.ui.overflow import watch_overflows
from steamworks.ui.smoke import button_overflows, smoke_screens

SMALL, MIDDLE = (1280, 720), (1600, 900)
BUILD_SCREENS = ("build", "build-add", "add-tile-panel")


@pytest.fixture
def opened(make_app, monkeypatch) -> Iterator:
    """Open a smoke-test screen in a language at a text size: (the app, its scene, the
    overflows seen while it was drawn)."""
    from steamworks.ui import language_choice

    def open_screen(screen: str, scale: float, language: str = PSEUDO, size=SMALL):
        monkeypatch.setattr(language_choice, "starting_language", lambda *a, **k: language)
        set_language(language)
        app = make_app(size=size)
        app.change_settings(ui_scale=scale, animation_speed=0.0)
        with watch_overflows() as seen:
            dict(smoke_screens(app))[screen]()
            app.frame(1 / 60)
            app.frame(1 / 60)
        return app, app.stack.top, [str(o) for o in seen]

    try:
        yield open_screen
    finally:
        set_language("en")
        fonts.set_text_gain(1.0)


def _overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def _panel_cuts(seen: list[str]) -> list[str]:
    return [cut for cut in seen if cut.startswith("build panel")]


@pytest.mark.parametrize("scale", [1.1, 1.75, 2.0])
def test_the_requirements_go_in_rows_under_the_title(opened, scale):
    """'[Dévîçés öf éxåçtlý 2 tîlés~~]' was cut at the header's end from 110% (beside the
    title) and at 175-200% (after the first chip on the line under it)."""
    app, scene, seen = opened("add-tile-panel", scale)
    assert _panel_cuts(seen) == []
    positions = scene.panel.positions
    regions = positions.regions
    chips = scene.panel.model.requirement_chips()
    rows = words_room.chip_rows(chips, regions.header.w, positions.scale)
    assert regions.chip_rows == len(rows) >= 1
    assert sum(len(row) for row in rows) == len(chips) == 2
    # each row's chips fit the header's width, the rows stack inside the header
    for row in rows:
        widths = [W.chip_size(chips[i][0], positions.scale, chips[i][1])[0] for i in row]
        assert sum(widths) <= regions.header.w + 0.5
    assert regions.chip_rows * regions.chip_line <= regions.header.h
    assert regions.header.bottom <= regions.tray.y


def test_english_keeps_its_chips_beside_the_title_at_100(opened):
    app, scene, seen = opened("build", 1.0, language="en")
    assert seen == []
    regions = scene.panel.positions.regions
    assert regions.chip_rows == 0
    assert regions.header.h == pytest.approx(R.HEADER * scene.panel.positions.scale)


def test_the_help_takes_a_second_line_when_its_short_form_does_not_fit(opened):
    """At 90% at 1280x720 even the short help at its smallest type ran past its one line."""
    app, scene, seen = opened("build-add", 0.9)
    assert _panel_cuts(seen) == []
    positions = scene.panel.positions
    regions = positions.regions
    assert regions.help.h >= 2 * R.HELP * positions.scale - 0.5
    assert regions.grid.bottom <= regions.help.y and regions.help.bottom <= regions.footer.y


@pytest.mark.parametrize("scale", [1.75, 2.0])
@pytest.mark.parametrize("screen", BUILD_SCREENS)
def test_the_build_panel_keeps_every_word_in_the_pseudo_language(opened, screen, scale):
    """The tray's heading '[Ýöûr sûpplý~~]' was cut at 175% and 200%; the status's third
    line and the Decline button's words ran over their borders unreported."""
    app, scene, seen = opened(screen, scale)
    assert _panel_cuts(seen) == []
    regions = scene.panel.positions.regions
    parts = [regions.header, regions.tray, regions.grid, regions.help, regions.footer]
    for i, a in enumerate(parts):
        for b in parts[i + 1 :]:
            assert not _overlap(a, b)
    # the footer grew with the text; its buttons stay inside it, side by side
    buttons = [regions.clear, regions.cancel, regions.confirm]
    assert regions.footer.h > R.FOOTER * regions.scale
    for i, a in enumerate(buttons):
        assert regions.footer.y <= a.y and a.bottom <= regions.footer.bottom
        for b in buttons[i + 1 :]:
            assert not _overlap(a, b)


def test_a_status_too_long_for_the_footer_is_reported(opened):
    app, scene, seen = opened("build", 2.0)
    panel = scene.panel
    regions = panel.positions.regions
    panel.positions.regions = regions._replace(status=regions.status._replace(w=200.0, h=30.0))
    with watch_overflows() as cut:
        panel.renderer.draw(app.screen, None)
    assert "build panel: status" in {o.where for o in cut}


def test_a_button_too_narrow_for_its_words_is_reported(opened):
    app, scene, seen = opened("build", 2.0)
    panel = scene.panel
    regions = panel.positions.regions
    panel.positions.regions = regions._replace(cancel=regions.cancel._replace(w=30.0))
    with watch_overflows() as cut:
        panel.renderer.draw(app.screen, None)
    assert [o.text for o in cut if o.where == "build panel: button"] == [
        panel.renderer.cancel_label
    ]


def test_the_empty_benchs_hint_wraps_inside_the_bench(opened):
    """'[Dråg tîlés fröm ýöûr sûpplý öñtö thé wörkbéñçh~~]' ran over the tray and past the
    bench unreported at 200%: drawn alone on a clear surface, its ink stays in the bench."""
    import pygame

    app, scene, seen = opened("tutorial-building", 2.0)
    assert _panel_cuts(seen) == []
    panel = scene.build_panel  # the game table's panel, a lesson's
    workbench = panel.renderer.workbench
    area = pygame.Rect(panel.positions.regions.grid.rounded())
    clear = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    with watch_overflows() as cut:
        workbench._draw_empty_invitation(clear, area)
    ink = clear.get_bounding_rect()
    assert cut == [] and ink.w > 0
    assert area.contains(ink)


@pytest.mark.parametrize("size", [SMALL, MIDDLE])
def test_the_replay_puts_play_from_here_on_a_row_of_its_own(opened, size):
    """'[Båçk]', '[Ñéxt böård~~]' and '[Plåý fröm héré~~ ~~]' ran past their borders at 200%."""
    app, scene, seen = opened("replay", 2.0, size=size)
    assert button_overflows(app) == []
    assert scene.toolbar_rows == 2
    back, board, play = (
        scene.widget(i).rect for i in ("leave_replay", "replay_board", "play_from_here")
    )
    assert back.y == board.y and back.right <= board.left
    assert play.top >= back.bottom and play.top >= board.bottom
    reg = scene.layout.regions
    assert reg.toolbar.y - 1 <= back.y and play.bottom <= reg.toolbar.bottom + 1
    assert reg.log.y >= reg.toolbar.bottom


def test_the_replay_keeps_one_toolbar_row_in_english_at_200(opened):
    app, scene, seen = opened("replay", 2.0, language="en")
    assert button_overflows(app) == []
    assert scene.toolbar_rows == 1
    ys = {scene.widget(i).rect.y for i in ("leave_replay", "replay_board", "play_from_here")}
    assert len(ys) == 1


def test_the_replays_tags_keep_off_the_persona_spaces_they_do_not_point_at(opened, monkeypatch):
    """French at 200%: the Played tag over space 4 hung above it, over space 2's words."""
    from steamworks.ui.replay import screen as replay_screen

    app, scene, seen = opened("replay", 2.0, language="fr")
    drawn = []
    callout = replay_screen.V.draw_callout

    def recorded(surface, text, places, *args, **kwargs):
        rect = callout(surface, text, places, *args, **kwargs)
        drawn.append((rect, [p.rect for p in places]))
        return rect

    monkeypatch.setattr(replay_screen.V, "draw_callout", recorded)
    scene.draw(app.screen)
    assert len(drawn) == 2  # Played and Better
    spaces = scene.layout.persona.spaces
    for rect, pointed in drawn:
        others = [s for s in spaces if not any(_overlap(s, p) for p in pointed)]
        assert not [s for s in others if _overlap(Rect(*rect), s)]


def test_another_language_chosen_gives_the_panels_words_their_room(opened):
    """English to the pseudo language on an open panel at 90% at 1280x720 (say_again, as the
    table calls it): the help's short form needs a second line there, and gets it at once."""
    app, scene, seen = opened("build-add", 0.9, language="en")
    panel = scene.panel
    one_line = panel.positions.regions.help.h
    assert one_line == pytest.approx(R.HELP * panel.positions.scale)
    set_language(PSEUDO)
    panel.say_again()
    assert panel.positions.regions.help.h >= 2 * one_line - 0.5
    with watch_overflows() as cut:
        panel.draw(app.screen)
    assert _panel_cuts([str(o) for o in cut]) == []
