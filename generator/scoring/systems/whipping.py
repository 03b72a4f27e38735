"""Whipping (``scoring: whipping``): docs/scoring.md, "Whipping"."""

from __future__ import annotations

from collections.abc import Sequence

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "whipping"
SOLO = 468
PER_CENTRE = 10
POOL = 60
LEAD = 2

LINES = facts.lines(
    english={
        "centres_times": Msg("whipping", "{centres} centres × {factor} +{value}"),
        "years": Msg("whipping", "{n} years played +{value}"),
        "survival_share": Msg("whipping", "{pool}/{n} survivors +{value}"),
        "top_alone": Msg("whipping", "top alone {factor} × {centres} +{value}"),
    },
)


def _played(year: int) -> int:
    return year - 1900


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    eliminated = facts.elimination_years(round_number, board, KEY)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    alive = facts.survivors(board)
    high = facts.top(board)
    lone = len(facts.toppers(board)) == 1
    for entry in board.powers:
        if entry is won:
            scored[entry.power] = (SOLO, [LINES("solo", value=SOLO)])
        elif entry.power in eliminated:
            year = eliminated[entry.power]
            n = _played(year)
            lines = [LINES("eliminated", year=year), LINES("years", n=n, value=n)]
            scored[entry.power] = (n, lines)
        elif won is not None:
            n = _played(board.end)
            scored[entry.power] = (n, [LINES("other_solo"), LINES("years", n=n, value=n)])
        else:
            centres = PER_CENTRE * entry.final
            share = facts.whole(POOL, len(alive))
            value = centres + share
            lines = [
                LINES("centres_times", centres=entry.final, factor=PER_CENTRE, value=centres),
                LINES("survival_share", pool=POOL, n=len(alive), value=share),
            ]
            if lone and entry.final == high:
                value += LEAD * high
                lines.append(LINES("top_alone", factor=LEAD, centres=high, value=LEAD * high))
            scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg(
            "whipping",
            "An eliminated power scores the years it played (its elimination year included).",
        ),
        Msg(
            "whipping",
            "A solo (18 centres or more, or a concession) scores 468, and every other "
            "survivor the years played (the final year included).",
        ),
        Msg(
            "whipping",
            "Otherwise a survivor scores 10 per centre + 60 / the number of survivors, and "
            "a power topping the board alone adds 2 × its centres.",
        ),
    ),
    example=(
        Msg(
            "whipping",
            "Final year 1911, Turkey soloes with 22; Italy and Russia survive; Germany was "
            "eliminated in 1909, Austria in 1905, England and France in 1903. Turkey 468; "
            "Italy and Russia 11; Germany 9; Austria 5; England and France 3.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("whipping", "Whipping"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
