"""Attributes an object offers under the same name as one of the parts it holds.

Several classes are put together from parts and say a part's attribute again under the same
name: the build panel's `done` is `panel.state.done`, a game session's `state` is
`session.record.state`, the table's `focus` is `table.controller.focus`. Each such attribute
is declared in a line, `done: Forwarded[bool] = Forwarded("state")`, where a property took
three (and one that can also be set, `SettableForwarded`, seven). It imports nothing of the
game, so every layer may use it (pyproject.toml's import contracts put it at the bottom).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Generic, Never, Self, TypeVar, overload

T = TypeVar("T")


class Forwarded(Generic[T]):
    """`owner.name` reads `owner.<part>.name`, `name` being the attribute's own name in the
    class; like a property without a setter, it cannot be set or deleted through the owner."""

    def __init__(self, part: str) -> None:
        self.part = part

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        self._read = attrgetter(f"{self.part}.{name}")

    @overload
    def __get__(self, obj: None, objtype: type | None = None) -> Self: ...

    @overload
    def __get__(self, obj: object, objtype: type | None = None) -> T: ...

    def __get__(self, obj: object, objtype: type | None = None) -> Any:
        return self if obj is None else self._read(obj)

    def __set__(self, obj: object, value: Never) -> None:
        # (`Never`: type checkers refuse any assignment, as they do a property's without a setter)
        raise AttributeError(f"{type(obj).__name__}.{self.name} is read-only (its {self.part}'s)")


class SettableForwarded(Forwarded[T]):
    """A `Forwarded` attribute that setting through the owner sets on the part."""

    def __set__(self, obj: object, value: T) -> None:
        setattr(getattr(obj, self.part), self.name, value)
