"""Reading the [[device]] tables: each device's owner, its tiles (a legal layout) and the
mechanics standing on its sources.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..connectors import Layout, Pos
from ..connectors import problems as layout_problems
from ..state import Device, device_spot
from .reader import ListedTable, Reader, Ref

DEVICE_KEYS = ("id", "owner", "tiles", "mechanics")


TILE_ENTRY = ListedTable(
    name="tile",
    keys=("at", "tile", "rotation"),
    needs=2,
    how='each tile is written { at = [row, column], tile = "id" } (rotation optional).',
    missing="needs both `at` (its grid position) and `tile` (its id).",
)


MECHANIC_ENTRY = ListedTable(
    name="mechanic",
    keys=("at", "player", "slot", "automaton"),
    needs=2,
    how="each mechanic is written { at = [row, column], player = 0 } (slot optional).",
    missing="needs `at` (the source it stands on) and `player` (whose mechanic it is).",
)


@attrs.define
class _Mechanic:
    """A mechanic as written on a device; `slot` is given one if it was not written."""

    pos: Pos
    slot: int | None
    who: int
    ref: Ref
    automaton: bool


def read_devices(rd: Reader, raw: Any) -> list[Device]:
    """The [[device]] tables as `Device`s (those with problems left out, and reported)."""
    if not isinstance(raw, list) or not all(isinstance(d, dict) for d in raw):
        rd.err(Ref("device"), "devices are written as [[device]] tables.")
        return []
    out: list[Device] = []
    ids: set[int] = set()
    next_id = 1
    for k, d in enumerate(raw):
        ref = Ref(f"device {k + 1} of the file", "device", k)
        rd.table(d, ref, DEVICE_KEYS)
        did = d.get("id", next_id)
        did = rd.int_(did, ref.sub("id", "id"), 1)
        if did is not None:
            if did in ids:
                rd.err(ref.sub("id", "id"), f"device id {did} is used twice.")
            ids.add(did)
            next_id = did + 1
            ref = Ref(f"device {did}", "device", k)
        owner = None
        if "owner" not in d:
            rd.err(
                ref,
                "needs an `owner`: the seat number (from 0) or name of the player who built it.",
            )
        else:
            owner = rd.seat(d["owner"], ref.sub("owner", "owner"))
        layout = read_layout(rd, d.get("tiles"), ref, ref.where)
        if layout is None or owner is None or did is None:
            continue
        device = Device(id=did, owner=owner, layout=layout)
        device = attrs.evolve(device, workers=read_workers(rd, d.get("mechanics", []), device, ref))
        out.append(device)
    return out


def read_layout(rd: Reader, raw: Any, ref: Ref, where: str, place: bool = True) -> Layout | None:
    """A device's `tiles` as a sorted layout, checked to be a legal device; with `place`,
    each tile is recorded as being in it."""
    tref = ref.sub("tiles", "tiles")
    if raw is None:
        rd.err(
            ref,
            'needs `tiles`, e.g. tiles = [ {at=[0,0], tile="clockwork_source"}, '
            '{at=[0,1], tile="monetiser_1"} ].',
        )
        return None
    items = rd.list_(raw, tref)
    if items is None:
        return None
    cells = []
    ok = True
    for iref, item in rd.entries(items, tref, TILE_ENTRY):
        if item is None:
            ok = False
            continue
        pos = rd.pos(item["at"], iref.sub("at"))
        tid = rd.tile_id(item["tile"], iref.sub("tile"), basic_ok=True)
        rot = rd.int_(
            item.get("rotation", 0),
            iref.sub("rotation", "rotation"),
            0,
            3,
            what=" (rotation counts clockwise quarter turns, 0 to 3)",
        )
        if pos is None or tid is None or rot is None:
            ok = False
            continue
        if place:
            rd.place(tid, where)
        cells.append((pos, tid, rot))
    if not ok:
        return None
    if not cells:
        rd.err(tref, "a device needs at least one source and one component.")
        return None
    layout = tuple(sorted(cells))
    for problem in layout_problems(layout):
        at = ", ".join(f"[{r}, {c}]" for r, c in problem.cells)
        rd.err(
            tref,
            f"this is not a legal device: {problem.message}" + (f" (at {at})" if at else ""),
        )
    return layout


def read_workers(
    rd: Reader, raw: Any, device: Device, ref: Ref
) -> tuple[tuple[Pos, int, int], ...]:
    """The mechanics standing on `device`'s sources, as (pos, slot, seat); free slots are
    given in order after the written ones."""
    mref = ref.sub("mechanics", "mechanics")
    items = rd.list_(raw, mref) or []
    tiles = {p: rd.data.tiles[t] for p, t, _r in device.layout}
    parsed: list[_Mechanic] = []
    for iref, item in rd.entries(items, mref, MECHANIC_ENTRY):
        if item is None:
            continue
        pos = rd.pos(item["at"], iref.sub("at"))
        who = rd.seat(item["player"], iref.sub("player", "player"))
        slot = None
        if "slot" in item:
            slot = rd.int_(item["slot"], iref.sub("slot", "slot"), 0)
            if slot is None:
                continue
        automaton = rd.bool_(item.get("automaton", False), iref.sub("automaton", "automaton"))
        if pos is None or who is None or automaton is None:
            continue
        tile = tiles.get(pos)
        if tile is None:
            rd.err(iref.sub("at"), f"there is no tile at [{pos[0]}, {pos[1]}] in this device.")
            continue
        if not tile.is_source:
            rd.err(
                iref.sub("at"),
                f"the {tile.name} at [{pos[0]}, {pos[1]}] is a component: mechanics "
                "stand only on sources.",
            )
            continue
        if slot is not None and slot >= tile.spaces:
            rd.err(
                iref.sub("slot"),
                f"the {tile.name} has {tile.spaces} mechanic space"
                f"{'s' if tile.spaces > 1 else ''} (slots 0 to {tile.spaces - 1}).",
            )
            continue
        parsed.append(_Mechanic(pos, slot, who, iref, automaton))
    taken: set[tuple[Pos, int]] = set()
    for m in parsed:  # explicit slots first, then the free ones in order
        if m.slot is not None:
            if (m.pos, m.slot) in taken:
                rd.err(
                    m.ref,
                    f"two mechanics stand on the same space of the source at {list(m.pos)}.",
                )
            taken.add((m.pos, m.slot))
    for m in parsed:
        if m.slot is None:
            spaces = tiles[m.pos].spaces
            free = [s for s in range(spaces) if (m.pos, s) not in taken]
            if not free:
                rd.err(
                    m.ref,
                    f"the {tiles[m.pos].name} at {list(m.pos)} has no free mechanic space left.",
                )
                continue
            m.slot = free[0]
            taken.add((m.pos, free[0]))
    for m in parsed:
        if m.automaton and m.slot is not None:
            rd.automaton_marks.append(
                (m.who, device_spot(device.id, m.pos, m.slot), m.ref.sub("automaton", "automaton"))
            )
    return tuple((m.pos, m.slot, m.who) for m in parsed if m.slot is not None)
