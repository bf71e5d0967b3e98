"""Upgrading save files written in older formats, one version step at a time.

Every save records its `format_version`. Loading upgrades the raw JSON document (plain dicts
and lists, before the converter sees it) step by step, 1 -> 2 -> 3 ... up to FORMAT_VERSION,
so each step only ever has to know two neighbouring formats and old steps never change.

To change the format:

1. bump `FORMAT_VERSION`;
2. add `MIGRATIONS[old] = function` turning a version-`old` document into a version-`old + 1`
   one (it must set `doc["format_version"] = old + 1`, and treat its input as untrusted:
   raise `ShapeError` on anything unexpected rather than crash);
3. keep the newest fixture save (tests/persistence/fixtures/save_v<old>.json) and write a new
   one for the new version with `python -m tests.support.savegames`. The fixture test loads
   every past fixture, so an old player's saves keep loading forever.

A new field whose value an old file cannot know, but its log implies, is listed in
`REPLAYED_PLAYER_FIELDS`: the migration writes a placeholder, and loading takes the real value
from the replay of the log (savefile.py) instead of comparing it with the snapshot.

Format history:

- 1: first release. `{"format": "steamworks-save", "format_version": 1, "game_version",
  "saved_at", "setup", "seed", "log": [{"seat", "action", "revealed"}], "snapshot"}`.
- 2: each snapshot player has `automaton_at`, where their Automaton stands this round (`[]`
  nowhere, `[space]` a persona space, `[device, row, col, slot]` a device's source). A
  version-1 snapshot does not say; its upgrade writes `[]` and loading fills in the value the
  replayed log gives.
- 3: the setup has `hints` (whether hints may be asked for in the game) and each log entry
  `hinted` (whether its seat used a hint before it). Older games had no hints: the upgrade
  writes `true` and `false`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from steamworks.language import tr

from .convert import ShapeError

FORMAT_MARKER = "steamworks-save"
FORMAT_VERSION = 3

# Player fields introduced by format N (the key) that an older save cannot hold: its migration
# writes a placeholder, and loading a file older than N takes the value from the replayed log.
REPLAYED_PLAYER_FIELDS: dict[int, tuple[str, ...]] = {2: ("automaton_at",)}


def fields_from_replay(version: int) -> tuple[str, ...]:
    """The Player fields a save of format `version` (as on disk) cannot know."""
    return tuple(
        name
        for since, names in sorted(REPLAYED_PLAYER_FIELDS.items())
        if since > version
        for name in names
    )


def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 1 -> 2: every snapshot player gains `automaton_at`, as a placeholder ([]): a
    version-1 file never recorded which worker was the Automaton (see fields_from_replay).
    Anything malformed (no snapshot, a player that is not an object) is left as it is, for the
    converter to name precisely."""
    doc = dict(doc, format_version=2)
    snapshot = doc.get("snapshot")
    players = snapshot.get("players") if isinstance(snapshot, dict) else None
    if not isinstance(players, list):
        return doc
    new_players = []
    for p in players:
        if isinstance(p, dict):
            if "automaton_at" in p:
                raise ShapeError(
                    tr(
                        "a player of its snapshot has the field automaton_at, which format 1 does not have"
                    )
                )
            p = dict(p, automaton_at=[])
        new_players.append(p)
    assert isinstance(snapshot, dict)  # players were found in it above
    doc["snapshot"] = dict(snapshot, players=new_players)
    return doc


def _v2_to_v3(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 2 -> 3: the setup gains `hints` (true: hints were not switched off) and every log
    entry `hinted` (false: no hint existed). An object that already has the field is refused
    as damaged; anything malformed is left as it is, for the converter to name precisely."""
    doc = dict(doc, format_version=3)
    setup = doc.get("setup")
    if isinstance(setup, dict):
        if "hints" in setup:
            raise ShapeError(tr("its setup has the field hints, which format 2 does not have"))
        doc["setup"] = dict(setup, hints=True)
    log = doc.get("log")
    if isinstance(log, list):
        entries = []
        for entry in log:
            if isinstance(entry, dict):
                if "hinted" in entry:
                    raise ShapeError(
                        tr("an entry of its log has the field hinted, which format 2 does not have")
                    )
                entry = dict(entry, hinted=False)
            entries.append(entry)
        doc["log"] = entries
    return doc


# format version N -> function upgrading a version-N document to version N + 1
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2, 2: _v2_to_v3}


def upgrade(doc: dict[str, Any], version: int, target: int | None = None) -> dict[str, Any]:
    """The document upgraded from `version` to `target`, one step at a time. The caller has
    checked that `1 <= version <= target`; a missing step is a bug in this module."""
    target = FORMAT_VERSION if target is None else target
    while version < target:
        step = MIGRATIONS.get(version)
        if step is None:
            raise LookupError(
                tr(
                    "no upgrade from save format {version} to {version2}",
                    version=version,
                    version2=version + 1,
                )
            )
        doc = step(doc)
        version += 1
        if doc.get("format_version") != version:
            raise LookupError(
                tr(
                    "the upgrade to save format {version} did not mark the document",
                    version=version,
                )
            )
    return doc
