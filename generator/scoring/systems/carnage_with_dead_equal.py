"""Carnage with dead equal (``scoring: carnage-with-dead-equal``): docs/scoring.md."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import carnage_family
from podium.scoring.texts import Msg

NUMBERS = carnage_family.Numbers(
    key="carnage-with-dead-equal", solo=28034, after_solo=0, elimination_order=False
)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "carnage-with-dead-equal",
            "A solo (18 centres or more, or a concession) scores 28034; everyone else 0.",
        ),
        Msg(
            "carnage-with-dead-equal",
            "Otherwise all seven powers are ranked by centres. Places are worth 7000, 6000, "
            "5000, 4000, 3000, 2000 and 1000; powers on equal centres share their places' "
            "points equally. Each power adds 1 per centre. Eliminated powers tie on 0 and "
            "share the last places.",
        ),
    ),
    example=(
        Msg(
            "carnage-with-dead-equal",
            "Germany 9, Austria and Italy 8, France 6, England 1, Russia and Turkey 0. "
            "Germany 9 + 7000 = 7009; Austria and Italy 8 + (6000 + 5000)/2 = 5508; "
            "France 4006; England 3001; Russia and Turkey (2000 + 1000)/2 = 1500.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("carnage-with-dead-equal", "Carnage with dead equal"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(carnage_family.score, NUMBERS)),
    lines=carnage_family.LINES,
    explanation=EXPLANATION,
)
