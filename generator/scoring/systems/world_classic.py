"""World Classic (``scoring: world-classic``): docs/scoring.md, "World Classic"."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import world_classic_family
from podium.scoring.texts import Msg

NUMBERS = world_classic_family.Numbers(key="world-classic", most_toppers=7)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "world-classic",
            "An eliminated power scores the years after 1901 up to its elimination year, "
            "whatever the result.",
        ),
        Msg(
            "world-classic",
            "A solo (18 centres or more, or a concession) scores 420, and every other "
            "survivor the years after 1901 up to the solo year.",
        ),
        Msg(
            "world-classic",
            "Otherwise a survivor scores 10 per centre + 30, and the powers on the top "
            "count share 48.",
        ),
    ),
    example=(
        Msg(
            "world-classic",
            "Final year 1907: England, France and Italy 11; Germany eliminated in 1904, "
            "Austria in 1906, Russia and Turkey in 1907. England, France and Italy "
            "110 + 30 + 16 = 156 each; Austria 5; Germany 3; Russia and Turkey 6.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("world-classic", "World Classic"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(world_classic_family.score, NUMBERS)),
    lines=world_classic_family.LINES,
    explanation=EXPLANATION,
)
