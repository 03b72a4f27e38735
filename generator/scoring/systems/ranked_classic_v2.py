"""Ranked Classic (``scoring: ranked-classic``): docs/scoring.md, "Ranked Classic v2"."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import ranked_classic_family
from podium.scoring.texts import Msg

NUMBERS = ranked_classic_family.Numbers(
    key="ranked-classic-v2", big_tie=ranked_classic_family.second_worst_pair
)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "ranked-classic-v2",
            "A solo (18 centres or more, or a concession) scores 550. Every other survivor "
            "scores the years after 1901 up to the solo year; an eliminated power always "
            "scores the years after 1901 up to its elimination year.",
        ),
        Msg(
            "ranked-classic-v2",
            "Otherwise a survivor scores 30 + 10 per centre + place points by centres: "
            "200, 90, 60, 40, 30, 20, 10 for places 1-7 alone; two tied from place 1-6 get "
            "135, 70, 50, 35, 25, 15 each; three or more tied from place j get the two-way "
            "value of place j + (how many) − 2, or 0 beyond the table.",
        ),
    ),
    example=(
        Msg(
            "ranked-classic-v2",
            "Final year 1907: England 11, Germany 5, Austria, France, Italy and Turkey 4, "
            "Russia eliminated in 1903. England 30 + 110 + 200 = 340; Germany 30 + 50 + 90 "
            "= 170; the four on 4 hold places 3-6 and get the two-way value of place 5, 25: "
            "30 + 40 + 25 = 95; "
            "Russia 2.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("ranked-classic-v2", "Ranked Classic v2"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(ranked_classic_family.score, NUMBERS)),
    lines=ranked_classic_family.LINES,
    explanation=EXPLANATION,
)
