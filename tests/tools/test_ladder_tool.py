"""tools/ladder.py end to end on cheap levels: play a table (resumable), fit the file, read it
back through its integrity check, and print the summary."""

from __future__ import annotations

import json

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
