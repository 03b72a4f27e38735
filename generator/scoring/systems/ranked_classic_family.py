"""Ranked Classic, versions 1 and 2 (they differ only for ties of three or more):
docs/scoring.md, "Ranked Classic".

A survivor scores 30 + 10 per centre + place points from a table of single places and
one of two-way ties; an eliminated power scores the years after 1901 up to its
elimination. A winner scores 550, other survivors the years up to the solo year.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.texts import Msg

SOLO = 550
SURVIVAL = 30
PER_CENTRE = 10
SINGLE = (200, 90, 60, 40, 30, 20, 10)
"""A[j]: one power alone at place j."""
PAIR = (135, 70, 50, 35, 25, 15)
"""B[j]: two powers tied from place j."""

LINES = facts.lines(
    english={
        "centres_times": Msg("_ranked_classic", "{centres} centres × {factor} +{value}"),
        "years": Msg("_ranked_classic", "{n} years +{value}"),
    },
)

BigTie = Callable[[int, int], facts.Number]
"""The points of each of k >= 3 powers tied from place j: (j, k) -> points."""


def worst_single(first: int, size: int) -> facts.Number:
    """Version 1: the single value of the block's worst place, A[j + k - 1]."""
    return facts.table_value(SINGLE, first + size - 1)


def second_worst_pair(first: int, size: int) -> facts.Number:
    """Version 2: the two-way-tie value of the block's second-worst place, B[j + k - 2]."""
    return facts.table_value(PAIR, first + size - 2)


@dataclass(frozen=True, slots=True)
class Numbers:
    key: str
    big_tie: BigTie


def _points(numbers: Numbers, first: int, last: int) -> facts.Number:
    size = last - first + 1
    if size == 1:
        return facts.table_value(SINGLE, first)
    if size == 2:
        return facts.table_value(PAIR, first)
    return numbers.big_tie(first, size)


def _years(year: int) -> tuple[facts.Number, Line]:
    n = year - facts.FIRST_GAME_YEAR
    return n, LINES("years", n=n, value=n)


def score(numbers: Numbers, round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    eliminated = facts.elimination_years(round_number, board, numbers.key)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    for first, last, members in facts.final_ranking(board):
        points = _points(numbers, first, last)
        for entry in members:
            if entry is won:
                scored[entry.power] = (SOLO, [LINES("solo", value=SOLO)])
            elif entry.power in eliminated:
                year = eliminated[entry.power]
                value, line = _years(year)
                scored[entry.power] = (value, [LINES("eliminated", year=year), line])
            elif won is not None:
                value, line = _years(facts.solo_year(board))
                scored[entry.power] = (value, [LINES("other_solo"), line])
            else:
                centres = PER_CENTRE * entry.final
                lines = [
                    LINES("survival", value=SURVIVAL),
                    LINES("centres_times", centres=entry.final, factor=PER_CENTRE, value=centres),
                    facts.place_line(LINES, first, last, points),
                ]
                scored[entry.power] = (SURVIVAL + centres + points, lines)
    return facts.board_score(round_number, board, scored, LINES)
