"""tools/ladder.py end to end on cheap levels: play a table (resumable), fit the file, read it
back through its integrity check, and print the summary."""

from __future__ import annotations

import json

import pytest

from steamworks.ai import ladder_file
from tests.support.tools import load_tool


def test_play_resume_fit_and_summary(tmp_path, capsys):
    ladder = load_tool("ladder")
    games = tmp_path / "games.jsonl"
    play = ["play", "--levels", "easy,random", "--players", "2", "--seed", "3", "--out", str(games)]
    assert ladder.main([*play, "--games", "4"]) == 0
    rows = [json.loads(line) for line in games.read_text("utf-8").splitlines()]
    assert [r["index"] for r in rows] == [0, 1, 2, 3]
    assert rows[0]["digests"].keys() == {"easy", "random"}
    assert rows[0]["command"].endswith(
        f"play --levels easy,random --players 2 --seed 3 --out {games} --games 4"
    )
    # a second run with more games plays only the missing ones
    assert ladder.main([*play, "--games", "6"]) == 0
    rows = [json.loads(line) for line in games.read_text("utf-8").splitlines()]
    assert [r["index"] for r in rows] == [0, 1, 2, 3, 4, 5]
    # a 4-player table of the same levels, one rotation only half played: left out
    four = tmp_path / "four.jsonl"
    assert (
        ladder.main(
            [
                "play",
                "--levels",
                "random,easy",
                "--players",
                "4",
                "--games",
                "4",
                "--out",
                str(four),
            ]
        )
        == 0
    )
    lines = four.read_text("utf-8").splitlines()
    four.write_text("\n".join(lines[:2]) + "\n", encoding="utf-8")
    out = tmp_path / "ladder.json"
    assert ladder.main(["fit", str(games), str(four), "--out", str(out), "--notes", "test"]) == 0
    read = ladder_file.load(out)
    assert list(read.ratings) == ["random", "easy"]
    assert [len(t["games"]) for t in read.tables] == [6]
    assert read.ratings["easy"].rating > 0 and read.notes == "test"
    assert read.command.startswith(".venv/bin/python tools/ladder.py fit")
    capsys.readouterr()
    assert ladder.main(["summary", str(games)]) == 0
    assert "easy" in capsys.readouterr().out


def test_play_makes_the_folder_its_games_go_to(tmp_path):
    # docs/ai.md's commands write under ladder_runs/, which a fresh checkout lacks: the games
    # must land there, not fail when the first one ends (losing it)
    ladder = load_tool("ladder")
    games = tmp_path / "ladder_runs" / "2p_easy_random.jsonl"
    play = ["play", "--levels", "easy,random", "--players", "2", "--games", "2"]
    assert ladder.main([*play, "--out", str(games)]) == 0
    assert len(games.read_text("utf-8").splitlines()) == 2


def test_a_fit_keeps_the_games_of_a_ladder_file_and_adds_new_ones(tmp_path):
    """The rows `play` wrote are not in the repository, so a later run starts from the
    shipped file: its games are kept, new tables add to them, and the same table from both
    sources (its deals counted twice) is refused."""
    ladder = load_tool("ladder")
    first = tmp_path / "first.jsonl"
    base = ["play", "--levels", "easy,random", "--players", "2", "--games", "4"]
    assert ladder.main([*base, "--seed", "3", "--out", str(first)]) == 0
    kept = tmp_path / "kept.json"
    assert ladder.main(["fit", str(first), "--out", str(kept)]) == 0
    # the file alone fits to itself
    again = tmp_path / "again.json"
    assert ladder.main(["fit", str(kept), "--out", str(again)]) == 0
    before, after = ladder_file.load(kept), ladder_file.load(again)
    assert after.ratings == before.ratings and after.tables == before.tables
    # new deals of the same levels (another seed) add a table
    more = tmp_path / "more.jsonl"
    assert ladder.main([*base, "--seed", "4", "--out", str(more)]) == 0
    grown = tmp_path / "grown.json"
    assert ladder.main(["fit", str(kept), str(more), "--out", str(grown)]) == 0
    read = ladder_file.load(grown)
    assert [len(t["games"]) for t in read.tables] == [4, 4]
    assert read.ratings["easy"].games == before.ratings["easy"].games + 4
    # the first table again, from its rows and from the file: refused, nothing written
    refused = tmp_path / "refused.json"
    with pytest.raises(SystemExit, match="count twice"):
        ladder.main(["fit", str(kept), str(first), "--out", str(refused)])
    assert not refused.exists()
    # a damaged ladder file is refused with its fault
    doc = json.loads(kept.read_text("utf-8"))
    doc["ratings"]["easy"]["rating"] += 50
    kept.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SystemExit, match="easy's rating"):
        ladder.main(["fit", str(kept), str(more), "--out", str(refused)])


def test_a_fit_can_leave_out_the_kept_tables_of_a_level_that_plays_differently_now(
    tmp_path, capsys
):
    """When a level changes (a new Hard), its kept games rated its old play: the fit refuses
    them, or with --leave-out-changed leaves out their tables, names them and keeps the rest."""
    ladder = load_tool("ladder")
    old = tmp_path / "old.jsonl"
    base = ["play", "--levels", "easy,random", "--games", "4"]
    assert ladder.main([*base, "--out", str(old)]) == 0
    kept = tmp_path / "kept.json"
    assert ladder.main(["fit", str(old), "--out", str(kept)]) == 0
    new = tmp_path / "new.jsonl"
    assert ladder.main([*base, "--seed", "2", "--out", str(new)]) == 0
    # nothing changed: the flag leaves nothing out
    out = tmp_path / "ladder.json"
    capsys.readouterr()
    assert ladder.main(["fit", str(kept), str(new), "--out", str(out), "--leave-out-changed"]) == 0
    assert "left out" not in capsys.readouterr().out
    assert len(ladder_file.load(out).tables) == 2
    out.unlink()
    # as if Easy had changed since it was rated: its recorded digest is not what it plays now
    doc = json.loads(kept.read_text("utf-8"))
    doc["ratings"]["easy"]["digests"] = {"2": "0" * 16}
    kept.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SystemExit, match="games of easy were played by different versions"):
        ladder.main(["fit", str(kept), str(new), "--out", str(out)])
    with pytest.raises(SystemExit, match="easy plays differently now"):
        ladder.main(["fit", str(kept), "--out", str(out)])
    assert not out.exists()
    capsys.readouterr()
    assert ladder.main(["fit", str(kept), str(new), "--out", str(out), "--leave-out-changed"]) == 0
    assert "left out easy,random/2p/seed1: easy plays differently" in capsys.readouterr().out
    read = ladder_file.load(out)
    assert [t["table"] for t in read.tables] == ["easy,random/2p/seed2"]
    assert read.ratings["easy"].games == 4  # the new games only


def test_games_recorded_with_one_digest_of_every_size_take_their_sizes_digest(tmp_path, capsys):
    """Before session 30 a digest covered every table size together (a ladder file of version
    1, and the rows played then). A fit converts such games to their table size's digest while
    that first form still holds for their levels, and refuses, or leaves out, the rest."""
    ladder = load_tool("ladder")
    rows = tmp_path / "rows.jsonl"
    base = ["play", "--levels", "easy,random", "--players", "2", "--games", "4"]
    assert ladder.main([*base, "--out", str(rows)]) == 0
    kept = tmp_path / "kept.json"
    assert ladder.main(["fit", str(rows), "--out", str(kept)]) == 0
    now = {lv: ladder.level_digest(lv, 2) for lv in ("easy", "random")}
    assert {lv: r.digests for lv, r in ladder_file.load(kept).ratings.items()} == {
        lv: {2: d} for lv, d in now.items()
    }
    # the same file as version 1 wrote it: one digest of every size together
    doc = json.loads(kept.read_text("utf-8"))
    doc["version"] = 1
    for level, entry in doc["ratings"].items():
        del entry["digests"]
        entry["digest"] = ladder.level_digest(level)
    first = tmp_path / "first.json"
    first.write_text(json.dumps(doc), encoding="utf-8")
    out = tmp_path / "converted.json"
    assert ladder.main(["fit", str(first), "--out", str(out)]) == 0
    converted = ladder_file.load(out)
    assert converted.version == 2
    assert {lv: r.digests for lv, r in converted.ratings.items()} == {
        lv: {2: d} for lv, d in now.items()
    }
    assert converted.ratings == ladder_file.load(kept).ratings
    # rows played before, without digests_for: converted the same way
    old_rows = tmp_path / "old_rows.jsonl"
    lines = []
    for line in rows.read_text("utf-8").splitlines():
        row = json.loads(line)
        del row["digests_for"]
        row["digests"] = {lv: ladder.level_digest(lv) for lv in row["digests"]}
        lines.append(json.dumps(row))
    old_rows.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out.unlink()
    assert ladder.main(["fit", str(old_rows), "--out", str(out)]) == 0
    assert ladder_file.load(out).ratings == converted.ratings
    # a first-form digest that is not the level's now: its games rated other play
    doc["ratings"]["easy"]["digest"] = "0" * 16
    first.write_text(json.dumps(doc), encoding="utf-8")
    out.unlink()
    with pytest.raises(SystemExit, match="easy plays differently now than"):
        ladder.main(["fit", str(first), "--out", str(out)])
    assert not out.exists()
    more = tmp_path / "more.jsonl"
    assert ladder.main([*base, "--seed", "2", "--out", str(more)]) == 0
    capsys.readouterr()
    assert (
        ladder.main(["fit", str(first), str(more), "--out", str(out), "--leave-out-changed"]) == 0
    )
    assert "left out easy,random/2p/seed1: easy plays differently" in capsys.readouterr().out
