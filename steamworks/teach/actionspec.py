"""Actions written in TOML: `{ kind = "PlaceDevice", device = 1, pos = [0, 1] }`.

A lesson's expected actions, its pointers and a puzzle's best line are written this way. A
spec may leave fields out: it then matches every action of that kind with the fields it does
give (a pointer at "any Build Device", an expected "take any tile of belt 0"). Positions are
`[row, col]` lists; a `BuildDevice` layout is written like a scenario device's `tiles`.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..rules.actions import ACTION_TYPES, BuildDevice
from ..rules.connectors import normalise

KINDS: dict[str, type] = {cls.__name__: cls for cls in ACTION_TYPES}


class SpecError(ValueError):
    """A spec that names no action kind or a field that kind does not have."""


def _field_value(kind: type, name: str, value: Any) -> Any:
    """A TOML value converted to the type the action's field holds."""
    if name == "pos":
        if not (isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)):
            raise SpecError(f"{kind.__name__}: pos must be [row, col], not {value!r}")
        return (value[0], value[1])
    if name == "layout":
        if not isinstance(value, list) or not value:
            raise SpecError(f"{kind.__name__}: layout must be a list of tiles")
        cells = []
        for cell in value:
            if not isinstance(cell, dict) or "at" not in cell or "tile" not in cell:
                raise SpecError(f"{kind.__name__}: each layout tile needs `at` and `tile`")
            at = _field_value(kind, "pos", cell["at"])
            cells.append((at, str(cell["tile"]), int(cell.get("rotation", 0))))
        return normalise(tuple(cells))
    return value


def parse(table: Any) -> tuple[type, dict[str, Any]]:
    """The action class and the fields a spec table gives (converted). Raises SpecError."""
    if not isinstance(table, dict):
        raise SpecError(f'an action is a table like {{ kind = "Pass" }}, not {table!r}')
    kind_name = table.get("kind")
    if kind_name not in KINDS:
        raise SpecError(f"there is no action kind {kind_name!r}; the kinds are: {', '.join(KINDS)}")
    kind = KINDS[kind_name]
    names = {f.name for f in attrs.fields(kind)}
    fields = {}
    for key, value in table.items():
        if key == "kind":
            continue
        if key not in names:
            known = ", ".join(sorted(names)) or "none"
            raise SpecError(f"{kind_name} has no field {key!r} (its fields: {known})")
        fields[key] = _field_value(kind, key, value)
    return kind, fields


def to_action(table: Any):
    """The complete action a spec describes (fields left out take their defaults)."""
    kind, fields = parse(table)
    try:
        return kind(**fields)
    except TypeError as exc:
        raise SpecError(f"{kind.__name__} needs more fields: {exc}") from None


def matches(table: Any, action) -> bool:
    """Whether `action` is of the spec's kind and has every field the spec gives."""
    kind, fields = parse(table)
    if type(action) is not kind:
        return False
    for name, value in fields.items():
        have = getattr(action, name)
        if name == "layout":
            have = normalise(have)
        if have != value:
            return False
    return True


def to_table(action) -> dict[str, Any]:
    """A spec table for a complete action (the inverse of `to_action`)."""
    table: dict[str, Any] = {"kind": type(action).__name__}
    for f in attrs.fields(type(action)):
        value = getattr(action, f.name)
        if value == f.default:
            continue
        if f.name == "pos":
            value = list(value)
        elif isinstance(action, BuildDevice) and f.name == "layout":
            value = [
                {"at": list(pos), "tile": tile, "rotation": rot}
                if rot
                else {"at": list(pos), "tile": tile}
                for pos, tile, rot in normalise(value)
            ]
        table[f.name] = value
    return table


def to_toml(action) -> str:
    """One action as an inline TOML table, for writing a puzzle's best line."""
    return _inline(to_table(action))


def _inline(value: Any) -> str:
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_inline(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(_inline(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value)
