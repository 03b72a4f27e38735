"""Summer Classic (``scoring: summer-classic``): docs/scoring.md, "Summer Classic"."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import world_classic_family
from podium.scoring.texts import Msg

NUMBERS = world_classic_family.Numbers(key="summer-classic", most_toppers=2)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "summer-classic",
            "An eliminated power scores the years after 1901 up to its elimination year, "
            "whatever the result.",
        ),
        Msg(
            "summer-classic",
            "A solo (18 centres or more, or a concession) scores 420, and every other "
            "survivor the years after 1901 up to the solo year.",
        ),
        Msg(
            "summer-classic",
            "Otherwise a survivor scores 10 per centre + 30; a lone leader adds 48, two "
            "leaders 24 each, three or more nothing.",
        ),
    ),
    example=(
        Msg(
            "summer-classic",
            "Final year 1907: England, France and Italy 11; Germany eliminated in 1904, "
            "Austria in 1906, Russia and Turkey in 1907. Three leaders, so no bonus: "
            "England, France and Italy 110 + 30 = 140 each; Austria 5; Germany 3; Russia "
            "and Turkey 6.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("summer-classic", "Summer Classic"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(world_classic_family.score, NUMBERS)),
    lines=world_classic_family.LINES,
    explanation=EXPLANATION,
)
