"""A faster `attrs.evolve` for the engine's frozen, slotted state classes.

`attrs.evolve` looks up the class's fields and builds keyword arguments on every call; the
engine evolves states tens of thousands of times a second, so here the field names and a
getter are computed once per class and the new instance is built positionally.
"""

from __future__ import annotations

import operator
from typing import Any, TypeVar

import attrs

T = TypeVar("T")
_SPECS: dict[type, tuple[Any, dict[str, int], int]] = {}


def _spec(cls: type):
    names = tuple(a.name for a in attrs.fields(cls))
    getter = operator.attrgetter(*names) if names else (lambda _inst: ())
    spec = (getter, {n: i for i, n in enumerate(names)}, len(names))
    _SPECS[cls] = spec
    return spec


def evolve(inst: T, **changes: Any) -> T:
    """A copy of `inst` with `changes` applied (same semantics as attrs.evolve for our classes)."""
    cls = type(inst)
    spec = _SPECS.get(cls) or _spec(cls)
    getter, index, count = spec
    if count == 1:
        values = [getter(inst)]
    else:
        values = list(getter(inst))
    for name, value in changes.items():
        values[index[name]] = value
    return cls(*values)
