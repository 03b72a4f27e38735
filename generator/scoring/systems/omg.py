"""OMG, Open Mind the Gap (``scoring: omg``): docs/scoring.md, "OMG"."""

from __future__ import annotations

from collections.abc import Sequence

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "omg"
SOLO = 100
# The rule's numbers, in half-points (whole numbers, so the arithmetic stays in ints).
PER_CENTRE = 3
SURVIVAL = 18
PLACES = (9, 6, 3)

LINES = facts.lines(
    english={
        "survivor": "{centres} centres × {factor} + {survival} for surviving +{value}",
        "survivor_one": "1 centre × {factor} + {survival} for surviving +{value}",
        "pays": "pays the leader −{value}",
        "paid": "paid by the others +{value}",
    },
    translated={
        "it": {
            "survivor": "{centres} centri × {factor} + {survival} per la sopravvivenza +{value}",
            "survivor_one": "1 centro × {factor} + {survival} per la sopravvivenza +{value}",
            "pays": "paga al primo −{value}",
            "paid": "pagato dagli altri +{value}",
        },
        "fr": {
            "survivor": "{centres} centres × {factor} + {survival} de survie +{value}",
            "survivor_one": "1 centre × {factor} + {survival} de survie +{value}",
            "pays": "paie au premier −{value}",
            "paid": "payé par les autres +{value}",
        },
    },
)


def half(points: facts.Number) -> facts.Number:
    """Half-points as points."""
    return facts.whole(points, 2)


FACTOR = half(PER_CENTRE)
SURVIVED = half(SURVIVAL)
"""The points of a centre and of surviving, as shown (the scoring counts half-points)."""


def _base(board: DiplomacyBoard) -> dict[str, tuple[facts.Number, list[Line]]]:
    """In half-points: 3 a centre, 18 for surviving, and the AVG share of 9, 6, 3 by
    centres."""
    base: dict[str, tuple[facts.Number, list[Line]]] = {}
    for first, last, members in facts.final_ranking(board):
        points = facts.avg_share(PLACES, first, last)
        for entry in members:
            value, lines = points, []
            if entry.final:
                value += PER_CENTRE * entry.final + SURVIVAL
                earned = half(PER_CENTRE * entry.final + SURVIVAL)
                if entry.final == 1:  # "1 centre", not "1 centres"
                    line = LINES("survivor_one", factor=FACTOR, survival=SURVIVED, value=earned)
                else:
                    line = LINES(
                        "survivor",
                        centres=entry.final,
                        factor=FACTOR,
                        survival=SURVIVED,
                        value=earned,
                    )
                lines.append(line)
            if points:
                lines.append(facts.place_line(LINES, first, last, half(points)))
            base[entry.power] = (value, lines)
    return base


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        return facts.solo_board(round_number, board, won, SOLO, LINES)
    base = _base(board)
    tops = facts.toppers(board)
    if len(tops) == 1:
        leader = tops[0]
        gap = 2 * (
            leader.final - max((p.final for p in board.powers if p is not leader), default=0)
        )
        paid: facts.Number = 0
        for entry in board.powers:
            if entry is leader:
                continue
            value, lines = base[entry.power]
            pays = gap if 2 * gap <= value else half(value)  # the gap or half the base
            if pays:
                paid += pays
                lines.append(LINES("pays", value=half(pays)))
                base[entry.power] = (value - pays, lines)
        value, lines = base[leader.power]
        lines.append(LINES("paid", value=half(paid)))
        base[leader.power] = (value + paid, lines)
    for entry in board.powers:
        value, lines = base[entry.power]
        scored[entry.power] = (half(value), lines or [LINES("eliminated_0")])
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 100; everyone else 0.",
            "Otherwise each power's base is 1.5 per centre, plus 9 for surviving, plus "
            "place points 4.5, 3 and 1.5 for the first three places by centres (shared "
            "equally by powers on equal centres).",
            "If one power tops the board alone, the gap is its lead over the next count. "
            "Every other power pays it the gap or half its own base, whichever is less.",
        ),
        example=(
            "Russia 16, France and Germany 6, Austria and Italy 2, Turkey 1, England 0. The "
            "gap is 10. Bases: Russia 24 + 9 + 4.5 = 37.5; France and Germany 9 + 9 + 2.25 = "
            "20.25; Austria and Italy 12; Turkey 10.5. France and Germany pay 10, Austria and "
            "Italy 6, Turkey 5.25: France and Germany 10.25, Austria and Italy 6, Turkey "
            "5.25, Russia 37.5 + 37.25 = 74.75.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 100; tutti gli "
            "altri 0.",
            "Altrimenti la base di ogni potenza è 1,5 per centro, più 9 se sopravvive, più i "
            "punti di posizione 4,5, 3 e 1,5 per i primi tre posti per centri (divisi in "
            "parti uguali da chi ha gli stessi centri).",
            "Se una potenza è prima da sola, il distacco è il suo vantaggio sul conteggio "
            "seguente. Ogni altra potenza le paga il distacco o metà della propria base, il "
            "minore dei due.",
        ),
        example=(
            "Russia 16, Francia e Germania 6, Austria e Italia 2, Turchia 1, Inghilterra 0. "
            "Il distacco è 10. Basi: Russia 24 + 9 + 4,5 = 37,5; Francia e Germania 9 + 9 + "
            "2,25 = 20,25; Austria e Italia 12; Turchia 10,5. Francia e Germania pagano 10, "
            "Austria e Italia 6, Turchia 5,25: Francia e Germania 10,25, Austria e Italia 6, "
            "Turchia 5,25, Russia 37,5 + 37,25 = 74,75.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 100 ; tous les autres 0.",
            "Sinon la base de chaque puissance est 1,5 par centre, plus 9 si elle survit, "
            "plus des points de place 4,5, 3 et 1,5 pour les trois premières places par "
            "centres (partagés à parts égales entre puissances à égalité).",
            "Si une puissance est seule en tête, l'écart est son avance sur le nombre "
            "suivant. Chaque autre puissance lui paie l'écart ou la moitié de sa propre "
            "base, le plus petit des deux.",
        ),
        example=(
            "Russie 16, France et Allemagne 6, Autriche et Italie 2, Turquie 1, Angleterre 0. "
            "L'écart est 10. Bases : Russie 24 + 9 + 4,5 = 37,5 ; France et Allemagne "
            "9 + 9 + 2,25 = 20,25 ; Autriche et Italie 12 ; Turquie 10,5. France et Allemagne "
            "paient 10, Autriche et Italie 6, Turquie 5,25 : France et Allemagne 10,25, "
            "Autriche et Italie 6, Turquie 5,25, Russie 37,5 + 37,25 = 74,75.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="OMG",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
