"""The game screen's scrolling parts, driven by real events: the game log (wheel, scroll bar,
the "Newest" button, PageUp/PageDown) and the focus player's supply row when it holds more
tiles than fit (wheel, arrows, tooltips, and the build panel's tray)."""

from __future__ import annotations

import pygame
import pytest

from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules.data import load
from steamworks.session import GameSession
from steamworks.ui.game import layout as L
from steamworks.ui.game.animation import gained_tile
from steamworks.ui.game.log_lines import ENTRY
from steamworks.ui.game.sample_games import smoke_session
from steamworks.ui.game.tooltips import tip_for
from tests.support.driver import Driver, clickable, open_game, play_by_clicks
from tests.support.sessions import hoard, holds

SIZES = [(1280, 720), (1600, 900)]


# --- helpers ---------------------------------------------------------------------------------------


def move(d: Driver, pos) -> None:
    d.post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    d.frames(1)


def wheel(d: Driver, pos, y: int = 0, x: int = 0, times: int = 1) -> None:
    """Roll the wheel with the mouse at `pos` (y > 0: away from you)."""
    move(d, pos)
    for _ in range(times):
        d.post(pygame.MOUSEWHEEL, x=x, y=y, flipped=False, precise_x=float(x), precise_y=float(y))
    d.frames(1)


def drag(d: Driver, start, end, steps: int = 6) -> None:
    start = (int(start[0]), int(start[1]))
    end = (int(end[0]), int(end[1]))
    move(d, start)
    d.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    d.frames(1)
    for i in range(1, steps + 1):
        pos = (
            start[0] + (end[0] - start[0]) * i // steps,
            start[1] + (end[1] - start[1]) * i // steps,
        )
        d.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        d.frames(1)
    d.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    d.frames(2)


def shown(scene) -> list[str]:
    """The texts of the log lines in view, oldest first."""
    return [line.text for line in scene.log_panel.visible()]


def entry_keys(scene) -> list[int]:
    """Log indices of the entries in view."""
    lines = scene.log_panel.visible()
    return [line.step for line in lines if line.kind == ENTRY and line.step is not None]


def log_point(scene) -> tuple[int, int]:
    x, y = scene.log_panel.geometry.view.centre
    return int(x), int(y)


@pytest.fixture(scope="module")
def long_game() -> GameSession:
    return smoke_session(4, 7, 150)


@pytest.fixture(scope="module")
def hoarder() -> GameSession:
    return hoard(1, holds(14))


# --- the log ---------------------------------------------------------------------------------------


def test_the_log_starts_on_the_newest_line_and_holds_the_whole_game(make_app, long_game):
    d = open_game(make_app, GameSession(long_game.setup, long_game.actions), size=(1280, 720))
    scene = d.top
    log = scene.session.log
    assert len(log) > 140
    assert scene.log_panel.pinned
    assert entry_keys(scene)[-1] == len(log) - 1
    assert scene.log_panel.thumb() is not None  # more lines than fit: the bar is there
    d.key(pygame.K_HOME)
    assert shown(scene)[0] == "Age I · Round 1"
    assert (
        entry_keys(scene)[0] == 0 and shown(scene)[1] == log[0].story[0].text
    )  # the story, as replay tells it


def test_the_wheel_over_the_log_scrolls_it_and_elsewhere_does_not(make_app, long_game):
    d = open_game(make_app, GameSession(long_game.setup, long_game.actions))
    scene = d.top
    newest = len(scene.session.log) - 1
    before = entry_keys(scene)
    wheel(d, scene.layout.regions.tableau.centre, y=1, times=3)  # over the table: not the log
    assert entry_keys(scene) == before
    wheel(d, log_point(scene), y=1, times=3)  # three notches away from you: older lines
    after = entry_keys(scene)
    assert newest not in after and after[-1] < before[-1] and after[0] < before[0]
    assert not scene.log_panel.pinned
    wheel(d, log_point(scene), y=1)
    assert entry_keys(scene)[0] < after[0]
    wheel(d, log_point(scene), y=-1, times=20)  # and all the way back down
    assert scene.log_panel.pinned and entry_keys(scene)[-1] == newest


def test_dragging_the_scroll_bar_moves_the_view(make_app, long_game):
    d = open_game(make_app, GameSession(long_game.setup, long_game.actions))
    scene = d.top
    panel = scene.log_panel
    count = len(scene.session.log)
    thumb = panel.thumb()
    track = panel.geometry.track
    # the handle starts at the bottom of its groove, and is dragged to the top: the first lines
    assert thumb.bottom == pytest.approx(track.bottom, abs=1)
    drag(d, thumb.centre, (thumb.centre[0], track.y - 40))
    assert entry_keys(scene)[0] == 0 and panel.top == 0
    assert panel.thumb().y == pytest.approx(track.y, abs=1)
    # to the middle of the groove: the middle of the game
    drag(d, panel.thumb().centre, (thumb.centre[0], track.centre[1]))
    middle = entry_keys(scene)
    assert middle[0] < count / 2 < middle[-1] + 10 and middle[-1] > count / 3
    # a press on the groove below the handle jumps there
    d.click_at((int(track.centre[0]), int(track.bottom - 2)))
    assert entry_keys(scene)[-1] == count - 1 and panel.pinned


def test_a_new_action_while_scrolled_up_does_not_move_the_view(make_app, long_game):
    d = open_game(make_app, GameSession(long_game.setup, long_game.actions))
    scene = d.top
    wheel(d, log_point(scene), y=1, times=4)
    before = shown(scene)
    top = scene.log_panel.top
    for _ in range(2):
        count = len(scene.session.log)
        play_by_clicks(d, clickable(scene)[0])
        assert len(scene.session.log) == count + 1
    assert shown(scene) == before and scene.log_panel.top == top
    assert not scene.log_panel.pinned and scene.log_panel.unread == 2
    assert scene.log_panel.newest_button() is not None


def test_while_on_the_newest_line_new_actions_stay_in_view(make_app, long_game):
    d = open_game(make_app, GameSession(long_game.setup, long_game.actions))
    scene = d.top
    play_by_clicks(d, clickable(scene)[0])
    newest = len(scene.session.log) - 1
    assert scene.log_panel.pinned and entry_keys(scene)[-1] == newest
    assert [line.latest for line in scene.log_panel.visible()][-1]


def test_the_newest_button_jumps_back_to_the_newest_line(make_app, long_game):
    d = open_game(make_app, GameSession(long_game.setup, long_game.actions))
    scene = d.top
    assert scene.log_panel.newest_button() is None
    wheel(d, log_point(scene), y=1, times=5)
    play_by_clicks(d, clickable(scene)[0])
    newest = len(scene.session.log) - 1
    assert newest not in entry_keys(scene)
    button = scene.log_panel.newest_button()
    assert button is not None and scene.log_panel.unread == 1
    d.click_at((int(button.centre[0]), int(button.centre[1])))
    assert scene.log_panel.pinned and entry_keys(scene)[-1] == newest
    assert scene.log_panel.newest_button() is None


def test_page_up_and_page_down_scroll_the_log(make_app, long_game):
    d = open_game(make_app, GameSession(long_game.setup, long_game.actions))
    scene = d.top
    first = entry_keys(scene)
    legal, prompt = scene.legal, scene.prompt
    d.key(pygame.K_PAGEUP)
    once = entry_keys(scene)
    assert once[-1] < first[0] + 3  # a page up: about a whole view's worth of older lines
    d.key(pygame.K_PAGEUP)
    assert entry_keys(scene)[-1] < once[0] + 3
    d.key(pygame.K_PAGEDOWN)
    assert entry_keys(scene) == once
    d.key(pygame.K_END)
    assert entry_keys(scene) == first and scene.log_panel.pinned
    # the keys only scroll: the game and its prompt are untouched
    assert (
        scene.legal == legal
        and scene.prompt == prompt
        and len(scene.session.log) == len(long_game.log)
    )


def test_the_log_scrolls_while_the_build_panel_is_open(make_app, hoarder):
    d = open_game(make_app, GameSession(hoarder.setup, hoarder.actions))
    scene = d.top
    play_by_clicks(d, A.PlacePersona(2))  # build a device: the build panel covers the table
    assert scene.build_panel is not None
    before = entry_keys(scene)
    d.key(pygame.K_PAGEUP)
    assert entry_keys(scene)[-1] < before[-1] and scene.build_panel is not None
    wheel(d, log_point(scene), y=-10)
    assert entry_keys(scene) == before


# --- the supply row --------------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_every_supply_tile_is_reachable_with_many_tiles(make_app, hoarder, size):
    d = open_game(make_app, GameSession(hoarder.setup, hoarder.actions), size=size)
    scene = d.top
    seat = scene.focus
    supply = scene.session.state.players[seat].supply
    assert len(supply) >= 14
    persona = scene.layout.persona
    assert persona.supply_scrolls and len(persona.supply) < len(supply)  # not all at once
    row = persona.supply_row
    seen = set()
    for index, tid in enumerate(supply):
        for _ in range(len(supply)):
            if scene.layout.persona.supply_rect(index) is not None:
                break
            wheel(d, row.centre, y=-1)  # towards you: on to the later tiles
        persona = scene.layout.persona
        rect = persona.supply_rect(index)
        assert rect is not None, f"tile {index} never came into view"
        # in the row, clear of its arrows and the source tokens, and it answers the mouse
        assert (
            row.x <= rect.x
            and rect.right <= persona.sources[0].x
            and persona.supply_prev.right <= rect.x
        )
        assert rect.right <= persona.supply_next.x
        move(d, rect.centre)
        assert scene.hover_key == ("supply", seat, index)
        tip = tip_for(
            scene.hover_key, scene.session.state, scene.names, scene.legal, True, (), seat
        )
        assert tip.title == load().tiles[tid].name
        seen.add(index)
    assert seen == set(range(len(supply)))
    d.frames(25)  # the tooltip shows over the last one
    # the arrows take the row back to its start, a tile at a time; the faded one does nothing
    persona = scene.layout.persona
    assert persona.supply_first == persona.supply_max_first > 0
    d.click_at(tuple(int(v) for v in persona.supply_next.centre))
    assert scene.layout.persona.supply_first == persona.supply_max_first
    for step in range(persona.supply_max_first):
        d.click_at(tuple(int(v) for v in scene.layout.persona.supply_prev.centre))
        assert scene.layout.persona.supply_first == persona.supply_max_first - step - 1
    assert scene.layout.persona.supply_rect(0) is not None


def _takes_a_tile_out_of_view(state) -> bool:
    """The player to act has a scrolling supply row and may take a belt tile that sorts into
    it beyond the tiles the row shows."""
    seat = engine.to_act(state)
    persona = L.table_layout((1280, 720), 1.0, state, seat).persona
    if (
        persona is None
        or not persona.supply_scrolls
        or A.PlacePersona(0) not in engine.legal_actions(state)
    ):
        return False
    then = engine.apply(state, A.PlacePersona(0))
    return any(
        gained_tile(then, engine.apply(then, a), seat)[1] >= len(persona.supply)
        for a in engine.legal_actions(then)
        if isinstance(a, A.TakeTile)
    )


def test_a_tile_taken_into_a_full_supply_row_is_scrolled_into_view(make_app):
    session = hoard(2, _takes_a_tile_out_of_view)
    d = open_game(make_app, session, size=(1280, 720))
    scene = d.top
    seat = scene.focus
    persona = scene.layout.persona
    assert persona.supply_scrolls and persona.supply_first == 0
    play_by_clicks(d, A.PlacePersona(0))  # take the rightmost tile of a belt
    state = scene.session.state
    takes = [a for a in scene.legal if isinstance(a, A.TakeTile)]
    # the one that lands furthest along the row, beyond what the row shows now
    best = max(takes, key=lambda a: gained_tile(state, engine.apply(state, a), seat)[1])
    index = gained_tile(state, engine.apply(state, best), seat)[1]
    assert index >= len(persona.supply)
    play_by_clicks(d, best)
    tid = gained_tile(state, scene.session.state, seat)[0]
    assert scene.session.state.players[seat].supply[index] == tid
    # hot-seat: the others play on (passing when they can) until this player's board is back
    for _ in range(12):
        if scene.focus == seat:
            break
        options = clickable(scene)
        play_by_clicks(d, next((a for a in options if isinstance(a, A.Pass)), options[0]))
    assert scene.focus == seat and scene.session.state.players[seat].supply[index] == tid
    persona = scene.layout.persona
    assert persona.supply_first > 0 and persona.supply_rect(index) is not None


@pytest.mark.parametrize("size", SIZES)
def test_with_many_tiles_each_can_be_dragged_from_the_build_tray_onto_the_grid(
    make_app, hoarder, size
):
    d = open_game(make_app, GameSession(hoarder.setup, hoarder.actions), size=size)
    scene = d.top
    supply = scene.session.state.players[scene.focus].supply
    play_by_clicks(d, A.PlacePersona(2))  # build a device of two tiles
    panel = scene.build_panel
    assert panel is not None
    cells = panel.visible_cells()
    cell = cells[len(cells) // 2]
    card = panel.regions.card
    for tid in (supply[0], supply[len(supply) // 2], supply[-1]):
        slot = panel.tray_slot(tid)
        assert (
            card.x <= slot.x
            and slot.right <= card.right
            and card.y <= slot.y
            and slot.bottom <= card.bottom
        )
        assert slot.w >= 24 * scene.app.scale  # big enough to see and to grab
        drag(d, panel.tray_slot_centre(tid), panel.cell_centre(cell))
        assert panel.model.tile_at(cell) == (tid, 0)
        drag(
            d, panel.cell_centre(cell), (int(card.x + 4), int(card.bottom - 4))
        )  # and back to the tray
        assert panel.model.tile_at(cell) is None


def test_the_other_players_hidden_supply_tiles_are_listed_on_hover(make_app, hoarder):
    d = open_game(make_app, GameSession(hoarder.setup, hoarder.actions), size=(1280, 720))
    scene = d.top
    row = next(r for r in scene.layout.others if r.supply_more is not None)
    move(d, row.supply_more.centre)
    assert scene.hover_key == ("supply_more", row.seat)
    tip = tip_for(
        scene.hover_key, scene.session.state, scene.names, scene.legal, True, (), scene.focus
    )
    supply = scene.session.state.players[row.seat].supply
    assert tip.title == f"{scene.names[row.seat]}'s whole supply"
    assert tip.lines == tuple(load().tiles[t].name for t in supply) and len(supply) > len(
        row.supply
    )


def test_a_long_game_opens_on_its_newest_steps_and_tells_the_older_ones_frame_by_frame(
    make_app, long_game, monkeypatch
):
    """The first frame narrates only the newest steps; older ones come in over the next frames
    above the view, which keeps its place; in the end the log holds the whole story."""
    from steamworks.ui.game.story_lines import StoryFeed, story_lines
    from steamworks.ui.scenes.game import GameScene

    monkeypatch.setattr(
        StoryFeed, "CHUNK", 20
    )  # smaller chunks: this game's story takes several frames
    session = GameSession(long_game.setup, long_game.actions)
    steps = len(session.log)
    assert steps > StoryFeed.FIRST + 3 * StoryFeed.CHUNK  # more than the next three frames tell
    app = make_app(size=(1280, 720))
    scene = GameScene(app, session, autosave=False)
    app.reset_to(scene)
    scene.recap.hide()  # the log itself, not "since your last turn"
    d = Driver(app)
    d.frames(1)  # the first frame: only the newest steps are told
    told = [k for k, entry in enumerate(session.log) if entry._telling.story]
    assert told == list(range(steps - StoryFeed.FIRST, steps))
    assert entry_keys(scene)[-1] == steps - 1 and scene.log_panel.pinned
    # the player reads back before the older steps are told: the view stays on its lines
    wheel(d, log_point(scene), y=1, times=2)
    assert not scene.story_feed.complete
    reading = shown(scene)
    for _ in range(8):
        d.frames(1)
    assert scene.story_feed.complete
    assert shown(scene) == reading and not scene.log_panel.pinned
    assert scene.log_panel.unread == 0  # older lines are not news
    # the whole story is there, as if it had been told at once
    whole = story_lines(session)
    assert [line.text for line in scene.log_panel.lines] == [line.text for line in whole]
    d.key(pygame.K_HOME)
    assert entry_keys(scene)[0] == 0
    # Home before the older steps are told goes to the game's very first line all the same
    early = GameScene(app, GameSession(long_game.setup, long_game.actions), autosave=False)
    app.reset_to(early)
    early.recap.hide()
    d.frames(1)
    assert not early.story_feed.complete
    d.key(pygame.K_HOME)
    assert early.story_feed.complete
    assert shown(early)[0] == "Age I · Round 1" and entry_keys(early)[0] == 0
