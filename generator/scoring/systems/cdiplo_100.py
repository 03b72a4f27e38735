"""CDiplo 100 (``scoring: cdiplo-100``): docs/scoring.md, "CDiplo 100"."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import cdiplo_family
from podium.scoring.texts import Msg

KEY = "cdiplo-100"
NUMBERS = cdiplo_family.Numbers(solo=100, participation=1, places=(38, 14, 7))

EXPLANATION = Explanation(
    rules=(
        Msg(
            "cdiplo-100",
            "A solo (18 centres or more, or a concession) scores 100; everyone else 0.",
        ),
        Msg(
            "cdiplo-100",
            "Otherwise each power scores 1 for taking part, plus its centres, plus place "
            "points: 38, 14 and 7 for the first three places by centres. Powers on equal "
            "centres share the points of the places they hold equally.",
        ),
    ),
    example=(
        Msg(
            "cdiplo-100",
            "Turkey 11, Austria, France and Germany 7, the others eliminated. Turkey "
            "1 + 11 + 38 = 50. Austria, France and Germany share places 2-4: "
            "(14 + 7 + 0)/3 = 7, so 1 + 7 + 7 = 15 each. The eliminated score 1.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("cdiplo-100", "CDiplo 100"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, partial(cdiplo_family.score, NUMBERS)),
    lines=cdiplo_family.LINES,
    explanation=EXPLANATION,
)
