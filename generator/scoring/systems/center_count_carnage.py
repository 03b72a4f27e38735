"""Center-count Carnage (``scoring: center-count-carnage``): docs/scoring.md."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import carnage_family
from podium.scoring.texts import Msg

NUMBERS = carnage_family.Numbers(
    key="center-count-carnage",
    solo=39028,
    after_solo=1000,
    per_centre=500,
    places=(7007, 6006, 5005, 4004, 3003, 2002, 1001),
)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "center-count-carnage",
            "A solo (18 centres or more, or a concession) scores 39028; every other power, "
            "eliminated or not, 1000.",
        ),
        Msg(
            "center-count-carnage",
            "Otherwise places are worth 7007, 6006, 5005, 4004, 3003, 2002 and 1001. The "
            "survivors take the first places by centres and add 500 per centre; the "
            "eliminated powers take the places after them, the later eliminated first. "
            "Powers level on centres, or eliminated in the same year, share their places' "
            "points equally.",
        ),
    ),
    example=(
        Msg(
            "center-count-carnage",
            "Final year 1909: Germany 16, Russia 11, France 7, England eliminated in 1909, "
            "Italy in 1908, Austria and Turkey in 1903. Germany 8000 + 7007 = 15007; Russia "
            "5500 + 6006 = 11506; France 3500 + 5005 = 8505; England 4004; Italy 3003; "
            "Austria and Turkey 1501.5.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("center-count-carnage", "Center-count Carnage"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(carnage_family.score, NUMBERS)),
    lines=carnage_family.LINES,
    explanation=EXPLANATION,
)
