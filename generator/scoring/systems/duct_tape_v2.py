"""Duct Tape V2 (``scoring: duct-tape-v2``): docs/scoring.md, "Duct Tape V2" (Carnage's
rule with other numbers)."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _carnage

PLACES = (40, 24, 15, 9, 6, 3, 3)
NUMBERS = _carnage.Numbers(
    key="duct-tape-v2", solo=75, after_solo=0, places=PLACES, elimination_order=False
)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 75; everyone else 0.",
            "Otherwise all seven powers are ranked by centres. Places are worth 40, 24, 15, "
            "9, 6, 3 and 3; powers on equal centres share their places' points equally. "
            "Each power adds 1 per centre. Eliminated powers tie on 0 and share the last "
            "places.",
        ),
        example=(
            "Germany 9, Austria and Italy 8, France 6, England 1, Russia and Turkey 0. "
            "Germany 9 + 40 = 49; Austria and Italy 8 + (24 + 15)/2 = 27.5; France 6 + 9 = "
            "15; England 1 + 6 = 7; Russia and Turkey (3 + 3)/2 = 3.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 75; tutti gli "
            "altri 0.",
            "Altrimenti le sette potenze sono ordinate per centri. I posti valgono 40, 24, "
            "15, 9, 6, 3 e 3; chi ha gli stessi centri divide in parti uguali i punti dei "
            "posti che occupa. Ogni potenza aggiunge 1 per centro. Gli eliminati sono pari "
            "a 0 e dividono gli ultimi posti.",
        ),
        example=(
            "Germania 9, Austria e Italia 8, Francia 6, Inghilterra 1, Russia e Turchia 0. "
            "Germania 9 + 40 = 49; Austria e Italia 8 + (24 + 15)/2 = 27,5; Francia 6 + 9 = "
            "15; Inghilterra 1 + 6 = 7; Russia e Turchia (3 + 3)/2 = 3.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 75 ; tous les autres 0.",
            "Sinon les sept puissances sont classées par centres. Les places valent 40, 24, "
            "15, 9, 6, 3 et 3 ; les puissances à égalité partagent les points de leurs "
            "places. Chaque puissance ajoute 1 par centre. Les éliminées sont à égalité à 0 "
            "et partagent les dernières places.",
        ),
        example=(
            "Allemagne 9, Autriche et Italie 8, France 6, Angleterre 1, Russie et Turquie 0. "
            "Allemagne 9 + 40 = 49 ; Autriche et Italie 8 + (24 + 15)/2 = 27,5 ; France "
            "6 + 9 = 15 ; Angleterre 1 + 6 = 7 ; Russie et Turquie (3 + 3)/2 = 3.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Duct Tape V2",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_carnage.score, NUMBERS)),
    lines=_carnage.LINES,
    explanations=EXPLANATIONS,
)
