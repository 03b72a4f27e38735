"""The seating benchmark (``make bench-seating``): how good ``podium seat``'s draws are.

    python benchmarks/seating.py [--seeds 20] [--seed 1] [--shapes 21x3,35x4] [--out FILE]

Plays events of fixed shapes (players x rounds): the four dipvis's seeder was measured on
(21 x 3, 35 x 4, 49 x 5, 70 x 6, boards of seven), then boards of six (36 x 4), an uneven
field (40 x 5: boards of 7 and 6) and 84 x 7 (twelve boards, the timing). Each shape is played
``--seeds`` times with random links (one group of 2 to 4 players per 16 players), every
player in every round, by two draws: podium (:func:`podium.seating.assignment.assign`
as ``podium seat`` calls it, each round from its own draws' history) and random (players
shuffled onto the boards, powers shuffled on each board). Per event it counts:

- repeated meetings: over every pair of players, the meetings after their first, Σ(m−1);
- the worst pair's meetings, max m (and in how many events a pair met three times);
- repeated powers: seats where a player got a power they had played before;
- repeated groups: seats where a player got a power of a group they had played before;
- linked pairs seated together (rounds × pairs);
- podium's search: CPU seconds per round (median and worst).

Beside them, a lower bound from the board counts alone (:func:`lower_bound`), and dipvis's
seeder's figures on the same four shapes (20 seeds each), the line to beat.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from podium.powers import POWERS  # noqa: E402
from podium.seating.assignment import BoardSpec, Seat, assign  # noqa: E402
from podium.seating.groups import GROUP_OF, GROUPS  # noqa: E402
from podium.seating.history import Game, History  # noqa: E402
from podium.seating.plan import board_powers  # noqa: E402
from podium.seating.sizes import usual  # noqa: E402

Draw = tuple[tuple[Seat, ...], ...]
SHAPES = ((21, 3), (35, 4), (49, 5), (70, 6), (36, 4), (40, 5), (84, 7))

DIPVIS = {
    # players, rounds: repeated meetings Σ(m−1), worst pair's meetings, repeated powers
    # (dipvis's seeder, 20 seeds each, on the same events)
    (21, 3): (45.0, 2, 0.0),
    (35, 4): (60.0, 2, 0.0),
    (49, 5): (28.65, 2, 0.7),
    (70, 6): (16.25, 2, 9.35),
}


@dataclass
class Event:
    """What one event's draws added up to."""

    repeated_meetings: int
    worst_pair: int
    repeated_powers: int
    repeated_groups: int
    linked_together: int
    cpu: list[float] = field(default_factory=list)


def random_draw(players: Sequence[str], boards: Sequence[BoardSpec], rng: random.Random) -> Draw:
    """Players shuffled onto the boards, each board's powers shuffled."""
    order = list(players)
    rng.shuffle(order)
    draw, at = [], 0
    for spec in boards:
        powers = rng.sample(list(spec.powers), spec.size)
        draw.append(
            tuple(Seat(p, q) for p, q in zip(order[at : at + spec.size], powers, strict=True))
        )
        at += spec.size
    return tuple(draw)


def play(history: History, draw: Draw, number: int) -> History:
    """The history after the round ``draw``."""
    games = {p: list(g) for p, g in history.games.items()}
    met = {k: list(v) for k, v in history.met.items()}
    for b, board in enumerate(draw, start=1):
        for seat in board:
            games.setdefault(seat.player, []).append(Game(number, str(b), seat.power))
        for a, c in combinations(sorted({s.player for s in board}), 2):
            met.setdefault((a, c), []).append(number)
    return History(
        games={p: tuple(g) for p, g in games.items()},
        met={k: tuple(v) for k, v in met.items()},
        rounds=number,
    )


def links_of(players: Sequence[str], rng: random.Random) -> list[list[str]]:
    """One group of 2 to 4 players per 16 players."""
    pool = list(players)
    rng.shuffle(pool)
    links = []
    for _ in range(max(1, len(players) // 16)):
        size = rng.randint(2, 4)
        links.append(sorted(pool[:size]))
        pool = pool[size:]
    return links


def measure(history: History, links: Sequence[Sequence[str]], together: int) -> Event:
    """An event's measures from its history."""
    meetings = [len(rounds) for rounds in history.met.values()]
    powers = groups = 0
    for games in history.games.values():
        played = [g.power for g in games if g.power is not None]
        powers += len(played) - len(set(played))
        groups += len(played) - len({GROUP_OF[p] for p in played})
    return Event(sum(m - 1 for m in meetings), max(meetings, default=0), powers, groups, together)


def together_in(draw: Draw, links: Sequence[Sequence[str]]) -> int:
    linked = {frozenset(p) for g in links for p in combinations(g, 2)}
    return sum(
        1
        for board in draw
        for p in combinations([s.player for s in board], 2)
        if frozenset(p) in linked
    )


def run(players: int, rounds: int, seed: int, method: str) -> Event:
    rng = random.Random(f"{seed}:{players}x{rounds}")
    names = [f"p{i:02d}" for i in range(players)]
    links = links_of(names, rng)
    sizes = usual(players)
    assert sizes is not None, f"{players} players do not make boards of 7 and 6"
    boards = [BoardSpec(s, board_powers(s)) for s in sizes]
    history, together, cpu = History(), 0, []
    for number in range(1, rounds + 1):
        if method == "podium":
            start = time.process_time()
            draw = assign(names, boards, history, links, seed=rng.randrange(10**9))
            cpu.append(time.process_time() - start)
        else:
            draw = random_draw(names, boards, rng)
        together += together_in(draw, links)
        history = play(history, draw, number)
    event = measure(history, links, together)
    event.cpu = cpu
    return event


def _fewest_pairs(size: int, parts: int) -> int:
    """The fewest pairs among ``size`` players who come from ``parts`` earlier boards:
    as even a spread as can be."""
    share, more = divmod(size, parts)
    return more * (share + 1) * share // 2 + (parts - more) * share * (share - 1) // 2


def lower_bound(players: int, rounds: int) -> tuple[int, int, int, int]:
    """What no draw can avoid, from the board counts alone: (repeated meetings, worst
    pair's meetings, repeated powers, repeated groups).

    Meetings: from round 2 on, a board's players come from the boards of any one earlier
    round, so at least the pairs of the most even spread over those boards met before.
    Powers: a power is played ``boards × rounds`` times by ``players`` players. Groups:
    each player's first game in a group is free (at most three), and a group is played
    ``its powers × boards × rounds`` times.
    """
    sizes = usual(players)
    assert sizes is not None
    boards = len(sizes)
    meetings = (rounds - 1) * sum(_fewest_pairs(s, boards) for s in sizes)
    powers = sum(
        max(0, sum(1 for s in sizes if p in board_powers(s)) * rounds - players) for p in POWERS
    )
    per_group = sum(
        max(0, sum(sum(1 for q in g if q in board_powers(s)) for s in sizes) * rounds - players)
        for g in GROUPS.values()
    )
    groups = max(per_group, players * max(0, rounds - len(GROUPS)))
    return meetings, 2 if meetings else 1, powers, groups


def row(name: str, events: Sequence[Event]) -> str:
    def mean(values: Sequence[float]) -> str:
        return f"{statistics.mean(values):.2f}"

    worst = Counter(e.worst_pair for e in events)
    worst_text = f"{max(worst)} ({worst[max(worst)]} of {len(events)})"
    cpu = [c for e in events for c in e.cpu]
    cpu_text = f"{statistics.median(cpu):.2f} / {max(cpu):.2f}" if cpu else "—"
    cells = [
        mean([e.repeated_meetings for e in events]),
        worst_text,
        mean([e.repeated_powers for e in events]),
        mean([e.repeated_groups for e in events]),
        mean([e.linked_together for e in events]),
        cpu_text,
    ]
    return f"| {name} | {' | '.join(cells)} |"


def table(results: dict[tuple[int, int], dict[str, list[Event]]]) -> str:
    lines = [
        "| players × rounds, draw | repeated meetings Σ(m−1) | worst pair meets (events) "
        "| repeated powers | repeated groups | linked pairs together "
        "| search CPU s a round (median / worst) |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for (players, rounds), by in results.items():
        shape = f"{players} × {rounds}"
        lines.append(row(f"{shape} podium", by["podium"]))
        lines.append(row(f"{shape} random", by["random"]))
        m, w, p, g = lower_bound(players, rounds)
        lines.append(f"| {shape} lower bound | {m} | {w} | {p} | {g} | 0 | — |")
        if (players, rounds) in DIPVIS:
            dm, dw, dp = DIPVIS[players, rounds]
            lines.append(f"| {shape} dipvis's seeder | {dm} | {dw} | {dp} | — | 0 | — |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="events per shape (20)")
    parser.add_argument("--seed", type=int, default=1, help="the first seed (1)")
    parser.add_argument("--shapes", help="like 21x3,35x4 (default: all)")
    parser.add_argument("--out", type=Path, help="write the Markdown report here")
    args = parser.parse_args()
    shapes: tuple[tuple[int, int], ...] = SHAPES
    if args.shapes:
        shapes = tuple((int(a), int(b)) for a, b in (s.split("x") for s in args.shapes.split(",")))
    start = time.perf_counter()
    results: dict[tuple[int, int], dict[str, list[Event]]] = {}
    for players, rounds in shapes:
        seeds = range(args.seed, args.seed + args.seeds)
        results[players, rounds] = {
            method: [run(players, rounds, s, method) for s in seeds]
            for method in ("podium", "random")
        }
        print(f"{players}x{rounds} done, {time.perf_counter() - start:.0f} s", file=sys.stderr)
    seconds = time.perf_counter() - start
    text = f"""# make bench-seating: the latest run

Command: `{" ".join(["python", "benchmarks/seating.py", *sys.argv[1:]])}` ({seconds:.0f} s).

Each shape is played {args.seeds} times (seeds {args.seed} to {args.seed + args.seeds - 1}),
every player in every round, with random links (one group of 2 to 4 players per 16
players). Means over the events; "worst pair meets" is the most meetings of one pair in
any event, and in how many events a pair met that often. The lower bound is what the
board counts alone force (benchmarks/seating.py, `lower_bound`); dipvis's figures are its
seeder's on the same four shapes (20 seeds each).

{table(results)}

Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()};
load average at the end {os.getloadavg()[0]:.2f} (other processes share the cores; the
search times are CPU time).
"""
    print(text)
    if args.out:
        args.out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
