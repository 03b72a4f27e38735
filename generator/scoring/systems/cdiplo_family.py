"""The CDiplo family (CDiplo 100, CDiplo 80, C-Diplo Namur): docs/scoring.md, "CDiplo 100".

All seven powers ranked by centres share a table of place points (38, 14, 7) AVG, plus
points for their centres and for taking part; a winner takes a fixed award, the others 0.
Unlike dipvis, a concession is a win here as in every system (docs/scoring.md, "The
hobby's systems").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.texts import Msg

LINES = facts.lines(
    english={
        "participation": Msg("_cdiplo", "+{value} participation"),
        "centre_points": Msg("_cdiplo", "{centres} centres: {value} points"),
    },
)


def plain(centres: int) -> int:
    """One point per centre."""
    return centres


@dataclass(frozen=True, slots=True)
class Numbers:
    """What tells the CDiplo systems apart."""

    solo: int
    participation: int
    places: tuple[int, ...]
    centre_points: Callable[[int], int] = plain


def score(numbers: Numbers, round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        return facts.solo_board(round_number, board, won, numbers.solo, LINES)
    for first, last, members in facts.final_ranking(board):
        points = facts.avg_share(numbers.places, first, last)
        for entry in members:
            lines: list[Line] = []
            centres = numbers.centre_points(entry.final)
            value = points + centres + numbers.participation
            if numbers.centre_points is plain:
                if entry.final:
                    lines.append(facts.centres_line(LINES, entry.final, centres))
            else:
                lines.append(LINES("centre_points", centres=entry.final, value=centres))
            if numbers.participation:
                lines.append(LINES("participation", value=numbers.participation))
            if points:
                lines.append(facts.place_line(LINES, first, last, points))
            scored[entry.power] = (value, lines or [LINES("eliminated_0")])
    return facts.board_score(round_number, board, scored, LINES)
