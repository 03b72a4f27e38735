"""World Classic (``scoring: world-classic``): docs/scoring.md, "World Classic"."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _world_classic

NUMBERS = _world_classic.Numbers(key="world-classic", most_toppers=7)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "An eliminated power scores the years after 1901 up to its elimination year, "
            "whatever the result.",
            "A solo (18 centres or more, or a concession) scores 420, and every other "
            "survivor the years after 1901 up to the solo year.",
            "Otherwise a survivor scores 10 per centre + 30, and the powers on the top "
            "count share 48.",
        ),
        example=(
            "Final year 1907: England, France and Italy 11; Germany eliminated in 1904, "
            "Austria in 1906, Russia and Turkey in 1907. England, France and Italy "
            "110 + 30 + 16 = 156 each; Austria 5; Germany 3; Russia and Turkey 6.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Chi è eliminato fa gli anni dopo il 1901 fino all'eliminazione, qualunque sia il "
            "risultato.",
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 420, e ogni "
            "altro sopravvissuto gli anni dopo il 1901 fino alla vittoria.",
            "Altrimenti chi sopravvive fa 10 per centro + 30, e chi ha il conteggio più alto "
            "divide 48.",
        ),
        example=(
            "Ultimo anno 1907: Inghilterra, Francia e Italia 11; Germania eliminata nel 1904, "
            "Austria nel 1906, Russia e Turchia nel 1907. Inghilterra, Francia e Italia "
            "110 + 30 + 16 = 156 ciascuna; Austria 5; Germania 3; Russia e Turchia 6.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Une puissance éliminée marque les années après 1901 jusqu'à son élimination, "
            "quel que soit le résultat.",
            "Un solo (18 centres ou plus, ou une concession) vaut 420, et toute autre "
            "survivante les années après 1901 jusqu'au solo.",
            "Sinon une survivante marque 10 par centre + 30, et les puissances en tête se "
            "partagent 48.",
        ),
        example=(
            "Dernière année 1907 : Angleterre, France et Italie 11 ; Allemagne éliminée en "
            "1904, Autriche en 1906, Russie et Turquie en 1907. Angleterre, France et Italie "
            "110 + 30 + 16 = 156 chacune ; Autriche 5 ; Allemagne 3 ; Russie et Turquie 6.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="World Classic",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_world_classic.score, NUMBERS)),
    lines=_world_classic.LINES,
    explanations=EXPLANATIONS,
)
