"""Duct Tape V2 (``scoring: duct-tape-v2``): docs/scoring.md, "Duct Tape V2" (Carnage's
rule with other numbers)."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import carnage_family
from podium.scoring.texts import Msg

PLACES = (40, 24, 15, 9, 6, 3, 3)
NUMBERS = carnage_family.Numbers(
    key="duct-tape-v2", solo=75, after_solo=0, places=PLACES, elimination_order=False
)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "duct-tape-v2",
            "A solo (18 centres or more, or a concession) scores 75; everyone else 0.",
        ),
        Msg(
            "duct-tape-v2",
            "Otherwise all seven powers are ranked by centres. Places are worth 40, 24, 15, "
            "9, 6, 3 and 3; powers on equal centres share their places' points equally. "
            "Each power adds 1 per centre. Eliminated powers tie on 0 and share the last "
            "places.",
        ),
    ),
    example=(
        Msg(
            "duct-tape-v2",
            "Germany 9, Austria and Italy 8, France 6, England 1, Russia and Turkey 0. "
            "Germany 9 + 40 = 49; Austria and Italy 8 + (24 + 15)/2 = 27.5; France 6 + 9 = "
            "15; England 1 + 6 = 7; Russia and Turkey (3 + 3)/2 = 3.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("duct-tape-v2", "Duct Tape V2"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(carnage_family.score, NUMBERS)),
    lines=carnage_family.LINES,
    explanation=EXPLANATION,
)
