"""Ranked Classic (``scoring: ranked-classic``): docs/scoring.md, "Ranked Classic v2"."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _ranked_classic

NUMBERS = _ranked_classic.Numbers(
    key="ranked-classic-v2", big_tie=_ranked_classic.second_worst_pair
)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 550. Every other survivor "
            "scores the years after 1901 up to the solo year; an eliminated power always "
            "scores the years after 1901 up to its elimination year.",
            "Otherwise a survivor scores 30 + 10 per centre + place points by centres: "
            "200, 90, 60, 40, 30, 20, 10 for places 1-7 alone; two tied from place 1-6 get "
            "135, 70, 50, 35, 25, 15 each; three or more tied from place j get the two-way "
            "value of place j + (how many) − 2, or 0 beyond the table.",
        ),
        example=(
            "Final year 1907: England 11, Germany 5, Austria, France, Italy and Turkey 4, "
            "Russia eliminated in 1903. England 30 + 110 + 200 = 340; Germany 30 + 50 + 90 "
            "= 170; the four on 4 hold places 3-6 and get the two-way value of place 5, 25: "
            "30 + 40 + 25 = 95; "
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
            "1-6 ricevono 135, 70, 50, 35, 25, 15 ciascuno; tre o più pari dal posto j il "
            "valore di parità del posto j + (quanti) − 2, o 0 oltre la tabella.",
        ),
        example=(
            "Ultimo anno 1907: Inghilterra 11, Germania 5, Austria, Francia, Italia e Turchia "
            "4, Russia eliminata nel 1903. Inghilterra 30 + 110 + 200 = 340; Germania "
            "30 + 50 + 90 = 170; i quattro a 4 occupano i posti 3-6 e ricevono il valore di "
            "parità del 5°, 25: 30 + 40 + 25 = 95; Russia 2.",
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
            "trois ex aequo ou plus à partir de la place j la valeur d'égalité de la place "
            "j + (leur nombre) − 2, ou 0 au-delà de la table.",
        ),
        example=(
            "Dernière année 1907 : Angleterre 11, Allemagne 5, Autriche, France, Italie et "
            "Turquie 4, Russie éliminée en 1903. Angleterre 30 + 110 + 200 = 340 ; Allemagne "
            "30 + 50 + 90 = 170 ; les quatre à 4 occupent les places 3 à 6 et reçoivent la "
            "valeur d'égalité de la 5e, 25 : 30 + 40 + 25 = 95 ; Russie 2.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Ranked Classic v2",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_ranked_classic.score, NUMBERS)),
    lines=_ranked_classic.LINES,
    explanations=EXPLANATIONS,
)
