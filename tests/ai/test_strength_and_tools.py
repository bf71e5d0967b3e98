"""The ladder holds on a small seeded sample, and the tournament reports what it promises."""

from __future__ import annotations

import json

import pytest

from steamworks.cli.tournament import main
from steamworks.matches.tournament import Entry, make_tasks, run, summarise, wilson


def test_easy_beats_random_clearly():
    results = run([Entry("easy"), Entry("random")], players=2, games=40, seed=3, jobs=1)
    s = summarise(results)
    assert s["easy"]["win_rate"] >= 0.8
    assert s["easy"]["mean_margin"] > 1.5


def test_tournament_rotates_seats_on_the_same_deals():
    tasks = make_tasks(
        [Entry("hard"), Entry("medium"), Entry("medium")], players=3, games=7, seed=2
    )
    assert len(tasks) == 9  # rounded up to whole rotations
    by_deal = {}
    for t in tasks:
        by_deal.setdefault(t.deal_seed, []).append(t.lineup.index(Entry("hard")))
    assert all(sorted(seats) == [0, 1, 2] for seats in by_deal.values())


def test_wilson_interval():
    lo, hi = wilson(60, 100)
    assert abs(lo - 0.502) < 0.002 and abs(hi - 0.691) < 0.002
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_tournament_command(tmp_path, capsys):
    out = tmp_path / "t.json"
    code = main(
        [
            "--agents",
            "easy,random",
            "--players",
            "3",
            "--games",
            "3",
            "--seed",
            "4",
            "--jobs",
            "2",
            "--json",
            str(out),
            "--quiet",
        ]
    )
    assert code == 0
    text = capsys.readouterr().out
    assert "easy" in text and "random" in text and "95% interval" in text
    data = json.loads(out.read_text())
    assert data["summary"]["easy"]["seats"] == 3 and data["summary"]["random"]["seats"] == 6
    assert len(data["games"]) == 3
    for key in (
        "win_rate",
        "win_low",
        "win_high",
        "mean_rank",
        "mean_margin",
        "time_median",
        "time_p95",
        "time_max",
    ):
        assert key in data["summary"]["easy"]


def test_budgets_for_every_level_or_per_level():
    from steamworks.matches.tournament import parse_budgets, parse_entries

    entries = parse_entries("hard,medium@7,easy", parse_budgets("hard=300,medium=4"))
    assert [(e.level, e.budget) for e in entries] == [("hard", 300), ("medium", 7), ("easy", None)]
    entries = parse_entries("hard,medium", parse_budgets("5"))
    assert [e.budget for e in entries] == [5, 5]
    for bad in ("hard=lots", "many"):
        with pytest.raises(SystemExit, match="--budget"):
            parse_budgets(bad)


@pytest.mark.parametrize("bad", ["0", "-1", "-0.5", "nan", "inf", "-inf", "1e9", "abc", ""])
def test_bad_seconds_are_refused_on_one_line(bad, capsys):
    # --seconds=VALUE; the same values after a space: the next test
    code = main(["--agents", "hard,medium", "--games", "2", "--quiet", f"--seconds={bad}"])
    assert code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "--seconds" in captured.err
    assert "Traceback" not in captured.err


@pytest.mark.parametrize("bad", ["-inf", "-1", "-0.5"])
def test_a_negative_value_after_a_space_gets_the_same_one_line_message(bad, capsys):
    code = main(["--agents", "hard,medium", "--games", "2", "--quiet", "--seconds", bad])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.err.count("\n") == 1 and "--seconds" in captured.err
    assert "usage" not in captured.err
    assert main(["--agents", "hard", "--quiet", "--workers", "-2"]) == 2


def test_seconds_override_level_defaults_and_iteration_budgets():
    from steamworks.matches.tournament import at_equal_time, parse_entries

    lineup = at_equal_time(parse_entries("hard@400,medium-v1,easy", None), 0.05)
    assert [(e.level, e.budget, e.seconds) for e in lineup] == [
        ("hard", None, 0.05),
        ("medium-v1", None, 0.05),
        ("easy", None, None),  # no search: nothing to give time to
    ]


def test_equal_time_tournament_states_the_time(capsys):
    code = main(["--agents", "medium,easy", "--games", "2", "--quiet", "--seconds", "0.01"])
    assert code == 0
    assert "every search agent 0.01 s a decision" in capsys.readouterr().out
    assert main(["--agents", "medium", "--budget", "3", "--seconds", "1", "--quiet"]) == 2


@pytest.mark.parametrize("bad", ["0", "-2", "2.5", "nan", "inf", "100000", "many", ""])
def test_bad_workers_are_refused_on_one_line(bad, capsys):
    code = main(["--agents", "hard,medium", "--games", "2", "--quiet", f"--workers={bad}"])
    assert code == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and "--workers" in captured.err


def test_search_workers_in_game_processes(tmp_path, capsys):
    # Hard's search processes inside the tournament's game processes (which must not be
    # daemons to have them); everything has exited when the tournament returns
    import multiprocessing

    out = tmp_path / "w.json"
    args = ["--agents", "hard@16,easy", "--games", "2", "--jobs", "2", "--workers", "2"]
    assert main([*args, "--quiet", "--json", str(out)]) == 0
    assert "up to 2 search processes each" in capsys.readouterr().out
    data = json.loads(out.read_text())
    assert data["command"]["workers"] == 2 and data["summary"]["hard@16"]["seats"] == 2
    assert multiprocessing.active_children() == []
