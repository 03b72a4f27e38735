"""Southern Sun (``scoring: southern-sun``): docs/scoring.md, "Southern Sun"."""

from __future__ import annotations

from collections.abc import Sequence

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "southern-sun"
SOLO = 500
SURVIVAL = 30
PER_CENTRE = 10
PER_YEAR = 3
PLACES = (130, 80, 50, 30, 20, 10, 10)

LINES = facts.lines(
    english={
        "centres_times": Msg("southern-sun", "{centres} centres × {factor} +{value}"),
        "rounded_place": Msg("southern-sun", "{first}–{last} places {share} rounded to {value}"),
        "years": Msg("southern-sun", "{factor} × {n} years +{value}"),
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        return facts.solo_board(round_number, board, won, SOLO, LINES)
    eliminated = facts.elimination_years(round_number, board, KEY)
    for first, last, members in facts.rank(facts.survivors(board), lambda p: p.final):
        share = facts.avg_share(PLACES, first, last)
        points = round(share)  # to the nearest whole, an exact half to the even one
        for entry in members:
            centres = PER_CENTRE * entry.final
            lines = [
                LINES("survival", value=SURVIVAL),
                LINES("centres_times", centres=entry.final, factor=PER_CENTRE, value=centres),
                facts.place_line(LINES, first, last, share)
                if points == share
                else LINES("rounded_place", first=first, last=last, share=share, value=points),
            ]
            scored[entry.power] = (SURVIVAL + centres + points, lines)
    for power, year in eliminated.items():
        n = 1 + year - facts.FIRST_GAME_YEAR
        value = PER_YEAR * n
        lines = [LINES("eliminated", year=year), LINES("years", factor=PER_YEAR, n=n, value=value)]
        scored[power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg(
            "southern-sun",
            "A solo (18 centres or more, or a concession) scores 500; everyone else 0.",
        ),
        Msg(
            "southern-sun",
            "Otherwise a survivor scores 30 + 10 per centre + place points among the "
            "survivors by centres: 130, 80, 50, 30, 20, 10, 10. Survivors on equal centres "
            "share their places' points equally, rounded to a whole number (an exact half to "
            "the even number: 72.5 becomes 72).",
        ),
        Msg(
            "southern-sun",
            "An eliminated power scores 3 for each year it played, its elimination year included.",
        ),
    ),
    example=(
        Msg(
            "southern-sun",
            "Final year 1907: Austria, England, Italy and Turkey 6, France 5, Germany 4, "
            "Russia eliminated in 1903. The four on 6 share places 1-4: (130 + 80 + 50 + "
            "30)/4 = 72.5, rounded to 72: 30 + 60 + 72 = 162 each. France 30 + 50 + 20 = "
            "100; Germany 30 + 40 + 10 = 80; Russia 3 × 3 = 9.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("southern-sun", "Southern Sun"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
