"""CDiplo 80 (``scoring: cdiplo-80``): docs/scoring.md, "CDiplo 80"."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _cdiplo

KEY = "cdiplo-80"
NUMBERS = _cdiplo.Numbers(solo=80, participation=0, places=(25, 14, 7))

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 80; everyone else 0.",
            "Otherwise each power scores its centres plus place points: 25, 14 and 7 for "
            "the first three places by centres. Powers on equal centres share the points of "
            "the places they hold equally.",
        ),
        example=(
            "Germany and Turkey 6, Austria, Italy and Russia 5, England 4, France 1. "
            "Germany and Turkey share places 1-2: 6 + (25 + 14)/2 = 25.5. Austria, Italy and "
            "Russia share places 3-5: 5 + 7/3 = 7.3333. England 4, France 1.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 80; tutti gli "
            "altri 0.",
            "Altrimenti ogni potenza fa i suoi centri più i punti di posizione: 25, 14 e 7 "
            "per i primi tre posti per centri. Chi ha gli stessi centri divide in parti "
            "uguali i punti dei posti che occupa.",
        ),
        example=(
            "Germania e Turchia 6, Austria, Italia e Russia 5, Inghilterra 4, Francia 1. "
            "Germania e Turchia dividono i posti 1-2: 6 + (25 + 14)/2 = 25,5. Austria, Italia "
            "e Russia dividono i posti 3-5: 5 + 7/3 = 7,3333. Inghilterra 4, Francia 1.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 80 ; tous les autres 0.",
            "Sinon chaque puissance marque ses centres plus des points de place : 25, 14 et "
            "7 pour les trois premières places par centres. Les puissances à égalité "
            "partagent les points des places qu'elles occupent.",
        ),
        example=(
            "Allemagne et Turquie 6, Autriche, Italie et Russie 5, Angleterre 4, France 1. "
            "Allemagne et Turquie partagent les places 1 et 2 : 6 + (25 + 14)/2 = 25,5. "
            "Autriche, Italie et Russie partagent les places 3 à 5 : 5 + 7/3 = 7,3333. "
            "Angleterre 4, France 1.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="CDiplo 80",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, partial(_cdiplo.score, NUMBERS)),
    lines=_cdiplo.LINES,
    explanations=EXPLANATIONS,
)
