"""Draw size (``scoring: draw-size``): docs/scoring.md, "Draw size"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "draw-size"
TOTAL = 100

LINES = facts.lines(
    english={
        "in_draw": Msg("draw-size", "{total} / {n} in the draw = {value}"),
        "not_in_draw": Msg("draw-size", "not in the draw"),
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        return facts.solo_board(round_number, board, won, TOTAL, LINES)
    draw = facts.draw_members(round_number, board, KEY)
    share = Fraction(TOTAL, len(draw)) if draw else Fraction(0)
    for entry in board.powers:
        if entry.power in draw:
            line = LINES("in_draw", total=TOTAL, n=len(draw), value=share)
            scored[entry.power] = (share, [line])
        else:
            scored[entry.power] = (0, [LINES("not_in_draw")])
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg(
            "draw-size", "A solo (18 centres or more, or a concession) scores 100; everyone else 0."
        ),
        Msg(
            "draw-size",
            "Otherwise the powers in the draw share 100 equally, and everyone else scores "
            "0, survivors left out of the draw included. A board that does not name its "
            "draw counts every survivor in it.",
        ),
    ),
    example=(
        Msg(
            "draw-size",
            "England, France and Italy draw, although Austria and Turkey have as many "
            "centres: England, France and Italy score 100/3 = 33.3333 each, everyone else 0.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("draw-size", "Draw size"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
