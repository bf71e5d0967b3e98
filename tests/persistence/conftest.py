"""Shared fixtures of the save tests: an isolated data folder and cached random games."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # so tests can import savegames

import savegames  # noqa: E402

from steamworks.persistence import paths  # noqa: E402


@pytest.fixture
def data_folder(tmp_path, monkeypatch) -> Path:
    """A fresh, empty save folder that paths.data_dir() returns for this test."""
    folder = tmp_path / "data"
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(folder))
    assert paths.data_dir() == folder
    return folder


@functools.cache
def cached_final_record(seed: int, max_actions: int | None = None):
    return savegames.final_record(seed, max_actions)


@pytest.fixture(scope="session")
def late_game():
    """A complete 5-player game (random agents) and its record."""
    return cached_final_record(1)


@pytest.fixture(scope="session")
def short_game():
    """A 3-player game cut after 40 actions: cheap to replay, for tests that load many times."""
    return cached_final_record(5, 40)
