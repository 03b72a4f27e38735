"""Summer Classic (``scoring: summer-classic``): docs/scoring.md, "Summer Classic"."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _world_classic

NUMBERS = _world_classic.Numbers(key="summer-classic", most_toppers=2)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "An eliminated power scores the years after 1901 up to its elimination year, "
            "whatever the result.",
            "A solo (18 centres or more, or a concession) scores 420, and every other "
            "survivor the years after 1901 up to the solo year.",
            "Otherwise a survivor scores 10 per centre + 30; a lone leader adds 48, two "
            "leaders 24 each, three or more nothing.",
        ),
        example=(
            "Final year 1907: England, France and Italy 11; Germany eliminated in 1904, "
            "Austria in 1906, Russia and Turkey in 1907. Three leaders, so no bonus: "
            "England, France and Italy 110 + 30 = 140 each; Austria 5; Germany 3; Russia "
            "and Turkey 6.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Chi è eliminato fa gli anni dopo il 1901 fino all'eliminazione, qualunque sia il "
            "risultato.",
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 420, e ogni "
            "altro sopravvissuto gli anni dopo il 1901 fino alla vittoria.",
            "Altrimenti chi sopravvive fa 10 per centro + 30; un primo da solo aggiunge 48, "
            "due primi 24 ciascuno, tre o più niente.",
        ),
        example=(
            "Ultimo anno 1907: Inghilterra, Francia e Italia 11; Germania eliminata nel 1904, "
            "Austria nel 1906, Russia e Turchia nel 1907. Tre primi, quindi nessun bonus: "
            "Inghilterra, Francia e Italia 110 + 30 = 140 ciascuna; Austria 5; Germania 3; "
            "Russia e Turchia 6.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Une puissance éliminée marque les années après 1901 jusqu'à son élimination, "
            "quel que soit le résultat.",
            "Un solo (18 centres ou plus, ou une concession) vaut 420, et toute autre "
            "survivante les années après 1901 jusqu'au solo.",
            "Sinon une survivante marque 10 par centre + 30 ; une première seule ajoute 48, "
            "deux premières 24 chacune, trois ou plus rien.",
        ),
        example=(
            "Dernière année 1907 : Angleterre, France et Italie 11 ; Allemagne éliminée en "
            "1904, Autriche en 1906, Russie et Turquie en 1907. Trois premières, donc pas de "
            "bonus : Angleterre, France et Italie 110 + 30 = 140 chacune ; Autriche 5 ; "
            "Allemagne 3 ; Russie et Turquie 6.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Summer Classic",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_world_classic.score, NUMBERS)),
    lines=_world_classic.LINES,
    explanations=EXPLANATIONS,
)
