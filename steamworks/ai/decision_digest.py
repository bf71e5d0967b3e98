"""A short fingerprint of how a level plays: its decisions on fixed positions, and its settings.

The ladder's ratings (ai/data/ladder.json) hold for the play that was rated. The file keeps
each level's digest from when its games were played; tests/ai/test_ladder.py recomputes it,
so a change to a level's play (its search, evaluation, candidates, time, or the rules it runs)
fails until the level is rated again, naming the level.

The decisions are taken at fixed iteration budgets (never seconds, which would tie the digest
to the machine's speed) and a fixed agent seed; the level's time a decision, whether it
searches in processes, and its evaluation's weights go into the digest too, since a fixed
budget does not see them (Expert is Hard's search with more time).

A digest is taken per table size (`level_digest(level, players)`): a rating fitted on
two-player games holds while the level's two-player play is unchanged, whatever it does at four.
The ladder file records, for each rated level, the digest of each table size its games were
played at. `level_digest(level)` without a size is the first digests' form (the two- to
four-player positions together), which ladder files of version 1 recorded: tools/ladder.py
converts their games to per-size digests while that form still holds.
"""

from __future__ import annotations

import hashlib
import random

import attrs

from steamworks.rules import engine
from steamworks.rules.setup import quick_setup
from steamworks.rules.state import GameState

from .levels import LEVELS, Level, make_agent

# (players, deal seed, random moves before the position): two-, three- and four-player tables,
# early, middle and late
POSITIONS = ((2, 101, 8), (2, 102, 45), (2, 103, 90), (3, 104, 30), (4, 105, 20), (4, 106, 70))
# five players: in the per-size digests only (adding it to POSITIONS would have changed every
# digest of the first form)
FIVE_PLAYER_POSITIONS = ((5, 107, 20), (5, 108, 70))
# the holdings tables: which one plays depends on the table size (Weights.holdings_for), so a
# per-size digest hashes that one only
_BY_SIZE = ("holdings", "holdings_many")
AGENT_SEED = 7
# iterations (Hard, Expert) or samples (Medium) a decision; Random and Easy take none
DIGEST_BUDGETS = {"medium": 2, "hard": 40, "expert": 40}


def position(players: int, seed: int, steps: int) -> GameState:
    """A seeded position reached by random legal moves, with at least three choices."""
    state = engine.start(quick_setup(players, seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if engine.to_act(state) is None:
            break
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    while engine.to_act(state) is not None and len(engine.legal_actions(state)) < 3:
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return state


def positions(players: int | None = None) -> tuple[tuple[int, int, int], ...]:
    """The digest's positions (players, deal seed, random moves) at a table size, or the first
    form's (None: two to four players together)."""
    if players is None:
        return POSITIONS
    return tuple(p for p in POSITIONS + FIVE_PLAYER_POSITIONS if p[0] == players)


def settings(spec: Level, players: int | None = None) -> bytes:
    """What the digest hashes of a level's settings: its time a decision, whether it searches
    in processes, and its evaluation's weights. A weight kept out of the weights' repr (so that
    adding it left every rated digest as it was: Weights.holdings) is hashed here once set; at
    one table size, only the holdings table that plays there."""
    weights = spec.weights
    text = f"{spec.id}|{spec.seconds}|{spec.parallel}|{weights!r}"
    for field in attrs.fields(type(weights)):
        value = getattr(weights, field.name)
        derived_or_unset = not field.init or value is None or value == ()
        if field.repr or derived_or_unset or (players is not None and field.name in _BY_SIZE):
            continue
        text += f"|{field.name}={value!r}"
    if players is not None and (table := weights.holdings_for(players)) is not None:
        text += f"|holdings={table!r}"
    return text.encode()


def level_digest(level: str, players: int | None = None) -> str:
    """16 hex digits: the level's settings and its decisions on the positions of a table of
    `players` (None: the first form, `POSITIONS` of two to four players together)."""
    spec = LEVELS[level]
    h = hashlib.sha256()
    h.update(settings(spec, players))
    agent = make_agent(level, AGENT_SEED, budget=DIGEST_BUDGETS.get(level))
    for where in positions(players):
        state = position(*where)
        h.update(repr(agent.choose(state)).encode())
    return h.hexdigest()[:16]
