"""Italia 2010 (`scoring: italia-2010`). PLACEHOLDER: board scoring is being written (issue 3)."""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.model import Board, BoardKind, Rules
from generator.scoring.results import BoardScore


@dataclass(frozen=True)
class _System:
    key: str = "italia-2010"
    title: str = "Italia 2010"
    board_kind: BoardKind = "diplomacy"
    defaults: Rules = field(default_factory=Rules)
    default_tiebreaks: tuple[str, ...] = ()

    def score_board(self, round_number: int, board: Board, rules: Rules) -> BoardScore:
        raise NotImplementedError("italia-2010 scoring is not written yet")


SYSTEM = _System()
