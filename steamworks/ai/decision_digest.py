"""A short fingerprint of how a level plays: its decisions on fixed positions, and its settings.

The ladder's ratings (ai/data/ladder.json) hold for the play that was rated. The file keeps
each level's digest from when its games were played; tests/ai/test_ladder.py recomputes it,
so a change to a level's play (its search, evaluation, candidates, time, or the rules it runs)
fails until the level is rated again, naming the level.

The decisions are taken at fixed iteration budgets (never seconds, which would tie the digest
to the machine's speed) and a fixed agent seed; the level's time a decision, whether it
searches in processes, and its evaluation's weights go into the digest too, since a fixed
budget does not see them (Expert is Hard's search with more time).
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


def settings(spec: Level) -> bytes:
    """What the digest hashes of a level's settings: its time a decision, whether it searches
    in processes, and its evaluation's weights. A weight kept out of the weights' repr (so that
    adding it left every rated digest as it was: Weights.holdings) is hashed here once set."""
    text = f"{spec.id}|{spec.seconds}|{spec.parallel}|{spec.weights!r}"
    for field in attrs.fields(type(spec.weights)):
        value = getattr(spec.weights, field.name)
        if not field.repr and value is not None:
            text += f"|{field.name}={value!r}"
    return text.encode()


def level_digest(level: str) -> str:
    """16 hex digits: the level's settings and its decisions on `POSITIONS`."""
    spec = LEVELS[level]
    h = hashlib.sha256()
    h.update(settings(spec))
    agent = make_agent(level, AGENT_SEED, budget=DIGEST_BUDGETS.get(level))
    for where in POSITIONS:
        state = position(*where)
        h.update(repr(agent.choose(state)).encode())
    return h.hexdigest()[:16]
