"""Hard's chance turns (a turn that drew face-down tiles or ended the round): by default each
visit replays the turn in a new world; with `chance_widen` C a visit replays it only while the
edge has fewer than C * sqrt(visits + 1) sampled worlds, and otherwise goes on from one of the
earlier outcomes; `chance_widen_many` sets C for three or more players alone. hard-v1 and the
shipped Hard replay every visit (docs/ai.md, "Hard's search, session 9" and "session 10")."""

from __future__ import annotations

import math
import random

from steamworks.ai import make_agent, mcts
from steamworks.ai.observe import determinize, observe
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup
from tests.support.agents import count_hard_turns


def late_positions(seed: int, players: int = 2) -> list:
    """Positions with a choice to make near the ends of rounds (where most turns are chance
    turns: the belts refill), from a game between Easy agents."""
    state = engine.start(quick_setup(players, seed))
    easy = [make_agent("easy", seed * 10 + i) for i in range(players)]
    found = []
    while not engine.is_over(state):
        if len(engine.legal_actions(state)) > 1:
            found.append(state)
        state = engine.apply(state, easy[engine.to_act(state)].choose(state), check=False)
    return found[::7]


def searched_tree(agent: mcts.HardAgent, state, iterations: int) -> mcts.Node:
    """The root of `agent`'s search of `state` after `iterations` iterations (as
    root_statistics runs them, keeping the tree to look at)."""
    view = observe(state)
    rng = random.Random(11)
    root = mcts.Node(view, False)
    agent._expand(root)
    for _ in range(iterations):
        agent._iterate(root, determinize(view, rng), rng, view.round)
    return root


def chance_edges(node: mcts.Node) -> list[mcts.Edge]:
    """Every chance edge of the tree under `node`."""
    found = []
    for edge in node.edges:
        if edge.chance:
            found.append(edge)
        for child in [edge.child] if edge.child is not None else edge.outcomes.values():
            found.extend(chance_edges(child))
    return found


def test_chance_widening_is_an_option_off_in_the_shipped_hard_and_in_hard_v1():
    hard, v1 = make_agent("hard", 1), make_agent("hard-v1", 1)
    assert isinstance(hard, mcts.HardAgent) and isinstance(v1, mcts.HardAgent)
    assert hard.chance_widen == 0.0 and v1.chance_widen == 0.0
    assert hard.chance_widen_many is None and v1.chance_widen_many is None  # as chance_widen
    # the tuning option turns it on, for experiments against the shipped Hard
    on = make_agent("hard", 1, chance_widen=1.0)
    assert isinstance(on, mcts.HardAgent) and on.chance_widen == 1.0


def test_without_chance_widening_every_visit_of_a_chance_turn_replays_it():
    hard = make_agent("hard", 2, budget=1, chance_widen=0.0)
    assert isinstance(hard, mcts.HardAgent) and hard.chance_widen == 0
    edges = [e for s in late_positions(4)[:10] for e in chance_edges(searched_tree(hard, s, 120))]
    assert sum(e.visits > 3 for e in edges) >= 5
    for edge in edges:
        assert len(edge.samples) == edge.visits  # one world sampled per visit
        assert set(map(id, edge.samples)) == set(map(id, edge.outcomes.values()))


def test_chance_widening_samples_fewer_worlds_and_reuses_their_outcomes():
    hard = make_agent("hard", 2, budget=1, chance_widen=1.0)
    assert isinstance(hard, mcts.HardAgent)
    edges = [e for s in late_positions(4)[:10] for e in chance_edges(searched_tree(hard, s, 120))]
    reused = [e for e in edges if e.visits > len(e.samples)]
    assert len(reused) >= 5
    for edge in edges:
        # a replay happens only while the samples are fewer than sqrt(visits + 1) before it
        assert len(edge.samples) <= math.sqrt(edge.visits) + 1
        assert set(map(id, edge.samples)) == set(map(id, edge.outcomes.values()))


def test_chance_widening_plays_fewer_turns_and_answers_legally_and_deterministically(
    monkeypatch,
):
    steps = count_hard_turns(monkeypatch, "chance_widen")
    for state in late_positions(6)[:8]:
        for widen in (0.0, 1.0):
            action = make_agent("hard", 1, budget=120, chance_widen=widen).choose(state)
            assert engine.explain_illegal(state, action) is None
            again = make_agent("hard", 1, budget=120, chance_widen=widen).choose(state)
            assert again == action
    assert 0 < steps.count(1.0) < 0.8 * steps.count(0.0)


def test_with_four_players_the_many_player_setting_reuses_chance_outcomes():
    positions = late_positions(5, players=4)[:8]
    many = make_agent("hard", 2, budget=1, chance_widen_many=1.0)
    off = make_agent("hard", 2, budget=1)
    assert isinstance(many, mcts.HardAgent) and isinstance(off, mcts.HardAgent)
    widened = [e for s in positions for e in chance_edges(searched_tree(many, s, 120))]
    assert sum(e.visits > len(e.samples) for e in widened) >= 5
    for edge in widened:
        assert len(edge.samples) <= math.sqrt(edge.visits) + 1
    replayed = [e for s in positions for e in chance_edges(searched_tree(off, s, 120))]
    assert sum(e.visits > 3 for e in replayed) >= 5
    assert all(len(e.samples) == e.visits for e in replayed)


def test_with_two_players_the_many_player_setting_changes_nothing():
    for state in late_positions(7)[:6]:
        many = make_agent("hard", 3, budget=1, chance_widen_many=1.0)
        off = make_agent("hard", 3, budget=1)
        assert isinstance(many, mcts.HardAgent) and isinstance(off, mcts.HardAgent)
        a, b = searched_tree(many, state, 100), searched_tree(off, state, 100)
        # the same search, edge by edge: the same children, visits and summed utilities
        assert [(e.visits, e.total) for e in a.edges] == [(e.visits, e.total) for e in b.edges]
        assert chance_edges(a) and all(len(e.samples) == e.visits for e in chance_edges(a))
