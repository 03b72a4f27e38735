"""Bangkok Pike (``scoring: bangkok-pike``): docs/scoring.md, "Bangkok Pike"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "bangkok-pike"
SOLO = 60
SURVIVAL = 3
YEARLY = Fraction(1, 10)

LINES = facts.lines(
    english={
        "years": Msg("bangkok-pike", "{factor} × {n} years +{value}"),
        "top_alone": Msg("bangkok-pike", "top alone +{value}"),
        "top_shared": Msg("bangkok-pike", "shared top +{value}"),
        "one_below": Msg("bangkok-pike", "one centre below the top +{value}"),
        "two_below": Msg("bangkok-pike", "two centres below the top +{value}"),
    },
)


def _years(year: int) -> tuple[facts.Number, Line]:
    """0.1 for each year up to ``year``, that year included."""
    n = 1 + year - facts.FIRST_GAME_YEAR
    value = YEARLY * n
    return value, LINES("years", factor=YEARLY, n=n, value=value)


def _bonus(board: DiplomacyBoard, centres: int) -> tuple[int, Line | None]:
    high = facts.top(board)
    counts = [p.final for p in board.powers]
    if centres == high and counts.count(high) > 1:
        return 4, LINES("top_shared", value=4)
    if centres == high:
        bonus = 6
        if high - 1 not in counts:
            bonus += 4 if high - 2 in counts else 6
        return bonus, LINES("top_alone", value=bonus)
    if centres == high - 1:
        return 4, LINES("one_below", value=4)
    if centres == high - 2:
        return 2, LINES("two_below", value=2)
    return 0, None


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    eliminated = facts.elimination_years(round_number, board, KEY)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    for entry in board.powers:
        lines: list[Line] = []
        if entry is won:
            scored[entry.power] = (SOLO, [LINES("solo", value=SOLO)])
            continue
        if won is not None:
            year = eliminated.get(entry.power, facts.solo_year(board))
            value, years = _years(year)
            lines = [LINES("other_solo"), years]
            if entry.power in eliminated:
                lines.insert(1, LINES("eliminated", year=year))
            scored[entry.power] = (value, lines)
            continue
        if entry.final:
            value = entry.final + SURVIVAL
            lines = [
                facts.centres_line(LINES, entry.final, entry.final),
                LINES("survival", value=SURVIVAL),
            ]
        else:
            year = eliminated[entry.power]
            value, years = _years(year)
            lines = [LINES("eliminated", year=year), years]
        bonus, line = _bonus(board, entry.final)
        if line is not None:
            value += bonus
            lines.append(line)
        scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg(
            "bangkok-pike",
            "A solo (18 centres or more, or a concession) scores 60. Every other power "
            "scores 0.1 for each year it played: up to its elimination year, or the solo "
            "year for a survivor, counting that year.",
        ),
        Msg(
            "bangkok-pike",
            "Otherwise a power scores its centres, plus 3 for surviving (an eliminated "
            "power: 0.1 for each year up to its elimination year, counting it), plus a "
            "bonus: a lone top 6, or 10 if nobody is one centre below it, or 12 if nobody "
            "is one or two below; a shared top 4 each; one centre below the top 4; two "
            "below 2.",
        ),
    ),
    example=(
        Msg(
            "bangkok-pike",
            "Final year 1907: England 11, Germany 5, Austria, France, Italy and Turkey 4, "
            "Russia eliminated in 1903. England tops alone and nobody has 10 or 9: "
            "11 + 3 + 12 = 26. Germany 5 + 3 = 8; each 4 scores 7; Russia 0.1 × 3 = 0.3.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("bangkok-pike", "Bangkok Pike"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
