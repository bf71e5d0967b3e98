"""Connector legality: which tiles in a layout connect, whether a device is legal, and why not.

One module answers every connector question, so the engine, the UI's live drag preview and the
AI can never disagree:

- `contacts(layout)`: every touching pair of tiles and whether that contact is valid,
  mismatched or blank (for tinting the build grid);
- `problems(layout, size=None)`: every reason a layout is not a legal device, each with a
  machine-readable code and a sentence a player understands;
- `legal_additions(layout, tile_id)`: where one more tile may go next to a built device;
- `power_targets(layout, source_pos)`: which components a source can power, with which types;
- `iterator_count(layout, pos)`: how many Iterators repeat the component at `pos`.

A layout is a tuple of `(pos, tile_id, rotation)` sorted by position, where `pos` is
`(row, col)`; north is row - 1. Connection rulings are game-data.md section 6, rulings 1-2.
Pure: standard library, attrs and the language layer (for the problems' words).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping

import attrs

from ..language import current_language, number, tr
from .data import CONVERTER, ITERATOR, POWER_TYPES, SOURCE, TileDef, load
from .words import either, power_name

Pos = tuple[int, int]
Layout = tuple[tuple[Pos, str, int], ...]

# (drow, dcol) for N, E, S, W
STEPS: tuple[Pos, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))
OPPOSITE = (2, 3, 0, 1)
ALL_TYPES = frozenset(POWER_TYPES)

VALID = "valid"
MISMATCH = "mismatch"
BLANK = "blank"


def make_layout(cells: Mapping[Pos, tuple[str, int]] | Iterable[tuple[Pos, str, int]]) -> Layout:
    """A canonical layout from `{pos: (tile_id, rotation)}` or `(pos, tile_id, rotation)` items.

    Rotations of tiles that cannot rotate are kept as given, so that `problems` can refuse them.
    """
    if isinstance(cells, Mapping):
        items = [(pos, tid, rot % 4) for pos, (tid, rot) in cells.items()]
    else:
        items = [(pos, tid, rot % 4) for pos, tid, rot in cells]
    return tuple(sorted(items))


def normalise(layout: Layout) -> Layout:
    """The same layout translated so that its top-left bounding corner is (0, 0), with every
    rotation reduced to 0-3 (so one device never has two spellings)."""
    if not layout:
        return layout
    r0 = min(p[0][0] for p in layout)
    c0 = min(p[0][1] for p in layout)
    if r0 == 0 and c0 == 0 and all(0 <= rot < 4 for _p, _t, rot in layout):
        return layout
    return tuple(sorted(((r - r0, c - c0), t, rot % 4) for (r, c), t, rot in layout))


@attrs.frozen(slots=True)
class Problem:
    """One reason a layout is not a legal device."""

    code: str  # empty | wrong_size | disconnected | no_source | no_component |
    #            source_unconnected | component_unpowered | iterator_unattached |
    #            cannot_rotate | overlap | unknown_tile
    message: str
    cells: tuple[Pos, ...] = ()


@attrs.frozen(slots=True)
class Contact:
    """Two orthogonally adjacent tiles and how their facing sides meet."""

    a: Pos
    b: Pos
    status: str  # valid | mismatch | blank


# --------------------------------------------------------------------------- edges


def _sides(tile: TileDef, rot: int) -> tuple[str, str, str, str]:
    return tile.rotated_sides(rot) if tile.rotatable else tile.sides


def _feed_types(
    src: TileDef, src_rot: int, side: int, dst: TileDef, dst_rot: int, via_converter: bool
) -> frozenset[str]:
    """Power types that flow from `src` (its `side`) into `dst`, or empty if none can.

    `src` is a source, or a Power Converter output (via_converter) feeding onward.
    """
    dst_side = OPPOSITE[side]
    if dst.kind == CONVERTER:
        # a converter takes power only on its input side, of any type
        if (dst.input_side + dst_rot) % 4 != dst_side:
            return frozenset()
        return ALL_TYPES if via_converter else src.supplies
    if dst.kind in (SOURCE, ITERATOR):
        return frozenset()
    code = dst.sides[dst_side]
    if code == "-":
        return frozenset()
    accepts = ALL_TYPES if code == "A" else frozenset(code)
    return accepts if via_converter else accepts & src.supplies


def _converter_outputs(tile: TileDef, rot: int) -> tuple[int, ...]:
    inp = (tile.input_side + rot) % 4
    return tuple(s for s in range(4) if s != inp)


@attrs.frozen(slots=True)
class _Graph:
    """Precomputed power edges of a layout."""

    tiles: Mapping[Pos, tuple[TileDef, int]]
    # (from_pos) -> tuple of (to_pos, types); from sources and from converter outputs
    feeds: Mapping[Pos, tuple[tuple[Pos, frozenset[str]], ...]]
    # component pos -> number of iterators attached to it
    iterators: Mapping[Pos, int]
    # iterator pos -> the component it is attached to (or None)
    iterator_targets: Mapping[Pos, Pos | None]


@functools.lru_cache(maxsize=65536)
def _graph(layout: Layout) -> _Graph:
    tiles_data = load().tiles
    tiles = {pos: (tiles_data[tid], rot) for pos, tid, rot in layout}
    feeds: dict[Pos, tuple[tuple[Pos, frozenset[str]], ...]] = {}
    iterators: dict[Pos, int] = {}
    iterator_targets: dict[Pos, Pos | None] = {}
    for pos, (tile, rot) in tiles.items():
        sides: Iterable[int]  # the sides power leaves this tile by
        if tile.kind == SOURCE:
            sides = range(4)
            via = False
        elif tile.kind == CONVERTER:
            sides = _converter_outputs(tile, rot)
            via = True
        elif tile.kind == ITERATOR:
            attach = (3 + rot) % 4  # the attach connector is on W, upright
            dr, dc = STEPS[attach]
            other = tiles.get((pos[0] + dr, pos[1] + dc))
            target = None
            if other is not None and other[0].kind not in (SOURCE, ITERATOR, CONVERTER):
                target = (pos[0] + dr, pos[1] + dc)
                iterators[target] = iterators.get(target, 0) + 1
            iterator_targets[pos] = target
            continue
        else:
            continue
        out = []
        for side in sides:
            dr, dc = STEPS[side]
            npos = (pos[0] + dr, pos[1] + dc)
            other = tiles.get(npos)
            if other is None:
                continue
            types = _feed_types(tile, rot, side, other[0], other[1], via)
            if types:
                out.append((npos, types))
        feeds[pos] = tuple(out)
    return _Graph(tiles=tiles, feeds=feeds, iterators=iterators, iterator_targets=iterator_targets)


# --------------------------------------------------------------------------- what a tile needs of its neighbours


def meets_need(a: str, rot_a: int, side: int, b: str, rot_b: int) -> bool:
    """Whether tile b, across `side` of tile a, gives a what a legal device needs of a: a source
    feeds b; an Iterator's attachment holds component b; a component or a Power Converter is
    fed by b (a source, or a converter's output). Every tile of a legal device meets its need
    with some neighbour (see `problems`), so layouts where a tile cannot are never legal."""
    tiles = load().tiles
    ta, tb = tiles[a], tiles[b]
    if ta.kind == SOURCE:
        return bool(_feed_types(ta, rot_a, side, tb, rot_b, False))
    if ta.kind == ITERATOR:
        return side == (3 + rot_a) % 4 and tb.kind not in (SOURCE, ITERATOR, CONVERTER)
    back = OPPOSITE[side]
    if tb.kind == SOURCE:
        return bool(_feed_types(tb, rot_b, back, ta, rot_a, False))
    if tb.kind == CONVERTER:
        return back != (tb.input_side + rot_b) % 4 and bool(
            _feed_types(tb, rot_b, back, ta, rot_a, True)
        )
    return False


def needs_decide(tile_ids: Iterable[str]) -> bool:
    """Whether, for a connected layout of these tiles with no overlap and no turned tile that
    cannot turn, "every tile meets its need" (`meets_need`) is exactly "legal" (`problems` is
    empty): true with fewer than four Power Converters.

    Each source then feeds a neighbour, each Iterator holds a component, and each component is
    fed by a source or a converter. A converter takes power on one side only, so following each
    converter to the tile that feeds its input leads to a source, unless the converters feed
    one another round a loop; a loop on a square grid takes four tiles at least (two tiles
    share one edge, which cannot be both one's input and the other's). Four converters can
    feed only one another, so then `problems` must judge (tests/rules/test_fast_paths.py)."""
    tiles = load().tiles
    return sum(tiles[t].kind == CONVERTER for t in tile_ids) < 4


@functools.cache
def need_mask(a: str, b: str) -> int:
    """`meets_need` for one pair of tiles, every rotation and side at once: bit
    rot_a * 16 + side * 4 + rot_b. Layout enumeration and `legal_additions` test a tile's need
    with a shift instead of a call."""
    tiles = load().tiles
    mask = 0
    for rot_a in range(4) if tiles[a].rotatable else (0,):  # the only rotations ever placed
        for side in range(4):
            for rot_b in range(4) if tiles[b].rotatable else (0,):
                if meets_need(a, rot_a, side, b, rot_b):
                    mask |= 1 << (rot_a * 16 + side * 4 + rot_b)
    return mask


# --------------------------------------------------------------------------- queries


def contacts(layout: Layout) -> tuple[Contact, ...]:
    """Every touching pair of tiles, each once, with the state of the contact.

    valid: power can flow across it (or an Iterator is attached there); mismatch: a connector
    faces a tile that cannot use it; blank: neither side has anything to offer the other.
    """
    g = _graph(layout)
    linked: set[frozenset[Pos]] = set()
    for a, outs in g.feeds.items():
        for b, _types in outs:
            linked.add(frozenset((a, b)))
    for it, target in g.iterator_targets.items():
        if target is not None:
            linked.add(frozenset((it, target)))
    out = []
    for pos, (tile, rot) in g.tiles.items():
        for side in (1, 2):  # E and S, so each pair is seen once
            dr, dc = STEPS[side]
            npos = (pos[0] + dr, pos[1] + dc)
            other = g.tiles.get(npos)
            if other is None:
                continue
            if frozenset((pos, npos)) in linked:
                status = VALID
            else:
                mine = "X" if tile.kind == SOURCE else _sides(tile, rot)[side]
                theirs = (
                    "X" if other[0].kind == SOURCE else _sides(other[0], other[1])[OPPOSITE[side]]
                )
                both_sources = tile.kind == SOURCE and other[0].kind == SOURCE
                status = BLANK if both_sources or (mine in "-X" and theirs in "-X") else MISMATCH
            out.append(Contact(pos, npos, status))
    return tuple(out)


def _contiguous_groups(positions: Iterable[Pos]) -> list[set[Pos]]:
    left = set(positions)
    groups = []
    while left:
        start = left.pop()
        group = {start}
        todo = [start]
        while todo:
            r, c = todo.pop()
            for dr, dc in STEPS:
                n = (r + dr, c + dc)
                if n in left:
                    left.remove(n)
                    group.add(n)
                    todo.append(n)
        groups.append(group)
    return groups


def _powered(g: _Graph) -> dict[Pos, frozenset[str]]:
    """Every tile that receives power from some source, with the types it can receive."""
    powered: dict[Pos, set[str]] = {}
    todo = [p for p, (t, _r) in g.tiles.items() if t.kind == SOURCE]
    seen_conv: set[Pos] = set()
    while todo:
        p = todo.pop()
        for q, types in g.feeds.get(p, ()):
            powered.setdefault(q, set()).update(types)
            if g.tiles[q][0].kind == CONVERTER and q not in seen_conv:
                seen_conv.add(q)
                todo.append(q)
    return {p: frozenset(t) for p, t in powered.items()}


def _describe_needs(tile: TileDef, rot: int) -> str:
    codes = {c for c in _sides(tile, rot) if c != "-"}
    name = tr(tile.name)
    if not codes:
        return tr("The {tile} has no connector at all.", tile=name)
    if "A" in codes:
        return tr("The {tile} has no source it can draw power from.", tile=name)
    names = either([power_name(c) for c in sorted(codes, key=POWER_TYPES.index)])
    # translators: {powers} is one power or alternatives ("steam or electrickal")
    return tr("The {tile} has no source it can draw {powers} from.", tile=name, powers=names)


def problems(layout: Layout, size: int | None = None) -> tuple[Problem, ...]:
    """Every reason `layout` is not a legal device (empty when it is legal).

    With `size`, a layout with another number of tiles is refused too. (Kept by layout and
    language: the messages are in the language spoken when asked.)
    """
    return _problems(layout, size, current_language())


@functools.lru_cache(maxsize=65536)
def _problems(layout: Layout, size: int | None, _language: str) -> tuple[Problem, ...]:
    tiles_data = load().tiles
    out: list[Problem] = []
    if not layout:
        return (Problem("empty", tr("A device needs at least one source and one component.")),)
    seen: set[Pos] = set()
    for pos, tid, rot in layout:
        if tid not in tiles_data:
            return (
                Problem(
                    "unknown_tile", tr("There is no tile called {tile}.", tile=repr(tid)), (pos,)
                ),
            )
        if pos in seen:
            out.append(Problem("overlap", tr("Two tiles cannot share one space."), (pos,)))
        seen.add(pos)
        tile = tiles_data[tid]
        if rot % 4 and not tile.rotatable:
            out.append(
                Problem(
                    "cannot_rotate",
                    tr(
                        "The {tile} cannot be turned; only the Iterator and Power Converter rotate.",
                        tile=tr(tile.name),
                    ),
                    (pos,),
                )
            )
    if out:
        return tuple(out)
    if size is not None and len(layout) != size:
        out.append(
            Problem(
                "wrong_size",
                tr(
                    "This device must have exactly {size} tiles, not {count}.",
                    size=number(size),
                    count=number(len(layout)),
                ),
            )
        )
    groups = _contiguous_groups(seen)
    if len(groups) > 1:
        # the largest group is the device; ties go to the group holding the top-left-most cell,
        # so the tiles flagged do not depend on where the layout sits on the grid
        main = max(groups, key=lambda grp: (len(grp), [-x for x in min(grp)]))
        stray = tuple(sorted(p for grp in groups if grp is not main for p in grp))
        out.append(
            Problem(
                "disconnected",
                tr("Every tile must touch the rest of the device edge to edge."),
                stray,
            )
        )
    g = _graph(layout)
    sources = [p for p, (t, _r) in g.tiles.items() if t.kind == SOURCE]
    components = [p for p, (t, _r) in g.tiles.items() if t.kind != SOURCE]
    if not sources:
        out.append(Problem("no_source", tr("A device needs at least one source to power it.")))
    if not components:
        out.append(
            Problem(
                "no_component",
                tr("A device needs at least one component for its sources to power."),
            )
        )
    powered = _powered(g)
    for p in sources:
        tile = g.tiles[p][0]
        if not g.feeds.get(p):
            out.append(
                Problem(
                    "source_unconnected",
                    tr(
                        "The {tile} is not connected to any component it can power.",
                        tile=tr(tile.name),
                    ),
                    (p,),
                )
            )
    for p in components:
        tile, rot = g.tiles[p]
        if tile.kind == ITERATOR:
            if g.iterator_targets.get(p) is None:
                out.append(
                    Problem(
                        "iterator_unattached",
                        tr(
                            "The Iterator's attachment must touch a component "
                            "(not a source or another modifier)."
                        ),
                        (p,),
                    )
                )
        elif p not in powered:
            if tile.kind == CONVERTER:
                msg = tr(
                    "The Power Converter's input side must touch a source "
                    "(or another powered converter's output)."
                )
            else:
                msg = _describe_needs(tile, rot)
            out.append(Problem("component_unpowered", msg, (p,)))
    return tuple(out)


def is_legal(layout: Layout, size: int | None = None) -> bool:
    return not problems(layout, size)


def legal_additions(layout: Layout, tile_id: str) -> tuple[tuple[Pos, int], ...]:
    """Every (pos, rotation) where `tile_id` may be added so that the device stays legal.

    The new tile must touch the device, and the result must be a legal device (so the new tile
    has a valid connection). Rotations are tried only for tiles that rotate.
    """
    return _legal_additions(layout, tile_id)


# a built device keeps its layout for many turns, and every Expander, Upgrader and Sourcer
# activation asks this of every device: the answer depends on the two arguments only
@functools.lru_cache(maxsize=65536)
def _legal_additions(layout: Layout, tile_id: str) -> tuple[tuple[Pos, int], ...]:
    tile = load().tiles[tile_id]
    occupied = {p: (t, r) for p, t, r in layout}
    frontier: set[Pos] = set()
    for r, c in occupied:
        for dr, dc in STEPS:
            n = (r + dr, c + dc)
            if n not in occupied:
                frontier.add(n)
    rotations = range(4) if tile.rotatable else (0,)
    # A legal device stays legal with a new tile that meets its own need, when that is enough
    # (`needs_decide`): the old tiles keep the neighbours that met theirs. Only other devices,
    # and devices with four converters, go to `problems`.
    judge = bool(problems(layout)) or not needs_decide([tile_id] + [t for _p, t, _r in layout])
    out = []
    for pos in sorted(frontier):
        # the new tile must meet its own need with a neighbour (`meets_need`): positions and
        # rotations where it cannot are skipped before `problems` judges the rest
        neighbours = []
        for side, (dr, dc) in enumerate(STEPS):
            other = occupied.get((pos[0] + dr, pos[1] + dc))
            if other is not None:
                neighbours.append((need_mask(tile_id, other[0]), side * 4 + other[1]))
        for rot in rotations:
            if not any(mask >> (rot * 16 + bit) & 1 for mask, bit in neighbours):
                continue
            if not judge or is_legal(tuple(sorted(layout + ((pos, tile_id, rot),)))):
                out.append((pos, rot))
    return tuple(out)


def power_targets(layout: Layout, source_pos: Pos) -> tuple[tuple[Pos, frozenset[str]], ...]:
    """Components that the source at `source_pos` can activate, with the power types each may receive.

    Power Converters pass power on (any type out of each output side); they are not listed
    themselves. Iterators are not listed: they repeat their component instead.
    """
    return _power_targets(layout, source_pos)


@functools.lru_cache(maxsize=65536)
def _power_targets(layout: Layout, source_pos: Pos) -> tuple[tuple[Pos, frozenset[str]], ...]:
    g = _graph(layout)
    found: dict[Pos, set[str]] = {}
    todo = [source_pos]
    seen_conv: set[Pos] = set()
    while todo:
        p = todo.pop()
        for q, types in g.feeds.get(p, ()):
            kind = g.tiles[q][0].kind
            if kind == CONVERTER:
                if q not in seen_conv:
                    seen_conv.add(q)
                    todo.append(q)
            else:
                found.setdefault(q, set()).update(types)
    return tuple(sorted((p, frozenset(t)) for p, t in found.items()))


def iterator_count(layout: Layout, pos: Pos) -> int:
    """How many Iterators are attached to the component at `pos`."""
    return _graph(layout).iterators.get(pos, 0)


def tile_at(layout: Layout, pos: Pos) -> tuple[str, int] | None:
    for p, tid, rot in layout:
        if p == pos:
            return tid, rot
    return None
