"""Wooden Ships and Iron Men (``scoring: wooden-ships``): team game, kills not counted."""

from __future__ import annotations

from generator.model import Board, Rules, TeamBoard
from generator.scoring.results import BoardScore
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems.team_games import LINES, RULES, score


def score_board(round_number: int, board: Board, rules: Rules) -> BoardScore:
    if not isinstance(board, TeamBoard):
        raise TypeError("wooden-ships scores team boards")
    return score(round_number, board, count_kills=False)


EXTRA: dict[str, str] = {
    "en": ("Wooden Ships and Iron Men is scored like Blue Max, except that kills earn nothing."),
    "it": (
        "Wooden Ships and Iron Men si conta come Blue Max, ma gli abbattimenti non valgono punti."
    ),
    "fr": (
        "Wooden Ships and Iron Men se compte comme Blue Max, sauf que les destructions "
        "ne rapportent rien."
    ),
}
"""What sets it apart from Blue Max, before Blue Max's rules."""

EXPLANATIONS = {
    language: Explanation(rules=(EXTRA[language], *rules)) for language, rules in RULES.items()
}

SYSTEM = ScoringSystem(
    key="wooden-ships",
    title="Wooden Ships and Iron Men",
    board_kind="team",
    score_board=score_board,
    lines=LINES,
    explanations=EXPLANATIONS,
)
