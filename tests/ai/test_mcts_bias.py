"""Hard's progressive bias (`bias`): each candidate keeps its one-step value less its node's
best, and UCB adds `bias` times that gap divided by the edge's visits plus one, so a candidate
that looked worse must earn its visits early on and the prior fades as results come in.
With bias 0 (hard-v1, and the shipped Hard unless docs/ai.md says otherwise) selection is
plain UCB1."""

from __future__ import annotations

from steamworks.ai import make_agent, mcts
from steamworks.ai.greedy import action_values
from steamworks.ai.observe import observe
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup


def opening_node(agent: mcts.HardAgent) -> mcts.Node:
    """The first position of a two-player game, expanded by `agent`."""
    view = observe(engine.start(quick_setup(2, 5)))
    node = mcts.Node(view, False)
    agent._expand(node)
    return node


def test_priors_are_each_candidates_one_step_value_below_the_best():
    hard = make_agent("hard", 1, budget=10)
    assert isinstance(hard, mcts.HardAgent)
    node = opening_node(hard)
    assert node.actions is not None and len(node.actions) > 2
    assert node.player is not None
    values = action_values(node.state, node.player, node.actions, hard.weights)
    assert node.priors == [v - values[0] for v in values]
    assert node.priors[0] == 0.0
    assert node.priors == sorted(node.priors, reverse=True)
    assert node.priors[-1] < 0.0  # the opening's candidates are not all alike


def select_between_two(bias: float, visits: int) -> int:
    """Which of a node's first and last candidates UCB picks (0 or 1) when both have `visits`
    visits and the last, worse by one-step value, averaged 0.1 more."""
    hard = make_agent("hard", 1, budget=10, bias=bias)
    assert isinstance(hard, mcts.HardAgent)
    node = opening_node(hard)
    assert node.actions is not None
    first = mcts.Edge(node.actions[0], node.priors[0])
    last = mcts.Edge(node.actions[-1], node.priors[-1])
    first.visits = last.visits = visits
    first.total, last.total = 1.0 * visits, 1.1 * visits
    node.edges = [first, last]
    node.opened = len(node.actions)  # nothing left to widen to
    node.visits = 2 * visits
    return node.edges.index(hard._select(node, node.actions, None, node.player))


def test_bias_favours_the_better_looking_candidate_early_and_fades_with_visits():
    assert select_between_two(bias=0.0, visits=2) == 1  # plain UCB1: the better average
    assert select_between_two(bias=5.0, visits=2) == 0  # the prior outweighs 0.1 at first
    assert select_between_two(bias=5.0, visits=100_000) == 1  # and fades with visits


def test_a_biased_search_still_answers_legally_and_deterministically():
    state = engine.start(quick_setup(2, 7))
    first = make_agent("hard", 4, budget=80, bias=1.0).choose(state)
    again = make_agent("hard", 4, budget=80, bias=1.0).choose(state)
    assert engine.explain_illegal(state, first) is None
    assert first == again
