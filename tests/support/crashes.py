"""Interrupting the save code at a chosen step, for the crash-safety tests of the saves, of
kept games and of the history: `interrupt_at(step, action)` is a trace function that runs
`action` (die on the spot, or raise an OSError) at the `step`-th line the watched writing
functions execute; `crash_child(step, write)` runs a write in a forked child that dies there."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from steamworks.persistence import atomic, saves

# the functions that touch the disk; every line they execute is a step (helpers such as the
# log encoder do no I/O, and counting their loop iterations would only multiply the runs)
WRITERS = {
    atomic.__file__: {
        "write_temp",
        "replace",
        "fsync_folder",
        "write_atomic",
        "remove_quietly",
        "remove_stale_temps",
    },
    saves.__file__: {"save_game", "autosave"},
}
IO_ONLY = {atomic.__file__: WRITERS[atomic.__file__]}  # where an OSError can really arise
CRASHED = 97  # exit status of a child killed at its step


def interrupt_at(
    step: int, action: Callable[[], BaseException | None], watched=WRITERS
) -> Callable:
    """A trace function that runs `action` at the `step`-th line executed by the watched
    functions (and raises what it returns, if anything)."""
    count = 0

    def tracer(frame, event, _arg):
        nonlocal count
        code = frame.f_code
        if code.co_name not in watched.get(code.co_filename, ()):
            return None
        if event == "line":
            count += 1
            if count == step:
                exc = action()
                if exc is not None:
                    raise exc
        return tracer

    return tracer


def crash_child(step: int, write: Callable[[], object], watched=WRITERS) -> bool:
    """Run `write` in a forked child that dies (`os._exit`: no cleanup, no flushing) at the
    `step`-th line of the watched functions; True if it died, False if the write finished
    before reaching that step."""
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        try:
            sys.settrace(interrupt_at(step, lambda: os._exit(CRASHED), watched))
            write()
            sys.settrace(None)
            os._exit(0)
        except BaseException:
            os._exit(1)
    _pid, status = os.waitpid(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    assert code in (0, CRASHED), f"the child failed at step {step} with status {code}"
    return code == CRASHED
