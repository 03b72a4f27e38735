"""OpenTribute (``scoring: opentribute``): docs/scoring.md, "OpenTribute"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "opentribute"
SOLO = 340
SURVIVAL = 34
PER_CENTRE = 3

LINES = facts.lines(
    english={
        "centres_times": Msg("opentribute", "{centres} centres × {factor} +{value}"),
        "behind": Msg("opentribute", "{n} behind the top −{value}"),
        "pool": Msg("opentribute", "tribute {pool}/{n}² rounded down +{value}"),
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    high = facts.top(board)
    n_tops = len(facts.toppers(board))
    pool = sum(high - p.final for p in board.powers)  # an eliminated power's: the top
    bonus = pool // (n_tops * n_tops)
    if won is not None:
        return facts.solo_board(round_number, board, won, SOLO, LINES)
    for entry in board.powers:
        if not entry.final:
            scored[entry.power] = (0, [LINES("eliminated_0")])
            continue
        centres = PER_CENTRE * entry.final
        behind = high - entry.final
        value = SURVIVAL + centres - behind
        lines = [
            LINES("survival", value=SURVIVAL),
            LINES("centres_times", centres=entry.final, factor=PER_CENTRE, value=centres),
        ]
        if behind:
            lines.append(LINES("behind", n=behind, value=behind))
        else:
            value += bonus
            lines.append(LINES("pool", pool=pool, n=n_tops, value=bonus))
        scored[entry.power] = (Fraction(value), lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg(
            "opentribute",
            "A solo (18 centres or more, or a concession) scores 340; everyone else 0.",
        ),
        Msg(
            "opentribute",
            "Otherwise a survivor scores 34 + 3 per centre − how many centres it is behind "
            "the top; an eliminated power scores 0.",
        ),
        Msg(
            "opentribute",
            "The tribute pool is what the survivors are behind the top, plus the top count "
            "for each eliminated power. Each leader adds the pool divided by the square of "
            "the number of leaders, rounded down.",
        ),
    ),
    example=(
        Msg(
            "opentribute",
            "Germany and Turkey 6, Austria, Italy and Russia 5, England 4, France 1. The "
            "pool is 1 + 2 + 5 + 1 + 1 = 10, and 10/4 rounds down to 2: Germany and Turkey "
            "34 + 18 + 2 = 54. Austria, Italy and Russia 34 + 15 − 1 = 48; England 34 + 12 − "
            "2 = 44; France 34 + 3 − 5 = 32.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("opentribute", "OpenTribute"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
