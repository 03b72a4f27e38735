"""Worker processes for the events a build makes: a speed trick (``workers`` in
:data:`podium.tricks.TRICKS`, off with ``PODIUM_PLAIN``), kept because it pays.

Events are independent of one another, so the events a build makes (all of them in a cold
build) can be made in forked worker processes, one per core: a cold build takes much less
wall time for a little more CPU time (``make bench`` measures it). The plain way, one
event after another in the build's own process, is what runs with ``jobs=1``, few events
or the trick off; ``tests/test_incremental.py::test_worker_processes_build_the_same_site``
and ``tests/site/test_tricks.py`` compare the two.

Workers are forked, so they inherit what the build loaded (the club, the templates)
instead of receiving it pickled; each returns what it made for one event, and writes its
files itself (into the writer's staging folder, made before forking).

They are a ``concurrent.futures.ProcessPoolExecutor``'s: a worker that dies before it
has done its work (killed, or out of memory) breaks the pool, and the build ends with
:class:`WorkerError` (the output left as it was) instead of waiting for ever, as it did
with ``multiprocessing.Pool``, which does not notice lost work
(``tests/site/test_tricks.py``). Its workers end when the work is done, on the sentinel
the pool sends them, not on a signal (``podium serve``'s SIGTERM handler, which they
inherit, does not keep them).

What they inherit is frozen first (``gc.freeze``, as Python's documentation of the
function advises before a fork): Python's cycle collector then leaves those objects out
of its full runs, in the workers (which would walk everything the parent loaded, again
and again, and write to each object's header, copying memory pages the processes
shared) and in the parent while they run; they are unfrozen when the workers are done.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from podium import tricks

T = TypeVar("T")
R = TypeVar("R")

PARALLEL_FROM = 8
"""Items per worker before it pays to start worker processes."""


def run(
    work: Callable[[T], R],
    items: Sequence[T],
    jobs: int | None,
    before_fork: Callable[[], object] = lambda: None,
) -> Iterator[R]:
    """``work(item)`` for every item, the results in the items' order: in forked workers
    when there are enough items, else one after another. ``jobs``: at most this many workers
    (default: one per core); ``before_fork`` runs once before the workers start."""
    workers = min(jobs or os.cpu_count() or 1, len(items) // PARALLEL_FROM)
    if workers < 2 or not tricks.on("workers"):
        yield from map(work, items)
        return
    import multiprocessing  # only now: a build with little to make does without it
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    before_fork()
    context = multiprocessing.get_context("fork")
    gc.freeze()  # what the workers inherit: out of the collector's walks (see above)
    try:
        pool = ProcessPoolExecutor(workers, context, initializer=_receive, initargs=(work,))
        try:
            # small chunks: no worker is left with a long last chunk while the other idles
            chunk = max(1, min(4, len(items) // (workers * 16)))
            yield from pool.map(_work, items, chunksize=chunk)
        except BrokenProcessPool as error:
            raise WorkerError(WORKER_DIED) from error
        finally:
            pool.shutdown(cancel_futures=True)  # what was not started, if an error stopped it
    finally:
        gc.unfreeze()


class WorkerError(Exception):
    """A worker process ended before it had done its work (killed, or out of memory)."""


WORKER_DIED = (
    "a worker process ended before it had made its events (killed, or out of memory?); "
    "build again, or with --jobs 1 to make every event in one process"
)


_WORK: list[Callable[[Any], Any]] = []
"""In a worker process only: the work it was given (inherited when forked, not pickled)."""


def _receive(work: Callable[[Any], Any]) -> None:
    _WORK.append(work)


def _work(item: Any) -> Any:
    return _WORK[0](item)
