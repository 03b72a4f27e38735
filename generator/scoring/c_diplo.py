"""C-Diplo (`scoring: c-diplo`). PLACEHOLDER: board scoring is being written (issue 3)."""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.model import Board, BoardKind, Rules
from generator.scoring.results import BoardScore


@dataclass(frozen=True)
class _System:
    key: str = "c-diplo"
    title: str = "C-Diplo"
    board_kind: BoardKind = "diplomacy"
    defaults: Rules = field(default_factory=Rules)
    default_tiebreaks: tuple[str, ...] = ()

    def score_board(self, round_number: int, board: Board, rules: Rules) -> BoardScore:
        raise NotImplementedError("c-diplo scoring is not written yet")


SYSTEM = _System()
