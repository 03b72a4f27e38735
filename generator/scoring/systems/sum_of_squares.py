"""Sum of Squares (``scoring: sum-of-squares``): docs/scoring.md, "Sum of Squares"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "sum-of-squares"
TOTAL = 100

LINES = facts.lines(
    english={"square": "{total} × {centres}²/{sum} = {value}"},
    translated={
        "it": {"square": "{total} × {centres}²/{sum} = {value}"},
        "fr": {"square": "{total} × {centres}²/{sum} = {value}"},
    },
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


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 100; everyone else 0.",
            "Otherwise each power scores 100 × its centres squared / the sum of every "
            "power's centres squared. The game is worth 100; eliminated powers score 0.",
        ),
        example=(
            "England 11, Germany 5, Austria, France, Italy and Turkey 4, Russia 0: the "
            "squares add up to 121 + 25 + 4 × 16 = 210. England 12100/210 = 57.619, Germany "
            "2500/210 = 11.9048, each 4 = 7.619.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 100; tutti gli "
            "altri 0.",
            "Altrimenti ogni potenza fa 100 × il quadrato dei suoi centri / la somma dei "
            "quadrati dei centri di tutte le potenze. La partita vale 100; gli eliminati 0.",
        ),
        example=(
            "Inghilterra 11, Germania 5, Austria, Francia, Italia e Turchia 4, Russia 0: i "
            "quadrati sommano 121 + 25 + 4 × 16 = 210. Inghilterra 12100/210 = 57,619, "
            "Germania 2500/210 = 11,9048, ogni 4 = 7,619.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 100 ; tous les autres 0.",
            "Sinon chaque puissance marque 100 × le carré de ses centres / la somme des "
            "carrés des centres de toutes les puissances. La partie vaut 100 ; les éliminées "
            "marquent 0.",
        ),
        example=(
            "Angleterre 11, Allemagne 5, Autriche, France, Italie et Turquie 4, Russie 0 : "
            "les carrés font 121 + 25 + 4 × 16 = 210. Angleterre 12100/210 = 57,619, "
            "Allemagne 2500/210 = 11,9048, chaque 4 = 7,619.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="Sum of Squares",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
