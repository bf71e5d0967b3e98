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
   one for the new version with tests/persistence/make_fixtures.py. The fixture test loads
   every past fixture, so an old player's saves keep loading forever.

Format history:

- 1: first release. `{"format": "steamworks-save", "format_version": 1, "game_version",
  "saved_at", "setup", "seed", "log": [{"seat", "action", "revealed"}], "snapshot"}`.
"""

from __future__ import annotations

from typing import Any, Callable

FORMAT_MARKER = "steamworks-save"
FORMAT_VERSION = 1

# format version N -> function upgrading a version-N document to version N + 1
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def upgrade(doc: dict[str, Any], version: int, target: int | None = None) -> dict[str, Any]:
    """The document upgraded from `version` to `target`, one step at a time. The caller has
    checked that `1 <= version <= target`; a missing step is a bug in this module."""
    target = FORMAT_VERSION if target is None else target
    while version < target:
        step = MIGRATIONS.get(version)
        if step is None:
            raise LookupError(f"no upgrade from save format {version} to {version + 1}")
        doc = step(doc)
        version += 1
        if doc.get("format_version") != version:
            raise LookupError(f"the upgrade to save format {version} did not mark the document")
    return doc
