"""OpenTribute (``scoring: opentribute``): docs/scoring.md, "OpenTribute"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "opentribute"
SOLO = 340
SURVIVAL = 34
PER_CENTRE = 3

LINES = facts.lines(
    english={
        "centres_times": "{centres} centres × {factor} +{value}",
        "behind": "{n} behind the top −{value}",
        "pool": "tribute {pool}/{n}² rounded down +{value}",
    },
    translated={
        "it": {
            "centres_times": "{centres} centri × {factor} +{value}",
            "behind": "{n} dietro al primo −{value}",
            "pool": "tributo {pool}/{n}² arrotondato per difetto +{value}",
        },
        "fr": {
            "centres_times": "{centres} centres × {factor} +{value}",
            "behind": "{n} derrière la tête −{value}",
            "pool": "tribut {pool}/{n}² arrondi à l'unité inférieure +{value}",
        },
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    high = facts.top(board)
    n_tops = len(facts.toppers(board))
    pool = sum(high - p.final for p in board.powers)  # an eliminated power's: the top
    bonus = pool // (n_tops * n_tops)
    if won is not None:
        return facts.solo_board(round_number, board, won, SOLO, LINES)
    for entry in board.powers:
        if not entry.final:
            scored[entry.power] = (0, [LINES("eliminated_0")])
            continue
        centres = PER_CENTRE * entry.final
        behind = high - entry.final
        value = SURVIVAL + centres - behind
        lines = [
            LINES("survival", value=SURVIVAL),
            LINES("centres_times", centres=entry.final, factor=PER_CENTRE, value=centres),
        ]
        if behind:
            lines.append(LINES("behind", n=behind, value=behind))
        else:
            value += bonus
            lines.append(LINES("pool", pool=pool, n=n_tops, value=bonus))
        scored[entry.power] = (Fraction(value), lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 340; everyone else 0.",
            "Otherwise a survivor scores 34 + 3 per centre − how many centres it is behind "
            "the top; an eliminated power scores 0.",
            "The tribute pool is what the survivors are behind the top, plus the top count "
            "for each eliminated power. Each leader adds the pool divided by the square of "
            "the number of leaders, rounded down.",
        ),
        example=(
            "Germany and Turkey 6, Austria, Italy and Russia 5, England 4, France 1. The "
            "pool is 1 + 2 + 5 + 1 + 1 = 10, and 10/4 rounds down to 2: Germany and Turkey "
            "34 + 18 + 2 = 54. Austria, Italy and Russia 34 + 15 − 1 = 48; England 34 + 12 − "
            "2 = 44; France 34 + 3 − 5 = 32.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 340; tutti gli "
            "altri 0.",
            "Altrimenti chi sopravvive fa 34 + 3 per centro − i centri che ha meno del "
            "primo; chi è eliminato fa 0.",
            "Il monte dei tributi è quanto i sopravvissuti sono dietro al primo, più il "
            "conteggio del primo per ogni eliminato. Ogni primo aggiunge il monte diviso "
            "per il quadrato del numero dei primi, arrotondato per difetto.",
        ),
        example=(
            "Germania e Turchia 6, Austria, Italia e Russia 5, Inghilterra 4, Francia 1. Il "
            "monte è 1 + 2 + 5 + 1 + 1 = 10, e 10/4 arrotondato per difetto è 2: Germania e "
            "Turchia 34 + 18 + 2 = 54. Austria, Italia e Russia 34 + 15 − 1 = 48; "
            "Inghilterra 34 + 12 − 2 = 44; Francia 34 + 3 − 5 = 32.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 340 ; tous les autres 0.",
            "Sinon une survivante marque 34 + 3 par centre − son retard en centres sur la "
            "tête ; une éliminée marque 0.",
            "La cagnotte du tribut est le retard des survivantes sur la tête, plus le nombre "
            "de centres de la tête pour chaque éliminée. Chaque première ajoute la cagnotte "
            "divisée par le carré du nombre de premières, arrondie à l'unité inférieure.",
        ),
        example=(
            "Allemagne et Turquie 6, Autriche, Italie et Russie 5, Angleterre 4, France 1. "
            "La cagnotte est 1 + 2 + 5 + 1 + 1 = 10, et 10/4 arrondi à l'unité inférieure "
            "donne 2 : Allemagne et Turquie 34 + 18 + 2 = 54. Autriche, Italie et Russie "
            "34 + 15 − 1 = 48 ; Angleterre 34 + 12 − 2 = 44 ; France 34 + 3 − 5 = 32.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="OpenTribute",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
