"""Crash reports: what the game writes to the data folder when something unexpected breaks.

Pure (no pygame): the UI's crash guard (`steamworks.ui.crash`) collects the facts, this module
turns them into a plain-text report and writes it atomically (a report is whole or absent,
never half-written, even if the game dies again while writing it).

A report holds the game's version, the platform, the length of the game's action log, the
screens that were open and the traceback. It is meant to be attached to a bug report by the
player, so it carries no personal paths: every path outside the data folder (the install
folder, the Python installation, the home folder) is replaced by a placeholder. The data
folder itself is named, because the player needs to find their saves and this report there.
"""

from __future__ import annotations

import datetime as _dt
import os
import platform
import re
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path

from steamworks import __version__
from steamworks.persistence import atomic

REPORT_PREFIX = "crash-"
REPORT_SUFFIX = ".txt"
KEEP_REPORTS = 20  # older reports are removed so a crashing install cannot fill the disk

# The package folder's parent: the checkout, the site-packages folder or the bundle folder.
_INSTALL_DIR = Path(__file__).resolve().parent.parent


def _private_prefixes() -> list[tuple[str, str]]:
    """(path prefix, placeholder) pairs to hide, longest first so the most specific wins."""
    pairs: dict[str, str] = {}
    bundle = getattr(sys, "_MEIPASS", None)  # a PyInstaller bundle's unpack folder
    if bundle:
        pairs[str(Path(bundle))] = "<game>"
    pairs[str(_INSTALL_DIR)] = "<game>"
    for prefix in {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}:
        if prefix:
            pairs[str(Path(prefix))] = "<python>"
    home = os.path.expanduser("~")
    if home and home not in ("~", "/"):
        pairs[str(Path(home))] = "~"
    return sorted(pairs.items(), key=lambda item: len(item[0]), reverse=True)


def scrub_paths(text: str, data_dir: Path | None) -> str:
    """`text` with every private path prefix replaced by a placeholder; the data folder stays."""
    keep = str(data_dir) if data_dir is not None else None
    marker = "\x00DATA\x00"
    if keep:
        text = text.replace(keep, marker)
    for prefix, placeholder in _private_prefixes():
        text = text.replace(prefix, placeholder)
        # tracebacks on Windows may spell the same folder with forward slashes
        alt = prefix.replace("\\", "/")
        if alt != prefix:
            text = text.replace(alt, placeholder)
    if keep:
        text = text.replace(marker, keep)
    return text


def format_report(
    exc: BaseException,
    *,
    action_count: int | None,
    screens: Sequence[str] = (),
    data_dir: Path | None = None,
    earlier: str | None = None,
    in_dialog: bool = False,
    when: _dt.datetime | None = None,
) -> str:
    """The report's text. `earlier` is the text of a previous report of the same session: a
    later crash (after Continue, or inside the crash dialog: `in_dialog`) extends that report
    instead of scattering one session over several files."""
    when = when or _dt.datetime.now(_dt.UTC)
    trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    pygame_version = getattr(sys.modules.get("pygame.version"), "ver", None) or "not loaded"
    lines = [
        "Steam Works crash report",
        "",
        f"Version:       {__version__}",
        f"Time (UTC):    {when.strftime('%Y-%m-%d %H:%M:%S')}",
        f"Platform:      {platform.platform(terse=True)} ({platform.machine() or 'unknown machine'})",
        f"Python:        {platform.python_version()} ({'bundled executable' if getattr(sys, 'frozen', False) else 'source'})",
        f"pygame-ce:     {pygame_version}",
        f"Action log:    {'no game on the table' if action_count is None else f'{action_count} actions'}",
        f"Screens:       {' > '.join(screens) if screens else 'none'}",
        "",
        "Traceback:",
        trace.rstrip(),
        "",
    ]
    text = "\n".join(lines)
    if earlier:
        then = "while the crash dialog was showing" if in_dialog else "later in the same session"
        text = f"{earlier.rstrip()}\n\n--- then, {then} ---\n\n{text}"
    return scrub_paths(text, data_dir)


def report_name(when: _dt.datetime) -> str:
    return f"{REPORT_PREFIX}{when.strftime('%Y%m%d-%H%M%S')}{REPORT_SUFFIX}"


def write_report(
    text: str, folder: Path, when: _dt.datetime | None = None, path: Path | None = None
) -> Path:
    """Write the report atomically into `folder` (or over `path`, to extend an earlier one);
    returns its path. Old reports beyond KEEP_REPORTS are removed. Raises OSError."""
    folder.mkdir(parents=True, exist_ok=True)
    if path is None:
        when = when or _dt.datetime.now(_dt.UTC)
        path = folder / report_name(when)
        counter = 1
        while path.exists():  # two crashes in one second: never overwrite the first
            path = folder / f"{path.stem.split('.')[0]}.{counter}{REPORT_SUFFIX}"
            counter += 1
    atomic.write_atomic(path, text.encode("utf-8"))
    _prune(folder, keep=path)
    return path


def list_reports(folder: Path) -> list[Path]:
    """Crash reports in `folder`, newest first."""
    found = [p for p in folder.glob(f"{REPORT_PREFIX}*{REPORT_SUFFIX}") if _is_report(p.name)]
    return sorted(found, key=lambda p: p.name, reverse=True)


_REPORT_NAME = re.compile(rf"^{REPORT_PREFIX}\d{{8}}-\d{{6}}(\.\d+)?{re.escape(REPORT_SUFFIX)}$")


def _is_report(name: str) -> bool:
    return bool(_REPORT_NAME.match(name))


def _prune(folder: Path, keep: Path) -> None:
    for old in list_reports(folder)[KEEP_REPORTS:]:
        if old != keep:
            atomic.remove_quietly(old)
