"""How Hard's tree widens at its opponents' nodes: with two players the opponent's greedy
reply comes first and alternatives open slowly (`opp_widen`); with three or more players each
opponent keeps to its greedy reply (`opp_widen_many`, 0), and that setting leaves two-player
play exactly as it was."""

from __future__ import annotations

from steamworks.ai import make_agent, mcts
from steamworks.ai.observe import public_key
from steamworks.rules import engine
from tests.support.agents import play_agents_game

EXPAND, SCORE = mcts.HardAgent._expand, mcts.HardAgent._score  # before any test wraps them


def positions(players: int, seed: int, count: int = 4) -> list:
    """Ordinary-turn positions with a real choice, from a game between Easy agents."""
    record = []
    play_agents_game(["easy"], seed, players, record=record)
    picks = [s for s, _a in record if not s.pending and len(engine.legal_actions(s)) > 3]
    return picks[:: max(1, len(picks) // count)][:count]


def search(monkeypatch, state, budget: int, **options):
    """Hard's choice, every node its search expanded, and the fingerprints of the leaves it
    scored, in order."""
    nodes, leaves = [], []

    def recording_expand(self, node, legal=None, values=None):
        nodes.append(node)
        return EXPAND(self, node, legal, values)

    def recording_score(self, state, root_round, leaf=None):
        leaves.append(public_key(state))
        return SCORE(self, state, root_round, leaf)

    monkeypatch.setattr(mcts.HardAgent, "_expand", recording_expand)
    monkeypatch.setattr(mcts.HardAgent, "_score", recording_score)
    action = make_agent("hard", 7, budget=budget, **options).choose(state)
    return action, nodes, leaves


def test_with_three_or_more_players_opponents_keep_to_their_greedy_reply(monkeypatch):
    for players in (3, 4):
        searched = own_widened = 0
        for state in positions(players, 43, count=6):
            searcher = engine.to_act(state)
            _action, nodes, _leaves = search(monkeypatch, state, 150)
            opponents = [n for n in nodes if n.player not in (None, searcher) and n.edges]
            assert all(len(n.edges) == 1 for n in opponents)
            # the reply searched is the one the one-step evaluation ranks first
            assert all(n.edges[0].action == n.actions[0] for n in opponents)
            searched += sum(n.visits for n in opponents)
            # the agent's own nodes still widen
            own_widened += max(len(n.edges) for n in nodes if n.player == searcher) > 2
        assert searched > 50 and own_widened > 0


def test_with_two_players_the_opponent_widens_slowly_and_the_many_player_setting_does_nothing(
    monkeypatch,
):
    widened = 0
    for state in positions(2, 41):
        searcher = engine.to_act(state)
        shipped = search(monkeypatch, state, 300)
        other = search(monkeypatch, state, 300, opp_widen_many=3.0)
        assert shipped[0] == other[0] and shipped[2] == other[2]  # the same search, leaf by leaf
        for node in shipped[1]:
            if node.player not in (None, searcher) and len(node.edges) > 1:
                assert node.visits >= 15  # 0.5 * sqrt(visits + 1) reaches 2 at 15 visits
                widened += 1
    assert widened > 0
