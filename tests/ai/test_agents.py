"""Every level answers every kind of decision legally, deterministically given its seed, at
once when there is nothing to choose, and stops thinking when told to."""

from __future__ import annotations

import threading

import attrs
import pytest

from steamworks.ai import LEVELS, make_agent
from steamworks.ai.candidates import candidate_actions
from steamworks.rules import engine
from steamworks.rules.actions import BuildDevice
from steamworks.rules.frames import BuildFrame
from steamworks.rules.setup import PERSONAS_DRAFT, quick_setup
from tests.support.agents import BUDGETS, play_agents_game


def test_levels_are_described_for_the_new_game_screen():
    assert list(LEVELS) == [
        "random",
        "easy",
        "medium",
        "hard",
        "expert",
        "hard-v1",
        "hard-v2",
        "medium-v1",
    ]
    offered = [lvl.name for lvl in LEVELS.values() if lvl.offered]
    assert offered == ["Easy", "Medium", "Hard", "Expert"]
    for lvl in LEVELS.values():
        assert lvl.name and lvl.description.endswith(".")
    # Hard's budget ends a little before 1.5 s: its last iteration finishes after the deadline,
    # and the median decision must stay within 1.5 s
    assert 1.3 <= LEVELS["hard"].seconds < 1.5 and LEVELS["medium"].seconds == 0.2
    assert make_agent("hard", 1).seconds == LEVELS["hard"].seconds
    # Expert is Hard's search and evaluation thinking about 5 s, on as many cores as Hard
    expert = make_agent("expert", 1, workers=2)
    assert 4.8 <= expert.seconds < 5.0 and expert.workers == 2
    assert LEVELS["expert"].weights == LEVELS["hard"].weights and LEVELS["expert"].parallel
    with pytest.raises(ValueError):
        make_agent("grandmaster", 1)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_level_plays_whole_games_legally(players):
    # hard at 3 seats, the rest mixed: covers builds, activations, effects and drafts
    play_agents_game(
        ["hard", "medium", "easy", "random"],
        seed=players,
        players=players,
        personas=PERSONAS_DRAFT if players == 3 else "random",
    )


def test_same_seed_same_game():
    a, b = [], []
    play_agents_game(["medium", "easy"], 21, 2, record=a)
    play_agents_game(["medium", "easy"], 21, 2, record=b)
    assert [x[1] for x in a] == [x[1] for x in b]


def test_search_is_deterministic_given_a_seed():
    states = []
    play_agents_game(["easy"], 31, 3, record=states)
    picks = [s for s, _a in states if len(engine.legal_actions(s)) > 3][::7][:6]
    for state in picks:
        for level in ("medium", "hard"):
            first = make_agent(level, 5, budget=BUDGETS[level] * 2).choose(state)
            again = make_agent(level, 5, budget=BUDGETS[level] * 2).choose(state)
            assert first == again


def broke(state):
    """The same position with the player to act unable to pay the next wage: only Pass is legal."""
    seat = engine.to_act(state)
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], money=0, used=1, sources=(0, 0, 0))
    return attrs.evolve(state, players=tuple(players))


def test_single_legal_answer_is_returned_without_thinking():
    forced = []
    for seed in range(10):
        state = broke(engine.start(quick_setup(2 + seed % 3, seed)))
        if len(engine.legal_actions(state)) == 1:
            forced.append(state)
    assert len(forced) >= 5
    agent = make_agent("hard", 1)  # its full time budget: a search would count iterations
    for state in forced:
        decision = agent.choose_with_info(state)
        assert decision.forced and decision.iterations == 0
        assert decision.action == engine.legal_actions(state)[0]


class CancelAfterChecks:
    """A cancel flag that becomes set after the search has looked at it `checks` times, so the
    test measures how soon the search obeys it in iterations, not in (noisy) seconds."""

    def __init__(self, checks: int):
        self.left = checks

    def is_set(self) -> bool:
        self.left -= 1
        return self.left < 0


def test_cancel_flag_stops_the_search_early():
    states = []
    play_agents_game(["easy"], 51, 2, record=states)
    state = next(s for s, _a in states[20:] if len(engine.legal_actions(s)) > 4)
    agent = make_agent("hard", 3)  # a 1.45 s budget would reach hundreds of iterations
    decision = agent.choose_with_info(state, cancel=CancelAfterChecks(5))
    assert 1 <= decision.iterations <= 5 + 1  # the iteration under way is finished
    assert engine.explain_illegal(state, decision.action) is None
    # cancelled before it starts: still a legal answer
    decision = agent.choose_with_info(state, cancel=CancelAfterChecks(0))
    assert decision.iterations <= 1
    assert engine.explain_illegal(state, decision.action) is None


def test_agents_work_from_several_threads():
    states = []
    play_agents_game(["easy"], 61, 2, record=states)
    picks = [s for s, _a in states if len(engine.legal_actions(s)) > 2][:8]
    expected = [make_agent("medium", 9, budget=1).choose(s) for s in picks]
    agent = make_agent("medium", 9, budget=1)  # one agent object shared by the threads
    results = [None] * len(picks)

    def work(i):
        results[i] = agent.choose(picks[i])

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(picks))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == expected


def test_build_candidates_are_few_and_legal():
    seen = 0
    for seed in range(70, 90):
        states = []
        play_agents_game(["easy"], seed, 3, record=states)
        for state, _a in states:
            if isinstance(engine.current_decision(state), BuildFrame):
                cands = candidate_actions(state)
                builds = [a for a in cands if isinstance(a, BuildDevice)]
                assert 1 <= len(builds) <= 24
                for a in builds:
                    assert engine.explain_illegal(state, a) is None
                seen += 1
        if seen >= 15:
            break
    assert seen >= 5


def test_wrong_seat_is_refused():
    state = engine.start(quick_setup(2, 3))
    other = 1 - engine.to_act(state)
    with pytest.raises(ValueError):
        make_agent("easy", 1).choose(state, other)
