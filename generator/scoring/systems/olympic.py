"""Olympic (``scoring: olympic``): Bangkok's rule with other numbers; docs/scoring.md,
"Olympic"."""

from __future__ import annotations

from fractions import Fraction
from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _bangkok

NUMBERS = _bangkok.Numbers(
    key="olympic",
    solo=46,
    after_solo=Fraction(0),
    shares=(Fraction(4), Fraction(3, 2), Fraction(1, 2)),
)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 46; every other power 0.",
            "Otherwise each power scores its centres, plus 3 for surviving (an eliminated "
            "power scores 0.3 for each year before the year it was eliminated), plus a share "
            "of 12 domination points.",
            "Domination shares: 4 for the top count, 1.5 for one centre below it, 0.5 for "
            "two below, 0 otherwise; a power gets 12 × its shares / all the shares.",
        ),
        example=(
            "Final year 1913: Austria and Germany 8, England, France and Italy 6, Russia "
            "and Turkey eliminated in 1907. Nobody has 7, so the shares are 4, 4 and 0.5 "
            "for each 6: 9.5 in all.",
            "Austria: 8 + 3 + 12 × 4/9.5 = 16.0526. England: 6 + 3 + 12 × 0.5/9.5 = 9.6316. "
            "Russia: 0.3 × 6 = 1.8.",
        ),
        glossary=(("domination", "the 12 points shared by the powers near the top"),),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 46; ogni altra "
            "potenza fa 0.",
            "Altrimenti ogni potenza fa i suoi centri, più 3 se sopravvive (chi è eliminato "
            "fa 0,3 per ogni anno prima di quello dell'eliminazione), più una quota di 12 "
            "punti di dominio.",
            "Quote di dominio: 4 per il conteggio più alto, 1,5 per un centro in meno, 0,5 "
            "per due in meno, 0 altrimenti; una potenza riceve 12 × le sue quote / tutte le "
            "quote.",
        ),
        example=(
            "Ultimo anno 1913: Austria e Germania 8, Inghilterra, Francia e Italia 6, Russia "
            "e Turchia eliminate nel 1907. Nessuno ha 7: le quote sono 4, 4 e 0,5 per ogni 6, "
            "9,5 in tutto.",
            "Austria: 8 + 3 + 12 × 4/9,5 = 16,0526. Inghilterra: 6 + 3 + 12 × 0,5/9,5 = "
            "9,6316. Russia: 0,3 × 6 = 1,8.",
        ),
        glossary=(("dominio", "i 12 punti divisi tra le potenze vicine alla testa"),),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 46 ; toute autre puissance 0.",
            "Sinon chaque puissance marque ses centres, plus 3 si elle survit (une puissance "
            "éliminée marque 0,3 par année avant celle de son élimination), plus une part "
            "de 12 points de domination.",
            "Parts de domination : 4 pour le plus grand nombre de centres, 1,5 pour un "
            "centre de moins, 0,5 pour deux de moins, 0 sinon ; une puissance reçoit "
            "12 × ses parts / toutes les parts.",
        ),
        example=(
            "Dernière année 1913 : Autriche et Allemagne 8, Angleterre, France et Italie 6, "
            "Russie et Turquie éliminées en 1907. Personne n'a 7 : les parts sont 4, 4 et "
            "0,5 pour chaque 6, 9,5 en tout.",
            "Autriche : 8 + 3 + 12 × 4/9,5 = 16,0526. Angleterre : 6 + 3 + 12 × 0,5/9,5 = "
            "9,6316. Russie : 0,3 × 6 = 1,8.",
        ),
        glossary=(("domination", "les 12 points partagés par les puissances de tête"),),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Olympic",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_bangkok.score, NUMBERS)),
    lines=_bangkok.LINES,
    explanations=EXPLANATIONS,
)
