"""ManorCon v2 (``scoring: manorcon-v2``): docs/scoring.md, "ManorCon v2"."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import manorcon_family
from podium.scoring.texts import Msg

NUMBERS = manorcon_family.Numbers(key="manorcon-v2", solo=100, eliminated_n=0)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "manorcon-v2",
            "A solo (18 centres or more, or a concession) scores 100. Every other power "
            "scores 0.1 for each year after 1901 up to its elimination year, or up to the "
            "solo year for a survivor.",
        ),
        Msg(
            "manorcon-v2",
            "Otherwise each survivor counts N = centres² + 4 × centres + 16 and each "
            "eliminated power N = 0; a survivor scores 100 × its N / the sum of all N, and "
            "an eliminated power 0.1 for each year after 1901 up to its elimination year.",
        ),
    ),
    example=(
        Msg(
            "manorcon-v2",
            "Final year 1912: Germany 9, Austria and Italy 8, France 6, England 1, Russia "
            "eliminated in 1903, Turkey in 1904. The survivors' N add up to 454: Germany "
            "13300/454 = 29.2952; Austria and Italy 24.6696; France 16.7401; England 4.6256; "
            "Russia 0.2; Turkey 0.3.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("manorcon-v2", "ManorCon v2"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(manorcon_family.score, NUMBERS)),
    lines=manorcon_family.LINES,
    explanation=EXPLANATION,
)
