"""Work Hard's search does not repeat: a new leaf's greedy reply becomes its node's expansion and
the turn of its first edge (`reuse_reply`), and candidates whose turns end in the same public
position share one edge (`merge`). hard-v1 keeps both off (its decisions are pinned in
test_references.py)."""

from __future__ import annotations

from steamworks.ai import make_agent, mcts
from steamworks.ai.evaluate import estimates
from steamworks.ai.observe import observe
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup
from tests.support.agents import count_hard_turns


def positions(players: int, seed: int, every: int = 9) -> list:
    """Positions with a choice to make, from a game between Easy agents."""
    state = engine.start(quick_setup(players, seed))
    easy = [make_agent("easy", seed * 10 + i) for i in range(players)]
    found = []
    while not engine.is_over(state):
        if len(engine.legal_actions(state)) > 1:
            found.append(state)
        state = engine.apply(state, easy[engine.to_act(state)].choose(state), check=False)
    return found[::every]


def test_a_new_leafs_reply_is_its_nodes_expansion_and_first_turn():
    hard = make_agent("hard", 3, budget=50)
    checked = 0
    for state in positions(2, 5)[:12]:
        view = observe(state)
        node = mcts.Node(view, False)
        _scored, value = hard._score(view, view.round, node)
        fresh = mcts.Node(view, False)
        assert node.actions == hard._expand(fresh)
        assert node.reply == hard._step(view, node.actions[0])
        assert value == estimates(node.reply, hard.weights)
        checked += 1
    assert checked >= 10


def test_reusing_the_reply_saves_turns_and_keeps_every_answer_legal(monkeypatch):
    steps = count_hard_turns(monkeypatch, "reuse_reply")
    for state in positions(2, 8)[:8]:
        for reuse in (True, False):
            action = make_agent("hard", 1, budget=120, reuse_reply=reuse).choose(state)
            assert engine.explain_illegal(state, action) is None
    assert 0 < steps.count(True) < steps.count(False)


def test_candidates_ending_in_the_same_position_share_one_edge(monkeypatch):
    nodes = []
    expand = mcts.HardAgent._expand

    def recording_expand(self, node, legal=None, values=None):
        nodes.append(node)
        return expand(self, node, legal, values)

    monkeypatch.setattr(mcts.HardAgent, "_expand", recording_expand)

    def duplicates(merge: bool) -> int:
        """Nodes with two deterministic children in the same public position."""
        nodes.clear()
        for state in positions(2, 3, every=5)[:30]:
            make_agent("hard", 2, budget=150, merge=merge).choose(state)
        twins = 0
        for node in nodes:
            ends = [observe(e.child.state) for e in node.edges if not e.chance and e.child]
            twins += len(ends) != len(set(ends))
        return twins

    assert duplicates(merge=True) == 0
    assert duplicates(merge=False) > 0  # the positions do hold such candidates
