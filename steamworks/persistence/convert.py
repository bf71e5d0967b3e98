"""The project's one cattrs converter: how every value Steam Works keeps on disk becomes plain
JSON data (dicts, lists, strings, numbers) and back.

Use `converter` for anything the project serialises, so that every file follows the same rules:

- attrs classes are JSON objects holding exactly their fields. A missing field or an unknown
  one is an error, even for fields that have a default: an older file format is upgraded
  (see migrations.py) before it is structured, so a missing field always means a damaged file.
- Values are strict. A whole number must be a JSON integer (not `3.0`, not `"3"`, not `true`),
  text must be a string, a tuple or a frozenset must be a JSON array. Numbers beyond ±2**64
  and strings longer than MAX_TEXT are refused, so a hostile file cannot smuggle in a value
  that makes the engine slow or crash later.
- Actions and decision frames are tagged unions: an object whose `"kind"` field is the class
  name (`{"kind": "TakeTile", "belt": 0, "col": 2}`). Class names are the stable tags;
  `ACTION_TAGS` and `FRAME_TAGS` list them and a test pins both lists, so renaming a class
  cannot silently break old saves.
- Frozensets are written as sorted arrays, so the same value always gives the same bytes.

Structuring errors are cattrs' detailed-validation exception groups; `describe_error` turns
one into a short sentence naming where the problem is (`snapshot.players[1].money should be a
whole number, not the text '3'`).
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterable, Sequence, Sized
from typing import Any

import attrs
import cattrs
from cattrs.errors import ClassValidationError, IterableValidationError, IterableValidationNote
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override

from steamworks.language import listing, mark, ntr, number, tr
from steamworks.rules import frames as F
from steamworks.rules.actions import ACTION_TYPES, Action
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.rules.state import Device, GameState, Player

TAG_KEY = "kind"
MAX_INT = 2**64  # the engine's random state is a 64-bit number; nothing legitimate is bigger
MAX_TEXT = 1000  # characters in any one string (tile ids and names are far shorter)
MAX_ITEMS = 20_000  # elements in any one array (a whole game's log is a few thousand)
# what a value past those sizes is told, {count} its size
_TEXT_TOO_LONG = mark("is text of {count} characters, far longer than any real value")
_LIST_TOO_LONG = mark("is a list of {count} items, far more than any real game has")
_Sized = typing.TypeVar("_Sized", bound=Sized)

# every decision frame class, listed once in rules.frames.Frame
FRAME_TYPES: tuple[type, ...] = typing.get_args(F.Frame)
# any decision frame (GameState.pending holds a tuple of these)
Frame = typing.Union[FRAME_TYPES]  # type: ignore[valid-type]  # noqa: UP007 - a union built from a tuple

ACTION_TAGS: dict[str, type] = {cls.__name__: cls for cls in ACTION_TYPES}
FRAME_TAGS: dict[str, type] = {cls.__name__: cls for cls in FRAME_TYPES}


class ShapeError(ValueError):
    """A value of the wrong type or size. The message is the end of a sentence whose subject is
    the value's place in the file ("should be a whole number, not the text '3'")."""


def _not_too_long(value: _Sized, limit: int, sentence: str) -> _Sized:
    """`value`, when it holds at most `limit` items; past that a ShapeError saying `sentence`
    (a hostile file's padding is refused before anything reads it)."""
    if len(value) > limit:
        raise ShapeError(tr(sentence, count=number(len(value))))
    return value


def describe_value(value: Any) -> str:
    """A short phrase naming what a JSON value is, for error messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        if abs(value) > MAX_INT:
            return tr("an impossibly large number")
        return tr("the number {value}", value=value)
    if isinstance(value, float):
        return tr("the decimal number {value}", value=repr(value))
    if isinstance(value, str):
        shown = value if len(value) <= 30 else value[:27] + "..."
        # translators: {text} is the text as found in the file, in quotes
        return tr("the text {text}", text=repr(shown))
    if isinstance(value, list):
        # translators: English says "items" for any count; say it your language's way
        return ntr("a list of {count} items", "a list of {count} items", len(value))
    if isinstance(value, dict):
        return tr("an object")
    return type(value).__name__


# ------------------------------------------------------------------ strict primitives


def _structure_int(value: Any, _type: Any) -> int:
    if type(value) is not int:
        raise ShapeError(tr("should be a whole number, not {value}", value=describe_value(value)))
    if not -MAX_INT <= value <= MAX_INT:
        raise ShapeError(tr("is an impossibly large number"))
    return value


def _structure_bool(value: Any, _type: Any) -> bool:
    if type(value) is not bool:
        raise ShapeError(tr("should be true or false, not {value}", value=describe_value(value)))
    return value


def _structure_str(value: Any, _type: Any) -> str:
    if type(value) is not str:
        raise ShapeError(tr("should be text, not {value}", value=describe_value(value)))
    return _not_too_long(value, MAX_TEXT, _TEXT_TOO_LONG)


def _structure_list(value: Any, length: int | None) -> list[Any] | tuple[Any, ...]:
    """A list (of exactly `length` items when it is given, to say so when it is not one)."""
    # JSON only ever gives lists; tuples are accepted for values built in memory (tests, tools)
    if type(value) is not list and type(value) is not tuple:
        if length is None:
            raise ShapeError(tr("should be a list, not {value}", value=describe_value(value)))
        raise ShapeError(
            tr(
                "should be a list of {length} items, not {value}",
                length=length,
                value=describe_value(value),
            )
        )
    return _not_too_long(value, MAX_ITEMS, _LIST_TOO_LONG)


def _structure_items(
    items: Sequence[Any], hooks: Iterable[tuple[Callable[..., Any], Any]], container: Any
) -> list[Any]:
    """Structure each item with its hook, gathering failures the way cattrs does (each with a
    note of its index), so that error messages name the exact element."""
    out: list[Any] = []
    errors: list[Exception] = []
    for index, (item, (hook, item_type)) in enumerate(zip(items, hooks)):
        try:
            out.append(hook(item, item_type))
        except Exception as exc:  # noqa: BLE001 - gathered and re-raised as a group below
            exc.__notes__ = [
                *getattr(exc, "__notes__", []),
                IterableValidationNote(f"@ index {index}", index, item_type),
            ]
            errors.append(exc)
    if errors:
        raise IterableValidationError(f"While structuring {container!r}", errors, container)
    return out


def _is_tuple(tp: Any) -> bool:
    return typing.get_origin(tp) is tuple


def _tuple_structure_factory(tp: Any, conv: cattrs.Converter) -> Callable[..., Any]:
    args = typing.get_args(tp)
    if len(args) == 2 and args[1] is Ellipsis:
        item_type = args[0]
        item_hook = conv.get_structure_hook(item_type)

        def structure_homogeneous(value: Any, _type: Any) -> tuple[Any, ...]:
            items = _structure_list(value, None)
            return tuple(_structure_items(items, ((item_hook, item_type) for _ in items), tp))

        return structure_homogeneous

    item_hooks = [(conv.get_structure_hook(a), a) for a in args]

    def structure_fixed(value: Any, _type: Any) -> tuple[Any, ...]:
        items = _structure_list(value, len(args))
        if len(items) != len(args):
            raise ShapeError(
                tr(
                    "should be a list of {length} items, not {count}",
                    length=len(args),
                    count=len(items),
                )
            )
        return tuple(_structure_items(items, item_hooks, tp))

    return structure_fixed


def _is_frozenset(tp: Any) -> bool:
    return typing.get_origin(tp) is frozenset


def _frozenset_structure_factory(tp: Any, conv: cattrs.Converter) -> Callable[..., Any]:
    (item_type,) = typing.get_args(tp)
    item_hook = conv.get_structure_hook(item_type)

    def structure_frozenset(value: Any, _type: Any) -> frozenset[Any]:
        items = _structure_list(value, None)
        return frozenset(_structure_items(items, ((item_hook, item_type) for _ in items), tp))

    return structure_frozenset


def _frozenset_unstructure_factory(tp: Any, conv: cattrs.Converter) -> Callable[..., Any]:
    args = typing.get_args(tp)
    item_unstructure = conv.get_unstructure_hook(args[0]) if args else conv.unstructure

    def unstructure_frozenset(value: frozenset[Any]) -> list[Any]:
        # sorted, so that equal sets always give the same file (set order varies by run)
        return [item_unstructure(item) for item in sorted(value)]

    return unstructure_frozenset


# ------------------------------------------------------------------ attrs classes


def _class_structure_factory(
    cls: type, conv: cattrs.Converter, **overrides: Any
) -> Callable[..., Any]:
    """Structure an attrs class from a JSON object holding exactly its fields."""
    generated: Callable[..., Any] = make_dict_structure_fn(
        cls, conv, _cattrs_forbid_extra_keys=True, **overrides
    )
    names = frozenset(a.name for a in attrs.fields(cls))

    def structure_class(value: Any, _type: Any) -> Any:
        if type(value) is not dict:
            raise ShapeError(
                # translators: {kind} is the name of a record in the file (GameSetup, Player...)
                tr(
                    "should be an object ({kind}), not {value}",
                    kind=cls.__name__,
                    value=describe_value(value),
                )
            )
        keys = value.keys()
        if keys != names:
            missing = sorted(names - keys)
            unknown = sorted(str(k) for k in keys - names)
            parts = []
            if missing:
                parts.append(
                    ntr(
                        "lacks the field {fields}",
                        "lacks the fields {fields}",
                        len(missing),
                        fields=", ".join(missing),
                    )
                )
            if unknown:
                shown = ", ".join(repr(k[:30]) for k in unknown[:5])
                parts.append(
                    ntr(
                        "has unknown field {fields}",
                        "has unknown fields {fields}",
                        len(unknown),
                        fields=shown,
                    )
                )
            raise ShapeError(listing(parts))
        # a class that refuses its values together (GameSetup's player count) raises inside
        # the generated function, which wraps it in a ClassValidationError without a field note
        return generated(value, cls)

    return structure_class


# what a tagged union's problems are called, each whole: (not an object, no tag, unknown tag)
_UNION_WORDS = {
    "action": (
        mark("should be an action (an object), not {value}"),
        mark("has no {field} field saying which action it is"),
        mark("is an unknown kind of action: {kind}"),
    ),
    "decision": (
        mark("should be a decision (an object), not {value}"),
        mark("has no {field} field saying which decision it is"),
        mark("is an unknown kind of decision: {kind}"),
    ),
}


def _tagged_union(
    conv: cattrs.Converter, tags: dict[str, type], what: str
) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """(structure, unstructure) functions for values of any class in `tags`, written as
    objects with the class's tag in TAG_KEY beside its fields."""
    structure_hooks = {tag: conv.get_structure_hook(cls) for tag, cls in tags.items()}
    unstructure_hooks = {cls: (tag, conv.get_unstructure_hook(cls)) for tag, cls in tags.items()}
    words = _UNION_WORDS[what]

    def structure_tagged(value: Any, _type: Any = None) -> Any:
        if type(value) is not dict:
            raise ShapeError(tr(words[0], value=describe_value(value)))
        tag = value.get(TAG_KEY)
        if tag is None:
            raise ShapeError(tr(words[1], field=repr(TAG_KEY)))
        if type(tag) is not str or tag not in structure_hooks:
            raise ShapeError(tr(words[2], kind=describe_value(tag)))
        body = dict(value)
        del body[TAG_KEY]
        return structure_hooks[tag](body, tags[tag])

    def unstructure_tagged(value: Any) -> dict[str, Any]:
        entry = unstructure_hooks.get(type(value))
        if entry is None:
            raise TypeError(
                f"{type(value).__name__} is not a known {what} type; add it to the save format"
            )
        tag, hook = entry
        return {TAG_KEY: tag, **hook(value)}

    return structure_tagged, unstructure_tagged


def make_converter() -> cattrs.Converter:
    """Build the converter (done once, at import; tests may build a fresh one)."""
    conv = cattrs.Converter(forbid_extra_keys=True, detailed_validation=True)
    conv.register_structure_hook(int, _structure_int)
    conv.register_structure_hook(bool, _structure_bool)
    conv.register_structure_hook(str, _structure_str)
    conv.register_structure_hook_factory(_is_tuple, _tuple_structure_factory)
    conv.register_structure_hook_factory(_is_frozenset, _frozenset_structure_factory)
    conv.register_unstructure_hook_factory(_is_frozenset, _frozenset_unstructure_factory)

    for cls in (Device, Player, SeatSetup, GameSetup, *ACTION_TYPES, *FRAME_TYPES):
        register_record(cls, conv)

    structure_action, unstructure_action = _tagged_union(conv, ACTION_TAGS, "action")
    structure_frame, unstructure_frame = _tagged_union(conv, FRAME_TAGS, "decision")
    conv.register_structure_hook(Action, structure_action)
    conv.register_unstructure_hook(Action, unstructure_action)
    conv.register_structure_hook(Frame, structure_frame)
    conv.register_unstructure_hook(Frame, unstructure_frame)

    # GameState.pending is annotated as a bare tuple: it holds frames of several classes
    pending_hook = _tuple_structure_factory(tuple[Frame, ...], conv)
    state_overrides = {
        "pending": override(
            struct_hook=pending_hook,
            unstruct_hook=lambda frames: [unstructure_frame(f) for f in frames],
        )
    }
    register_record(GameState, conv, **state_overrides)
    return conv


def register_record(cls: type, conv: cattrs.Converter | None = None, **overrides: Any) -> None:
    """Teach the converter an attrs class (exact fields, strict values). Modules that define
    their own file records call this once at import with the shared converter."""
    conv = conv if conv is not None else converter
    attrs.resolve_types(cls)
    conv.register_structure_hook(cls, _class_structure_factory(cls, conv, **overrides))
    conv.register_unstructure_hook(cls, make_dict_unstructure_fn(cls, conv, **overrides))


def _format_exception(exc: BaseException, _type: Any) -> str:
    if isinstance(exc, ShapeError):
        return str(exc)
    if isinstance(exc, KeyError):
        return tr("is missing")
    return tr("is not valid: {problem}", problem=exc)


def describe_error(exc: BaseException, root: str = "", limit: int = 3) -> str:
    """A sentence naming the first few problems of a structuring failure, place by place."""
    if isinstance(exc, (ClassValidationError, IterableValidationError)):
        found = cattrs.transform_error(exc, path=root or "$", format_exception=_format_exception)
    else:
        found = [f"{_format_exception(exc, None)} @ {root or '$'}"]
    phrases = []
    for line in found[:limit]:
        problem, _, where = line.rpartition(" @ ")
        where = where.removeprefix("$.").removeprefix("$")
        if where:
            # translators: {place} is where in the file (setup.seats[0].name); {problem} the
            # rest of the sentence ("should be text, not the number 3")
            phrases.append(tr("{place} {problem}", place=where, problem=problem))
        else:
            phrases.append(tr("the file {problem}", problem=problem))
    problems = "; ".join(phrases)
    if len(found) > limit:
        return ntr(
            "{problems} (and {count} more problems)",
            "{problems} (and {count} more problems)",
            len(found) - limit,
            problems=problems,
        )
    return problems


converter = make_converter()
