"""The guided game's table: a session on a lesson's or a puzzle's position, and the Game scene
that shows it with its guide.

The learner's seat is the only human one; the others are marked as AI so that the table keeps
the learner's board in view and shows their moves at the AI pace, but no AI is ever asked: the
guide plays them (`game.controller.Guide`). A guided game is never autosaved, so it never takes
the place of the player's own game in progress, and is not recorded in the player's history.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from steamworks.language import mark, tr
from steamworks.persistence.record import GameRecord
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.rules.state import GameState
from steamworks.rules.words import YOU
from steamworks.session import GameSession
from steamworks.ui.scene import Host

# the other seats, by how far round the table from the learner they sit
OTHER_NAMES = (mark("Rival"), mark("Third player"), mark("Fourth player"), mark("Fifth player"))
LEARNER_NAME = YOU  # the words speak to the learner: "your device", not "You's"
# the other seats' controller: AI-marked (the banner reads "Scripted AI"), never asked
SCRIPTED = "ai:scripted"


def seat_names(players: int, learner: int) -> tuple[str, ...]:
    return tuple(
        LEARNER_NAME if seat == learner else tr(OTHER_NAMES[(seat - learner) % players - 1])
        for seat in range(players)
    )


def guided_session(start: GameState, learner: int, actions: Iterable = ()) -> GameSession:
    """A session on `start` (not a dealt game), with `actions` played on it."""
    names = seat_names(start.num_players, learner)
    setup = GameSetup(
        seats=tuple(
            SeatSetup(name, controller="human" if seat == learner else SCRIPTED, colour=seat)
            for seat, name in enumerate(names)
        ),
        # the lesson's pointer teaches the move, and a puzzle's answer is the point: no hints
        hints=False,
    )
    # a lesson or a puzzle is not one of the player's games: kept out of their history
    session = GameSession(setup, record_history=False)
    session.record = GameRecord(setup=setup, log=(), state=start)  # the position, not a deal
    for action in actions:
        session.submit(action)
    return session


def show_table(app: Host, session: GameSession, guide: Any) -> Any:
    """The Game scene on `session`, led by `guide`: in place of the guided table on show (an
    undo or a restart), else over the screen that opened it (leaving returns there)."""
    from steamworks.ui.scenes.game import GameScene

    scene = GameScene(app, session, autosave=False, guide=guide)
    top = app.stack.top if app.stack is not None else None
    if isinstance(top, GameScene) and top.guide is not None:
        app.replace(scene)
    else:
        app.push(scene)
    scene.controller.announce = None
    scene.recap.hide()  # "since your last turn" would lie over the guide's card
    return scene
