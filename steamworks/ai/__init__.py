"""AI opponents for Steam Works: a ladder of levels from Random to Hard behind one interface.

    from steamworks.ai import LEVELS, make_agent
    agent = make_agent("medium", seed=42)
    action = agent.choose(state, seat)        # thread-safe; cancel=threading.Event() to stop early

Agents see only the public view of the game (observe.py) and are deterministic given their
seed. This package never imports pygame: the UI runs agents on a worker thread, and Hard may
search in worker processes besides (`make_agent("hard", seed, workers=N)`, parallel.py).
`hard-v1` and `medium-v1` are frozen yardsticks for tournaments (references.py).
"""

from .agent import Agent, Decision, Stop
from .levels import LEVELS, Level, make_agent
from .observe import determinize, observe

__all__ = ["Agent", "Decision", "Stop", "LEVELS", "Level", "make_agent", "determinize", "observe"]
