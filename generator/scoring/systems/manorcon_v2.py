"""ManorCon v2 (``scoring: manorcon-v2``): docs/scoring.md, "ManorCon v2"."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _manorcon

NUMBERS = _manorcon.Numbers(key="manorcon-v2", solo=100, eliminated_n=0)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 100. Every other power "
            "scores 0.1 for each year after 1901 up to its elimination year, or up to the "
            "solo year for a survivor.",
            "Otherwise each survivor counts N = centres² + 4 × centres + 16 and each "
            "eliminated power N = 0; a survivor scores 100 × its N / the sum of all N, and "
            "an eliminated power 0.1 for each year after 1901 up to its elimination year.",
        ),
        example=(
            "Final year 1912: Germany 9, Austria and Italy 8, France 6, England 1, Russia "
            "eliminated in 1903, Turkey in 1904. The survivors' N add up to 454: Germany "
            "13300/454 = 29.2952; Austria and Italy 24.6696; France 16.7401; England 4.6256; "
            "Russia 0.2; Turkey 0.3.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 100. Ogni altra "
            "potenza fa 0,1 per ogni anno dopo il 1901 fino all'eliminazione, o fino alla "
            "vittoria solitaria per chi sopravvive.",
            "Altrimenti ogni sopravvissuto conta N = centri² + 4 × centri + 16 e ogni "
            "eliminato N = 0; un sopravvissuto fa 100 × il suo N / la somma di tutti gli N, "
            "un eliminato 0,1 per ogni anno dopo il 1901 fino all'eliminazione.",
        ),
        example=(
            "Ultimo anno 1912: Germania 9, Austria e Italia 8, Francia 6, Inghilterra 1, Russia "
            "eliminata nel 1903, Turchia nel 1904. Gli N dei sopravvissuti sommano 454: "
            "Germania 13300/454 = 29,2952; Austria e Italia 24,6696; Francia 16,7401; "
            "Inghilterra 4,6256; Russia 0,2; Turchia 0,3.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 100. Toute autre puissance "
            "marque 0,1 par année après 1901 jusqu'à son élimination, ou jusqu'au solo pour "
            "une survivante.",
            "Sinon chaque survivante compte N = centres² + 4 × centres + 16 et chaque "
            "éliminée N = 0 ; une survivante marque 100 × son N / la somme des N, une "
            "éliminée 0,1 par année après 1901 jusqu'à son élimination.",
        ),
        example=(
            "Dernière année 1912 : Allemagne 9, Autriche et Italie 8, France 6, Angleterre 1, "
            "Russie éliminée en 1903, Turquie en 1904. Les N des survivantes font 454 : "
            "Allemagne 13300/454 = 29,2952 ; Autriche et Italie 24,6696 ; France 16,7401 ; "
            "Angleterre 4,6256 ; Russie 0,2 ; Turquie 0,3.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="ManorCon v2",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_manorcon.score, NUMBERS)),
    lines=_manorcon.LINES,
    explanations=EXPLANATIONS,
)
