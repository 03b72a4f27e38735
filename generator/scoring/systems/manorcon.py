"""ManorCon (``scoring: manorcon``): docs/scoring.md, "ManorCon"."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import manorcon_family
from podium.scoring.texts import Msg

NUMBERS = manorcon_family.Numbers(key="manorcon", solo=75, eliminated_n=16)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "manorcon",
            "A solo (18 centres or more, or a concession) scores 75. Every other power "
            "scores 0.1 for each year after 1901 up to its elimination year, or up to the "
            "solo year for a survivor.",
        ),
        Msg(
            "manorcon",
            "Otherwise each survivor counts N = centres² + 4 × centres + 16 and each "
            "eliminated power N = 16; a survivor scores 100 × its N / the sum of all N, and "
            "an eliminated power 0.1 for each year after 1901 up to its elimination year.",
        ),
    ),
    example=(
        Msg(
            "manorcon",
            "Final year 1912: Germany 9, Austria and Italy 8, France 6, England 1, Russia "
            "eliminated in 1903, Turkey in 1904. N: Germany 133, Austria and Italy 112, "
            "France 76, England 21, Russia and Turkey 16: 486 in all. Germany 13300/486 = "
            "27.3663; Austria and Italy 23.0453; France 15.6379; England 4.321; Russia 0.2; "
            "Turkey 0.3.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("manorcon", "ManorCon"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(manorcon_family.score, NUMBERS)),
    lines=manorcon_family.LINES,
    explanation=EXPLANATION,
)
