"""The seating benchmark (``make bench-seating``): how good ``podium seat``'s draws are.

    python benchmarks/seating.py [--events 1000] [--bound 10] [--seed 1] [--out FILE]

Simulates ``--events`` events (14 to 84 players, 3 to 7 rounds, random links of two or
three players, about 5% of the players absent from each round after the first, latecomers,
random volunteers to sit out or play two boards where the count needs them). Each round is
drawn three ways from the same history:

- podium: :func:`generator.seating.assignment.assign` as ``podium seat`` calls it;
- random: players shuffled onto the same boards, powers shuffled on each board;
- bound: the same search with ``--bound`` times as many random starts, kept only where it
  is better than podium's (so: the best draw found).

The event goes on with podium's draw. Per method it counts the seats with a power the
player had played before, the pairs of players at one board who had met before, and the
linked pairs at one board; and it times podium's draws of 84 players (median). Writes a
Markdown table.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.powers import POWERS  # noqa: E402
from generator.seating.assignment import RESTARTS, BoardSpec, Seat, assign  # noqa: E402
from generator.seating.history import Game, History, pair  # noqa: E402
from generator.seating.plan import board_powers  # noqa: E402
from generator.seating.sizes import board_sizes  # noqa: E402

Draw = tuple[tuple[Seat, ...], ...]
METHODS = ("podium", "random", "bound")


@dataclass
class Tally:
    """What one method's draws added up to."""

    seats: int = 0
    repeated_powers: int = 0
    repeated_pairs: int = 0
    linked_together: int = 0
    rounds_with_linked: int = 0


@dataclass
class Totals:
    tallies: dict[str, Tally] = field(default_factory=lambda: {m: Tally() for m in METHODS})
    players: int = 0  # summed over events
    rounds: int = 0
    more_powers_than_bound: int = 0  # rounds where podium repeated more powers than found
    more_links_than_bound: int = 0
    links_possible_zero: int = 0  # rounds where the bound kept every link apart
    times_84: list[float] = field(default_factory=list)
    cpu_84: list[float] = field(default_factory=list)


def count(draw: Draw, history: History, links: Sequence[Sequence[str]]) -> tuple[int, ...]:
    """(seats, seats with a repeated power, repeated pairs, linked pairs together)."""
    linked = {frozenset(p) for g in links for p in combinations(g, 2)}
    seats = powers = pairs = together = 0
    for board in draw:
        names = [s.player for s in board]
        seats += len(board)
        powers += sum(1 for s in board if s.power in history.powers(s.player))
        pairs += sum(1 for a, b in combinations(names, 2) if pair(a, b) in history.met)
        together += sum(1 for p in combinations(names, 2) if frozenset(p) in linked)
    return seats, powers, pairs, together


def random_draw(players: Sequence[str], boards: Sequence[BoardSpec], rng: random.Random) -> Draw:
    """Players shuffled onto the boards (a two-board player may land twice on one board,
    as a draw from a hat would), each board's powers shuffled."""
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
    """About one player in eight in a link of two or three."""
    pool = list(players)
    rng.shuffle(pool)
    links = []
    for _ in range(len(players) // 16):
        size = rng.choice((2, 2, 3))
        links.append(sorted(pool[:size]))
        pool = pool[size:]
    return links


def event(number: int, totals: Totals, bound: int, seed: int) -> None:
    rng = random.Random(f"{seed}:{number}")
    size = rng.randint(14, 84)
    everyone = [f"p{i:02d}" for i in range(size + 6)]
    players, later = everyone[:size], everyone[size:]
    links = links_of(everyone, rng)
    history = History()
    totals.players += size
    for rnd in range(1, rng.randint(3, 7) + 1):
        present = [p for p in players if rnd == 1 or rng.random() > 0.05]
        if rnd > 1 and later and rng.random() < 0.2:
            present.append(later.pop())
            players.append(present[-1])
        sit, two = rng.sample(present, 3), []
        two = rng.sample([p for p in present if p not in sit], 3)
        sizes = board_sizes(len(present), sit, two, history, allow_small=True)
        seated = [p for p in present if p not in sizes.sit_outs] + list(sizes.two_boards)
        boards = [BoardSpec(s, board_powers(s)) for s in sizes.boards]
        start = (time.perf_counter(), time.process_time())
        ours = assign(seated, boards, history, links, seed=rng.randrange(10**9))
        if len(present) == 84:
            totals.times_84.append(time.perf_counter() - start[0])
            totals.cpu_84.append(time.process_time() - start[1])
        draws = {
            "podium": ours,
            "random": random_draw(seated, boards, rng),
            "bound": assign(
                seated, boards, history, links, seed=rng.randrange(10**9), restarts=bound * RESTARTS
            ),
        }
        counted = {m: count(d, history, links) for m, d in draws.items()}
        if _key(counted["podium"]) < _key(counted["bound"]):
            counted["bound"] = counted["podium"]  # the best found
        for method, (seats, powers, pairs, together) in counted.items():
            tally = totals.tallies[method]
            tally.seats += seats
            tally.repeated_powers += powers
            tally.repeated_pairs += pairs
            tally.linked_together += together
            tally.rounds_with_linked += bool(together)
        ours_c, best = counted["podium"], counted["bound"]
        totals.more_links_than_bound += ours_c[3] > best[3]
        totals.more_powers_than_bound += (ours_c[3], ours_c[1]) > (best[3], best[1])
        totals.links_possible_zero += best[3] == 0
        totals.rounds += 1
        history = play(history, ours, rnd)


def _key(counted: tuple[int, ...]) -> tuple[int, ...]:
    """The search's own order: links, then powers, then pairs."""
    return counted[3], counted[1], counted[2]


def time_84(totals: Totals, seed: int, events: int) -> None:
    """Extra events of exactly 84 players, seven rounds, for the timing alone."""
    for number in range(events):
        rng = random.Random(f"{seed}:time:{number}")
        players = [f"p{i:02d}" for i in range(84)]
        links = links_of(players, rng)
        history = History()
        for rnd in range(1, 8):
            boards = [BoardSpec(7, POWERS)] * 12
            start = (time.perf_counter(), time.process_time())
            draw = assign(players, boards, history, links, seed=rng.randrange(10**9))
            totals.times_84.append(time.perf_counter() - start[0])
            totals.cpu_84.append(time.process_time() - start[1])
            history = play(history, draw, rnd)


def report(totals: Totals, args: argparse.Namespace, seconds: float) -> str:
    t = totals.tallies

    def share(tally: Tally) -> str:
        return f"{100 * tally.repeated_powers / tally.seats:.2f}%"

    def per_player(tally: Tally) -> str:
        return f"{tally.repeated_pairs / totals.players:.3f}"

    rows = [
        ("seats with a repeated power", share),
        ("repeated opponent pairs per player (per event)", per_player),
        ("linked pairs seated together", lambda tally: str(tally.linked_together)),
        ("rounds with a linked pair together", lambda tally: str(tally.rounds_with_linked)),
    ]
    table = "\n".join(
        [
            "| measure | podium seat | random draw | bound (best found) |",
            "|---|---:|---:|---:|",
            *(f"| {name} | {' | '.join(show(t[m]) for m in METHODS)} |" for name, show in rows),
        ]
    )
    ratio = t["podium"].repeated_pairs / max(1, t["bound"].repeated_pairs)
    median = statistics.median(totals.times_84)
    cpu = statistics.median(totals.cpu_84)
    load = os.getloadavg()[0]
    return f"""# make bench-seating: the latest run

Command: `{" ".join(["python", "benchmarks/seating.py", *sys.argv[1:]])}` ({seconds:.0f} s).

{args.events} simulated events (14 to 84 players, 3 to 7 rounds, links of two or three
players, 5% absent each round, latecomers, volunteers where needed): {totals.rounds}
rounds, {t["podium"].seats} seats. Each round is drawn by podium, at random, and by the
same search with {args.bound}x the random starts (the bound: the best draw found), from
the same history; the event goes on with podium's draw.

{table}

- Repeated pairs, podium / bound: {ratio:.3f} (goal: at most 1.10).
- Rounds where podium repeated more powers than the bound (or kept fewer links apart):
  {totals.more_powers_than_bound} of {totals.rounds} (goal: 0).
- Rounds where podium seated more linked pairs together than the bound: \
{totals.more_links_than_bound} (the bound kept every link apart in {totals.links_possible_zero}).
- Time to seat 84 players: median {median * 1000:.0f} ms wall, {cpu * 1000:.0f} ms CPU over
  {len(totals.times_84)} draws (goal: under 1 s).

Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()};
load average at the end {load:.2f} (other processes share the cores).
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=1000, help="simulated events (1000)")
    parser.add_argument("--bound", type=int, default=10, help="the bound's times more starts")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timing-events", type=int, default=5, help="84-player events timed")
    parser.add_argument("--out", type=Path, help="write the Markdown report here")
    args = parser.parse_args()
    totals = Totals()
    start = time.perf_counter()
    for number in range(args.events):
        event(number, totals, args.bound, args.seed)
        if (number + 1) % 50 == 0:
            print(f"{number + 1} events, {time.perf_counter() - start:.0f} s", file=sys.stderr)
    time_84(totals, args.seed, args.timing_events)
    text = report(totals, args, time.perf_counter() - start)
    print(text)
    if args.out:
        args.out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
