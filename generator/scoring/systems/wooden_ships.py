"""Wooden Ships and Iron Men (``scoring: wooden-ships``): team game, kills not counted."""

from __future__ import annotations

from podium.model import Board, Rules
from podium.scoring.kinds import team
from podium.scoring.results import BoardScore
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems.team_games import (
    EXAMPLES,
    GLOSSARY,
    LINES,
    RULES,
    TERMS,
    WOODEN_SHIPS_EXAMPLE,
    score,
)
from podium.scoring.texts import Msg


def score_board(round_number: int, board: Board, rules: Rules) -> BoardScore:
    return score(round_number, team.KIND.typed(board), count_kills=False)


EXTRA = Msg(
    "wooden-ships",
    "Wooden Ships and Iron Men is scored like Blue Max, except that kills earn nothing.",
)
"""What sets it apart from Blue Max, before Blue Max's rules."""

POINTS = Msg(
    "wooden-ships",
    "Add 1 for the best player of a side (more than 15% above each team-mate) and "
    "subtract 1 per unit lost; a kill adds nothing.",
)
"""Blue Max's last paragraph ("1 per kill"), as Wooden Ships scores it: without kills."""

EXPLANATION = Explanation(
    rules=(EXTRA, *RULES[:-1], POINTS),
    example=EXAMPLES[:1] + WOODEN_SHIPS_EXAMPLE,
    glossary=GLOSSARY,
)

SYSTEM = ScoringSystem(
    key="wooden-ships",
    title=Msg("wooden-ships", "Wooden Ships and Iron Men"),
    board_kind="team",
    score_board=score_board,
    lines=LINES,
    explanation=EXPLANATION,
    terms=TERMS,
)
