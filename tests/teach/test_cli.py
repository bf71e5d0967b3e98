"""The two subcommands as a player or CI runs them: `python -m steamworks tutorial --check` and
`python -m steamworks puzzles --verify`, with their exit status."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.parametrize(
    "args, last",
    [
        (["tutorial", "--check"], "11 of 11 lessons play through"),
        (["puzzles", "--verify"], "15 puzzles verified"),
    ],
)
def test_the_subcommands_pass_on_the_shipped_files(args, last):
    result = subprocess.run(
        [sys.executable, "-m", "steamworks", *args], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == last
    assert "pygame" not in result.stderr


def test_a_broken_lesson_folder_fails_the_command(teach_copy, edit_file):
    edit_file(teach_copy / "lessons" / "02_passing.toml", 'kind = "Pass"', 'kind = "Fly"')
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "steamworks",
            "tutorial",
            "--check",
            "--lessons",
            str(teach_copy / "lessons"),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1
    assert "there is no action kind 'Fly'" in result.stdout
