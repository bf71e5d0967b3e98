"""Frozen reference agents: `hard-v1` and `medium-v1`, the Hard and Medium of 25 November 2026,
and `hard-v2`, the Hard of 28 November 2026 (its learned table, first place with three or more
players and lighter best-opponent weight included).

Every later claim about the AI's strength is measured against these, so they must never
move when the shipped levels are tuned. Their every parameter is written out here rather than
taken from the defaults of `Weights`, `HardAgent` or `MediumAgent`, which later work is free
to change. They search on one core (`HardAgent`'s in-thread path), as the Hard they froze did.

What is *not* frozen by this module is the shared code they run (the evaluation's features,
the candidate lists, the tree search itself); tests/ai/test_references.py pins their
decisions on seeded positions at fixed iteration budgets, so a change to that code which
would move them fails there. A change that must move the shipped levels' code path has to
keep the old one reachable from here.

They are tournament and `simulate` agents (`hard-v1`, `medium-v1@4`), never offered to
players.
"""

from __future__ import annotations

import attrs

from .evaluate import Weights
from .learned import FROZEN_V2_FILE, load_table
from .lookahead import MediumAgent
from .mcts import HardAgent

# evaluate.Weights as shipped on 2026-11-25 (every field, so a new default cannot leak in)
WEIGHTS_V1 = Weights(
    money=0.25,
    money_excess=0.1,
    source=0.5,
    source_excess=0.15,
    tile=0.7,
    worker=0.7,
    build_per_tile=0.7,
    add_tile=0.5,
    device_use=0.25,
    own_use=0.12,
    fade_rounds=2.5,
    drain_2p=1.8,
    drain_per_player=0.9,
    best_opponent=0.7,
    best_opponent_many=None,  # the same blend of opponents at every table size
    tiebreak=0.01,
    # the search maximises the margin, not, with three or more players, the chance of
    # finishing first (winprob.py)
    first_place=0.0,
    learned=None,  # no learned multipliers (ai/learned.py): the prices above, as they were
)

# evaluate.Weights of the Hard shipped on 2026-11-28: hard-v1's (every field written out above)
# with what changed since, and a frozen copy of its learned table
WEIGHTS_V2 = attrs.evolve(
    WEIGHTS_V1,
    best_opponent_many=0.4,  # with three or more players: 0.4 the best, 0.6 the others' mean
    first_place=1.0,  # with three or more players, the chance of finishing first is added
    learned=load_table(packaged=FROZEN_V2_FILE),
)

HARD_V1_SECONDS = 1.45
HARD_V2_SECONDS = 1.45
MEDIUM_V1_SECONDS = 0.2


def _frozen_hard(
    seed: int, seconds: float | None, budget: int | None, weights: Weights, tree_reuse: bool
) -> HardAgent:
    """A frozen Hard: its every search setting written out, on one core (its in-thread search).
    `tree_reuse`: a new leaf's reply kept, and candidates reaching one position merged."""
    return HardAgent(
        seed=seed,
        seconds=seconds,
        budget=budget,
        weights=weights,
        exploration=1.0,
        widen=2.0,
        opp_widen=0.5,
        opp_widen_many=0.0,
        leaf_reply=True,
        merge=tree_reuse,
        reuse_reply=tree_reuse,
    )


def hard_v1(
    seed: int = 0, seconds: float | None = HARD_V1_SECONDS, budget: int | None = None
) -> HardAgent:
    """Hard as it was on 2026-11-25: determinised MCTS over turns, no tree reuse."""
    return _frozen_hard(seed, seconds, budget, WEIGHTS_V1, tree_reuse=False)


def medium_v1(
    seed: int = 0, seconds: float | None = MEDIUM_V1_SECONDS, budget: int | None = None
) -> MediumAgent:
    """Medium as it was: greedy look-ahead to the end of the turn and the replies."""
    return MediumAgent(
        seed=seed,
        seconds=seconds,
        budget=budget,
        replies=True,
        weights=WEIGHTS_V1,
        width=8,
        depth=1.0,
        round_end=True,
    )


def hard_v2(
    seed: int = 0, seconds: float | None = HARD_V2_SECONDS, budget: int | None = None
) -> HardAgent:
    """Hard as shipped on 2026-11-28: the learned table, first place, tree reuse."""
    return _frozen_hard(seed, seconds, budget, WEIGHTS_V2, tree_reuse=True)
