"""Sydney League (``scoring: sydney-league``): docs/scoring.md, "Sydney League"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "sydney-league"
PER_CENTRE = 25
PLACES = (700, 600, 500, 400, 300, 200, 100)
WINNER = Fraction(3, 2)
LOSER = Fraction(1, 2)

LINES = facts.lines(
    english={
        "centres_times": Msg("sydney-league", "{centres} centres × {factor} +{value}"),
        "years": Msg("sydney-league", "{n} years played +{value}"),
        "solo_factor": Msg("sydney-league", "solo ×{factor} = {value}"),
        "after_solo": Msg("sydney-league", "another player's solo ×{factor} = {value}"),
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    eliminated = facts.elimination_years(round_number, board, KEY)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    for first, last, members in facts.elimination_ranking(board, eliminated):
        points = facts.avg_share(PLACES, first, last)
        for entry in members:
            value = points
            lines: list[Line] = []
            if entry.final:
                centres = PER_CENTRE * entry.final
                value += centres
                lines.append(
                    LINES("centres_times", centres=entry.final, factor=PER_CENTRE, value=centres)
                )
            else:
                year = eliminated[entry.power]
                n = year - 1900
                value += n
                lines += [LINES("eliminated", year=year), LINES("years", n=n, value=n)]
            lines.append(facts.place_line(LINES, first, last, points))
            if won is not None:
                mine = entry is won
                factor = WINNER if mine else LOSER
                value *= factor
                key = "solo_factor" if mine else "after_solo"
                lines.append(LINES(key, factor=factor, value=value))
            scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg(
            "sydney-league",
            "Places are worth 700, 600, 500, 400, 300, 200 and 100. The survivors take the "
            "first places by centres and add 25 per centre; the eliminated powers take the "
            "places after them, the later eliminated first, and add 1 for each year played "
            "(its elimination year included). Powers level on centres, or eliminated in the "
            "same year, share their places' points equally.",
        ),
        Msg(
            "sydney-league",
            "After a solo (18 centres or more, or a concession) the winner's score is "
            "multiplied by 1.5 and everyone else's by 0.5.",
        ),
    ),
    example=(
        Msg(
            "sydney-league",
            "Final year 1911, Turkey soloes with 22; Italy and Russia survive on 5; Germany "
            "was eliminated in 1909, Austria in 1905, England and France in 1903. Before "
            "the factors: Turkey 550 + 700 = 1250; Italy and Russia 125 + 550 = 675; Germany "
            "400 + 9 = 409; Austria 300 + 5 = 305; England and France 150 + 3 = 153. After: "
            "Turkey 1875, Italy and Russia 337.5, Germany 204.5, Austria 152.5, England and "
            "France 76.5.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("sydney-league", "Sydney League"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
