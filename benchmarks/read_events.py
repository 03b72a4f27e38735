"""CPU time to read one event: load its files, check them and score it, nothing else.

    python benchmarks/read_events.py CONTENT [--events N] [--reps R]

Reads site.yaml and players.yaml of CONTENT once, then takes the first N events (default:
all) through :func:`podium.build.service.read_event` R times over (default 5), and
prints the best CPU milliseconds per event. It is the first stage of
``benchmarks/per_event.py``'s cold build, alone; as there, CPU times on a shared machine
are noisy, so compare two versions in one command, run after run, or count instructions.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout, installed or not

from podium.build import service  # noqa: E402
from podium.model import event_folders  # noqa: E402


def cpu_ms_per_event(content: Path, events: int | None, reps: int) -> float:
    """The best of ``reps`` passes over the events: CPU milliseconds per event."""
    base = service.read_base(content)
    folders = event_folders(content)[:events]
    if not folders:
        raise SystemExit(f"no events in {content}")
    gc.freeze()  # as per_event.py does
    best = float("inf")
    for _ in range(reps):
        start = time.process_time()
        for folder in folders:
            if service.read_event(base, folder).result is None:
                raise SystemExit(f"events/{folder.name} has problems: run `podium check`")
        best = min(best, time.process_time() - start)
    return best * 1000 / len(folders)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("content", type=Path)
    parser.add_argument("--events", type=int, help="only the first N events (by name)")
    parser.add_argument("--reps", type=int, default=5, help="passes; the best one counts")
    args = parser.parse_args()
    ms = cpu_ms_per_event(args.content, args.events, args.reps)
    print(f"{ms:.2f} ms CPU per event (read_event)")


if __name__ == "__main__":
    main()
