"""The replay viewer's pure parts: the told game and its positions, the stepper's moves, the
words of a position, and the names "Play from here" gives its saves (no pygame needed)."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from steamworks.persistence import saves
from steamworks.persistence.errors import ReplayMismatch, SaveError
from steamworks.persistence.record import GameRecord, LogEntry
from steamworks.persistence.savefile import decode_save, encode_save
from steamworks.rules import engine
from steamworks.rules.describe import describe_action
from steamworks.session import GameSession
from steamworks.ui.replay import branch
from steamworks.ui.replay import captions as W
from steamworks.ui.replay.model import ReplayGame, Stepper
from tests.support.savegames import cached_final_record, fixture_record


@pytest.fixture(scope="module")
def finished() -> GameRecord:
    return cached_final_record(6)


@pytest.fixture(scope="module")
def in_progress() -> GameRecord:
    return fixture_record()


def test_every_position_is_the_state_after_that_many_actions(finished):
    game = ReplayGame.of_record(finished)
    assert game.length == len(finished.log)
    session = GameSession(finished.setup)
    assert game.state_at(0) == session.state
    for index, entry in enumerate(finished.log, 1):
        session.submit(entry.action)
        assert game.state_at(index) == session.state
    assert game.state_at(game.length) == finished.state


def test_the_game_as_it_stood_keeps_its_log_prefix_and_tells_its_steps(finished):
    game = ReplayGame.of_record(finished)
    part = game.upto(40)
    assert part.log == finished.log[:40]
    assert part.state == game.state_at(40)
    assert part.log[-1].text  # told: its words come from the states around it


def test_a_game_read_from_a_file_is_replayed_and_told(in_progress):
    data = encode_save(in_progress.setup, in_progress.log, in_progress.state)
    loaded = decode_save(data, replay_log=False)  # entries without states, as a file gives them
    game = ReplayGame.of_record(loaded.record())
    assert game.state_at(game.length) == in_progress.state
    assert game.record.log[0].text


def test_a_record_whose_moves_do_not_lead_to_its_state_is_refused(finished):
    edited = attrs.evolve(finished, state=finished.log[-1].before)
    with pytest.raises(ReplayMismatch):
        ReplayGame.of_record(edited)


def test_a_log_with_a_changed_reveal_is_refused(finished):
    k = next(i for i, entry in enumerate(finished.log) if entry.revealed)
    entry = finished.log[k]
    forged = LogEntry(entry.seat, entry.action, ("not_a_tile",))
    log = finished.log[:k] + (forged,) + finished.log[k + 1 :]
    with pytest.raises(SaveError, match=f"Action {k + 1} of the save's log revealed"):
        ReplayGame.of_record(GameRecord(finished.setup, log, finished.state))


def test_rounds_start_where_the_age_or_round_changes(finished):
    game = ReplayGame.of_record(finished)
    starts = game.starts
    assert starts[0] == 0 and list(starts) == sorted(set(starts))
    assert len(starts) > 3
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else game.length + 1
        rounds = {(game.state_at(i).age, game.state_at(i).round) for i in range(start, end)}
        assert len(rounds) == 1, (start, rounds)


def test_ages_start_at_the_round_starts_where_the_age_changes(finished):
    game = ReplayGame.of_record(finished)
    assert game.age_starts[0] == 0 and set(game.age_starts) <= set(game.starts)
    ages = [game.state_at(start).age for start in game.age_starts]
    assert ages == sorted(set(ages)) and len(ages) >= 2


def test_the_stepper_moves_and_stops_at_both_ends(finished):
    game = ReplayGame.of_record(finished)
    stepper = Stepper(game)
    assert stepper.index == 0 and stepper.at_first
    assert not stepper.back() and not stepper.first()
    assert stepper.forward() and stepper.index == 1
    assert stepper.last() and stepper.index == game.length and stepper.at_last
    assert not stepper.forward() and not stepper.last()
    assert stepper.go(10**6) is False and stepper.index == game.length  # clamped
    assert stepper.go(-5) and stepper.index == 0
    assert Stepper(game, 10**6).index == game.length


def test_round_jumps_go_to_round_starts(finished):
    game = ReplayGame.of_record(finished)
    starts = game.starts
    stepper = Stepper(game)
    visited = [0]
    while stepper.next_round():
        visited.append(stepper.index)
    expected = list(starts) if starts[-1] == game.length else [*starts, game.length]
    assert visited == expected
    # back from the middle of a round: to its start; from its start: to the round before
    stepper.go(starts[2] + 1)
    assert stepper.previous_round() and stepper.index == starts[2]
    assert stepper.previous_round() and stepper.index == starts[1]
    stepper.go(0)
    assert not stepper.previous_round()


def test_the_words_say_what_happens_next_and_how_the_game_ends(finished):
    game = ReplayGame.of_record(finished)
    entry = game.record.log[5]
    assert W.title(game, 5) == f"Step 5 of {game.length}"
    said = describe_action(entry.before, entry.action, game.names)
    assert f"Next, {game.names[entry.seat]} {said}." in W.detail(game, 5)
    assert W.detail(game, game.length).startswith("The game is over.")
    assert W.banner(game, game.length)[0] == "Game over"


def test_a_save_that_stops_mid_game_says_who_is_to_act(in_progress):
    game = ReplayGame.of_record(in_progress)
    seat = engine.to_act(in_progress.state)
    assert f"The save stops here: {game.names[seat]} is to" in W.detail(game, game.length)


def test_a_comparison_names_both_actions_at_its_position(finished):
    game = ReplayGame.of_record(finished)
    k = 30
    state = game.state_at(k)
    chosen = game.record.log[k].action
    other = next(a for a in engine.legal_actions(state) if a != chosen)
    comparison = W.Comparison(k, chosen, other)
    who = game.names[engine.to_act(state)]
    assert W.compared(game, k, comparison) == [
        ("Played", f"{who} {describe_action(state, chosen, game.names)}."),
        ("Better", f"{who} {describe_action(state, other, game.names)}."),
    ]
    assert W.compared(game, k + 1, comparison) == []  # only at its own position
    assert W.compared(game, k, W.Comparison(k, None, other))[0][0] == "Better"


def test_branch_names_fit_a_save_name_and_never_stack_up():
    assert branch.branch_name("Tuesday game", 34) == "Tuesday game — from step 34"
    assert branch.branch_name("Tuesday game — from step 34", 12, 2) == (
        "Tuesday game — from step 12 (2)"
    )
    long = branch.branch_name("x" * 200, 123, 17)
    assert len(long) <= saves.MAX_SLOT_NAME and long.endswith(" — from step 123 (17)")
    saves.slot_file_name(long)  # a name the save folder accepts


def test_an_autosave_is_branched_under_its_players_names(finished):
    game = ReplayGame.of_told(finished, Path("autosave.json"))
    assert branch.base_name(game) == ", ".join(game.names[:-1]) + " & " + game.names[-1]
    named = ReplayGame.of_told(finished, Path("Tuesday game.json"))
    assert branch.base_name(named) == "Tuesday game"


def test_a_comparison_keeps_only_moves_that_are_choices_at_its_position(finished):
    game = ReplayGame.of_record(finished)
    k = 30
    chosen = game.record.log[k].action
    elsewhere = game.record.log[k + 1].action  # another seat's or another decision's move
    assert engine.explain_illegal(game.state_at(k), elsewhere) is not None
    assert W.comparison_at(game, k, chosen, elsewhere) == W.Comparison(k, chosen, None)
    assert W.comparison_at(game, k, elsewhere, None) is None
    assert W.comparison_at(game, game.length + 1, chosen, None) is None
    assert W.comparison_at(game, k, chosen, "not an action") == W.Comparison(k, chosen, None)


def test_a_game_played_on_from_a_step_undoes_as_the_original_could_there(in_progress, data_dir):
    game = ReplayGame.of_record(in_progress)
    log = in_progress.log
    # a step in the middle of a turn, after a step of the same turn that turned up no tile
    k = next(
        k
        for k in range(30, len(log))
        if log[k].turn == log[k - 1].turn
        and log[k].seat == log[k - 1].seat
        and not log[k - 1].revealed
    )
    path = branch.play_from_here(game, k)
    assert path.name == saves.slot_file_name(branch.branch_name(branch.base_name(game), k))
    loaded = saves.load_game(path)
    assert loaded.log == log[:k] and loaded.setup == in_progress.setup
    session = GameSession(loaded.setup, [entry.action for entry in loaded.log])
    assert session.undo_block_reason() is None
    assert session.undo() and session.state == log[k - 1].before


def test_a_game_with_no_move_yet_has_one_position(finished):
    game = ReplayGame.of_record(GameRecord.new(finished.setup))
    assert game.length == 0 and game.starts == (0,) and game.age_starts == (0,)
    stepper = Stepper(game, 5)
    assert stepper.index == 0 and stepper.at_first and stepper.at_last
    assert not any(
        move(stepper)
        for move in (Stepper.forward, Stepper.back, Stepper.next_round, Stepper.previous_round)
    )
    assert "The save stops here" in W.detail(game, 0)
