"""The game controller alone, with no pygame and no window: turn flow, refusals, undo, the
question before a move that cannot be undone, the AI's pace, the hot-seat announcement, the
results when due, and a failed autosave's message.

A recording listener stands in for the table, a worker that answers at once for the AI's
thread, and time is stepped with made-up frame times (`update(dt, animating)`).
"""

from __future__ import annotations

import subprocess
import sys

from steamworks.rules import actions as A
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.session import GameSession
from steamworks.ui.game.controller import (
    ANNOUNCE_TIME,
    RESULTS_PAUSE,
    GameController,
    last_move_keys,
    move_sound,
)
from steamworks.ui.settings import Settings
from tests.support.workers import InstantWorker


def test_the_controller_does_not_import_pygame():
    code = (
        "import sys\n"
        "import steamworks.ui.game.controller\n"
        "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


class Table:
    """Records what the controller tells the table; answers the confirmation as told."""

    def __init__(self, agree: bool = True, shows: bool = False) -> None:
        self.agree = agree
        self.shows = shows
        self.events: list[tuple] = []
        self.pending = None  # the move waiting for an answer, when agree is None

    def shows_table(self) -> bool:
        return self.shows

    def changed(self, before, action, actor, animate) -> None:
        self.events.append(("changed", action, actor))

    def settled(self) -> None:
        self.events.append(("settled",))

    def refused(self) -> None:
        self.events.append(("refused",))

    def ask_first(self, answer, play) -> None:
        self.events.append(("asked", answer.kind))
        if self.agree is None:
            self.pending = play
        elif self.agree:
            play()

    def results_due(self) -> None:
        self.events.append(("results",))

    def kinds(self) -> list[str]:
        return [event[0] for event in self.events]


def make(*controllers: str, seed: int = 3, table: Table | None = None, **settings):
    seats = tuple(
        SeatSetup(name, controller=c, colour=i)
        for i, (name, c) in enumerate(zip(("Ada", "Brunel", "Clementine"), controllers))
    )
    session = GameSession(GameSetup(seats=seats, seed=seed, start_player=0))
    table = table if table is not None else Table()
    chosen = Settings(**settings)
    game = GameController(session, lambda: chosen, autosave=False, listener=table)
    game.ai = InstantWorker()
    return game, table


def last_turn_game(table: Table, **settings) -> GameController:
    """Two humans in round 1; three mechanics have passed, so Brunel's is the round's last."""
    game, _ = make("human", "human", seed=2, table=table, **settings)
    for _ in range(3):
        assert game.submit(A.Pass())
    assert game.session.to_act() == 1 and game.session.state.round == 1
    return game


def test_a_move_is_submitted_and_the_table_told():
    game, table = make("human", "human")
    seat = game.session.to_act()
    action = game.legal_for_human()[0]
    assert game.play(action) is True
    assert game.version == 1 and game.session.log[-1].action == action
    assert table.events == [("changed", action, seat)]
    assert game.last_human == seat


def test_a_refused_move_leaves_a_message_and_changes_nothing():
    game, table = make("human", "human")
    state = game.session.state
    assert game.submit(A.TakeTop(stack=9)) is False
    assert game.session.state == state and game.version == 0
    assert table.kinds() == ["refused"] and game.toast is not None and game.toast[0]


def test_undo_is_refused_with_a_reason_then_takes_back_a_step():
    game, table = make("human", "human")
    assert game.undo_reason() is not None
    assert game.undo() is False and table.kinds() == ["refused"]
    before = game.session.state
    game.submit(game.legal_for_human()[0])  # a mechanic placed: a step that can be taken back
    assert game.undo_reason() is None and game.undo() is True
    assert game.session.state == before and table.events[-1] == ("changed", None, None)


def test_a_move_that_cannot_be_undone_is_asked_first_when_the_setting_says_so():
    table = Table(agree=None)
    game = last_turn_game(table, confirm_no_undo=True)
    log = len(game.session.log)
    assert game.play(A.Pass()) is None  # asked, not played
    assert table.events[-1] == ("asked", "round_end")
    assert len(game.session.log) == log
    table.pending()  # "Play it"
    assert len(game.session.log) == log + 1 and game.session.state.round == 2


def test_an_answer_given_after_the_table_moved_on_plays_nothing():
    table = Table(agree=None)
    game = last_turn_game(table, confirm_no_undo=True)
    game.play(A.Pass())
    game.version += 1  # something else changed the table meanwhile
    log = len(game.session.log)
    table.pending()
    assert len(game.session.log) == log


def test_without_the_setting_the_move_is_played_at_once():
    table = Table(agree=False)
    game = last_turn_game(table)
    assert game.play(A.Pass()) is True and "asked" not in table.kinds()


def test_each_ai_move_is_held_for_the_pace_then_the_human_gets_the_table():
    game, table = make("ai:easy", "human", ai_delay=1.0)
    game.update(0.05, animating=False)
    assert len(game.session.log) == 1 and game.pacer.holding
    assert game.showing_turn_of == 0 and game.legal_for_human() == []
    for _ in range(10):  # not yet a second: no second move
        game.update(0.05, animating=False)
    assert len(game.session.log) == 1
    for _ in range(200):
        game.update(0.05, animating=False)
        if game.session.to_act() == 1 and not game.pacer.holding:
            break
    assert not game.pacer.holding and ("settled",) in table.events
    assert game.showing_turn_of == 1 and game.legal_for_human()


def test_a_click_cuts_the_wait_short():
    game, table = make("ai:easy", "human", ai_delay=5.0)
    game.update(0.05, animating=False)
    assert game.pacer.holding
    assert game.hurry() is True and not game.pacer.holding and table.kinds()[-1] == "settled"
    assert game.hurry() is False


def test_hot_seat_the_next_human_is_announced_once_the_ai_move_has_settled():
    game, _ = make("human", "ai:easy", "human", seed=5, ai_delay=1.0)
    game.start()
    assert game.announce is not None and game.announce[0] == 0
    game.announce = None
    game.submit(A.Pass())  # Ada passes: the AI's turn
    for _ in range(400):
        game.update(0.05, animating=False)
        if game.session.to_act() == 2:
            break
    assert game.session.to_act() == 2 and game.pacer.holding and game.announce is None
    for _ in range(40):
        game.update(0.05, animating=False)
    assert not game.pacer.holding
    assert game.announce is not None and game.announce[0] == 2
    for _ in range(round(ANNOUNCE_TIME / 0.05) + 2):
        game.update(0.05, animating=False)
    assert game.announce is None


def test_the_results_come_once_the_last_move_has_been_seen():
    game, table = make("ai:easy", "ai:easy", ai_delay=0.0)
    for _ in range(20000):
        game.update(0.05, animating=False)
        if game.session.state.game_over:
            break
    assert game.session.state.game_over and game.over_timer == 0.0
    game.update(RESULTS_PAUSE, animating=True)  # still flying: the results wait
    assert "results" not in table.kinds()
    game.update(0.05, animating=False)
    assert table.kinds()[-1] == "results" and game.over_timer is None


def test_a_failed_autosave_is_told_in_the_toast():
    game, _ = make("human", "human")
    game.autosaver.last_error = "The disk is full."
    game.update(0.05, animating=False)
    assert game.toast == ("The disk is full.", 0.0) and game.autosaver.last_error is None


def test_the_last_move_keys_and_the_sound_of_placing_a_mechanic():
    game, _ = make("human", "human")
    before = game.session.state
    place = next(a for a in game.legal_for_human() if isinstance(a, A.PlacePersona))
    game.submit(place)
    after = game.session.state
    assert last_move_keys(before, after, place, 0) == frozenset({("persona_space", 0, place.space)})
    assert game.last_move == last_move_keys(before, after, place, 0)
    assert move_sound(before, after, place) == "mechanic_placed"
