"""Center-count Carnage (``scoring: center-count-carnage``): docs/scoring.md."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _carnage

NUMBERS = _carnage.Numbers(
    key="center-count-carnage",
    solo=39028,
    after_solo=1000,
    per_centre=500,
    places=(7007, 6006, 5005, 4004, 3003, 2002, 1001),
)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 39028; every other power, "
            "eliminated or not, 1000.",
            "Otherwise places are worth 7007, 6006, 5005, 4004, 3003, 2002 and 1001. The "
            "survivors take the first places by centres and add 500 per centre; the "
            "eliminated powers take the places after them, the later eliminated first. "
            "Powers level on centres, or eliminated in the same year, share their places' "
            "points equally.",
        ),
        example=(
            "Final year 1909: Germany 16, Russia 11, France 7, England eliminated in 1909, "
            "Italy in 1908, Austria and Turkey in 1903. Germany 8000 + 7007 = 15007; Russia "
            "5500 + 6006 = 11506; France 3500 + 5005 = 8505; England 4004; Italy 3003; "
            "Austria and Turkey 1501.5.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 39028; ogni "
            "altra potenza, eliminata o no, 1000.",
            "Altrimenti i posti valgono 7007, 6006, 5005, 4004, 3003, 2002 e 1001. I "
            "sopravvissuti prendono i primi posti per centri e aggiungono 500 per centro; "
            "gli eliminati i posti seguenti, prima chi è stato eliminato più tardi. Chi è "
            "pari di centri, o eliminato nello stesso anno, divide i punti dei suoi posti.",
        ),
        example=(
            "Ultimo anno 1909: Germania 16, Russia 11, Francia 7, Inghilterra eliminata nel "
            "1909, Italia nel 1908, Austria e Turchia nel 1903. Germania 8000 + 7007 = 15007; "
            "Russia 5500 + 6006 = 11506; Francia 3500 + 5005 = 8505; Inghilterra 4004; "
            "Italia 3003; Austria e Turchia 1501,5.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 39028 ; toute autre "
            "puissance, éliminée ou non, 1000.",
            "Sinon les places valent 7007, 6006, 5005, 4004, 3003, 2002 et 1001. Les "
            "survivantes prennent les premières places par centres et ajoutent 500 par "
            "centre ; les éliminées les places suivantes, la plus tardive d'abord. Les "
            "puissances à égalité de centres, ou éliminées la même année, partagent les "
            "points de leurs places.",
        ),
        example=(
            "Dernière année 1909 : Allemagne 16, Russie 11, France 7, Angleterre éliminée "
            "en 1909, Italie en 1908, Autriche et Turquie en 1903. Allemagne 8000 + 7007 = "
            "15007 ; Russie 5500 + 6006 = 11506 ; France 3500 + 5005 = 8505 ; Angleterre "
            "4004 ; Italie 3003 ; Autriche et Turquie 1501,5.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Center-count Carnage",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_carnage.score, NUMBERS)),
    lines=_carnage.LINES,
    explanations=EXPLANATIONS,
)
