"""Solo or bust (``scoring: solo-or-bust``): docs/scoring.md, "Solo or bust"."""

from __future__ import annotations

from collections.abc import Sequence

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "solo-or-bust"
SOLO = 100

LINES = facts.lines(
    english={"no_solo": "no solo"},
    translated={"it": {"no_solo": "nessuna vittoria solitaria"}, "fr": {"no_solo": "pas de solo"}},
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


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 100. Everyone else scores "
            "0, and a game without a solo scores 0 for all seven.",
        ),
        example=("Turkey soloes with 22 centres: Turkey 100, everyone else 0.",),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 100. Tutti gli "
            "altri fanno 0, e una partita senza vittoria solitaria dà 0 a tutti e sette.",
        ),
        example=("La Turchia vince da sola con 22 centri: Turchia 100, tutti gli altri 0.",),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 100. Tous les autres "
            "marquent 0, et une partie sans solo donne 0 aux sept.",
        ),
        example=("La Turquie fait un solo avec 22 centres : Turquie 100, tous les autres 0.",),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="Solo or bust",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
