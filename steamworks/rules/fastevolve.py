"""A faster `attrs.evolve` for the engine's frozen, slotted state classes.

`attrs.evolve` looks up the class's fields and builds keyword arguments on every call, then runs
the generated `__init__`, which sets each field through `object.__setattr__` by name. The engine
evolves states tens of thousands of times a second, so here each (class, changed fields) pair
gets a small function, written once the first time it is asked for, that reads the unchanged
fields from the old instance and stores every field straight into its slot (the slot's own
descriptor, as `__init__` would, without the name lookups). Only classes whose fields have no
validator or converter and that have no `__attrs_post_init__` are built this way (all of the
engine's); any other class goes through its `__init__`. The result is equal to `attrs.evolve`'s,
field for field (tests/rules/test_fast_paths.py). `changer` hands out such a function for the
engine's most frequent changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")
_MAKERS: dict[tuple[type, tuple[str, ...]], Callable[..., Any]] = {}


def _maker(cls: type, changed: tuple[str, ...]) -> Callable[..., Any]:
    """The function `(inst, *new values of changed) -> new instance` for `cls`."""
    fields = attrs.fields(cls)
    names = [a.name for a in fields]
    for name in changed:
        if name not in names:
            raise TypeError(f"{cls.__name__} has no field {name!r}")
    params = [f"v{i}" for i in range(len(changed))]
    value = {
        name: params[changed.index(name)] if name in changed else f"inst.{name}" for name in names
    }
    plain = all(a.validator is None and a.converter is None for a in fields) and not hasattr(
        cls, "__attrs_post_init__"
    )
    namespace: dict[str, Any] = {"_cls": cls, "_new": object.__new__}
    # the instance's slots must be exactly the fields (no cached hash or other hidden slot)
    slots = set(cls.__dict__.get("__slots__", ())) - {"__weakref__"}
    if plain and slots == set(names):
        lines = ["    new = _new(_cls)"]
        for i, name in enumerate(names):
            namespace[f"_set{i}"] = cls.__dict__[name].__set__
            lines.append(f"    _set{i}(new, {value[name]})")
        lines.append("    return new")
    else:
        lines = [f"    return _cls({', '.join(value[name] for name in names)})"]
    source = f"def make(inst, {', '.join(params)}):\n" + "\n".join(lines) + "\n"
    exec(compile(source, f"<evolve {cls.__name__} {'/'.join(changed)}>", "exec"), namespace)
    maker: Callable[..., Any] = namespace["make"]  # the function `exec` just defined
    _MAKERS[(cls, changed)] = maker
    return maker


def changer(cls: type[T], *fields: str) -> Callable[..., T]:
    """`evolve` for one class and one set of fields, as a function `(inst, *new values) -> T`:
    for the engine's most frequent changes (`ops.pop` and the like), which are called too often
    to pay for keyword arguments and a lookup each time."""
    return _MAKERS.get((cls, fields)) or _maker(cls, fields)


def evolve(inst: T, **changes: Any) -> T:
    """A copy of `inst` with `changes` applied (same semantics as attrs.evolve for our classes)."""
    key = (type(inst), tuple(changes))
    maker = _MAKERS.get(key) or _maker(*key)
    new: T = maker(inst, *changes.values())  # a `type(inst)`: what the made function returns
    return new
