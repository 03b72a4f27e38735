"""Bangkok (``scoring: bangkok``): docs/scoring.md, "Bangkok"."""

from __future__ import annotations

from fractions import Fraction
from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _bangkok

NUMBERS = _bangkok.Numbers(
    key="bangkok",
    solo=41,
    after_solo=Fraction(1, 2),
    shares=(Fraction(3), Fraction(2), Fraction(1)),
)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 41; every other power "
            "scores 0.5 per centre it holds.",
            "Otherwise each power scores its centres, plus 3 for surviving (an eliminated "
            "power scores 0.3 for each year before the year it was eliminated), plus a share "
            "of 12 domination points.",
            "Domination shares: 3 for the top count, 2 for one centre below it, 1 for two "
            "below, 0 otherwise; a power gets 12 × its shares / all the shares.",
        ),
        example=(
            "Final year 1907: Austria, England, Italy and Turkey 6, France 5, Germany 4, "
            "Russia eliminated in 1903. The shares are 3, 3, 3, 3, 2, 1 and 0: 15 in all.",
            "Austria: 6 + 3 + 12 × 3/15 = 11.4. France: 5 + 3 + 1.6 = 9.6. "
            "Germany: 4 + 3 + 0.8 = 7.8. Russia: 0.3 × 2 = 0.6.",
        ),
        glossary=(("domination", "the 12 points shared by the powers near the top"),),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 41; ogni altra "
            "potenza fa 0,5 per centro posseduto.",
            "Altrimenti ogni potenza fa i suoi centri, più 3 se sopravvive (chi è eliminato "
            "fa 0,3 per ogni anno prima di quello dell'eliminazione), più una quota di 12 "
            "punti di dominio.",
            "Quote di dominio: 3 per il conteggio più alto, 2 per un centro in meno, 1 per "
            "due in meno, 0 altrimenti; una potenza riceve 12 × le sue quote / tutte le quote.",
        ),
        example=(
            "Ultimo anno 1907: Austria, Inghilterra, Italia e Turchia 6, Francia 5, Germania "
            "4, Russia eliminata nel 1903. Le quote sono 3, 3, 3, 3, 2, 1 e 0: 15 in tutto.",
            "Austria: 6 + 3 + 12 × 3/15 = 11,4. Francia: 5 + 3 + 1,6 = 9,6. "
            "Germania: 4 + 3 + 0,8 = 7,8. Russia: 0,3 × 2 = 0,6.",
        ),
        glossary=(("dominio", "i 12 punti divisi tra le potenze vicine alla testa"),),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 41 ; toute autre puissance "
            "marque 0,5 par centre détenu.",
            "Sinon chaque puissance marque ses centres, plus 3 si elle survit (une puissance "
            "éliminée marque 0,3 par année avant celle de son élimination), plus une part "
            "de 12 points de domination.",
            "Parts de domination : 3 pour le plus grand nombre de centres, 2 pour un centre "
            "de moins, 1 pour deux de moins, 0 sinon ; une puissance reçoit 12 × ses parts / "
            "toutes les parts.",
        ),
        example=(
            "Dernière année 1907 : Autriche, Angleterre, Italie et Turquie 6, France 5, "
            "Allemagne 4, Russie éliminée en 1903. Les parts sont 3, 3, 3, 3, 2, 1 et 0 : 15.",
            "Autriche : 6 + 3 + 12 × 3/15 = 11,4. France : 5 + 3 + 1,6 = 9,6. "
            "Allemagne : 4 + 3 + 0,8 = 7,8. Russie : 0,3 × 2 = 0,6.",
        ),
        glossary=(("domination", "les 12 points partagés par les puissances de tête"),),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Bangkok",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_bangkok.score, NUMBERS)),
    lines=_bangkok.LINES,
    explanations=EXPLANATIONS,
)
