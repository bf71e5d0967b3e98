"""Shared fixtures of the save tests: an isolated data folder and cached random games."""

from __future__ import annotations

from pathlib import Path

import pytest

from steamworks.persistence import paths
from tests.support.savegames import cached_final_record


@pytest.fixture
def data_folder(tmp_path, monkeypatch) -> Path:
    """A fresh, empty save folder that paths.data_dir() returns for this test."""
    folder = tmp_path / "data"
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(folder))
    assert paths.data_dir() == folder
    return folder


@pytest.fixture(scope="session")
def late_game():
    """A complete 5-player game (random agents) and its record."""
    return cached_final_record(1)


@pytest.fixture(scope="session")
def short_game():
    """A 3-player game cut after 40 actions: cheap to replay, for tests that load many times."""
    return cached_final_record(5, 40)
