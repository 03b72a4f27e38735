"""Microseconds to score one Diplomacy board, in every registered system of that kind.

    python benchmarks/score_boards.py [--boards N] [--seed S]

Makes N random boards (default 10,000: seven powers, a year chart from 1901 to an end
year of 1905-1913, about one board in eight a solo), scores each in every Diplomacy
system of the registry, and prints the mean microseconds per board per system, slowest
first. The target is under 50 µs for every system. Wall time on a shared
machine is noisy, so CPU time (not wall time) is measured and the best of three
passes printed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout, installed or not

from podium.model import DiplomacyBoard, PowerEntry, Rules, Where  # noqa: E402
from podium.powers import MAX_CENTRES, POWERS  # noqa: E402
from podium.scoring.registry import usable  # noqa: E402

WHERE = Where("bench/round-1.yaml")


def random_board(rng: Random, name: int) -> DiplomacyBoard:
    """Seven powers with year charts: each walks from 3 centres (Russia 4) by -2..+2 a
    year, an eliminated power staying at 0, the total at most 34; sometimes one soloes."""
    end = rng.randint(1905, 1913)
    years = end - 1900
    charts: list[list[int]] = [[] for _ in POWERS]
    counts = [4 if p == "Russia" else 3 for p in POWERS]
    soloist = rng.randrange(7) if rng.random() < 1 / 8 else None
    for _ in range(years):
        for i in range(7):
            if counts[i]:
                step = rng.randint(-2, 2) + (2 if i == soloist else 0)
                counts[i] = max(0, counts[i] + step)
        while sum(counts) > MAX_CENTRES:
            counts[max(range(7), key=lambda i: (counts[i], i != soloist))] -= 1
        for i in range(7):
            charts[i].append(counts[i])
    entries = tuple(
        PowerEntry(power, f"p{i}", chart[-1], tuple(chart), WHERE.child("powers", power))
        for i, (power, chart) in enumerate(zip(POWERS, charts, strict=True))
    )
    return DiplomacyBoard(str(name), entries, WHERE, start=1901, end=end)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    rng = Random(args.seed)
    boards = [random_board(rng, n) for n in range(args.boards)]
    rules = Rules()
    results: list[tuple[float, str]] = []
    for system in usable():
        if system.board_kind != "diplomacy":
            continue
        best = float("inf")
        for _ in range(3):
            started = time.process_time()
            for board in boards:
                system.score_board(1, board, rules)
            best = min(best, time.process_time() - started)
        results.append((best / len(boards) * 1e6, system.key))
    print(f"{len(boards)} random boards, µs per board (best of 3 passes):")
    for micros, key in sorted(results, reverse=True):
        flag = "" if micros < 50 else "  (over 50 µs)"
        print(f"  {key:40} {micros:7.1f}{flag}")


if __name__ == "__main__":
    main()
