"""Where the games of a measurement are played: here, in local worker processes, or on a Dask
cluster (`--cluster ADDRESS` of `tournament` and `tools/train_eval.py`).

`play_all(play, tasks, jobs, cluster)` returns `play(task)` for every task, in the tasks' order,
whoever played it. Each task carries its own seeds, so the results are the same whichever way
they were played: byte for byte for agents with a fixed budget (iterations or samples per
decision), while an agent given seconds per decision searches as far as its machine gets in
that time (never the same twice, not even here).

A cluster is optional: its client library (`distributed`, the `cluster` extra) is imported only
when an address is given, and is never a dependency of the game. Before a game is sent, every
worker must hold the same game code as this process (`code_digest`): a worker with other code
would play other games, and the results would silently not be ours.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import importlib
import multiprocessing
import pickle
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

Task = TypeVar("Task")
Result = TypeVar("Result")

PACKAGE = Path(__file__).resolve().parents[1]
CONNECT_SECONDS = 20.0  # waiting longer for a scheduler means the address is wrong


class ClusterError(Exception):
    """The cluster cannot play the games: no client library, no scheduler at the address, or
    workers with other code. The message is a sentence for the command line."""


def code_digest() -> str:
    """A digest of the game's code and data (every file of the steamworks package but caches):
    equal on two machines exactly when they would play the same games."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            digest.update(path.relative_to(PACKAGE).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def play_all(
    play: Callable[[Task], Result],
    tasks: Sequence[Task],
    jobs: int = 1,
    cluster: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[Result]:
    """`play(task)` for each task, in order: on the Dask scheduler at `cluster` when given,
    else in `jobs` local processes (1: in this process). `progress(done, total)` after each."""
    results = []
    for done, result in enumerate(_played(play, tasks, jobs, cluster), 1):
        results.append(result)
        if progress is not None:
            progress(done, len(tasks))
    return results


def _played(
    play: Callable[[Task], Result], tasks: Sequence[Task], jobs: int, cluster: str | None
) -> Iterator[Result]:
    if cluster is not None:
        yield from _on_cluster(play, tasks, cluster)
    elif jobs <= 1:
        yield from map(play, tasks)
    else:
        # spawn, not fork: the parent may be a UI process with threads. But a spawned child
        # finds a function only by importing its module: a tool's (loaded by path, as the tests
        # load tools/train_eval.py) is found only in a copy of this process, so the platform's
        # own way is kept for those. Not multiprocessing's Pool: its processes are daemons,
        # which may not start Hard's search workers
        context = multiprocessing.get_context("spawn" if _importable_there(play) else None)
        with concurrent.futures.ProcessPoolExecutor(jobs, mp_context=context) as pool:
            yield from pool.map(play, tasks)


def _on_cluster(
    play: Callable[[Task], Result], tasks: Sequence[Task], address: str
) -> Iterator[Result]:
    try:
        # untyped, and absent unless the cluster extra is installed: looked up, not imported
        client_class: Any = importlib.import_module("distributed").Client
    except ImportError:
        raise ClusterError(
            "--cluster needs Dask's client library: pip install -e .[cluster]"
        ) from None
    try:
        client = client_class(address, timeout=CONNECT_SECONDS)
    except (OSError, TimeoutError) as exc:
        raise ClusterError(f"no Dask scheduler answered at {address!r}: {exc}") from None
    with client:
        ours = code_digest()
        theirs = client.run(code_digest)  # {worker address: its digest}
        if not theirs:
            raise ClusterError(f"the scheduler at {address!r} has no workers")
        other = sorted(worker for worker, digest in theirs.items() if digest != ours)
        if other:
            raise ClusterError(
                f"{len(other)} of {len(theirs)} workers hold other game code than this checkout "
                f"(first: {other[0]}); install this revision there"
            )
        if _importable_there(play):
            futures = client.map(play, tasks, pure=False)
        else:
            # a tool's function (tools/train_eval.py's): the workers cannot import its module,
            # so it goes to them once with its module's code, and each task calls it there
            cloudpickle: Any = importlib.import_module("cloudpickle")
            cloudpickle.register_pickle_by_value(sys.modules[play.__module__])
            sent = client.scatter(cloudpickle.dumps(play), broadcast=True)
            futures = client.map(_call_sent, [sent] * len(tasks), tasks, pure=False)
        for future in futures:  # in the tasks' order, each as soon as it and those before are in
            yield future.result()


def _importable_there(play: Callable[..., Any]) -> bool:
    """Whether a worker can import `play` by its name: the package's own code can (and
    `code_digest` has made sure it is the same); a script's or a tool's cannot."""
    return str(getattr(play, "__module__", "")).startswith("steamworks.")


def _call_sent(sent: bytes, task: Any) -> Any:
    """On a worker: the function sent with its code (`_on_cluster`), called on one task."""
    return pickle.loads(sent)(task)
