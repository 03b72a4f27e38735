"""Your Draw Size, short and unlimited games (they differ in the solo award):
docs/scoring.md, "Your Draw Size (short games)".

Each power scores by its own centre count from a table; a winner takes a fixed award.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.texts import Msg

BANDS = ((14, 105), (11, 70), (8, 42), (4, 30), (1, 21), (0, 0))
"""(fewest centres, points), from the top band down."""

LINES = facts.lines(
    english={"band": Msg("_your_draw_size", "{centres} centres: {value}")},
)


def band(centres: int) -> int:
    return next(points for least, points in BANDS if centres >= least)


def score(solo: int, round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        return facts.solo_board(round_number, board, won, solo, LINES)
    for entry in board.powers:
        points = band(entry.final)
        scored[entry.power] = (
            Fraction(points),
            [LINES("band", centres=entry.final, value=points)],
        )
    return facts.board_score(round_number, board, scored, LINES)
