"""Hard: determinised Monte-Carlo tree search over whole turns.

The tree's edges are *turns*, not single decisions: an edge is one of the acting player's
candidate actions followed by the rest of that player's turn played by the greedy policy
(the same completion Medium uses). That keeps the branching to the choices that matter
(where to place a mechanic, or at the root whatever the current sub-decision is), and lets a
1.5 s budget look two or three turns ahead: the agent's move, each opponent's best reply,
its own answer...

* Every iteration starts from a fresh determinisation of the root: the face-down tiles are
  shuffled with the agent's own random stream (observe.determinize), never the game's.
* Nodes hold the state reached in the first world that visited them. An edge whose turn drew
  hidden tiles (a stack's top tile, an Innovation Turbine, the belts refilling at the end of
  a round) is a chance edge: it is replayed in the iteration's own world and its outcomes
  are kept apart, keyed by what became visible. Every visit of a chance turn replays it in
  the iteration's world (replaying only some visits, "chance widening", was measured and not
  shipped: docs/ai.md, sessions 9 and 10).
* Each node is a decision of one player, who picks children by UCB1 on their own utility
  (max^n: every opponent is assumed to play for itself). Children are tried in the order of
  the one-step evaluation (progressive widening), so the obvious moves are looked at first.
  The agent's own nodes widen fast (2 * sqrt(visits) children; 1 * sqrt lost 36.7% of 60
  equal-time games to hard-v1, docs/ai.md). With two
  players the opponent's node starts with its greedy reply alone and only widens after about
  16 visits (0.5 * sqrt(visits)); widening both alike averaged each candidate over the
  opponent's weak replies. With three or more players every opponent keeps to its greedy reply: the budget
  spread over three opponents' alternatives was better spent on the agent's own (52.5% against
  42.5% on the same 40 four-player deals against three Medium agents; docs/ai.md).
* Leaves are scored by the evaluation after the next player has answered with one greedy
  turn (letting every other player answer, as Medium does, won 22.5% of 40 four-player deals
  at equal time where these leaves won 42.5%: docs/ai.md). The tree does not grow beyond the
  end of the current round, where the refilled belts make every world different.
* The move chosen is the root child visited most.
* What a leaf is worth to each player is their utility (evaluate.utility: the margin over the
  opponents); with `Weights.first_place` and three or more players (the shipped Hard), the
  margin plus their chance of finishing first on a prestige-sized scale
  (winprob.seat_utilities).
* Nothing is played twice when it can be kept: a new leaf's greedy reply is its node's first
  edge, so the candidates weighed to choose it become the node's expansion and the state it
  reached becomes that edge's turn at the node's next visit (`reuse_reply`). Candidates whose
  turns end in the same public position (the same choices in another order) share one edge
  (`merge`). hard-v1 keeps both off (references.py).
* With `workers` above 1 the search is root-parallel: that many worker processes
  (parallel.py) each search the same position with their own random stream and their share
  of an iteration budget (or the whole time budget), and the root statistics are added up
  before the most visited child is chosen. With 1 (the default) the search runs on the
  caller's thread, exactly as before.
"""

from __future__ import annotations

import copy
import math
import random

from steamworks.rules import engine
from steamworks.rules.actions import Action
from steamworks.rules.state import GameState

from .agent import Agent, RootStats, Stop
from .candidates import candidate_actions
from .evaluate import DEFAULT_WEIGHTS, Weights, estimates
from .greedy import action_values
from .lookahead import finish_turn, play_turns, weigh_candidates
from .observe import determinize, observe
from .sim import advance
from .winprob import seat_utilities


def _drew_hidden(before: GameState, after: GameState) -> bool:
    """Whether going from `before` to `after` revealed face-down tiles (chance happened)."""
    return after.hidden != before.hidden or after.round != before.round


class Node:
    """A position where `player` decides; its children are that player's candidate turns."""

    __slots__ = (
        "state",
        "player",
        "actions",
        "edges",
        "opened",
        "reached",
        "reply",
        "visits",
        "terminal",
    )

    def __init__(self, state: GameState, frontier: bool):
        self.state = state
        self.terminal = state.game_over or frontier
        self.player = None if self.terminal else engine.to_act(state)
        self.actions: list[Action] | None = None  # candidates, best one-step value first
        self.edges: list[Edge] = []
        self.opened = 0  # candidates tried so far (edges, plus those merged into a sibling)
        # public view after each deterministic edge's turn -> that edge (see `merge`)
        self.reached: dict[GameState, Edge] = {}
        # the state after the first candidate's turn, played to score this node as a new leaf:
        # that turn is the first edge its next visit opens (see `reuse_reply`)
        self.reply: GameState | None = None
        self.visits = 0


class Edge:
    """One candidate turn from a node: its statistics (for the node's player) and outcomes."""

    __slots__ = ("action", "visits", "total", "chance", "child", "outcomes")

    def __init__(self, action: Action):
        self.action = action
        self.visits = 0
        self.total = 0.0
        self.chance = False
        self.child: Node | None = None  # the only outcome of a deterministic turn
        # chance turns: the public view of each outcome (equal views, one node) -> its node
        self.outcomes: dict[GameState, Node] = {}


def _most_visited(stats: RootStats) -> int:
    """The legal index of the child visited most (then best on average; then opened first)."""
    best = max(stats, key=lambda s: (s[1], s[2] / s[1] if s[1] else -1e9))
    return best[0]


class HardAgent(Agent):
    """Determinised MCTS over turns with UCB1, progressive widening and evaluation leaves."""

    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        seconds: float | None = 1.45,
        budget: int | None = None,
        weights: Weights = DEFAULT_WEIGHTS,
        exploration: float = 1.0,
        widen: float = 2.0,
        opp_widen: float = 0.5,
        opp_widen_many: float = 0.0,
        leaf_reply: bool = True,
        merge: bool = True,
        reuse_reply: bool = True,
        workers: int = 1,
    ):
        super().__init__(seed, seconds, budget)
        if int(workers) < 1:
            raise ValueError(f"Hard needs at least one worker, not {workers}")
        self.workers = int(workers)  # search processes (1: search on the caller's thread)
        self.weights = weights
        self.exploration = exploration  # UCB1 constant, in VP of utility
        self.widen = widen  # children allowed = widen * sqrt(visits), at least 2
        # at an opponent's node: opp_widen * sqrt(visits), at least 1 (their greedy reply);
        # opp_widen_many with three or more players, where the budget spread over several
        # opponents' alternatives is better spent on the agent's own (0: greedy replies only)
        self.opp_widen = opp_widen
        self.opp_widen_many = opp_widen_many
        self.leaf_reply = leaf_reply  # let the next player reply greedily before scoring
        # candidates of one node whose turns end in the same public position share one edge
        self.merge = merge
        # a new leaf's greedy reply is kept as the expansion of its node and the turn of its
        # first edge (False: the leaf's reply is played again when the node is next visited)
        self.reuse_reply = reuse_reply

    # -------------------------------------------------------------- search

    def decide(
        self, view: GameState, seat: int, legal: list[Action], rng: random.Random, stop: Stop
    ) -> tuple[Action, int]:
        if self.workers > 1:
            return self._decide_in_workers(view, seat, legal, rng, stop)
        stats, iterations = self.root_statistics(view, seat, legal, rng, stop)
        return legal[_most_visited(stats)], iterations

    def root_statistics(
        self, view: GameState, seat: int, legal: list[Action], rng: random.Random, stop: Stop
    ) -> tuple[RootStats, int]:
        """Search on this thread: ((legal index, visits, summed utility) per root child in the
        order they were opened, iterations). What a search worker sends back."""
        root = Node(view, False)
        root_actions = self._expand(root, legal)
        iterations = 0
        while not (iterations and stop.should_stop(iterations)):
            world = determinize(view, rng)
            self._iterate(root, world, rng, view.round)
            iterations += 1
            if len(root.edges) == 1 and len(root_actions) == 1:
                break
        index = {id(a): i for i, a in enumerate(legal)}
        return [(index[id(e.action)], e.visits, e.total) for e in root.edges], iterations

    def _decide_in_workers(
        self, view: GameState, seat: int, legal: list[Action], rng: random.Random, stop: Stop
    ) -> tuple[Action, int]:
        """Root-parallel: every worker searches with its own stream; root statistics merged."""
        from .parallel import WorkerFailed, search_pool

        n = self.workers
        seeds = [rng.getrandbits(64) for _ in range(n)]
        budgets = None
        if stop.iterations is not None:  # a fixed budget is shared out, at least one each
            budgets = [max(1, stop.iterations // n + (i < stop.iterations % n)) for i in range(n)]
        worker_self = copy.copy(self)
        worker_self.workers = 1  # what each worker runs: this search, on its own thread
        try:
            answers = search_pool(n).search(
                worker_self, view, seat, legal, seeds, stop.deadline, budgets, stop.cancel
            )
        except WorkerFailed:
            if not stop.cancelled():
                raise
            answers = []  # closed under a cancelled search: its answer is not wanted
        merged: dict[int, tuple[int, float]] = {}  # legal index -> (visits, summed utility)
        for stats, _iterations in answers:
            for i, visits, total in stats:
                seen, summed = merged.get(i, (0, 0.0))
                merged[i] = (seen + visits, summed + total)
        if not merged:  # cancelled before any worker searched: the best first impression
            return self._expand(Node(view, False), legal)[0], 0
        best = _most_visited([(i, seen, summed) for i, (seen, summed) in merged.items()])
        return legal[best], sum(iterations for _stats, iterations in answers)

    def _expand(
        self, node: Node, legal: list[Action] | None = None, values: list[float] | None = None
    ) -> list[Action]:
        """List the node's candidates, ordered by the one-step evaluation for its player
        (also returned: the node's `actions` from now on). `values` are those evaluations
        when already known."""
        state = node.state
        if legal is None:
            legal = candidate_actions(state)
        if len(legal) == 1:
            node.actions = legal
            return legal
        assert node.player is not None  # only a node where someone decides is expanded
        if values is None:
            values = action_values(state, node.player, legal, self.weights)
        order = sorted(range(len(legal)), key=lambda i: -values[i])
        node.actions = actions = [legal[i] for i in order]
        return actions

    def _select(self, node: Node, actions: list[Action], searcher: int) -> Edge:
        """The edge to follow from `node` (whose candidates are `actions`): a new one while
        widening allows, otherwise the best by UCB1."""
        if node.player == searcher:
            allowed = max(2, int(self.widen * math.sqrt(node.visits + 1)))
        else:
            # an opponent first plays its greedy reply; with two players alternatives are only
            # explored once the node has been visited often, so a few visits do not average
            # the agent's own candidates over the opponent's blunders (see opp_widen_many)
            rate = self.opp_widen if node.state.num_players == 2 else self.opp_widen_many
            allowed = max(1, int(rate * math.sqrt(node.visits + 1)))
        if len(node.edges) < allowed and node.opened < len(actions):
            edge = Edge(actions[node.opened])
            node.opened += 1
            node.edges.append(edge)
            return edge
        log_n = math.log(node.visits + 1)
        best, best_score = node.edges[0], -math.inf
        for e in node.edges:
            if e.visits == 0:
                return e
            score = e.total / e.visits + self.exploration * math.sqrt(log_n / e.visits)
            if score > best_score:
                best, best_score = e, score
        return best

    def _step(self, state: GameState, action: Action) -> GameState:
        """One edge: the action, then the rest of the acting player's turn, greedily."""
        return finish_turn(advance(state, action), self.weights)

    def _iterate(self, root: Node, world: GameState, rng: random.Random, root_round: int) -> None:
        w = self.weights
        searcher = root.player
        assert searcher is not None  # the root is a decision of the agent's seat
        path: list[tuple[int, Node, Edge]] = []  # (deciding player, node, edge followed)
        node = root
        state = world  # the current node's state in this iteration's world
        while True:
            if node.terminal:
                leaf_state, leaf = node.state, None
                break
            player = node.player
            assert player is not None  # a node that is not terminal has someone to decide
            actions = node.actions if node.actions is not None else self._expand(node)
            edge = self._select(node, actions, searcher)
            path.append((player, node, edge))
            if edge.child is None and not edge.outcomes:
                # first visit: play the turn in this world; a chance turn keeps outcomes apart
                if node.reply is not None and edge.action is actions[0]:
                    after, node.reply = node.reply, None  # played when the node was a leaf
                else:
                    after = self._step(determinize(state, rng), edge.action)
                edge.chance = _drew_hidden(state, after)
                if self.merge and not edge.chance:
                    twin = self._twin(node, edge, after)
                    if twin is not None:  # this iteration goes on as a visit of the twin
                        path[-1] = (player, node, twin)
                        assert twin.child is not None  # a deterministic edge has its node
                        node = twin.child
                        state = node.state
                        continue
                child = Node(after, self._frontier(after, root_round))
                if edge.chance:
                    edge.outcomes[observe(after)] = child
                else:
                    edge.child = child
                leaf_state, leaf = after, child
                node = child
                if not child.terminal:
                    break  # a new node: score it
                continue
            if edge.chance:
                after = self._step(determinize(state, rng), edge.action)
                key = observe(after)
                known = edge.outcomes.get(key)
                if known is None:
                    child = edge.outcomes[key] = Node(after, self._frontier(after, root_round))
                    leaf_state, leaf = after, child
                    node = child
                    if not child.terminal:
                        break
                    continue
                node, state = known, after
            else:
                assert edge.child is not None  # a deterministic edge visited before has its node
                node = edge.child
                state = node.state
        scored, values = self._score(leaf_state, root_round, leaf)
        utilities = seat_utilities(scored, values, w)  # the margin, or the chance of winning
        for player, n, e in path:
            n.visits += 1
            e.visits += 1
            e.total += utilities[player]

    @staticmethod
    def _twin(node: Node, edge: Edge, after: GameState) -> Edge | None:
        """The sibling whose turn ended in the same public position as `edge`'s just did (its
        newly opened turn is then dropped from `node`: two orders of the same choices, say),
        or None after noting where `edge` led."""
        reached = observe(after)
        twin = node.reached.get(reached)
        if twin is None:
            node.reached[reached] = edge
            return None
        dropped = node.edges.pop()
        assert dropped is edge  # the edge just opened is the newest
        return twin

    def _reply(self, node: Node) -> GameState:
        """The greedy reply of the player deciding at a new leaf `node`: the node's first edge
        played out. The candidates weighed to choose it become the node's expansion, and the
        state it reaches is kept for that edge (`Node.reply`), so the node's next visit
        does neither again."""
        legal, values, afters = weigh_candidates(node.state, self.weights)
        first = self._expand(node, legal, values or None)[0]
        if values:  # the first of the expansion is the best by those values, the first such
            after = afters[max(range(len(legal)), key=values.__getitem__)]
        else:
            after = advance(node.state, first)
        node.reply = finish_turn(after, self.weights)
        return node.reply

    @staticmethod
    def _frontier(state: GameState, root_round: int) -> bool:
        return state.round != root_round

    def _score(
        self, state: GameState, root_round: int, leaf: Node | None = None
    ) -> tuple[GameState, list[float]]:
        """The position a leaf is scored in and every player's estimate there (`state` the leaf;
        `leaf` its node when the iteration created it): after the next player's greedy reply
        unless the settings say otherwise."""
        reply_kept = self.reuse_reply and self.leaf_reply
        if reply_kept and leaf is not None and not leaf.terminal:
            scored = self._reply(leaf)
            return scored, estimates(scored, self.weights)
        if self.leaf_reply and not state.game_over and state.round == root_round:
            state = play_turns(state, 1, self.weights, stop_at_round_end=True)
        return state, estimates(state, self.weights)
