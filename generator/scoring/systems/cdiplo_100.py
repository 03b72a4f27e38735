"""CDiplo 100 (``scoring: cdiplo-100``): docs/scoring.md, "CDiplo 100"."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _cdiplo

KEY = "cdiplo-100"
NUMBERS = _cdiplo.Numbers(solo=100, participation=1, places=(38, 14, 7))

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 100; everyone else 0.",
            "Otherwise each power scores 1 for taking part, plus its centres, plus place "
            "points: 38, 14 and 7 for the first three places by centres. Powers on equal "
            "centres share the points of the places they hold equally.",
        ),
        example=(
            "Turkey 11, Austria, France and Germany 7, the others eliminated. Turkey "
            "1 + 11 + 38 = 50. Austria, France and Germany share places 2-4: "
            "(14 + 7 + 0)/3 = 7, so 1 + 7 + 7 = 15 each. The eliminated score 1.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 100; tutti gli "
            "altri 0.",
            "Altrimenti ogni potenza fa 1 per la partecipazione, più i suoi centri, più i "
            "punti di posizione: 38, 14 e 7 per i primi tre posti per centri. Chi ha gli "
            "stessi centri divide in parti uguali i punti dei posti che occupa.",
        ),
        example=(
            "Turchia 11, Austria, Francia e Germania 7, le altre eliminate. Turchia "
            "1 + 11 + 38 = 50. Austria, Francia e Germania dividono i posti 2-4: "
            "(14 + 7 + 0)/3 = 7, quindi 1 + 7 + 7 = 15 ciascuna. Le eliminate fanno 1.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 100 ; tous les autres 0.",
            "Sinon chaque puissance marque 1 de participation, plus ses centres, plus des "
            "points de place : 38, 14 et 7 pour les trois premières places par centres. "
            "Les puissances à égalité partagent les points des places qu'elles occupent.",
        ),
        example=(
            "Turquie 11, Autriche, France et Allemagne 7, les autres éliminées. Turquie "
            "1 + 11 + 38 = 50. Autriche, France et Allemagne partagent les places 2 à 4 : "
            "(14 + 7 + 0)/3 = 7, donc 1 + 7 + 7 = 15 chacune. Les éliminées marquent 1.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="CDiplo 100",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, partial(_cdiplo.score, NUMBERS)),
    lines=_cdiplo.LINES,
    explanations=EXPLANATIONS,
)
