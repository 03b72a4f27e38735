"""Blue Max (``scoring: blue-max``): team game, kills count. See :mod:`.team`."""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.model import Board, BoardKind, Rules, TeamBoard
from generator.scoring.results import BoardScore
from generator.scoring.systems.team_games import score


@dataclass(frozen=True)
class _System:
    key: str = "blue-max"
    title: str = "Blue Max"
    board_kind: BoardKind = "team"
    defaults: Rules = field(default_factory=Rules)
    default_tiebreaks: tuple[str, ...] = ()

    def score_board(self, round_number: int, board: Board, rules: Rules) -> BoardScore:
        if not isinstance(board, TeamBoard):
            raise TypeError("blue-max scores team boards")
        return score(round_number, board, count_kills=True)


SYSTEM = _System()
