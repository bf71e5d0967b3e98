"""The player's history in the app: a game finished at the table is recorded once (and not at
all when its session is a lesson), and the Statistics screen, opened from the title, shows the
history's figures, pages through the last games and opens each in the replay viewer, says when
the history is empty and when a game of it could not be read."""

from __future__ import annotations

import datetime as dt

import attrs
import pygame
import pytest

from steamworks.persistence import history, saves
from steamworks.session import GameSession
from steamworks.ui import draw as drawing
from steamworks.ui.game.controller import GameController
from steamworks.ui.game.sample_games import finished_session
from steamworks.ui.scenes.title import TitleScene
from steamworks.ui.settings import Settings
from steamworks.ui.statistics.screen import EMPTY_TITLE, StatisticsScene
from tests.support.driver import Driver
from tests.support.savegames import cached_final_record
from tests.support.workers import InstantWorker

# --- recording at the table -----------------------------------------------------------------


def finish_at_the_table(whole: GameSession, record_history: bool = True) -> GameController:
    """The last move of `whole` played through a table's controller, its writer flushed."""
    session = GameSession(whole.setup, whole.actions[:-1], record_history=record_history)
    game = GameController(session, lambda: Settings(), autosave=True)
    game.ai = InstantWorker()
    assert game.submit(whole.actions[-1]) and game.session.state.game_over
    assert game.autosaver.flush()
    game.stop()
    return game


@pytest.fixture(scope="module")
def whole() -> GameSession:
    return finished_session(3, 5)


def test_a_game_finished_at_the_table_is_recorded_once(data_dir, whole):
    game = finish_at_the_table(whole)
    assert game.autosaver.last_error is None
    read = history.read_history()
    assert len(read.entries) == 1 and read.problems == ()
    entry = read.entries[0]
    assert entry.game_id == history.game_id(whole.setup, whole.log)
    assert [s.name for s in entry.seats] == list(whole.names)
    # the same game ended again (its save loaded one move before the end): still one entry
    finish_at_the_table(whole)
    assert len(history.read_history().entries) == 1
    assert len(saves.list_saves()) == 1  # kept in Load as ever


def test_a_lesson_is_not_recorded(data_dir, whole):
    game = finish_at_the_table(whole, record_history=False)
    assert game.autosaver.last_error is None
    assert not (data_dir / history.HISTORY_FILE).exists()
    assert history.read_history() == history.History()
    assert len(saves.list_saves()) == 1  # still kept in Load


def test_a_history_that_cannot_take_the_game_still_lets_it_be_kept(data_dir, whole):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / history.HISTORY_FILE).mkdir()  # a folder where the history should be
    game = finish_at_the_table(whole)
    assert "could not be added to your history" in game.autosaver.last_error
    assert len(saves.list_saves()) == 1 and not saves.has_autosave()


# --- the Statistics screen ------------------------------------------------------------------

WHEN = dt.datetime(2026, 11, 20, 20, 0, tzinfo=dt.UTC)


def record(seed: int, controllers: tuple[str, ...], day: int) -> history.HistoryEntry:
    """A finished random game of `seed` recorded as if played by these controllers."""
    game = cached_final_record(seed)
    assert len(controllers) == len(game.setup.seats)
    setup = attrs.evolve(
        game.setup,
        seats=tuple(
            attrs.evolve(seat, controller=c) for seat, c in zip(game.setup.seats, controllers)
        ),
    )
    entry = history.record_game(setup, game.log, game.state, when=WHEN + dt.timedelta(days=day))
    assert entry is not None
    return entry


def drawn_texts(scene, monkeypatch) -> list[str]:
    """Every text the scene draws in one frame."""
    texts: list[str] = []
    real = drawing.blit_text

    def spy(surface, font, text, *args, **kwargs):
        texts.append(text)
        return real(surface, font, text, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(drawing, "blit_text", spy)
        surface = pygame.Surface(scene.app.window_size)
        scene.draw(surface)
        scene.draw_overlay(surface)  # the last games' words, over their buttons
    return texts


def open_statistics(make_app) -> Driver:
    d = Driver(make_app())
    d.frames(1)
    d.click("statistics")
    assert isinstance(d.top, StatisticsScene)
    return d


def test_the_title_opens_the_figures_of_the_history(make_app, monkeypatch):
    # seeds 4 and 8 are 2-player games, 1 and 5 are 3-player games (savegames.game_params)
    record(4, ("human", "ai:easy"), 1)
    record(8, ("human", "ai:medium"), 2)
    record(1, ("human", "human", "ai:medium"), 3)
    d = open_statistics(make_app)
    figs = d.top.figures
    assert figs.games == 3
    assert [level for level, _ in figs.against_ai] == ["easy", "medium"]
    assert [t.games for _, t in figs.against_ai] == [1, 2]
    assert figs.hot_seat.games == 1
    texts = drawn_texts(d.top, monkeypatch)
    assert "3" in texts and "games played" in texts
    assert str(figs.best.seat.total) in texts
    newest = d.top.figures.recent[0]
    assert newest.finished == WHEN + dt.timedelta(days=3)
    assert any(text.startswith(newest.finished.astimezone().strftime("%d %b %Y")) for text in texts)
    assert not any("left out" in text for text in texts)
    d.frames(3)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)


def test_games_against_the_ai_give_the_player_a_rating_shown_in_words_and_a_chart(
    make_app, monkeypatch
):
    from steamworks.ai.ladder_file import shipped_ladder
    from steamworks.ui.statistics import rating_chart

    ladder = shipped_ladder()
    assert ladder is not None
    # recorded through the history as the game does: each AI seat keeps its ladder rating
    for day, (seed, level) in enumerate(((4, "easy"), (8, "medium"), (12, "hard")), start=1):
        entry = record(seed, ("human", f"ai:{level}"), day)
        assert entry.seats[1].rating == round(ladder.ratings[level].rating, 1)
    record(1, ("human", "human", "ai:medium"), 4)  # hot seat: rates the two people by name
    d = open_statistics(make_app)
    figs = d.top.figures
    assert figs.rating is not None and figs.rating.games == 3 and figs.rating.provisional
    assert [p.games for p in figs.rating.points] == [1, 2, 3]
    assert {name for name, _ in figs.hot_seat_ratings} == {
        s.name for s in figs.recent[0].seats if s.human
    }
    charts = []
    real_chart = rating_chart.draw_rating_chart
    monkeypatch.setattr(
        "steamworks.ui.statistics.screen.draw_rating_chart",
        lambda surface, area, rating, *rest: (
            charts.append((area, rating)),
            real_chart(surface, area, rating, *rest),
        ),
    )
    texts = drawn_texts(d.top, monkeypatch)
    headline, detail = rating_chart.rating_words(figs.rating, ladder)
    assert "Your rating" in texts and headline in texts
    assert headline.startswith(f"{figs.rating.rating.rating:.0f}")
    assert any(word in headline for word in ("between", "below", "above", "level with"))
    assert detail.startswith("likely ") and "provisional, 3 of 10 games" in detail
    assert charts == [(charts[0][0], figs.rating)]
    assert any(t.startswith("1 game; rated ") for t in texts)  # the hot-seat row
    d.frames(2)


def test_the_last_games_turn_a_page_at_a_time(make_app):
    for day, seed in enumerate((4, 8, 12, 16, 20), start=1):  # five 2-player games
        record(seed, ("human", "ai:hard"), day)
    d = open_statistics(make_app)
    scene = d.top
    assert scene.pages == 2 and len(scene.shown_games()) == 4
    assert not scene._named["newer"].is_enabled
    d.click("older")
    assert scene.page == 1 and [e.seed for e in scene.shown_games()] == [4]
    assert not scene._named["older"].is_enabled
    d.click("newer")
    assert scene.page == 0 and scene.shown_games()[0].seed == 20
    d.key(pygame.K_PAGEDOWN)
    assert scene.page == 1
    d.key(pygame.K_RIGHT)  # the last page stays
    assert scene.page == 1
    d.key(pygame.K_LEFT)
    assert scene.page == 0


def test_an_empty_history_says_how_it_fills(make_app, monkeypatch):
    d = open_statistics(make_app)
    assert d.top.figures.games == 0
    texts = drawn_texts(d.top, monkeypatch)
    assert EMPTY_TITLE in texts and "newer" not in d.top._named


def test_a_damaged_game_is_left_out_with_a_line_saying_so(make_app, data_dir, monkeypatch):
    record(4, ("human", "ai:easy"), 1)
    path = data_dir / history.HISTORY_FILE
    path.write_bytes(path.read_bytes() + b'{"format": "steamworks-history", "format_v\n')
    d = open_statistics(make_app)
    assert d.top.figures.games == 1
    texts = drawn_texts(d.top, monkeypatch)
    assert "Game 2 of your history is left out: its text is damaged." in texts


def test_a_game_of_the_list_opens_in_the_replay_viewer(make_app):
    from steamworks.ui.replay.screen import ReplayScene
    from steamworks.ui.scenes.message import MessageScene

    older = record(4, ("human", "ai:easy"), 1)
    newer = record(8, ("human", "ai:medium"), 2)
    d = open_statistics(make_app)
    statistics = d.top
    d.click("game_1")  # the second row: the older game
    assert isinstance(d.top, ReplayScene)
    game = cached_final_record(4)
    assert d.top.game.path == history.game_path(older)
    assert d.top.game.record.log == game.log
    d.key(pygame.K_ESCAPE)
    assert d.top is statistics
    # a copy damaged since the screen opened: the viewer's message, and the list stays
    history.game_path(newer).write_text("not a save", encoding="utf-8")
    d.click("game_0")
    assert isinstance(d.top, MessageScene)
    d.key(pygame.K_ESCAPE)
    assert d.top is statistics


def test_the_command_line_opens_the_screen_over_the_title(make_app):
    d = Driver(make_app(scene="statistics"))
    d.frames(1)
    assert isinstance(d.top, StatisticsScene)
    d.click("back")
    assert isinstance(d.top, TitleScene)
