"""Duct Tape V2 with elimination order (``scoring: duct-tape-v2-with-elimination-order``):
docs/scoring.md (Carnage's rule with other numbers)."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import carnage_family
from podium.scoring.systems.duct_tape_v2 import PLACES
from podium.scoring.texts import Msg

NUMBERS = carnage_family.Numbers(
    key="duct-tape-v2-with-elimination-order", solo=75, after_solo=0, places=PLACES
)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "duct-tape-v2-with-elimination-order",
            "A solo (18 centres or more, or a concession) scores 75; everyone else 0.",
        ),
        Msg(
            "duct-tape-v2-with-elimination-order",
            "Otherwise places are worth 40, 24, 15, 9, 6, 3 and 3. The survivors take the "
            "first places by centres and add 1 per centre; the eliminated powers take the "
            "places after them, the later eliminated first. Powers level on centres, or "
            "eliminated in the same year, share their places' points equally.",
        ),
    ),
    example=(
        Msg(
            "duct-tape-v2-with-elimination-order",
            "Final year 1909: Germany 16, Russia 11, France 7, England eliminated in 1909, "
            "Italy in 1908, Austria and Turkey in 1903. Germany 16 + 40 = 56; Russia 11 + 24 "
            "= 35; France 7 + 15 = 22; England 9; Italy 6; Austria and Turkey 3.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("duct-tape-v2-with-elimination-order", "Duct Tape V2 with elimination order"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(carnage_family.score, NUMBERS)),
    lines=carnage_family.LINES,
    explanation=EXPLANATION,
)
