"""What a player may see of a game, and how an agent fills in what it may not.

Everything in a `GameState` is public in Steam Works (supplies, money and sources sit openly on
the table) except two things:

* the order of the face-down tiles at the top of each stack (`hidden[i]` of them in stack i;
  the tiles below them were returned to the bottom in view of everyone, so their order is
  public, and *which* tiles are hidden is public too: every tile not seen elsewhere);
* the game's own random generator state `rng`, from which the deal (and so the stack order)
  could be recomputed.

`observe` turns a real state into the public view: the hidden prefix of each stack is put in a
canonical (sorted) order and `rng` is cleared. Agents only ever see views, so they cannot
cheat even by accident. `determinize` turns a view (or any state) into one plausible world by
shuffling each hidden prefix with the agent's own generator; search samples a fresh world for
every iteration. `public_key` is a stable fingerprint of the view, used to derive a decision's
random stream so that the same position always gets the same answer from the same seed.
"""

from __future__ import annotations

import functools
import hashlib
import random

import attrs

from steamworks.rules.fastevolve import changer
from steamworks.rules.frames import ActivationFrame
from steamworks.rules.state import GameState

_with_stacks = changer(GameState, "stacks", "rng")  # attrs.evolve(state, stacks=, rng=), faster


def observe(state: GameState) -> GameState:
    """The public view of `state`: hidden stack tops in sorted order, no game generator."""
    stacks = tuple(
        tuple(sorted(pile[:n])) + pile[n:] for pile, n in zip(state.stacks, state.hidden)
    )
    if stacks == state.stacks and state.rng == 0:
        return state
    return _with_stacks(state, stacks, 0)


def shuffle(items: list[str], rng: random.Random) -> None:
    """`rng.shuffle(items)`, drawing the same bits in the same order (so the very same order
    comes out, tests/ai/test_observe.py), without two method calls per item: search shuffles
    every hidden tile of every stack once an iteration. CPython's `Random.shuffle` swaps item i
    with a j below i + 1 drawn as `getrandbits(bit length of i + 1)`, drawn again while too
    large; a subclass of Random may draw otherwise, so it keeps its own shuffle."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i, n, k in _shuffle_steps(len(items)):
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


@functools.cache
def _shuffle_steps(length: int) -> tuple[tuple[int, int, int], ...]:
    """`shuffle`'s steps for a list of `length`: (i, i + 1, bit length of i + 1), i falling."""
    return tuple((n - 1, n, n.bit_length()) for n in range(length, 1, -1))


def determinize(state: GameState, rng: random.Random) -> GameState:
    """One possible world consistent with what is public: each stack's hidden top tiles are
    shuffled with `rng` (the agent's own stream, never the game's); the public tail stays."""
    stacks = []
    for pile, n in zip(state.stacks, state.hidden):
        if n > 1:
            top = list(pile[:n])
            shuffle(top, rng)
            pile = tuple(top) + pile[n:]
        stacks.append(pile)
    return _with_stacks(state, tuple(stacks), 0)


def public_key(state: GameState) -> int:
    """A 64-bit fingerprint of the public view of `state`, identical across processes and
    platforms (`hash()` of strings is salted per process, so a digest of the repr is used).
    Equal states get equal keys: a set is written in its elements' order (`_canonical_sets`)."""
    view = _canonical_sets(observe(state))
    digest = hashlib.blake2b(repr(view).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little")


def _canonical_sets(state: GameState) -> GameState:
    """The state with each decision frame's set of components done rebuilt in sorted order.
    A frozenset prints in the order its table holds, which depends on how it was built: the
    same positions added one by one in play, or read back from a save, can print differently,
    and two equal states would then get different keys (and the AI different answers)."""
    if not any(
        isinstance(frame, ActivationFrame) and len(frame.done) > 1 for frame in state.pending
    ):
        return state
    pending = tuple(
        attrs.evolve(frame, done=frozenset(sorted(frame.done)))
        if isinstance(frame, ActivationFrame)
        else frame
        for frame in state.pending
    )
    return attrs.evolve(state, pending=pending)
