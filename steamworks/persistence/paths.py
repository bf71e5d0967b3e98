"""Where the game's files live: the data folder, the settings file, the autosave and saves.

Pure (no pygame). The data folder is chosen in this order:

1. the `STEAMWORKS_DATA_DIR` environment variable, when set (tests point it at a tmp dir);
2. the platform's per-user data folder, when running frozen (a PyInstaller build sets
   `sys.frozen`), because a bundled app has no writable folder of its own;
3. the checkout's `saves/` folder, when running from a source checkout (the package sits next
   to a pyproject.toml), so a developer's saves stay with the working tree;
4. the per-user data folder otherwise (an ordinary pip install).

Every accessor creates the folder when it is missing.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import platformdirs

DATA_DIR_ENV = "STEAMWORKS_DATA_DIR"
APP_NAME = "SteamWorks"
SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
SAVE_SUFFIX = ".json"
_AUTOSAVE_NAME = re.compile(r"^autosave(\.\d+)?\.json$", re.IGNORECASE)

# The package folder (steamworks/) and the folder that would hold pyproject.toml in a checkout.
_PACKAGE_DIR = Path(__file__).resolve().parent.parent
_CHECKOUT_DIR = _PACKAGE_DIR.parent


def source_checkout_root() -> Path | None:
    """The repository root when running from a source checkout, else None."""
    if (_CHECKOUT_DIR / "pyproject.toml").is_file():
        return _CHECKOUT_DIR
    return None


def is_frozen() -> bool:
    """True inside a bundled executable (PyInstaller and friends set `sys.frozen`)."""
    return bool(getattr(sys, "frozen", False))


def user_data_dir() -> Path:
    """The platform's per-user data folder for the game (not created here)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False, roaming=True))


def data_dir() -> Path:
    """The folder for settings and saves, created when needed."""
    override = os.environ.get(DATA_DIR_ENV, "").strip()
    if override:
        folder = Path(override).expanduser()
    elif is_frozen():
        folder = user_data_dir()
    else:
        root = source_checkout_root()
        folder = root / "saves" if root is not None else user_data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@contextlib.contextmanager
def data_folder(folder: str | os.PathLike[str]) -> Iterator[None]:
    """`data_dir()` is `folder` inside the block (through DATA_DIR_ENV), and what it was after:
    for the smoke test's screens, which must never read or write the player's data."""
    old = os.environ.get(DATA_DIR_ENV)
    os.environ[DATA_DIR_ENV] = os.fspath(folder)
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(DATA_DIR_ENV, None)
        else:
            os.environ[DATA_DIR_ENV] = old


def settings_path() -> Path:
    """The settings file (it may not exist yet)."""
    return data_dir() / SETTINGS_FILE


def autosave_path() -> Path:
    """The autosave file (it may not exist yet)."""
    return data_dir() / AUTOSAVE_FILE


def autosave_files() -> list[Path]:
    """The autosave and its numbered backups (autosave.1.json ...) that exist, newest first."""
    folder = data_dir()
    found = [
        p for p in folder.glob("autosave*.json") if _AUTOSAVE_NAME.match(p.name) and p.is_file()
    ]
    return sorted(found, key=lambda p: (p.name != AUTOSAVE_FILE, p.name))


def has_autosave() -> bool:
    """Whether there is an autosave to continue from (a backup left by an interrupted
    autosave counts: the loader falls back to it)."""
    return bool(autosave_files())


def list_saves() -> list[Path]:
    """Save files in the data folder, newest first (the settings file is not a save)."""
    folder = data_dir()
    found = [
        p
        for p in folder.glob(f"*{SAVE_SUFFIX}")
        if p.is_file() and p.name != SETTINGS_FILE and not p.name.startswith(".")
    ]

    def modified(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:  # removed between glob and stat
            return 0.0

    return sorted(found, key=lambda p: (-modified(p), p.name))
