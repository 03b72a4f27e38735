"""Sum of Squares (``scoring: sum-of-squares``): docs/scoring.md, "Sum of Squares"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "sum-of-squares"
TOTAL = 100

LINES = facts.lines(
    english={"square": Msg("sum-of-squares", "{total} × {centres}²/{sum} = {value}")},
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    squares = sum(p.final * p.final for p in board.powers)
    if won is not None:
        return facts.solo_board(round_number, board, won, TOTAL, LINES)
    for entry in board.powers:
        if entry.final:
            value = Fraction(TOTAL * entry.final * entry.final, squares)
            line = LINES("square", total=TOTAL, centres=entry.final, sum=squares, value=value)
            scored[entry.power] = (value, [line])
        else:
            scored[entry.power] = (0, [LINES("eliminated_0")])
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg(
            "sum-of-squares",
            "A solo (18 centres or more, or a concession) scores 100; everyone else 0.",
        ),
        Msg(
            "sum-of-squares",
            "Otherwise each power scores 100 × its centres squared / the sum of every "
            "power's centres squared. The game is worth 100; eliminated powers score 0.",
        ),
    ),
    example=(
        Msg(
            "sum-of-squares",
            "England 11, Germany 5, Austria, France, Italy and Turkey 4, Russia 0: the "
            "squares add up to 121 + 25 + 4 × 16 = 210. England 12100/210 = 57.619, Germany "
            "2500/210 = 11.9048, each 4 = 7.619.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("sum-of-squares", "Sum of Squares"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
