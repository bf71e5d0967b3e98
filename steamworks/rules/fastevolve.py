"""A faster `attrs.evolve` for the engine's frozen, slotted state classes.

`attrs.evolve` looks up the class's fields and builds keyword arguments on every call, then runs
the generated `__init__`, which sets each field through `object.__setattr__` by name. The engine
evolves states tens of thousands of times a second, so here each (class, changed fields) pair
gets a small function, written once the first time it is asked for, that reads the unchanged
fields from the old instance and stores every field straight into its slot.

How a field is stored depends on the class:
- A class whose slots are exactly its fields (no `__weakref__` slot: the state classes in
  state.py) gets a *twin*: a plain class with the same slots and no frozen `__setattr__`. The
  new instance is made as a twin, its fields are stored as ordinary attribute assignments (the
  interpreter's fastest store), and it then becomes an instance of the real class by assigning
  `__class__`, which Python allows between classes of the same slot layout. This is about twice
  as fast as the slot descriptors below, and the result is an ordinary instance of the class.
- A class with a `__weakref__` slot as well has a different layout from any twin, so each field
  goes through its slot's own descriptor, as `__init__` would, without the name lookups.
- Any class whose fields have a validator or converter, or that has an `__attrs_post_init__`,
  goes through its `__init__` (none of the engine's do).

The result is equal to `attrs.evolve`'s, field for field (tests/rules/test_fast_paths.py).
`changer` hands out such a function for the engine's most frequent changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")
_MAKERS: dict[tuple[type, tuple[str, ...]], Callable[..., Any]] = {}
_TWINS: dict[type, type] = {}


def _twin(cls: type) -> type:
    """A plain class with `cls`'s slots, in the same order, so that an instance built as one can
    become a `cls` by assigning `__class__` (remembered per class)."""
    twin = _TWINS.get(cls)
    if twin is None:
        twin = type(f"_{cls.__name__}Twin", (object,), {"__slots__": cls.__dict__["__slots__"]})
        _TWINS[cls] = twin
    return twin


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
    own_slots = tuple(cls.__dict__.get("__slots__", ()))
    object_base = cls.__bases__ == (object,)
    if plain and object_base and sorted(own_slots) == sorted(names):
        namespace["_twin"] = _twin(cls)
        lines = ["    new = _new(_twin)"]
        lines += [f"    new.{name} = {value[name]}" for name in names]
        lines += ["    new.__class__ = _cls", "    return new"]
    elif plain and set(own_slots) - {"__weakref__"} == set(names):
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
