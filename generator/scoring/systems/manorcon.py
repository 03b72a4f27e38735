"""ManorCon (``scoring: manorcon``): docs/scoring.md, "ManorCon"."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _manorcon

NUMBERS = _manorcon.Numbers(key="manorcon", solo=75, eliminated_n=16)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 75. Every other power "
            "scores 0.1 for each year after 1901 up to its elimination year, or up to the "
            "solo year for a survivor.",
            "Otherwise each survivor counts N = centres² + 4 × centres + 16 and each "
            "eliminated power N = 16; a survivor scores 100 × its N / the sum of all N, and "
            "an eliminated power 0.1 for each year after 1901 up to its elimination year.",
        ),
        example=(
            "Final year 1912: Germany 9, Austria and Italy 8, France 6, England 1, Russia "
            "eliminated in 1903, Turkey in 1904. N: Germany 133, Austria and Italy 112, "
            "France 76, England 21, Russia and Turkey 16: 486 in all. Germany 13300/486 = "
            "27.3663; Austria and Italy 23.0453; France 15.6379; England 4.321; Russia 0.2; "
            "Turkey 0.3.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 75. Ogni altra "
            "potenza fa 0,1 per ogni anno dopo il 1901 fino all'eliminazione, o fino alla "
            "vittoria solitaria per chi sopravvive.",
            "Altrimenti ogni sopravvissuto conta N = centri² + 4 × centri + 16 e ogni "
            "eliminato N = 16; un sopravvissuto fa 100 × il suo N / la somma di tutti gli N, "
            "un eliminato 0,1 per ogni anno dopo il 1901 fino all'eliminazione.",
        ),
        example=(
            "Ultimo anno 1912: Germania 9, Austria e Italia 8, Francia 6, Inghilterra 1, Russia "
            "eliminata nel 1903, Turchia nel 1904. N: Germania 133, Austria e Italia 112, "
            "Francia 76, Inghilterra 21, Russia e Turchia 16: 486 in tutto. Germania "
            "13300/486 = 27,3663; Austria e Italia 23,0453; Francia 15,6379; Inghilterra "
            "4,321; Russia 0,2; Turchia 0,3.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 75. Toute autre puissance "
            "marque 0,1 par année après 1901 jusqu'à son élimination, ou jusqu'au solo pour "
            "une survivante.",
            "Sinon chaque survivante compte N = centres² + 4 × centres + 16 et chaque "
            "éliminée N = 16 ; une survivante marque 100 × son N / la somme des N, une "
            "éliminée 0,1 par année après 1901 jusqu'à son élimination.",
        ),
        example=(
            "Dernière année 1912 : Allemagne 9, Autriche et Italie 8, France 6, Angleterre 1, "
            "Russie éliminée en 1903, Turquie en 1904. N : Allemagne 133, Autriche et Italie "
            "112, France 76, Angleterre 21, Russie et Turquie 16 : 486 en tout. Allemagne "
            "13300/486 = 27,3663 ; Autriche et Italie 23,0453 ; France 15,6379 ; Angleterre "
            "4,321 ; Russie 0,2 ; Turquie 0,3.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="ManorCon",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_manorcon.score, NUMBERS)),
    lines=_manorcon.LINES,
    explanations=EXPLANATIONS,
)
