"""Base 3 (``scoring: base-3``): docs/scoring.md, "Base 3"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "base-3"
SOLO = 46
SURVIVAL = 3
TOP = 9

LINES = facts.lines(
    english={
        "top": Msg("base-3", "top shared by {n} +{value}"),
        "top_alone": Msg("base-3", "top alone +{value}"),
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    high = facts.top(board)
    n = len(facts.toppers(board))
    bonus = Fraction(TOP, 3 ** (n - 1))
    if won is not None:
        return facts.solo_board(round_number, board, won, SOLO, LINES)
    for entry in board.powers:
        if not entry.final:
            scored[entry.power] = (0, [LINES("eliminated_0")])
            continue
        value = Fraction(SURVIVAL + entry.final)
        lines = [
            LINES("survival", value=SURVIVAL),
            facts.centres_line(LINES, entry.final, entry.final),
        ]
        if entry.final == high:
            value += bonus
            lines.append(
                LINES("top_alone", value=bonus) if n == 1 else LINES("top", n=n, value=bonus)
            )
        scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg("base-3", "A solo (18 centres or more, or a concession) scores 46; everyone else 0."),
        Msg(
            "base-3",
            "Otherwise a survivor scores 3 plus its centres, and an eliminated power 0. "
            "The top count adds 9 alone, 3 each when two share it, 1 each for three, "
            "1/3 each for four: 9 divided by 3 for each extra power on it.",
        ),
    ),
    example=(
        Msg(
            "base-3",
            "Austria 11, England 1, France 10, Germany 11, the others eliminated. Austria and "
            "Germany share the top: 3 + 11 + 3 = 17 each. France 3 + 10 = 13, England 4.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("base-3", "Base 3"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
