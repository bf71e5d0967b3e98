"""The game session: logging, undo within a turn, undo blocked by reveals and by turn changes."""

from __future__ import annotations

import random

import pytest

from steamworks.rules.actions import IllegalAction, PlaceDevice, PlacePersona, TakeTop
from steamworks.rules.setup import GameSetup, SeatSetup, quick_setup
from steamworks.session import GameSession


def test_log_records_every_action_with_text_and_seat():
    s = GameSession(quick_setup(3, seed=4))
    rng = random.Random(4)
    for _ in range(30):
        seat = s.to_act()
        s.submit(rng.choice(s.legal_actions()))
        assert s.log[-1].seat == seat and s.log[-1].text
    assert len(s.log) == 30


def test_illegal_action_is_refused_and_changes_nothing():
    s = GameSession(quick_setup(2, seed=1))
    before = s.state
    with pytest.raises(IllegalAction) as err:
        s.submit(PlaceDevice(device=99, pos=(0, 0)))
    assert "device" in str(err.value)
    assert s.state is before and not s.log


def test_undo_inside_a_turn_then_blocked_after_turn_passes():
    s = GameSession(quick_setup(2, seed=3))
    start = s.state
    s.submit(PlacePersona(0))  # take the rightmost tile: a decision follows in the same turn
    assert s.undo_block_reason() is None
    assert s.undo() and s.state == start
    s.submit(PlacePersona(1))
    choice = s.legal_actions()[0]  # a basic source: ends the turn
    s.submit(choice)
    assert s.state.turn != start.turn
    assert "turn has passed" in s.undo_block_reason()
    assert not s.undo()


def test_undo_is_blocked_by_a_reveal():
    seats = (SeatSetup("A", persona="tobias", side="B"), SeatSetup("B", persona="eva", side="A"))
    s = GameSession(GameSetup(seats=seats, seed=2, personas="fixed", start_player=0))
    s.submit(PlacePersona(0))  # Tobias B: top tile of a stack, a steam source and £1
    top = [a for a in s.legal_actions() if isinstance(a, TakeTop)][0]
    s.submit(top)
    # the tile was seen: even if the turn had continued, undo must not cross it
    assert s.log[-1].revealed
    assert s.undo_block_reason() is not None


def test_replaying_a_session_from_its_actions_gives_the_same_state():
    s = GameSession(quick_setup(4, seed=8))
    rng = random.Random(8)
    for _ in range(150):
        if s.over:
            break
        s.submit(rng.choice(s.legal_actions()))
    again = GameSession(s.setup, s.actions)
    assert again.state == s.state


def test_a_rotation_outside_0_to_3_is_stored_reduced():
    import attrs

    from steamworks.rules import engine
    from steamworks.rules.actions import BuildDevice
    from steamworks.rules.frames import BuildFrame

    seats = (SeatSetup("A", persona="alice", side="A"), SeatSetup("B", persona="eva", side="A"))
    state = engine.start(GameSetup(seats=seats, seed=2, personas="fixed", start_player=0))
    p = attrs.evolve(state.players[0], supply=("power_converter_1",), sources=(1, 0, 0))
    state = attrs.evolve(state, players=(p, state.players[1]), pending=(BuildFrame(0, (2,)),))
    after = engine.apply(
        state, BuildDevice((((0, 0), "clockwork_source", 0), ((0, 1), "power_converter_1", 8)))
    )
    assert after.devices[0].layout == (
        ((0, 0), "clockwork_source", 0),
        ((0, 1), "power_converter_1", 0),
    )


def test_each_steps_story_is_told_when_first_read_and_kept(monkeypatch):
    """Building a session from a long log narrates nothing; reading a step's story tells it
    once, in the same words as narrating it at once would."""
    import steamworks.persistence.record as session_module
    from steamworks.rules import engine
    from steamworks.rules.narrate import narrate

    setup = quick_setup(4, seed=8)
    rng = random.Random(8)
    state, actions = engine.start(setup), []
    for _ in range(120):
        action = rng.choice(engine.legal_actions(state))
        actions.append(action)
        state = engine.apply(state, action)
    told = []
    monkeypatch.setattr(
        session_module, "narrate", lambda *args: told.append(args) or narrate(*args)
    )
    s = GameSession(setup, actions)
    assert told == [] and len(s.log) == 120
    names = tuple(seat.name for seat in setup.seats)
    state = engine.start(setup)
    for k, action in enumerate(actions):
        after = engine.apply(state, action)
        assert s.log[k].story == narrate(state, action, after, names)
        state = after
    assert len(told) == 120
    s.story()  # read again: kept, not told a second time
    assert len(told) == 120
    assert any(entry.is_event for entry in s.story())  # the rounds' ends are there


def test_the_session_is_its_saved_record():
    """The session's game is the record a save stores: its log goes into a save as it is, the
    save reads back equal, and undo gives back the very record of the step before."""
    from steamworks.persistence.record import GameRecord, LogEntry
    from steamworks.persistence.savefile import decode_save, encode_save

    s = GameSession(quick_setup(3, seed=5))
    rng = random.Random(5)
    records = [s.record]
    for _ in range(40):
        s.submit(rng.choice(s.legal_actions()))
        records.append(s.record)
    assert isinstance(s.record, GameRecord) and s.log is s.record.log
    assert all(type(entry) is LogEntry for entry in s.log)
    loaded = decode_save(encode_save(s.setup, s.log, s.state))
    assert (loaded.setup, loaded.log, loaded.state) == (s.setup, s.log, s.state)
    while s.undo():
        assert s.record == records[len(s.log)]


def test_an_entry_read_from_a_file_cannot_be_told_without_its_game():
    from steamworks.persistence.record import Untold
    from steamworks.persistence.savefile import decode_save, encode_save

    s = GameSession(quick_setup(2, seed=6), [])
    s.submit(s.legal_actions()[0])
    assert s.log[-1].text
    loaded = decode_save(encode_save(s.setup, s.log, s.state))
    with pytest.raises(Untold):
        _ = loaded.log[-1].story
    again = GameSession(loaded.setup, loaded.record().actions)
    assert again.log[-1].story == s.log[-1].story


def test_a_hint_marks_the_next_action_and_an_undo_keeps_the_mark():
    s = GameSession(quick_setup(2, seed=3))
    s.note_hint()
    s.submit(PlacePersona(0))  # a decision of the same turn follows: this step may be undone
    assert s.log[-1].hinted and not s.hint_pending
    assert s.undo()
    assert s.hint_pending  # the hint was used: the step that replaces it carries the mark
    s.submit(PlacePersona(1))
    s.submit(s.legal_actions()[0])
    assert [e.hinted for e in s.log] == [True, False]
    assert [e.hinted for e in GameSession.from_log(s.setup, s.log).log] == [True, False]
