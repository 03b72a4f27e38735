"""Duct Tape V2 with elimination order (``scoring: duct-tape-v2-with-elimination-order``):
docs/scoring.md (Carnage's rule with other numbers)."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _carnage
from generator.scoring.systems.duct_tape_v2 import PLACES

NUMBERS = _carnage.Numbers(
    key="duct-tape-v2-with-elimination-order", solo=75, after_solo=0, places=PLACES
)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 75; everyone else 0.",
            "Otherwise places are worth 40, 24, 15, 9, 6, 3 and 3. The survivors take the "
            "first places by centres and add 1 per centre; the eliminated powers take the "
            "places after them, the later eliminated first. Powers level on centres, or "
            "eliminated in the same year, share their places' points equally.",
        ),
        example=(
            "Final year 1909: Germany 16, Russia 11, France 7, England eliminated in 1909, "
            "Italy in 1908, Austria and Turkey in 1903. Germany 16 + 40 = 56; Russia 11 + 24 "
            "= 35; France 7 + 15 = 22; England 9; Italy 6; Austria and Turkey 3.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 75; tutti gli "
            "altri 0.",
            "Altrimenti i posti valgono 40, 24, 15, 9, 6, 3 e 3. I sopravvissuti prendono i "
            "primi posti per centri e aggiungono 1 per centro; gli eliminati i posti "
            "seguenti, prima chi è stato eliminato più tardi. Chi è pari di centri, o "
            "eliminato nello stesso anno, divide i punti dei suoi posti.",
        ),
        example=(
            "Ultimo anno 1909: Germania 16, Russia 11, Francia 7, Inghilterra eliminata nel "
            "1909, Italia nel 1908, Austria e Turchia nel 1903. Germania 16 + 40 = 56; Russia "
            "11 + 24 = 35; Francia 7 + 15 = 22; Inghilterra 9; Italia 6; Austria e Turchia 3.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 75 ; tous les autres 0.",
            "Sinon les places valent 40, 24, 15, 9, 6, 3 et 3. Les survivantes prennent les "
            "premières places par centres et ajoutent 1 par centre ; les éliminées les "
            "places suivantes, la plus tardive d'abord. Les puissances à égalité de "
            "centres, ou éliminées la même année, partagent les points de leurs places.",
        ),
        example=(
            "Dernière année 1909 : Allemagne 16, Russie 11, France 7, Angleterre éliminée en "
            "1909, Italie en 1908, Autriche et Turquie en 1903. Allemagne 16 + 40 = 56 ; "
            "Russie 11 + 24 = 35 ; France 7 + 15 = 22 ; Angleterre 9 ; Italie 6 ; Autriche "
            "et Turquie 3.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Duct Tape V2 with elimination order",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_carnage.score, NUMBERS)),
    lines=_carnage.LINES,
    explanations=EXPLANATIONS,
)
