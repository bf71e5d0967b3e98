"""Saving and loading games: the API the UI calls.

    record = GameRecord.new(setup)                      # or load_autosave().record()
    record = record.play(action)
    autosave(record.setup, record.log, record.state)    # after every action
    save_slot("Tuesday game", record.setup, record.log, record.state)
    for info in list_saves(): ...                       # the load screen
    loaded = load_game(info.path)                       # -> LoadedGame; .record() resumes

Every file lives in `paths.data_dir()` (`saves/` in a source checkout, the per-user data
folder in the packaged game), beside settings.json. Named saves are `<name>.json`; the
autosave is `autosave.json` with backups `autosave.1.json` (one action older) to
`autosave.3.json`. Writes are atomic (see atomic.py). Loads never write anything and raise
only `SaveError` subclasses, whose message can be shown to the player as it is.
"""

from __future__ import annotations

import logging
import os
import re
import unicodedata
from collections.abc import Sequence
from pathlib import Path

import attrs

from steamworks.language import ntr, tr
from steamworks.rules import engine
from steamworks.rules.actions import Action
from steamworks.rules.scoring import score_lines
from steamworks.rules.setup import GameSetup
from steamworks.rules.state import GameState

from . import atomic, paths
from .errors import SaveError, SaveNotFound, SaveUnreadable, SaveWriteError, file_words
from .record import GameRecord, LogEntry
from .savefile import LoadedGame, encode_save, load_file
from .validate import check_setup, check_state

logger = logging.getLogger(__name__)

AUTOSAVE_BACKUPS = 3
MAX_SLOT_NAME = 60
# names Windows will not give to a file, whatever the extension
_WINDOWS_RESERVED = {
    "con",
    "prn",
    "aux",
    "nul",
    *(f"com{i}" for i in range(10)),
    *(f"lpt{i}" for i in range(10)),
}
_AUTOSAVE_NAME = re.compile(r"^autosave(\.\d+)?\.json$", re.IGNORECASE)
_FILE_SAFE = " -_(),&—"


@attrs.frozen(slots=True)
class SaveInfo:
    """A named save in the save folder, as a load screen lists it (nothing is read yet)."""

    name: str  # the slot name (the file name without .json)
    path: Path
    modified: float  # seconds since the epoch
    size: int  # bytes


@attrs.frozen(slots=True)
class SaveSummary:
    """What a load screen shows about a save: read and checked, but not replayed."""

    players: tuple[str, ...]
    age: int
    round: int
    game_over: bool
    actions: int
    saved_at: str
    game_version: str
    winners: tuple[str, ...] = ()  # a finished game's winner (several when they share it)


# ------------------------------------------------------------------ any file


def _data_folder(error: type[SaveError]) -> Path:
    """paths.data_dir(), with a failure to create it (read-only home, full disk) reported as
    `error` instead of a raw OSError."""
    try:
        return paths.data_dir()
    except OSError as exc:
        raise error(f"The save folder could not be opened: {exc.strerror or exc}.") from None


def entries_of(
    setup: GameSetup, log: Sequence[LogEntry | Action], state: GameState
) -> tuple[LogEntry, ...]:
    """The log as LogEntry values. A list of bare actions is replayed once to recover who took
    each one and what it revealed (GameRecord keeps entries, so the UI never pays for this)."""
    kept = [e for e in log if isinstance(e, LogEntry)]
    if len(kept) == len(log):
        return tuple(kept)
    entries: list[LogEntry] = []
    try:
        current = engine.start(setup)
        for action in log:
            seat = engine.to_act(current)
            if isinstance(action, LogEntry) or seat is None:
                raise ValueError(tr("an entry among bare actions, or an action after the end"))
            current = engine.apply(current, action)
            entries.append(LogEntry(seat=seat, action=action, revealed=current.revealed))
    except Exception as exc:  # noqa: BLE001 - a caller bug, reported without writing anything
        raise SaveWriteError(
            tr("The game could not be saved: its actions do not replay ({problem}).", problem=exc)
        ) from None
    if current != state:
        raise SaveWriteError(
            tr("The game could not be saved: its actions do not lead to its current state.")
        )
    return tuple(entries)


def encode_game(setup: GameSetup, log: Sequence[LogEntry | Action], state: GameState) -> bytes:
    entries = entries_of(setup, log, state)
    try:
        data = encode_save(setup, entries, state)
    except Exception as exc:  # noqa: BLE001 - e.g. a new frame class the format does not know
        raise SaveWriteError(
            tr(
                "The game could not be saved: {problem} (this is a bug; please report it).",
                problem=exc,
            )
        ) from exc
    try:
        # the loader's checks, run on what is being written (a fraction of a millisecond)
        check_setup(setup)
        check_state(state, setup)
    except SaveError as exc:
        # still written: a later version with a corrected check can then rescue the game,
        # whereas refusing to write would lose it for certain
        logger.warning("Saving a game the loader will refuse (a bug): %s", exc)
    return data


def save_game(
    path: Path | str, setup: GameSetup, log: Sequence[LogEntry | Action], state: GameState
) -> Path:
    """Write the game to `path` atomically (an existing file there stays intact until the new
    one is complete). `log` is a sequence of LogEntry (or of bare actions, replayed once).
    Raises SaveWriteError."""
    path = Path(path)
    data = encode_game(setup, log, state)
    try:
        atomic.write_atomic(path, data)
    except OSError as exc:
        raise SaveWriteError(
            tr(
                "The game could not be saved as {name}: {problem}. Any earlier save there is unchanged.",
                **file_words(path.name, exc),
            ),
            path,
        ) from None
    return path


def load_game(path: Path | str) -> LoadedGame:
    """Read, check and replay the save at `path`. Raises SaveError (never anything else)."""
    return load_file(path)


def read_summary(path: Path | str) -> SaveSummary:
    """A checked summary of a save without replaying its log (fast, for a load screen; the
    full check happens when the player actually loads it). Raises SaveError."""
    loaded = load_file(path, replay_log=False)
    state = loaded.state
    winners: tuple[str, ...] = ()
    if state.game_over:
        try:
            winners = tuple(
                loaded.setup.seats[line.player].name
                for line in score_lines(state)
                if line.rank == 1
            )
        except Exception:  # noqa: BLE001 - a summary never fails over the winner; Load checks all
            winners = ()
    return SaveSummary(
        players=tuple(seat.name for seat in loaded.setup.seats),
        age=state.age,
        round=state.round,
        game_over=state.game_over,
        actions=len(loaded.log),
        saved_at=loaded.saved_at,
        game_version=loaded.game_version,
        winners=winners,
    )


# ------------------------------------------------------------------ autosave


def autosave_chain(folder: Path | None = None) -> list[Path]:
    """The autosave and its backups, newest first."""
    folder = folder if folder is not None else _data_folder(SaveUnreadable)
    main = folder / paths.AUTOSAVE_FILE
    stem, suffix = main.stem, main.suffix
    return [main] + [folder / f"{stem}.{k}{suffix}" for k in range(1, AUTOSAVE_BACKUPS + 1)]


def autosave(setup: GameSetup, log: Sequence[LogEntry | Action], state: GameState) -> Path:
    """Write the autosave, keeping the previous AUTOSAVE_BACKUPS autosaves as backups.

    The new file is complete and fsynced before anything moves; then the backups shift down
    one place (the oldest drops off) and the new file takes the autosave's name. A crash
    between those renames leaves no `autosave.json` for a moment, which `load_autosave`
    covers by falling back to `autosave.1.json`. Raises SaveWriteError.
    """
    data = encode_game(setup, log, state)
    temp = None
    try:
        folder = paths.data_dir()
        chain = autosave_chain(folder)
        atomic.remove_stale_temps(folder, chain[0].name)
        temp = atomic.write_temp(folder, chain[0].name, data)
        for newer, older in reversed(list(zip(chain, chain[1:]))):
            if newer.exists():
                atomic.replace(newer, older)
        atomic.replace(temp, chain[0])
    except OSError as exc:
        if temp is not None:
            atomic.remove_quietly(temp)
        raise SaveWriteError(
            tr("The game could not be autosaved: {problem}.", problem=exc.strerror or exc)
        ) from None
    atomic.fsync_folder(folder)
    return chain[0]


def has_autosave() -> bool:
    """Whether there is an autosave (or a backup of one) to continue from."""
    try:
        return any(p.is_file() for p in autosave_chain())
    except SaveError:
        return False


def load_autosave() -> LoadedGame | None:
    """The newest autosave that loads, or None when there is none at all.

    When the autosave is damaged, its backups are tried in turn; the game returned then says
    so in `notes` (the UI may show them). When every file is damaged, the newest file's
    error is raised. Nothing is written or deleted: a damaged autosave stays for inspection
    until the next autosave rotates it away.
    """
    notes: list[str] = []
    first_error: SaveError | None = None
    for index, path in enumerate(autosave_chain()):
        if not path.is_file():
            continue
        try:
            loaded = load_file(path)
        except SaveError as exc:
            label = tr("The autosave") if index == 0 else tr("Autosave backup {index}", index=index)
            notes.append(tr("{label} could not be loaded: {problem}", label=label, problem=exc))
            first_error = first_error or exc
            continue
        if notes or index:
            notes.append(
                ntr(
                    "Continuing from autosave backup {index}, saved {count} action earlier.",
                    "Continuing from autosave backup {index}, saved {count} actions earlier.",
                    index,
                    index=index,
                )
            )
        return attrs.evolve(loaded, notes=tuple(notes))
    if first_error is not None:
        raise first_error
    return None


def clear_autosave() -> None:
    """Remove the autosave and its backups (for example when a finished game is left).
    Raises SaveUnreadable when the save folder cannot be opened."""
    for path in autosave_chain():
        atomic.remove_quietly(path)


# ------------------------------------------------------------------ named saves


def _file_safe(text: str, index: int) -> bool:
    """Whether the character at `index` may stay in a file name: letters, digits, spaces,
    - _ ( ) , & and the dash of kept names; a dot only between two digits ("10.14"), so a name
    never starts or ends with a dot nor holds "..". Every one is allowed on Windows, macOS and
    Linux alike."""
    ch = text[index]
    if ch.isalnum() or ch in _FILE_SAFE:
        return True
    return (
        ch == "."
        and 0 < index < len(text) - 1
        and text[index - 1].isdigit()
        and text[index + 1].isdigit()
    )


def slot_file_name(name: str) -> str:
    """The file name for a save called `name`: letters, digits, spaces, - _ ( ) , & and a dash,
    and a dot between digits, so no name can reach another folder or clash with the game's own
    files. Raises SaveWriteError."""
    text = unicodedata.normalize("NFC", name)
    cleaned = "".join(ch if _file_safe(text, i) else "_" for i, ch in enumerate(text))
    cleaned = (
        re.sub(r"_+", "_", re.sub(r"\s+", " ", cleaned)).strip(" _")[:MAX_SLOT_NAME].strip(" _.")
    )
    if not cleaned:
        raise SaveWriteError(tr("Please give the save a name with at least one letter or digit."))
    lowered = cleaned.lower()
    if lowered in _WINDOWS_RESERVED or lowered.startswith(("autosave", "settings")):
        raise SaveWriteError(
            tr(
                "The name {name} is reserved by the game; please choose another.",
                name=repr(cleaned),
            )
        )
    return cleaned + paths.SAVE_SUFFIX


def slot_path(name: str) -> Path:
    """Where the save called `name` lives (always directly inside the save folder)."""
    folder = _data_folder(SaveWriteError).resolve()
    path = folder / slot_file_name(name)
    if path.parent != folder:  # cannot happen with the names slot_file_name makes; kept as a guard
        raise SaveWriteError(tr("That save name is not allowed."))
    return path


def save_slot(
    name: str, setup: GameSetup, log: Sequence[LogEntry | Action], state: GameState
) -> Path:
    """Save the game under a name in the save folder (replacing a save of that name atomically).
    Raises SaveWriteError."""
    return save_game(slot_path(name), setup, log, state)


def load_slot(name: str) -> LoadedGame:
    """Load the save called `name`. Raises SaveError."""
    try:
        path = slot_path(name)
    except SaveWriteError as exc:
        raise SaveNotFound(str(exc)) from None
    return load_game(path)


def delete_slot(name: str) -> None:
    """Delete the save called `name` (nothing happens if there is none)."""
    atomic.remove_quietly(slot_path(name))


def delete_save(path: Path | str) -> None:
    """Delete a save the Load screen lists. Only a named save directly in the save folder can
    go this way: never the autosave or its backups, the settings or anything elsewhere. A save
    already gone is not an error. Raises SaveWriteError, whose message says why the file is
    still there."""
    path = Path(path)
    folder = _data_folder(SaveWriteError).resolve()
    try:
        resolved = path.resolve()
    except OSError:
        resolved = path
    name = path.name
    if (
        resolved.parent != folder
        or _AUTOSAVE_NAME.match(name)
        or name.lower() == paths.SETTINGS_FILE
        or name.startswith(".")
        or not name.lower().endswith(paths.SAVE_SUFFIX)
    ):
        raise SaveWriteError(
            tr("{name} is not a save in the save folder, so it was not deleted.", name=repr(name)),
            path,
        )
    try:
        if path.is_dir():
            raise SaveWriteError(
                tr("{name} is a folder, not a save, so it was not deleted.", name=repr(name)), path
            )
        path.unlink()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise SaveWriteError(
            tr(
                "The save {name} could not be deleted: {problem}. It is still there.",
                **file_words(path.stem, exc),
            ),
            path,
        ) from None
    atomic.fsync_folder(folder)


def list_saves() -> list[SaveInfo]:
    """Named saves in the save folder, newest first (not the autosave, settings or stray files)."""
    out = []
    try:
        found = paths.list_saves()
    except OSError as exc:
        raise SaveUnreadable(
            tr("The save folder could not be read: {problem}.", problem=exc.strerror or exc)
        ) from None
    for path in found:
        if _AUTOSAVE_NAME.match(path.name):
            continue
        try:
            info = os.stat(path)
        except OSError:  # removed meanwhile
            continue
        out.append(SaveInfo(name=path.stem, path=path, modified=info.st_mtime, size=info.st_size))
    return out


__all__ = [
    "AUTOSAVE_BACKUPS",
    "GameRecord",
    "LoadedGame",
    "LogEntry",
    "SaveInfo",
    "SaveSummary",
    "autosave",
    "autosave_chain",
    "clear_autosave",
    "delete_save",
    "delete_slot",
    "encode_game",
    "entries_of",
    "has_autosave",
    "list_saves",
    "load_autosave",
    "load_game",
    "load_slot",
    "read_summary",
    "save_game",
    "save_slot",
    "slot_file_name",
    "slot_path",
]
