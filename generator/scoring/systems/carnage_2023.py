"""Carnage 2023 (``scoring: carnage-2023``): docs/scoring.md."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _carnage

NUMBERS = _carnage.Numbers(key="carnage-2023", solo=28034, after_solo=0, lead=300)

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 28034; everyone else 0.",
            "Otherwise as Carnage with elimination order: places worth 7000 down to 1000, "
            "the survivors first by centres (+1 per centre), then the eliminated, the later "
            "eliminated first, ties sharing their places' points.",
            "A survivor first alone adds 300 for each centre it leads the second survivor by.",
        ),
        example=(
            "Final year 1912: Germany 9, Austria and Italy 8, France 6, England 1, Turkey "
            "eliminated in 1904, Russia in 1903. Germany 9 + 7000 + 300 = 7309; Austria and "
            "Italy 8 + 5500 = 5508; France 4006; England 3001; Turkey 2000; Russia 1000.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 28034; tutti "
            "gli altri 0.",
            "Altrimenti come Carnage with elimination order: posti da 7000 a 1000, prima i "
            "sopravvissuti per centri (+1 per centro), poi gli eliminati, prima chi è stato "
            "eliminato più tardi, i pari che dividono i punti dei loro posti.",
            "Un sopravvissuto primo da solo aggiunge 300 per ogni centro di vantaggio sul secondo.",
        ),
        example=(
            "Ultimo anno 1912: Germania 9, Austria e Italia 8, Francia 6, Inghilterra 1, "
            "Turchia eliminata nel 1904, Russia nel 1903. Germania 9 + 7000 + 300 = 7309; "
            "Austria e Italia 8 + 5500 = 5508; Francia 4006; Inghilterra 3001; Turchia 2000; "
            "Russia 1000.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 28034 ; tous les autres 0.",
            "Sinon comme Carnage with elimination order : places de 7000 à 1000, d'abord les "
            "survivantes par centres (+1 par centre), puis les éliminées, la plus tardive "
            "d'abord, les ex aequo partageant les points de leurs places.",
            "Une survivante seule première ajoute 300 par centre d'avance sur la deuxième.",
        ),
        example=(
            "Dernière année 1912 : Allemagne 9, Autriche et Italie 8, France 6, Angleterre 1, "
            "Turquie éliminée en 1904, Russie en 1903. Allemagne 9 + 7000 + 300 = 7309 ; "
            "Autriche et Italie 8 + 5500 = 5508 ; France 4006 ; Angleterre 3001 ; Turquie "
            "2000 ; Russie 1000.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title="Carnage 2023",
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(_carnage.score, NUMBERS)),
    lines=_carnage.LINES,
    explanations=EXPLANATIONS,
)
