"""Your Draw Size, unlimited games (``scoring: your-draw-size-unlimited-games``):
docs/scoring.md."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import your_draw_size_family
from podium.scoring.texts import Msg

KEY = "your-draw-size-unlimited-games"
SOLO = 320

EXPLANATION = Explanation(
    rules=(
        Msg(
            "your-draw-size-unlimited-games",
            "A solo (18 centres or more, or a concession) scores 320; everyone else 0.",
        ),
        Msg(
            "your-draw-size-unlimited-games",
            "Otherwise each power scores by its own centre count: 0 centres 0, 1-3 "
            "centres 21, 4-7 30, 8-10 42, 11-13 70, 14-17 105.",
        ),
    ),
    example=(
        Msg(
            "your-draw-size-unlimited-games",
            "Austria 8, England 1, France 6, Germany 9, Italy 8, Russia and Turkey 0: "
            "Austria, Germany and Italy 42; France 30; England 21; Russia and Turkey 0.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("your-draw-size-unlimited-games", "Your Draw Size (unlimited games)"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, partial(your_draw_size_family.score, SOLO)),
    lines=your_draw_size_family.LINES,
    explanation=EXPLANATION,
)
