"""Blue Max (`scoring: blue-max`). PLACEHOLDER: board scoring is being written (issue 3)."""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.model import Board, BoardKind, Rules
from generator.scoring.results import BoardScore


@dataclass(frozen=True)
class _System:
    key: str = "blue-max"
    title: str = "Blue Max"
    board_kind: BoardKind = "team"
    defaults: Rules = field(default_factory=Rules)
    default_tiebreaks: tuple[str, ...] = ()

    def score_board(self, round_number: int, board: Board, rules: Rules) -> BoardScore:
        raise NotImplementedError("blue-max scoring is not written yet")


SYSTEM = _System()
