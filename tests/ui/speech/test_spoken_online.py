"""The online screens by ear, beyond what test_spoken_reading hears: the lobby's Ready, when it
is off, says why in the lobby's own words (not its tooltip); a change that only takes a
sentence away (the lobby's "Reconnecting..." gone once the seat is back) is said; the Online
screen says the same words at 150% and 200% as at 100%, its one column that scrolls followed
by the ring. Real key events through the app's loop, heard through the recording voice."""

from __future__ import annotations

import attrs
import pygame

from tests.ui.speech.test_spoken_menus import spoken_title, to_stop

READY_TIP = "Tell the table you are ready to start"


def seats():
    from steamworks.online import protocol as P

    return (
        P.SeatInfo(0, "Ada", "human", True, False, True, colour=0),
        P.SeatInfo(1, "Brunel", "human", True, False, True, colour=1),
    )


def open_lobby(make_app, recorder, messages):
    from steamworks.ui.online.lobby import LobbyScene
    from steamworks.ui.online.shots import ScriptedLink

    d, ear = spoken_title(make_app, recorder)
    link = ScriptedLink(messages)
    d.app.push(LobbyScene(d.app, link))
    ear.new()
    return d, ear, link


def test_ready_off_while_connecting_says_why_not_its_tooltip(make_app, recorder):
    d, ear, _link = open_lobby(make_app, recorder, [])  # the server has not answered yet
    heard = to_stop(ear, "Ready")
    assert heard[-1] == "Ready: unavailable. Connecting to the server..."
    assert READY_TIP not in " ".join(heard)


def test_ready_off_once_ready_says_who_the_game_waits_for(make_app, recorder):
    from steamworks.online import protocol as P

    d, ear, link = open_lobby(
        make_app, recorder, [P.Seated("g", 0, "t", "INVITE42"), P.Lobby("g", seats(), False)]
    )
    heard = to_stop(ear, "Ready")
    assert heard[-1] == f"Ready. {READY_TIP}."  # on: what it does
    ear.press(pygame.K_RETURN)
    assert link.sent == [P.Ready()]
    # the server tells the table Ada is ready: Ready is off now, and the reason is the lobby's
    ready = (attrs.evolve(seats()[0], ready=True), seats()[1])
    link.messages.append(P.Lobby("g", ready, False))
    ear.new()
    heard = to_stop(ear, "You are ready")
    waiting = (
        "The game starts once every seat is taken and everyone is ready: waiting for Brunel "
        "to get ready."
    )
    assert heard[-1] == f"You are ready: unavailable. {waiting}"
    assert READY_TIP not in heard[-1]


def test_ready_off_after_a_refusal_says_the_refusal(make_app, recorder):
    from steamworks.online import protocol as P

    d, ear, link = open_lobby(make_app, recorder, [P.Failure("full", "This game is full.")])
    heard = to_stop(ear, "Ready")
    assert heard[-1] == "Ready: unavailable. This game is full."


def test_a_sentence_taken_away_is_said(make_app, recorder):
    """The lobby's connection drops and comes back: "Reconnecting..." said as it comes, and
    when the seat is given again and nothing else is new, its going is said too."""
    from steamworks.online import protocol as P
    from steamworks.ui.online.link import RECONNECTING, Status

    d, ear, link = open_lobby(
        make_app, recorder, [P.Seated("g", 0, "t", "INVITE42"), P.Lobby("g", seats(), False)]
    )
    link.messages.append(Status(RECONNECTING, "lost"))
    assert ear.new() == ["Reconnecting..."]
    link.messages.append(P.Seated("g", 0, "t", "INVITE42"))  # the seat back: the line goes
    assert ear.new() == ["No longer: Reconnecting..."]


def test_watched_news_says_what_went_when_nothing_came():
    from steamworks.ui.speech.spoken_screen import Watched, watched_news

    both = Watched(("a", "b"), "Ada: you. Brunel: away.", parts=("Ada: you.", "Brunel: away."))
    only_ada = Watched(("a",), "Ada: you.", parts=("Ada: you.",))
    assert watched_news(both, only_ada) == "No longer: Brunel: away."
    none = Watched((), "", parts=())
    assert watched_news(only_ada, none) == "No longer: Ada: you."
    # something new besides: only the new is said (a changed line says its new words)
    changed = Watched(
        ("a", "c"), "Ada: you. Brunel: online.", parts=("Ada: you.", "Brunel: online.")
    )
    assert watched_news(both, changed) == "Brunel: online."
    assert watched_news(None, only_ada) == "" and watched_news(both, both) == ""


# --- the Online screen at a large text size ------------------------------------------------------


def ring_round(ear, shift: bool = False, limit: int = 60) -> list[str]:
    """Tab (or Shift+Tab) until the first stop comes round again: each stop heard, in order."""
    stops: list[str] = []
    for _ in range(limit):
        said = ear.press(pygame.K_TAB, pygame.KMOD_SHIFT if shift else 0)
        stop = said[-1] if said else ""
        if stops and stop == stops[0]:
            return stops
        stops.append(stop)
    raise AssertionError(stops)


def hear_online(d, ear, scale: float, listed: list) -> tuple[list[str], list[str], list[str]]:
    """The Online screen opened at text size `scale`: its opening, the ring once round by Tab
    and once by Shift+Tab; whether its rows scroll there is checked against `scale`."""
    from steamworks.ui.online.online_screen import OnlineScene
    from tests.ui.speech.test_spoken_reading import ScriptedFinder

    d.app.change_settings(ui_scale=scale)
    d.frames(1)
    ear.new()
    d.app.push(OnlineScene(d.app, finder=lambda: ScriptedFinder(listed)))
    opening = ear.new()
    scene = d.top
    scrolls = bool(scene.column) and scene.column_rows > len(scene.column)
    assert scrolls == (scale > 1.0), (scale, scene.column_rows)
    forward = ring_round(ear)
    backward = ring_round(ear, shift=True)
    d.key(pygame.K_ESCAPE)
    d.frames(2)
    assert d.top.name == "title"
    ear.new()
    return opening, forward, backward


def test_the_online_screen_says_the_same_at_150_and_200_percent(make_app, recorder):
    from steamworks.online.discovery import LanGame
    from steamworks.online.protocol import PROTOCOL_VERSION

    listed = [
        LanGame("Brunel's game", "Brunel", "10.0.0.2", 8765, 2, PROTOCOL_VERSION),
        LanGame("Old game", "Ada", "10.0.0.3", 8765, 1, PROTOCOL_VERSION - 1),
    ]
    d, ear = spoken_title(make_app, recorder)
    usual = hear_online(d, ear, 1.0, listed)
    opening, forward, backward = usual
    assert opening[0].startswith("Play Online. Brunel's game, Brunel, 2 free seats.")
    assert forward[0] == "Your name, text field: Player." and forward[-1].startswith("Back.")
    assert "Brunel's game, Brunel, 2 free seats. Join. Join Brunel's game." in forward
    old = [stop for stop in forward if stop.startswith("Old game")]
    assert old and old[0].startswith("Old game, Ada, 1 free seat. Join: unavailable. This game's")
    assert backward == forward[::-1]  # Shift+Tab: the same stops the other way
    # larger text: one column that scrolls, yet every stop heard, in the same order and words
    assert hear_online(d, ear, 1.5, listed) == usual
    assert hear_online(d, ear, 2.0, listed) == usual


def test_new_games_column_is_rung_the_same_at_200_percent(make_app, recorder):
    """New game's one column at a large text size scrolls too: the ring goes round every seat's
    parts, the options and Start in the same words as at 100%."""
    d, ear = spoken_title(make_app, recorder)
    heard = []
    for scale in (1.0, 2.0):
        d.app.change_settings(ui_scale=scale)
        d.frames(1)
        ear.new()
        to_stop(ear, "New Game")
        ear.press(pygame.K_RETURN)
        scene = d.top
        assert scene.name == "new_game"
        assert (scene.column_rows > len(scene.column)) == (scale > 1.0)
        heard.append(ring_round(ear))
        d.key(pygame.K_ESCAPE)
        d.frames(2)
        ear.new()
    assert heard[0][-1] == "Start." and "Remove Dr Tinkerton." in heard[0]
    assert heard[1] == heard[0]


def arrow_to(ear, key: int, starts: str | tuple[str, ...], limit: int = 15) -> list[str]:
    """An arrow pressed until a stop beginning with `starts` is heard: all heard on the way."""
    heard: list[str] = []
    for _ in range(limit):
        heard += ear.press(key)
        if heard and heard[-1].startswith(starts):
            return heard
    raise AssertionError((starts, heard))


def test_the_arrows_scroll_new_games_column_too(make_app, recorder):
    """Up and Down at 200%: past the rows shown, the column scrolls to the next row with a stop
    (the arrows used to leave it for Back, the rows below out of reach)."""
    d, ear = spoken_title(make_app, recorder)
    d.app.change_settings(ui_scale=2.0)
    d.frames(1)
    to_stop(ear, "New Game")
    ear.press(pygame.K_RETURN)
    scene = d.top
    ear.press(pygame.K_TAB)
    heard = arrow_to(ear, pygame.K_DOWN, "End-of-age rule")
    assert "Back." not in heard and scene.first_row > 0
    arrow_to(ear, pygame.K_UP, ("Inventor's colour", "Remove Inventor"))  # the first seat
    assert ear.press(pygame.K_UP) == []  # nothing above it: the column shows its top, silently
    assert scene.first_row == 0
