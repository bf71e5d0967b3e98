"""Every way loading or saving a game can fail, as exceptions that carry a sentence for the player.

The UI shows `str(error)` in a dialog, so each message names the file's problem in plain words
and, where it helps, what the player can do. Callers only ever need to catch `SaveError`;
the subclasses exist so that tests, tools and the UI can tell the cases apart (a future-format
save deserves a "please update" dialog, a damaged autosave a quiet fallback to a backup).
"""

from __future__ import annotations

from pathlib import Path


class SaveError(Exception):
    """A save could not be read or written. `str(error)` is a complete sentence for the player."""

    def __init__(self, message: str, path: Path | str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = Path(path) if path is not None else None

    def __str__(self) -> str:
        return self.message


def file_words(name: str, exc: OSError) -> dict[str, object]:
    """The two placeholders of a sentence about a file the system refused: `{name}`, the file's
    name quoted as the player sees it, and `{problem}`, the system's own reason."""
    return {"name": repr(name), "problem": exc.strerror or exc}


class SaveNotFound(SaveError):
    """There is no file at that path (or it is a folder, a device, a pipe...)."""


class SaveTooLarge(SaveError):
    """The file is bigger than any real save could be; it was not read."""


class SaveUnreadable(SaveError):
    """The operating system refused to read the file (permissions, disk error)."""


class SaveCorrupt(SaveError):
    """The bytes are not a JSON document: truncated, random bytes, invalid UTF-8, bad syntax."""


class NotASave(SaveError):
    """Valid JSON, but not a Steam Works save (another program's file, a settings file...)."""


class SaveFromFuture(SaveError):
    """The save was written by a newer version of the game, in a format this one cannot read."""


class SaveFormatError(SaveError):
    """A Steam Works save of a known format whose contents have the wrong shape: missing or
    unknown fields, values of the wrong type, out-of-range numbers."""


class ImpossibleGame(SaveError):
    """The contents are well formed but describe something the rules forbid: negative money,
    a tile in two places, an unknown tile, a setup the game cannot deal."""


class ReplayMismatch(SaveError):
    """The action log does not replay (an illegal action), or replays to a different game than
    the snapshot saved beside it. Usually a damaged or hand-edited file; sometimes a save from a
    version whose rules behaved differently."""


class SaveWriteError(SaveError):
    """The game could not be written (disk full, folder not writable, bad slot name). The
    previous file at that place, if any, is untouched."""
