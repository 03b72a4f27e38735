"""Blue Max (``scoring: blue-max``): team game, kills count. See :mod:`.team`."""

from __future__ import annotations

from podium.model import Board, Rules
from podium.scoring.kinds import team
from podium.scoring.results import BoardScore
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems.team_games import EXAMPLES, GLOSSARY, LINES, RULES, TERMS, score
from podium.scoring.texts import Msg


def score_board(round_number: int, board: Board, rules: Rules) -> BoardScore:
    return score(round_number, team.KIND.typed(board), count_kills=True)


EXPLANATION = Explanation(rules=RULES, example=EXAMPLES, glossary=GLOSSARY)

SYSTEM = ScoringSystem(
    key="blue-max",
    title=Msg("blue-max", "Blue Max"),
    board_kind="team",
    score_board=score_board,
    lines=LINES,
    explanation=EXPLANATION,
    terms=TERMS,
)
