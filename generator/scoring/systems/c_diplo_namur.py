"""C-Diplo Namur (``scoring: c-diplo-namur``): docs/scoring.md, "C-Diplo Namur"."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import cdiplo_family
from podium.scoring.texts import Msg

KEY = "c-diplo-namur"
FIRST_CENTRES = (0, 5, 9, 12, 14, 16, 18)
"""Centre points of 0 to 6 centres; one more for each centre above 6."""


def centre_points(centres: int) -> int:
    if centres < len(FIRST_CENTRES):
        return FIRST_CENTRES[centres]
    return centres + 12


NUMBERS = cdiplo_family.Numbers(
    solo=85, participation=1, places=(38, 14, 7), centre_points=centre_points
)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "c-diplo-namur",
            "A solo (18 centres or more, or a concession) scores 85; everyone else 0.",
        ),
        Msg(
            "c-diplo-namur",
            "Otherwise each power scores 1 for taking part, plus centre points, plus place "
            "points: 38, 14 and 7 for the first three places by centres, shared equally by "
            "powers on equal centres.",
        ),
        Msg(
            "c-diplo-namur",
            "Centre points: 0, 5, 9, 12, 14, 16 and 18 for 0 to 6 centres, then one more "
            "for each further centre (centres + 12).",
        ),
    ),
    example=(
        Msg(
            "c-diplo-namur",
            "Germany 9, Austria and Italy 8, France 6, England 1, the others eliminated. "
            "Germany 1 + 21 + 38 = 60; Austria and Italy 1 + 20 + (14 + 7)/2 = 31.5; France "
            "1 + 18 = 19; England 1 + 5 = 6; the eliminated 1.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("c-diplo-namur", "C-Diplo Namur"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, partial(cdiplo_family.score, NUMBERS)),
    lines=cdiplo_family.LINES,
    explanation=EXPLANATION,
)
