"""Reading the [[pending]] tables: decisions waiting to be answered, each written as the
fields of one decision frame (steamworks.rules.frames).
"""

from __future__ import annotations

from typing import Any

import attrs

from .. import frames as F
from ..state import Device
from .devices import read_layout
from .problems import suggest
from .reader import Reader, Ref

FRAME_TYPES: dict[str, type] = {
    name: cls
    for name, cls in vars(F).items()
    if isinstance(cls, type)
    and attrs.has(cls)
    and cls.__module__ == F.__name__
    and name.endswith("Frame")
}

# read_frame_value's answer for a value it has reported as wrong
_BAD = object()


def _to_tuple(value: Any) -> Any:
    """`value` with every list in it made a tuple (frames hold tuples)."""
    if isinstance(value, list):
        return tuple(_to_tuple(v) for v in value)
    return value


def read_pending(rd: Reader, raw: Any, devices: list[Device]) -> list[F.Frame]:
    """The [[pending]] tables as decision frames, bottom of the stack first."""
    if not isinstance(raw, list) or not all(isinstance(f, dict) for f in raw):
        rd.err(Ref("pending"), "pending decisions are written as [[pending]] tables.")
        return []
    out: list[F.Frame] = []
    n = len(rd.raw_players)
    ids = {d.id for d in devices}
    for k, entry in enumerate(raw):
        ref = Ref(f"pending decision {k}", "pending", k)
        kind = entry.get("kind")
        cls = FRAME_TYPES.get(kind) if isinstance(kind, str) else None
        if cls is None:
            rd.err(
                ref.sub("kind", "kind"),
                f"should name a kind of decision{suggest(kind, FRAME_TYPES)}: "
                f"{', '.join(sorted(FRAME_TYPES))}.",
            )
            continue
        fields = attrs.fields(cls)
        rd.table(entry, ref, ("kind",) + tuple(f.name for f in fields))
        values: dict[str, Any] = {}
        ok = True
        for f in fields:
            fref = ref.sub(f.name, f.name)
            if f.name not in entry:
                if f.default is attrs.NOTHING and "None" not in str(f.type):
                    rd.err(fref, f"a {kind} needs `{f.name}`.")
                    ok = False
                continue
            value = read_frame_value(rd, entry[f.name], str(f.type), fref)
            if value is _BAD:
                ok = False
                continue
            values[f.name] = value
        if not ok:
            continue
        if not 0 <= values.get("player", 0) < n:
            rd.err(ref.sub("player", "player"), f"should be a seat number from 0 to {n - 1}.")
            continue
        owner = values.get("owner")
        if isinstance(owner, int) and not 0 <= owner < n:
            rd.err(ref.sub("owner", "owner"), f"should be a seat number from 0 to {n - 1}.")
            continue
        if isinstance(values.get("device"), int) and values["device"] not in ids:
            rd.err(ref.sub("device", "device"), f"there is no device {values['device']}.")
            continue
        for f in fields:
            if f.name not in values and f.default is attrs.NOTHING:
                values[f.name] = None
        if cls is F.RevealFrame:
            for t in values.get("tiles", ()):
                rd.place(t, f"{ref.where} (revealed by the Innovation Turbine)")
        out.append(cls(**values))
    return out


def read_frame_value(rd: Reader, value: Any, ftype: str, ref: Ref) -> Any:
    """One frame field's value, read by its declared type; `_BAD` when it was reported.
    (`Any`: the value's type is the one `ftype` names, which is only known at run time.)"""
    base = ftype.replace(" | None", "")
    v: Any
    if base == "bool":
        v = rd.bool_(value, ref)
    elif base == "int":
        v = rd.int_(value, ref)
    elif base == "str":
        v = rd.str_(value, ref)
    elif base == "Pos":
        v = rd.pos(value, ref)
    elif base.startswith("frozenset"):
        items = rd.list_(value, ref)
        if items is None:
            return _BAD
        cells = [rd.pos(x, ref) for x in items]
        v = None if None in cells else frozenset(cells)
    elif base == "Layout":
        v = read_layout(rd, value, ref, ref.where, place=False)
    elif base.startswith("tuple[str"):
        items = rd.list_(value, ref)
        v = None if items is None or any(not isinstance(x, str) for x in items) else tuple(items)
        if items is not None and v is None:
            rd.err(ref, "should be a list of texts in quotes.")
        if v is not None and "tiles" in ref.where:
            for t in v:
                if t not in rd.data.tiles:
                    rd.err(
                        ref,
                        f'there is no tile called "{t}"{suggest(t, rd.data.tiles)}.',
                        needle=t,
                    )
                    v = None
                    break
    elif base.startswith("tuple[int"):
        items = rd.list_(value, ref)
        v = None if items is None else tuple(rd.int_(x, ref) for x in items)
        if v is not None and None in v:
            v = None
    else:
        v = _to_tuple(value)
    return _BAD if v is None else v
