"""The evaluation the coach values positions with: the one the shipped Hard plays with.

Hints and the analysis rank choices by what the AI would rank them by, so the coach takes its
`Weights` from the Hard level itself (`ai/levels.py`: `LEVELS["hard"].weights`): the hand-set
prices scaled by the table fitted to self-play (`ai/learned.py`, docs/ai.md "The learned
multipliers"), and with three or more players the opponents weighed as Hard weighs them. The
hand-set prices alone overrate the future (money, sources, what visitors will pay), which is
what the coach valued before; tools/coach_quality.py measured the difference (docs/coach.md).
What Hard adds at its leaves beyond the evaluation (its chance of finishing first, with three
or more players) is the search's, not the evaluation's: the coach's reasons name the
evaluation's terms, which add up to what a choice is ranked by.

When Hard's evaluation changes (a refitted table, another weight), the coach follows it.
"""

from __future__ import annotations

from steamworks.ai.evaluate import Weights
from steamworks.ai.levels import LEVELS

# Hard's evaluation: the coach's play-outs, estimates, terms and the curve all use it
COACH_WEIGHTS: Weights = LEVELS["hard"].weights
