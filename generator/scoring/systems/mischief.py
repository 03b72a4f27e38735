"""Mischief (``scoring: mischief``): docs/scoring.md, "Mischief"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "mischief"
SOLO = 34
TOP_ALONE = 5
TOP_OF_TWO = 1

LINES = facts.lines(
    english={"top_alone": "top alone +{value}", "top_of_two": "top shared by two +{value}"},
    translated={
        "it": {"top_alone": "primo da solo +{value}", "top_of_two": "primi in due +{value}"},
        "fr": {"top_alone": "seul en tête +{value}", "top_of_two": "tête partagée à deux +{value}"},
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


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 34; everyone else 0.",
            "Otherwise each power scores its centres, plus 5 if it tops the board alone, or "
            "1 each if exactly two powers share the top. A top shared by three or more earns "
            "nothing extra.",
        ),
        example=(
            "Germany and Turkey 6, Austria, Italy and Russia 5, England 4, France 1: Germany "
            "and Turkey share the top, 6 + 1 = 7 each; everyone else scores its centres.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 34; tutti gli "
            "altri 0.",
            "Altrimenti ogni potenza fa i suoi centri, più 5 se è prima da sola, o 1 "
            "ciascuna se esattamente due sono prime insieme. Un primo posto diviso da tre o "
            "più non dà nulla in più.",
        ),
        example=(
            "Germania e Turchia 6, Austria, Italia e Russia 5, Inghilterra 4, Francia 1: "
            "Germania e Turchia sono prime insieme, 6 + 1 = 7 ciascuna; tutti gli altri "
            "fanno i loro centri.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 34 ; tous les autres 0.",
            "Sinon chaque puissance marque ses centres, plus 5 si elle est seule en tête, "
            "ou 1 chacune si exactement deux partagent la tête. Une tête partagée à trois "
            "ou plus ne rapporte rien de plus.",
        ),
        example=(
            "Allemagne et Turquie 6, Autriche, Italie et Russie 5, Angleterre 4, France 1 : "
            "Allemagne et Turquie partagent la tête, 6 + 1 = 7 chacune ; toutes les autres "
            "marquent leurs centres.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="Mischief",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
