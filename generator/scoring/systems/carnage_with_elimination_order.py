"""Carnage with elimination order (``scoring: carnage-with-elimination-order``):
docs/scoring.md."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import carnage_family
from podium.scoring.texts import Msg

NUMBERS = carnage_family.Numbers(key="carnage-with-elimination-order", solo=28034, after_solo=0)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "carnage-with-elimination-order",
            "A solo (18 centres or more, or a concession) scores 28034; everyone else 0.",
        ),
        Msg(
            "carnage-with-elimination-order",
            "Otherwise places are worth 7000, 6000, 5000, 4000, 3000, 2000 and 1000. The "
            "survivors take the first places by centres and add 1 per centre; the eliminated "
            "powers take the places after them, the later eliminated first. Powers level on "
            "centres, or eliminated in the same year, share their places' points equally.",
        ),
    ),
    example=(
        Msg(
            "carnage-with-elimination-order",
            "Final year 1906: Turkey 11, Austria, France and Germany 7, Italy and Russia "
            "eliminated in 1904, England in 1903. Turkey 11 + 7000 = 7011; Austria, France "
            "and Germany 7 + 5000 = 5007; Italy and Russia 2500; England 1000.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("carnage-with-elimination-order", "Carnage with elimination order"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(carnage_family.score, NUMBERS)),
    lines=carnage_family.LINES,
    explanation=EXPLANATION,
)
