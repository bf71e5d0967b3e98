"""The one-turn puzzles: the solver's best is stored in every shipped puzzle and reached by its
line, `puzzles --verify` catches tampering, lines that reveal hidden tiles are refused, and
damaged files are reported with the scenario loader's messages and left out."""

from __future__ import annotations

import random

import pytest

from steamworks.cli import puzzles as verify
from steamworks.rules import engine
from steamworks.rules.scenario import ScenarioError, load_scenario
from steamworks.teach.puzzles import line_positions, load_puzzles
from steamworks.teach.solver import ChanceError, SolveError, solve, turn_over


@pytest.fixture(scope="module")
def shipped():
    puzzles, errors = load_puzzles()
    assert errors == []
    return puzzles


def test_at_least_fifteen_puzzles_from_easy_to_hard(shipped):
    assert len(shipped) >= 15
    levels = [p.level for p in shipped]
    assert levels == sorted(levels) and levels[0] == 1 and levels[-1] >= 4
    assert [p.id for p in shipped] == sorted(p.id for p in shipped)  # numbered easy to hard
    assert len({p.goal.key for p in shipped}) == 5
    assert len({p.id for p in shipped}) == len(shipped)


def test_puzzles_verify_passes_and_ends_with_the_count(capsys):
    assert verify.main(["--verify"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "15 puzzles verified"
    assert all(line.startswith("ok   ") for line in out[:-1]) and len(out) == 16


def test_no_random_line_beats_the_stored_best(shipped):
    """The search is exhaustive: random play through each turn never does better."""
    rng = random.Random(14)
    for puzzle in shipped:
        for _ in range(30):
            state = puzzle.start
            while not turn_over(puzzle.start, state):
                state = engine.apply(state, rng.choice(engine.legal_actions(state)), check=False)
            assert puzzle.result(state) <= puzzle.best, puzzle.id


def test_the_best_line_can_be_shown_step_by_step(shipped):
    puzzle = shipped[0]
    states = line_positions(puzzle)
    assert len(states) == len(puzzle.line) + 1
    assert turn_over(puzzle.start, states[-1]) and puzzle.result(states[-1]) == puzzle.best


def test_stars(shipped):
    puzzle = next(p for p in shipped if p.id == "p01_payday")
    assert puzzle.stars == (11, 9, 7)
    assert [puzzle.stars_for(r) for r in (None, 2, 7, 10, 11)] == [0, 0, 1, 2, 3]


def _puzzle(folder, name="p01_payday"):
    return folder / "puzzles" / f"{name}.toml"


def test_a_tampered_best_fails_verify(teach_copy, edit_file, capsys):
    edit_file(_puzzle(teach_copy), "best = 11\nstars = [11, 9, 7]", "best = 12\nstars = [12, 9, 7]")
    assert verify.main(["--verify", "--puzzles", str(teach_copy / "puzzles")]) == 1
    out = capsys.readouterr().out
    assert (
        "FAIL p01_payday: the best result is 11, the file says 12; the stored line reaches 11, not 12"
        in out
    )
    assert (
        '{ kind = "PlaceDevice", device = 2, pos = [0, 1] }' in out
    )  # the solver's line, to paste
    assert out.splitlines()[-1] == "14 puzzles verified"


def test_a_tampered_line_fails_verify(teach_copy, edit_file, capsys):
    edit_file(_puzzle(teach_copy), 'pos = [0, 2], power = "E"', 'pos = [0, 2], power = "C"')
    assert verify.main(["--verify", "--puzzles", str(teach_copy / "puzzles")]) == 1
    assert "FAIL p01_payday: the stored line cannot be played: " in capsys.readouterr().out


def test_a_line_short_of_the_best_fails_verify(teach_copy, edit_file, capsys):
    edit_file(
        _puzzle(teach_copy),
        '{ kind = "Activate", pos = [1, 1], power = "S" }',
        '{ kind = "EndActivation" }',
    )
    assert verify.main(["--verify", "--puzzles", str(teach_copy / "puzzles")]) == 1
    assert "the stored line reaches 8, not 11" in capsys.readouterr().out


def test_damaged_puzzle_files_are_reported_and_left_out(teach_copy, edit_file, capsys):
    edit_file(_puzzle(teach_copy, "p02_stock_up"), 'goal = "sources"', 'goal = "riches"')
    edit_file(_puzzle(teach_copy, "p03_haiku"), "stars = [3, 2, 1]", "stars = [2, 3, 1]")
    edit_file(teach_copy / "positions" / "p04_order.toml", "money = 3", "money = -3")
    (teach_copy / "puzzles" / "p05_three.toml").write_bytes(b"\xff\xfe garbage")
    good, bad = load_puzzles(teach_copy / "puzzles")
    assert len(good) == 11 and all(isinstance(err, ScenarioError) for err in bad)
    text = "\n".join(str(err) for err in bad)
    assert "`goal` must be one of: prestige, money, sources, reach, deny." in text
    assert "`stars` must not go up" in text
    assert "p04_order.toml has a problem" in text and "money" in text
    assert "p05_three.toml has a problem" in text and "cannot be read" in text
    assert verify.main(["--verify", "--puzzles", str(teach_copy / "puzzles")]) == 1
    assert capsys.readouterr().out.splitlines()[-1] == "11 puzzles verified"


DRAWING = """
    [[player]]
    persona = "tobias"
    side = "B"
    money = 0
    [[player]]
    persona = "alice"
    [belts]
    blue1 = ["start_monetiser", "start_condenser", "manufacturer_1", "sourcer_2"]
    blue2 = ["start_distiller", "upgrader_1", "start_scroll_rack", "librarifier_1"]
    [stacks]
    age1 = ["monetiser_1", "..."]
    """


def test_the_solver_refuses_a_turn_that_reveals_a_hidden_tile():
    # Tobias B's first space draws the top tile of a stack nobody has seen
    with pytest.raises(ChanceError):
        solve(load_scenario(DRAWING), 0, lambda end: end.players[0].money)


def test_a_stack_everyone_knows_is_no_gamble():
    state = load_scenario(DRAWING + "    hidden = [0, 0, 0]\n")
    solution = solve(state, 0, lambda end: len(end.players[0].supply))
    assert solution.best == 2  # the persona tile and the known top tile
    assert type(solution.line[0]).__name__ == "PlacePersona" and solution.line[0].space == 0


def test_the_solver_needs_the_start_of_the_players_turn(shipped):
    with pytest.raises(SolveError):
        solve(shipped[0].start, 1, lambda end: 0)


def test_an_attempt_plays_until_the_turn_ends_and_earns_stars(shipped):
    from steamworks.rules.actions import Activate, EndActivation, PlaceDevice, PlacePersona
    from steamworks.teach.puzzles import PuzzleAttempt

    puzzle = next(p for p in shipped if p.id == "p01_payday")
    attempt = PuzzleAttempt(puzzle)
    assert attempt.play(PlacePersona(7)) == "Your persona board has no such space."
    assert attempt.play(PlaceDevice(2, (0, 1))) is None
    assert attempt.play(Activate((0, 0), "C")) is None
    assert not attempt.finished and attempt.result is None and attempt.stars == 0
    assert attempt.undo() and attempt.play(Activate((0, 0), "C")) is None
    assert attempt.play(EndActivation()) is None
    assert attempt.finished and attempt.result == 5 and attempt.stars == 0
    assert not attempt.undo()
    attempt.restart()
    for action in puzzle.line:
        assert attempt.play(action) is None
    assert attempt.result == 11 and attempt.stars == 3
