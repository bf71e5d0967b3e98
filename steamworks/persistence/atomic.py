"""Crash-safe file writes: a file is either its old contents or its new contents, never half.

The new bytes go to a temporary file in the same folder (same file system, so the final rename
is atomic), which is flushed and fsynced before `os.replace` puts it in place; the folder is
then fsynced so the rename itself survives a power cut (POSIX; Windows has no folder fsync).
A crash at any point leaves the previous file untouched, plus at worst a stray temporary file
whose name starts with a dot (ignored by save listings and removed by later writes).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 600  # a temporary file this old belongs to a write that crashed
_REPLACE_ATTEMPTS = 5  # Windows: a virus scanner or indexer may hold the target for a moment


def write_temp(folder: Path, final_name: str, data: bytes) -> Path:
    """Write `data` to a new temporary file in `folder`, flushed and fsynced; its path."""
    fd = name = handle = None
    # everything from the file's creation on sits inside the try, so that a failure at any
    # point removes the temporary file (and closes it if still open)
    try:
        fd, name = tempfile.mkstemp(prefix=f".{final_name}.", suffix=TEMP_SUFFIX, dir=folder)
        handle = os.fdopen(fd, "wb")
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
        handle.close()
        return Path(name)
    except BaseException:
        if handle is not None:
            handle.close()
        elif fd is not None:
            os.close(fd)
        if name is not None:
            remove_quietly(Path(name))
        raise


def replace(source: Path, target: Path) -> None:
    """`os.replace`, retried briefly when Windows reports the target as in use."""
    for attempt in range(_REPLACE_ATTEMPTS):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == _REPLACE_ATTEMPTS - 1:
                raise
            time.sleep(0.02 * (attempt + 1))


def fsync_folder(folder: Path) -> None:
    """Make renames in `folder` durable (POSIX only; best effort)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot fsync a folder; the rename is still atomic
    finally:
        os.close(fd)


def write_atomic(path: Path, data: bytes) -> None:
    """Replace the file at `path` with `data` atomically. Raises OSError; on any failure the
    previous file at `path` (if any) is unchanged and the temporary file is removed."""
    temp = None
    try:
        temp = write_temp(path.parent, path.name, data)
        replace(temp, path)
    except BaseException:
        if temp is not None:
            remove_quietly(temp)
        raise
    fsync_folder(path.parent)


def remove_quietly(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def remove_stale_temps(
    folder: Path, final_name: str, older_than: float = STALE_TEMP_SECONDS
) -> None:
    """Delete temporary files left by crashed writes of `final_name` (only old ones, so a write
    in progress in another instance of the game is never disturbed)."""
    cutoff = time.time() - older_than
    try:
        candidates = list(folder.glob(f".{final_name}.*{TEMP_SUFFIX}"))
    except OSError:
        return
    for temp in candidates:
        try:
            if temp.is_file() and temp.stat().st_mtime < cutoff:
                temp.unlink()
        except OSError:
            pass
