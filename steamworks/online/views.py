"""What a seat may see of an online game, and the fingerprint of a position.

Everything on a Steam Works table is public (ai/observe.py says why) except the game's random
generator and the order of the face-down tiles at the top of each stack. The AI already plays
on a view with the face-down tiles sorted; a network client gets less still: `redact` takes the
face-down tiles out of the stacks altogether (only `hidden`, their count per stack, stays) and
clears the generator, so no message names a face-down tile before it is turned up, and the
seed (which the setup holds, and the generator descends from) never leaves the server. Every
seat sees the same view; only the legal actions differ (the seat to act gets its own).
"""

from __future__ import annotations

import hashlib
import json

from steamworks.persistence.convert import converter
from steamworks.rules.fastevolve import changer
from steamworks.rules.state import GameState

_with_stacks = changer(GameState, "stacks", "rng")  # attrs.evolve(state, stacks=, rng=), faster


def redact(state: GameState) -> GameState:
    """The state as any seat may see it: no face-down tiles (their count stays in `hidden`),
    no random generator."""
    stacks = tuple(pile[n:] for pile, n in zip(state.stacks, state.hidden))
    return _with_stacks(state, stacks, 0)


def hidden_tiles(state: GameState) -> frozenset[str]:
    """The face-down tiles of `state`: what no message may name (the leak tests use it)."""
    return frozenset(tile for pile, n in zip(state.stacks, state.hidden) for tile in pile[:n])


def view_text(view: GameState) -> str:
    """The view as the compact JSON every message carries (the converter's field order)."""
    return json.dumps(converter.unstructure(view), separators=(",", ":"))


def digest(view: GameState) -> str:
    """A short fingerprint of a view: equal positions give equal digests in any process."""
    return hashlib.blake2b(view_text(view).encode(), digest_size=12).hexdigest()
