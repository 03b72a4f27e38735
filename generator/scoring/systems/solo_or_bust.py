"""Solo or bust (``scoring: solo-or-bust``): docs/scoring.md, "Solo or bust"."""

from __future__ import annotations

from collections.abc import Sequence

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "solo-or-bust"
SOLO = 100

LINES = facts.lines(
    english={"no_solo": Msg("solo-or-bust", "no solo")},
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    for entry in board.powers:
        if entry is won:
            scored[entry.power] = (SOLO, [LINES("solo", value=SOLO)])
        else:
            line = LINES("no_solo") if won is None else LINES("other_solo")
            scored[entry.power] = (0, [line])
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg(
            "solo-or-bust",
            "A solo (18 centres or more, or a concession) scores 100. Everyone else scores "
            "0, and a game without a solo scores 0 for all seven.",
        ),
    ),
    example=(Msg("solo-or-bust", "Turkey soloes with 22 centres: Turkey 100, everyone else 0."),),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("solo-or-bust", "Solo or bust"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
