"""Values computed from immutable objects, remembered by the object's identity (search's caches).

Search evaluates hundreds of thousands of states that share most of their parts with the state
before (a move changes one player; the others, the devices' layouts and the belts are the very
same objects). Hashing such parts by value costs about as much as the work saved, so a
`ByIdentity` table finds its entries by `id` and each entry keeps its object alive, which is
what keeps that `id` unique while the entry exists.

The tables are small on purpose. Nearly every hit is on an object made a few moves earlier, so
a table of a thousand entries misses only about 3% more often than one of fifty thousand; but
every entry keeps a state's part alive that would otherwise be freed at once, and the cyclic
garbage collector runs more often, and over more objects, the more of them are alive. With
fifty thousand, Hard spent about 9% of a 4-player search in the collector; with a thousand,
about 4%, and an iteration was about 9% cheaper (tools/bench_engine.py --hard-cpu).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class ByIdentity(Generic[K, V]):
    """`compute(obj)` remembered by `id(obj)`. Objects are immutable, so a value never goes
    stale; the table is emptied when full. Dict operations are atomic under the GIL, so threads
    may share it (a lost entry is only computed again)."""

    __slots__ = ("compute", "limit", "entries")

    def __init__(self, compute: Callable[[K], V], limit: int = 1024):
        self.compute = compute
        self.limit = limit
        self.entries: dict[int, tuple[K, V]] = {}

    def __call__(self, obj: K) -> V:
        entry = self.entries.get(id(obj))
        if entry is not None and entry[0] is obj:
            return entry[1]
        value = self.compute(obj)
        if len(self.entries) >= self.limit:
            self.entries.clear()
        self.entries[id(obj)] = (obj, value)
        return value
