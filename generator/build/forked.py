"""Work handed to the machine's other core: a function run in a forked process while the
build goes on, its result taken when needed.

Why this exists: a build that changes one result (the commonest build there is) makes one
event and the pages that show it, on one core, while the other core has nothing to do;
and a fair part of its time is work that needs nothing from what comes next: compiling
the templates, hard-linking the unchanged files into the new site. Each of those runs in
a process of its own, started with :func:`start`, and the build waits for it only where
it needs its result (``benchmarks/run.py``'s one-centre correction: see docs/performance.md).
Removing the old site once the new one is in place needs no
Python: the writer hands it to ``rm -rf`` where :func:`other_core` allows.

The process is forked, so the function sees everything the build has loaded; it sends
back bytes (or nothing) through a pipe and exits at once with :func:`os._exit` (the
build's state, files and clean-up are the build's). Nothing is started where a fork is
unsafe or not wanted: without ``os.fork``, in a process that runs other threads
(``podium serve``), on one core, or with ``--jobs 1``; then :func:`start` returns None and
the caller does the work itself, the plain way, which ``tests/publish/test_other_core.py``
compares with this one.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable
from contextlib import suppress

from podium import tricks


def other_core(jobs: int | None) -> bool:
    """Whether a second core is there and the build may use more than one process
    (``jobs``: ``--jobs``)."""
    return (os.cpu_count() or 1) > 1 and jobs != 1 and tricks.on("forked")


def possible(jobs: int | None) -> bool:
    """Whether work may go to a forked process: :func:`other_core`, and a fork is possible
    and safe (no other thread runs)."""
    return other_core(jobs) and hasattr(os, "fork") and threading.active_count() == 1


class Forked:
    """One forked process at work; :meth:`result` waits for what it sends back."""

    def __init__(self, pid: int, pipe: int) -> None:
        self._pid: int | None = pid
        self._pipe: int | None = pipe
        self._result: bytes | None = None
        self._parent = os.getpid()  # a process forked later has a copy: not its to read

    def result(self) -> bytes | None:
        """What the work returned (waiting for it), or None if it failed or was stopped
        (or if this is another process, forked later with a copy of this object)."""
        if os.getpid() != self._parent:
            return None
        if self._pipe is not None:
            pipe, self._pipe = self._pipe, None
            with os.fdopen(pipe, "rb") as incoming:
                data = incoming.read()
            if self._reap() == 0:
                self._result = data
        return self._result

    def stop(self) -> None:
        """End the process now if it is still at work (its result is then None)."""
        if os.getpid() != self._parent:
            return
        if self._pipe is not None:
            os.close(self._pipe)
            self._pipe = None
            if self._pid is not None:
                with suppress(ProcessLookupError):
                    os.kill(self._pid, signal.SIGKILL)
        self._reap()

    def _reap(self) -> int | None:
        """The process's exit status, once it has ended (None: killed or not ours)."""
        if self._pid is None:
            return None
        pid, self._pid = self._pid, None
        try:
            _, status = os.waitpid(pid, 0)
        except ChildProcessError:  # pragma: no cover - reaped elsewhere
            return None
        return os.waitstatus_to_exitcode(status)


def start(work: Callable[[], bytes], jobs: int | None) -> Forked | None:
    """``work()`` in a forked process, or None where that is not :func:`possible` (then do
    the work yourself)."""
    if not possible(jobs):
        return None
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the forked process (the tests check what it does)
        os.close(read)
        _run(work, write)
    os.close(write)
    return Forked(pid, read)


def _run(work: Callable[[], bytes], pipe: int) -> None:
    """In the forked process: do the work, send its bytes, and exit at once."""
    status = 1
    try:
        data = work()
        with os.fdopen(pipe, "wb") as outgoing:
            outgoing.write(data)
        status = 0
    finally:
        os._exit(status)
