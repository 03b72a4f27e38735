"""7Eleven (``scoring: 7eleven``): docs/scoring.md, "7Eleven"."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import maxonian_family
from podium.scoring.texts import Msg

NUMBERS = maxonian_family.Numbers(key="7eleven", threshold=11)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "7eleven",
            "Places 1-7 are worth 7, 6, 5, 4, 3, 2 and 1. Powers are placed by their final "
            "centres; powers level on them are placed by the latest year their counts "
            "differed. Powers with the same count in every year from 1901 share their "
            "places' points equally.",
        ),
        Msg(
            "7eleven",
            "A power with more than 11 centres adds one point for each centre over 11 "
            "(counting at most 18), unless another power won (18 centres or more, or a "
            "concession). A solo does not reset anyone's place points.",
        ),
    ),
    example=(
        Msg(
            "7eleven",
            "Final year 1906: Russia 14, Germany 9, England, France and Turkey 3, Austria "
            "and Italy 1. France had 4 in 1905, so it is 3rd (5 points); England and Turkey "
            "were level in 1905, and England had more in 1904: England 4, Turkey 3. Austria "
            "and Italy were level every year: 1.5 each. Russia 7 + (14 − 11) = 10.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("7eleven", "7Eleven"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(maxonian_family.score, NUMBERS)),
    lines=maxonian_family.LINES,
    explanation=EXPLANATION,
)
