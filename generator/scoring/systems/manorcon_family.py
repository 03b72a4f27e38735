"""The ManorCon family (ManorCon, Original ManorCon, ManorCon v2): docs/scoring.md,
"ManorCon".

Each survivor's N = c² + 4c + 16; it scores its N's part of 100. An eliminated power
scores 0.1 for each year after 1901 up to its elimination, and counts N = 16 (or 0) in
the sum. A winner takes a fixed award; the others the same 0.1 a year, survivors up to
the solo year.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.texts import Msg

YEARLY = Fraction(1, 10)
TOTAL = 100

LINES = facts.lines(
    english={
        "years": Msg("_manorcon", "{factor} × {n} years +{value}"),
        "share": Msg(
            "_manorcon", "N = {centres}² + 4 × {centres} + 16 = {n}: {total} × {n}/{sum} = {value}"
        ),
    },
)


@dataclass(frozen=True, slots=True)
class Numbers:
    """What tells the ManorCon systems apart."""

    key: str
    solo: int
    eliminated_n: int
    """What an eliminated power counts in the sum of N."""


def _n(centres: int) -> int:
    return centres * centres + 4 * centres + 16


def _years(year: int) -> tuple[facts.Number, Line]:
    n = year - facts.FIRST_GAME_YEAR
    value = YEARLY * n
    return value, LINES("years", factor=YEARLY, n=n, value=value)


def score(numbers: Numbers, round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    eliminated = facts.elimination_years(round_number, board, numbers.key)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    total = sum(_n(p.final) if p.final else numbers.eliminated_n for p in board.powers)
    for entry in board.powers:
        if entry is won:
            scored[entry.power] = (numbers.solo, [LINES("solo", value=numbers.solo)])
        elif entry.power in eliminated:
            year = eliminated[entry.power]
            value, line = _years(year)
            scored[entry.power] = (value, [LINES("eliminated", year=year), line])
        elif won is not None:
            value, line = _years(facts.solo_year(board))
            scored[entry.power] = (value, [LINES("other_solo"), line])
        else:
            n = _n(entry.final)
            value = facts.whole(TOTAL * n, total)
            line = LINES("share", centres=entry.final, n=n, total=TOTAL, sum=total, value=value)
            scored[entry.power] = (value, [line])
    return facts.board_score(round_number, board, scored, LINES)
