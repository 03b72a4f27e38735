"""Maxonian and 7Eleven (one rule, two thresholds): docs/scoring.md, "Maxonian".

Places 1-7 are worth 7 ... 1, all seven powers ranked by their year chart read from the
final year back (the final count first, then the latest year they differed); powers
whose counts were equal every year share their places' points. A power above the
threshold adds its centres over it (capped at 18), unless another power won. A solo
resets nobody.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from podium.model import DiplomacyBoard, PowerEntry
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.texts import Msg

PLACES = (7, 6, 5, 4, 3, 2, 1)
CAP = 18
RADIX = 35
"""One more than the most centres a power can hold: a chart read as a number in this base
compares as the chart does."""

LINES = facts.lines(
    english={"over": Msg("_maxonian", "{centres} centres over {threshold} +{value}")},
)


@dataclass(frozen=True, slots=True)
class Numbers:
    key: str
    threshold: int


def _history_key(board: DiplomacyBoard, chart: tuple[int, ...]) -> int:
    """The chart from the final year back to 1901 (1900 left out), as one number."""
    key = 0
    for year, count in reversed(list(zip(board.years, chart, strict=True))):
        if year >= facts.FIRST_GAME_YEAR:
            key = key * RADIX + count
    return key


def score(numbers: Numbers, round_number: int, board: DiplomacyBoard) -> BoardScore:
    charts = facts.year_chart(round_number, board, numbers.key)
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    keys = {power: _history_key(board, chart) for power, chart in charts.items()}

    def key(entry: PowerEntry) -> int:
        return keys[entry.power]

    for first, last, members in facts.rank(board.powers, key):
        points = facts.avg_share(PLACES, first, last)
        for entry in members:
            value = points
            lines: list[Line] = [facts.place_line(LINES, first, last, points)]
            if entry.final > numbers.threshold and (won is None or entry is won):
                bonus = min(entry.final, CAP) - numbers.threshold
                value += bonus
                lines.append(
                    LINES(
                        "over",
                        centres=min(entry.final, CAP),
                        threshold=numbers.threshold,
                        value=bonus,
                    )
                )
            scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)
