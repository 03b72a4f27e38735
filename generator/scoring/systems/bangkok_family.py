"""Bangkok and Olympic (one rule, two sets of numbers): docs/scoring.md, "Bangkok".

With a winner W it scores the solo award and every other power a fraction of a point per
centre. Otherwise a power scores its centres, survival (3, or 0.3 a year before its
elimination) and a share of a 12-point domination pool: shares by distance from the top.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.lines import Lines
from podium.scoring.results import BoardScore, Line
from podium.scoring.texts import Msg

SURVIVAL = 3
YEARLY = Fraction(3, 10)
POOL = 12

LINES = facts.lines(
    english={
        "after_solo": Msg(
            "_bangkok", "another player's solo: {factor} × {centres} centres = {value}"
        ),
        "years_played": Msg("_bangkok", "{factor} × {n} years before elimination +{value}"),
        "domination": Msg("_bangkok", "domination {pool} × {share}/{shares} +{value}"),
    },
)


@dataclass(frozen=True, slots=True)
class Numbers:
    """What tells Bangkok and Olympic apart."""

    key: str
    solo: int
    after_solo: Fraction
    """Points per centre of every other power when there is a winner."""
    shares: tuple[Fraction, Fraction, Fraction]
    """Domination shares of the top count, one below it, two below it."""


def _after_solo(lines: Lines, numbers: Numbers, centres: int) -> tuple[Fraction, list[Line]]:
    value = numbers.after_solo * centres
    if not value:
        return value, [lines("other_solo")]
    return value, [lines("after_solo", factor=numbers.after_solo, centres=centres, value=value)]


def score(numbers: Numbers, round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        for entry in board.powers:
            if entry is won:
                scored[entry.power] = (numbers.solo, [LINES("solo", value=numbers.solo)])
            else:
                scored[entry.power] = _after_solo(LINES, numbers, entry.final)
        return facts.board_score(round_number, board, scored, LINES)
    eliminated = facts.elimination_years(round_number, board, numbers.key)
    high = facts.top(board)
    # The shares over their common denominator: whole numbers in the same ratios.
    scale = math.lcm(*(s.denominator for s in numbers.shares))
    scaled = [s.numerator * (scale // s.denominator) for s in numbers.shares]

    def share(centres: int) -> int:
        below = high - centres
        return scaled[below] if below < len(scaled) else 0

    shares = sum(share(p.final) for p in board.powers)
    for entry in board.powers:
        lines: list[Line] = []
        mine = share(entry.final)
        if entry.final:
            lines += [facts.centres_line(LINES, entry.final, entry.final)]
            lines += [LINES("survival", value=SURVIVAL)]
            value: facts.Number = entry.final + SURVIVAL
        else:
            year = eliminated[entry.power]
            value = YEARLY * (year - facts.FIRST_GAME_YEAR)
            lines += [
                LINES("eliminated", year=year),
                LINES("years_played", factor=YEARLY, n=year - facts.FIRST_GAME_YEAR, value=value),
            ]
        if mine:
            part = facts.whole(POOL * mine, shares)
            value += part
            lines.append(
                LINES(
                    "domination",
                    pool=POOL,
                    share=facts.whole(mine, scale),
                    shares=facts.whole(shares, scale),
                    value=part,
                )
            )
        scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)
