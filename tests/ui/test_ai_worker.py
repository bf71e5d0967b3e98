"""The desktop game's AI worker: answers come from a background thread with the agent's own
report, a broken agent still yields a legal move, and a cancelled request yields nothing."""

from __future__ import annotations

import time

from steamworks.ai import make_agent
from steamworks.ai.agent import Decision
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup
from steamworks.ui.game.ai_worker import AIWorker


def wait_answer(worker: AIWorker, timeout: float = 30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.005)
    raise AssertionError("the worker never answered")


def test_an_answer_carries_the_agents_report():
    state = engine.start(quick_setup(2, 3))
    worker = AIWorker()
    worker.start(state, engine.to_act(state), "medium", seed=5, token=1)
    answer = wait_answer(worker)
    assert answer.token == 1 and answer.error is None
    assert engine.explain_illegal(state, answer.action) is None
    assert not answer.forced and answer.iterations >= 1
    assert worker.poll() is None  # an answer is handed over once
    worker.shutdown()


class BrokenAgent:
    def choose_with_info(self, state, seat=None, cancel=None) -> Decision:
        raise RuntimeError("the agent fell over")


def test_a_broken_agent_still_gives_a_legal_move():
    state = engine.start(quick_setup(3, 4))
    worker = AIWorker()
    worker._agents[("hard", 9)] = BrokenAgent()
    worker.start(state, engine.to_act(state), "hard", seed=9, token=7)
    answer = wait_answer(worker)
    assert answer.error is not None and "fell over" in answer.error
    assert engine.explain_illegal(state, answer.action) is None
    worker.shutdown()


def test_a_cancelled_request_gives_no_answer():
    state = engine.start(quick_setup(2, 5))
    worker = AIWorker()
    # a minute's budget: only the cancel flag can end this search within the join below
    worker._agents[("hard", 1)] = make_agent("hard", 1, seconds=60.0)
    worker.start(state, engine.to_act(state), "hard", seed=1, token=3)
    time.sleep(0.05)
    worker.cancel()
    thread = worker._thread
    thread.join(10)
    assert not thread.is_alive()  # the agent saw the flag and stopped early
    assert worker.poll() is None and worker.token is None
    worker.shutdown()


def test_shutting_down_ends_hards_search_processes():
    # quitting to the title, loading a game or closing the window: the scene shuts its worker
    # down, and no search process may outlive it
    import multiprocessing

    from steamworks.ai.parallel import search_pool

    state = engine.start(quick_setup(2, 6))
    worker = AIWorker(workers=2)
    worker._agents[("hard", 2)] = make_agent("hard", 2, seconds=300.0, workers=2)
    worker.start(state, engine.to_act(state), "hard", seed=2, token=4)
    deadline = time.monotonic() + 60  # a hang guard: the pool starts, then searches
    while not search_pool(2).searching:
        assert time.monotonic() < deadline, "the search workers never started"
        time.sleep(0.01)
    processes = search_pool(2).processes
    assert len(processes) == 2
    worker.shutdown()
    assert all(p.exitcode is not None for p in processes)
    assert multiprocessing.active_children() == []
    assert worker.poll() is None  # a cancelled search gives no answer


def test_the_worker_makes_agents_with_the_cores_it_was_given():
    assert AIWorker(workers=3)._agent("hard", 1).workers == 3
    assert AIWorker()._agent("hard", 1).workers == 1


def test_a_table_with_hard_starts_its_search_processes_before_the_first_decision():
    import multiprocessing

    from steamworks.ai.parallel import search_pool

    AIWorker(workers=2).prepare(["easy", "medium"])  # no level that searches in processes
    AIWorker(workers=1).prepare(["hard"])  # Hard on the AI thread: no processes either
    assert multiprocessing.active_children() == []
    worker = AIWorker(workers=2)
    worker.prepare(["medium", "hard"])
    deadline = time.monotonic() + 60  # a hang guard: the warming thread starts the pool
    while len(search_pool(2).processes) < 2:
        assert time.monotonic() < deadline, "the search processes were never started"
        time.sleep(0.01)
    processes = search_pool(2).processes
    worker.shutdown()
    assert all(p.exitcode is not None for p in processes)
    assert multiprocessing.active_children() == []
