"""The smoke test's screens of the game: the busy mid-game table, a hot-seat table just after
a round's end (its banner and "since your last turn"), a table showing the coach's hint, an
idle place with its tooltip (a Manufacturer that would build nothing), a round that will be the
game's last ("Last round" on the board and in the prompt), the final table held with "The game
ends" after the last move, the results, then the screens of kept games (`keep_shots`). Each opener shows a seeded sample game
(`ui.game.sample_games`).
"""

from __future__ import annotations

import time

from steamworks.ui.art.theme import TOOLTIP_DELAY
from steamworks.ui.game.hint_worker import HintWorker
from steamworks.ui.game.sample_games import (
    before_the_end,
    finished_session,
    idle_session,
    last_round_session,
    smoke_session,
    story_session,
)
from steamworks.ui.game.target_keys import SourceSlot
from steamworks.ui.game.targets import idle_keys
from steamworks.ui.scenes.game import GameScene


def smoke_screens(app) -> list:
    """The smoke test's openers for the game table and the results (see app.smoke_test), then
    the screens of kept games (keep_shots.py)."""

    def game() -> None:
        scene = GameScene(app, smoke_session(5, 7, 160), autosave=False)
        app.reset_to(scene)
        scene.controller.announce = None

    def story() -> None:
        scene = GameScene(app, story_session(), autosave=False)
        app.reset_to(scene)
        scene.controller.banners.add(
            scene.session.log[-1].story
        )  # as it showed when the round ended
        banner = scene.controller.banners.current
        assert banner is not None  # the story's last step ends a round: a table event
        banner.age = 1.0  # faded fully in
        scene.controller.announce = None

    def results() -> None:
        from steamworks.ui.scenes.results import ResultsScene

        scene = ResultsScene(app, finished_session())
        app.reset_to(scene)
        scene.clock = 10.0  # the bars fully grown

    def hint() -> None:
        scene = GameScene(app, smoke_session(4, 7, 80), autosave=False)
        app.reset_to(scene)
        scene.controller.announce = None
        scene.hint.worker = HintWorker(
            seconds=None
        )  # a fixed number of play-outs: the same picture
        scene.toggle_hint()
        # a guard against a hang, not a budget: the play-outs take a second or two on a free core,
        # and a test run at low priority beside busy jobs has been starved past a minute
        deadline = time.monotonic() + 600
        while scene.hint.thinking and time.monotonic() < deadline:
            time.sleep(0.02)
            scene.update(0.0)
        if not scene.hint.shown:
            raise RuntimeError("the coach gave no hint for the smoke test's table")

    def idle_place() -> None:
        scene = GameScene(app, idle_session(), autosave=False)
        app.reset_to(scene)
        scene.controller.announce = None
        idle = idle_keys(scene.session.state, scene.targets)
        target = next(t for t in scene.targets if t.key in idle and isinstance(t.key, SourceSlot))
        # the mouse rests on the idle Manufacturer's source: its tooltip says why
        scene.mouse = target.centre
        scene.hover_key, scene.hover_time = target.key, TOOLTIP_DELAY + 1.0

    def last_round() -> None:
        scene = GameScene(app, last_round_session(), autosave=False)
        app.reset_to(scene)
        scene.controller.announce = None
        scene.recap.hide()

    def game_over_table() -> None:
        session, last_move = before_the_end()
        scene = GameScene(app, session, autosave=False)
        app.reset_to(scene)
        scene.controller.announce = None
        scene.recap.hide()
        scene.submit(last_move)  # the game's last move, as the player makes it
        scene.controller.banners.dismiss()  # the round's end read: "The game ends" shows
        for _ in range(30):
            app.frame(0.1)  # three seconds on: the table is still held, not the results
        if scene.app.stack.top is not scene:
            raise RuntimeError("the results replaced the final table before the player went on")

    from steamworks.ui.scenes import keep_shots

    return [
        ("game", game),
        ("game-story", story),
        ("game-hint", hint),
        ("game-idle-place", idle_place),
        ("game-last-round", last_round),
        ("game-over-table", game_over_table),
        ("results", results),
    ] + keep_shots.screens(app)
