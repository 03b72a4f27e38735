"""Mischief (``scoring: mischief``): docs/scoring.md, "Mischief"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "mischief"
SOLO = 34
TOP_ALONE = 5
TOP_OF_TWO = 1

LINES = facts.lines(
    english={
        "top_alone": Msg("mischief", "top alone +{value}"),
        "top_of_two": Msg("mischief", "top shared by two +{value}"),
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    tops = facts.toppers(board)
    if won is not None:
        return facts.solo_board(round_number, board, won, SOLO, LINES)
    for entry in board.powers:
        value = Fraction(entry.final)
        lines = [facts.centres_line(LINES, entry.final, entry.final)] if entry.final else []
        if entry in tops and len(tops) == 1:
            value += TOP_ALONE
            lines.append(LINES("top_alone", value=TOP_ALONE))
        elif entry in tops and len(tops) == 2:
            value += TOP_OF_TWO
            lines.append(LINES("top_of_two", value=TOP_OF_TWO))
        scored[entry.power] = (value, lines or [LINES("eliminated_0")])
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg("mischief", "A solo (18 centres or more, or a concession) scores 34; everyone else 0."),
        Msg(
            "mischief",
            "Otherwise each power scores its centres, plus 5 if it tops the board alone, or "
            "1 each if exactly two powers share the top. A top shared by three or more earns "
            "nothing extra.",
        ),
    ),
    example=(
        Msg(
            "mischief",
            "Germany and Turkey 6, Austria, Italy and Russia 5, England 4, France 1: Germany "
            "and Turkey share the top, 6 + 1 = 7 each; everyone else scores its centres.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("mischief", "Mischief"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
