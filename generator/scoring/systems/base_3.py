"""Base 3 (``scoring: base-3``): docs/scoring.md, "Base 3"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "base-3"
SOLO = 46
SURVIVAL = 3
TOP = 9

LINES = facts.lines(
    english={"top": "top shared by {n} +{value}", "top_alone": "top alone +{value}"},
    translated={
        "it": {"top": "primi in {n} +{value}", "top_alone": "primo da solo +{value}"},
        "fr": {"top": "tête partagée à {n} +{value}", "top_alone": "seul en tête +{value}"},
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


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 46; everyone else 0.",
            "Otherwise a survivor scores 3 plus its centres, and an eliminated power 0. "
            "The top count adds 9 alone, 3 each when two share it, 1 each for three, "
            "1/3 each for four: 9 divided by 3 for each extra power on it.",
        ),
        example=(
            "Austria 11, England 1, France 10, Germany 11, the others eliminated. Austria and "
            "Germany share the top: 3 + 11 + 3 = 17 each. France 3 + 10 = 13, England 4.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 46; tutti gli "
            "altri 0.",
            "Altrimenti chi sopravvive fa 3 più i suoi centri, chi è eliminato 0. Il "
            "conteggio più alto aggiunge 9 da solo, 3 ciascuno in due, 1 ciascuno in tre, "
            "1/3 ciascuno in quattro: 9 diviso 3 per ogni potenza in più.",
        ),
        example=(
            "Austria 11, Inghilterra 1, Francia 10, Germania 11, le altre eliminate. Austria "
            "e Germania sono prime insieme: 3 + 11 + 3 = 17 ciascuna. Francia 3 + 10 = 13, "
            "Inghilterra 4.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 46 ; tous les autres 0.",
            "Sinon une survivante marque 3 plus ses centres, une éliminée 0. Le plus grand "
            "nombre de centres ajoute 9 seul, 3 chacune à deux, 1 chacune à trois, 1/3 "
            "chacune à quatre : 9 divisé par 3 par puissance de plus.",
        ),
        example=(
            "Autriche 11, Angleterre 1, France 10, Allemagne 11, les autres éliminées. "
            "Autriche et Allemagne partagent la tête : 3 + 11 + 3 = 17 chacune. France "
            "3 + 10 = 13, Angleterre 4.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="Base 3",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
