"""Original ManorCon (``scoring: original-manorcon``): docs/scoring.md, "Original ManorCon"."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _manorcon

NUMBERS = _manorcon.Numbers(key="original-manorcon", solo=100, eliminated_n=16)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 100. Every other power "
            "scores 0.1 for each year after 1901 up to its elimination year, or up to the "
            "solo year for a survivor.",
            "Otherwise each survivor counts N = centres² + 4 × centres + 16 and each "
            "eliminated power N = 16; a survivor scores 100 × its N / the sum of all N, and "
            "an eliminated power 0.1 for each year after 1901 up to its elimination year.",
        ),
        example=(
            "Final year 1911: Turkey soloes with 22; Italy and Russia survive; Germany was "
            "eliminated in 1909, Austria in 1905, England and France in 1903. Turkey 100; "
            "Italy and Russia 0.1 × 10 = 1; Germany 0.8; Austria 0.4; England and France 0.2.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 100. Ogni altra "
            "potenza fa 0,1 per ogni anno dopo il 1901 fino all'eliminazione, o fino alla "
            "vittoria solitaria per chi sopravvive.",
            "Altrimenti ogni sopravvissuto conta N = centri² + 4 × centri + 16 e ogni "
            "eliminato N = 16; un sopravvissuto fa 100 × il suo N / la somma di tutti gli N, "
            "un eliminato 0,1 per ogni anno dopo il 1901 fino all'eliminazione.",
        ),
        example=(
            "Ultimo anno 1911: la Turchia vince da sola con 22; Italia e Russia sopravvivono; la "
            "Germania è stata eliminata nel 1909, l'Austria nel 1905, Inghilterra e Francia "
            "nel 1903. Turchia 100; Italia e Russia 0,1 × 10 = 1; Germania 0,8; Austria 0,4; "
            "Inghilterra e Francia 0,2.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 100. Toute autre puissance "
            "marque 0,1 par année après 1901 jusqu'à son élimination, ou jusqu'au solo pour "
            "une survivante.",
            "Sinon chaque survivante compte N = centres² + 4 × centres + 16 et chaque "
            "éliminée N = 16 ; une survivante marque 100 × son N / la somme des N, une "
            "éliminée 0,1 par année après 1901 jusqu'à son élimination.",
        ),
        example=(
            "Dernière année 1911 : la Turquie fait un solo avec 22 ; Italie et Russie survivent ; "
            "l'Allemagne a été éliminée en 1909, l'Autriche en 1905, Angleterre et France "
            "en 1903. Turquie 100 ; Italie et Russie 0,1 × 10 = 1 ; Allemagne 0,8 ; "
            "Autriche 0,4 ; Angleterre et France 0,2.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Original ManorCon",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_manorcon.score, NUMBERS)),
    lines=_manorcon.LINES,
    explanations=EXPLANATIONS,
)
