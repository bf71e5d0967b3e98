"""Every legal device layout that can be built from a supply: the choices of a build decision.

Layouts are generated shape by shape (fixed polyominoes of the size), with each arrangement of
the chosen tiles and each rotation of modifiers, filtered by what each tile needs of a
neighbour (`connectors.meets_need`) and, when a Power Converter is among them, by
`connectors.problems`. Results are normalised (top-left at (0, 0)), each made once, and cached
per multiset of tiles.
"""

from __future__ import annotations

import functools

from .connectors import STEPS, Layout, Pos, need_mask, problems
from .data import CONVERTER, SOURCE, load


@functools.cache
def shapes(size: int) -> tuple[tuple[Pos, ...], ...]:
    """All fixed polyominoes of `size` cells, normalised, as sorted cell tuples."""
    found = {((0, 0),)}
    for _ in range(size - 1):
        grown = set()
        for shape in found:
            cells = set(shape)
            for r, c in shape:
                for dr, dc in STEPS:
                    n = (r + dr, c + dc)
                    if n not in cells:
                        new = cells | {n}
                        r0 = min(p[0] for p in new)
                        c0 = min(p[1] for p in new)
                        grown.add(tuple(sorted((p[0] - r0, p[1] - c0) for p in new)))
        found = grown
    return tuple(sorted(found))


@functools.cache
def _shape_plan(shape: tuple[Pos, ...]):
    """For a shape: which cells are complete (all neighbours placed) once cell k is placed, and
    each cell's neighbours as (side, index)."""
    index = {p: i for i, p in enumerate(shape)}
    last_neighbour = []
    for i, (r, c) in enumerate(shape):
        js = [index[(r + dr, c + dc)] for dr, dc in STEPS if (r + dr, c + dc) in index]
        last_neighbour.append(max(js + [i]))
    complete_at = [
        tuple(i for i in range(len(shape)) if last_neighbour[i] == k) for k in range(len(shape))
    ]
    neighbours = tuple(
        tuple(
            (side, index[(r + dr, c + dc)])
            for side, (dr, dc) in enumerate(STEPS)
            if (r + dr, c + dc) in index
        )
        for r, c in shape
    )
    return tuple(complete_at), neighbours


def _legal_layouts(combo: tuple[str, ...], first_only: bool) -> list[Layout]:
    """The legal normalised layouts using exactly the tiles in `combo` (sorted ids): all of
    them, or (first_only) just the first one found, to answer whether there is any.

    Depth-first over each shape's cells: a cell is checked as soon as all its neighbours are
    placed (one of them must meet its need, `connectors.meets_need`), which prunes most
    arrangements early; each complete arrangement is then judged by `connectors.problems`,
    the one rule. A combo holding a tile whose need no other tile of it can meet is refused
    before any enumeration.

    Without a Power Converter, an arrangement where every tile meets its need is legal (each
    source feeds a neighbour, each component is fed by a source, each Iterator holds a
    component: all `problems` asks of a connected, well-rotated layout), so `problems` is only
    consulted for combos holding a converter, whose power may come through a chain of them.
    tests/rules/test_fast_paths.py checks the shortcut against `problems` on every arrangement.
    """
    tiles = load().tiles
    n = len(combo)
    counts: dict[str, int] = {}
    for t in combo:
        counts[t] = counts.get(t, 0) + 1
    kinds = sorted(counts)
    left = [counts[t] for t in kinds]
    rotations = [range(4) if tiles[t].rotatable else (0,) for t in kinds]
    masks = [[need_mask(a, b) for b in kinds] for a in kinds]
    judge = any(tiles[t].kind == CONVERTER for t in kinds)
    out: list[Layout] = []
    for x in range(len(kinds)):
        # a tile whose need no other tile of the combo can ever meet: no layout at all
        if not any(masks[x][y] for y in range(len(kinds)) if y != x or left[x] > 1):
            return out
    placed_k: list[int] = [0] * n  # index into kinds, per cell of the shape
    placed_r: list[int] = [0] * n
    # the shape being filled (rebound for each shape; the two functions below read them)
    shape: tuple[Pos, ...] = ()
    complete_at: tuple[tuple[int, ...], ...] = ()
    neighbours: tuple[tuple[tuple[int, int], ...], ...] = ()

    def need_met(i: int) -> bool:
        row, ri = masks[placed_k[i]], placed_r[i] * 16
        for side, j in neighbours[i]:
            if row[placed_k[j]] >> (ri + side * 4 + placed_r[j]) & 1:
                return True
        return False

    def place(k: int) -> bool:
        """Fill cells k.. in every way; True once first_only has its layout."""
        if k == n:
            # the shape's cells are sorted, so the layout is too (and no other shape or
            # arrangement makes the same one)
            layout = tuple(zip(shape, [kinds[x] for x in placed_k], placed_r))
            if judge and problems(layout):
                return False
            out.append(layout)
            return first_only
        checks = complete_at[k]
        for x in range(len(kinds)):
            if not left[x]:
                continue
            left[x] -= 1
            placed_k[k] = x
            for rot in rotations[x]:
                placed_r[k] = rot
                for i in checks:
                    if not need_met(i):
                        break
                else:
                    if place(k + 1):
                        left[x] += 1
                        return True
            left[x] += 1
        return False

    for shape in shapes(n):
        complete_at, neighbours = _shape_plan(shape)
        if place(0):
            break
    return out


@functools.lru_cache(maxsize=200_000)
def layouts_for_combo(combo: tuple[str, ...]) -> tuple[Layout, ...]:
    """Every legal normalised layout using exactly the tiles in `combo` (sorted ids), sorted."""
    return tuple(sorted(_legal_layouts(combo, first_only=False)))


@functools.lru_cache(maxsize=200_000)
def combo_buildable(combo: tuple[str, ...]) -> bool:
    """Whether the tiles in `combo` make at least one legal layout (`layouts_for_combo(combo)`
    is not empty), stopping the same enumeration at the first legal layout."""
    return bool(_legal_layouts(combo, first_only=True))


def combos(available: dict[str, int], size: int) -> list[tuple[str, ...]]:
    """Multisets of `size` tiles drawable from `available` (id -> count) with a source and a
    component, as sorted tuples in lexicographic order (that of
    `itertools.combinations_with_replacement` over the sorted ids, without the undrawable ones,
    which are never generated)."""
    tiles = load().tiles
    ids = sorted(available)
    left = [available[t] for t in ids]
    is_source = [tiles[t].kind == SOURCE for t in ids]
    out: list[tuple[str, ...]] = []
    chosen: list[int] = []

    def extend(start: int, sources: int) -> None:
        if len(chosen) == size:
            if 0 < sources < size:
                out.append(tuple(ids[x] for x in chosen))
            return
        for x in range(start, len(ids)):
            if left[x]:
                left[x] -= 1
                chosen.append(x)
                extend(x, sources + is_source[x])
                chosen.pop()
                left[x] += 1

    extend(0, 0)
    return out


def legal_layouts(available: dict[str, int], size: int) -> list[Layout]:
    """Every legal normalised layout of exactly `size` tiles from `available`."""
    return list(_legal_layouts_from(tuple(sorted(available.items())), size))


def any_legal_layout(available: dict[str, int], size: int) -> bool:
    """Whether `available` builds any legal layout of exactly `size` tiles."""
    return _any_legal_layout_from(tuple(sorted(available.items())), size)


# A player's supply changes slowly while the same questions are asked of it on every turn
# (every Manufacturer or Insta-Factor considered asks "can I build?"): both answers depend only
# on the multiset of tiles and the size, so they are remembered per (sorted items, size).


@functools.lru_cache(maxsize=4096)  # an answer can hold thousands of layouts: keep fewer
def _legal_layouts_from(items: tuple[tuple[str, int], ...], size: int) -> tuple[Layout, ...]:
    result: list[Layout] = []
    for combo in combos(dict(items), size):
        result.extend(layouts_for_combo(combo))
    return tuple(result)


@functools.lru_cache(maxsize=65536)
def _any_legal_layout_from(items: tuple[tuple[str, int], ...], size: int) -> bool:
    return any(combo_buildable(c) for c in combos(dict(items), size))
