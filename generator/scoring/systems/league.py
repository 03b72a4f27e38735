"""League placement (``scoring: league``): any game with a ranking, docs/scoring.md.

With n players, place p earns (n − p) × (n − p + 1): 56, 42, 30, 20, 12, 6, 2, 0 for 8.
Players with equal game points (or equal ``place``) share the average of the points of
the places they occupy.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from generator.model import Board, BoardKind, PlacementBoard, PlacementEntry, Rules
from generator.scoring.lines import line
from generator.scoring.positions import average, shared_groups
from generator.scoring.results import BoardScore, Seat


def place_points(players: int, place: int) -> int:
    """Points of ``place`` (1-based) in a game of ``players``."""
    return (players - place) * (players - place + 1)


def _strength(entry: PlacementEntry) -> Fraction:
    if entry.points is not None:
        return entry.points
    assert entry.place is not None, "a placement entry has points or a place"
    return Fraction(-entry.place)


def score(round_number: int, board: PlacementBoard) -> BoardScore:
    n = len(board.entries)
    seats: list[Seat] = []
    for first, last, members in shared_groups(board.entries, _strength, lambda e: e.player):
        value = average(lambda p: place_points(n, p), first, last)
        if first == last:
            text = line("placement", place=first, players=n, value=value)
        else:
            text = line("shared_placement", first=first, last=last, players=n, value=value)
        for entry in members:
            seats.append(Seat(entry, entry.player, first, value, (text,), shared=last > first))
    return BoardScore(round_number, board, tuple(seats))


@dataclass(frozen=True)
class _System:
    key: str = "league"
    title: str = "League placement"
    board_kind: BoardKind = "placement"
    defaults: Rules = field(default_factory=Rules)
    default_tiebreaks: tuple[str, ...] = ()

    def score_board(self, round_number: int, board: Board, rules: Rules) -> BoardScore:
        if not isinstance(board, PlacementBoard):
            raise TypeError("league scores placement boards")
        return score(round_number, board)


SYSTEM = _System()
