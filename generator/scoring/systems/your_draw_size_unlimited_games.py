"""Your Draw Size, unlimited games (``scoring: your-draw-size-unlimited-games``):
docs/scoring.md."""

from __future__ import annotations

from functools import partial

from generator.scoring import diplomacy_facts as facts
from generator.scoring.system import Explanation, ScoringSystem
from generator.scoring.systems import _your_draw_size

KEY = "your-draw-size-unlimited-games"
SOLO = 320

EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 320; everyone else 0.",
            "Otherwise each power scores by its own centre count: 0 centres 0, 1-3 "
            "centres 21, 4-7 30, 8-10 42, 11-13 70, 14-17 105.",
        ),
        example=(
            "Austria 8, England 1, France 6, Germany 9, Italy 8, Russia and Turkey 0: "
            "Austria, Germany and Italy 42; France 30; England 21; Russia and Turkey 0.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 320; tutti gli "
            "altri 0.",
            "Altrimenti ogni potenza fa punti secondo i propri centri: 0 centri 0, 1-3 "
            "centri 21, 4-7 30, 8-10 42, 11-13 70, 14-17 105.",
        ),
        example=(
            "Austria 8, Inghilterra 1, Francia 6, Germania 9, Italia 8, Russia e Turchia 0: "
            "Austria, Germania e Italia 42; Francia 30; Inghilterra 21; Russia e Turchia 0.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 320 ; tous les autres 0.",
            "Sinon chaque puissance marque selon son propre nombre de centres : 0 centre 0, "
            "1 à 3 centres 21, 4 à 7 30, 8 à 10 42, 11 à 13 70, 14 à 17 105.",
        ),
        example=(
            "Autriche 8, Angleterre 1, France 6, Allemagne 9, Italie 8, Russie et Turquie "
            "0 : Autriche, Allemagne et Italie 42 ; France 30 ; Angleterre 21 ; Russie et "
            "Turquie 0.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="Your Draw Size (unlimited games)",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, partial(_your_draw_size.score, SOLO)),
    lines=_your_draw_size.LINES,
    explanations=EXPLANATIONS,
)
