"""League schedules: every game of a league, as the league text describes (``podium new
league``).

A league's players all play the same number of games, start in each seat (each starting
position) equally often, and meet each other as evenly as the numbers allow. With 8
players the league text gives the number of games for each number of players per game
(:data:`TIMES_IN_EACH_SEAT`); other player counts follow the same rule: every player
starts ``m`` times in each of the ``k`` seats, so a league of ``n`` players has ``n × m``
games, ``k × m`` for each player.

How (docs/content-format.md, "League schedules"): the players are numbered 0..n-1 in
the order given. The games come in ``m`` blocks of ``n`` games; block ``b`` has a sequence
of ``k`` different offsets ``d_0..d_(k-1)`` (mod ``n``), and its game ``j`` seats player
``j + d_s`` (mod ``n``) in seat ``s``. In a block every player sits once in every seat, so
the seats are exactly even, and so are the games. Two players ``x`` and ``x + δ`` meet in a
block once for each ordered pair of its offsets that differ by ``δ``, so the offsets of the
blocks are chosen (a deterministic search) to spread those differences as evenly as
possible: every pair with the same difference meets equally often. The games are then
packed into rounds in which nobody plays twice.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from math import comb, gcd

from podium.content.formats import MAX_ROUND

TIMES_IN_EACH_SEAT: Mapping[int, int] = {3: 3, 4: 4, 5: 5, 6: 3, 7: 3, 8: 2}
"""How often each player starts in each seat, by players per game: the league text's
table for 8 players (games = 8 × this: 24, 32, 40, 24, 24, 16), which podium keeps for any
number of players. Two-player games: ``n - 1`` (every pair plays twice, once in each
seat); more than 8 players per game: 2, as with 8."""

MAX_CANDIDATES = 4000
"""Offset sets tried per block: all of them when there are this many or fewer, else this
many drawn by a random generator seeded with the league's size (the same every time)."""


EXHAUSTIVE = 50_000
"""Every choice of offsets is tried when there are this many or fewer; else a greedy
choice, then better ones one block at a time."""

PACKING_STEPS = 20_000
"""How far the search for the fewest rounds goes before first fit packs the games."""

PACKING_GAMES = 400
"""The most games the search for the fewest rounds is tried on (it goes one call deeper
per game); a larger league is packed by first fit."""

MAX_PLAYERS = 100
"""The most players of a league (a club's league has a few dozen): the schedule takes a
few seconds at this size."""


class LeagueError(ValueError):
    """A league that cannot be scheduled; the message says why and what to do."""


@dataclass(frozen=True)
class Schedule:
    """A league's games, in order, and its rounds."""

    players: tuple[str, ...]
    per_game: int
    games: tuple[tuple[str, ...], ...]
    """Each game's players in seat order: the first starts."""
    rounds: tuple[tuple[int, ...], ...]
    """The games of each round (indexes into ``games``): nobody plays twice in a round."""

    @property
    def games_each(self) -> int:
        """How many games every player plays."""
        return len(self.games) * self.per_game // len(self.players)

    @cached_property
    def seats(self) -> Mapping[str, tuple[int, ...]]:
        """How many times each player starts in each seat (1st, 2nd, ...)."""
        counts = {p: [0] * self.per_game for p in self.players}
        for game in self.games:
            for seat, player in enumerate(game):
                counts[player][seat] += 1
        return {p: tuple(c) for p, c in counts.items()}

    @cached_property
    def meetings(self) -> Mapping[tuple[str, str], int]:
        """How many games each pair of players plays together (pairs in player order)."""
        order = {p: i for i, p in enumerate(self.players)}
        met: Counter[tuple[str, str]] = Counter()
        for game in self.games:
            for a, b in itertools.combinations(sorted(game, key=order.__getitem__), 2):
                met[(a, b)] += 1
        return {pair: met[pair] for pair in itertools.combinations(self.players, 2)}

    @property
    def meeting_spread(self) -> tuple[int, int]:
        """The fewest and the most games any pair plays together."""
        values = list(self.meetings.values())
        return min(values), max(values)


def times_in_each_seat(players: int, per_game: int) -> int:
    """How often each player starts in each seat (see :data:`TIMES_IN_EACH_SEAT`)."""
    if per_game == 2:
        return players - 1
    return TIMES_IN_EACH_SEAT.get(per_game, 2)


def schedule(players: Sequence[str], per_game: int) -> Schedule:
    """Every game of a league of ``players`` (in this order) with ``per_game`` players a
    game, and its rounds; the same every time for the same inputs."""
    check_size(players, per_game)
    n = len(players)
    blocks = offsets(n, per_game, times_in_each_seat(n, per_game))
    games = [tuple(players[(j + d) % n] for d in block) for block in blocks for j in range(n)]
    rounds = _rounds([frozenset(game) for game in games], n, per_game)
    if len(rounds) > MAX_ROUND:
        raise LeagueError(
            f"{n} players, {per_game} a game: the {len(games)} games need {len(rounds)} "
            f"rounds, and an event has at most {MAX_ROUND}; list fewer players"
        )
    return Schedule(tuple(players), per_game, tuple(games), tuple(rounds))


def check_size(players: Sequence[str], per_game: int) -> None:
    """A LeagueError unless the league can be scheduled: each player listed once, at
    most :data:`MAX_PLAYERS`, games of 2 or more that the players fill, and each player's
    games within :data:`~podium.content.formats.MAX_ROUND` rounds."""
    n = len(players)
    if n > MAX_PLAYERS:
        raise LeagueError(f"{n} players: a league has at most {MAX_PLAYERS}; split it in groups")
    if len(set(players)) != n:
        twice = sorted(p for p, times in Counter(players).items() if times > 1)
        raise LeagueError(f"{', '.join(twice)} listed twice; list each player once")
    if per_game < 2:
        raise LeagueError(f"{per_game} players a game: a league game has 2 players or more")
    if n < per_game:
        raise LeagueError(
            f"{n} players cannot fill a game of {per_game}; list at least {per_game} players"
        )
    games_each = per_game * times_in_each_seat(n, per_game)
    if games_each > MAX_ROUND:
        raise LeagueError(
            f"{n} players, {per_game} a game: each would play {games_each} games, in as many "
            f"rounds, and an event has at most {MAX_ROUND}; list fewer players"
        )


# --------------------------------------------------------------------------- offsets


def offsets(n: int, k: int, blocks: int) -> list[tuple[int, ...]]:
    """The offset sequence of each block: chosen so that the differences of the offsets,
    over all blocks, come as evenly as possible (pairs meet evenly), then so that blocks
    differ (the games differ), and in an order of seats that no other block repeats."""
    candidates = _candidates(n, k)
    vectors = [_differences(c, n) for c in candidates]
    if comb(len(vectors) + blocks - 1, blocks) <= EXHAUSTIVE:
        chosen = _best(vectors, blocks)
    else:
        chosen = _improve(_greedy(vectors, blocks), vectors, blocks)
    return _seat_orders([candidates[i] for i in chosen], n)


def _candidates(n: int, k: int) -> list[tuple[int, ...]]:
    """Offset sets with 0 (a set and its translates give the same meetings)."""
    total = comb(n - 1, k - 1)
    if total <= MAX_CANDIDATES:
        return [(0, *rest) for rest in itertools.combinations(range(1, n), k - 1)]
    rng = random.Random(n * 1000 + k)
    found: set[tuple[int, ...]] = set()
    while len(found) < MAX_CANDIDATES:
        found.add((0, *sorted(rng.sample(range(1, n), k - 1))))
    return sorted(found)


def _differences(offsets: tuple[int, ...], n: int) -> tuple[int, ...]:
    """How many pairs meet per block, by their difference 1..n//2 (a pair whose players
    differ by δ or n-δ meets once for each ordered pair of offsets that differ by δ)."""
    counts = [0] * (n // 2 + 1)
    for a, b in itertools.permutations(offsets, 2):
        delta = (b - a) % n
        counts[min(delta, n - delta)] += 1
    # a difference δ < n/2 is counted from both sides (δ and n-δ), so twice a meeting;
    # n/2 from both players of one pair: once a meeting
    return tuple(c if 2 * d == n else c // 2 for d, c in enumerate(counts))[1:]


Score = tuple[int, int, int]


def _score(totals: Sequence[int], repeats: int) -> Score:
    """Smaller is better: the spread of meetings, their squares (evenness), repeats."""
    return (max(totals) - min(totals), sum(t * t for t in totals), repeats)


def _plus(totals: Sequence[int], vector: Sequence[int], sign: int = 1) -> list[int]:
    return [t + sign * v for t, v in zip(totals, vector, strict=True)]


def _best(vectors: Sequence[tuple[int, ...]], blocks: int) -> list[int]:
    """The best choice of offsets for the blocks, of every choice there is."""
    best: tuple[Score, tuple[int, ...]] | None = None
    for chosen in itertools.combinations_with_replacement(range(len(vectors)), blocks):
        totals = [sum(column) for column in zip(*(vectors[i] for i in chosen), strict=True)]
        score = _score(totals, blocks - len(set(chosen)))
        if best is None or score < best[0]:
            best = (score, chosen)
    assert best is not None
    return list(best[1])


def _greedy(vectors: Sequence[tuple[int, ...]], blocks: int) -> list[int]:
    """Each block in turn gets the offsets that make the meetings so far the most even."""
    chosen: list[int] = []
    totals = [0] * len(vectors[0])
    for _ in range(blocks):
        best = min(
            range(len(vectors)),
            key=lambda i: (_score(_plus(totals, vectors[i]), chosen.count(i)), i),
        )
        chosen.append(best)
        totals = _plus(totals, vectors[best])
    return chosen


def _improve(chosen: list[int], vectors: Sequence[tuple[int, ...]], blocks: int) -> list[int]:
    """Give one block other offsets at a time while that makes the score better."""
    totals = [0] * len(vectors[0])
    for i in chosen:
        totals = _plus(totals, vectors[i])
    current = _score(totals, blocks - len(set(chosen)))
    for _ in range(20 * blocks):
        better = False
        for b in range(blocks):
            base = _plus(totals, vectors[chosen[b]], -1)
            others = chosen[:b] + chosen[b + 1 :]
            for i in range(len(vectors)):
                score = _score(_plus(base, vectors[i]), blocks - len({*others, i}))
                if score < current:
                    chosen = [*others[:b], i, *others[b:]]
                    totals, current, better = _plus(base, vectors[i]), score, True
                    base = _plus(totals, vectors[chosen[b]], -1)
        if not better:
            break
    return sorted(chosen)


def _seat_orders(sets: Sequence[tuple[int, ...]], n: int) -> list[tuple[int, ...]]:
    """Each block's offsets in seat order. A set used again is ordered by ``u × d mod n``
    for the next unit ``u`` of ``Z_n``, so that its games seat players in another order."""
    units = [u for u in range(1, n) if gcd(u, n) == 1] or [1]
    used: Counter[tuple[int, ...]] = Counter()
    ordered = []
    for offsets_ in sets:
        u = units[used[offsets_] % len(units)]
        used[offsets_] += 1
        ordered.append(tuple(sorted(offsets_, key=lambda d: ((u * d) % n, d))))
    return ordered


# --------------------------------------------------------------------------- rounds


def _rounds(tables: Sequence[frozenset[str]], n: int, k: int) -> tuple[tuple[int, ...], ...]:
    """The games packed into rounds in which nobody plays twice: the fewest possible when
    a bounded search finds them (every player plays in every round when ``k`` divides
    ``n``), else first fit (each game into the first round it fits)."""
    games_each = len(tables) * k // n
    least = max(games_each, -(-len(tables) // (n // k)))
    packed = None
    if len(tables) <= PACKING_GAMES:
        packed = _Packing(tables, n // k, PACKING_STEPS).pack(least)
    found = packed or _first_fit(tables)
    return tuple(tuple(sorted(r)) for r in found)


class _Packing:
    """A bounded depth-first search for rounds: round after round, each of at most
    ``size`` games; a player with as many games left as rounds left must play in this
    one (so the search never goes where no schedule is left)."""

    def __init__(self, tables: Sequence[frozenset[str]], size: int, limit: int) -> None:
        self.tables = tables
        self.size = size
        self.steps = limit
        self.unused = set(range(len(tables)))
        self.left: Counter[str] = Counter(p for t in tables for p in t)
        self.rounds: list[list[int]] = []

    def pack(self, count: int) -> list[list[int]] | None:
        return [list(r) for r in self.rounds] if self._next(count) else None

    def _next(self, rounds_left: int) -> bool:
        if not self.unused:
            return True
        if rounds_left == 0 or len(self.unused) > rounds_left * self.size:
            return False
        if max(self.left.values()) > rounds_left:
            return False
        self.rounds.append([])
        if self._fill(rounds_left, set(), -1):
            return True
        self.rounds.pop()
        return False

    def _fill(self, rounds_left: int, busy: set[str], after: int) -> bool:
        self.steps -= 1
        if self.steps < 0:
            return False
        round_ = self.rounds[-1]
        must = [p for p, c in self.left.items() if c == rounds_left and p not in busy]
        if must:  # someone must play now: one of their games (any order)
            options = [i for i in sorted(self.unused) if must[0] in self.tables[i]]
        elif len(round_) < self.size:
            options = [i for i in sorted(self.unused) if i > after]
        else:
            options = []
        for i in options:
            if self.tables[i] & busy:
                continue
            self._take(i, round_, busy)
            if self._fill(rounds_left, busy | self.tables[i], max(after, i)):
                return True
            self._give_back(i, round_)
        if must or not round_:
            return False
        return self._next(rounds_left - 1)

    def _take(self, i: int, round_: list[int], busy: set[str]) -> None:
        round_.append(i)
        self.unused.discard(i)
        for p in self.tables[i]:
            self.left[p] -= 1

    def _give_back(self, i: int, round_: list[int]) -> None:
        round_.remove(i)
        self.unused.add(i)
        for p in self.tables[i]:
            self.left[p] += 1


def _first_fit(tables: Sequence[frozenset[str]]) -> list[list[int]]:
    rounds: list[list[int]] = []
    busy: list[set[str]] = []
    for i, table in enumerate(tables):
        for r, taken in enumerate(busy):
            if not table & taken:
                rounds[r].append(i)
                taken |= table
                break
        else:
            rounds.append([i])
            busy.append(set(table))
    return rounds
