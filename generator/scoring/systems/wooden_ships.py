"""Wooden Ships and Iron Men (``scoring: wooden-ships``): team game, kills not counted."""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.model import Board, BoardKind, Rules, TeamBoard
from generator.scoring.results import BoardScore
from generator.scoring.systems.team_games import score


@dataclass(frozen=True)
class _System:
    key: str = "wooden-ships"
    title: str = "Wooden Ships and Iron Men"
    board_kind: BoardKind = "team"
    defaults: Rules = field(default_factory=Rules)
    default_tiebreaks: tuple[str, ...] = ()

    def score_board(self, round_number: int, board: Board, rules: Rules) -> BoardScore:
        if not isinstance(board, TeamBoard):
            raise TypeError("wooden-ships scores team boards")
        return score(round_number, board, count_kills=False)


SYSTEM = _System()
