"""The draw of the boards that are not the top table: a local search over one cost.

The cost is lexicographic, in the order of Italia 2010 section 8 as podium reads it:

1. linked players on one board (pairs);
2. seats where a player gets a power they played before (each earlier time counts);
3. seats where a player gets a power of a group they played before (:mod:`.groups`);
4. pairs of players who met on a board before, by the square of their earlier meetings
   (1, 4, 9...): two pairs meeting a second time cost less than one pair meeting a third.

It is one integer: each term's weight is larger than the most all the terms after it
could add up to, so no number of repeated opponents outweighs one repeated power.

The search starts from a greedy draw (players in a random order, each to the board and
power that cost least so far) and improves it by exchanging two seats (two players on
different boards swap places, each taking the other's power), two powers on one board,
or a power for one no one on a small board has, while any of these lowers the cost
(looking again only at the boards a change touched). An exchange of two players that
saves pairs but costs powers is tried again with the two boards passing their powers
round along the cheapest chain (:meth:`_Search._chain`), for the :data:`CHAINS` that
save most. Then it kicks the draw out of its
local optimum :data:`KICKS` times (a few random exchanges, then the improvement again,
kept unless worse: an iterated local search), from :data:`RESTARTS` random starts, and
keeps the cheapest draw; a draw of cost 0 ends it. Everything random comes from one
``random.Random(seed)``: the same inputs and seed give the same boards.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

from podium.powers import POWERS
from podium.seating.groups import GROUP_OF
from podium.seating.history import History

RESTARTS = 1
"""Random starts of the search (one, and many kicks: better draws for the same time)."""
KICKS = 160
"""Kicks per start: a few random exchanges, then the improvement again; kept unless worse.
With :data:`RESTARTS`, the search's budget (benchmarks/seating.py measures the draws it gives)."""
KICK_SWAPS = 3
"""Random exchanges of seats in one kick."""
CHAINS = 3
"""Per seat, the exchanges saving most pairs that are tried with a chain of powers."""


@dataclass(frozen=True, slots=True)
class BoardSpec:
    """One board to fill: how many players, and the powers they may be given."""

    size: int
    powers: tuple[str, ...] = POWERS


@dataclass(frozen=True, slots=True)
class Seat:
    player: str
    power: str


@dataclass(frozen=True, slots=True)
class _Costs:
    """The cost of each choice, as integers the search adds up."""

    pair: list[list[int]]  # by player index, twice: the cost of sharing a board
    power: list[list[int]]  # by player index, then power index: the cost of that power
    twin: list[list[int]]  # by power index, twice: one player's two boards with these powers


def assign(
    players: Sequence[str],
    boards: Sequence[BoardSpec],
    history: History,
    links: Sequence[Sequence[str]] = (),
    *,
    seed: int | str = 0,
    restarts: int = RESTARTS,
    kicks: int = KICKS,
) -> tuple[tuple[Seat, ...], ...]:
    """Seat ``players`` (a player twice plays two boards) on ``boards``, each board's seats
    in the order of its powers. ``sum(b.size for b in boards)`` must be ``len(players)``,
    and no player may be listed more than twice."""
    assert sum(b.size for b in boards) == len(players), "one seat per player"
    if not boards:
        return ()
    people = sorted(set(players))
    costs = _costs(people, boards, history, links)
    index = {p: i for i, p in enumerate(people)}
    seats = [index[p] for p in players]
    rng = random.Random(seed)
    best: _Search | None = None
    for _ in range(max(1, restarts)):
        search = _Search(costs, boards, seats, rng)
        search.improve()
        for _ in range(kicks):
            if search.total() == 0:
                break
            before, saved = search.total(), search.snapshot()
            search.improve(search.kick())
            if search.total() > before:
                search.restore(saved)
        if best is None or search.total() < best.total():
            best = search
        if best.total() == 0:
            break
    assert best is not None
    return best.tables(people)


def _costs(
    people: Sequence[str],
    boards: Sequence[BoardSpec],
    history: History,
    links: Sequence[Sequence[str]],
) -> _Costs:
    """The weighted costs: links over powers over groups over opponents (module docs)."""
    index = {p: i for i, p in enumerate(people)}
    n = len(people)
    met = [[0] * n for _ in range(n)]
    for (a, b), rounds in history.met.items():
        if a in index and b in index:
            met[index[a]][index[b]] = met[index[b]][index[a]] = len(rounds) ** 2
    played = [[history.powers(p).count(power) for power in POWERS] for p in people]
    group = [
        [sum(1 for q in history.powers(p) if GROUP_OF[q] == GROUP_OF[power]) for power in POWERS]
        for p in people
    ]
    seats = sum(b.size for b in boards)
    pairs_most = sum(b.size * (b.size - 1) // 2 for b in boards) * max(map(max, met), default=0)
    groups_most = seats * (max(map(max, group), default=0) + 1)  # + 1: two boards
    powers_most = seats * (max(map(max, played), default=0) + 1)
    w_group = pairs_most + 1
    w_power = groups_most * w_group + pairs_most + 1
    w_link = powers_most * w_power + groups_most * w_group + pairs_most + 1
    pair = [row[:] for row in met]
    for linked in links:
        here = [index[p] for p in linked if p in index]
        for i in here:
            for j in here:
                if i != j:
                    pair[i][j] += w_link
    power = [
        [w_power * played[i][k] + w_group * group[i][k] for k in range(len(POWERS))]
        for i in range(n)
    ]
    twin = [
        [
            w_power if k == j else w_group if GROUP_OF[q] == GROUP_OF[p] else 0
            for j, q in enumerate(POWERS)
        ]
        for k, p in enumerate(POWERS)
    ]
    return _Costs(pair, power, twin)


class _Search:
    """One local search, from one random start. Mutable, and private to :func:`assign`."""

    def __init__(
        self, costs: _Costs, boards: Sequence[BoardSpec], seats: Sequence[int], rng: random.Random
    ) -> None:
        self.pair = costs.pair
        self.cost = costs.power
        self.twin = costs.twin
        self.allowed = [[POWERS.index(p) for p in b.powers] for b in boards]
        self.sizes = [b.size for b in boards]
        n = len(self.pair)
        self.player: list[int] = []  # by seat
        self.board: list[int] = []  # by seat
        self.power: list[int] = []  # by seat
        self.at = [[0] * len(boards) for _ in range(n)]  # player, board: sum of pair costs
        self.where: dict[int, list[int]] = {}  # player -> their seats
        order = list(dict.fromkeys(seats))
        rng.shuffle(order)
        twice = [p for p in order if seats.count(p) > 1]
        self.rng = rng
        self.two = [False] * n
        # two-board players first, on two boards in turn, so that each has two boards
        for i, player in enumerate(twice):
            self._place(player, (2 * i) % len(boards))
            self._place(player, (2 * i + 1) % len(boards))
        for player in order:
            if player not in twice:
                self._place(player)
        self.on_board: list[list[int]] = [[] for _ in boards]  # the seats of each board
        for seat, b in enumerate(self.board):
            self.on_board[b].append(seat)

    # ------------------------------------------------------------------ start

    def _place(self, player: int, board: int | None = None) -> None:
        """Greedily: the board with room (or ``board``), and its free power, that cost
        least now."""
        taken = {self.board[s] for s in self.where.get(player, [])}
        best: tuple[int, int, int] | None = None
        boards = list(range(len(self.sizes))) if board is None else [board]
        self.rng.shuffle(boards)
        for b in boards:
            if b in taken or self._filled(b) >= self.sizes[b]:
                continue
            used = {self.power[s] for s in range(len(self.board)) if self.board[s] == b}
            for k in self.allowed[b]:
                if k in used:
                    continue
                twins = sum(self.twin[k][self.power[o]] for o in self.where.get(player, []))
                value = self.at[player][b] + self.cost[player][k] + twins
                if best is None or value < best[0]:
                    best = (value, b, k)
        assert best is not None, "a board with room for every seat"
        _, b, k = best
        seat = len(self.player)
        self.player.append(player)
        self.board.append(b)
        self.power.append(k)
        self.where.setdefault(player, []).append(seat)
        self.two[player] = len(self.where[player]) > 1
        row = self.pair[player]
        for other, sums in enumerate(self.at):
            sums[b] += row[other]

    def _filled(self, board: int) -> int:
        return sum(1 for b in self.board if b == board)

    # ------------------------------------------------------------------ improve

    def improve(self, seats: Sequence[int] | None = None) -> None:
        """Exchange seats and powers while that lowers the cost (first improvement),
        looking again only at the boards a change touched: all seats at first, or
        ``seats`` (after a kick)."""
        todo = deque(range(len(self.player)) if seats is None else seats)
        queued = set(todo)
        while todo:
            s = todo.popleft()
            queued.discard(s)
            for b in sorted(self._improve_seat(s)):
                for t in self.on_board[b]:
                    if t not in queued:
                        queued.add(t)
                        todo.append(t)

    def _improve_seat(self, s: int) -> set[int]:
        """Take every exchange of seat ``s`` that lowers the cost; the boards it changed."""
        changed: set[int] = set()
        chains: list[tuple[int, int]] = []  # exchanges that save pairs but cost powers
        player, board, power, two = self.player, self.board, self.power, self.two
        at, cost, pair = self.at, self.cost, self.pair
        for t in range(len(player)):
            a, b = player[s], player[t]
            x, y = board[s], board[t]
            p, q = power[s], power[t]
            ca, cb = cost[a], cost[b]
            delta = ca[q] + cb[p] - ca[p] - cb[q]
            twins = two[a] or two[b]
            if twins:
                delta += self._twins(a, s, q) - self._twins(a, s, p)
                delta += self._twins(b, t, p) - self._twins(b, t, q)
            if x != y:
                if twins and (a == b or self._elsewhere(a, s, y) or self._elsewhere(b, t, x)):
                    continue
                ab = pair[a][b]
                pairs = at[b][x] - ab - at[a][x] + at[a][y] - ab - at[b][y]
                delta += pairs
                if delta < 0:
                    self._swap_seats(s, t)
                    changed |= {x, y}
                elif pairs < 0 and not twins:
                    chains.append((pairs, t))
                elif (self._leaves_powers_free(x) or self._leaves_powers_free(y)) and (
                    self._swap_taking_free_powers(s, t)
                ):
                    changed |= {x, y}
            elif delta < 0 and s != t:
                power[s], power[t] = q, p
                changed.add(x)
        if not changed:
            for pairs, t in sorted(chains)[:CHAINS]:
                if self._swap_moving_powers(s, t, pairs):
                    changed |= {board[s], board[t]}
                    break
        if self._improve_power(s):
            changed.add(board[s])
        return changed

    def _swap_moving_powers(self, s: int, t: int, pairs: int) -> bool:
        """Exchange the players of seats ``s`` and ``t`` (two boards), each board then
        passing its powers round along the cheapest chain (the newcomer takes a power,
        its holder another, ... the last the power left free), if the pairs saved
        (``pairs`` < 0) outweigh what the powers then cost more."""
        a, b = self.player[s], self.player[t]
        on_x = self._chain(s, b)
        if on_x is None or pairs + on_x[0] >= 0:
            return False
        on_y = self._chain(t, a)
        if on_y is None or pairs + on_x[0] + on_y[0] >= 0:
            return False
        self._swap_seats(s, t)
        for seat, k in (*on_x[1], *on_y[1]):
            self.power[seat] = k
        return True

    def _chain(self, seat: int, newcomer: int) -> tuple[int, list[tuple[int, int]]] | None:
        """The cheapest way to give ``newcomer`` the place of ``seat``'s player on its
        board: the change of cost, and the new power of each seat that changes. A
        shortest path over the board's powers (Bellman-Ford, at most seven nodes);
        players on two boards keep their powers. None: no chain is cheaper than none."""
        board = self.board[seat]
        cost, power, player = self.cost, self.power, self.player
        holders = {
            power[u]: u for u in self.on_board[board] if u != seat and not self.two[player[u]]
        }
        used = {power[u] for u in self.on_board[board]}
        ends = [power[seat], *(k for k in self.allowed[board] if k not in used)]
        mine = cost[newcomer]
        dist = {k: mine[k] for k in holders}
        came: dict[int, int] = {}
        best, end = min((mine[e], e) for e in ends), (-1, -1)
        for _ in range(len(holders)):
            moved = False
            for k, u in holders.items():
                theirs = cost[player[u]]
                base = dist[k] - theirs[k]
                for e in ends:
                    if base + theirs[e] < best[0]:
                        best, end = (base + theirs[e], e), (k, e)
                for k2 in holders:
                    if k2 != k and base + theirs[k2] < dist[k2]:
                        dist[k2], came[k2] = base + theirs[k2], k
                        moved = True
            if not moved:
                break
        if end == (-1, -1):
            return None
        changes = {holders[end[0]]: end[1]}
        k = end[0]
        for _ in range(len(holders)):
            if k not in came:
                break
            changes[holders[came[k]]] = k
            k = came[k]
        changes[seat] = k
        new = dict(changes)
        if len(set(new.values()) | {power[u] for u in self.on_board[board] if u not in new}) != len(
            self.on_board[board]
        ):
            return None  # the predecessors crossed: not one chain
        before = sum(cost[player[u]][power[u]] for u in new)
        after = sum(cost[newcomer if u == seat else player[u]][k] for u, k in new.items())
        return after - before, list(new.items())

    def _leaves_powers_free(self, board: int) -> bool:
        """Whether ``board`` has fewer seats than powers (a small board)."""
        return len(self.allowed[board]) > self.sizes[board]

    def _swap_taking_free_powers(self, s: int, t: int) -> bool:
        """Exchange seats ``s`` and ``t`` of two boards, the moved players then taking a
        free power where that is cheaper; kept only if the whole draw is then better. On
        small boards an exchange may pay only together with the change of power, which
        neither move finds alone (found by the brute-force test of small cases)."""
        before = self.total()
        kept = self.power[s], self.power[t]
        self._swap_seats(s, t)
        self._improve_power(s)
        self._improve_power(t)
        if self.total() < before:
            return True
        self.power[s], self.power[t] = kept  # undone in place: callers hold these lists
        self._swap_seats(s, t)
        return False

    def _twins(self, player: int, seat: int, power: int) -> int:
        """The cost of ``power`` at ``seat`` beside the player's other board's power."""
        return sum(self.twin[power][self.power[o]] for o in self.where[player] if o != seat)

    def _elsewhere(self, player: int, seat: int, board: int) -> bool:
        """Whether ``player`` has another seat (two boards) on ``board``."""
        return any(self.board[o] == board for o in self.where[player] if o != seat)

    def _improve_power(self, s: int) -> bool:
        """On a board that leaves powers free (a small one), take a cheaper free power."""
        b = self.board[s]
        if len(self.allowed[b]) == self.sizes[b]:
            return False
        used = {self.power[t] for t in range(len(self.board)) if self.board[t] == b}
        player = self.player[s]

        def value(k: int) -> int:
            return self.cost[player][k] + self._twins(player, s, k)

        now = value(self.power[s])
        free = [k for k in self.allowed[b] if k not in used and value(k) < now]
        if not free:
            return False
        self.power[s] = min(free, key=lambda k: (value(k), k))
        return True

    def _swap_seats(self, s: int, t: int) -> None:
        a, b = self.player[s], self.player[t]
        x, y = self.board[s], self.board[t]
        self.player[s], self.player[t] = b, a
        self.where[a] = [t if o == s else o for o in self.where[a]]
        self.where[b] = [s if o == t else o for o in self.where[b]]
        row_a, row_b = self.pair[a], self.pair[b]
        for other, sums in enumerate(self.at):
            change = row_b[other] - row_a[other]
            sums[x] += change
            sums[y] -= change

    # ------------------------------------------------------------------ kicks

    def kick(self) -> list[int]:
        """A few random exchanges of seats between boards, to leave a local optimum; the
        seats of the boards it changed."""
        seats = len(self.player)
        boards: set[int] = set()
        for _ in range(KICK_SWAPS * 10):
            s, t = self.rng.randrange(seats), self.rng.randrange(seats)
            a, b = self.player[s], self.player[t]
            x, y = self.board[s], self.board[t]
            if x == y or a == b or self._elsewhere(a, s, y) or self._elsewhere(b, t, x):
                continue
            self._swap_seats(s, t)
            boards |= {x, y}
            if len(boards) >= 2 * KICK_SWAPS:
                break
        return [seat for b in sorted(boards) for seat in self.on_board[b]]

    def snapshot(self) -> tuple[list[int], list[int], list[list[int]], dict[int, list[int]]]:
        return (
            self.player[:],
            self.power[:],
            [row[:] for row in self.at],
            {p: seats[:] for p, seats in self.where.items()},
        )

    def restore(
        self, saved: tuple[list[int], list[int], list[list[int]], dict[int, list[int]]]
    ) -> None:
        self.player, self.power, self.at, self.where = saved

    # ------------------------------------------------------------------ result

    def total(self) -> int:
        seats = range(len(self.player))
        powers = sum(self.cost[self.player[s]][self.power[s]] for s in seats)
        powers += sum(self._twins(self.player[s], s, self.power[s]) for s in seats) // 2
        pairs = sum(self.at[self.player[s]][self.board[s]] for s in seats) // 2
        return powers + pairs

    def tables(self, people: Sequence[str]) -> tuple[tuple[Seat, ...], ...]:
        boards: list[list[tuple[int, str]]] = [[] for _ in self.sizes]
        for s, b in enumerate(self.board):
            boards[b].append((self.power[s], people[self.player[s]]))
        return tuple(tuple(Seat(name, POWERS[k]) for k, name in sorted(b)) for b in boards)
