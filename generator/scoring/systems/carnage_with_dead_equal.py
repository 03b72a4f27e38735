"""Carnage with dead equal (``scoring: carnage-with-dead-equal``): docs/scoring.md."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _carnage

NUMBERS = _carnage.Numbers(
    key="carnage-with-dead-equal", solo=28034, after_solo=0, elimination_order=False
)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 28034; everyone else 0.",
            "Otherwise all seven powers are ranked by centres. Places are worth 7000, 6000, "
            "5000, 4000, 3000, 2000 and 1000; powers on equal centres share their places' "
            "points equally. Each power adds 1 per centre. Eliminated powers tie on 0 and "
            "share the last places.",
        ),
        example=(
            "Germany 9, Austria and Italy 8, France 6, England 1, Russia and Turkey 0. "
            "Germany 9 + 7000 = 7009; Austria and Italy 8 + (6000 + 5000)/2 = 5508; "
            "France 4006; England 3001; Russia and Turkey (2000 + 1000)/2 = 1500.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 28034; tutti "
            "gli altri 0.",
            "Altrimenti le sette potenze sono ordinate per centri. I posti valgono 7000, "
            "6000, 5000, 4000, 3000, 2000 e 1000; chi ha gli stessi centri divide in parti "
            "uguali i punti dei posti che occupa. Ogni potenza aggiunge 1 per centro. Gli "
            "eliminati sono pari a 0 e dividono gli ultimi posti.",
        ),
        example=(
            "Germania 9, Austria e Italia 8, Francia 6, Inghilterra 1, Russia e Turchia 0. "
            "Germania 9 + 7000 = 7009; Austria e Italia 8 + (6000 + 5000)/2 = 5508; Francia "
            "4006; Inghilterra 3001; Russia e Turchia (2000 + 1000)/2 = 1500.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 28034 ; tous les autres 0.",
            "Sinon les sept puissances sont classées par centres. Les places valent 7000, "
            "6000, 5000, 4000, 3000, 2000 et 1000 ; les puissances à égalité partagent "
            "les points de leurs places. Chaque puissance ajoute 1 par centre. Les "
            "éliminées sont à égalité à 0 et partagent les dernières places.",
        ),
        example=(
            "Allemagne 9, Autriche et Italie 8, France 6, Angleterre 1, Russie et Turquie 0. "
            "Allemagne 9 + 7000 = 7009 ; Autriche et Italie 8 + (6000 + 5000)/2 = 5508 ; "
            "France 4006 ; Angleterre 3001 ; Russie et Turquie (2000 + 1000)/2 = 1500.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Carnage with dead equal",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_carnage.score, NUMBERS)),
    lines=_carnage.LINES,
    explanations=EXPLANATIONS,
)
