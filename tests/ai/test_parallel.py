"""Hard's root-parallel search in worker processes: legal and reproducible answers, a cancel
that ends the search, and no worker process left once the pool is shut down."""

from __future__ import annotations

import multiprocessing
import threading
import time

import pytest

from steamworks.ai import make_agent
from steamworks.ai.parallel import (
    SearchPool,
    WorkerFailed,
    default_workers,
    search_pool,
    shutdown_search_pools,
)
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup


@pytest.fixture(autouse=True)
def no_pool_outlives_a_test():
    yield
    shutdown_search_pools()
    assert multiprocessing.active_children() == []


def a_position(players: int = 2, seed: int = 12):
    state = engine.start(quick_setup(players, seed))
    while len(engine.legal_actions(state)) < 3:
        state = engine.apply(state, engine.legal_actions(state)[0])
    return state


def wait_for(condition, what: str, timeout: float = 60.0) -> None:
    """A hang guard, not a timing claim: polls until `condition()` holds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up waiting for {what}")
        time.sleep(0.01)


def test_parallel_hard_is_legal_and_reproducible_at_a_fixed_budget():
    state = a_position()
    first = make_agent("hard", 3, budget=60, workers=2).choose_with_info(state)
    again = make_agent("hard", 3, budget=60, workers=2).choose_with_info(state)
    assert engine.explain_illegal(state, first.action) is None
    assert first.action == again.action
    assert first.iterations == 60  # the budget is shared out between the workers
    assert len(search_pool(2).processes) == 2


def test_one_worker_searches_on_the_callers_thread():
    state = a_position(3, 13)
    make_agent("hard", 3, budget=30, workers=1).choose(state)
    assert multiprocessing.active_children() == []
    with pytest.raises(ValueError):
        make_agent("hard", 3, workers=0)


def test_a_cancelled_search_answers_and_every_worker_exits_at_shutdown():
    state = a_position()
    agent = make_agent("hard", 5, seconds=300.0, workers=2)  # only the cancel can end it
    cancel = threading.Event()
    decisions = []
    thread = threading.Thread(
        target=lambda: decisions.append(agent.choose_with_info(state, cancel=cancel))
    )
    thread.start()
    wait_for(lambda: search_pool(2).searching, "the workers to start searching")
    processes = search_pool(2).processes
    assert len(processes) == 2 and all(p.is_alive() for p in processes)
    cancel.set()
    thread.join(60)
    assert not thread.is_alive()
    assert engine.explain_illegal(state, decisions[0].action) is None
    assert all(p.is_alive() for p in processes)  # cancelling keeps the pool for the next search
    shutdown_search_pools()
    assert all(p.exitcode is not None for p in processes)


def test_shutting_down_during_a_search_ends_every_worker():
    # as when the window closes while Hard thinks: the UI cancels and shuts the pool down
    state = a_position()
    agent = make_agent("hard", 6, seconds=300.0, workers=2)
    cancel = threading.Event()
    thread = threading.Thread(target=lambda: agent.choose(state, cancel=cancel))
    thread.start()
    wait_for(lambda: search_pool(2).searching, "the workers to start searching")
    processes = search_pool(2).processes
    cancel.set()
    shutdown_search_pools()
    assert all(p.exitcode is not None for p in processes)
    thread.join(60)
    assert not thread.is_alive()


def test_a_dead_worker_fails_the_search_and_the_next_one_starts_afresh():
    state = a_position()
    agent = make_agent("hard", 7, budget=20, workers=2)
    agent.choose(state)
    victim = search_pool(2).processes[0]
    victim.kill()
    victim.join()
    with pytest.raises(WorkerFailed):
        agent.choose(state)
    assert search_pool(2).processes == []  # the broken pool was replaced by a fresh one
    assert engine.explain_illegal(state, agent.choose(state)) is None


def test_default_leaves_a_core_for_the_window():
    assert default_workers() >= 1
    with pytest.raises(ValueError):
        SearchPool(0)


def test_warming_starts_the_workers_and_the_next_search_uses_them():
    # a table with Hard opens: the pool is started before the first decision needs it
    from steamworks.ai.parallel import warm_search_pool

    warm_search_pool(2)
    processes = search_pool(2).processes
    assert len(processes) == 2 and all(p.is_alive() for p in processes)
    warm_search_pool(2)  # already up: nothing new is started
    assert search_pool(2).processes == processes
    state = a_position()
    assert (
        engine.explain_illegal(state, make_agent("hard", 3, budget=20, workers=2).choose(state))
        is None
    )
    assert search_pool(2).processes == processes  # the search ran in the warmed processes
    shutdown_search_pools()
    assert all(p.exitcode is not None for p in processes)


def test_a_closed_pool_is_not_warmed_again():
    pool = SearchPool(2)
    pool.close()
    pool.warm()
    assert pool.processes == [] and multiprocessing.active_children() == []
