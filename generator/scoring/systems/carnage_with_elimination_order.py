"""Carnage with elimination order (``scoring: carnage-with-elimination-order``):
docs/scoring.md."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _carnage

NUMBERS = _carnage.Numbers(key="carnage-with-elimination-order", solo=28034, after_solo=0)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 28034; everyone else 0.",
            "Otherwise places are worth 7000, 6000, 5000, 4000, 3000, 2000 and 1000. The "
            "survivors take the first places by centres and add 1 per centre; the eliminated "
            "powers take the places after them, the later eliminated first. Powers level on "
            "centres, or eliminated in the same year, share their places' points equally.",
        ),
        example=(
            "Final year 1906: Turkey 11, Austria, France and Germany 7, Italy and Russia "
            "eliminated in 1904, England in 1903. Turkey 11 + 7000 = 7011; Austria, France "
            "and Germany 7 + 5000 = 5007; Italy and Russia 2500; England 1000.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 28034; tutti "
            "gli altri 0.",
            "Altrimenti i posti valgono 7000, 6000, 5000, 4000, 3000, 2000 e 1000. I "
            "sopravvissuti prendono i primi posti per centri e aggiungono 1 per centro; gli "
            "eliminati i posti seguenti, prima chi è stato eliminato più tardi. Chi è pari "
            "di centri, o eliminato nello stesso anno, divide i punti dei suoi posti.",
        ),
        example=(
            "Ultimo anno 1906: Turchia 11, Austria, Francia e Germania 7, Italia e Russia "
            "eliminate nel 1904, Inghilterra nel 1903. Turchia 11 + 7000 = 7011; Austria, "
            "Francia e Germania 7 + 5000 = 5007; Italia e Russia 2500; Inghilterra 1000.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 28034 ; tous les autres 0.",
            "Sinon les places valent 7000, 6000, 5000, 4000, 3000, 2000 et 1000. Les "
            "survivantes prennent les premières places par centres et ajoutent 1 par "
            "centre ; les éliminées les places suivantes, la plus tardive d'abord. Les "
            "puissances à égalité de centres, ou éliminées la même année, partagent les "
            "points de leurs places.",
        ),
        example=(
            "Dernière année 1906 : Turquie 11, Autriche, France et Allemagne 7, Italie et "
            "Russie éliminées en 1904, Angleterre en 1903. Turquie 11 + 7000 = 7011 ; "
            "Autriche, France et Allemagne 7 + 5000 = 5007 ; Italie et Russie 2500 ; "
            "Angleterre 1000.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Carnage with elimination order",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_carnage.score, NUMBERS)),
    lines=_carnage.LINES,
    explanations=EXPLANATIONS,
)
