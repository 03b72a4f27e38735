"""Wooden Ships and Iron Men (``scoring: wooden-ships``): team game, kills not counted."""

from __future__ import annotations

from generator.model import Board, Rules
from generator.scoring.kinds import team
from generator.scoring.results import BoardScore
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems.team_games import (
    EXAMPLES,
    GLOSSARY,
    LINES,
    RULES,
    TERMS,
    WOODEN_SHIPS_EXAMPLE,
    score,
)


def score_board(round_number: int, board: Board, rules: Rules) -> BoardScore:
    return score(round_number, team.KIND.typed(board), count_kills=False)


EXTRA: dict[str, str] = {
    "en": ("Wooden Ships and Iron Men is scored like Blue Max, except that kills earn nothing."),
    "it": (
        "Wooden Ships and Iron Men si conta come Blue Max, ma gli abbattimenti non valgono punti."
    ),
    "fr": (
        "Wooden Ships and Iron Men se compte comme Blue Max, sauf que les destructions "
        "ne rapportent rien."
    ),
}
"""What sets it apart from Blue Max, before Blue Max's rules."""

POINTS: dict[str, str] = {
    "en": (
        "Add 1 for the best player of a side (more than 15% above each team-mate) and "
        "subtract 1 per unit lost; a kill adds nothing."
    ),
    "it": (
        "Si aggiunge 1 al miglior giocatore dello schieramento (oltre il 15% sopra ogni "
        "compagno) e si toglie 1 per ogni unità persa; un abbattimento non aggiunge nulla."
    ),
    "fr": (
        "On ajoute 1 au meilleur joueur du camp (plus de 15 % au-dessus de chaque "
        "coéquipier) et on retire 1 par unité perdue ; une destruction n'ajoute rien."
    ),
}
"""Blue Max's last paragraph ("1 per kill"), as Wooden Ships scores it: without kills."""

EXPLANATIONS = {
    language: Explanation(
        rules=(EXTRA[language], *rules[:-1], POINTS[language]),
        example=EXAMPLES[language][:1] + WOODEN_SHIPS_EXAMPLE[language],
        glossary=GLOSSARY[language],
    )
    for language, rules in RULES.items()
}

SYSTEM = ScoringSystem(
    key="wooden-ships",
    title="Wooden Ships and Iron Men",
    board_kind="team",
    score_board=score_board,
    lines=LINES,
    explanations=EXPLANATIONS,
    terms=TERMS,
)
