"""Maxonian (``scoring: maxonian``): docs/scoring.md, "Maxonian"."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _maxonian

NUMBERS = _maxonian.Numbers(key="maxonian", threshold=13)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "Places 1-7 are worth 7, 6, 5, 4, 3, 2 and 1. Powers are placed by their final "
            "centres; powers level on them are placed by the latest year their counts "
            "differed. Powers with the same count in every year from 1901 share their "
            "places' points equally.",
            "A power with more than 13 centres adds one point for each centre over 13 "
            "(counting at most 18), unless another power won (18 centres or more, or a "
            "concession). A solo does not reset anyone's place points.",
        ),
        example=(
            "Final year 1906: Russia 14, Germany 9, England, France and Turkey 3, Austria "
            "and Italy 1. France had 4 in 1905, so it is 3rd (5 points); England and Turkey "
            "were level in 1905, and England had more in 1904: England 4, Turkey 3. Austria "
            "and Italy were level every year: 1.5 each. Russia 7 + (14 − 13) = 8.",
        ),
    ),
    "it": Explanation(
        rules=(
            "I posti 1-7 valgono 7, 6, 5, 4, 3, 2 e 1. Le potenze sono ordinate per centri "
            "finali; a parità decide l'ultimo anno in cui i conteggi erano diversi. Chi ha "
            "avuto gli stessi centri in ogni anno dal 1901 divide in parti uguali i punti "
            "dei posti che occupa.",
            "Una potenza con più di 13 centri aggiunge un punto per ogni centro oltre 13 "
            "(contandone al massimo 18), a meno che un'altra potenza abbia vinto (18 centri "
            "o più, o una concessione). Una vittoria solitaria non azzera i punti di nessuno.",
        ),
        example=(
            "Ultimo anno 1906: Russia 14, Germania 9, Inghilterra, Francia e Turchia 3, "
            "Austria e Italia 1. La Francia aveva 4 nel 1905, quindi è 3ª (5 punti); "
            "Inghilterra e Turchia erano pari nel 1905 e l'Inghilterra ne aveva di più nel "
            "1904: Inghilterra 4, Turchia 3. Austria e Italia sono state pari ogni anno: "
            "1,5 ciascuna. Russia 7 + (14 − 13) = 8.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Les places 1 à 7 valent 7, 6, 5, 4, 3, 2 et 1. Les puissances sont classées par "
            "centres finaux ; à égalité, par la dernière année où leurs nombres différaient. "
            "Les puissances qui ont eu le même nombre chaque année depuis 1901 partagent les "
            "points de leurs places.",
            "Une puissance à plus de 13 centres ajoute un point par centre au-delà de 13 "
            "(18 au plus), sauf si une autre puissance a gagné (18 centres ou plus, ou une "
            "concession). Un solo ne remet à zéro les points de place de personne.",
        ),
        example=(
            "Dernière année 1906 : Russie 14, Allemagne 9, Angleterre, France et Turquie 3, "
            "Autriche et Italie 1. La France avait 4 en 1905, elle est donc 3e (5 points) ; "
            "Angleterre et Turquie étaient à égalité en 1905 et l'Angleterre en avait plus "
            "en 1904 : Angleterre 4, Turquie 3. Autriche et Italie ont été à égalité chaque "
            "année : 1,5 chacune. Russie 7 + (14 − 13) = 8.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Maxonian",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_maxonian.score, NUMBERS)),
    lines=_maxonian.LINES,
    explanations=EXPLANATIONS,
)
