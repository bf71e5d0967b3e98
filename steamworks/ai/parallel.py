"""Worker processes for Hard's root-parallel search, hidden behind the agent.

    stats = search_pool(workers).search(agent, view, seat, legal, seeds, deadline, budgets, cancel)

Root parallelism: every worker process runs Hard's own tree search on the same public view,
each with its own random stream (so its own determinisations), and sends back its root
statistics, visits and summed utility per candidate. The caller adds them up and plays the
candidate visited most. Workers share nothing while they search, so the only traffic is one
task and one answer per worker per decision.

* The processes are started with "spawn", never "fork": the desktop game's process has
  threads (the UI, the AI thread, the autosaver), and the PyInstaller executable re-launches
  itself for a spawned child (tools/exe_entry.py calls multiprocessing.freeze_support()).
* One pool per process, kept between decisions (starting a process and importing the rules
  takes a good part of a second); it is started by the first decision that needs it. The
  workers search until the caller's deadline less `HANDOFF_SECONDS` (their answers' way
  back), counted once they are ready, and at least one iteration each: the decision that
  starts the pool runs over its budget by the start-up.
* Stopping: the caller's cancel flag is polled every `POLL_SECONDS` while the workers search;
  once it is raised a shared event tells every worker to stop after its current iteration
  (a few milliseconds), and their partial statistics are still collected, so the pipes are
  clean for the next decision.
* `shutdown_search_pools()` ends every worker (asked to stop, then terminated, then killed if
  need be) and waits for each; it also runs at interpreter exit. A worker whose parent dies
  sees its pipe close and exits.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import random
import threading
import time
import traceback
from collections.abc import Sequence
from multiprocessing.connection import Connection, wait
from typing import TYPE_CHECKING, Any, Protocol, cast

from .agent import CancelFlag, RootStats, Stop

if TYPE_CHECKING:  # for annotations only: mcts imports this module when Hard first needs it
    from multiprocessing.process import BaseProcess
    from multiprocessing.synchronize import Event

    from steamworks.rules.actions import Action
    from steamworks.rules.state import GameState

POLL_SECONDS = 0.02  # how often the caller's cancel flag is looked at while workers search
# the workers stop this much before the caller's deadline: their answers' way back (pickling,
# waking the caller) must fit in the budget too
HANDOFF_SECONDS = 0.05
START_TIMEOUT = 60.0  # a worker not ready by then is broken (a slow disk can take seconds)


class RootSearch(Protocol):
    """What a worker runs: a search on its own thread that reports its root's statistics (Hard's
    `HardAgent`, which imports this module only when it first needs workers)."""

    def root_statistics(
        self, view: GameState, seat: int, legal: list[Action], rng: random.Random, stop: Stop
    ) -> tuple[RootStats, int]: ...


if TYPE_CHECKING:
    # what one worker is sent for a search: (agent, view, seat, legal, seed, seconds, budget)
    Task = tuple[RootSearch, GameState, int, list[Action], int, float | None, int | None]


def available_cores() -> int:
    """Cores this process may run on (the affinity mask where the OS has one)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # macOS, Windows
        return max(1, os.cpu_count() or 1)


def default_workers() -> int:
    """All cores but one, and at least one: the window keeps a core to draw with."""
    return max(1, available_cores() - 1)


class WorkerFailed(RuntimeError):
    """A search worker raised an error or died; the pool is closed and made afresh next time."""


def _ready(conns: list[Connection], timeout: float) -> list[Connection]:
    """The pipe ends of `conns` with something to read (or closed), waiting up to `timeout`.

    `wait` answers with some of the objects it was given, so only pipe ends here; its
    annotations allow any waitable (sockets, handles) since it accepts those too."""
    return cast("list[Connection]", wait(conns, timeout))


def _worker_main(conn: Connection, stop_event: Event) -> None:
    """A worker process: answer search tasks until told to quit or the parent goes away."""
    conn.send("ready")
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return  # the parent has gone
        if task is None:
            return
        task_id, agent, view, seat, legal, seed, seconds, budget = task
        try:
            stop = Stop(seconds, budget, stop_event)
            stats, iterations = agent.root_statistics(view, seat, legal, random.Random(seed), stop)
            conn.send((task_id, stats, iterations, None))
        except Exception:  # noqa: BLE001 - reported to the parent, which raises it
            conn.send((task_id, None, 0, traceback.format_exc()))


class SearchPool:
    """`workers` search processes (started at the first search) and the event that stops them."""

    def __init__(self, workers: int):
        if workers < 1:
            raise ValueError("a search pool needs at least one worker")
        self.workers = workers
        self._lock = threading.Lock()  # one search at a time
        self._ctx = multiprocessing.get_context("spawn")
        self._stop: Event | None = None  # made with the processes, which share it
        self._procs: list[BaseProcess] = []
        self._conns: list[Connection] = []
        self._unready: set[Connection] = set()
        self._start_deadline = 0.0
        self._task_id = 0
        self.closed = False
        self.searching = False  # tasks are out with the workers (for tests and tools)

    @property
    def processes(self) -> list[BaseProcess]:
        """The worker processes started so far (for tests and tools)."""
        return list(self._procs)

    def _start(self) -> None:
        """Start the worker processes (they greet with "ready" once they can search)."""
        self._stop = stop = self._ctx.Event()
        for i in range(self.workers):
            parent_end, child_end = self._ctx.Pipe()
            proc = self._ctx.Process(
                target=_worker_main,
                args=(child_end, stop),
                name=f"steamworks-search-{i}",
                daemon=True,
            )
            proc.start()
            child_end.close()  # so the worker's pipe closes when this process goes
            self._procs.append(proc)
            self._conns.append(parent_end)
        self._unready = set(self._conns)
        self._start_deadline = time.monotonic() + START_TIMEOUT
        if self.closed:  # closed meanwhile by a close() that could not wait for the lock
            self._close_locked()

    def warm(self) -> None:
        """Start the worker processes now if they are not up yet, without waiting for them:
        they import the rules while the game opens, and the first search finds them ready
        (or nearly) instead of paying their start-up. Nothing happens to a closed pool."""
        with self._lock:
            if not self.closed and not self._procs:
                self._start()

    def _wait_ready(self, cancel: CancelFlag | None) -> bool:
        """Wait until every worker has greeted; False if cancelled first (the wait resumes
        at the next search)."""
        while self._unready:
            if cancel is not None and cancel.is_set():
                return False
            if time.monotonic() > self._start_deadline:
                raise WorkerFailed("search workers did not start")
            for conn in _ready(list(self._unready), POLL_SECONDS):
                if self._recv(conn) != "ready":
                    raise WorkerFailed("a search worker sent an unexpected greeting")
                self._unready.discard(conn)
        return True

    def _recv(self, conn: Connection) -> Any:
        """What a worker sent (unpickled: a greeting or an answer tuple)."""
        try:
            return conn.recv()
        except (EOFError, OSError):
            raise WorkerFailed("a search worker died") from None

    def search(
        self,
        agent: RootSearch,
        view: GameState,
        seat: int,
        legal: list[Action],
        seeds: list[int],
        deadline: float | None,
        budgets: list[int] | None,
        cancel: CancelFlag | None,
    ) -> list[tuple[RootStats, int]]:
        """Each worker's (root statistics per legal index, iterations); [] if cancelled before
        the workers were ready. `seeds` and `budgets` hold one value per worker; `deadline`
        (time.perf_counter) is when the answer is due: the workers get the time left once
        they are ready, less HANDOFF_SECONDS (each still runs at least one iteration)."""
        with self._lock:
            if self.closed:
                raise WorkerFailed("the search pool is closed")
            try:
                if not self._procs:
                    self._start()
                if not self._wait_ready(cancel):
                    return []
                seconds = None
                if deadline is not None:
                    seconds = max(0.0, deadline - time.perf_counter() - HANDOFF_SECONDS)
                each_budget: Sequence[int | None] = (
                    [None] * len(seeds) if budgets is None else budgets
                )
                tasks: list[Task] = [
                    (agent, view, seat, legal, seed, seconds, budget)
                    for seed, budget in zip(seeds, each_budget)
                ]
                return self._run(tasks, cancel)
            except (OSError, ValueError) as exc:  # a pipe closed under us (close() from elsewhere)
                self._close_locked()
                raise WorkerFailed(f"the search pool was closed during a search: {exc}") from exc
            except WorkerFailed:
                self._close_locked()
                raise

    def _run(self, tasks: list[Task], cancel: CancelFlag | None) -> list[tuple[RootStats, int]]:
        """Send worker i `tasks[i]` and gather every worker's answer."""
        stop = self._stop
        assert stop is not None  # the workers were started (and the event with them)
        self._task_id += 1
        task_id = self._task_id
        stop.clear()
        for i, conn in enumerate(self._conns):
            conn.send((task_id, *tasks[i]))
        answers: dict[int, tuple[RootStats, int]] = {}
        pending = dict(enumerate(self._conns))
        self.searching = True
        try:
            while pending:
                if cancel is not None and cancel.is_set():
                    stop.set()  # each worker ends its iteration, answers with what it has
                for conn in _ready(list(pending.values()), POLL_SECONDS):
                    index = next(i for i, c in pending.items() if c is conn)
                    got_id, stats, iterations, error = self._recv(conn)
                    if error is not None:
                        raise WorkerFailed(f"a search worker failed:\n{error}")
                    if got_id == task_id:
                        answers[index] = (stats, iterations)
                        del pending[index]
        finally:
            self.searching = False
        return [answers[i] for i in range(len(self._conns))]

    def close(self, timeout: float = 1.0) -> None:
        """End every worker and wait for it: asked politely, then terminated, then killed.

        A search under way on another thread is told to stop first; if it has not let go of
        the pool within `timeout`, the workers are ended under it (that search then fails,
        and its caller has cancelled it anyway)."""
        if self._stop is not None:
            self._stop.set()
        locked = self._lock.acquire(timeout=timeout)
        try:
            self._close_locked(timeout)
        finally:
            if locked:
                self._lock.release()

    def _close_locked(self, timeout: float = 1.0) -> None:
        self.closed = True
        procs, conns = self._procs, self._conns
        self._procs, self._conns, self._unready = [], [], set()
        if self._stop is not None:
            self._stop.set()
        for conn in conns:
            try:
                conn.send(None)
            except (OSError, ValueError):
                pass
        deadline = time.monotonic() + timeout
        for proc in procs:
            proc.join(max(0.0, deadline - time.monotonic()))
        for proc in procs:
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout)
            if proc.is_alive():
                proc.kill()
                proc.join()
        for conn in conns:
            conn.close()


_pools_lock = threading.Lock()
_pool: SearchPool | None = None


def search_pool(workers: int) -> SearchPool:
    """The process's search pool with `workers` workers (a pool of another size is closed)."""
    global _pool
    with _pools_lock:
        if _pool is not None and (_pool.closed or _pool.workers != workers):
            _pool.close()
            _pool = None
        if _pool is None:
            _pool = SearchPool(workers)
        return _pool


def warm_search_pool(workers: int) -> None:
    """Start the process's pool of `workers` search processes ahead of its first search (the
    game does it, off its window's thread, when a table with a parallel level opens)."""
    search_pool(workers).warm()


def shutdown_search_pools(timeout: float = 1.0) -> None:
    """End every search worker of this process and wait for them (safe to call at any time)."""
    global _pool
    with _pools_lock:
        pool, _pool = _pool, None
    if pool is not None:
        pool.close(timeout)


atexit.register(shutdown_search_pools)
