"""Ranked Classic (``scoring: ranked-classic``): docs/scoring.md, "Ranked Classic"."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _ranked_classic

NUMBERS = _ranked_classic.Numbers(key="ranked-classic", big_tie=_ranked_classic.worst_single)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 550. Every other survivor "
            "scores the years after 1901 up to the solo year; an eliminated power always "
            "scores the years after 1901 up to its elimination year.",
            "Otherwise a survivor scores 30 + 10 per centre + place points by centres: "
            "200, 90, 60, 40, 30, 20, 10 for places 1-7 alone; two tied from place 1-6 get "
            "135, 70, 50, 35, 25, 15 each; three or more tied get the single value of their "
            "worst place.",
        ),
        example=(
            "Final year 1907: England 11, Germany 5, Austria, France, Italy and Turkey 4, "
            "Russia eliminated in 1903. England 30 + 110 + 200 = 340; Germany 30 + 50 + 90 "
            "= 170; the four on 4 hold places 3-6 and get place 6's 20: 30 + 40 + 20 = 90; "
            "Russia 2.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 550. Ogni altro "
            "sopravvissuto fa gli anni dopo il 1901 fino alla vittoria; chi è eliminato fa "
            "sempre gli anni dopo il 1901 fino all'eliminazione.",
            "Altrimenti chi sopravvive fa 30 + 10 per centro + i punti di posizione per "
            "centri: 200, 90, 60, 40, 30, 20, 10 per i posti 1-7 da soli; due pari dal posto "
            "1-6 ricevono 135, 70, 50, 35, 25, 15 ciascuno; tre o più pari il valore singolo "
            "del loro posto peggiore.",
        ),
        example=(
            "Ultimo anno 1907: Inghilterra 11, Germania 5, Austria, Francia, Italia e Turchia "
            "4, Russia eliminata nel 1903. Inghilterra 30 + 110 + 200 = 340; Germania "
            "30 + 50 + 90 = 170; i quattro a 4 occupano i posti 3-6 e ricevono i 20 del 6°: "
            "30 + 40 + 20 = 90; Russia 2.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 550. Toute autre survivante "
            "marque les années après 1901 jusqu'au solo ; une éliminée marque toujours les "
            "années après 1901 jusqu'à son élimination.",
            "Sinon une survivante marque 30 + 10 par centre + des points de place par "
            "centres : 200, 90, 60, 40, 30, 20, 10 pour les places 1 à 7 seules ; deux ex "
            "aequo à partir de la place 1 à 6 reçoivent 135, 70, 50, 35, 25, 15 chacune ; "
            "trois ex aequo ou plus la valeur seule de leur plus mauvaise place.",
        ),
        example=(
            "Dernière année 1907 : Angleterre 11, Allemagne 5, Autriche, France, Italie et "
            "Turquie 4, Russie éliminée en 1903. Angleterre 30 + 110 + 200 = 340 ; Allemagne "
            "30 + 50 + 90 = 170 ; les quatre à 4 occupent les places 3 à 6 et reçoivent les "
            "20 de la 6e : 30 + 40 + 20 = 90 ; Russie 2.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Ranked Classic",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_ranked_classic.score, NUMBERS)),
    lines=_ranked_classic.LINES,
    explanations=EXPLANATIONS,
)
