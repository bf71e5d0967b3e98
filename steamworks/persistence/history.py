"""A player's history: every finished game, kept in the data folder for the Statistics screen.

Pure (no pygame). The history is `history.jsonl` in the data folder (paths.py): one JSON
object per line, one line per finished game (`HistoryEntry`): when it ended, the table (each
seat's name, who played it, persona, side and colour), every seat's final score split into
chips, clocks and device tiles, the tie-break values (money, sources, tiles left) and its
place, each AI seat's rating on the ladder of AI levels at the time (so the player's rating
can be recomputed from the history alone), and how long the game lasted. A copy of the whole
game is written beside it as an ordinary save, `history/<game id>.json`, so any game of the history can be replayed even
after its autosave and kept save are gone.

    history.record_game(setup, log, state)  # a finished game; None when it is already there
    read = history.read_history()           # History(entries, problems): never raises
    history.game_path(entry)                # the game's save, for the replay viewer

Why one line per game: a damaged line (a bad disk block, a hand edit, a newer version's
entry) costs only that game. Reading skips it and says so in `problems` (a sentence each, for
the screen); every other entry is kept, and an entry whose game copy has gone is reported
the same way. Nothing here ever raises while reading.

Writing is atomic (atomic.write_atomic): the file is rewritten whole with the new line added,
so a crash leaves the old history or the new one, never half of a line; at worst the new
game is missing. The old bytes are carried over exactly as they were, damaged lines
included, and before a damaged history is rewritten a copy of it is kept
(`history.damaged-<digest>.jsonl`, once per damage: the digest is of the damaged lines), so
nothing the player had is ever thrown away.

Each game is recorded once: its id (`game_id`) is a digest of its setup and log, so the same
game finished again (loaded from a save one move before its end and ended the same way) is
recognised and not added twice.

Each line carries its own format marker and version, like a save (`HISTORY_VERSION`; the
converter in convert.py structures it with exact fields and strict types). An entry of a
newer version is reported and kept in the file untouched. To change the format, bump the
version and add a step to `UPGRADES`, as migrations.py does for saves; the fixture
`tests/persistence/fixtures/history_v1.jsonl` must keep reading.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import math
import os
import re
import stat
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs
from cattrs.errors import ClassValidationError, IterableValidationError

from steamworks import __version__ as GAME_VERSION
from steamworks.ai.ladder_file import shipped_ladder
from steamworks.language import current_language, date_time, ntr, tr
from steamworks.rules.scoring import score_lines
from steamworks.rules.setup import GameSetup
from steamworks.rules.state import GameState

from . import atomic, paths, saves
from .convert import ShapeError, converter, describe_error, register_record
from .errors import SaveError, SaveWriteError
from .record import LogEntry
from .savefile import parse_document
from .validate import MAX_COLOUR, MAX_COUNT, MAX_NAME, has_control_chars

HISTORY_FILE = "history.jsonl"  # not *.json: the Load screen never lists it as a save
GAMES_FOLDER = "history"  # the games' copies, one save each, named by game id
HISTORY_MARKER = "steamworks-history"
HISTORY_VERSION = 2
MAX_HISTORY_BYTES = 32 * 1024 * 1024  # a game's line is about 1 KB: tens of thousands of games
MAX_LINE_BYTES = 64 * 1024
_GAME_ID = re.compile(r"^[0-9a-f]{32}$")
_DAMAGED_COPY = "history.damaged-{digest}.jsonl"

MAX_RATING = 10_000.0  # ladder points; no level or player comes near


def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 2 keeps each AI seat's ladder rating; a version 1 game had none recorded."""
    seats = [dict(seat, rating=None) for seat in doc["seats"]]
    return dict(doc, format_version=2, seats=seats)


# format version -> a function turning an entry of that version (plain JSON) into the next
# version's (see the module docstring)
UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


@attrs.frozen(slots=True)
class SeatResult:
    """One seat of a finished game: who played it and how it ended."""

    name: str
    controller: str  # "human" or "ai:<level>", as in the game's setup
    colour: int
    persona: str | None
    side: str | None
    chips: int  # prestige chips
    clocks: int  # clock counters
    device_tiles: int  # prestige printed on the seat's device tiles
    money: int  # the tie-break's leftovers: money, basic sources, tiles in supply
    sources: int
    tiles_left: int
    place: int  # 1 = won (players tied on prestige and leftovers share a place)
    # an AI seat's level's rating on the ladder when the game was recorded (ai/data/ladder.json),
    # so the player's rating is recomputed from the history alone, against the AI as it was;
    # None for a person, a level the ladder did not rate, or a game recorded before version 2
    rating: float | None = None

    @property
    def total(self) -> int:
        return self.chips + self.clocks + self.device_tiles

    @property
    def leftovers(self) -> int:
        return self.money + self.sources + self.tiles_left

    @property
    def human(self) -> bool:
        return not self.controller.startswith("ai:")

    @property
    def ai_level(self) -> str | None:
        """'medium' for an "ai:medium" seat; None for a person."""
        return None if self.human else self.controller[3:] or "easy"


@attrs.frozen(slots=True)
class HistoryEntry:
    """One finished game, as a line of the history holds it."""

    format: str
    format_version: int
    game_id: str  # digest of the setup and log (game_id); also names the game's copy
    finished_at: str  # ISO 8601, UTC
    game_version: str  # the version of Steam Works that played it
    seed: int
    personas: str  # how personas were chosen: "random", "draft" or "fixed"
    variant_end_of_age: bool
    rounds: int  # rounds played
    actions: int  # entries in the game's log
    seats: tuple[SeatResult, ...]

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def humans(self) -> tuple[SeatResult, ...]:
        return tuple(seat for seat in self.seats if seat.human)

    @property
    def hot_seat(self) -> bool:
        """Two or more people shared the table."""
        return len(self.humans) >= 2

    @property
    def winners(self) -> tuple[SeatResult, ...]:
        return tuple(seat for seat in self.seats if seat.place == 1)

    @property
    def game_file(self) -> str:
        return f"{self.game_id}.json"

    @property
    def finished(self) -> dt.datetime:
        return dt.datetime.fromisoformat(self.finished_at)


register_record(SeatResult)
register_record(HistoryEntry)


@attrs.frozen(slots=True)
class History:
    """What reading found: the readable games, oldest first, and a sentence per game left out."""

    entries: tuple[HistoryEntry, ...] = ()
    problems: tuple[str, ...] = ()


class EntryDamaged(ValueError):
    """A line of the history that is not a readable entry; the message says why, in words."""


# ------------------------------------------------------------------ where


def history_path(folder: Path | None = None) -> Path:
    return (folder if folder is not None else paths.data_dir()) / HISTORY_FILE


def games_folder(folder: Path | None = None) -> Path:
    return (folder if folder is not None else paths.data_dir()) / GAMES_FOLDER


def game_path(entry: HistoryEntry, folder: Path | None = None) -> Path:
    """The save holding this game (it opens in the replay viewer like any save)."""
    return games_folder(folder) / entry.game_file


# ------------------------------------------------------------------ making an entry


def game_id(setup: GameSetup, log: Sequence[LogEntry]) -> str:
    """The same 32 hex digits for the same game (setup and every logged step), whenever it
    was played; a different game, even one move different, gets another. Whether hints were
    allowed or asked for is not part of what was played, so it leaves the id alone (and ids of
    games recorded before hints existed stay the same)."""
    setup_fields = converter.unstructure(setup, GameSetup)
    setup_fields.pop("hints", None)
    steps = []
    for entry in log:
        step = converter.unstructure(entry, LogEntry)
        step.pop("hinted", None)
        steps.append(step)
    document = {"setup": setup_fields, "log": steps}
    text = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def make_entry(
    setup: GameSetup,
    log: Sequence[LogEntry],
    state: GameState,
    when: dt.datetime | None = None,
) -> HistoryEntry:
    """The history's line for a finished game (`log` as LogEntry values)."""
    if not state.game_over:
        raise ValueError(tr("only a finished game goes into the history"))
    when = when or dt.datetime.now(dt.UTC)
    ladder = shipped_ladder()
    seats = []
    for line in score_lines(state):
        seat, player = setup.seats[line.player], state.players[line.player]
        level = seat.controller[3:] if seat.controller.startswith("ai:") else None
        rated = ladder.ratings.get(level) if ladder is not None and level else None
        seats.append(
            SeatResult(
                name=seat.name,
                controller=seat.controller,
                colour=seat.colour,
                persona=player.persona,
                side=player.side,
                chips=line.chips,
                clocks=line.clocks,
                device_tiles=line.device_tiles,
                money=player.money,
                sources=player.source_count,
                tiles_left=len(player.supply),
                place=line.rank,
                rating=None if rated is None else round(float(rated.rating), 1),
            )
        )
    return HistoryEntry(
        format=HISTORY_MARKER,
        format_version=HISTORY_VERSION,
        game_id=game_id(setup, log),
        finished_at=when.astimezone(dt.UTC).isoformat(timespec="seconds"),
        game_version=GAME_VERSION,
        seed=setup.seed,
        personas=setup.personas,
        variant_end_of_age=setup.variant_end_of_age,
        rounds=state.round,
        actions=len(log),
        seats=tuple(seats),
    )


def encode_entry(entry: HistoryEntry) -> bytes:
    """The entry as one line of compact UTF-8 JSON (without its newline)."""
    raw = converter.unstructure(entry, HistoryEntry)
    return json.dumps(raw, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode(
        "utf-8"
    )


# ------------------------------------------------------------------ reading


def decode_entry(line: bytes) -> HistoryEntry:
    """A checked entry from one line of the history. Raises EntryDamaged saying why not."""
    if len(line) > MAX_LINE_BYTES:
        raise EntryDamaged(tr("it is far longer than any game's entry"))
    try:
        doc = parse_document(line)
    except SaveError:
        raise EntryDamaged(tr("its text is damaged")) from None
    if not isinstance(doc, dict) or doc.get("format") != HISTORY_MARKER:
        raise EntryDamaged(tr("it is not a game of the history"))
    version = doc.get("format_version")
    if type(version) is not int or version < 1:
        raise EntryDamaged(tr("its format version is missing"))
    if version > HISTORY_VERSION:
        raise EntryDamaged(tr("it was written by a newer version of Steam Works"))
    try:
        while version < HISTORY_VERSION:
            doc = UPGRADES[version](doc)
            version += 1
        entry = converter.structure(doc, HistoryEntry)
    except (ClassValidationError, IterableValidationError, ShapeError) as exc:
        raise EntryDamaged(describe_error(exc)) from None
    except (LookupError, TypeError, ValueError) as exc:  # an upgrade meeting a strange entry
        raise EntryDamaged(tr("it could not be upgraded ({problem})", problem=exc)) from None
    check_entry(entry)
    return entry


def check_entry(entry: HistoryEntry) -> None:
    """Refuse values no game could have left (the converter has checked the types)."""
    if not _GAME_ID.match(entry.game_id):
        raise EntryDamaged(tr("its game id is malformed"))
    try:
        finished = entry.finished
    except ValueError:
        raise EntryDamaged(tr("the time it ended is not a date")) from None
    if finished.tzinfo is None:
        raise EntryDamaged(tr("the time it ended has no time zone"))
    if len(entry.game_version) > 40 or not entry.game_version.isprintable():
        raise EntryDamaged(tr("the game version that played it is malformed"))
    if len(entry.personas) > 20 or has_control_chars(entry.personas):
        raise EntryDamaged(tr("its persona rule is malformed"))
    if not 2 <= entry.players <= 5:
        # (1 or 0 in a damaged file: said with the language's plural)
        raise EntryDamaged(ntr("it has {count} player", "it has {count} players", entry.players))
    if not 1 <= entry.rounds <= MAX_COUNT or not 0 <= entry.actions <= MAX_COUNT:
        raise EntryDamaged(tr("its length is impossible"))
    for number, seat in enumerate(entry.seats, start=1):
        _check_seat(seat, number, entry.players)
    # the places must be the ones the scores give (prestige, then leftovers)
    keys = [(seat.total, seat.leftovers) for seat in entry.seats]
    for seat, key in zip(entry.seats, keys):
        if seat.place != 1 + sum(1 for other in keys if other > key):
            raise EntryDamaged(tr("its places do not match its scores"))


def _check_seat(seat: SeatResult, number: int, players: int) -> None:
    for text in (seat.name, seat.controller):
        if not text or len(text) > MAX_NAME or has_control_chars(text):
            raise EntryDamaged(tr("seat {number} has a malformed name or player", number=number))
    if not 0 <= seat.colour <= MAX_COLOUR:
        raise EntryDamaged(tr("seat {number} has no such colour", number=number))
    if seat.side not in (None, "A", "B"):
        raise EntryDamaged(tr("seat {number} plays no such side", number=number))
    if seat.persona is not None and (len(seat.persona) > MAX_NAME or not seat.persona):
        raise EntryDamaged(tr("seat {number} plays a malformed persona", number=number))
    counts = (seat.chips, seat.clocks, seat.device_tiles, seat.money, seat.sources)
    if not all(0 <= value <= MAX_COUNT for value in (*counts, seat.tiles_left)):
        raise EntryDamaged(tr("seat {number} has an impossible score", number=number))
    if not 1 <= seat.place <= players:
        raise EntryDamaged(tr("seat {number} has an impossible place", number=number))
    if seat.rating is not None and not (
        math.isfinite(seat.rating) and abs(seat.rating) <= MAX_RATING and not seat.human
    ):
        raise EntryDamaged(tr("seat {number} has an impossible rating", number=number))


def _read_bytes(path: Path) -> bytes:
    """The history file's bytes (empty when there is none). Raises SaveError."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return b""
    except OSError as exc:
        raise SaveError(
            tr("Your history could not be opened: {problem}.", problem=exc.strerror or exc), path
        ) from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(tr("Your history is not a file (it is a folder or a device)."), path)
    if info.st_size > MAX_HISTORY_BYTES:
        raise SaveError(
            tr("Your history file is far larger than any history, so it was not read."), path
        )
    try:
        with open(path, "rb") as handle:
            return handle.read(MAX_HISTORY_BYTES + 1)
    except OSError as exc:
        raise SaveError(
            tr("Your history could not be read: {problem}.", problem=exc.strerror or exc), path
        ) from None


@attrs.frozen(slots=True)
class _Parsed:
    entries: tuple[HistoryEntry, ...]  # readable lines, first of each game id, in file order
    problems: tuple[str, ...]
    damaged: tuple[bytes, ...]  # the lines that are not readable entries


def _parse(data: bytes) -> _Parsed:
    """Every line of the history, each read on its own."""
    entries: list[HistoryEntry] = []
    problems: list[str] = []
    damaged: list[bytes] = []
    seen: set[str] = set()
    for number, line in enumerate(data.split(b"\n"), start=1):
        if not line.strip():
            continue
        try:
            entry = decode_entry(line)
        except EntryDamaged as exc:
            problems.append(
                tr(
                    "Game {number} of your history is left out: {problem}.",
                    number=number,
                    problem=exc,
                )
            )
            damaged.append(line)
            continue
        if entry.game_id not in seen:  # the same game twice (two copies of the game running)
            seen.add(entry.game_id)
            entries.append(entry)
    return _Parsed(tuple(entries), tuple(problems), tuple(damaged))


def read_history(folder: Path | None = None) -> History:
    """The games of the history, oldest first, and a sentence for each one left out (a damaged
    line, or a game whose copy has gone). Never raises, never writes."""
    try:
        folder = folder if folder is not None else paths.data_dir()
        parsed = _parse(_read_bytes(history_path(folder)))
    except SaveError as exc:
        return History(problems=(str(exc),))
    except OSError as exc:
        return History(
            problems=(
                tr("Your history could not be read: {problem}.", problem=exc.strerror or exc),
            )
        )
    entries, problems = [], list(parsed.problems)
    for entry in parsed.entries:
        if game_path(entry, folder).is_file():
            entries.append(entry)
        else:
            finished = entry.finished.astimezone()
            # English keeps the form it always had ("05 Nov 2026")
            english = current_language() == "en"
            when = (
                finished.strftime("%d %b %Y") if english else date_time(finished, with_time=False)
            )
            problems.append(
                tr(
                    "The game of {when} is left out of your history: its copy ({folder}/{file}) is missing.",
                    when=when,
                    folder=GAMES_FOLDER,
                    file=entry.game_file,
                )
            )
    return History(tuple(entries), tuple(problems))


# ------------------------------------------------------------------ writing


def record_game(
    setup: GameSetup,
    log: Sequence[LogEntry],
    state: GameState,
    when: dt.datetime | None = None,
) -> HistoryEntry | None:
    """Add a finished game to the history: its copy in `history/`, then its line. None (and
    nothing added) when the game is already there; its copy is written again if it had gone.
    Raises SaveWriteError, with the history as it was."""
    entries = saves.entries_of(setup, log, state)
    entry = make_entry(setup, entries, state, when)
    try:
        folder = paths.data_dir()
        path = history_path(folder)
        old = _read_bytes(path)
    except (SaveError, OSError) as exc:
        raise SaveWriteError(
            tr("This game could not be added to your history: {problem}", problem=exc)
        ) from None
    parsed = _parse(old)
    known = any(e.game_id == entry.game_id for e in parsed.entries)
    copy = game_path(entry, folder)
    if known and copy.is_file():
        return None
    try:
        copy.parent.mkdir(exist_ok=True)
        saves.save_game(copy, setup, entries, state)
        if known:
            return None
        if parsed.damaged:
            _keep_damaged_copy(folder, old, parsed.damaged)
        tail = b"" if not old or old.endswith(b"\n") else b"\n"
        atomic.write_atomic(path, old + tail + encode_entry(entry) + b"\n")
    except SaveError as exc:
        raise SaveWriteError(
            tr("This game could not be added to your history: {problem}", problem=exc)
        ) from None
    except OSError as exc:
        raise SaveWriteError(
            tr(
                "This game could not be added to your history: {problem}. Your history is unchanged.",
                problem=exc.strerror or exc,
            )
        ) from None
    return entry


def _keep_damaged_copy(folder: Path, data: bytes, damaged: Sequence[bytes]) -> None:
    """Keep the damaged history as it is before it is rewritten: once per damage (named by a
    digest of its damaged lines), not once per game added after it."""
    digest = hashlib.sha256(b"\n".join(damaged)).hexdigest()[:12]
    copy = folder / _DAMAGED_COPY.format(digest=digest)
    if not copy.exists():
        atomic.write_atomic(copy, data)


__all__ = [
    "GAMES_FOLDER",
    "HISTORY_FILE",
    "HISTORY_VERSION",
    "EntryDamaged",
    "History",
    "HistoryEntry",
    "SeatResult",
    "decode_entry",
    "encode_entry",
    "game_id",
    "game_path",
    "make_entry",
    "read_history",
    "record_game",
]
