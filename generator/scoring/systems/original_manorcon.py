"""Original ManorCon (``scoring: original-manorcon``): docs/scoring.md, "Original ManorCon"."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import manorcon_family
from podium.scoring.texts import Msg

NUMBERS = manorcon_family.Numbers(key="original-manorcon", solo=100, eliminated_n=16)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "original-manorcon",
            "A solo (18 centres or more, or a concession) scores 100. Every other power "
            "scores 0.1 for each year after 1901 up to its elimination year, or up to the "
            "solo year for a survivor.",
        ),
        Msg(
            "original-manorcon",
            "Otherwise each survivor counts N = centres² + 4 × centres + 16 and each "
            "eliminated power N = 16; a survivor scores 100 × its N / the sum of all N, and "
            "an eliminated power 0.1 for each year after 1901 up to its elimination year.",
        ),
    ),
    example=(
        Msg(
            "original-manorcon",
            "Final year 1911: Turkey soloes with 22; Italy and Russia survive; Germany was "
            "eliminated in 1909, Austria in 1905, England and France in 1903. Turkey 100; "
            "Italy and Russia 0.1 × 10 = 1; Germany 0.8; Austria 0.4; England and France 0.2.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("original-manorcon", "Original ManorCon"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(manorcon_family.score, NUMBERS)),
    lines=manorcon_family.LINES,
    explanation=EXPLANATION,
)
