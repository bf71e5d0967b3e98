"""The difficulty levels offered to players, and `make_agent` to create one.

`LEVELS` maps a level id to its display name, a one-line description for the new-game screen,
whether it is offered by default, and its default time budget. `make_agent(level, seed,
budget=None)` returns a fresh agent; `budget` (iterations or samples per decision) replaces
the time budget of the search levels, for reproducible tournaments and tests.

`hard-v1`, `hard-v2` and `medium-v1` are frozen references (references.py): yardsticks for tournaments
and `simulate`, never offered to players, and closed to tuning options.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from ..language import mark, tr
from .agent import Agent
from .evaluate import DEFAULT_WEIGHTS, WEIGHT_NAMES, Weights
from .greedy import EasyAgent, RandomAgent
from .learned import LEARNED
from .lookahead import MediumAgent
from .mcts import HardAgent
from .references import (
    HARD_V1_SECONDS,
    HARD_V2_SECONDS,
    MEDIUM_V1_SECONDS,
    hard_v1,
    hard_v2,
    medium_v1,
)

# the evaluation Hard and Expert play with (tuning options adjust these, not the defaults).
# It adds the holdings tables (holdings.py: what a seat's persona and tiles are worth beyond
# the sums). With two players, the two-player one: at 0.1 s a decision it beat hard-v2 in 69.0%
# of 400 two-player games [64.3%, 73.3%] (session 28). With four, the four-player one: 49.0%
# of 400 four-player games against three hard-v2 [44.1%, 53.9%], a fair share being 25%
# (session 30). With three, the three-player one: 63.4% of 201 three-player games against two
# hard-v2 [56.6%, 69.8%], a fair share being a third (session 31, shipped in 32). With five,
# the five-player one: 42.5% of 200 five-player games against four hard-v2
# [35.9%, 49.4%], a fair share being a fifth (session 32). docs/ai.md
HARD_WEIGHTS = attrs.evolve(
    DEFAULT_WEIGHTS,
    learned=LEARNED,
    first_place=1.0,
    best_opponent_many=0.4,
    holdings=1,
    holdings_many=1,
)
HARD_SECONDS = 1.45  # a decision's think: the last iteration ends just after it (about 1.5 s)
EXPERT_SECONDS = 4.95  # the same for about 5 s


@attrs.frozen(slots=True)
class Level:
    id: str
    name: str  # display name, in English (its key); players read `shown_name`
    description: (
        str  # one line for the new-game screen, in English; players read `shown_description`
    )
    offered: bool  # shown to players by default
    seconds: float | None  # default thinking time per decision (None: no search)
    factory: Callable[..., Agent]  # called with seed=, budget=, seconds= and options
    reference: bool = False  # a frozen yardstick: takes no tuning options
    parallel: bool = False  # can search with worker processes (make_agent's workers=)
    # the evaluation the level plays with (tuning options adjust these, not the defaults)
    weights: Weights = DEFAULT_WEIGHTS

    @property
    def shown_name(self) -> str:
        """The level's name in the language spoken ("Medium", "Mittel")."""
        return tr(self.name)

    @property
    def shown_description(self) -> str:
        """The level's line for the new-game screen, in the language spoken."""
        return tr(self.description)


LEVELS: dict[str, Level] = {
    "random": Level(
        "random",
        mark("Random"),
        mark("Plays any legal move at random. A baseline for testing."),
        False,
        None,
        RandomAgent,
    ),
    "easy": Level(
        "easy",
        mark("Easy"),
        mark("Takes whatever looks best right now, and sometimes misjudges it."),
        True,
        None,
        EasyAgent,
    ),
    "medium": Level(
        "medium",
        mark("Medium"),
        mark("Thinks each move through to the end of its turn and your replies."),
        True,
        0.2,
        MediumAgent,
    ),
    "hard": Level(
        "hard",
        mark("Hard"),
        mark("Searches several turns ahead, weighing your best replies."),
        True,
        HARD_SECONDS,
        # chance turns are replayed at every visit: widening them measured even with two
        # players (session 9) and no better with four (session 10; docs/ai.md)
        HardAgent,
        parallel=True,
        # the evaluation's later terms scaled by the table fitted to self-play (learned.py),
        # and a holdings table for each table size: HARD_WEIGHTS above, with what each won
        # (docs/ai.md, "Where issue #33's bars stand"). With three or more players it also
        # plays for first place (winprob.first_place_chances) and weighs the best opponent 0.4
        # and the others' mean 0.6 (sessions 12 and 13)
        weights=HARD_WEIGHTS,
    ),
    "expert": Level(
        "expert",
        mark("Expert"),
        mark("Searches like Hard, for three times as long."),
        True,
        EXPERT_SECONDS,
        HardAgent,
        parallel=True,
        # Hard's evaluation and search, thinking 3.4 times as long (issue #33): on as many
        # cores as the game allows it, like Hard (parallel.py); measured against Hard at
        # budgets scaled down in the same proportion (docs/ai.md, "The ladder")
        weights=HARD_WEIGHTS,
    ),
    "hard-v1": Level(
        "hard-v1",
        mark("Hard (v1)"),
        mark("Hard as of November 2026, frozen as a yardstick."),
        False,
        HARD_V1_SECONDS,
        hard_v1,
        reference=True,
    ),
    "hard-v2": Level(
        "hard-v2",
        mark("Hard (v2)"),
        mark("Hard as of 28 November 2026, frozen as a yardstick."),
        False,
        HARD_V2_SECONDS,
        hard_v2,
        reference=True,
    ),
    "medium-v1": Level(
        "medium-v1",
        mark("Medium (v1)"),
        mark("Medium as of November 2026, frozen as a yardstick."),
        False,
        MEDIUM_V1_SECONDS,
        medium_v1,
        reference=True,
    ),
}


def make_agent(
    level: str, seed: int = 0, budget: int | None = None, workers: int = 1, **options: Any
) -> Agent:
    """A new agent of `level` (an id of LEVELS: "easy", "hard", "hard-v1"...) with its own seed.

    `options` are for tuning and experiments: names of `Weights` fields change the
    evaluation (e.g. money=0.5), anything else goes to the agent's constructor (e.g.
    noise=0.0, seconds=0.5). A frozen reference takes only `seconds`. `workers` is how many
    processes the agent may search with: Hard uses them (root-parallel search, mcts.py); the
    other levels search on the caller's thread whatever it says.

    (`options` is typed `Any`: its values are numbers, flags or `Weights`, each passed on to
    whichever constructor or field takes that name.)"""
    if int(workers) < 1:
        raise ValueError(f"an agent needs at least one worker, not {workers}")
    try:
        spec = LEVELS[level.lower()]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(LEVELS)}") from None
    if spec.reference:
        extra = sorted(set(options) - {"seconds"})
        if extra:
            raise ValueError(f"{spec.id} is a frozen reference: it takes no {', '.join(extra)}")
        return spec.factory(seed=seed, budget=budget, seconds=options.get("seconds", spec.seconds))
    tweaks = {k: v for k, v in options.items() if k in WEIGHT_NAMES}
    kwargs = {k: v for k, v in options.items() if k not in WEIGHT_NAMES}
    if tweaks:
        kwargs["weights"] = attrs.evolve(kwargs.get("weights", spec.weights), **tweaks)
    elif spec.weights is not DEFAULT_WEIGHTS:  # Random and Easy-style levels take no weights
        kwargs.setdefault("weights", spec.weights)
    kwargs.setdefault("seconds", spec.seconds)
    if spec.parallel:
        kwargs["workers"] = int(workers)
    return spec.factory(seed=seed, budget=budget, **kwargs)
