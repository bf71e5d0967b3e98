"""The Load list tells saves of one game apart at a glance, and stays in view while Delete asks.

After one game the list could hold several saves named after the same players, told apart only
by a date or a " (2)": the save the player made by hand, the game kept when another began, a
game played on from the replay, the finished game. Each row now starts with what kind of save
it is (the finished game with its winner), then how far the game has got (age, round, steps)
and who plays. While "Delete this save?" is asked over the list, the rows stay drawn under the
dimmed backdrop instead of vanishing.
"""

from __future__ import annotations

import datetime as dt
import random

import pygame

from steamworks.persistence import keep, saves
from steamworks.session import GameSession
from steamworks.ui.game.sample_games import finished_session, smoke_session
from steamworks.ui.game.saving import suggested_name
from steamworks.ui.replay.branch import branch_name
from steamworks.ui.replay.screen import ReplayScene
from steamworks.ui.scenes.load import LoadScene
from steamworks.ui.scenes.message import MessageScene
from steamworks.ui.scenes.results import ResultsScene
from tests.support.driver import (
    Driver,
    open_game,
    open_title,
    play_by_clicks,
    play_one_turn_step,
)


def _one_game_four_ways() -> dict[str, str]:
    """The four saves one three-player game can leave in Load; kind -> save name."""
    game = smoke_session(3, 7, 60)
    record = game.record
    names = [seat.name for seat in record.setup.seats]
    by_hand = GameSession.from_log(record.setup, record.log[:40])
    saves.save_slot(suggested_name(by_hand), by_hand.setup, by_hand.log, by_hand.state)
    kept = keep.keep_game(
        record.setup, record.log, record.state, when=dt.datetime(2026, 11, 27, 21, 40)
    )
    assert kept is not None
    branch = GameSession.from_log(record.setup, record.log[:25])
    branched = branch_name(keep.players_text(names), 25)
    saves.save_slot(branched, branch.setup, branch.log, branch.state)
    finished = finished_session(3, 5)
    done = keep.keep_game(
        finished.setup, finished.log, finished.state, when=dt.datetime(2026, 11, 27, 22, 5)
    )
    assert done is not None
    return {
        "hand": suggested_name(by_hand),
        "kept": kept.name,
        "branch": branched,
        "finished": done.name,
    }


def _load_screen(make_app) -> Driver:
    d = open_title(make_app)
    d.click("load")
    assert isinstance(d.top, LoadScene)
    return d


def test_each_row_says_what_kind_of_save_it_is_and_how_far_the_game_got(make_app, data_dir):
    named = _one_game_four_ways()
    d = _load_screen(make_app)
    scene = d.top
    labels = {label.name: label for label in scene._labels.values()}
    assert set(labels) == set(named.values())
    assert labels[named["hand"]].kind == "Saved by you"
    assert labels[named["kept"]].kind == "Kept for you when another game began"
    assert labels[named["branch"]].kind == "Played on from a replay"
    assert labels[named["finished"]].kind.startswith("Finished, won by ")
    for kind in ("hand", "kept", "branch"):
        details = labels[named[kind]].details
        assert details.startswith(labels[named[kind]].kind)
        assert "Age " in details and ", round " in details and " steps" in details
    assert "Age II, round 3, 40 steps" in labels[named["hand"]].details
    assert "25 steps" in labels[named["branch"]].details
    # no two rows read the same, whatever their dates
    assert len({label.details for label in labels.values()}) == 4


def _ink_spread(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How far apart the darkest and the lightest pixel of `rect` are (0 on a plain panel)."""
    values = [
        sum(surface.get_at((x, y))[:3])
        for x in range(rect.left, rect.right, 2)
        for y in range(rect.top, rect.bottom, 2)
    ]
    return max(values) - min(values)


def test_the_rows_stay_drawn_while_delete_asks(make_app, data_dir):
    _one_game_four_ways()
    d = _load_screen(make_app)
    scene = d.top
    d.key(pygame.K_DOWN)
    d.frames(1)
    # the names' left ends, which the question's card does not cover
    name_strips = [
        pygame.Rect(rect.left + scene.px(16), rect.top + scene.px(8), scene.px(100), scene.px(24))
        for rect, _ in scene.row_rects
    ]
    assert len(name_strips) == 4
    d.key(pygame.K_DELETE)
    assert isinstance(d.top, MessageScene) and d.top.title == "Delete this save?"
    d.frames(1)
    screen = d.app.screen
    card = d.top.card_rect()
    for strip in name_strips:
        assert not strip.colliderect(card)
        assert _ink_spread(screen, strip) > 60, f"row at y={strip.y} is blank under the question"
    d.key(pygame.K_ESCAPE)
    assert d.top is scene and len(scene.saves) == 4


def test_one_game_and_a_replay_branch_leave_four_saves_each_for_a_reason(make_app, data_dir):
    """Why one game can fill Load with four saves named after the same players, and that each
    holds a game of its own (nothing is kept twice; nothing is lost):

    1. the player saves by hand during the game (Ctrl+S: "Saved by you");
    2. the game ends: it is kept finished ("Finished, won by ...");
    3. from the replay, "Play from here" writes the branch as a save and opens it ("Played on
       from a replay");
    4. the branch, played on, is kept when a new game takes its place ("Kept for you...").
    """
    whole = finished_session(3, 5)
    d = open_game(make_app, GameSession(whole.setup, whole.actions[:-1]))
    d.key(pygame.K_s, mod=pygame.KMOD_CTRL)  # 1: saved by hand under the suggested name
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, MessageScene) and d.top.title == "Game saved"
    d.key(pygame.K_RETURN)
    play_by_clicks(d, whole.log[-1].action)  # 2: the last move; the finished game is kept
    for _ in range(200):
        d.frames(5)
        if isinstance(d.top, ResultsScene):
            break
    assert isinstance(d.top, ResultsScene)
    assert len(saves.list_saves()) == 2
    d.click("replay")  # 3: the replay, back to step 60, played on from there
    replay = d.top
    assert isinstance(replay, ReplayScene)
    replay.go(60)
    d.click("play_from_here")
    rng = random.Random(2)
    for _ in range(4):
        play_one_turn_step(d, rng)
    d.key(pygame.K_ESCAPE)  # 4: to the title, then a new game keeps the branch played on
    d.click("quit_to_title")
    d.app.call_hook("start_game", whole.setup)
    listed = saves.list_saves()
    assert len(listed) == 4
    loaded = [saves.load_game(info.path) for info in listed]
    assert len({len(game.log) for game in loaded}) == 4  # four different points or games
    d.key(pygame.K_ESCAPE)
    d.click("quit_to_title")
    d.click("load")
    kinds = sorted(label.kind.split(",")[0] for label in d.top._labels.values())
    assert kinds == [
        "Finished",
        "Kept for you when another game began",
        "Played on from a replay",
        "Saved by you",
    ]
