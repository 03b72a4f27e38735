"""CPU milliseconds per event of the tournament layer alone: score_event, after_each_round.

    python benchmarks/score_events.py CONTENT [--events N] [--reps R]

Reads the first N events of CONTENT (default: all; each checked and scored once, as the
build does), then times, per event, ``score_event`` (every board scored again, then
totals, tie-breaks and ranking) and ``after_each_round`` given the final result (as the
standings page calls it: the boards are reused, the rest runs for every round). Prints
the best of R passes (default 3) in CPU milliseconds per event. Only these two functions
are timed: no reading, no pages.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout, installed or not

from podium.build.service import read_base, read_event  # noqa: E402
from podium.model import event_folders  # noqa: E402
from podium.scoring.after_rounds import after_each_round  # noqa: E402
from podium.scoring.results import EventResult  # noqa: E402
from podium.scoring.tournament import score_event  # noqa: E402


def best_ms(work: Callable[[], object], reps: int, events: int) -> float:
    best = float("inf")
    for _ in range(reps):
        started = time.process_time()
        work()
        best = min(best, time.process_time() - started)
    return best * 1000 / events


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("content", type=Path)
    parser.add_argument("--events", type=int, default=None)
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args()
    base = read_base(args.content)
    players = base.club.players
    results: list[EventResult] = []
    for folder in event_folders(args.content)[: args.events]:
        reading = read_event(base, folder)
        if reading.result is None:
            raise SystemExit(f"events/{folder.name} has problems: run `podium check`")
        results.append(reading.result)

    def scoring() -> None:
        for result in results:
            score_event(result.event, players)

    def after_rounds() -> None:
        for result in results:
            after_each_round(result.event, players, result)

    n = len(results)
    print(f"{n} events, CPU ms per event (best of {args.reps}):")
    print(f"  score_event      {best_ms(scoring, args.reps, n):7.3f}")
    print(f"  after_each_round {best_ms(after_rounds, args.reps, n):7.3f}")


if __name__ == "__main__":
    main()
