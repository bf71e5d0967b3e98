"""The smoke test's screens of online play: the Online screen, a lobby with a free seat, the
table of a three-player game with this seat to play, and the same table while its connection is
being re-established. No network: a `ScriptedLink` hands the screens the messages a server would
have sent, made from a seeded sample game (`ui.game.sample_games`) exactly as the server makes
them (`online.views.redact`).
"""

from __future__ import annotations

from typing import Any

import attrs

from steamworks.language import tr
from steamworks.online import protocol as P
from steamworks.online.views import digest, redact
from steamworks.persistence.record import LogEntry
from steamworks.rules import engine
from steamworks.session import GameSession
from steamworks.ui.game.sample_games import smoke_session
from steamworks.ui.online.link import RECONNECTING, Status

INVITE = "q3VtN8xKp2LmZa7R"
ADDRESS = "192.168.1.20:8765"
TOLD = 10  # moves told in the table's log (the table opens before them)


class ScriptedLink:
    """A connection that hands over the messages it was given and sends nowhere."""

    url = "ws://127.0.0.1:8765"

    def __init__(self, messages: list[Any] | None = None) -> None:
        self.messages = list(messages or [])
        self.sent: list[P.ClientMessage] = []

    def send(self, message: P.ClientMessage) -> None:
        self.sent.append(message)

    def poll(self) -> list[Any]:
        out, self.messages = self.messages, []
        return out

    def close(self) -> None:
        pass


@attrs.frozen
class Listed:
    """A game heard of on the network, as `online.discovery.LanGame` has it (that module needs
    zeroconf, which the smoke test does without)."""

    name: str
    host: str
    address: str
    port: int
    seats_open: int
    version: int
    invite: str = "sample-invite"


class SampleFinder:
    """Two games heard of on the network (no zeroconf, no network)."""

    unavailable: str | None = None

    def games(self) -> list[Any]:
        return [
            Listed("Brunel's game", "Brunel", "192.168.1.31", 8765, 2, P.PROTOCOL_VERSION),
            Listed(
                "Friday at the works", "Clementine", "192.168.1.44", 8765, 1, P.PROTOCOL_VERSION
            ),
        ]

    def close(self) -> None:
        pass


def seat_infos(names: tuple[str, ...], controllers: tuple[str, ...], **away: bool) -> tuple:
    return tuple(
        P.SeatInfo(i, name, c, True, True, not away.get(name, False))
        for i, (name, c) in enumerate(zip(names, controllers))
    )


def update_at(session: GameSession, upto: int, seat: int, clock: float | None = None) -> P.Update:
    """The Update the server sends `seat` after move `upto` of `session`'s game."""
    log = session.log
    state = log[upto].before if upto < len(log) else session.state
    view = redact(state)
    actor = engine.to_act(state)
    last: tuple[LogEntry, ...] = (log[upto - 1],) if upto else ()
    return P.Update(
        game="5f2c9a01d4e3b7a8",
        seat=seat,
        move=upto,
        to_act=actor,
        legal=tuple(engine.legal_actions(state)) if actor == seat else (),
        view=view,
        last=last,
        over=state.game_over,
        digest=digest(view),
        clock=clock,
    )


def sample_table(app, *, reconnecting: bool = False):
    """A three-player online table (Ada, this seat, to play, with a day for the move; Brunel a
    person; a Medium AI), the last moves told in its log."""
    from steamworks.ui.online.table import OnlineTableScene

    session = smoke_session(3, 11, 70)
    seat = engine.to_act(session.state)
    assert seat is not None
    names = list(session.names)
    controllers = ["human"] * 3
    other_ai = (seat + 2) % 3
    names[other_ai], controllers[other_ai] = "Medium AI", "ai:medium"
    names[seat] = "Ada"
    names[(seat + 1) % 3] = "Brunel"
    lobby = P.Lobby(
        "5f2c9a01d4e3b7a8",
        seat_infos(tuple(names), tuple(controllers), Brunel=reconnecting),
        True,
    )
    seated = P.Seated("5f2c9a01d4e3b7a8", seat, "token-not-shown", INVITE)
    start = len(session.log) - TOLD
    # a game over days: a day a move, most of it left (a clock that reads the same every run)
    end = len(session.log)
    link = ScriptedLink(
        [
            update_at(session, n, seat, 86000.0 if n == end else None)
            for n in range(start + 1, end + 1)
        ]
    )
    scene = OnlineTableScene(app, link, seated, lobby, update_at(session, start, seat))
    app.reset_to(scene)
    scene.update(0.0)  # the scripted moves arrive
    scene.controller.pacer.clear()
    scene.animator.clear()  # the told moves landed (a screenshot shows the table at rest)
    scene.controller.banners.clear()
    if reconnecting:
        scene.take(Status(RECONNECTING, tr("The connection was lost; reconnecting...")))
    scene.settled()
    return scene


def smoke_screens(app) -> list:
    """The smoke test's openers for online play (see ui/smoke.py)."""

    def online() -> None:
        from steamworks.ui.online.online_screen import OnlineForm, OnlineScene

        app.nav.open_title()
        form = OnlineForm(name="Ada", seats=["human", "human", "ai:medium"], address=ADDRESS)
        app.push(OnlineScene(app, form, finder=SampleFinder))

    def lobby() -> None:
        from steamworks.ui.online.lobby import LobbyScene

        app.nav.open_title()
        infos = (
            P.SeatInfo(0, "Ada", "human", True, True, True),
            P.SeatInfo(1, "Brunel", "human", True, False, True),
            P.SeatInfo(2, "Player 3", "human", False, False, False),
            P.SeatInfo(3, "Medium AI", "ai:medium", True, True, True),
        )
        link = ScriptedLink(
            [
                Status("connected"),
                P.Seated("5f2c9a01d4e3b7a8", 0, "token-not-shown", INVITE),
                P.Lobby("5f2c9a01d4e3b7a8", infos, False, "Ada's game"),
                P.Chat("5f2c9a01d4e3b7a8", 1, "Brunel", "Evening all! Clementine is on her way."),
                P.Chat("5f2c9a01d4e3b7a8", 0, "Ada", "Splendid. Drafting tonight?"),
            ]
        )
        scene = LobbyScene(app, link, address=ADDRESS)
        app.push(scene)
        scene.sent_ready = True
        scene.update(0.0)

    return [
        ("online", online),
        ("online-lobby", lobby),
        ("online-table", lambda: sample_table(app)),
        ("online-reconnecting", lambda: sample_table(app, reconnecting=True)),
    ]
