"""The save file format: turning a game into bytes and bytes back into a checked game.

A save is one UTF-8 JSON object (format history in migrations.py):

    {"format": "steamworks-save", "format_version": 2, "game_version": "0.1.0",
     "saved_at": "2026-05-01T20:14:03+00:00", "setup": {...}, "seed": 1234,
     "log": [{"seat": 0, "action": {"kind": "PlacePersona", "space": 0, "automaton": false},
              "revealed": []}, ...],
     "snapshot": {...the GameState after the last action...}}

`decode_save` trusts nothing in the bytes. In order, it refuses: a file too large to be a
save, bytes that are not UTF-8, JSON nested deeper than any save, JSON that does not parse
(with a separate message when the text simply stops, as a truncated copy does), repeated keys,
NaN/Infinity, a document without the save marker, a format newer than this version reads; it
then upgrades older formats step by step, structures the document with the project converter
(exact fields, strict types), checks the setup and snapshot for impossible values, and finally
replays the log through the engine and checks it reaches the snapshot (fields newer than the
file's format, which it could not hold, are taken from the replay: see migrations.py). Each
refusal is a `SaveError` subclass with a specific message. Nothing in the file is ever
executed: it is parsed as JSON and only ever becomes the plain attrs values of the rules.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import re
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs
from cattrs.errors import ClassValidationError, IterableValidationError

from steamworks import __version__ as GAME_VERSION
from steamworks.language import decimal, tr
from steamworks.rules.setup import GameSetup
from steamworks.rules.state import GameState

from . import migrations
from .convert import ShapeError, converter, describe_error, register_record
from .errors import (
    ImpossibleGame,
    NotASave,
    SaveCorrupt,
    SaveError,
    SaveFormatError,
    SaveFromFuture,
    SaveNotFound,
    SaveTooLarge,
    SaveUnreadable,
    file_words,
)
from .log_check import final_state
from .migrations import FORMAT_MARKER
from .record import GameRecord, LogEntry
from .validate import check_log, check_setup, check_state

MAX_FILE_BYTES = 5 * 1024 * 1024  # a long 5-player game is well under 200 KB
MAX_DEPTH = 32  # nesting of arrays and objects; a real save nests about 8 deep
SETTINGS_MARKER = "steamworks-settings"  # ui/settings.py's file, sometimes picked by mistake


@attrs.frozen(slots=True)
class SavedGame:
    """A save file's document, as structured by the converter (current format only)."""

    format: str
    format_version: int
    game_version: str
    saved_at: str  # ISO 8601, UTC, when the file was written
    setup: GameSetup
    seed: int  # the setup's seed, repeated at the top level for tools reading the file
    log: tuple[LogEntry, ...]
    snapshot: GameState


register_record(SavedGame)


@attrs.frozen(slots=True)
class LoadedGame:
    """A save that has been read and fully checked, ready to resume."""

    setup: GameSetup
    log: tuple[LogEntry, ...]
    state: GameState
    game_version: str  # the version of the game that wrote the file
    saved_at: str
    format_version: int  # the format of the file on disk (before any upgrade)
    path: Path | None = None
    # things the player may want to know, e.g. that an autosave backup was used instead
    notes: tuple[str, ...] = ()

    def record(self) -> GameRecord:
        """The game, ready to continue playing."""
        return GameRecord(setup=self.setup, log=self.log, state=self.state)


class UnexpectedSaveError(SaveError):
    """A bug in this package met an unusual file. Reported as a refusal (the game goes on),
    with the original exception chained for the log; the fuzz tests make sure it never happens."""


# ------------------------------------------------------------------ writing


def now_text() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


def encode_save(
    setup: GameSetup, log: Sequence[LogEntry], state: GameState, saved_at: str | None = None
) -> bytes:
    """The bytes of a save of this game (current format, compact UTF-8 JSON)."""
    document = SavedGame(
        format=FORMAT_MARKER,
        format_version=migrations.FORMAT_VERSION,
        game_version=GAME_VERSION,
        saved_at=saved_at or now_text(),
        setup=setup,
        seed=setup.seed,
        log=tuple(log),
        snapshot=state,
    )
    raw = converter.unstructure(document)
    # compact: no indentation, real UTF-8 for player names; NaN never occurs in our data
    return json.dumps(raw, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode(
        "utf-8"
    )


# ------------------------------------------------------------------ reading


def read_file(path: Path | str, limit: int = MAX_FILE_BYTES) -> bytes:
    """A file's bytes, refusing anything that is not a regular file or is larger than `limit`
    (checked before reading, and again while reading in case the file grows meanwhile)."""
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise SaveNotFound(
            tr("There is no save file called {name}.", name=repr(path.name)), path
        ) from None
    except OSError as exc:
        raise SaveUnreadable(
            tr("The save {name} could not be opened: {problem}.", **file_words(path.name, exc)),
            path,
        ) from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveNotFound(
            tr("{name} is not a save file (it is a folder or a device).", name=repr(path.name)),
            path,
        )
    if info.st_size > limit:
        raise SaveTooLarge(_too_large_message(info.st_size, limit), path)
    try:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise SaveUnreadable(
            tr("The save {name} could not be read: {problem}.", **file_words(path.name, exc)), path
        ) from None
    if len(data) > limit:
        raise SaveTooLarge(_too_large_message(len(data), limit), path)
    return data


def _too_large_message(size: int, limit: int) -> str:
    return tr(
        "The file is {size} MB; a Steam Works save is never larger than {limit} MB, so it was not read.",
        size=decimal(size / 1048576, 1),
        limit=decimal(limit / 1048576, 0),
    )


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def nesting_exceeds(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON text nests arrays and objects more than about `limit` deep, found without
    recursion (a hostile file nested a million deep must not exhaust the parser's stack)."""
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    for _ in range(limit):
        if not brackets:
            return False
        shorter = brackets.replace("[]", "").replace("{}", "")
        if len(shorter) == len(brackets):
            return False  # unbalanced brackets: the parser will report the syntax error
        brackets = shorter
    return bool(brackets)


class _DuplicateKey(ValueError):
    pass


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return obj


def _stops_early(text: str, error_pos: int) -> bool:
    """Whether a JSON syntax error is the text simply ending: at the very end, or with arrays
    and objects still open (a truncated save stops in the middle of something)."""
    if error_pos >= len(text.rstrip()):
        return True
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    opened = brackets.count("[") + brackets.count("{")
    return opened > len(brackets) - opened


def _refuse_constant(name: str) -> Any:
    raise ValueError(tr("the non-number {name}", name=name))


def parse_document(data: bytes) -> Any:
    """The JSON value in `data`, or a SaveError saying why there is none."""
    if data.startswith(b"\xef\xbb\xbf"):  # a byte-order mark some Windows editors add
        data = data[3:]
    if not data.strip():
        raise SaveCorrupt(tr("The file is empty: the save was never completely written."))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveCorrupt(
            tr(
                "The file is not a Steam Works save: it is not text (invalid UTF-8 at byte {byte}). It is damaged, or a different kind of file.",
                byte=exc.start,
            )
        ) from None
    if nesting_exceeds(text):
        raise SaveCorrupt(
            tr("The file is not a Steam Works save: its data is nested far deeper than any save.")
        )
    try:
        return json.loads(
            text, object_pairs_hook=_object_without_duplicates, parse_constant=_refuse_constant
        )
    except _DuplicateKey as exc:
        raise SaveFormatError(
            tr(
                "The save is damaged: the field {field} appears twice in one object.",
                field=repr(str(exc)[:40]),
            )
        ) from None
    except json.JSONDecodeError as exc:
        if exc.pos == len(text) - len(text.lstrip()):
            raise NotASave(
                tr("The file is not a Steam Works save: it does not hold JSON data at all.")
            ) from None
        if _stops_early(text, exc.pos):
            raise SaveCorrupt(
                tr(
                    "The save is incomplete: the file stops part-way through, as happens when copying or writing it was interrupted."
                )
            ) from None
        raise SaveCorrupt(
            tr(
                # translators: {problem} is the JSON parser's own words (English)
                "The save is damaged: it is not valid JSON ({problem} at line {line}, column "
                "{column}).",
                problem=exc.msg,
                line=exc.lineno,
                column=exc.colno,
            )
        ) from None
    except RecursionError:
        raise SaveCorrupt(
            tr("The file is not a Steam Works save: its data is nested far deeper than any save.")
        ) from None
    except ValueError as exc:  # NaN/Infinity, or an integer of thousands of digits
        detail = tr("a number thousands of digits long") if "digits" in str(exc) else str(exc)
        raise SaveFormatError(
            tr("The save is damaged: it holds an impossible number ({detail}).", detail=detail)
        ) from None


def check_header(doc: Any) -> int:
    """The document's format version, after checking it is a save this version can read."""
    if not isinstance(doc, dict):
        raise NotASave(
            tr("The file is not a Steam Works save: it holds JSON data, but not a saved game.")
        )
    marker = doc.get("format")
    if marker == SETTINGS_MARKER:
        raise NotASave(tr("This is the game's settings file, not a saved game."))
    if marker != FORMAT_MARKER:
        raise NotASave(
            tr("The file is not a Steam Works save: it holds JSON data, but not a saved game.")
        )
    version = doc.get("format_version")
    if type(version) is not int:
        raise SaveFormatError(
            tr("The save is damaged: its format version is missing or not a number.")
        )
    current = migrations.FORMAT_VERSION
    if version > current:
        made_by = doc.get("game_version")
        shown = (
            "".join(ch for ch in made_by[:20] if ch.isprintable())
            if isinstance(made_by, str)
            else ""
        )
        if shown:
            # translators: {made_by} is the game version that wrote the save ("1.4.0")
            said = tr(
                "This save was made by a newer version of Steam Works ({made_by}), in save "
                "format {version}; this version ({game}) reads formats up to {current}. Update "
                "the game to load it.",
                made_by=shown,
                version=version,
                game=GAME_VERSION,
                current=current,
            )
        else:
            said = tr(
                "This save was made by a newer version of Steam Works, in save format "
                "{version}; this version ({game}) reads formats up to {current}. Update the "
                "game to load it.",
                version=version,
                game=GAME_VERSION,
                current=current,
            )
        raise SaveFromFuture(said)
    if version < 1:
        raise SaveFormatError(
            tr(
                "The save is damaged: its format version ({version}) does not exist.",
                version=version,
            )
        )
    return version


def structure_document(doc: dict[str, Any]) -> SavedGame:
    """The current-format document as a SavedGame (exact fields, strict types), plus the
    checks that tie its parts together."""
    try:
        saved = converter.structure(doc, SavedGame)
    except (ClassValidationError, IterableValidationError, ShapeError) as exc:
        raise SaveFormatError(
            tr("The save is damaged: {problems}.", problems=describe_error(exc))
        ) from None
    if saved.seed != saved.setup.seed:
        raise ImpossibleGame(
            tr(
                "The save's seed ({seed}) differs from the seed in its setup ({seed2}).",
                seed=saved.seed,
                seed2=saved.setup.seed,
            )
        )
    try:
        _dt.datetime.fromisoformat(saved.saved_at)
    except ValueError:
        raise SaveFormatError(
            tr("The save is damaged: the time it was saved is not a date.")
        ) from None
    if len(saved.game_version) > 40 or not saved.game_version.isprintable():
        raise SaveFormatError(
            tr("The save is damaged: the game version that wrote it is malformed.")
        )
    return saved


def decode_save(data: bytes, replay_log: bool = True, path: Path | None = None) -> LoadedGame:
    """A checked game from a save's bytes. With `replay_log=False` the log is not replayed
    (for quick previews in a load screen); everything else is still checked, but fields newer
    than an old file's format then keep their placeholders (e.g. no Automaton stands anywhere),
    so only a replayed load is a game to resume."""
    try:
        return _decode(data, replay_log, path)
    except SaveError as exc:
        if exc.path is None and path is not None:
            exc.path = path
        raise
    except Exception as exc:  # noqa: BLE001 - the last line of defence: never crash the game
        raise UnexpectedSaveError(
            tr(
                "The save could not be read because of an unexpected problem ({problem}). Please report this with the file.",
                problem=type(exc).__name__,
            ),
            path,
        ) from exc


def _decode(data: bytes, replay_log: bool, path: Path | None) -> LoadedGame:
    if len(data) > MAX_FILE_BYTES:
        raise SaveTooLarge(_too_large_message(len(data), MAX_FILE_BYTES))
    doc = parse_document(data)
    version = check_header(doc)
    current = migrations.FORMAT_VERSION
    if version < current:
        try:
            doc = migrations.upgrade(doc, version, current)
        except (ShapeError, LookupError, KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SaveFormatError(
                tr(
                    "The save (format {version}) could not be upgraded to format {current}: {problem}.",
                    version=version,
                    current=current,
                    problem=exc,
                )
            ) from None
    saved = structure_document(doc)
    check_setup(saved.setup)
    check_state(saved.snapshot, saved.setup)
    check_log(saved.log, saved.setup)
    state = saved.snapshot
    if replay_log:
        # a file older than some field could not record it: the replay supplies it (the loaded
        # state is the replayed one, equal to the snapshot in every field the file holds)
        state = final_state(
            saved.setup, saved.log, saved.snapshot, migrations.fields_from_replay(version)
        )
    return LoadedGame(
        setup=saved.setup,
        log=saved.log,
        state=state,
        game_version=saved.game_version,
        saved_at=saved.saved_at,
        format_version=version,
        path=path,
    )


def load_file(path: Path | str, replay_log: bool = True) -> LoadedGame:
    """Read and check a save file (reads nothing beyond MAX_FILE_BYTES, writes nothing)."""
    path = Path(path)
    return decode_save(read_file(path), replay_log=replay_log, path=path)
