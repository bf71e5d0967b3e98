"""Fixtures of the tutorial and puzzle tests: a copy of the shipped data to damage freely."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from steamworks.teach.files import PACKAGE_DIR


@pytest.fixture
def teach_copy(tmp_path) -> Path:
    """A folder holding copies of the shipped lessons/, puzzles/ and positions/ folders."""
    for name in ("lessons", "puzzles", "positions"):
        shutil.copytree(PACKAGE_DIR / name, tmp_path / name)
    return tmp_path


def edit(path: Path, old: str, new: str) -> None:
    """Replace one exact piece of a data file (the test fails if it is not there)."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.fixture
def edit_file():
    return edit
