"""Tribute (``scoring: tribute``): docs/scoring.md, "Tribute"."""

from __future__ import annotations

from collections.abc import Sequence

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "tribute"
SOLO = 100
POOL = 66
FREE = 6
"""A leader's centres above this many are what it can take in tribute."""

LINES = facts.lines(
    english={
        "survival_share": Msg("tribute", "{pool}/{n} survivors +{value}"),
        "pays": Msg("tribute", "tribute to the leader −{value}"),
        "paid": Msg("tribute", "tribute from the others +{value}"),
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    alive = facts.survivors(board)
    high = facts.top(board)
    n_tops = len(facts.toppers(board))
    share = facts.whole(POOL, len(alive)) if alive else 0
    tribute = min(share, high - FREE) if high > FREE else 0
    if won is not None:
        return facts.solo_board(round_number, board, won, SOLO, LINES)
    for entry in board.powers:
        if not entry.final:
            scored[entry.power] = (0, [LINES("eliminated_0")])
            continue
        value = entry.final + share
        lines = [
            facts.centres_line(LINES, entry.final, entry.final),
            LINES("survival_share", pool=POOL, n=len(alive), value=share),
        ]
        if entry.final == high:
            paid = facts.whole(tribute * (len(alive) - n_tops), n_tops)
            if paid:
                value += paid
                lines.append(LINES("paid", value=paid))
        elif tribute:
            value -= tribute
            lines.append(LINES("pays", value=tribute))
        scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg("tribute", "A solo (18 centres or more, or a concession) scores 100; everyone else 0."),
        Msg(
            "tribute",
            "Otherwise each survivor scores its centres plus an equal share of 66 points; "
            "eliminated powers score 0. If the leaders have more than 6 centres, every other "
            "survivor pays them a tribute of (top − 6), at most its share of the 66, which "
            "the leaders split equally.",
        ),
    ),
    example=(
        Msg(
            "tribute",
            "France 16, Italy 4, Austria, Germany, Russia and Turkey 3, England 2: seven "
            "survivors, a share of 66/7 = 9.4286 each. France's tribute would be 16 − 6 = "
            "10, capped at 9.4286: every other power scores exactly its centres, and France "
            "16 + 9.4286 + 6 × 9.4286 = 82.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("tribute", "Tribute"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
