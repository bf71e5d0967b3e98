"""Whole games between the AI levels, for the AI tests: every answer checked against the engine
before it is applied, small fixed budgets (the tests measure behaviour, not strength)."""

from __future__ import annotations

from steamworks.ai import make_agent
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup

# small fixed budgets: the tests measure behaviour, not strength
BUDGETS = {"random": None, "easy": None, "medium": 1, "hard": 12}


def play_agents_game(
    levels: list[str], seed: int, players: int, personas: str = "random", record=None
):
    """A whole game; every answer is checked against the engine before it is applied."""
    state = engine.start(quick_setup(players, seed, personas=personas))
    agents = [
        make_agent(levels[i % len(levels)], seed * 10 + i, budget=BUDGETS[levels[i % len(levels)]])
        for i in range(players)
    ]
    while not engine.is_over(state):
        seat = engine.to_act(state)
        action = agents[seat].choose(state, seat)
        assert engine.explain_illegal(state, action) is None, (
            type(engine.current_decision(state)),
            action,
        )
        if record is not None:
            record.append((state, action))
        state = engine.apply(state, action)
    return state
