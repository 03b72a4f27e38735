"""C-Diplo Namur (``scoring: c-diplo-namur``): docs/scoring.md, "C-Diplo Namur"."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _cdiplo

KEY = "c-diplo-namur"
FIRST_CENTRES = (0, 5, 9, 12, 14, 16, 18)
"""Centre points of 0 to 6 centres; one more for each centre above 6."""


def centre_points(centres: int) -> int:
    if centres < len(FIRST_CENTRES):
        return FIRST_CENTRES[centres]
    return centres + 12


NUMBERS = _cdiplo.Numbers(solo=85, participation=1, places=(38, 14, 7), centre_points=centre_points)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 85; everyone else 0.",
            "Otherwise each power scores 1 for taking part, plus centre points, plus place "
            "points: 38, 14 and 7 for the first three places by centres, shared equally by "
            "powers on equal centres.",
            "Centre points: 0, 5, 9, 12, 14, 16 and 18 for 0 to 6 centres, then one more "
            "for each further centre (centres + 12).",
        ),
        example=(
            "Germany 9, Austria and Italy 8, France 6, England 1, the others eliminated. "
            "Germany 1 + 21 + 38 = 60; Austria and Italy 1 + 20 + (14 + 7)/2 = 31.5; France "
            "1 + 18 = 19; England 1 + 5 = 6; the eliminated 1.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 85; tutti gli "
            "altri 0.",
            "Altrimenti ogni potenza fa 1 per la partecipazione, più i punti dei centri, più "
            "i punti di posizione: 38, 14 e 7 per i primi tre posti per centri, divisi in "
            "parti uguali da chi ha gli stessi centri.",
            "Punti dei centri: 0, 5, 9, 12, 14, 16 e 18 per 0-6 centri, poi uno in più per "
            "ogni altro centro (centri + 12).",
        ),
        example=(
            "Germania 9, Austria e Italia 8, Francia 6, Inghilterra 1, le altre eliminate. "
            "Germania 1 + 21 + 38 = 60; Austria e Italia 1 + 20 + (14 + 7)/2 = 31,5; Francia "
            "1 + 18 = 19; Inghilterra 1 + 5 = 6; le eliminate 1.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 85 ; tous les autres 0.",
            "Sinon chaque puissance marque 1 de participation, plus des points de centres, "
            "plus des points de place : 38, 14 et 7 pour les trois premières places par "
            "centres, partagés à parts égales entre puissances à égalité.",
            "Points de centres : 0, 5, 9, 12, 14, 16 et 18 pour 0 à 6 centres, puis un de "
            "plus par centre supplémentaire (centres + 12).",
        ),
        example=(
            "Allemagne 9, Autriche et Italie 8, France 6, Angleterre 1, les autres éliminées. "
            "Allemagne 1 + 21 + 38 = 60 ; Autriche et Italie 1 + 20 + (14 + 7)/2 = 31,5 ; "
            "France 1 + 18 = 19 ; Angleterre 1 + 5 = 6 ; les éliminées 1.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="C-Diplo Namur",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, partial(_cdiplo.score, NUMBERS)),
    lines=_cdiplo.LINES,
    explanations=EXPLANATIONS,
)
