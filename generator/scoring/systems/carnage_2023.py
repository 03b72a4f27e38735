"""Carnage 2023 (``scoring: carnage-2023``): docs/scoring.md."""

from __future__ import annotations

from functools import partial

from podium.scoring import diplomacy_facts as facts
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.systems import carnage_family
from podium.scoring.texts import Msg

NUMBERS = carnage_family.Numbers(key="carnage-2023", solo=28034, after_solo=0, lead=300)

EXPLANATION = Explanation(
    rules=(
        Msg(
            "carnage-2023",
            "A solo (18 centres or more, or a concession) scores 28034; everyone else 0.",
        ),
        Msg(
            "carnage-2023",
            "Otherwise as Carnage with elimination order: places worth 7000 down to 1000, "
            "the survivors first by centres (+1 per centre), then the eliminated, the later "
            "eliminated first, ties sharing their places' points.",
        ),
        Msg(
            "carnage-2023",
            "A survivor first alone adds 300 for each centre it leads the second survivor by.",
        ),
    ),
    example=(
        Msg(
            "carnage-2023",
            "Final year 1912: Germany 9, Austria and Italy 8, France 6, England 1, Turkey "
            "eliminated in 1904, Russia in 1903. Germany 9 + 7000 + 300 = 7309; Austria and "
            "Italy 8 + 5500 = 5508; France 4006; England 3001; Turkey 2000; Russia 1000.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=NUMBERS.key,
    title=Msg("carnage-2023", "Carnage 2023"),
    board_kind="diplomacy",
    score_board=facts.scorer(NUMBERS.key, partial(carnage_family.score, NUMBERS)),
    lines=carnage_family.LINES,
    explanation=EXPLANATION,
)
