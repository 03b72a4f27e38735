"""League placement (`scoring: league`). PLACEHOLDER: board scoring is being written (issue 3)."""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.model import Board, BoardKind, Rules
from generator.scoring.results import BoardScore


@dataclass(frozen=True)
class _System:
    key: str = "league"
    title: str = "League placement"
    board_kind: BoardKind = "placement"
    defaults: Rules = field(default_factory=Rules)
    default_tiebreaks: tuple[str, ...] = ()

    def score_board(self, round_number: int, board: Board, rules: Rules) -> BoardScore:
        raise NotImplementedError("league scoring is not written yet")


SYSTEM = _System()
