"""The online table with a scripted connection (no network): the server's notices shown and
kept in the log after the move they followed, a person's seat played by the server's AI while
they are away, and "Reconnecting..." while the connection is down."""

from __future__ import annotations

import attrs

from steamworks.online import protocol as P
from steamworks.online.views import digest, redact
from steamworks.rules import engine
from steamworks.ui.online.link import RECONNECTING, Status
from steamworks.ui.online.shots import sample_table
from steamworks.ui.online.table import with_notices
from tests.support.driver import Driver, fast


def open_sample(make_app):
    app = make_app()
    fast(app)
    scene = sample_table(app)
    d = Driver(app)
    d.frames(2)
    return d, scene


def test_a_notice_is_shown_and_kept_in_the_log_after_its_move(make_app):
    d, table = open_sample(make_app)
    brunel = table.names.index("Brunel")
    move = table.online.remote.move
    text = "Brunel is away, so the AI plays for them until they return."
    notice = P.Notice("5f2c9a01d4e3b7a8", move, brunel, P.STAND_IN, text)
    table.link.messages.append(notice)
    d.frames(2)
    # a reconnection: the server sends its newest lines again between Seated and Lobby
    lobby = P.Lobby("5f2c9a01d4e3b7a8", table.online.seats, True)
    table.link.messages += [table.seated, notice, lobby]
    d.frames(2)
    assert table.controller.toast is not None and table.controller.toast[0] == text
    lines = table.log_panel.lines
    kept = [line for line in lines if line.text == text]
    assert len(kept) == 1
    # after the last move's lines (the newest), not among older ones
    last_step = max(line.step for line in lines if line.step is not None)
    index = lines.index(kept[0])
    assert all(line.step is None or line.step <= last_step for line in lines[:index])
    assert all(line.step is None for line in lines[index + 1 :])


def brunel_leaves(table, presence: str) -> int:
    """The server's Lobby news that Brunel's connection is gone (`presence`: away, or the AI
    playing his seat), sent to the sample table; his seat."""
    brunel = table.names.index("Brunel")
    seats = tuple(
        attrs.evolve(s, connected=False, presence=presence) if s.seat == brunel else s
        for s in table.online.seats
    )
    table.link.messages.append(P.Lobby("5f2c9a01d4e3b7a8", seats, True))
    return brunel


def test_a_person_played_by_the_ai_while_away_is_shown_so(make_app):
    d, table = open_sample(make_app)
    brunel = brunel_leaves(table, P.AI_PLAYS)
    d.frames(2)
    assert table.seat_words(brunel) == "AI plays"
    assert table.online.away(brunel)


def test_reconnecting_offers_nothing_until_the_connection_is_back(make_app):
    d, table = open_sample(make_app)
    assert table.legal  # this seat's turn
    table.link.messages.append(Status(RECONNECTING, "lost"))
    d.frames(2)
    assert table.connection_state == RECONNECTING and not table.legal
    assert table.prompt.title == "Reconnecting..."
    assert table.seat_words(table.my_seat) == "reconnecting"
    table.link.messages.append(Status("connected"))
    d.frames(2)
    # still nothing until the server says where the game stands (it may have moved on)
    assert table.connection_state == "connected" and not table.legal
    state = table.session.state
    view = redact(state)
    table.link.messages.append(
        P.Update(
            "5f2c9a01d4e3b7a8",
            table.my_seat,
            table.online.remote.move,
            table.my_seat,
            tuple(engine.legal_actions(state)),
            view,
            (),
            False,
            digest(view),
        )
    )
    d.frames(2)
    assert table.legal  # the resumed seat's Update: its turn again


def test_notices_of_one_moment_keep_their_order():
    from steamworks.ui.game.log_lines import ENTRY, LogLine

    lines = [LogLine(0, f"move {k}", ("entry", k), kind=ENTRY, step=k) for k in range(3)]
    notices = [
        P.Notice("g", 2, 1, "chat", "first"),
        P.Notice("g", 2, 1, "chat", "second"),
        P.Notice("g", 0, 1, "chat", "before all"),
    ]
    texts = [line.text for line in with_notices(lines, notices, [1, 2, 3], ("Ada", "Brunel"))]
    assert texts == ["before all", "move 0", "move 1", "first", "second", "move 2"]


def test_a_notice_is_worded_in_the_players_language_with_the_tables_names(make_app, english_after):
    """The server words a notice in the language of the moment it came, with its names ("Medium
    AI" of an English host); the table words it again from its event and seat, with its own
    names, and again after a switch of language; a move told or an unknown event stays as
    the server said it."""
    from steamworks.language import speaking, tr

    d, table = open_sample(make_app)
    brunel = table.names.index("Brunel")
    move = table.online.remote.move
    table.link.messages += [
        P.Notice("5f2c9a01d4e3b7a8", move, brunel, P.TIMEOUT, "the server's words"),
        P.Notice("5f2c9a01d4e3b7a8", move, brunel, "news", "a newer server's event"),
    ]
    d.frames(2)
    english = "Brunel's time for a move ran out, so the AI made it."
    texts = [line.text for line in table.log_panel.lines]
    assert english in texts and "a newer server's event" in texts
    assert "the server's words" not in texts
    assert table.controller.toast is not None and table.controller.toast[0] == (
        "a newer server's event"
    )
    d.app.change_settings(language="de")
    d.frames(2)
    table = d.top
    with speaking("de"):
        german = tr(P.NOTICE_SENTENCES[P.TIMEOUT], player="Brunel")
    texts = [line.text for line in table.log_panel.lines]
    assert german != english and german in texts and english not in texts


def test_moves_that_come_with_the_first_update_reach_the_table(make_app):
    """The lobby opens the table on the first Update; what arrived with it is the table's."""
    from steamworks.rules import engine
    from steamworks.ui.game.sample_games import smoke_session
    from steamworks.ui.online.lobby import LobbyScene
    from steamworks.ui.online.shots import ScriptedLink, update_at
    from steamworks.ui.online.table import OnlineTableScene

    app = make_app()
    fast(app)
    session = smoke_session(2, 4, 6)
    seat = engine.to_act(session.log[0].before)
    infos = tuple(P.SeatInfo(i, n, "human", True, True, True) for i, n in enumerate(("Ada", "Bo")))
    link = ScriptedLink(
        [
            P.Seated("g", seat, "t", "i"),
            P.Lobby("g", infos, True),
            *(update_at(session, n, seat) for n in range(4)),
        ]
    )
    lobby = LobbyScene(app, link)
    app.push(lobby)
    d = Driver(app)
    d.frames(2)
    table = d.top
    assert isinstance(table, OnlineTableScene)
    assert table.online.remote.move == 3 and len(table.session.log) == 3
