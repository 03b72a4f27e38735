"""Vulcan (``scoring: vulcan``): docs/scoring.md, "Vulcan"."""

from __future__ import annotations

from collections.abc import Sequence

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "vulcan"
SOLO = 130
SURVIVAL = 5
TOP = 10

LINES = facts.lines(
    english={
        "ahead": Msg("vulcan", "centres ahead of weaker powers +{value}"),
        "top": Msg("vulcan", "top {total}/{n} +{value}"),
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    high = facts.top(board)
    n_tops = len(facts.toppers(board))
    counts = [p.final for p in board.powers]
    for entry in board.powers:
        if entry is won:
            scored[entry.power] = (SOLO, [LINES("solo", value=SOLO)])
        elif not entry.final:
            scored[entry.power] = (0, [LINES("eliminated_0")])
        elif won is not None:
            scored[entry.power] = (
                SURVIVAL,
                [LINES("other_solo"), LINES("survival", value=SURVIVAL)],
            )
        else:
            ahead = sum(entry.final - c for c in counts if c < entry.final)
            value: facts.Number = entry.final + SURVIVAL + ahead
            lines = [
                facts.centres_line(LINES, entry.final, entry.final),
                LINES("survival", value=SURVIVAL),
            ]
            if ahead:
                lines.append(LINES("ahead", value=ahead))
            if entry.final == high:
                bonus = facts.whole(TOP, n_tops)
                value += bonus
                lines.append(LINES("top", total=TOP, n=n_tops, value=bonus))
            scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg("vulcan", "An eliminated power always scores 0."),
        Msg(
            "vulcan",
            "A solo (18 centres or more, or a concession) scores 130, and every other survivor 5.",
        ),
        Msg(
            "vulcan",
            "Otherwise a survivor scores its centres + 5 + how many centres it is ahead of "
            "each power with fewer (eliminated ones included), and the leaders share 10.",
        ),
    ),
    example=(
        Msg(
            "vulcan",
            "Austria and Germany 11, France 10, England 1, the others eliminated. Austria "
            "and Germany: 11 + 5 + (1 + 10 + 3 × 11) + 10/2 = 65 each. France: 10 + 5 + "
            "(9 + 30) = 54. England: 1 + 5 + 3 × 1 = 9.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("vulcan", "Vulcan"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
