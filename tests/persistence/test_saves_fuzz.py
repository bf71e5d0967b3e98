"""Fuzzing: thousands of mutated saves, each either loaded correctly or refused with a clear
SaveError, and never anything else.

Mutations: truncation, byte flips, field deletion, field duplication (the same key twice in
one object), type swaps, huge numbers, and small numeric nudges that keep the file well formed
but change its meaning. "Loaded correctly" means the result is a consistent game: its log
replays to its state, and it saves and loads again unchanged.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from steamworks.persistence.errors import SaveError
from steamworks.persistence.log_check import final_state
from steamworks.persistence.savefile import UnexpectedSaveError, decode_save, encode_save

SAVED_AT = "2026-01-01T00:00:00+00:00"
HUGE = [2**63, 2**64, 2**64 + 1, -(2**64) - 1, 10**30, 10**400, -1, -(10**19)]
OTHER_VALUES = [
    None,
    True,
    False,
    0,
    -1,
    1.5,
    "",
    "x",
    "chrome_1",
    [],
    {},
    [1, 2],
    {"kind": "Decline"},
    "\x00\u202e",
]


def nodes(value: Any, path: tuple = ()) -> list[tuple]:
    """Paths to every value inside a JSON document (the root excluded)."""
    out = []
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return out
    for key, child in items:
        out.append(path + (key,))
        out.extend(nodes(child, path + (key,)))
    return out


def get(doc: Any, path: tuple) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def dumps_with_duplicate(doc: Any, target: tuple, key: str, value: Any) -> str:
    """JSON text of doc where the object at `target` has `key` written a second time."""

    def emit(node: Any, path: tuple) -> str:
        if isinstance(node, dict):
            parts = [f"{json.dumps(k)}:{emit(v, path + (k,))}" for k, v in node.items()]
            if path == target:
                parts.append(f"{json.dumps(key)}:{json.dumps(value)}")
            return "{" + ",".join(parts) + "}"
        if isinstance(node, list):
            return "[" + ",".join(emit(v, path + (i,)) for i, v in enumerate(node)) + "]"
        return json.dumps(node)

    return emit(doc, ())


def mutate(data: bytes, rng: random.Random) -> tuple[str, bytes]:
    """(kind of mutation, mutated bytes)."""
    kind = rng.choice(["truncate", "flip", "delete", "duplicate", "swap", "huge", "nudge", "nudge"])
    if kind == "truncate":
        return kind, data[: rng.randrange(len(data))]
    if kind == "flip":
        out = bytearray(data)
        for _ in range(rng.randint(1, 3)):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        return kind, bytes(out)
    doc = json.loads(data)
    everything = nodes(doc)
    if kind == "delete":
        in_objects = [p for p in everything if isinstance(p[-1], str)] or everything
        path = rng.choice(in_objects)
        del get(doc, path[:-1])[path[-1]]
    elif kind == "duplicate":
        objects = [p for p in everything if isinstance(get(doc, p), dict) and get(doc, p)] + [()]
        target = rng.choice(objects)
        key = rng.choice(list(get(doc, target)))
        value = rng.choice([get(doc, target)[key], rng.choice(OTHER_VALUES)])
        return kind, dumps_with_duplicate(doc, target, key, value).encode()
    elif kind == "swap":
        path = rng.choice(everything)
        get(doc, path[:-1])[path[-1]] = rng.choice(OTHER_VALUES)
    elif kind == "huge":
        numbers = [p for p in everything if type(get(doc, p)) is int] or everything
        path = rng.choice(numbers)
        get(doc, path[:-1])[path[-1]] = rng.choice(HUGE)
    else:  # nudge: a small, plausible-looking change (the hardest kind to notice)
        numbers = [p for p in everything if type(get(doc, p)) is int]
        path = rng.choice(numbers)
        get(doc, path[:-1])[path[-1]] += rng.choice([-1, 1])
    return kind, json.dumps(doc, ensure_ascii=False).encode()


def check_outcome(data: bytes) -> str:
    """Load `data`: success must give a consistent game; failure must be a clear SaveError."""
    try:
        loaded = decode_save(data)
    except UnexpectedSaveError as exc:  # a bug: the package met a file it did not foresee
        raise AssertionError(f"unexpected failure: {exc.__cause__!r}") from exc
    except SaveError as exc:
        message = str(exc)
        assert len(message) > 20 and message[0].isupper(), message
        return type(exc).__name__
    assert final_state(loaded.setup, loaded.log, loaded.state) == loaded.state
    again = decode_save(encode_save(loaded.setup, loaded.log, loaded.state))
    assert (again.setup, again.log, again.state) == (loaded.setup, loaded.log, loaded.state)
    return "loaded"


@pytest.fixture(scope="module")
def short_bytes():
    from tests.support import savegames

    record = savegames.final_record(5, 40)
    return encode_save(record.setup, record.log, record.state, saved_at=SAVED_AT)


@pytest.mark.parametrize("chunk", range(3))
def test_thousands_of_mutated_saves(short_bytes, chunk):
    rng = random.Random(1000 + chunk)
    outcomes: dict[str, int] = {}
    for _ in range(700):
        kind, data = mutate(short_bytes, rng)
        outcome = check_outcome(data)
        outcomes[f"{kind}->{outcome}"] = outcomes.get(f"{kind}->{outcome}", 0) + 1
    refused = sum(n for k, n in outcomes.items() if not k.endswith("loaded"))
    assert refused > 500, outcomes  # the fuzzer really is producing bad files


def test_mutated_late_game_saves(late_game):
    data = encode_save(late_game.setup, late_game.log, late_game.state, saved_at=SAVED_AT)
    rng = random.Random(7)
    for _ in range(150):
        check_outcome(mutate(data, rng)[1])


@settings(
    max_examples=300, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(position=st.floats(0, 1), junk=st.binary(max_size=12), cut=st.booleans())
def test_arbitrary_byte_splices(short_bytes, position, junk, cut):
    at = int(position * len(short_bytes))
    tail = b"" if cut else short_bytes[at + len(junk) :]
    check_outcome(short_bytes[:at] + junk + tail)
