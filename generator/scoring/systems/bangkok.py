"""Bangkok (``scoring: bangkok``): docs/scoring.md, "Bangkok"."""

from __future__ import annotations

from fractions import Fraction
from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import bangkok_family
from podium.scoring.texts import Msg

NUMBERS = bangkok_family.Numbers(
    key="bangkok",
    solo=41,
    after_solo=Fraction(1, 2),
    shares=(Fraction(3), Fraction(2), Fraction(1)),
)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "bangkok",
            "A solo (18 centres or more, or a concession) scores 41; every other power "
            "scores 0.5 per centre it holds.",
        ),
        Msg(
            "bangkok",
            "Otherwise each power scores its centres, plus 3 for surviving (an eliminated "
            "power scores 0.3 for each year before the year it was eliminated), plus a share "
            "of 12 domination points.",
        ),
        Msg(
            "bangkok",
            "Domination shares: 3 for the top count, 2 for one centre below it, 1 for two "
            "below, 0 otherwise; a power gets 12 × its shares / all the shares.",
        ),
    ),
    example=(
        Msg(
            "bangkok",
            "Final year 1907: Austria, England, Italy and Turkey 6, France 5, Germany 4, "
            "Russia eliminated in 1903. The shares are 3, 3, 3, 3, 2, 1 and 0: 15 in all.",
        ),
        Msg(
            "bangkok",
            "Austria: 6 + 3 + 12 × 3/15 = 11.4. France: 5 + 3 + 1.6 = 9.6. "
            "Germany: 4 + 3 + 0.8 = 7.8. Russia: 0.3 × 2 = 0.6.",
        ),
    ),
    glossary=(
        (
            Msg("bangkok", "domination"),
            Msg("bangkok", "the 12 points shared by the powers near the top"),
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("bangkok", "Bangkok"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(bangkok_family.score, NUMBERS)),
    lines=bangkok_family.LINES,
    explanation=EXPLANATION,
)
