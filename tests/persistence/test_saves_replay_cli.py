"""`steamworks replay SAVE`: the readable log, and clean failures."""

from __future__ import annotations

import io

from steamworks.cli import replay as replay_cli
from steamworks.cli.common import printable
from steamworks.persistence.savefile import encode_save
from tests.support import savegames


def run(argv):
    out, err = io.StringIO(), io.StringIO()
    status = replay_cli.main(argv, out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def test_prints_the_fixture_game():
    status, out, err = run([str(savegames.FIXTURES / "save_v1.json")])
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert (
        lines[0]
        == "Steam Works save 'save_v1.json': 4 players, drafted personas, end-of-age variant, seed 2026"
    )
    assert lines[1].startswith(
        "written by Steam Works 0.1.0 at 2026-01-01T12:00:00+00:00 (save format 1)"
    )
    assert "Age I, round 1" in lines
    first_action = lines[lines.index("Age I, round 1") + 1]
    assert first_action.startswith("    1. Brunel chooses ")
    numbered = [line for line in lines if line[:6].strip().rstrip(".").isdigit()]
    assert len(numbered) == len(savegames.fixture_record().log)
    assert any("[revealed: " in line for line in lines)
    assert lines[-1].startswith("In progress: Age ")


def test_a_finished_game_shows_the_scores(tmp_path, late_game):
    path = tmp_path / "done.json"
    path.write_bytes(encode_save(late_game.setup, late_game.log, late_game.state))
    status, out, _err = run([str(path)])
    assert status == 0
    assert "Game over: " in out and "(winner)" in out


def test_a_bad_file_exits_non_zero_with_one_clear_line(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(b'{"format": "steamworks-save", "format_version": 1, "log": [')
    status, out, err = run([str(path)])
    assert status == 1 and out == ""
    assert err.startswith(f"steamworks replay: cannot read '{path}': The save is incomplete")
    assert err.count("\n") == 1
    status, _out, err = run([str(tmp_path / "missing.json")])
    assert status == 1 and "There is no save file called 'missing.json'" in err


def test_usage_errors_and_help():
    status, _out, err = run([])
    assert status == 2 and "usage: steamworks replay" in err
    status, out, _err = run(["--help"])
    assert status == 0 and "one readable line per action" in out


def test_names_cannot_send_escape_codes():
    assert printable("Ada\x1b[2J\x07") == "Ada?[2J?"


def test_a_finished_game_tells_every_round_end_new_age_and_whose_device(tmp_path, late_game):
    from steamworks.persistence.log_check import replay_states
    from steamworks.rules.actions import PlaceDevice

    path = tmp_path / "done.json"
    path.write_bytes(encode_save(late_game.setup, late_game.log, late_game.state))
    status, out, _err = run([str(path)])
    assert status == 0
    lines = out.splitlines()
    events = [line.strip()[3:] for line in lines if line.startswith("       == ")]
    round_ends = [line for line in events if line.startswith("Round ")]
    assert [line.split()[1] for line in round_ends] == [
        str(n) for n in range(1, late_game.state.round + 1)
    ]
    assert all(line.startswith(f"Round {line.split()[1]} ends") for line in round_ends)
    assert sum(line.startswith("Age II begins: ") for line in events) == 1
    assert sum(line.startswith("Age III begins: ") for line in events) == 1
    assert events[-1].startswith("The game ends (")
    # every mechanic put on another player's device names that player, in the numbered line
    names = [seat.name for seat in late_game.setup.seats]
    numbered = {
        int(line[:6].strip().rstrip(".")): line
        for line in lines
        if line[:6].strip().rstrip(".").isdigit()
    }
    others = 0
    for number, (before, entry, _after) in enumerate(
        replay_states(late_game.setup, late_game.log), 1
    ):
        action = entry.action
        if isinstance(action, PlaceDevice) and before.device(action.device).owner != entry.seat:
            owner = names[before.device(action.device).owner]
            assert (
                f"{names[entry.seat]} places " in numbered[number]
                and f" on {owner}'s " in numbered[number]
            )
            others += 1
    assert others > 5
