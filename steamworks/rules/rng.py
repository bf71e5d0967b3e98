"""A small seeded random generator whose whole state is one integer kept in the game state.

SplitMix64: fast, well mixed, and identical on every platform and Python version, so the same
seed always deals the same game. Functions return the new state instead of mutating anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK


def next_u64(state: int) -> tuple[int, int]:
    """(random 64-bit value, new state)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31), state


def below(state: int, n: int) -> tuple[int, int]:
    """(uniform integer in [0, n), new state)."""
    value, state = next_u64(state)
    return value % n, state


def shuffled(items: Sequence[T], state: int) -> tuple[tuple[T, ...], int]:
    """(a shuffled copy of items, new state): Fisher-Yates."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), state
