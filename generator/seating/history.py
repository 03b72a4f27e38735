"""What the earlier rounds of an event say about each player: powers played, opponents met,
rounds sat out or played on two boards."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import combinations

from podium.model import Board, Event
from podium.scoring.kinds import kind_of


@dataclass(frozen=True, slots=True)
class Game:
    """One earlier game of a player."""

    round: int
    board: str
    power: str | None  # None: a board that is not a Diplomacy board


Pair = tuple[str, str]
"""Two players, in sorted order."""


def pair(a: str, b: str) -> Pair:
    return (a, b) if a < b else (b, a)


@dataclass(frozen=True, slots=True)
class History:
    """The earlier rounds of an event, as seating reads them."""

    games: Mapping[str, tuple[Game, ...]] = field(default_factory=dict)  # by player
    met: Mapping[Pair, tuple[int, ...]] = field(default_factory=dict)  # the rounds they met in
    sat_out: Mapping[str, int] = field(default_factory=dict)  # rounds sat out, by player
    two_boards: Mapping[str, int] = field(default_factory=dict)  # rounds on two boards
    rounds: int = 0

    def powers(self, player: str) -> tuple[str, ...]:
        """The powers ``player`` has played, in round order (a power twice if played twice)."""
        return tuple(g.power for g in self.games.get(player, ()) if g.power is not None)

    def participants(self) -> tuple[str, ...]:
        """Everyone who played or sat out an earlier round, sorted."""
        return tuple(sorted({*self.games, *self.sat_out}))


def history_of(event: Event) -> History:
    """The history of ``event``'s rounds (all of them)."""
    games: dict[str, list[Game]] = {}
    met: dict[Pair, list[int]] = {}
    sat_out: dict[str, int] = {}
    two: dict[str, int] = {}
    for rnd in event.rounds:
        for board in rnd.boards:
            players = board.players
            for player, power in _seats(board):
                games.setdefault(player, []).append(Game(rnd.number, board.board, power))
            for a, b in combinations(sorted(set(players)), 2):
                met.setdefault((a, b), []).append(rnd.number)
        for player in rnd.sit_outs:
            sat_out[player] = sat_out.get(player, 0) + 1
        for player in rnd.two_boards:
            two[player] = two.get(player, 0) + 1
    return History(
        games={p: tuple(g) for p, g in sorted(games.items())},
        met={p: tuple(r) for p, r in sorted(met.items())},
        sat_out=dict(sorted(sat_out.items())),
        two_boards=dict(sorted(two.items())),
        rounds=len(event.rounds),
    )


def _seats(board: Board) -> list[tuple[str, str | None]]:
    """(player, power) of each seat; no power on boards whose seats are not powers."""
    kind = kind_of(board)
    return [(s.player, s.label if kind.seat_by_power else None) for s in kind.seats(board)]
