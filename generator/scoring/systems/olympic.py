"""Olympic (``scoring: olympic``): Bangkok's rule with other numbers; docs/scoring.md,
"Olympic"."""

from __future__ import annotations

from fractions import Fraction
from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import bangkok_family
from podium.scoring.texts import Msg

NUMBERS = bangkok_family.Numbers(
    key="olympic",
    solo=46,
    after_solo=Fraction(0),
    shares=(Fraction(4), Fraction(3, 2), Fraction(1, 2)),
)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "olympic",
            "A solo (18 centres or more, or a concession) scores 46; every other power 0.",
        ),
        Msg(
            "olympic",
            "Otherwise each power scores its centres, plus 3 for surviving (an eliminated "
            "power scores 0.3 for each year before the year it was eliminated), plus a share "
            "of 12 domination points.",
        ),
        Msg(
            "olympic",
            "Domination shares: 4 for the top count, 1.5 for one centre below it, 0.5 for "
            "two below, 0 otherwise; a power gets 12 × its shares / all the shares.",
        ),
    ),
    example=(
        Msg(
            "olympic",
            "Final year 1913: Austria and Germany 8, England, France and Italy 6, Russia "
            "and Turkey eliminated in 1907. Nobody has 7, so the shares are 4, 4 and 0.5 "
            "for each 6: 9.5 in all.",
        ),
        Msg(
            "olympic",
            "Austria: 8 + 3 + 12 × 4/9.5 = 16.0526. England: 6 + 3 + 12 × 0.5/9.5 = 9.6316. "
            "Russia: 0.3 × 6 = 1.8.",
        ),
    ),
    glossary=(
        (
            Msg("olympic", "domination"),
            Msg("olympic", "the 12 points shared by the powers near the top"),
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("olympic", "Olympic"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(bangkok_family.score, NUMBERS)),
    lines=bangkok_family.LINES,
    explanation=EXPLANATION,
)
