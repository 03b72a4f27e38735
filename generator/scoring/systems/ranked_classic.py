"""Ranked Classic (``scoring: ranked-classic``): docs/scoring.md, "Ranked Classic"."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import ranked_classic_family
from podium.scoring.texts import Msg

NUMBERS = ranked_classic_family.Numbers(
    key="ranked-classic", big_tie=ranked_classic_family.worst_single
)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "ranked-classic",
            "A solo (18 centres or more, or a concession) scores 550. Every other survivor "
            "scores the years after 1901 up to the solo year; an eliminated power always "
            "scores the years after 1901 up to its elimination year.",
        ),
        Msg(
            "ranked-classic",
            "Otherwise a survivor scores 30 + 10 per centre + place points by centres: "
            "200, 90, 60, 40, 30, 20, 10 for places 1-7 alone; two tied from place 1-6 get "
            "135, 70, 50, 35, 25, 15 each; three or more tied get the single value of their "
            "worst place.",
        ),
    ),
    example=(
        Msg(
            "ranked-classic",
            "Final year 1907: England 11, Germany 5, Austria, France, Italy and Turkey 4, "
            "Russia eliminated in 1903. England 30 + 110 + 200 = 340; Germany 30 + 50 + 90 "
            "= 170; the four on 4 hold places 3-6 and get place 6's 20: 30 + 40 + 20 = 90; "
            "Russia 2.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("ranked-classic", "Ranked Classic"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(ranked_classic_family.score, NUMBERS)),
    lines=ranked_classic_family.LINES,
    explanation=EXPLANATION,
)
