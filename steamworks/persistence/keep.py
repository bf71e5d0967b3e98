"""Keeping games: a game the player leaves for another is written as a save of its own.

When a new game, a rematch or another save replaces the game in progress, or when a game
ends, the UI calls `keep_game(setup, log, state)` so that the game stays in the Load list
instead of being forgotten with the autosave. This module decides what to write and where:

- the name says who played and when: "Ada, Brunel & Cyd — 24 Nov 2026 10.14" (`kept_name`;
  the file name comes from `saves.slot_file_name`, so it is always a safe one);
- the same game is never kept twice: a save in the folder that already holds exactly this
  game (same setup, same log) is reported and nothing is written; a save this module made
  earlier for an earlier point of the same game (its log a prefix of this one) is updated in
  place, so one game has one kept save however often it is kept; but never the save the
  player is opening (`opening`): they get exactly the point they chose, and the later point
  on the table is then kept as a save of its own;
- nothing good is ever overwritten: a new kept save goes to a name no file has (" (2)",
  " (3)"... when the name is taken), and is put there with a hard link that fails rather than
  replace a file that appeared meanwhile; a damaged or foreign file is never touched;
- every write is atomic (atomic.py): a crash leaves the old file or the new one.

A game nobody has moved in yet (an empty log) has nothing to lose and is not kept. Pure (no
pygame); raises only `SaveError` subclasses.
"""

from __future__ import annotations

import datetime as dt
import os
import re
from collections.abc import Callable, Sequence
from pathlib import Path

import attrs

from steamworks.language import listing, tr
from steamworks.rules.setup import GameSetup
from steamworks.rules.state import GameState

from . import atomic, paths, saves
from .errors import SaveError, SaveWriteError
from .record import LogEntry
from .savefile import read_file

NAME_DASH = "—"
# what kept_name puts after the players: " — 24 Nov 2026 10.14", maybe followed by " (2)"
_KEPT_TAIL = re.compile(r" — \d{1,2} [A-Za-z]{3} \d{4} \d{2}\.\d{2}(?: \(\d+\))?$")
_TEMP_NAME = "kept" + paths.SAVE_SUFFIX  # temporary files are ".kept.json.<random>.tmp"
MAX_COPIES = 999  # names tried before giving up (a folder with 999 games kept in one minute)


@attrs.frozen(slots=True)
class KeptGame:
    """Where a game was kept, and whether anything had to be written for it."""

    path: Path
    name: str  # the save's name as Load lists it (the file name without .json)
    written: bool  # False when a save already held exactly this game
    updated: bool  # True when an earlier kept save of this game was brought up to date


def players_text(names: Sequence[str]) -> str:
    """'Ada', 'Ada & Brunel', 'Ada, Brunel & Cyd' (a file's name: English, which _KEPT_TAIL and
    the names of games kept before read back)."""
    names = [n.strip() or "Player" for n in names]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " & " + names[-1]


def players_phrase(names: Sequence[str]) -> str:
    """'Ada', 'Ada and Brunel', 'Ada, Brunel and Cyd': for sentences the player reads."""
    return listing([n.strip() or tr("Player") for n in names])


def when_text(when: dt.datetime) -> str:
    """'24 Nov 2026 10.14' (a dot, not a colon: the name becomes a file name)."""
    return f"{when.day} {when:%b %Y %H.%M}"


def kept_name(names: Sequence[str], when: dt.datetime, copy: int = 1) -> str:
    """The name of a kept save: the players, a dash, the date; ' (n)' for the n-th of the same
    name. Long tables are shortened ('Ada & 4 others') so the date always fits the length a
    save name may have."""
    tail = f" {NAME_DASH} {when_text(when)}" + (f" ({copy})" if copy > 1 else "")
    return players_then(names, tail)


def players_then(names: Sequence[str], tail: str) -> str:
    """A save name: the players, then `tail` (" — 24 Nov 2026 10.14", " — Age II, round 7").
    Long tables are shortened ('Ada & 4 others') so the tail always fits the length a save
    name may have."""
    room = saves.MAX_SLOT_NAME - len(tail)
    who = players_text(names)
    if len(who) > room and len(names) > 1:
        who = f"{names[0].strip() or 'Player'} & {len(names) - 1} others"
    if len(who) > room:
        who = who[:room].rstrip(" ,&")
    return who + tail


def is_kept_name(name: str) -> bool:
    """Whether a save's name is one `kept_name` made (only those are ever updated in place)."""
    return _KEPT_TAIL.search(name) is not None


def _same_game(path: Path, setup: GameSetup, entries: tuple[LogEntry, ...]) -> int | None:
    """How many of `entries` the save at `path` holds, when it is this game (same setup, its log
    a prefix of `entries`); None when it is another game or cannot be read."""
    from .savefile import decode_save  # the full checks, but no replay: a prefix is compared

    try:
        data = read_file(path)
        # a cheap first look: a save of another deal does not even mention this seed
        if f'"seed":{setup.seed},'.encode() not in data:
            return None
        loaded = decode_save(data, replay_log=False, path=path)
    except SaveError:
        return None
    if (
        loaded.setup != setup
        or len(loaded.log) > len(entries)
        or tuple(loaded.log) != entries[: len(loaded.log)]
    ):
        return None
    return len(loaded.log)


def _same_file(a: Path, b: Path | None) -> bool:
    if b is None:
        return False
    try:
        return os.path.samefile(a, b)
    except OSError:
        return Path(a).resolve() == Path(b).resolve()


def find_kept(
    setup: GameSetup, log: Sequence[LogEntry], opening: Path | None = None
) -> tuple[Path | None, Path | None]:
    """(a save holding exactly this game, the kept save of an earlier point of it), each None
    when there is none. The save at `opening` (about to be opened) is never offered as the
    earlier point to update."""
    entries = tuple(log)
    exact = earlier = None
    best = -1
    for info in saves.list_saves():
        held = _same_game(info.path, setup, entries)
        if held is None:
            continue
        if held == len(entries):
            if exact is None:
                exact = info.path
        elif is_kept_name(info.name) and held > best and not _same_file(info.path, opening):
            earlier, best = info.path, held
    return exact, earlier


def write_new(folder: Path, name_for: Callable[[int], str], data: bytes) -> Path:
    """Put `data` under the first of `name_for(1)`, `name_for(2)`... that no file has, never
    replacing a file (kept games, and the replay viewer's "Play from here", write this way)."""
    temp = None
    atomic.remove_stale_temps(folder, _TEMP_NAME)  # left by a keep that crashed long ago
    try:
        temp = atomic.write_temp(folder, _TEMP_NAME, data)
        for copy in range(1, MAX_COPIES + 1):
            target = folder / saves.slot_file_name(name_for(copy))
            if target.exists():
                continue
            try:
                os.link(temp, target)  # fails if the name was taken meanwhile: nothing is replaced
            except FileExistsError:
                continue
            except OSError:
                # a file system without hard links: the check above is then the only guard
                if target.exists():
                    continue
                atomic.replace(temp, target)
                temp = None
            atomic.fsync_folder(folder)
            return target
    finally:
        if temp is not None:
            atomic.remove_quietly(temp)
    raise SaveWriteError(tr("The game could not be saved: too many saves already have its name."))


def keep_game(
    setup: GameSetup,
    log: Sequence[LogEntry],
    state: GameState,
    when: dt.datetime | None = None,
    opening: Path | None = None,
) -> KeptGame | None:
    """Keep this game as a save of its own (see the module docstring); None for a game with no
    move yet. `opening` is the save the player is about to open in its place: it is never
    updated, so it opens as they chose it. Raises SaveWriteError (with nothing changed) when it
    cannot be written."""
    entries = saves.entries_of(setup, log, state)
    if not entries:
        return None
    try:
        exact, earlier = find_kept(setup, entries, opening)
    except SaveError as exc:
        raise SaveWriteError(tr("The game could not be kept: {problem}", problem=exc)) from None
    if exact is not None:
        return KeptGame(exact, exact.stem, written=False, updated=False)
    if earlier is not None:
        saves.save_game(earlier, setup, entries, state)
        return KeptGame(earlier, earlier.stem, written=True, updated=True)
    data = saves.encode_game(setup, entries, state)
    when = when or dt.datetime.now()
    names = [seat.name for seat in setup.seats]
    try:
        folder = paths.data_dir()
        path = write_new(folder, lambda copy: kept_name(names, when, copy), data)
    except OSError as exc:
        raise SaveWriteError(
            tr("The game could not be kept: {problem}.", problem=exc.strerror or exc)
        ) from None
    return KeptGame(path, path.stem, written=True, updated=False)


__all__ = [
    "KeptGame",
    "find_kept",
    "is_kept_name",
    "keep_game",
    "kept_name",
    "players_phrase",
    "players_text",
    "players_then",
    "when_text",
    "write_new",
]
