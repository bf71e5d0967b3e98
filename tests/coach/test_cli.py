"""`python -m steamworks analyse`: the JSON it prints, and its refusals."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from steamworks.cli import analyse as cli
from steamworks.cli import replay as replay_cli
from steamworks.persistence.saves import save_game
from tests.support.coach import played_record


@pytest.fixture(scope="module")
def save(tmp_path_factory):
    record = played_record(seed=7, players=3, max_actions=45)
    path = tmp_path_factory.mktemp("saves") / "short.json"
    save_game(path, record.setup, record.log, record.state)
    return path, record


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    status = cli.main([str(a) for a in argv], out, err)
    return status, out.getvalue(), err.getvalue()


def test_json_has_the_decisions_and_the_curve(save):
    path, record = save
    status, out, err = run(path, "--json", "--seconds", "0.01", "--seat", "0", "--seat", "2")
    assert status == 0, err
    doc = json.loads(out)
    assert doc["seats"] == [0, 2] and doc["names"] == ["P0", "P1", "P2"] and doc["complete"]
    assert doc["decisions"]
    for d in doc["decisions"]:
        assert {"index", "seat", "round", "chosen", "best", "loss"} <= set(d)
        assert d["seat"] in (0, 2) and record.log[d["index"]].seat == d["seat"]
        assert isinstance(d["chosen"], str) and isinstance(d["best"], str)
        assert d["loss"] >= 0.0
    assert [p["index"] for p in doc["curve"]] == list(range(len(record.log) + 1))
    assert all(len(p["estimates"]) == 3 for p in doc["curve"])
    assert len(doc["costliest"]) <= 5


def test_the_text_report_reviews_the_human_seat_by_default(save):
    path, _record = save
    status, out, err = run(path, "--seconds", "0.01")
    assert status == 0, err
    assert "the decisions of P0 (seat 0)" in out
    assert "Estimated final prestige through the game:" in out


def test_a_bad_save_gets_the_same_line_and_status_as_replay(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "not a save"}', encoding="utf-8")
    for path in (bad, tmp_path / "missing.json"):
        status, out, err = run(path)
        r_out, r_err = io.StringIO(), io.StringIO()
        r_status = replay_cli.main([str(path)], r_out, r_err)
        assert status == r_status == 1 and out == ""
        assert err.count("\n") == 1
        assert err.removeprefix("steamworks analyse: ") == r_err.getvalue().removeprefix(
            "steamworks replay: "
        )


@pytest.mark.parametrize(
    "flags,words",
    [
        (("--seconds", "0"), "above 0"),
        (("--seconds", "nan"), "above 0"),
        (("--seconds", "601"), "at most 600"),
        (("--seconds", "soon"), "'soon'"),
        (("--seat", "-1"), "seat number"),
        (("--seat", "first"), "seat number"),
        (("--seat", "3"), "no seat 3 in this 3-player game"),
        (("--loud",), "unrecognized arguments"),
    ],
)
def test_bad_flags_exit_2_with_a_clear_message(save, flags, words):
    path, _record = save
    status, out, err = run(path, *flags)
    assert status == 2 and out == ""
    assert words in err


def test_the_subcommand_is_wired(tmp_path):
    missing = tmp_path / "missing.json"
    done = subprocess.run(
        [sys.executable, "-m", "steamworks", "analyse", str(missing)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1
    assert done.stderr.startswith(f"steamworks analyse: cannot read {str(missing)!r}")
