"""Whole games between the AI levels, for the AI tests: every answer checked against the engine
before it is applied, small fixed budgets (the tests measure behaviour, not strength)."""

from __future__ import annotations

from steamworks.ai import make_agent, mcts
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


def count_hard_turns(monkeypatch, option: str) -> list:
    """Patch Hard's `_step` (one turn played in a search) to note, at every call, the value of
    the searching agent's `option`: comparing the counts per value shows what an option saves."""
    noted: list = []
    step = mcts.HardAgent._step

    def counting_step(self, state, action):
        noted.append(getattr(self, option))
        return step(self, state, action)

    monkeypatch.setattr(mcts.HardAgent, "_step", counting_step)
    return noted
