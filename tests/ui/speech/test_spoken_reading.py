"""The screens that are read by ear: Statistics (its figures when it opens, each of the last
games as the ring reaches it, Enter replaying it) and the Rules (a chapter part by part with
Down and Up, another chapter with Left and Right), worked with real key events and heard
through the recording voice."""

from __future__ import annotations

import attrs
import pygame

from steamworks.ui.rules import text as rules_text
from steamworks.ui.speech import charts, reading
from tests.ui.speech.test_spoken_menus import spoken_title, to_stop
from tests.ui.test_statistics import record


def test_statistics_says_its_figures_and_each_game_on_the_ring(make_app, recorder):
    record(4, ("human", "ai:easy"), 1)
    record(8, ("human", "ai:medium"), 2)
    d, ear = spoken_title(make_app, recorder)
    to_stop(ear, "Statistics")
    said = ear.press(pygame.K_RETURN)
    assert d.top.name == "statistics"
    assert len(said) == 1
    opening = said[0]
    assert opening.startswith("Statistics. Games played: 2. Won by you: ")
    assert "Best score: " in opening
    assert "Your rating: " in opening  # games against the AI rate the player
    assert "Easy: 1 game, " in opening and "Medium: 1 game, " in opening
    # the rating chart's shape and the prestige bar's, said as a listener can use them
    figs = d.top.figures
    line = [(p.games, p.rating) for p in figs.rating.points]
    assert len(line) == 2
    shape = charts.rating_shape(line)
    assert shape in opening and shape.startswith("Over 2 rated games your rating ")
    assert "Highest " in shape and "Lowest " in shape
    sources = figs.sources
    assert "Where your prestige came from: " in opening
    assert "The largest share, " in opening or "All of it from " in opening
    largest = max(
        (("Prestige chips", sources.chips), ("Clock counters", sources.clocks)),
        key=lambda share: share[1],
    )
    if sources.device_tiles < largest[1]:  # the largest share named first
        assert f"from {largest[0]}: " in opening
    newest = d.top.figures.recent[0]
    names = [seat.name for seat in newest.seats]
    heard = to_stop(ear, "Game 1 of 2")
    game = heard[-1]
    assert all(name in game for name in names)
    assert game.endswith("Enter replays it.")
    assert ear.press(pygame.K_TAB)[-1].startswith("Game 2 of 2")
    ear.press(pygame.K_TAB, pygame.KMOD_SHIFT)
    ear.press(pygame.K_RETURN)
    assert d.top.name == "replay"


def test_statistics_without_games_says_so(make_app, recorder):
    d, ear = spoken_title(make_app, recorder)
    to_stop(ear, "Statistics")
    assert ear.press(pygame.K_RETURN) == ["Statistics. No finished games yet."]


def test_the_rules_are_read_part_by_part(make_app, recorder):
    d, ear = spoken_title(make_app, recorder)
    d.app.nav.open_rules()
    first = rules_text.chapter(rules_text.chapter_ids()[0])
    said = ear.new()
    assert d.top.name == "rules"
    _, _opening, parts = d.top.spoken_pages()
    title = first.title
    assert title == "The Game in Brief"
    assert said == [reading.chapter_opening(title, len(parts), parts[0])]
    assert said[0].startswith("The Game in Brief. ")
    assert "Down reads the next part" in said[0]
    assert said[0].endswith(parts[0] if parts[0].endswith(".") else parts[0] + ".")
    assert ear.press(pygame.K_DOWN) == [reading.chapter_part(parts[1], 1, len(parts))]
    assert ear.press(pygame.K_DOWN) == [reading.chapter_part(parts[2], 2, len(parts))]
    assert ear.press(pygame.K_UP) == [reading.chapter_part(parts[1], 1, len(parts))]
    for _ in range(len(parts)):  # on to the end: the last part says that the chapter ends
        said = ear.press(pygame.K_DOWN)
    assert said[-1].endswith("End of the chapter.")
    said = ear.press(pygame.K_RIGHT)  # the next chapter, from its first part
    second = rules_text.chapter(rules_text.chapter_ids()[1])
    assert len(said) == 1 and said[0].startswith(second.title + ".")
    said = ear.press(pygame.K_DOWN)
    assert said == [
        reading.chapter_part(d.top.spoken_pages()[2][1], 1, len(d.top.spoken_pages()[2]))
    ]


def test_the_glossary_reads_each_tile(make_app, recorder):
    d, ear = spoken_title(make_app, recorder)
    d.app.nav.open_rules("glossary")
    said = ear.new()
    entries = rules_text.glossary_entries()
    assert said[0].startswith("Tile Glossary. ")
    assert said[0].endswith(
        reading.glossary_part(entries[0].name, entries[0].connectors, entries[0].effect)
    )
    assert ear.press(pygame.K_DOWN) == [
        reading.chapter_part(
            reading.glossary_part(entries[1].name, entries[1].connectors, entries[1].effect),
            1,
            len(entries),
        )
    ]


def test_part_words_read_lists_and_tables_item_by_item():
    assert reading.part_words("p", "A paragraph.") == ["A paragraph."]
    assert reading.part_words("list", ("One.", "Two.")) == ["One.", "Two."]
    rows = (("Key", "What it does"), ("F2", "Spoken mode."), ("", object()))
    assert reading.part_words("table", rows) == ["Key, What it does", "F2, Spoken mode"]
    assert reading.chapter_part("Last", 2, 3) == "Last. End of the chapter."
    assert reading.chapter_part("Middle", 1, 3) == "Middle."


# --- the replay viewer ---------------------------------------------------------------------------


def ear_step(game, index: int) -> str:
    """A step of the replay as it is said when reached (no comparison shown)."""
    from steamworks.ui.replay import captions
    from steamworks.ui.speech import positions

    return positions.step_words(captions.title(game, index), captions.detail(game, index))


def test_the_replay_narrates_each_step_and_answers_the_query_keys(make_app, recorder):
    from steamworks.rules import engine
    from steamworks.ui.replay import captions
    from steamworks.ui.speech import positions, words
    from tests.support.savegames import cached_final_record

    record = cached_final_record(4)
    d, ear = spoken_title(make_app, recorder)
    d.app.nav.open_replay(record)
    said = ear.new()
    assert d.top.name == "replay"
    assert len(said) == 1
    assert said[0].startswith("Replay. Left and Right step through the game")
    assert "M, B, C, P, D, W and L say the position." in said[0]
    assert "Step 0 of " in said[0]
    game = d.top.game
    first = record.log[0]
    assert captions.detail(game, 0) in said[0]
    assert first.seat is not None
    said = ear.press(pygame.K_RIGHT)  # the next step, narrated as the log says it
    assert said == [positions.step_words(captions.title(game, 1), captions.detail(game, 1))]
    assert said[0].startswith(f"Step 1 of {game.length}.")
    assert ear.press(pygame.K_LEFT)[0].startswith("Step 0 of ")
    state = game.state_at(0)
    names = tuple(game.names)
    assert ear.press(pygame.K_b) == [words.belts_words(state)]
    assert ear.press(pygame.K_c) == [words.clock_words(state, names)]
    assert ear.press(pygame.K_p) == [words.prestige_words(state, names, None)]
    to_act = engine.to_act(state)
    assert to_act is not None
    # "my" money is the player's whose board is shown, named as a spectator hears it
    said = ear.press(pygame.K_m)
    assert said == [words.supply_words(state, to_act, names[to_act])]
    assert said[0].startswith(f"{names[to_act]} has ") and "You have" not in said[0]
    assert ear.press(pygame.K_d) == [words.devices_words(state, to_act, names, None)]
    after = (to_act + 1) % len(names)
    assert ear.press(pygame.K_d) == [words.devices_words(state, after, names, None)]
    # W: whose turn and what they are asked, with every choice; L: nothing told yet
    said = ear.press(pygame.K_w)
    assert said == [positions.turn_and_choices(state, names)]
    assert said[0].startswith(f"{names[to_act]}'s turn. ") and " 1: " in said[0]
    assert ear.press(pygame.K_l) == ["Nothing has happened yet."]
    ear.press(pygame.K_RIGHT)
    said = ear.press(pygame.K_l)  # the log's last line at step 1: the first move, told
    told = record.log[0].story
    assert told and said == [told[-1].text]
    assert said[0].startswith(names[first.seat])
    # the slider is a stop of the ring too, said by what it is and its keys; a step along it
    # is said by the step's narration alone
    heard = to_stop(ear, "The game's slider")
    assert heard[-1] == positions.slider_words()
    said = ear.press(pygame.K_LEFT)
    assert d.top.index == 0 and said == [ear_step(game, 0)]
    ear.press(pygame.K_RIGHT)
    # Next board (Tab to it, Enter): M is about the board now shown
    heard = to_stop(ear, "Next board")
    assert heard[-1].startswith("Next board")
    ear.press(pygame.K_RETURN)
    shown = d.top.focus
    state = game.state_at(1)
    assert shown != engine.to_act(state)
    assert ear.press(pygame.K_m) == [words.supply_words(state, shown, names[shown])]
    ear.press(pygame.K_END)
    said = ear.new()
    assert d.top.index == game.length
    said = ear.press(pygame.K_w)  # the end: who won
    assert said == [words.turn_words(game.state_at(game.length), names, None)]
    assert said[0].startswith("The game is over.")
    ear.press(pygame.K_F2)  # off: the keys are silent
    assert ear.press(pygame.K_b) == []
    assert ear.press(pygame.K_l) == []


# --- buttons that are off, on the screens with rings of their own ------------------------------


def test_the_accessibility_ring_stops_on_usual_keys_while_it_is_off(make_app, recorder):
    d, ear = spoken_title(make_app, recorder)
    d.app.nav.open_access_settings()
    ear.new()
    heard = to_stop(ear, "Usual keys")
    assert heard[-1] == "Usual keys: unavailable. Every action already has its usual key."
    assert ear.press(pygame.K_RETURN) == []  # Enter on it does nothing
    assert d.top.name == "settings-access"
    assert ear.press(pygame.K_TAB)[-1] == "Done."
    ear.press(pygame.K_F2)  # the voice off: the ring passes it by, as before
    d.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert d.top.focused_id() != "usual_keys"


# --- the final table and the online table ------------------------------------------------------


def test_the_final_table_says_how_it_ended_not_the_whole_game(make_app, recorder):
    from steamworks.ui.game.sample_games import finished_session
    from steamworks.ui.scenes.final_table import FinalTableScene
    from steamworks.ui.scenes.game_hooks import make_hooks
    from steamworks.ui.speech import words
    from tests.support.driver import Driver, fast
    from tests.ui.speech.ear import Ear as TableEar

    app = make_app(size=(1280, 720), hooks=make_hooks())
    fast(app)
    app.change_settings(spoken_mode=True)
    session = finished_session(2, 5)
    app.reset_to(FinalTableScene(app, session))
    d = Driver(app)
    d.frames(2)
    ear = TableEar(d, recorder)
    said = ear.new()
    # the game's last line and who won, not its hundred lines from the first
    assert said[0] == words.log_words(session.story()[-1])
    assert said[-1].startswith("The game is over.")
    assert len(said) <= 3
    state, names = session.state, tuple(d.top.controller.names)
    assert ear.press(pygame.K_p) == [
        words.prestige_words(state, names, d.top.spoken.listening_seat())
    ]
    assert ear.press(pygame.K_TAB) == ["Results"]


def test_the_online_table_says_who_is_away_and_the_connection_lost(make_app, recorder):

    from steamworks.online import protocol as P
    from steamworks.ui.online.link import RECONNECTING, Status
    from steamworks.ui.online.shots import sample_table
    from tests.support.driver import Driver, fast
    from tests.ui.online.test_online_table import brunel_leaves
    from tests.ui.speech.ear import Ear as TableEar

    app = make_app()
    fast(app)
    app.change_settings(spoken_mode=True)
    table = sample_table(app)
    d = Driver(app)
    d.frames(2)
    ear = TableEar(d, recorder)
    ear.new()
    brunel_leaves(table, P.AWAY)
    d.frames(2)
    said = ear.new()
    assert said[-1] == "Brunel: away."  # what changed, not every seat again
    table.link.messages.append(Status(RECONNECTING, "lost"))
    d.frames(2)
    said = ear.new()
    assert said[-1].startswith("Reconnecting... The connection to the server was lost.")
    table.link.messages.append(Status("connected"))
    d.frames(2)
    assert "Brunel: away." in ear.new()[-1]  # back: who is there, said again


# --- the coach's analysis --------------------------------------------------------------------------


def test_the_analysis_says_when_it_is_done_and_reads_its_decisions(make_app, recorder, quick_runs):
    from steamworks.ui.analysis import screen as analysis_scene
    from tests.ui.test_analysis_screen import finish, short_game

    made = quick_runs
    d, ear = spoken_title(make_app, recorder)
    d.app.nav.open_analysis(short_game())
    said = ear.new()
    assert d.top.name == "analysis"
    assert said[0].startswith("The Coach's Analysis. Down and Up read the costliest decisions")
    finish(d, made[0])
    # done, with its sum: on a frame of its own after the run (a busy machine may need more
    # than one), or already in the opening when an earlier test's run of this game finished
    for _ in range(60):
        if any("prestige given up in all" in line for line in said):
            break
        d.frames(1)
        said += ear.new()
    assert any("prestige given up in all" in line for line in said), said
    scene = d.top
    reviews = scene.costliest()
    assert reviews, "the short game has a decision that cost something"
    said = ear.press(pygame.K_DOWN)
    assert len(said) == 1 and said[0].startswith("1: ")
    assert isinstance(scene, analysis_scene.AnalysisScene)
    assert said[0] == reading.chapter_part(
        scene.spoken_pages()[2][1], 1, len(scene.spoken_pages()[2])
    )
    ear.press(pygame.K_UP)
    said = ear.press(pygame.K_1)  # its number opens it in the replay, which narrates its step
    assert d.top.name == "replay" and d.top.index == reviews[0].index
    assert "Played: " in said[-1] and "Better: " in said[-1]


# --- the Online screen -----------------------------------------------------------------------------


class ScriptedFinder:
    """A Find list without a network: the games a test puts in `listed`."""

    unavailable = None

    def __init__(self, listed: list) -> None:
        self.listed = listed

    def games(self) -> list:
        return list(self.listed)

    def close(self) -> None:
        pass


def test_the_online_screen_says_its_games_and_its_fields_by_their_labels(make_app, recorder):
    from steamworks.online.discovery import LanGame
    from steamworks.online.protocol import PROTOCOL_VERSION
    from steamworks.ui.online.online_screen import OnlineScene

    listed: list = []
    d, ear = spoken_title(make_app, recorder)
    d.app.push(OnlineScene(d.app, finder=lambda: ScriptedFinder(listed)))
    said = ear.new()
    assert said[0].startswith("Play Online. No game on this network has a free seat now.")
    said = ear.press(pygame.K_TAB)  # the ring's first stop: the name field, by its label
    assert said[-1].startswith("Your name, text field")
    listed.append(LanGame("Brunel's game", "Brunel", "10.0.0.2", 8765, 2, PROTOCOL_VERSION))
    said = ear.new()  # a game appears on the network: said as it comes
    assert said == ["Brunel's game, Brunel, 2 free seats."]
    heard = to_stop(ear, "Address")
    assert heard[-1] == ("Address, text field, empty. Until you type, it shows: 192.168.1.20:8765.")
    heard = to_stop(ear, "Brunel's game")
    assert heard[-1] == "Brunel's game, Brunel, 2 free seats. Join. Join Brunel's game."
    listed.append(LanGame("Old game", "Ada", "10.0.0.3", 8765, 1, PROTOCOL_VERSION - 1))
    ear.new()
    said = ear.press(pygame.K_TAB)  # a game of another version: its Join is off, and why
    assert said[-1].startswith("Old game, Ada, 1 free seat. Join: unavailable. This game's server")


# --- the online lobby ------------------------------------------------------------------------------


def test_the_lobby_says_each_seat_its_changes_and_the_chat(make_app, recorder):
    from steamworks.online import protocol as P
    from steamworks.ui.online.lobby import LobbyScene
    from steamworks.ui.online.shots import ScriptedLink

    d, ear = spoken_title(make_app, recorder)
    seats = (
        P.SeatInfo(0, "Ada", "human", True, False, True, colour=0),
        P.SeatInfo(1, "", "human", False, False, False, colour=1),
        P.SeatInfo(2, "Medium AI", "ai:medium", True, True, True, colour=2),
    )
    link = ScriptedLink([P.Seated("g", 0, "t", "INVITE42"), P.Lobby("g", seats, False)])
    d.app.push(LobbyScene(d.app, link))
    said = ear.new()
    opening = said[0]
    assert opening.startswith("Online Lobby.")
    assert "Ada (you), " in opening and ", Person: Not ready yet." in opening
    assert "(free seat), " in opening and ": Free: waiting for a friend to join." in opening
    assert "Medium AI, Emerald: Played by the server." in opening  # its level named once
    assert "waiting for 1 free seat to be taken" in opening
    assert opening.endswith("Steam Works online: invite code INVITE42.")
    # Brunel takes the free seat: what changed is said (his seat, who the game waits for)
    joined = (seats[0], attrs.evolve(seats[1], name="Brunel", taken=True, connected=True), seats[2])
    link.messages.append(P.Lobby("g", joined, False))
    said = ear.new()
    assert said == [
        "Brunel, Cobalt, Person: Not ready yet. The game starts once every seat is taken and "
        "everyone is ready: waiting for Ada and Brunel to get ready."
    ]
    link.messages.append(P.Chat("g", 1, "Brunel", "Good evening!"))
    assert ear.new() == ["Brunel: Good evening!"]  # a chat line, as it comes
    heard = to_stop(ear, "Ready")  # the ring: the lobby's buttons, by Tab
    assert heard[-1].startswith("Ready")
    ear.press(pygame.K_RETURN)
    assert link.sent == [P.Ready()]


def test_watched_news_says_only_what_changed():
    from steamworks.ui.speech.spoken_screen import Watched, watched_news

    first = Watched(("a", "b"), "A. B.", parts=("A.", "B."))
    assert watched_news(None, first) == ""  # the opening said it
    assert watched_news(first, first) == ""
    changed = Watched(("a", "c"), "A. C.", parts=("A.", "C."))
    assert watched_news(first, changed) == "C."
    whole = Watched(2, "Save 2 of 2.")
    assert watched_news(Watched(1, "Save 1 of 2."), whole) == "Save 2 of 2."
