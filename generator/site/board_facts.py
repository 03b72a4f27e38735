"""What a board page says about a board beyond its numbers: which year split a tie.

Some systems (Italia 2010, for one) place two powers on equal final centres by the
counts of the years before: the one that had more centres in the latest year where
their counts differ is ahead. A reader sees two equal counts and two positions; the page
says which year decided it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise

from podium.model import DiplomacyBoard, PowerEntry


@dataclass(frozen=True, slots=True)
class YearTie:
    """``ahead`` placed before ``behind`` on equal final centres, by the counts of ``year``."""

    ahead: str
    behind: str
    year: int
    ahead_count: int
    behind_count: int


def year_ties(board: DiplomacyBoard, positions: Mapping[str, int]) -> list[YearTie]:
    """The ties on final centres that an earlier year split, for the powers next to each
    other in ``positions`` (power -> position on the board), best first.

    Only a split the positions agree with is reported: two powers on equal positions, or
    placed against their earlier counts (by another rule), or equal every year, get none.
    """
    entries = sorted(
        (p for p in board.powers if p.power in positions), key=lambda p: positions[p.power]
    )
    ties = []
    for ahead, behind in pairwise(entries):
        if ahead.final != behind.final or positions[ahead.power] == positions[behind.power]:
            continue
        found = _deciding_year(board, ahead, behind)
        if found is not None and found.ahead_count > found.behind_count:
            ties.append(found)
    return ties


def _deciding_year(board: DiplomacyBoard, a: PowerEntry, b: PowerEntry) -> YearTie | None:
    """The latest year before the last where ``a`` and ``b`` had different counts."""
    if a.history is None or b.history is None:
        return None
    years = board.years  # (made on each call)
    for i in range(len(years) - 2, -1, -1):
        if a.history[i] != b.history[i]:
            return YearTie(a.power, b.power, years[i], a.history[i], b.history[i])
    return None
