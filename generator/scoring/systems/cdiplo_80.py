"""CDiplo 80 (``scoring: cdiplo-80``): docs/scoring.md, "CDiplo 80"."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import cdiplo_family
from podium.scoring.texts import Msg

KEY = "cdiplo-80"
NUMBERS = cdiplo_family.Numbers(solo=80, participation=0, places=(25, 14, 7))

EXPLANATION = Explanation(
    rules=(
        Msg(
            "cdiplo-80", "A solo (18 centres or more, or a concession) scores 80; everyone else 0."
        ),
        Msg(
            "cdiplo-80",
            "Otherwise each power scores its centres plus place points: 25, 14 and 7 for "
            "the first three places by centres. Powers on equal centres share the points of "
            "the places they hold equally.",
        ),
    ),
    example=(
        Msg(
            "cdiplo-80",
            "Germany and Turkey 6, Austria, Italy and Russia 5, England 4, France 1. "
            "Germany and Turkey share places 1-2: 6 + (25 + 14)/2 = 25.5. Austria, Italy and "
            "Russia share places 3-5: 5 + 7/3 = 7.3333. England 4, France 1.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("cdiplo-80", "CDiplo 80"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, partial(cdiplo_family.score, NUMBERS)),
    lines=cdiplo_family.LINES,
    explanation=EXPLANATION,
)
