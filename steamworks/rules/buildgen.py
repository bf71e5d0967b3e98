"""Every legal device layout that can be built from a supply: the choices of a build decision.

Layouts are generated shape by shape (fixed polyominoes of the size), with each arrangement of
the chosen tiles and each rotation of modifiers, filtered first by a cheap test (every tile has
at least one working link to a neighbour) and then by `connectors.problems`. Results are
normalised (top-left at (0, 0)) and deduplicated, and cached per multiset of tiles.
"""

from __future__ import annotations

import functools
import itertools

from .connectors import OPPOSITE, STEPS, Layout, Pos, _feed_types, problems
from .data import CONVERTER, ITERATOR, SOURCE, load


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


@functools.lru_cache(maxsize=None)
def _linked(a: str, rot_a: int, side: int, b: str, rot_b: int) -> bool:
    """Whether tile a (at its `side`) and tile b have a working link across that edge."""
    tiles = load().tiles
    ta, tb = tiles[a], tiles[b]
    for x, rx, s, y, ry in ((ta, rot_a, side, tb, rot_b), (tb, rot_b, OPPOSITE[side], ta, rot_a)):
        if x.kind == SOURCE:
            if _feed_types(x, rx, s, y, ry, False):
                return True
        elif x.kind == CONVERTER:
            if s != (x.input_side + rx) % 4 and _feed_types(x, rx, s, y, ry, True):
                return True
        elif x.kind == ITERATOR:
            if s == (3 + rx) % 4 and y.kind not in (SOURCE, ITERATOR, CONVERTER):
                return True
    return False


def _every_tile_linked(cells: tuple[Pos, ...], tiles: tuple[str, ...], rots: tuple[int, ...]) -> bool:
    index = {p: i for i, p in enumerate(cells)}
    for i, (r, c) in enumerate(cells):
        for side, (dr, dc) in enumerate(STEPS):
            j = index.get((r + dr, c + dc))
            if j is not None and _linked(tiles[i], rots[i], side, tiles[j], rots[j]):
                break
        else:
            return False
    return True


@functools.cache
def _shape_plan(shape: tuple[Pos, ...]):
    """For a shape: which cells are complete (all neighbours placed) once cell k is placed, and
    each cell's neighbours as (side, index)."""
    index = {p: i for i, p in enumerate(shape)}
    last_neighbour = []
    for i, (r, c) in enumerate(shape):
        js = [index[(r + dr, c + dc)] for dr, dc in STEPS if (r + dr, c + dc) in index]
        last_neighbour.append(max(js + [i]))
    complete_at = [tuple(i for i in range(len(shape)) if last_neighbour[i] == k) for k in range(len(shape))]
    neighbours = tuple(
        tuple((side, index[(r + dr, c + dc)]) for side, (dr, dc) in enumerate(STEPS) if (r + dr, c + dc) in index)
        for r, c in shape
    )
    return tuple(complete_at), neighbours


@functools.lru_cache(maxsize=200_000)
def layouts_for_combo(combo: tuple[str, ...]) -> tuple[Layout, ...]:
    """Every legal normalised layout using exactly the tiles in `combo` (sorted ids).

    Depth-first over each shape's cells: a cell is checked as soon as all its neighbours are
    placed (it must have a working link to one of them), which prunes most arrangements early.
    """
    tiles = load().tiles
    n = len(combo)
    counts: dict[str, int] = {}
    for t in combo:
        counts[t] = counts.get(t, 0) + 1
    kinds = sorted(counts)
    rotations = {t: (range(4) if tiles[t].rotatable else (0,)) for t in kinds}
    out: set[Layout] = set()
    for shape in shapes(n):
        complete_at, neighbours = _shape_plan(shape)
        placed_t: list[str] = [""] * n
        placed_r: list[int] = [0] * n
        def has_link(i: int) -> bool:
            ti, ri = placed_t[i], placed_r[i]
            for side, j in neighbours[i]:
                if _linked(ti, ri, side, placed_t[j], placed_r[j]):
                    return True
            return False

        def place(k: int) -> None:
            if k == n:
                layout = tuple(sorted(zip(shape, placed_t, placed_r)))
                if not problems(layout):
                    out.add(layout)
                return
            for t in kinds:
                if counts[t] == 0:
                    continue
                counts[t] -= 1
                placed_t[k] = t
                for rot in rotations[t]:
                    placed_r[k] = rot
                    if all(has_link(i) for i in complete_at[k]):
                        place(k + 1)
                counts[t] += 1

        place(0)
    return tuple(sorted(out))


def combos(available: dict[str, int], size: int) -> list[tuple[str, ...]]:
    """Multisets of `size` tiles drawable from `available` (id -> count) with a source and a component."""
    tiles = load().tiles
    ids = sorted(available)
    out = []
    for combo in itertools.combinations_with_replacement(ids, size):
        counts: dict[str, int] = {}
        for t in combo:
            counts[t] = counts.get(t, 0) + 1
        if any(c > available[t] for t, c in counts.items()):
            continue
        kinds = {tiles[t].kind == SOURCE for t in combo}
        if kinds == {True, False}:
            out.append(combo)
    return out


def legal_layouts(available: dict[str, int], size: int) -> list[Layout]:
    """Every legal normalised layout of exactly `size` tiles from `available`."""
    result: list[Layout] = []
    for combo in combos(available, size):
        result.extend(layouts_for_combo(combo))
    return result


def any_legal_layout(available: dict[str, int], size: int) -> bool:
    return any(layouts_for_combo(c) for c in combos(available, size))
