"""'Prestige so far' names every player and, on hover, breaks their prestige down.

The panel is drawn from `rules.scoring.score_lines`; its rows are hover places whose tooltip
gives the chips, clock counters and device tiles that make the total, and where that puts the
player. Driven by real mouse motion over a seeded mid-game table.
"""

from __future__ import annotations

import pygame
import pytest

from steamworks.rules.scoring import score_lines
from steamworks.ui.game import layout as L
from steamworks.ui.game.sample_games import smoke_session
from steamworks.ui.game.tooltips import score_tip
from tests.support.driver import open_game


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_hovering_a_row_shows_where_the_prestige_comes_from(make_app, size):
    d = open_game(make_app, smoke_session(5, 7, 160), size=size)
    scene = d.top
    state = scene.session.state
    rows = L.score_rows(scene.layout.board.scores, state.num_players, scene.layout.scale)
    lines = score_lines(state)
    for seat in (0, 3):
        row = rows[seat]
        d.post(
            pygame.MOUSEMOTION,
            pos=(int(row.rect.centre[0]), int(row.rect.centre[1])),
            rel=(0, 0),
            buttons=(0, 0, 0),
        )
        d.frames(25)
        assert scene.hover_key == ("score", seat)
        tip = scene._tip(scene.hover_key, row.rect.centre)
        line = lines[seat]
        assert tip.title == f"{scene.names[seat]}: {line.total} prestige so far"
        assert f"Prestige chips: {line.chips}" in tip.lines
        assert any(text.startswith(f"Clock counters: {line.clocks}") for text in tip.lines)
        assert any(
            text.startswith(f"Tiles in their devices: {line.device_tiles}") for text in tip.lines
        )
        assert line.chips + line.clocks + line.device_tiles == line.total


def test_the_rows_carry_the_players_names(make_app):
    d = open_game(make_app, smoke_session(5, 7, 160), size=(1600, 900))
    scene = d.top
    rows = L.score_rows(scene.layout.board.scores, 5, scene.layout.scale)
    # the name is drawn in its place: the row's name box has parchment-coloured ink in it,
    # and a row whose player has no bar (0 prestige) still shows it
    shot = d.app.screen
    for row in rows:
        box = pygame.Rect(row.name.rounded())
        ink = sum(
            1
            for x in range(box.x, box.right)
            for y in range(box.y, box.bottom)
            if sum(shot.get_at((x, y))[:3]) > 450
        )
        assert ink > 20, f"no name drawn in {box}"


def test_the_leader_and_the_others_are_placed():
    state = smoke_session(5, 7, 160).state
    names = ("Ada", "Brunel", "Clementine", "Darwin", "Edison")
    lines = score_lines(state)
    leader = max(lines, key=lambda sl: sl.total)
    lead_tip = score_tip(state, leader.player, lambda k: names[k])
    assert lead_tip.lines[-1].startswith("Leading by")
    last = min(lines, key=lambda sl: sl.total)
    tip = score_tip(state, last.player, lambda k: names[k])
    assert tip.lines[-1] == f"5th so far, {leader.total - last.total} behind {names[leader.player]}"


def test_a_level_score_names_the_tie_break():
    state = smoke_session(2, 4, 0).state  # the opening: nobody has any prestige yet
    names = ("Ada", "Brunel")
    lines = score_lines(state)
    assert lines[0].total == lines[1].total == 0
    tip = score_tip(state, 0, lambda k: names[k])
    assert tip.lines[-1].startswith("Level with Brunel on 0")
    assert "Clock counters: 0" in tip.lines  # two players: clocks are not earned from devices
