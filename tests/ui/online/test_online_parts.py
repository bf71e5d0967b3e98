"""The online table's parts without a network or a window: the state the table plays on (the
server's view with the face-down tiles put back as the AI's own view has them), the session
that follows the server's updates into a told log, the controller that sends moves instead of
playing them, and the words of the lobby and the Online screen."""

from __future__ import annotations

import random

import attrs
import pytest

from steamworks.ai.observe import observe
from steamworks.online import protocol as P
from steamworks.online.views import digest, redact
from steamworks.rules import engine
from steamworks.rules.actions import PlacePersona
from steamworks.rules.setup import quick_setup
from steamworks.ui.game.controller import QuietTable
from steamworks.ui.online.lobby import seat_state, seat_state_colour
from steamworks.ui.online.online_controller import OnlineController
from steamworks.ui.online.online_screen import server_url
from steamworks.ui.online.remote_session import RemoteSession, public_setup
from steamworks.ui.online.table_state import ViewMismatch, table_state
from steamworks.ui.settings import Settings

SEATS = (
    P.SeatInfo(0, "Ada", "human", True, True, True),
    P.SeatInfo(1, "Brunel", "human", True, True, True),
)


def played(players: int, seed: int, moves: int):
    """The states of a seeded random game, its actions and seats, from the start."""
    state = engine.start(
        quick_setup(players, seed=seed, personas="draft" if seed % 2 else "random")
    )
    rng = random.Random(seed)
    steps = []
    while not state.game_over and len(steps) < moves:
        action = rng.choice(engine.legal_actions(state))
        after = engine.apply(state, action)
        steps.append((state, action, after))
        state = after
    return steps


def update_of(state, move: int, seat: int, last=()) -> P.Update:
    """The Update a server sends `seat` at `state` (as server.py makes it)."""
    view = redact(state)
    actor = engine.to_act(state)
    legal = tuple(engine.legal_actions(state)) if actor == seat else ()
    return P.Update("g", seat, move, actor, legal, view, last, state.game_over, digest(view))


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_the_table_plays_on_exactly_the_view_the_ai_sees(players, seed):
    for before, _action, _after in played(players, seed, 400):
        assert table_state(redact(before)) == observe(before)


def test_a_view_whose_face_down_count_is_wrong_is_refused():
    state = engine.start(quick_setup(3, seed=9))
    view = redact(state)
    broken = attrs.evolve(view, hidden=(view.hidden[0] + 1, *view.hidden[1:]))
    with pytest.raises(ViewMismatch):
        table_state(broken)


def test_the_session_tells_each_reported_move_and_notes_a_gap():
    from steamworks.persistence.record import LogEntry

    steps = played(2, 6, 30)
    session = RemoteSession(public_setup(SEATS), update_of(steps[0][0], 0, 0))
    for move, (before, action, after) in enumerate(steps[:20], start=1):
        seat = engine.to_act(before)
        entry = LogEntry(seat, action, after.revealed)
        followed = session.follow(update_of(after, move, 0, (entry,)))
        assert followed.action == action and followed.actor == seat
        assert session.state == observe(after)
    assert len(session.log) == 20 and session.gap == 0
    assert all(entry.story for entry in session.log)  # each told in words, as on the desktop
    # moves missed while away: the position is taken, the log goes on from it
    followed = session.follow(update_of(steps[25][2], 26, 0))
    assert followed.action is None and followed.skipped == 6
    assert session.gap == 6 and len(session.log) == 20
    assert session.state == observe(steps[25][2])
    # the last move was missed: Undo follows the server's rule, as its Update says it
    no = "A face-down tile was revealed; that cannot be taken back."
    assert session.undo_block_reason() == "The server does not let you take this step back."
    session.follow(attrs.evolve(update_of(steps[25][2], 26, 0), undo=False, undo_refusal=no))
    assert session.undo_block_reason() == no
    session.follow(attrs.evolve(update_of(steps[25][2], 26, 0), undo=True))
    assert session.undo_block_reason() is None


def test_the_controller_sends_moves_and_shows_refusals_in_the_servers_words():
    steps = played(2, 8, 1)
    state = steps[0][0]
    me = engine.to_act(state)
    sent = []
    session = RemoteSession(public_setup(SEATS), update_of(state, 0, me))
    controller = OnlineController(session, Settings, me, sent.append, QuietTable())
    controller.seats = SEATS
    controller.legal = tuple(engine.legal_actions(state))
    assert controller.legal_for_human() == list(controller.legal)
    assert controller.human(me) and not controller.human(1 - me)
    action = controller.legal[0]
    assert controller.submit(action)
    assert sent == [P.Act(0, action)]
    # while the move is on its way, nothing more is offered nor sent
    assert controller.legal_for_human() == []
    assert not controller.submit(action) and len(sent) == 1
    assert controller.guide_waiting()[0] == "Your move is on its way"
    controller.refused_by_server(P.Refused(0, "Your persona board has no such space."))
    assert controller.toast[0] == "Your persona board has no such space."
    assert controller.in_flight is None and controller.legal_for_human()
    assert controller.undo_reason() == "Nothing has happened yet." and not controller.undo()
    assert sent == [P.Act(0, action)]  # a refused Undo is not sent
    # an illegal move is sent too: the server answers with the engine's reason
    assert controller.submit(PlacePersona(space=99))
    assert sent[-1] == P.Act(0, PlacePersona(space=99))


def test_after_a_reconnection_nothing_is_offered_twice_nor_before_the_servers_update():
    """The connection drops and comes back: nothing is offered until the resumed seat's Update
    says where the game stands; a move sent then and passed by that Update (the same position
    again) stays on its way, so it cannot be sent a second time (which the server would refuse
    as an answer to an old position)."""
    steps = played(2, 8, 1)
    state, action, after = steps[0]
    me = engine.to_act(state)
    sent = []
    session = RemoteSession(public_setup(SEATS), update_of(state, 0, me))
    controller = OnlineController(session, Settings, me, sent.append, QuietTable())
    controller.seats = SEATS
    controller.receive(update_of(state, 0, me))
    assert controller.legal_for_human()
    controller.connection(False)
    controller.connection(True)
    assert controller.legal_for_human() == []  # not yet: the server has not said
    controller.receive(update_of(state, 0, me))  # the resumed seat's Update
    assert controller.submit(action) and sent == [P.Act(0, action)]
    controller.receive(update_of(state, 0, me))  # the same position again (sent before the Act)
    assert controller.in_flight == 0 and controller.legal_for_human() == []
    assert not controller.submit(action) and sent == [P.Act(0, action)]
    controller.receive(update_of(after, 1, engine.to_act(after)))  # the move's own Update
    assert controller.in_flight is None and session.move == 1


def test_the_controller_asks_the_server_to_take_back_a_step_and_follows_its_answer():
    from steamworks.persistence.record import LogEntry

    steps = played(2, 6, 30)
    # a step after which its player is still to act, and the position before it
    index = next(
        i
        for i, (before, _a, after) in enumerate(steps)
        if engine.to_act(after) == engine.to_act(before) and after.turn == before.turn
    )
    before, action, after = steps[index]
    me = engine.to_act(before)
    sent = []
    session = RemoteSession(public_setup(SEATS), update_of(before, index, me))
    controller = OnlineController(session, Settings, me, sent.append, QuietTable())
    controller.seats = SEATS
    controller.receive(update_of(after, index + 1, me, (LogEntry(me, action, after.revealed),)))
    assert len(session.log) == 1 and controller.undo_reason() is None
    controller.connection(False)
    assert not controller.undo() and sent == []  # offline: refused here, with a reason
    assert controller.toast[0].startswith("Not connected to the server")
    controller.connection(True)
    assert controller.undo() and sent == [P.Undo(index + 1)]
    assert controller.undo_reason() == "Your last move is still on its way to the server."
    # the server's answer: the position before the step; the log forgets the step
    controller.receive(update_of(before, index, me))
    assert session.move == index and session.log == () and session.numbers == []
    assert session.state == observe(before) and controller.in_flight is None
    # the step before it, if any, was never seen here: the server's word in its Update decides
    passed = "The turn has passed to the next player; only steps of the current turn can be undone."
    if index:
        assert controller.undo_reason() == "The server does not let you take this step back."
        controller.receive(attrs.evolve(update_of(before, index, me), undo_refusal=passed))
        assert controller.undo_reason() == passed and not controller.undo()
        assert controller.toast[0] == passed and sent == [P.Undo(index + 1)]  # nothing sent
        controller.receive(attrs.evolve(update_of(before, index, me), undo=True))
    assert controller.undo_reason() == (None if index else "Nothing has happened yet.")


def test_the_other_seats_turn_says_whether_they_are_away():
    state = next(before for before, _a, _after in played(2, 10, 200) if engine.to_act(before) == 1)
    session = RemoteSession(public_setup(SEATS), update_of(state, 5, 0))
    controller = OnlineController(session, Settings, 0, lambda m: None, QuietTable())
    controller.seats = SEATS
    assert controller.guide_waiting() == ("Brunel's turn", "Waiting for Brunel to play.")
    controller.seats = (SEATS[0], attrs.evolve(SEATS[1], connected=False))
    assert controller.guide_waiting()[0] == "Brunel is away"
    controller.connection(False)
    assert controller.guide_waiting()[0] == "Reconnecting..."
    assert controller.legal_for_human() == []


def test_a_seats_state_is_coloured_by_the_seat_in_every_language():
    """Ready in verdigris and away in red whatever the words are (the colour was chosen by
    comparing the translated words with the English 'Ready', so no other language saw it)."""
    from steamworks.language import speaking
    from steamworks.ui.art import palette as PAL

    ready = P.SeatInfo(1, "Brunel", "human", True, True, True)
    away = P.SeatInfo(1, "Brunel", "human", True, True, False)
    waiting = P.SeatInfo(1, "Brunel", "human", True, False, True)
    for code in ("en", "de", "fr", "es"):
        with speaking(code):
            assert seat_state_colour(ready) == PAL.VERDIGRIS, code
            assert seat_state_colour(away) == PAL.OXIDE_RED, code
            assert seat_state_colour(waiting) == PAL.INK_SOFT, code
    assert seat_state_colour(P.SeatInfo(2, "Easy AI", "ai:easy", True, True, True)) == PAL.INK_SOFT


def test_the_lobby_and_the_address_in_words():
    assert seat_state(P.SeatInfo(1, "Player 2", "human", False, False, False)).startswith("Free")
    assert seat_state(P.SeatInfo(1, "Brunel", "human", True, False, False)).startswith("Away")
    assert seat_state(P.SeatInfo(1, "Brunel", "human", True, True, True)) == "Ready"
    assert (
        seat_state(P.SeatInfo(2, "Easy AI", "ai:easy", True, True, True)) == "Played by the server"
    )
    assert server_url("192.168.1.20") == "ws://192.168.1.20:8765"
    assert server_url(" 192.168.1.20:9000 ") == "ws://192.168.1.20:9000"
    assert server_url("ws://example.org:1234") == "ws://example.org:1234"
    assert server_url("::1") == "ws://[::1]:8765"


def test_the_time_left_for_a_move_in_words():
    from steamworks.ui.online.online_controller import clock_words

    assert clock_words(42.9) == "0:42"
    assert clock_words(725) == "12:05"
    assert clock_words(3 * 3600 + 600) == "3 h 10 min"
    assert clock_words(5 * 86400) == "5 days"
    state = next(b for b, _a, _after in played(2, 12, 200) if engine.to_act(b) == 1)
    session = RemoteSession(public_setup(SEATS), update_of(state, 3, 0))
    controller = OnlineController(session, Settings, 0, lambda m: None, QuietTable())
    controller.seats = SEATS
    timed = attrs.evolve(update_of(state, 3, 0), clock=600.0)
    controller.receive(timed)
    left = controller.time_left()
    assert left is not None and 590 < left <= 600
    assert controller.guide_waiting()[1].startswith("Waiting for Brunel to play (9:5")


def test_what_is_said_again_on_resuming_is_kept_once():
    from steamworks.ui.online.talk import Said

    def chat(text: str) -> P.Chat:
        return P.Chat("g", 1, "Brunel", text)

    said = Said()
    for text in ("hello", "ready?", "go"):
        assert said.add(chat(text)) == [chat(text)]
    # a reconnection: the server sends its newest lines again, with those said meanwhile
    said.resuming()
    for text in ("hello", "ready?", "go", "you there?", "hello"):
        assert said.add(chat(text)) == []
    assert said.settle() == [chat("you there?"), chat("hello")]
    assert [c.text for c in said.chat()] == ["hello", "ready?", "go", "you there?", "hello"]
    # a replay that holds nothing new adds nothing
    said.resuming()
    said.add(chat("go"))
    said.add(chat("you there?"))
    said.add(chat("hello"))
    assert said.settle() == []


def test_an_ai_seat_is_named_in_the_players_language_whatever_the_server_said():
    """The server names an AI seat in the language of the game's creator ("Medium AI" for an
    English host); a German player's lobby words it itself. A person's seat keeps their name."""
    from steamworks.language import speaking
    from steamworks.ui.online.lobby import seat_name

    ai = P.SeatInfo(1, "Medium AI", "ai:medium", True, True, True)
    person = P.SeatInfo(0, "Ada", "human", True, True, True)
    free = P.SeatInfo(2, "Player 3", "human", False, False, False)
    assert (seat_name(ai), seat_name(person), seat_name(free)) == (
        "Medium AI",
        "Ada",
        "(free seat)",
    )
    with speaking("de"):
        german = (seat_name(ai), seat_name(person), seat_name(free))
    assert german[1] == "Ada"
    assert german[0] != "Medium AI" and "KI" in german[0]
    assert german[2] != "(free seat)"


def test_the_table_names_an_ai_seat_as_the_lobby_did_in_the_players_language():
    """The table's setup (its seat rows, its log, its spoken words) takes an AI seat's name
    from the seat's controller in this player's language, as the lobby does, not the server's
    "Medium AI"; a person's seat keeps the name they chose."""
    from steamworks.language import speaking
    from steamworks.ui.online.seat_words import seat_name

    seats = (
        P.SeatInfo(0, "Ada", "human", True, True, True),
        P.SeatInfo(1, "Medium AI", "ai:medium", True, True, True),
    )
    with speaking("de"):
        names = tuple(seat.name for seat in public_setup(seats).seats)
        lobby = tuple(seat_name(info) for info in seats)
    assert names == lobby
    assert names[0] == "Ada" and names[1] != "Medium AI" and "KI" in names[1]
    assert tuple(seat.name for seat in public_setup(seats).seats) == ("Ada", "Medium AI")


@pytest.mark.parametrize(
    ("ui_scale", "language"), [(1.0, "en"), (2.0, "de"), (2.0, "fr"), (1.1, "pseudo")]
)
def test_the_move_clock_stands_clear_of_the_banners_title(make_app, ui_scale, language):
    """The move clock in the banner's top right corner never covers its title: at the layout's
    sizes the title keeps clear of it; at larger text (where the title needs the whole width)
    the clock takes the subtitle's line. Its words are the player's language's."""
    from steamworks.language import set_language
    from steamworks.ui.game.turn_banner import turn_banner
    from steamworks.ui.online.shots import sample_table
    from steamworks.ui.overflow import watch_overflows

    app = make_app(size=(1280, 720))
    app.change_settings(ui_scale=ui_scale)
    set_language(language)
    try:
        with watch_overflows() as seen:
            sample_table(app)
            app.frame(1 / 60)
            app.frame(1 / 60)
        scene = app.stack.top
        words = scene._move_clock_words()
        expected = {
            "en": ("23 h", "left"),
            "de": ("noch 23 h", "min"),
            "fr": ("il reste", "min"),
            "pseudo": ("[[23 h", "]"),
        }
        assert words is not None
        assert words.startswith(expected[language][0]) and words.endswith(expected[language][1])
        banner, reserve = scene.banner_words(turn_banner(scene.controller))
        if language == "en":  # beside the title, which keeps clear of it
            assert reserve > 0 and banner.subtitle
        else:  # larger text, or the pseudo-language's longer title: in the subtitle's place
            assert reserve == 0 and banner.subtitle == ""
        assert not [o for o in seen if o.text == banner.title]
    finally:
        set_language("en")


def test_a_switch_of_language_names_the_online_tables_ai_seats_in_it(make_app):
    """The online table opened in English names its AI seat "Medium AI"; switched to German in
    Settings, the table, its log and its spoken words say "KI Mittel" at once (before, only
    when the table was next opened); a person's seat keeps their name."""
    from steamworks.language import set_language
    from steamworks.ui.online.shots import sample_table

    app = make_app(size=(1280, 720))
    try:
        sample_table(app)
        app.frame(1 / 60)
        table = app.stack.top
        ai = table.names.index("Medium AI")
        told = [line.text for line in table.log_panel.lines if "Medium AI" in line.text]
        assert told  # the log tells the AI's moves by its name
        app.change_settings(language="de")
        app.frame(1 / 60)
        app.frame(1 / 60)
        table = app.stack.top
        assert table.names[ai] == "KI Mittel" and "Ada" in table.names
        assert table.session.setup.seats[ai].name == "KI Mittel"
        lines = [line.text for line in table.log_panel.lines]
        assert not [text for text in lines if "Medium AI" in text]
        assert [text for text in lines if "KI Mittel" in text]
    finally:
        set_language("en")


def test_a_kept_online_game_names_its_ai_seats_as_the_table_did():
    """The server's save names an AI seat in its creator's language ("Medium AI"); the game
    kept from it (results, history, Load) names it as this player's table did: "KI Mittel" to
    a German player. A person's seat keeps its name; nothing else of the setup changes."""
    from steamworks.language import speaking
    from steamworks.rules.setup import GameSetup, SeatSetup
    from steamworks.ui.online.seat_words import named_here

    setup = GameSetup(
        (SeatSetup("Ada", "human", 0), SeatSetup("Medium AI", "ai:medium", 1)), seed=7
    )
    with speaking("de"):
        kept = named_here(setup)
    assert [seat.name for seat in kept.seats] == ["Ada", "KI Mittel"]
    assert attrs.evolve(kept, seats=setup.seats) == setup
    assert [seat.controller for seat in kept.seats] == ["human", "ai:medium"]
