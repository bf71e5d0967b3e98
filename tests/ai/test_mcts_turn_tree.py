"""Hard's `turn_tree` option: the rest of the agent's own turn at the root is searched one
decision an edge, where by default each root edge plays that rest greedily. Later turns, the
opponents' and the agent's own, stay whole edges, and every leaf is scored at the same point
(the agent's turn finished, then the next player's reply), so in-turn leaves are comparable
with the others."""

from __future__ import annotations

import random

from steamworks.ai import make_agent, mcts
from steamworks.rules import engine
from steamworks.rules.actions import PlaceDevice, PlacePersona

from .test_mcts_chance import late_positions, nodes_under, searched_tree


def placements(seed: int) -> list:
    """Positions of a game between Easy agents where a mechanic is to be placed (the first
    decision of a turn, whose placement then asks for more decisions)."""
    return [
        s
        for s in late_positions(seed)
        if any(isinstance(a, (PlacePersona, PlaceDevice)) for a in engine.legal_actions(s))
    ]


def in_turn_nodes(root: mcts.Node, seat: int, turn: int) -> list[mcts.Node]:
    """The nodes under `root` (not itself) where `seat` decides again within `turn`."""
    return [
        n
        for n in nodes_under(root)[1:]
        if not n.terminal and n.player == seat and n.state.turn == turn
    ]


def test_the_agents_own_turn_at_the_root_is_searched_one_decision_an_edge():
    whole = make_agent("hard", 2, budget=1)
    split = make_agent("hard", 2, budget=1, turn_tree=True)
    assert isinstance(whole, mcts.HardAgent) and isinstance(split, mcts.HardAgent)
    searched = 0
    for state in placements(4)[:6]:
        seat = engine.to_act(state)
        assert not in_turn_nodes(searched_tree(whole, state, 60), seat, state.turn)
        inside = in_turn_nodes(searched_tree(split, state, 60), seat, state.turn)
        # the decisions inside the turn are searched, not only passed through: some were
        # visited again and opened more than one alternative
        searched += sum(n.visits > 1 and len(n.edges) > 1 for n in inside)
    assert searched >= 3


def test_later_turns_stay_whole_edges():
    split = make_agent("hard", 2, budget=1, turn_tree=True)
    assert isinstance(split, mcts.HardAgent)
    later = 0
    for state in placements(5)[:4]:
        for node in nodes_under(searched_tree(split, state, 80)):
            if node.state.turn == state.turn:
                continue  # the agent's turn at the root: one decision an edge
            for edge in node.edges:
                for child in [edge.child] if edge.child is not None else edge.outcomes.values():
                    later += 1
                    # an edge out of a later turn plays that whole turn
                    assert child.terminal or child.state.turn != node.state.turn
    assert later >= 10


def test_an_in_turn_leaf_is_scored_after_the_turn_and_the_reply_within_the_round():
    weights = make_agent("hard", 1).weights  # type: ignore[attr-defined]
    replied = 0
    for state in placements(6)[:10]:
        scored = mcts._finish_and_reply(state, weights)
        own = mcts.finish_turn(state, weights)
        if own.game_over or own.round != state.round:
            assert scored == own  # the agent's turn ended the round: nobody replies in the next
            continue
        replied += 1
        assert scored.turn == state.turn + 2  # the agent's turn, then the reply
    assert replied >= 5


def test_sequential_halving_shares_the_roots_time_and_drops_the_worse_half():
    halving = make_agent("hard", 3, budget=40, halving=4)
    assert isinstance(halving, mcts.HardAgent)
    checked = 0
    for state in late_positions(7) + late_positions(8):
        view = mcts.observe(state)
        legal = mcts.candidate_actions(view)
        if len(legal) < 4:
            continue
        stop = mcts.Stop(iterations=40)
        root, alive, iterations = halving._search(view, legal, random.Random(5), stop)
        assert iterations == 40 and alive is not None
        if len(root.edges) < 4:
            continue  # a twin was merged: the field shrank
        checked += 1
        # two phases: 20 iterations shared by four (5 each), then 20 by the better two
        assert sorted(e.visits for e in root.edges) == [5, 5, 15, 15]
        assert {id(e) for e in alive} == {id(e) for e in root.edges if e.visits == 15}
        assert [e.action for e in root.edges] == root.actions[:4]  # the best four by one step
        best = max(alive, key=lambda e: e.total / e.visits)
        chosen, _ = halving.decide(
            view, engine.to_act(view), legal, random.Random(5), mcts.Stop(iterations=40)
        )
        assert chosen == best.action  # the same search again: its best survivor is played
    assert checked >= 3
