"""Every legal device layout that can be built from a supply: the choices of a build decision.

Layouts are every fixed polyomino of the size with each arrangement of the chosen tiles and each
rotation of modifiers, filtered by what each tile needs of a neighbour (`connectors.meets_need`),
which decides legality unless four Power Converters are among them (then `connectors.problems`
judges). Results are normalised (top-left at (0, 0)), each made once, and cached per multiset of
tiles.
"""

from __future__ import annotations

import functools
import itertools

from .connectors import STEPS, Layout, Pos, need_mask, needs_decide, problems
from .data import SOURCE, load


@functools.cache
def shapes(size: int) -> tuple[tuple[Pos, ...], ...]:
    """All fixed polyominoes of `size` cells, normalised, as sorted cell tuples."""
    found: set[tuple[Pos, ...]] = {((0, 0),)}
    for _ in range(size - 1):
        grown: set[tuple[Pos, ...]] = set()
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
def _neighbour_shapes(n: int) -> list[list[list[int]]]:
    """For the shapes of `n` cells, as bits in `shapes(n)` order: `table[i][j][sides]` is the set
    of shapes in which cell j lies next to cell i on one of `sides` (a 4-bit set of N, E, S, W)."""
    table = [[[0] * 16 for _j in range(n)] for _i in range(n)]
    for bit, shape in enumerate(shapes(n)):
        index = {p: i for i, p in enumerate(shape)}
        for i, (r, c) in enumerate(shape):
            for side, (dr, dc) in enumerate(STEPS):
                j = index.get((r + dr, c + dc))
                if j is not None:
                    for sides in range(16):
                        if sides >> side & 1:
                            table[i][j][sides] |= 1 << bit
    return table


@functools.cache
def _need_sides(a: str, b: str) -> tuple[tuple[int, ...], ...]:
    """`need_mask(a, b)` regrouped: `[rot_a][rot_b]` is the 4-bit set of a's sides across which
    b meets a's need (`connectors.meets_need`)."""
    mask = need_mask(a, b)
    return tuple(
        tuple(
            sum(1 << side for side in range(4) if mask >> (rot_a * 16 + side * 4 + rot_b) & 1)
            for rot_b in range(4)
        )
        for rot_a in range(4)
    )


def _legal_layouts(combo: tuple[str, ...], first_only: bool) -> list[Layout]:
    """The legal normalised layouts using exactly the tiles in `combo` (sorted ids): all of
    them, or (first_only) just the first one found, to answer whether there is any.

    A layout is a shape with the combo's tiles, in some order and rotations, on its cells (the
    k-th tile on the k-th cell). For each order and rotations of the tiles, every shape is tried
    at once, as bits of an integer: tile k meets its need (`connectors.meets_need`) in the
    shapes where some tile that could meet it lies on the right side of its cell; the shapes
    where every tile does are the candidates. A combo holding a tile whose need no other tile
    of it can meet is refused before any of this.

    For a combo of fewer than four Power Converters (`connectors.needs_decide`), a layout where
    every tile meets its need is legal; `problems` judges the layouts of the others.
    """
    tiles = load().tiles
    n = len(combo)
    out: list[Layout] = []
    counts: dict[str, int] = {}
    for t in combo:
        counts[t] = counts.get(t, 0) + 1
    for x in counts:
        # a tile whose need no other tile of the combo can ever meet: no layout at all
        if not any(need_mask(x, y) for y in counts if y != x or counts[x] > 1):
            return out
    shapes_n = shapes(n)
    table = _neighbour_shapes(n)
    every_shape = (1 << len(shapes_n)) - 1
    judge = not needs_decide(combo)
    need = {a: {b: _need_sides(a, b) for b in counts} for a in counts}
    for order in sorted(set(itertools.permutations(combo))):
        turns = [range(4) if tiles[t].rotatable else (0,) for t in order]
        for rots in itertools.product(*turns):
            candidates = every_shape
            for i in range(n):
                met = 0  # shapes in which tile i meets its need
                need_i, rot_i, table_i = need[order[i]], rots[i], table[i]
                for j in range(n):
                    if j != i:
                        across = need_i[order[j]][rot_i][rots[j]]
                        if across:
                            met |= table_i[j][across]
                candidates &= met
                if not candidates:
                    break
            while candidates:
                lowest = candidates & -candidates
                candidates ^= lowest
                # a shape's cells are sorted, so the layout is too (and no other shape or
                # order makes the same one)
                layout = tuple(zip(shapes_n[lowest.bit_length() - 1], order, rots))
                if judge and problems(layout):
                    continue
                out.append(layout)
                if first_only:
                    return out
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
