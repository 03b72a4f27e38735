"""CPU time per event of a cold build, in one process: for profiling and A/B comparisons.

    python benchmarks/per_event.py CONTENT [--events N] [--reps R]

Builds the first N events of CONTENT (default: all) R times over in this process, with no
cache and no worker processes (every stage: read, check, score, plan, render, write into a
staging folder on /dev/shm, then thrown away), and prints the best CPU milliseconds per
event.

Wall and CPU times on a shared 2-core machine are noisy. The work itself is deterministic,
so counting instructions gives a steady figure to compare two versions by: under
``valgrind --tool=cachegrind --cache-sim=no``, the instructions of ``--reps 3`` minus those
of ``--reps 1``, divided by ``2 * N``, are the instructions of one event (the start-up and
the first, colder pass cancel out). ``--instructions`` prints that figure, running both
under valgrind itself. (Valgrind's CPU model lacks the SHA instructions, so code that
hashes much counts higher there than it runs.)
"""

from __future__ import annotations

import argparse
import gc
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout, installed or not

from podium.build import pipeline  # noqa: E402
from podium.build.sources import discover  # noqa: E402
from podium.build.writer import SiteWriter  # noqa: E402
from podium.model import event_folders  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import instructions  # noqa: E402  (benchmarks/instructions.py)


def cpu_ms_per_event(content: Path, events: int | None, reps: int) -> float:
    """The best of ``reps`` passes over the events: CPU milliseconds per event."""
    shared = pipeline.load_shared(discover(content, None, hashed=False))
    names = [folder.name for folder in event_folders(content)][:events]
    if not names:
        raise SystemExit(f"no events in {content}")
    gc.freeze()  # as the build does while it makes pages (build._few_collections)
    gc.set_threshold(max(gc.get_threshold()[0], 20_000), *gc.get_threshold()[1:])
    best = float("inf")
    memory = Path("/dev/shm")  # files are written to a tmpfs where there is one, as run.py
    where = str(memory) if memory.is_dir() else None  # does: a disk skews the timings
    with tempfile.TemporaryDirectory(prefix="podium-per-event-", dir=where) as scratch:
        for _ in range(reps):
            writer = SiteWriter(Path(scratch) / "site")
            start = time.process_time()
            for name in names:
                made = pipeline.make_event(shared, name)
                if not isinstance(made, pipeline.MadeEvent):
                    raise SystemExit(f"events/{name} has problems: run `podium check`")
                for path, data in made.files:
                    writer.put(path, data)
            best = min(best, time.process_time() - start)
            writer.abort()
    return best * 1000 / len(names)


def _instructions(args: argparse.Namespace, reps: int) -> int:
    events = ["--events", str(args.events)] if args.events else []
    return instructions.count(__file__, [str(args.content), "--reps", str(reps), *events])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("content", type=Path)
    parser.add_argument("--events", type=int, help="only the first N events (by name)")
    parser.add_argument("--reps", type=int, default=3, help="passes; the best one counts")
    parser.add_argument(
        "--instructions", action="store_true", help="instructions per event, under valgrind"
    )
    args = parser.parse_args()
    if not args.instructions:
        print(f"{cpu_ms_per_event(args.content, args.events, args.reps):.2f} ms CPU per event")
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
    events = len(event_folders(args.content)[: args.events])
    extra = _instructions(args, 3) - _instructions(args, 1)
    print(f"{extra / (2 * events) / 1e6:.2f} M instructions per event")


if __name__ == "__main__":
    main()
